"""``python -m zooarcade --selftest`` (also in the executable): a headless health check.

One line per check, then exit 0 — or 1 with the reason of each failed check:

* ``runtime`` — the executable runs in Python's UTF-8 mode (its legacy codecs are left out);
* ``games`` — one AI-vs-AI game of every built game, to its end;
* ``worker`` — the AI worker process starts (in the executable: the program itself, started
  again, see ``multiprocessing.freeze_support`` in :func:`zooarcade.app.main`) and answers a
  legal move of every built game;
* ``assets`` — every picture and sound *name the code uses* (:mod:`zooarcade.asset_names`)
  has a file that loads, and so has every font;
* ``screens`` — every screen opened the way a player reaches it, by clicks and keys from the
  title screen (:class:`~zooarcade.walkthrough.ScreenWalk`): menus, rules reader with its
  diagrams, setup, table, pause, handoff, results, replay viewer, load, dialogs;
* ``gallery`` — every scene of the gallery catalogue renders;
* ``save`` — a game in progress is saved and read back.

Runs under the dummy video and audio drivers, with its own temporary user folder unless
``ZOOARCADE_HOME`` is set.  The screens and the gallery think in-process (``ZOOARCADE_AI_WORKER=0``
unless set), so the walk never depends on another process's timing; ``worker`` checks the worker.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path


def _check_runtime() -> str:
    """The interpreter the arcade runs in: the executable runs in UTF-8 mode, and the codecs it keeps work.

    The build leaves the legacy and CJK codecs out (build/zooarcade.spec), which is only safe
    while nothing depends on the locale's encoding — what UTF-8 mode guarantees.
    """
    frozen = bool(getattr(sys, "frozen", False))
    if frozen and not sys.flags.utf8_mode:
        raise RuntimeError("the executable does not run in UTF-8 mode (build/zooarcade.spec OPTIONS)")
    for codec in ("utf-8", "utf-8-sig", "utf-16", "latin-1", "ascii", "cp437"):
        if "Zoo".encode(codec).decode(codec) != "Zoo":
            raise RuntimeError(f"codec {codec} is broken")
    where = "executable" if frozen else "source"
    return f"Python {sys.version.split()[0]} ({where}), UTF-8 mode {'on' if sys.flags.utf8_mode else 'off'}"


def _check_games() -> str:
    """Play one AI-vs-AI game (Easy agents) of every game with rules to its end."""
    from zooarcade.games.registry import GAMES
    from zooarcade.session import GameSession, MatchSetup, SeatConfig

    played = []
    for info in GAMES:
        if not info.has_rules:
            continue
        seats = [SeatConfig(f"Bot {i + 1}", "ai", "easy") for i in range(info.min_players)]
        session = GameSession(MatchSetup(info.id, seats, seed=7))
        for _ in range(session.spec.max_steps(info.min_players)):
            if session.state.is_terminal():
                break
            session.advance()
        if not session.state.is_terminal():
            raise RuntimeError(f"{info.id}: the game did not end")
        played.append(f"{info.id} {session.state.scores()}")
    return "; ".join(played)


def _check_worker() -> str:
    """The AI worker process answers a think job of every built game with a legal move (see the docstring)."""
    from zooarcade.ai.thinking import WORKER, ThinkService
    from zooarcade.games.registry import GAMES
    from zooarcade.session import GameSession, MatchSetup, SeatConfig

    patience = 120.0  # seconds: a hang guard only, a slow machine still passes
    service = ThinkService(use_worker=True, answer_grace=patience, start_grace=patience)
    answered = []
    try:
        for info in GAMES:
            if not info.built:
                continue
            seats = [SeatConfig(f"Bot {i + 1}", "ai", "normal") for i in range(info.min_players)]
            session = GameSession(MatchSetup(info.id, seats, seed=7))
            thought = service.think(session.ai_job(), session.spec)
            give_up = time.monotonic() + patience
            while not thought.poll():
                if time.monotonic() > give_up:
                    raise RuntimeError(f"{info.id}: no answer from the AI worker")
                time.sleep(0.005)
            if thought.where != WORKER:
                raise RuntimeError(f"{info.id}: thought about in-process, not in the worker "
                                   f"({thought.fell_back or service.last_failure}); the game still plays")
            if thought.action not in session.state.legal_actions():
                raise RuntimeError(f"{info.id}: the worker's move {thought.action} is not legal")
            answered.append(info.id)
        ready = service.worker.ready if service.worker is not None else None
    finally:
        service.close()
    pid = ready.get("pid") if ready else "?"
    return f"worker process {pid} answered {', '.join(answered)}"


def _check_assets() -> str:
    """Every picture and sound name the code refers to (:mod:`zooarcade.asset_names`) has a working
    file, and so has every font; the sounds decode when there is a mixer."""
    import pygame

    from zooarcade.asset_names import referenced_names
    from zooarcade.ui.assets import Assets, project_root
    from zooarcade.ui.audio import Audio

    names = referenced_names(project_root())
    pygame.init()
    assets = Assets()
    missing = [f"animal:{n}" for n in sorted(names.animals)
               if not assets.has_animal(n) or assets.animal_pixels(n, (64, 64)).get_bounding_rect().w == 0]
    missing += [f"icon:{n}" for n in sorted(names.icons)
                if not assets.has_icon(n) or assets.icon_pixels(n, (32, 32)).get_bounding_rect().w == 0]
    for role in ("display", "text", "bold"):
        if not assets.font_path(role).is_file():
            missing.append(f"font:{role}")
        assets.font(role, 20).render("Zoo Arcade 0123456789", True, (0, 0, 0)).pixels(1.0)
    audio = Audio()
    audio.start()
    for kind, group in (("effect", names.effects), ("music", names.music)):
        for name in sorted(group):
            path = audio._path(name)  # noqa: SLF001 - the self-test checks the shipped files
            if path is None:
                missing.append(f"{kind}:{name}")
            elif audio.available:
                try:
                    if kind == "music":
                        pygame.mixer.music.load(str(path))
                    elif pygame.mixer.Sound(str(path)).get_length() <= 0:
                        raise ValueError("no samples")
                except (pygame.error, ValueError) as exc:
                    missing.append(f"{kind}:{name} ({exc})")
    if audio.available:
        pygame.mixer.quit()
    if missing:
        raise RuntimeError("missing or broken assets the code uses: " + ", ".join(missing))
    return (f"{len(names.animals)} animals, {len(names.icons)} icons, {len(names.effects)} effects,"
            f" {len(names.music)} music loops the code uses, 3 fonts")


def _check_screens() -> str:
    """Walk every screen the way a player reaches it (see :class:`ScreenWalk`), at 1280×720."""
    from zooarcade.app import App, LaunchOptions
    from zooarcade.ui.audio import quit_pygame
    from zooarcade.walkthrough import ScreenWalk

    app = App(LaunchOptions(size=(1280, 720)))
    try:
        walk = ScreenWalk(app)
        walk.run()
    finally:
        while app.scenes.stack:
            app.scenes.stack.pop().exit()
        quit_pygame()
    return f"{len(walk.seen)} screens ({', '.join(walk.seen)}) in {walk.frames} frames"


def _check_gallery() -> str:
    """Render every scene of the gallery catalogue (:func:`zooarcade.gallery.scene_builders`) at 1280×720."""
    from zooarcade.app import App, LaunchOptions
    from zooarcade.gallery import scene_builders, show
    from zooarcade.ui.audio import quit_pygame
    from zooarcade.walkthrough import MIN_COLOURS, colours

    app = App(LaunchOptions(size=(1280, 720)))
    names = []
    try:
        for name, build in scene_builders(app):
            show(app, build(), frames=2)
            if colours(app.display.window) < MIN_COLOURS:
                raise RuntimeError(f"scene {name} drew nothing")
            names.append(name)
    finally:
        while app.scenes.stack:
            app.scenes.stack.pop().exit()
        quit_pygame()
    return f"{len(names)} scenes"


def _check_save() -> str:
    """Autosave a game in progress to a temporary store and load it back."""
    from zooarcade.gallery import demo_session
    from zooarcade.storage.saves import SaveStore

    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(Path(tmp))
        session = demo_session("apocalypse", moves=6)
        path = store.autosave(session)
        if path is None:
            raise RuntimeError(f"autosave failed: {store.last_error}")
        loaded = store.load(path)
        if loaded.state.fingerprint() != session.state.fingerprint():
            raise RuntimeError("the loaded game differs from the saved one")
    return "save written and read back"


CHECKS: tuple[tuple[str, Callable[[], str]], ...] = (
    ("runtime", _check_runtime),
    ("games", _check_games),
    ("worker", _check_worker),
    ("assets", _check_assets),
    ("screens", _check_screens),
    ("gallery", _check_gallery),
    ("save", _check_save),
)


def _say(text: str) -> None:
    if sys.stdout is not None:
        print(text, flush=True)


def main(argv: Sequence[str] = ()) -> int:
    """Run every check; print one line each; return 0 when all pass, else 1."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("ZOOARCADE_AI_WORKER", "0")  # the walk's tables think in-process (see above)
    home = None
    if "ZOOARCADE_HOME" not in os.environ:
        home = tempfile.TemporaryDirectory()
        os.environ["ZOOARCADE_HOME"] = home.name  # never touch the player's own settings
    failures = 0
    start = time.perf_counter()
    for name, check in CHECKS:
        t0 = time.perf_counter()
        try:
            detail = check()
            _say(f"selftest {name}: ok ({detail}) [{time.perf_counter() - t0:.2f}s]")
        except Exception as exc:  # noqa: BLE001 - report every failing check, then fail
            failures += 1
            _say(f"selftest {name}: FAILED: {exc}")
            if sys.stderr is not None:
                traceback.print_exc()
    _say(f"selftest: {'all checks passed' if not failures else f'{failures} check(s) failed'}"
         f" in {time.perf_counter() - start:.2f}s")
    if home is not None:
        os.environ.pop("ZOOARCADE_HOME", None)
        home.cleanup()
    return 0 if failures == 0 else 1
