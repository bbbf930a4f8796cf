"""The generic table: everything a game's table does that is not about that game.

A game's table subclasses :class:`TableScene` and supplies its layout, its faces, its own
animations and its tooltips through a few hooks (see "Hooks" below); the base does the rest:

* **Session and viewer.**  The table draws what its *viewer* may see: the only human seat, or in
  hot-seat the human deciding now (after the handoff screen), or nobody in particular (``None``: a
  spectator of public facts, also between two humans of a game with hands).  It hands the game only
  ``session.apply_seen_by(action, viewer)`` events and ``session.view_for(viewer)`` views, never the truth.
* **Whose decision.**  Every frame with no animation playing it reads ``session.decision``: a
  forced decision is played for the seat (with its animation, no click, no think pause); a
  computer seat thinks through the arcade's thinker (``services.ai_runner()``, a worker process, or
  time slices in the frame loop) with a visible think pause unless the decision is quick; a human
  seat gets the table — after the hot-seat handoff when the deciding human changes, not only at a
  new turn.
* **Move input.**  Drag a piece onto a lit target, or click it then click the target; Tab / arrows
  step through every legal action, Up / Down through the pieces, Enter plays; actions without a
  place on the table appear in the :class:`~zooarcade.ui.table.panel.DecisionPanel` (digit keys).
  A refused drop flies home with the game's reason.
* **Tools and services.**  Undo / Redo (the session's rule), Hint (the game's Hard search on the
  seat's view, a fixed work budget: ``GameSession.hint_job``), Rules, the Menu (pause);
  confirm-each-move; autosave after every step, statistics once, the results screen — all
  through the injected :class:`~zooarcade.ui.services.Services`.
* **Narration.**  The log writes the game's narrator's lines for the events the viewer sees; a
  reopened game restores its log the same way (no private line of another seat ever appears).
* **HUD.**  The top bar (title, banner with the decision or the AI's thinking, notices, progress,
  menu), seat headers, last-move and hint marks, fade-in.
* **Guided first games.**  With a :class:`~zooarcade.ui.table.guide.GuideMode` in :attr:`guide` ("Learn
  to play") only the script's move is accepted, it is the table's hint, computer seats play their
  scripted moves, and undo, saving, statistics and the results screen are off.

Hooks a game table implements (the base calls them; see each method's docstring):
:meth:`rebuild`, :meth:`animate_event`, :meth:`source_key`, :meth:`target_key`,
:meth:`target_rects`, :meth:`pickable`, :meth:`mark_rects`, :meth:`draw_table`, and optionally
:meth:`tooltip_lines`, :meth:`panel_choices`, :meth:`reject_reason`, :meth:`draw_overlay`,
:meth:`banner_text`, :meth:`round_sheet` (a round-end sheet, :mod:`~zooarcade.ui.table.rounds`) and
:meth:`click_action` (a piece played by a plain click, e.g. a pile clicked to draw), and
:meth:`drawer_keep_clear` (the information areas the compact table's drawer should not hide, weighted).

Geometry in logical pixels of the 1280×720 canvas (:class:`TableFrame`), or in a narrow window of the
compact 960×720 one (:meth:`TableFrame.compact`, :meth:`TableScene.logical_size`: the log hidden behind a
"Log" button, the tools in the top bar, the decision panel a drawer over the play area, at the right or left
edge wherever it hides least of the moves and the table's information, its controls two to a row where that
hides less, kept in place from step to step while it may be, that D folds away); durations in
seconds before the animation-speed multiplier (``services.animation_scale``, 0 = instant).
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame
import pytweening

from zooarcade.ai.thinking import TableThinking, ThinkService
from zooarcade.core.events import Event, EventKind
from zooarcade.core.narration import counted, fill, is_you, subject, their
from zooarcade.core.protocol import Action, Decision, DecisionKind, GameState, LogLine
from zooarcade.session import LEVEL_NAMES
from zooarcade.ui import gfx, placement, theme
from zooarcade.ui.cards import CardSprite, DragController, ShadowCache
from zooarcade.ui.display import COMPACT_SIZE, LOGICAL_SIZE, compact_helps
from zooarcade.ui.handoff import HandoffScene
from zooarcade.ui.log_panel import LogPanel
from zooarcade.ui.scene import Scene, darken, fade_in_alpha
from zooarcade.ui.table import hud
from zooarcade.ui.table.log_view import LogHistoryScene
from zooarcade.ui.table.panel import DecisionPanel, PanelChoice
from zooarcade.ui.table.rounds import RoundSheet, RoundSummary, sheet_rect
from zooarcade.ui.table.zones import CardLayer
from zooarcade.ui.text import TextCache
from zooarcade.ui.tween import AnimationQueue, Tween
from zooarcade.ui.widgets import Button

if TYPE_CHECKING:
    from zooarcade.session import GameSession
    from zooarcade.ui.services import Services
    from zooarcade.ui.table.guide import GuideMode

log = logging.getLogger("zooarcade")

#: shortest time (seconds) an AI seat is seen thinking (when Settings has no entry for its level).
MIN_THINK = 0.4
#: longest stretch (seconds) a search is advanced in one frame when it thinks in-process.
AI_SLICE = 0.005
#: pause (seconds, × speed) before a forced step is played, so a chain of them can be followed.  A forced
#: pass in a quick window (a seat with no response) has none: it is played in the frame it comes up.
FORCED_PAUSE = 0.25
#: pause (seconds, × speed, plus a fixed 0.3) after the game-ending move before the results.
END_PAUSE = 1.4
#: seconds a notice stays in the top bar.
TOAST_TIME = 2.6
#: seconds the notice of a turn ended for a human (nothing left to do) stays up.
TURN_ENDED_TIME = 3.0
#: seconds a notice stays up at least, even when play moves on at once (time to read a short line).
NOTICE_MIN = 1.0
#: a notice's fill and edge colours: a warning (a refusal, a failure) and news of the play (a turn ended).
TOAST_WARN: tuple[theme.Color, theme.Color] = ((120, 40, 36), theme.DANGER)
TOAST_INFO: tuple[theme.Color, theme.Color] = ((30, 40, 50), theme.INK_DIM)


def turn_ended_notice(name: str) -> str:
    """The notice shown when a human's turn was ended for them (the end was their only move left).

    ``name`` is the seat's display name; "You" gets "You have no moves left \u2014 your turn ends."
    """
    if is_you(name):
        return "You have no moves left \u2014 your turn ends."
    return f"{name} has no moves left \u2014 the turn passes on."


def starts_with_name(line: str) -> bool:
    """True when ``line`` opens with a name that keeps its capitals mid-sentence: a word in capitals
    (``"RACCOON: …"``), or a heading before a colon whose every word is capitalised (``"Feather Step: …"``,
    ``"Stampede: …"``); False for a plain sentence (``"Pay for your play: …"``, ``"Choose a card."``)."""
    first = line.split(" ", 1)[0].strip(":,.;!?") if line else ""
    if len(first) > 1 and first.isupper():
        return True
    head, colon, _ = line.partition(":")
    words = [w for w in head.split() if w[:1].isalpha()]
    return bool(colon) and bool(words) and all(w[0].isupper() for w in words)


#: why Undo is off when the only step that could be taken back was played for the player (a forced pass).
UNDO_PLAYED_FOR_YOU = "Nothing of yours to take back: that step was played for you."
#: the hover key of the greyed Undo button: its tooltip says why Undo is off (``undo_blocker``).
UNDO_OFF = ("undo off",)
#: the hover key of the log's "Full log" button (its tooltip names the L shortcut).
FULL_LOG = ("full log",)
#: the tooltip of the log's "Full log" button.
FULL_LOG_TIP = ("Full game log (L)", "Every line of this game so far, in a big view: scroll with the wheel, "
                "Page Up / Page Down or the arrow keys; Esc closes it.")
#: seconds the pointer rests on a place before its tooltip shows.
TOOLTIP_DELAY = 0.35
#: the widest line (pixels) of a tooltip's explanation; longer ones are wrapped (:meth:`TableScene.tooltip_wrap`).
TOOLTIP_WIDTH = 400

CANVAS = (1280, 720)
#: the compact table's canvas (logical pixels; :data:`zooarcade.ui.display.COMPACT_SIZE`).
COMPACT_CANVAS = COMPACT_SIZE
#: the key that folds the compact table's decision drawer away and opens it again.
DRAWER_KEY = pygame.K_d
#: the width (logical pixels) a compact drawer of words only (no controls) may also take, to fit between two
#: of the table's cards (:meth:`TableScene.drawer_layout`).
DRAWER_NARROW_W = 212
#: the widths (logical pixels) a compact drawer of controls laid out two to a row may take (half as tall as one
#: column: :meth:`TableScene.drawer_layout` takes it where it hides less).
DRAWER_PAIR_W = (600, 480)
#: a new step keeps the drawer where it was unless there it newly hides a legal move's piece or place or an area
#: weighing :data:`~zooarcade.ui.placement.INFO` or more (:meth:`TableScene.drawer_layout`); an area counts as
#: hidden when the drawer covers its middle or at least this share of it (play test 14: the drawer hopped at
#: nearly every step while a clause moved it wherever another place hid much less).
DRAWER_HIDES = 0.25
#: how many of the areas that last moved the drawer it keeps off where it goes next (:meth:`TableScene.drawer_layout`).
DRAWER_DODGED = 8
#: height (logical pixels) of the compact table's drawer tab.
DRAWER_TAB_H = 28
#: the drawer tab's words while the drawer is open / folded away; the D key is drawn beside them as a key cap
#: (:meth:`TableScene.drawer_key_cap`): "Choices (D)" read as "Choices (0)", no choices (play test 12b).
DRAWER_HIDE = "Hide"
#: the compact drawer's words when every legal move is on the table (no control to show: :meth:`_refresh_panel`).
DRAWER_ON_BOARD = "Your moves are on the board: drag a piece, or press Tab, then Enter."
DRAWER_SHOW = "Show choices"
#: the drawer tab's widths (logical pixels) open and folded, and the room at its left kept for the key cap.
DRAWER_TAB_W = (96, 150)
DRAWER_CAP_ROOM = 26


@dataclass(frozen=True)
class TableFrame:
    """Where the parts every table has sit (logical pixels).

    Attributes:
        top_bar: height of the top bar.
        banner: the top bar's middle: the turn banner and notices.
        menu: the Menu button.
        log: the game log.
        tools: the Undo, Redo, Hint and Rules buttons.
        panel: the area the decision panel may use (it grows up from the area's bottom).
        title: the game's short title in the top bar.
        panel_row: height of one decision-panel control row (a table with many controls at once lowers it).
        panel_gap: pixels between decision-panel rows.
        short_title: the title in the compact table's top bar ("" = :attr:`title`).
        log_button: the compact table's "Log" button (None in the wide frame: the log itself is shown).
        counter_right: where the top bar's counter ends (None: 14 pixels before the Menu button).
        compact_banner_x: where the compact top bar's banner starts (just after the :attr:`short_title`).
        drawer: True in the compact frame (:meth:`compact`): the log is hidden, the tools sit in the top
            bar and the decision panel is a drawer over the play area's right side.
    """

    top_bar: int = 52
    banner: pygame.Rect = field(default_factory=lambda: pygame.Rect(338, 3, 742, 46))
    menu: pygame.Rect = field(default_factory=lambda: pygame.Rect(1156, 9, 110, 34))
    log: pygame.Rect = field(default_factory=lambda: pygame.Rect(948, 60, 318, 384))
    tools: tuple[pygame.Rect, ...] = field(default_factory=lambda: tuple(
        pygame.Rect(948 + i * 81, 452, 75, 40) for i in range(4)))
    panel: pygame.Rect = field(default_factory=lambda: pygame.Rect(948, 500, 318, 208))
    title: str = ""
    panel_row: int = 40
    panel_gap: int = 8
    short_title: str = ""
    log_button: pygame.Rect | None = None
    counter_right: int | None = None
    drawer: bool = False
    compact_banner_x: int = 200

    def compact(self) -> TableFrame:
        """This frame laid out for the compact 960×720 canvas (:data:`COMPACT_CANVAS`, logical pixels).

        The play area (x up to 942) keeps its place.  The top bar: the title (:attr:`short_title`), the banner
        from :attr:`compact_banner_x` to the counter, the counter, five small tools (Undo, Redo, Hint, Rules,
        Log: 44×30) and the Menu button at the right edge.  The log is hidden (its "Log" button opens the full
        log view) and the decision panel, of the same size and bottom as here, becomes a drawer at the right edge
        over the play area.  The same for every game: a game's own frame gets its compact variant from here.
        """
        width = COMPACT_CANVAS[0]
        menu = pygame.Rect(width - 8 - 68, 9, 68, 34)
        tool_w, gap = 44, 3
        left = menu.x - 8 - 5 * tool_w - 4 * gap
        rects = [pygame.Rect(left + i * (tool_w + gap), 11, tool_w, 30) for i in range(5)]
        panel = pygame.Rect(width - 8 - self.panel.w, self.panel.y, self.panel.w, self.panel.h)
        title = self.short_title or self.title
        x = self.compact_banner_x
        return TableFrame(top_bar=self.top_bar, banner=pygame.Rect(x, 3, left - 10 - x, 46), menu=menu,
                          log=pygame.Rect(width, self.log.y, 0, 0), tools=tuple(rects[:4]), panel=panel,
                          title=title, panel_row=self.panel_row, panel_gap=self.panel_gap, short_title=title,
                          log_button=rects[4], counter_right=left - 10, drawer=True,
                          compact_banner_x=self.compact_banner_x)


#: pixels kept free between the turn banner and the top bar's counter.
BANNER_GAP = 12


@dataclass
class Mark:
    """A move marked on the table (the keyboard choice or a hint).

    Attributes:
        action: the marked move.
        key: the number of steps played when it was marked (stale once that changes).
        left: seconds it stays marked (None: until the position changes).
    """

    action: Action
    key: int
    left: float | None = None


@dataclass
class FxSprite:
    """A temporary sprite (a flying or flipping card); ``under`` draws it below the pieces."""

    sprite: CardSprite
    under: bool = False


class TableScene(Scene):
    """The generic table (see the module docstring).

    Args:
        app: the arcade's services (:class:`~zooarcade.ui.services.Services`).
        session: the match.
        frame: where the common parts sit.

    Public for tests and tools: :attr:`session`, :attr:`viewer`, :attr:`queue`, :attr:`drag`,
    :attr:`sprites`, :attr:`panel`, :attr:`log`, :attr:`thinker`, :attr:`hint` / :attr:`kb`,
    :meth:`input_enabled`, :meth:`legal`, :meth:`choice`, :meth:`undo`, :meth:`redo`,
    :meth:`request_hint`, :attr:`undo_button` / :attr:`redo_button` / :attr:`hint_button` /
    :attr:`rules_button`, :attr:`menu`.
    """

    music = "table_loop"
    #: draw the lit drop targets over the resting pieces (a card game whose targets are cards) rather than under them.
    highlights_over_pieces = False
    #: this table may use the compact 960×720 canvas in a narrow window (:meth:`logical_size`); False keeps it
    #: on the wide 1280×720 canvas in every window.
    COMPACT_TABLE = True
    #: seconds (× speed) the table holds after a turn event (its log line, banner and seat glow) before the next
    #: player's first events play and are logged; 0: none (the next events follow at once).
    TURN_BEAT = 0.0

    def __init__(self, app: Services, session: GameSession, frame: TableFrame | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.frame = frame or TableFrame()
        #: the frame of the wide 1280×720 canvas (:attr:`frame` is its :meth:`TableFrame.compact` variant while
        #: the table is compact).
        self.wide_frame = self.frame
        #: the kept picture of :meth:`draw_table`: ``(key, window pixels, the headers' moving parts)``
        #: (:meth:`_draw_still`), else None.
        self._still: tuple[Any, pygame.Surface, list[hud.Moving]] | None = None
        #: while :meth:`draw_table` is drawn for the kept picture: the seat headers' parts that move with time (the
        #: deciding seat's ring, a spinner: drawn over the picture every frame), else None (drawn at once).
        self._moving: list[hud.Moving] | None = None
        #: the compact table's decision drawer is open (D or its tab folds it away; a new step opens it again).
        self.drawer_open = True
        #: the step count when the drawer was folded away (it opens again once a step is played), else None.
        self._drawer_folded_at: int | None = None
        #: the compact drawer's area chosen for ``(step, prompt, choices)`` (:meth:`drawer_layout`), else None.
        self._drawer_place: tuple[Hashable, pygame.Rect, int] | None = None
        #: where the compact drawer was last put: ``(on the left edge, bottom y, width, columns)`` (a new step keeps
        #: it there when it may, :meth:`drawer_layout`), else None (none yet in this frame).
        self._drawer_last: tuple[bool, int, int, int] | None = None
        #: what the drawer hid at its last place (:meth:`_drawer_hides`: the legal moves and INFO areas, as
        #: rectangles): a new step moves it only for what is hidden there anew.
        self._drawer_hid: frozenset[tuple[str, tuple[int, int, int, int]]] = frozenset()
        #: the areas (rectangles, logical pixels) whose being hidden anew last moved the drawer, the latest
        #: :data:`DRAWER_DODGED`: weighed as INFO where it goes next (:meth:`drawer_layout`).
        self._drawer_dodged: tuple[tuple[int, int, int, int], ...] = ()
        #: the folded drawer's pill chosen for a step: ``(step count, rect)`` (:meth:`drawer_tab_rect`), else None.
        self._drawer_tab_place: tuple[int, pygame.Rect] | None = None
        #: the compact table's :attr:`_drawer_last` and :attr:`_drawer_hid` kept through a trip to the wide
        #: table (:meth:`set_layout`): back in the compact frame the drawer opens where it was.
        self._drawer_kept: tuple[tuple[bool, int, int, int] | None,
                                 frozenset[tuple[str, tuple[int, int, int, int]]]] = (None, frozenset())
        #: the window's size (pixels) at the last frame (a change drops the hover, :meth:`_follow_window`).
        self._window_size: tuple[int, int] | None = None
        #: the top bar's pill drawn last whose words were cut short: ``(whole words, pill rect)``, else None.
        self.banner_cut: tuple[str, pygame.Rect] | None = None
        self.n = session.state.num_players
        self.names = [s.name for s in session.seats]
        self.narrator = session.spec.narrator
        self.viewer: int | None = session.default_viewer()
        self.text = TextCache(app.font, limit=600)
        self.shadows = ShadowCache()
        self.queue = AnimationQueue(speed=app.animation_scale)
        self.sprites: dict[Hashable, CardSprite] = {}
        #: the card zones of a card game (None for a board game that keeps its own sprites).
        self.cards: CardLayer | None = None
        self.fx: list[FxSprite] = []
        self.flying: set[Hashable] = set()
        service = app.ai_runner() if hasattr(app, "ai_runner") else None
        #: the time source of in-process thinking slices (swappable in tests).
        self.clock: Callable[[], float] = time.perf_counter
        #: the computer seats' moves and the hint, thought about off the frame loop (the app's worker).
        self.thinking = TableThinking(service if service is not None else ThinkService(use_worker=False), session,
                                     clock=lambda: self.clock(), budget=AI_SLICE)
        if service is not None:
            service.warm_up()
        self.hint_key: int | None = None
        self.time = 0.0
        #: seconds of decorative motion (the glow of the seat deciding): it stands still while the table is left alone.
        self.glow_time = 0.0
        self.mouse: tuple[int, int] = (-100, -100)
        self.hover_time = 0.0
        self.hover_key: Hashable | None = None
        #: True from a mouse press or release until the pointer moves again: tooltips wait for that move.
        self.tooltips_held = False
        #: the notice (:attr:`toast`): its words and seconds left, the recorded steps when it came up, how long
        #: it has been up (seconds), and whether it outlasts the play (an autosave failure is about the disk).
        self._toast: tuple[str, float] | None = None
        self._toast_steps = 0
        self._toast_age = 0.0
        self._toast_lasting = False
        #: how the notice looks: ``"warn"`` (a refusal, a failure: red) or ``"info"`` (a turn ended for a player:
        #: quiet); set with the notice, ``"warn"`` unless told (:meth:`inform`).
        self.toast_tone = "warn"
        #: the human seats whose last turn the table ended for them (their only move was a forced one): the
        #: notice says so once per run of such turns (play test: ZOP ZOO's forced draws repeated "… has no moves
        #: left" every turn); a move the seat chooses by hand ends the run.
        self.turns_ended_for: set[int] = set()
        #: True while the table plays a step for a seat (:meth:`_drive`): it is no choice of the player's.
        self._playing_for_seat = False
        #: the words of the last refusal toast (a press or drop of a piece that cannot go there): while
        #: :attr:`toast` shows them, the first Esc clears them and the piece's hover lift, and only a second Esc
        #: pauses (play test 11, f23).
        self.refusal: str | None = None
        self.end_timer: float | None = None
        self.forced_timer = 0.0
        self.legal_cache: tuple[int, list[Action]] | None = None
        self.kb: Mark | None = None
        self.hint: Mark | None = None
        self.pending: Action | None = None
        #: the seat of the last human who decided here (for the hot-seat handoff rule).
        self.last_human: int | None = None
        self.handing_off = False
        #: the seat whose step is being animated (see :meth:`shown_seat`).
        self._animating_seat: int | None = None
        #: the step playing out answered someone else's turn (an asked seat's reply): the banner says "answers"
        self._animating_answer = False
        self.entered = False
        self.shown_at = 0.0
        self.highlight: dict[tuple[int, int], gfx.Drawing] = {}
        #: per seat, where its name was drawn cut short (hover: the full name); see :meth:`note_seat_name`.
        self.cut_names: dict[int, pygame.Rect] = {}
        #: per seat, where its header's score badge was drawn (hover: :meth:`score_tooltip`).
        self.score_rects: dict[int, pygame.Rect] = {}
        self.dim: dict[tuple[int, int], gfx.Drawing] = {}
        self.mark_fill: dict[tuple[theme.Color, tuple[int, int]], gfx.Drawing] = {}
        self.log = LogPanel(self.frame.log, app.font, title="Game log", font_size=14, on_expand=self.open_log_view)
        self.log.set_symbols(app.settings.seat_symbols)
        #: the full game log over the table while it is open (:meth:`open_log_view`), else None.
        self.log_view: LogHistoryScene | None = None
        self.menu = Button(self.frame.menu, "Menu", self.open_pause, font_size=20, click_sound=self._click)
        self.undo_button, self.redo_button, self.hint_button, self.rules_button = (
            Button(rect, label, action, font_size=19, click_sound=self._click)
            for rect, (label, action) in zip(
                self.frame.tools,
                (("Undo", self.undo), ("Redo", self.redo), ("Hint", self.request_hint), ("Rules", self.open_rules)),
                strict=True,
            )
        )
        self.tools = [self.undo_button, self.redo_button, self.hint_button, self.rules_button]
        #: the compact table's "Log" button in the top bar (opens the full log view; hidden on the wide table).
        self.log_button = Button(pygame.Rect(0, 0, 0, 0), "Log", self.open_log_view, font_size=15,
                                 click_sound=self._click)
        #: the compact table's drawer tab ("Hide" / "Choices"), placed by :meth:`drawer_tab_rect`.
        self.drawer_tab = Button(pygame.Rect(0, 0, 0, 0), DRAWER_HIDE, self.toggle_drawer, font_size=14,
                                 click_sound=self._click, pad_left=DRAWER_CAP_ROOM)
        self.panel = DecisionPanel(app.font, self._panel_choose, click_sound=self._click, row=self.frame.panel_row,
                                   gap=self.frame.panel_gap)
        self.panel.on_spacer = self.tell_spacer  # a noted row with nothing to play now says why (every game)
        self.drag = DragController(
            pick=self._pick,
            targets=self._targets,
            on_drop=self._on_drop,
            on_reject=self._on_reject,
            enabled=self.input_enabled,
            speed=lambda: self.app.animation_scale,
            on_pick=lambda sprite: self.app.sfx("card_pickup"),
            on_click=self._on_click,
        )
        #: the round-end sheet (open after a ``ROUND_END`` when :meth:`round_sheet` gives one).
        self.round_summary = RoundSummary(self.text, app.font, lambda: bool(self.app.settings.seat_symbols))
        session.think_times = dict(app.settings.ai_think_time)
        #: the lesson of a guided first game (:mod:`zooarcade.ui.table.guide`), None in a real game.
        self.guide: GuideMode | None = None

    def start(self) -> None:
        """Finish construction: the view-model from the viewer's view, then the log (call at the end of
        the game table's ``__init__``, once its own attributes exist)."""
        self.rebuild(self.session.view_for(self.viewer))
        last = self.restore_log()
        if self.session.state.is_terminal():
            self.end_timer = 0.0
        else:
            self.reopen_round_end(last)

    def reopen_round_end(self, last: Sequence[Event]) -> bool:
        """Continue from a save made between rounds: when the last step played (``last``, as the viewer saw it)
        ended a round, its round-end sheet opens again before the next round is dealt; True when it opened."""
        ended = next((ev for ev in reversed(last) if ev.kind == EventKind.ROUND_END), None)
        return ended is not None and self.open_round_end(ended)

    # ================================================================== the compact table
    def logical_size(self, window: tuple[int, int]) -> tuple[int, int]:
        """The canvas this table wants in a window of ``window`` pixels (logical pixels): the compact 960×720 when
        the game allows it (:attr:`COMPACT_TABLE`), Settings' table layout is "auto", the window is narrow
        (:func:`zooarcade.ui.display.compact_helps`); else the wide 1280×720.  A guided first game too: its
        lesson card then floats over the play area (:meth:`GuideMode.card_rect`) and the drawer keeps it clear
        (:meth:`drawer_keep`; play test: on the wide canvas an 800×600 window drew the lesson's text 8 px high)."""
        settings = getattr(self.app, "settings", None)
        if not self.COMPACT_TABLE or getattr(settings, "table_layout", "auto") != "auto":
            return LOGICAL_SIZE
        return COMPACT_SIZE if compact_helps(window) else LOGICAL_SIZE

    @property
    def toast(self) -> tuple[str, float] | None:
        """The table's notice over the turn banner: ``(words, seconds left)``, or None.

        A notice is about one moment of play, so it ends when its time runs out or, once it has been up
        :data:`NOTICE_MIN` seconds, as soon as a move is played or taken back after it came up (play test 12:
        the computer seats played on under a stale "… has no moves left"); an autosave failure keeps its time.
        """
        return self._toast

    @toast.setter
    def toast(self, value: tuple[str, float] | None) -> None:
        self._toast = value
        self.toast_tone = "warn"
        session = getattr(self, "session", None)
        self._toast_steps = len(session.record.steps) if session is not None else 0
        self._toast_age = 0.0
        self._toast_lasting = False

    def inform(self, text: str, seconds: float) -> None:
        """Show ``text`` for ``seconds`` as a quiet notice (:attr:`toast_tone` ``"info"``): news of the play,
        not a warning (a turn the table ended for a player)."""
        self.toast = (text, seconds)
        self.toast_tone = "info"

    def tell_spacer(self, choice: PanelChoice) -> None:
        """A click or digit key on a panel row with nothing to play now (a noted spacer): the invalid sound and a
        3 s notice that says why, the tip's reason line when it has one, else the row's note.  Every table's
        panel calls it (:attr:`DecisionPanel.on_spacer`, set in ``__init__``)."""
        self.app.sfx("invalid")
        self.toast = (choice.tip[1] if len(choice.tip) > 1 else f"{choice.label}.", 3.0)

    def age_toast(self, dt: float) -> None:
        """Count ``dt`` seconds off the notice; drop it when its time is up or play moved on (:attr:`toast`)."""
        if self._toast is None:
            return
        text, left = self._toast
        self._toast_age += dt
        moved = len(self.session.record.steps) != self._toast_steps
        if left <= dt or (moved and not self._toast_lasting and self._toast_age >= NOTICE_MIN):
            self.toast = None
        else:
            self._toast = (text, left - dt)

    @property
    def compact(self) -> bool:
        """True while the table is laid out for the compact 960-wide canvas (see :meth:`TableFrame.compact`)."""
        return self.frame.drawer

    def set_layout(self, compact: bool) -> None:
        """Lay the table out for the compact 960×720 canvas (``compact``) or the wide 1280×720 one: the frame, the
        top bar's buttons, the round-end sheet; the game hears of it through :meth:`layout_changed`.  The compact
        drawer's open / folded choice (:attr:`drawer_open`) is kept: a resize to wide and back finds it as it was."""
        if compact == self.compact:
            return
        self.frame = self.wide_frame.compact() if compact else self.wide_frame
        frame = self.frame
        self.menu.rect = pygame.Rect(frame.menu)
        self.menu.font_size = 17 if compact else 20
        for button, rect in zip(self.tools, frame.tools, strict=True):
            button.rect = pygame.Rect(rect)
            button.font_size = 15 if compact else 19
        self.log_button.rect = pygame.Rect(frame.log_button or (0, 0, 0, 0))
        self.round_summary.rect = sheet_rect(COMPACT_CANVAS[0] if compact else CANVAS[0])
        # the drawer keeps its open / folded choice through a trip to the wide table (it opens again, as ever,
        # once a step is played: :meth:`_update_drawer`), and its place: back in the compact frame it is weighed
        # as a new step's (play test 14: Enter after fold, resize and back opened it somewhere else)
        if compact:
            self._drawer_last, self._drawer_hid = self._drawer_kept
        else:
            self._drawer_kept = (self._drawer_last, self._drawer_hid)
            self._drawer_last, self._drawer_hid = None, frozenset()
        self._drawer_place = None
        self._drawer_tab_place = None
        self.panel.set("", [], frame.panel)  # laid out again in the new area on the next frame
        self.drop_hover()
        if self.guide is not None:
            self.guide.layout_changed()
        self.layout_changed()

    def canvas_changed(self, size: tuple[int, int]) -> None:
        """The canvas became ``size`` logical pixels: lay the table out for it now (:meth:`set_layout`), not at
        its next frame, so the overlays over it (the full log) are placed on the new layout at once."""
        self._sync_layout(size[0])

    def layout_changed(self) -> None:
        """The table switched between the wide and the compact layout (:attr:`frame` is the new one): a game drops
        pictures painted for the old one (a top bar with its title).  Default: nothing."""

    def _sync_layout(self, width: int | None = None) -> None:
        """Follow the canvas: compact when it is ``width`` (default: the app's canvas) ≤ 960 logical pixels wide."""
        if width is None:
            display = getattr(self.app, "display", None)
            canvas = getattr(display, "canvas", None)
            if canvas is None:
                return
            width = canvas.get_size()[0]
        self.set_layout(width <= COMPACT_CANVAS[0])

    def _follow_window(self) -> None:
        """A resized window moved everything under the pointer (which may now be outside it): the hover goes
        (play test 12b: a hand card's tooltip stayed up after the window shrank)."""
        display = getattr(self.app, "display", None)
        window = getattr(display, "window", None)
        size = window.get_size() if window is not None else None
        if self._window_size is not None and size != self._window_size:
            self.drop_hover()
        self._window_size = size

    def canvas_width(self) -> int:
        """The width of the canvas the table is laid out for (logical pixels): 960 compact, else 1280."""
        return COMPACT_CANVAS[0] if self.compact else CANVAS[0]

    def drawer_shown(self) -> bool:
        """True when the compact table's decision drawer is on the screen (open, with something to show)."""
        return self.compact and self.drawer_open and self.panel.visible

    def toggle_drawer(self) -> None:
        """D / the drawer tab: fold the compact table's decision drawer away, or open it again."""
        if not self.compact:
            return
        self.drawer_open = not self.drawer_open
        self._drawer_folded_at = None if self.drawer_open else self.steps()
        self.drop_hover()

    def drop_hover(self) -> None:
        """Forget the pointer's place until it moves again: no tooltip or hover lift stays up over a layout that
        changed under it (a resize, the drawer folded or opened; play test 12b)."""
        self.mouse = (-100, -100)
        self.hover_key = None
        self.hover_time = 0.0
        self.tooltips_held = True

    def drawer_folded(self) -> bool:
        """True while the compact table's drawer holds choices but is folded away (only its tab is seen)."""
        return self.compact and not self.drawer_open and self.panel.visible

    def open_folded_drawer(self, again: str) -> bool:
        """A key that would press a control of the folded drawer (a digit, Enter on its keyboard choice) opens it
        instead and plays nothing; a notice says to press ``again`` (the key's name) once more.  True when it
        opened (play test 12b: a folded drawer's "End your turn" was played unseen)."""
        if not self.drawer_folded():
            return False
        self.drawer_open, self._drawer_folded_at = True, None
        self.drop_hover()
        self.toast = (f"Choices shown: press {again} again to play one.", TOAST_TIME)
        return True

    def drawer_tab_rect(self) -> pygame.Rect | None:
        """The compact table's drawer tab (logical pixels): on the open drawer's top edge, or at the canvas's right
        edge when folded away; None when there is no drawer (the wide table, or nothing to decide in it)."""
        if not self.compact or not self.panel.visible:
            return None
        if self.drawer_open:
            r = self.panel.rect
            w = DRAWER_TAB_W[0]
            return pygame.Rect(r.right - 8 - w, r.y - DRAWER_TAB_H + 4, w, DRAWER_TAB_H)
        key = self.steps()
        if self._drawer_tab_place is None or self._drawer_tab_place[0] != key:
            self._drawer_tab_place = (key, self._folded_tab_place())
        return pygame.Rect(self._drawer_tab_place[1])

    def _folded_tab_place(self) -> pygame.Rect:
        """Where the folded drawer's pill goes (logical pixels): the first of the canvas's corners (bottom right,
        bottom left, top right, top left, just under the top bar) and the open drawer's last place that hides
        least of the legal moves and the table's information (:meth:`_hidden_by`; play test 14: at the bottom
        right it sat on a rival's bonus cards)."""
        area, w = self.frame.panel, DRAWER_TAB_W[1]
        low, high = area.bottom - DRAWER_TAB_H - 4, self.frame.top_bar + 6
        right, left = COMPACT_CANVAS[0] - 8 - w, 8
        spots = [(right, low), (left, low), (right, high), (left, high)]
        if self._drawer_last is not None:
            on_left, bottom, _, _ = self._drawer_last
            spots.append((left if on_left else right, bottom - DRAWER_TAB_H - 4))
        keep, moves = self.drawer_keep(), self.drawer_move_places()
        best: tuple[float, pygame.Rect] | None = None
        for x, y in spots:
            pill = pygame.Rect(x, y, w, DRAWER_TAB_H)
            cost = self._covered_by(pill, keep, moves)
            if best is None or cost < best[0]:
                best = (cost, pill)
        assert best is not None
        return best[1]

    def drawer_key_cap(self) -> pygame.Rect | None:
        """The key cap with "D" drawn in the drawer tab's left end (logical pixels), or None with no tab."""
        tab = self.drawer_tab_rect()
        if tab is None:
            return None
        cap = pygame.Rect(0, 0, 18, 18)
        cap.midleft = (tab.x + 8, tab.centery)
        return cap

    def draw_drawer_tab(self, surface: gfx.Canvas) -> None:
        """The drawer tab: its button with the words, and the D key as a key cap at its left."""
        cap = self.drawer_key_cap()
        if cap is None:
            return
        self.drawer_tab.draw(surface, self.app.font)
        gfx.rect(surface, theme.INK_DARK, cap, border_radius=4)
        gfx.rect(surface, theme.INK_DIM, cap, 1, border_radius=4)
        theme.blit_text(surface, self.app.font("bold", 12), pygame.key.name(DRAWER_KEY).upper(), cap.center,
                        theme.INK, anchor="center")

    def drawer_at(self, pos: tuple[int, int]) -> bool:
        """True when logical ``pos`` is on the compact table's drawer or its tab (a click there never reaches the
        board under it)."""
        tab = self.drawer_tab_rect()
        if tab is not None and tab.collidepoint(pos):
            return True
        return self.drawer_shown() and self.panel.rect.collidepoint(pos)

    def panel_at(self, pos: tuple[int, int]) -> bool:
        """True when logical ``pos`` is on the decision panel as drawn now (the compact table: its drawer or tab)."""
        if self.compact:
            return self.drawer_at(pos)
        return self.panel.visible and self.panel.rect.collidepoint(pos)

    def in_panel_area(self, pos: tuple[int, int]) -> bool:
        """True when logical ``pos`` is on the decision panel's place: the wide table's whole panel area, the
        compact table's drawer and tab (:meth:`drawer_at`)."""
        return self.drawer_at(pos) if self.compact else self.frame.panel.collidepoint(pos)

    def drawer_layout(self, prompt: str, choices: Sequence[PanelChoice]) -> tuple[pygame.Rect, int]:
        """``(area, columns)``: where the compact table's drawer showing ``prompt`` and ``choices`` grows (logical
        pixels; the panel grows up from its bottom) and how many controls a row holds (1, or 2 for a panel half as
        tall, :meth:`DecisionPanel.set`).

        The place of :meth:`drawer_places` and shape (one column :attr:`TableFrame.panel` wide; a drawer of words
        only also :data:`DRAWER_NARROW_W`; two controls or more also two to a row, :data:`DRAWER_PAIR_W` wide, where
        that cuts no more labels or values short than one column)
        that hides least of the table (:meth:`_hidden_by`: the pieces and places of the legal moves first, then
        the game's information, :meth:`drawer_keep_clear`); the first place (the bottom of the right edge) unless
        another hides less.  A new step keeps the previous step's edge and bottom (and shape, where it still
        fits the choices) unless there the drawer newly hides a legal move's piece or place or an area weighing
        :data:`~zooarcade.ui.placement.INFO` or more (:meth:`_drawer_hides`: one it did not hide at the last
        step, or one that just appeared under it) and the best place hides less: the drawer does not jump about
        between steps (play test 14).  Where it moves, the areas that moved it before (the last
        :data:`DRAWER_DODGED`) weigh as INFO too, so it does not hop back and forth between two of them.  Chosen
        once per step and question, so it does not wander while the player reads it.  The place is kept through a
        trip to the wide table (:meth:`set_layout`)."""
        # a lesson card that moved once its step played out lays the drawer out anew (it keeps clear of the card)
        card = tuple(self.guide.card_rect()) if self.guide is not None else None
        key = (self.steps(), prompt, tuple(choices), card)
        if self._drawer_place is not None and self._drawer_place[0] == key:
            return self._drawer_place[1], self._drawer_place[2]
        bottom = self.frame.panel
        chosen, columns = bottom, 1
        shown, cut_in_one = self.panel.measure(prompt, choices, bottom)
        if shown > 0:
            keep = self.drawer_keep()
            moves = self.drawer_move_places()
            # where a move would go, what made the drawer move before weighs as INFO too: it keeps off both the
            # deal strip and the board's moves, not hopping between them at every deal (play test 14)
            weigh = keep + [placement.Avoid(pygame.Rect(r), placement.INFO) for r in self._drawer_dodged]
            shapes = [(bottom.w, 1)]
            # a drawer of words only (no controls) may also be narrower, and taller, to fit between two cards (not
            # while the panel holds its rows in place)
            if not choices and self.panel.hold is None:
                shapes.append((DRAWER_NARROW_W, 1))
            if self.panel.can_pair(choices):
                shapes += [(width, 2) for width in DRAWER_PAIR_W]
            heights: dict[tuple[int, int], int] = {}
            best: tuple[float, pygame.Rect, int] | None = None
            for width, cols in shapes:
                area = pygame.Rect(bottom.right - width, bottom.y, width, bottom.h)
                h, cut = self.panel.measure(prompt, choices, area, cols)
                if cols == 2 and cut > cut_in_one:
                    continue  # two to a row would cut a label or a value short that one column shows whole
                heights[(width, cols)] = h
                for area in self.drawer_places(h, keep, width):
                    cost = self._hidden_by(self._drawer_rect(area, h), weigh, moves)
                    if best is None or cost < best[0]:
                        best = (cost, area, cols)
            assert best is not None
            if self._drawer_last is not None:
                left, low, width, cols = self._drawer_last
                if (width, cols) not in heights:  # that shape does not fit these choices: the same place and
                    # width in one column where that cuts nothing short, else the panel's
                    h, cut = self.panel.measure(prompt, choices, pygame.Rect(0, 0, width, bottom.h))
                    if cut <= cut_in_one and width >= bottom.w:
                        heights[(width, 1)] = h
                        cols = 1
                    else:
                        width, cols = bottom.w, 1
                x = COMPACT_CANVAS[0] - bottom.right if left else bottom.right - width
                area = pygame.Rect(x, low - bottom.h, width, bottom.h)
                drawer = self._drawer_rect(area, heights[(width, cols)])
                cost = self._hidden_by(drawer, weigh, moves)
                anew = self._drawer_hides(drawer, keep, moves) - self._drawer_hid
                if not anew or best[0] >= cost:
                    best = (cost, area, cols)
                else:  # it moves: what it dodges is remembered (the last few)
                    self._drawer_dodged = (self._drawer_dodged + tuple(sorted(r for _, r in anew)))[-DRAWER_DODGED:]
            _, chosen, columns = best
            self._drawer_last = (chosen.centerx < COMPACT_CANVAS[0] // 2, chosen.bottom, chosen.w, columns)
            h = heights.get((chosen.w, columns))
            if h is None:
                h = self.panel.measure(prompt, choices, chosen, columns)[0]
            self._drawer_hid = self._drawer_hides(self._drawer_rect(chosen, h), keep, moves)
        self._drawer_place = (key, chosen, columns)
        return chosen, columns

    @staticmethod
    def _drawer_rect(area: pygame.Rect, height: int) -> pygame.Rect:
        """The drawer's card ``height`` pixels tall in ``area`` (it grows up from the area's bottom)."""
        return pygame.Rect(area.x, area.bottom - height, area.w, height)

    def drawer_places(self, height: int, keep: Sequence[placement.Avoid] = (),
                      width: int | None = None) -> list[pygame.Rect]:
        """The areas (logical pixels) :meth:`drawer_layout` tries for a drawer ``height`` pixels tall and ``width``
        wide (default: the panel's), best liked first: on the right edge at the bottom (:attr:`TableFrame.panel`),
        at the top, then just above and just below each rectangle of ``keep`` (:meth:`drawer_keep_clear`: the
        drawer fits in a gap between two areas), then the same on the left edge.  Each ends where the drawer's
        bottom goes (the panel grows up from an area's bottom); the tab's strip above stays under the top bar."""
        bottom = self.frame.panel
        if width is not None:
            bottom = pygame.Rect(bottom.right - width, bottom.y, width, bottom.h)
        low = bottom.bottom
        high = self.frame.top_bar + DRAWER_TAB_H + 4 + height  # the highest bottom: the tab just under the top bar
        if high >= low:
            return [pygame.Rect(bottom)]
        bottoms = [low, high]
        for item in keep:
            for y in (item.rect.y - 4, item.rect.bottom + 4 + height, item.rect.bottom + DRAWER_TAB_H + height):
                y = max(high, min(low, y))
                if y not in bottoms:
                    bottoms.append(y)
        return [pygame.Rect(x, y - bottom.h, bottom.w, bottom.h)
                for x in (bottom.x, COMPACT_CANVAS[0] - bottom.right) for y in bottoms]

    def drawer_board_cue(self) -> str:
        """The compact drawer's words when every legal move of the human's turn is on the table (no control to
        show): :data:`DRAWER_ON_BOARD`; "" shows no drawer then (a game whose every turn is on the board and whose
        top bar already says so).  Play test 14: Zoo Vadis's drawer vanished with no cue."""
        return DRAWER_ON_BOARD

    def drawer_keep_clear(self) -> list[placement.Avoid]:
        """The table's information the compact drawer should not hide, weighted per logical pixel²
        (:mod:`zooarcade.ui.placement`: :data:`~zooarcade.ui.placement.INFO` for scores, a deal's terms, the Chi
        being paid; ``TEXT`` for what else a player reads, as a hand).  Weighed by :meth:`drawer_layout` after
        the legal moves' pieces and places.  Default: the seat headers' score badges, the tooltips' list
        (:meth:`keep_clear_extra`) and the table's places (``SQUARE``); a game names its own areas."""
        out = [placement.Avoid(rect, placement.INFO) for rect in self.score_rects.values()]
        out += [placement.Avoid(rect, placement.SQUARE) for rect in self.target_rects().values()]
        return out + self.keep_clear_extra()

    def lesson_keep_clear(self) -> list[pygame.Rect]:
        """The places (logical pixels) a guided lesson's card on the compact table never covers while it can help
        it (:meth:`GuideMode.card_rect`): what a lesson points at or a player looks for there.  Default: none; a
        game names its own (ZOP ZOO's piles, Zoo Vadis's exhibits)."""
        return []

    def drawer_keep(self) -> list[placement.Avoid]:
        """What the compact drawer and its folded tab keep clear (logical pixels, weighted per pixel²): the
        game's :meth:`drawer_keep_clear`, and in a guided first game its lesson card
        (:meth:`GuideMode.card_rect`, weight :data:`~zooarcade.ui.placement.TARGET`: the lesson is the thing
        read)."""
        keep = list(self.drawer_keep_clear())
        if self.guide is not None and self.compact:
            keep.append(placement.Avoid(pygame.Rect(self.guide.card_rect()), placement.TARGET))
        return keep

    def drawer_move_places(self) -> list[pygame.Rect]:
        """The pieces the legal table moves start from and the places they go to, and the pieces a plain click
        plays (:meth:`click_action`: a pile clicked to draw), logical pixels: what the compact drawer must hide
        least (:meth:`drawer_layout`).  In a guided lesson only the scripted move can be made: its places
        (:meth:`GuideMode.asked_places`) and the lesson's keep-clear places (:meth:`lesson_keep_clear`), so a
        seat's whole area another move could drop on does not push the drawer over the lesson card (play test)."""
        if self.guide is not None:
            return self.guide.asked_places() + [pygame.Rect(r) for r in self.lesson_keep_clear()]
        places: dict[Hashable, pygame.Rect] = {}
        legal = self.legal()
        for sprite in self.sprites.values():
            if sprite.visible and self.click_action(sprite) in legal:
                places[("piece", sprite.key)] = sprite.rect
        targets = self.target_rects()
        for action in legal:
            if not self.spatial(action):
                continue
            sprite = self.sprite_for(action)
            if sprite is not None:
                places[("piece", sprite.key)] = sprite.rect
            target = self.target_key(action)
            if target is not None and target in targets:
                places[("target", target)] = targets[target]
        return list(places.values())

    @staticmethod
    def _drawer_covers(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The drawer's card at ``rect`` and its tab as drawn open (:meth:`drawer_tab_rect`), logical pixels."""
        w = DRAWER_TAB_W[0]
        return rect, pygame.Rect(rect.right - 8 - w, rect.y - DRAWER_TAB_H + 4, w, DRAWER_TAB_H - 4)

    def _drawer_hides(self, rect: pygame.Rect, keep: Sequence[placement.Avoid],
                      moves: Sequence[pygame.Rect]) -> frozenset[tuple[str, tuple[int, int, int, int]]]:
        """What a drawer at ``rect`` (or its tab) hides that moves it at a new step (:meth:`drawer_layout`): the
        places of ``moves`` (``("move", rect)``) and the areas of ``keep`` weighing
        :data:`~zooarcade.ui.placement.INFO` or more (``("info", rect)``) whose middle it covers, or at least
        :data:`DRAWER_HIDES` of their area (logical pixels)."""
        covers = self._drawer_covers(rect)

        def hidden(place: pygame.Rect) -> bool:
            if place.w <= 0 or place.h <= 0:
                return False
            area = sum(c.clip(place).w * c.clip(place).h for c in covers)
            return any(c.collidepoint(place.center) for c in covers) or area >= DRAWER_HIDES * place.w * place.h

        out = {("move", tuple(place)) for place in moves if hidden(place)}
        out |= {("info", tuple(item.rect)) for item in keep if item.weight >= placement.INFO and hidden(item.rect)}
        return frozenset(out)

    def _hidden_by(self, rect: pygame.Rect, keep: Sequence[placement.Avoid],
                   moves: Sequence[pygame.Rect]) -> float:
        """How much a drawer at ``rect`` (with its tab above its right end) hides: of ``moves``
        (:meth:`drawer_move_places`), 10⁷ per place whose middle it covers plus the area covered times
        :data:`~zooarcade.ui.placement.TARGET`; then of ``keep`` (:meth:`drawer_keep_clear`) the weighted area
        covered (:func:`placement.covered`).  Logical pixels² times weights."""
        return sum(self._covered_by(cover, keep, moves) for cover in self._drawer_covers(rect))

    @staticmethod
    def _covered_by(cover: pygame.Rect, keep: Sequence[placement.Avoid], moves: Sequence[pygame.Rect]) -> float:
        """How much the one rectangle ``cover`` hides (:meth:`_hidden_by`'s measure for a drawer's part or the
        folded drawer's pill): 10⁷ per place of ``moves`` whose middle it covers plus their area covered times
        :data:`~zooarcade.ui.placement.TARGET`, plus ``keep``'s weighted area covered.  Logical pixels² times
        weights."""
        total = placement.covered(cover, keep)
        for place in moves:
            clip = cover.clip(place)
            # a place whose middle is hidden cannot be pressed or dropped on: that counts far more than area
            total += clip.w * clip.h * placement.TARGET + (10 ** 7 if cover.collidepoint(place.center) else 0)
        return total

    def _update_drawer(self) -> None:
        """Open the folded drawer again once a step was played, and name its tab."""
        if self._drawer_folded_at is not None and self._drawer_folded_at != self.steps():
            self.drawer_open, self._drawer_folded_at = True, None
        tab = self.drawer_tab_rect()
        if tab is not None:
            self.drawer_tab.rect = tab
            self.drawer_tab.text = DRAWER_HIDE if self.drawer_open else DRAWER_SHOW

    # ================================================================== hooks for the game table
    def rebuild(self, view: GameState) -> None:
        """Reset the game's view-model and sprites from ``view`` (start, undo, a new viewer)."""
        raise NotImplementedError

    def animate_event(self, events: Sequence[Event], index: int, human: bool) -> int:
        """Queue the animation of ``events[index]`` (as the viewer sees it); return how many events it used.

        Return 0 to let the base handle the event (turn, decision, round end, game end, score:
        a log line and the generic effect).  ``human`` is True when the viewer's own drop made it.
        """
        return 0

    def source_key(self, action: Action) -> Hashable | None:
        """The key of the sprite ``action`` starts from, or ``None`` for an action shown in the panel."""
        return None

    def target_key(self, action: Action) -> Hashable | None:
        """The key (in :meth:`target_rects`) of where ``action`` goes, or ``None``."""
        return None

    def target_rects(self) -> Mapping[Hashable, pygame.Rect]:
        """Every place a piece may be dropped on now: ``{target key: rect}``."""
        return {}

    def pickable(self) -> Iterable[CardSprite]:
        """Sprites the human deciding may pick up (the base keeps those a legal action starts from)."""
        return ()

    def mark_rects(self, action: Action) -> tuple[pygame.Rect, pygame.Rect] | None:
        """``(source, target)`` rectangles of a spatial action for marks and hints (None: no mark)."""
        return None

    def draw_table(self, surface: gfx.Canvas) -> None:
        """Draw the game's table under the pieces (board, zones, seat panels)."""

    def draw_overlay(self, surface: gfx.Canvas) -> None:
        """Draw the game's parts above the pieces and marks (pulses, previews)."""

    def draw_labels(self, surface: gfx.Canvas) -> None:
        """Draw the game's fixed labels that must stay readable above the lit targets and the move marks (a
        grid's row and column numbers): drawn right after the marks, under flying and dragged pieces."""

    def tooltip_lines(self, key: Hashable) -> list[str] | None:
        """The hover text of the place ``key`` (a target key or a sprite key), or None."""
        return None

    def tooltip_anchor(self, key: Hashable) -> pygame.Rect | None:
        """The rectangle the tooltip of ``key`` (from :meth:`hover_at`) sits beside, for a place that is not a
        target (a pile, a legend); None (the default): its target rect, else the pointer."""
        return None

    def score_tooltip(self, seat: int) -> list[str] | None:
        """The hover text of ``seat``'s score badge in its header (what the number counts), or None (the
        default: no tooltip)."""
        return None

    def hover_at(self, pos: tuple[int, int]) -> Hashable | None:
        """The key of the place under ``pos`` for tooltips (default: a target rect)."""
        for key, rect in self.target_rects().items():
            if rect.collidepoint(pos):
                return key
        return None

    def reject_reason(self, sprite: CardSprite, target: Hashable | None) -> str | None:
        """Why a drop of ``sprite`` on ``target`` is refused, in words (None: "Drop it on a lit place.")."""
        return None

    def unmovable_reason(self, sprite: CardSprite) -> str | None:
        """Why one of the decider's own pieces (in :meth:`pickable`) cannot move now, in words for a toast.

        Asked when the player presses such a piece and no legal action starts from it (so it does not
        lift); None (the default) says nothing.
        """
        return None

    def panel_choices(self, actions: Sequence[Action]) -> list[PanelChoice]:
        """The panel's controls for the legal actions that have no place on the table.

        The default makes one button per action labelled by the narrator's caption; games group
        value families (Counter 1, 2, 3) into one control.
        """
        view = self.session.view_for(self.viewer)
        return [PanelChoice(self.caption(a, view), ((self.caption(a, view), a),)) for a in actions]

    def banner_text(self) -> tuple[str, theme.Color] | None:
        """A game's own banner for the current moment, or None for the generic one."""
        return None

    def round_sheet(self, ev: Event) -> RoundSheet | None:
        """The round-end sheet for ``ROUND_END`` event ``ev`` (None, the default: no sheet, play on at once).

        A game played in rounds returns its card-by-card tally; the table then waits on the sheet
        (no forced step, no computer move) until the player continues.
        """
        return None

    def click_action(self, sprite: CardSprite) -> Action | None:
        """The legal action a plain click on ``sprite`` plays at once (None, the default: a click selects it)."""
        return None

    # ================================================================== helpers
    def _click(self) -> None:
        self.app.sfx("click")

    @property
    def speed(self) -> float:
        """Animation-speed multiplier (0 = instant)."""
        return self.app.animation_scale

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Map a logical canvas point to window pixels (for synthetic input in tests and tools)."""
        return self.app.display.viewport.to_window(pos)

    def name(self, seat: int | None) -> str:
        """Display name of ``seat`` ("Someone" for none)."""
        if seat is None or not 0 <= seat < len(self.names):
            return "Someone"
        return self.names[seat]

    def caption(self, action: Action, view: GameState | None = None) -> str:
        """The narrator's caption of ``action`` ("Place 5 on C2")."""
        return self.narrator.caption(action, view if view is not None else self.session.view_for(self.viewer),
                                     self.names)

    def describe(self, action: Action) -> str:
        """The caption of ``action`` in the current position (tests and dialogs)."""
        return self.caption(action)

    def steps(self) -> int:
        """Number of steps played so far (marks and jobs are keyed by it)."""
        return len(self.session.record.steps)

    def legal(self) -> list[Action]:
        """Legal actions of the seat to decide now (cached per step)."""
        count = self.steps()
        if self.legal_cache is None or self.legal_cache[0] != count:
            self.legal_cache = (count, self.session.state.legal_actions())
        return self.legal_cache[1]

    def decision(self) -> Decision | None:
        """What the game waits for now."""
        return self.session.decision

    @property
    def ai(self) -> Any:
        """The computer seat's move being thought about (``zooarcade.ai.thinking.AiTurn``), or None."""
        return self.thinking.ai

    @property
    def hint_job(self) -> Any:
        """The hint being thought about (``zooarcade.ai.thinking.HintTurn``), or None."""
        return self.thinking.hint

    def shown_seat(self) -> int | None:
        """The seat the table shows as deciding: the decider, except while the last step still plays out.

        Games with a view-model that follows the animations (its own seat to move) override this so that
        the banner and the seat glow change when the turn visibly passes, not when the step was applied.
        """
        d = self.decision()
        if self.queue.busy and self._animating_seat is not None:
            return self._animating_seat
        return None if d is None else d.seat

    def human_deciding(self) -> bool:
        """True when a human seat decides now and the game goes on."""
        seat = self.session.current
        return seat >= 0 and not self.session.seats[seat].is_ai

    def asks_human(self) -> bool:
        """True when the decision now is a human's to make by hand.

        A forced decision is played for the seat, unless it is a quick window and humans are asked at every
        window (Settings; automatic: in hot-seat, so a pass played by itself never shows who holds a response).
        """
        return self.asks_for(self.decision())

    def asks_for(self, d: Decision | None) -> bool:
        """True when decision ``d`` is a human's to make by hand (see :meth:`asks_human`); False for ``None``."""
        if d is None or self.session.seats[d.seat].is_ai:
            return False
        if d.forced and self.guide is not None and self.guide.by_hand():
            return True  # a lesson has the learner make this forced step (a chain's next draw) by hand
        every = d.quick and self.app.settings.asks_every_window(len(self.session.human_seats()))
        if d.idle_pass is not None and self.guide is None and not every:
            return False  # no response can change anything (the game's rules say so): passed like a forced pass
        return not d.forced or every

    def played_for_seat(self) -> Action | None:
        """The step the table plays now without asking anyone: a forced step (any seat), or the idle pass of a
        human's response window where no response can change anything (:attr:`Decision.idle_pass`); else None."""
        d = self.decision()
        if d is None or self.asks_human():
            return None
        if d.forced:
            return self.session.forced_action()
        if d.idle_pass is not None and not self.session.seats[d.seat].is_ai:
            return d.idle_pass
        return None

    def input_enabled(self) -> bool:
        """True when a human may act: their decision, the screen is theirs, no animation playing, game on."""
        return (not self.queue.busy and self.end_timer is None and self.asks_human() and not self.handing_off
                and self._viewer_decides() and not self.round_summary.is_open
                and (self.guide is None or not self.guide.finished()))

    def _viewer_decides(self) -> bool:
        seat = self.session.current
        if not self.session.state.HAS_PRIVATE_INFO:
            return True
        return self.viewer == seat

    def spatial(self, action: Action) -> bool:
        """True when ``action`` is made on the table (it starts from a sprite), False for a panel action."""
        return self.source_key(action) is not None

    def legal_everywhere(self, sprite: CardSprite) -> list[Action]:
        """The legal actions that start from ``sprite`` (in a guided game only the scripted one)."""
        return [a for a in self.legal() if self.source_key(a) == sprite.key
                and (self.guide is None or self.guide.allows(a))]

    def legal_targets(self, sprite: CardSprite) -> list[Hashable]:
        """Target keys where ``sprite`` may legally go now."""
        out: list[Hashable] = []
        for action in self.legal_everywhere(sprite):
            target = self.target_key(action)
            if target is not None and target not in out:
                out.append(target)
        return out

    # ================================================================== input
    def _pick(self, pos: tuple[float, float]) -> CardSprite | None:
        if not self.input_enabled():
            return None
        sources = {self.source_key(a) for a in self.legal()}
        best: CardSprite | None = None
        for sprite in self.pickable():
            if not sprite.visible or sprite.key in self.flying or not sprite.hit(pos):
                continue
            piece = sprite if sprite.key in sources else self.stand_in(sprite)
            if piece is None or piece.key not in sources or piece.key in self.flying:
                continue
            if best is None or sprite.z > best.z:
                best = piece
        return best

    def stand_in(self, sprite: CardSprite) -> CardSprite | None:
        """The piece that moves when ``sprite``, which no legal action starts from, is pressed: one of the same
        kind standing with it (Zoo Vadis: the animal of yours that leaves an exhibit next, whichever of yours
        there you grab); None (the default): a press on ``sprite`` picks nothing up."""
        return None

    def _targets(self, sprite: CardSprite) -> Mapping[Hashable, pygame.Rect]:
        # every place is a target: a drop on an illegal one is refused with its reason
        return self.target_rects()

    def _action_for(self, sprite: CardSprite, target: Hashable) -> Action | None:
        for action in self.legal_everywhere(sprite):
            if self.target_key(action) == target:
                return action
        return None

    def _on_drop(self, sprite: CardSprite, target: Hashable) -> bool:
        if not self.input_enabled():
            return False
        action = self._action_for(sprite, target)
        if action is None:
            return False
        self.request(action, sprite)
        return True

    def _on_reject(self, sprite: CardSprite, target: Hashable | None) -> None:
        if target is None and sprite.home_rect.inflate(20, 20).collidepoint(sprite.pos):
            return  # dropped back where it came from: no complaint
        if target is not None and self.is_home_target(sprite, target):
            return
        if self.guide is not None:
            self.guide.refuse()
            return
        self.app.sfx("invalid")
        self.toast = (self.reject_reason(sprite, target) or "Drop it on a lit place.", TOAST_TIME)
        self.refusal = self.toast[0]

    def is_home_target(self, sprite: CardSprite, target: Hashable) -> bool:
        """True when ``target`` is where ``sprite`` already stands (a drop there is no move)."""
        return False

    def _on_click(self, sprite: CardSprite) -> bool:
        if not self.input_enabled():
            return False
        return self._play_if_legal(self.click_action(sprite))

    def _play_if_legal(self, action: Action | None) -> bool:
        """Request ``action`` when it is legal now; True when it was requested."""
        if action is None or action not in self.legal():
            return False
        self.request(action, None)
        return True

    def _panel_choose(self, action: Action) -> None:
        if self.input_enabled() and action in self.legal():
            self.request(action, None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._sync_layout()
        if self.round_summary.is_open and self.round_summary.handle_event(event):
            return True
        if self.guide is not None and self.guide.handle_event(event):
            return True
        self.panel.enabled = self.input_enabled()
        if event.type == pygame.KEYDOWN:
            if self.compact and event.key == DRAWER_KEY and not getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                self.toggle_drawer()
                return True
            if pygame.K_1 <= event.key <= pygame.K_9 and self.panel.enabled and self.open_folded_drawer(
                    str(event.key - pygame.K_0)):
                return True  # a digit of the folded drawer: it opens, nothing is played
            if self.panel.handle_event(event):
                return True
            return self._key(event)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.type != pygame.MOUSEMOTION:
                self.tooltips_held = True  # a click or a drop: no tooltip over what was just played
            elif self.tooltips_held and _moved(self.mouse, event.pos):
                self.tooltips_held = False
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL:
            return False if self.compact else self.log.handle_event(event, self.mouse)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.kb = None  # the mouse takes over from the keyboard choice
            # the log's "back to latest" chip, its "Full log" button (the compact table hides the log)
            if not self.compact and self.log.handle_event(event, self.mouse):
                return True
        self._update_tools()
        self._update_drawer()
        consumed = False
        extra = (self.log_button, self.drawer_tab) if self.compact else ()
        for button in (self.menu, *self.tools, *extra):
            if button is self.drawer_tab and self.drawer_tab_rect() is None:
                continue
            consumed = button.handle_event(event) or consumed
            if consumed and event.type != pygame.MOUSEMOTION:
                return True
        if (not self.compact or self.drawer_shown()) and self.panel.handle_event(event):
            return True
        if (self.compact and event.type == pygame.MOUSEBUTTONDOWN and not self.drag.dragging
                and self.drawer_at(event.pos)):
            return True  # a press on the drawer's card never reaches the board under it
        if self.drag.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            return self._click_target(event.pos) or self._tell_unmovable(event.pos)
        return False

    def _click_target(self, pos: tuple[int, int]) -> bool:
        """A press on a lit place that :meth:`target_click_action` plays at once (no piece picked up first)."""
        if not self.input_enabled() or self.guide is not None:
            return False
        return self._play_if_legal(self.target_click_action(pos))

    def target_click_action(self, pos: tuple[int, int]) -> Action | None:
        """The action a click on the place at logical ``pos`` plays by itself, when the piece to go there is
        never in doubt (ZOP ZOO: the one held wild onto a lit card of the row); None (the default): a place
        is played by dragging a piece onto it, or by clicking the piece and then the place."""
        return None

    def _tell_unmovable(self, pos: tuple[int, int]) -> bool:
        """A press on one of the player's own pieces that has no legal move now: say why (a toast), if the game can."""
        if not self.input_enabled() or self.guide is not None:
            return False
        sources = {self.source_key(a) for a in self.legal()}
        for sprite in sorted(self.pickable(), key=lambda s: -s.z):
            if sprite.visible and sprite.key not in sources and sprite.hit(pos):
                reason = self.unmovable_reason(sprite)
                if reason is None:
                    return False
                self.app.sfx("invalid")
                self.toast = (reason, TOAST_TIME)
                self.refusal = reason
                return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        """Keyboard: Esc, Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z), F1, H, L (the full log), Tab / arrows, Enter,
        Page Up / Down."""
        key = event.key
        mod = getattr(event, "mod", 0)
        ctrl, shift = bool(mod & pygame.KMOD_CTRL), bool(mod & pygame.KMOD_SHIFT)
        if key == pygame.K_ESCAPE:
            if self.kb is not None or self.hint is not None:
                self.kb = None
                self.hint = None
            elif self.drag.selected is not None or self.drag.held is not None:
                self.drag.cancel()
            elif self.toast is not None and self.refusal is not None and self.toast[0] == self.refusal:
                self.toast = None  # the refused piece: its notice goes, and it lowers until the pointer moves
                self.refusal = None
                self.tooltips_held = True
                self.mouse = (-100, -100)
            elif self.guide is not None:
                self.guide.leave()
            else:
                self.open_pause()
            return True
        if ctrl and key == pygame.K_z:
            if shift:
                self.redo()
            else:
                self.undo()
            return True
        if ctrl and key == pygame.K_y:
            self.redo()
            return True
        if key == pygame.K_F1:
            self.open_rules()
            return True
        if key == pygame.K_h and not ctrl:
            self.request_hint()
            return True
        if key == pygame.K_l and not ctrl:
            self.open_log_view()
            return True
        steps = {pygame.K_TAB: -1 if shift else 1, pygame.K_RIGHT: 1, pygame.K_LEFT: -1}
        if key in steps:
            self.step_choice(steps[key])
            return True
        if key in (pygame.K_DOWN, pygame.K_UP):
            self.step_piece(1 if key == pygame.K_DOWN else -1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.play_choice()
            return True
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):  # the keyboard path of the log's mouse wheel
            self.log.page(-1 if key == pygame.K_PAGEUP else 1)
            return True
        return False

    # ------------------------------------------------------------------ keyboard choice
    def choice(self) -> int | None:
        """Index in :meth:`legal` of the action chosen with the keyboard, or None (no choice, or stale)."""
        kb = self.kb
        if kb is None or kb.key != self.steps() or not self.input_enabled():
            return None
        try:
            return self.legal().index(kb.action)
        except ValueError:
            return None

    def _choose(self, action: Action) -> None:
        self.kb = Mark(action, self.steps())
        self.panel.show(action)
        self.reveal_in_drawer(action)
        self.app.sfx("click")

    def reveal_in_drawer(self, action: Action) -> None:
        """Open the compact table's folded drawer when the keyboard choice or the hint is one of its controls
        (``action`` has no place on the table), so the marked control is seen."""
        if self.compact and not self.drawer_open and not self.spatial(action):
            self.drawer_open, self._drawer_folded_at = True, None

    def step_choice(self, delta: int) -> None:
        """Choose the next (``delta`` 1) or previous (-1) legal action with the keyboard."""
        if not self.input_enabled():
            return
        legal = self.keyboard_order()
        if not legal:
            return
        self.drag.cancel()
        current = None if self.choice() is None else legal.index(self.kb.action)
        index = (0 if delta > 0 else len(legal) - 1) if current is None else (current + delta) % len(legal)
        self._choose(legal[index])

    def keyboard_order(self) -> list[Action]:
        """The legal actions in the order Tab / the arrows choose them: the table's own moves first (as
        :meth:`legal` lists them), then the decision panel's, control by control as the panel shows them (its
        reading order, digit keys 1, 2, 3 …), so the keyboard's choice never jumps back up the panel (a game may
        group one control's actions apart from where :meth:`legal` lists them, e.g. Zoo Fighters II's kept
        cards after its plain Chi cards)."""
        control: dict[Action, int] = {}
        for i, choice in enumerate(self.panel.choices):
            for action in choice.actions:
                control.setdefault(action, i)
        legal = self.legal()
        return sorted(legal, key=lambda a: control.get(a, -1))

    def _group(self, action: Action) -> Hashable:
        key = self.source_key(action)
        return ("panel",) if key is None else ("piece", key)

    def step_piece(self, delta: int) -> None:
        """Choose the first legal action of the next (``delta`` 1) or previous (-1) piece (the panel is one)."""
        if not self.input_enabled():
            return
        legal = self.legal()
        if not legal:
            return
        groups: list[Hashable] = []
        for action in legal:
            g = self._group(action)
            if g not in groups:
                groups.append(g)
        current = self.choice()
        if current is None:
            target = groups[0 if delta > 0 else -1]
        else:
            target = groups[(groups.index(self._group(legal[current])) + delta) % len(groups)]
        self.drag.cancel()
        self._choose(next(a for a in legal if self._group(a) == target))

    def play_choice(self) -> None:
        """Enter: play the keyboard choice (asking first when ``confirm_moves`` is on), else the marked hint, else
        the decision panel's one lit go-ahead control (:meth:`DecisionPanel.primary_index`; on the compact table
        a folded drawer only opens)."""
        index = self.choice()
        hint = self.current_hint()
        if index is not None:
            action = self.legal()[index]
        elif hint is not None:  # the mouse dropped the keyboard choice, but the hint is still marked
            action = hint
        elif self.input_enabled() and (lit := self.panel.primary_index()) is not None:
            # no choice: the panel's lit go-ahead control ("End turn"), as drawn (play test 13, ZV-1)
            if self.open_folded_drawer("Enter"):
                return  # the compact table's folded drawer: Enter only shows it
            self.panel.press(lit)
            return
        else:
            if self.input_enabled():
                self.toast = ("Press Tab or the arrow keys to pick a move first.", 2.2)
            return
        if not self.spatial(action) and self.open_folded_drawer("Enter"):
            return  # the marked control is in the folded drawer: show it first
        self.request(action, self.sprite_for(action))

    def current_hint(self) -> Action | None:
        """The hinted action while it is still marked (same position, a human may act), else None."""
        if self.guide is not None:  # a guided game's hint is the scripted move
            move = self.guide.learner_move()
            return move if move in self.legal() else None
        hint = self.hint
        if hint is None or hint.key != self.steps() or not self.input_enabled():
            return None
        return hint.action if hint.action in self.legal() else None

    def sprite_for(self, action: Action) -> CardSprite | None:
        """The sprite an action starts from (None for a panel action)."""
        key = self.source_key(action)
        return self.sprites.get(key) if key is not None else None

    # ------------------------------------------------------------------ confirm, undo, redo, hint, rules
    def request(self, action: Action, sprite: CardSprite | None) -> None:
        """A human chose ``action``: play it, or first ask when the ``confirm_moves`` setting is on.

        Only the turn's actions are confirmed; answers in the panel are played at once.  In a guided game
        any other move than the scripted one is refused with its hint (a dragged piece flies home).
        """
        if self.guide is not None and not self.guide.allows(action):
            self.guide.refuse()
            if sprite is not None:
                self.send_home(sprite)
            return
        d = self.decision()
        if not self.app.settings.confirm_moves or sprite is None or (d is not None and d.kind != DecisionKind.TURN):
            self.play_action(action, sprite)
            return
        self.pending = action

        def yes() -> None:
            self.pending = None
            if self.input_enabled() and action in self.legal():
                self.play_action(action, sprite)
            elif sprite is not None:
                self.send_home(sprite)

        def no() -> None:
            self.pending = None
            if sprite is not None:
                self.send_home(sprite)

        self.app.confirm("Play this move?", f"{self.describe(action)}.", yes, yes_label="Play", no_label="Not yet",
                         on_no=no, focus_yes=True)

    def send_home(self, sprite: CardSprite) -> None:
        """Glide a sprite back to its resting place (a move that was not confirmed)."""
        sprite.dragging = False
        sprite.lift_target = 0.0
        sprite.move_to(sprite.home, 0.22 * self.speed, easing=pytweening.easeOutBack)

    def undo_depth(self) -> int:
        """How many recorded steps one Undo takes back: the last one the player chose by hand and the forced
        steps the table played after it (0: none, e.g. when only a step played for the player is left).

        Stopping at a forced step would be no undo at all: the table plays it again at once.
        """
        for i, d in enumerate(self.session.undo_decisions(), 1):
            if self.asks_for(d):
                return i
        return 0

    def can_undo_now(self) -> bool:
        """True when the Undo button / Ctrl+Z may take a move back now (see ``GameSession.can_undo``)."""
        return self.undo_depth() > 0 and self.end_timer is None and self.pending is None and self.guide is None

    def can_redo_now(self) -> bool:
        """True when the Redo button / Ctrl+Y may play an undone move again now."""
        return self.session.can_redo() and self.input_enabled() and self.pending is None and self.guide is None

    def undo_blocker(self) -> str | None:
        """Why the Undo button / Ctrl+Z cannot act now (see ``GameSession.undo_blocker``), or None."""
        if self.guide is not None:
            return "A guided game has no undo: follow the lit move."
        reason = self.session.undo_blocker()
        if reason is not None:
            return reason
        if self.end_timer is not None:
            return "The game is over."
        if self.pending is not None:
            return "Answer the question about your move first."
        if self.undo_depth() == 0:
            return UNDO_PLAYED_FOR_YOU
        return None

    def undo(self) -> bool:
        """Take back the last undoable move: rebuild the table from the view, drop AI thinking, autosave."""
        if not self.can_undo_now():
            self.app.sfx("invalid")
            self.toast = (self.undo_blocker() or "Nothing to undo now.", 3.0)
            return False
        for _ in range(self.undo_depth()):
            self.session.undo()
        self.reset_table()
        self.autosave()
        seat = self.session.current
        self.log.add(f"{subject(self.name(seat), 'takes')} back {their(self.name(seat))} move.", seat, "dim")
        self.app.sfx("card_pickup")
        return True

    def redo(self) -> bool:
        """Play the most recently undone move again (autosaved like any move)."""
        if not self.can_redo_now():
            self.app.sfx("invalid")
            if self.session.spec.moves_final:
                self.toast = (self.undo_blocker() or "Nothing to redo.", 3.0)
            return False
        seat = self.session.current
        self.drag.cancel()
        events = self.session.redo()
        # the forced steps an Undo took back with the move come back with it (the table would replay them anyway),
        # and so does a step the game took back together with it (redo_goes_on)
        while self.session.can_redo() and (self.played_for_seat() is not None or self.redo_goes_on()):
            events += self.session.redo()
        from zooarcade.core.events import events_seen_by

        self.legal_cache = None
        self._clear_marks()
        self.last_human = seat
        self.after_action()
        self.log.add(f"{subject(self.name(seat), 'plays')} the move again.", seat, "dim")
        self.animate(events_seen_by(events, self.viewer), human=True)
        return True

    def redo_goes_on(self) -> bool:
        """True when the next undone step belongs to the move :meth:`redo` just played again (games that take a
        pair back with one Undo answer True once per such pair; the kit: never)."""
        return False

    def reset_table(self) -> None:
        """Drop animations, thinking, marks and drags; rebuild from the viewer's view (after an undo)."""
        self.queue.steps.clear()
        self.thinking.close()
        self.hint_key = None
        self.drag.cancel()
        self.fx.clear()
        self.flying.clear()
        self._clear_marks()
        self.round_summary.sheet = None
        self.legal_cache = None
        self.end_timer = 0.0 if self.session.state.is_terminal() else None
        self.rebuild(self.session.view_for(self.viewer))

    def _clear_marks(self) -> None:
        self.kb = None
        self.hint = None
        if self.hint_key is not None:
            self.thinking.drop_hint()
            self.hint_key = None
        self.pending = None
        self.panel.show(None)

    def request_hint(self) -> None:
        """H / the Hint button: start the hint's Hard search for the human to move (a guided game: the caption).

        The search runs off the frame loop; meanwhile the banner says the table is looking and the Hint
        button is greyed, and a move or an undo drops it (:meth:`_hint_step`, :meth:`_clear_marks`).
        """
        if not self.input_enabled():
            self.app.sfx("invalid")
            return
        if self.guide is not None:
            self.toast = (self.guide.caption(), TOAST_TIME)
            return
        self.hint = None
        self.thinking.request_hint()
        self.hint_key = self.steps()

    def _hint_step(self) -> None:
        """Poll the hint search; mark its move once found."""
        if self.hint_key is None:
            return
        if self.hint_key != self.steps() or not self.input_enabled():
            self.thinking.drop_hint()
            self.hint_key = None
            return
        action = self.thinking.hint_step()
        if action is not None:
            key, self.hint_key = self.hint_key, None
            self.hint = Mark(action, key)
            self.kb = Mark(action, key)  # Enter plays the hinted move
            self.panel.show(action)
            self.reveal_in_drawer(action)
            self.app.sfx("turn_start")

    def open_rules(self) -> None:
        """F1 / the Rules button: the rules reader over the table (the table's music keeps playing)."""
        self.drag.cancel()
        self.app.open_rules(self.session.setup.game_id, over_table=True)

    def open_log_view(self) -> bool:
        """L / the log's "Full log" button: open the whole game log over the table
        (:class:`~zooarcade.ui.table.log_view.LogHistoryScene`, reading :attr:`log`'s own entries); True when it
        opened.  Only over the table itself (not under a menu or the results), not while the device changes hands
        in hot-seat, nor twice."""
        if self.handing_off or self.app.scenes.top is not self or (
                self.log_view is not None and not self.log_view.closed):
            return False
        self.drag.cancel()
        self.log_view = LogHistoryScene(self.app, self)
        self.app.scenes.push(self.log_view)
        return True

    def close_log_view(self) -> None:
        """Close the full game log if it is open (a new viewer, a handoff)."""
        if self.log_view is not None:
            self.log_view.close()
        self.log_view = None

    def open_pause(self) -> None:
        """Esc / the Menu button: the pause menu."""
        self.drag.cancel()
        self.app.open_pause(self.session)

    def _update_tools(self) -> None:
        """Enable the Undo / Redo / Hint buttons only when they can act."""
        self.undo_button.enabled = self.can_undo_now()
        self.redo_button.enabled = self.can_redo_now()
        self.hint_button.enabled = self.input_enabled() and self.hint_key is None

    # ------------------------------------------------------------------ services after each step
    def autosave(self) -> None:
        """Autosave the session; the first failure is told once, in words."""
        notice = self.app.autosave(self.session)
        if notice:
            self.toast = (notice, 4.0)
            self._toast_lasting = True

    def after_action(self) -> None:
        """Autosave, and count the statistics once when the game has just ended (a guided game: neither)."""
        if self.guide is not None:
            self.guide.check()
            return
        self.autosave()
        self.record_stats()

    def record_stats(self) -> None:
        """Count a finished match in the statistics (once)."""
        if self.session.state.is_terminal() and not self.session.stats_recorded:
            self.app.record_stats(self.session)
            self.session.stats_recorded = True

    # ------------------------------------------------------------------ hot-seat and the viewer
    def needs_handoff(self, seat: int) -> bool:
        """True when the screen must be handed to human ``seat`` before it may see or decide anything.

        Only games with private information need it, only with two or more humans at the screen,
        and only when ``seat`` is not the one already looking (an answer mid-turn counts too).
        """
        session = self.session
        if not session.state.HAS_PRIVATE_INFO or len(session.human_seats()) < 2:
            return False
        if not 0 <= seat < self.n or session.seats[seat].is_ai:
            return False
        return self.viewer != seat

    def set_viewer(self, viewer: int | None) -> None:
        """Show the table through ``viewer``'s eyes from now on: rebuilt from that seat's view, and in a game
        with private information the log written again as that seat saw the game (no line private to the
        seat that looked before stays on the screen)."""
        if viewer == self.viewer:
            return
        self.close_log_view()  # the full log shows the lines of the seat that looked until now
        self.viewer = viewer
        self.drag.cancel()
        self.rebuild(self.session.view_for(viewer))
        if self.session.state.HAS_PRIVATE_INFO:
            # the log the last viewer read may hold lines private to them: write it again as this viewer sees it
            self.log.clear()
            self.restore_log()

    def _check_handoff(self) -> bool:
        """Before a human decides: hand the screen over when needed. Returns True while a handoff is up."""
        if self.handing_off:
            return True
        seat = self.session.current
        if not self.needs_handoff(seat):
            return False
        self.handing_off = True
        self.set_viewer(None)  # nobody's private cards while the device changes hands

        def ready() -> None:
            self.handing_off = False
            self.set_viewer(seat)

        self.drag.cancel()
        self.app.scenes.push(HandoffScene(self.app, self.name(seat), ready, on_menu=self.open_pause,
                                          reason=self.handoff_reason(seat)))
        return True

    def handoff_reason(self, seat: int) -> str | None:
        """A public line for the handoff to ``seat`` when the device changes hands mid-turn (a game with
        answers overrides it); ``None`` (the default): a plain turn change.  Read by everyone at the table."""
        return None

    def _hide_between_humans(self) -> None:
        """In hot-seat, a computer's decision shows the table to nobody's private eyes — except a computer's
        answer in the middle of the viewer's own turn: the mover keeps the screen, so no handoff back to the
        same seat follows (play test: after a computer refused a deal, a handoff read like a turn change)."""
        s = self.session
        d = s.decision
        if d is not None and d.answering and d.turn_seat == self.viewer:
            return
        if s.state.HAS_PRIVATE_INFO and len(s.human_seats()) >= 2 and self.viewer is not None:
            self.set_viewer(None)

    # ------------------------------------------------------------------ scene lifecycle
    def enter(self) -> None:
        if not self.entered:
            self.entered = True
            self.shown_at = self.time

    def pause(self) -> None:
        """A dialog or menu covers the table: drop the drag and forget the pointer (no stale hover)."""
        self.drag.cancel()
        self.mouse = (-100, -100)
        self.hover_key = None
        self.hover_time = 0.0

    def exit(self) -> None:
        self.thinking.close()
        self.app.flush_saves()  # leaving the table (menu, results, quit): every move is on disk

    # ------------------------------------------------------------------ playing actions
    def play_action(self, action: Action, sprite: CardSprite | None = None) -> None:
        """Apply ``action`` through the session (the viewer's events only), autosave, queue its animations."""
        seat = self.session.current
        self._animating_seat = seat if seat >= 0 else None
        decided = self.session.decision
        self._animating_answer = bool(decided is not None and decided.answering)
        events = self.session.apply_seen_by(action, self.viewer)
        self.legal_cache = None
        self._clear_marks()
        self.panel.set("", [], self.frame.panel)  # the answered question goes while its move plays out
        if seat >= 0 and not self.session.seats[seat].is_ai:
            self.last_human = seat
            if not self._playing_for_seat:
                self.turns_ended_for.discard(seat)  # a move of the player's own: a later forced end is news again
        self.after_action()
        self.animate(events, human=sprite is not None)

    def animate(self, events: Sequence[Event], human: bool) -> None:
        """Turn the events of one step into animation steps (the game first, then the generic kinds)."""
        i = 0
        while i < len(events):
            used = self.animate_event(events, i, human)
            if used <= 0:
                self._animate_generic(events[i])
                used = 1
            i += used

    def use_cards(self, layer: CardLayer) -> CardLayer:
        """Use ``layer``'s zones and sprites for this table (card games): card events then animate themselves."""
        self.cards = layer
        self.sprites = layer.sprites
        return layer

    def animate_card(self, ev: Event, duration: float = 0.45, on: Hashable | None = None) -> None:
        """Queue a card's flight for a ``card_moved`` event (log line first, sound on landing)."""
        assert self.cards is not None, "animate_card needs use_cards()"
        layer = self.cards
        holder: dict[str, Any] = {}

        def start() -> None:
            self.log_event(ev)
            sprite, tween, land = layer.move(ev.data, duration, on=on)
            holder["land"] = land
            holder["key"] = sprite.key
            self.flying.add(sprite.key)
            holder["tween"].duration = tween.duration
            holder["tween"].on_update = tween.on_update
            self.app.sfx("card_pickup")

        def end() -> None:
            self.flying.discard(holder.get("key"))
            land = holder.get("land")
            if land is not None:
                land()
            self.app.sfx("card_drop")

        from zooarcade.ui.tween import Tween

        holder["tween"] = Tween(duration, easing=pytweening.easeInOutCubic)
        self.queue.then(start)
        self.queue.add(holder["tween"])
        self.queue.then(end)

    def _animate_generic(self, ev: Event) -> None:
        kind = ev.kind
        if kind == EventKind.CARD_MOVED and self.cards is not None:
            self.animate_card(ev)
            return
        if kind == EventKind.TURN:
            def start() -> None:
                self.log_event(ev)
                seat = ev.data.get("seat", ev.seat)
                if isinstance(seat, int) and 0 <= seat < self.n:
                    self._animating_seat = seat  # the banner and the seat glow pass with the log, not after
                    if not self.session.seats[seat].is_ai:
                        self.app.sfx("turn_start")
            self.queue.then(start)
            if self.TURN_BEAT > 0:
                self.queue.add(Tween(self.TURN_BEAT))
        elif kind == EventKind.ROUND_END:
            def scored() -> None:
                self.log_event(ev)
                self.open_round_end(ev)
            self.queue.then(scored)
        elif kind == EventKind.GAME_END:
            def end() -> None:
                self.log_event(ev)
                self.end_timer = 0.0
                self.app.sfx("win")
            self.queue.then(end)
        else:
            self.queue.then(lambda: self.log_event(ev))

    def open_round_end(self, ev: Event) -> bool:
        """Open the round-end sheet of ``ev`` (when :meth:`round_sheet` gives one); True when it opened.

        With no human seat the sheet closes by itself after a moment (computer-only games play on); a human
        closes it, at every animation speed ("instant" skips the tally's animation, not the scores).
        """
        sheet = self.round_sheet(ev)
        if sheet is None:
            return False
        auto = None if self.session.human_seats() else 2.0
        self.drag.cancel()
        self.round_summary.open(sheet, auto)
        self.app.sfx("win" if sheet.winner is not None and not self.session.seats[sheet.winner].is_ai
                     else "turn_start")
        return True

    def log_event(self, ev: Event) -> None:
        """Write the narrator's lines of ``ev`` to the log."""
        for line in self.narrator.lines(ev, self.names):
            self.log.add(line.text, line.seat, line.tone)

    def restore_log(self) -> list[Event]:
        """Write the log of a reopened game: the deal, the opening, then every step as the viewer sees it.

        Returns the last step's events as the viewer saw them (empty before the first step)."""
        session = self.session
        self.log.add(f"Deal #{session.setup.seed}: {len(self.names)} players.", None, "dim")
        start = session.record.new_state(session.spec)
        for line in self.narrator.opening(start, self.names, self.viewer):
            self.log.add(line.text, line.seat, line.tone)
        last: list[Event] = []
        for _seat, _action, events in session.history_events(self.viewer):
            for ev in events:
                self.restore_event(ev)
            last = events
        return last

    def restore_event(self, ev: Event) -> None:
        """Log ``ev`` while restoring a reopened game (games also restore marks such as the last move)."""
        for line in self.narrator.lines(ev, self.names):
            self.log.add(line.text, line.seat, line.tone)

    # ------------------------------------------------------------------ update
    # ------------------------------------------------------------------ frame pacing
    def animating(self) -> bool:
        """True while anything on the table moves or a timer runs (see :meth:`Scene.animating`).

        Animations, a computer thinking or a forced step waiting, the hint, a drag, sprites lifting or
        flying, a notice, the end pause, the fade-in, a timed hint mark, the pointer resting before a
        tooltip, and whatever the game adds (:meth:`game_animating`).  A human's decision with nothing
        of that is still: the app may sleep until input.
        """
        if self.queue.busy or self.fx or self.toast is not None or self.end_timer is not None:
            return True
        summary = self.round_summary
        if summary.is_open:
            return not summary.tally_done() or summary.auto_close is not None or summary.timeout is not None
        d = self.decision()
        if d is not None and (self.session.seats[d.seat].is_ai or self.played_for_seat() is not None):
            return True
        if self.thinking.ai is not None or self.thinking.hint is not None or self.drag.dragging:
            return True
        if self.fade_alpha() > 0 or (self.hint is not None and self.hint.left is not None):
            return True
        if any(s.moving or s.lift != s.lift_target for s in self.sprites.values()):
            return True
        if self.hover_key is not None and self.hover_time < TOOLTIP_DELAY:
            return True
        return self.game_animating()

    def game_animating(self) -> bool:
        """The game table's own reasons to keep drawing frames (pulses, a preview about to show)."""
        return False

    def ambient(self) -> bool:
        """The glow around the seat deciding pulses: decoration, settling when the player is away."""
        return self.decision() is not None

    def update(self, dt: float) -> None:
        """One frame of ``dt`` seconds: the table's animations and services, the game's frame, then the next
        move driven; last, the notice ages (so a move played this frame already ends a stale one)."""
        try:
            self._update_frame(dt)
        finally:
            self.age_toast(dt)

    def _update_frame(self, dt: float) -> None:
        self._sync_layout()
        self._follow_window()
        self._update_drawer()
        self.time += dt
        decor = getattr(self.app, "decor_dt", None)
        self.glow_time += decor(dt) if decor is not None else dt
        speed = self.speed
        self.queue.speed = speed
        self.queue.update(dt)
        for sprite in self.sprites.values():
            sprite.update(dt, speed)
        for fx in self.fx:
            fx.sprite.update(dt, speed)
        expand = None if self.compact else self.log.expand_rect()
        self.log.expand_hover = expand is not None and expand.collidepoint(self.mouse)
        on_log = self.log.expand_hover or (self.compact and self.log_button.rect.collidepoint(self.mouse))
        key = (self.undo_off_at(self.mouse) or self.banner_cut_at(self.mouse) or self.seat_name_at(self.mouse)
               or self.panel_label_at(self.mouse)
               or self.panel_tip_at(self.mouse) or self.score_at(self.mouse) or (FULL_LOG if on_log else None)
               or (None if self.drawer_at(self.mouse) else self.hover_at(self.mouse)))
        self.hover_time = self.hover_time + dt if key == self.hover_key else 0.0
        self.hover_key = key
        if self.hint is not None:
            if self.hint.left is not None:
                self.hint.left -= dt
            expired = self.hint.left is not None and self.hint.left <= 0
            if expired or self.hint.key != self.steps():
                self.hint = None
        self._hint_step()
        self._update_tools()
        self.update_game(dt)
        if self.round_summary.is_open:  # the round-end sheet holds the table until the player continues
            self.round_summary.update(dt, speed)
            return
        if self.queue.busy:
            return
        self.log.set_symbols(self.app.settings.seat_symbols)
        if self.end_timer is not None:
            self.end_timer += dt
            if self.end_timer >= END_PAUSE * speed + 0.3:
                self.show_results()
            return
        self._drive(dt)
        self._refresh_panel()

    def update_game(self, dt: float) -> None:
        """Per-frame work of the game table (its own effects), before the base drives the decision."""

    def _drive(self, dt: float) -> None:
        """The decision loop: forced steps, computer seats, handoffs."""
        session = self.session
        d = session.decision
        if d is None or (self.guide is not None and self.guide.finished()):
            return
        played = self.played_for_seat()
        if played is not None:
            self.thinking.drop_ai()
            self.forced_timer += dt
            if self.forced_timer >= (0.0 if d.quick else FORCED_PAUSE) * self.speed:
                self.forced_timer = 0.0
                self._playing_for_seat = True
                try:
                    self.play_action(played, None)
                finally:
                    self._playing_for_seat = False
                self._tell_turn_ended(d)
            return
        self.forced_timer = 0.0
        if session.seats[d.seat].is_ai:
            self._hide_between_humans()
            self._ai_step(dt, d)
            return
        self.thinking.drop_ai()
        self._check_handoff()

    def _tell_turn_ended(self, d: Decision) -> None:
        """After a forced step of a human's own turn: when it ended that turn (the next decision is another
        seat's turn, or none), say so in a quiet notice (play test 10: the turn ended with no notice) — once per
        run of such turns (:attr:`turns_ended_for`; play test: a ZOP ZOO player whose every turn was a forced
        draw read "… has no moves left" in red every turn)."""
        if d.kind != DecisionKind.TURN or d.answering or self.session.seats[d.seat].is_ai or self.guide is not None:
            return
        after = self.session.decision
        if after is not None and after.turn_seat == d.turn_seat:
            return
        if d.seat in self.turns_ended_for:
            return
        self.turns_ended_for.add(d.seat)
        self.inform(turn_ended_notice(self.name(d.seat)), TURN_ENDED_TIME)

    def _ai_step(self, dt: float, d: Decision) -> None:
        """Poll the computer seat's search (started on the first call); play its move after the think pause."""
        if self.hint_key is not None:
            self.thinking.drop_hint()
            self.hint_key = None
        if self.guide is not None:  # a guided game's computer seats play their scripted moves
            action = self.guide.computer_move(dt, self.think_pause(d.quick))
            if action is not None:
                self.play_action(action, None)
            return
        action = self.thinking.ai_step(dt, self.think_pause(d.quick))
        if action is not None:
            self.play_action(action, None)

    def think_pause(self, quick: bool = False) -> float:
        """Seconds the computer seat deciding is seen thinking before its move plays: its level's think time.

        The Settings screen's seconds per move of the seat's level (:data:`MIN_THINK` when unset), at every
        animation speed: Hard searches that long (wall clock, in the worker process) and Easy and Normal,
        which decide in milliseconds, hold the "thinking" cue for it, so the player waits the time Settings
        shows, then the move's animation.  Quick decisions (a response window) have no pause.
        """
        if quick:
            return 0.0
        seat = self.session.current
        if seat < 0:
            return MIN_THINK
        return float(self.app.settings.ai_think_time.get(self.session.seats[seat].level, MIN_THINK))

    def _refresh_panel(self) -> None:
        """Show the decision panel: the human's non-spatial choices, or what another seat is deciding."""
        area = self.frame.panel
        d = self.decision()
        if d is None:
            self.panel.set("", [], area)
            return
        if self.input_enabled():
            others = [a for a in self.legal() if not self.spatial(a)]
            prompt = self.fill(d.prompt, d.seat) if (others or d.kind != DecisionKind.TURN) else ""
            choices = self.panel_choices(others) if others else []
            if self.compact and not prompt and self.legal():
                # every move is on the table: a small drawer says so, else a new player sees no drawer, no
                # pill and a D key that does nothing (play test 14, Zoo Vadis)
                prompt = self.drawer_board_cue()
            if self.compact:
                drawer, columns = self.drawer_layout(prompt, choices)
                self.panel.set(prompt, choices, drawer, columns)
            else:
                self.panel.set(prompt, choices, area)
            if self.kb is not None:
                self.panel.show(self.kb.action)
            elif self.guide is not None:
                self.panel.show(self.guide.learner_move())
        else:
            self.panel.set("", [], area)

    def fill(self, prompt: str, reader: int | None = None) -> str:
        """``prompt`` with its ``{p0}`` … ``{p6}`` placeholders replaced by seat names (``reader``'s own
        possessive reads "your": :func:`zooarcade.core.narration.fill`)."""
        return fill(prompt, self.names, reader)

    def show_results(self) -> None:
        """Open the results screen (once; never in a guided game, which ends with its own offer)."""
        if self.end_timer is None or self.end_timer < 0 or self.guide is not None:
            return
        self.end_timer = -1e9  # never twice
        self.record_stats()
        self.app.show_results(self.session)

    # ================================================================== drawing
    #: keep :meth:`draw_table`'s picture between frames when :meth:`still_key` allows it (False: draw it every
    #: frame; tests compare the two).
    keep_still = True
    #: the deciding seat's glowing ring is drawn over the kept picture (False: in it, where the header draws it —
    #: a table that draws over the ring's edge afterwards; its :meth:`still_key` then holds
    #: :func:`hud.header_glow`).
    ring_over_picture = True

    def still_key(self) -> Any:
        """Everything :meth:`draw_table` draws from, compared with ``==`` frame to frame; ``None``: draw it afresh.

        A table whose :meth:`draw_table` is a function of a few values (the step shown, the seat headers, its
        counts) returns them here — cheaply computed, never drawn — and the table's picture under the pieces is
        kept while the key stays equal (:meth:`_draw_still`); the seat headers' glowing ring and "thinking"
        spinner, which move with time, are drawn over the kept picture.  The base adds the canvas size and scale and the
        layout.  Default ``None``: nothing kept.  A key that misses something drawn shows a stale table: each
        game's test draws its table both ways over an AI game and compares the pixels.
        """
        return None

    def header_keys(self, scores: Sequence[int | None]) -> list[hud.SeatHeader]:
        """For :meth:`still_key`: each seat's header state (:meth:`seat_header`, with ``scores[seat]``)."""
        return [self.seat_header(seat, score) for seat, score in enumerate(scores)]

    def _draw_still(self, surface: gfx.Canvas) -> None:
        """Draw :meth:`draw_table`, or copy its kept picture when :meth:`still_key` is unchanged.

        The picture is window pixels of the whole canvas, so it is kept only for the same canvas pixel size,
        scale and layout; :meth:`draw_table` covers the canvas with its opaque backdrop first, so the copy equals
        a fresh draw.  A draw interrupted by the render budget (:class:`gfx.RenderDeferred`) keeps nothing.
        The headers' moving parts (:func:`hud.draw_moving`) are drawn over it at the current time either way; the
        picture's surface is reused while the canvas keeps its pixel size.
        """
        if not self.keep_still or not isinstance(surface, gfx.Canvas):
            self.draw_table(surface)  # a full draw; the kept picture stays for the next frame
            return
        key = self.still_key()
        if key is None:
            self._still = None
            self.draw_table(surface)
            return
        key = (surface.surface.get_size(), surface.scale, self.compact, self.app.settings.seat_symbols, key)
        still = self._still
        if still is None or still[0] != key:
            self._still = None
            self._moving = moving = []
            try:
                self.draw_table(surface)
            finally:
                self._moving = None
            pixels = still[1] if still is not None and still[1].get_size() == surface.surface.get_size() else None
            if pixels is None:
                pixels = surface.surface.copy()
            else:
                pixels.blit(surface.surface, (0, 0))
            still = self._still = (key, pixels, moving)
        else:
            surface.surface.blit(still[1], (0, 0))
        for part in still[2]:
            hud.draw_moving(surface, part, self.glow_time)

    def draw(self, surface: gfx.Canvas) -> None:
        self._sync_layout(surface.get_size()[0])
        self._draw_still(surface)
        if not self.highlights_over_pieces:
            self._draw_highlights(surface)
        for fx in self.fx:
            if fx.under:
                fx.sprite.draw(surface, self.shadows, radius=9)
        dragged = self.drag.held if self.drag.dragging else None
        resting = sorted((s for s in self.sprites.values()
                          if s.visible and s is not dragged and s.key not in self.flying), key=lambda s: s.z)
        for sprite in resting:
            sprite.draw(surface, self.shadows)
        if self.highlights_over_pieces:
            self._draw_highlights(surface)
        self._draw_marks(surface)
        self.draw_labels(surface)
        for key in sorted(self.flying, key=lambda k: self.sprites[k].z if k in self.sprites else 0):
            if key in self.sprites:
                self.sprites[key].draw(surface, self.shadows)
        for fx in self.fx:
            if not fx.under:
                fx.sprite.draw(surface, self.shadows, radius=9)
        if dragged is not None:
            dragged.draw(surface, self.shadows)
        self.draw_overlay(surface)
        if not self.compact:
            self.log.draw(surface)
        for button in self.tools:
            button.draw(surface, self.app.font)
        if not self.compact:
            self.panel.draw(surface)
        else:
            self.log_button.draw(surface, self.app.font)
            self._update_drawer()
            if self.drawer_shown():
                self.panel.draw(surface)
            self.draw_drawer_tab(surface)
        if self.guide is not None:
            self.guide.draw(surface)
        self.draw_top(surface)
        if self.round_summary.is_open:
            self.round_summary.draw(surface)
        elif self.guide is None or not self.guide.ended():
            self.draw_tooltip(surface)
        darken(surface, self.fade_alpha())

    def fade_alpha(self) -> int:
        """Opacity 0..255 of the black fade-in veil (0 once faded in, and always at speed 'instant')."""
        return fade_in_alpha(self.time - self.shown_at, self.speed) if self.entered else 0

    def _lit(self, size: tuple[int, int]) -> gfx.Drawing:
        pic = self.highlight.get(size)
        if pic is None:
            pic = self.highlight[size] = hud.lit_target(size)
        return pic

    def _dimmed(self, size: tuple[int, int]) -> gfx.Drawing:
        pic = self.dim.get(size)
        if pic is None:
            pic = self.dim[size] = hud.dim_target(size)
        return pic

    def waiting_piece(self) -> CardSprite | None:
        """The one piece every spatial legal action moves (a drawn card waiting to be placed), or None.

        Its legal targets are lit as soon as the decision is up — before any drag, with or without a hint —
        so the player sees where it may go.  None when no human may act or the actions move several pieces.
        """
        if not self.input_enabled() or self.drag.active is not None:
            return None
        sources = {self.source_key(a) for a in self.legal() if self.target_key(a) is not None}
        if len(sources) != 1:
            return None
        key = next(iter(sources))
        sprite = self.sprites.get(key) if key is not None else None
        return sprite if sprite is not None and sprite.visible and key not in self.flying else None

    def _draw_highlights(self, surface: gfx.Canvas) -> None:
        sprite = self.drag.active
        idle = sprite is None
        if idle:
            sprite = self.waiting_piece()
        if sprite is None or not self.input_enabled():
            return
        glow = 150 + int(80 * (0.5 + 0.5 * math.sin(self.time * 6)))
        targets = self.legal_targets(sprite)
        rects = self.target_rects()
        for key, rect in rects.items():
            if key not in targets and not idle:
                surface.blit(self._dimmed(rect.size), rect)
        for key in targets:
            rect = rects.get(key)
            if rect is None:
                continue
            lit = self._lit(rect.size)
            lit.set_alpha(glow)
            surface.blit(lit, rect)
            if key == self.drag.hover_target:
                gfx.rect(surface, theme.ACCENT, rect.inflate(6, 6), 4, border_radius=12)

    def marked(self) -> list[tuple[Action, theme.Color]]:
        """Actions marked on the table now, with their colour: awaiting confirmation, keyboard choice, hint."""
        out: list[tuple[Action, theme.Color]] = []
        if self.pending is not None:
            out.append((self.pending, theme.ACCENT))
        index = self.choice()
        hint = self.current_hint()
        if index is not None and self.legal()[index] != hint:  # the hinted choice is drawn once, as the hint
            out.append((self.legal()[index], theme.ACCENT))
        if hint is not None:
            out.append((hint, hud.HINT_COLOR))
        return out

    def _draw_marks(self, surface: gfx.Canvas) -> None:
        for action, color in self.marked():
            rects = self.mark_rects(action)
            if rects is None:
                continue
            src, dst = rects
            fill = self.mark_fill.get((color, dst.size))
            if fill is None:
                fill = gfx.Drawing(dst.size, lambda canvas, color=color: gfx.rect(
                    canvas, (*color, 60), canvas.get_rect(), border_radius=10))
                self.mark_fill[(color, dst.size)] = fill
            hud.draw_mark(surface, src, dst, color, self.time, fill, self.arrow_segment(src, dst))

    def arrow_segment(self, src: pygame.Rect, dst: pygame.Rect) -> tuple[pygame.Vector2, pygame.Vector2] | None:
        """``(start, tip)`` of a mark's arrow from ``src`` to ``dst`` (None: no arrow); games route it clear of text."""
        return hud.arrow_between(src, dst)

    # ------------------------------------------------------------------ the top bar
    def seat_header(self, seat: int, score: int | None) -> hud.SeatHeader:
        """The header line of ``seat``'s panel now (name, level, score, thinking or "your turn")."""
        d = self.decision()
        cfg = self.session.seats[seat]
        current = self.shown_seat() == seat and self.end_timer is None
        thinking = current and cfg.is_ai and not self.queue.busy and d is not None and d.seat == seat
        status = "your turn"
        if d is not None and d.kind in (DecisionKind.ANSWER, DecisionKind.PRIORITY):
            status = "answer" if d.kind == DecisionKind.ANSWER else "respond"
        level = LEVEL_NAMES.get(cfg.level, cfg.level) if cfg.is_ai else None
        return hud.SeatHeader(seat, self.names[seat], hud.seat_labels(cfg.label(), level), score, current, thinking,
                              current and not cfg.is_ai and self.input_enabled(), status, cfg.is_ai)

    def draw_seat_header(self, surface: gfx.Canvas, seat: int, rect: pygame.Rect, score: int | None,
                         compact: bool = False) -> pygame.Rect:
        """Draw ``seat``'s panel header in ``rect`` (``compact``: the narrow header of many seats); return the
        name's rectangle.  A name cut short ("Bartholo…") shows in full in a tooltip (:meth:`note_seat_name`)."""
        name_rect = hud.draw_seat_header(surface, self.text, self.app.font, rect, self.seat_header(seat, score),
                                         self.glow_time, self.app.settings.seat_symbols, compact=compact,
                                         moving=self._moving, ring_moves=self.ring_over_picture)
        self.note_seat_name(seat, name_rect)
        if score is None:
            self.score_rects.pop(seat, None)
        else:
            self.score_rects[seat] = hud.score_badge_rect(rect, compact)
        return name_rect

    def note_seat_name(self, seat: int, name_rect: pygame.Rect) -> None:
        """Remember where ``seat``'s name was drawn when the header had to cut it: hovering it tells the full name."""
        name = self.names[seat]
        full = self.text.memo(("name width", name), lambda: self.app.font("bold", 18).size(name)[0])
        if name_rect.w + 1 < full:
            self.cut_names[seat] = pygame.Rect(name_rect)
        else:
            self.cut_names.pop(seat, None)

    def panel_label_at(self, pos: tuple[int, int]) -> Hashable | None:
        """``("panel label", text, rect)`` when ``pos`` is on a decision-panel button or cycler value drawn cut
        short (``text``: the whole of it; ``rect``: the control's ``(x, y, w, h)``), else None."""
        found = self.panel.full_label_at(pos) if self.panel.visible and self.panel_at(pos) else None
        return None if found is None else ("panel label", found[0], tuple(found[1]))

    def panel_tip_at(self, pos: tuple[int, int]) -> Hashable | None:
        """``("panel tip", lines, rect)`` when ``pos`` is on a decision-panel control with a hover text
        (:attr:`~zooarcade.ui.table.panel.PanelChoice.tip`; ``rect``: the control's ``(x, y, w, h)``), else None."""
        found = self.panel.tip_at(pos) if self.panel.visible and self.panel_at(pos) else None
        return None if found is None else ("panel tip", found[0], tuple(found[1]))

    def score_at(self, pos: tuple[int, int]) -> Hashable | None:
        """``("score", seat)`` when ``pos`` is on a seat header's score badge that has a :meth:`score_tooltip`."""
        for seat, rect in self.score_rects.items():
            if rect.collidepoint(pos):
                return ("score", seat) if self.score_tooltip(seat) else None
        return None

    def seat_name_at(self, pos: tuple[int, int]) -> Hashable | None:
        """``("seat name", seat)`` when ``pos`` is on a seat name drawn cut short, else None."""
        for seat, rect in self.cut_names.items():
            if rect.collidepoint(pos):
                return ("seat name", seat)
        return None

    def banner(self) -> tuple[str, theme.Color]:
        """The top bar's banner now: the game over, who is thinking or playing, the human's prompt or choice."""
        own = self.guide.banner() if self.guide is not None else None
        own = own if own is not None else self.banner_text()
        if own is not None:
            return own
        d = self.decision()
        if d is None and not self.queue.busy or self.end_timer is not None:
            return ("Game over", theme.ACCENT)
        if self.queue.busy:
            doing = "answers" if self._animating_answer and self._animating_seat is not None else "plays"
            return (f"{subject(self.name(self.shown_seat()), doing)}\u2026", theme.INK)
        assert d is not None
        who = self.name(d.seat)
        if self.handing_off:  # nothing about the next player's options shows while the device changes hands
            return (f"{who}, take the device\u2026", theme.INK)
        # whether a decision is forced (a seat holds no response, or only one move) may be the decider's secret:
        # a screen that is not the decider's own says the same either way (hot-seat between two players)
        secret = self.session.state.HAS_PRIVATE_INFO and self.viewer != d.seat
        if self.session.seats[d.seat].is_ai or not self.asks_human() or secret:
            # in a quick window whether the seat has a response (a forced pass) is its own secret: the
            # banner says the same either way
            if self.queue.busy or (d.forced and not d.quick and not secret):
                return (f"{subject(who, 'plays')}\u2026", theme.INK)
            dots = "." * (1 + int(self.time * 3) % 3)
            doing = "is answering" if d.answering else "is thinking"
            return (f"{subject(who, doing)}{dots}", theme.INK)
        if self.queue.busy:
            return (f"{subject(who, 'plays')}\u2026", theme.INK)
        if self.pending is not None:
            return (f"{self.describe(self.pending)}?", theme.ACCENT)
        index = self.choice()
        hint = self.current_hint()
        if index is not None and self.legal()[index] == hint:
            return (f"Hint: {self.describe(hint)} \u2014 Enter to play", hud.HINT_COLOR)
        if index is not None:
            return (f"{self.describe(self.legal()[index])} \u2014 Enter to play", theme.ACCENT)
        if self.hint_key is not None:
            return ("Looking for a good move\u2026", hud.HINT_COLOR)
        if hint is not None:
            return (f"Hint: {self.describe(hint)} \u2014 Enter to play", hud.HINT_COLOR)
        if self.drag.selected is not None:
            return ("Click a lit place \u2014 right-click or Esc to cancel", theme.ACCENT)
        if self.drag.dragging:
            return ("Drop on a lit place", theme.ACCENT)
        return (self.turn_prompt(d), theme.ACCENT)

    def turn_prompt(self, d: Decision) -> str:
        """The banner's line for a human's decision: ``"<name>, your turn: <prompt>"``.

        The prompt's first letter is lowered, unless the prompt starts with a seat's name (``"{p2} asks you…"``),
        a word in capitals (a card's name such as ``"RACCOON:"``) or a name heading it before a colon, every word
        capitalised (``"Feather Step: discard a card"``; play test 10 read "feather Step").
        """
        prompt = self.fill(d.prompt, d.seat)
        if prompt and not d.prompt.startswith("{p") and not starts_with_name(prompt):
            prompt = prompt[0].lower() + prompt[1:]
        who = self.name(d.seat)
        lead = f"{who}, your turn" if not d.answering else f"{who}, {'your answer' if is_you(who) else 'answer'}"
        return f"{lead}: {prompt.rstrip('.')}" if prompt else lead

    def progress_text(self) -> str:
        """The top bar's counter: ``"Move N"`` / ``"N moves"`` (numbered like the replay's steps), or for a game
        played in rounds its progress line (``"Round 3 · turn 12"``)."""
        played = self.steps()
        progress = self.session.state.progress()
        if progress.round is not None:
            return progress.text()
        if self.session.state.is_terminal():
            return counted(played, "move")
        return f"Move {played + 1}"

    def _toast_layout(self) -> tuple[pygame.Rect, list[gfx.Picture]] | None:
        if self.toast is None:
            return None
        area = self.banner_area()
        imgs = hud.fit_lines(self.text, self.app.font, self.toast[0], theme.INK, (15, 14, 13), area.w - 28,
                             *self._banner_lines())
        return hud.pill(imgs, (28, 10), self.banner_center(), area), imgs

    def _banner_lines(self) -> tuple[int, bool]:
        """``(max_lines, cut)`` of the banner and notices (:func:`hud.fit_lines`): the compact table's narrow banner
        wraps on two lines of the smallest size and cuts what is left with an ellipsis (three overflowed the pill,
        play test 12b; the whole text is the pill's tooltip, :meth:`banner_cut_at`), the wide one on two."""
        return (2, True) if self.compact else (2, False)

    def banner_center(self) -> tuple[int, int]:
        """Where the banner pill is centred."""
        return (self.frame.banner.centerx, self.frame.top_bar // 2)

    def progress_rect(self) -> pygame.Rect:
        """Where the top bar's counter ("Round 2 · target 800") is written, right-aligned before the Menu button."""
        font = self.app.font("text", self.counter_size())
        sizes = [font.size(line) for line in self.counter_lines()]
        r = pygame.Rect(0, 0, max(w for w, _ in sizes), sum(h for _, h in sizes))
        r.midright = (self.counter_right(), self.frame.top_bar // 2)
        return r

    def counter_lines(self) -> list[str]:
        """The top bar's counter as drawn: :meth:`progress_text` on one line, or on the compact table's narrow bar
        split at its first " · " on two ("Round 3" over "turn 12")."""
        text = self.progress_text()
        if not self.compact or " \u00b7 " not in text:
            return [text]
        first, rest = text.split(" \u00b7 ", 1)
        return [first, rest]

    def counter_size(self) -> int:
        """The counter's text size (logical pixels): 13, or 12 when the compact table sets it on two lines."""
        return 12 if len(self.counter_lines()) > 1 else 13

    def counter_right(self) -> int:
        """Where the top bar's counter ends (logical x): before the Menu button, or the compact bar's tools."""
        right = self.frame.counter_right
        return self.frame.menu.x - 14 if right is None else right

    def banner_area(self) -> pygame.Rect:
        """The part of :attr:`TableFrame.banner` the turn banner and notices may use: it ends
        :data:`BANNER_GAP` pixels before the counter, so a long banner never covers "Round N"."""
        banner = self.frame.banner
        right = min(banner.right, self.progress_rect().x - BANNER_GAP)
        return pygame.Rect(banner.x, banner.y, max(40, right - banner.x), banner.h)

    def toast_rect(self) -> pygame.Rect | None:
        """Where the current notice is drawn: in the top bar over the turn banner, never over the board."""
        layout = self._toast_layout()
        return None if layout is None else layout[0]

    def draw_top(self, surface: gfx.Canvas) -> None:
        """The top bar's live parts: the counter, the Menu button, a notice or the turn banner."""
        counter = self.progress_rect()
        lines, size = self.counter_lines(), self.counter_size()
        step = counter.h // len(lines)
        for i, line in enumerate(lines):
            self.text.blit(surface, "text", size, line, (counter.right, counter.y + step * i + step // 2),
                           theme.INK_DIM, "midright")
        self.menu.draw(surface, self.app.font)
        toast = self._toast_layout()
        self.banner_cut = None
        if toast is not None:
            r, imgs = toast
            if self.pill_cut(self.toast[0], (15, 14, 13), self.banner_area().w - 28):
                self.banner_cut = (self.toast[0], pygame.Rect(r))
            fill, edge = TOAST_INFO if self.toast_tone == "info" else TOAST_WARN
            theme.shadowed_rect(surface, r, fill, radius=min(r.h // 2, 14), shadow=3, border=edge)
            hud.blit_lines(surface, imgs, r.center)
            return
        text, color = self.banner()
        seat = self.shown_seat()
        marker = seat is not None and self.end_timer is None
        area = self.banner_area()
        imgs = hud.fit_lines(self.text, self.app.font, text, color, (18, 16, 14), area.w - 56, *self._banner_lines())
        r = hud.pill(imgs, (56 if marker else 40, 12), self.banner_center(), area)
        if self.pill_cut(text, (18, 16, 14), area.w - 56):
            self.banner_cut = (text, pygame.Rect(r))
        edge = theme.seat_style(seat).color if seat is not None else theme.ACCENT
        gfx.rect(surface, (16, 20, 24), r, border_radius=min(r.h // 2, 16))
        gfx.rect(surface, edge, r, 2, border_radius=min(r.h // 2, 16))
        if marker and seat is not None:
            hud.seat_marker(surface, seat, (r.x + 18, r.centery), 8, self.app.settings.seat_symbols)
        hud.blit_lines(surface, imgs, (r.centerx + (8 if marker else 0), r.centery))

    def pill_cut(self, message: str, sizes: tuple[int, ...], width: int) -> bool:
        """True when the top bar's pill shows ``message`` cut short (:func:`hud.fit_lines` with ``sizes`` in
        ``width`` logical pixels and :meth:`_banner_lines`): it is wider than ``width`` at every size and wraps
        on more lines than the pill holds at the smallest."""
        if any(self.app.font("bold", size).size(message)[0] <= width for size in sizes):
            return False
        max_lines, cut = self._banner_lines()
        return cut and len(theme.wrap_text(self.app.font("bold", sizes[-1] - 1), message, width)) > max_lines

    def banner_cut_at(self, pos: tuple[int, int]) -> Hashable | None:
        """``("banner", words)`` when ``pos`` is on the top bar's pill whose words were cut short (its tooltip:
        the whole words), else None."""
        if self.banner_cut is None or not self.banner_cut[1].collidepoint(pos):
            return None
        return ("banner", self.banner_cut[0])

    # ------------------------------------------------------------------ tooltips
    def keep_clear(self) -> list[placement.Avoid]:
        """What a tooltip or the hover preview should not cover, weighted (see :mod:`zooarcade.ui.placement`).

        The legal targets of the picked-up or selected piece, or else the marked moves' targets, and the
        log's newest line (most), then whatever the game adds (:meth:`keep_clear_extra`: panel text, squares).
        """
        rects = self.target_rects()
        targets: set[Hashable] = set()
        active = self.drag.active
        if active is not None:
            targets.update(self.legal_targets(active))
        else:
            for action, _ in self.marked():
                key = self.target_key(action)
                if key is not None:
                    targets.add(key)
        out = [placement.Avoid(rect, placement.TARGET if key in targets else placement.SQUARE)
               for key, rect in rects.items()]
        newest = None if self.compact else self.log.newest_rect()
        if newest is not None:
            out.append(placement.Avoid(newest, placement.TARGET))
        if self.panel.visible and (not self.compact or self.drawer_shown()):
            out.append(placement.Avoid(self.panel.rect, placement.TEXT))
        return out + self.keep_clear_extra()

    def keep_clear_extra(self) -> list[placement.Avoid]:
        """The game's own text a floating box should avoid (seat panels, legends)."""
        return []

    def tooltip_rect(self, size: tuple[int, int], anchor: pygame.Rect) -> pygame.Rect:
        """Where a tooltip of ``size`` goes for the place ``anchor``: beside it, hiding least of :meth:`keep_clear`."""
        area = pygame.Rect(0, self.frame.top_bar, self.canvas_width(), CANVAS[1] - self.frame.top_bar)
        return placement.place_box(size, anchor, self.keep_clear(), area, gap=4)

    def draw_tooltip(self, surface: gfx.Canvas) -> None:
        """The hover text of the place under the pointer, after a short delay."""
        if (self.drag.dragging or self.hover_key is None or self.hover_time < TOOLTIP_DELAY or self.tooltips_held
                or not self.tooltip_ready()):
            return
        key = self.hover_key
        named = key[1] if isinstance(key, tuple) and key[:1] == ("seat name",) and key[1] in self.cut_names else None
        if named is not None:
            seat = named
            cfg = self.session.seats[seat]
            level = LEVEL_NAMES.get(cfg.level, cfg.level) if cfg.is_ai else None
            lines: list[str] | None = [self.names[seat], hud.seat_labels(cfg.label(), level)[0]]
        elif isinstance(key, tuple) and key[:1] == ("panel label",):
            tip = self.panel.tip_at(pygame.Rect(key[2]).center) if self.panel.visible else None
            lines = [str(key[1]), *(tip[0][1:] if tip is not None else ())]  # a cut label with its tip's words
        elif isinstance(key, tuple) and key[:1] == ("panel tip",):
            lines = list(key[1])
        elif isinstance(key, tuple) and key[:1] == ("score",) and key[1] in self.score_rects:
            lines = self.score_tooltip(key[1])
        elif key == UNDO_OFF:
            reason = self.undo_blocker()
            lines = ["Undo is off", reason] if reason else None
        elif key == FULL_LOG:
            lines = list(FULL_LOG_TIP)
        elif isinstance(key, tuple) and key[:1] == ("banner",) and self.banner_cut is not None:
            lines = theme.wrap_text(self.app.font("bold", 13), str(key[1]), TOOLTIP_WIDTH)
        else:
            lines = self.tooltip_lines(key)
        if not lines:
            return
        imgs = [self.text.get("bold" if i == 0 else "text", 13, part, theme.INK)
                for i, part in enumerate(self.tooltip_wrap(lines))]
        w, h = theme.tooltip_size(imgs)
        if named is not None:
            anchor = self.cut_names[named]
        elif isinstance(key, tuple) and key[:1] in (("panel label",), ("panel tip",)):
            anchor = pygame.Rect(key[2])
        elif isinstance(key, tuple) and key[:1] == ("score",):
            anchor = self.score_rects[key[1]]
        elif key == UNDO_OFF:
            anchor = self.undo_button.rect
        elif isinstance(key, tuple) and key[:1] == ("banner",) and self.banner_cut is not None:
            anchor = self.banner_cut[1]
        elif key == FULL_LOG:
            anchor = self.log_button.rect if self.compact else (self.log.expand_rect() or self.log.rect)
        else:
            anchor = (self.tooltip_anchor(key) or self.target_rects().get(key)
                      or pygame.Rect(self.mouse, (1, 1)))
        theme.tooltip_box(surface, self.tooltip_rect((w, h), anchor), imgs)

    def tooltip_wrap(self, lines: Sequence[str]) -> list[str]:
        """``lines`` as a tooltip shows them: the heading (first line) whole, each longer line after it wrapped at
        :data:`TOOLTIP_WIDTH` pixels, so a sentence of explanation makes a box, not a strip across the table."""
        font = self.app.font("text", 13)
        out: list[str] = []
        for i, line in enumerate(lines):
            out.extend([line] if i == 0 or font.size(line)[0] <= TOOLTIP_WIDTH else theme.wrap_text(font, line,
                                                                                                  TOOLTIP_WIDTH))
        return out

    def undo_off_at(self, pos: tuple[int, int]) -> Hashable | None:
        """:data:`UNDO_OFF` when ``pos`` is on the greyed Undo button and there is a reason to tell, else None."""
        redo_final = self.session.spec.moves_final and self.redo_button.rect.collidepoint(pos)  # Redo: the same
        if not redo_final and (self.undo_button.enabled or not self.undo_button.rect.collidepoint(pos)):
            return None
        return UNDO_OFF if self.undo_blocker() else None

    def tooltip_ready(self) -> bool:
        """False while something else (a large preview) already explains the place under the pointer."""
        return True

    def tooltips_wait(self) -> bool:
        """True from a click or a drop until the pointer moves again (tooltips and hover previews wait)."""
        return self.tooltips_held


def _moved(a: tuple[int, int], b: tuple[int, int], slack: int = 3) -> bool:
    """True when window points ``a`` and ``b`` are more than ``slack`` pixels apart on either axis."""
    return abs(a[0] - b[0]) > slack or abs(a[1] - b[1]) > slack


def log_lines(lines: Iterable[LogLine]) -> list[tuple[str, int | None, str]]:
    """``[(text, seat, tone)]`` of narrator lines (for tests that compare logs)."""
    return [(line.text, line.seat, line.tone) for line in lines]


def fly(sprite: CardSprite, target: Callable[[], tuple[float, float]], duration: float, scale_to: float,
        arc: float = 0.0) -> Any:
    """A flight whose end point is read when it starts (a slot known only then); returns a Tween."""
    from zooarcade.ui.tween import Tween

    begin: dict[str, Any] = {}

    def step(t: float) -> None:
        if not begin:
            begin["pos"] = sprite.pos
            begin["end"] = target()
            begin["scale"] = sprite.scale
        (x0, y0), (x1, y1) = begin["pos"], begin["end"]
        sprite.pos = (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - arc * 4 * t * (1 - t))
        sprite.scale = begin["scale"] + (scale_to - begin["scale"]) * t

    return Tween(duration, on_update=step, easing=pytweening.easeInOutCubic)
