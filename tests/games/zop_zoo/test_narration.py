"""ZOP ZOO narration: a line for every event kind (and every kind of card move), a caption for every action,
second person for the seat named "You"."""

from __future__ import annotations

import re

import pytest

from tests.games.zop_zoo.helpers import FILLER, cid, play, pos
from zooarcade.core.rng import Rng
from zooarcade.games.zop_zoo import spec
from zooarcade.games.zop_zoo.narration import ZopNarrator
from zooarcade.games.zop_zoo.rules import ACTIONS, EVENT_KINDS, Draw, Give, PlaceWild, Swap, Take

NAMES_YOU = ["You", "Ann", "Bo", "Cy"]
NAMES_THEM = ["Dee", "Ann", "Bo", "Cy"]
#: card-move reasons the log tells one by one (dealt and transferred cards are told by their group event).
TOLD_MOVES = {"match", "connect", "anti", "bonus", "held", "wild", "miss", "no_dig", "decline", "mole_done",
              "unusable", "spent"}
#: third-person verbs that must never follow "You".
WRONG = re.compile(r"\bYou (draws|lays|takes|covers|puts|digs|uses|banks|wins|completes|deals|plays|sets|is|has)\b")


@pytest.fixture(scope="module")
def sample():
    """Events and (state, action) pairs from seeded random 4-player games, until every kind has been seen."""
    sp = spec()
    events, actions = [], []
    kinds, types = set(), set()
    for seed in range(60):
        s = sp.new_state(4, sp.resolve_options(4), seed)
        rng = Rng(seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            a = legal[rng.randrange(len(legal))]
            if type(a) not in types or rng.random() < 0.02:
                actions.append((s.view(s.current_player), a))
                types.add(type(a))
            step = s.apply(a)
            events.extend(step)
            kinds.update(str(e.kind) for e in step)
        if kinds == set(EVENT_KINDS) and types == set(ACTIONS) and seed >= 5:
            break
    return events, actions


def test_every_event_kind_and_every_move_reason_is_narrated(sample):
    events, _ = sample
    narrator = ZopNarrator()
    assert {str(e.kind) for e in events} == set(EVENT_KINDS)
    whys = set()
    for ev in events:
        for names in (NAMES_YOU, NAMES_THEM):
            lines = narrator.lines(ev, names)
            if ev.kind == "card_moved":
                why = ev.data["why"]
                whys.add(why)
                assert bool(lines) == (why in TOLD_MOVES), why
            else:
                assert lines, ev.kind
            for line in lines:
                assert line.text and not WRONG.search(line.text), line.text
                assert "{" not in line.text and "None" not in line.text, line.text
    assert whys == TOLD_MOVES | {"deal", "transfer"}


def test_every_action_has_a_caption(sample):
    _, actions = sample
    narrator = ZopNarrator()
    seen = set()
    for view, action in actions:
        text = narrator.caption(action, view, NAMES_YOU)
        assert text and "None" not in text and "seat" not in text, text
        seen.add(type(action))
    assert seen == set(ACTIONS)


def test_second_person_wording_of_a_chain():
    s = pos(2, [("w:lion", "w:owl", *FILLER[0][:4]), FILLER[1]], draw=["b:lion", "b:beast1", "b:koala"])
    narrator = ZopNarrator()
    ev = play(s, Draw())
    texts = [ln.text for e in ev for ln in narrator.lines(e, ["You", "Ann"])]
    assert texts == ["You draw the Lion match and lay it on your Lion (10)."]
    texts = [ln.text for e in ev for ln in narrator.lines(e, ["Bo", "Ann"])]
    assert texts == ["Bo draws the Lion match and lays it on their Lion (10)."]
    assert narrator.caption(Draw(), s.view(0), ["You", "Ann"]) == "Draw a card"
    play(s, Draw())
    assert narrator.caption(PlaceWild(cid("w:owl")), s.view(0), ["You", "Ann"]) == "Cover your Owl with the BEAST"
    ev = play(s, PlaceWild(cid("w:owl")))
    assert [ln.text for e in ev for ln in narrator.lines(e, ["You", "Ann"])] == ["You cover your Owl with the BEAST."]
    ev = play(s, Draw())
    texts = [ln.text for e in ev for ln in narrator.lines(e, ["You", "Ann"])]
    assert texts == ["You draw the Koala match, which fits nothing in your row: onto the discard pile.",
                     "Ann's turn."]


def test_transfer_wording_names_pairs_and_players():
    narrator = ZopNarrator()
    s = pos(3, [(("w:skunk", "b:anti-skunk"), *FILLER[0][:5]), (("w:lion", "b:lion"), *FILLER[1][:5]),
                FILLER[2]], draw=["b:hyena"])
    play(s, Draw())
    assert narrator.caption(Give(cid("w:skunk"), 1), s.view(0), NAMES_YOU) == \
        "Give your Skunk (under its ANTI, +75) to Ann"
    ev = play(s, Give(cid("w:skunk"), 1))
    lines = [ln.text for e in ev for ln in narrator.lines(e, NAMES_YOU)]
    assert lines[0] == "You use the HYENA to give your Skunk (under its ANTI, +75) to Ann."
    lines = [ln.text for e in ev for ln in narrator.lines(e, NAMES_THEM)]
    assert lines[0] == "Dee uses the HYENA to give their Skunk (under its ANTI, +75) to Ann."
    s = pos(2, [("w:rat", *FILLER[0][:5]), (("w:lion", "b:lion"), *FILLER[1][:5])], draw=["b:earthworm"])
    play(s, Draw())
    swap = Swap(cid("w:rat"), cid("w:lion"), 1)
    assert narrator.caption(swap, s.view(0), ["You", "Ann"]) == "Swap your Rat (\u221290) for Ann's Lion (matched, 10)"
    s = pos(2, [FILLER[0], (("w:lion", "b:lion"), *FILLER[1][:5])], draw=["b:raccoon"], to_move=1)
    s._begin_turn(0)
    play(s, Draw())
    take = Take(cid("w:lion"), 1)
    assert narrator.caption(take, s.view(0), ["Ann", "You"]) == "Take your Lion (matched, 10)"
    assert narrator.caption(take, s.view(0), ["Ann", "Bo"]) == "Take Bo's Lion (matched, 10)"
    ev = play(s, take)
    assert [ln.text for e in ev for ln in narrator.lines(e, ["Ann", "You"])][0] == \
        "Ann uses the RACCOON to take your Lion (matched, 10)."


def test_opening_and_round_end_lines():
    narrator = ZopNarrator()
    sp = spec()
    s = sp.new_state(2, sp.resolve_options(2), 4)
    names = ["You", "Ann"] if s.dealer == 0 else ["Ann", "You"]
    assert narrator.opening(s, names)[0].text == "You deal first. The first to 800 points, alone at the top, wins."
    ev = s.apply(s.legal_actions()[0])
    assert narrator.lines(ev[0], names)[0].text == "You deal round 1: six cards each, and play first."


@pytest.mark.parametrize(("left", "told"), [(0, "none stay"), (1, "1 stays"), (18, "18 stay")])
def test_the_end_of_a_dig_counts_what_stays_in_good_english(left, told):
    """Play test 8: the log read "The dig turns up one card; 1 stay on the discard pile." (and "0 stay")."""
    from zooarcade.core.events import Event
    from zooarcade.games.zop_zoo.rules import EV_DIG_END

    line = ZopNarrator().lines(Event(EV_DIG_END, 1, {"retrieved": ["x"], "left": left}), NAMES_THEM)[0].text
    assert line == f"The dig turns up one card; {told} on the discard pile."


def test_a_dig_through_one_discarded_card_is_singular():
    from zooarcade.core.events import Event
    from zooarcade.games.zop_zoo.rules import EV_DIG

    line = ZopNarrator().lines(Event(EV_DIG, 1, {"pile": ["x"], "from": "held"}), NAMES_THEM)[0].text
    assert line == "Ann digs through 1 discarded card with the MOLE."


def test_a_side_bonus_line_says_where_the_card_came_from(sample):
    """Play test 10: "takes the Side Bonus BIRD (20)" did not say whether it came off the draw pile or a dig."""
    events, _ = sample
    narrator = ZopNarrator()
    bonus = [e for e in events if e.kind == "card_moved" and e.data["why"] == "bonus"]
    drawn = [e for e in bonus if e.data["src"] == "draw"]
    dug = [e for e in bonus if e.data["src"] == "discard"]
    assert drawn and dug, "the sample holds both kinds"
    for ev in drawn:
        text = narrator.lines(ev, NAMES_THEM)[0].text
        assert re.fullmatch(r"\w+ draws the Side Bonus \w+ \(\d+\) from the draw pile and sets it beside their row\.",
                            text), text
    for ev in dug:
        text = narrator.lines(ev, NAMES_YOU)[0].text
        assert "out of the discard pile" in text and "from the draw pile" not in text, text
    ev = drawn[0]
    you = narrator.lines(ev, ["You"] * 4)[0].text
    assert you.startswith("You draw the Side Bonus") and "and set it beside your row" in you, you
