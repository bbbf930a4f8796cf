"""The Statistics screen: one table row per game of the arcade.

For each game of :data:`zooarcade.games.registry.GAMES` it shows what
:class:`~zooarcade.storage.stats.StatsStore` counted (see that module for the
exact rules): matches played and won by human seats, their results against
each AI level, how the computer seats did, the best score, and the current and
best winning streak against the computer, and from game reviews (replay viewer / results
screen, :mod:`zooarcade.ai.review`) the human seats' strong and costly moves over time.
Games not built yet, and games with nothing recorded, say so instead of showing zeros.

"Reset statistics" asks first (:class:`~zooarcade.scenes.dialog.ConfirmDialog`)
and then clears every game.  Sizes are logical pixels of the 1280×720 canvas.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from zooarcade.core.narration import counted
from zooarcade.games.registry import GAMES, GameInfo
from zooarcade.scenes.common import H, MenuScene, TextCache, W, make_backdrop, make_panel, render_outlined
from zooarcade.scenes.dialog import ConfirmDialog
from zooarcade.scenes.game_select import FALLBACK_COLOR, GAME_COLORS
from zooarcade.session import AI_LEVELS, LEVEL_NAMES
from zooarcade.storage.stats import GameStats, StatsStore, WinLoss
from zooarcade.ui import gfx, theme

if TYPE_CHECKING:
    from zooarcade.ui.services import Services

#: the table panel (logical pixels).
TABLE = pygame.Rect(48, 118, 1184, 472)
HEAD_H = 60
#: width of the game column; the figure columns share the rest equally.
GAME_COL_W = 344
#: column headings of the figures, in order (a newline splits a heading over two lines).
COLUMNS: tuple[str, ...] = (
    "Played", "Won", *(f"vs {LEVEL_NAMES[lvl]}\nAI" for lvl in AI_LEVELS), "Wins by\nAI seats", "Best\nscore",
    "Win\nstreak", "Strong /\ncostly",
)
DASH = "\u2013"


@dataclass
class StatRow:
    """One game's row of the table.

    Attributes:
        info: the game.
        stats: its statistics (``None`` for a game that is not built).
        cells: one ``(main, sub)`` text pair per column of :data:`COLUMNS`
            (empty when :attr:`empty` is set).
        empty: the line shown instead of figures ("No games yet" ...), or "".
    """

    info: GameInfo
    stats: GameStats | None
    cells: list[tuple[str, str]] = field(default_factory=list)
    empty: str = ""


def win_loss_text(wl: WinLoss) -> tuple[str, str]:
    """``("3 / 5", "60% won")`` for 3 won of 5 played; a dash when none were played."""
    if wl.played == 0:
        return (DASH, "")
    return (f"{wl.won} / {wl.played}", f"{round(100 * wl.won / wl.played)}% won")


def ai_seats_text(wl: WinLoss) -> tuple[str, str]:
    """The "Wins by AI seats" cell: ``("2 / 6", "of 6 AI seats")`` — of six AI seats that played, two won."""
    if wl.played == 0:
        return (DASH, "no AI seats")
    return (f"{wl.won} / {wl.played}", f"of {counted(wl.played, 'AI seat')}")


def review_text(g: GameStats) -> tuple[str, str]:
    """The "Strong / costly" cell: ``("12 / 3", "in 4 reviews")``; a dash before any review."""
    if g.reviewed == 0:
        return (DASH, "no review yet")
    return (f"{g.strong_moves} / {g.costly_moves}", f"in {counted(g.reviewed, 'review')}")


def build_row(info: GameInfo, store: StatsStore) -> StatRow:
    """Return the table row of ``info`` from ``store``."""
    if not info.built:
        return StatRow(info, None, empty="Coming soon \u00b7 no games yet")
    g = store.get(info.id)
    ai = g.by_seat.get("ai", WinLoss())
    if g.played == 0 and ai.played == 0 and g.reviewed == 0:
        return StatRow(info, g, empty="No games yet")
    rate = f"{round(100 * g.won / g.played)}%" if g.played else ""
    cells = [
        (str(g.played), "human seats" if g.played else ""),
        (str(g.won), rate),
        *(win_loss_text(g.vs_ai.get(lvl, WinLoss())) for lvl in AI_LEVELS),
        ai_seats_text(ai),
        (DASH if g.best_score is None else str(g.best_score), ""),
        (str(g.streak), f"best {g.best_streak}"),
        review_text(g),
    ]
    return StatRow(info, g, cells)


class StatisticsScene(MenuScene):
    """The statistics table with Back and "Reset statistics".

    Args:
        app: the running app.

    Attributes:
        store: the statistics read when the screen opened (re-read after a reset).
        rows: one :class:`StatRow` per game of :data:`GAMES`, in registry order.
    """

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.text = TextCache(self.fonts)
        self._base = make_backdrop(app)
        self.heading = render_outlined(self.fonts("display", 46), "Statistics", theme.INK, width=3, shadow=5)
        self.backdrop = gfx.Drawing((W, H), self._paint_backdrop, alpha=False)
        self.rows: list[StatRow] = []
        self.back_button = self.button((32, 30, 140, 52), "Back", self.back, font_size=26)
        self.reset_button = self.button((TABLE.right - 300, TABLE.bottom + 28, 300, 56), "Reset statistics",
                                        self.ask_reset, kind="danger", font_size=26)
        self.refresh()

    # ------------------------------------------------------------------ model
    def refresh(self) -> None:
        """Re-read the statistics file and re-render the table."""
        self.store = StatsStore.default()
        self.rows = [build_row(info, self.store) for info in GAMES]
        self.reset_button.enabled = bool(self.store.games())
        rows = list(self.rows)
        #: the header and rows, a transparent picture of :data:`TABLE`'s size (made anew on every refresh).
        self.table = gfx.Drawing(TABLE.size, lambda surf: self._paint_table(surf, rows))

    def ask_reset(self) -> None:
        """Ask before clearing every game's statistics."""
        self.app.scenes.push(ConfirmDialog(
            self.app, "Reset statistics?",
            "Games played, wins, best scores and streaks of every game go back to zero. This cannot be undone.",
            self.reset_all, yes_label="Reset", yes_kind="danger"))

    def reset_all(self) -> None:
        """Clear every game's statistics (no question asked: see :meth:`ask_reset`)."""
        self.store.reset()
        self.refresh()
        self.set_focus(self.back_button)

    # ------------------------------------------------------------------ Scene API
    def enter(self) -> None:
        super().enter()
        self.set_focus(self.back_button)

    def resume(self) -> None:
        self.refresh()  # back from the dialog: no second fade-in

    # ------------------------------------------------------------------ drawing
    def _paint_backdrop(self, surf: gfx.Canvas) -> None:
        """Paint the backdrop, the heading with its trophy, the table's panel and the tip line."""
        surf.blit(self._base, (0, 0))
        heading = self.heading
        trophy = self.app.assets.icon("trophy", (44, 44))
        rect = heading.get_rect(center=(W // 2 + 28, 62))
        surf.blit(trophy, trophy.get_rect(midright=(rect.x - 12, 60)))
        surf.blit(heading, rect)
        surf.blit(make_panel(TABLE.size), (TABLE.x - 10, TABLE.y - 10))
        tip = ("Figures count your (human) seats; \u201cwins by AI seats\u201d every AI seat that played;"
               " a streak: wins in a row against AI; strong / costly: moves in game reviews \u00b7 Esc goes back")
        theme.blit_text(surf, self.fonts("text", 15), tip, (W // 2, H - 14), theme.INK_DIM, anchor="midbottom")

    def _columns(self) -> list[int]:
        """Centre x of each figure column (logical pixels)."""
        x0 = TABLE.x + GAME_COL_W
        w = (TABLE.right - 16 - x0) / len(COLUMNS)
        return [round(x0 + w * (i + 0.5)) for i in range(len(COLUMNS))]

    def _paint_table(self, surf: gfx.Canvas, rows: list[StatRow]) -> None:
        """Paint the header and ``rows`` on a transparent canvas of :data:`TABLE`'s size."""
        cols = [x - TABLE.x for x in self._columns()]
        head = self.fonts("bold", 15)
        theme.blit_text(surf, head, "GAME", (24, HEAD_H // 2), theme.INK_DIM, anchor="midleft")
        for x, title in zip(cols, COLUMNS, strict=True):
            lines = title.upper().split("\n")
            y = HEAD_H // 2 - (len(lines) * head.get_linesize()) // 2
            for line in lines:
                y = theme.blit_text(surf, head, line, (x, y), theme.INK_DIM, anchor="midtop").bottom
        gfx.line(surf, (70, 82, 94), (16, HEAD_H), (TABLE.w - 16, HEAD_H), 2)
        row_h = (TABLE.h - HEAD_H - 8) // max(1, len(rows))
        big, small, title_font = self.fonts("display", 30), self.fonts("text", 14), self.fonts("bold", 18)
        for i, row in enumerate(rows):
            top = HEAD_H + 4 + i * row_h
            band = pygame.Rect(12, top + 2, TABLE.w - 24, row_h - 4)
            if i % 2 == 0:
                gfx.rect(surf, (36, 43, 51), band, border_radius=10)
            cy = band.centery
            built = row.info.built
            color = GAME_COLORS.get(row.info.id, FALLBACK_COLOR)
            disc = pygame.Rect(0, 0, 64, 64)
            disc.midleft = (24, cy)
            gfx.ellipse(surf, color if built else (66, 70, 76), disc)
            animal = self.app.assets.animal(row.info.cover, (50, 50))
            if not built:
                animal = animal.copy()
                animal.set_alpha(110)
            surf.blit(animal, animal.get_rect(center=disc.center))
            lines = theme.wrap_text(title_font, row.info.title, GAME_COL_W - 120)[:2]
            y = cy - (len(lines) * title_font.get_linesize()) // 2
            for line in lines:
                ink = theme.INK if built else theme.INK_DIM
                y = theme.blit_text(surf, title_font, line, (102, y), ink).bottom
            if row.empty:
                ink = theme.INK_DIM
                theme.blit_text(surf, self.fonts("text", 20), row.empty, ((cols[0] + cols[-1]) // 2, cy), ink,
                                anchor="center")
                continue
            for x, (main, sub) in zip(cols, row.cells, strict=True):
                my = cy - 8 if sub else cy
                theme.blit_text(surf, big, main, (x, my), theme.ACCENT if main != DASH else theme.INK_DIM,
                                anchor="center")
                if sub:
                    theme.blit_text(surf, small, sub, (x, cy + 20), theme.INK_DIM, anchor="center")

    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.backdrop, (0, 0))
        surface.blit(self.table, TABLE.topleft)
        if self.store.notice:
            box = pygame.Rect(TABLE.x, TABLE.bottom + 28, TABLE.w - 300 - 24, 56)
            theme.shadowed_rect(surface, box, theme.PANEL, radius=10, shadow=4, border=theme.ACCENT_DARK)
            icon = self.app.assets.icon("warning", (26, 26))
            surface.blit(icon, icon.get_rect(midleft=(box.x + 12, box.centery)))
            font = self.fonts("text", 15)
            lines = theme.wrap_text(font, self.store.notice, box.w - 56)[:2]
            y = box.centery - (len(lines) * font.get_linesize()) // 2
            for line in lines:
                self.text.blit(surface, "text", 15, line, (box.x + 46, y), theme.INK)
                y += font.get_linesize()
