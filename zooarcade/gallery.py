"""``python -m zooarcade gallery OUTDIR``: a PNG of every scene at 1280×720 and 800×600.

The same catalogue of scenes (:func:`scene_builders`) drives the self-test,
so a scene added here is also checked in the executable.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from zooarcade.core.rng import Rng
from zooarcade.games.registry import GAMES
from zooarcade.session import GameSession, MatchSetup, SeatConfig

if TYPE_CHECKING:
    from zooarcade.app import App
    from zooarcade.ui.scene import Scene

#: window sizes the gallery renders, in pixels.
SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (800, 600))

SceneStack = list["Scene"]


def demo_session(game_id: str, seed: int = 11, moves: int = 14, finish: bool = False, players: int | None = None,
                 until: Callable[[GameSession], bool] | None = None) -> GameSession:
    """Return a session of ``game_id`` with a human and AI seats, advanced ``moves`` random legal actions.

    With ``finish`` the game is played to its end; with ``until`` it stops at the first position (after
    ``moves``) where ``until(session)`` holds.  ``players`` seats (default: 3, within the game's range).
    Randomness comes from ``seed``.
    """
    info = next(g for g in GAMES if g.id == game_id)
    n = max(info.min_players, min(players or 3, info.max_players))
    seats = [SeatConfig("Ann")] + [SeatConfig(f"Bot {i}", "ai", "normal") for i in range(1, n)]
    session = GameSession(MatchSetup(game_id, seats, seed))
    rng = Rng.from_seed(seed)
    done = 0
    while not session.state.is_terminal() and (finish or done < moves or (until is not None and not until(session))):
        if until is not None and done > 20_000:
            break
        session.apply(rng.choice(session.state.legal_actions()))
        done += 1
    return session


def _vadis_deal(session: GameSession) -> bool:
    """A Zoo Vadis deal with asks in front of the human: composing its own, or answering one."""
    state = session.state
    draft = getattr(state, "draft", None)
    if draft is None or session.current != 0:
        return False
    phase = getattr(state, "phase", "")
    return (phase == "compose" and len(draft.items) >= 1 and draft.need > 0) or phase == "answer"


def demo_round_end(game_id: str, seed: int = 11) -> tuple[GameSession, Any]:
    """A session of ``game_id`` played by random legal actions to the end of its first round, and that
    round's ``ROUND_END`` event (None for a game that has no rounds or none ended)."""
    from zooarcade.core.events import EventKind

    session = demo_session(game_id, seed=seed, moves=0)
    rng = Rng.from_seed(seed)
    for _ in range(5000):
        if session.state.is_terminal():
            break
        events = session.apply(rng.choice(session.state.legal_actions()))
        end = next((e for e in events if e.kind == EventKind.ROUND_END), None)
        if end is not None:
            return session, end
    return session, None


def plays_in_rounds(game_id: str) -> bool:
    """True for a game whose progress counts rounds (its table may show a round-end sheet)."""
    return demo_session(game_id, moves=0).state.progress().round is not None


def scene_builders(app: App) -> list[tuple[str, Callable[[], SceneStack]]]:
    """Return ``[(name, build)]``; ``build()`` returns the scene stack to show, bottom first."""
    from zooarcade.scenes.board_preview import BoardPreviewScene
    from zooarcade.scenes.credits import CreditsScene
    from zooarcade.scenes.game_select import GameSelectScene
    from zooarcade.scenes.load import LoadScene
    from zooarcade.scenes.pause import PauseScene
    from zooarcade.scenes.replay import ReplayScene
    from zooarcade.scenes.results import ResultsScene
    from zooarcade.scenes.rules import RulesScene
    from zooarcade.scenes.settings import SettingsScene
    from zooarcade.scenes.setup import SeatSetupScene
    from zooarcade.scenes.statistics import StatisticsScene
    from zooarcade.scenes.title import TitleScene

    out: list[tuple[str, Callable[[], SceneStack]]] = [
        ("title", lambda: [TitleScene(app)]),
        ("game_select", lambda: [GameSelectScene(app)]),
        ("setup", lambda: [SeatSetupScene(app, GAMES[0])]),
    ]
    for info in GAMES:
        if not info.built:
            continue

        def table(gid: str = info.id) -> SceneStack:
            return [app.make_table(demo_session(gid))]

        def paused(gid: str = info.id) -> SceneStack:
            session = demo_session(gid)
            return [app.make_table(session), PauseScene(app, session)]

        def results(gid: str = info.id) -> SceneStack:
            return [ResultsScene(app, demo_session(gid, finish=True))]

        out += [(f"{info.id}_table", table), (f"{info.id}_pause", paused), (f"{info.id}_results", results)]

        def round_end(gid: str = info.id) -> SceneStack:
            session, end = demo_round_end(gid)
            scene = app.make_table(session)
            if end is not None and hasattr(scene, "open_round_end") and scene.open_round_end(end):
                scene.round_summary.advance()  # the whole tally and the round table
            return [scene]

        if plays_in_rounds(info.id):
            out.append((f"{info.id}_round_end", round_end))
    if any(g.id == "zoo_fighters" and g.built for g in GAMES):
        out += [("zoo_fighters_table_6_seats", lambda: [app.make_table(demo_session("zoo_fighters", seed=4, moves=90,
                                                                                    players=6))]),
                ("zoo_fighters_paying", lambda: [app.make_table(fighters_paying())]),
                ("setup_6_seats", lambda: [six_seat_setup(app)])]
    out += [
        ("settings", lambda: [SettingsScene(app)]),
        ("statistics", lambda: [StatisticsScene(app)]),
        ("rules", lambda: [RulesScene(app)]),
        ("credits", lambda: [CreditsScene(app)]),
        ("load", lambda: [LoadScene(app)]),
        ("replay", lambda: [ReplayScene(app)]),
        ("zoo_vadis_board", lambda: [BoardPreviewScene(app)]),
    ]
    if any(g.id == "zoo_vadis" and g.built for g in GAMES):
        out += [
            ("zoo_vadis_deal", lambda: [app.make_table(demo_session("zoo_vadis", 5, 60, players=5,
                                                                    until=_vadis_deal))]),
            ("zoo_vadis_table7", lambda: [app.make_table(demo_session("zoo_vadis", 7, 400, players=7))]),
        ]
    return out


def fighters_paying(seed: int = 3, players: int = 2) -> GameSession:
    """A Zoo Fighters II game of ``players`` seats (2 by default) at the human's first payment (the Chi tray and
    the payment panel)."""
    session = demo_session("zoo_fighters", seed=seed, moves=0, players=players)
    rng = Rng.from_seed(seed)
    while not session.state.is_terminal():
        d = session.decision
        if d is not None and d.seat == 0 and d.kind.value == "pay" and not d.forced:
            break
        legal = session.state.legal_actions()
        declares = [a for a in legal if a.KIND == "declare"] if d is not None and d.seat == 0 else []
        session.apply(declares[0] if declares else rng.choice(legal))
    return session


def six_seat_setup(app: App) -> Scene:
    """The seat-setup screen of Zoo Fighters II with six seats (six fighter options on the game card)."""
    from zooarcade.games.registry import game_info
    from zooarcade.scenes.setup import SeatSetupScene

    scene = SeatSetupScene(app, game_info("zoo_fighters"))
    while len(scene.drafts) < 6:
        scene.add_seat()
    return scene


def show(app: App, stack: SceneStack, frames: int = 3, dt: float = 0.25) -> None:
    """Replace the app's scene stack with ``stack`` and run ``frames`` frames of ``dt`` seconds.

    As in play, each scene under another runs (and draws) one frame of ``dt`` seconds on top before the next
    one is pushed over it: a table lays itself out in its frames, so a pause menu built over a table that
    never ran showed it unplaced (play test 14 G1: a "Guide" button at the top left).
    """
    while app.scenes.stack:
        app.scenes.stack.pop().exit()
    for scene in stack[:-1]:
        app.scenes.push(scene)
        app.scenes.apply_pending()
        app.step(dt)
    if stack:
        app.scenes.push(stack[-1])
    app.scenes.apply_pending()
    for _ in range(frames):
        app.step(dt)


def render_all(outdir: Path, sizes: Sequence[tuple[int, int]] = SIZES) -> list[Path]:
    """Write ``<outdir>/<scene>_<w>x<h>.png`` for every scene and size; return the paths.

    Raises:
        OSError: ``outdir`` cannot be written.
    """
    import pygame

    from zooarcade.app import App, LaunchOptions
    from zooarcade.ui.audio import quit_pygame

    outdir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for size in sizes:
        app = App(LaunchOptions(size=size))
        try:
            for name, build in scene_builders(app):
                show(app, build())
                path = outdir / f"{name}_{size[0]}x{size[1]}.png"
                pygame.image.save(app.display.window, str(path))
                written.append(path)
        finally:
            while app.scenes.stack:
                app.scenes.stack.pop().exit()
            quit_pygame()
    return written


def main(argv: Sequence[str]) -> int:
    """CLI: ``gallery OUTDIR`` → exit 0 after writing the PNGs (2 for a bad command line)."""
    parser = argparse.ArgumentParser(prog="zooarcade gallery", description="Write a PNG of every scene.")
    parser.add_argument("outdir", type=Path)
    try:
        ns = parser.parse_args(list(argv))
    except SystemExit as exc:
        return int(exc.code or 0)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as home:
        # demo games autosave and count statistics: keep them out of the player's own folders
        previous = os.environ.get("ZOOARCADE_HOME")
        os.environ["ZOOARCADE_HOME"] = home
        try:
            paths = render_all(ns.outdir)
        finally:
            if previous is None:
                os.environ.pop("ZOOARCADE_HOME", None)
            else:
                os.environ["ZOOARCADE_HOME"] = previous
    if sys.stdout is not None:
        print(f"wrote {len(paths)} images to {ns.outdir}")
    return 0
