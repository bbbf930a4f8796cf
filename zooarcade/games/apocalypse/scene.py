"""The Apocalypse table (pygame): 5×5 zoo grid, seats' hands and piles, game log.

Implements the table of issue 2 §6 for the rules in ``shared/rules/apocalypse.md``.

Shape of the scene:

* A *view-model* (:class:`TableModel`) holds what the table currently shows:
  zoo cards per location (value or ``None`` while hidden), occupants, hands,
  piles, the seat to move.  It starts as a copy of the session's public view
  and from then on changes **only** through the :class:`~zooarcade.core.protocol.Event`
  list that :meth:`GameSession.apply` returns, step by step as the animation
  queue plays them, so the table never diffs states.
* Character cards are :class:`~zooarcade.ui.cards.CardSprite` objects keyed
  by card id (``"c<seat>-<value>"``); zoo cards lie in per-location cached
  cell pictures and become temporary sprites only while they fly or flip.
* Everything is drawn with :mod:`zooarcade.ui.gfx` in logical pixels: card faces,
  pits, piles and the static table are :class:`~zooarcade.ui.gfx.Drawing` pictures
  painted at the size they are drawn (sharp at every window size) and cached.
* Input goes through a :class:`~zooarcade.ui.cards.DragController`: drag a
  hand card onto a location (Apocalypse: Actions 1, Place) or a board
  character onto a neighbour (Actions 2, Move); or click, then click a lit
  target.  Input is locked while move animations play and during AI turns.
* AI turns and hints think off the frame loop: a
  :class:`~zooarcade.ai.thinking.TableThinking` driver hands the session's think
  job (the seat's view, never the true state) to the app's worker process and
  polls it once a frame (in-process slices of at most :data:`AI_SLICE` seconds
  where no worker can run).  A computer seat is seen thinking for its level's
  think time from the Settings screen (:meth:`ApocalypseTable.think_pause`), then
  its move plays out.

Arcade services wired here:

* **Autosave** (:class:`~zooarcade.storage.saves.SaveStore`) after every applied
  action (human or AI), undo and redo; when the game ends the statistics are
  counted once (:class:`~zooarcade.storage.stats.StatsStore`) and the save file
  goes away.
* **Undo / redo**: Ctrl+Z / Ctrl+Y and the Undo / Redo buttons, following
  :meth:`GameSession.can_undo`.  After an undo the view-model and the sprites
  are rebuilt from ``session.public_view()`` (never from the true state), any
  AI thinking in progress is dropped, and the game is autosaved.
* **Hint**: the Hint button or H runs a fresh Normal agent (seeded by
  :meth:`GameSession.hint_seed`) on the mover's view, through the same driver as
  an AI turn, and marks its move (source and target) until the player moves or presses
  Esc; the hinted move also becomes the keyboard choice, so Enter plays it.
* **Keyboard**: Tab / Shift+Tab and Left / Right step through the legal moves,
  Up / Down jump to the next / previous piece; the chosen move is marked on the
  table with a caption; Enter plays it.  Esc drops the choice and the hint (or,
  with neither, pauses), F1 opens the rules, H hints,
  Page Up / Page Down scroll the game log (as the mouse wheel over it does).
* **Settings**: ``confirm_moves`` asks (ConfirmDialog) before a human move is
  applied, ``show_scores`` hides the running scores, ``seat_symbols`` False draws
  seat colours only.
* **Hot-seat handoff**: every turn start calls :meth:`ApocalypseTable.turn_started`,
  which pushes :class:`~zooarcade.ui.handoff.HandoffScene` when
  :func:`~zooarcade.ui.handoff.needs_handoff` says so (never in Apocalypse,
  which has no private information; later games copy the pattern).

Geometry is in logical pixels of the 1280×720 canvas (see :class:`TableLayout`);
durations in seconds before the animation-speed multiplier
(``app.animation_scale``, 0 = instant).
"""

from __future__ import annotations

import logging
import math
import random
import time
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

import pygame
import pytweening

from zooarcade.ai.thinking import AiTurn, HintTurn, TableThinking
from zooarcade.core.narration import is_you, owned_by, points, possessive, subject, their, verb
from zooarcade.core.protocol import Action, Event
from zooarcade.games.apocalypse.data import CHARACTER_VALUES, GRID, LOCATIONS, ZOO_MEANING, loc_name
from zooarcade.games.apocalypse.preview import CardPreview
from zooarcade.games.apocalypse.rules import ApocalypseState, Move, PileCard, Place
from zooarcade.scenes.dialog import ConfirmDialog
from zooarcade.session import LEVEL_NAMES
from zooarcade.storage.saves import SaveStore
from zooarcade.storage.stats import StatsStore
from zooarcade.ui import gfx, placement, theme
from zooarcade.ui.cards import CardSprite, DragController, ShadowCache, card_surface, paint_card_blank
from zooarcade.ui.handoff import HandoffScene, needs_handoff
from zooarcade.ui.log_panel import LogPanel
from zooarcade.ui.placement import Avoid
from zooarcade.ui.scene import Scene, darken, fade_in_alpha
from zooarcade.ui.text import TextCache
from zooarcade.ui.tween import AnimationQueue, Tween
from zooarcade.ui.widgets import Button

if TYPE_CHECKING:
    from zooarcade.app import App
    from zooarcade.session import GameSession, SeatConfig

log = logging.getLogger("zooarcade")

#: longest stretch (seconds) the AI generator is advanced in one frame when it thinks in-process.
AI_SLICE = 0.005
#: shortest time (seconds) an AI seat is seen thinking when its level has no think time set.
MIN_THINK = 0.4
#: pause (seconds, × speed, plus a fixed 0.3) after the game-ending move before the results.
END_PAUSE = 1.4
#: seconds the pointer rests on a location before its tooltip shows.
TOOLTIP_DELAY = 0.35
#: colour of the hint marks (a cool blue, apart from the seat colours and the green drop targets).
HINT_COLOR: theme.Color = (90, 200, 255)

CANVAS = (1280, 720)
TOP_BAR = 52
CELL = (116, 120)
CELL_GAP = 6
GRID_ORIGIN = (318, 72)
#: colour of the row and column numbers on the board frame.
GRID_LABEL = (214, 186, 140)
ZOO_SIZE = (90, 106)
CHAR_SIZE = (56, 76)
LOWER_OFFSET = (7, 6)

#: zoo animals drawn on the zoo cards, chosen by card id (the id says nothing about the value).
ZOO_ANIMALS = (
    "lion", "elephant", "giraffe", "zebra", "panda", "hippo", "rhino", "gorilla", "koala", "kangaroo",
    "penguin", "polar_bear", "flamingo", "crocodile", "tiger", "camel", "monkey", "otter", "seal", "peacock",
    "owl", "parrot", "sloth", "tortoise", "leopard", "bison", "wolf", "fox", "orangutan", "bear",
)  # fmt: skip
#: per zoo value: (badge colour, picture background, tint multiply, tint add).
ZOO_LOOK: Mapping[int, tuple[theme.Color, theme.Color, theme.Color, theme.Color]] = MappingProxyType({
    4: ((64, 160, 88), (196, 230, 214), (255, 255, 255), (0, 0, 0)),
    3: ((132, 176, 52), (214, 228, 168), (214, 250, 190), (0, 12, 0)),
    2: ((178, 168, 36), (184, 204, 120), (160, 226, 130), (10, 36, 0)),
    1: ((140, 78, 182), (128, 104, 150), (120, 200, 104), (30, 44, 10)),
    0: ((120, 110, 100), (214, 196, 152), (255, 255, 255), (0, 0, 0)),
})
#: icon on each character value's card.
CHAR_ICONS = MappingProxyType({3: "farmer", 4: "police_officer", 5: "ninja", 6: "top_hat"})


# ---------------------------------------------------------------------- layout
@dataclass(frozen=True)
class TableLayout:
    """Where everything sits on the 1280×720 canvas for ``n`` seats (logical pixels)."""

    n: int

    @property
    def board_rect(self) -> pygame.Rect:
        """The board frame around the 5×5 grid."""
        return pygame.Rect(GRID_ORIGIN[0] - 12, GRID_ORIGIN[1] - 12, 5 * CELL[0] + 4 * CELL_GAP + 24, 648)

    def cell_rect(self, loc: int) -> pygame.Rect:
        """The pit of location ``loc`` (0..24, row-major)."""
        r, c = divmod(loc, GRID)
        return pygame.Rect(GRID_ORIGIN[0] + c * (CELL[0] + CELL_GAP), GRID_ORIGIN[1] + r * (CELL[1] + CELL_GAP), *CELL)

    def zoo_rect(self, loc: int, lower: bool = False) -> pygame.Rect:
        """The upper (or, offset, the lower) zoo card at ``loc``."""
        cell = self.cell_rect(loc)
        r = pygame.Rect(cell.x + 5, cell.y + 4, *ZOO_SIZE)
        return r.move(*LOWER_OFFSET) if lower else r

    def occ_center(self, loc: int) -> tuple[float, float]:
        """Centre of the character card standing on ``loc`` (lower right of the pit)."""
        cell = self.cell_rect(loc)
        return (cell.right - 3 - CHAR_SIZE[0] / 2, cell.bottom - 2 - CHAR_SIZE[1] / 2)

    def loc_at(self, pos: tuple[float, float]) -> int | None:
        """Location whose pit contains ``pos``, or None."""
        for loc in range(LOCATIONS):
            if self.cell_rect(loc).collidepoint(pos):
                return loc
        return None

    @property
    def seat_height(self) -> int:
        """Height of one seat panel."""
        return (648 - (self.n - 1) * 8) // self.n

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The panel of ``seat`` in the left column."""
        return pygame.Rect(14, 60 + seat * (self.seat_height + 8), 280, self.seat_height)

    @property
    def hand_scale(self) -> float:
        """Scale of hand cards (smaller with four seats)."""
        return 1.0 if self.n <= 3 else 0.86

    def hand_center(self, seat: int, value: int) -> tuple[float, float]:
        """Centre of the hand slot of ``seat``'s character ``value`` (slots by value, 3..6)."""
        panel = self.seat_rect(seat)
        w, h = CHAR_SIZE[0] * self.hand_scale, CHAR_SIZE[1] * self.hand_scale
        i = value - CHARACTER_VALUES[0]
        return (panel.x + 14 + w / 2 + i * (w + 8), panel.y + 42 + h / 2)

    def hand_slot_rect(self, seat: int, value: int) -> pygame.Rect:
        """The rectangle of a hand slot."""
        w, h = round(CHAR_SIZE[0] * self.hand_scale), round(CHAR_SIZE[1] * self.hand_scale)
        r = pygame.Rect(0, 0, w, h)
        cx, cy = self.hand_center(seat, value)
        r.center = (round(cx), round(cy))
        return r

    @property
    def mini_size(self) -> tuple[int, int]:
        """Size of a card in a pile."""
        return (28, 39) if self.n <= 2 else (22, 31)

    def pile_area(self, seat: int) -> pygame.Rect:
        """Where the seat's pile cards are laid out (below the pile label)."""
        panel = self.seat_rect(seat)
        top = self.hand_slot_rect(seat, 3).bottom + (24 if self.n <= 2 else 8)
        bottom = panel.bottom - (30 if self.n <= 3 else 6)
        return pygame.Rect(panel.x + 14, top, panel.w - 28, bottom - top)

    def pile_center(self, seat: int, index: int, count: int) -> tuple[float, float]:
        """Centre of pile card ``index`` of ``count`` (overlapping fan; several rows with two seats)."""
        area = self.pile_area(seat)
        mw, mh = self.mini_size
        per_row = 14 if self.n <= 2 else max(1, count)
        count = max(1, count)
        rows = max(1, math.ceil(count / per_row))
        row, col = divmod(index, per_row)
        in_row = min(per_row, count)
        step_x = min(mw + 3, (area.w - mw) / max(1, in_row - 1)) if in_row > 1 else 0
        step_y = min(mh + 4, (area.h - mh) / max(1, rows - 1)) if rows > 1 else 0
        return (area.x + mw / 2 + col * step_x, area.y + mh / 2 + row * step_y)

    @property
    def log_rect(self) -> pygame.Rect:
        """The game-log panel."""
        return pygame.Rect(948, 60, 318, 384)

    def tool_rect(self, index: int) -> pygame.Rect:
        """Button ``index`` (0 Undo, 1 Redo, 2 Hint, 3 Rules) of the row between the log and the legend."""
        return pygame.Rect(948 + index * 81, 452, 75, 40)

    @property
    def info_rect(self) -> pygame.Rect:
        """The legend panel under the log."""
        return pygame.Rect(948, 500, 318, 208)

    @property
    def banner_rect(self) -> pygame.Rect:
        """The top bar's middle, between the title and the move counter: the turn banner and notices."""
        return pygame.Rect(338, 3, 742, TOP_BAR - 6)

    @property
    def menu_rect(self) -> pygame.Rect:
        """The Menu button in the top bar."""
        return pygame.Rect(1156, 9, 110, 34)


# ---------------------------------------------------------------------- view-model
@dataclass
class ZooView:
    """A zoo card as shown: id ``"z<n>"`` and value (None while face down)."""

    card_id: str
    value: int | None


@dataclass
class OccView:
    """An occupant as shown."""

    card_id: str
    owner: int
    value: int
    mutant: bool = False


@dataclass
class TableModel:
    """What the table shows now; advanced only by events (see module docstring)."""

    n: int
    stacks: list[list[ZooView]]
    occupants: list[OccView | None]
    hands: list[list[int]]
    piles: list[list[PileCard]]
    to_move: int
    ended: dict[str, Any] | None = None
    last: tuple[int, int | None, int] | None = None  # (seat, src or None, dst)

    @classmethod
    def from_state(cls, state: ApocalypseState) -> TableModel:
        """Copy the public facts of ``state`` (a view or a full state; hidden values stay unknown)."""
        stacks = []
        for stack in state.stacks:
            shown = []
            for i, card in enumerate(stack):
                top = i == len(stack) - 1
                shown.append(ZooView(f"z{card}", state.values[card] if top else None))
            stacks.append(shown)
        occupants = [None if o is None else OccView(o.card_id, o.owner, o.value, o.mutant) for o in state.occupants]
        return cls(
            state.n,
            stacks,
            occupants,
            [list(h) for h in state.hands],
            [list(p) for p in state.piles],
            state.to_move,
            dict(state.end) if state.end is not None else None,
        )

    def breakdown(self, seat: int) -> list[tuple[str, int]]:
        """``[(label, points)]`` of the live score: zoo cards, captured cards, own active characters."""
        zoo = sum(c.value for c in self.piles[seat] if c.kind == "zoo")
        taken = sum(c.value for c in self.piles[seat] if c.kind != "zoo")
        return [("Zoo cards", zoo), ("Captures", taken), ("Own team", self.score(seat) - zoo - taken)]

    def score(self, seat: int) -> int:
        """Live score of ``seat``: pile + its characters not taken and not mutant (Apocalypse: End and scoring)."""
        gone = {c.card_id for p in self.piles for c in p if c.kind != "zoo"}
        gone |= {o.card_id for o in self.occupants if o is not None and o.mutant}
        own = sum(v for v in CHARACTER_VALUES if f"c{seat}-{v}" not in gone)
        return sum(c.value for c in self.piles[seat]) + own


# ---------------------------------------------------------------------- card faces
class Faces:
    """Paints and caches every card face (zoo, character, mutant, pile minis).

    Each face is a :class:`~zooarcade.ui.gfx.Drawing`: a painter that draws the card blank
    (:func:`~zooarcade.ui.cards.paint_card_blank`) and then its contents in logical pixels.
    It is painted at the size it is drawn (a 1.5× window, a 0.86× hand card, the 1.6× hover
    preview) and cached per size, so every card stays sharp at every window size.

    Attributes:
        symbols: draw the seat symbol on character cards (the ``seat_symbols`` setting).
    """

    def __init__(self, app: App) -> None:
        self.app = app
        self.cache: dict[tuple[Any, ...], gfx.Picture] = {}
        self.shadows = ShadowCache()
        self.symbols = bool(getattr(getattr(app, "settings", None), "seat_symbols", True))

    def _get(self, key: tuple[Any, ...], make: Callable[[], gfx.Picture]) -> gfx.Picture:
        face = self.cache.get(key)
        if face is None:
            face = make()
            self.cache[key] = face
        return face

    def _tinted_animal(self, name: str, size: tuple[int, int], value: int) -> gfx.Drawing:
        """Animal ``name`` at ``size`` logical pixels, tinted for zoo ``value`` (greener as it sickens)."""
        _, _, mult, add = ZOO_LOOK[value]

        def paint(canvas: gfx.Canvas) -> None:
            canvas.blit(self.app.assets.animal(name, size), (0, 0))
            if mult != (255, 255, 255):
                canvas.fill(mult, special_flags=pygame.BLEND_RGB_MULT)
            if add != (0, 0, 0):
                canvas.fill(add, special_flags=pygame.BLEND_RGB_ADD)

        return gfx.Drawing(size, paint)

    def zoo(self, card_id: str, value: int) -> gfx.Picture:
        """The face of zoo card ``card_id`` of ``value`` (0 empty … 4 healthy), :data:`ZOO_SIZE`."""

        def make() -> gfx.Picture:
            return gfx.Drawing(ZOO_SIZE, lambda canvas: self._paint_zoo(canvas, card_id, value))

        return self._get(("zoo", card_id, value), make)

    def _paint_zoo(self, surf: gfx.Canvas, card_id: str, value: int) -> None:
        w, h = ZOO_SIZE
        paint_card_blank(surf, theme.CARD, theme.CARD_EDGE, radius=9)
        badge, bg, _, _ = ZOO_LOOK[value]
        pic = pygame.Rect(6, 6, w - 12, h - 12)
        gfx.rect(surf, bg, pic, border_radius=6)
        num = int(card_id[1:]) if card_id[1:].isdigit() else 0
        if value == 0:
            for i in range(6):
                x = pic.x + 6 + i * (pic.w - 12) // 5
                gfx.line(surf, (150, 118, 80), (x, pic.y + 22), (x, pic.bottom - 6), 3)
            for y in (pic.y + 30, pic.bottom - 18):
                gfx.line(surf, (150, 118, 80), (pic.x + 4, y), (pic.right - 4, y), 3)
            nest = self.app.assets.icon("empty_nest", (34, 34))
            surf.blit(nest, nest.get_rect(center=(pic.centerx + 4, pic.bottom - 18)))
        else:
            animal = ZOO_ANIMALS[(num * 7) % len(ZOO_ANIMALS)]
            img = self._tinted_animal(animal, (58, 58), value)
            surf.blit(img, img.get_rect(center=(pic.centerx + 5, pic.centery + 6)))
            if value <= 2:
                icon = self.app.assets.icon("microbe", (18, 18))
                surf.blit(icon, (pic.right - 20, pic.y + 3))
            if value == 1:  # a second germ, never the biohazard: that sign means a mutant
                icon = self.app.assets.icon("microbe", (18, 18))
                surf.blit(icon, (pic.right - 20, pic.y + 21))
        gfx.rect(surf, theme.CARD_EDGE, pic, 1, border_radius=6)
        # big value badge, top left
        gfx.circle(surf, theme.INK_DARK, (21, 21), 17)
        gfx.circle(surf, badge, (21, 21), 15)
        font = self.app.font("display", 24)
        theme.blit_text(surf, font, str(value), (21, 22), theme.INK, anchor="center", shadow=True)

    def zoo_back(self) -> gfx.Picture:
        """The back of a zoo card (face-down lower card)."""

        def paint(surf: gfx.Canvas) -> None:
            paint_card_blank(surf, (54, 70, 84), (26, 34, 42), radius=9)
            inner = surf.get_rect().inflate(-10, -10)
            gfx.rect(surf, (70, 90, 106), inner, 2, border_radius=6)
            for i in range(-ZOO_SIZE[1], ZOO_SIZE[0], 12):
                gfx.line(surf, (62, 80, 96), (inner.x + i, inner.y), (inner.x + i + inner.h, inner.bottom), 2)
            font = self.app.font("display", 30)
            theme.blit_text(surf, font, "?", inner.center, (120, 140, 156), anchor="center")

        return self._get(("zoo_back",), lambda: gfx.Drawing(ZOO_SIZE, paint))

    def char(self, owner: int, value: int, mutant: bool = False) -> gfx.Picture:
        """A character card (or its mutant side), :data:`CHAR_SIZE`."""
        symbols = self.symbols
        key = ("char", owner, value, mutant, symbols)

        def make() -> gfx.Picture:
            return gfx.Drawing(CHAR_SIZE, lambda canvas: self._paint_char(canvas, owner, value, mutant, symbols))

        return self._get(key, make)

    def _paint_char(self, surf: gfx.Canvas, owner: int, value: int, mutant: bool, symbols: bool) -> None:
        w, h = CHAR_SIZE
        style = theme.seat_style(owner)
        if mutant:
            paint_card_blank(surf, theme.MUTANT_DARK, theme.MUTANT, radius=8, border_width=3)
            stripes = surf.new(CHAR_SIZE)
            for i in range(0, w + h, 10):
                gfx.line(stripes, (70, 40, 88), (i, 3), (i - h, h + 3), 4)
            # keep the stripes inside the rounded card
            stripes.blit(card_surface(CHAR_SIZE, (255, 255, 255), radius=8), (0, 0),
                         special_flags=pygame.BLEND_RGBA_MULT)  # fmt: skip
            surf.blit(stripes, (0, 0))
            gfx.rect(surf, theme.MUTANT, surf.get_rect(), 3, border_radius=8)
            icon = self.app.assets.icon("biohazard", (30, 30))
            surf.blit(icon, icon.get_rect(center=(w // 2, h // 2 + 4)))
            font = self.app.font("display", 22)
            theme.blit_text(surf, font, str(value), (13, 14), theme.MUTANT, anchor="center", shadow=True)
            # the team it came from (it belongs to nobody now): the same marker as everywhere else
            theme.draw_seat_marker(surf, owner, (w - 11, 11), 5, symbols)
            tag = self.app.font("bold", 10).render("MUTANT", True, theme.MUTANT)
            surf.blit(tag, tag.get_rect(midbottom=(w // 2, h - 5)))
            return
        paint_card_blank(surf, style.color, style.dark, radius=8)
        grad = theme.vertical_gradient((w - 6, h - 6), tuple(min(255, c + 30) for c in style.color), style.dark)
        inner = surf.new((w - 6, h - 6))
        inner.blit(grad, (0, 0))
        inner.blit(card_surface((w - 6, h - 6), (255, 255, 255), radius=6), (0, 0),
                   special_flags=pygame.BLEND_RGBA_MULT)  # fmt: skip
        surf.blit(inner, (3, 3))
        gfx.rect(surf, (255, 255, 255), surf.get_rect().inflate(-6, -6), 1, border_radius=6)
        gfx.rect(surf, style.dark, surf.get_rect(), 2, border_radius=8)
        font = self.app.font("display", 26)
        theme.blit_text(surf, font, str(value), (15, 17), theme.INK, anchor="center", shadow=True)
        if symbols:
            theme.draw_symbol(surf, style.symbol, (w - 13, 13), 7, theme.INK)
        icon = self.app.assets.icon(CHAR_ICONS.get(value, "person"), (34, 34))
        surf.blit(icon, icon.get_rect(center=(w // 2, h - 22)))

    def mini(self, card: PileCard) -> gfx.Picture:
        """A pile card at the layout's mini size (set by :meth:`set_mini`)."""
        owner = int(card.card_id[1:].split("-")[0]) if card.kind != "zoo" else -1
        size = self.mini_size
        key = ("mini", card.kind, card.value, card.infected, owner, size)
        return self._get(key, lambda: gfx.Drawing(size, lambda canvas: self._paint_mini(canvas, card, owner)))

    mini_size: tuple[int, int] = (24, 33)

    def _paint_mini(self, surf: gfx.Canvas, card: PileCard, owner: int) -> None:
        w, h = surf.get_size()
        font = self.app.font("display", 18 if h > 34 else 16)
        if card.kind == "zoo":
            badge = ZOO_LOOK[card.value][0]
            border = theme.MUTANT if card.infected else theme.CARD_EDGE
            paint_card_blank(surf, theme.CARD, border, radius=4, border_width=2)
            gfx.rect(surf, badge, (3, 3, w - 6, 6), border_radius=2)
            theme.blit_text(surf, font, str(card.value), (w // 2, h // 2 + 3), badge, anchor="center")
            if card.infected:
                gfx.circle(surf, theme.MUTANT_DARK, (w - 6, h - 6), 4)
            return
        if card.kind == "mutant":
            paint_card_blank(surf, theme.MUTANT_DARK, theme.MUTANT, radius=4)
            theme.blit_text(surf, font, str(card.value), (w // 2, h // 2 + 1), theme.MUTANT, anchor="center")
            return
        style = theme.seat_style(owner)
        paint_card_blank(surf, style.color, style.dark, radius=4)
        theme.blit_text(surf, font, str(card.value), (w // 2, h // 2 + 1), theme.INK, anchor="center", shadow=True)


# ---------------------------------------------------------------------- the scene
class MoveConfirmDialog(ConfirmDialog):
    """The "Play this move?" question (Settings: confirm each move).

    Unlike a destructive :class:`ConfirmDialog`, keyboard focus starts on the
    primary Play button (the highlighted one), so Enter, Enter plays a chosen move.
    """

    def enter(self) -> None:
        super().enter()
        self.set_focus(self.yes_button)


@dataclass
class FxSprite:
    """A temporary sprite (flying or flipping zoo card); ``under`` draws it below the characters."""

    sprite: CardSprite
    under: bool = False


@dataclass
class Pulse:
    """An expanding ring at a location (mutant reveal), ``age`` seconds old, lasting ``life``."""

    loc: int
    age: float = 0.0
    life: float = 0.9
    color: theme.Color = theme.MUTANT


@dataclass
class Mark:
    """A move marked on the table (the keyboard choice or a hint).

    Attributes:
        action: the marked move.
        key: the number of actions played when it was marked (stale once that changes).
        left: seconds it stays marked (None: until the position changes).
    """

    action: Action
    key: int
    left: float | None = None


def seat_labels(cfg: SeatConfig) -> tuple[str, ...]:
    """The seat panel's kind labels, longest first: ``("AI (Hard)", "Hard")`` or ``("Human",)``.

    An AI seat's shortest label still names its level, so the level never drops out of sight.
    """
    if cfg.is_ai:
        return (cfg.label(), LEVEL_NAMES.get(cfg.level, cfg.level))
    return (cfg.label(),)


def seat_title(name_font: gfx.ScaledFont, label_font: gfx.ScaledFont, name: str, labels: tuple[str, ...],
               room: int, keep_label: bool = False, gap: int = 8) -> tuple[str, str]:
    """Fit a seat's name and kind label side by side into ``room`` logical pixels; return ``(name, label)``.

    The whole name with the longest label that fits beside it comes first; then the name alone
    (``label == ""``), unless ``keep_label`` (an AI seat's level), in which case the name is cut
    (at a word, with "…", :func:`~zooarcade.ui.theme.fit_text`) to leave room for the shortest label.
    """
    name_w = name_font.size(name)[0]
    for label in labels:
        if name_w + gap + label_font.size(label)[0] <= room:
            return name, label
    if keep_label and labels:
        label = labels[-1]
        return theme.fit_text(name_font, name, room - gap - label_font.size(label)[0]), label
    return theme.fit_text(name_font, name, room), ""


def draw_grid_labels(surf: gfx.Canvas, layout: TableLayout, font: gfx.ScaledFont,
                     offset: tuple[int, int] = (0, 0)) -> None:
    """Write the column numbers above and the row numbers left of the 5×5 grid, centred in the frame's margin.

    ``offset`` is added to the layout's positions (a board drawn on its own picture passes ``-board.topleft``).
    """
    board = layout.board_rect.move(offset)
    top = layout.cell_rect(0).move(offset)
    for i in range(GRID):
        c = layout.cell_rect(i).move(offset)
        r = layout.cell_rect(i * GRID).move(offset)
        for center in ((c.centerx, (board.y + top.y) // 2 + 1), ((board.x + top.x) // 2 + 1, r.centery)):
            tag = pygame.Rect(0, 0, 16, 16)  # a wooden tag over the felt's edge line, so the number reads clearly
            tag.center = center
            gfx.rect(surf, (56, 42, 30), tag, border_radius=5)
            gfx.rect(surf, (120, 92, 56), tag, 1, border_radius=5)
            theme.blit_text(surf, font, str(i + 1), (center[0], center[1] + 1), GRID_LABEL, anchor="center")


def draw_enclosure(surf: gfx.Canvas | pygame.Surface, cell: pygame.Rect) -> None:
    """Draw location ``cell`` (logical pixels) as a small zoo enclosure: trodden ground inside a wooden fence.

    Apocalypse: the 5×5 grid of locations, each an enclosure of the zoo.
    """
    gfx.rect(surf, (30, 44, 30), cell, border_radius=10)
    ground = cell.inflate(-10, -10)
    gfx.rect(surf, (48, 62, 40), ground, border_radius=8)
    gfx.rect(surf, (40, 52, 34), ground.inflate(-14, -14), border_radius=8)
    wood, dark = (132, 98, 60), (78, 56, 32)
    for inset in (3, 7):  # two rails
        rail = cell.inflate(-2 * inset, -2 * inset)
        gfx.rect(surf, dark, rail.move(0, 1), 2, border_radius=9)
        gfx.rect(surf, wood, rail, 2, border_radius=9)
    step = 16
    posts = [(x, cell.y + 5) for x in range(cell.x + 8, cell.right - 4, step)]
    posts += [(x, cell.bottom - 5) for x in range(cell.x + 8, cell.right - 4, step)]
    posts += [(cell.x + 5, y) for y in range(cell.y + 8 + step, cell.bottom - 4 - step // 2, step)]
    posts += [(cell.right - 5, y) for y in range(cell.y + 8 + step, cell.bottom - 4 - step // 2, step)]
    for x, y in posts:
        post = pygame.Rect(0, 0, 5, 7)
        post.center = (x, y)
        gfx.rect(surf, dark, post.move(0, 1), border_radius=1)
        gfx.rect(surf, (164, 124, 78), post, border_radius=1)


class ApocalypseTable(Scene):
    """The Apocalypse table scene (see the module docstring).

    Args:
        app: the running :class:`~zooarcade.app.App`.
        session: the match (an Apocalypse :class:`~zooarcade.session.GameSession`).

    Public for tests and tools: :attr:`layout` (geometry), :meth:`char_sprite`,
    :attr:`model`, :attr:`drag`, :attr:`thinking` (the AI driver), :attr:`ai` / :attr:`hint_job`
    (thinking in progress), :attr:`clock` (the time source of in-process AI slicing, swappable), :meth:`input_enabled`,
    :attr:`saves` (the autosave store), :attr:`hint` / :attr:`kb` (marked moves),
    :meth:`choice`, :meth:`undo`, :meth:`redo`, :meth:`request_hint`,
    :attr:`undo_button` / :attr:`redo_button` / :attr:`hint_button` / :attr:`rules_button`.
    """

    music = "table_loop"

    def __init__(self, app: App, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        state = session.state
        assert isinstance(state, ApocalypseState), "the Apocalypse table needs an Apocalypse session"
        self.n = state.n
        self.names = [s.name for s in session.seats]
        self.layout = TableLayout(self.n)
        self.model = TableModel.from_state(state.view(0))
        self.faces = Faces(app)
        self.faces.mini_size = self.layout.mini_size
        self.text = TextCache(app.font, limit=600)
        self.queue = AnimationQueue(speed=app.animation_scale)
        self.chars: dict[str, CardSprite] = {}
        self.fx: list[FxSprite] = []
        self.pulses: list[Pulse] = []
        self.flying: set[str] = set()
        self.hidden: set[str] = set()
        self.clock: Callable[[], float] = time.perf_counter
        self.time = 0.0
        #: seconds of the pulsing glow around the seat to move (stands still while the table is left alone).
        self.glow_time = 0.0
        self.mouse: tuple[int, int] = (-100, -100)
        self.hover_time = 0.0
        self.hover_loc: int | None = None
        self.toast: tuple[str, float] | None = None
        self.end_timer: float | None = None
        self.results_missing = False
        self.legal_cache: tuple[int, list[Action]] | None = None
        self.static: gfx.Drawing | None = None
        self.cell_cache: dict[tuple[Any, ...], gfx.Drawing] = {}
        self.pile_cache: dict[int, tuple[tuple[Any, ...], gfx.Drawing]] = {}
        self.highlight: gfx.Drawing | None = None
        self.dim: gfx.Drawing | None = None
        self.mark_fill: dict[theme.Color, gfx.Drawing] = {}
        self.saves = SaveStore.default()
        self.save_error: str | None = None
        session.think_times = dict(app.settings.ai_think_time)
        #: the AI seat's move and the hint, thought about off the frame loop (the app's worker).
        self.thinking = TableThinking(app.thinker, session, clock=lambda: self.clock(), budget=AI_SLICE)
        app.thinker.warm_up()
        #: the move chosen with the keyboard (Tab / arrows), the hint, and the move awaiting confirmation.
        self.kb: Mark | None = None
        self.hint: Mark | None = None
        self.pending: Action | None = None
        #: the seat of the last human who acted here (for the hot-seat handoff rule).
        self.last_human: int | None = None
        self.entered = False
        self.log = LogPanel(self.layout.log_rect, app.font, title="Game log", font_size=14)
        self.log.set_symbols(app.settings.seat_symbols)
        self.menu = Button(self.layout.menu_rect, "Menu", self.open_pause, font_size=20, click_sound=self._click)
        self.undo_button, self.redo_button, self.hint_button, self.rules_button = (
            Button(self.layout.tool_rect(i), label, action, font_size=19, click_sound=self._click)
            for i, (label, action) in enumerate(
                (("Undo", self.undo), ("Redo", self.redo), ("Hint", self.request_hint), ("Rules", self.open_rules))
            )
        )
        self.tools = [self.undo_button, self.redo_button, self.hint_button, self.rules_button]
        self.drag = DragController(
            pick=self._pick,
            targets=self._targets,
            on_drop=self._on_drop,
            on_reject=self._on_reject,
            enabled=self.input_enabled,
            speed=lambda: self.app.animation_scale,
            on_pick=lambda sprite: self.app.sfx("card_pickup"),
        )
        #: hover lift and enlarged card preview; :attr:`shown_at` is when the table first appeared (fade-in).
        self.preview = CardPreview(self)
        self.shown_at = 0.0
        self._build_sprites()
        self._restore_log()
        if state.is_terminal():
            self.end_timer = 0.0

    def _restore_log(self) -> None:
        """Write the game log: the deal, who plays first, then every recorded action's lines.

        A reopened game (Continue / Load) replays its record from the seed and
        narrates each action's events exactly as the live table did (see
        :meth:`log_entries`), and marks the last move on the board again.
        """
        session = self.session
        self.log.add(f"Deal #{session.setup.seed}: {len(self.names)} players.", None, "dim")
        if not session.record.actions:
            if not session.state.is_terminal():
                seat = session.state.current_player
                self.log.add(f"{self.name(seat)} plays first.", seat)
            return
        first = session.record.new_state(session.spec).current_player
        if first >= 0:
            self.log.add(f"{self.name(first)} plays first.", first)
        for events in session.record.replay_events(session.spec):
            for ev in events:
                for entry in self.log_entries(ev):
                    self.log.add(*entry)
                if ev.kind == "place":
                    self.model.last = (ev.seat or 0, None, ev.data["loc"])
                elif ev.kind == "move":
                    self.model.last = (ev.seat or 0, ev.data["src"], ev.data["dst"])

    # ------------------------------------------------------------------ helpers
    @property
    def ai(self) -> AiTurn | None:
        """The AI seat's move being thought about, or None."""
        return self.thinking.ai

    @property
    def hint_job(self) -> HintTurn | None:
        """The hint being thought about, or None."""
        return self.thinking.hint

    def _click(self) -> None:
        self.app.sfx("click")

    @property
    def speed(self) -> float:
        """Animation-speed multiplier (0 = instant)."""
        return self.app.animation_scale

    def char_sprite(self, card_id: str) -> CardSprite:
        """The sprite of character card ``card_id`` (``"c<seat>-<value>"``)."""
        return self.chars[card_id]

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Map a logical canvas point to window pixels (for synthetic input in tests and tools)."""
        return self.app.display.viewport.to_window(pos)

    def name(self, seat: int | None) -> str:
        """Display name of ``seat``."""
        if seat is None or not 0 <= seat < len(self.names):
            return "Someone"
        return self.names[seat]

    def legal(self) -> list[Action]:
        """Legal actions of the seat to move now (cached per action count)."""
        count = len(self.session.record.actions)
        if self.legal_cache is None or self.legal_cache[0] != count:
            self.legal_cache = (count, self.session.state.legal_actions())
        return self.legal_cache[1]

    def input_enabled(self) -> bool:
        """True when a human may act: a human seat to move, no move animation playing, game not over."""
        return (
            not self.queue.busy
            and self.end_timer is None
            and not self.session.state.is_terminal()
            and not self.session.is_ai_turn()
        )

    def _build_sprites(self) -> None:
        for seat in range(self.n):
            for value in CHARACTER_VALUES:
                cid = f"c{seat}-{value}"
                self.chars[cid] = CardSprite(cid, self.faces.char(seat, value))
        for occ in self.model.occupants:
            if occ is not None:
                self.chars[occ.card_id].image = self.faces.char(occ.owner, occ.value, occ.mutant)
        self._sync_sprites()

    def _sync_sprites(self) -> None:
        """Put every character sprite at its resting place from the model (hand, board or pile)."""
        where: dict[str, tuple[float, float, float, int]] = {}
        for seat, hand in enumerate(self.model.hands):
            for value in hand:
                cx, cy = self.layout.hand_center(seat, value)
                where[f"c{seat}-{value}"] = (cx, cy, self.layout.hand_scale, 1)
        for loc, occ in enumerate(self.model.occupants):
            if occ is not None:
                cx, cy = self.layout.occ_center(loc)
                where[occ.card_id] = (cx, cy, 1.0, 10 + loc)
        for cid, sprite in self.chars.items():
            if cid in self.flying:
                continue
            spot = where.get(cid)
            if spot is None:
                sprite.visible = False
                continue
            sprite.visible = True
            sprite.scale = spot[2]
            sprite.z = spot[3]
            sprite.place((spot[0], spot[1]))

    # ------------------------------------------------------------------ input
    def _movable(self, sprite: CardSprite) -> Action | None:
        """Return any legal action starting with ``sprite`` (None: it cannot act now)."""
        for action in self.legal():
            if isinstance(action, Place) and sprite.key == f"c{self.model.to_move}-{action.value}":
                if action.value in self.model.hands[self.model.to_move]:
                    return action
            elif isinstance(action, Move):
                occ = self.model.occupants[action.src]
                if occ is not None and occ.card_id == sprite.key:
                    return action
        return None

    def _pick(self, pos: tuple[float, float]) -> CardSprite | None:
        if not self.input_enabled():
            return None
        seat = self.session.state.current_player
        best: CardSprite | None = None
        for cid, sprite in self.chars.items():
            if not sprite.visible or cid in self.flying or not cid.startswith(f"c{seat}-"):
                continue
            if sprite.hit(pos) and (best is None or sprite.z > best.z) and self._movable(sprite) is not None:
                best = sprite
        return best

    def _source(self, sprite: CardSprite) -> tuple[str, int] | None:
        """``("hand", value)`` or ``("board", loc)`` of a character sprite, from the model."""
        seat_s, value_s = str(sprite.key)[1:].split("-")
        seat, value = int(seat_s), int(value_s)
        if value in self.model.hands[seat]:
            return ("hand", value)
        for loc, occ in enumerate(self.model.occupants):
            if occ is not None and occ.card_id == sprite.key:
                return ("board", loc)
        return None

    def _action_for(self, sprite: CardSprite, loc: int) -> Action | None:
        src = self._source(sprite)
        if src is None:
            return None
        if src[0] == "hand":
            return Place(src[1], loc)
        return Move(src[1], loc)

    def legal_targets(self, sprite: CardSprite) -> list[int]:
        """Locations where ``sprite`` may legally go now."""
        legal = self.legal()
        out = []
        for loc in range(LOCATIONS):
            action = self._action_for(sprite, loc)
            if action is not None and action in legal:
                out.append(loc)
        return out

    def _targets(self, sprite: CardSprite) -> dict[Hashable, pygame.Rect]:
        # every pit is a target: dropping on an illegal one is refused with its reason
        return {loc: self.layout.cell_rect(loc) for loc in range(LOCATIONS)}

    def _on_drop(self, sprite: CardSprite, target: Hashable) -> bool:
        if not self.input_enabled() or not isinstance(target, int):
            return False
        action = self._action_for(sprite, target)
        if action is None or action not in self.legal():
            return False
        self._request(action, sprite)
        return True

    def _on_reject(self, sprite: CardSprite, target: Hashable | None) -> None:
        if target is None and sprite.home_rect.inflate(20, 20).collidepoint(sprite.pos):
            return  # dropped back where it came from: no complaint
        src = self._source(sprite)
        if isinstance(target, int) and src is not None and src == ("board", target):
            return
        self.app.sfx("invalid")
        reason = "Drop it on a lit location."
        if isinstance(target, int):
            action = self._action_for(sprite, target)
            state = self.session.state
            if action is not None and isinstance(state, ApocalypseState):
                reason = state.check(action) or reason
        self.toast = (reason, 2.6)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL:
            return self.log.handle_event(event, self.mouse)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.kb = None  # the mouse takes over from the keyboard choice
        self._update_tools()
        consumed = False
        for button in (self.menu, *self.tools):
            consumed = button.handle_event(event) or consumed
            if consumed and event.type != pygame.MOUSEMOTION:
                return True
        return self.drag.handle_event(event)

    def _key(self, event: pygame.event.Event) -> bool:
        """Keyboard: Esc, Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z), F1, H, Tab / arrows, Enter, Page Up / Down (see above)."""
        key = event.key
        mod = getattr(event, "mod", 0)
        ctrl, shift = bool(mod & pygame.KMOD_CTRL), bool(mod & pygame.KMOD_SHIFT)
        if key == pygame.K_ESCAPE:
            if self.kb is not None or self.hint is not None:
                self.kb = None
                self.hint = None
            elif self.drag.selected is not None or self.drag.held is not None:
                self.drag.cancel()
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
        """Index in :meth:`legal` of the move chosen with the keyboard, or None (no choice, or stale)."""
        kb = self.kb
        if kb is None or kb.key != len(self.session.record.actions) or not self.input_enabled():
            return None
        try:
            return self.legal().index(kb.action)
        except ValueError:
            return None

    def step_choice(self, delta: int) -> None:
        """Choose the next (``delta`` 1) or previous (-1) legal move with the keyboard."""
        if not self.input_enabled():
            return
        legal = self.legal()
        if not legal:
            return
        self.drag.cancel()
        current = self.choice()
        index = (0 if delta > 0 else len(legal) - 1) if current is None else (current + delta) % len(legal)
        self.kb = Mark(legal[index], len(self.session.record.actions))
        self.app.sfx("click")

    @staticmethod
    def _source_key(action: Action) -> tuple[str, int]:
        return ("hand", action.value) if isinstance(action, Place) else ("board", getattr(action, "src", -1))

    def step_piece(self, delta: int) -> None:
        """Choose the first legal move of the next (``delta`` 1) or previous (-1) piece that can act."""
        if not self.input_enabled():
            return
        legal = self.legal()
        if not legal:
            return
        sources: list[tuple[str, int]] = []
        for action in legal:
            src = self._source_key(action)
            if src not in sources:
                sources.append(src)
        current = self.choice()
        if current is None:
            target = sources[0 if delta > 0 else -1]
        else:
            target = sources[(sources.index(self._source_key(legal[current])) + delta) % len(sources)]
        self.drag.cancel()
        index = next(i for i, a in enumerate(legal) if self._source_key(a) == target)
        self.kb = Mark(legal[index], len(self.session.record.actions))
        self.app.sfx("click")

    def play_choice(self) -> None:
        """Enter: play the keyboard choice (asking first when ``confirm_moves`` is on)."""
        index = self.choice()
        hint = self.current_hint()
        if index is not None:
            action = self.legal()[index]
        elif hint is not None:  # the mouse dropped the keyboard choice, but the hint is still marked
            action = hint
        else:
            if self.input_enabled():
                self.toast = ("Press Tab or the arrow keys to pick a move first.", 2.2)
            return
        self._request(action, self._sprite_for(action))

    def current_hint(self) -> Action | None:
        """The hinted move while it is still marked (same position, a human may act), else None."""
        hint = self.hint
        if hint is None or hint.key != len(self.session.record.actions) or not self.input_enabled():
            return None
        return hint.action if hint.action in self.legal() else None

    def _sprite_for(self, action: Action) -> CardSprite | None:
        """The character sprite an action starts from."""
        if isinstance(action, Place):
            return self.chars.get(f"c{self.model.to_move}-{action.value}")
        if isinstance(action, Move):
            occ = self.model.occupants[action.src]
            return self.chars.get(occ.card_id) if occ is not None else None
        return None

    def describe(self, action: Action) -> str:
        """Caption of a move, e.g. ``"Place 5 on (2,3)"`` or ``"Move 4 (2,3) → (2,4), capturing Bo's 3"``."""
        if isinstance(action, Place):
            return f"Place {action.value} on {loc_name(action.loc)}"
        if isinstance(action, Move):
            occ = self.model.occupants[action.src]
            value = occ.value if occ is not None else "?"
            text = f"Move {value} {loc_name(action.src)} \u2192 {loc_name(action.dst)}"
            target = self.model.occupants[action.dst]
            if target is not None:
                what = f"the mutant {target.value}" if target.mutant else f"{self.name(target.owner)}'s {target.value}"
                text += f", capturing {what}"
            return text
        return action.describe()

    # ------------------------------------------------------------------ confirm, undo, redo, hint, rules
    def _request(self, action: Action, sprite: CardSprite | None) -> None:
        """A human chose ``action``: play it, or first ask when the ``confirm_moves`` setting is on."""
        if not self.app.settings.confirm_moves:
            self._play(action, sprite)
            return
        self.pending = action

        def yes() -> None:
            self.pending = None
            if self.input_enabled() and action in self.legal():
                self._play(action, sprite)
            elif sprite is not None:
                self._send_home(sprite)

        def no() -> None:
            self.pending = None
            if sprite is not None:
                self._send_home(sprite)

        self.app.scenes.push(MoveConfirmDialog(self.app, "Play this move?", f"{self.describe(action)}.", yes,
                                               yes_label="Play", no_label="Not yet", on_no=no))  # fmt: skip

    def _send_home(self, sprite: CardSprite) -> None:
        """Glide a sprite back to its resting place (a move that was not confirmed)."""
        sprite.dragging = False
        sprite.lift_target = 0.0
        sprite.move_to(sprite.home, 0.22 * self.speed, easing=pytweening.easeOutBack)

    def can_undo_now(self) -> bool:
        """True when the Undo button / Ctrl+Z may take a move back now (see :meth:`GameSession.can_undo`)."""
        return self.session.can_undo() and self.end_timer is None and self.pending is None

    def can_redo_now(self) -> bool:
        """True when the Redo button / Ctrl+Y may play an undone move again now."""
        return self.session.can_redo() and self.input_enabled() and self.pending is None

    def undo_blocker(self) -> str | None:
        """Why the Undo button / Ctrl+Z cannot act now (see :meth:`GameSession.undo_blocker`), or None."""
        reason = self.session.undo_blocker()
        if reason is not None:
            return reason
        if self.end_timer is not None:
            return "The game is over."
        if self.pending is not None:
            return "Answer the question about your move first."
        return None

    def undo(self) -> bool:
        """Take back the last undoable move: rebuild the table from the view, drop AI thinking, autosave."""
        if not self.can_undo_now():
            self.app.sfx("invalid")
            self.toast = (self.undo_blocker() or "Nothing to undo now.", 3.0)
            return False
        self.session.undo()
        self._rebuild()
        self._autosave()
        seat = self.session.current
        self.log.add(f"{self.name(seat)} takes back their move.", seat, "dim")
        self.app.sfx("card_pickup")
        return True

    def redo(self) -> bool:
        """Play the most recently undone move again (autosaved like any move)."""
        if not self.can_redo_now():
            self.app.sfx("invalid")
            return False
        seat = self.session.current
        self.drag.cancel()
        events = self.session.redo()
        self.legal_cache = None
        self._clear_marks()
        self.last_human = seat
        self._after_action()
        self.log.add(f"{self.name(seat)} plays the move again.", seat, "dim")
        self._animate(events, human=True)
        return True

    def _rebuild(self) -> None:
        """Reset the view-model and every sprite from ``session.public_view()`` (after an undo)."""
        self.queue.steps.clear()
        self.thinking.drop_ai()  # it was thinking about a position that is gone
        self.drag.cancel()
        self.fx.clear()
        self.pulses.clear()
        self.flying.clear()
        self.hidden.clear()
        self._clear_marks()
        self.legal_cache = None
        self.model = TableModel.from_state(self.session.public_view())
        self.end_timer = 0.0 if self.session.state.is_terminal() else None
        self.chars.clear()
        self._build_sprites()

    def _clear_marks(self) -> None:
        self.kb = None
        self.hint = None
        self.thinking.drop_hint()
        self.pending = None

    def request_hint(self) -> None:
        """H / the Hint button: start the Normal agent's search for the human to move (off the frame loop)."""
        if not self.input_enabled():
            self.app.sfx("invalid")
            return
        self.hint = None
        self.thinking.request_hint()

    def _hint_step(self) -> None:
        """Poll the hint search; mark its move once found (a hint for a position that is gone is dropped)."""
        if self.thinking.hint is not None and not self.input_enabled():
            self.thinking.drop_hint()
            return
        action = self.thinking.hint_step()
        if action is not None:
            key = len(self.session.record.actions)
            self.hint = Mark(action, key)
            self.kb = Mark(action, key)  # Enter plays the hinted move
            self.app.sfx("turn_start")

    def open_rules(self) -> None:
        """F1 / the Rules button: the rules reader over the table (the table's music keeps playing)."""
        from zooarcade.scenes.rules import RulesScene

        self.drag.cancel()
        scene = RulesScene(self.app, self.session.setup.game_id)
        scene.music = None
        self.app.scenes.push(scene)

    def _update_tools(self) -> None:
        """Enable the Undo / Redo / Hint buttons only when they can act."""
        self.undo_button.enabled = self.can_undo_now()
        self.redo_button.enabled = self.can_redo_now()
        self.hint_button.enabled = self.input_enabled() and self.hint_job is None

    # ------------------------------------------------------------------ services after each action
    def _autosave(self) -> None:
        """Autosave the session; a failure is told to the player once, in words (:meth:`App.tell`)."""
        self.saves.autosave(self.session)
        error = self.saves.last_error
        if error is not None:
            self.app.tell(error, key="saving")
        elif self.save_error is not None:
            self.app.forget("saving")  # saving works again: should it stop, say so again
        self.save_error = error

    def _after_action(self) -> None:
        """Autosave, and count the statistics once when the game has just ended."""
        self._autosave()
        self.record_stats()

    def record_stats(self) -> None:
        """Count a finished match in the statistics (once; the results screen relies on it)."""
        session = self.session
        if session.state.is_terminal() and not session.stats_recorded:
            stats = StatsStore.default()
            stats.record(session)
            session.stats_recorded = True
            if stats.notice:  # damaged and kept aside, or not written: the player is told
                self.app.tell(stats.notice, key="statistics")

    def turn_started(self, seat: int) -> None:
        """Hook run when a seat's turn begins on the table: the hot-seat handoff when the game needs one.

        Apocalypse has no private information, so :func:`needs_handoff` is always
        False here; games with hands copy this pattern (and switch their viewer in
        ``on_ready``).
        """
        if seat < 0 or self.session.state.is_terminal():
            return
        if needs_handoff(self.session.state, self.last_human, seat, self.session.seats):
            self.drag.cancel()
            self.app.scenes.push(HandoffScene(self.app, self.name(seat), lambda: None))

    def open_pause(self) -> None:
        """Push the pause menu (``zooarcade.scenes.pause.PauseScene``)."""
        try:
            from zooarcade.scenes.pause import PauseScene
        except ImportError as exc:  # the pause menu is not built yet
            log.warning("pause menu unavailable: %s", exc)
            return
        self.drag.cancel()
        self.app.scenes.push(PauseScene(self.app, self.session))

    def exit(self) -> None:
        """The table leaves (quit to menu, a new game, the results): drop any thinking in progress."""
        self.thinking.close()

    def enter(self) -> None:
        # paint the static layer for the window's scale now rather than in the first frame
        self._static_layer().pixels(self.app.display.canvas.scale)
        if not self.entered:
            self.entered = True
            self.shown_at = self.time
            self.turn_started(self.session.current)

    def pause(self) -> None:
        """A dialog or menu covers the table: drop the drag and forget the pointer, so no stale hover
        tooltip or preview is left over the board when it closes (the next mouse motion brings it back)."""
        self.drag.cancel()
        self.mouse = (-100, -100)
        self.hover_loc = None
        self.hover_time = 0.0

    # ------------------------------------------------------------------ playing actions
    def _play(self, action: Action, sprite: CardSprite | None = None) -> None:
        """Apply ``action`` through the session, autosave, and queue its animations."""
        seat = self.session.current
        events = self.session.apply(action)
        self.legal_cache = None
        self._clear_marks()
        if seat >= 0 and not self.session.seats[seat].is_ai:
            self.last_human = seat
        self._after_action()
        self._animate(events, human=sprite is not None)

    def _animate(self, events: list[Event], human: bool) -> None:
        """Turn the events of one action into animation steps (each updates the model as it plays)."""
        i = 0
        while i < len(events):
            ev = events[i]
            nxt = events[i + 1] if i + 1 < len(events) else None
            if ev.kind == "place":
                self._anim_place(ev, human)
            elif ev.kind == "move":
                capture = None
                if nxt is not None and nxt.kind == "take" and nxt.data.get("what") in ("character", "mutant"):
                    capture = nxt
                    i += 1
                self._anim_move(ev, capture, human)
            elif ev.kind == "take":
                self._anim_take_zoo(ev)
            elif ev.kind == "reveal":
                self._anim_reveal(ev)
            elif ev.kind == "mutate":
                self._anim_mutate(ev)
            elif ev.kind == "turn":
                self._anim_turn(ev)
            elif ev.kind == "game_end":
                self._anim_end(ev)
            else:
                self.queue.then(lambda ev=ev: self._log(ev))
            i += 1

    def _anim_place(self, ev: Event, human: bool) -> None:
        seat, loc, value, cid = ev.seat or 0, ev.data["loc"], ev.data["value"], ev.data["char"]
        sprite = self.chars[cid]

        def start() -> None:
            self._log(ev)
            if value in self.model.hands[seat]:
                self.model.hands[seat].remove(value)
            self.flying.add(cid)
            sprite.z = 100
            sprite.lift_target = 1.0
            self.model.last = (seat, None, loc)

        def end() -> None:
            self.flying.discard(cid)
            sprite.lift_target = 0.0
            self.model.occupants[loc] = OccView(cid, seat, value)
            self._sync_sprites()
            self.app.sfx("card_drop")

        self.queue.then(start)
        if not human:
            self.queue.add(Tween(0.22))
        self.queue.add(
            sprite.fly_tween(self.layout.occ_center(loc), 0.16 if human else 0.5, scale_to=1.0, arc=0 if human else 40)
        )
        self.queue.then(end)

    def _anim_move(self, ev: Event, capture: Event | None, human: bool) -> None:
        seat, src, dst, cid = ev.seat or 0, ev.data["src"], ev.data["dst"], ev.data["char"]
        sprite = self.chars[cid]
        occ_value = ev.data["value"]

        def start() -> None:
            self._log(ev)
            self.model.occupants[src] = None
            self.flying.add(cid)
            sprite.z = 100
            sprite.lift_target = 1.0
            self.model.last = (seat, src, dst)
            if not human:
                self.app.sfx("card_pickup")

        def arrive() -> None:
            self.flying.discard(cid)
            sprite.lift_target = 0.0
            self.app.sfx("card_drop")

        self.queue.then(start)
        if not human:
            self.queue.add(Tween(0.22))
        self.queue.add(sprite.fly_tween(self.layout.occ_center(dst), 0.16 if human else 0.45))
        if capture is None:

            def settle() -> None:
                arrive()
                self.model.occupants[dst] = OccView(cid, seat, occ_value)
                self._sync_sprites()

            self.queue.then(settle)
            return
        victim_id = capture.data["card"]
        victim = self.chars[victim_id]
        kind = capture.data["what"]
        card = PileCard(kind, capture.data["value"], victim_id)

        def grab() -> None:
            arrive()
            self._log(capture)
            self.model.occupants[dst] = OccView(cid, seat, occ_value)
            self.flying.add(victim_id)
            victim.z = 150
            self._sync_sprites()
            self.app.sfx("capture")

        def bank() -> None:
            self.flying.discard(victim_id)
            self.model.piles[seat].append(card)
            victim.visible = False
            self._sync_sprites()

        self.queue.then(grab)
        mini = self.layout.mini_size[0] / CHAR_SIZE[0]
        count = len(self.model.piles[seat]) + 1
        self.queue.add(
            victim.fly_tween(
                self.layout.pile_center(seat, count - 1, count), 0.55, scale_to=mini, arc=60,
                easing=pytweening.easeInOutQuad,
            )
        )  # fmt: skip
        self.queue.then(bank)

    def _anim_take_zoo(self, ev: Event) -> None:
        seat, loc, card_id, value = ev.seat or 0, ev.data["loc"], ev.data["card"], ev.data["value"]
        infected = bool(ev.data.get("infected"))
        sprite = CardSprite(card_id, self.faces.zoo(card_id, value))
        sprite.pos = self.layout.zoo_rect(loc).center
        fx = FxSprite(sprite)
        pile = PileCard("zoo", value, card_id, infected)
        target: dict[str, tuple[float, float]] = {}

        def start() -> None:
            self._log(ev)
            stack = self.model.stacks[loc]
            if stack and stack[-1].card_id == card_id:
                stack.pop()
            elif any(z.card_id == card_id for z in stack):
                self.model.stacks[loc] = [z for z in stack if z.card_id != card_id]
            self.fx.append(fx)
            count = len(self.model.piles[seat]) + 1
            target["pos"] = self.layout.pile_center(seat, count - 1, count)
            self.app.sfx("card_pickup")

        def bank() -> None:
            if fx in self.fx:
                self.fx.remove(fx)
            self.model.piles[seat].append(pile)
            self.app.sfx("card_drop")

        self.queue.then(start)
        scale = self.layout.mini_size[0] / ZOO_SIZE[0]
        fly = _deferred_fly(sprite, lambda: target.get("pos", sprite.pos), 0.5, scale, arc=50)
        self.queue.add(fly)
        self.queue.then(bank)

    def _anim_reveal(self, ev: Event) -> None:
        loc, card_id, value = ev.data["loc"], ev.data["card"], ev.data["value"]
        sprite = CardSprite(card_id, self.faces.zoo_back())
        sprite.pos = self.layout.zoo_rect(loc).center
        fx = FxSprite(sprite, under=True)

        def start() -> None:
            self._log(ev)
            for z in self.model.stacks[loc]:
                if z.card_id == card_id:
                    z.value = value
            self.hidden.add(card_id)
            self.fx.append(fx)
            self.app.sfx("card_flip")

        def end() -> None:
            self.hidden.discard(card_id)
            if fx in self.fx:
                self.fx.remove(fx)

        self.queue.then(start)
        self.queue.add(sprite.flip_tween(self.faces.zoo(card_id, value), 0.38))
        self.queue.then(end)

    def _anim_mutate(self, ev: Event) -> None:
        loc, cid, value, owner = ev.data["loc"], ev.data["char"], ev.data["value"], ev.data["owner"]
        sprite = self.chars[cid]

        def start() -> None:
            self._log(ev)
            self.pulses.append(Pulse(loc))
            sprite.z = 100
            self.app.sfx("mutant_reveal")

        def end() -> None:
            occ = self.model.occupants[loc]
            if occ is not None and occ.card_id == cid:
                occ.mutant = True
            sprite.image = self.faces.char(owner, value, True)
            self._sync_sprites()

        self.queue.then(start)
        self.queue.add(sprite.flip_tween(self.faces.char(owner, value, True), 0.7))
        self.queue.then(end)
        self.queue.add(Tween(0.25))

    def _anim_turn(self, ev: Event) -> None:
        seat = ev.data.get("seat", ev.seat)

        def start() -> None:
            self.model.to_move = seat
            self._log(ev)
            if not self.session.seats[seat].is_ai:
                self.app.sfx("turn_start")
            self.turn_started(seat)

        self.queue.then(start)

    def _anim_end(self, ev: Event) -> None:
        def start() -> None:
            self.model.ended = dict(ev.data)
            self.model.to_move = ev.data.get("seat", self.model.to_move)
            self._log(ev)
            self.end_timer = 0.0
            self.app.sfx("win")

        self.queue.then(start)

    # ------------------------------------------------------------------ narration
    def log_entries(self, ev: Event) -> list[tuple[str, int | None, str]]:
        """The game-log lines of ``ev`` as ``(text, seat, tone)``; the live table and a reopened game share them."""
        d = ev.data
        seat = ev.seat or 0
        text = self.narrate(ev)
        if ev.kind in ("place", "move"):
            return [(text, seat, "normal")]
        if ev.kind == "take":
            alert = d.get("what") != "zoo" or bool(d.get("infected"))
            return [(text, seat, "alert" if alert else "normal")]
        if ev.kind == "reveal":
            return [(text, None, "dim")]
        if ev.kind == "mutate":
            return [(text, d.get("owner"), "alert")]
        if ev.kind == "turn":
            return [(text, d.get("seat", ev.seat), "dim")]
        if ev.kind == "game_end":
            winners = d.get("winners", [])
            scores = d.get("scores", [])
            names = " and ".join(self.name(w) for w in winners)
            best = scores[winners[0]] if winners and scores else 0
            agrees = "share the win" if len(winners) > 1 else verb(names, "wins")
            win = (f"{names} {agrees} with {best} points.", winners[0] if len(winners) == 1 else None, "alert")
            return [(text, ev.seat, "alert"), win]
        return [(text, ev.seat, "normal")]

    def _log(self, ev: Event) -> None:
        """Add the log lines of ``ev`` (see :meth:`log_entries`)."""
        for text, seat, tone in self.log_entries(ev):
            self.log.add(text, seat, tone)

    def narrate(self, ev: Event) -> str:
        """The log line of ``ev`` with seat names (from the event's seat and data, not its text)."""
        d = ev.data
        who = self.name(ev.seat)
        if ev.kind == "place":
            return f"{subject(who, 'places')} {their(who)} {d['value']} on {loc_name(d['loc'])}."
        if ev.kind == "move":
            return f"{subject(who, 'moves')} {their(who)} {d['value']} {loc_name(d['src'])} → {loc_name(d['dst'])}."
        if ev.kind == "take":
            what = d.get("what")
            if what == "zoo":
                meaning = ZOO_MEANING.get(d["value"], "").lower()
                extra = " — it was INFECTED!" if d.get("infected") else ""
                return f"{subject(who, 'takes')} a {d['value']} ({meaning}){extra or '.'}"
            owner = self.name(d.get("owner"))
            if what == "mutant":
                once = f"{their(who)} own" if d.get("owner") == ev.seat else owned_by(owner)
                return f"{subject(who, 'captures')} the mutant {d['value']} (once {once})."
            return f"{subject(who, 'captures')} {possessive(owner, False)} {d['value']}!"
        if ev.kind == "reveal":
            return f"A {d['value']} is uncovered at {loc_name(d['loc'])}."
        if ev.kind == "mutate":
            return f"{possessive(self.name(d.get('owner')))} {d['value']} turns into a MUTANT at {loc_name(d['loc'])}!"
        if ev.kind == "turn":
            who = self.name(d.get("seat", ev.seat))
            return "Your turn." if is_you(who) else f"{who} to play."
        if ev.kind == "game_end":
            return f"Game over: {subject(self.name(d.get('seat', ev.seat)), d.get('reason', 'cannot play'))}."
        text = ev.text
        for seat in range(self.n):
            text = text.replace(f"seat {seat + 1}", self.names[seat]).replace(f"Seat {seat + 1}", self.names[seat])
        return text

    # ------------------------------------------------------------------ frame pacing
    def animating(self) -> bool:
        """True while anything on the table moves or a timer runs (see :meth:`Scene.animating`).

        Moves and flips playing, an AI or the hint thinking, a drag, sprites lifting or flying,
        pulses, a toast, the end pause, the fade-in, a timed hint mark, and the pointer resting
        on a card before its tooltip / preview appears.  A human's turn with nothing of that is still.
        """
        if self.queue.busy or self.fx or self.pulses or self.toast is not None or self.end_timer is not None:
            return True
        if self.session.is_ai_turn() or self.ai is not None or self.hint_job is not None or self.drag.dragging:
            return True
        if self.fade_alpha() > 0 or (self.hint is not None and self.hint.left is not None):
            return True
        if any(s.moving or s.lift != s.lift_target for s in self.chars.values()):
            return True
        resting = self.hover_loc is not None and self.hover_time < TOOLTIP_DELAY
        return resting or self.preview.waiting()

    def ambient(self) -> bool:
        """The glow around the seat to move pulses: decoration, settling when the player is away."""
        return self.model.ended is None

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        self.time += dt
        self.glow_time += self.app.decor_dt(dt)
        speed = self.speed
        self.queue.speed = speed
        self.queue.update(dt)
        for sprite in self.chars.values():
            sprite.update(dt, speed)
        for fx in self.fx:
            fx.sprite.update(dt, speed)
        for pulse in self.pulses:
            pulse.age += dt if speed > 0 else pulse.life
        self.pulses = [p for p in self.pulses if p.age < p.life * max(speed, 1e-9)]
        if self.toast is not None:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        loc = self.layout.loc_at(self.mouse)
        self.hover_time = self.hover_time + dt if loc == self.hover_loc else 0.0
        self.hover_loc = loc
        self.preview.update(dt)
        if self.hint is not None:
            if self.hint.left is not None:
                self.hint.left -= dt
            expired = self.hint.left is not None and self.hint.left <= 0
            if expired or self.hint.key != len(self.session.record.actions):
                self.hint = None
        self._hint_step()
        self._update_tools()
        if self.queue.busy:
            return
        self.log.set_symbols(self.app.settings.seat_symbols)
        if self.faces.symbols != self.app.settings.seat_symbols:
            self.faces.symbols = self.app.settings.seat_symbols
            self.chars.clear()
            self._build_sprites()
        if self.end_timer is not None:
            self.end_timer += dt
            if self.end_timer >= END_PAUSE * speed + 0.3:
                self._show_results()
            return
        if self.session.is_ai_turn():
            self._ai_step(dt)

    def _ai_step(self, dt: float) -> None:
        """Poll the AI seat's thinking (off the frame loop); play its move once chosen and shown long enough."""
        action = self.thinking.ai_step(dt, self.think_pause())
        if action is not None:
            self._play(action, None)

    def think_pause(self) -> float:
        """Seconds the AI seat to move is seen thinking before its move plays: its level's think time.

        The Settings screen's seconds per move of the seat's level (:data:`MIN_THINK` when unset), at
        every animation speed: Hard searches that long (wall clock, in the worker process) and Easy and
        Normal, which decide in milliseconds, hold the "thinking" cue for it, so the player waits the
        time Settings shows, then the move's animation.
        """
        seat = self.session.current
        if seat < 0:
            return MIN_THINK
        times = self.app.settings.ai_think_time
        return float(times.get(self.session.seats[seat].level, MIN_THINK))

    def _show_results(self) -> None:
        if self.results_missing:
            return
        try:
            from zooarcade.scenes.results import ResultsScene
        except ImportError as exc:  # the results screen is not built yet: the table shows the scores
            log.warning("results screen unavailable: %s", exc)
            self.results_missing = True
            return
        self.record_stats()
        self.app.scenes.replace(ResultsScene(self.app, self.session))

    # ------------------------------------------------------------------ drawing
    def _static_layer(self) -> gfx.Drawing:
        """Felt, board frame, pits, panels and hand slots: everything that never changes.

        An opaque picture of the whole canvas, painted (by :meth:`_paint_static`) once per
        window scale it is drawn at.
        """
        if self.static is None:
            self.static = gfx.Drawing(CANVAS, self._paint_static, alpha=False)
        return self.static

    def _paint_static(self, surf: gfx.Canvas) -> None:
        surf.fill(theme.FELT)
        rng = random.Random(1234)
        grey = bytes(121 + b % 15 for b in rng.randbytes(320 * 180))
        small = pygame.image.frombytes(bytes(c for g in grey for c in (g, g, g)), (320, 180), "RGB")
        noise = gfx.stretched(small, CANVAS)
        surf.blit(noise, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        surf.blit(noise, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        vignette = pygame.Surface((64, 36), pygame.SRCALPHA)
        for y in range(36):
            for x in range(64):
                d = math.hypot((x - 31.5) / 32, (y - 17.5) / 18)
                vignette.set_at((x, y), (0, 0, 0, int(min(150, max(0, (d - 0.55) * 230)))))
        surf.blit(gfx.stretched(vignette, CANVAS), (0, 0))
        # top bar
        bar = theme.vertical_gradient((CANVAS[0], TOP_BAR), (34, 42, 50), (22, 28, 34))
        surf.blit(bar, (0, 0))
        gfx.line(surf, (70, 82, 94), (0, TOP_BAR), (CANVAS[0], TOP_BAR), 2)
        biohazard = self.app.assets.icon("biohazard", (30, 30))
        surf.blit(biohazard, (16, 11))
        theme.blit_text(surf, self.app.font("display", 26), "Apocalypse at the Zoo", (54, 9), theme.ACCENT, shadow=True)
        # board frame
        board = self.layout.board_rect
        theme.shadowed_rect(surf, board, (56, 42, 30), radius=18, shadow=8, border=(30, 22, 14), border_width=3)
        inner = board.inflate(-10, -10)
        gfx.rect(surf, (28, 56, 44), inner, border_radius=14)
        gfx.rect(surf, (120, 92, 56), inner, 2, border_radius=14)
        for loc in range(LOCATIONS):
            draw_enclosure(surf, self.layout.cell_rect(loc))
        draw_grid_labels(surf, self.layout, self.app.font("bold", 12))
        # seat panels
        for seat in range(self.n):
            rect = self.layout.seat_rect(seat)
            theme.shadowed_rect(surf, rect, theme.PANEL, radius=14, shadow=6, border=(62, 72, 84))
            for value in CHARACTER_VALUES:
                slot = self.layout.hand_slot_rect(seat, value)
                gfx.rect(surf, (36, 44, 52), slot, border_radius=8)
                _dashed_rect(surf, slot, (78, 90, 102))
        theme.shadowed_rect(surf, self.layout.info_rect, theme.PANEL, radius=14, shadow=6, border=(70, 82, 94))
        self._draw_legend(surf)

    def _draw_legend(self, surf: gfx.Canvas) -> None:
        rect = self.layout.info_rect
        theme.blit_text(surf, self.app.font("display", 20), "Zoo cards", (rect.x + 14, rect.y + 7), theme.ACCENT)
        font = self.app.font("text", 13)
        for i, value in enumerate((4, 3, 2, 1, 0)):
            y = rect.y + 36 + i * 20
            gfx.circle(surf, ZOO_LOOK[value][0], (rect.x + 26, y + 8), 9)
            theme.blit_text(surf, self.app.font("display", 14), str(value), (rect.x + 26, y + 9), theme.INK, "center")
            theme.blit_text(surf, font, f"{ZOO_MEANING[value]} — {points(value)}", (rect.x + 42, y), theme.INK)
        notes = ("Capture a character of equal or lower value;", "mutants are free to take. Hover a location for info.")
        for i, line in enumerate(notes):
            theme.blit_text(surf, self.app.font("text", 12), line, (rect.x + 14, rect.y + 138 + i * 16), theme.INK_DIM)
        keys = ("Tab/arrows: pick a move   Enter: play   H: hint",
                "Ctrl+Z / Ctrl+Y: undo / redo   F1: rules   Esc: menu")  # fmt: skip
        key_font = self.app.font("bold", 11)
        for i, line in enumerate(keys):
            theme.blit_text(surf, key_font, line, (rect.x + 14, rect.y + 174 + i * 15), (150, 170, 186))

    def _cell_surface(self, loc: int) -> gfx.Drawing | None:
        """The pit contents of ``loc`` (ground mark, zoo cards with shadows): a cached picture of :data:`CELL`."""
        stack = [z for z in self.model.stacks[loc] if z.card_id not in self.hidden]
        occupied = self.model.occupants[loc] is not None
        total = len(self.model.stacks[loc])
        key = (tuple((z.card_id, z.value) for z in stack), total, occupied)
        picture = self.cell_cache.get(key)
        if picture is not None:
            return picture
        cell = self.layout.cell_rect(loc)
        ox, oy = -cell.x, -cell.y
        # what to paint is read now: the painter runs later (once per window scale), when the model has moved on
        cards: list[tuple[gfx.Picture, pygame.Rect]] = []
        for i, z in enumerate(self.model.stacks[loc]):
            if z.card_id in self.hidden:
                continue
            r = self.layout.zoo_rect(loc, lower=i < total - 1).move(ox, oy)
            cards.append((self.faces.zoo_back() if z.value is None else self.faces.zoo(z.card_id, z.value), r))
        shadow = self.faces.shadows.get(ZOO_SIZE, radius=9, blur=4, alpha=120)
        font = self.app.font("bold", 11)

        def paint(surf: gfx.Canvas) -> None:
            if total == 0:
                if not occupied:
                    hole = pygame.Rect(10, 14, cell.w - 20, cell.h - 28)
                    gfx.ellipse(surf, (8, 16, 12), hole)
                    gfx.ellipse(surf, (30, 22, 16), hole, 3)
                    gfx.ellipse(surf, (4, 8, 6), hole.inflate(-26, -26))
                    theme.blit_text(surf, font, "EMPTY", (cell.w // 2, cell.h - 6), (92, 110, 100), anchor="midbottom")
                else:
                    gfx.rect(surf, (70, 58, 40), (8, 10, cell.w - 16, cell.h - 20), border_radius=8)
                    for i in range(0, cell.w, 9):
                        gfx.line(surf, (84, 70, 48), (8 + i, 10), (8 + i, cell.h - 11))
            for img, r in cards:
                surf.blit(shadow, (r.x - 4 + 1, r.y - 4 + 2))
                surf.blit(img, r)

        picture = gfx.Drawing(cell.size, paint)
        if len(self.cell_cache) > 400:
            self.cell_cache.clear()
        self.cell_cache[key] = picture
        return picture

    def _pile_surface(self, seat: int) -> tuple[gfx.Drawing, pygame.Rect]:
        """The seat's pile cards as a cached picture, and the pile area (the picture starts 8 px above-left)."""
        area = self.layout.pile_area(seat)
        pile = self.model.piles[seat]
        key = tuple((c.kind, c.value, c.card_id, c.infected) for c in pile)
        cached = self.pile_cache.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1], area
        pad = 8
        mw, mh = self.layout.mini_size
        shadow = self.faces.shadows.get((mw, mh), radius=4, blur=3, alpha=120)
        cards: list[tuple[gfx.Picture, float, float]] = []
        for i, card in enumerate(pile):
            cx, cy = self.layout.pile_center(seat, i, len(pile))
            cards.append((self.faces.mini(card), cx - mw / 2 - area.x + pad, cy - mh / 2 - area.y + pad))
        font = self.app.font("text", 12)

        def paint(surf: gfx.Canvas) -> None:
            for img, x, y in cards:
                surf.blit(shadow, (x - 3 + 1, y - 3 + 2))
                surf.blit(img, (x, y))
            if not cards:
                theme.blit_text(surf, font, "No cards taken yet", (pad + 2, pad + 4), theme.INK_DIM)

        picture = gfx.Drawing((area.w + pad * 2, area.h + pad * 2), paint)
        self.pile_cache[seat] = (key, picture)
        return picture, area

    def draw(self, surface: gfx.Canvas) -> None:
        surface.blit(self._static_layer(), (0, 0))
        for loc in range(LOCATIONS):
            cell_surf = self._cell_surface(loc)
            if cell_surf is not None:
                surface.blit(cell_surf, self.layout.cell_rect(loc))
        self._draw_last_move(surface)
        self._draw_highlights(surface)
        for fx in self.fx:
            if fx.under:
                fx.sprite.draw(surface, self.faces.shadows, radius=9)
        self._draw_seats(surface)
        self.preview.draw_lift(surface)
        dragged = self.drag.held if self.drag.dragging else None
        sprites = sorted(
            (s for s in self.chars.values() if s.visible and s is not dragged and str(s.key) not in self.flying),
            key=lambda s: s.z,
        )
        for sprite in sprites:
            sprite.draw(surface, self.faces.shadows)
        self._draw_marks(surface)
        for pulse in self.pulses:
            self._draw_pulse(surface, pulse)
        for cid in sorted(self.flying, key=lambda c: self.chars[c].z):
            self.chars[cid].draw(surface, self.faces.shadows)
        for fx in self.fx:
            if not fx.under:
                fx.sprite.draw(surface, self.faces.shadows, radius=9)
        if dragged is not None:
            dragged.draw(surface, self.faces.shadows)
        self.log.draw(surface)
        for button in self.tools:
            button.draw(surface, self.app.font)
        self._draw_top(surface)
        self._draw_tooltip(surface)
        self.preview.draw(surface)
        if self.results_missing:
            self._draw_final_scores(surface)
        darken(surface, self.fade_alpha())

    def fade_alpha(self) -> int:
        """Opacity 0..255 of the black fade-in veil (0 once faded in, and always at speed 'instant')."""
        return fade_in_alpha(self.time - self.shown_at, self.speed) if self.entered else 0

    def _draw_last_move(self, surface: gfx.Canvas) -> None:
        last = self.model.last
        if last is None:
            return
        seat, src, dst = last
        color = theme.seat_style(seat).color
        d = self.layout.cell_rect(dst).inflate(4, 4)
        for (x, y), (dx, dy) in (
            ((d.left, d.top), (1, 1)), ((d.right - 1, d.top), (-1, 1)),
            ((d.left, d.bottom - 1), (1, -1)), ((d.right - 1, d.bottom - 1), (-1, -1)),
        ):  # fmt: skip
            gfx.line(surface, color, (x, y), (x + 18 * dx, y), 4)
            gfx.line(surface, color, (x, y), (x, y + 18 * dy), 4)
        if src is not None:
            s = self.layout.cell_rect(src)
            _dashed_rect(surface, s.inflate(2, 2), color, dash=8, width=2)
            a, b = pygame.Vector2(s.center), pygame.Vector2(self.layout.cell_rect(dst).center)
            direction = (b - a).normalize()
            tip = a + direction * (CELL[0] / 2 + CELL_GAP / 2 + 10)
            base = tip - direction * 14
            side = pygame.Vector2(-direction.y, direction.x) * 8
            gfx.polygon(surface, theme.INK_DARK, [tip + direction * 2, base + side * 1.3, base - side * 1.3])
            gfx.polygon(surface, color, [tip, base + side, base - side])

    def _draw_highlights(self, surface: gfx.Canvas) -> None:
        sprite = self.drag.active
        if sprite is None or not self.input_enabled():
            return
        if self.highlight is None:

            def lit(canvas: gfx.Canvas) -> None:
                # a light wash and a strong rim: the card colours underneath stay readable
                gfx.rect(canvas, (*theme.GOOD, 45), canvas.get_rect(), border_radius=10)
                gfx.rect(canvas, (*theme.GOOD, 255), canvas.get_rect(), 4, border_radius=10)
                gfx.rect(canvas, (255, 255, 255, 150), canvas.get_rect().inflate(-8, -8), 1, border_radius=7)

            self.highlight = gfx.Drawing(CELL, lit)
        if self.dim is None:
            self.dim = gfx.Drawing(CELL, lambda canvas: gfx.rect(canvas, (0, 0, 0, 110), canvas.get_rect(),
                                                                 border_radius=10))
        glow = 150 + int(80 * (0.5 + 0.5 * math.sin(self.time * 6)))
        self.highlight.set_alpha(glow)
        targets = self.legal_targets(sprite)
        for loc in range(LOCATIONS):
            if loc not in targets:
                surface.blit(self.dim, self.layout.cell_rect(loc))
        for loc in targets:
            cell = self.layout.cell_rect(loc)
            surface.blit(self.highlight, cell)
            if loc == self.drag.hover_target:
                gfx.rect(surface, theme.ACCENT, cell.inflate(6, 6), 4, border_radius=12)

    def marked(self) -> list[tuple[Action, theme.Color]]:
        """Moves marked on the table now, with their colour.

        The move awaiting confirmation, the keyboard choice and the hint (each only while current).
        """
        out: list[tuple[Action, theme.Color]] = []
        if self.pending is not None:
            out.append((self.pending, theme.ACCENT))
        index = self.choice()
        hint = self.current_hint()
        if index is not None and self.legal()[index] != hint:  # the hinted choice is drawn once, as the hint
            out.append((self.legal()[index], theme.ACCENT))
        if hint is not None:
            out.append((hint, HINT_COLOR))
        return out

    def mark_rects(self, action: Action) -> tuple[pygame.Rect, pygame.Rect]:
        """``(source, target)`` rectangles of a move: the hand slot or pit it starts from, the pit it goes to."""
        if isinstance(action, Place):
            return self.layout.hand_slot_rect(self.model.to_move, action.value), self.layout.cell_rect(action.loc)
        assert isinstance(action, Move)
        return self.layout.cell_rect(action.src), self.layout.cell_rect(action.dst)

    def _draw_marks(self, surface: gfx.Canvas) -> None:
        for action, color in self.marked():
            self._draw_mark(surface, action, color)

    def _draw_mark(self, surface: gfx.Canvas, action: Action, color: theme.Color) -> None:
        """Outline the source, fill and outline the target, and draw an arrow between them."""
        src, dst = self.mark_rects(action)
        fill = self.mark_fill.get(color)
        if fill is None:
            fill = gfx.Drawing(CELL, lambda canvas: gfx.rect(canvas, (*color, 60), canvas.get_rect(), border_radius=10))
            self.mark_fill[color] = fill
        surface.blit(fill, dst)
        width = 3 + int(2 * (0.5 + 0.5 * math.sin(self.time * 6)))
        for rect, pad in ((src, 8), (dst, 6)):
            r = rect.inflate(pad, pad)
            gfx.rect(surface, theme.INK_DARK, r.inflate(4, 4), 2, border_radius=12)
            gfx.rect(surface, color, r, width, border_radius=12)
        segment = self.arrow_segment(action)
        if segment is None:
            return
        start, tip = segment
        direction = (tip - start).normalize()
        side = pygame.Vector2(-direction.y, direction.x)
        base = tip - direction * 16
        gfx.line(surface, theme.INK_DARK, start, base, 9)
        gfx.line(surface, color, start, base, 5)
        head = [tip + direction * 3, base + side * 12, base - side * 12]
        gfx.polygon(surface, theme.INK_DARK, head)
        gfx.polygon(surface, color, [tip, base + side * 9, base - side * 9])

    def _panel_at(self, point: pygame.Vector2) -> pygame.Rect | None:
        """The seat panel containing ``point``, if any."""
        for seat in range(self.n):
            rect = self.layout.seat_rect(seat)
            if rect.collidepoint(point):
                return rect
        return None

    def arrow_segment(self, action: Action) -> tuple[pygame.Vector2, pygame.Vector2] | None:
        """``(start, tip)`` of the arrow :meth:`_draw_mark` draws for ``action`` (None when none is drawn).

        From a hand card the arrow starts just right of the seat panels, level with the card (the
        card itself is outlined), so it never runs over a panel's name, score badge or hand cards.
        """
        src, dst = self.mark_rects(action)
        a, b = pygame.Vector2(src.center), pygame.Vector2(dst.center)
        if a == b:
            return None
        panel = self._panel_at(a)
        if panel is not None:
            a = pygame.Vector2(panel.right + 10, a.y)
            start = a
        direction = (b - a).normalize()
        if panel is None:
            start = a + direction * (min(src.w, src.h) / 2 + 6)
        tip = b - direction * 18
        return (start, tip) if (tip - start).dot(direction) > 0 else None

    def _seat_marker(self, surface: gfx.Canvas, seat: int, center: tuple[int, int], radius: int) -> None:
        """The seat's symbol in its colour, or only a colour dot when the ``seat_symbols`` setting is off."""
        theme.draw_seat_marker(surface, seat, center, radius, self.app.settings.seat_symbols)

    def _draw_pulse(self, surface: gfx.Canvas, pulse: Pulse) -> None:
        t = pulse.age / max(1e-6, pulse.life * max(self.speed, 1e-6))
        if t >= 1:
            return
        center = self.layout.cell_rect(pulse.loc).center
        radius = int(30 + 70 * t)
        ring = surface.new((radius * 2 + 8, radius * 2 + 8))
        gfx.circle(ring, (*pulse.color, int(220 * (1 - t))), (radius + 4, radius + 4), radius, 6)
        surface.blit(ring, (center[0] - radius - 4, center[1] - radius - 4))

    def _draw_seats(self, surface: gfx.Canvas) -> None:
        thinking = self.session.is_ai_turn() and not self.queue.busy and self.end_timer is None
        for seat in range(self.n):
            rect = self.layout.seat_rect(seat)
            style = theme.seat_style(seat)
            current = seat == self.model.to_move and self.model.ended is None
            if current:
                glow = 3 + int(2 * (0.5 + 0.5 * math.sin(self.glow_time * 4)))
                gfx.rect(surface, style.color, rect.inflate(4, 4), glow, border_radius=16)
            self._seat_marker(surface, seat, (rect.x + 22, rect.y + 20), 10)
            cfg = self.session.seats[seat]
            show_scores = self.app.settings.show_scores
            badge = pygame.Rect(0, 0, 54, 28)
            badge.topright = (rect.right - 10, rect.y + 6)
            # the name gets what the score badge and the "your turn" / spinner leave; an AI seat always keeps
            # the spinner's room, so nothing moves when it starts thinking (the top banner says who thinks)
            label_x = badge.x if show_scores else badge.right + 8
            label_left = label_x - (28 if cfg.is_ai else 8)
            if current and not cfg.is_ai and self.input_enabled():
                label_left = label_x - 8 - self.app.font("bold", 12).size("your turn")[0]
            name, label = seat_title(self.app.font("bold", 18), self.app.font("text", 12), self.names[seat],
                                     seat_labels(cfg), label_left - 4 - (rect.x + 40), keep_label=cfg.is_ai)
            name_rect = self.text.blit(surface, "bold", 18, name, (rect.x + 40, rect.y + 8), theme.INK)
            if label:
                self.text.blit(surface, "text", 12, label, (name_rect.right + 8, rect.y + 13), theme.INK_DIM)
            if show_scores:
                score = self.model.score(seat)
                gfx.rect(surface, theme.ACCENT if current else theme.PANEL_LIGHT, badge, border_radius=14)
                ink = theme.INK_DARK if current else theme.INK
                self.text.blit(surface, "display", 20, str(score), (badge.centerx, badge.centery + 1), ink, "center")
            if current and thinking and seat == self.session.current:
                self._draw_spinner(surface, (label_x - 16, badge.centery))
            elif current and self.input_enabled() and not cfg.is_ai:
                self.text.blit(surface, "bold", 12, "your turn", (label_x - 8, badge.centery), theme.ACCENT,
                               "midright")  # fmt: skip
            if self.n <= 3 and show_scores:
                txt = self.score_line(seat, rect.w - 28)
                self.text.blit(surface, "text", 12, txt, (rect.x + 14, rect.bottom - 10), theme.INK_DIM, "bottomleft")
            pile_surf, area = self._pile_surface(seat)
            surface.blit(pile_surf, (area.x - 8, area.y - 8))
            taken = len(self.model.piles[seat])
            if taken:
                pts = sum(c.value for c in self.model.piles[seat])
                txt = f"Pile: {taken} card{'s' if taken != 1 else ''}"
                txt += f", {points(pts)}" if show_scores else ""
                hand = self.layout.hand_slot_rect(seat, CHARACTER_VALUES[-1])
                if self.n <= 2:
                    self.text.blit(surface, "text", 12, txt, (rect.x + 14, area.y - 2), theme.INK_DIM, "bottomleft")
                elif self.n >= 4 and show_scores:
                    self.text.blit(surface, "text", 11, points(pts), (hand.right + 4, hand.bottom), theme.INK_DIM,
                                   "bottomleft")  # fmt: skip

    def score_line(self, seat: int, width: int) -> str:
        """The seat panel's points line, e.g. ``"Points: zoo cards 13 + captures 0 + own team 18"``.

        It adds up to the score badge; shorter labels are used when the full
        line would be wider than ``width`` pixels.
        """
        points = [pts for _, pts in self.model.breakdown(seat)]
        font = self.app.font("text", 12)
        txt = ""
        for labels in (("zoo cards", "captures", "own team"), ("zoo", "captures", "own team"),
                       ("zoo", "captures", "team"), ("zoo", "capt.", "team")):  # fmt: skip
            txt = "Points: " + " + ".join(f"{label} {pts}" for label, pts in zip(labels, points, strict=True))
            if font.size(txt)[0] <= width:
                break
        return txt

    def _draw_spinner(self, surface: gfx.Canvas, center: tuple[int, int]) -> None:
        a = self.time * 6
        for i in range(8):
            ang = a + i * math.pi / 4
            alpha = (i + 1) / 8
            col = tuple(int(c * alpha + 40 * (1 - alpha)) for c in theme.ACCENT)
            p = (center[0] + 8 * math.cos(ang), center[1] + 8 * math.sin(ang))
            gfx.circle(surface, col, p, 2)

    def _banner(self) -> tuple[str, theme.Color]:
        if self.model.ended is not None or self.session.state.is_terminal() and not self.queue.busy:
            return ("Game over", theme.ACCENT)
        seat = self.model.to_move
        who = self.name(seat)
        if self.session.seats[seat].is_ai:
            if self.queue.busy:
                return (f"{subject(who, 'plays')}…", theme.INK)
            dots = "." * (1 + int(self.time * 3) % 3)
            return (f"{subject(who, 'is')} thinking{dots}", theme.INK)
        if self.queue.busy:
            return (f"{subject(who, 'plays')}…", theme.INK)
        if self.pending is not None:
            return (f"{self.describe(self.pending)}?", theme.ACCENT)
        index = self.choice()
        hint = self.current_hint()
        if index is not None and self.legal()[index] == hint:
            return (f"Hint: {self.describe(hint)} \u2014 Enter to play", HINT_COLOR)
        if index is not None:
            return (f"{self.describe(self.legal()[index])} \u2014 Enter to play", theme.ACCENT)
        if self.hint_job is not None:
            return ("Looking for a good move…", HINT_COLOR)
        if hint is not None:
            return (f"Hint: {self.describe(hint)} \u2014 Enter to play", HINT_COLOR)
        if self.drag.selected is not None:
            return ("Click a lit location — right-click or Esc to cancel", theme.ACCENT)
        if self.drag.dragging:
            return ("Drop on a lit location", theme.ACCENT)
        return (f"{who}, your turn: {self.turn_prompt()}", theme.ACCENT)

    def turn_prompt(self) -> str:
        """What the human to move can do: place a character, move one on the board, or both."""
        legal = self.legal()
        place = any(isinstance(a, Place) for a in legal)
        move = any(isinstance(a, Move) for a in legal)
        if place and move:
            return "place a character or move one on the board"
        if move:
            return "move a character on the board"
        return "place a character on the board"

    def move_counter(self) -> str:
        """The top bar's counter, numbered like the replay's steps.

        While the game goes on, ``"Move N"`` is the move being decided: N - 1
        moves have been played, and this one becomes step N of the replay.
        Once the game is over it reads ``"N moves"``: the number of moves
        played, the replay's last step.
        """
        played = len(self.session.record.actions)
        if self.session.state.is_terminal():
            return f"{played} move{'s' if played != 1 else ''}"
        return f"Move {played + 1}"

    def _fit_text(self, text: str, color: theme.Color, sizes: tuple[int, ...], width: int) -> list[gfx.Picture]:
        """``text`` in bold on one line at the first of ``sizes`` narrower than ``width``, else wrapped on two."""
        for size in sizes:
            img = self.text.get("bold", size, text, color)
            if img.get_width() <= width:
                return [img]
        small = sizes[-1] - 1
        lines = theme.wrap_text(self.app.font("bold", small), text, width)
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        return [self.text.get("bold", small, line, color) for line in lines]

    def _pill(self, imgs: list[gfx.Picture], pad: tuple[int, int]) -> pygame.Rect:
        """A pill around ``imgs`` (stacked lines), centred on the banner, kept inside the banner area."""
        area = self.layout.banner_rect
        w = max(i.get_width() for i in imgs) + pad[0]
        h = min(area.h, sum(i.get_height() for i in imgs) + pad[1])
        pill = pygame.Rect(0, 0, w, h)
        pill.center = (self.layout.board_rect.centerx + 60, TOP_BAR // 2)
        return pill.clamp(area)

    def _toast_layout(self) -> tuple[pygame.Rect, list[gfx.Picture]] | None:
        """The current notice's pill and rendered lines (None without one)."""
        if self.toast is None:
            return None
        imgs = self._fit_text(self.toast[0], theme.INK, (15, 14, 13), self.layout.banner_rect.w - 28)
        return self._pill(imgs, (28, 10)), imgs

    def toast_rect(self) -> pygame.Rect | None:
        """Where the current notice is drawn: in the top bar over the turn banner, never over the board."""
        layout = self._toast_layout()
        return None if layout is None else layout[0]

    def _draw_top(self, surface: gfx.Canvas) -> None:
        self.text.blit(surface, "text", 13, self.move_counter(), (self.layout.menu_rect.x - 14, TOP_BAR // 2),
                       theme.INK_DIM, "midright")  # fmt: skip
        self.menu.draw(surface, self.app.font)
        toast = self._toast_layout()
        if toast is not None:  # a notice takes the banner's place for its few seconds
            r, imgs = toast
            theme.shadowed_rect(surface, r, (120, 40, 36), radius=min(r.h // 2, 14), shadow=3, border=theme.DANGER)
            y = r.centery - sum(i.get_height() for i in imgs) // 2
            for img in imgs:
                surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += img.get_height()
            return
        text, color = self._banner()
        seat = self.model.to_move
        style = theme.seat_style(seat)
        marker = self.model.ended is None
        imgs = self._fit_text(text, color, (18, 16, 14), self.layout.banner_rect.w - 56)
        pill = self._pill(imgs, (56 if marker else 40, 12))
        gfx.rect(surface, (16, 20, 24), pill, border_radius=min(pill.h // 2, 16))
        gfx.rect(surface, style.color, pill, 2, border_radius=min(pill.h // 2, 16))
        if marker:
            self._seat_marker(surface, seat, (pill.x + 18, pill.centery), 8)
        cx = pill.centerx + (8 if marker else 0)
        y = pill.centery - sum(i.get_height() for i in imgs) // 2
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(cx, y)))
            y += img.get_height()

    def tooltip_lines(self, loc: int) -> list[str]:
        """The hover text of location ``loc`` (e.g. ``["(2,3)", "Upper card 3 — one card below"]``)."""
        stack = self.model.stacks[loc]
        occ = self.model.occupants[loc]
        lines = [f"Location {loc_name(loc)}"]
        if stack:
            top = stack[-1]
            below = len(stack) - 1
            value = "face down" if top.value is None else str(top.value)
            meaning = ZOO_MEANING.get(top.value, "being turned") if top.value is not None else "being turned"
            if below:
                lines.append(f"Upper card {value} ({meaning}) — one card below")
            else:
                lines.append(f"Card {value} ({meaning}) — last card here")
        elif occ is None:
            lines.append("Empty: no card, nobody — cannot be entered")
        else:
            lines.append("No zoo card left")
        if occ is not None:
            if occ.mutant:
                lines.append(f"Mutant {occ.value} (once {self.name(occ.owner)}'s) — anyone may take it")
            else:
                lines.append(f"{self.name(occ.owner)}'s {occ.value} stands here")
        return lines

    def keep_clear(self) -> list[Avoid]:
        """What a tooltip or the hover preview should not cover, weighted (see :mod:`zooarcade.ui.placement`).

        The legal targets of the picked-up or selected character, or else the marked moves' targets,
        and the game log's newest line (most); the seat panels and the info panel (text a player
        reads); every other square of the board (least).
        """
        targets: set[int] = set()
        active = self.drag.active
        if active is not None:
            targets.update(self.legal_targets(active))
        else:
            for action, _ in self.marked():
                targets.add(action.loc if isinstance(action, Place) else action.dst)
        out = [Avoid(self.layout.cell_rect(loc), placement.TARGET if loc in targets else placement.SQUARE)
               for loc in range(LOCATIONS)]
        newest = self.log.newest_rect()
        if newest is not None:
            out.append(Avoid(newest, placement.TARGET))
        out += [Avoid(self.layout.seat_rect(seat), placement.TEXT) for seat in range(self.n)]
        out.append(Avoid(self.layout.info_rect, placement.TEXT))
        return out

    def tooltip_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the tooltip of the hovered location goes: beside it, covering the least of :meth:`keep_clear`."""
        assert self.hover_loc is not None
        cell = self.layout.cell_rect(self.hover_loc)
        area = pygame.Rect(0, TOP_BAR, CANVAS[0], CANVAS[1] - TOP_BAR)
        return placement.place_box(size, cell, self.keep_clear(), area, gap=4)

    def _draw_tooltip(self, surface: gfx.Canvas) -> None:
        if self.drag.dragging or self.hover_loc is None or self.hover_time < TOOLTIP_DELAY or self.preview.shown:
            return
        lines = self.tooltip_lines(self.hover_loc)
        imgs = [self.text.get("bold" if i == 0 else "text", 13, line, theme.INK) for i, line in enumerate(lines)]
        w = max(i.get_width() for i in imgs) + 20
        h = sum(i.get_height() for i in imgs) + 14
        r = self.tooltip_rect((w, h))
        theme.shadowed_rect(surface, r, (20, 24, 30), radius=8, shadow=4, border=theme.ACCENT, border_width=1)
        y = r.y + 7
        for img in imgs:
            surface.blit(img, (r.x + 10, y))
            y += img.get_height()

    def _draw_final_scores(self, surface: gfx.Canvas) -> None:
        """Fallback when the results screen is missing: scores over the board."""
        board = self.layout.board_rect
        box = pygame.Rect(0, 0, 380, 80 + 34 * self.n)
        box.center = board.center
        theme.shadowed_rect(surface, box, theme.PANEL, radius=16, shadow=8, border=theme.ACCENT)
        self.text.blit(surface, "display", 30, "Final scores", (box.centerx, box.y + 14), theme.ACCENT, "midtop")
        scores = self.session.state.scores()
        for seat in range(self.n):
            y = box.y + 64 + seat * 34
            self.text.blit(surface, "bold", 20, self.names[seat], (box.x + 30, y), theme.INK)
            self.text.blit(surface, "display", 22, str(scores[seat]), (box.right - 30, y), theme.ACCENT, "topright")


def _deferred_fly(sprite: CardSprite, target: Callable[[], tuple[float, float]], duration: float, scale_to: float,
                  arc: float = 0.0) -> Tween:  # fmt: skip
    """A flight whose end point is read when it starts (a pile slot known only then)."""
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


def _dashed_rect(surface: gfx.Canvas, rect: pygame.Rect, color: theme.Color, dash: int = 6, width: int = 1) -> None:
    """Draw a dashed rectangle outline (square corners)."""
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for x in range(x0, x1, dash * 2):
        gfx.line(surface, color, (x, y0), (min(x + dash, x1), y0), width)
        gfx.line(surface, color, (x, y1), (min(x + dash, x1), y1), width)
    for y in range(y0, y1, dash * 2):
        gfx.line(surface, color, (x0, y), (x0, min(y + dash, y1)), width)
        gfx.line(surface, color, (x1, y), (x1, min(y + dash, y1)), width)


def create_table(app: App, session: GameSession) -> Scene:
    """Return the Apocalypse table for ``session`` (the ``zooarcade.games.<id>.scene`` entry point)."""
    return ApocalypseTable(app, session)
