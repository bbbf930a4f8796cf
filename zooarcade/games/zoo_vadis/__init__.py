"""Zoo Vadis (3-7 players): negotiate your animals up the zoo into the Star Exhibit.

Rules core (:mod:`.rules`, :mod:`.deal`, :mod:`.tokens`, :mod:`.board`, :mod:`.actions`), data
(:mod:`.data`), the board graph (:mod:`.graph`) and piece places (:mod:`.slots`), narration
(:mod:`.narration`), rules pages (:mod:`.rules_text`) and AI (:mod:`.ai`, :mod:`.negotiation`), all pure
Python.  The table (pygame) is built on the shared table kit: :mod:`.scene` with :mod:`.table_draw`,
:mod:`.layout`, :mod:`.pieces` and the board painter :mod:`.board_draw`.
"""

from __future__ import annotations

from typing import Any

from zooarcade.core.protocol import GameOption, GameSpec, OptionChoice, seat_options
from zooarcade.games.zoo_vadis import data

#: the options the seat-setup screen offers.
OPTIONS: tuple[GameOption, ...] = (
    GameOption(
        "variant",
        "Rules",
        (OptionChoice("full", "With abilities"), OptionChoice("classic", "No abilities")),
        "full",
        help="No abilities is the Classic (beginner) game: the ability tiles stay in the box; a II-Ability "
             "token is a plain II.",
    ),
    GameOption(
        "star",
        "Star Exhibit",
        (OptionChoice(7, "7 spaces"), OptionChoice(5, "5 spaces")),
        7,
        players=(6, 7),
        help="The 6-7 player side's Star has 7 spaces; 5 makes a shorter game.",
    ),
    # one species per seat, ``species1`` … ``species7`` (Random by default: dealt from the seed as before)
    *seat_options("species", "{seat} species",
                  tuple(OptionChoice(sp, data.SPECIES_NAMES[sp]) for sp in data.SPECIES),
                  data.MIN_PLAYERS, data.MAX_PLAYERS,
                  help="A species can be played by one seat only; Random seats get one nobody chose."),
)


#: the longest results options line that fits the screen whole with seat names (characters; see describe_deal).
DEAL_LINE_MAX = 130


def describe_deal(state: Any, names: Any) -> str:
    """The results screen's options line: the rules variant, the Star's size when it had a choice, and each
    seat's species as dealt ("Rules: With abilities · Species — Ann: Hyena · Bob: Tiger · …"); a seat set
    to Random shows the species the deal gave it.  A line longer than :data:`DEAL_LINE_MAX` (seven seats with
    long names) lists the species alone in seat order, so the results screen need not cut it."""
    parts = [f"Rules: {OPTIONS[0].label_of('classic' if state.classic else 'full')}"]
    if len(data.STAR_CHOICES[state.n]) > 1:
        parts.append(f"Star Exhibit: {OPTIONS[1].label_of(state.star_size)}")
    seats = []
    for seat, sp in enumerate(state.species):
        who = names[seat] if seat < len(names) else f"Seat {seat + 1}"
        seats.append(f"{who}: {data.SPECIES_NAMES[sp]}")
    line = " \u00b7 ".join(parts) + " \u00b7 Species \u2014 " + " \u00b7 ".join(seats)
    if len(line) > DEAL_LINE_MAX:  # many seats with long names: the species alone, in seat order
        line = " \u00b7 ".join(parts) + " \u00b7 Species in seat order: " + ", ".join(
            data.SPECIES_NAMES[sp] for sp in state.species)
    return line


def max_steps(num_players: int) -> int:
    """A bound on the steps (actions) of any game: the round cap times the seats times a turn's most steps."""
    per_turn = data.COMPOSE_PER_TURN * (4 * num_players + 30) + 60
    return data.MAX_ROUNDS * num_players * per_turn


def spec() -> GameSpec:
    """Return the :class:`GameSpec` of Zoo Vadis."""
    from zooarcade.games.zoo_vadis.actions import decode_action
    from zooarcade.games.zoo_vadis.ai import agent_factory, heuristic
    from zooarcade.games.zoo_vadis.narration import VadisNarrator
    from zooarcade.games.zoo_vadis.rules import VadisState, new_game

    def make(num_players: int, options: Any, seed: int) -> VadisState:
        return new_game(num_players, options, seed)

    return GameSpec(
        id="zoo_vadis",
        title="Zoo Vadis",
        min_players=data.MIN_PLAYERS,
        max_players=data.MAX_PLAYERS,
        new_state=make,
        state_from_json=VadisState.from_json,
        action_from_json=decode_action,
        heuristic=heuristic,
        options=OPTIONS,
        narrator=VadisNarrator(),
        max_steps=max_steps,
        tagline="Vote, bribe and bargain your animals up the zoo into the Star Exhibit.",
        agent_factory=agent_factory,
        hidden_known="what was behind the other screens is guessed, as the computer players guess it",
        describe_deal=describe_deal,
    )
