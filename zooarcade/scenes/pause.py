"""The pause overlay, pushed by a table on Esc: Resume, Start over (same shuffle), Rules, Settings, Quit to menu.

It is not opaque: the table stays visible underneath, dimmed.  Esc resumes.
The deal number is shown as "Deal #<seed>".  :data:`REPLAY_LABEL` (the restart; it was "Replay this deal",
which in Zoo Vadis read like its bargaining word) first asks (a
:class:`~zooarcade.scenes.dialog.ConfirmDialog`: "Abandon this game and start it over?"); on yes it
deletes the abandoned game's autosave (so it does not linger in the saved games), pops the overlay and replaces
the table with a new game of the same seats and the same deal number, so the stack ends
with exactly one table.  Cancel returns to this menu.  Rules (or F1)
opens the rules reader over the overlay; its Back returns here, and so does Settings' (the settings apply at
once, the table's layout too, and the game waits paused under them).  Quitting keeps
the autosave, so Continue on the title screen resumes the match; a line above the
deal number says so while the game is on disk (there is no separate Save button:
every move is saved).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from zooarcade.scenes.common import H, MenuScene, W, make_panel, render_outlined
from zooarcade.scenes.dialog import ConfirmDialog
from zooarcade.session import GameSession, MatchSetup
from zooarcade.storage.saves import SaveStore
from zooarcade.ui import gfx, theme

if TYPE_CHECKING:
    from zooarcade.ui.scene import Scene
    from zooarcade.ui.services import Services
    from zooarcade.ui.widgets import Widget

log = logging.getLogger("zooarcade")
#: the pause menu's restart button, in every game: no "deal" in it (Zoo Vadis bargains in deals, and a
#: restart is not one; the deal *number* still names the shuffle, as on the setup screen).
REPLAY_LABEL = "Start over (same shuffle)"

PANEL = pygame.Rect(W // 2 - 220, H // 2 - 256, 440, 512)
#: the pause menu's word on saving, shown while the game's autosave is on disk.
SAVED_LINE = "Saved after every move \u00b7 Continue picks it up"


class PauseScene(MenuScene):
    """Overlay menu over a running table.

    Args:
        app: the running app.
        session: the table's session (its setup and seed are reused by Restart).
        store: the saves the table autosaves into (default: the user data
            directory's), from which Restart deletes the abandoned game.
    """

    opaque = False
    still_below = True  # the paused table is not updated: drawn once, its picture reused (issue 14)
    music = None
    follows_canvas = True

    def __init__(self, app: Services, session: GameSession, store: SaveStore | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.store = store
        self.veil = gfx.Drawing((W, H), lambda veil: veil.fill((8, 12, 14, 170)))
        self.panel = make_panel(PANEL.size, theme.PANEL, radius=22, shadow=14)
        self.heading = render_outlined(self.fonts("display", 58), "Paused", theme.ACCENT, width=4, shadow=5)
        from zooarcade.games.registry import game_info

        try:
            title = game_info(session.setup.game_id).title
        except LookupError:
            title = session.setup.game_id
        font = self.fonts("text", 17)
        lines = theme.wrap_text(font, title, PANEL.w - 60)[:2]
        self.subtitle = [font.render(line, True, theme.INK_DIM) for line in lines]
        #: "Deal #<seed>": the deal number, to play the same deal again later.
        self.deal_text = f"Deal #{session.setup.seed}"
        self.deal = self.fonts("bold", 18).render(self.deal_text, True, theme.INK_DIM)
        app.flush_saves()  # the last move's save is on disk (or has failed) before we say which
        #: "Saved after every move …" while the game's autosave is on disk, else "" (saving failed or is off).
        self.saved_text = SAVED_LINE if session.save_path is not None and session.save_path.is_file() else ""
        self.saved = self.fonts("text", 15).render(self.saved_text, True, theme.INK_DIM) if self.saved_text else None
        bw, bh, gap, x = 320, 56, 14, W // 2 - 160
        y = PANEL.y + 160
        self.resume_button = self.button((x, y, bw, bh), "Resume", self.resume_game, kind="primary", font_size=32)
        self.replay_deal_button = self.button((x, y + (bh + gap), bw, bh), REPLAY_LABEL, self.ask_restart,
                                              font_size=24)  # the longest label: room on both sides
        #: the same button under its older name.
        self.restart_button = self.replay_deal_button
        half = (bw - gap) // 2  # Rules and Settings share a row: the panel keeps its size
        self.rules_button = self.button((x, y + 2 * (bh + gap), half, bh), "Rules", self.open_rules)
        self.settings_button = self.button((x + bw - half, y + 2 * (bh + gap), half, bh), "Settings",
                                           self.open_settings)
        self.quit_button = self.button((x, y + 3 * (bh + gap), bw, bh), "Quit to menu", self.quit_to_menu)

    @property
    def box(self) -> pygame.Rect:
        """The menu's panel now (logical pixels): :data:`PANEL`, centred on the canvas it is drawn on."""
        return PANEL.move(self.shift_x, 0)

    def enter(self) -> None:
        super().enter()
        self.set_focus(self.resume_button)

    def default_focus(self) -> Widget | None:
        """Resume: Enter continues the game, also after Rules or Settings opened from here."""
        return self.resume_button

    def resume_game(self) -> None:
        """Close the overlay and continue."""
        self.app.scenes.pop()

    def back(self) -> None:
        self.click()
        self.resume_game()

    def ask_restart(self) -> None:
        """Ask "Abandon this game and start it over?"; yes runs :meth:`restart`, Cancel returns here."""
        self.app.scenes.push(ConfirmDialog(
            self.app, "Abandon this game and start it over?",
            "The game in progress ends and is removed from your saved games; the same seats start again from "
            f"the same shuffle (deal #{self.session.setup.seed}).", self.restart, yes_label="Start over",
            yes_kind="danger"))

    def restart(self) -> None:
        """Start the game over from the same shuffle (no question asked: see :meth:`ask_restart`).

        Deletes the abandoned game's autosave, then starts a new game with the
        same seats and deal number in place of the current table.
        """
        self.delete_abandoned_save()
        old = self.session.setup
        self.app.scenes.pop()
        self.app.start_match(MatchSetup(old.game_id, list(old.seats), old.seed, dict(old.options)))

    def delete_abandoned_save(self) -> None:
        """Delete the session's autosave file (``session.save_path``), if any; a failure is only logged."""
        self.app.flush_saves()  # a save still waiting for the disk must not bring the file back
        path = self.session.save_path
        if path is None:
            return
        try:
            (self.store or SaveStore.default()).delete(path)
        except (OSError, ValueError) as exc:
            log.warning("could not delete the abandoned save %s: %s", path, exc)
            return
        self.session.save_path = None

    def open_rules(self) -> None:
        """Show the rules of this game over the pause menu (Back returns here)."""
        from zooarcade.scenes.rules import RulesScene

        self._push_over(RulesScene(self.app, self.session.setup.game_id))

    def open_settings(self) -> None:
        """Show the Settings screen over the pause menu (table layout, sound, speed…; they apply at once and
        are saved); its Back returns here, the game still paused under it."""
        from zooarcade.scenes.settings import SettingsScene

        self._push_over(SettingsScene(self.app))

    def _push_over(self, scene: Scene) -> None:
        """Push ``scene`` over the pause menu, keeping the table's music (its Back returns here)."""
        scene.music = None
        self.app.scenes.push(scene)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """F1 opens the rules; everything else as any menu (Esc resumes)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.click()
            self.open_rules()
            return True
        return super().handle_event(event)

    def quit_to_menu(self) -> None:
        """Abandon the match and show the title screen alone."""
        from zooarcade.scenes.title import TitleScene

        self.app.scenes.reset(TitleScene(self.app))

    def fade_alpha(self) -> int:
        return 0  # an overlay appears at once; its veil already darkens the table

    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.veil, (0, 0))
        surface.blit(self.panel, (self.box.x - 14, self.box.y - 14))
        surface.blit(self.heading, self.heading.get_rect(center=(self.box.centerx, self.box.y + 62)))
        y = self.box.y + 110
        for img in self.subtitle:
            surface.blit(img, img.get_rect(midtop=(self.box.centerx, y)))
            y += img.get_height()
        surface.blit(self.deal, self.deal.get_rect(midbottom=(self.box.centerx, self.box.bottom - 22)))
        if self.saved is not None:
            surface.blit(self.saved, self.saved_rect())

    def saved_rect(self) -> pygame.Rect:
        """Where the saving line is drawn (logical pixels, above the deal number); empty when there is none."""
        if self.saved is None:
            return pygame.Rect(self.box.centerx, self.box.bottom - 48, 0, 0)
        return self.saved.get_rect(midbottom=(self.box.centerx, self.box.bottom - 48))
