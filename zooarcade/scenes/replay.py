"""The replay viewer: step through a finished game, rebuilt from its seed and actions.

Open it with:

* ``ReplayScene(app, replay)`` — a :class:`~zooarcade.storage.replays.Replay` already loaded
  (e.g. ``load_replay(path)``), or :func:`replay_from_session` of a finished session
  (the results screen);
* ``open_replay_file(app, path)`` / ``ReplayScene.from_file(app, path)`` — reads a replay
  file and returns the viewer, or, for a damaged file, a :class:`ReplayErrorScene` that
  says why (it never raises);
* ``ReplayScene(app)`` — a short built-in demo: a seeded Apocalypse game played by
  random legal moves (the scene gallery uses this).

Screen: the board of the position after step *i* (drawn by the ``board_painter(app)`` of
the game's :mod:`~zooarcade.games.registry` entry when it has one; otherwise the log and
scores only), each seat's score at that step, and the list of steps with the
current one highlighted.  Controls: first / previous / play-pause / next / last buttons,
speed 0.5×–4×, and the keys Home, Left, Space, Right, End (Esc goes back).  Auto-play
advances one step every ``1 / speed`` seconds and stops on the last step.  Hidden cards
(lower zoo cards, infected cards) can be shown with the "Secrets" toggle or the H key.

Game review (a finished game only: it shows each mover's judgement, made from their own hidden
cards): the **Review** button (or R) shows, in the middle column, the chart of each seat's
winning chances over the match (:class:`~zooarcade.ui.chart.ChanceChart`) with its marked moves,
the move of the shown step beside the review's pick, a longer think from the mover's view (both
estimates) and a one-line summary per seat. The review comes from the replay's cache
(:func:`~zooarcade.storage.replays.cached_review`) or is computed in the background
(:func:`~zooarcade.storage.replays.start_review`, a thread) with a progress bar and a Cancel
button, while the replay stays usable; clicking a mark jumps there. A review job handed in by
the results screen keeps running when the viewer is left; one the viewer started itself is
cancelled then.

Units: logical pixels of the 1280×720 canvas, seconds.
"""

from __future__ import annotations

import inspect
import logging
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from zooarcade.core.narration import subject
from zooarcade.core.protocol import GameSpec, GameState
from zooarcade.core.rng import Rng
from zooarcade.games.registry import UnknownGame, game_entry
from zooarcade.scenes.common import H, MenuScene, TextCache, W, make_backdrop, make_panel, render_outlined
from zooarcade.session import GameSession, MatchSetup, SeatConfig
from zooarcade.storage import replays as replay_store
from zooarcade.storage.files import shown_name
from zooarcade.storage.replays import Replay, ReplayFileError, cached_review, load_replay
from zooarcade.ui import gfx, placement, theme
from zooarcade.ui.chart import ChanceChart, draw_progress
from zooarcade.ui.widgets import Button, Choice, Widget

if TYPE_CHECKING:
    from zooarcade.ai.review import GameReview, ReviewJob
    from zooarcade.ui.services import Services

log = logging.getLogger("zooarcade")

#: auto-play speeds (label, steps per second).
SPEEDS: tuple[tuple[str, float], ...] = (("0.5\u00d7", 0.5), ("1\u00d7", 1.0), ("2\u00d7", 2.0), ("4\u00d7", 4.0))
#: seconds per step at 1×.
BASE_INTERVAL = 1.0
TOP = 64
#: the board box of a board about as tall as wide (Apocalypse, Zoo Vadis): the middle column beside it.
BOARD = pygame.Rect(14, TOP + 6, 560, 566)
#: logical pixels from one points line of a seat panel to the next (12 px text is 15 px tall: no overlap).
LINE_STEP = 15
#: how many step boards the viewer keeps painted (least recently shown dropped first).
BOARD_CACHE = 8
LOG_RECT = pygame.Rect(918, TOP + 6, 348, 566)
#: everything left of the step list: the board box and the middle column (or the band under a wide board).
LEFT = pygame.Rect(14, TOP + 6, LOG_RECT.x - 16 - 14, 566)
#: the narrowest middle column beside a board (logical pixels), and the band under a board laid across.
MIN_COLUMN = 240
BAND_H = 176
CONTROLS_Y = 654
ROW_H = 44
BoardPainter = Callable[..., pygame.Rect]


#: what the review's chart shows, for the step before the first move (plain words).
#: the review's first words ({known}: the game's :attr:`~zooarcade.core.protocol.GameSpec.hidden_known`): each
#: decision is judged from its mover's view (``zooarcade.ai.review``), never with hindsight; the Hint is the same
#: Hard search on the same kind of budget (``zooarcade.ai.agents.hint_work``) but another seed, so on a close call
#: a hinted move can still be marked (play test 14, F1/F2).
INTRO = ("Each line is a player's chance to win, judged after every move from what the player to move could see: "
         "{known}. A close call may differ from the Hint. Click a ring to see that move.")


def differing_tail(a: str, b: str) -> str:
    """``b`` from the first word where it stops agreeing with ``a`` ("Cover your Ram…", "Cover your Yak…" →
    "Yak…"); all of ``b`` when they differ from the first word, or when ``b`` is ``a`` (nothing to cut)."""
    wa, wb = a.split(" "), b.split(" ")
    i = 0
    while i < min(len(wa), len(wb)) and wa[i] == wb[i]:
        i += 1
    return b if i == 0 or i >= len(wb) else " ".join(wb[i:])


# ---------------------------------------------------------------------- building replays
def replay_from_session(session: GameSession) -> Replay:
    """Return a :class:`Replay` of ``session`` (rebuilt from its seed and steps, like a file would be).

    Raises:
        zooarcade.core.history.ReplayError: the record does not replay (a corrupted session).
    """
    replay = Replay.build(session.spec, session.setup, session.record)
    replay.path = session.replay_path  # the kept replay file: the review's cache sits beside it
    return replay


def demo_replay(seed: int = 2024, game_id: str = "apocalypse") -> Replay:
    """Return a finished three-seat game of ``game_id`` played by seeded random legal moves."""
    seats = [SeatConfig("Ada"), SeatConfig("Bo", "ai", "normal"), SeatConfig("Cy", "ai", "hard")]
    session = GameSession(MatchSetup(game_id, seats, seed))
    rng = Rng.from_seed(seed)
    for _ in range(10_000):
        if session.state.is_terminal():
            break
        session.apply(rng.choice(session.state.legal_actions()))
    return replay_from_session(session)


def load_board_painter(app: Services, game_id: str) -> BoardPainter | None:
    """Return the game's board painter (its catalog entry's ``board_painter(app)``), or None without one
    (log and scores only; also for a game not in the catalog)."""
    try:
        factory = game_entry(game_id).board_painter
    except UnknownGame:
        return None
    return factory(app) if factory is not None else None


def takes_names(painter: BoardPainter) -> bool:
    """True when ``painter`` accepts the seats' names as ``names=`` (a board that labels each seat by name)."""
    try:
        return "names" in inspect.signature(painter).parameters
    except (TypeError, ValueError):
        return False


def open_replay_file(app: Services, path: Path | str) -> MenuScene:
    """Return the viewer of replay file ``path``, or a :class:`ReplayErrorScene` saying why it cannot be shown.

    Never raises: unreadable, damaged, foreign or newer-format files all give the message scene.
    """
    path = Path(path)
    try:
        replay = load_replay(path)
    except ReplayFileError as exc:
        return ReplayErrorScene(app, path, exc.reason)
    except Exception as exc:  # noqa: BLE001 - a bad file must never crash the arcade
        log.warning("replay %s failed to load: %r", path, exc)
        return ReplayErrorScene(app, path, f"it could not be read ({exc.__class__.__name__}: {exc})")
    try:
        return ReplayScene(app, replay)
    except Exception as exc:  # noqa: BLE001
        log.warning("replay %s failed to show: %r", path, exc)
        return ReplayErrorScene(app, path, f"it could not be shown ({exc.__class__.__name__}: {exc})")


def _leave(app: Services) -> None:
    """Pop the top scene, or show the title screen when it is alone (opened with ``--replay``)."""
    if len(app.scenes.stack) > 1:
        app.scenes.pop()
        return
    from zooarcade.scenes.title import TitleScene

    app.scenes.reset(TitleScene(app))


# ---------------------------------------------------------------------- widgets
class IconButton(Button):
    """A button showing a drawn media icon: ``"first"``, ``"prev"``, ``"play"``, ``"pause"``, ``"next"``, ``"last"``."""

    def __init__(self, rect: tuple[int, int, int, int], icon: str, on_click: Callable[[], None],
                 click_sound: Callable[[], None] | None = None) -> None:
        super().__init__(rect, "", on_click, click_sound=click_sound)
        self.icon = icon

    def draw(self, surface: gfx.Canvas, fonts: Callable[[str, int], gfx.ScaledFont]) -> None:
        super().draw(surface, fonts)
        ink = theme.INK_DARK if self.kind == "primary" and self.enabled else theme.INK
        if not self.enabled:
            ink = (130, 132, 134)
        cx, cy = self.rect.center
        if self._pressed:
            cy += 2
        s = 11

        def tri(x: float, left: bool) -> None:
            d = (-1 if left else 1) * s * 0.8
            gfx.polygon(surface, ink, [(x - d, cy - s), (x - d, cy + s), (x + d, cy)])

        if self.icon == "play":
            tri(cx + 2, False)
        elif self.icon == "pause":
            gfx.rect(surface, ink, (cx - 9, cy - s, 6, 2 * s), border_radius=2)
            gfx.rect(surface, ink, (cx + 3, cy - s, 6, 2 * s), border_radius=2)
        elif self.icon == "prev":
            tri(cx, True)
        elif self.icon == "next":
            tri(cx, False)
        elif self.icon == "first":
            gfx.rect(surface, ink, (cx - 12, cy - s, 4, 2 * s))
            tri(cx + 3, True)
        elif self.icon == "last":
            tri(cx - 3, False)
            gfx.rect(surface, ink, (cx + 9, cy - s, 4, 2 * s))


class StepList(Widget):
    """The list of steps beside the board; the current one highlighted, clicking a row jumps there.

    Args:
        rect: where it sits.
        rows: ``(headline, detail, seat or None)`` per step, step 0 first.
        fonts: ``fonts(role, size)``.
        on_pick: called with the clicked step.
        symbols: mark each row's seat with its symbol (the ``seat_symbols`` setting) or a colour dot.
    """

    HEADER = 38

    def __init__(self, rect: pygame.Rect, rows: list[tuple[str, str, int | None]],
                 fonts: Callable[[str, int], gfx.ScaledFont], on_pick: Callable[[int], None],
                 symbols: bool = True) -> None:
        super().__init__(rect)
        self.rows = rows
        self.symbols = symbols
        self.fonts = fonts
        self.on_pick = on_pick
        self.current = 0
        self.scroll = 0
        #: every row, painted once per drawn scale; :meth:`draw` shows the scrolled window of it.
        self.content = gfx.Drawing((self.body.w, max(1, len(self.rows) * ROW_H)), self._paint)

    @property
    def body(self) -> pygame.Rect:
        """The scrolling area."""
        return pygame.Rect(self.rect.x + 8, self.rect.y + self.HEADER, self.rect.w - 16, self.rect.h - self.HEADER - 8)

    @property
    def max_scroll(self) -> int:
        """Largest scroll offset in pixels."""
        return max(0, len(self.rows) * ROW_H - self.body.h)

    def _paint(self, surf: gfx.Canvas) -> None:
        body = self.body
        num_font, head_font, detail_font = self.fonts("bold", 13), self.fonts("text", 15), self.fonts("text", 12)
        for i, (head, detail, seat) in enumerate(self.rows):
            y = i * ROW_H
            theme.blit_text(surf, num_font, str(i), (30, y + 6), theme.INK_DIM, anchor="topright")
            if seat is not None:
                theme.draw_seat_marker(surf, seat, (44, y + 14), 6, self.symbols)
            color = theme.ACCENT if "Game over" in detail else theme.INK
            theme.blit_text(surf, head_font, theme.fit_text(head_font, head, body.w - 62), (56, y + 4), theme.INK)
            if detail:
                theme.blit_text(surf, detail_font, theme.fit_text(detail_font, detail, body.w - 62), (56, y + 24),
                                color if color != theme.INK else theme.INK_DIM)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The step whose row is under ``pos`` (logical pixels), or None."""
        if not self.body.collidepoint(pos):
            return None
        row = (pos[1] - self.body.y + self.scroll) // ROW_H
        return int(row) if 0 <= row < len(self.rows) else None

    def row_rect(self, row: int) -> pygame.Rect:
        """Where row ``row`` shows now (logical pixels; it may lie outside the scrolled window)."""
        body = self.body
        return pygame.Rect(body.x, body.y + row * ROW_H - self.scroll, body.w, ROW_H - 2)

    def cut_text(self, row: int) -> list[str] | None:
        """``[headline, detail]`` of row ``row`` when either is cut with "…" in the list, else None."""
        head, detail, _ = self.rows[row]
        room = self.body.w - 62
        if (theme.fit_text(self.fonts("text", 15), head, room) == head
                and theme.fit_text(self.fonts("text", 12), detail, room) == detail):
            return None
        return [head, detail] if detail else [head]

    def show(self, step: int) -> None:
        """Highlight ``step`` and scroll so it sits in the middle when possible."""
        self.current = step
        self.scroll = max(0, min(self.max_scroll, step * ROW_H - self.body.h // 2 + ROW_H // 2))

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * ROW_H * 2))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.body.collidepoint(event.pos):
            row = self.row_at(event.pos)
            if row is not None:
                self.on_pick(row)
            return True
        return False

    def draw(self, surface: gfx.Canvas, fonts: Callable[[str, int], gfx.ScaledFont]) -> None:
        theme.shadowed_rect(surface, self.rect, theme.PANEL, radius=14, shadow=6, border=(70, 82, 94))
        theme.blit_text(surface, fonts("display", 20), "Moves", (self.rect.x + 14, self.rect.y + 8), theme.ACCENT)
        count = f"{len(self.rows) - 1} steps"
        theme.blit_text(surface, fonts("text", 13), count, (self.rect.right - 14, self.rect.y + 14), theme.INK_DIM,
                        anchor="topright")
        body = self.body
        gfx.line(surface, (70, 82, 94), (body.x, body.y - 4), (body.right, body.y - 4))
        pixels = surface.surface if isinstance(surface, gfx.Canvas) else surface
        clip = pixels.get_clip()  # in window pixels: restored exactly
        surface.set_clip(body)
        hy = body.y + self.current * ROW_H - self.scroll
        gfx.rect(surface, (74, 66, 38), (body.x, hy, body.w, ROW_H - 2), border_radius=8)
        gfx.rect(surface, theme.ACCENT, (body.x, hy, body.w, ROW_H - 2), 2, border_radius=8)
        surface.blit(self.content, (body.x, body.y), area=pygame.Rect(0, self.scroll, body.w, body.h))
        pixels.set_clip(clip)
        if self.max_scroll > 0:
            frac = body.h / (body.h + self.max_scroll)
            bar_h = max(18, round(body.h * frac))
            bar_y = body.y + round((body.h - bar_h) * self.scroll / self.max_scroll)
            gfx.rect(surface, (90, 100, 112), (body.right - 3, bar_y, 3, bar_h), border_radius=2)


# ---------------------------------------------------------------------- board layout
class _Probe(gfx.Canvas):
    """A tiny canvas whose picture blits only note where they land (nothing is rendered): measures where a board
    painter puts its board without painting it."""

    def blit(self, source: Any, dest: Any = (0, 0), area: gfx.RectLike | None = None, special_flags: int = 0
             ) -> pygame.Rect:
        if isinstance(source, pygame.Surface):
            return super().blit(source, dest, area, special_flags)
        point = dest.topleft if isinstance(dest, pygame.Rect) else (dest[0] if len(dest) == 2 and not isinstance(
            dest[0], (int, float)) else (dest[0], dest[1]))
        size = pygame.Rect(area).size if area is not None else source.get_size()
        return pygame.Rect((round(point[0]), round(point[1])), size)


def board_aspect(painter: BoardPainter, state: GameState, before: GameState | None, action: object | None
                 ) -> float | None:
    """Width / height of the board ``painter`` draws for ``state`` (fitted into a square, aspect kept), measured
    without rendering it; None when it cannot be told (the painter failed, or drew nothing)."""
    probe = _Probe.blank((1000, 1000), 0.05, alpha=False)
    try:
        drawn = painter(probe, pygame.Rect(0, 0, 1000, 1000), state, before, action, False)
    except Exception as exc:  # noqa: BLE001 - a painter bug: the usual layout, the viewer still opens
        log.warning("replay board measuring failed: %r", exc)
        return None
    if not isinstance(drawn, pygame.Rect) or drawn.w <= 0 or drawn.h <= 0:
        return None
    return drawn.w / drawn.h


def _fitted(aspect: float, box: pygame.Rect) -> tuple[int, int]:
    """The size of a board of ``aspect`` fitted into ``box`` less its 4-pixel margin."""
    w, h = box.w - 8, box.h - 8
    scale = min(w / aspect, h)
    return round(scale * aspect), round(scale)


def board_layout(aspect: float | None, stacked_ok: bool = True) -> tuple[pygame.Rect, bool]:
    """``(board box, laid across)`` for a board of ``aspect`` (width / height; None: unknown) in :data:`LEFT`.

    The board box beside the middle column takes the width its board can use at full height, leaving the
    column at least :data:`MIN_COLUMN` pixels (never narrower than :data:`BOARD`), and no taller than the board
    drawn in it (a wide board's box starts at the top, with no empty band above the board); a wide board is laid
    across the whole width, the step and the seats in a band of :data:`BAND_H` pixels under it, when that
    shows it clearly larger (and ``stacked_ok``: the game review needs the column).
    """
    if aspect is None:
        return pygame.Rect(BOARD), False
    wanted = round((LEFT.h - 8) * aspect) + 8
    side = pygame.Rect(LEFT.x, LEFT.y, max(BOARD.w, min(LEFT.w - 16 - MIN_COLUMN, wanted)), LEFT.h)
    across = pygame.Rect(LEFT.x, LEFT.y, LEFT.w, LEFT.h - BAND_H - 12)
    a, b = _fitted(aspect, side), _fitted(aspect, across)
    if stacked_ok and b[0] * b[1] > 1.15 * a[0] * a[1]:
        return across, True
    side.h = min(side.h, a[1] + 8)  # a board wider than its box sits at the top, no empty band above it (play 14)
    return side, False


# ---------------------------------------------------------------------- scenes
class ReplayScene(MenuScene):
    """Step through a finished game (see the module docstring).

    Args:
        app: the running app.
        replay: the game to show; None shows :func:`demo_replay`.
        step: the step to open on (0 = the deal; clamped).
        review: open with the game review shown (a finished game only).
        review_job: a review already being computed (the results screen's); it is not cancelled
            when the viewer is left.

    Attributes:
        step: the position shown (after ``step`` actions).
        playing: auto-play is on.
        speed_index: index into :data:`SPEEDS`.
        reveal: hidden cards are drawn face up.
    """

    music = "menu_loop"

    def __init__(self, app: Services, replay: Replay | None = None, step: int = 0, review: bool = False,
                 review_job: ReviewJob | None = None) -> None:
        super().__init__(app)
        self.replay = replay if replay is not None else demo_replay()
        #: the review job shown (None: none running); :attr:`own_job` when this viewer started it.
        self.review_job = review_job
        self.own_job = False
        #: the game review is shown in the middle column.
        self.review_on = False
        self.review_error = ""
        self.chart: ChanceChart | None = None
        self.names = [s.name for s in self.replay.seats]
        self.painter = load_board_painter(app, self.replay.setup.game_id)
        #: width / height of the board the painter draws (measured once, on the deal), for the layout.
        self.aspect = board_aspect(self.painter, self.replay.states[0], None, None) if self.painter else None
        #: the board panels behind the board, one per box size (the box changes with the review).
        self.board_panels: dict[tuple[int, int], gfx.Picture] = {}
        self.step = max(0, min(step, self.replay.steps))
        self.playing = False
        self.speed_index = 1
        self.timer = 0.0
        self.reveal = False
        self.text = TextCache(app.font, limit=400)
        #: the pointer (from the last mouse event's ``pos``: posted events do not move the real mouse).
        self.pointer: tuple[int, int] | None = None
        #: text cut with "…" in the last frame: ``(where it shows, the whole text as lines)``, shown in a
        #: tooltip while the pointer is over it.
        self.cut_notes: list[tuple[pygame.Rect, list[str]]] = []
        #: the header title's tooltip when it is cut (set when the backdrop is painted), else None.
        self.header_note: tuple[pygame.Rect, list[str]] | None = None
        #: boards of recently shown steps (a few: at 1920×1080 each is several megabytes of pixels), by step,
        #: secrets setting and box size.
        self.board_cache: OrderedDict[tuple[int, bool, tuple[int, int]], gfx.Drawing] = OrderedDict()
        self.backdrop = gfx.Drawing((W, H), self._paint_backdrop, alpha=False)
        log_rect = LOG_RECT if self.painter is not None else pygame.Rect(660, TOP + 6, 606, 566)
        self.steps_list = StepList(log_rect, self._rows(), app.font, self.go, app.settings.seat_symbols)
        self.widgets.append(self.steps_list)
        x0 = BOARD.x if self.painter is not None else 40
        y = CONTROLS_Y
        self.first_button = self._icon((x0, y, 64, 52), "first", self.first)
        self.prev_button = self._icon((x0 + 72, y, 64, 52), "prev", self.prev)
        self.play_button = self._icon((x0 + 144, y, 84, 52), "play", self.toggle_play)
        self.play_button.kind = "primary"
        self.next_button = self._icon((x0 + 236, y, 64, 52), "next", self.next)
        self.last_button = self._icon((x0 + 308, y, 64, 52), "last", self.last)
        self.speed = Choice((x0 + 384, y + 6, 120, 40), [label for label, _ in SPEEDS], self.speed_index,
                            on_change=self._set_speed)
        self.widgets.append(self.speed)
        self.reveal_button: Button | None = None
        if self.painter is not None:
            self.reveal_button = self.button((x0 + 516, y + 6, 150, 40), "Secrets: off", self.toggle_reveal,
                                             font_size=18)
        self.back_button = self.button((W - 150, 10, 136, 44), "Back", lambda: _leave(self.app), font_size=24)
        #: the Review button: only for a finished game (each judgement is made from its mover's own hidden cards).
        self.review_button: Button | None = None
        if self.reviewable:
            self.review_button = self.button((W - 300, 10, 140, 44), "Review", self.toggle_review, font_size=22)
        self.cancel_button = Button((0, 0, 130, 40), "Cancel", self.cancel_review, font_size=20,
                                    click_sound=self.click)
        self.focus_order = [w for w in self.widgets if w is not self.steps_list]
        self.go(self.step)
        if review and self.reviewable:
            self.show_review()

    @classmethod
    def from_file(cls, app: Services, path: Path | str) -> MenuScene:
        """Return the viewer of replay file ``path`` or the error scene (see :func:`open_replay_file`)."""
        return open_replay_file(app, path)

    def _icon(self, rect: tuple[int, int, int, int], icon: str, action: Callable[[], None]) -> IconButton:
        b = IconButton(rect, icon, action, click_sound=self.click)
        self.widgets.append(b)
        return b

    # ------------------------------------------------------------------ content
    def name(self, seat: int | None) -> str:
        """Display name of ``seat``."""
        if seat is None or not 0 <= seat < len(self.names):
            return "Someone"
        return self.names[seat]

    def describe(self, step: int) -> str:
        """The headline of ``step``: the deal for 0, else ``"<name> <action>"``."""
        if step <= 0:
            first = self.replay.states[0].current_player
            return f"Deal #{self.replay.setup.seed}: {subject(self.name(first), 'plays')} first"
        return self.replay.describe_step(step)

    def details(self, step: int) -> str:
        """What else happened in ``step`` (captures, reveals, mutants, game end), from its events."""
        if step <= 0:
            return f"{len(self.names)} players: " + ", ".join(self.names)
        return self.replay.step_details(step)

    def _rows(self) -> list[tuple[str, str, int | None]]:
        rows: list[tuple[str, str, int | None]] = []
        for i in range(self.replay.steps + 1):
            seat = None if i == 0 else self.replay.record.steps[i - 1].seat
            rows.append((self.describe(i), self.details(i), seat))
        return rows

    def state(self) -> GameState:
        """The full position after :attr:`step` actions (every card known)."""
        return self.replay.states[self.step]

    def displayed_scores(self) -> list[int]:
        """The scores shown for the current step, per seat."""
        return list(self.state().scores())

    # ------------------------------------------------------------------ navigation
    def go(self, step: int) -> None:
        """Show the position after ``step`` actions (clamped to 0..steps)."""
        self.step = max(0, min(step, self.replay.steps))
        self.steps_list.show(self.step)
        if self.chart is not None:
            self.chart.current = self.step
        self.first_button.enabled = self.prev_button.enabled = self.step > 0
        self.next_button.enabled = self.last_button.enabled = self.step < self.replay.steps
        if self.step >= self.replay.steps and self.playing:
            self.playing = False
        self.play_button.icon = "pause" if self.playing else "play"

    def first(self) -> None:
        """Jump to the deal."""
        self.playing = False
        self.go(0)

    def last(self) -> None:
        """Jump to the final position."""
        self.playing = False
        self.go(self.replay.steps)

    def next(self) -> None:
        """One step forward."""
        self.go(self.step + 1)

    def prev(self) -> None:
        """One step back (stops auto-play)."""
        self.playing = False
        self.go(self.step - 1)

    def toggle_play(self) -> None:
        """Start or stop auto-play (starting on the last step restarts from the deal)."""
        if not self.playing and self.step >= self.replay.steps:
            self.step = 0
        self.playing = not self.playing
        self.timer = 0.0
        self.go(self.step)

    @property
    def interval(self) -> float:
        """Seconds between auto-play steps at the chosen speed."""
        return BASE_INTERVAL / SPEEDS[self.speed_index][1]

    def _set_speed(self, index: int) -> None:
        self.speed_index = index
        self.timer = 0.0  # the next step comes one full interval of the new speed later

    def toggle_reveal(self) -> None:
        """Show or hide the cards nobody could see during the game."""
        self.reveal = not self.reveal
        if self.reveal_button is not None:
            self.reveal_button.text = "Secrets: on" if self.reveal else "Secrets: off"

    def back(self) -> None:
        self.click()
        _leave(self.app)

    # ------------------------------------------------------------------ game review
    @property
    def reviewable(self) -> bool:
        """A review may be offered: the game has ended (during a game it would reveal hidden cards)."""
        return self.replay.finished and self.replay.spec is not None

    @property
    def review(self) -> GameReview | None:
        """The finished review (cached or just computed), or None."""
        return self.replay.review if self.reviewable else None

    @property
    def review_computing(self) -> bool:
        """A review job runs for this replay."""
        return self.review_job is not None and self.review_job.running

    def review_area(self) -> pygame.Rect:
        """The middle column's review area (logical pixels): the chart, the move compared, the summaries."""
        board = self.board_rect()
        x = board.right + 16 if self.painter is not None else 40
        w = (self.steps_list.rect.x - 16) - x
        top = TOP + 136
        return pygame.Rect(x, top, w, board.bottom - top)

    def board_rect(self) -> pygame.Rect:
        """The board box now (logical pixels): see :func:`board_layout` (beside the column while reviewing)."""
        return board_layout(self.aspect, not self.review_on)[0]

    def laid_across(self) -> bool:
        """The board spans the width, the step and the seats in the band under it (a wide board, no review)."""
        return self.painter is not None and board_layout(self.aspect, not self.review_on)[1]

    def toggle_review(self) -> None:
        """Show the review (starting it in the background when it is not made yet), or hide it."""
        if self.review_on:
            self.review_on = False
            self._sync_review_widgets()
            return
        self.show_review()

    def show_review(self) -> None:
        """Show the review: the cached one, the job running, or a new background job (finished games only)."""
        if not self.reviewable:
            return
        self.review_on = True
        self.review_error = ""
        if cached_review(self.replay) is None and not self.review_computing:
            try:
                self.review_job = replay_store.start_review(self.replay)
                self.own_job = True
            except Exception as exc:  # noqa: BLE001 - a review must never close the viewer
                log.warning("review could not start: %r", exc)
                self.review_error = "The review could not be started."
        self._poll_review()
        self._sync_review_widgets()

    def cancel_review(self) -> None:
        """Stop the review in the works and hide the review (the replay stays)."""
        if self.review_job is not None:
            self.review_job.cancel()
        self.review_job = None
        self.review_on = False
        self._sync_review_widgets()

    def _poll_review(self) -> None:
        """Pick up a finished job: build the chart, or keep the job's error to show."""
        job = self.review_job
        if job is not None and job.error is not None:
            self.review_error = "The review could not be made."
            self.review_job = None
        review = self.review
        if review is not None and self.chart is None:
            self.review_job = None
            series = [review.series(seat) for seat in range(len(self.names))]
            marks = [(i + 1, review.moves[i].seat) for i in review.marks]
            area = self.review_area()
            self.chart = ChanceChart((area.x, area.y, area.w, 150), series, marks, self.go,
                                     self.app.settings.seat_symbols)
            self.chart.current = self.step
            self._record_review_stats(review)
            self._sync_review_widgets()

    def _record_review_stats(self, review: GameReview) -> None:
        """Count the review's strong and costly moves of every human seat in Statistics (once per match)."""
        notice = replay_store.count_review(self.replay, review)
        if notice:
            self.app.tell(notice, key="statistics")

    def _sync_review_widgets(self) -> None:
        """Put the chart or the Cancel button among the widgets as the review's state asks."""
        for w in (self.chart, self.cancel_button):
            if w is not None and w in self.widgets:
                self.widgets.remove(w)
        if self.review_button is not None:
            self.review_button.text = "Hide review" if self.review_on else "Review"
        if not self.review_on:
            return
        if self.chart is not None:
            self.widgets.append(self.chart)
        elif self.review_computing:
            area = self.review_area()
            self.cancel_button.rect.topleft = (area.x, area.y + 96)
            self.widgets.append(self.cancel_button)

    def exit(self) -> None:
        """Leaving the viewer cancels a review job it started itself (the results screen's goes on)."""
        super().exit()
        if self.own_job and self.review_job is not None:
            self.review_job.cancel()

    def nav_keys(self) -> dict[int, int]:
        return {pygame.K_DOWN: 1, pygame.K_UP: -1}

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            self.pointer = (int(event.pos[0]), int(event.pos[1]))
        if event.type == pygame.KEYDOWN:
            keys: dict[int, Callable[[], None]] = {
                pygame.K_HOME: self.first, pygame.K_END: self.last, pygame.K_LEFT: self.prev,
                pygame.K_RIGHT: self.next, pygame.K_SPACE: self.toggle_play, pygame.K_h: self.toggle_reveal,
            }  # fmt: skip
            if self.reviewable:
                keys[pygame.K_r] = self.toggle_review
            action = keys.get(event.key)
            if action is not None and not (event.key == pygame.K_h and self.painter is None):
                action()
                return True
        return super().handle_event(event)

    def animating(self) -> bool:
        """The fade-in, or auto-play stepping through the game."""
        return super().animating() or self.playing

    def wake_in(self) -> float | None:
        """While a review is computed, redraw a few times a second (its progress bar)."""
        soon = super().wake_in()
        if self.review_on and self.review_computing:
            return 0.2 if soon is None else min(soon, 0.2)
        return soon

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.review_on and self.chart is None:
            self._poll_review()
            if not self.review_computing and self.cancel_button in self.widgets:
                self._sync_review_widgets()
        if not self.playing:
            return
        self.timer += dt
        while self.playing and self.timer >= self.interval:
            self.timer -= self.interval
            self.next()

    # ------------------------------------------------------------------ drawing
    def _paint_backdrop(self, surf: gfx.Canvas) -> None:
        surf.blit(make_backdrop(self.app, animals=False), (0, 0))
        bar = theme.vertical_gradient((W, TOP - 4), (34, 42, 50), (22, 28, 34))
        surf.blit(bar, (0, 0))
        gfx.line(surf, (70, 82, 94), (0, TOP - 4), (W, TOP - 4), 2)
        head = render_outlined(self.fonts("display", 34), "Replay", theme.ACCENT, width=3, shadow=3)
        surf.blit(head, (16, 6))
        title = f"{self.replay.title} \u00b7 Deal #{self.replay.setup.seed}"
        if self.replay.options_line:
            title += f" \u00b7 {self.replay.options_line}"
        room = W - head.get_width() - (370 if self.reviewable else 220)  # the Review button sits beside Back
        x = head.get_width() + 32
        font = self.fonts("text", 18)
        if font.size(title)[0] <= room:
            theme.blit_text(surf, font, title, (x, 30), theme.INK_DIM, anchor="midleft")
            return
        # play 11: a long options line ("Seat 1 fighter: Random · …") was cut to "Seat 3…": two smaller lines, and
        # what still does not fit is whole in a tooltip over the title
        font = self.fonts("text", 15)
        lines, cut = theme.wrap_cut(font, title, room, 2)
        for i, line in enumerate(lines):
            theme.blit_text(surf, font, line, (x, 20 + 20 * i), theme.INK_DIM, anchor="midleft")
        if cut:
            self.header_note = (pygame.Rect(x, 8, room, 44), [title])

    def _board_picture(self) -> gfx.Drawing | None:
        """The board of the shown step (a picture per step and secrets setting, painted per drawn scale)."""
        if self.painter is None:
            return None
        box = self.board_rect()
        key = (self.step, self.reveal, box.size)
        picture = self.board_cache.get(key)
        if picture is not None:
            self.board_cache.move_to_end(key)
        else:
            while len(self.board_cache) >= BOARD_CACHE:
                self.board_cache.popitem(last=False)
            picture = gfx.Drawing(box.size, lambda surf, step=self.step, reveal=self.reveal:
                                  self._paint_board(surf, step, reveal))  # fmt: skip
            self.board_cache[key] = picture
        return picture

    def _paint_board(self, surf: gfx.Canvas, step: int, reveal: bool) -> None:
        """Paint the position after ``step`` actions with the game's board painter."""
        painter = self.painter
        if painter is None:
            return
        before = self.replay.states[step - 1] if step > 0 else None
        action = self.replay.record.actions[step - 1] if step > 0 else None
        try:
            extra = {"names": self.names} if takes_names(painter) else {}
            painter(surf, surf.get_rect().inflate(-8, -8), self.replay.states[step], before, action, reveal, **extra)
        except Exception as exc:  # noqa: BLE001 - a drawing bug must not close the viewer
            log.warning("replay board drawing failed: %r", exc)
            self.painter = None
            surf.fill((0, 0, 0, 0))

    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.backdrop, (0, 0))
        board = self._board_picture()
        if board is not None:
            box = self.board_rect()
            panel = self.board_panels.get(box.size)
            if panel is None:
                panel = self.board_panels[box.size] = make_panel(box.size, (22, 30, 28), radius=18, shadow=8)
            surface.blit(panel, (box.x - 8, box.y - 8))
            surface.blit(board, box.topleft)
        self._draw_info(surface)

    def _draw_info(self, surface: gfx.Canvas) -> None:
        """The step counter, what happened and every seat's score at this step: in the middle column beside the
        board, or in the band under a board laid across (the text on the left, the seats side by side)."""
        board = self.board_rect()
        across = self.laid_across()
        if across:
            x, top_y, w = LEFT.x + 4, board.bottom + 14, 300
        else:
            x, top_y, w = (board.right + 16 if self.painter is not None else 40), TOP + 8, 0
            w = (self.steps_list.rect.x - 16) - x
        t = self.text
        t.blit(surface, "display", 26, f"Step {self.step} / {self.replay.steps}", (x, top_y), theme.ACCENT)
        y = top_y + (34 if across else 40)
        self.cut_notes = [self.header_note] if self.header_note is not None else []
        headline, detail = self.describe(self.step), self.details(self.step)
        head_lines, detail_lines = 3, 3 if across else 4
        if self.review_on:  # the text stays above the chart: whole lines only, the rest in the tooltip
            room = self.review_area().y - 6 - y
            head_lines = max(1, min(3, room // 21))
            head_used = min(head_lines, len(theme.wrap_text(self.fonts("bold", 16), headline, w)))
            detail_lines = (room - head_used * 21) // 18
        lines, cut_head = theme.wrap_cut(self.fonts("bold", 16), headline, w, head_lines)
        text_y = y
        for line in lines:
            t.blit(surface, "bold", 16, line, (x, y), theme.INK)
            y += 21
        lines, cut_detail = theme.wrap_cut(self.fonts("text", 14), detail, w, detail_lines)
        if detail_lines <= 0 and detail:
            lines, cut_detail = [], True
        for line in lines:
            t.blit(surface, "text", 14, line, (x, y), theme.INK_DIM)
            y += 18
        if cut_head or cut_detail:  # the whole step in a tooltip over the text
            self.cut_notes.append((pygame.Rect(x, text_y, w, y - text_y), [headline, detail] if detail else [headline]))
        if self.review_on:
            self._draw_review(surface)
            return
        n = len(self.names)
        gap = 10
        if across:  # the seats side by side, right of the text
            left = x + w + 16
            top = board.bottom + 14
            width = (LEFT.right - left - gap * (n - 1)) // n
            height = min(110, LEFT.bottom - top)
            rects = [pygame.Rect(left + seat * (width + gap), top, width, height) for seat in range(n)]
        else:
            top = max(y + 14, TOP + 190)
            height = min(110, (board.bottom - top - gap * (n - 1)) // n)
            rects = [pygame.Rect(x, top + seat * (height + gap), w, height) for seat in range(n)]
        state = self.state()
        scores = state.scores()
        for seat, r in enumerate(rects):
            self._draw_seat(surface, r, seat, state, scores[seat])

    def _draw_seat(self, surface: gfx.Canvas, r: pygame.Rect, seat: int, state: GameState, score: int) -> None:
        """One seat's panel in ``r``: marker and name across the top, then the score with the seat label and the
        winner / to-play tag beside it, then, where there is room, its points by source one source a line; a name,
        label or points cut with "…" show whole in a tooltip (play 11: four seats side by side read "Pla…")."""
        t = self.text
        final = self.step >= self.replay.steps
        won = final and seat in self.replay.winners
        to_move = state.current_player
        style = theme.seat_style(seat)
        theme.shadowed_rect(surface, r, (74, 66, 38) if won else theme.PANEL, radius=12, shadow=4,
                            border=theme.ACCENT if won else (62, 72, 84))
        if seat == to_move:
            gfx.rect(surface, style.color, r.inflate(4, 4), 3, border_radius=14)
        theme.draw_seat_marker(surface, seat, (r.x + 16, r.y + 17), 8, self.app.settings.seat_symbols)
        name_room = r.w - 28 - 8
        name_size = next((size for size in (15, 14, 13) if self.fonts("bold", size).size(self.names[seat])[0]
                          <= name_room), 13)  # a long name a size or three smaller before it is cut
        name = theme.fit_text(self.fonts("bold", name_size), self.names[seat], name_room)
        shown = t.blit(surface, "bold", name_size, name, (r.x + 28, r.y + 8 + (15 - name_size) // 2))
        if name != self.names[seat]:
            self.cut_notes.append((shown, [self.names[seat]]))
        score_rect = t.blit(surface, "display", 26, str(score), (r.x + 12, r.y + 28), theme.ACCENT if won
                            else theme.INK)
        side_x = score_rect.right + 10
        room = max(24, r.right - 8 - side_x)
        label = self.replay.seats[seat].label()
        fitted = theme.fit_text(self.fonts("text", 12), label, room)
        shown = t.blit(surface, "text", 12, fitted, (side_x, r.y + 31), theme.INK_DIM)
        if fitted != label:
            self.cut_notes.append((shown, [label]))
        tag = "WINNER" if won else "to play" if seat == to_move else ""
        if tag:
            t.blit(surface, "bold", 12, theme.fit_text(self.fonts("bold", 12), tag, room), (side_x, r.y + 46),
                   theme.ACCENT if won else style.color)
        line_y = r.y + 61  # below the score and clear of the tag (12 px text is 15 px tall)
        fits = (r.bottom - 3 - line_y) // LINE_STEP  # whole lines only: none is cut in half
        sources = [(label, pts) for label, pts in state.score_breakdown(seat) if pts]
        parts = [f"{label} {pts}" for label, pts in sources]
        if fits <= 0 or not parts:
            return
        small = self.fonts("text", 12)

        def fit_part(i: int) -> str:  # a source too long for the line is cut before its points, which stay
            if i >= len(sources) or small.size(parts[i])[0] <= r.w - 24:
                return theme.fit_text(small, parts[i], r.w - 24) if i < len(parts) else ""
            pts = f" {sources[i][1]}"
            return theme.fit_text(small, sources[i][0], r.w - 24 - small.size(pts)[0]) + pts
        whole = "Points: " + " \u00b7 ".join(parts)
        if r.w >= 260 or fits == 1:  # a wide panel or a single line: the sources run on, wrapped
            lines, cut = theme.wrap_cut(small, whole, r.w - 24, fits)
        else:  # a narrow one: one source a line, the ones that do not fit counted on the last line
            lines = list(parts)
            cut = len(lines) > fits
            if cut:
                lines = lines[:fits - 1] + [f"+{len(parts) - fits + 1} more\u2026"]
            fitted_lines = [fit_part(i) if i < fits - 1 or not cut else theme.fit_text(small, line, r.w - 24)
                            for i, line in enumerate(lines)]
            cut = cut or fitted_lines != lines
            lines = fitted_lines
        if cut:
            self.cut_notes.append((pygame.Rect(r.x + 12, line_y, r.w - 24, len(lines) * LINE_STEP), [whole]))
        for line in lines:
            t.blit(surface, "text", 12, line, (r.x + 12, line_y), theme.INK_DIM)
            line_y += LINE_STEP

    def _draw_review(self, surface: gfx.Canvas) -> None:
        """The review area: progress while computing, else the move compared with Hard's and the summaries."""
        area = self.review_area()
        t = self.text
        review = self.review
        if review is None:
            if self.review_computing and self.review_job is not None:
                t.blit(surface, "display", 20, "Game review", (area.x, area.y), theme.ACCENT)
                draw_progress(surface, (area.x, area.y + 44, area.w, 30), self.review_job.progress,
                              "Reviewing the game\u2026", self.fonts)
                msg = "It runs in the background: step through the replay meanwhile."
                for i, line in enumerate(theme.wrap_text(self.fonts("text", 13), msg, area.w)[:2]):
                    t.blit(surface, "text", 13, line, (area.x, area.y + 146 + i * 17), theme.INK_DIM)
            else:
                t.blit(surface, "text", 15, self.review_error or "No review.", (area.x, area.y + 8), theme.INK_DIM)
            return
        y = area.y + 160
        y = self._draw_compare(surface, review, area.x, y, area.w)
        self._draw_summaries(surface, review, area.x, y + 8, area.w, area.bottom)

    def _caption(self, step: int, action: object) -> str:
        """How the narrator words ``action`` played at step ``step`` (1-based), or its own description."""
        try:
            return self.replay.narrator.caption(action, self.replay.states[step - 1], self.names)  # type: ignore[arg-type]
        except Exception:  # noqa: BLE001 - a caption bug must not close the viewer
            describe = getattr(action, "describe", None)
            return describe() if callable(describe) else str(action)

    def _draw_compare(self, surface: gfx.Canvas, review: GameReview, x: int, y: int, w: int) -> int:
        """The shown step's move beside Hard's, with both estimates; return the y below it.

        Each move is wrapped over up to two lines under its label ("Played", "The review's pick"); when
        the two would still show the same words, Hard's starts where it differs ("…Yak with the BEAST"), and a
        move cut with "…" shows whole in a tooltip.
        """
        t = self.text
        small = self.fonts("text", 13)
        if self.step <= 0:
            known = self.replay.spec.hidden_known if self.replay.spec is not None else GameSpec.hidden_known
            intro = INTRO.format(known=known)
            lines, cut = theme.wrap_cut(small, intro, w, 8)  # a game's longer note (ZOP ZOO) gets the lines it needs
            top = y
            for line in lines:
                t.blit(surface, "text", 13, line, (x, y), theme.INK_DIM)
                y += 17
            if cut:
                self.cut_notes.append((pygame.Rect(x, top, w, y - top), [intro]))
            return y
        move = review.moves[self.step - 1]
        name = self.name(move.seat)
        if move.forced:
            t.blit(surface, "text", 13, theme.fit_text(small, f"Move {self.step}: forced, no choice for {name}", w),
                   (x, y), theme.INK_DIM)
            return y + 18
        verdict = ""
        color = theme.INK
        if move.index in review.costly_moves(move.seat):
            verdict, color = " \u00b7 costly", theme.DANGER
        elif move.index in review.strong_moves(move.seat):
            verdict, color = " \u00b7 strong", theme.GOOD
        t.blit(surface, "bold", 14, theme.fit_text(self.fonts("bold", 14), f"Move {self.step}: {name}{verdict}", w),
               (x, y), color)
        y += 20
        action = self.replay.record.steps[self.step - 1].action
        played = self._caption(self.step, action)
        rows = [(f"Played by {name}", played, f"{round(move.chances[move.seat] * 100)}%")]
        if move.hard is not None and move.hard_chances is not None:
            same = move.hard == action
            rows.append(("The review's pick", "the same move" if same else
                         self._caption(self.step, move.hard), f"{round(move.hard_chances[move.seat] * 100)}%"))
        shown = [theme.wrap_cut(small, text, w - 8, 2) for _, text, _ in rows]
        if len(rows) == 2 and shown[0][0] == shown[1][0] and rows[0][1] != rows[1][1]:
            shown[1] = theme.wrap_cut(small, "\u2026" + differing_tail(rows[0][1], rows[1][1]), w - 8, 2)
        bold = self.fonts("bold", 13)
        for (label, text, pct), (lines, cut) in zip(rows, shown, strict=True):
            pct_w = bold.size(pct)[0]
            t.blit(surface, "bold", 13, theme.fit_text(bold, label, w - pct_w - 8), (x, y), theme.INK_DIM)
            t.blit(surface, "bold", 13, pct, (x + w, y), theme.INK, anchor="topright")
            y += 17
            top = y
            for line in lines:
                t.blit(surface, "text", 13, line, (x + 8, y), theme.INK)
                y += 17
            if cut:
                self.cut_notes.append((pygame.Rect(x, top, w, y - top), [label, text]))
            y += 3
        return y

    def _draw_summaries(self, surface: gfx.Canvas, review: GameReview, x: int, y: int, w: int, bottom: int) -> None:
        """One line per seat (with its name when there is room): "3 strong moves, 1 costly one: move 14"."""
        t = self.text
        n = len(self.names)
        two_lines = (bottom - y) >= n * 36
        small = self.fonts("text", 12)
        for seat in range(n):
            theme.draw_seat_marker(surface, seat, (x + 8, y + 8), 6, self.app.settings.seat_symbols)
            summary = review.summary(seat)
            shown = theme.fit_text(small, summary, w - 20)
            line_y = y + 17 if two_lines else y + 1
            if shown != summary:  # cut: the whole summary on hover (play test 10: "moves…" could not be read)
                self.cut_notes.append((pygame.Rect(x, y, w, (36 if two_lines else 20)),
                                       [self.names[seat], *theme.wrap_text(small, summary, 420)]))
            if two_lines:
                t.blit(surface, "bold", 13, theme.fit_text(self.fonts("bold", 13), self.names[seat], w - 24),
                       (x + 20, y), theme.INK)
                t.blit(surface, "text", 12, shown, (x + 20, line_y), theme.INK_DIM)
                y += 36
            else:
                t.blit(surface, "text", 12, shown, (x + 20, line_y), theme.INK_DIM)
                y += 20
            if y > bottom - 14:
                break

    def draw_foreground(self, surface: gfx.Canvas) -> None:
        hint = "Home \u00b7 \u2190 \u00b7 Space \u00b7 \u2192 \u00b7 End"
        x = self.last_button.rect.right if self.reveal_button is None else self.reveal_button.rect.right
        self.text.blit(surface, "text", 13, hint, (x + 16, CONTROLS_Y + 26), theme.INK_DIM, anchor="midleft")
        note = self.tooltip()
        if note is not None:
            self._draw_tooltip(surface, *note)

    def tooltip(self) -> tuple[pygame.Rect, list[str]] | None:
        """``(anchor, lines)`` of the whole text cut with "…" under the pointer (the step shown, a seat's points,
        a row of the step list), or None."""
        pos = self.pointer
        if pos is None:
            return None
        for rect, lines in self.cut_notes:
            if rect.collidepoint(pos):
                return rect, lines
        row = self.steps_list.row_at(pos)
        if row is not None:
            lines = self.steps_list.cut_text(row)
            if lines is not None:
                return self.steps_list.row_rect(row), lines
        return None

    def _draw_tooltip(self, surface: gfx.Canvas, anchor: pygame.Rect, lines: list[str]) -> None:
        """The table kit's tooltip look (a dark box ringed in the accent colour), beside ``anchor``."""
        width = 380
        rows: list[tuple[str, str]] = []
        for i, text in enumerate(lines):
            role = "bold" if i == 0 else "text"
            rows += [(role, part) for part in theme.wrap_text(self.fonts(role, 13), text, width)]
        imgs = [self.text.get(role, 13, part, theme.INK if role == "bold" else theme.INK_DIM) for role, part in rows]
        r = placement.place_box(theme.tooltip_size(imgs), anchor, [], pygame.Rect(0, 0, W, H), gap=4)
        theme.tooltip_box(surface, r, imgs)


class ReplayErrorScene(MenuScene):
    """Says why a replay file cannot be shown; Back (or Esc) leaves.

    Args:
        app: the running app.
        path: the file that failed.
        reason: one line for the player (``ReplayFileError.reason``).
    """

    #: the message panel.
    PANEL = pygame.Rect(W // 2 - 380, H // 2 - 190, 760, 380)

    def __init__(self, app: Services, path: Path | str, reason: str) -> None:
        super().__init__(app)
        self.path = Path(path)
        self.reason = ReplayFileError(reason).reason  # one clean line, whatever the reason quotes
        self.message = f"This replay cannot be opened: {reason}"
        self.background = gfx.Drawing((W, H), self._paint_background, alpha=False)
        panel = self.PANEL
        self.back_button = self.button((W // 2 - 110, panel.bottom - 70, 220, 52), "Back", lambda: _leave(self.app),
                                       kind="primary", font_size=28)

    def _paint_background(self, surf: gfx.Canvas) -> None:
        panel = self.PANEL
        surf.blit(make_backdrop(self.app), (0, 0))
        surf.blit(make_panel(panel.size), (panel.x - 10, panel.y - 10))
        icon = self.app.assets.icon("warning", (64, 64))
        surf.blit(icon, icon.get_rect(center=(W // 2, panel.y + 60)))
        head = render_outlined(self.fonts("display", 40), "Cannot open this replay", theme.ACCENT, width=3, shadow=4)
        surf.blit(head, head.get_rect(center=(W // 2, panel.y + 130)))
        font = self.fonts("text", 20)
        y = panel.y + 180
        reason = self.reason
        for line in theme.wrap_text(font, reason[:1].upper() + reason[1:] + ".", panel.w - 80)[:4]:
            theme.blit_text(surf, font, line, (W // 2, y), theme.INK, anchor="midtop")
            y += 28
        name = theme.fit_text(self.fonts("text", 15), shown_name(self.path), panel.w - 80)
        theme.blit_text(surf, self.fonts("text", 15), name, (W // 2, panel.bottom - 108), theme.INK_DIM,
                        anchor="midtop")

    def enter(self) -> None:
        super().enter()
        self.set_focus(self.back_button)

    def back(self) -> None:
        self.click()
        _leave(self.app)

    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.background, (0, 0))

