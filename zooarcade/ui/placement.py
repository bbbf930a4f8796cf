"""Where to put a floating box (tooltip, hover preview) so it hides the least that matters.

Any table uses it: give the box's size, the thing it is about (``anchor``), the rectangles it
should keep clear of with a weight each (legal targets weigh most, then text a player reads,
then ordinary board squares), and the area it must stay in.  :func:`place_box` tries the box
on every side of the anchor, at five alignments each (centred, flush with either end, off
either corner), clamped into the area, and keeps the
one that covers the least weighted area; ties go to the earlier side.  It never covers the
anchor itself when a side has room.  :func:`free_spot` finds a place inside an area that covers
nothing to avoid (a burst's words over a busy panel), nearest a preferred point.

Units: logical pixels of the 1280×720 canvas.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

#: sides tried, in order of preference.
SIDES = ("above", "below", "right", "left")
#: weights of the usual kinds of rectangles to keep clear of.
TARGET, TEXT, SQUARE = 1000.0, 30.0, 1.0
#: the weight of what a player reads to decide (scores, a deal's terms, the Chi being paid): between a legal
#: target and ordinary text (the compact table's drawer hides it only when every other place is worse).
INFO = 200.0


@dataclass(frozen=True)
class Avoid:
    """A rectangle a floating box should not cover, and how much covering it costs per pixel."""

    rect: pygame.Rect
    weight: float = 1.0


def covered(box: pygame.Rect, avoid: Sequence[Avoid]) -> float:
    """The weighted area (pixels × weight) of ``avoid`` that ``box`` covers."""
    total = 0.0
    for item in avoid:
        clip = box.clip(item.rect)
        total += clip.w * clip.h * item.weight
    return total


def candidates(size: tuple[int, int], anchor: pygame.Rect, area: pygame.Rect, gap: int = 6,
               sides: Sequence[str] = SIDES) -> list[tuple[str, pygame.Rect]]:
    """Every ``(side, box)`` tried: ``size`` beside ``anchor`` on each side (centred, flush with either end of
    that side, then past either end: off a corner, where a grid's orthogonal neighbours are not), moved inside
    ``area``."""
    w, h = size
    out: list[tuple[str, pygame.Rect]] = []
    for side in sides:
        box = pygame.Rect(0, 0, w, h)
        if side in ("above", "below"):
            y = anchor.y - gap - h if side == "above" else anchor.bottom + gap
            xs = (anchor.centerx - w // 2, anchor.x, anchor.right - w, anchor.x - gap - w, anchor.right + gap)
            spots = [(x, y) for x in xs]
        else:
            x = anchor.right + gap if side == "right" else anchor.x - gap - w
            ys = (anchor.centery - h // 2, anchor.y, anchor.bottom - h, anchor.y - gap - h, anchor.bottom + gap)
            spots = [(x, y) for y in ys]
        for x, y in spots:
            box.topleft = (x, y)
            out.append((side, box.clamp(area)))
    return out


def place_box(size: tuple[int, int], anchor: pygame.Rect, avoid: Sequence[Avoid], area: pygame.Rect,
              gap: int = 6, sides: Sequence[str] = SIDES) -> pygame.Rect:
    """The box of ``size`` beside ``anchor`` inside ``area`` covering the least of ``avoid`` (see the module doc).

    The anchor itself counts as something to avoid (weight :data:`TARGET`), so a box pushed back over it by
    the area's edge loses to one on another side.  Returns a new rect; never raises for any sizes.
    """
    keep_clear = [Avoid(anchor, TARGET), *avoid]
    best: tuple[float, int, pygame.Rect] | None = None
    for rank, (_, box) in enumerate(candidates(size, anchor, area, gap, sides)):
        score = covered(box, keep_clear)
        if best is None or score < best[0]:
            best = (score, rank, box)
    assert best is not None
    return best[2]


def free_spot(size: tuple[int, int], area: pygame.Rect, avoid: Sequence[Avoid], prefer: tuple[float, float],
              gap: int = 4) -> tuple[pygame.Rect, float]:
    """The box of ``size`` inside ``area`` covering the least of ``avoid``, nearest ``prefer`` among equals.

    For a label shown over a busy panel for a moment (a burst's words): it goes where nothing is written
    when there is such a spot.  The boxes tried are flush with each side of ``area``, ``gap`` pixels past
    each side of every rectangle to avoid, and centred on ``prefer``, in every combination of x and y,
    so a free spot between the rectangles is found when one exists.  Returns ``(box, covered)``:
    ``covered`` (:func:`covered`, of the rectangles grown by ``gap`` / 2 on each side) is 0 for a free spot
    at least ``gap`` / 2 pixels from each of them.  A box larger than ``area`` is clamped into it.
    """
    w, h = size
    xs = {area.x, area.right - w, round(prefer[0] - w / 2)}
    ys = {area.y, area.bottom - h, round(prefer[1] - h / 2)}
    for item in avoid:
        xs.update((item.rect.right + gap, item.rect.x - gap - w))
        ys.update((item.rect.bottom + gap, item.rect.y - gap - h))
    # scored against the rectangles grown by half the gap: a box right against one counts as covering it a little
    margin = [Avoid(item.rect.inflate(gap, gap), item.weight) for item in avoid]
    best: tuple[float, float, int, int, pygame.Rect] | None = None
    for x in sorted(xs):
        for y in sorted(ys):
            box = pygame.Rect(x, y, w, h).clamp(area)
            score = covered(box, margin)
            far = (box.centerx - prefer[0]) ** 2 + (box.centery - prefer[1]) ** 2
            key = (score, far, box.x, box.y, box)
            if best is None or key[:4] < best[:4]:
                best = key
    assert best is not None
    return best[4], best[0]
