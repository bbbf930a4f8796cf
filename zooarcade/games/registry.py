"""The games of the arcade: one explicit entry per game, and what the arcade shows about each.

Every part a screen needs from a game — its rules spec, its table, its rules pages, its board
painters — is reached through a :class:`GameEntry` here, never by building a module name from the
game id.  Each part is a small function that *imports* what it returns, so:

* PyInstaller (and any reader) sees every game module as a plain ``import`` statement and bundles
  it — a module loaded by ``importlib`` from a computed name is invisible to the bundler and went
  missing from the executable (case 001);
* importing this module stays cheap and pure Python: nothing of a game (and no pygame) is imported
  until a part is asked for, so the rules, the simulator and the stores can use it headless.

A game's title, tagline and seat range come from its :class:`~zooarcade.core.protocol.GameSpec`
(:class:`GameInfo` reads them there); a game that is not built yet shows the placeholder its entry
holds.  Adding a game: write its functions below and add its entry to :data:`CATALOG`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from zooarcade.core.protocol import GameSpec
    from zooarcade.session import GameSession
    from zooarcade.ui.scene import Scene
    from zooarcade.ui.services import Services


class UnknownGame(KeyError):
    """Raised for a game id that is not in the catalog."""


class GameNotBuilt(LookupError):
    """Raised when a game of the catalog has no playable rules yet."""

#: ``spec()`` → the game's :class:`~zooarcade.core.protocol.GameSpec` (pure Python).
SpecFactory = Callable[[], "GameSpec"]
#: ``table(app, session)`` → the table scene of a session of this game (pygame).
TableFactory = Callable[["Services", "GameSession"], "Scene"]
#: ``rules_pages()`` → an object with ``TITLE`` and ``PAGES`` (and optionally ``DESIGN_LABEL``), the
#: shape described in :mod:`zooarcade.games.apocalypse.rules_text` (pure data).
RulesPagesFactory = Callable[[], Any]
#: ``board_painter(app)`` → ``paint(surface, rect, state, before, action, reveal) -> Rect`` (replay viewer); a
#: painter that also takes ``names=`` is handed the seats' names (seat order) to label the board with.
#: ``diagram_painter(app)`` → ``paint(surface, rect, name) -> Rect`` (rules reader diagrams).
PainterFactory = Callable[["Services"], Callable[..., Any]]


@dataclass(frozen=True)
class Placeholder:
    """What the game-select card shows of a game that is not built yet (its spec says it once built)."""

    title: str
    tagline: str
    min_players: int
    max_players: int


@dataclass(frozen=True)
class GameEntry:
    """One game: its id, cover art, and where its parts are (``None`` for a part it does not have yet).

    Attributes:
        id: the game id (command line ``--game``).
        cover: the animal art name used on the game-select card.
        spec: returns the game's rules spec; ``None`` while the game is not playable.
        table: builds the table scene for a session (needed by every built game).
        rules_pages: returns the rules text shown by the rules reader ("coming soon" without it).
        board_painter: makes the replay viewer's board painter (log and scores only without it).
        diagram_painter: makes the rules reader's diagram painter (pages without pictures without it).
        coming_soon: the card's title, tagline and seat range while there is no spec.
    """

    id: str
    cover: str
    spec: SpecFactory | None = None
    table: TableFactory | None = None
    rules_pages: RulesPagesFactory | None = None
    board_painter: PainterFactory | None = None
    diagram_painter: PainterFactory | None = None
    coming_soon: Placeholder | None = None

    @property
    def built(self) -> bool:
        """True when the game can be played in the arcade: it has its rules (a spec) and a table."""
        return self.spec is not None and self.table is not None

    @property
    def has_rules(self) -> bool:
        """True when the game's rules exist (a spec: ``simulate`` and the tests can play it headless)."""
        return self.spec is not None


@dataclass(frozen=True)
class GameInfo:
    """What the arcade shows about a game: read from its spec when built, else its placeholder.

    Attributes:
        entry: the game's catalog entry.
    """

    entry: GameEntry

    @property
    def id(self) -> str:
        """The game id."""
        return self.entry.id

    @property
    def cover(self) -> str:
        """The animal art name of the game-select card."""
        return self.entry.cover

    @property
    def built(self) -> bool:
        """True when the game can be played in the arcade (rules and table)."""
        return self.entry.built

    @property
    def has_rules(self) -> bool:
        """True when the game's rules exist (headless play, ``simulate``)."""
        return self.entry.has_rules

    def _facts(self) -> tuple[str, str, int, int]:
        if self.entry.spec is not None:
            spec = self.entry.spec()
            return spec.title, spec.tagline, spec.min_players, spec.max_players
        p = self.entry.coming_soon or Placeholder(self.entry.id, "", 2, 2)
        return p.title, p.tagline, p.min_players, p.max_players

    @property
    def title(self) -> str:
        """The display name (the spec's title)."""
        return self._facts()[0]

    @property
    def tagline(self) -> str:
        """One line for the game-select card (the spec's tagline)."""
        return self._facts()[1]

    @property
    def min_players(self) -> int:
        """Fewest seats (the spec's)."""
        return self._facts()[2]

    @property
    def max_players(self) -> int:
        """Most seats (the spec's)."""
        return self._facts()[3]


# ---------------------------------------------------------------------- Apocalypse at the Zoo of Carson City
def _apocalypse_spec() -> GameSpec:
    from zooarcade.games.apocalypse import spec

    return spec()


def _apocalypse_table(app: Services, session: GameSession) -> Scene:
    from zooarcade.games.apocalypse.scene import create_table

    return create_table(app, session)


def _apocalypse_rules_pages() -> Any:
    from zooarcade.games.apocalypse import rules_text

    return rules_text


def _apocalypse_board_painter(app: Services) -> Callable[..., Any]:
    from zooarcade.games.apocalypse.board_draw import board_painter

    return board_painter(app)


def _apocalypse_diagram_painter(app: Services) -> Callable[..., Any]:
    from zooarcade.games.apocalypse.board_draw import diagram_painter

    return diagram_painter(app)


# ---------------------------------------------------------------------- ZOP ZOO
def _zop_zoo_spec() -> GameSpec:
    from zooarcade.games.zop_zoo import spec

    return spec()


def _zop_zoo_table(app: Services, session: GameSession) -> Scene:
    from zooarcade.games.zop_zoo.scene import create_table

    return create_table(app, session)


def _zop_zoo_rules_pages() -> Any:
    from zooarcade.games.zop_zoo import rules_text

    return rules_text


def _zop_zoo_board_painter(app: Services) -> Callable[..., Any]:
    from zooarcade.games.zop_zoo.board_draw import board_painter

    return board_painter(app)


def _zop_zoo_diagram_painter(app: Services) -> Callable[..., Any]:
    from zooarcade.games.zop_zoo.board_draw import diagram_painter

    return diagram_painter(app)


# ---------------------------------------------------------------------- Zoo Vadis
def _zoo_vadis_spec() -> GameSpec:
    from zooarcade.games.zoo_vadis import spec

    return spec()


def _zoo_vadis_table(app: Services, session: GameSession) -> Scene:
    from zooarcade.games.zoo_vadis.scene import create_table

    return create_table(app, session)


def _zoo_vadis_rules_pages() -> Any:
    from zooarcade.games.zoo_vadis import rules_text

    return rules_text


def _zoo_vadis_board_painter(app: Services) -> Callable[..., Any]:
    from zooarcade.games.zoo_vadis.board_draw import board_painter

    return board_painter(app)


def _zoo_vadis_diagram_painter(app: Services) -> Callable[..., Any]:
    from zooarcade.games.zoo_vadis.board_draw import diagram_painter

    return diagram_painter(app)


# ---------------------------------------------------------------------- Zoo Fighters II
def _zoo_fighters_spec() -> GameSpec:
    from zooarcade.games.zoo_fighters import spec

    return spec()


def _zoo_fighters_table(app: Services, session: GameSession) -> Scene:
    from zooarcade.games.zoo_fighters.scene import create_table

    return create_table(app, session)


def _zoo_fighters_rules_pages() -> Any:
    from zooarcade.games.zoo_fighters import rules_text

    return rules_text


def _zoo_fighters_board_painter(app: Services) -> Callable[..., Any]:
    from zooarcade.games.zoo_fighters.board_draw import board_painter

    return board_painter(app)


def _zoo_fighters_diagram_painter(app: Services) -> Callable[..., Any]:
    from zooarcade.games.zoo_fighters.board_draw import diagram_painter

    return diagram_painter(app)


#: every game of the arcade, in display order.
CATALOG: tuple[GameEntry, ...] = (
    GameEntry(
        "apocalypse",
        "gorilla",
        spec=_apocalypse_spec,
        table=_apocalypse_table,
        rules_pages=_apocalypse_rules_pages,
        board_painter=_apocalypse_board_painter,
        diagram_painter=_apocalypse_diagram_painter,
    ),
    GameEntry(
        "zoo_vadis",
        "peacock",
        spec=_zoo_vadis_spec,
        table=_zoo_vadis_table,
        rules_pages=_zoo_vadis_rules_pages,
        board_painter=_zoo_vadis_board_painter,
        diagram_painter=_zoo_vadis_diagram_painter,
    ),
    GameEntry("zop_zoo", "monkey", spec=_zop_zoo_spec, table=_zop_zoo_table, rules_pages=_zop_zoo_rules_pages,
              board_painter=_zop_zoo_board_painter, diagram_painter=_zop_zoo_diagram_painter),
    GameEntry("zoo_fighters", "tiger", spec=_zoo_fighters_spec, table=_zoo_fighters_table,
              rules_pages=_zoo_fighters_rules_pages, board_painter=_zoo_fighters_board_painter,
              diagram_painter=_zoo_fighters_diagram_painter),
)


#: what the arcade shows about every game, in display order.
GAMES: tuple[GameInfo, ...] = tuple(GameInfo(e) for e in CATALOG)


def game_entry(game_id: str) -> GameEntry:
    """Return the catalog entry of ``game_id``.

    Raises:
        UnknownGame: no such game (a :class:`KeyError`).
    """
    for entry in CATALOG:
        if entry.id == game_id:
            return entry
    raise UnknownGame(f"unknown game {game_id!r}; choose one of {', '.join(game_ids())}")


def game_ids() -> list[str]:
    """Return every game id, in display order."""
    return [e.id for e in CATALOG]


def game_info(game_id: str) -> GameInfo:
    """Return the :class:`GameInfo` of ``game_id``.

    Raises:
        UnknownGame: no such game.
    """
    return GameInfo(game_entry(game_id))


def get_spec(game_id: str) -> GameSpec:
    """Import and return the :class:`~zooarcade.core.protocol.GameSpec` of a built game.

    Raises:
        UnknownGame: no such game.
        GameNotBuilt: the game is in the catalog but not playable yet.
    """
    entry = game_entry(game_id)
    if entry.spec is None:
        raise GameNotBuilt(f"{game_info(game_id).title} is coming soon and cannot be played yet")
    return entry.spec()
