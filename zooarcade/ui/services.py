"""What a scene may ask of the running arcade: a small services interface instead of ``zooarcade.app``.

Scenes and tables are handed an object that provides these members (the :class:`~zooarcade.app.App`
does), and type their argument with :class:`Services`, so no scene imports the application module
and there is no import circle through it: ``app`` imports the scenes, never the other way round.
Tables reach the arcade's other screens (pause menu, rules reader, results) and its stores (autosave,
statistics) only through the ``open_*`` / ``show_results`` / ``autosave`` / ``record_stats`` members
below, which the application wires to the real screens.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from zooarcade.session import GameSession, MatchSetup
    from zooarcade.storage.settings import Settings
    from zooarcade.ui.assets import Assets
    from zooarcade.ui.audio import Audio
    from zooarcade.ui.display import Display
    from zooarcade.ui.gfx import ScaledFont
    from zooarcade.ui.scene import Scene, SceneManager


class Services(Protocol):
    """The arcade as scenes see it (implemented by :class:`zooarcade.app.App`).

    Attributes:
        assets: fonts, pictures and sounds on disk.
        audio: the mixer (silent when there is no audio device).
        display: the window, its logical canvas and coordinate mapping.
        scenes: the scene stack (push / pop / replace / reset).
        settings: the player's settings (change them, then :meth:`save_settings`).
        settings_path: the settings file.
        notices: one-line messages the title screen shows once (damaged files, saving off).
    """

    assets: Assets
    audio: Audio
    display: Display
    scenes: SceneManager
    settings: Settings
    settings_path: Path
    notices: list[str]

    def font(self, role: str, size: int) -> ScaledFont:
        """The ``role`` font ("display", "text", "bold") at ``size`` logical pixels."""

    def sfx(self, name: str) -> None:
        """Play a sound effect by name (silent without audio)."""

    @property
    def animation_scale(self) -> float:
        """Duration multiplier of the animation-speed setting (0 = instant)."""

    def save_settings(self) -> Any:
        """Persist :attr:`settings` and apply volumes (a damaged file is kept aside first; failures are told)."""

    def tell(self, text: str, key: str | None = None) -> bool:
        """Tell the player ``text`` once over whatever scene is shown (the same ``key`` is not told twice)."""

    def forget(self, key: str) -> None:
        """The trouble told under ``key`` is over: should it come back, it is told again."""

    def decor_dt(self, dt: float) -> float:
        """``dt`` for decorative motion: 0 while the idle screen has settled."""

    def toggle_fullscreen(self) -> None:
        """Switch fullscreen and keep the setting."""

    def quit(self) -> None:
        """Stop the main loop at the end of this frame."""

    def show_busy(self, text: str) -> None:
        """Paint the screen now with a "Setting up…" card saying ``text`` (before slow work in an event handler)."""

    def start_match(self, setup: MatchSetup, replace: bool = True) -> None:
        """Start a new match from a setup and show its table."""

    def make_table(self, session: GameSession) -> Scene:
        """Return the table scene of a session's game."""

    def confirm(self, title: str, message: str, on_yes: Any, *, yes_label: str = "Yes", no_label: str = "Cancel",
                on_no: Any = None, focus_yes: bool = False) -> None:
        """Push a modal yes/no question over the current screen."""

    # ------------------------------------------------------------------ services of the tables
    def open_pause(self, session: GameSession) -> None:
        """Push the pause menu over a table."""

    def open_rules(self, game_id: str, over_table: bool = False) -> None:
        """Push the rules reader of a game (``over_table``: keep the table's music)."""

    def show_results(self, session: GameSession) -> None:
        """Replace the table with the results screen of a finished match."""

    def autosave(self, session: GameSession) -> str | None:
        """Autosave a match; return a one-line notice the first time saving fails (else ``None``)."""

    def flush_saves(self) -> None:
        """Wait until every autosave so far is on disk (a failure is told); tables call it as they leave."""

    def record_stats(self, session: GameSession) -> None:
        """Count a finished match in the statistics, once."""

    def ai_runner(self) -> Any:
        """The arcade's AI thinking service (see :mod:`zooarcade.ui.table.thinking`)."""
