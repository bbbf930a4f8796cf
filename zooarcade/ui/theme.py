"""Palette, seat colours and symbols, and small drawing helpers shared by every scene.

Colours are RGB tuples; sizes are logical pixels of the 1280×720 canvas.
"""

from __future__ import annotations

import functools
import math
import os.path
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from zooarcade.ui import gfx

Color = tuple[int, int, int]
#: ``fonts(role, size) -> font``: how scenes and widgets get fonts.
FontLike = Callable[[str, int], Any]

BG = (24, 38, 34)
BG_DARK = (15, 24, 22)
FELT = (38, 74, 58)
FELT_LIGHT = (52, 96, 74)
PANEL = (28, 34, 40)
PANEL_LIGHT = (44, 52, 62)
INK = (240, 236, 222)
INK_DIM = (170, 176, 168)
INK_DARK = (34, 30, 26)
ACCENT = (246, 186, 62)
ACCENT_DARK = (178, 122, 24)
DANGER = (214, 72, 66)
GOOD = (98, 196, 120)
CARD = (250, 244, 228)
CARD_EDGE = (196, 180, 150)
MUTANT = (126, 214, 62)
MUTANT_DARK = (56, 30, 72)
SHADOW = (0, 0, 0)


@dataclass(frozen=True)
class SeatStyle:
    """How a seat is drawn: a colour plus a symbol, so colour is never the only cue."""

    name: str
    color: Color
    dark: Color
    symbol: str  # "circle" | "square" | "triangle" | "diamond"


SEAT_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle("Red", (222, 84, 70), (140, 40, 32), "circle"),
    SeatStyle("Blue", (70, 138, 232), (30, 70, 140), "square"),
    SeatStyle("Yellow", (236, 190, 52), (150, 110, 14), "triangle"),
    SeatStyle("Purple", (170, 102, 220), (96, 50, 140), "diamond"),
    SeatStyle("Teal", (52, 190, 176), (20, 110, 100), "circle"),
    SeatStyle("Orange", (240, 140, 50), (150, 76, 16), "square"),
    SeatStyle("Pink", (236, 110, 170), (150, 50, 100), "triangle"),
)


def seat_style(seat: int) -> SeatStyle:
    """Return the style of ``seat`` (0-based; wraps around)."""
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def draw_symbol(
    surface: pygame.Surface | gfx.Canvas, symbol: str, center: tuple[int, int], radius: int, color: Color
) -> None:
    """Draw a seat symbol of ``radius`` pixels centred at ``center`` with a dark outline."""
    cx, cy = center
    if symbol == "square":
        rect = pygame.Rect(0, 0, radius * 2 - 2, radius * 2 - 2)
        rect.center = center
        gfx.rect(surface, color, rect, border_radius=max(1, radius // 4))
        gfx.rect(surface, INK_DARK, rect, 2, border_radius=max(1, radius // 4))
        return
    if symbol == "triangle":
        pts = [
            (cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
        ]
    elif symbol == "diamond":
        pts = [(cx, cy - radius), (cx + radius, cy), (cx, cy + radius), (cx - radius, cy)]
    else:
        gfx.circle(surface, color, center, radius)
        gfx.circle(surface, INK_DARK, center, radius, 2)
        return
    gfx.polygon(surface, color, pts)
    gfx.polygon(surface, INK_DARK, pts, 2)


def draw_seat_marker(
    surface: pygame.Surface | gfx.Canvas, seat: int, center: tuple[int, int], radius: int, symbols: bool = True
) -> None:
    """Draw seat ``seat``'s marker: its symbol in its colour, or a plain colour dot when ``symbols`` is False.

    ``symbols`` is the "Seat markers" setting (``Settings.seat_symbols``); every scene that marks a
    seat draws through this so the setting holds everywhere.
    """
    style = seat_style(seat)
    if symbols:
        draw_symbol(surface, style.symbol, center, radius, style.color)
    else:
        gfx.circle(surface, style.color, center, radius)
        gfx.circle(surface, INK_DARK, center, radius, 2)


def tooltip_size(lines: list[pygame.Surface]) -> tuple[int, int]:
    """The ``(w, h)`` in pixels of a tooltip box holding the rendered ``lines`` (10 px sides, 7 px top and bottom)."""
    return max(img.get_width() for img in lines) + 20, sum(img.get_height() for img in lines) + 14


def tooltip_box(surface: pygame.Surface | gfx.Canvas, rect: pygame.Rect, lines: list[pygame.Surface]) -> None:
    """Draw the shared tooltip look at ``rect`` (a dark box ringed in the accent colour) with ``lines`` stacked
    in it; ``rect`` is usually :func:`tooltip_size` placed beside its anchor."""
    shadowed_rect(surface, rect, (20, 24, 30), radius=8, shadow=4, border=ACCENT, border_width=1)
    y = rect.y + 7
    for img in lines:
        surface.blit(img, (rect.x + 10, y))
        y += img.get_height()


@functools.lru_cache(maxsize=64)
def _shadow_layer(w: int, h: int, radius: int, shadow: int, scale: float) -> gfx.Canvas:
    """The soft drop shadow of :func:`shadowed_rect` for a ``w``×``h`` (logical pixels) rectangle with corner
    ``radius``, ``shadow`` pixels deep, at ``scale`` window pixels per logical pixel: a transparent layer of
    ``(w + 2·shadow)``×``(h + 2·shadow)`` logical pixels, drawn at ``(x − shadow, y − shadow)``.  Memoised (the
    64 latest sizes): never draw on the returned layer."""
    sh = gfx.Canvas.blank((w + shadow * 2, h + shadow * 2), scale)
    for i in range(3):
        grow = shadow - i * shadow // 3
        r = pygame.Rect(
            shadow - grow + shadow // 2,
            shadow - grow + shadow,
            w + grow * 2 - shadow,
            h + grow * 2 - shadow,
        )
        gfx.rect(sh, (0, 0, 0, 40), r, border_radius=radius + grow)
    return sh


def shadowed_rect(
    surface: pygame.Surface | gfx.Canvas,
    rect: pygame.Rect,
    color: Color,
    radius: int = 10,
    shadow: int = 6,
    border: Color | None = None,
    border_width: int = 2,
) -> None:
    """Draw a rounded rectangle with a soft drop shadow ``shadow`` pixels below-right.

    The shadow layer is the same for every rectangle of one size, radius and shadow at one scale, so it is
    rendered once and kept (:func:`_shadow_layer`): panels and buttons drawn every frame no longer build a
    new layer each time (issue 14, frame budget).
    """
    if shadow > 0:
        scale = gfx.as_canvas(surface).scale
        surface.blit(_shadow_layer(rect.w, rect.h, radius, shadow, scale),
                     (rect.x - shadow, rect.y - shadow))
    gfx.rect(surface, color, rect, border_radius=radius)
    if border is not None:
        gfx.rect(surface, border, rect, border_width, border_radius=radius)


def blit_text(
    surface: pygame.Surface | gfx.Canvas,
    font: gfx.ScaledFont,
    text: str,
    pos: tuple[int, int],
    color: Color = INK,
    anchor: str = "topleft",
    shadow: bool = False,
) -> pygame.Rect:
    """Render ``text`` and blit it with ``anchor`` (a pygame.Rect attribute name) at ``pos``; return its rect."""
    img = font.render(text, True, color)
    rect = img.get_rect(**{anchor: pos})
    if shadow:
        sh = font.render(text, True, (0, 0, 0))
        sh.set_alpha(110)
        surface.blit(sh, rect.move(2, 2))
    surface.blit(img, rect)
    return rect


@functools.lru_cache(maxsize=512)
def fit_text(font: gfx.ScaledFont | pygame.font.Font, text: str, width: int) -> str:
    """Return ``text`` cut with an ellipsis so it is at most ``width`` pixels wide in ``font``.

    The cut falls at a word boundary ("Bartholomew Featherstone" → "Bartholomew…") unless that
    would keep less than half of what a cut inside a word keeps ("Al Bartholomew" → "Al Barth…").
    Finds the cut by bisection (a 100,000-character name costs ~17 measurements, not 100,000).
    Memoised: seat panels call it every frame with the same name and room.
    """
    if font.size(text)[0] <= width:
        return text
    ellipsis = "\u2026"
    lo, hi = 0, len(text)  # the longest prefix that fits with the ellipsis is text[:lo]
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(text[:mid].rstrip() + ellipsis)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    cut = text[:lo]
    if lo < len(text) and not text[lo].isspace() and not cut.endswith(" "):
        word_end = cut.rstrip().rfind(" ")
        if word_end > 0 and word_end >= len(cut.rstrip()) / 2:
            cut = cut[:word_end]
    return cut.rstrip() + ellipsis


def fit_middle(font: gfx.ScaledFont | pygame.font.Font, text: str, width: int, tail: int) -> str:
    """Return ``text`` cut in the middle so it is at most ``width`` pixels wide in ``font``: as much of its start
    as fits, an ellipsis, and its last ``tail`` characters ("Player…North"); when even the ellipsis and the tail
    do not fit, the ellipsis and as much of the end as fits ("…North").  ``text`` itself when it fits."""
    if font.size(text)[0] <= width:
        return text
    ellipsis = "\u2026"
    end = text[len(text) - tail:] if tail > 0 else ""
    if font.size(ellipsis + end)[0] > width:
        lo, hi = 0, len(end)  # the longest end that fits after the ellipsis is end[len(end) - lo:]
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if font.size(ellipsis + end[len(end) - mid:])[0] <= width:
                lo = mid
            else:
                hi = mid - 1
        return ellipsis + end[len(end) - lo:].lstrip()
    head = text[: len(text) - len(end)]
    lo, hi = 0, len(head)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(head[:mid].rstrip() + ellipsis + end)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return head[:lo].rstrip() + ellipsis + end.lstrip()


def fit_names(font: gfx.ScaledFont | pygame.font.Font, names: Sequence[str], width: int) -> list[str]:
    """Each of ``names`` fitted to ``width`` pixels in ``font`` (:func:`fit_text`), told apart when cut.

    Names that share a start cut to the same text ("Player 1 from the North", "Player 1 from the South" both
    read "Player 1 from…"); those are cut in the middle instead (:func:`fit_middle`), keeping the shortest end
    that tells each from the others, and the last word when it is longer ("Play…North", "Play…South"); when
    that still reads the same (they differ in the middle: "Normal Bot 2 the Long", "Normal Bot 3 the Long"),
    the shared words before the difference shrink to their initials ("NB 2 the…", "NB 3 the…").  Equal names
    stay equal.  An empty list gives an empty list.
    """
    first = [fit_text(font, name, width) for name in names]
    cut = list(first)
    groups: dict[str, list[int]] = {}
    for i, text in enumerate(first):
        groups.setdefault(text, []).append(i)
    for members in groups.values():
        if len({names[i] for i in members}) < 2:
            continue  # not cut alike, or the very same name
        middle = {i: _middle_form(font, names[i], [names[j] for j in members if names[j] != names[i]], width)
                  for i in members}
        if len(set(middle.values())) == len({names[i] for i in members}):
            for i, text in middle.items():
                cut[i] = text
            continue
        for i in members:
            cut[i] = fit_text(font, _initials_form(names[i], [names[j] for j in members if names[j] != names[i]]),
                              width)
    return cut


def _middle_form(font: gfx.ScaledFont | pygame.font.Font, name: str, rivals: Sequence[str], width: int) -> str:
    """``name`` cut in the middle keeping the shortest end no rival shares (and its last word when longer)."""
    tail = next((k for k in range(1, len(name) + 1) if not any(o.endswith(name[-k:]) for o in rivals)), len(name))
    last_word = len(name) - name.rstrip().rfind(" ") - 1 if " " in name.strip() else 0
    return fit_middle(font, name, width, max(tail, min(last_word, len(name) // 2)))


def _initials_form(name: str, rivals: Sequence[str]) -> str:
    """``name`` with the whole words it shares with every rival before they part shrunk to initials (numbers
    kept): "Normal Bot 2 the Long" against "Normal Bot 3 the Long" → "NB 2 the Long"."""
    same = min(len(os.path.commonprefix([name, o])) for o in rivals)
    start = name.rfind(" ", 0, same + 1) + 1  # the word in which they part starts here
    words = name[:start].split()
    letters = "".join(w[0] for w in words if not w[0].isdigit())
    numbers = " ".join(w for w in words if w[0].isdigit())
    head = " ".join(part for part in (letters, numbers) if part)
    return f"{head} {name[start:]}" if head else name


def wrap_text(font: gfx.ScaledFont | pygame.font.Font, text: str, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels (words never split; newlines kept).

    Returns a new list each call.  Memoised (:func:`_wrapped_lines`): panels drawn every frame wrap the same
    text at the same width each time, and measuring every word again cost a table up to a millisecond a frame
    at 1920×1080 (issue 14).
    """
    return list(_wrapped_lines(font, text, width))


@functools.lru_cache(maxsize=1024)
def _wrapped_lines(font: gfx.ScaledFont | pygame.font.Font, text: str, width: int) -> tuple[str, ...]:
    """:func:`wrap_text`'s lines as a tuple (the memoised measuring; ``font`` must be hashable, as fonts are)."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def wrap_cut(font: gfx.ScaledFont | pygame.font.Font, text: str, width: int, max_lines: int) -> tuple[list[str], bool]:
    """``(lines, cut)``: ``text`` wrapped to ``width`` pixels (:func:`wrap_text`) in at most ``max_lines`` lines;
    when it needs more, the last line kept holds the rest cut with "…" (:func:`fit_text`) and ``cut`` is True,
    so a caller can offer the whole text elsewhere (a tooltip).  ``max_lines`` below 1 counts as 1."""
    lines = wrap_text(font, text, width)
    keep = max(1, max_lines)
    if len(lines) <= keep:
        return lines, False
    rest = " ".join(lines[keep - 1:])
    last = fit_text(font, rest, width)
    if last == rest:  # the rest fits on one line once the breaks are gone: still say that something follows
        last = fit_text(font, rest + "\u2026", width)
    return lines[:keep - 1] + [last], True


def vertical_gradient(size: tuple[int, int], top: Color, bottom: Color) -> gfx.Picture:
    """Return a picture of ``size`` logical pixels shaded from ``top`` to ``bottom`` (rendered at drawn size)."""

    def render(px: tuple[int, int]) -> pygame.Surface:
        w, h = px
        rows = max(2, h)
        span = max(1, h - 1)
        data = bytes(round(top[i] + (bottom[i] - top[i]) * min(y, span) / span) for y in range(rows) for i in range(3))
        strip = pygame.image.frombuffer(data, (1, rows), "RGB")  # one pixel a row, built in one go
        return pygame.transform.scale(strip, (w, h))

    return gfx.RenderedPicture(size, render)
