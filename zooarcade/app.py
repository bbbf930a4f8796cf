"""The application: command line, window, scene stack and main loop.

``python main.py``, ``python -m zooarcade`` and the ``zooarcade`` console
script all call :func:`main`.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

from zooarcade import __version__
from zooarcade.core.registry import GameNotBuilt, UnknownGame, game_ids, game_info
from zooarcade.session import GameSession, MatchSetup, SeatConfig, parse_seats
from zooarcade.storage.paths import user_dirs

log = logging.getLogger("zooarcade")

#: command-line subcommands dispatched before option parsing.
SUBCOMMANDS = ("simulate", "gallery")
#: largest deal number (``--seed``) accepted: the largest signed 64-bit integer.
MAX_SEED = 2**63 - 1


class UsageError(Exception):
    """A bad command line: printed as one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    """ArgumentParser whose errors are one line and exit code 2."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


@dataclass
class LaunchOptions:
    """Parsed command line of the game itself (not of a subcommand)."""

    game: str | None = None
    seats: list[SeatConfig] = field(default_factory=list)
    seed: int | None = None
    frames: int | None = None
    size: tuple[int, int] | None = None
    fullscreen: bool = False
    load: Path | None = None
    replay: Path | None = None


def build_parser() -> argparse.ArgumentParser:
    """Return the parser of the game's command line (``--help`` lists every option)."""
    p = _Parser(
        prog="zooarcade",
        description="Zoo Arcade: four zoo-themed tabletop games against AI or friends on one screen.",
        epilog=(
            "subcommands: 'simulate' plays AI-only games headless (python -m zooarcade simulate --help); "
            "'gallery OUTDIR' writes a PNG of every scene. Game ids: " + ", ".join(game_ids())
        ),
    )
    p.add_argument("--game", metavar="ID", help="open straight onto this game's table (" + ", ".join(game_ids()) + ")")
    p.add_argument(
        "--seats",
        metavar="LIST",
        help="comma-separated seats for --game: human, ai:easy, ai:normal, ai:hard (default: human,ai:normal)",
    )
    p.add_argument("--seed", type=int, metavar="N", help="deal number, 0 or more: the same seed gives the same deal")
    p.add_argument("--frames", type=int, metavar="N", help="run N frames, then exit (smoke tests, benchmarks)")
    p.add_argument("--size", metavar="WxH", help="window size in pixels, e.g. 1280x720")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    p.add_argument("--load", metavar="FILE", type=Path, help="open a saved game file")
    p.add_argument("--replay", metavar="FILE", type=Path, help="open a replay file")
    p.add_argument("--selftest", action="store_true", help="headless self-check of every game, scene and asset")
    p.add_argument("--version", action="version", version=f"Zoo Arcade {__version__}")
    return p


def parse_launch(argv: Sequence[str]) -> LaunchOptions:
    """Parse the game's options.

    Raises:
        UsageError: unknown option, unknown game, bad seat list, seat count the game does not allow.
    """
    ns = build_parser().parse_args(list(argv))
    opts = LaunchOptions(seed=ns.seed, frames=ns.frames, fullscreen=ns.fullscreen, load=ns.load, replay=ns.replay)
    if ns.frames is not None and ns.frames < 0:
        raise UsageError("--frames must be 0 or more")
    if ns.seed is not None and ns.seed < 0:
        raise UsageError("--seed must be 0 or more")
    if ns.seed is not None and ns.seed > MAX_SEED:
        raise UsageError(f"--seed must be at most {MAX_SEED}")
    if ns.size:
        try:
            w, h = (int(x) for x in ns.size.lower().split("x"))
        except ValueError:
            raise UsageError(f"bad --size {ns.size!r}: use WIDTHxHEIGHT, e.g. 1280x720") from None
        if w <= 0 or h <= 0:
            raise UsageError(f"bad --size {ns.size!r}")
        opts.size = (w, h)
    if ns.seats and not ns.game:
        raise UsageError("--seats needs --game")
    if ns.game:
        try:
            info = game_info(ns.game)
        except UnknownGame:
            raise UsageError(f"unknown game {ns.game!r}; choose one of {', '.join(game_ids())}") from None
        if not info.built:
            raise UsageError(f"{info.title} is not playable yet")
        try:
            seats = parse_seats(ns.seats or "human,ai:normal")
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        if not info.min_players <= len(seats) <= info.max_players:
            raise UsageError(f"{info.title} takes {info.min_players}-{info.max_players} seats, got {len(seats)}")
        opts.game = info.id
        opts.seats = seats
    return opts


class App:
    """The running arcade: window, assets, audio, settings, scene stack and clock.

    Create one per process after parsing options, then call :meth:`run`.
    """

    def __init__(self, opts: LaunchOptions | None = None) -> None:
        import pygame

        from zooarcade.storage.settings import load_settings
        from zooarcade.ui.assets import Assets
        from zooarcade.ui.audio import Audio
        from zooarcade.ui.display import Display, desktop_size, fit_to_desktop
        from zooarcade.ui.scene import SceneManager

        self.opts = opts or LaunchOptions()
        self.dirs = user_dirs()
        self.settings_path = self.dirs["config"] / "settings.json"
        self.settings, notice = load_settings(self.settings_path)
        self.notices: list[str] = [notice] if notice else []
        pygame.init()
        size = self.opts.size or self.settings.window_size
        if self.opts.size is None:  # a size saved on a bigger screen must not open off-screen
            size = fit_to_desktop(size, desktop_size())
        self.display = Display(size, fullscreen=self.opts.fullscreen or self.settings.fullscreen)
        if self.display.raised_from is not None:
            self.notices.append(window_raised_notice(self.display.raised_from, self.display.windowed_size))
        self.assets = Assets()
        self.audio = Audio(self.settings.music_volume, self.settings.effects_volume, self.settings.muted)
        self.audio.start()
        if self.audio.notice:
            self.notices.append(self.audio.notice)
        self.scenes = SceneManager()
        self._saves = None
        self._save_error: str | None = None
        self.clock = pygame.time.Clock()
        self.frame = 0
        self.running = True
        self.time = 0.0

    # ------------------------------------------------------------------ services for scenes
    def font(self, role: str, size: int):  # noqa: ANN201 - pygame type
        """Return the ``role`` ('display' or 'text') font at ``size`` logical pixels."""
        return self.assets.font(role, size)

    def sfx(self, name: str) -> None:
        """Play a sound effect by name (silent without audio)."""
        self.audio.play(name)

    @property
    def animation_scale(self) -> float:
        """Duration multiplier of the animation-speed setting (0 = instant)."""
        from zooarcade.ui.tween import SPEEDS

        return SPEEDS.get(self.settings.animation_speed, 1.0)

    def save_settings(self) -> None:
        """Persist the current settings and apply volumes."""
        from zooarcade.storage.settings import save_settings

        save_settings(self.settings_path, self.settings)
        self.audio.set_volumes(self.settings.music_volume, self.settings.effects_volume, self.settings.muted)

    def toggle_fullscreen(self) -> None:
        """F11 on any screen: switch fullscreen and keep the setting (saved, so the next start matches)."""
        self.display.toggle_fullscreen()
        self.settings.fullscreen = self.display.fullscreen
        self.save_settings()

    def make_table(self, session: GameSession):  # noqa: ANN201 - returns a Scene
        """Return the table scene of the session's game (``zooarcade.games.<id>.scene.create_table``)."""
        module = importlib.import_module(f"zooarcade.games.{session.setup.game_id}.scene")
        return module.create_table(self, session)

    # ------------------------------------------------------------------ services for the tables
    def open_pause(self, session: GameSession) -> None:
        """Push the pause menu over a table."""
        from zooarcade.scenes.pause import PauseScene

        self.scenes.push(PauseScene(self, session))

    def open_rules(self, game_id: str, over_table: bool = False) -> None:
        """Push the rules reader of ``game_id``; over a table the table's music keeps playing."""
        from zooarcade.scenes.rules import RulesScene

        scene = RulesScene(self, game_id)
        if over_table:
            scene.music = None
        self.scenes.push(scene)

    def show_results(self, session: GameSession) -> None:
        """Replace the table with the results screen."""
        from zooarcade.scenes.results import ResultsScene

        self.scenes.replace(ResultsScene(self, session))

    def autosave(self, session: GameSession) -> str | None:
        """Autosave ``session``; return a notice the first time saving fails (then ``None`` until it works again)."""
        from zooarcade.storage.saves import SaveStore

        if self._saves is None:
            self._saves = SaveStore.default()
        self._saves.autosave(session)
        error = self._saves.last_error
        notice = None
        if error is not None and error != self._save_error:
            notice = "Autosave failed: the game is not being saved."
        self._save_error = error
        return notice

    def record_stats(self, session: GameSession) -> None:
        """Count a finished match in the statistics (the store refuses to count one twice)."""
        from zooarcade.storage.stats import StatsStore

        StatsStore.default().record(session)

    def confirm(self, title: str, message: str, on_yes, *, yes_label: str = "Yes",  # noqa: ANN001
                no_label: str = "Cancel", on_no=None, focus_yes: bool = False) -> None:  # noqa: ANN001
        """Push a yes/no question (focus on Yes when ``focus_yes``, e.g. "Play this move?")."""
        from zooarcade.scenes.dialog import ConfirmDialog, MoveConfirmDialog

        cls = MoveConfirmDialog if focus_yes else ConfirmDialog
        self.scenes.push(cls(self, title, message, on_yes, yes_label=yes_label, no_label=no_label, on_no=on_no))

    def ai_runner(self):  # noqa: ANN201 - a Thinker, or None for time slicing in the frame loop
        """The AI thinking service tables use (``None``: each table thinks in time slices)."""
        return None

    def start_match(self, setup: MatchSetup, replace: bool = True) -> None:
        """Validate ``setup`` and show its table (replacing the top scene by default).

        Raises:
            ValueError / UnknownGame / GameNotBuilt: the setup is not playable.
        """
        table = self.make_table(GameSession(setup))
        if replace:
            self.scenes.replace(table)
        else:
            self.scenes.push(table)

    def quit(self) -> None:
        """Stop the main loop at the end of this frame."""
        self.running = False

    # ------------------------------------------------------------------ loop
    def first_scene(self):  # noqa: ANN201 - returns a Scene
        """Return the scene to open with, from the launch options.

        ``--replay FILE`` opens the replay viewer, or, for a file that cannot be
        shown, a message screen saying why; ``--load FILE`` opens the saved
        game's table, or, for a damaged file, the title screen with a notice
        (the file is left where it is).  Both reasons are also logged as a
        warning (one line on stderr).  A bad file never raises here.
        """
        from zooarcade.scenes.title import TitleScene

        if self.opts.replay is not None:
            from zooarcade.scenes.replay import ReplayErrorScene, open_replay_file

            scene = open_replay_file(self, self.opts.replay)
            if isinstance(scene, ReplayErrorScene):
                log.warning("could not open the replay %s: %s", self.opts.replay, scene.reason)
            return scene
        if self.opts.load is not None:
            from zooarcade.storage.saves import SaveError, SaveStore

            try:
                return self.make_table(SaveStore.default().load(self.opts.load))
            except SaveError as exc:
                reason = exc.reason
            except Exception as exc:  # noqa: BLE001 - a saved game must never crash the arcade
                log.exception("could not open the table of %s", self.opts.load)
                reason = f"the game could not be opened ({exc})"
            log.warning("could not open the saved game %s: %s", self.opts.load, reason)
            self.notices.append(f"Could not open {self.opts.load.name}: {reason}")
            return TitleScene(self)
        if self.opts.game:
            seed = self.opts.seed if self.opts.seed is not None else _fresh_seed()
            return self.make_table(GameSession(MatchSetup(self.opts.game, self.opts.seats, seed)))
        return TitleScene(self)

    def _map_event(self, event):  # noqa: ANN001, ANN202
        import pygame

        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            data = dict(event.dict)
            data["pos"] = self.display.to_logical(event.pos)
            return pygame.event.Event(event.type, data)
        return event

    def step(self, dt: float) -> None:
        """Run one frame: events, queued scene changes, update, draw, present.  ``dt`` in seconds."""
        import pygame

        for raw in pygame.event.get():
            if raw.type == pygame.QUIT:
                self.running = False
                return
            if raw.type == pygame.VIDEORESIZE:
                self.display.resized(raw.size)
                continue
            if raw.type == pygame.KEYDOWN and raw.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            top = self.scenes.top
            if top is not None:
                top.handle_event(self._map_event(raw))
            self.scenes.apply_pending()
        self.scenes.apply_pending()
        top = self.scenes.top
        if top is None:
            self.running = False
            return
        if top.music:
            self.audio.play_music(top.music)
        top.update(dt)
        self.scenes.apply_pending()
        canvas = self.display.canvas
        for scene in self.scenes.visible():
            scene.draw(canvas)
        self.display.present()
        self.frame += 1
        self.time += dt

    def run(self, frames: int | None = None) -> int:
        """Show the first scene and loop until quit (or ``frames`` frames); return the exit code."""
        import pygame

        self.scenes.push(self.first_scene())
        self.scenes.apply_pending()
        limit = frames if frames is not None else self.opts.frames
        try:
            while self.running and (limit is None or self.frame < limit):
                dt = min(self.clock.tick(60) / 1000.0, 0.1)
                self.step(dt)
        finally:
            while self.scenes.stack:
                self.scenes.stack.pop().exit()
            pygame.quit()
        return 0


def window_raised_notice(asked: tuple[int, int], shown: tuple[int, int]) -> str:
    """The notice shown when the window size asked for was below the minimum and was raised.

    ``"Window size raised to the 480×270 minimum (100×100 was asked for)."`` when both sides
    were raised, else names the new size.
    """
    from zooarcade.ui.display import MIN_WINDOW

    asked_text = f"{asked[0]}\u00d7{asked[1]}"
    if tuple(shown) == MIN_WINDOW:
        return f"Window size raised to the {MIN_WINDOW[0]}\u00d7{MIN_WINDOW[1]} minimum ({asked_text} was asked for)."
    return (f"Window size raised to {shown[0]}\u00d7{shown[1]}: the minimum is {MIN_WINDOW[0]}\u00d7{MIN_WINDOW[1]}"
            f" ({asked_text} was asked for).")


def _fresh_seed() -> int:
    """Return a new random deal number (1..999999) from the OS."""
    return int.from_bytes(os.urandom(4), "big") % 999_999 + 1


def _say(message: str) -> None:
    """Print one line to stderr when there is one (windowed builds have none)."""
    if sys.stderr is not None:
        print(message, file=sys.stderr)


def _setup_logging() -> None:
    """Log warnings to stderr, or to ``<log dir>/zooarcade.log`` when there is no stderr (windowed builds)."""
    fmt = "%(asctime)s %(levelname)s %(name)s: %(message)s"
    if sys.stderr is not None:
        logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
        return
    try:
        log_dir = user_dirs()["log"]
        log_dir.mkdir(parents=True, exist_ok=True)
        logging.basicConfig(level=logging.WARNING, format=fmt, filename=str(log_dir / "zooarcade.log"))
    except OSError:
        logging.basicConfig(level=logging.WARNING, handlers=[logging.NullHandler()])


def report_crash(exc: BaseException) -> Path | None:
    """Write a crash log to the user log directory, tell the player, and return the log's path.

    Shows a message box when a window system is there; never raises.
    """
    import datetime
    import traceback

    text = "".join(traceback.format_exception(exc))
    path: Path | None = None
    try:
        log_dir = user_dirs()["log"]
        log_dir.mkdir(parents=True, exist_ok=True)
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        path = log_dir / f"crash-{stamp}.log"
        path.write_text(f"Zoo Arcade {__version__}\n{text}", encoding="utf-8")
    except OSError:
        path = None
    message = f"Zoo Arcade hit an unexpected error: {exc}"
    if path is not None:
        message += f"\nA crash report was written to {path}"
    _say(message)
    try:
        import pygame

        if os.environ.get("SDL_VIDEODRIVER") != "dummy":
            pygame.display.message_box("Zoo Arcade", message, message_type="error")
    except Exception:  # noqa: BLE001 - the report must never raise
        pass
    return path


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the process exit code (2 for a bad command line, 1 after a crash)."""
    args = list(sys.argv[1:] if argv is None else argv)
    _setup_logging()
    if args and args[0] in SUBCOMMANDS:
        module = importlib.import_module(f"zooarcade.{args[0]}")
        return int(module.main(args[1:]))
    if "--selftest" in args:
        from zooarcade import selftest

        return selftest.main([a for a in args if a != "--selftest"])
    try:
        opts = parse_launch(args)
    except UsageError as exc:
        _say(f"zooarcade: error: {exc}")
        return 2
    try:
        app = App(opts)
        return app.run()
    except (UnknownGame, GameNotBuilt) as exc:
        _say(f"zooarcade: error: {exc}")
        return 2
    except Exception as exc:  # noqa: BLE001 - last resort: log, tell the player, exit non-zero
        report_crash(exc)
        return 1
