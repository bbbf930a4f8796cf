"""Heads-up parts every table draws: the top bar's banner and notices, seat headers, marks on the table.

Pure drawing helpers, fed by the table (:mod:`zooarcade.ui.table.base`): they read no game state.
Geometry in logical pixels of the 1280×720 canvas; times in seconds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from zooarcade.session import short_seat_name
from zooarcade.ui import gfx, theme
from zooarcade.ui.text import TextCache

#: colour of the hint marks (a cool blue, apart from the seat colours and the green drop targets).
HINT_COLOR: theme.Color = (90, 200, 255)


def seat_marker(surface: gfx.Canvas, seat: int, center: tuple[int, int], radius: int, symbols: bool) -> None:
    """The seat's symbol in its colour, or only a colour dot when the ``seat_symbols`` setting is off."""
    theme.draw_seat_marker(surface, seat, center, radius, symbols=symbols)


def spinner(surface: gfx.Canvas, center: tuple[int, int], time: float) -> None:
    """A small rotating "thinking" spinner of eight dots (radius 8 pixels) at ``center``."""
    a = time * 6
    for i in range(8):
        ang = a + i * math.pi / 4
        alpha = (i + 1) / 8
        col = tuple(int(c * alpha + 40 * (1 - alpha)) for c in theme.ACCENT)
        p = (center[0] + 8 * math.cos(ang), center[1] + 8 * math.sin(ang))
        gfx.circle(surface, col, p, 2)


def fit_lines(text: TextCache, fonts: theme.FontLike, message: str, color: theme.Color, sizes: tuple[int, ...],
              width: int, max_lines: int = 2, cut: bool = False) -> list[gfx.Picture]:
    """``message`` in bold on one line at the first of ``sizes`` narrower than ``width`` (logical pixels), else
    wrapped on up to ``max_lines`` lines one size smaller; what is left goes on the last line, cut with an ellipsis
    to ``width`` when ``cut`` (the compact table's narrow banner), else whole."""
    for size in sizes:
        img = text.get("bold", size, message, color)
        if img.get_width() <= width:
            return [img]
    small = sizes[-1] - 1
    font = fonts("bold", small)
    lines = theme.wrap_text(font, message, width)
    keep = max(1, max_lines)
    if len(lines) > keep:
        rest = " ".join(lines[keep - 1:])
        lines = [*lines[:keep - 1], theme.fit_text(font, rest, width) if cut else rest]
    return [text.get("bold", small, line, color) for line in lines]


def pill(imgs: list[gfx.Picture], pad: tuple[int, int], center: tuple[int, int], area: pygame.Rect) -> pygame.Rect:
    """A pill around stacked ``imgs`` centred on ``center``, kept inside ``area``."""
    w = max(i.get_width() for i in imgs) + pad[0]
    h = min(area.h, sum(i.get_height() for i in imgs) + pad[1])
    r = pygame.Rect(0, 0, w, h)
    r.center = center
    return r.clamp(area)


def blit_lines(surface: gfx.Canvas, imgs: list[gfx.Picture], center: tuple[int, int]) -> None:
    """Blit stacked ``imgs`` centred on ``center``."""
    y = center[1] - sum(i.get_height() for i in imgs) // 2
    for img in imgs:
        surface.blit(img, img.get_rect(midtop=(center[0], y)))
        y += img.get_height()


def fit_seat_name(font: gfx.ScaledFont, name: str, width: int) -> str:
    """A seat's ``name`` fitted to ``width`` logical pixels in ``font``, keeping the part that tells it apart.

    The whole name when it fits; else its short form (:func:`~zooarcade.session.short_seat_name`: "Easy Bot 2"
    → "Bot 2", what the drawer and the log call that seat) when that fits; else a name ending in a number keeps
    the number, cut in the middle ("Player 12" → "Pla…12", :func:`theme.fit_middle`); any other name is cut at
    a word with "…" (:func:`theme.fit_text`).  Play test 14 F8: six seats at 800×600 read "Easy…", "Norm…".
    """
    if font.size(name)[0] <= width:
        return name
    short = short_seat_name(name)
    if font.size(short)[0] <= width:
        return short
    last = short.rsplit(" ", 1)[-1]
    if " " in short.strip() and last.isdigit():
        return theme.fit_middle(font, short, width, len(last))
    return theme.fit_text(font, short, width)


def seat_title(name_font: gfx.ScaledFont, label_font: gfx.ScaledFont, name: str, labels: tuple[str, ...],
               room: int, keep_label: bool = False, gap: int = 8) -> tuple[str, str]:
    """Fit a seat's name and kind label side by side into ``room`` logical pixels; return ``(name, label)``.

    The whole name with the longest label that fits beside it comes first; then the name alone
    (``label == ""``), unless ``keep_label`` (an AI seat's level), in which case the name is cut
    (at a word, with "…", :func:`~zooarcade.ui.theme.fit_text`) to leave room for the shortest label --
    except when the name already says the level ("Normal Bot 2"): then the whole name alone is better
    than "Normal… Normal", and when it does not fit the short form beside the label ("Bot 2 Normal").  A
    name cut keeps its distinguishing part (:func:`fit_seat_name`).
    """
    name_w = name_font.size(name)[0]
    for label in labels:
        if name_w + gap + label_font.size(label)[0] <= room:
            return name, label
    says_level = bool(labels) and labels[-1].lower() in name.lower().split()
    if keep_label and labels and not (says_level and name_w <= room):
        short = short_seat_name(name)
        for label in labels if short != name else ():
            if name_font.size(short)[0] + gap + label_font.size(label)[0] <= room:
                return short, label
        label = labels[-1]
        return fit_seat_name(name_font, name, room - gap - label_font.size(label)[0]), label
    return fit_seat_name(name_font, name, room), ""


@dataclass
class SeatHeader:
    """What a seat panel's first line shows (drawn by :func:`draw_seat_header`).

    Attributes:
        seat: seat number (colour and symbol).
        name: display name.
        labels: the kind labels, longest first: ``("AI (Hard)", "Hard")`` or ``("Human",)`` — an AI seat's
            level stays in sight, also while it thinks.
        score: the running score, or ``None`` when scores are hidden.
        current: the seat is deciding now.
        thinking: an AI seat is searching now (a spinner).
        your_turn: a human may act now ("your turn" / "answer").
        status: the status word for a human ("your turn", "answer", "respond").
    """

    seat: int
    name: str
    labels: tuple[str, ...]
    score: int | None
    current: bool
    thinking: bool
    your_turn: bool
    status: str = "your turn"
    ai: bool = False


def seat_labels(label: str, level: str | None) -> tuple[str, ...]:
    """The kind labels of a seat, longest first: ``("AI (Hard)", "Hard")`` for a computer, ``("Human",)``."""
    return (label, level) if level else (label,)


#: the status words a seat header may show beside the score (``SeatHeader.status``).
STATUS_WORDS = ("your turn", "answer", "respond")


def header_free_right(text: TextCache, rect: pygame.Rect, compact: bool = False) -> int:
    """The x (pixels) left of which a seat header ``rect`` keeps its line free of the score badge and of any
    status word (:data:`STATUS_WORDS`): where a game may put its own control on that line, e.g. a button."""
    badge_x = rect.right - (6 if compact else 10) - (40 if compact else 54)
    return badge_x - 8 - max(text.get("bold", 12, w, theme.ACCENT).get_width() for w in STATUS_WORDS) - 8


def score_badge_rect(rect: pygame.Rect, compact: bool = False) -> pygame.Rect:
    """Where :func:`draw_seat_header` draws the score badge of a seat header ``rect`` (its top right corner)."""
    badge = pygame.Rect(0, 0, 40 if compact else 54, 28)
    badge.topright = (rect.right - (6 if compact else 10), rect.y + 6)
    return badge


def header_glow(time: float) -> int:
    """The width in logical pixels (3–5) of the ring around the deciding seat's panel at decorative ``time`` (s)."""
    return 3 + int(2 * (0.5 + 0.5 * math.sin(time * 4)))


#: a moving part of a seat header, drawn over a kept picture of the table (:func:`draw_moving`):
#: ``("ring", rect, colour)`` — the deciding seat's glowing ring — or ``("spinner", centre, None)``.
Moving = tuple[str, Any, Any]


def draw_moving(surface: gfx.Canvas, part: Moving, time: float) -> None:
    """Draw a header's moving ``part`` (the ring's width or the spinner's turn at decorative ``time``, s) as
    :func:`draw_seat_header` would have drawn it."""
    kind, where, colour = part
    if kind == "ring":
        gfx.rect(surface, colour, where, header_glow(time), border_radius=16)
    else:
        spinner(surface, where, time)


def draw_seat_header(surface: gfx.Canvas, text: TextCache, fonts: theme.FontLike, rect: pygame.Rect, h: SeatHeader,
                     time: float, symbols: bool, compact: bool = False,
                     moving: list[Moving] | None = None, ring_moves: bool = True) -> pygame.Rect:
    """Draw a seat panel's header line in ``rect`` (the panel): glow, marker, name, level, score, status.

    The name gets the room the score badge and the status leave; a computer's level always shows.
    ``time`` drives the glow around the seat deciding (seconds of decorative time).  ``compact`` (narrow
    panels, e.g. six seats in a row) uses a narrower score badge and spinner room, so the name keeps
    more of the line (pixels: badge 40 instead of 54, spinner 20 instead of 28).  ``moving``: when given,
    the parts that change with ``time`` (the glowing ring, the "thinking" spinner) are not drawn but appended,
    for the caller to draw over a kept picture of the table (:func:`draw_moving`); ``ring_moves`` False keeps the
    ring in place (a table that draws over the ring's edge after the header).  Returns the name's rectangle.
    """
    style = theme.seat_style(h.seat)
    if h.current:
        ring: Moving = ("ring", rect.inflate(4, 4), style.color)
        if moving is not None and ring_moves:
            moving.append(ring)
        else:
            draw_moving(surface, ring, time)
    seat_marker(surface, h.seat, (rect.x + 22, rect.y + 20), 10, symbols)
    badge = score_badge_rect(rect, compact)
    # the name gets what the score badge and the "your turn" / spinner leave; an AI seat always keeps the
    # spinner's room, so nothing moves when it starts thinking (the top banner says who thinks)
    label_x = badge.x if h.score is not None else badge.right + 8
    label_left = label_x - ((20 if compact else 28) if h.ai else 8)
    if h.current and h.your_turn:
        label_left = label_x - 8 - text.get("bold", 12, h.status, theme.ACCENT).get_width()
    name, label = text.memo(("seat_title", h.name, h.labels, label_left - 4 - (rect.x + 40), h.ai),
                            lambda: seat_title(fonts("bold", 18), fonts("text", 12), h.name, h.labels,
                                               label_left - 4 - (rect.x + 40), keep_label=h.ai))
    name_rect = text.blit(surface, "bold", 18, name, (rect.x + 40, rect.y + 8), theme.INK)
    if label:
        text.blit(surface, "text", 12, label, (name_rect.right + 8, rect.y + 13), theme.INK_DIM)
    if h.score is not None:
        gfx.rect(surface, theme.ACCENT if h.current else theme.PANEL_LIGHT, badge, border_radius=14)
        ink = theme.INK_DARK if h.current else theme.INK
        text.blit(surface, "display", 18 if compact else 20, str(h.score), (badge.centerx, badge.centery + 1), ink,
                  "center")
    if h.current and h.thinking:
        spin: Moving = ("spinner", (label_x - 16, badge.centery), None)
        if moving is not None:
            moving.append(spin)
        else:
            draw_moving(surface, spin, time)
    elif h.current and h.your_turn:
        text.blit(surface, "bold", 12, h.status, (label_x - 8, badge.centery), theme.ACCENT, "midright")
    return name_rect


def arrow_between(src: pygame.Rect, dst: pygame.Rect) -> tuple[pygame.Vector2, pygame.Vector2] | None:
    """``(start, tip)`` of an arrow from the edge of ``src`` to just short of ``dst``'s centre (None: too close)."""
    a, b = pygame.Vector2(src.center), pygame.Vector2(dst.center)
    if a == b:
        return None
    direction = (b - a).normalize()
    start = a + direction * (min(src.w, src.h) / 2 + 6)
    tip = b - direction * 18
    return (start, tip) if (tip - start).dot(direction) > 0 else None


def draw_mark(surface: gfx.Canvas, src: pygame.Rect, dst: pygame.Rect, color: theme.Color, time: float,
              fill: gfx.Picture | None = None,
              segment: tuple[pygame.Vector2, pygame.Vector2] | None = None) -> None:
    """Mark a move: outline the source and the target (filled with ``fill``) and draw the arrow ``segment``."""
    if fill is not None:
        surface.blit(fill, dst)
    width = 3 + int(2 * (0.5 + 0.5 * math.sin(time * 6)))
    for rect, pad in ((src, 8), (dst, 6)):
        r = rect.inflate(pad, pad)
        gfx.rect(surface, theme.INK_DARK, r.inflate(4, 4), 2, border_radius=12)
        gfx.rect(surface, color, r, width, border_radius=12)
    if segment is None:
        return
    start, tip = segment
    direction = (tip - start).normalize()
    side = pygame.Vector2(-direction.y, direction.x)
    base = tip - direction * 16
    gfx.line(surface, theme.INK_DARK, start, base, 9)
    gfx.line(surface, color, start, base, 5)
    head = [tip + direction * 3, base + side * 12, base - side * 12]
    gfx.polygon(surface, theme.INK_DARK, head)
    gfx.polygon(surface, color, [tip, base + side * 9, base - side * 9])


def lit_target(size: tuple[int, int], radius: int = 10) -> gfx.Drawing:
    """The picture of a legal drop target: a light green wash and a strong rim (card colours stay readable)."""

    def paint(canvas: gfx.Canvas) -> None:
        gfx.rect(canvas, (*theme.GOOD, 45), canvas.get_rect(), border_radius=radius)
        gfx.rect(canvas, (*theme.GOOD, 255), canvas.get_rect(), 4, border_radius=radius)
        gfx.rect(canvas, (255, 255, 255, 150), canvas.get_rect().inflate(-8, -8), 1, border_radius=max(1, radius - 3))

    return gfx.Drawing(size, paint)


def dim_target(size: tuple[int, int], radius: int = 10) -> gfx.Drawing:
    """The picture laid over a place that is not a legal target while a piece is held."""
    return gfx.Drawing(size, lambda canvas: gfx.rect(canvas, (0, 0, 0, 110), canvas.get_rect(), border_radius=radius))


def dashed_rect(surface: gfx.Canvas, rect: pygame.Rect, color: theme.Color, dash: int = 6, width: int = 1) -> None:
    """Draw a dashed rectangle outline (square corners)."""
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for x in range(x0, x1, dash * 2):
        gfx.line(surface, color, (x, y0), (min(x + dash, x1), y0), width)
        gfx.line(surface, color, (x, y1), (min(x + dash, x1), y1), width)
    for y in range(y0, y1, dash * 2):
        gfx.line(surface, color, (x0, y), (x0, min(y + dash, y1)), width)
        gfx.line(surface, color, (x1, y), (x1, min(y + dash, y1)), width)
