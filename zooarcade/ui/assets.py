"""Bundled art and fonts: finding them on disk and turning them into pygame objects.

Layout of the bundled files (paths relative to the project root, see :func:`resource_path`)::

    art/animals/<name>.svg   one animal per file, plain lower-case name (``lion``, ``sea_turtle``)
    art/icons/<name>.svg     UI icons (``trophy``, ``star``, ``biohazard``, ...)
    art/fonts/*.otf          the display and text fonts (SIL Open Font License)

Everything here is forgiving at run time: a missing or broken file never raises, it gives a
fallback (another bundled face, pygame's own face as the very last resort, or a drawn "?"
placeholder) and logs one warning on the ``"zooarcade"`` logger. Rendered surfaces are cached
per :class:`Assets` instance.

Scripts.  The three bundled faces together draw Latin (with Vietnamese), Greek, Cyrillic and
Japanese kana: each font falls back to the others for text its own face lacks (see
:class:`~zooarcade.ui.gfx.ScaledFont`).  Chinese characters, kanji, Hangul and emoji are not
bundled: a CJK face that covers the names people type is several megabytes even cut down to
common characters (the whole one-file build is ~18 MB) and would still draw rarer names as
boxes, and colour emoji need a ~10 MB colour font.  So the name fields refuse what no bundled
face can draw (:meth:`Assets.undrawable`) with a message, and such characters read from a file
are drawn as ``?``.
"""

from __future__ import annotations

import logging
import re
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pygame

from zooarcade.ui.gfx import NOTDEF_PROBE, RenderedPicture, ScaledFont, missing_glyphs  # noqa: F401 - re-exported

log = logging.getLogger("zooarcade")

#: Font file for each role, relative to the ``art/fonts`` folder. ``display`` is Cherry Bomb One
#: (bubbly titles; Latin with accents, digits, × and • but no arrows); ``text`` is Inter
#: (full Latin, arrows, ✓, ★ and more); ``bold`` is Inter SemiBold for emphasis in body text.
FONT_FILES: MappingProxyType[str, str] = MappingProxyType(
    {
        "display": "CherryBomb-Regular.otf",
        "text": "Inter-Regular.otf",
        "bold": "Inter-SemiBold.otf",
    }
)

#: for each role, the other bundled faces its fonts fall back to (in order) for text its face lacks.
FALLBACK_ROLES: MappingProxyType[str, tuple[str, ...]] = MappingProxyType(
    {"display": ("bold", "text"), "text": ("bold", "display"), "bold": ("text", "display")}
)

#: Other spellings accepted by :meth:`Assets.animal` (after normalisation) → shipped file name.
ANIMAL_ALIASES: MappingProxyType[str, str] = MappingProxyType(
    {
        "giant_panda": "panda",
        "hippopotamus": "hippo",
        "rhinoceros": "rhino",
        "ladybird": "ladybug",
        "worm": "earthworm",
        "turtle": "tortoise",
    }
)

#: Default number of rendered surfaces kept per :class:`Assets` instance (least recently used go first).
DEFAULT_CACHE_SIZE = 512

_NAME_RE = re.compile(r"^[a-z0-9_]+$")

def caps_read_as_digits(text: str) -> bool:
    """True when ``text`` has an all-capitals word with an O or a Z ("ZOP ZOO"): in the rounded display
    face those read as 0 and 2 ("ZOP 200"), so such titles are set in the bold text face instead."""
    return any(len(w) >= 2 and w.isupper() and ("O" in w or "Z" in w) for w in text.split())


def display_title(text: str) -> str:
    """``text`` as a title set in the display face: each all-capitals word that would read as digits there
    (see :func:`caps_read_as_digits`) in title case — "ZOP ZOO" is set "Zop Zoo" — so a game's title takes the
    same face and size as every other game's (play test 9: the ZOP ZOO card stood out in the bold text face)."""
    return " ".join(w.capitalize() if caps_read_as_digits(w) else w for w in text.split(" "))


def project_root() -> Path:
    """Return the folder that holds the bundled ``art/`` and ``sounds/`` folders.

    * From source: the parent of the ``zooarcade`` package folder.
    * From a PyInstaller build (one-folder or one-file): ``sys._MEIPASS``, the folder the
      bundle's data files are unpacked to (the build must add ``art`` and ``sounds`` there).
    * Frozen by another tool without ``_MEIPASS``: the folder of the executable.
    """
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        return Path(meipass)
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parent.parent.parent


def resource_path(*parts: str) -> Path:
    """Return the path of a bundled file, e.g. ``resource_path("art", "animals", "lion.svg")``.

    Args:
        *parts: path components relative to the project root (see :func:`project_root`).

    Returns:
        An absolute :class:`pathlib.Path`; it is not checked for existence.
    """
    return project_root().joinpath(*parts)


def normalize_name(name: str) -> str:
    """Normalise an asset name: ``"Sea Turtle"`` → ``"sea_turtle"`` and apply :data:`ANIMAL_ALIASES`.

    Lower-cases, turns spaces, hyphens and dots into underscores and drops other punctuation.
    The result only ever contains ``[a-z0-9_]`` (it may be empty), so it is safe as a file stem.
    """
    key = re.sub(r"[\s\-.]+", "_", str(name).strip().lower())
    key = re.sub(r"[^a-z0-9_]", "", key).strip("_")
    return ANIMAL_ALIASES.get(key, key)


class Assets:
    """Loads and caches fonts, animal pictures and icons.

    Create it after ``pygame.init()`` (fonts need ``pygame.font``). Surfaces returned by
    :meth:`animal` and :meth:`icon` are shared cache entries: blit them, do not draw on them
    (copy first if you must).

    Args:
        root: project root to load from; defaults to :func:`project_root`. Tests pass a
            temporary folder with the same ``art/...`` layout.
        cache_size: how many rendered picture surfaces to keep (LRU); at least 1.
    """

    def __init__(self, root: Path | None = None, cache_size: int = DEFAULT_CACHE_SIZE) -> None:
        self.root: Path = Path(root) if root is not None else project_root()
        self._cache_size = max(1, int(cache_size))
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._scaled_fonts: dict[tuple[str, int], ScaledFont] = {}
        self._pictures: OrderedDict[tuple[str, str, int, int], pygame.Surface] = OrderedDict()
        self._warned: set[str] = set()
        self._shared: dict[Hashable, Any] = {}
        #: ``"<kind>:<name>"`` of every picture asked for that could not be drawn (placeholder shown).
        self.missing: set[str] = set()

    # ------------------------------------------------------------------ helpers
    def _warn_once(self, key: str, message: str, *args: object) -> None:
        """Log ``message`` as a warning the first time ``key`` is seen on this instance."""
        if key not in self._warned:
            self._warned.add(key)
            log.warning(message, *args)

    @staticmethod
    def _clean_size(size: tuple[int, int]) -> tuple[int, int]:
        """Return ``size`` as two ints of at least 1 pixel each."""
        return max(1, int(size[0])), max(1, int(size[1]))

    # ------------------------------------------------------------------ fonts
    def font_path(self, role: str) -> Path:
        """Return the file path of the font for ``role`` (see :data:`FONT_FILES`).

        Raises:
            ValueError: ``role`` is not one of :data:`FONT_FILES` (a programming error).
        """
        if role not in FONT_FILES:
            raise ValueError(f"unknown font role {role!r}; expected one of {sorted(FONT_FILES)}")
        return self.root / "art" / "fonts" / FONT_FILES[role]

    def font(self, role: str, size: int) -> ScaledFont:
        """Return the font for ``role`` (``"display"``, ``"text"`` or ``"bold"``) at logical ``size`` pixels.

        It measures like a ``pygame.font.Font`` of that size and its ``render`` gives a
        :class:`~zooarcade.ui.gfx.TextPicture` that is rasterised at the size it is drawn
        (sharp at every window size).  Cached by ``(role, size)``; see :meth:`raw_font`.

        Raises:
            ValueError: unknown ``role``.
        """
        size = max(1, int(size))
        key = (role, size)
        cached = self._scaled_fonts.get(key)
        if cached is None:
            self.font_path(role)  # validates the role
            fallbacks = [lambda px, other=other: self.raw_font(other, px) for other in FALLBACK_ROLES[role]]
            cached = ScaledFont(lambda px, role=role: self.raw_font(role, px), size, fallbacks)
            self._scaled_fonts[key] = cached
        return cached

    def undrawable(self, text: str) -> set[str]:
        """The characters of ``text`` (whitespace ignored) that no bundled face can draw.

        The name fields refuse these as they are typed; text read from files shows them as ``?``.
        """
        return self.font("text", 16).undrawable(text)

    def raw_font(self, role: str, size: int) -> pygame.font.Font:
        """Return the pygame font for ``role`` (``"display"``, ``"text"`` or ``"bold"``) at ``size`` window pixels.

        Cached by ``(role, size)``. If the font file is missing or cannot be read, the next
        bundled face of :data:`FALLBACK_ROLES` that can be read is used instead (one warning is
        logged); only when no bundled face can be read at all is pygame's own face (the file
        ``pygame.font.get_default_font()`` names, shipped inside pygame) the last resort.

        Args:
            role: ``"display"`` for titles, ``"text"`` for body text, ``"bold"`` for emphasis.
            size: font size in pixels (point size as pygame uses it); values below 1 become 1.

        Raises:
            ValueError: unknown ``role``.
        """
        size = max(1, int(size))
        key = (role, size)
        cached = self._fonts.get(key)
        if cached is not None:
            return cached
        font = None
        for face in (role, *FALLBACK_ROLES[role]):
            path = self.font_path(face)
            try:
                font = pygame.font.Font(str(path), size)
                break
            except (OSError, pygame.error, ValueError, RuntimeError) as exc:
                self._warn_once(f"font:{face}", "font %r unusable (%s): %s; using another face", face, path, exc)
        if font is None:
            font = pygame.font.Font(pygame.font.get_default_font(), size)
        self._fonts[key] = font
        return font

    def font_for(self, role: str, size: int, text: str) -> ScaledFont:
        """Return the ``role`` font at ``size``, unless it lacks a character of ``text``.

        An all-capitals word with an O or a Z (see :func:`caps_read_as_digits`) gets the bold face too.
        For text that is not known in advance (player names in headings): when the
        ``"display"`` font has no glyph for some character of ``text`` (Cherry Bomb One
        has no Greek, Cyrillic or arrows), the ``"bold"`` text font of the same size is
        returned instead, so nothing is drawn as a box.  Other roles are returned as is.

        Raises:
            ValueError: unknown ``role``.
        """
        font = self.font(role, size)
        if role == "display" and (missing_glyphs(font.raw, text) or caps_read_as_digits(text)):
            return self.font("bold", size)
        return font

    # ------------------------------------------------------------------ pictures
    def _folder(self, kind: str) -> Path:
        return self.root / "art" / kind

    def _names(self, kind: str) -> list[str]:
        folder = self._folder(kind)
        try:
            return sorted(p.stem for p in folder.glob("*.svg") if p.is_file())
        except OSError:
            return []

    def animal_names(self) -> list[str]:
        """Return the sorted names of all shipped animal pictures (file stems, no aliases)."""
        return self._names("animals")

    def icon_names(self) -> list[str]:
        """Return the sorted names of all shipped icons."""
        return self._names("icons")

    def has_animal(self, name: str) -> bool:
        """Return True if a picture file exists for ``name`` (normalised, aliases applied)."""
        key = normalize_name(name)
        return bool(key) and (self._folder("animals") / f"{key}.svg").is_file()

    def has_icon(self, name: str) -> bool:
        """Return True if an icon file exists for ``name`` (normalised)."""
        key = normalize_name(name)
        return bool(key) and (self._folder("icons") / f"{key}.svg").is_file()

    def animal(self, name: str, size: tuple[int, int]) -> RenderedPicture:
        """Return the picture of animal ``name``: a transparent picture of ``size`` logical pixels.

        The SVG is rasterised at the window-pixel size it is drawn at (no blurry scaling), its
        aspect ratio kept and the result centred; :meth:`animal_pixels` gives raw pixels.
        Names are normalised (``"Sea Turtle"`` → ``sea_turtle``, see
        :func:`normalize_name`). Never raises for a missing or broken file: it returns a drawn
        placeholder (rounded square with a "?") of the same size and logs one warning.

        Args:
            name: animal name, e.g. ``"lion"``.
            size: ``(width, height)`` in pixels; each is raised to at least 1.
        """
        return self._deferred("animals", name, size)

    def icon(self, name: str, size: tuple[int, int]) -> RenderedPicture:
        """Return UI icon ``name`` (e.g. ``"trophy"``) like :meth:`animal` does for animals."""
        return self._deferred("icons", name, size)

    def animal_pixels(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """Return animal ``name`` rasterised on a surface of exactly ``size`` pixels (shared cache entry)."""
        return self._picture("animals", name, size)

    def icon_pixels(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """Return icon ``name`` rasterised on a surface of exactly ``size`` pixels (shared cache entry)."""
        return self._picture("icons", name, size)

    def _deferred(self, kind: str, name: str, size: tuple[int, int]) -> RenderedPicture:
        return RenderedPicture(self._clean_size(size), lambda px: self._picture(kind, name, px))

    def _picture(self, kind: str, name: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = self._clean_size(size)
        key = (kind, normalize_name(name), w, h)
        cached = self._pictures.get(key)
        if cached is not None:
            self._pictures.move_to_end(key)
            return cached
        surface = self._render(kind, key[1], (w, h))
        if surface is None:
            self.missing.add(f"{kind}:{name}")
            surface = self.placeholder((w, h))
        self._pictures[key] = surface
        while len(self._pictures) > self._cache_size:
            self._pictures.popitem(last=False)
        return surface

    def _render(self, kind: str, stem: str, size: tuple[int, int]) -> pygame.Surface | None:
        """Rasterise ``art/<kind>/<stem>.svg`` centred on a transparent surface; None on failure."""
        if not stem or not _NAME_RE.match(stem):
            self._warn_once(f"{kind}:{stem}", "no %s picture for name %r", kind, stem)
            return None
        path = self._folder(kind) / f"{stem}.svg"
        if not path.is_file():
            self._warn_once(f"{kind}:{stem}", "missing %s picture %s; drawing a placeholder", kind, path)
            return None
        try:
            image = pygame.image.load_sized_svg(str(path), size)
        except (OSError, pygame.error, ValueError, RuntimeError) as exc:
            self._warn_once(f"{kind}:{stem}", "cannot render %s (%s); drawing a placeholder", path, exc)
            return None
        surface = pygame.Surface(size, pygame.SRCALPHA)
        iw, ih = image.get_size()
        surface.blit(image, ((size[0] - iw) // 2, (size[1] - ih) // 2))
        return self._optimise(surface)

    @staticmethod
    def _optimise(surface: pygame.Surface) -> pygame.Surface:
        """Convert to the display's pixel format when a window exists (faster blits)."""
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            try:
                return surface.convert_alpha()
            except pygame.error:
                return surface
        return surface

    def placeholder(self, size: tuple[int, int]) -> pygame.Surface:
        """Draw the "missing picture" placeholder: a grey rounded square with a "?" (``size`` pixels)."""
        w, h = self._clean_size(size)
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        side = min(w, h)
        box = pygame.Rect(0, 0, max(1, side - 2), max(1, side - 2))
        box.center = (w // 2, h // 2)
        radius = max(0, side // 6)
        pygame.draw.rect(surface, (200, 200, 208, 255), box, border_radius=radius)
        pygame.draw.rect(surface, (110, 110, 124, 255), box, width=max(1, side // 24), border_radius=radius)
        if side >= 8:
            try:
                glyph = self.raw_font("bold", max(8, int(side * 0.8))).render("?", True, (90, 90, 104))
                surface.blit(glyph, glyph.get_rect(center=box.center))
            except (pygame.error, OSError):
                pass  # fonts not initialised: the box alone still reads as a placeholder
        return surface

    def shared(self, key: Hashable, make: Callable[[], Any]) -> Any:
        """Return the picture ``make()`` built the first time ``key`` was asked for (one per app).

        For pictures every scene draws alike (the menu backdrop): built and rendered once, not per scene.
        """
        if key not in self._shared:
            self._shared[key] = make()
        return self._shared[key]

    def clear_cache(self) -> None:
        """Drop every cached font and picture (e.g. after a display mode change)."""
        self._shared.clear()
        self._fonts.clear()
        self._scaled_fonts.clear()
        self._pictures.clear()
