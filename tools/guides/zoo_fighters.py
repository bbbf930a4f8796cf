"""Zoo Fighters II's lesson (two seats): Chi from hand and from a neighbour, a Special Move, a response, an Opponent."""

from __future__ import annotations

import random
from collections.abc import Sequence

from make_guide import Lesson

from zooarcade.core.protocol import Action, DecisionKind, Event, GameState
from zooarcade.games.registry import get_spec
from zooarcade.games.zoo_fighters import chi
from zooarcade.games.zoo_fighters.actions import (
    Declare,
    EndTurn,
    GiveUp,
    Pass,
    PayExhaust,
    PayHand,
    PayPick,
    PayTake,
    PlayAction,
    UseExhaust,
)
from zooarcade.games.zoo_fighters.data import ANY, CHAOS, COLOUR_NAMES, cost_text
from zooarcade.guide import CONTROL, lesson_names

#: the lesson's seats; the names are the game's lesson seats' (zooarcade.guide), as the table shows them.
PLAYERS = 2
NAMES = lesson_names(PLAYERS)


def _responding(state: GameState, learner: int) -> bool:
    d = state.decision()
    return d is not None and d.kind == DecisionKind.PRIORITY and d.turn_seat != learner


def tags(state: GameState, action: Action, events: Sequence[Event], learner: int) -> set[str]:
    """Which of the lesson's rules a learner's step shows."""
    kinds = {str(ev.kind) for ev in events}
    out: set[str] = set()
    if isinstance(action, PayHand) and "chi" in kinds:
        out.add("chi_hand")
    if isinstance(action, (PayTake, PayPick)) and "chi" in kinds and "reprisal" not in kinds:
        out.add("chi_neighbour")
    if isinstance(action, Declare) and action.what == "move":
        out.add("special")
    if isinstance(action, Declare) and action.what == "opponent":
        out.add("opponent")
    if isinstance(action, (PlayAction, UseExhaust)) and "push" in kinds and _responding(state, learner):
        out.add("response")
    return out


def caption(tag: str | None, state: GameState, action: Action, events: Sequence[Event], learner: int) -> str:
    """The line that says why this move."""
    said = get_spec("zoo_fighters").narrator.caption(action, state.view(learner), list(NAMES))
    # play test P9: the lesson said "Reveal" where the button says "Play from hand"; {control} is the label of the
    # table's control for the move, read at run time (zooarcade.ui.table.guide.CONTROL)
    if tag == "special" and isinstance(action, Declare):
        return (f"Play {state.name_of(action.card)} with {CONTROL}: a Special Move scores at the end, and costs Chi "
                "you pay right now.")
    if tag == "chi_hand":
        pay = state.tasks[0]
        owed = chi.symbols_owed(pay.need, pay.pool)
        colour = state.defs[action.card].colour if isinstance(action, PayHand) else None
        if colour is not None and colour not in owed and ANY in owed:  # it pays the "any" part (play test P9)
            name = COLOUR_NAMES[colour]
            return (f"Pay Chi from your hand: {said[0].lower() + said[1:]}. The cost left is {cost_text(owed)}: "
                    f"every colour pays an \"any\" part, so {name} does.")
        return f"Pay Chi from your hand: {said[0].lower() + said[1:]}. A card pays with the colour on its front."
    if tag == "chi_neighbour":
        # play test 14: "Short of a colour?" read wrong while the hand held the very colour owed; say why instead;
        # play test P9: and what the % beside each back colour means
        if isinstance(action, PayTake) and action.colour == CHAOS:
            return (f"A neighbour's card pays too: {said[0].lower() + said[1:]}. A Chaos back pays any colour. "
                    "The % by a back is its Reprisal risk: the card may strike back.")
        return f"A neighbour's card pays too: {said[0].lower() + said[1:]}. Its back colour pays one Chi."
    if tag == "response":
        return f"Respond! {said}: it goes on the stack above {NAMES[1]}'s card and happens first."
    if tag == "opponent" and isinstance(action, Declare):
        return (f"{said} with {CONTROL}: while it stands there, {NAMES[1]} cannot play Events until it "
                "defeats it.")
    if isinstance(action, (PayHand, PayTake, PayPick, PayExhaust)):
        return f"Keep paying: {said[0].lower() + said[1:]}."
    if isinstance(action, EndTurn):
        return "End your turn: nothing more worth doing now."
    if isinstance(action, Pass):
        return "Pass: let it happen."
    return f"{said}."


def _at_rest(state: GameState, learner: int) -> bool:
    """The learner's main step again: whatever was declared is paid for and has resolved."""
    d = state.decision()
    return d is None or (d.seat == learner and d.kind == DecisionKind.TURN)


def policy(state: GameState, legal: list[Action], rng: random.Random) -> Action:
    """The computer seat plays cards on its turn (so there is something to respond to) and lets the learner's
    plays resolve; it never gives up a payment."""
    d = state.decision()
    if d is not None and d.kind == DecisionKind.PRIORITY and d.turn_seat != d.seat:
        passes = [a for a in legal if isinstance(a, Pass)]
        if passes:
            return passes[0]
    plays = [a for a in legal if isinstance(a, PlayAction)]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    plain = [a for a in legal if not isinstance(a, GiveUp)] or legal
    return rng.choice(plain)


def filler(state: GameState, legal: list[Action], rng: random.Random) -> Action:
    """The learner's other moves: pay, pass, end the turn; never give up a payment."""
    plain = [a for a in legal if not isinstance(a, GiveUp)] or legal
    pays = [a for a in plain if isinstance(a, (PayHand, PayExhaust))]
    # the wild Chaos Chi goes last: paying it while the owed colour sits in hand reads like a mistake (play test 14)
    exact = [a for a in pays if not (isinstance(a, PayHand) and state.defs[a.card].colour == CHAOS)]
    if exact or pays:
        return rng.choice(exact or pays)
    for kind in (Pass, EndTurn):
        found = [a for a in plain if isinstance(a, kind)]
        if found:
            return found[0]
    return rng.choice(plain)


LESSON = Lesson(
    game_id="zoo_fighters",
    players=PLAYERS,
    covers=("special", "chi_hand", "chi_neighbour", "response", "opponent"),
    tags=tags,
    caption=caption,
    policy=policy,
    filler=filler,
    greed=0.85,
    order=("special", "chi_hand", "chi_neighbour", "response", "opponent"),
    finish_turn=True,
    rest=_at_rest,
    expect={"chi_hand": ("chi",), "chi_neighbour": ("chi",), "special": ("declare",), "response": ("push",),
            "opponent": ("declare",)},
    intro=("Gather Special Moves and defeat Opponents. Everything you play costs Chi, paid from your hand or "
           "from your neighbours'."),
    outro=("Chi from your hand and a neighbour's, a Special Move, a response and an Opponent: you are ready to "
           "fight. Most points when the deck runs out wins."),
    max_learner=22,
    max_steps=110,
)
