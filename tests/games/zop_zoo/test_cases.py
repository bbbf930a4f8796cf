"""ZOP ZOO: the ten numbered cases of the spec (rules/zop_zoo.md, "Cases"), each with its exact position and outcome."""

from __future__ import annotations

from collections import Counter

from tests.games.zop_zoo.helpers import FILLER, cid, cover_key, kinds, moves, play, pos, row_keys
from zooarcade.core.events import EventKind
from zooarcade.core.protocol import DecisionKind
from zooarcade.games.zop_zoo import data
from zooarcade.games.zop_zoo.data import CARDS, KIND, PARTNER, Kind
from zooarcade.games.zop_zoo.rules import (
    Dig,
    Draw,
    Give,
    Phase,
    PlaceWild,
    Take,
)


def test_case_1_deck_counts():
    """Case 1: 10 categories on Category cards; 8 Side Bonus; 4 BEAST + 1 BEST BEAST; 52 white, 74 black;
    every white card has exactly one black match; all 52 animal names are distinct."""
    white = [c for c in CARDS if c.white]
    black = [c for c in CARDS if not c.white]
    assert len(white) == 52 and len(black) == 74 and len(CARDS) == 126
    assert len({c.category for c in white if c.kind == Kind.CATEGORY}) == 10
    bonus = [c for c in black if c.kind == Kind.BONUS]
    assert len(bonus) == 8 and len({c.category for c in bonus}) == 8
    wilds = Counter(c.name for c in black if c.kind == Kind.WILD)
    assert wilds == {"BEAST": 4, "BEST BEAST": 1}
    for w in white:
        fitting = [b for b in black if b.partner == w.id]
        assert len(fitting) == 1, w.name
        assert w.partner == fitting[0].id
        expected = {Kind.CATEGORY: Kind.MATCH, Kind.LOWER: Kind.UPPER, Kind.MINUS: Kind.ANTI}[w.kind]
        assert fitting[0].kind == expected
    assert len({c.name for c in white}) == 52
    # the deck list row by row
    per_kind = Counter(c.kind for c in CARDS)
    assert per_kind == {Kind.CATEGORY: 36, Kind.LOWER: 10, Kind.MINUS: 6, Kind.MATCH: 36, Kind.UPPER: 10,
                        Kind.ANTI: 6, Kind.WILD: 5, Kind.BONUS: 8, Kind.MOLE: 6, Kind.SPECIAL: 3}
    per_category = Counter(data.CATEGORIES[c.category].name for c in white if c.kind == Kind.CATEGORY)
    assert per_category == {"MAMMAL": 4, "OCEAN": 4, "BIRD": 4, "INSECT": 4, "SEMI-AQUATIC": 4, "HORNS": 4,
                            "REPTILE": 3, "MARSUPIAL": 3, "ARACHNID": 3, "MYTHICAL": 3}


def test_case_2_match_then_a_card_for_someone_else():
    """Case 2: P1 draws the Lion match onto its Lion and draws again; the Owl (P2's) goes to the discard pile."""
    s = pos(2, [("w:lion", *FILLER[0][:5]), ("w:owl", *FILLER[1][:5])], draw=["b:lion", "b:owl"])
    d = s.decision()
    assert d.seat == 0 and d.forced and s.legal_actions() == [Draw()]
    first = play(s, Draw())
    assert moves(first) == [moves(first)[0]] and moves(first)[0].dst == "row:0"
    m = moves(first)[0]
    assert (m.card, m.src, m.why, m.on, m.owner) == ("b:lion", "draw", "match", "w:lion", 0)
    assert cover_key(s, "w:lion") == "b:lion"
    assert s.to_move == 0 and s.phase == Phase.DRAW and s.decision().forced and s.decision().prompt == "Draw again."
    second = play(s, Draw())
    m = moves(second)[0]
    assert (m.card, m.src, m.dst, m.why) == ("b:owl", "draw", "discard", "miss")
    assert cover_key(s, "w:owl") is None and s.discard[-1] == cid("b:owl")
    assert kinds(second)[-1] == EventKind.TURN and s.to_move == 1


def test_case_3_round_scoring():
    """Case 3: the winner banks +275 (side bonus taken while the Owl was uncovered); a loser banks −75."""
    winner_row = [("w:lion", "b:lion"), ("w:giraffe", "b:giraffe"), ("w:skunk", "b:anti-skunk"), "w:owl",
                  ("w:dragon", "b:best-beast"), "w:chameleon"]
    loser_row = [("w:tiger-shark", "b:tiger-shark"), "w:rat", *FILLER[0][:4]]
    s = pos(2, [winner_row, loser_row], side=[[], ["b:bonus-ocean"]],
            draw=["b:bonus-bird", "b:beast1", "b:chameleon"], totals=[100, 40])
    ev = play(s, Draw())
    assert moves(ev)[0].dst == "side:0" and moves(ev)[0].why == "bonus"
    ev = play(s, Draw())
    assert s.phase == Phase.WILD and s.decision().kind == DecisionKind.CHOOSE and not s.decision().forced
    assert s.legal_actions() == [PlaceWild(cid("w:owl")), PlaceWild(cid("w:chameleon"))]
    play(s, PlaceWild(cid("w:owl")))
    ev = play(s, Draw())
    assert [str(k) for k in kinds(ev)][:2] == [EventKind.CARD_MOVED, EventKind.ROUND_END]
    result = s.round_results()[0]
    assert result.points == (275, -75) and result.winner == 0 and result.totals == (375, -35)
    assert dict(result.breakdown[0]) == {"Lion matched": 10, "Giraffe connected": 80, "Skunk under its ANTI": 75,
                                         "BEAST on Owl": 0, "BEST BEAST on Dragon": 50, "Chameleon matched": 40,
                                         "Side Bonus BIRD": 20}
    assert dict(result.breakdown[1]) == {"Rat (uncovered)": -90, "Side Bonus OCEAN": 15}
    end = next(e for e in ev if e.kind == EventKind.ROUND_END)
    assert end.data["points"] == [275, -75] and end.data["winner"] == 0
    assert [c["points"] for c in end.data["cards"][0]] == [10, 80, 75, 0, 50, 40, 20]
    assert s.scores() == [375, -35] and s.phase == Phase.DEAL and s.dealer == 0


def test_case_4_a_mole_nobody_can_use_and_the_next_player():
    """Case 4: a drawn MOLE with nothing for P1 is discarded, the turn ends; P2 may dig only if it can use the pile."""
    # (a) the pile holds P2's Owl match: P2 may dig
    s = pos(2, [FILLER[0], ("w:owl", *FILLER[1][:5])], discard=["b:owl"], draw=["b:mole1"])
    ev = play(s, Draw())
    m = moves(ev)[0]
    assert (m.card, m.dst, m.why) == ("b:mole1", "discard", "no_dig")
    assert s.to_move == 1 and s.phase == Phase.TOP_MOLE
    assert s.legal_actions() == [Dig(), Draw()] and not s.decision().forced
    ev = play(s, Dig())
    assert cover_key(s, "w:owl") == "b:owl" and s.discard[-1] == cid("b:mole1") and s.to_move == 0
    # (b) the pile holds nothing P2 can use: P2 must draw
    s = pos(2, [FILLER[0], ("w:owl", *FILLER[1][:5])], discard=["b:lion"], draw=["b:mole1"])
    play(s, Draw())
    assert s.to_move == 1 and s.phase == Phase.DRAW and s.legal_actions() == [Draw()] and s.decision().forced


def test_case_5_raccoon_must_take_the_only_points_card():
    """Case 5: only P2 has a POINTS card, an uncovered Leech −100: P1's RACCOON must take it."""
    s = pos(3, [FILLER[0], ("w:leech", *FILLER[1][:5]), FILLER[2]], draw=["b:raccoon"])
    play(s, Draw())
    d = s.decision()
    assert s.phase == Phase.SPECIAL and d.kind == DecisionKind.TARGET and d.forced
    assert s.legal_actions() == [Take(cid("w:leech"), 1)]
    ev = play(s, Take(cid("w:leech"), 1))
    assert "w:leech" in row_keys(s, 0) and "w:leech" not in row_keys(s, 1)
    assert len(s.rows[0]) == 7 and len(s.rows[1]) == 5
    assert s.discard[-1] == cid("b:raccoon") and cid("b:raccoon") in s.spent
    assert s.to_move == 0 and s.phase == Phase.DRAW  # used from the draw pile: draw again
    assert any(m.card == "w:leech" and m.src == "row:1" and m.dst == "row:0" for m in moves(ev))


def test_case_6_a_match_for_a_wild_covered_card_is_unproductive():
    """Case 6: BEAST on an unmatched Zebra; the Zebra match drawn later is discarded and the turn ends."""
    s = pos(2, [("w:zebra", "w:lion"), FILLER[1]], draw=["b:beast2", "b:zebra"])
    play(s, Draw())
    play(s, PlaceWild(cid("w:zebra")))
    assert cover_key(s, "w:zebra") == "b:beast2" and s.phase == Phase.DRAW and s.to_move == 0
    ev = play(s, Draw())
    assert moves(ev)[0].dst == "discard" and moves(ev)[0].why == "miss"
    assert cover_key(s, "w:zebra") == "b:beast2" and s.to_move == 1


def test_case_7a_a_lone_lower_half_shows_no_category():
    """Case 7(a): the only MYTHICAL card is a lone Phoenix lower half: the MYTHICAL Side Bonus is discarded."""
    s = pos(2, [("w:phoenix", *FILLER[0][:5]), FILLER[1]], draw=["b:bonus-mythical"])
    ev = play(s, Draw())
    assert moves(ev)[0].dst == "discard" and s.side[0] == [] and s.to_move == 1


def test_case_7b_a_connected_phoenix_shows_mythical():
    """Case 7(b): the Phoenix connected: the MYTHICAL Side Bonus is taken and the player draws again."""
    s = pos(2, [(("w:phoenix", "b:phoenix"), *FILLER[0][:5]), FILLER[1]], draw=["b:bonus-mythical"])
    ev = play(s, Draw())
    m = moves(ev)[0]
    assert (m.dst, m.why, m.owner) == ("side:0", "bonus", 0)
    assert s.side[0] == [cid("b:bonus-mythical")] and s.to_move == 0 and s.phase == Phase.DRAW


def test_case_8_hyena_gives_a_covered_pair():
    """Case 8: P1 gives its covered Skunk pair to P3: P3's row has 7 cards, its own cards stay unmatched."""
    s = pos(3, [(("w:skunk", "b:anti-skunk"), *FILLER[0][:5]), FILLER[1], FILLER[2]], draw=["b:hyena"])
    play(s, Draw())
    skunk = cid("w:skunk")
    assert s.legal_actions() == [Give(skunk, 1), Give(skunk, 2)] and not s.decision().forced
    ev = play(s, Give(skunk, 2))
    assert len(s.rows[2]) == 7 and row_keys(s, 2)[-1] == "w:skunk"
    assert cover_key(s, "w:skunk") == "b:anti-skunk"
    assert all(cover_key(s, k) is None for k in FILLER[2])
    moved = [(m.card, m.src, m.dst, m.on) for m in moves(ev) if m.why == "transfer"]
    assert moved == [("w:skunk", "row:0", "row:2", None), ("b:anti-skunk", "row:0", "row:2", "w:skunk")]
    assert s.to_move == 0 and s.phase == Phase.DRAW


def test_case_9_a_dig_cascades_phoenix_then_its_side_bonus():
    """Case 9: one dig retrieves the Phoenix upper half and the MYTHICAL Side Bonus (it fits once the Phoenix
    is connected, though it lies above it); no extra draw for either."""
    s = pos(2, [("w:phoenix", *FILLER[0][:5]), FILLER[1]],
            discard=["b:koala", "b:phoenix", "b:lion", "b:bonus-mythical", "b:mole3"])
    assert s.phase == Phase.TOP_MOLE
    ev = play(s, Dig())
    placed = [(m.card, m.src, m.dst, m.why) for m in moves(ev)]
    assert placed == [("b:phoenix", "discard", "row:0", "connect"), ("b:bonus-mythical", "discard", "side:0", "bonus")]
    assert [CARDS[c].key for c in s.discard] == ["b:koala", "b:lion", "b:mole3"]
    assert s.to_move == 1  # the top-of-pile MOLE ends the turn: no draw for the retrieved cards
    # the same pile dug with a MOLE just drawn: one draw again (for the MOLE), none for the cards
    s = pos(2, [("w:phoenix", *FILLER[0][:5]), FILLER[1]],
            discard=["b:koala", "b:phoenix", "b:lion", "b:bonus-mythical"], draw=["b:mole3", "b:wombat"])
    play(s, Draw())
    assert s.phase == Phase.MOLE
    play(s, Dig())
    assert s.phase == Phase.DRAW and s.to_move == 0 and s.side[0] == [cid("b:bonus-mythical")]
    assert [CARDS[c].key for c in s.discard] == ["b:koala", "b:lion", "b:mole3"]
    ev = play(s, Draw())
    assert moves(ev)[0].why == "miss" and s.to_move == 1


def test_case_10_hyena_gives_a_side_bonus_that_scores_for_the_receiver():
    """Case 10: P1's only POINTS card is its OCEAN Side Bonus: HYENA must give it; it sits beside P2's row and
    scores for P2 (no OCEAN card there); P1 draws again."""
    p2 = [("w:lion", "b:lion"), ("w:bear", "b:bear"), ("w:zebra", "b:zebra"), ("w:gorilla", "b:gorilla"),
          ("w:owl", "b:owl"), "w:toucan"]
    s = pos(2, [FILLER[2], p2], side=[["b:bonus-ocean"], []], draw=["b:hyena", "b:dolphin", "b:toucan"])
    play(s, Draw())
    bonus = cid("b:bonus-ocean")
    assert s.legal_actions() == [Give(bonus, 1)] and s.decision().forced
    ev = play(s, Give(bonus, 1))
    m = [x for x in moves(ev) if x.why == "transfer"][0]
    assert (m.card, m.src, m.dst) == ("b:bonus-ocean", "side:0", "side:1")
    assert s.side == [[], [bonus]] and not any(KIND[w] == int(Kind.CATEGORY) and CARDS[w].category == 1
                                               for w in s.rows[1])
    assert s.to_move == 0 and s.phase == Phase.DRAW
    play(s, Draw())  # the Dolphin match fits nobody: P2's turn
    assert s.to_move == 1
    play(s, Draw())  # the Toucan completes P2's row
    assert s.round_results()[0].winner == 1
    assert s.round_results()[0].points == (0, 10 * 4 + 20 + 20 + 15)
    assert ("Side Bonus OCEAN", 15) in s.round_results()[0].breakdown[1]
    assert PARTNER[cid("w:toucan")] == cid("b:toucan")
