"""The pause overlay, pushed by a table on Esc: Resume, Restart, Quit to menu.

It is not opaque: the table stays visible underneath, dimmed.  Esc resumes.
Restart pops the overlay and replaces the table with a fresh one of the same
setup and deal number, so the stack ends with exactly one table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from zooarcade.scenes.common import H, MenuScene, W, make_panel, render_outlined
from zooarcade.session import GameSession
from zooarcade.ui import theme

if TYPE_CHECKING:
    from zooarcade.app import App

PANEL = pygame.Rect(W // 2 - 220, H // 2 - 230, 440, 460)


class PauseScene(MenuScene):
    """Overlay menu over a running table.

    Args:
        app: the running app.
        session: the table's session (its setup and seed are reused by Restart).
    """

    opaque = False
    music = None

    def __init__(self, app: App, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.veil = pygame.Surface((W, H), pygame.SRCALPHA)
        self.veil.fill((8, 12, 14, 170))
        self.panel = make_panel(PANEL.size, theme.PANEL, radius=22, shadow=14)
        self.heading = render_outlined(self.fonts("display", 58), "Paused", theme.ACCENT, width=4, shadow=5)
        from zooarcade.core.registry import game_info

        try:
            title = game_info(session.setup.game_id).title
        except LookupError:
            title = session.setup.game_id
        font = self.fonts("text", 17)
        lines = theme.wrap_text(font, title, PANEL.w - 60)[:2]
        self.subtitle = [font.render(line, True, theme.INK_DIM) for line in lines]
        self.deal = self.fonts("text", 16).render(f"Deal #{session.setup.seed}", True, theme.INK_DIM)
        bw, bh, x = 320, 60, W // 2 - 160
        y = PANEL.y + 170
        self.resume_button = self.button((x, y, bw, bh), "Resume", self.resume_game, kind="primary", font_size=32)
        self.restart_button = self.button((x, y + bh + 16, bw, bh), "Restart", self.restart)
        self.quit_button = self.button((x, y + 2 * (bh + 16), bw, bh), "Quit to menu", self.quit_to_menu)

    def enter(self) -> None:
        super().enter()
        self.set_focus(self.resume_button)

    def resume_game(self) -> None:
        """Close the overlay and continue."""
        self.app.scenes.pop()

    def back(self) -> None:
        self.click()
        self.resume_game()

    def restart(self) -> None:
        """Start the same setup and deal again, replacing the current table."""
        self.app.scenes.pop()
        self.app.start_match(self.session.setup)

    def quit_to_menu(self) -> None:
        """Abandon the match and show the title screen alone."""
        from zooarcade.scenes.title import TitleScene

        self.app.scenes.reset(TitleScene(self.app))

    def fade_alpha(self) -> int:
        return 0  # an overlay appears at once; its veil already darkens the table

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(self.veil, (0, 0))
        surface.blit(self.panel, (PANEL.x - 14, PANEL.y - 14))
        surface.blit(self.heading, self.heading.get_rect(center=(W // 2, PANEL.y + 62)))
        y = PANEL.y + 110
        for img in self.subtitle:
            surface.blit(img, img.get_rect(midtop=(W // 2, y)))
            y += img.get_height()
        surface.blit(self.deal, self.deal.get_rect(midbottom=(W // 2, PANEL.bottom - 22)))
