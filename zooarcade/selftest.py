"""``python -m zooarcade --selftest`` (also in the executable): a headless health check.

Plays one short AI-vs-AI game of every built game, renders every scene once,
loads every asset, writes and reads a save, and exits 0 — or 1 with the
reason of each failed check.  Runs under the dummy video and audio drivers.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path


def _check_games() -> str:
    """Play one AI-vs-AI game (Easy agents) of every built game to its end."""
    from zooarcade.core.registry import GAMES
    from zooarcade.session import GameSession, MatchSetup, SeatConfig

    played = []
    for info in GAMES:
        if not info.built:
            continue
        seats = [SeatConfig(f"Bot {i + 1}", "ai", "easy") for i in range(info.min_players)]
        session = GameSession(MatchSetup(info.id, seats, seed=7))
        for _ in range(10_000):
            if session.state.is_terminal():
                break
            session.apply(session.agent_for(session.current).choose(
                session.state.view(session.current), session.state.legal_actions()))
        if not session.state.is_terminal():
            raise RuntimeError(f"{info.id}: the game did not end")
        played.append(f"{info.id} {session.state.scores()}")
    return "; ".join(played)


def _check_assets() -> str:
    """Load every animal, icon, font and sound the arcade ships."""
    import pygame

    from zooarcade.ui.assets import Assets
    from zooarcade.ui.audio import EFFECTS, MUSIC, Audio

    pygame.init()
    assets = Assets()
    missing = [n for n in assets.animal_names() if assets.animal_pixels(n, (64, 64)).get_bounding_rect().w == 0]
    missing += [n for n in assets.icon_names() if assets.icon_pixels(n, (32, 32)).get_bounding_rect().w == 0]
    for role in ("display", "text"):
        if not assets.font_path(role).exists():
            missing.append(f"font:{role}")
        assets.font(role, 20).render("Zoo Arcade 0123456789", True, (0, 0, 0)).pixels(1.0)
    audio = Audio()
    audio.start()
    for name in (*EFFECTS, *MUSIC):
        if audio._path(name) is None:  # noqa: SLF001 - the self-test checks the shipped files
            missing.append(f"sound:{name}")
    for name in EFFECTS:
        audio.play(name)
    pygame.mixer.quit()
    if missing:
        raise RuntimeError("missing or blank assets: " + ", ".join(missing))
    return f"{len(assets.animal_names())} animals, {len(assets.icon_names())} icons, fonts, {len(EFFECTS)} sounds"


def _check_scenes() -> str:
    """Render every scene of the gallery catalogue once at 1280×720."""
    import pygame

    from zooarcade.app import App, LaunchOptions
    from zooarcade.gallery import scene_builders, show

    app = App(LaunchOptions(size=(1280, 720)))
    names = []
    try:
        for name, build in scene_builders(app):
            show(app, build(), frames=2)
            if app.display.window.get_bounding_rect().w == 0:
                raise RuntimeError(f"scene {name} drew nothing")
            names.append(name)
    finally:
        while app.scenes.stack:
            app.scenes.stack.pop().exit()
        pygame.quit()
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
    ("games", _check_games),
    ("assets", _check_assets),
    ("scenes", _check_scenes),
    ("save", _check_save),
)


def _say(text: str) -> None:
    if sys.stdout is not None:
        print(text, flush=True)


def main(argv: Sequence[str] = ()) -> int:
    """Run every check; print one line each; return 0 when all pass, else 1."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
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
