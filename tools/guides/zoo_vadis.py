"""Zoo Vadis's lesson (classic rules, three seats): add, a vote with a deal, a peacock bribe, the Zoo Keeper."""

from __future__ import annotations

import random
from collections.abc import Sequence

from make_guide import Lesson

from zooarcade.core.narration import counted
from zooarcade.core.protocol import Action, Event, GameState
from zooarcade.games.registry import get_spec
from zooarcade.games.zoo_vadis import data, narration
from zooarcade.games.zoo_vadis.actions import (
    Accept,
    Add,
    Ask,
    Back,
    Bribe,
    Compose,
    Counter,
    Decline,
    EndTurn,
    Meet,
    MoveKeeper,
    Offer,
    Send,
)
from zooarcade.games.zoo_vadis.board import exhibit_id
from zooarcade.guide import lesson_names

#: the lesson's seats; the names are the game's lesson seats' (zooarcade.guide), as the table shows them.
PLAYERS = 3
NAMES = lesson_names(PLAYERS)


def tags(state: GameState, action: Action, events: Sequence[Event], learner: int) -> set[str]:
    """Which of the lesson's rules a learner's step shows."""
    kinds = {str(ev.kind) for ev in events}
    out: set[str] = set()
    if isinstance(action, Add) and "add" in kinds:
        out.add("add")
    if isinstance(action, Send) and "offer" in kinds:
        out.add("deal")
    if isinstance(action, Bribe) and action.value == data.BRIBE_MIN_VALUE:
        out.add("bribe")  # taught with a II, the least a peacock takes (play test: a IV was taught)
    if isinstance(action, MoveKeeper) and "keeper" in kinds:
        out.add("keeper")
    return out


def _draft(state: GameState, action: Action | None = None):  # noqa: ANN202 - the rules' Draft
    """The deal being built in ``state`` (after ``action`` when given), or ``None``."""
    if action is not None:
        state = state.clone()
        state.apply(action)
    return getattr(state, "draft", None)


def caption(tag: str | None, state: GameState, action: Action, events: Sequence[Event], learner: int) -> str:
    """The line that says why this move, worded from the position (the votes really needed, who is asked, the
    token really paid), never from a fixed sentence that may not fit the deal (play test)."""
    said = get_spec("zoo_vadis").narrator.caption(action, state.view(learner), list(NAMES))
    if tag == "add":
        return f"{said}: a new animal may always enter a bottom exhibit with room, and no vote is taken."
    if tag == "bribe":
        return (f"{said}: a peacock sells its vote for one laurel worth II or more, so a II is the cheapest "
                "price.")
    if tag == "keeper":
        return f"{said}: an animal on the Zoo Keeper's path walks on with no vote at all."
    if isinstance(action, Compose):
        d = _draft(state, action)
        if d is None or not d.need:
            return f"{said}: this way needs no vote."
        where = narration.exhibit(exhibit_id(d.src))
        return f"{said}: leaving {where} takes {counted(d.need, 'vote')}; your animals there give {d.own}."
    if isinstance(action, Ask):
        d = _draft(state)
        short = 0 if d is None else d.need - d.planned_votes()
        return f"{said}: you are {counted(short, 'vote')} short, and {NAMES[action.seat]} has animals there."
    if isinstance(action, Offer):
        return f"{said}: the tokens are paid only if the move really happens."
    if isinstance(action, Send):
        d = _draft(state)
        asked = sorted({it.seat for it in d.items}) if d is not None else []
        if tag == "deal" and asked:
            who = " and ".join(NAMES[q] for q in asked)
            return f"Send the deal: {who} answers, then the move and the payments happen together."
        need = d.need if d is not None else 0
        return f"Send it: you now have the {counted(need, 'vote')} you need, so the animal walks on."
    if isinstance(action, Meet):
        return f"{said}: pay what they asked and the deal stands."
    if isinstance(action, EndTurn):
        if getattr(state, "bonus_keeper", False) or getattr(state, "bonus_peacock", False):
            return "End your turn: a bonus is yours to use or to skip, and this lesson skips it."
        return "End your turn: your action is done."
    if isinstance(action, MoveKeeper):
        return f"{said}: moving the keeper is always allowed, a fair move when nothing better is open."
    return f"{said}."


def prefer(state: GameState, action: Action) -> float:
    """The cheapest bribe that does it."""
    return -float(action.value) if isinstance(action, Bribe) else 0.0


_BOT_ORDER = (Accept, Meet, Counter, Decline)


def policy(state: GameState, legal: list[Action], rng: random.Random) -> Action:
    """The computer seats agree to the learner's deals and otherwise play plainly (never drop a plan)."""
    for kind in _BOT_ORDER:
        for action in legal:
            if isinstance(action, kind):
                return action
    plain = [a for a in legal if not isinstance(a, (Back, Compose))] or legal
    return rng.choice(plain)


def filler(state: GameState, legal: list[Action], rng: random.Random) -> Action:
    """The learner's other moves: plan an advance, ask for the votes with a real offer, send it."""
    def of(kind: type) -> list[Action]:
        return [a for a in legal if isinstance(a, kind)]

    if of(Send) and not of(Ask) and not of(Bribe):
        return of(Send)[0]
    offers = [a for a in of(Offer) if a.values]
    if offers:
        return rng.choice(offers)
    for kind in (Ask, Meet, Send, EndTurn):
        if of(kind):
            return rng.choice(of(kind))
    advances = [a for a in of(Compose) if a.piece == "animal"]
    if advances and rng.random() < 0.85:
        return rng.choice(advances)
    plain = [a for a in legal if not isinstance(a, Back)] or legal
    return rng.choice(plain)


LESSON = Lesson(
    game_id="zoo_vadis",
    players=PLAYERS,
    options={"variant": "classic"},
    covers=("add", "deal", "bribe", "keeper"),
    tags=tags,
    caption=caption,
    policy=policy,
    prefer=prefer,
    filler=filler,
    greed=0.8,
    finish_turn=True,
    order=("add", "deal", "bribe", "keeper"),
    expect={"add": ("add",), "deal": ("offer",), "keeper": ("keeper",)},
    intro=("Walk your animals up the zoo toward the Star Exhibit. Leaving an exhibit takes votes, and votes "
           "can be bought."),
    outro=("You added, bought votes, bribed a peacock and used the Zoo Keeper. When the Star fills, the richest "
           "species with an animal in it wins."),
    max_learner=22,
    max_steps=70,
)
