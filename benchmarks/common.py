"""Shared pieces of the benchmarks: result rows, spreads, Wilson intervals, the machine, a CPU clock.

Every benchmark module returns :class:`Row` objects; ``benchmarks/run.py`` writes them into
``benchmarks/RESULTS.md``.  Nothing here is timed by a test.
"""

from __future__ import annotations

import os
import platform
import statistics
import subprocess
import sys
import time
import types
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from zooarcade.report import wilson

__all__ = ["Row", "wilson", "percentile", "spread3", "pct", "machine", "cpu_clock", "code_version", "code_summary",
           "code_text", "changes_since"]

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Row:
    """One measured figure of RESULTS.md.

    Attributes:
        key: a stable id (``"frames/apocalypse_table/1280x720"``); the previous run's figure of the same key
            is shown beside this one.
        section: the RESULTS.md section the row belongs to (``"AI ladder"``, ``"Frames"`` ...).
        what: what was measured, in words.
        budget: the work or time budget measured (``"Hard 0.9 s CPU per decision"``, ``"3000 frames"``).
        seats: which seats played (``"Hard in seat g mod 4, 3 Normal"``), ``"-"`` where none.
        figure: the headline figure as text (``"44.0 %"``, ``"p50 2.3 ms"``).
        spread: its spread as text (a Wilson interval, p95 / max), ``""`` for none.
        n: sample size (games, frames, decisions, runs).
        target: the target as text, ``""`` for none.
        met: whether the target is met (``None``: no target, or not decidable from this sample).
        values: the numbers behind the figure (for the JSON record and charts).
        code: which code was measured, :func:`code_summary` entries (``[]``: the run's own commit, filled
            in by ``benchmarks/run.py``; a ladder row lists the commits of the games it pools).
    """

    key: str
    section: str
    what: str
    budget: str
    seats: str
    figure: str
    spread: str = ""
    n: int = 0
    target: str = ""
    met: bool | None = None
    values: dict[str, Any] = field(default_factory=dict)
    code: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The row as a JSON-able dict."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Row:
        """Rebuild a row from :meth:`to_json`."""
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` by nearest rank; ``nan`` for no values."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def spread3(values: Sequence[float], scale: float = 1.0, unit: str = "ms", digits: int = 2) -> dict[str, float]:
    """``{"p50", "p95", "max"}`` of ``values`` times ``scale`` (nan when empty)."""
    if not values:
        return {"p50": float("nan"), "p95": float("nan"), "max": float("nan")}
    v = [x * scale for x in values]
    return {"p50": round(statistics.median(v), digits), "p95": round(percentile(v, 0.95), digits),
            "max": round(max(v), digits)}


def fmt3(s: dict[str, float], unit: str) -> str:
    """``"p50 2.30 ms, p95 3.70 ms, max 9.10 ms"`` from :func:`spread3`."""
    return ", ".join(f"{k} {s[k]:.2f} {unit}" for k in ("p50", "p95", "max"))


def pct(x: float) -> str:
    """``0.253`` → ``"25.3 %"``."""
    return f"{100 * x:.1f} %"


def load() -> float:
    """The 1-minute load average (``nan`` where the OS has none)."""
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")


def machine() -> dict[str, Any]:
    """What the figures were measured on: cores, CPU model, Python, pygame-ce (when importable), OS, load."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    out: dict[str, Any] = {"cores": os.cpu_count(), "cpu": cpu, "python": sys.version.split()[0],
                           "os": f"{platform.system()} {platform.release()}", "load": round(load(), 2)}
    try:
        import importlib.metadata

        out["pygame-ce"] = importlib.metadata.version("pygame-ce")
    except Exception:  # noqa: BLE001 - not installed: no version to report
        out["pygame-ce"] = "?"
    return out


def _git(root: Path, *args: str) -> str | None:
    """``git -C root args`` standard output, or ``None`` when git is missing or fails."""
    try:
        proc = subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    return proc.stdout if proc.returncode == 0 else None


def code_version(root: Path = ROOT) -> dict[str, Any]:
    """Which code a benchmark measures: ``{"commit": 40-hex HEAD or None, "dirty": bool | None}``.

    ``dirty`` is true when tracked files under ``root`` differ from HEAD (untracked files do not count);
    both are ``None`` when ``root`` is not a git checkout or git is missing (a copied tree, an
    executable) — the figure then says "commit unknown" instead of pretending.  Call it when a run
    starts: the code measured is the code imported then.
    """
    head = _git(root, "rev-parse", "--verify", "HEAD")
    if not head or not head.strip():
        return {"commit": None, "dirty": None}
    status = _git(root, "status", "--porcelain", "--untracked-files=no")
    return {"commit": head.strip(), "dirty": None if status is None else bool(status.strip())}


def code_summary(versions: Iterable[dict[str, Any] | None]) -> list[dict[str, Any]]:
    """The distinct :func:`code_version` values of a row's samples (e.g. the games pooled into a ladder
    row; ``None`` or ``{}`` for one recorded before versions were kept), each with its count ``n``, in order
    of first sight: ``[{"commit": str | None, "dirty": bool | None, "n": int}, ...]``.  The entry of samples
    whose commit is unknown also keeps ``date``: the earliest ``date`` they carry (``"2026-12-01 16:06"``
    UTC, when they were measured), or ``None``."""
    out: dict[tuple[Any, Any], dict[str, Any]] = {}
    for v in versions:
        commit = (v or {}).get("commit") or None
        dirty = (v or {}).get("dirty") if commit else None
        entry = out.setdefault((commit, dirty), {"commit": commit, "dirty": dirty, "n": 0})
        entry["n"] += 1
        if commit is None:
            dates = [d for d in (entry.get("date"), (v or {}).get("date")) if d]
            entry["date"] = min(dates) if dates else None
    return list(out.values())


def code_text(entries: Sequence[dict[str, Any]]) -> str:
    """:func:`code_summary` entries in words: ``"a1b2c3d4e5"``, ``"a1b2c3d4e5 (dirty)"``, ``"commit unknown"``
    (``"commit unknown, by 2026-12-01 16:06"`` when its latest possible date is known), or for several, each
    with its count: ``"a1b2c3d4e5 ×170, commit unknown ×30"``; ``""`` for none."""
    def one(e: dict[str, Any]) -> str:
        if not e.get("commit"):
            return "commit unknown" + (f" (by {e['date']})" if e.get("date") else "")
        return e["commit"][:10] + (" (dirty)" if e.get("dirty") else "")

    if len(entries) == 1:
        return one(entries[0])
    return ", ".join(f"{one(e)} ×{e.get('n', 1)}" for e in entries)


def changes_since(paths: Sequence[str], commit: str | None = None, date: str | None = None,
                  root: Path = ROOT) -> int | None:
    """How many commits of HEAD touched ``paths`` (relative to ``root``) after ``commit`` (``commit..HEAD``),
    or, with no commit, after ``date`` (``"2026-12-01 16:06"``, UTC, by commit date); ``None`` when that
    cannot be told (no git, a commit this checkout does not have, neither given)."""
    if commit:
        if _git(root, "cat-file", "-e", f"{commit}^{{commit}}") is None:
            return None
        out = _git(root, "rev-list", "--count", f"{commit}..HEAD", "--", *paths)
    elif date:
        out = _git(root, "rev-list", "--count", f"--since={date} +0000", "HEAD", "--", *paths)
    else:
        return None
    try:
        return int(out.strip()) if out is not None else None
    except ValueError:
        return None


class _CpuTime(types.SimpleNamespace):
    """A stand-in for the :mod:`time` module whose ``perf_counter`` is this thread's CPU time."""


@contextmanager
def cpu_clock() -> Iterator[None]:
    """Make every agent's think-time budget a budget of CPU seconds while the block runs.

    The agents (``zooarcade.ai.*`` and each game's ``ai`` / ``agents`` module) measure their search
    time with ``time.perf_counter``; inside this block those modules see a ``time`` whose
    ``perf_counter`` is :func:`time.thread_time`, so a loaded machine slows a search down but does not
    weaken it.  Only for benchmark processes: it swaps a module attribute and restores it after.
    """
    import zooarcade.ai.agents
    import zooarcade.ai.ismcts  # noqa: F401 - loaded so they are patched

    fake = _CpuTime(**{k: getattr(time, k) for k in dir(time) if not k.startswith("__")})
    fake.perf_counter = time.thread_time
    patched = []
    for name, module in list(sys.modules.items()):
        if not (name.startswith("zooarcade.ai") or name.startswith("zooarcade.games.")):
            continue
        if getattr(module, "time", None) is time:
            module.time = fake  # type: ignore[attr-defined]
            patched.append(module)
    try:
        yield
    finally:
        for module in patched:
            module.time = time  # type: ignore[attr-defined]


def headless_env() -> None:
    """Dummy SDL drivers and a throw-away user folder for a benchmark process (unless already set)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("ZOOARCADE_HOME", str(Path(os.environ.get("TMPDIR", "/tmp")) / "zooarcade-bench"))
