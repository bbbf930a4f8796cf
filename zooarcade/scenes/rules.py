"""The rules reader: a game's rules in our own words, page by page, with diagrams drawn in game.

Where the text comes from (the game's entry in :mod:`zooarcade.games.registry`):

* ``rules_pages()`` — an object with ``TITLE`` and ``PAGES`` (a ``rules_text`` module, pure
  data; the block kinds ``"p"``, ``"list"``, ``"design"``, ``"diagram"`` are described in
  :mod:`zooarcade.games.apocalypse.rules_text`);
* ``diagram_painter(app)`` — optional; returns ``paint(surface, rect, name) -> Rect`` for the
  ``"diagram"`` blocks.

A game without rules pages shows one page, "Rules coming with the game".
Rules that are our own design (``"design"`` blocks) are boxed and labelled "Our design".

Open it with ``app.scenes.push(RulesScene(app, game_id))`` (``RulesScene(app)`` shows
Apocalypse).  Keys: Left/Right or PageUp/PageDown turn pages, Home/End jump, the mouse
wheel turns pages, Esc or Back closes it.  Pages are cached pictures
(:class:`~zooarcade.ui.gfx.Drawing`, painted once per drawn scale, so they are sharp in
every window); if a page's text does not fit at the normal size, the font shrinks (down to 14 px).

Units: logical pixels of the 1280×720 canvas.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from zooarcade.games.registry import UnknownGame, game_entry, game_info
from zooarcade.guide import has_guide
from zooarcade.scenes.common import MenuScene, W, make_backdrop, make_panel, render_outlined
from zooarcade.ui import gfx, theme
from zooarcade.ui.widgets import Button

if TYPE_CHECKING:
    from zooarcade.ui.services import Services

log = logging.getLogger("zooarcade")

#: the text shown for a game whose rules are not written yet.
COMING_SOON = "Rules coming with the game"
#: label on blocks that are our own design (a game's ``rules_text.DESIGN_LABEL`` overrides it).
DESIGN_LABEL = "Our design"
BLOCK_KINDS = ("p", "list", "design", "diagram")

#: the page panel, the table of contents column, and the text / diagram columns inside the panel.
PANEL = pygame.Rect(320, 112, 930, 520)
TOC = pygame.Rect(30, 112, 270, 520)
#: space above the first and below the last page button in the contents column (pixels).
TOC_PAD = 14
HEADING_H = 62
TEXT_W_WITH_DIAGRAM = 425
BODY_SIZES = (19, 18, 17, 16, 15, 14)
#: margin of the page contents inside the panel.
PAGE_PAD = 26

Block = tuple[str, ...]
DiagramPainter = Callable[[gfx.Canvas, pygame.Rect, str], pygame.Rect]


@dataclass(frozen=True)
class RulesPage:
    """One page: ``heading`` and ``blocks`` (tuples of strings; first item is the kind)."""

    heading: str
    blocks: tuple[Block, ...]

    @property
    def diagram(self) -> tuple[str, str] | None:
        """``(name, caption)`` of the page's diagram, or None."""
        for block in self.blocks:
            if block[0] == "diagram":
                return (block[1], block[2] if len(block) > 2 else "")
        return None

    @property
    def design_count(self) -> int:
        """How many blocks on this page are marked as our own design."""
        return sum(1 for b in self.blocks if b[0] == "design")

    def plain_text(self) -> str:
        """All words of the page (heading, paragraphs, items, captions) as one string."""
        parts = [self.heading]
        for block in self.blocks:
            parts.extend(block[1:] if block[0] != "diagram" else block[2:])
        return "\n".join(parts)


@dataclass(frozen=True)
class RulesBook:
    """A game's rules as the reader shows them."""

    game_id: str
    title: str
    pages: tuple[RulesPage, ...]
    design_label: str = DESIGN_LABEL
    written: bool = True

    def plain_text(self) -> str:
        """Every page's words, for searching and tests."""
        return "\n\n".join(p.plain_text() for p in self.pages)


def _game_title(game_id: str) -> str:
    try:
        return game_info(game_id).title
    except (UnknownGame, LookupError):
        return game_id.replace("_", " ").title()


def coming_soon_book(game_id: str) -> RulesBook:
    """The one-page book of a game whose rules are not written yet."""
    try:
        tagline = game_info(game_id).tagline
    except (UnknownGame, LookupError):
        tagline = ""
    blocks: tuple[Block, ...] = (("p", COMING_SOON + ": this game is still being built."),)
    if tagline:
        blocks += (("p", tagline),)
    return RulesBook(game_id, _game_title(game_id), (RulesPage("Coming soon", blocks),), written=False)


def parse_pages(raw: Any) -> tuple[RulesPage, ...]:
    """Check and convert a ``rules_text.PAGES`` value.

    Raises:
        ValueError: not a sequence of ``(heading, blocks)`` with known block kinds and string items.
    """
    pages: list[RulesPage] = []
    if not isinstance(raw, (tuple, list)) or not raw:
        raise ValueError("PAGES must be a non-empty sequence")
    for entry in raw:
        if not (isinstance(entry, (tuple, list)) and len(entry) == 2 and isinstance(entry[0], str)):
            raise ValueError(f"bad page {entry!r:.60}")
        blocks: list[Block] = []
        for block in entry[1]:
            if not (isinstance(block, (tuple, list)) and block and block[0] in BLOCK_KINDS):
                raise ValueError(f"bad block {block!r:.60} on page {entry[0]!r}")
            if not all(isinstance(x, str) for x in block) or len(block) < 2:
                raise ValueError(f"block {block!r:.60} must hold text")
            blocks.append(tuple(block))
        pages.append(RulesPage(entry[0], tuple(blocks)))
    return tuple(pages)


def rules_book(game_id: str) -> RulesBook:
    """Return the rules of ``game_id`` from its catalog entry's ``rules_pages()``.

    A game without rules pages or not in the catalog gets :func:`coming_soon_book`, and so
    does one whose pages are malformed (logged).

    Raises:
        ImportError: the game's rules module cannot be imported — a broken build, which must
            fail loudly rather than pass for "coming soon".
    """
    try:
        factory = game_entry(game_id).rules_pages
    except UnknownGame:
        return coming_soon_book(game_id)
    if factory is None:
        return coming_soon_book(game_id)
    module = factory()
    try:
        pages = parse_pages(getattr(module, "PAGES", None))
    except ValueError as exc:
        log.warning("rules of %s unusable: %s", game_id, exc)
        return coming_soon_book(game_id)
    title = getattr(module, "TITLE", None) or _game_title(game_id)
    return RulesBook(game_id, str(title), pages, str(getattr(module, "DESIGN_LABEL", DESIGN_LABEL)))


def _over_a_table(app: Services) -> bool:
    """True when a game's table is under this screen (the reader opened from a game): no lesson from there."""
    from zooarcade.ui.table.base import TableScene

    scenes = getattr(app, "scenes", None)
    return any(isinstance(s, TableScene) for s in getattr(scenes, "stack", ()))


def load_diagram_painter(app: Services, game_id: str) -> DiagramPainter | None:
    """Return the game's diagram painter (its catalog entry's ``diagram_painter(app)``), or None without one."""
    try:
        factory = game_entry(game_id).diagram_painter
    except UnknownGame:
        return None
    return factory(app) if factory is not None else None


def toc_rows(n: int) -> tuple[float, int]:
    """``(pitch, button height)`` of ``n`` page buttons in the contents column: 50 / 42 pixels while they
    fit, closer together (never under 24 pixels high) so a long book stays inside :data:`TOC`."""
    room = TOC.h - 2 * TOC_PAD
    pitch = min(50.0, (room + 8) / max(1, n))
    return pitch, max(24, min(42, int(pitch) - 6))


def fit_label(fonts: Any, text: str, width: int, size: int, floor: int = 13) -> tuple[int, str]:
    """``(font size, text)`` of a button label at most ``width`` pixels wide in the display face: the size
    shrinks from ``size`` to ``floor``, then the text is cut with "…"."""
    while size > floor and fonts("display", size).size(text)[0] > width:
        size -= 1
    return size, theme.fit_text(fonts("display", size), text, width)


class RulesScene(MenuScene):
    """The rules reader (see the module docstring).

    Args:
        app: the running app.
        game_id: registry id of the game whose rules to show (Apocalypse by default).
        page: page to open on (0-based; clamped).

    Attributes:
        book: the :class:`RulesBook` shown; :attr:`page` the current page index.
    """

    def __init__(self, app: Services, game_id: str = "apocalypse", page: int = 0) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.book = rules_book(game_id)
        self.page = max(0, min(page, len(self.book.pages) - 1))
        self.painter = load_diagram_painter(app, game_id) if self.book.written else None
        self.backdrop = make_backdrop(app)
        self.panel = make_panel(PANEL.size, theme.PANEL, radius=20, shadow=10)
        self.toc_panel = make_panel(TOC.size, (30, 37, 44), radius=18, shadow=8)
        self.header = gfx.Drawing((W, 104), self._paint_header)
        self.rendered: dict[int, gfx.Drawing] = {}
        #: per page: True when the text did not fit even at the smallest size.
        self.overflow: dict[int, bool] = {}
        #: per page: body font size actually used.
        self.body_size: dict[int, int] = {}
        self.toc_buttons: list[Button] = []
        pitch, height = toc_rows(len(self.book.pages))
        for i, p in enumerate(self.book.pages):
            rect = pygame.Rect(TOC.x + 12, TOC.y + TOC_PAD + round(i * pitch), TOC.w - 24, height)
            size, label = fit_label(self.fonts, p.heading, rect.w - 16, 19 if height >= 36 else 17)
            b = self.button(rect, label, lambda i=i: self.go(i), font_size=size)
            self.toc_buttons.append(b)
        y = PANEL.bottom + 22
        self.back_button = self.button((TOC.x, y, 200, 54), "Back", self.back_click, font_size=28)
        self.prev_button = self.button((PANEL.x, y, 190, 54), "Previous", lambda: self.go(self.page - 1),
                                       font_size=26)
        self.next_button = self.button((PANEL.right - 190, y, 190, 54), "Next", lambda: self.go(self.page + 1),
                                       kind="primary", font_size=28)
        #: "Learn to play": the game's guided first game (none over a table, or for a game without a lesson).
        self.learn_button: Button | None = None
        if self.book.written and has_guide(game_id) and not _over_a_table(app):
            self.learn_button = self.button((PANEL.right - 230, 30, 230, 54), "Learn to play", self.learn,
                                            font_size=26)
        self.focus_order = [self.next_button, self.prev_button, *self.toc_buttons, self.back_button]
        if self.learn_button is not None:
            self.focus_order.insert(2, self.learn_button)
        self._sync_buttons()

    # ------------------------------------------------------------------ navigation
    @property
    def page_count(self) -> int:
        """Number of pages."""
        return len(self.book.pages)

    @property
    def current(self) -> RulesPage:
        """The page shown now."""
        return self.book.pages[self.page]

    def go(self, page: int) -> None:
        """Show page ``page`` (clamped to the book)."""
        page = max(0, min(page, self.page_count - 1))
        if page != self.page:
            self.page = page
            self.app.sfx("card_flip")
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        self.prev_button.enabled = self.page > 0
        self.next_button.enabled = self.page < self.page_count - 1
        for i, b in enumerate(self.toc_buttons):
            b.kind = "primary" if i == self.page else "secondary"
        if self.focused() is not None and not self.focused().enabled:  # type: ignore[union-attr]
            self.set_focus(self.next_button if self.next_button.enabled else self.prev_button)

    def back_click(self) -> None:
        """Close the reader: pop back, or show the title screen when the reader is alone on the stack."""
        if len(self.app.scenes.stack) > 1:
            self.app.scenes.pop()
            return
        from zooarcade.scenes.title import TitleScene

        self.app.scenes.reset(TitleScene(self.app))

    def back(self) -> None:
        self.click()
        self.back_click()

    def learn(self) -> None:
        """Open the game's guided first game over the reader (leaving it returns here)."""
        from zooarcade.scenes.learn import start_guide

        start_guide(self.app, self.game_id)

    def nav_keys(self) -> dict[int, int]:
        return {pygame.K_DOWN: 1, pygame.K_UP: -1}

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_RIGHT: 1, pygame.K_PAGEDOWN: 1, pygame.K_LEFT: -1, pygame.K_PAGEUP: -1}.get(event.key)
            if step is not None:
                self.go(self.page + step)
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.go(0 if event.key == pygame.K_HOME else self.page_count - 1)
                return True
        if event.type == pygame.MOUSEWHEEL and event.y:
            self.go(self.page + (1 if event.y < 0 else -1))
            return True
        return super().handle_event(event)

    def enter(self) -> None:
        super().enter()
        self.set_focus(self.next_button if self.next_button.enabled else self.back_button)

    # ------------------------------------------------------------------ page rendering
    def _paint_header(self, surf: gfx.Canvas) -> None:
        """The "Rules" heading with its book icon and the game's title."""
        icon = self.app.assets.icon("book", (52, 52))
        heading = render_outlined(self.fonts("display", 46), "Rules", theme.ACCENT, width=3, shadow=4)
        surf.blit(icon, (34, 26))
        surf.blit(heading, (98, 18))
        sub_font = self.fonts("text", 20)
        sub = theme.wrap_text(sub_font, self.book.title, W - heading.get_width() - 360)[0]
        theme.blit_text(surf, sub_font, sub, (110 + heading.get_width(), 52), theme.INK_DIM, anchor="midleft")

    def _page_body(self, index: int) -> pygame.Rect:
        """The text column of page ``index`` (panel coordinates): narrower when the page has a diagram."""
        diagram = self.book.pages[index].diagram if self.painter is not None else None
        text_w = TEXT_W_WITH_DIAGRAM if diagram else PANEL.w - 2 * PAGE_PAD
        return pygame.Rect(PAGE_PAD, HEADING_H + 16, text_w, PANEL.h - HEADING_H - 30)

    def render_page(self, index: int) -> gfx.Drawing:
        """Return (making once) the contents of page ``index`` at the panel's size.

        The body font size is chosen here (:attr:`body_size`, :attr:`overflow`); the picture
        is painted when drawn, once per scale.
        """
        picture = self.rendered.get(index)
        if picture is not None:
            return picture
        page = self.book.pages[index]
        body = self._page_body(index)
        for size in BODY_SIZES:
            height = self._layout_text(None, page, body, size)
            if height <= body.h:
                break
        self.body_size[index] = size
        self.overflow[index] = height > body.h
        # the diagram is a layer of its own, rendered before the page paints (a frame or more of its own inside
        # the app's prepare budget), so the page's text is not painted again while the diagram's cards render
        diagram = page.diagram if self.painter is not None else None
        layers = [gfx.Drawing(PANEL.size, lambda surf: self._paint_diagram(surf, index))] if diagram else []
        picture = self.rendered[index] = gfx.Drawing(PANEL.size, lambda surf: self._paint_page(surf, index, layers),
                                                     needs=layers)
        return picture

    def _paint_diagram(self, surf: gfx.Canvas, index: int) -> None:
        """Paint page ``index``'s diagram and its caption (panel coordinates) beside the text column."""
        diagram = self.book.pages[index].diagram
        if diagram is None or self.painter is None:
            return
        body = self._page_body(index)
        area = pygame.Rect(body.right + 24, HEADING_H + 14, PANEL.w - body.right - 24 - PAGE_PAD, body.h - 34)
        try:
            drawn = self.painter(surf, area, diagram[0])
        except Exception as exc:  # noqa: BLE001 - a broken diagram must not close the reader
            log.warning("rules diagram %r failed: %s", diagram[0], exc)
            drawn = pygame.Rect(area.x, area.y, area.w, 0)
        if diagram[1]:
            cap = self.fonts("text", 15)
            theme.blit_text(surf, cap, diagram[1], (area.centerx, min(drawn.bottom + 10, PANEL.h - 34)),
                            theme.INK_DIM, anchor="midtop")

    def _paint_page(self, surf: gfx.Canvas, index: int, layers: list[gfx.Drawing]) -> None:
        """Paint page ``index``: heading, counter, text at :attr:`body_size`, its diagram layer (``layers``,
        rendered already) or cover art."""
        page = self.book.pages[index]
        pad = PAGE_PAD
        heading = self.fonts("display", 34)
        theme.blit_text(surf, heading, page.heading, (pad, 14), theme.ACCENT, shadow=True)
        counter = f"{index + 1} / {self.page_count}"
        theme.blit_text(surf, self.fonts("text", 16), counter, (PANEL.w - pad, 30), theme.INK_DIM, anchor="midright")
        gfx.line(surf, (70, 82, 94), (pad, HEADING_H), (PANEL.w - pad, HEADING_H), 2)
        body = self._page_body(index)
        self._layout_text(surf, page, body, self.body_size[index])
        for layer in layers:
            surf.blit(layer, (0, 0))
        if not self.book.written:
            try:
                art = self.app.assets.animal(game_info(self.game_id).cover, (260, 260))
            except (UnknownGame, LookupError):  # a game the registry does not know: a question mark
                art = self.app.assets.icon("question", (260, 260))
            surf.blit(art, art.get_rect(center=(PANEL.w * 3 // 4, PANEL.h // 2 + 20)))

    def _layout_text(self, surf: gfx.Canvas | None, page: RulesPage, body: pygame.Rect, size: int) -> int:
        """Lay out (and draw, when ``surf`` is given) the page's text blocks in ``body``; return the height used."""
        font = self.fonts("text", size)
        line_h = font.get_linesize() + 2
        gap = round(size * 0.8)
        y = body.y
        for block in page.blocks:
            kind = block[0]
            if kind == "p":
                for line in theme.wrap_text(font, block[1], body.w):
                    if surf is not None:
                        surf.blit(font.render(line, True, theme.INK), (body.x, y))
                    y += line_h
                y += gap
            elif kind == "list":
                for item in block[1:]:
                    lines = theme.wrap_text(font, item, body.w - 26)
                    if surf is not None:
                        gfx.circle(surf, theme.ACCENT, (body.x + 8, y + line_h // 2), 4)
                    for line in lines:
                        if surf is not None:
                            surf.blit(font.render(line, True, theme.INK), (body.x + 26, y))
                        y += line_h
                    y += gap // 3
                y += gap - gap // 3
            elif kind == "design":
                y = self._design_block(surf, block[1], body, y, font, line_h) + gap
        return y - body.y - gap

    def _design_block(self, surf: gfx.Canvas | None, text: str, body: pygame.Rect, y: int,
                      font: gfx.ScaledFont, line_h: int) -> int:
        """A boxed rule of our own design with its label; return the y below it."""
        label_font = self.fonts("bold", 13)
        lines = theme.wrap_text(font, text, body.w - 34)
        box = pygame.Rect(body.x, y, body.w, 30 + len(lines) * line_h)
        if surf is not None:
            gfx.rect(surf, (58, 52, 34), box, border_radius=10)
            gfx.rect(surf, theme.ACCENT_DARK, box, 2, border_radius=10)
            gfx.rect(surf, theme.ACCENT, (box.x, box.y, 7, box.h), border_top_left_radius=10,
                             border_bottom_left_radius=10)
            star = self.app.assets.icon("light_bulb", (18, 18))
            surf.blit(star, (box.x + 16, box.y + 6))
            theme.blit_text(surf, label_font, self.book.design_label.upper(), (box.x + 38, box.y + 8), theme.ACCENT)
            for i, line in enumerate(lines):
                surf.blit(font.render(line, True, theme.INK), (box.x + 18, box.y + 28 + i * line_h))
        return box.bottom

    # ------------------------------------------------------------------ drawing
    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.backdrop, (0, 0))
        surface.blit(self.header, (0, 0))
        surface.blit(self.toc_panel, (TOC.x - 8, TOC.y - 8))
        surface.blit(self.panel, (PANEL.x - 10, PANEL.y - 10))
        surface.blit(self.render_page(self.page), PANEL.topleft)

    def draw_foreground(self, surface: gfx.Canvas) -> None:
        n = self.page_count
        if n <= 1:
            return
        cx, cy = (self.prev_button.rect.right + self.next_button.rect.x) // 2, self.next_button.rect.centery
        for i in range(n):
            x = cx + (i - (n - 1) / 2) * 22
            color = theme.ACCENT if i == self.page else (84, 96, 110)
            gfx.circle(surface, color, (round(x), cy), 7 if i == self.page else 5)

