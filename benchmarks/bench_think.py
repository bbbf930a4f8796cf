"""How long a player waits for a computer's move at the table, and how smooth the frames are meanwhile.

Usage::

    .venv/bin/python benchmarks/bench_think.py [--moves N] [--seats LIST] [--in-process] [--speed normal]

Plays AI-only games on the Apocalypse table in the real frame loop (``clock.tick(60)``, as ``App.run``),
headless (SDL dummy drivers), with the Settings screen's default think times (Easy 0.4 s, Normal 0.6 s,
Hard 0.9 s) unless ``--think`` says otherwise, and reports per level:

* **wait**: wall seconds from the frame where the computer's turn starts (the table hands the job to
  the AI driver) to the frame where its move is played, against the Settings label; then the move's
  animation until the table is idle again;
* **search**: wall and CPU seconds of the search where it ran (the worker process, or the frame loop
  with ``--in-process``), from the thought;
* **frames while the AI thinks**: update + draw + present cost of each frame (wall and CPU time of the
  main thread), p50 / p95 / max, and the interval between frames (60 Hz = 16.7 ms).

Prints the figures; nothing is written to disk.  ``--in-process`` shows the fallback (no worker).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import headless_env  # noqa: E402
from benchmarks.common import percentile as _pct  # noqa: E402


def _row(label: str, values: list[float], unit: str = "ms", scale: float = 1000.0) -> str:
    if not values:
        return f"  {label:30s} (none)"
    v = [x * scale for x in values]
    return (f"  {label:30s} p50 {statistics.median(v):7.2f} {unit}  p95 {_pct(v, 0.95):7.2f} {unit}  "
            f"max {max(v):7.2f} {unit}  (n={len(v)})")


def _mover(session) -> int:  # noqa: ANN001
    """The seat that made the session's last action (replayed from the record)."""
    state = session.record.new_state(session.spec)
    for action in session.record.actions[:-1]:
        state.apply(action)
    return state.current_player


def measure(game_id: str = "apocalypse", seats_text: str = "ai:easy,ai:normal,ai:hard", moves: int = 24,
            think: str = "", speed: str = "normal", size: tuple[int, int] = (1280, 720), seed: int = 11,
            in_process: bool = False) -> dict[str, Any]:
    """Play AI-only games of ``game_id`` at its table until ``moves`` computer moves were timed; return the raw
    figures: ``waits``, ``anims``, ``search_wall``, ``search_cpu`` (level -> seconds), ``where`` (level -> set),
    ``cost``, ``cpu``, ``interval`` (frames while a computer thinks, seconds), ``labels`` (Settings seconds per
    level), ``startup`` (worker spawn to ready, s or ``None``) and ``mode``."""
    headless_env()
    os.environ["ZOOARCADE_AI_WORKER"] = "0" if in_process else "1"
    w, h = size

    from zooarcade.app import App, LaunchOptions
    from zooarcade.session import GameSession, MatchSetup, parse_seats

    wanted = moves
    app = App(LaunchOptions(size=(w, h)))
    app.settings.animation_speed = speed
    if think:
        app.settings.ai_think_time.update({k: float(v) for k, v in (kv.split("=") for kv in think.split(","))})
    startup = None
    if hasattr(app, "thinker"):  # (the code before the worker has none: it thinks on the frame loop)
        t0 = time.perf_counter()
        app.thinker.warm_up()
        while app.thinker.worker is not None and app.thinker.worker.ready is None and time.perf_counter() - t0 < 60:
            app.thinker.worker.receive()
            time.sleep(0.001)
        if app.thinker.worker is not None:
            startup = time.perf_counter() - t0
    seats = parse_seats(seats_text)
    waits: dict[str, list[float]] = defaultdict(list)
    anims: dict[str, list[float]] = defaultdict(list)
    search_wall: dict[str, list[float]] = defaultdict(list)
    search_cpu: dict[str, list[float]] = defaultdict(list)
    where: dict[str, set[str]] = defaultdict(set)
    cost: list[float] = []
    cpu: list[float] = []
    interval: list[float] = []
    moves = 0
    last_frame = None
    try:
        while moves < wanted:
            session = GameSession(MatchSetup(game_id, seats, seed=seed))
            seed += 1
            table = app.make_table(session)
            app.scenes.reset(table)
            app.scenes.apply_pending()
            turn_start: float | None = None
            moved: tuple[str, float] | None = None
            count = 0
            while app.scenes.top is table and moves < wanted:
                dt = min(app.clock.tick(60) / 1000.0, 0.1)
                t0, c0 = time.perf_counter(), time.thread_time()
                thinking = table.ai is not None
                app.step(dt)
                t1 = time.perf_counter()
                if thinking:
                    cost.append(t1 - t0)
                    cpu.append(time.thread_time() - c0)
                    if last_frame is not None:
                        interval.append(t0 - last_frame)
                last_frame = t0
                if turn_start is None and table.ai is not None:
                    turn_start = t0
                if len(session.record.actions) > count:
                    count = len(session.record.actions)
                    thought = getattr(getattr(table, "thinking", None), "last_ai", None)  # None: before the worker
                    level = seats[thought.job.seat if thought is not None else _mover(session)].level
                    if turn_start is not None:
                        waits[level].append(t1 - turn_start)
                        if thought is not None:
                            search_wall[level].append(thought.wall)
                            search_cpu[level].append(thought.cpu)
                            where[level].add(thought.where)
                        moves += 1
                    moved, turn_start = (level, t1), None
                if moved is not None and not table.queue.busy:
                    anims[moved[0]].append(time.perf_counter() - moved[1])
                    moved = None
    finally:
        if hasattr(app, "thinker"):
            app.thinker.close()
        import pygame

        pygame.quit()

    mode = ("before the worker: time-sliced on the frame loop" if not hasattr(app, "thinker") else
            "in-process fallback (no worker)" if in_process else "worker process")
    return {"waits": waits, "anims": anims, "search_wall": search_wall, "search_cpu": search_cpu, "where": where,
            "cost": cost, "cpu": cpu, "interval": interval, "labels": dict(app.settings.ai_think_time),
            "startup": startup, "mode": mode}


def rows(moves: int, seats_text: str = "ai:easy,ai:normal,ai:hard", think: str = "") -> list:  # list[Row]
    """Table rows for every built game: the wait from the computer's turn to its move per level, against the
    Settings label, and the frames while a computer thinks; ``benchmarks/run.py`` calls this."""
    from benchmarks.common import Row, spread3
    from zooarcade.games.registry import GAMES

    out = []
    for info in GAMES:
        if not info.built:
            continue
        m = measure(info.id, seats_text, moves, think)
        for level in ("easy", "normal", "hard"):
            wv = m["waits"][level]
            if not wv:
                continue
            label = m["labels"].get(level, 0.0)
            s = spread3(wv, 1.0, "s", 3)
            search = (f"; search {statistics.mean(m['search_wall'][level]):.2f} s wall, "
                      f"{statistics.mean(m['search_cpu'][level]):.2f} s CPU ({', '.join(sorted(m['where'][level]))})"
                      if m["search_wall"][level] else "")
            out.append(Row(
                key=f"think/{info.id}/{level}/table-wait", section="Think time",
                what=f"{info.id} table: wall time from the computer's turn to its move, {level}",
                budget=f"Settings label {label:g} s", seats=seats_text, figure=f"p50 {s['p50']:.2f} s",
                spread=f"p95 {s['p95']:.2f} s, max {s['max']:.2f} s{search}", n=len(wv),
                target=f"≈ the Settings label ({label:g} s)", met=abs(s["p95"] - label) <= 0.15,
                values={"wait": s, "label": label}))
        c = spread3(m["cost"], 1000.0)
        cc = spread3(m["cpu"], 1000.0)
        out.append(Row(
            key=f"frames/{info.id}_table/thinking", section="Frames",
            what=f"{info.id} table at 1280×720: update + draw + present while a computer thinks",
            budget=m["mode"], seats=seats_text, figure=f"p50 {c['p50']:.2f} ms, p95 {c['p95']:.2f} ms",
            spread=f"max {c['max']:.2f} ms; CPU p50 {cc['p50']:.2f}, p95 {cc['p95']:.2f}, max {cc['max']:.2f} ms",
            n=len(m["cost"]), target="p95 ≤ 8 ms", met=cc["p95"] <= 8.0, values={"wall": c, "cpu": cc}))
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures; return the exit code."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="apocalypse")
    p.add_argument("--moves", type=int, default=24, help="computer moves to time (default 24)")
    p.add_argument("--seats", default="ai:easy,ai:normal,ai:hard", help="seats (AI only), default one of each")
    p.add_argument("--think", default="", help="think times as easy=0.4,normal=0.6,hard=0.9 (default: Settings')")
    p.add_argument("--speed", default="normal", help="animation speed (default normal)")
    p.add_argument("--size", default="1280x720")
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--in-process", action="store_true", help="no worker process: the in-process fallback")
    args = p.parse_args(argv)
    w, h = (int(x) for x in args.size.lower().split("x"))
    m = measure(args.game, args.seats, args.moves, args.think, args.speed, (w, h), args.seed, args.in_process)
    waits, anims, search_wall, search_cpu, where = m["waits"], m["anims"], m["search_wall"], m["search_cpu"], m["where"]
    cost, cpu, interval, startup, mode = m["cost"], m["cpu"], m["interval"], m["startup"], m["mode"]
    print(f"{args.game} table at {w}x{h}, seats {args.seats}, animation speed {args.speed}, {mode}; "
          f"load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if startup is not None:
        print(f"worker start-up (spawn to its 'ready'): {startup:.2f} s, before the first game")
    print("wait = wall seconds from the computer's turn to its move; then its animation")
    for level in ("easy", "normal", "hard"):
        if not waits[level]:
            continue
        wv = waits[level]
        search = (f"; search wall {statistics.mean(search_wall[level]):.2f} s, CPU "
                  f"{statistics.mean(search_cpu[level]):.2f} s ({', '.join(sorted(where[level]))})"
                  if search_wall[level] else "")
        print(f"  {level:6s} Settings {m['labels'].get(level, 0):.1f} s: wait mean {statistics.mean(wv):.2f} s, "
              f"max {max(wv):.2f} s; animation mean {statistics.mean(anims[level] or [0]):.2f} s{search}; "
              f"n={len(wv)}")
    print("frames while a computer thinks (update + draw + present of the scene stack):")
    print(_row("wall", cost))
    print(_row("CPU time of the main thread", cpu))
    print(_row("interval between frames", interval))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
