"""Open a game's guided first game ("Learn to play") from the game select or the rules reader."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zooarcade.guide import GuideError, load_script
from zooarcade.ui.table.guide import GuideMode

if TYPE_CHECKING:
    from zooarcade.ui.services import Services
    from zooarcade.ui.table.base import TableScene


def start_guide(app: Services, game_id: str) -> TableScene | None:
    """Push ``game_id``'s lesson table over the current screen; return it (None: no lesson, told in words).

    Leaving the lesson pops back to the screen below; its end offers the game's seat setup in its place.  The
    "Setting up the lesson…" card (:meth:`~zooarcade.ui.services.Services.show_busy`) answers the click at once,
    before the script is read and the table built.
    """
    app.show_busy("Setting up the lesson\u2026")
    try:
        script = load_script(game_id)
        table = app.make_table(script.session())
    except (GuideError, ValueError) as exc:
        app.sfx("invalid")
        app.tell(f"The guided game could not start: {exc}")
        return None

    def offer() -> None:
        from zooarcade.games.registry import game_info
        from zooarcade.scenes.setup import SeatSetupScene

        app.scenes.replace(SeatSetupScene(app, game_info(game_id)))

    table.guide = GuideMode(table, script, offer)
    app.scenes.push(table)
    return table
