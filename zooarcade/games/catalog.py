"""The catalog: one explicit entry per game saying where its parts are.

Every part a screen needs from a game — its rules spec, its table, its rules pages,
its board painters — is reached through a :class:`GameEntry` here, never by building a
module name from the game id.  Each part is a small function that *imports* what it
returns, so:

* PyInstaller (and any reader) sees every game module as a plain ``import`` statement
  and bundles it — a module loaded by ``importlib`` from a computed name is invisible
  to the bundler and went missing from the executable (case 001);
* importing this module stays cheap and pure Python: nothing of a game (and no
  pygame) is imported until a part is asked for, so :mod:`zooarcade.core.registry`
  may use it for :func:`~zooarcade.core.registry.get_spec`.

Titles, taglines and seat ranges stay in :data:`zooarcade.core.registry.GAMES` for now;
a game is *built* when its entry has a :attr:`GameEntry.spec`.  Adding a game: write
its functions below and add its entry to :data:`CATALOG` (same order as ``GAMES``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from zooarcade.core.registry import UnknownGame

if TYPE_CHECKING:
    from zooarcade.app import App
    from zooarcade.core.protocol import GameSpec
    from zooarcade.session import GameSession
    from zooarcade.ui.scene import Scene

#: ``spec()`` → the game's :class:`~zooarcade.core.protocol.GameSpec` (pure Python).
SpecFactory = Callable[[], "GameSpec"]
#: ``table(app, session)`` → the table scene of a session of this game (pygame).
TableFactory = Callable[["App", "GameSession"], "Scene"]
#: ``rules_pages()`` → an object with ``TITLE`` and ``PAGES`` (and optionally ``DESIGN_LABEL``), the
#: shape described in :mod:`zooarcade.games.apocalypse.rules_text` (pure data).
RulesPagesFactory = Callable[[], Any]
#: ``board_painter(app)`` → ``paint(surface, rect, state, before, action, reveal) -> Rect`` (replay viewer).
#: ``diagram_painter(app)`` → ``paint(surface, rect, name) -> Rect`` (rules reader diagrams).
PainterFactory = Callable[["App"], Callable[..., Any]]


@dataclass(frozen=True)
class GameEntry:
    """Where the parts of one game are; ``None`` for a part the game does not have (yet).

    Attributes:
        id: registry id (the same as :attr:`zooarcade.core.registry.GameInfo.id`).
        spec: returns the game's rules spec; ``None`` while the game is not playable.
        table: builds the table scene for a session (needed by every built game).
        rules_pages: returns the rules text shown by the rules reader ("coming soon" without it).
        board_painter: makes the replay viewer's board painter (log and scores only without it).
        diagram_painter: makes the rules reader's diagram painter (pages without pictures without it).
    """

    id: str
    spec: SpecFactory | None = None
    table: TableFactory | None = None
    rules_pages: RulesPagesFactory | None = None
    board_painter: PainterFactory | None = None
    diagram_painter: PainterFactory | None = None

    @property
    def built(self) -> bool:
        """True when the game can be played (it has a spec)."""
        return self.spec is not None


# ---------------------------------------------------------------------- Apocalypse at the Zoo of Carson City
def _apocalypse_spec() -> GameSpec:
    from zooarcade.games.apocalypse import spec

    return spec()


def _apocalypse_table(app: App, session: GameSession) -> Scene:
    from zooarcade.games.apocalypse.scene import create_table

    return create_table(app, session)


def _apocalypse_rules_pages() -> Any:
    from zooarcade.games.apocalypse import rules_text

    return rules_text


def _apocalypse_board_painter(app: App) -> Callable[..., Any]:
    from zooarcade.games.apocalypse.board_draw import board_painter

    return board_painter(app)


def _apocalypse_diagram_painter(app: App) -> Callable[..., Any]:
    from zooarcade.games.apocalypse.board_draw import diagram_painter

    return diagram_painter(app)


#: every game of the arcade, in the order of :data:`zooarcade.core.registry.GAMES`.
CATALOG: tuple[GameEntry, ...] = (
    GameEntry(
        "apocalypse",
        spec=_apocalypse_spec,
        table=_apocalypse_table,
        rules_pages=_apocalypse_rules_pages,
        board_painter=_apocalypse_board_painter,
        diagram_painter=_apocalypse_diagram_painter,
    ),
    # Zoo Vadis has only its board template so far (zooarcade.games.zoo_vadis.board_data, shown by
    # the gallery's board preview); its rules, table and rules pages come with the game.
    GameEntry("zoo_vadis"),
    GameEntry("zop_zoo"),
    GameEntry("zoo_fighters"),
)


def game_entry(game_id: str) -> GameEntry:
    """Return the catalog entry of ``game_id``.

    Raises:
        zooarcade.core.registry.UnknownGame: no such game (a :class:`KeyError`).
    """
    for entry in CATALOG:
        if entry.id == game_id:
            return entry
    raise UnknownGame(f"unknown game {game_id!r}; choose one of {', '.join(e.id for e in CATALOG)}")
