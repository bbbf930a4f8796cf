"""The registry of games in the arcade.

The registry is immutable data (:data:`GAMES`: titles, taglines, seat ranges); a
game's rules module is imported only when its :class:`~zooarcade.core.protocol.GameSpec`
is asked for, so listing the games on the select screen costs nothing.

Where a game's parts live (spec, table, rules pages, board painters) is said once, with
explicit imports, by :mod:`zooarcade.games.catalog`; :func:`get_spec` and
:attr:`GameInfo.built` read it lazily.  That module is pure Python and imports no game
until a part is asked for, so the core stays free of pygame, ``ui`` and ``scenes``.
"""

from __future__ import annotations

from dataclasses import dataclass

from zooarcade.core.protocol import GameSpec


class UnknownGame(KeyError):
    """Raised for a game id that is not in the registry."""


class GameNotBuilt(LookupError):
    """Raised when a registered game has no playable rules yet."""


@dataclass(frozen=True)
class GameInfo:
    """What the arcade shows about a game before it is loaded.

    Attributes:
        id: registry id (command line ``--game``).
        title: display name.
        tagline: one line for the game-select card.
        min_players, max_players: allowed seat counts.
        cover: animal art name used on the game-select card.
    """

    id: str
    title: str
    tagline: str
    min_players: int
    max_players: int
    cover: str

    @property
    def built(self) -> bool:
        """True when the game can be played: its :mod:`catalog <zooarcade.games.catalog>` entry has a spec.

        A game missing from the catalog counts as not built.
        """
        from zooarcade.games.catalog import game_entry

        try:
            return game_entry(self.id).built
        except UnknownGame:
            return False


GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        "apocalypse",
        "Apocalypse at the Zoo of Carson City",
        "Grab zoo cards on a 5x5 grid, duel rival keepers, dodge hidden mutants.",
        2,
        4,
        "gorilla",
    ),
    GameInfo(
        "zoo_vadis",
        "Zoo Vadis",
        "Vote, bargain and bribe your animals up to the Star Exhibit.",
        3,
        7,
        "peacock",
    ),
    GameInfo(
        "zop_zoo",
        "ZOP ZOO",
        "Draw and match animal categories; beware the black deck.",
        2,
        6,
        "monkey",
    ),
    GameInfo(
        "zoo_fighters",
        "Zoo Fighters II",
        "Spend Chi on Special Moves, go EX, and fight to the final stretch.",
        2,
        4,
        "tiger",
    ),
)


def game_ids() -> list[str]:
    """Return every registered game id, in display order."""
    return [g.id for g in GAMES]


def game_info(game_id: str) -> GameInfo:
    """Return the :class:`GameInfo` for ``game_id``.

    Raises:
        UnknownGame: no such game.
    """
    for g in GAMES:
        if g.id == game_id:
            return g
    raise UnknownGame(f"unknown game {game_id!r}; choose one of {', '.join(game_ids())}")


def get_spec(game_id: str) -> GameSpec:
    """Import and return the :class:`GameSpec` of a built game (from its catalog entry).

    Raises:
        UnknownGame: no such game.
        GameNotBuilt: the game is registered but not playable yet.
    """
    from zooarcade.games.catalog import game_entry

    info = game_info(game_id)
    factory = game_entry(info.id).spec
    if factory is None:
        raise GameNotBuilt(f"{info.title} is coming soon and cannot be played yet")
    return factory()
