"""Frame cost of a game's table (Apocalypse by default, ``--game zop_zoo`` for ZOP ZOO) and start-up time.

Usage::

    .venv/bin/python benchmarks/bench_frames.py [--game ID] [--players N] [--frames N] [--level easy|normal|hard]
                                                [--size WxH]

Measures, at a 1280×720 window by default:

* start-up: seconds from process start (interpreter already running) to the
  first title frame presented (``App()`` + title scene + one ``step``);
* table frames: the wall time of ``update(dt)`` + ``draw(canvas)`` of the
  scene stack for every frame of an AI-vs-AI game at normal animation speed
  (``dt`` = 1/60 s simulated), reported as p50 / p95 / max in milliseconds.
  The AI's time slice (≤ 5 ms per frame) is part of update, as in play;
  frames are also split into "AI thinking" and "other" so the drawing cost is
  visible on its own.  The same frames' CPU time of this thread is printed
  too: on a busy machine wall time includes waiting for a core.

Prints the figures; nothing is written to disk.  Runs headless (SDL dummy
drivers) unless ``--window`` is given.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _percentile(values: list[float], q: float) -> float:
    """Return the ``q`` quantile (0..1) of ``values`` (nearest rank)."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures; return the exit code."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--frames", type=int, default=3000, help="most table frames to time (default 3000)")
    p.add_argument("--level", default="normal", choices=("easy", "normal", "hard"), help="AI level of both seats")
    p.add_argument("--size", default="1280x720", help="window size WxH (default 1280x720)")
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--game", default="apocalypse", help="game id of the table (default apocalypse)")
    p.add_argument("--players", type=int, default=2, help="number of computer seats (default 2)")
    p.add_argument("--window", action="store_true", help="use a real window instead of the dummy video driver")
    args = p.parse_args(argv)
    if not args.window:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("ZOOARCADE_HOME", str(Path(os.environ.get("TMPDIR", "/tmp")) / "zooarcade-bench"))
    w, h = (int(x) for x in args.size.lower().split("x"))

    t0 = time.perf_counter()
    from zooarcade.app import App, LaunchOptions
    from zooarcade.scenes.title import TitleScene

    app = App(LaunchOptions(size=(w, h)))
    app.scenes.push(TitleScene(app))
    app.scenes.apply_pending()
    app.step(1 / 60)
    startup = time.perf_counter() - t0

    from zooarcade.session import GameSession, MatchSetup, SeatConfig

    app.settings.animation_speed = "normal"
    seats = [SeatConfig(f"Seat {i + 1}", "ai", args.level) for i in range(args.players)]
    session = GameSession(MatchSetup(args.game, seats, seed=args.seed))
    table = app.make_table(session)
    app.scenes.replace(table)
    app.scenes.apply_pending()
    import pygame

    canvas = app.display.canvas
    think: list[float] = []
    other: list[float] = []
    cpu: list[float] = []
    dt = 1 / 60
    frames = 0
    while frames < args.frames and app.scenes.top is table:
        pygame.event.pump()
        thinking = session.is_ai_turn() and not table.queue.busy
        start = time.perf_counter()
        cpu_start = time.thread_time()
        table.update(dt)
        app.scenes.apply_pending()
        for scene in app.scenes.visible():
            scene.draw(canvas)
        cost = (time.perf_counter() - start) * 1000
        cpu.append((time.thread_time() - cpu_start) * 1000)
        (think if thinking else other).append(cost)
        app.display.present()
        frames += 1
    all_frames = think + other
    print(f"start-up to first title frame: {startup * 1000:.0f} ms")
    print(
        f"{args.game} table at {w}x{h}, {args.players} AI {args.level} seats, {frames} frames, "
        f"{len(session.record.actions)} actions, game over: {session.state.is_terminal()}"
    )
    if os.getloadavg()[0] > (os.cpu_count() or 1):
        print(f"  note: machine busy (load {os.getloadavg()[0]:.1f}); wall times are noisy, see CPU time")
    series = (("all frames", all_frames), ("AI thinking", think), ("other", other), ("CPU time", cpu))
    for label, values in series:
        if values:
            print(
                f"  {label:12s} update+draw  p50 {statistics.median(values):5.2f} ms   "
                f"p95 {_percentile(values, 0.95):5.2f} ms   max {max(values):6.2f} ms   (n={len(values)})"
            )
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
