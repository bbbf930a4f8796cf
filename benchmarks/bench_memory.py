"""Peak resident memory of the app during big AI games (run on demand, not a test).

Usage::

    .venv/bin/python benchmarks/bench_memory.py [--steps N] [--think 0.9]

Each case runs in a fresh child process: the arcade's ``App`` is built (pygame, window, fonts, art,
headless) and then a game of computer seats is played through its :class:`~zooarcade.session.GameSession`
(as the table drives it: forced steps, each seat's agent with the Settings think time), up to ``--steps``
steps or its end; the child reports its peak resident set size (``ru_maxrss``).  Cases: a 7-seat Zoo
Vadis game and a 6-seat Zoo Fighters II game (one Hard seat, the others Normal), measured headless
through the session because their tables are not in yet.  Target: ≤ 300 MB.
``benchmarks/run.py`` calls :func:`rows`.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import ROOT, Row, headless_env  # noqa: E402

CASES: dict[str, tuple[str, int]] = {"zoo_vadis-7": ("zoo_vadis", 7), "zoo_fighters-6": ("zoo_fighters", 6)}


def peak_rss_mb() -> float:
    """This process's peak resident set size in MB (2**20 bytes).

    Linux: ``VmHWM`` of ``/proc/self/status``, which starts afresh at ``exec`` (``ru_maxrss`` would carry
    the peak of the process that forked this one); elsewhere ``ru_maxrss``.
    """
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / 2**20 if sys.platform == "darwin" else rss / 1024


def child(game_id: str, players: int, steps: int, think: float) -> dict[str, float]:
    """Build the app, play the game; return ``{"rss_mb", "steps", "finished", "seconds"}``."""
    headless_env()
    os.environ["ZOOARCADE_AI_WORKER"] = "0"
    from zooarcade.app import App, LaunchOptions
    from zooarcade.session import GameSession, MatchSetup, SeatConfig

    App(LaunchOptions(size=(1280, 720)))
    seats = [SeatConfig("Hard", "ai", "hard")] + [SeatConfig(f"Bot {i}", "ai", "normal") for i in range(1, players)]
    session = GameSession(MatchSetup(game_id, seats, 3))
    session.think_times = {"easy": 0.4, "normal": 0.6, "hard": think}
    t0 = time.perf_counter()
    done = 0
    while not session.state.is_terminal() and done < steps:
        session.advance()
        done += 1
    return {"rss_mb": peak_rss_mb(), "steps": done, "finished": session.state.is_terminal(),
            "seconds": time.perf_counter() - t0}


def measure(steps: int, think: float) -> dict[str, dict[str, float]]:
    """Every case in its own child, all at once; ``{case: figures}`` (``{"error": ...}`` for a failure)."""
    procs = {}
    for case, (game_id, players) in CASES.items():
        cmd = [sys.executable, str(Path(__file__).resolve()), "--child", game_id, str(players), "--steps", str(steps),
               "--think", str(think)]
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        procs[case] = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                                       env=env)
    out = {}
    for case, proc in procs.items():
        stdout, stderr = proc.communicate()
        lines = [ln for ln in stdout.splitlines() if ln.startswith("{")]
        out[case] = json.loads(lines[-1]) if lines else {"error": (stderr.strip().splitlines() or ["?"])[-1]}
    return out


def rows(steps: int, think: float) -> list[Row]:
    """Peak-memory rows."""
    out = []
    for case, f in measure(steps, think).items():
        game_id, players = CASES[case]
        ok = "rss_mb" in f
        out.append(Row(
            key=f"memory/{case}", section="Start-up and memory",
            what=f"peak resident memory, {players}-seat {game_id} AI game (App built; headless through the session)",
            budget=f"Hard {think:g} s per decision, up to {steps} steps", seats=f"1 Hard, {players - 1} Normal",
            figure=f"{f['rss_mb']:.0f} MB" if ok else f"failed: {f['error']}",
            spread=(f"{f['steps']} steps, {'to the end' if f['finished'] else 'stopped before the end'}, "
                    f"{f['seconds']:.0f} s") if ok else "", n=1, target="≤ 300 MB",
            met=(f["rss_mb"] <= 300) if ok else False, values=f))
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the cases and print the figures; returns 0."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--steps", type=int, default=100_000, help="most steps per game (default: to the end)")
    p.add_argument("--think", type=float, default=0.9, help="Hard's think time (default the Settings 0.9 s)")
    p.add_argument("--child", nargs=2, default=None, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child[0], int(args.child[1]), args.steps, args.think)))
        return 0
    for row in rows(args.steps, args.think):
        print(f"{row.what}: {row.figure}; {row.spread}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
