"""Apocalypse: random-play consistency over 1,000+ seeded games (2, 3 and 4 seats).

Every check here is computed independently of the engine (its own move generator,
card accounting and scoring), so a disagreement points at the rules module.
"""

from __future__ import annotations

from collections import Counter

import pytest

from zooarcade.core.history import MatchRecord, Step
from zooarcade.core.protocol import Action, IllegalAction
from zooarcade.core.rng import Rng
from zooarcade.games.apocalypse import spec
from zooarcade.games.apocalypse.rules import ApocalypseState, Move, Place, new_game

#: games per seat count (3 x 340 = 1,020 games).
GAMES_PER_COUNT = 340
#: seeds are split into chunks so a failure names a small range (and xdist can spread them).
CHUNK = 85


def oracle_actions(s: ApocalypseState) -> set[tuple[str, int, int]]:
    """Return the legal actions of the seat to move, derived from the spec alone.

    Place ``(value, loc)``: a value in hand, a location with no occupant and at least one zoo
    card.  Move ``(src, dst)``: an own active character, one orthogonal step, onto a location
    that is not empty and holds no own active character, and no higher opposing character.
    """
    seat = s.to_move
    out: set[tuple[str, int, int]] = set()
    for value in set(s.hands[seat]):
        for i in range(25):
            if s.occupants[i] is None and len(s.stacks[i]) > 0:
                out.add(("place", value, i))
    for src in range(25):
        mover = s.occupants[src]
        if mover is None or mover.mutant or mover.owner != seat:
            continue
        r, c = divmod(src, 5)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if not (0 <= rr < 5 and 0 <= cc < 5):
                continue
            dst = rr * 5 + cc
            target = s.occupants[dst]
            if target is None:
                ok = len(s.stacks[dst]) > 0
            elif target.mutant:
                ok = True
            else:
                ok = target.owner != seat and mover.value >= target.value
            if ok:
                out.add(("move", src, dst))
    return out


def as_tuple(a: Action) -> tuple[str, int, int]:
    """Return ``("place", value, loc)`` or ``("move", src, dst)`` for an action."""
    if isinstance(a, Place):
        return ("place", a.value, a.loc)
    assert isinstance(a, Move)
    return ("move", a.src, a.dst)


def check_accounting(s: ApocalypseState, n: int, dealt: list[int | None]) -> None:
    """Assert all 50 zoo cards and every seat's 4 characters are in exactly one place.

    ``dealt`` is the value of each zoo card at the deal: values never change and a pile
    records the value of the card that was taken.
    """
    assert s.values == dealt
    zoo = Counter(c for st in s.stacks for c in st)
    chars = Counter((o.owner, o.value) for o in s.occupants if o is not None)
    for seat in range(n):
        for v in s.hands[seat]:
            chars[(seat, v)] += 1
        for p in s.piles[seat]:
            if p.kind == "zoo":
                cid = int(p.card_id[1:])
                zoo[cid] += 1
                assert p.value == dealt[cid]
            else:
                assert p.kind in ("character", "mutant")
                owner, value = p.card_id[1:].split("-")
                assert int(value) == p.value
                chars[(int(owner), p.value)] += 1
    assert zoo == Counter(range(50))
    assert chars == Counter((seat, v) for seat in range(n) for v in (3, 4, 5, 6))
    # a stack never holds more than two cards, and lower cards keep their deal order
    assert all(len(st) <= 2 for st in s.stacks)
    for i, st in enumerate(s.stacks):
        assert st in ([2 * i, 2 * i + 1], [2 * i], [])


def own_scores(s: ApocalypseState, n: int, dealt: list[int | None]) -> list[int]:
    """Score a position from scratch: every pile card + own active characters in hand and on board."""
    out = []
    for seat in range(n):
        total = 0
        for p in s.piles[seat]:
            if p.kind == "zoo":
                total += dealt[int(p.card_id[1:])] or 0
            else:
                total += int(p.card_id.split("-")[1])
        total += sum(s.hands[seat])
        total += sum(o.value for o in s.occupants if o is not None and o.owner == seat and not o.mutant)
        out.append(total)
    return out


def illegal_probes(rng: Rng, legal: set[tuple[str, int, int]], count: int) -> list[Action]:
    """Return ``count`` random actions (in and out of range) that are not in ``legal``."""
    out: list[Action] = []
    while len(out) < count:
        if rng.randrange(2):
            a: Action = Place(rng.randrange(9), rng.randrange(27) - 1)
        else:
            src = rng.randrange(27) - 1
            a = Move(src, src + rng.choice((-6, -5, -4, -1, 0, 1, 2, 4, 5, 6, 10)))
        if as_tuple(a) not in legal:
            out.append(a)
    return out


def play_one(n: int, seed: int, deep: bool) -> None:
    """Play one seeded random game with every per-action check; ``deep`` adds replay checks."""
    s = new_game(n, None, seed)
    dealt = list(s.values)
    assert sorted(v for v, i in zip(dealt, s.infected, strict=True) if i) == [0, 1, 2, 3]
    rng = Rng.from_seed(f"props-{n}-{seed}")
    record = MatchRecord("apocalypse", n, seed)
    limit = 50 + 4 * n
    end_events = []
    while not s.is_terminal():
        assert len(record.actions) < limit, "game runs past 50 + 4 x players actions"
        legal = s.legal_actions()
        legal_set = {as_tuple(a) for a in legal}
        assert len(legal_set) == len(legal)
        assert legal_set == oracle_actions(s)
        assert all(s.check(a) is None for a in legal)
        for probe in illegal_probes(rng, legal_set, 2):
            before = s.fingerprint() if deep else None
            with pytest.raises(IllegalAction):
                s.apply(probe)
            if deep:
                assert s.fingerprint() == before
        action = legal[rng.randrange(len(legal))]
        piles_before = sum(len(p) for p in s.piles)
        mover = s.to_move
        events = s.apply(action)
        record.steps.append(Step(mover, action))
        assert sum(len(p) for p in s.piles) == piles_before + 1
        check_accounting(s, n, dealt)
        end_events += [e for e in events if e.kind == "game_end"]
        if not s.is_terminal():
            assert s.to_move == (mover + 1) % n
    assert len(record.actions) <= limit
    # the game ends at the start of the turn of a seat with no legal action
    assert len(end_events) == 1
    stuck = end_events[0].data["seat"]
    assert stuck == (mover + 1) % n == s.end["seat"] == end_events[0].seat
    assert s.to_move == stuck
    assert oracle_actions(s) == set()
    expected = own_scores(s, n, dealt)
    assert s.scores() == expected
    assert end_events[0].data["scores"] == expected
    best = max(expected)
    assert s.winners() == [i for i, v in enumerate(expected) if v == best]
    if deep:
        again = record.rebuild(spec())
        assert again.fingerprint() == s.fingerprint()
        replay = new_game(n, None, seed)
        for a in record.actions:
            replay.apply(a)
        assert replay.fingerprint() == s.fingerprint()


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("first", range(0, GAMES_PER_COUNT, CHUNK))
def test_random_games_are_consistent(n: int, first: int) -> None:
    for seed in range(first, first + CHUNK):
        play_one(n, seed, deep=seed % 10 == 0)


def test_same_seed_same_deal_and_different_seeds_differ() -> None:
    for n in (2, 3, 4):
        fps = {new_game(n, None, seed).fingerprint() for seed in range(50)}
        assert len(fps) == 50
        assert all(new_game(n, None, seed).fingerprint() == new_game(n, None, seed).fingerprint() for seed in range(10))


def test_determinize_is_consistent_during_random_games() -> None:
    for seed in range(30):
        n = 2 + seed % 3
        s = new_game(n, None, 500 + seed)
        walk = Rng.from_seed(seed)
        step = 0
        while not s.is_terminal():
            if step % 7 == 3:
                seat = s.current_player
                for k in range(3):
                    d = s.view(seat).determinize(seat, Rng.from_seed(seed * 100 + k))
                    assert d.view(seat).fingerprint() == s.view(seat).fingerprint()
                    assert Counter(d.values) == {v: 10 for v in range(5)}
                    assert sorted(d.values[c] for c in range(50) if d.infected[c]) == [0, 1, 2, 3]
                    assert d.legal_actions() == s.legal_actions()
            s.apply(walk.choice(s.legal_actions()))
            step += 1
