"""ZOP ZOO's lesson: a chain, a wild, a MOLE dig, a Specialty card."""

from __future__ import annotations

from collections.abc import Sequence

from make_guide import Lesson

from zooarcade.core.protocol import Action, Event, GameState
from zooarcade.games.registry import get_spec
from zooarcade.games.zop_zoo.data import VALUE
from zooarcade.games.zop_zoo.rules import Decline, Dig, Draw, Give, PlaceWild, Swap, Take
from zooarcade.guide import lesson_names

#: the lesson's seats; the names are the game's lesson seats' (zooarcade.guide), as the table shows them.
PLAYERS = 2
NAMES = lesson_names(PLAYERS)


def _placed_on_row(events: Sequence[Event], learner: int) -> bool:
    return any(ev.kind == "card_moved" and ev.data.get("dst") == f"row:{learner}" and ev.data.get("src") == "draw"
               for ev in events)


def tags(state: GameState, action: Action, events: Sequence[Event], learner: int) -> set[str]:
    """Which of the lesson's rules a learner's step shows."""
    kinds = {str(ev.kind) for ev in events}
    out: set[str] = set()
    if isinstance(action, Draw) and _placed_on_row(events, learner) and "turn" not in kinds:
        out.add("chain")
    if isinstance(action, PlaceWild):
        out.add("wild")
    if isinstance(action, Dig) and any(ev.kind == "card_moved" and ev.data.get("dst") == f"row:{learner}"
                                       for ev in events):
        out.add("mole")
    if isinstance(action, (Give, Take, Swap)) and (isinstance(action, Give) or prefer(state, action) > 0):
        out.add("specialty")  # a lesson's RACCOON takes something worth having, its EARTHWORM trades up
    return out


def caption(tag: str | None, state: GameState, action: Action, events: Sequence[Event], learner: int) -> str:
    """The line that says why this move."""
    said = get_spec("zop_zoo").narrator.caption(action, state.view(learner), list(NAMES))
    if tag == "chain":
        return "Draw! A card that fits your row is laid there and you draw again: keep going, that is a chain."
    if tag == "wild":
        # the reason (play test 14: the lesson insisted on a dearer card with none, and the Hint disagreed)
        return (f"A wild scores the same on any card not scoring yet, so put it on your cheapest: "
                f"{said[0].lower() + said[1:]}. It never comes off.")
    if tag == "mole":
        return "A MOLE! Dig: every card in the discard pile that fits your row comes back to it."
    if tag == "specialty":
        if isinstance(action, Take):
            why = "The RACCOON takes a scoring card from a rival, so take the best"
        elif isinstance(action, Give):
            why = "The HYENA makes you hand a scoring card over, so give the cheapest"
        else:
            why = "The EARTHWORM trades a card of yours for one of theirs, so trade up"
        return f"A Specialty card! {why}: {said[0].lower() + said[1:]}."
    if isinstance(action, Decline):
        return "Put the MOLE away: nothing in the discard pile fits your row right now."
    if isinstance(action, Draw):
        return "Draw a card: the MOLE on the discard pile has nothing for you."
    return f"{said}."


def _worth(state: GameState, card: int) -> float:
    if any(card in row for row in state.rows):
        return float(state.slot_value(card))
    return float(VALUE[card])  # a Side Bonus card


def prefer(state: GameState, action: Action) -> float:
    """A lesson takes the best card, gives the least, trades up, covers its cheapest card with a wild (as the
    Hint does), and digs rather than not."""
    if isinstance(action, Take):
        return _worth(state, action.card)
    if isinstance(action, Give):
        return -_worth(state, action.card)
    if isinstance(action, Swap):
        return _worth(state, action.theirs) - _worth(state, action.mine)
    if isinstance(action, PlaceWild):
        return -float(VALUE[action.card])  # a wild scores the same anywhere: spend it on the cheapest card
    return 1.0 if isinstance(action, Dig) else 0.0


LESSON = Lesson(
    game_id="zop_zoo",
    players=PLAYERS,
    covers=("chain", "wild", "mole", "specialty"),
    tags=tags,
    caption=caption,
    prefer=prefer,
    expect={"chain": ("card_moved:dst=row:0",), "wild": ("card_moved:why=wild",), "mole": ("dig", "dig_end"),
            "specialty": ("transfer",)},
    intro=("Fill your row of animals with black cards that match them. Each turn you draw; most of it plays "
           "itself, and you choose only where it matters."),
    outro=("A chain, a wild, a MOLE and a Specialty card: you know ZOP ZOO. Complete your row first to win "
           "the round."),
    max_learner=12,
    max_steps=90,
)
