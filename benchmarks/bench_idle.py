"""CPU used by an idle arcade: the title screen and the Apocalypse table with nobody touching anything.

Usage::

    .venv/bin/python benchmarks/bench_idle.py [--seconds N] [--warmup S] [--window] [--root TREE]

Each case runs the real main loop (``App.run``) in a fresh child process; after ``--warmup``
seconds (the fade-in and :data:`~zooarcade.ui.scene.AMBIENT_LINGER` of decorative motion play
out, as when a player leaves the screen alone) the child's process CPU time (all threads:
SDL, audio) is read for ``--seconds`` seconds and printed as a share of one core.  Target: at
most 5 % on a still screen.

Cases: ``title`` (the title screen) and ``table`` (an Apocalypse table, a human to move against
an AI, 1280×720).  Headless (SDL dummy drivers) by default; ``--window`` uses the ``$DISPLAY``
there is (e.g. ``xvfb-run -s "-screen 0 1920x1080x24" .venv/bin/python benchmarks/bench_idle.py
--window``).  ``--root`` runs another source tree's code (e.g. a checkout of the previous
commit) for a before / after comparison.  Prints the figures; writes nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASES = ("title", "table")


def child(case: str, warmup: float, seconds: float) -> dict[str, float]:
    """Run the arcade on ``case`` and return ``{"cpu": share of a core, "frames": frames per second}``."""
    import pygame

    from zooarcade.app import App, LaunchOptions
    from zooarcade.session import GameSession, MatchSetup, SeatConfig

    opts = LaunchOptions(size=(1280, 720))
    if case == "table":
        seats = [SeatConfig("Ann"), SeatConfig("Bot", "ai", "normal")]
        seed = next(n for n in range(1, 99) if GameSession(MatchSetup("apocalypse", seats, n)).state.to_move == 0)
        opts = LaunchOptions(size=(1280, 720), game="apocalypse", seats=seats, seed=seed)
    app = App(opts)
    result: dict[str, float] = {}

    def clock() -> None:
        time.sleep(warmup)
        cpu0, frames0, t0 = time.process_time(), app.frame, time.perf_counter()
        time.sleep(seconds)
        wall = time.perf_counter() - t0
        result["cpu"] = (time.process_time() - cpu0) / wall
        result["fps"] = (app.frame - frames0) / wall
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=clock, daemon=True).start()
    app.run()
    return result


def measure(warmup: float, seconds: float, window: bool = False, root: Path = ROOT) -> dict[str, dict[str, float]]:
    """Run every case in its own child process, all at once; return ``{case: {"cpu", "fps"}}`` (a failed
    case maps to ``{"error": ...}``)."""
    env = dict(os.environ, ZOOARCADE_HOME=tempfile.mkdtemp(prefix="zooarcade-bench-"), SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(root.resolve()))
    if not window:
        env["SDL_VIDEODRIVER"] = "dummy"
    procs = {}
    for case in CASES:
        cmd = [sys.executable, str(Path(__file__).resolve()), "--child", case, "--seconds", str(seconds),
               "--warmup", str(warmup)]
        procs[case] = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                       cwd=root)
    out: dict[str, dict[str, float]] = {}
    for case, proc in procs.items():
        stdout, stderr = proc.communicate()
        line = stdout.strip().splitlines()[-1:] or ["{}"]
        try:
            figures = json.loads(line[0])
        except ValueError:
            figures = {}
        out[case] = figures if "cpu" in figures else {"error": (stderr.strip().splitlines() or ["?"])[-1]}
    return out


def rows(warmup: float, seconds: float) -> list:  # list[Row]
    """Idle-CPU rows (headless), one per case; ``benchmarks/run.py`` calls this."""
    from benchmarks.common import Row

    out = []
    for case, f in measure(warmup, seconds).items():
        name = {"title": "title screen", "table": "Apocalypse table, a human to move"}[case]
        ok = "cpu" in f
        out.append(Row(
            key=f"idle/{case}", section="Frames", what=f"idle CPU, {name}, 1280×720, headless",
            budget=f"{seconds:g} s measured after {warmup:g} s left alone", seats="-",
            figure=f"{100 * f['cpu']:.1f} % of a core" if ok else f"failed: {f['error']}",
            spread=f"{f['fps']:.1f} frames/s" if ok else "", n=1, target="≤ 5 % of a core",
            met=(f["cpu"] <= 0.05) if ok else False, values=f))
    return out


def main(argv: list[str] | None = None) -> int:
    """Run every case in a child process and print one line each."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=10.0, help="seconds measured per case (default 10)")
    p.add_argument("--warmup", type=float, default=8.0, help="seconds left alone before measuring (default 8)")
    p.add_argument("--window", action="store_true", help="a real window on $DISPLAY instead of the dummy driver")
    p.add_argument("--root", type=Path, default=ROOT, help="source tree to run (default: this one)")
    p.add_argument("--child", choices=CASES, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child, args.warmup, args.seconds)))
        return 0
    where = f"a real window on {os.environ.get('DISPLAY', '?')}" if args.window else "headless (dummy driver)"
    print(f"idle CPU, {where}, code from {args.root}: {args.seconds:g} s after {args.warmup:g} s left alone")
    for case, figures in measure(args.warmup, args.seconds, args.window, args.root).items():
        if "cpu" not in figures:
            print(f"  {case:6s} failed: {figures['error']}")
            continue
        print(f"  {case:6s} {100 * figures['cpu']:5.1f} % of a core, {figures['fps']:5.1f} frames/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
