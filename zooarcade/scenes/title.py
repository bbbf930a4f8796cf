"""The title screen: the "Zoo Arcade" logo, a parade of animals and the main menu.

The menu is built from :meth:`TitleScene.menu_entries`, a list of
``(label, action, kind)``; later screens (Continue, Load, Settings, Statistics,
Credits) add entries there and the column of buttons re-flows to fit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from zooarcade import __version__
from zooarcade.scenes.common import H, MenuScene, TextCache, W, bob, make_backdrop, render_outlined
from zooarcade.ui import gfx, theme

if TYPE_CHECKING:
    from zooarcade.ui.services import Services

#: animals walking along the grass strip, left to right, in order.
PARADE: tuple[str, ...] = (
    "elephant", "penguin", "giraffe", "zebra", "lion", "hippo", "flamingo", "kangaroo", "panda", "rhino",
)
#: parade spacing (logical pixels), walking speed (pixels per second) and animal size.
PARADE_GAP, PARADE_SPEED, PARADE_SIZE = 138, 38.0, 78
GRASS_TOP = H - 62
#: seconds a notice stays on screen (it fades during the last second).
NOTICE_TIME = 7.0
#: widest a notice toast may be (logical pixels); longer notices wrap onto more lines.
NOTICE_WIDTH = 860
#: vertical band (logical y) the menu buttons fit into.
MENU_TOP, MENU_BOTTOM = 326, 600
#: the room under Continue for its caption (the game it resumes).
CAPTION_H = 20


class TitleScene(MenuScene):
    """The first screen: logo, animated animals, Play / Quit (and later Continue, Settings...)."""

    #: the app's notices rise from the bottom, clear of this screen's own notices at the top right.
    toast_anchor = "bottom"

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        #: seconds of the heroes' bobbing and the parade (stands still while the screen is left alone).
        self.decor_time = 0.0
        self.text = TextCache(self.fonts)
        self._base = make_backdrop(app, animals=False, tint=(30, 58, 50))
        self.backdrop = gfx.Drawing((W, H), self._paint_backdrop, alpha=False)
        self.logo = render_outlined(self.fonts("display", 132), "Zoo Arcade", theme.ACCENT, width=5, shadow=8)
        self.tagline = self.fonts("text", 24).render("Four wild tabletop games. One zoo.", True, theme.INK_DIM)
        self.heroes = [
            (app.assets.animal("gorilla", (230, 230)), (205, 420), 0.0),
            (app.assets.animal("tiger", (230, 230)), (1075, 420), 0.45),
        ]
        self.parade = [app.assets.animal(n, (PARADE_SIZE, PARADE_SIZE)) for n in PARADE]
        # notices (e.g. "Sound is off") are shown once, here, then forgotten
        self.notices: list[str] = list(app.notices)
        app.notices.clear()
        self.latest = self._find_latest()
        self.buttons = self._build_menu()

    # ------------------------------------------------------------------ menu
    def menu_entries(self) -> list[tuple[str, Callable[[], None], str]]:
        """The main menu: ``(label, action, kind)``.

        ``kind`` 'primary' | 'secondary' entries stack in the centre column;
        'small' entries line up in one row beneath them.
        """
        entries: list[tuple[str, Callable[[], None], str]] = []
        if self.latest is not None:
            entries.append(("Continue", self.continue_game, "primary"))
        entries += [
            ("Play", self.play, "secondary" if self.latest is not None else "primary"),
            ("Load game", self.load, "secondary"),
            ("Settings", self.settings, "small"),
            ("Statistics", self.statistics, "small"),
            ("Credits", self.credits, "small"),
            ("Quit", self.app.quit, "small"),
        ]
        return entries

    def continue_caption(self) -> str:
        """The line under Continue: which game it resumes and how far it got ("ZOP ZOO · Round 2 · turn 9")."""
        if self.latest is None:
            return ""
        parts = (self.latest.title or self.latest.game_id, self.latest.progress)
        return " \u00b7 ".join(part for part in parts if part)

    def _build_menu(self) -> list:
        entries = self.menu_entries()
        column = [e for e in entries if e[2] != "small"]
        row = [e for e in entries if e[2] == "small"]
        gap, h, w = 12, 56, 340
        # with a Continue caption the column starts a little higher, so the small row keeps clear of the parade
        y = MENU_TOP - (CAPTION_H // 2 if self.continue_caption() else 0)
        buttons = []
        #: where the Continue caption is drawn (its midtop), or None without Continue.
        self.caption_at: tuple[int, int] | None = None
        for label, action, kind in column:
            size = 32 if kind == "primary" else 26
            buttons.append(self.button((W // 2 - w // 2, y, w, h), label, action, kind=kind, font_size=size))
            y += h + gap
            if action == self.continue_game and self.continue_caption():
                # play test 8: Continue did not say which game it resumes
                self.caption_at = (W // 2, y - gap + 3)
                y += CAPTION_H
        if row:
            rw, rgap = 150, 12
            x = W // 2 - (len(row) * rw + (len(row) - 1) * rgap) // 2
            y += 6
            for label, action, _kind in row:
                buttons.append(self.button((x, y, rw, 44), label, action, kind="secondary", font_size=20))
                x += rw + rgap
        return buttons

    def _find_latest(self):  # noqa: ANN202 - SaveInfo | None
        """Return the latest unfinished save (or None); a broken save folder never stops the title."""
        from zooarcade.storage.saves import SaveStore

        try:
            return SaveStore.default().latest_unfinished()
        except Exception:  # noqa: BLE001 - the title must always open
            return None

    def continue_game(self) -> None:
        """Open the latest unfinished game over the title; a damaged file shows its reason as a notice."""
        from zooarcade.scenes.load import open_saved_game

        if self.latest is None:
            return
        reason = open_saved_game(self.app, self.latest.path, replace=False)
        if reason is not None:
            self.notices = [f"Could not continue: {reason}"]
            self.age = 0.0
            self.refresh_menu()

    def load(self) -> None:
        """Open the Load list."""
        from zooarcade.scenes.load import LoadScene

        self.app.scenes.push(LoadScene(self.app))

    def settings(self) -> None:
        """Open the Settings screen."""
        from zooarcade.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def statistics(self) -> None:
        """Open the Statistics screen."""
        from zooarcade.scenes.statistics import StatisticsScene

        self.app.scenes.push(StatisticsScene(self.app))

    def credits(self) -> None:
        """Open the Credits screen."""
        from zooarcade.scenes.credits import CreditsScene

        self.app.scenes.push(CreditsScene(self.app))

    def refresh_menu(self) -> None:
        """Rebuild the menu (Continue appears or goes as saves change)."""
        self.latest = self._find_latest()
        for b in self.buttons:
            if b in self.widgets:
                self.widgets.remove(b)
        self.buttons = self._build_menu()
        self.set_focus(self.buttons[0])

    def resume(self) -> None:
        super().resume()
        self.refresh_menu()

    def play(self) -> None:
        """Open the game-select screen."""
        from zooarcade.scenes.game_select import GameSelectScene

        self.app.scenes.push(GameSelectScene(self.app))

    def back(self) -> None:
        """Esc on the title screen moves focus to Quit (Enter then quits)."""
        self.set_focus(self.buttons[-1])

    def enter(self) -> None:
        super().enter()
        self.set_focus(self.buttons[0])

    # ------------------------------------------------------------------ drawing
    def _paint_backdrop(self, surf: gfx.Canvas) -> None:
        """Paint the title backdrop: the menu backdrop, sun rays and a glow behind the logo, the grass strip."""
        import math

        surf.blit(self._base, (0, 0))
        # sun rays behind the logo
        rays = surf.new((W, H))
        cx, cy = W // 2, 190
        for i in range(18):
            a0 = i * math.tau / 18
            a1 = a0 + math.tau / 36
            pts = [(cx, cy), (cx + 1400 * math.cos(a0), cy + 1400 * math.sin(a0)),
                   (cx + 1400 * math.cos(a1), cy + 1400 * math.sin(a1))]
            gfx.polygon(rays, (255, 226, 140, 14), pts)
        glow = surf.new((W, H))
        for r in range(260, 0, -20):
            gfx.circle(glow, (255, 210, 120, 6), (cx, cy), r)
        surf.blit(rays, (0, 0))
        surf.blit(glow, (0, 0))
        # grass strip the parade walks on
        grass = pygame.Rect(0, GRASS_TOP, W, H - GRASS_TOP)
        gfx.rect(surf, theme.FELT, grass)
        gfx.rect(surf, theme.FELT_LIGHT, (0, GRASS_TOP, W, 6))
        for x in range(0, W, 22):
            gfx.line(surf, theme.FELT_LIGHT, (x + 6, GRASS_TOP + 4), (x + 10, GRASS_TOP - 5), 3)

    def draw_background(self, surface: gfx.Canvas) -> None:
        t = self.decor_time
        surface.blit(self.backdrop, (0, 0))
        for img, (x, y), phase in self.heroes:
            surface.blit(img, img.get_rect(center=(x, y + bob(t, 3.2, 8, phase))))
        logo_y = 190 + bob(t, 4.0, 5)
        surface.blit(self.logo, self.logo.get_rect(center=(W // 2, logo_y)))
        surface.blit(self.tagline, self.tagline.get_rect(center=(W // 2, logo_y + 92)))
        self._draw_parade(surface, t)

    def _draw_parade(self, surface: gfx.Canvas, t: float) -> None:
        span = PARADE_GAP * len(self.parade)
        shift = (t * PARADE_SPEED) % span
        for i, img in enumerate(self.parade):
            x = (i * PARADE_GAP + shift) % span - PARADE_GAP
            if x > W + PARADE_GAP:
                continue
            hop = abs(bob(t, 0.9, 7, i * 0.37))
            surface.blit(img, (x, GRASS_TOP - PARADE_SIZE + 16 - hop))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.decor_time += self.app.decor_dt(dt)

    def ambient(self) -> bool:
        """The heroes bob and the parade walks: decoration, which settles when the player is away."""
        return True

    def animating(self) -> bool:
        """The fade-in, or a notice fading out."""
        return super().animating() or bool(self.notices) and NOTICE_TIME - 1 <= self.age < NOTICE_TIME

    def wake_in(self) -> float | None:
        """When a notice starts fading out."""
        if self.notices and self.age < NOTICE_TIME - 1:
            return NOTICE_TIME - 1 - self.age
        return super().wake_in()

    def draw_foreground(self, surface: gfx.Canvas) -> None:
        self.text.blit(surface, "text", 16, f"v{__version__}", (14, H - 10), theme.INK_DIM, anchor="bottomleft")
        if self.caption_at is not None:
            caption = theme.fit_text(self.fonts("text", 16), self.continue_caption(), 2 * 340)
            self.text.blit(surface, "text", 16, caption, self.caption_at, theme.INK_DIM, anchor="midtop")
        self._draw_notices(surface)

    def _draw_notices(self, surface: gfx.Canvas) -> None:
        if not self.notices or self.age > NOTICE_TIME:
            return
        alpha = 255 if self.age < NOTICE_TIME - 1 else int(255 * (NOTICE_TIME - self.age))
        y = 18
        font = self.fonts("text", 18)
        for notice in self.notices:
            # a long notice (a damaged file's name and reason) wraps instead of running off the screen
            lines = theme.wrap_text(font, notice, NOTICE_WIDTH - 52)[:3] or [notice]
            imgs = [self.text.get("text", 18, line, theme.INK) for line in lines]
            line_h = font.get_linesize()
            box = pygame.Rect(0, 0, max(img.get_width() for img in imgs) + 52, 38 + line_h * (len(imgs) - 1))
            box.topright = (W - 18, y)
            toast = surface.new(box.size)
            gfx.rect(toast, (*theme.PANEL, 235), toast.get_rect(), border_radius=10)
            gfx.rect(toast, (*theme.ACCENT_DARK, 255), toast.get_rect(), 2, border_radius=10)
            icon = self.app.assets.icon("speaker_off" if "sound" in notice.lower() else "info", (22, 22))
            toast.blit(icon, (12, 8))
            for i, img in enumerate(imgs):
                toast.blit(img, (42, (38 - img.get_height()) // 2 + i * line_h))
            toast.set_alpha(alpha)
            surface.blit(toast, box)
            y += box.h + 8
