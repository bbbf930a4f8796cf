"""The Credits screen: who made the games, the pictures, the fonts, the sounds and the libraries.

The text summarises ``art/CREDITS.md``, ``sounds/CREDITS.md`` and the headers
of the rules specs; when those change, change :data:`COLUMNS` with them.  The
required Twemoji attribution line is quoted word for word.

Three panels side by side; each column's text is laid out once, at the largest
font size (16 down to 12 logical pixels) at which it fits its panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from zooarcade.scenes.common import H, MenuScene, W, make_backdrop, make_panel, render_outlined
from zooarcade.ui import gfx, theme

if TYPE_CHECKING:
    from zooarcade.ui.services import Services

#: one block of a column: (kind, text) with kind 'head' (a subheading) or 'text' (a paragraph).
Block = tuple[str, str]

#: the three columns: (title, icon name, blocks).
COLUMNS: tuple[tuple[str, str, tuple[Block, ...]], ...] = (
    ("The games", "dice", (
        ("head", "Apocalypse at the Zoo of Carson City"),
        ("text", "Adapted from the card game Apocalypse au Zoo de Carson City by Droit & Toscano, "
                 "published by Jeux Opla in 2017."),
        ("head", "Zoo Vadis"),
        ("text", "Adapted from the Zoo Vadis rulebook (Reiner Knizia; Horrible Guild). The rulebook draws no "
                 "board, so ours follows the board of Quo Vadis? (1992)."),
        ("head", "ZOP ZOO"),
        ("text", "Adapted from ZOP ZOO, a 126-card game by the artist Doc Colour. The parts of its rules that are "
                 "not public are our own design."),
        ("head", "Zoo Fighters II"),
        ("text", "Built from an excerpt of its rulebook. No card list or publisher is public, so every fighter "
                 "and card here is our own design."),
        ("note", "Zoo Arcade is an unofficial fan adaptation. The games' names and designs belong to their "
                 "authors and publishers."),
    )),
    ("Pictures & fonts", "sparkles", (
        ("head", "Animal pictures and icons: Twemoji"),
        ("text", "\u201cAnimal art: Twemoji by Twitter and contributors, CC-BY 4.0\u201d. \u00a9 2014\u20132021 "
                 "Twitter, Inc and other contributors, and 2022\u2013present Jason Sofonia & Justine De Caires "
                 "(from @discordapp/twemoji 16.0.1)."),
        ("head", "Recoloured by us (CC-BY 4.0)"),
        ("text", "Black widow, golden monkey, tarantula and tiger shark, made from Twemoji pictures."),
        ("head", "Drawn by us, Twemoji style (CC-BY 4.0)"),
        ("text", "Hyena, ibis, marmoset, armadillo, crane, sea turtle, cobra, toucan, firefly, platypus, "
                 "antelope, yak, chameleon, iguana, wombat, Tasmanian devil, jumping spider, griffin, dragonfly, "
                 "vulture, leech and mole, and the empty-enclosure and laurel icons."),
        ("head", "Fonts (SIL Open Font License 1.1)"),
        ("text", "Cherry Bomb One for titles, \u00a9 2019 The Cherry Bomb Project Authors. "
                 "Inter for text, \u00a9 2016\u20132020 The Inter Project Authors."),
    )),
    ("Sound & code", "music", (
        ("head", "Sound effects and music"),
        ("text", "All original: synthesized from scratch for Zoo Arcade with nothing but Python's standard "
                 "library. No samples or recordings by anyone else. Same licence as the game (MIT)."),
        ("head", "Libraries"),
        ("text", "pygame-ce (GNU LGPL 2.1), with SDL (zlib licence): the window, drawing and sound."),
        ("text", "pytweening (MIT): the easing of every animation."),
        ("text", "platformdirs (MIT): where saves, settings and statistics are kept."),
        ("text", "Python (PSF licence)."),
        ("head", "Licence texts"),
        ("text", "The full CC-BY 4.0 and OFL texts ship with the game, in its art folder, beside CREDITS.md "
                 "files that list every picture, font and sound."),
        ("note", "Thank you for playing!"),
    )),
)

#: the panels, left to right (logical pixels).
PANEL_Y, PANEL_H, PANEL_GAP = 118, 530, 24
PANEL_W = (W - 96 - 2 * PANEL_GAP) // 3
PANELS: tuple[pygame.Rect, ...] = tuple(
    pygame.Rect(48 + i * (PANEL_W + PANEL_GAP), PANEL_Y, PANEL_W, PANEL_H) for i in range(3)
)
#: space for a panel's title above its text (logical pixels) and the inner margin.
TITLE_H, MARGIN = 64, 22
FONT_SIZES = (16, 15, 14, 13, 12)


class CreditsScene(MenuScene):
    """Credits and licences in three panels, with a Back button (Esc too).

    Args:
        app: the running app.

    Attributes:
        sizes: the text size each column was laid out at (logical pixels).
        overflow: True when some column did not fit even at the smallest size (it is cut).
    """

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.sizes: list[int] = []
        self.overflow = False
        self._base = make_backdrop(app)
        self.heading = render_outlined(self.fonts("display", 46), "Credits", theme.INK, width=3, shadow=5)
        #: each panel's text, laid out now (fixing :attr:`sizes`) and painted at the drawn size.
        self.columns = [self._column(blocks, panel.w - 2 * MARGIN, panel.h - TITLE_H - 14)
                        for panel, (_, _, blocks) in zip(PANELS, COLUMNS, strict=True)]
        self.backdrop = gfx.Drawing((W, H), self._paint_backdrop, alpha=False)
        self.back_button = self.button((32, 30, 140, 52), "Back", self.back, font_size=26)

    def enter(self) -> None:
        super().enter()
        self.set_focus(self.back_button)

    # ------------------------------------------------------------------ layout
    def _layout(self, blocks: tuple[Block, ...], width: int, size: int) -> list[tuple[str, str, int]]:
        """Return ``[(role, line, colour index)]`` lines of ``blocks`` wrapped to ``width`` at text ``size``."""
        out: list[tuple[str, str, int]] = []
        for kind, text in blocks:
            role = "bold" if kind == "head" else "text"
            font = self.fonts(role, size + (1 if kind == "head" else 0))
            if kind == "head" and out:
                out.append(("gap", "", 0))
            if kind == "note":
                out.append(("gap", "", 0))
            for line in theme.wrap_text(font, text, width):
                out.append((role if kind != "note" else "note", line, 0))
            if kind == "text":
                out.append(("half", "", 0))
        return out

    def _column(self, blocks: tuple[Block, ...], width: int, height: int) -> gfx.Drawing:
        """A column's text wrapped to ``width``: a transparent picture ``height`` tall, the font shrunk to fit."""
        for size in FONT_SIZES:
            lines = self._layout(blocks, width, size)
            if self._height(lines, size) <= height or size == FONT_SIZES[-1]:
                break
        self.sizes.append(size)
        self.overflow = self.overflow or self._height(lines, size) > height
        placed: list[tuple[gfx.ScaledFont, str, theme.Color, int]] = []
        y = 0
        for role, line, _ in lines:
            if role in ("gap", "half"):
                y += self._skip(role, size)
                continue
            if role == "bold":
                font, color = self.fonts("bold", size + 1), theme.INK
            elif role == "note":
                font, color = self.fonts("text", size), theme.ACCENT
            else:
                font, color = self.fonts("text", size), (206, 210, 200)
            if y + font.get_linesize() > height:
                break
            placed.append((font, line, color, y))
            y += font.get_linesize()

        def paint(surf: gfx.Canvas) -> None:
            for font, line, color, top in placed:
                theme.blit_text(surf, font, line, (0, top), color)

        return gfx.Drawing((width, height), paint)

    def _skip(self, role: str, size: int) -> int:
        return size // 2 + 2 if role == "gap" else size // 4

    def _height(self, lines: list[tuple[str, str, int]], size: int) -> int:
        h = 0
        for role, _, _ in lines:
            if role in ("gap", "half"):
                h += self._skip(role, size)
            else:
                bold = role == "bold"
                h += self.fonts("bold" if bold else "text", size + (1 if bold else 0)).get_linesize()
        return h

    # ------------------------------------------------------------------ drawing
    def _paint_backdrop(self, surf: gfx.Canvas) -> None:
        """Paint the whole screen but the Back button: backdrop, heading, the three panels and their text."""
        surf.blit(self._base, (0, 0))
        heading = self.heading
        icon = self.app.assets.icon("star", (44, 44))
        rect = heading.get_rect(center=(W // 2 + 28, 62))
        surf.blit(icon, icon.get_rect(midright=(rect.x - 12, 60)))
        surf.blit(heading, rect)
        sub = self.fonts("display", 26)
        for panel, (title, icon_name, _), text in zip(PANELS, COLUMNS, self.columns, strict=True):
            surf.blit(make_panel(panel.size), (panel.x - 10, panel.y - 10))
            theme.blit_text(surf, sub, title, (panel.x + MARGIN, panel.y + 34), theme.ACCENT, anchor="midleft")
            pic = self.app.assets.icon(icon_name, (30, 30))
            surf.blit(pic, pic.get_rect(midright=(panel.right - MARGIN, panel.y + 34)))
            gfx.line(surf, (70, 82, 94), (panel.x + 18, panel.y + 56), (panel.right - 18, panel.y + 56), 2)
            surf.blit(text, (panel.x + MARGIN, panel.y + TITLE_H + 4))
        tip = "Zoo Arcade is free software under the MIT licence \u00b7 Esc goes back"
        theme.blit_text(surf, self.fonts("text", 15), tip, (W // 2, H - 14), theme.INK_DIM, anchor="midbottom")

    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.backdrop, (0, 0))
