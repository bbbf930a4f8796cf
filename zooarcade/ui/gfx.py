"""Resolution-independent drawing: scenes draw in logical pixels, pixels are made at the drawn size.

Every scene lays itself out on the 1280×720 *logical* canvas (see :mod:`zooarcade.ui.display`),
but the window may be any size.  Instead of drawing at 1280×720 and resampling the result (soft
text and cards above that size), the arcade draws straight at the window's resolution:

* :class:`Canvas` — a drawing surface addressed in logical pixels whose pixels live in a
  pygame surface ``scale`` times larger (``scale`` = window pixels per logical pixel).  It
  offers the parts of the ``pygame.Surface`` API the scenes use (``blit``, ``fill``,
  ``subsurface``, ``set_clip``, ``get_rect``, ``get_at`` …), all in logical pixels.
* The drawing functions of this module (:func:`rect`, :func:`line`, :func:`circle`, …) mirror
  ``pygame.draw`` with the same arguments; on a :class:`Canvas` they scale positions, sizes,
  line widths and corner radii, on a plain ``pygame.Surface`` they are ``pygame.draw`` itself.
* :class:`Picture` — an image with a logical size that can make its pixels at any scale.
  Text (:class:`TextPicture`, from :class:`ScaledFont`), SVG art (:class:`RenderedPicture`, from
  :class:`~zooarcade.ui.assets.Assets`), painted card faces (:class:`Drawing`) and transformed
  pictures (:func:`smoothscale`, :func:`rotate`, :func:`grayscale`, :func:`gaussian_blur`) are
  rendered at the size they are drawn and cached, so they stay sharp at every window size.

A plain ``pygame.Surface`` blitted on a :class:`Canvas` counts as logical pixels and is resampled
(correct, but soft): every scene should draw its pictures through this module instead.
"""

from __future__ import annotations

import contextvars
import logging
import math
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import pygame

#: logger told (at DEBUG) whenever pixels are resampled instead of rendered at the drawn size;
#: tests capture it to prove a scene draws everything sharp.
log = logging.getLogger("zooarcade.gfx")
RESAMPLE_MESSAGE = "resampled %s %dx%d for scale %.3f"

Color = Any  # pygame ColorValue: (r, g, b), (r, g, b, a), "name" or pygame.Color
Point = Sequence[float]
RectLike = Any  # pygame.Rect or (x, y, w, h) or ((x, y), (w, h))

#: pictures keep this many renderings (one per scale they were drawn at) before dropping the oldest.
PICTURE_CACHE = 3
#: text is never rendered smaller than this many window pixels, so a tiny window stays legible.
MIN_TEXT_PX = 8


#: the ``time.thread_time()`` second after which no new rendering starts (see :func:`render_budget`); ``None``:
#: no limit.
_RENDER_DEADLINE: contextvars.ContextVar[float | None] = contextvars.ContextVar("render_deadline", default=None)
#: ``time.perf_counter_ns()`` when the outermost rendering in progress started (``None``: none is): a text or a
#: derived picture (a copy, a rotation) made after that belongs to that rendering and is never deferred, so a
#: painting that writes text completes once started; every other picture (a painter's cached layers, art) is
#: deferred as before, so a big picture split into layers renders one layer per frame.
_RENDER_STARTED: contextvars.ContextVar[int | None] = contextvars.ContextVar("render_started", default=None)


class RenderDeferred(BaseException):  # noqa: N818 - a signal, not an error
    """Raised by :meth:`Picture.pixels` inside :func:`render_budget` once its time is spent.

    The picture being asked for (and every picture being rendered around it) is not cached, so a later
    draw renders it whole; the pictures already rendered stay cached.  A ``BaseException`` (like
    ``GeneratorExit``): a control-flow signal that the "a drawing bug must not close the screen" guards
    (``except Exception``) let through to :func:`render_budget`'s caller.
    """


@contextmanager
def render_budget(seconds: float) -> Iterator[None]:
    """Within the block, a picture that is not rendered yet starts rendering only in the first ``seconds``
    of the drawing thread's CPU time; after that, asking for it raises :class:`RenderDeferred`.  (CPU time,
    so that on a busy machine, where the thread waits for a core, each frame still renders its share.)

    Spreads the rendering of a scene's pictures over several frames (the app prepares a scene this way
    before it shows it, see ``App.step``): each frame renders what fits, the next goes on.  Already
    rendered pictures are always returned, so a prepared scene draws normally inside the block.  A picture
    made while another renders (its painter's text, gradients) is part of that rendering and never deferred;
    a big picture is split by painting cached layers made beforehand (each deferred like any picture).
    """
    token = _RENDER_DEADLINE.set(time.thread_time() + seconds)
    try:
        yield
    finally:
        _RENDER_DEADLINE.reset(token)


def _skey(scale: float) -> float:
    return round(float(scale), 4)


def _px(v: float, scale: float) -> int:
    return round(v * scale)


def _prect(r: RectLike, scale: float) -> pygame.Rect:
    """Logical rect → window-pixel rect whose edges are the rounded logical edges (rects tile)."""
    r = pygame.Rect(r) if not isinstance(r, pygame.Rect) else r
    if scale == 1.0:
        return pygame.Rect(r)
    left, top = round(r.x * scale), round(r.y * scale)
    right, bottom = round((r.x + r.w) * scale), round((r.y + r.h) * scale)
    w = right - left if r.w <= 0 else max(1, right - left)
    h = bottom - top if r.h <= 0 else max(1, bottom - top)
    return pygame.Rect(left, top, w, h)


def _lrect(r: pygame.Rect, scale: float) -> pygame.Rect:
    """Window-pixel rect → the logical rect that covers it."""
    if scale == 1.0:
        return pygame.Rect(r)
    left, top = int(r.x / scale), int(r.y / scale)
    right, bottom = -int(-(r.x + r.w) / scale), -int(-(r.y + r.h) / scale)
    return pygame.Rect(left, top, right - left, bottom - top)


def _pt(p: Point, scale: float) -> tuple[int, int]:
    return (round(p[0] * scale), round(p[1] * scale))


def _width(width: int, scale: float) -> int:
    return 0 if width <= 0 else max(1, round(width * scale))


class Picture:
    """An image with a size in logical pixels that can make its pixels at any scale.

    Subclasses implement :meth:`_render` (``scale`` → ``pygame.Surface`` of about
    ``size × scale`` window pixels).  :meth:`pixels` caches the last
    :data:`PICTURE_CACHE` renderings and applies :meth:`set_alpha`.  The ``get_*`` methods
    mirror ``pygame.Surface`` so layout code can measure pictures like surfaces.
    """

    #: a picture of this kind made while another renders is part of that rendering (see _RENDER_STARTED).
    _PART_OF_A_PAINTING = False
    #: pictures rendered before this one starts (a :class:`Drawing`'s ``needs``).
    _needs: tuple[Picture, ...] = ()

    def __init__(self, size: tuple[int, int]) -> None:
        self._size = (max(0, int(size[0])), max(0, int(size[1])))
        self._born = time.perf_counter_ns()  # see _RENDER_STARTED
        self._alpha: int | None = None
        self._renders: OrderedDict[float, pygame.Surface] = OrderedDict()
        #: the last faded copy: ((scale key, alpha), the rendering it was made from, the copy).
        self._faded: tuple[tuple[float, int], pygame.Surface, pygame.Surface] | None = None

    # ---------------------------------------------------------------- measuring (logical pixels)
    def get_size(self) -> tuple[int, int]:
        """``(width, height)`` in logical pixels."""
        return self._size

    def get_width(self) -> int:
        """Width in logical pixels."""
        return self._size[0]

    def get_height(self) -> int:
        """Height in logical pixels."""
        return self._size[1]

    def get_rect(self, **kwargs: Any) -> pygame.Rect:
        """A ``pygame.Rect`` of the logical size at (0, 0), moved by keyword anchors like ``Surface.get_rect``."""
        r = pygame.Rect((0, 0), self._size)
        for name, value in kwargs.items():
            setattr(r, name, value)
        return r

    # ---------------------------------------------------------------- alpha
    def set_alpha(self, alpha: int | None, flags: int = 0) -> None:
        """Draw the whole picture at opacity ``alpha`` (0..255; ``None`` = opaque as rendered).

        Cheap to change every frame (a pulsing glow): the rendering is kept, only a faded copy is made.
        """
        self._alpha = None if alpha is None else max(0, min(255, int(alpha)))

    def get_alpha(self) -> int | None:
        """The opacity set by :meth:`set_alpha`, or ``None``."""
        return self._alpha

    # ---------------------------------------------------------------- pixels
    def _render(self, scale: float) -> pygame.Surface:
        raise NotImplementedError

    def pixels(self, scale: float) -> pygame.Surface:
        """Return the picture rendered for ``scale`` window pixels per logical pixel (cached).

        The result is shared: blit it, never draw on it.

        Raises:
            RenderDeferred: it is not rendered yet and the :func:`render_budget` around the call is spent.
        """
        key = _skey(scale)
        surf = self._renders.get(key)
        if surf is not None:
            self._renders.move_to_end(key)
        else:
            for picture in self._needs:  # its layers first, each within the budget (see Drawing's ``needs``)
                picture.pixels(scale)
            deadline = _RENDER_DEADLINE.get()
            started = _RENDER_STARTED.get()
            made_by_a_painting = self._PART_OF_A_PAINTING and started is not None and self._born >= started
            if deadline is not None and not made_by_a_painting and time.thread_time() > deadline:
                raise RenderDeferred(type(self).__name__)
            token = _RENDER_STARTED.set(time.perf_counter_ns()) if started is None else None
            try:
                surf = self._render(key)
            finally:
                if token is not None:
                    _RENDER_STARTED.reset(token)
            self._renders[key] = surf
            while len(self._renders) > PICTURE_CACHE:
                self._renders.popitem(last=False)
        if self._alpha is None:
            return surf
        faded = self._faded
        if faded is None or faded[0] != (key, self._alpha) or faded[1] is not surf:
            copy = surf.copy()
            copy.set_alpha(self._alpha)
            faded = self._faded = ((key, self._alpha), surf, copy)
        return faded[2]

    def copy(self) -> Picture:
        """A picture with the same pixels whose alpha can be set independently."""
        return Derived(self, self._size, lambda src, scale: src.pixels(scale))


class RenderedPicture(Picture):
    """A picture made by ``render((w, h)) -> Surface`` at the window-pixel size it is drawn at.

    Used for SVG art: ``Assets.animal`` returns one, so a lion drawn at 64×64 logical
    pixels on a 1.5× window is rasterised at 96×96.
    """

    def __init__(self, size: tuple[int, int], render: Callable[[tuple[int, int]], pygame.Surface]) -> None:
        super().__init__(size)
        self._make = render

    def _render(self, scale: float) -> pygame.Surface:
        w, h = self._size
        return self._make((max(1, _px(w, scale)), max(1, _px(h, scale))))


def stretched(small: pygame.Surface, size: tuple[int, int]) -> RenderedPicture:
    """A picture of ``size`` logical pixels made by smooth-scaling the tiny map ``small`` to the drawn size.

    For soft gradients, vignettes and noise built pixel by pixel on a small surface.
    """
    return RenderedPicture(size, lambda px: pygame.transform.smoothscale(small, px))


class Drawing(Picture):
    """A picture painted by ``paint(canvas)`` on a blank :class:`Canvas` of ``size`` logical pixels.

    The painter draws in logical pixels with this module's functions; it runs once per scale
    the picture is drawn at (card faces, board backgrounds), so the result is always sharp.

    Args:
        size: ``(width, height)`` in logical pixels.
        paint: called with a transparent (``alpha=True``) or black canvas of that size.
        alpha: per-pixel transparency (default) or an opaque surface.
        needs: pictures ``paint`` draws (its layers), rendered at the same scale before it starts; inside a
            :func:`render_budget` each may wait for a later frame, so a big picture made of layers is
            rendered a layer per frame and paints only once they are all there.
    """

    def __init__(self, size: tuple[int, int], paint: Callable[[Canvas], None], alpha: bool = True,
                 needs: Sequence[Picture] = ()) -> None:
        super().__init__(size)
        self._paint = paint
        self._alpha_channel = alpha
        self._needs = tuple(needs)

    def _render(self, scale: float) -> pygame.Surface:
        canvas = Canvas.blank(self._size, scale, alpha=self._alpha_channel)
        self._paint(canvas)
        return display_format(canvas.surface, self._alpha_channel)


class Derived(Picture):
    """A picture computed from another by ``make(source, scale) -> Surface`` (scaling, rotating, …)."""

    _PART_OF_A_PAINTING = True  # cheap once its source is rendered (the source itself may still wait)

    def __init__(self, source: Any, size: tuple[int, int], make: Callable[[Any, float], pygame.Surface]) -> None:
        super().__init__(size)
        self._source = source
        self._make = make

    def _render(self, scale: float) -> pygame.Surface:
        return self._make(self._source, scale)


#: a private-use code point no bundled font maps, so it renders as the font's ".notdef" box.
NOTDEF_PROBE = "\U0010fffd"
#: what a character no bundled face can draw is shown as (never an empty box).
REPLACEMENT = "?"


def missing_glyphs(font: pygame.font.Font | ScaledFont, text: str) -> set[str]:
    """Return the characters of ``text`` that ``font`` has no glyph for (whitespace is ignored).

    For a :class:`ScaledFont` only its own (first) face counts, not its fallbacks.
    pygame-ce's ``Font.metrics`` gives None for a missing character only with some
    FreeType builds; others return the metrics of the ".notdef" box.  So a character
    also counts as missing when its metrics *and* its rendered pixels equal those of
    :data:`NOTDEF_PROBE`.
    """
    font = font.raw if isinstance(font, ScaledFont) else font
    chars = {ch for ch in text if not ch.isspace()}
    if not chars:
        return set()
    probe_metrics = font.metrics(NOTDEF_PROBE)[0]
    probe_pixels: bytes | None = None
    out: set[str] = set()
    for ch, metrics in zip(sorted(chars), font.metrics("".join(sorted(chars))), strict=False):
        if metrics is None:
            out.add(ch)
        elif metrics == probe_metrics:
            if probe_pixels is None:
                probe_pixels = pygame.image.tobytes(font.render(NOTDEF_PROBE, True, (255, 255, 255)), "RGBA")
            if pygame.image.tobytes(font.render(ch, True, (255, 255, 255)), "RGBA") == probe_pixels:
                out.add(ch)
    return out


class ScaledFont:
    """A font measured in logical pixels whose :meth:`render` gives sharp :class:`TextPicture` objects.

    It answers the measuring calls of ``pygame.font.Font`` (``size``, ``get_linesize``,
    ``get_height``, ``get_ascent``, ``get_descent``, ``metrics``) at the logical size, and
    renders with the same face at ``size × scale`` pixels when drawn.

    Text the face has no glyph for is measured and drawn with the first of ``fallbacks`` that
    has every character of it (a kana name in the Inter text face goes to the display face);
    characters no face has are shown as :data:`REPLACEMENT`, so no text is ever drawn as boxes.
    Which face has which character is looked up once per character.

    Args:
        make: ``make(pixel_size) -> pygame.font.Font`` (cached by the caller).
        size: the logical font size in pixels.
        fallbacks: more ``make`` functions of other faces, tried in order.
    """

    def __init__(self, make: Callable[[int], pygame.font.Font], size: int,
                 fallbacks: Sequence[Callable[[int], pygame.font.Font]] = ()) -> None:
        self._makes = (make, *fallbacks)
        self.point_size = max(1, int(size))
        self.raw = make(self.point_size)
        #: per face: character -> whether it has a glyph for it.
        self._has: list[dict[str, bool]] = [{} for _ in self._makes]

    def _face(self, index: int) -> pygame.font.Font:
        return self.raw if index == 0 else self._makes[index](self.point_size)

    def _covers(self, index: int, chars: set[str]) -> bool:
        known = self._has[index]
        unknown = [ch for ch in chars if ch not in known]
        if unknown:
            missing = missing_glyphs(self._face(index), "".join(unknown))
            known.update({ch: ch not in missing for ch in unknown})
        return all(known[ch] for ch in chars)

    def plan(self, text: str) -> tuple[int, str]:
        """``(face index, text as drawn)``: the face that draws ``text``; ``text`` with what it lacks replaced.

        The first face with every character of ``text``; failing that, the one with the most of them,
        with the others shown as :data:`REPLACEMENT` (exactly :meth:`undrawable`).
        """
        if text.isascii() and text.isprintable():
            return 0, text  # every bundled face covers printable ASCII
        face, lost = self._best({ch for ch in text if not ch.isspace()})
        if lost:
            text = "".join(REPLACEMENT if ch in lost else ch for ch in text)
        return face, text

    def _best(self, chars: set[str]) -> tuple[int, set[str]]:
        """The face to draw ``chars`` with and the characters it lacks (empty when one face has them all)."""
        for i in range(len(self._makes)):
            if self._covers(i, chars):
                return i, set()
        best = max(range(len(self._makes)), key=lambda i: (sum(self._has[i][ch] for ch in chars), -i))
        return best, {ch for ch in chars if not self._has[best][ch]}

    def undrawable(self, text: str) -> set[str]:
        """The characters of ``text`` (whitespace ignored) that would be drawn as :data:`REPLACEMENT`.

        Empty when one of the faces draws all of ``text``; otherwise what the face with the most of
        it lacks (a character no face has, or kana in a line of Greek: no bundled face has both).
        """
        if text.isascii() and text.isprintable():
            return set()
        return self._best({ch for ch in text if not ch.isspace()})[1]

    def at_scale(self, scale: float, face: int = 0) -> pygame.font.Font:
        """The pygame font (face ``face`` of :meth:`plan`) to draw at ``scale`` window pixels per logical pixel."""
        return self._makes[face](max(_px(self.point_size, scale), min(self.point_size, MIN_TEXT_PX)))

    def render(self, text: str, antialias: bool = True, color: Color = (0, 0, 0), background: Color | None = None
               ) -> TextPicture:
        """Return ``text`` as a picture (logical size as ``pygame.font.Font.render`` would give)."""
        return TextPicture(self, str(text), antialias, color, background)

    def size(self, text: str) -> tuple[int, int]:
        """Logical ``(width, height)`` of ``text`` (in the face that draws it, see :meth:`plan`)."""
        face, shown = self.plan(text)
        return self._face(face).size(shown)

    def get_linesize(self) -> int:
        """Logical line spacing in pixels."""
        return self.raw.get_linesize()

    def get_height(self) -> int:
        """Logical font height in pixels."""
        return self.raw.get_height()

    def get_ascent(self) -> int:
        """Logical ascent in pixels."""
        return self.raw.get_ascent()

    def get_descent(self) -> int:
        """Logical descent in pixels (negative)."""
        return self.raw.get_descent()

    def metrics(self, text: str) -> list[Any]:
        """Per-character metrics at the logical size (see ``pygame.font.Font.metrics``)."""
        return self.raw.metrics(text)


class TextPicture(Picture):
    """A line of text, rendered with its font at the size it is drawn (see :class:`ScaledFont`)."""

    _PART_OF_A_PAINTING = True  # a painting's words: rendered with it, never left for a later frame

    def __init__(self, font: ScaledFont, text: str, antialias: bool, color: Color, background: Color | None) -> None:
        super().__init__(font.size(text))
        self.font = font
        self.text = text
        self._face, self._shown = font.plan(text)
        self._args = (antialias, color, background)

    def _render(self, scale: float) -> pygame.Surface:
        antialias, color, background = self._args
        font = self.font.at_scale(scale, self._face)
        if background is None:
            img = font.render(self._shown, antialias, color)
        else:
            img = font.render(self._shown, antialias, color, background)
        # hinting makes a face a little wider at some pixel sizes than its measured width × scale (and
        # below the legibility floor the face is larger than asked): condense the line to its measured
        # width so it always fits where the layout put it
        room = max(1, _px(self._size[0], scale))
        if img.get_width() > room + 1:
            img = pygame.transform.smoothscale(img, (room, img.get_height()))
        return img


def display_format(surface: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """``surface`` converted to the window's pixel format (blits several times faster), when a window exists."""
    if not (pygame.display.get_init() and pygame.display.get_surface() is not None):
        return surface
    try:
        return surface.convert_alpha() if alpha else surface.convert()
    except pygame.error:
        return surface


def pixels_of(source: Any, scale: float) -> pygame.Surface:
    """Window pixels of ``source`` for ``scale``: a picture renders itself, a plain surface is resampled."""
    if isinstance(source, Picture):
        return source.pixels(scale)
    if isinstance(source, pygame.Surface):
        if scale == 1.0:
            return source
        w, h = source.get_size()
        log.debug(RESAMPLE_MESSAGE, "a plain surface", w, h, scale)
        return pygame.transform.smoothscale(source, (max(1, _px(w, scale)), max(1, _px(h, scale))))
    raise TypeError(f"cannot draw {type(source).__name__}; expected a Picture or a pygame.Surface")


class Canvas(Picture):
    """A drawing surface addressed in logical pixels, backed by a ``pygame.Surface`` ``scale`` times larger.

    Args:
        surface: the window-pixel surface drawn on (``.surface``).
        scale: window pixels per logical pixel (> 0).
        size: logical size; defaults to ``surface`` size ÷ ``scale``.

    As a :class:`Picture` it can be blitted on another canvas; at a different scale its pixels
    are resampled (use :class:`Drawing` for pictures that must stay sharp after a resize).
    """

    def __init__(self, surface: pygame.Surface, scale: float = 1.0, size: tuple[int, int] | None = None) -> None:
        if scale <= 0:
            raise ValueError(f"scale must be positive, got {scale}")
        if size is None:
            sw, sh = surface.get_size()
            size = (round(sw / scale), round(sh / scale))
        super().__init__(size)
        self.surface = surface
        self.scale = float(scale)

    @classmethod
    def blank(cls, size: tuple[int, int], scale: float = 1.0, alpha: bool = True) -> Canvas:
        """A new canvas of ``size`` logical pixels: transparent if ``alpha`` else black."""
        w, h = max(0, int(size[0])), max(0, int(size[1]))
        phys = (max(1, _px(w, scale)) if w else 0, max(1, _px(h, scale)) if h else 0)
        surf = pygame.Surface(phys, pygame.SRCALPHA) if alpha else pygame.Surface(phys)
        return cls(surf, scale, (w, h))

    def new(self, size: tuple[int, int], alpha: bool = True) -> Canvas:
        """A blank canvas of ``size`` logical pixels at this canvas's scale (for off-screen layers)."""
        return Canvas.blank(size, self.scale, alpha)

    # ---------------------------------------------------------------- conversions
    def to_pixels(self, rect: RectLike) -> pygame.Rect:
        """The window-pixel rect of logical ``rect`` on this canvas."""
        return _prect(rect, self.scale)

    def to_logical(self, rect: pygame.Rect) -> pygame.Rect:
        """The logical rect covering window-pixel ``rect``."""
        return _lrect(rect, self.scale)

    # ---------------------------------------------------------------- Surface-like API
    def fill(self, color: Color, rect: RectLike | None = None, special_flags: int = 0) -> pygame.Rect:
        """Fill all of the canvas, or logical ``rect``, with ``color`` (``special_flags`` as pygame)."""
        prect = None if rect is None else _prect(rect, self.scale)
        return _lrect(self.surface.fill(color, prect, special_flags), self.scale)

    def blit(self, source: Any, dest: Any = (0, 0), area: RectLike | None = None, special_flags: int = 0
             ) -> pygame.Rect:
        """Draw ``source`` (a :class:`Picture` or plain surface) with its top-left at logical ``dest``.

        ``dest`` is a point or a rect (its top-left is used); ``area`` a logical rect of the source.
        Returns the logical rect drawn.
        """
        img = pixels_of(source, self.scale)
        if isinstance(dest, pygame.Rect):
            x, y = dest.topleft
        elif len(dest) == 4:
            x, y = dest[0], dest[1]
        elif len(dest) == 2 and not isinstance(dest[0], (int, float)):
            x, y = dest[0]
        else:
            x, y = dest[0], dest[1]
        parea = None if area is None else _prect(area, self.scale)
        drawn = self.surface.blit(img, _pt((x, y), self.scale), parea, special_flags)
        return _lrect(drawn, self.scale)

    def subsurface(self, rect: RectLike) -> Canvas:
        """A canvas sharing the pixels of logical ``rect`` (raises ``ValueError`` outside the canvas)."""
        r = pygame.Rect(rect)
        prect = _prect(r, self.scale).clip(self.surface.get_rect())
        if r.w > 0 and r.h > 0 and not prect.w:
            raise ValueError("subsurface rectangle outside surface area")
        return Canvas(self.surface.subsurface(prect), self.scale, r.size)

    def set_clip(self, rect: RectLike | None) -> None:
        """Limit drawing to logical ``rect`` (``None`` = the whole canvas)."""
        self.surface.set_clip(None if rect is None else _prect(rect, self.scale))

    def get_clip(self) -> pygame.Rect:
        """The logical clip rect."""
        return _lrect(self.surface.get_clip(), self.scale)

    def get_at(self, pos: Point) -> pygame.Color:
        """The colour of the window pixel under logical point ``pos``."""
        w, h = self.surface.get_size()
        x, y = int(pos[0] * self.scale), int(pos[1] * self.scale)
        return self.surface.get_at((min(max(0, x), w - 1), min(max(0, y), h - 1)))

    def set_alpha(self, alpha: int | None, flags: int = 0) -> None:
        """Blit the whole canvas at opacity ``alpha`` (like ``Surface.set_alpha``)."""
        self._alpha = alpha
        self.surface.set_alpha(alpha)
        self._renders.clear()

    def get_alpha(self) -> int | None:
        """The surface alpha."""
        return self.surface.get_alpha()

    def copy(self) -> Canvas:
        """An independent copy (same scale and logical size)."""
        return Canvas(self.surface.copy(), self.scale, self._size)

    def convert(self) -> Canvas:
        """This canvas in the display's pixel format (for faster blits), when a window exists."""
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            return Canvas(self.surface.convert(), self.scale, self._size)
        return self

    def convert_alpha(self) -> Canvas:
        """Like :meth:`convert`, keeping per-pixel alpha."""
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            return Canvas(self.surface.convert_alpha(), self.scale, self._size)
        return self

    def get_bounding_rect(self, min_alpha: int = 1) -> pygame.Rect:
        """The logical rect holding all pixels with at least ``min_alpha`` opacity."""
        return _lrect(self.surface.get_bounding_rect(min_alpha), self.scale)

    def _render(self, scale: float) -> pygame.Surface:
        if _skey(scale) == _skey(self.scale):
            return self.surface
        w, h = self._size
        log.debug(RESAMPLE_MESSAGE, "a canvas", w, h, scale)
        return pygame.transform.smoothscale(self.surface, (max(1, _px(w, scale)), max(1, _px(h, scale))))

    def pixels(self, scale: float) -> pygame.Surface:
        """The backing surface at its own scale, a resampled copy at any other (cached)."""
        if _skey(scale) == _skey(self.scale):
            return self.surface
        return super().pixels(scale)


def as_canvas(surface: pygame.Surface | Canvas) -> Canvas:
    """``surface`` itself if it is a :class:`Canvas`, else a scale-1 canvas drawing on it."""
    return surface if isinstance(surface, Canvas) else Canvas(surface, 1.0)


def new_layer(like: pygame.Surface | Canvas, size: tuple[int, int], alpha: bool = True) -> Canvas:
    """A blank off-screen canvas of ``size`` logical pixels at the scale of ``like``."""
    return as_canvas(like).new(size, alpha)


# -------------------------------------------------------------------- pygame.draw, in logical pixels
def _target(surface: Any) -> tuple[pygame.Surface, float]:
    if isinstance(surface, Canvas):
        return surface.surface, surface.scale
    return surface, 1.0


_RADII = ("border_top_left_radius", "border_top_right_radius", "border_bottom_left_radius",
          "border_bottom_right_radius")


def rect(surface: Any, color: Color, rect: RectLike, width: int = 0, border_radius: int = 0, **radii: int
         ) -> pygame.Rect:
    """``pygame.draw.rect`` in logical pixels (``width`` and radii scale too)."""
    surf, s = _target(surface)
    if s == 1.0:
        return pygame.draw.rect(surf, color, rect, width, border_radius, **radii)
    scaled = {k: (_px(v, s) if v > 0 else v) for k, v in radii.items() if k in _RADII}
    drawn = pygame.draw.rect(surf, color, _prect(rect, s), _width(width, s), _px(border_radius, s), **scaled)
    return _lrect(drawn, s)


def line(surface: Any, color: Color, start_pos: Point, end_pos: Point, width: int = 1) -> pygame.Rect:
    """``pygame.draw.line`` in logical pixels."""
    surf, s = _target(surface)
    if s == 1.0:
        return pygame.draw.line(surf, color, start_pos, end_pos, width)
    return _lrect(pygame.draw.line(surf, color, _pt(start_pos, s), _pt(end_pos, s), _width(width, s)), s)


def lines(surface: Any, color: Color, closed: bool, points: Sequence[Point], width: int = 1) -> pygame.Rect:
    """``pygame.draw.lines`` in logical pixels."""
    surf, s = _target(surface)
    if s == 1.0:
        return pygame.draw.lines(surf, color, closed, points, width)
    return _lrect(pygame.draw.lines(surf, color, closed, [_pt(p, s) for p in points], _width(width, s)), s)


def aaline(surface: Any, color: Color, start_pos: Point, end_pos: Point) -> pygame.Rect:
    """``pygame.draw.aaline`` in logical pixels."""
    surf, s = _target(surface)
    return _lrect(pygame.draw.aaline(surf, color, _pt(start_pos, s), _pt(end_pos, s)), s)


def aalines(surface: Any, color: Color, closed: bool, points: Sequence[Point]) -> pygame.Rect:
    """``pygame.draw.aalines`` in logical pixels."""
    surf, s = _target(surface)
    return _lrect(pygame.draw.aalines(surf, color, closed, [_pt(p, s) for p in points]), s)


def polygon(surface: Any, color: Color, points: Sequence[Point], width: int = 0) -> pygame.Rect:
    """``pygame.draw.polygon`` in logical pixels."""
    surf, s = _target(surface)
    if s == 1.0:
        return pygame.draw.polygon(surf, color, points, width)
    return _lrect(pygame.draw.polygon(surf, color, [_pt(p, s) for p in points], _width(width, s)), s)


def circle(surface: Any, color: Color, center: Point, radius: float, width: int = 0, **quadrants: bool
           ) -> pygame.Rect:
    """``pygame.draw.circle`` in logical pixels (``radius`` scales; quadrant flags pass through)."""
    surf, s = _target(surface)
    if s == 1.0:
        return pygame.draw.circle(surf, color, center, radius, width, **quadrants)
    r = max(1, _px(radius, s)) if radius > 0 else 0
    return _lrect(pygame.draw.circle(surf, color, _pt(center, s), r, _width(width, s), **quadrants), s)


def ellipse(surface: Any, color: Color, rect: RectLike, width: int = 0) -> pygame.Rect:
    """``pygame.draw.ellipse`` in logical pixels."""
    surf, s = _target(surface)
    if s == 1.0:
        return pygame.draw.ellipse(surf, color, rect, width)
    return _lrect(pygame.draw.ellipse(surf, color, _prect(rect, s), _width(width, s)), s)


def arc(surface: Any, color: Color, rect: RectLike, start_angle: float, stop_angle: float, width: int = 1
        ) -> pygame.Rect:
    """``pygame.draw.arc`` in logical pixels (angles in radians)."""
    surf, s = _target(surface)
    if s == 1.0:
        return pygame.draw.arc(surf, color, rect, start_angle, stop_angle, width)
    return _lrect(pygame.draw.arc(surf, color, _prect(rect, s), start_angle, stop_angle, _width(width, s)), s)


# -------------------------------------------------------------------- pygame.transform, on pictures
def _is_plain(source: Any) -> bool:
    return isinstance(source, pygame.Surface)


def _bucket(needed: float, base: float) -> float:
    """The scale to render a source at so that it can be shrunk to ``needed``: ``base`` itself when
    that is it, else the next of a few fixed steps (1/8 octave apart) above ``needed``, so an
    animated zoom repaints the source a handful of times, not every frame, and never enlarges it."""
    if abs(needed - base) < 1e-6:
        return base
    return 2 ** (math.ceil(math.log2(max(1e-3, needed)) * 8 - 1e-9) / 8)


def smoothscale(source: Any, size: Sequence[float]) -> Any:
    """``pygame.transform.smoothscale`` for pictures: re-rendered at the new size where possible.

    A text, SVG or :class:`Drawing` picture is rendered afresh at (a fixed step just above) the new
    size and shrunk to fit, so it stays sharp; a :class:`Canvas` is resampled.  A plain surface
    gives a plain surface.
    """
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    if _is_plain(source):
        return pygame.transform.smoothscale(source, (w, h))
    sw, sh = source.get_size()

    def make(src: Picture, scale: float) -> pygame.Surface:
        target = (max(1, _px(w, scale)), max(1, _px(h, scale)))
        if isinstance(src, Canvas):
            img = src.surface
        else:
            img = src.pixels(_bucket(scale * max(w / max(1, sw), h / max(1, sh)), scale))
        return img if img.get_size() == target else pygame.transform.smoothscale(img, target)

    return Derived(source, (w, h), make)


def scale(source: Any, size: Sequence[float]) -> Any:
    """``pygame.transform.scale`` (nearest pixel) for plain surfaces; pictures use :func:`smoothscale`."""
    if _is_plain(source):
        return pygame.transform.scale(source, (max(1, int(size[0])), max(1, int(size[1]))))
    return smoothscale(source, size)


def rotate(source: Any, angle: float) -> Any:
    """``pygame.transform.rotate`` (degrees, counter-clockwise) for pictures and surfaces."""
    if _is_plain(source):
        return pygame.transform.rotate(source, angle)
    size = pygame.transform.rotate(pygame.Surface(source.get_size()), angle).get_size()
    return Derived(source, size, lambda src, s: pygame.transform.rotate(src.pixels(s), angle))


def rotated_size(size: Sequence[int], angle: float) -> tuple[int, int]:
    """The bounding box (logical pixels) of a ``size`` picture turned ``angle`` degrees by :func:`rotate`."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    out = pygame.transform.rotate(pygame.Surface((w, h)), angle).get_size()
    return (int(out[0]), int(out[1]))


def turned_fit(size: Sequence[int], angle: float, room: Sequence[int] | None = None) -> tuple[int, int]:
    """The largest size of ``size``'s shape whose turn by ``angle`` degrees still fits in ``room`` (default:
    ``size`` itself), in logical pixels.

    A card turned aside (exhausted, tapped) drawn at its own size pokes its corners out of its slot; shrunk to
    this size first, the turned card's bounding box stays inside the slot.  Never below 1×1.
    """
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    rw, rh = (w, h) if room is None else (max(1, int(room[0])), max(1, int(room[1])))
    a = math.radians(angle)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    k = min(rw / (w * c + h * s), rh / (w * s + h * c))
    fit = (max(1, int(w * k)), max(1, int(h * k)))
    while fit > (1, 1):  # pygame's bounding box may round a pixel up: shrink until it is really inside
        bw, bh = rotated_size(fit, angle)
        if bw <= rw and bh <= rh:
            break
        fit = (max(1, fit[0] - 1), max(1, round((fit[0] - 1) * h / w)))
    return fit


def grayscale(source: Any) -> Any:
    """``pygame.transform.grayscale`` for pictures and surfaces."""
    if _is_plain(source):
        return pygame.transform.grayscale(source)
    return Derived(source, source.get_size(), lambda src, s: pygame.transform.grayscale(src.pixels(s)))


def gaussian_blur(source: Any, radius: int) -> Any:
    """``pygame.transform.gaussian_blur`` for pictures and surfaces (``radius`` in logical pixels)."""
    if _is_plain(source):
        return pygame.transform.gaussian_blur(source, radius)
    return Derived(source, source.get_size(),
                   lambda src, s: pygame.transform.gaussian_blur(src.pixels(s), max(1, _px(radius, s))))


def flip(source: Any, flip_x: bool, flip_y: bool) -> Any:
    """``pygame.transform.flip`` for pictures and surfaces."""
    if _is_plain(source):
        return pygame.transform.flip(source, flip_x, flip_y)
    return Derived(source, source.get_size(), lambda src, s: pygame.transform.flip(src.pixels(s), flip_x, flip_y))


def image_bytes(source: Any, fmt: str = "RGBA", scale: float = 1.0) -> bytes:
    """Raw pixel bytes of a picture (at ``scale``) or surface, for tests comparing images."""
    return pygame.image.tobytes(pixels_of(source, scale) if not isinstance(source, Canvas) else source.surface, fmt)
