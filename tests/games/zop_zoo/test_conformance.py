"""ZOP ZOO passes the platform's conformance harness (2–6 seats), and 1,000 seeded random games per seat count
end without an exception within ``max_steps``, with every card accounted for at every step and every round's
scores recomputed here, independently of the engine, from the final rows."""

from __future__ import annotations

import json

import pytest

from tests.conformance import check_game
from tests.games.zop_zoo.helpers import accounted
from zooarcade.core.events import EventKind
from zooarcade.core.history import MatchRecord, Step
from zooarcade.core.protocol import DecisionKind, GameState
from zooarcade.core.rng import Rng
from zooarcade.games.zop_zoo import spec
from zooarcade.games.zop_zoo.data import CARD_BY_KEY, CARDS, ROUND_LIMIT, Kind
from zooarcade.games.zop_zoo.rules import Deal, Decline, Dig, Draw, Give, Phase, PlaceWild, Swap, Take, ZopState

#: random games per seat count, split into chunks so xdist spreads them and a failure names a small range.
GAMES_PER_COUNT = 1000
CHUNKS = 4
ALL_IDS = list(range(126))
#: every card is looked up zone by zone at every round end and every this many steps; in between the
#: zones' sizes are counted (a lost or an extra card changes a count).
FULL_CHECK_EVERY = 8


def counted(state: ZopState) -> tuple[int, int]:
    """``(white, black)`` card counts over all zones, by size only (the cheap per-step check)."""
    white = sum(map(len, state.rows)) + len(state.white_out)
    black = (len(state.cover) - state.cover.count(-1) + sum(map(len, state.side)) + len(state.draw)
             + len(state.discard) + len(state.aside) + (state.held >= 0))
    return white, black


def conserved(state: GameState) -> None:
    """Invariant: each of the 126 cards lies in exactly one zone (rows, covers, side areas, piles, aside, held)."""
    assert isinstance(state, ZopState)
    found = accounted(state)
    if state.observer is None:
        assert sorted(found) == ALL_IDS, "cards missing or doubled"


def recomputed_round(state: ZopState) -> tuple[int | None, list[int]]:
    """The round just finished, scored from the final rows by the spec alone: ``(winner, points per seat)``.

    The winner is the seat whose every row card is covered or an uncovered Minus (none after the turn limit);
    it banks its whole row and its Side Bonus cards; every other seat its Side Bonus cards and its uncovered
    Minus cards.
    """
    def worth(w: int) -> int | None:
        c = state.cover[w]
        if c >= 0:
            return CARDS[c].value  # a match, an upper half (80), an ANTI (+), a wild (0/50)
        return CARDS[w].value if CARDS[w].kind == Kind.MINUS else None

    complete = [s for s in range(state.n) if all(worth(w) is not None for w in state.rows[s])]
    assert len(complete) <= 1, "two complete rows"
    winner = complete[0] if complete else None
    points = []
    for s in range(state.n):
        side = sum(CARDS[b].value for b in state.side[s])
        if s == winner:
            points.append(side + sum(worth(w) or 0 for w in state.rows[s]))
        else:
            points.append(side + sum(CARDS[w].value for w in state.rows[s]
                                     if state.cover[w] < 0 and CARDS[w].kind == Kind.MINUS))
    return winner, points


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_conformance_harness(players):
    """Every check of tests/conformance.py, deep ones sampled, with the card-conservation invariant."""
    sp = spec()
    report = check_game(sp, players, games=6, seed=500 + players, deep_every=45, invariant=conserved)
    assert report.games == 6 and report.longest <= sp.max_steps(players)
    report = check_game(sp, players, games=30, seed=900 + players, deep_every=0, invariant=conserved)
    assert report.games == 30


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_thousand_random_games(players, chunk):
    """No exception, an end within max_steps, cards conserved at every step, each round rescored independently."""
    sp = spec()
    bound = sp.max_steps(players)
    per = GAMES_PER_COUNT // CHUNKS
    options = sp.resolve_options(players)
    rounds_seen = 0
    for game in range(chunk * per, (chunk + 1) * per):
        seed = 10_000 * players + game
        state = sp.new_state(players, options, seed)
        rng = Rng.from_seed(f"zop-random:{seed}")
        filtered = game % 2 == 1  # half the games dig like the AI must; half choose uniformly
        totals = [0] * players
        steps = 0
        while not state.is_terminal():
            assert steps < bound, f"deal {seed}: no end within {bound} steps"
            legal = state.legal_actions()
            if filtered:
                legal = sp.legal_for_ai(state, legal)
            events = state.apply(legal[rng.randrange(len(legal))])
            steps += 1
            if steps % FULL_CHECK_EVERY == 0 or events[-1].kind in (EventKind.ROUND_END, EventKind.SCORE,
                                                                      EventKind.GAME_END):
                assert sorted(accounted(state)) == ALL_IDS, f"deal {seed} step {steps}: cards missing or doubled"
            else:
                assert counted(state) == (52, 74), f"deal {seed} step {steps}: cards missing or doubled"
            for ev in events:
                if ev.kind != EventKind.ROUND_END:
                    continue
                winner, points = recomputed_round(state)
                result = state.round_results()[-1]
                totals = [t + p for t, p in zip(totals, points, strict=True)]
                assert (result.winner, list(result.points), list(result.totals)) == (winner, points, totals), (
                    f"deal {seed} round {result.round}")
                assert ev.data["points"] == points and ev.data["winner"] == winner
                rounds_seen += 1
        best = max(totals)
        alone = totals.count(best) == 1
        assert state.scores() == totals
        assert (alone and best >= state.target) or len(state.round_results()) == ROUND_LIMIT, f"deal {seed}"
        assert state.winners() == [s for s in range(players) if totals[s] == best]
    assert rounds_seen >= per  # every game had at least one round


@pytest.mark.parametrize("players", [2, 5])
def test_save_and_load_at_every_step_and_rebuild_from_the_record(players):
    """Every position survives its JSON round trip and the reloaded copy plays on exactly like the original
    (same events, same state); the match record (seed + seated steps), itself through JSON, rebuilds the
    position at every round end and at the end (``zooarcade.core.history``)."""
    sp = spec()
    seed = 77 + players
    options = sp.resolve_options(players)
    state = sp.new_state(players, options, seed)
    record = MatchRecord(sp.id, players, seed, dict(options))
    rng = Rng.from_seed(f"zop-save:{seed}")
    marks: list[tuple[int, str]] = []  # (steps so far, fingerprint) at every round end
    while not state.is_terminal():
        loaded = sp.state_from_json(json.loads(json.dumps(state.to_json())))
        assert loaded.fingerprint() == state.fingerprint(), f"step {len(record)}"
        assert loaded.decision() == state.decision() and loaded.legal_actions() == state.legal_actions()
        legal = sp.legal_for_ai(state, state.legal_actions()) if len(record) % 2 else state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        record.steps.append(Step(state.current_player, action))
        events = state.apply(action)
        again = loaded.apply(sp.action_from_json(json.loads(json.dumps(action.to_json()))))
        assert [e.to_json() for e in again] == [e.to_json() for e in events], f"step {len(record)}"
        assert loaded.fingerprint() == state.fingerprint(), f"step {len(record)}"
        if any(e.kind == EventKind.ROUND_END for e in events):
            marks.append((len(record), state.fingerprint()))
    assert len(marks) == len(state.round_results()) >= 1
    saved = MatchRecord.from_json(json.loads(json.dumps(record.to_json())), sp)
    assert saved.steps == record.steps
    for upto, fingerprint in marks:
        assert saved.rebuild(sp, upto).fingerprint() == fingerprint, f"rebuilt after {upto} steps"
    assert saved.rebuild(sp).fingerprint() == state.fingerprint()
    assert saved.rebuild(sp).round_results() == state.round_results()


#: the only questions a turn asks (ZOP ZOO: Turn 2): each non-forced decision's kind and the action types on offer.
QUESTIONS = {
    (DecisionKind.CHOOSE, frozenset({PlaceWild})),
    (DecisionKind.CHOOSE, frozenset({Dig, Draw})),
    (DecisionKind.CHOOSE, frozenset({Dig, Decline})),
    (DecisionKind.TARGET, frozenset({Give})),
    (DecisionKind.TARGET, frozenset({Take})),
    (DecisionKind.TARGET, frozenset({Swap})),
}


def fits(state: ZopState, seat: int, b: int) -> bool:
    """Whether black card ``b`` fits ``seat``'s row or side area now, read from the spec alone (Turn 2, 4).

    A match, an upper half or an ANTI fits its own uncovered white card in the row; a Side Bonus fits
    when its category shows on a row card (an unmatched or matched Category card, a connected animal).
    """
    card = CARDS[b]
    row = state.rows[seat]
    if card.kind in (Kind.MATCH, Kind.UPPER, Kind.ANTI):
        return card.partner in row and state.cover[card.partner] < 0
    if card.kind != Kind.BONUS:
        return False
    shown = set()
    for w in row:
        c = state.cover[w]
        if (c < 0 and CARDS[w].kind == Kind.CATEGORY) or (c >= 0 and CARDS[c].kind in (Kind.MATCH, Kind.UPPER)):
            shown.add(CARDS[w].category)
    return card.category in shown


def retrievable(state: ZopState, seat: int, pile: list[int]) -> bool:
    """Whether a dig through ``pile`` would retrieve a card (a cascade always starts with a direct fit)."""
    return any(fits(state, seat, b) for b in pile)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_forced_steps_are_forced_and_every_level_digs_whenever_a_dig_retrieves_a_card(players):
    """Over seeded random games: a step with one legal action (every draw, every deal, a one-target choice) is
    ``Decision.forced``; the only questions are a wild's card, dig or not, and a Specialty's target; a dig is on
    offer exactly when it retrieves a card (checked against the spec, not the engine), and then the AI rule
    leaves every level only the dig."""
    sp = spec()
    options = sp.resolve_options(players)
    asked = set()
    digs = 0
    for game in range(40):
        seed = 70_000 + 100 * players + game
        state = sp.new_state(players, options, seed)
        rng = Rng.from_seed(f"zop-forced:{seed}")
        while not state.is_terminal():
            d = state.decision()
            legal = state.legal_actions()
            where = f"deal {seed} turn {state.turn}"
            assert d.forced == (len(legal) == 1) == state.forced_step(), where
            if legal in ([Draw()], [Deal()]):
                assert d.forced and d.kind == DecisionKind.TURN, where
            if not d.forced:
                question = (d.kind, frozenset(type(a) for a in legal))
                assert question in QUESTIONS, where
                asked.add(question)
            seat = state.to_move
            top = state.discard[-1] if state.discard else -1
            if state.phase in (Phase.DRAW, Phase.TOP_MOLE) and not state.again and top >= 0 and (
                    CARDS[top].kind == Kind.MOLE):
                assert (Dig() in legal) == retrievable(state, seat, state.discard[:-1]), where
            if state.phase == Phase.MOLE:
                assert retrievable(state, seat, state.discard), where
            if Dig() in legal:
                assert sp.legal_for_ai(state.view(seat), legal) == [Dig()], where
                dug = state.clone().apply(Dig())
                assert any(e.kind == EventKind.CARD_MOVED and e.data.get("dig") for e in dug), where
                digs += 1
            else:
                assert sp.legal_for_ai(state.view(seat), legal) == legal, where
            events = state.apply(legal[rng.randrange(len(legal))])
            for e in events:  # a drawn MOLE put straight away: nothing under it (after any reshuffle) fits
                if e.kind == EventKind.CARD_MOVED and e.data["why"] == "no_dig":
                    assert state.discard[-1] == CARD_BY_KEY[e.data["card"]], where
                    assert not retrievable(state, seat, state.discard[:-1]), where
    assert asked == QUESTIONS and digs > 40
