"""Build time, sizes and start-up time of the executables (run on demand, not a test).

Usage::

    .venv/bin/python benchmarks/bench_executable.py [--dist DIR] [--runs N]

Builds ``build/zooarcade.spec`` (both outputs, timing the build) unless ``--dist`` already
holds ``ZooArcade``, then reports the one-file size and the one-folder size in MB (MiB,
2**20 bytes) and the wall time in seconds of ``ZooArcade --frames 1`` (unpack, start, first
title frame, clean exit), median and max over ``--runs`` runs, with dummy video/audio drivers.
Budget (issue: Standalone executable): one file ≤ 40 MB, start-up ≤ 1.5 s on 2 cores.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build(dist: Path) -> Path:
    """Build both executables into ``dist`` (printing the build time); return the one-file's path."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    env.pop("ZOOARCADE_BUILD", None)
    with tempfile.TemporaryDirectory() as work:
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "PyInstaller", str(ROOT / "build" / "zooarcade.spec"), "--noconfirm",
             "--distpath", str(dist), "--workpath", work],
            check=True, env=env, cwd=ROOT, capture_output=True,
        )
        print(f"build of both outputs: {time.perf_counter() - t0:.1f} s")
    return dist / "ZooArcade"


def folder_size(folder: Path) -> int:
    """Bytes of every file under ``folder``, links not followed (0 when it does not exist)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def rows(runs: int, build_missing: bool, dist: Path | None = None) -> list:  # list[Row]
    """Start-up rows of both executables (``--frames 1``: unpack, start, first title frame, exit) and the one-file
    size; builds them into ``dist`` first when missing and ``build_missing``, else no rows without them."""
    from benchmarks.bench_frames import startup
    from benchmarks.common import Row

    dist = dist or Path(tempfile.gettempdir()) / "zooarcade-bench-dist"
    onefile, onedir = dist / "ZooArcade", dist / "ZooArcade-folder" / "ZooArcade-folder"
    if not onefile.exists() and build_missing:
        build(dist)
    out = []
    for label, exe in (("one-file", onefile), ("one-folder", onedir)):
        if not exe.exists():
            continue
        with tempfile.TemporaryDirectory() as home:
            os.environ["ZOOARCADE_HOME"], old = home, os.environ.get("ZOOARCADE_HOME", "")
            try:
                runs_ = startup(runs, [str(exe), "--frames", "1"])
            finally:
                os.environ["ZOOARCADE_HOME"] = old
        t = sorted(r[0] for r in runs_)
        size = exe.stat().st_size / 2**20 if label == "one-file" else folder_size(exe.parent) / 2**20
        out.append(Row(
            key=f"startup/{label}", section="Start-up and memory",
            what=f"{label} executable: start to the first title frame and exit (--frames 1)", budget="-",
            seats="-", figure=f"median {statistics.median(t):.2f} s", spread=f"max {t[-1]:.2f} s wall; "
            f"CPU median {statistics.median(r[1] for r in runs_):.2f} s; size {size:.1f} MB", n=len(t),
            target="≤ 1 s (start to first frame)", met=t[-1] <= 1.0,
            values={"median": statistics.median(t), "max": t[-1], "size_mb": size}))
    return out


def main() -> None:
    """Print size and start-up figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", type=Path, default=Path(tempfile.gettempdir()) / "zooarcade-bench-dist")
    parser.add_argument("--runs", type=int, default=7)
    ns = parser.parse_args()
    exe = ns.dist / "ZooArcade"
    if not exe.exists():
        exe = build(ns.dist)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    times = []
    with tempfile.TemporaryDirectory() as home:
        env["ZOOARCADE_HOME"] = home
        for _ in range(ns.runs):
            t0 = time.perf_counter()
            subprocess.run([str(exe), "--frames", "1"], env=env, check=True, capture_output=True)
            times.append(time.perf_counter() - t0)
    print(f"one-file size: {exe.stat().st_size / 2**20:.1f} MB (budget 40 MB)")
    print(f"one-folder size: {folder_size(ns.dist / 'ZooArcade-folder') / 2**20:.1f} MB")
    print(f"start-up to first frame and exit: median {statistics.median(times):.2f} s, max {max(times):.2f} s"
          f" over {ns.runs} runs (budget 1.5 s)")
    print(f"load average: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
