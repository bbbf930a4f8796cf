"""Zoo Fighters II (2-6 players): fighters, Chi, Special Moves, EX Form, Legendary Weapons, Opponents,
Actions and Reprisals on a stack with priority (``../shared/rules/zoo_fighters.md``)."""

from __future__ import annotations

from typing import Any

from zooarcade.core.protocol import GameOption, GameSpec, OptionChoice, action_decoder, seat_options
from zooarcade.games.zoo_fighters.data import FIGHTERS, MAX_PLAYERS, MIN_PLAYERS, max_steps

#: the setup screen's fighter choices after "Random" (dealt from the seed): a fighter key each.
FIGHTER_CHOICES = tuple(OptionChoice(f.key, f"{f.name} ({f.animal})", short=f.name) for f in FIGHTERS)


def fighter_options() -> tuple[GameOption, ...]:
    """Return one option per seat, ``fighter1`` … ``fighter6`` (offered for the seat counts that have it)."""
    return seat_options("fighter", "{seat} fighter", FIGHTER_CHOICES, MIN_PLAYERS, MAX_PLAYERS,
                        help="Each fighter can be taken by one seat only; Random deals one nobody chose.")


def describe_deal(state: Any, names: Any) -> str:
    """The results screen's options line: each seat's fighter as dealt ("Fighters — Ann: Blaze (Tiger) · …"),
    a seat set to Random shown with the fighter the seed gave it (Zoo Fighters II: Setup 1)."""
    parts = []
    for seat, fid in enumerate(state.fighters):
        who = names[seat] if seat < len(names) else f"Seat {seat + 1}"
        parts.append(f"{who}: {FIGHTERS[fid].name} ({FIGHTERS[fid].animal})")
    return "Fighters \u2014 " + " \u00b7 ".join(parts)


def spec() -> GameSpec:
    """Return the :class:`GameSpec` of Zoo Fighters II."""
    from zooarcade.games.zoo_fighters.actions import ACTION_TYPES
    from zooarcade.games.zoo_fighters.ai import agent_factory, ai_filter, heuristic
    from zooarcade.games.zoo_fighters.narration import FightersNarrator
    from zooarcade.games.zoo_fighters.rules import FightersState, new_game

    def make(num_players: int, options: Any, seed: int) -> FightersState:
        return new_game(num_players, options, seed)

    return GameSpec(
        id="zoo_fighters",
        title="Zoo Fighters II",
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        new_state=make,
        state_from_json=FightersState.from_json,
        action_from_json=action_decoder(*ACTION_TYPES),
        heuristic=heuristic,
        options=fighter_options(),
        narrator=FightersNarrator(),
        max_steps=max_steps,
        ai_filter=ai_filter,
        tagline="Gather three Special Moves, your EX Form and a Legendary Weapon; spend your rivals' Chi.",
        agent_factory=agent_factory,
        describe_deal=describe_deal,
    )
