"""The Load screen: every unfinished saved game (and, on its Replays tab, every kept replay).

Two tabs, switched with the "Saved games" / "Replays" buttons at the top right
(Tab reaches them from the keyboard, Enter switches):

* **Saved games** (the default):

  rows come from :meth:`SaveStore.list_saves <zooarcade.storage.saves.SaveStore.list_saves>`
  (which also moves damaged files aside and drops finished games).  A row shows
  the game, its seats, when it was saved, the turn and who is to move; clicking it
  (or Enter) rebuilds the match from the file and opens its table in place of
  this screen.
* **Replays**: finished games leave the saved games, and their replays (kept
  automatically when the game ended, plus exported copies) are listed here from
  :meth:`ReplayStore.list_replays <zooarcade.storage.replays.ReplayStore.list_replays>`:
  game and deal number, seats, when it finished, the number of moves and the winner.  Clicking a
  row (or Enter) opens the replay viewer over this screen (its Back returns here).

A save written by a newer Zoo Arcade is not damaged: it is listed as such, left in place, with no Delete.
Two saves whose rows would read the same show their file names.
On both tabs a damaged file is listed greyed out with its one-line reason; it
cannot be opened, only deleted.  Delete (the row's button, or the Delete key on
a focused row) asks first.  Nothing a file contains can crash the screen: a
file that fails to load is reported in a banner and the list is re-read.

Keys: Up/Down move between rows (the list scrolls), Left/Right between a row
and its Delete button, Page Up/Down jump a page, Tab walks everything, Enter
opens, Esc goes back.  The mouse wheel scrolls.  Sizes are logical pixels.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

import pygame

from zooarcade.games.registry import UnknownGame, game_info
from zooarcade.scenes.common import H, MenuScene, TextCache, W, draw_notice, make_backdrop, make_panel, render_outlined
from zooarcade.scenes.dialog import ConfirmDialog
from zooarcade.scenes.game_select import FALLBACK_COLOR, GAME_COLORS
from zooarcade.session import LEVEL_NAMES
from zooarcade.storage.files import shown_name, write_problem
from zooarcade.storage.replays import ReplayInfo, ReplayStore
from zooarcade.storage.saves import SaveError, SaveInfo, SaveStore
from zooarcade.ui import gfx, theme
from zooarcade.ui.theme import fit_text
from zooarcade.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from zooarcade.ui.services import Services

log = logging.getLogger("zooarcade")

#: the list panel, its header height and the row height (logical pixels).
LIST = pygame.Rect(48, 118, 1184, 490)
HEAD_H = 46
ROW_H = 84
#: x of the columns, relative to LIST.x: text start, centres of saved / turn / to-move, delete button width.
TEXT_X, SAVED_X, TURN_X, MOVE_X, DELETE_W = 108, 700, 834, 964, 112
#: rows that fit in the panel at once.
VISIBLE_ROWS = (LIST.h - HEAD_H - 12) // ROW_H
#: the two tabs: saved games (unfinished) and replays (finished games).
SAVES, REPLAYS = "saves", "replays"
#: per tab: heading, column titles (saved / turn / to move positions), empty-list lines, key tip.
TAB_TEXT: Mapping[str, tuple[str, tuple[str, str, str], str, str, str]] = MappingProxyType({
    SAVES: ("Saved games", ("SAVED", "MOVE", "TO MOVE"), "No saved games yet",
            "Every game is saved after each move; unfinished ones wait here.",
            "Click a game or press Enter to continue it \u00b7 Up/Down choose \u00b7 Delete removes"
            " \u00b7 Tab reaches Replays \u00b7 Esc goes back"),
    REPLAYS: ("Replays", ("FINISHED", "MOVES", "WINNER"), "No replays yet",
              "Every finished game keeps its replay here, to watch move by move.",
              "Click a replay or press Enter to watch it \u00b7 Up/Down choose \u00b7 Delete removes"
              " \u00b7 Tab reaches Saved games \u00b7 Esc goes back"),
})


def open_saved_game(app: Services, path: Path, replace: bool = True, store: SaveStore | None = None) -> str | None:
    """Load the save at ``path`` and show its table; return ``None``, or a one-line reason it could not open.

    The table replaces the top scene (``replace=True``, as from the Load
    screen) or is pushed on top of it (e.g. from the title screen's Continue).
    A damaged file of the store is moved aside by the store.  Never raises for
    a bad file.
    """
    store = store or SaveStore.default()
    try:
        session = store.load(path)
    except SaveError as exc:
        return exc.reason
    try:
        table = app.make_table(session)
    except Exception as exc:  # noqa: BLE001 - a saved game must never crash the arcade
        log.exception("could not open the table of %s", path)
        return f"the game could not be opened ({exc})"
    if replace:
        app.scenes.replace(table)
    else:
        app.scenes.push(table)
    return None


def draw_game_disc(surf: gfx.Canvas, app: Services, game_id: str, disc: pygame.Rect) -> None:
    """Draw a game's coloured disc with its cover animal (48×48 pixels) in ``disc`` (logical pixels)."""
    try:
        gi = game_info(game_id)
        cover, color = gi.cover, GAME_COLORS.get(gi.id, FALLBACK_COLOR)
    except UnknownGame:
        cover, color = "", FALLBACK_COLOR
    gfx.ellipse(surf, color, disc)
    if cover:
        animal = app.assets.animal(cover, (48, 48))
        surf.blit(animal, animal.get_rect(center=disc.center))


def draw_when(surf: gfx.Canvas, fonts: Callable[[str, int], gfx.ScaledFont], when: datetime | None,
              center: tuple[int, int]) -> None:
    """Draw a row's date over its time (local time), centred at ``center``; a dash when unknown."""
    x, cy = center
    if when is None:
        theme.blit_text(surf, fonts("text", 18), "\u2013", (x, cy), theme.INK_DIM, anchor="center")
        return
    try:
        local = when.astimezone()
    except (OverflowError, ValueError, OSError):  # a date the local calendar cannot hold: shown as unknown
        draw_when(surf, fonts, None, center)
        return
    theme.blit_text(surf, fonts("text", 18), local.strftime("%d %b %Y"), (x, cy - 9), theme.INK, anchor="center")
    theme.blit_text(surf, fonts("text", 14), local.strftime("%H:%M"), (x, cy + 13), theme.INK_DIM, anchor="center")


def seats_line(info: SaveInfo | ReplayInfo) -> str:
    """``"You · Bot 1 (Normal AI) · Bot 2 (Hard AI)"``."""
    parts = []
    for s in info.seats:
        parts.append(f"{s.name} ({LEVEL_NAMES.get(s.level, s.level)} AI)" if s.is_ai else s.name)
    return " \u00b7 ".join(parts)


class SaveRow(Widget):
    """One row of the Load list: a save (or damaged file) and what clicking it does.

    ``on_open()`` runs on a click released inside the row, or Enter/Space while
    focused.  The row's picture is a :class:`~zooarcade.ui.gfx.Drawing` made by :meth:`render`
    (painted once per drawn scale, so it stays sharp after a window resize).
    """

    def __init__(self, info: SaveInfo, on_open: Callable[[], None]) -> None:
        super().__init__((LIST.x + 12, LIST.y, LIST.w - 24, ROW_H - 6))
        self.info = info
        self.on_open = on_open
        #: the row's seats line also names its file: another row reads the same (same game, time, move, seats;
        #: play test 13, HOSTILE-2), set by the list.
        self.show_file = False
        self._pressed = False
        self.image: gfx.Drawing | None = None
        #: a part of the row that belongs to another widget (its Delete button): clicks there are not the row's.
        self.blocked: pygame.Rect | None = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.blocked is not None and self.blocked.collidepoint(event.pos):
                return False
            self._pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self._pressed = self._pressed, False
            if was and self.rect.collidepoint(event.pos):
                self.on_open()
                return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                           pygame.K_SPACE):
            self.on_open()
            return True
        return False

    def render(self, app: Services, fonts: Callable[[str, int], gfx.ScaledFont]) -> None:
        """Make :attr:`image`: the row's content (everything but the hover/focus frame) as a picture."""
        self.image = gfx.Drawing(self.rect.size, lambda surf: self.paint(surf, app, fonts))

    def paint(self, surf: gfx.Canvas, app: Services, fonts: Callable[[str, int], gfx.ScaledFont]) -> None:
        """Paint the row's content on ``surf`` (the row's size, logical pixels)."""
        info = self.info
        w, h = surf.get_size()
        cy = h // 2
        disc = pygame.Rect(0, 0, 62, 62)
        disc.midleft = (12, cy)
        title_font, small = fonts("bold", 20), fonts("text", 15)
        text_w = SAVED_X - 100 - TEXT_X
        x = TEXT_X - 12
        if getattr(info, "newer", False):  # sound, only too new for this version: no warning, no Delete
            gfx.ellipse(surf, (56, 62, 74), disc)
            theme.blit_text(surf, fonts("display", 30), "?", disc.center, theme.INK_DIM, anchor="center")
            name = fit_text(title_font, f"Saved by a newer Zoo Arcade: {shown_name(info.path)}", w - x - 24)
            theme.blit_text(surf, title_font, name, (x, cy - 12), theme.INK_DIM, anchor="midleft")
            note = fit_text(small, "Not damaged: it stays in your saves folder for a newer version to open.",
                            w - x - 24)
            theme.blit_text(surf, small, note, (x, cy + 14), theme.INK_DIM, anchor="midleft")
            return
        if info.damaged:
            gfx.ellipse(surf, (70, 60, 56), disc)
            icon = app.assets.icon("warning", (36, 36))
            surf.blit(icon, icon.get_rect(center=disc.center))
            name = fit_text(title_font, f"Damaged file: {shown_name(info.path)}", text_w)
            theme.blit_text(surf, title_font, name, (x, cy - 12), theme.INK_DIM, anchor="midleft")
            reason = fit_text(small, info.reason or "damaged file", w - x - DELETE_W - 40)
            theme.blit_text(surf, small, reason, (x, cy + 14), (226, 140, 120), anchor="midleft")
            return
        draw_game_disc(surf, app, info.game_id, disc)
        theme.blit_text(surf, title_font, fit_text(title_font, info.title or info.game_id, text_w), (x, cy - 12),
                        theme.INK, anchor="midleft")
        line = f"{seats_line(info)} \u00b7 {shown_name(info.path)}" if self.show_file else seats_line(info)
        theme.blit_text(surf, small, fit_text(small, line, text_w), (x, cy + 14), theme.INK_DIM, anchor="midleft")
        value = fonts("text", 18)
        ox = -12  # row rect starts 12 px right of LIST.x
        draw_when(surf, fonts, info.saved_at, (SAVED_X + ox, cy))
        turn = "\u2013" if info.turn is None else str(info.turn)
        theme.blit_text(surf, fonts("display", 28), turn, (TURN_X + ox, cy), theme.ACCENT, anchor="center")
        mover = "Finished" if info.finished else info.to_move_name or "\u2013"
        if info.to_move is not None:
            badge = pygame.Rect(0, 0, 14, 14)
            badge.center = (MOVE_X + ox, cy - 13)
            theme.draw_seat_marker(surf, info.to_move, badge.center, 8, app.settings.seat_symbols)
        theme.blit_text(surf, value, fit_text(value, mover, 150), (MOVE_X + ox, cy + 10), theme.INK, anchor="center")

    def draw(self, surface: gfx.Canvas, fonts: Callable[[str, int], gfx.ScaledFont]) -> None:
        base = (40, 47, 56) if not self.info.damaged else (40, 40, 42)
        if (self.hover or self.focused) and not self.info.damaged:
            base = (54, 64, 76)
        elif self.hover or self.focused:
            base = (50, 50, 54)
        rect = self.rect.move(0, 1) if self._pressed else self.rect
        gfx.rect(surface, base, rect, border_radius=12)
        if self.focused:
            gfx.rect(surface, theme.INK, rect.inflate(4, 4), 2, border_radius=14)
        if self.image is not None:
            surface.blit(self.image, rect)


class ReplayRow(SaveRow):
    """One row of the Replays tab: a kept replay (or a damaged replay file).

    Shows the game and its deal number, its seats, when it finished, the number
    of moves and the winner (a crown, and the name; "A & B" for a shared win).
    """

    def __init__(self, info: ReplayInfo, on_open: Callable[[], None]) -> None:
        super().__init__(info, on_open)  # type: ignore[arg-type]
        self.info: ReplayInfo = info  # type: ignore[assignment]

    def paint(self, surf: gfx.Canvas, app: Services, fonts: Callable[[str, int], gfx.ScaledFont]) -> None:
        """Paint the row's content on ``surf`` (damaged files as in :class:`SaveRow`)."""
        info = self.info
        if info.damaged:
            super().paint(surf, app, fonts)
            return
        w, h = surf.get_size()
        cy = h // 2
        disc = pygame.Rect(0, 0, 62, 62)
        disc.midleft = (12, cy)
        title_font, small = fonts("bold", 20), fonts("text", 15)
        text_w = SAVED_X - 100 - TEXT_X
        x = TEXT_X - 12
        draw_game_disc(surf, app, info.game_id, disc)
        theme.blit_text(surf, title_font, fit_text(title_font, info.title or info.game_id, text_w),
                        (x, cy - 12), theme.INK, anchor="midleft")
        # the deal number (telling apart replays of the same game finished the same minute) leads the
        # second line, so a long game title keeps the whole first line
        deal = info.deal_text
        seats_x = x
        if deal:
            deal_r = theme.blit_text(surf, fonts("bold", 15), deal, (x, cy + 14), theme.ACCENT, anchor="midleft")
            seats_x = deal_r.right + 10
        theme.blit_text(surf, small, fit_text(small, seats_line(info), text_w - (seats_x - x)), (seats_x, cy + 14),
                        theme.INK_DIM, anchor="midleft")
        value = fonts("text", 18)
        ox = -12  # row rect starts 12 px right of LIST.x
        draw_when(surf, fonts, info.finished_at, (SAVED_X + ox, cy))
        steps = "\u2013" if info.steps is None else str(info.steps)
        theme.blit_text(surf, fonts("display", 28), steps, (TURN_X + ox, cy), theme.ACCENT, anchor="center")
        crown = app.assets.icon("crown", (22, 22))
        surf.blit(crown, crown.get_rect(center=(MOVE_X + ox, cy - 13)))
        theme.blit_text(surf, value, fit_text(value, info.winner_names() or "\u2013", 150), (MOVE_X + ox, cy + 10),
                        theme.INK, anchor="center")


class LoadScene(MenuScene):
    """The list of saved games or of replays, scrollable, with Open (click a row), Delete, the tabs and Back.

    Args:
        app: the running app.
        tab: :data:`SAVES` (the default) or :data:`REPLAYS`.

    Attributes:
        tab: the tab shown.
        store: the saves of the user data directory.
        replay_store: the kept replays of the user data directory.
        infos: the listed saves or replays (good ones first, newest first; then damaged files).
        rows: one :class:`SaveRow` (or :class:`ReplayRow`) per info, with :attr:`deletes` its Delete buttons.
        saves_tab, replays_tab: the two tab buttons (the shown one is highlighted).
        first: index of the top visible row (scroll position).
        message: one line shown in a banner (why a file could not be opened...), or "".
    """

    def __init__(self, app: Services, tab: str = SAVES) -> None:
        super().__init__(app)
        if tab not in TAB_TEXT:
            raise ValueError(f"unknown Load tab {tab!r}")
        self.tab = tab
        self.text = TextCache(self.fonts)
        self.backdrops: dict[str, gfx.Drawing] = {}
        self.store = SaveStore.default()
        self.replay_store = ReplayStore.default()
        self.back_button = Button((32, 30, 140, 52), "Back", self.back, font_size=26, click_sound=self.click)
        self.saves_tab = Button((W - 32 - 2 * 176 - 10, 34, 176, 46), "Saved games", lambda: self.show_tab(SAVES),
                                font_size=22, click_sound=self.click)
        self.replays_tab = Button((W - 32 - 176, 34, 176, 46), "Replays", lambda: self.show_tab(REPLAYS),
                                  font_size=22, click_sound=self.click)
        self.message = ""
        self.first = 0
        self.infos: list[SaveInfo | ReplayInfo] = []
        self.rows: list[SaveRow] = []
        self.deletes: list[Button] = []
        self.refresh()

    @property
    def backdrop(self) -> gfx.Drawing:
        """The static picture of the shown tab (one per tab, painted once per drawn scale)."""
        picture = self.backdrops.get(self.tab)
        if picture is None:
            tab = self.tab
            picture = self.backdrops[tab] = gfx.Drawing((W, H), lambda surf: self._paint_backdrop(surf, tab),
                                                        alpha=False)
        return picture

    # ------------------------------------------------------------------ model
    def show_tab(self, tab: str) -> None:
        """Switch to ``tab`` (:data:`SAVES` or :data:`REPLAYS`): re-read its list, scroll to the top."""
        if tab not in TAB_TEXT:
            raise ValueError(f"unknown Load tab {tab!r}")
        changed = tab != self.tab
        self.tab = tab
        if changed:
            self.first = 0
            self.message = ""
        self.refresh()
        self.set_focus(self.saves_tab if tab == SAVES else self.replays_tab)

    def refresh(self) -> None:
        """Re-read the shown tab's list and rebuild the rows (keeps the scroll position when possible)."""
        what = "saves" if self.tab == SAVES else "replays"
        try:
            self.infos = list(self.store.list_saves() if self.tab == SAVES else self.replay_store.list_replays())
        except OSError as exc:  # the folder itself cannot be read
            self.infos = []
            self.message = f"The {what} folder could not be read ({exc.strerror or exc})."
        if self.tab == SAVES and self.store.last_error:  # a finished game whose replay could not be kept yet
            self.app.tell(self.store.last_error, key="saving")
        self.rows, self.deletes = [], []
        looks = [self._look(info) for info in self.infos]
        for i, info in enumerate(self.infos):
            row = ReplayRow(info, self._opener(i)) if isinstance(info, ReplayInfo) else SaveRow(info, self._opener(i))
            row.show_file = looks[i] is not None and looks.count(looks[i]) > 1
            row.render(self.app, self.fonts)
            self.rows.append(row)
            self.deletes.append(Button((0, 0, DELETE_W, 44), "Delete", self._deleter(i), kind="danger",
                                       font_size=22, click_sound=self.click))
        self.saves_tab.kind = "primary" if self.tab == SAVES else "secondary"
        self.replays_tab.kind = "primary" if self.tab == REPLAYS else "secondary"
        self.focus_order = [self.back_button, self.saves_tab, self.replays_tab] + [
            w for row, delete in zip(self.rows, self.deletes, strict=True)
            for w in ((row,) if self._keeps(row.info) else (row, delete))]
        self.scroll_to(self.first)

    @staticmethod
    def _look(info: SaveInfo | ReplayInfo) -> tuple[object, ...] | None:
        """What a good save's row shows (game, minute saved, move, mover, seats): two rows alike name their files.
        None for a replay or a file that cannot be opened."""
        if isinstance(info, ReplayInfo) or info.damaged:
            return None
        when = info.saved_at.astimezone().strftime("%Y-%m-%d %H:%M") if info.saved_at else None
        return (info.game_id, info.title, when, info.turn, info.to_move, info.finished, seats_line(info))

    @staticmethod
    def _keeps(info: SaveInfo | ReplayInfo) -> bool:
        """True for a save of a newer Zoo Arcade: sound, so its row offers no Delete (play test 13, HOSTILE-2)."""
        return bool(getattr(info, "newer", False))

    def _opener(self, i: int) -> Callable[[], None]:
        return lambda: self.open(i)

    def _deleter(self, i: int) -> Callable[[], None]:
        return lambda: self.ask_delete(i)

    def open(self, i: int) -> None:
        """Open row ``i``'s saved game or replay (a damaged row only explains why it cannot be opened)."""
        info = self.infos[i]
        if self._keeps(info):
            self.app.sfx("invalid")
            self.message = (f"{shown_name(info.path)} was {info.reason}. It is not damaged: it stays in your saves "
                            "folder for a newer Zoo Arcade to open.")
            return
        if info.damaged:
            self.app.sfx("invalid")
            self.message = f"{shown_name(info.path)} cannot be opened: {info.reason}. Delete it to tidy the list."
            return
        self.click()
        if isinstance(info, ReplayInfo):
            self.open_replay(info)
            return
        reason = open_saved_game(self.app, info.path, replace=True, store=self.store)
        if reason is not None:
            self.app.sfx("invalid")
            self.message = f"This save could not be opened: {reason}"
            self.refresh()

    def open_replay(self, info: ReplayInfo) -> None:
        """Push the replay viewer of ``info``'s file; a file damaged since listing is reported here instead."""
        from zooarcade.scenes.replay import ReplayErrorScene, open_replay_file

        scene = open_replay_file(self.app, info.path)
        if isinstance(scene, ReplayErrorScene):
            self.app.sfx("invalid")
            self.message = f"This replay could not be opened: {scene.reason}"
            self.refresh()
            return
        self.app.scenes.push(scene)

    def ask_delete(self, i: int) -> None:
        """Ask, then delete row ``i``'s file."""
        info = self.infos[i]
        if self._keeps(info):  # a newer version's save is not offered for deletion (the Delete key neither)
            self.open(i)
            return
        noun = "replay" if isinstance(info, ReplayInfo) else "save"
        if info.damaged:
            what = f"The damaged file {shown_name(info.path)} is removed for good."
        elif isinstance(info, ReplayInfo):
            what = (f"{info.title}, {info.steps} moves, with {seats_line(info)}. The replay is removed for good"
                    " (statistics are kept).")
        else:
            what = f"{info.title}, move {info.turn}, with {seats_line(info)}. The saved game is removed for good."
        self.app.scenes.push(ConfirmDialog(self.app, f"Delete this {noun}?", what, lambda: self.delete(info.path),
                                           yes_label="Delete", yes_kind="danger"))

    def delete(self, path: Path) -> None:
        """Delete the file at ``path`` from the shown tab's store (no question asked: see :meth:`ask_delete`)."""
        try:
            if self.tab == REPLAYS:
                self.replay_store.delete(path)
            else:
                self.store.delete(path)
            self.message = ""
        except OSError as exc:
            self.message = f"Could not delete {shown_name(path)}: {write_problem(exc)}."
        except ValueError as exc:
            self.message = f"Could not delete {shown_name(path)}: {exc}"
        self.refresh()
        if self.rows:
            self.set_focus(self.rows[min(self.first, len(self.rows) - 1)])
        else:
            self.set_focus(self.back_button)

    # ------------------------------------------------------------------ scrolling and focus
    def scroll_to(self, first: int) -> None:
        """Show rows ``first`` .. ``first + VISIBLE_ROWS - 1`` (clamped) and lay them out."""
        top_max = max(0, len(self.rows) - VISIBLE_ROWS)
        self.first = max(0, min(top_max, first))
        visible = range(self.first, min(len(self.rows), self.first + VISIBLE_ROWS))
        self.widgets = [self.back_button, self.saves_tab, self.replays_tab]
        for i, (row, delete) in enumerate(zip(self.rows, self.deletes, strict=True)):
            row.hover = delete.hover = False
            if i not in visible:
                continue  # keeps keyboard focus: the next key scrolls it back into view
            y = LIST.y + HEAD_H + 6 + (i - self.first) * ROW_H
            row.rect.topleft = (LIST.x + 12, y)
            delete.rect.midright = (row.rect.right - 16, row.rect.centery)
            if self._keeps(row.info):  # no Delete button on a newer version's save
                row.blocked = None
                self.widgets.append(row)
                continue
            row.blocked = delete.rect
            self.widgets += [row, delete]

    def _item_of(self, widget: Widget | None) -> int | None:
        if widget is None:
            return None
        for i, (row, delete) in enumerate(zip(self.rows, self.deletes, strict=True)):
            if widget is row or widget is delete:
                return i
        return None

    def set_focus(self, widget: Widget | None) -> None:
        """Focus ``widget``, scrolling the list to show it."""
        for w in self.focus_order or []:
            w.focused = False
        i = self._item_of(widget)
        if i is not None and not self.first <= i < self.first + VISIBLE_ROWS:
            self.scroll_to(i if i < self.first else i - VISIBLE_ROWS + 1)
        super().set_focus(widget)

    def _list_keys(self, key: int) -> bool:
        """Up/Down/Left/Right/Page keys over the list; return True when handled."""
        focused = self.focused() or next((w for w in self.focus_order or [] if w.focused), None)
        i = self._item_of(focused)
        n = len(self.rows)
        if i is None:
            if key == pygame.K_DOWN and n:
                self.set_focus(self.rows[self.first])
                return True
            return key in (pygame.K_UP, pygame.K_DOWN)
        steps = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: VISIBLE_ROWS, pygame.K_PAGEUP: -VISIBLE_ROWS}
        if key in steps:
            j = i + steps[key]
            if j < 0:
                self.set_focus(self.back_button)
            else:
                self.set_focus(self.rows[min(n - 1, j)])
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            keeps = self._keeps(self.infos[i])  # a newer version's save has no Delete to go to
            self.set_focus(self.deletes[i] if key == pygame.K_RIGHT and not keeps else self.rows[i])
            return True
        if key == pygame.K_DELETE:
            self.click()
            self.ask_delete(i)
            return True
        return False

    # ------------------------------------------------------------------ Scene API
    def enter(self) -> None:
        super().enter()
        self.set_focus(self.rows[0] if self.rows and not self.infos[0].damaged else self.back_button)

    def resume(self) -> None:
        pass  # back from the confirm dialog: no second fade-in

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.first - (1 if event.y > 0 else -1))
            return True
        if event.type == pygame.KEYDOWN:
            hidden = next((w for w in self.focus_order or [] if w.focused and w not in self.widgets), None)
            if hidden is not None:
                self.set_focus(hidden)  # scrolled away with the wheel: bring it back first
            if event.key != pygame.K_TAB and self._list_keys(event.key):
                return True
        return super().handle_event(event)

    # ------------------------------------------------------------------ drawing
    def _paint_backdrop(self, surf: gfx.Canvas, tab: str) -> None:
        title, columns, _, _, tip = TAB_TEXT[tab]
        surf.blit(make_backdrop(self.app), (0, 0))
        heading = render_outlined(self.fonts("display", 46), title, theme.INK, width=3, shadow=5)
        icon = self.app.assets.icon("book", (44, 44))
        rect = heading.get_rect(center=(W // 2 - 60, 62))
        surf.blit(icon, icon.get_rect(midright=(rect.x - 12, 60)))
        surf.blit(heading, rect)
        surf.blit(make_panel(LIST.size), (LIST.x - 10, LIST.y - 10))
        head = self.fonts("bold", 15)
        cy = LIST.y + HEAD_H // 2 + 2
        theme.blit_text(surf, head, "GAME AND SEATS", (LIST.x + TEXT_X, cy), theme.INK_DIM, anchor="midleft")
        for text, x in zip(columns, (SAVED_X, TURN_X, MOVE_X), strict=True):
            theme.blit_text(surf, head, text, (LIST.x + x, cy), theme.INK_DIM, anchor="center")
        gfx.line(surf, (70, 82, 94), (LIST.x + 16, LIST.y + HEAD_H), (LIST.right - 16, LIST.y + HEAD_H), 2)
        theme.blit_text(surf, self.fonts("text", 15), tip, (W // 2, H - 14), theme.INK_DIM, anchor="midbottom")

    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.backdrop, (0, 0))
        if not self.rows:
            icon = self.app.assets.icon("empty_nest", (96, 96))
            surface.blit(icon, icon.get_rect(center=(W // 2, LIST.centery - 40)))
            _, _, empty, explain, _ = TAB_TEXT[self.tab]
            self.text.blit(surface, "bold", 24, empty, (W // 2, LIST.centery + 30), theme.INK, anchor="center")
            self.text.blit(surface, "text", 17, explain, (W // 2, LIST.centery + 64), theme.INK_DIM, anchor="center")

    def draw_foreground(self, surface: gfx.Canvas) -> None:
        self._draw_scrollbar(surface)
        if self.message:
            draw_notice(surface, self.fonts, self.text, 16, self.app.assets.icon("warning", (26, 26)),
                        pygame.Rect(LIST.x, LIST.bottom + 24, LIST.w, 50), self.message)

    def _draw_scrollbar(self, surface: gfx.Canvas) -> None:
        """A thin bar at the list's right edge, and "n more" hints, when not every row fits."""
        n = len(self.rows)
        if n <= VISIBLE_ROWS:
            return
        track = pygame.Rect(LIST.right - 9, LIST.y + HEAD_H + 8, 5, VISIBLE_ROWS * ROW_H - 10)
        gfx.rect(surface, (26, 30, 36), track, border_radius=3)
        thumb = track.copy()
        thumb.h = max(24, track.h * VISIBLE_ROWS // n)
        thumb.y = track.y + (track.h - thumb.h) * self.first // max(1, n - VISIBLE_ROWS)
        gfx.rect(surface, theme.ACCENT, thumb, border_radius=3)
        above, below = self.first, n - self.first - VISIBLE_ROWS
        if above:
            self.text.blit(surface, "text", 14, f"\u2191 {above} more", (LIST.right - 24, LIST.y + HEAD_H // 2 + 2),
                           theme.ACCENT, anchor="midright")
        if below:
            self.text.blit(surface, "text", 14, f"\u2193 {below} more", (LIST.right - 24, LIST.bottom - 12),
                           theme.ACCENT, anchor="midright")
