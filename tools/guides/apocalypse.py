"""Apocalypse's lesson: place, move, capture, a mutant."""

from __future__ import annotations

from collections.abc import Sequence

from make_guide import Lesson

from zooarcade.core.protocol import Action, Event, GameState
from zooarcade.games.apocalypse.data import loc_name
from zooarcade.games.apocalypse.rules import Move, Place


def _top(state: GameState, loc: int) -> int:
    stack = state.stacks[loc]
    return state.values[stack[-1]] if stack else 0


def tags(state: GameState, action: Action, events: Sequence[Event], learner: int) -> set[str]:
    """Which of the lesson's rules a learner's step shows."""
    out: set[str] = set()
    kinds = {ev.kind for ev in events}
    if isinstance(action, Place):
        out.add("place")
    takes = [ev for ev in events if ev.kind == "take"]
    if isinstance(action, Move) and any(ev.data.get("what") == "character" for ev in takes):
        out.add("capture")
    elif isinstance(action, Move) and any(ev.data.get("what") == "zoo" for ev in takes) and "mutate" not in kinds:
        out.add("move")
    if "mutate" in kinds:
        out.add("mutant")
    return out


def caption(tag: str | None, state: GameState, action: Action, events: Sequence[Event], learner: int) -> str:
    """The line that says why this move."""
    if isinstance(action, Place):
        value, loc = action.value, action.loc
    else:
        assert isinstance(action, Move)
        occ = state.occupants[action.src]
        value, loc = occ.value, action.dst
    where, top = loc_name(loc), _top(state, loc)
    if tag == "place":
        # why this move (play test 14: the lesson never said): a 4 is never infected, a 6 only a 6 can capture
        safe = ", and a 4 is never infected" if top == 4 else ""
        strong = f" Only another {value} can capture your {value}." if value == 6 else ""
        return (f"Place your {value} on {where}: it banks the {top} on top{safe}.{strong} The card under it "
                "turns face up.")
    if tag == "move":
        return f"Move your {value} one step to {where}: moving onto a free location banks its top card ({top}) too."
    if tag == "capture":
        target = state.occupants[loc]
        return (f"Capture! Your {value} steps onto their {target.value}, a rival no higher: the beaten "
                "character goes to your pile.")
    if tag == "mutant":
        how = f"Place your {value} on {where}" if isinstance(action, Place) else f"Move your {value} to {where}"
        # the lesson knows the infected card; a real game does not, and the caption says so (play test 14)
        return (f"{how}. This lesson peeks: the {top} is infected and makes your {value} a stuck mutant, worth "
                "nothing to you. In a real game infected cards are secret.")
    if isinstance(action, Place):
        return f"Place your {value} on {where} and bank the {top} on top of it."
    return f"Move your {value} to {where} and bank the {top} waiting there."


def prefer(state: GameState, action: Action) -> float:
    """A move onto a location with a good card on top (a lesson should not bank a 0 when a 4 is free)."""
    loc = action.loc if isinstance(action, Place) else action.dst
    return float(_top(state, loc)) if state.occupants[loc] is None else 5.0


LESSON = Lesson(
    prefer=prefer,
    expect={"place": ("place", "take:what=zoo"), "move": ("move", "take:what=zoo"),
            "capture": ("move", "take:what=character"), "mutant": ("mutate",)},
    game_id="apocalypse",
    covers=("place", "move", "capture", "mutant"),
    tags=tags,
    caption=caption,
    order=("place",),
    intro=("Each turn you either Place a character from your hand or Move one already on the grid. "
           "Your first move is lit."),
    outro=("You placed, moved, captured and met a mutant: that is the whole game. Most points banked when "
           "someone is stuck wins."),
    max_learner=9,
)
