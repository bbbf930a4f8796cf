"""ZOP ZOO rules beyond the numbered cases: deal, chains, placements, MOLE, Specialty cards, reshuffle, scoring,
rounds, decisions, information and JSON (each with an exact position and outcome)."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from tests.games.zop_zoo.helpers import FILLER, accounted, cid, cover_key, kinds, moves, play, pos, row_keys
from zooarcade.core.events import EventKind
from zooarcade.core.protocol import DecisionKind, IllegalAction, StateFormatError
from zooarcade.core.rng import Rng
from zooarcade.games.zop_zoo import TARGET_OPTION, spec
from zooarcade.games.zop_zoo.data import (
    BLACK_IDS,
    KEY,
    MIN_RESHUFFLED,
    ROUND_LIMIT,
    ROUND_TURN_LIMIT,
    WHITE_IDS,
)
from zooarcade.games.zop_zoo.rules import (
    Deal,
    Decline,
    Dig,
    Draw,
    Give,
    Phase,
    PlaceWild,
    Swap,
    Take,
    new_game,
)

# ---------------------------------------------------------------------- setup, deal, options


def test_new_game_waits_for_a_forced_deal_by_a_dealer_drawn_from_the_seed():
    dealers = set()
    for seed in range(30):
        s = new_game(4, {}, seed)
        expected = Rng.from_seed(seed).randrange(4)
        d = s.decision()
        assert s.phase == Phase.DEAL and d.seat == expected and d.forced and s.legal_actions() == [Deal()]
        dealers.add(expected)
    assert dealers == {0, 1, 2, 3}


@pytest.mark.parametrize("players", [2, 3, 6])
def test_the_deal_gives_six_face_up_cards_one_at_a_time_clockwise_from_the_dealer(players):
    s = new_game(players, {}, 7)
    dealer = s.dealer
    ev = play(s, Deal())
    assert ev[0].kind == "deal" and ev[0].data == {"round": 1, "dealer": dealer, "draw": 74}
    dealt = moves(ev)
    assert len(dealt) == 6 * players
    assert [m.owner for m in dealt] == [(dealer + k) % players for k in range(6 * players)]
    assert all(m.src == "white" and m.dst == f"row:{m.owner}" and m.why == "deal" for m in dealt)
    assert all(e.private_to is None for e in ev)  # face up: everybody sees every card
    assert [len(r) for r in s.rows] == [6] * players
    assert len(s.white_out) == 52 - 6 * players and len(s.draw) == 74 and not s.discard
    assert s.to_move == dealer and s.phase == Phase.DRAW and ev[-1].kind == EventKind.TURN
    assert sorted(accounted(s)) == list(range(126))


def test_target_option_defaults_and_offers():
    sp = spec()
    assert sp.option("target") is TARGET_OPTION
    assert [sp.resolve_options(n)["target"] for n in range(2, 7)] == [800, 800, 800, 600, 600]
    assert [c.value for c in TARGET_OPTION.choices_for(2)] == [600, 800, 1000]
    assert [c.value for c in TARGET_OPTION.choices_for(4)] == [600, 800]
    assert sp.resolve_options(2, {"target": 1000}) == {"target": 1000}
    with pytest.raises(ValueError):
        sp.resolve_options(3, {"target": 1000})
    assert new_game(2, {"target": 1000}, 1).target == 1000
    assert new_game(5, {}, 1).target == 600
    with pytest.raises(ValueError):
        new_game(7, {}, 1)
    with pytest.raises(ValueError):
        new_game(2, {"target": "lots"}, 1)


class _StackedRng(Rng):
    """An RNG whose first shuffle (the white deck of a deal) puts chosen cards where the deal pops them."""

    def __init__(self, wanted: dict[int, int]) -> None:
        super().__init__(5)
        self.wanted = dict(wanted)  # deal position (0 = first card dealt) -> card id

    def shuffle(self, items):  # noqa: D102 - test double
        super().shuffle(items)
        if self.wanted:
            for k, card in self.wanted.items():
                i = items.index(card)
                j = len(items) - 1 - k
                items[i], items[j] = items[j], items[i]
            self.wanted = {}

    def copy(self):  # noqa: D102
        return Rng(self.state)


def test_a_row_dealt_all_minus_wins_the_round_at_the_deal():
    """Turn 7: checked right after the deal — a row of six uncovered Minus cards is complete (−530)."""
    s = new_game(2, {}, 3)
    s.dealer = 0
    minus = [cid(k) for k in ("w:skunk", "w:vulture", "w:rat", "w:mosquito", "w:leech", "w:cockroach")]
    s.rng = _StackedRng({2 * i + 1: m for i, m in enumerate(minus)})  # seat 1 gets the odd deal positions
    ev = play(s, Deal())
    assert sorted(s.rows[1]) == sorted(minus)
    assert EventKind.ROUND_END in kinds(ev) and EventKind.TURN not in kinds(ev)
    result = s.round_results()[0]
    assert result.winner == 1 and result.points == (0, -530)
    assert s.phase == Phase.DEAL and s.dealer == 1


# ---------------------------------------------------------------------- chains and placements


def test_a_draw_again_chain_places_one_card_per_step_each_its_own_event():
    s = pos(2, [("w:lion", "w:giraffe", "w:skunk", *FILLER[0][:3]), FILLER[1]],
            draw=["b:lion", "b:giraffe", "b:anti-skunk", "b:bonus-mammal", "b:koala"])
    whys = []
    for _ in range(4):
        d = s.decision()
        assert d.forced and d.kind == DecisionKind.TURN and s.to_move == 0
        ev = play(s, Draw())
        assert len(moves(ev)) == 1
        m = moves(ev)[0]
        whys.append((m.card, m.why, m.on, m.owner))
        assert ev[0].reveals
    assert whys == [("b:lion", "match", "w:lion", 0), ("b:giraffe", "connect", "w:giraffe", 0),
                    ("b:anti-skunk", "anti", "w:skunk", 0), ("b:bonus-mammal", "bonus", None, 0)]
    assert [s.slot_value(cid(k)) for k in ("w:lion", "w:giraffe", "w:skunk")] == [10, 80, 75]
    ev = play(s, Draw())
    assert moves(ev)[0].why == "miss" and s.to_move == 1


def test_halves_and_anti_fit_only_their_own_card_in_the_drawers_row():
    s = pos(2, [FILLER[0], ("w:giraffe", "w:skunk", *FILLER[1][:4])], draw=["b:giraffe"])
    assert moves(play(s, Draw()))[0].why == "miss"  # seat 0 has no Giraffe
    s = pos(2, [(("w:skunk", "b:beast1"), *FILLER[0][:5]), FILLER[1]], draw=["b:anti-skunk"])
    assert moves(play(s, Draw()))[0].why == "miss"  # the Skunk lies under a wild
    s = pos(2, [(("w:giraffe", "b:best-beast"), *FILLER[0][:5]), FILLER[1]], draw=["b:giraffe"])
    assert moves(play(s, Draw()))[0].why == "miss"  # a wild-covered lower half takes no upper half


def test_wild_targets_are_uncovered_cards_only_and_one_target_is_forced():
    row = [("w:lion", "b:lion"), ("w:giraffe", "b:giraffe"), ("w:skunk", "b:anti-skunk"), "w:rat", "w:phoenix",
           ("w:owl", "b:beast1")]
    s = pos(2, [row, FILLER[1]], draw=["b:beast2"])
    play(s, Draw())
    assert s.held == cid("b:beast2") and s.phase == Phase.WILD
    assert s.legal_actions() == [PlaceWild(cid("w:rat")), PlaceWild(cid("w:phoenix"))]
    with pytest.raises(IllegalAction):
        s.apply(PlaceWild(cid("w:lion")))
    with pytest.raises(IllegalAction):
        s.apply(Draw())
    # one uncovered card left: the choice is forced, and the wild completes the row
    row = [("w:lion", "b:lion"), ("w:giraffe", "b:giraffe"), ("w:skunk", "b:anti-skunk"), ("w:rat", "b:anti-rat"),
           "w:phoenix", ("w:owl", "b:beast1")]
    s = pos(2, [row, FILLER[1]], draw=["b:best-beast"])
    play(s, Draw())
    d = s.decision()
    assert d.forced and d.kind == DecisionKind.CHOOSE and s.legal_actions() == [PlaceWild(cid("w:phoenix"))]
    ev = play(s, PlaceWild(cid("w:phoenix")))
    assert EventKind.ROUND_END in kinds(ev) and s.round_results()[0].points[0] == 10 + 80 + 75 + 90 + 50 + 0


def test_a_wild_on_an_uncovered_minus_makes_it_worth_the_wild():
    s = pos(2, [("w:cockroach", *FILLER[0][:5]), FILLER[1]], draw=["b:best-beast"])
    play(s, Draw(), PlaceWild(cid("w:cockroach")))
    assert s.slot_value(cid("w:cockroach")) == 50 and s.phase == Phase.DRAW and s.to_move == 0


@pytest.mark.parametrize(("row", "takes"), [
    (["w:lion"], True),  # an unmatched Category card shows its category
    ([("w:lion", "b:lion")], True),  # a matched one too
    ([("w:lion", "b:beast1")], False),  # a wild-covered one shows none
    (["w:giraffe"], False),  # a lone lower half shows none
    ([("w:giraffe", "b:giraffe")], True),  # a connected animal shows its category
    (["w:skunk"], False),  # Minus cards show none
])
def test_side_bonus_eligibility(row, takes):
    s = pos(2, [(*row, *FILLER[2][: 6 - len(row)]), FILLER[1]], draw=["b:bonus-mammal"])
    m = moves(play(s, Draw()))[0]
    assert (m.dst == "side:0") is takes and (s.to_move == 0) is takes


def test_a_side_bonus_stays_when_its_category_leaves_the_row_and_a_transferred_card_shows_its_category():
    s = pos(2, [(("w:lion", "b:lion"), *FILLER[2][:5]), FILLER[3]], side=[["b:bonus-mammal"], []],
            draw=["b:raccoon"], to_move=1)
    play(s, Draw(), Take(cid("w:lion"), 0))
    assert s.side[0] == [cid("b:bonus-mammal")]  # stays and scores though no MAMMAL card is left
    assert s.shown_categories(1)[0] == 0  # the Lion now shows MAMMAL in seat 1's row
    assert ("Side Bonus MAMMAL", 10) in [(x.label, x.points) for x in s.score_lines(0, False)]


# ---------------------------------------------------------------------- MOLE


def test_drawn_mole_dig_places_everything_discards_the_mole_and_draws_again():
    s = pos(2, [("w:lion", "w:rat", *FILLER[0][:4]), FILLER[1]],
            discard=["b:lion", "b:hyena", "b:koala", "b:mole2", "b:anti-rat"], draw=["b:mole1", "b:wombat"])
    play(s, Draw())
    assert s.phase == Phase.MOLE and s.legal_actions() == [Dig(), Decline()]
    ev = play(s, Dig())
    assert kinds(ev)[0] == "dig" and ev[0].data["pile"] == ["b:lion", "b:hyena", "b:koala", "b:mole2", "b:anti-rat"]
    placed = [(m.card, m.on) for m in moves(ev) if m.src == "discard"]
    assert placed == [("b:anti-rat", "w:rat"), ("b:lion", "w:lion")]
    assert [KEY[c] for c in s.discard] == ["b:hyena", "b:koala", "b:mole2", "b:mole1"]  # order kept, MOLE on top
    assert s.phase == Phase.DRAW and s.to_move == 0


def test_declining_a_drawn_mole_ends_the_turn_and_leaves_it_for_the_next_player():
    s = pos(2, [("w:lion", *FILLER[0][:5]), ("w:owl", *FILLER[1][:5])], discard=["b:lion", "b:owl"],
            draw=["b:mole1"])
    play(s, Draw(), Decline())
    assert s.discard[-1] == cid("b:mole1") and s.to_move == 1 and s.phase == Phase.TOP_MOLE
    ev = play(s, Dig())
    assert [(m.card, m.owner) for m in moves(ev)] == [("b:owl", 1)]
    assert s.discard[-1] == cid("b:mole1") and s.to_move == 0
    assert s.phase == Phase.TOP_MOLE  # seat 0 may still use the same MOLE for its Lion
    play(s, Dig())
    assert cover_key(s, "w:lion") == "b:lion" and s.to_move == 1 and s.phase == Phase.DRAW


def test_a_covered_mole_is_no_longer_usable_and_drawing_past_a_top_mole_is_allowed():
    s = pos(2, [("w:lion", *FILLER[0][:5]), FILLER[1]], discard=["b:lion", "b:mole1"], draw=["b:koala"])
    assert s.legal_actions() == [Dig(), Draw()]
    play(s, Draw())  # seat 0 draws instead; the Koala covers the MOLE
    assert s.discard[-1] == cid("b:koala") and s.to_move == 1
    assert s.phase == Phase.DRAW


def test_a_dig_that_completes_the_row_ends_the_round_with_everything_retrieved():
    row = [("w:lion", "b:lion"), ("w:bear", "b:bear"), ("w:zebra", "b:zebra"), ("w:gorilla", "b:gorilla"),
           ("w:octopus", "b:octopus"), "w:giraffe"]
    s = pos(2, [row, FILLER[1]], discard=["b:bonus-ocean", "b:giraffe", "b:mole1"])
    ev = play(s, Dig())
    assert [m.card for m in moves(ev)] == ["b:giraffe", "b:bonus-ocean"]
    assert EventKind.ROUND_END in kinds(ev)
    assert s.round_results()[0].points[0] == 4 * 10 + 15 + 80 + 15


def test_moles_and_specialty_cards_are_never_dug_out_and_wilds_never_reach_the_discard_pile():
    s = pos(2, [("w:lion", *FILLER[0][:5]), FILLER[1]], discard=["b:mole2", "b:raccoon", "b:lion", "b:mole1"])
    ev = play(s, Dig())
    assert [m.card for m in moves(ev)] == ["b:lion"]
    assert [KEY[c] for c in s.discard] == ["b:mole2", "b:raccoon", "b:mole1"]
    with pytest.raises(ValueError):
        pos(2, [FILLER[0], FILLER[1]], discard=["b:beast1"])


def test_no_dig_without_a_card_to_retrieve():
    s = pos(2, [FILLER[0], FILLER[1]], discard=["b:lion", "b:mole1"])
    assert s.legal_actions() == [Draw()]
    with pytest.raises(IllegalAction) as err:
        s.apply(Dig())
    assert "MOLE" in err.value.reason


# ---------------------------------------------------------------------- Specialty cards


def test_unusable_drawn_specialty_lies_live_and_the_next_player_must_use_it():
    # seat 0 has no POINTS card: its HYENA is unusable; seat 1 has one and must give it
    s = pos(2, [FILLER[0], (("w:owl", "b:owl"), *FILLER[1][:5])], draw=["b:hyena", "b:koala"])
    ev = play(s, Draw())
    assert moves(ev)[0].why == "unusable" and s.to_move == 1
    assert s.phase == Phase.TOP_SPECIAL and s.legal_actions() == [Give(cid("w:owl"), 0)]
    with pytest.raises(IllegalAction):
        s.apply(Draw())
    ev = play(s, Give(cid("w:owl"), 0))
    assert "spent" in kinds(ev) and s.discard[-1] == cid("b:hyena") and cid("b:hyena") in s.spent
    assert s.to_move == 0 and s.phase == Phase.DRAW  # the turn ended; the spent HYENA is ignored
    assert "w:owl" in row_keys(s, 0)


def test_a_live_top_specialty_that_the_next_player_cannot_use_is_ignored():
    s = pos(3, [FILLER[0], FILLER[1], FILLER[2]], discard=["b:raccoon"], to_move=1)
    assert s.phase == Phase.DRAW and s.legal_actions() == [Draw()]


@pytest.mark.parametrize(("special", "mine", "theirs", "usable"), [
    ("b:hyena", True, False, True), ("b:hyena", False, True, False),
    ("b:raccoon", False, True, True), ("b:raccoon", True, False, False),
    ("b:earthworm", True, True, True), ("b:earthworm", True, False, False), ("b:earthworm", False, True, False),
])
def test_specialty_usability(special, mine, theirs, usable):
    r0 = [("w:lion", "b:lion") if mine else "w:lion", *FILLER[0][:5]]
    r1 = [("w:owl", "b:owl") if theirs else "w:owl", *FILLER[1][:5]]
    s = pos(2, [r0, r1], draw=[special])
    play(s, Draw())
    assert (s.phase == Phase.SPECIAL) is usable


def test_earthworm_swaps_pairs_and_side_bonus_cards_to_their_own_zones():
    s = pos(3, [(("w:lion", "b:lion"), *FILLER[0][:5]), (("w:giraffe", "b:giraffe"), *FILLER[1][:5]),
                ("w:vulture", *FILLER[2][:5])],
            side=[["b:bonus-mammal"], [], []], draw=["b:earthworm"])
    play(s, Draw())
    legal = s.legal_actions()
    lion, bonus, giraffe, vulture = (cid(k) for k in ("w:lion", "b:bonus-mammal", "w:giraffe", "w:vulture"))
    assert set(legal) == {Swap(m, t, o) for m in (lion, bonus) for o, t in ((1, giraffe), (2, vulture))}
    ev = play(s, Swap(bonus, giraffe, 1))
    assert s.side[1] == [bonus] and s.side[0] == [] and row_keys(s, 0)[-1] == "w:giraffe"
    assert cover_key(s, "w:giraffe") == "b:giraffe" and s.owner[giraffe] == 0
    assert [(m.card, m.src, m.dst) for m in moves(ev) if m.why == "transfer"] == [
        ("b:bonus-mammal", "side:0", "side:1"), ("w:giraffe", "row:1", "row:0"), ("b:giraffe", "row:1", "row:0")]
    transfer = next(e for e in ev if e.kind == "transfer")
    assert transfer.data["kind"] == "swap" and transfer.data["covers"] == [None, "b:giraffe"]


def test_a_specialty_from_the_top_of_the_discard_ends_the_turn_and_stays_spent():
    s = pos(2, [FILLER[0], (("w:owl", "b:owl"), *FILLER[1][:5])], discard=["b:raccoon"])
    assert s.phase == Phase.TOP_SPECIAL and s.decision().kind == DecisionKind.TARGET and s.decision().forced
    play(s, Take(cid("w:owl"), 1))
    assert s.discard == [cid("b:raccoon")] and s.spent == [cid("b:raccoon")] and s.to_move == 1
    assert s.phase == Phase.DRAW  # seat 1 could now be robbed back, but the RACCOON is spent


# ---------------------------------------------------------------------- reshuffle


def test_reshuffle_sets_spent_cards_aside_keeps_a_usable_top_and_shuffles_the_rest():
    s = pos(2, [FILLER[0], FILLER[1]], discard=["b:hyena", "b:mole1"], spent=["b:hyena", "b:earthworm"],
            rest="discard", draw=["b:beast1", "b:beast2", "b:beast3", "b:beast4", "b:best-beast"])
    # move the five wilds into rows so the pile can be emptied
    for w, b in zip(FILLER[0][:5], ("b:beast1", "b:beast2", "b:beast3", "b:beast4", "b:best-beast"), strict=True):
        s.draw.remove(cid(b))
        s.cover[cid(w)] = cid(b)
    s.validate()
    assert s.draw == [] and cid("b:earthworm") in s.aside
    before = sorted(s.discard)
    s.phase = Phase.DRAW
    s._legal = None
    ev = play(s, Draw())
    assert ev[0].kind == "reshuffle"
    assert ev[0].data["kept"] == "b:mole1" and ev[0].data["aside"] == ["b:hyena"]
    assert sorted(s.aside) == [cid("b:hyena"), cid("b:earthworm")]
    assert s.discard[0] == cid("b:mole1")  # the MOLE stays as the new discard pile (now covered by the draw's miss)
    drawn = cid(moves(ev)[0].card)
    assert sorted([*s.draw, drawn, cid("b:mole1"), cid("b:hyena")]) == before
    assert len(s.draw) + 1 >= MIN_RESHUFFLED
    assert sorted(accounted(s)) == list(range(126))


def test_reshuffle_keeps_a_live_specialty_on_top_and_shuffles_in_buried_live_ones():
    s = pos(3, [FILLER[0], FILLER[1], FILLER[2]], discard=["b:hyena", "b:raccoon"], rest="discard",
            draw=["b:beast1", "b:beast2", "b:beast3", "b:beast4", "b:best-beast"])
    for w, b in zip(FILLER[1][:5], ("b:beast1", "b:beast2", "b:beast3", "b:beast4", "b:best-beast"), strict=True):
        s.draw.remove(cid(b))
        s.cover[cid(w)] = cid(b)
    s.validate()
    s._begin_turn(1)  # seat 1 can use neither (nobody else has POINTS for its RACCOON)
    assert s.phase == Phase.DRAW
    ev = play(s, Draw())
    assert ev[0].data["kept"] == "b:raccoon" and s.discard[0] == cid("b:raccoon")
    assert cid("b:hyena") in s.draw or moves(ev)[0].card == "b:hyena"


# ---------------------------------------------------------------------- rounds, scoring and game end


def _one_short(seat_row_last: str = "w:toucan") -> list:
    return [("w:lion", "b:lion"), ("w:bear", "b:bear"), ("w:zebra", "b:zebra"), ("w:gorilla", "b:gorilla"),
            ("w:owl", "b:owl"), seat_row_last]


def test_game_ends_when_a_single_highest_total_reaches_the_target():
    s = pos(2, [_one_short(), FILLER[2]], draw=["b:toucan"], totals=[700, 790])
    ev = play(s, Draw())  # +80: 780 vs 790: nobody at 800 → next round
    assert s.phase == Phase.DEAL and s.totals == [780, 790] and EventKind.GAME_END not in kinds(ev)
    s = pos(2, [_one_short(), FILLER[2]], draw=["b:toucan"], totals=[750, 790])
    ev = play(s, Draw())
    assert s.is_terminal() and s.totals == [830, 790] and s.winners() == [0]
    end = ev[-1]
    assert end.kind == EventKind.GAME_END and end.data["winners"] == [0] and s.decision() is None
    assert s.end_reason() and s.legal_actions() == []


def test_a_shared_highest_total_at_the_target_plays_another_round():
    s = pos(2, [_one_short(), ("w:rat", *FILLER[2][:5])], draw=["b:toucan"], totals=[800, 960])
    play(s, Draw())  # 880 vs 960 - 90 = 870: seat 0 alone at the top
    assert s.is_terminal() and s.winners() == [0]
    s = pos(3, [_one_short(), FILLER[2], FILLER[3]], draw=["b:toucan"], totals=[800, 880, 10])
    play(s, Draw())
    assert s.totals == [880, 880, 10] and not s.is_terminal() and s.phase == Phase.DEAL and s.dealer == 0


def test_the_round_winner_deals_and_opens_the_next_round():
    s = pos(3, [FILLER[3], _one_short(), FILLER[2]], draw=["b:toucan"], to_move=1, round_no=2, totals=[0, 0, 0])
    play(s, Draw())
    assert s.phase == Phase.DEAL and s.dealer == 1 and s.decision().seat == 1
    ev = play(s, Deal())
    assert ev[0].data["round"] == 3 and moves(ev)[0].owner == 1 and s.to_move == 1
    assert s.progress().label == "Round 3 \u00b7 target 800" and s.progress().round == 3
    assert sorted(accounted(s)) == list(range(126)) and not s.side[0] and not s.spent


def test_progress_round_results_and_breakdown_agree():
    s = pos(2, [_one_short(), ("w:rat", *FILLER[2][:5])], side=[[], ["b:bonus-ocean"]], draw=["b:toucan"],
            totals=[10, 20], round_no=4)
    assert s.progress().label == "Round 4 \u00b7 target 800"
    play(s, Draw())
    r = s.round_results()[-1]
    assert r.round == 4 and r.points == (80, 15 - 90) and r.totals == (90, -55)
    assert all(sum(p for _, p in r.breakdown[seat]) == r.points[seat] for seat in range(2))
    lines = s.round_lines()[-1]
    assert [x.card for x in lines[0]] == [k if isinstance(k, str) else k[0] for k in _one_short()]
    assert lines[1][0].card == "w:rat" and lines[1][0].points == -90


def test_the_turn_limit_stops_a_round_without_a_winner_and_the_round_limit_ends_the_game():
    s = pos(2, [("w:rat", *FILLER[0][:5]), FILLER[1]], draw=["b:koala"], side=[[], ["b:bonus-bird"]])
    s.round_turns = ROUND_TURN_LIMIT - 1
    ev = play(s, Draw())
    end = next(e for e in ev if e.kind == EventKind.ROUND_END)
    assert end.data["winner"] is None and end.data["reason"] == "turn_limit"
    assert s.round_results()[0].points == (-90, 20) and s.dealer == 1 and s.phase == Phase.DEAL
    s = pos(2, [_one_short(), FILLER[2]], draw=["b:toucan"], totals=[0, 80], round_no=ROUND_LIMIT)
    play(s, Draw())
    assert s.is_terminal() and s.winners() == [0, 1] and "limit" in s.end_reason()


# ---------------------------------------------------------------------- decisions and legality


def test_illegal_actions_raise_and_change_nothing():
    s = pos(2, [("w:lion", *FILLER[0][:5]), FILLER[1]], draw=["b:beast1"])
    before = s.fingerprint()
    for bad in (Dig(), Decline(), Deal(), PlaceWild(cid("w:lion")), Give(cid("w:lion"), 1), Take(0, 1),
                Swap(0, 1, 1)):
        with pytest.raises(IllegalAction) as err:
            s.apply(bad)
        assert err.value.reason and s.explain(bad) == err.value.reason
        assert s.fingerprint() == before
    with pytest.raises(ValueError):
        s.view(0).apply(Draw())


def test_views_hide_only_the_draw_order_and_determinize_samples_the_unseen_cards():
    s = pos(3, [("w:lion", *FILLER[0][:5]), FILLER[1], FILLER[2]], discard=["b:owl", "b:mole1"],
            draw=["b:lion", "b:koala"])
    v = s.view(1)
    assert v.observer == 1 and v.draw == [None] * len(s.draw)
    assert v.rows == s.rows and v.discard == s.discard and v.cover == s.cover
    assert v.view(1).fingerprint() == v.fingerprint()
    other = s.clone()
    other.draw.reverse()
    assert other.view(1).fingerprint() == v.fingerprint()  # two pile orders look the same
    unseen = sorted(v.unseen_black())
    assert unseen == sorted(c for c in s.draw if c is not None)
    d1, d2 = v.determinize(1, Rng(1)), v.determinize(1, Rng(2))
    assert sorted(d1.draw) == unseen == sorted(d2.draw) and d1.draw != d2.draw
    assert d1.view(1).fingerprint() == v.fingerprint()
    v.draw.append(None)
    with pytest.raises(ValueError):
        v.determinize(1, Rng(3))


def test_json_round_trip_and_strict_decoding():
    sp = spec()
    s = pos(2, [(("w:lion", "b:lion"), *FILLER[0][:5]), FILLER[1]], draw=["b:beast1"], side=[["b:bonus-mammal"], []])
    play(s, Draw())
    doc = json.loads(json.dumps(s.to_json()))
    assert sp.state_from_json(doc).fingerprint() == s.fingerprint()
    view_doc = json.loads(json.dumps(s.view(0).to_json()))
    assert sp.state_from_json(view_doc).fingerprint() == s.view(0).fingerprint()

    @dataclass
    class Bad:
        field: str
        value: object
        says: str

    for bad in (Bad("to_move", 9, "to_move"), Bad("rows", "x", "rows"), Bad("held", -1, "held"),
                Bad("phase", "nap", "phase"), Bad("cover", [0] * 52, "cannot lie"),
                Bad("draw", [None] * 60, "draw"), Bad("discard", [cid("b:lion")], "doubled"),
                Bad("totals", [1], "totals")):
        broken = dict(doc)
        broken[bad.field] = bad.value
        with pytest.raises(StateFormatError, match=bad.says):
            sp.state_from_json(broken)
    missing = dict(doc)
    del missing["side"]
    with pytest.raises(StateFormatError, match="'side'"):
        sp.state_from_json(missing)
    with pytest.raises(StateFormatError):
        sp.state_from_json({"game": "apocalypse"})
    action = PlaceWild(cid("w:bear"))
    assert sp.action_from_json(json.loads(json.dumps(action.to_json()))) == action
    with pytest.raises(StateFormatError):
        sp.action_from_json({"kind": "give", "card": 3})


def test_from_position_refuses_impossible_positions():
    with pytest.raises(ValueError, match="twice"):
        pos(2, [("w:lion", "w:lion"), FILLER[1]])
    with pytest.raises(ValueError, match="cannot lie"):
        pos(2, [(("w:lion", "b:owl"),), FILLER[1]])
    with pytest.raises(ValueError, match="complete row"):
        pos(2, [(("w:lion", "b:lion"),), FILLER[1]])
    with pytest.raises(ValueError, match="unknown"):
        pos(2, [("w:lyon",), FILLER[1]])


def test_every_card_is_accounted_for_in_a_fresh_game():
    s = new_game(6, {}, 1)
    assert sorted(accounted(s)) == list(range(126))
    assert sorted(s.white_out) == list(WHITE_IDS) and sorted(s.draw) == list(BLACK_IDS)


def test_the_deal_shows_new_cards_so_it_cannot_be_undone():
    """Play test: Undo was lit while the game dealt and drew by itself (the deal did not say it reveals)."""
    from zooarcade.session import UNDO_REVEALED, GameSession, MatchSetup, parse_seats

    session = GameSession(MatchSetup("zop_zoo", parse_seats("human,ai:normal"), 5))
    events = session.apply(session.state.legal_actions()[0])  # the forced Deal
    assert [e for e in events if e.kind == EventKind.CARD_MOVED] and all(
        e.reveals for e in events if e.kind == EventKind.CARD_MOVED)
    assert not session.can_undo() and session.undo_blocker() == UNDO_REVEALED
