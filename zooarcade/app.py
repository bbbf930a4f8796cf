"""The application: command line, window, scene stack and main loop.

``python main.py``, ``python -m zooarcade`` and the ``zooarcade`` console
script all call :func:`main`.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from zooarcade import __version__
from zooarcade.games.registry import GameNotBuilt, UnknownGame, game_ids, game_info
from zooarcade.session import MAX_SEED, GameSession, MatchSetup, SeatConfig, parse_seats
from zooarcade.storage.paths import user_dirs

log = logging.getLogger("zooarcade")

#: frames per second while something moves.
FPS = 60
#: longest frame step (seconds) while animating: a stall (window dragged) does not make things jump.
MAX_DT = 0.1
#: seconds of picture rendering per frame while a scene is prepared before it shows (see ``App.prepared``):
#: about half a 60 Hz frame, so the rest of the frame (events, the previous scene's poll) still fits.
PREPARE_BUDGET = 0.006
#: a scene still not prepared after this many frames is shown anyway (a picture that makes throw-away
#: pictures while it paints never fits; the player must not wait for it).
PREPARE_FRAMES = 12


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

        from zooarcade.ai.thinking import service_from_env
        from zooarcade.storage.settings import load_settings
        from zooarcade.ui.assets import Assets
        from zooarcade.ui.audio import Audio
        from zooarcade.ui.display import Display, desktop_size, fit_to_desktop
        from zooarcade.ui.scene import SceneManager
        from zooarcade.ui.toasts import Toasts

        self.opts = opts or LaunchOptions()
        self.dirs = user_dirs()
        self.settings_path = self.dirs["config"] / "settings.json"
        self.settings, notice = load_settings(self.settings_path)
        self.notices: list[str] = [notice] if notice else []
        #: notices told over every scene (a write that failed...), each once: see :meth:`tell`.
        self.toasts = Toasts()
        pygame.init()
        asked = self.opts.size or self.settings.window_size
        desktop = desktop_size()
        # a size saved on a bigger screen, or typed with a zero too many, must not open off-screen
        size = fit_to_desktop(asked, desktop)
        if self.opts.size is not None and size != tuple(asked):
            self.notices.append(window_fitted_notice(asked, size, desktop))
        self.display = Display(size, fullscreen=self.opts.fullscreen or self.settings.fullscreen)
        if self.display.raised_from is not None:
            self.notices.append(window_raised_notice(self.display.raised_from, self.display.windowed_size))
        self.assets = Assets()
        self.audio = Audio(self.settings.music_volume, self.settings.effects_volume, self.settings.muted)
        self.audio.start()
        if self.audio.notice:
            self.notices.append(self.audio.notice)
        self.scenes = SceneManager()
        self.scenes.on_change = self._stack_changed
        #: ``(stack key, picture)`` of the scenes below a ``still_below`` overlay, drawn once (:meth:`_draw_scenes`).
        self._below: tuple[Any, Any] | None = None
        self._saves = None
        self._save_error: str | None = None
        #: autosaves are written by a background thread (:meth:`SaveStore.in_background
        #: <zooarcade.storage.saves.SaveStore.in_background>`) instead of in the frame; :meth:`run` turns it
        #: on (as :attr:`prepare_budget`), so tests that drive :meth:`step` themselves find each move on disk
        #: when the step returns.  Either way every move is on disk once :meth:`flush_saves` returns.
        self.background_saves = False
        #: the AI's thinking off the frame loop: one worker process per app (started by :meth:`run`, or lazily).
        self.thinker = service_from_env(os.environ)
        self.clock = pygame.time.Clock()
        self.frame = 0
        self.running = True
        self.time = 0.0
        #: events taken off the queue by an idle wait, handled first by the next :meth:`step`.
        self._held: list[pygame.event.Event] = []
        #: ``time.monotonic()`` of the last input event (keys, mouse, window), for :func:`frame_wait`.
        self.last_input = 0.0
        #: True on a frame after an idle sleep: decorative motion (``Scene.ambient``) has settled and
        #: stays where it stopped (scenes advance their decoration clock by :meth:`decor_dt`).
        self.settled = False
        #: seconds of picture rendering a frame may spend preparing a scene before it shows (see
        #: :meth:`prepared`); ``None``: scenes show at once, however long their first frame.  :meth:`run`
        #: sets :data:`PREPARE_BUDGET`; tests that drive :meth:`step` themselves see every frame drawn.
        self.prepare_budget: float | None = None
        #: what was last prepared completely: the visible scenes and the canvas size and scale.
        self._prepared_key: tuple[Any, ...] | None = None
        self._scratch: Any = None
        self._prepare_tries = 0
        #: True for the frame right after an off-screen preparation completed: the scratch canvas holds that
        #: frame's picture already, so it is copied to the window instead of drawing every scene a second time.
        self._scratch_ready = False

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

    def tell(self, text: str, key: str | None = None) -> bool:
        """Tell the player ``text`` over whatever scene is shown, once (see :class:`~zooarcade.ui.toasts.Toasts`).

        The same line under the same ``key`` is not told again until :meth:`forget` ``(key)``.
        Returns True when it was shown now.
        """
        return self.toasts.tell(text, key)

    def forget(self, key: str) -> None:
        """The trouble told under ``key`` is over: should it come back, it is told again."""
        self.toasts.forget(key)

    def save_settings(self):  # noqa: ANN201 - SettingsSaved
        """Persist the current settings and apply volumes; return what was done (``SettingsSaved``).

        Never overwrites a damaged settings file: it is kept aside first, and the player told
        where; a write that fails is told once, in words (:meth:`tell`).
        """
        from zooarcade.storage.settings import save_settings

        self.audio.set_volumes(self.settings.music_volume, self.settings.effects_volume, self.settings.muted)
        outcome = save_settings(self.settings_path, self.settings)
        if outcome.kept_as is not None:
            self.tell(f"The damaged settings file was kept as {outcome.kept_as.name}.", key="settings-kept")
        if outcome.error is not None:
            self.tell(outcome.error, key="settings")
        else:
            self.forget("settings")
        return outcome

    def fit_canvas(self) -> bool:
        """Give the canvas the logical size the lowest visible scene asks for (``Scene.logical_size``: the compact
        960×720 table in a narrow window, else 1280×720); True when it changed.  Called after every stack change,
        resize and fullscreen switch."""
        visible = self.scenes.visible()
        size = visible[0].logical_size(self.display.window.get_size()) if visible else (1280, 720)
        changed = self.display.use_logical(size)
        if changed:  # the table and the overlays over it re-place themselves now (Scene.canvas_changed)
            for scene in visible:
                scene.canvas_changed(self.display.canvas.get_size())
        return changed

    def toggle_fullscreen(self) -> None:
        """F11 on any screen: switch fullscreen and keep the setting (saved, so the next start matches)."""
        self.display.toggle_fullscreen()
        self.fit_canvas()
        self.settings.fullscreen = self.display.fullscreen
        self.save_settings()

    def make_table(self, session: GameSession):  # noqa: ANN201 - returns a Scene
        """Return the table scene of the session's game (its :mod:`~zooarcade.games.registry` entry's ``table``).

        Raises:
            UnknownGame: the game is not in the catalog.
            GameNotBuilt: the game has no table yet.
        """
        from zooarcade.games.registry import game_entry

        entry = game_entry(session.setup.game_id)
        if entry.table is None:
            raise GameNotBuilt(f"{game_info(entry.id).title} has no table yet")
        return entry.table(self, session)

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
        """Autosave ``session``; a failure is told to the player once, in words (:meth:`tell`). Returns ``None``.

        With :attr:`background_saves` the save is handed to the writer thread (the frame only takes a
        snapshot); a failure it meets is told by the next frame (:meth:`step`) or :meth:`flush_saves`.
        """
        self.save_store().autosave(session)
        self._tell_saving()
        return None

    def save_store(self):  # noqa: ANN201 - a SaveStore
        """The store the tables autosave into (made at first use; background writes with :attr:`background_saves`)."""
        from zooarcade.storage.saves import SaveStore

        if self._saves is None:
            self._saves = SaveStore.in_background() if self.background_saves else SaveStore.default()
        return self._saves

    def flush_saves(self) -> None:
        """Wait until every autosave so far is on disk, and tell the player if one failed (:meth:`tell`)."""
        if self._saves is not None:
            self._saves.flush()
            self._tell_saving()

    def close_saves(self) -> None:
        """Flush the autosaves and stop their writer thread (before the app exits; idempotent)."""
        if self._saves is not None:
            self._saves.close()
            self._tell_saving()

    def _tell_saving(self) -> None:
        """Tell the store's last write failure once; forget it once saving works again."""
        if self._saves is None:
            return
        error = self._saves.last_error
        if error is not None:
            self.tell(error, key="saving")
        elif self._save_error is not None:
            self.forget("saving")  # saving works again: should it stop, say so again
        self._save_error = error

    def record_stats(self, session: GameSession) -> None:
        """Count a finished match in the statistics (once); trouble with the file is told to the player."""
        from zooarcade.storage.stats import StatsStore

        stats = StatsStore.default()
        stats.record(session)
        if stats.notice:
            self.tell(stats.notice, key="statistics")

    def confirm(self, title: str, message: str, on_yes, *, yes_label: str = "Yes",  # noqa: ANN001
                no_label: str = "Cancel", on_no=None, focus_yes: bool = False) -> None:  # noqa: ANN001
        """Push a yes/no question (focus on Yes when ``focus_yes``, e.g. "Play this move?")."""
        from zooarcade.scenes.dialog import ConfirmDialog, MoveConfirmDialog

        cls = MoveConfirmDialog if focus_yes else ConfirmDialog
        self.scenes.push(cls(self, title, message, on_yes, yes_label=yes_label, no_label=no_label, on_no=on_no))

    def ai_runner(self):  # noqa: ANN201 - a ThinkService
        """The AI thinking service the tables use (:class:`~zooarcade.ai.thinking.ThinkService`)."""
        return self.thinker

    def start_match(self, setup: MatchSetup, replace: bool = True) -> None:
        """Validate ``setup`` and show its table (replacing the top scene by default).

        The "Setting up the game…" card (:meth:`show_busy`) is on the window while the table is built and
        prepared.

        Raises:
            ValueError / UnknownGame / GameNotBuilt: the setup is not playable.
        """
        self.show_busy("Setting up the game\u2026")
        table = self.make_table(GameSession(setup))
        if replace:
            self.scenes.replace(table)
        else:
            self.scenes.push(table)

    def show_busy(self, text: str) -> None:
        """Put the visible scenes with the busy card saying ``text`` over them (:mod:`zooarcade.ui.busy`) in the
        window now, before slow work in an event handler (building a table).

        The click is answered at once; the card stays on the window until the next screen shows (a new scene is
        prepared off-screen, the window keeping its last frame: :meth:`prepared`).  Should the work fail, the
        next frame draws the screen as it was.
        """
        from zooarcade.ui.busy import draw_busy

        canvas = self.display.canvas
        for scene in self.scenes.visible():
            scene.draw(canvas)
        draw_busy(canvas, self.font, text)
        self.display.present()

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
            from zooarcade.storage.files import shown_name

            log.warning("could not open the saved game %s: %s", self.opts.load, reason)
            self.notices.append(f"Could not open {shown_name(self.opts.load)}: {reason}")
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

        events, self._held = self._held + pygame.event.get(), []
        if events and any(e.type in input_events() for e in events):
            self.last_input = time.monotonic()
        for raw in events:
            if raw.type == pygame.QUIT:
                self.running = False
                return
            if raw.type == pygame.VIDEORESIZE:
                self.display.resized(raw.size)
                self.fit_canvas()
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
        if not self.prepared():
            self.frame += 1  # the window keeps showing the last frame presented
            return
        if top.music:
            self.audio.play_music(top.music)
        top.update(dt)
        self.scenes.apply_pending()
        if self._saves is not None and self._saves.writer is not None:
            self._tell_saving()  # what the writer thread met since the last frame
        self.toasts.update(dt)
        canvas = self.display.canvas
        if self._scratch_ready and self._stack_key() == self._prepared_key:
            canvas.surface.blit(self._scratch.surface, (0, 0))  # drawn off-screen this frame: no second draw
        else:
            self._draw_scenes(canvas)
        self._scratch_ready = False
        self.toasts.draw(canvas, self.font, self.assets.icon, getattr(top, "toast_anchor", "top"))
        self.display.present()
        self.frame += 1
        self.time += dt

    def _draw_scenes(self, canvas: Any) -> None:
        """Draw the visible scenes on ``canvas``, bottom first.

        Under an overlay that keeps the scenes below it still (``Scene.still_below``: the pause menu, over a
        table that is not updated while it is open) the scenes below are drawn once and their picture kept;
        later frames copy it and draw only the overlay.  The picture is dropped when the stack changes (a
        push, a pop) and is not reused for another stack or canvas size or scale (:meth:`_stack_key`).
        """
        visible = self.scenes.visible()
        top = visible[-1] if visible else None
        if top is None or len(visible) < 2 or not getattr(top, "still_below", False):
            self._below = None
            for scene in visible:
                scene.draw(canvas)
            return
        key = self._stack_key()
        if self._below is None or self._below[0] != key:
            for scene in visible[:-1]:
                scene.draw(canvas)
            self._below = (key, canvas.surface.copy())
        else:
            canvas.surface.blit(self._below[1], (0, 0))
        top.draw(canvas)

    def _stack_changed(self) -> None:
        """After every stack change: drop the picture kept under an overlay, fit the canvas."""
        self._below = None
        self.fit_canvas()

    def prepared(self) -> bool:
        """True when the visible scenes can be drawn without rendering more than one frame's worth of pictures.

        A scene's first frame renders its pictures (backdrops, card faces, text at the window's scale), which
        can take several frames' time.  With :attr:`prepare_budget` set, a new scene stack (or a new window
        size) is first drawn off-screen under :func:`~zooarcade.ui.gfx.render_budget`: each frame renders
        what fits in the budget and the previous frame stays on the window, until one off-screen draw
        completes (or :data:`PREPARE_FRAMES` frames have gone by); then the scenes update and draw as usual,
        their pictures cached.  The frame whose off-screen draw completes shows that picture (copied to the
        window) rather than drawing every scene twice in one frame.  Without a budget this is always True.
        """
        if self.prepare_budget is None:
            return True
        from zooarcade.ui import gfx

        canvas = self.display.canvas
        visible = self.scenes.visible()
        key = self._stack_key()
        if key == self._prepared_key:
            return True
        self._prepare_tries += 1
        if self._prepare_tries > PREPARE_FRAMES:
            self._prepared_key, self._prepare_tries = key, 0
            return True
        scratch = self._scratch
        if scratch is None or scratch.get_size() != canvas.get_size() or scratch.scale != canvas.scale:
            scratch = self._scratch = gfx.Canvas.blank(canvas.get_size(), canvas.scale, alpha=False)
        try:
            with gfx.render_budget(self.prepare_budget):
                for scene in visible:
                    scene.draw(scratch)
        except gfx.RenderDeferred:
            return False
        self._prepared_key, self._prepare_tries = key, 0
        self._scratch_ready = True
        return True

    def _preparing(self) -> bool:
        """True while the visible scenes are still being prepared (the loop must not sleep then)."""
        if self.prepare_budget is None:
            return False
        return self._stack_key() != self._prepared_key

    def _stack_key(self) -> tuple[Any, ...]:
        """What a preparation is good for: the visible scenes, the canvas's logical size and its scale."""
        canvas = self.display.canvas
        return tuple(id(s) for s in self.scenes.visible()), canvas.get_size(), canvas.scale

    def decor_dt(self, dt: float) -> float:
        """``dt`` for decorative motion: 0 while it has settled (see :attr:`settled`), so it does not hop once
        a heartbeat; it goes on from where it stopped at the next input."""
        return 0.0 if self.settled else dt

    def idle_wait(self) -> float:
        """Seconds the loop may sleep now, waiting for input (:func:`~zooarcade.ui.scene.frame_wait`); 0 = none.

        Asks the top scene whether it is animating; pending scene changes or held events never wait.
        """
        from zooarcade.ui.scene import frame_wait

        top = self.scenes.top
        if top is None or self._held or self.scenes._pending or self._preparing():
            return 0.0
        return frame_wait(top.animating(), top.ambient(), time.monotonic() - self.last_input, top.wake_in())

    def sleep_until_input(self, seconds: float) -> float:
        """Block up to ``seconds`` until an event arrives (kept for the next :meth:`step`); return seconds slept."""
        import pygame

        start = time.monotonic()
        event = pygame.event.wait(max(1, int(seconds * 1000)))
        if event.type != pygame.NOEVENT:
            self._held.append(event)
        return time.monotonic() - start

    def run(self, frames: int | None = None) -> int:
        """Show the first scene and loop until quit (or ``frames`` frames); return the exit code.

        The AI worker process starts with the loop (so it is up before the first computer turn) and is
        stopped when the loop ends, however it ends.  Frames come at up to :data:`FPS` per second while
        the top scene animates; on a still screen the loop sleeps until input (which wakes it at once) or
        the scene's next change, so an idle window costs next to no CPU.  A ``frames`` limit (smoke
        tests) never sleeps.
        """
        from zooarcade.ui.audio import quit_pygame

        self.scenes.push(self.first_scene())
        self.scenes.apply_pending()
        limit = frames if frames is not None else self.opts.frames
        self.last_input = time.monotonic()
        self.prepare_budget = PREPARE_BUDGET
        self.background_saves = True
        slept = 0.0
        try:
            self.thinker.warm_up()
            threading.Thread(target=warm_game_specs, name="warm-specs", daemon=True).start()
            while self.running and (limit is None or self.frame < limit):
                # after a sleep the time really passed counts (timers, notices), at most one heartbeat
                dt = min(self.clock.tick(FPS) / 1000.0, max(MAX_DT, slept))
                self.step(dt)
                wait = self.idle_wait() if limit is None else 0.0
                slept = self.sleep_until_input(wait) if wait > 0 else 0.0
                self.settled = wait > 0 and not self._held
        finally:  # also after a crash: the moves of the game are on disk before the crash report
            while self.scenes.stack:
                self.scenes.stack.pop().exit()
            self.close_saves()
            self.thinker.close()
            quit_pygame()
        return 0


def warm_game_specs() -> None:
    """Import every game's rules (what the game-select cards read their titles and seat ranges from).

    Run on a background thread once the loop starts: importing the four rules cores costs about 0.15 s
    of CPU, which would otherwise land in the game-select screen's first frame.  Pure Python, no pygame;
    a game whose rules fail to import is left to the screen that asks for it (which reports it).
    """
    from zooarcade.games.registry import GAMES

    for info in GAMES:
        try:
            info.title  # noqa: B018 - imports the spec
        except Exception:  # noqa: BLE001 - reported where the game is shown
            continue


def input_events() -> frozenset[int]:
    """Event types that count as the player's input (they restart decorative motion, see ``frame_wait``)."""
    import pygame

    return frozenset({pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                      pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.VIDEORESIZE, pygame.WINDOWSHOWN,
                      pygame.WINDOWEXPOSED, pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER})


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


def window_fitted_notice(asked: tuple[int, int], shown: tuple[int, int], desktop: tuple[int, int] | None) -> str:
    """The notice shown once when a typed ``--size`` was larger than the screen and was fitted to it.

    ``"The 12800×7200 window asked for does not fit the 1920×1080 screen: opened at 1777×1000."``;
    without a known screen it names the :data:`~zooarcade.ui.display.MAX_WINDOW` limit instead.
    """
    from zooarcade.ui.display import MAX_WINDOW

    asked_text, shown_text = f"{asked[0]}\u00d7{asked[1]}", f"{shown[0]}\u00d7{shown[1]}"
    where = (f"the {desktop[0]}\u00d7{desktop[1]} screen" if desktop is not None
             else f"the {MAX_WINDOW[0]}\u00d7{MAX_WINDOW[1]} largest window")
    return f"The {asked_text} window asked for does not fit {where}: opened at {shown_text}."


def _fresh_seed() -> int:
    """Return a new random deal number (1..999999) from the OS."""
    return int.from_bytes(os.urandom(4), "big") % 999_999 + 1


def _say(message: str) -> None:
    """Print one line to stderr when there is one (windowed builds have none)."""
    if sys.stderr is not None:
        print(message, file=sys.stderr)


def refuse(reason: str) -> int:
    """Tell the player a command line was refused and return exit code 2.

    One line ``zooarcade: error: <reason>`` on stderr; a windowed build has no stderr, so
    there the line goes to a message box instead (and the log), never nowhere.  Never raises.
    """
    line = f"zooarcade: error: {reason}"
    if sys.stderr is not None:
        _say(line)
        return 2
    log.error("%s", line)
    try:
        import pygame

        if os.environ.get("SDL_VIDEODRIVER") != "dummy":
            pygame.display.message_box("Zoo Arcade", line, message_type="error")
    except Exception:  # noqa: BLE001 - refusing must never raise
        pass
    return 2


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
        from zooarcade.storage.files import write_new

        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        report = f"Zoo Arcade {__version__}\n{text}".encode("utf-8", "backslashreplace")
        path = write_new(user_dirs()["log"], f"crash-{stamp}", ".log", report)  # atomic, never over an older one
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
    """Entry point; returns the process exit code (2 for a bad command line, 1 after a crash).

    First of all, :func:`multiprocessing.freeze_support`: in a PyInstaller build the AI worker process
    (and multiprocessing's resource tracker) is this executable started again with multiprocessing's own
    arguments, and there it runs the worker and exits -- it never parses them as the arcade's options nor
    opens a window.  From source it does nothing.
    """
    import multiprocessing

    multiprocessing.freeze_support()
    args = list(sys.argv[1:] if argv is None else argv)
    _setup_logging()
    if args and args[0] == "simulate":
        from zooarcade import simulate

        return int(simulate.main(args[1:]))
    if args and args[0] == "gallery":
        from zooarcade import gallery

        return int(gallery.main(args[1:]))
    try:  # options are checked before anything runs, the self-test included (``--selftest --frames -1``)
        opts = parse_launch(args)
    except UsageError as exc:
        return refuse(str(exc))
    if "--selftest" in args:
        from zooarcade import selftest

        return selftest.main([a for a in args if a != "--selftest"])
    try:
        app = App(opts)
        return app.run()
    except (UnknownGame, GameNotBuilt) as exc:
        return refuse(str(exc))
    except Exception as exc:  # noqa: BLE001 - last resort: log, tell the player, exit non-zero
        report_crash(exc)
        return 1
