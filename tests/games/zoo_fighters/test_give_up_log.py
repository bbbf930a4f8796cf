"""Play test 12: Give up was logged "cannot pay for the play: it fails, and the Chi spent is lost" when the player
chose to stop and had paid nothing.  The line tells a choice from a forced give-up, and names lost Chi only when
some was paid (spec rule 5)."""

from __future__ import annotations

from tests.games.zoo_fighters.helpers import build, play
from zooarcade.core.events import Event
from zooarcade.games.zoo_fighters import actions as A
from zooarcade.games.zoo_fighters.narration import FightersNarrator


def _fail_line(events, names) -> str:
    narrator = FightersNarrator()
    lines = [line.text for e in events if e.kind == "fail" for line in narrator.lines(e, names)]
    assert len(lines) == 1, lines
    return lines[0]


def _paying():
    state, _ = build(["tusk", "blaze", "kaze"], hands={0: ["fire_chi", "water_chi", "earth_chi"], 1: ["water_chi"],
                                                        2: ["wind_chi", "fire_chi"]})
    play(state, next(a for a in state.legal_actions() if isinstance(a, A.Declare) and a.what == "weapon"))
    return state


def test_choosing_to_give_up_before_paying_says_so_and_loses_nothing():
    state = _paying()
    assert len(state.legal_actions()) > 1, "other payment steps are open: giving up is a choice"
    line = _fail_line(play(state, A.GIVE_UP), ["Ann", "Bo", "Cy"])
    assert line == "Ann chooses not to pay for the play: it fails.", line
    line = _fail_line(play(_paying(), A.GIVE_UP), ["You", "Bo", "Cy"])
    assert line == "You choose not to pay for the play: it fails.", line


def test_giving_up_after_paying_names_the_chi_lost():
    state = _paying()
    play(state, next(a for a in state.legal_actions() if isinstance(a, A.PayHand)))
    play(state, next(a for a in state.legal_actions() if isinstance(a, A.PayHand)))
    line = _fail_line(play(state, A.GIVE_UP), ["Ann", "Bo", "Cy"])
    assert line == "Ann chooses to stop paying for the play: it fails, and the 2 Chi already paid are lost.", line


def test_a_forced_give_up_says_cannot_pay():
    narrator = FightersNarrator()
    ev = Event("fail", 0, {"seat": 0, "purpose": "event", "card": 3, "why": "cannot_pay", "spent": 1})
    assert narrator.lines(ev, ["Ann", "Bo", "Cy"])[0].text == \
        "Ann cannot pay for the play: it fails, and the 1 Chi already paid is lost."
