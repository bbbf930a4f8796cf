"""Balance charts of a simulation as one self-contained HTML page with inline SVG (pure Python).

``python -m zooarcade simulate ... --report FILE.html`` writes it (:func:`write_report`): win rate by seat
(with each seat's level), by seat order (the first seat to act first), by fighter (Zoo Fighters II) or
species (Zoo Vadis), and the mean score per seat.  Every bar carries its Wilson 95 % interval as a
whisker and a dashed line marks the fair share, so a designer sees at a glance what is out of line.
No script, no stylesheet or font from elsewhere: the file opens anywhere, offline.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

#: bar colours, cycled (colour-blind friendly Okabe-Ito hues); a bar's label is always written beside it.
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442")


@dataclass(frozen=True)
class Bar:
    """One bar: its label, the share (0..1, or any value when ``interval`` is ``None``), its Wilson interval
    and the sample size under it."""

    label: str
    value: float
    interval: tuple[float, float] | None
    n: int


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score 95 % interval ``(low, high)`` of ``successes`` out of ``n`` (fractional successes allowed)."""
    if n <= 0:
        return 0.0, 1.0
    p = min(1.0, max(0.0, successes / n))
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def share_bars(labels: Sequence[str], wins: Sequence[float], played: Sequence[int]) -> list[Bar]:
    """Win-share bars with intervals from wins and games played per label."""
    return [Bar(lab, w / n if n else 0.0, wilson(w, n), n) for lab, w, n in zip(labels, wins, played, strict=True)]


def bar_chart(title: str, bars: Sequence[Bar], fair: float | None = None, percent: bool = True) -> str:
    """An SVG horizontal bar chart (pixels: 720 wide, 28 per bar); ``fair`` draws the dashed fair-share line."""
    width, left, right, row = 720, 210, 90, 28
    height = 44 + row * len(bars) + 26
    top = max([b.interval[1] if b.interval else b.value for b in bars] + [fair or 0.0, 1e-9])
    scale_max = 1.0 if percent and top > 0.5 else (top * 1.15 if not percent else min(1.0, top * 1.25))
    span = width - left - right

    def x(v: float) -> float:
        return left + span * max(0.0, v) / scale_max

    def text(v: float) -> str:
        return f"{100 * v:.1f} %" if percent else f"{v:.1f}"

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
           f'aria-label="{html.escape(title)}">',
           f'<text x="8" y="22" font-size="16" font-weight="bold">{html.escape(title)}</text>']
    for i, bar in enumerate(bars):
        y = 40 + i * row
        colour = COLOURS[i % len(COLOURS)]
        out.append(f'<text x="{left - 8}" y="{y + 17}" font-size="13" text-anchor="end">'
                   f'{html.escape(bar.label)} ({bar.n})</text>')
        out.append(f'<rect x="{left}" y="{y + 4}" width="{x(bar.value) - left:.1f}" height="{row - 10}" '
                   f'fill="{colour}"><title>{html.escape(bar.label)}: {text(bar.value)}</title></rect>')
        end = x(bar.value)
        if bar.interval is not None:
            lo, hi = x(bar.interval[0]), x(bar.interval[1])
            mid = y + row / 2
            out.append(f'<line x1="{lo:.1f}" y1="{mid}" x2="{hi:.1f}" y2="{mid}" stroke="#222" stroke-width="1.5"/>')
            for xx in (lo, hi):
                out.append(f'<line x1="{xx:.1f}" y1="{mid - 5}" x2="{xx:.1f}" y2="{mid + 5}" stroke="#222"/>')
            end = max(end, hi)
        out.append(f'<text x="{end + 6:.1f}" y="{y + 17}" font-size="12">{text(bar.value)}</text>')
    base = 40 + row * len(bars)
    out.append(f'<line x1="{left}" y1="36" x2="{left}" y2="{base}" stroke="#888"/>')
    if fair is not None:
        fx = x(fair)
        out.append(f'<line x1="{fx:.1f}" y1="36" x2="{fx:.1f}" y2="{base}" stroke="#C00" stroke-dasharray="5,4"/>')
        out.append(f'<text x="{fx:.1f}" y="{base + 16}" font-size="12" fill="#C00" text-anchor="middle">'
                   f'fair share {text(fair)}</text>')
    out.append("</svg>")
    return "\n".join(out)


def page(title: str, lines: Sequence[str], charts: Sequence[str]) -> str:
    """The HTML page: a heading, a few lines of text, the charts."""
    body = "\n".join(f"<p>{html.escape(line)}</p>" for line in lines)
    figs = "\n".join(f'<figure style="margin:18px 0">{c}</figure>' for c in charts)
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>'
            '</head>\n<body style="font-family:sans-serif;max-width:760px;margin:24px auto;color:#111">\n'
            f"<h1 style=\"font-size:22px\">{html.escape(title)}</h1>\n{body}\n{figs}\n"
            "<p style=\"color:#666;font-size:12px\">Bars: win share (a shared win counts 1/k); whiskers: Wilson "
            "95 % interval; the number in brackets is the games behind the bar; dashed: the fair share.</p>\n"
            "</body></html>\n")


def write_report(path: Path, title: str, lines: Sequence[str], charts: Sequence[str]) -> None:
    """Write the page to ``path`` atomically (:func:`zooarcade.storage.files.atomic_write_bytes`).

    Raises:
        OSError: the file cannot be written.
    """
    from zooarcade.storage.files import atomic_write_bytes

    atomic_write_bytes(path, page(title, lines, charts).encode("utf-8"))
