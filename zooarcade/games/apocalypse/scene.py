"""The Apocalypse table: the 5×5 zoo grid, the seats' hands and piles, on the generic table kit.

Everything a table does that is not about Apocalypse — the session and its viewer, whose decision it is,
computer seats thinking off the frame loop, drag / click / keyboard input with lit targets, undo / redo /
hint / rules / pause, autosave and results, the log and its restore, the top bar, seat headers, marks,
tooltips and the hover preview — comes from :class:`~zooarcade.ui.table.base.TableScene`.  This module
holds only what is Apocalypse's:

* the geometry (:mod:`~zooarcade.games.apocalypse.layout`), the card faces
  (:mod:`~zooarcade.games.apocalypse.faces`) and the view-model (:mod:`~zooarcade.games.apocalypse.model`,
  changed only by the events the session hands the table);
* which sprite an action starts from and where it goes (a character from a hand onto a location: Place;
  a character on the board onto a neighbour: Move), and why a drop is refused (the rules' own words);
* the animations of Apocalypse's own events (place, move, capture, take, reveal, mutate);
* the static table, the pits, the seat panels with their hands and piles, the legend;
* the tooltips and hover-preview captions of locations, characters and pile cards.

Geometry in logical pixels of the 1280×720 canvas; durations in seconds before the animation-speed
multiplier (0 = instant).
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pytweening

from zooarcade.core.narration import counted, points, possessive
from zooarcade.core.protocol import Action, Decision, Event, EventKind, GameState
from zooarcade.games.apocalypse.data import CHARACTER_VALUES, LOCATIONS, ZOO_MEANING, loc_name
from zooarcade.games.apocalypse.faces import ZOO_LOOK, Faces
from zooarcade.games.apocalypse.layout import (
    CANVAS,
    CELL,
    CELL_GAP,
    CHAR_SIZE,
    TOP_BAR,
    ZOO_SIZE,
    TableLayout,
    draw_enclosure,
    grid_label_strips,
)
from zooarcade.games.apocalypse.model import OccView, TableModel
from zooarcade.games.apocalypse.rules import ApocalypseState, Move, PileCard, Place
from zooarcade.ui import gfx, placement, theme
from zooarcade.ui.cards import CardSprite
from zooarcade.ui.table.base import FxSprite, TableFrame, TableScene, fly
from zooarcade.ui.table.hud import dashed_rect
from zooarcade.ui.table.preview import CardPreview, HoverTarget
from zooarcade.ui.tween import Tween

if TYPE_CHECKING:
    from zooarcade.session import GameSession
    from zooarcade.ui.services import Services

__all__ = ["ApocalypseTable", "KEY_LEGEND", "TOP_BAR", "create_table"]

#: the key legend at the foot of the legend panel: every key the table answers (the table kit's
#: :meth:`~zooarcade.ui.table.base.TableScene.handle_event`), three lines that each fit the panel.
KEY_LEGEND: tuple[str, ...] = (
    "Tab/arrows: pick a move   Enter: play   H: hint",
    "Ctrl+Z / Ctrl+Y: no undo   F1: rules   Esc: menu",
    "L: full game log   Page Up / Page Down: scroll the log",
)



#: the hover key of the compact table's legend (a seat's pile and points line, :meth:`ApocalypseTable.hover_at`).
LEGEND_KEY = ("legend",)
#: the legend panel's title, and its two lines of notes under the zoo cards' values (wide table).
LEGEND_TITLE = "Zoo cards"
LEGEND_NOTES = ("Capture a character of equal or lower value;", "mutants are free to take. Hover a location for info.")


def legend_lines() -> list[str]:
    """The legend as tooltip lines (the compact table, which has no room for its panel): the title, what each zoo
    card value means and scores ("4 Healthy animal — 4 pts"), then the capture rule in one line."""
    lines = [f"{LEGEND_TITLE}: what each is worth"]
    lines += [f"{value} {ZOO_MEANING[value]} — {points(value)}" for value in (4, 3, 2, 1, 0)]
    return [*lines, "Capture a character of equal or lower value; mutants are free to take."]

@dataclass
class Pulse:
    """An expanding ring at a location (mutant reveal), ``age`` seconds old, lasting ``life``."""

    loc: int
    age: float = 0.0
    life: float = 0.9
    color: theme.Color = theme.MUTANT


def _number(card_id: str) -> int:
    """The number of zoo card ``"z<n>"`` (0 when the id has another form)."""
    return int(card_id[1:]) if card_id[1:].isdigit() else 0


class ApocalypseTable(TableScene):
    """The Apocalypse table (see the module docstring).

    Args:
        app: the arcade's services.
        session: an Apocalypse match.

    Public for tests and tools (beside :class:`TableScene`'s): :attr:`layout`, :attr:`model`,
    :attr:`faces`, :meth:`char_sprite`, :attr:`chars`, :attr:`preview`.
    """

    def __init__(self, app: Services, session: GameSession) -> None:
        super().__init__(app, session, TableFrame(title="Apocalypse at the Zoo", short_title="Apocalypse"))
        assert isinstance(session.state, ApocalypseState), "the Apocalypse table needs an Apocalypse session"
        self.layout = TableLayout(self.n)
        self.faces = Faces(app)
        self.faces.mini_size = self.layout.mini_size
        self.model = TableModel.from_state(session.view_for(self.viewer))
        self.pulses: list[Pulse] = []
        self.hidden: set[str] = set()
        self.static: gfx.Drawing | None = None
        #: the grid's numbers (:func:`~zooarcade.games.apocalypse.layout.grid_label_strips`), made when first drawn.
        self.label_strips: list[tuple[gfx.Drawing, tuple[int, int]]] | None = None
        self.cell_cache: dict[tuple[Any, ...], gfx.Drawing] = {}
        self.pile_cache: dict[int, tuple[tuple[Any, ...], gfx.Drawing]] = {}
        #: hover lift and enlarged card preview.
        self.preview = CardPreview(self)
        #: every pit as a drop target (fixed geometry, asked for several times a frame).
        self._cells: dict[Hashable, pygame.Rect] = {loc: self.layout.cell_rect(loc) for loc in range(LOCATIONS)}
        self.start()

    @property
    def chars(self) -> dict[Hashable, CardSprite]:
        """The character sprites by card id (``"c<seat>-<value>"``)."""
        return self.sprites

    def char_sprite(self, card_id: str) -> CardSprite:
        """The sprite of character card ``card_id``."""
        return self.sprites[card_id]

    # ================================================================== the view-model
    def rebuild(self, view: GameState) -> None:
        """Apocalypse: the model, the pulses and every character sprite from ``view``."""
        assert isinstance(view, ApocalypseState)
        last = self.model.last if hasattr(self, "model") else None
        self.model = TableModel.from_state(view)
        self.model.last = last
        self.pulses.clear()
        self.hidden.clear()
        self.sprites.clear()
        for seat in range(self.n):
            for value in CHARACTER_VALUES:
                cid = f"c{seat}-{value}"
                self.sprites[cid] = CardSprite(cid, self.faces.char(seat, value))
        for occ in self.model.occupants:
            if occ is not None:
                self.sprites[occ.card_id].image = self.faces.char(occ.owner, occ.value, occ.mutant)
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
        for cid, sprite in self.sprites.items():
            if cid in self.flying:
                continue
            spot = where.get(str(cid))
            if spot is None:
                sprite.visible = False
                continue
            sprite.visible = True
            sprite.scale, sprite.z = spot[2], spot[3]
            sprite.place((spot[0], spot[1]))

    # ================================================================== input geometry
    def _source(self, key: Hashable) -> tuple[str, int] | None:
        """``("hand", value)`` or ``("board", loc)`` of a character, from the model."""
        seat_s, value_s = str(key)[1:].split("-")
        seat, value = int(seat_s), int(value_s)
        if value in self.model.hands[seat]:
            return ("hand", value)
        for loc, occ in enumerate(self.model.occupants):
            if occ is not None and occ.card_id == key:
                return ("board", loc)
        return None

    def source_key(self, action: Action) -> Hashable | None:
        if isinstance(action, Place):
            return f"c{self.session.current}-{action.value}"
        if isinstance(action, Move):
            occ = self.model.occupants[action.src]
            return occ.card_id if occ is not None else None
        return None

    def target_key(self, action: Action) -> Hashable | None:
        if isinstance(action, Place):
            return action.loc
        if isinstance(action, Move):
            return action.dst
        return None

    def target_rects(self) -> Mapping[Hashable, pygame.Rect]:
        return self._cells

    def pickable(self) -> Iterable[CardSprite]:
        prefix = f"c{self.session.current}-"
        return [s for k, s in self.sprites.items() if str(k).startswith(prefix)]

    def is_home_target(self, sprite: CardSprite, target: Hashable) -> bool:
        return self._source(sprite.key) == ("board", target)

    def reject_reason(self, sprite: CardSprite, target: Hashable | None) -> str | None:
        """Apocalypse: the rules' reason for a refused drop ("That location is occupied …")."""
        src = self._source(sprite.key)
        if not isinstance(target, int) or src is None:
            return "Drop it on a lit location."
        action: Action = Place(src[1], target) if src[0] == "hand" else Move(src[1], target)
        state = self.session.state
        return (state.check(action) if isinstance(state, ApocalypseState) else None) or "Drop it on a lit location."

    def legal_targets(self, sprite: CardSprite) -> list[Hashable]:
        return super().legal_targets(sprite)

    def mark_rects(self, action: Action) -> tuple[pygame.Rect, pygame.Rect] | None:
        """``(source, target)``: the hand slot or pit a move starts from, the pit it goes to."""
        if isinstance(action, Place):
            return self.layout.hand_slot_rect(self.model.to_move, action.value), self.layout.cell_rect(action.loc)
        if isinstance(action, Move):
            return self.layout.cell_rect(action.src), self.layout.cell_rect(action.dst)
        return None

    def arrow_segment(self, src: pygame.Rect, dst: pygame.Rect) -> tuple[pygame.Vector2, pygame.Vector2] | None:
        """From a hand card the arrow starts just right of the seat panels, level with the card, so it never
        runs over a panel's name, score badge or hand cards."""
        a, b = pygame.Vector2(src.center), pygame.Vector2(dst.center)
        if a == b:
            return None
        panel = next((self.layout.seat_rect(s) for s in range(self.n) if self.layout.seat_rect(s).collidepoint(a)),
                     None)
        if panel is not None:
            a = pygame.Vector2(panel.right + 10, a.y)
        direction = (b - a).normalize()
        start = a if panel is not None else a + direction * (min(src.w, src.h) / 2 + 6)
        tip = b - direction * 18
        return (start, tip) if (tip - start).dot(direction) > 0 else None

    def turn_prompt(self, d: Decision) -> str:
        """What the human deciding can do: place a character, move one on the board, or both."""
        legal = self.legal()
        place = any(isinstance(a, Place) for a in legal)
        move = any(isinstance(a, Move) for a in legal)
        what = ("place a character or move one on the board" if place and move
                else "move a character on the board" if move else "place a character on the board")
        return f"{self.name(d.seat)}, your turn: {what}"

    # ================================================================== animations
    def animate_event(self, events: Sequence[Event], index: int, human: bool) -> int:
        ev = events[index]
        kind = ev.kind
        if kind == "place":
            self._anim_place(ev, human)
        elif kind == "move":
            nxt = events[index + 1] if index + 1 < len(events) else None
            capture = nxt if nxt is not None and nxt.kind == "take" and nxt.data.get("what") != "zoo" else None
            self._anim_move(ev, capture, human)
            return 2 if capture is not None else 1
        elif kind == "take":
            self._anim_take_zoo(ev)
        elif kind == "reveal":
            self._anim_reveal(ev)
        elif kind == "mutate":
            self._anim_mutate(ev)
        elif kind == EventKind.TURN:
            self.queue.then(lambda: setattr(self.model, "to_move", ev.data.get("seat", ev.seat)))
            return 0  # the base logs it and plays the turn sound
        elif kind == EventKind.GAME_END:
            def end() -> None:
                self.model.ended = dict(ev.data)
                self.model.to_move = ev.data.get("seat", self.model.to_move)
            self.queue.then(end)
            return 0
        else:
            return 0
        return 1

    def restore_event(self, ev: Event) -> None:
        super().restore_event(ev)
        if ev.kind == "place":
            self.model.last = (ev.seat or 0, None, ev.data["loc"])
        elif ev.kind == "move":
            self.model.last = (ev.seat or 0, ev.data["src"], ev.data["dst"])

    def _lift(self, cid: str, seat: int, src: int | None, dst: int, human: bool) -> None:
        sprite = self.sprites[cid]
        self.flying.add(cid)
        sprite.z = 100
        sprite.lift_target = 1.0
        self.model.last = (seat, src, dst)
        if not human and src is not None:
            self.app.sfx("card_pickup")

    def _land(self, cid: str) -> None:
        self.flying.discard(cid)
        self.sprites[cid].lift_target = 0.0
        self.app.sfx("card_drop")

    def _anim_place(self, ev: Event, human: bool) -> None:
        seat, loc, value, cid = ev.seat or 0, ev.data["loc"], ev.data["value"], ev.data["char"]

        def start() -> None:
            self.log_event(ev)
            if value in self.model.hands[seat]:
                self.model.hands[seat].remove(value)
            self._lift(cid, seat, None, loc, human)

        def end() -> None:
            self._land(cid)
            self.model.occupants[loc] = OccView(cid, seat, value)
            self._sync_sprites()

        self.queue.then(start)
        if not human:
            self.queue.add(Tween(0.22))
        self.queue.add(self.sprites[cid].fly_tween(self.layout.occ_center(loc), 0.16 if human else 0.5, scale_to=1.0,
                                                   arc=0 if human else 40))
        self.queue.then(end)

    def _anim_move(self, ev: Event, capture: Event | None, human: bool) -> None:
        seat, src, dst, cid, value = ev.seat or 0, ev.data["src"], ev.data["dst"], ev.data["char"], ev.data["value"]

        def start() -> None:
            self.log_event(ev)
            self.model.occupants[src] = None
            self._lift(cid, seat, src, dst, human)

        def arrive() -> None:
            self._land(cid)
            self.model.occupants[dst] = OccView(cid, seat, value)
            self._sync_sprites()

        self.queue.then(start)
        if not human:
            self.queue.add(Tween(0.22))
        self.queue.add(self.sprites[cid].fly_tween(self.layout.occ_center(dst), 0.16 if human else 0.45))
        if capture is None:
            self.queue.then(arrive)
            return
        victim_id = capture.data["card"]
        victim = self.sprites[victim_id]
        card = PileCard(capture.data["what"], capture.data["value"], victim_id)

        def grab() -> None:
            self.flying.add(victim_id)
            victim.z = 150
            arrive()
            self.log_event(capture)
            self.app.sfx("capture")

        def bank() -> None:
            self.flying.discard(victim_id)
            self.model.piles[seat].append(card)
            victim.visible = False
            self._sync_sprites()

        self.queue.then(grab)
        mini = self.layout.mini_size[0] / CHAR_SIZE[0]
        count = len(self.model.piles[seat]) + 1
        self.queue.add(victim.fly_tween(self.layout.pile_center(seat, count - 1, count), 0.55, scale_to=mini, arc=60,
                                        easing=pytweening.easeInOutQuad))
        self.queue.then(bank)

    def _anim_take_zoo(self, ev: Event) -> None:
        seat, loc, card_id, value = ev.seat or 0, ev.data["loc"], ev.data["card"], ev.data["value"]
        sprite = CardSprite(card_id, self.faces.zoo(card_id, value))
        sprite.pos = self.layout.zoo_rect(loc).center
        fx = FxSprite(sprite)
        target: dict[str, tuple[float, float]] = {}

        def start() -> None:
            self.log_event(ev)
            self.model.stacks[loc] = [z for z in self.model.stacks[loc] if z.card_id != card_id]
            self.fx.append(fx)
            count = len(self.model.piles[seat]) + 1
            target["pos"] = self.layout.pile_center(seat, count - 1, count)
            self.app.sfx("card_pickup")

        def bank() -> None:
            if fx in self.fx:
                self.fx.remove(fx)
            self.model.piles[seat].append(PileCard("zoo", value, card_id, bool(ev.data.get("infected"))))
            self.app.sfx("card_drop")

        self.queue.then(start)
        self.queue.add(fly(sprite, lambda: target.get("pos", sprite.pos), 0.5, self.layout.mini_size[0] / ZOO_SIZE[0],
                           arc=50))
        self.queue.then(bank)

    def _anim_reveal(self, ev: Event) -> None:
        loc, card_id, value = ev.data["loc"], ev.data["card"], ev.data["value"]
        sprite = CardSprite(card_id, self.faces.zoo_back())
        sprite.pos = self.layout.zoo_rect(loc).center
        fx = FxSprite(sprite, under=True)

        def start() -> None:
            self.log_event(ev)
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
        sprite = self.sprites[cid]

        def start() -> None:
            self.log_event(ev)
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

    # ================================================================== per frame
    def update_game(self, dt: float) -> None:
        speed = self.speed
        for pulse in self.pulses:
            pulse.age += dt if speed > 0 else pulse.life
        self.pulses = [p for p in self.pulses if p.age < p.life * max(speed, 1e-9)]
        self.preview.update(dt)
        if not self.queue.busy and self.faces.symbols != self.app.settings.seat_symbols:
            self.faces.symbols = self.app.settings.seat_symbols
            self.rebuild(self.session.view_for(self.viewer))

    def game_animating(self) -> bool:
        return bool(self.pulses) or self.preview.waiting()

    def ambient(self) -> bool:
        return self.model.ended is None

    def enter(self) -> None:
        # paint the static layer for the window's scale now rather than in the first frame
        self._static_layer().pixels(self.app.display.canvas.scale)
        super().enter()

    def pause(self) -> None:
        super().pause()
        self.preview.update(0.0)

    # ================================================================== drawing
    def layout_changed(self) -> None:
        """The compact table's top bar has the short title: paint the backdrop again."""
        self.static = None

    def still_key(self) -> object:
        """What :meth:`draw_table` draws from (:meth:`TableScene.still_key`): the backdrop and the pits' and piles'
        cached pictures, the last move, each seat's header, points line and pile count, and the lifted card."""
        show_scores = self.app.settings.show_scores
        model = self.model
        seats = tuple((self.score_line(seat, self.layout.seat_rect(seat).w - 28)
                       if self.n <= 3 and show_scores else None,
                       id(self._pile_surface(seat)[0]), sum(c.value for c in model.piles[seat]), len(model.piles[seat]))
                      for seat in range(self.n))
        cells = tuple(id(self._cell_surface(loc)) for loc in range(LOCATIONS))
        scores = [model.score(seat) if show_scores else None for seat in range(self.n)]
        return (id(self._static_layer()), self.layout, cells, model.last, seats, self.preview.target,
                self.header_keys(scores))

    def draw_table(self, surface: gfx.Canvas) -> None:
        surface.blit(self._static_layer(), (0, 0))
        for loc in range(LOCATIONS):
            surface.blit(self._cell_surface(loc), self.layout.cell_rect(loc))
        self._draw_last_move(surface)
        self._draw_seats(surface)
        self.preview.draw_lift(surface)

    def draw_labels(self, surface: gfx.Canvas) -> None:
        """The grid's row and column numbers, above the keyboard choice's and the hint's outlines."""
        if self.label_strips is None:
            self.label_strips = grid_label_strips(self.layout, self.app.font("bold", 12))
        for picture, pos in self.label_strips:
            surface.blit(picture, pos)

    def draw_overlay(self, surface: gfx.Canvas) -> None:
        for pulse in self.pulses:
            self._draw_pulse(surface, pulse)

    def draw_tooltip(self, surface: gfx.Canvas) -> None:
        super().draw_tooltip(surface)
        self.preview.draw(surface)

    def tooltip_ready(self) -> bool:
        return not self.preview.shown

    def hover_at(self, pos: tuple[int, int]) -> Hashable | None:
        """A location, or on the compact table (which has no legend panel) :data:`LEGEND_KEY` over a seat's
        pile of taken cards and points line (the legend is their tooltip)."""
        loc = self.layout.loc_at(pos)
        if loc is None and self.compact and self.legend_anchor(pos) is not None:
            return LEGEND_KEY
        return loc

    def legend_anchor(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """The seat panel's part under ``pos`` whose tooltip is the legend on the compact table: from the pile of
        taken cards to the panel's foot (the points line), logical pixels; None elsewhere."""
        for seat in range(self.n):
            panel, area = self.layout.seat_rect(seat), self.layout.pile_area(seat)
            part = pygame.Rect(panel.x, area.y - 8, panel.w, panel.bottom - area.y + 8)
            if part.collidepoint(pos):
                return part
        return None

    def tooltip_anchor(self, key: Hashable) -> pygame.Rect | None:
        if key == LEGEND_KEY:
            return self.legend_anchor(self.mouse) or pygame.Rect(self.mouse, (1, 1))
        return super().tooltip_anchor(key)

    def score_tooltip(self, seat: int) -> list[str] | None:
        """On the compact table the score badge tells the legend too (the wide table shows it in its panel)."""
        return legend_lines() if self.compact else None

    def _static_layer(self) -> gfx.Drawing:
        """Felt, board frame, pits, panels and hand slots: everything that never changes (painted once per scale)."""
        if self.static is None:
            self.static = gfx.Drawing(CANVAS, self._paint_static, alpha=False)
        return self.static

    def _paint_static(self, surf: gfx.Canvas) -> None:
        surf.fill(theme.FELT)
        rng = random.Random(1234)
        grey = bytes(121 + b % 15 for b in rng.randbytes(320 * 180))
        noise = gfx.stretched(pygame.image.frombytes(bytes(c for g in grey for c in (g, g, g)), (320, 180), "RGB"),
                              CANVAS)
        surf.blit(noise, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        surf.blit(noise, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        vignette = pygame.Surface((64, 36), pygame.SRCALPHA)
        for y in range(36):
            for x in range(64):
                d = math.hypot((x - 31.5) / 32, (y - 17.5) / 18)
                vignette.set_at((x, y), (0, 0, 0, int(min(150, max(0, (d - 0.55) * 230)))))
        surf.blit(gfx.stretched(vignette, CANVAS), (0, 0))
        surf.blit(theme.vertical_gradient((CANVAS[0], TOP_BAR), (34, 42, 50), (22, 28, 34)), (0, 0))
        gfx.line(surf, (70, 82, 94), (0, TOP_BAR), (CANVAS[0], TOP_BAR), 2)
        surf.blit(self.app.assets.icon("biohazard", (30, 30)), (16, 11))
        theme.blit_text(surf, self.app.font("display", 26), self.frame.title, (54, 9), theme.ACCENT, shadow=True)
        board = self.layout.board_rect
        theme.shadowed_rect(surf, board, (56, 42, 30), radius=18, shadow=8, border=(30, 22, 14), border_width=3)
        inner = board.inflate(-10, -10)
        gfx.rect(surf, (28, 56, 44), inner, border_radius=14)
        gfx.rect(surf, (120, 92, 56), inner, 2, border_radius=14)
        for loc in range(LOCATIONS):
            draw_enclosure(surf, self.layout.cell_rect(loc))
        for seat in range(self.n):
            theme.shadowed_rect(surf, self.layout.seat_rect(seat), theme.PANEL, radius=14, shadow=6,
                                border=(62, 72, 84))
            for value in CHARACTER_VALUES:
                slot = self.layout.hand_slot_rect(seat, value)
                gfx.rect(surf, (36, 44, 52), slot, border_radius=8)
                dashed_rect(surf, slot, (78, 90, 102))
        if self.compact:
            return  # the legend stands in the right column, which the compact table does not have
        info = self.layout.info_rect
        theme.shadowed_rect(surf, info, theme.PANEL, radius=14, shadow=6, border=(70, 82, 94))
        theme.blit_text(surf, self.app.font("display", 20), LEGEND_TITLE, (info.x + 14, info.y + 7), theme.ACCENT)
        for i, value in enumerate((4, 3, 2, 1, 0)):
            y = info.y + 34 + i * 19
            gfx.circle(surf, ZOO_LOOK[value][0], (info.x + 26, y + 8), 9)
            theme.blit_text(surf, self.app.font("display", 14), str(value), (info.x + 26, y + 9), theme.INK, "center")
            theme.blit_text(surf, self.app.font("text", 13), f"{ZOO_MEANING[value]} — {points(value)}",
                            (info.x + 42, y), theme.INK)
        notes = LEGEND_NOTES
        for i, line in enumerate(notes):
            theme.blit_text(surf, self.app.font("text", 12), line, (info.x + 14, info.y + 128 + i * 15), theme.INK_DIM)
        for i, line in enumerate(KEY_LEGEND):
            theme.blit_text(surf, self.app.font("bold", 11), line, (info.x + 14, info.y + 162 + i * 14),
                            (150, 170, 186))

    def _cell_surface(self, loc: int) -> gfx.Drawing:
        """The pit contents of ``loc`` (ground mark, zoo cards with shadows): a cached picture of :data:`CELL`."""
        stack = self.model.stacks[loc]
        occupied = self.model.occupants[loc] is not None
        total = len(stack)
        key = (tuple((z.card_id, z.value) for z in stack if z.card_id not in self.hidden), total, occupied)
        picture = self.cell_cache.get(key)
        if picture is not None:
            return picture
        cell = self.layout.cell_rect(loc)
        cards = [(self.faces.zoo_back() if z.value is None else self.faces.zoo(z.card_id, z.value),
                  self.layout.zoo_rect(loc, lower=i < total - 1).move(-cell.x, -cell.y))
                 for i, z in enumerate(stack) if z.card_id not in self.hidden]
        shadow = self.faces.shadows.get(ZOO_SIZE, radius=9, blur=4, alpha=120)
        font = self.app.font("bold", 11)

        def paint(surf: gfx.Canvas) -> None:
            if total == 0 and not occupied:
                hole = pygame.Rect(10, 14, cell.w - 20, cell.h - 28)
                gfx.ellipse(surf, (8, 16, 12), hole)
                gfx.ellipse(surf, (30, 22, 16), hole, 3)
                gfx.ellipse(surf, (4, 8, 6), hole.inflate(-26, -26))
                theme.blit_text(surf, font, "EMPTY", (cell.w // 2, cell.h - 6), (92, 110, 100), anchor="midbottom")
            elif total == 0:
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
        cards = []
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

    def _draw_last_move(self, surface: gfx.Canvas) -> None:
        last = self.model.last
        if last is None:
            return
        seat, src, dst = last
        color = theme.seat_style(seat).color
        d = self.layout.cell_rect(dst).inflate(4, 4)
        for (x, y), (dx, dy) in (((d.left, d.top), (1, 1)), ((d.right - 1, d.top), (-1, 1)),
                                 ((d.left, d.bottom - 1), (1, -1)), ((d.right - 1, d.bottom - 1), (-1, -1))):
            gfx.line(surface, color, (x, y), (x + 18 * dx, y), 4)
            gfx.line(surface, color, (x, y), (x, y + 18 * dy), 4)
        if src is not None:
            s = self.layout.cell_rect(src)
            dashed_rect(surface, s.inflate(2, 2), color, dash=8, width=2)
            a, b = pygame.Vector2(s.center), pygame.Vector2(self.layout.cell_rect(dst).center)
            direction = (b - a).normalize()
            tip = a + direction * (CELL[0] / 2 + CELL_GAP / 2 + 10)
            base = tip - direction * 14
            side = pygame.Vector2(-direction.y, direction.x) * 8
            gfx.polygon(surface, theme.INK_DARK, [tip + direction * 2, base + side * 1.3, base - side * 1.3])
            gfx.polygon(surface, color, [tip, base + side, base - side])

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
        show_scores = self.app.settings.show_scores
        for seat in range(self.n):
            rect = self.layout.seat_rect(seat)
            self.draw_seat_header(surface, seat, rect, self.model.score(seat) if show_scores else None)
            if self.n <= 3 and show_scores:
                self.text.blit(surface, "text", 12, self.score_line(seat, rect.w - 28), (rect.x + 14, rect.bottom - 10),
                               theme.INK_DIM, "bottomleft")
            pile_surf, area = self._pile_surface(seat)
            surface.blit(pile_surf, (area.x - 8, area.y - 8))
            taken = len(self.model.piles[seat])
            if taken:
                pts = sum(c.value for c in self.model.piles[seat])
                txt = f"Pile: {counted(taken, 'card')}" + (f", {points(pts)}" if show_scores else "")
                hand = self.layout.hand_slot_rect(seat, CHARACTER_VALUES[-1])
                if self.n <= 2:
                    self.text.blit(surface, "text", 12, txt, (rect.x + 14, area.y - 2), theme.INK_DIM, "bottomleft")
                elif self.n >= 4 and show_scores:
                    self.text.blit(surface, "text", 11, points(pts), (hand.right + 4, hand.bottom), theme.INK_DIM,
                                   "bottomleft")

    def banner_center(self) -> tuple[int, int]:
        """The turn banner sits over the board, a little right of its centre (clear of the title)."""
        return (self.layout.board_rect.centerx + 60, TOP_BAR // 2)

    def shown_seat(self) -> int | None:
        """The seat the table shows as deciding: the model's seat to move (it follows the animations)."""
        return None if self.model.ended is not None else self.model.to_move

    def score_line(self, seat: int, width: int) -> str:
        """The seat panel's points line (``"Points: zoo cards 13 + captures 0 + own team 18"``), adding up to the
        score badge; shorter labels when the full line is wider than ``width`` pixels."""
        pts = [p for _, p in self.model.breakdown(seat)]
        font = self.app.font("text", 12)
        txt = ""
        for labels in (("zoo cards", "captures", "own team"), ("zoo", "captures", "own team"),
                       ("zoo", "captures", "team"), ("zoo", "capt.", "team")):
            txt = "Points: " + " + ".join(f"{label} {p}" for label, p in zip(labels, pts, strict=True))
            if font.size(txt)[0] <= width:
                break
        return txt

    # ================================================================== tooltips and the hover preview
    def drawer_board_cue(self) -> str:
        """Apocalypse: every turn is played on the board and the top bar says so: no compact drawer for it."""
        return ""

    def keep_clear_extra(self) -> list[placement.Avoid]:
        """The seat panels and the legend (text a player reads)."""
        out = [placement.Avoid(self.layout.seat_rect(seat), placement.TEXT) for seat in range(self.n)]
        return [*out, placement.Avoid(self.layout.info_rect, placement.TEXT)]

    def tooltip_lines(self, key: Hashable) -> list[str] | None:
        """The hover text of location ``key`` (e.g. ``["Location C2", "Upper card 3 — one card below"]``), or the
        legend (:data:`LEGEND_KEY`, :func:`legend_lines`)."""
        if key == LEGEND_KEY:
            return legend_lines()
        if not isinstance(key, int):
            return None
        stack = self.model.stacks[key]
        occ = self.model.occupants[key]
        lines = [f"Location {loc_name(key)}"]
        if stack:
            top = stack[-1]
            value = "face down" if top.value is None else str(top.value)
            meaning = ZOO_MEANING.get(top.value, "being turned") if top.value is not None else "being turned"
            lines.append(f"Upper card {value} ({meaning}) — one card below" if len(stack) > 1
                         else f"Card {value} ({meaning}) — last card here")
        elif occ is None:
            lines.append("Empty: no card, nobody — cannot be entered")
        else:
            lines.append("No zoo card left")
        if occ is not None:
            lines.append(f"Mutant {occ.value} (once {self.name(occ.owner)}'s) — anyone may take it" if occ.mutant
                         else f"{self.name(occ.owner)}'s {occ.value} stands here")
        return lines

    def is_top(self) -> bool:
        return self.app.scenes.top is self

    def find_hover(self, pos: tuple[float, float]) -> HoverTarget | None:
        """The card drawn topmost at ``pos``: a character, the upper zoo card of a pit, or a pile card."""
        best = None
        for cid, sprite in self.sprites.items():
            if sprite.visible and cid not in self.flying and sprite.rect.collidepoint(pos):
                if best is None or sprite.z > best.z:
                    best = sprite
        if best is not None:
            return self._char_target(str(best.key), best.rect)
        loc = self.layout.loc_at(pos)
        if loc is not None:
            stack = self.model.stacks[loc]
            if stack and stack[-1].card_id not in self.hidden and stack[-1].value is not None:
                rect = self.layout.zoo_rect(loc, lower=len(stack) > 1)
                if rect.collidepoint(pos):
                    return self._zoo_target(loc, rect)
        for seat in range(self.n):
            if not self.layout.pile_area(seat).inflate(8, 8).collidepoint(pos):
                continue
            pile = self.model.piles[seat]
            mw, mh = self.layout.mini_size
            for i in range(len(pile) - 1, -1, -1):
                cx, cy = self.layout.pile_center(seat, i, len(pile))
                rect = pygame.Rect(round(cx - mw / 2), round(cy - mh / 2), mw, mh)
                if rect.collidepoint(pos):
                    return self._pile_target(seat, i, rect)
        return None

    def _zoo_target(self, loc: int, rect: pygame.Rect) -> HoverTarget:
        stack = self.model.stacks[loc]
        top = stack[-1]
        value = top.value if top.value is not None else 0
        where = f"Location {loc_name(loc)} \u00b7 " + ("one card below" if len(stack) > 1 else "last card here")
        lines = [f"{value} \u2014 {ZOO_MEANING[value]}: worth {value}", where]
        occ = self.model.occupants[loc]
        if occ is not None:
            lines.append(f"{'A mutant' if occ.mutant else possessive(self.name(occ.owner))} {occ.value} stands on it")
        return HoverTarget(("zoo", loc), rect, self.faces.zoo(top.card_id, value), tuple(lines))

    def _char_target(self, card_id: str, rect: pygame.Rect) -> HoverTarget:
        owner, value = (int(x) for x in card_id[1:].split("-"))
        loc = next((i for i, o in enumerate(self.model.occupants) if o is not None and o.card_id == card_id), None)
        occ = self.model.occupants[loc] if loc is not None else None
        mutant = bool(occ and occ.mutant)
        if mutant:
            lines = [f"Mutant {value} \u2014 anyone may take it",
                     f"Once {possessive(self.name(owner), False)}; worth {value} to whoever takes it"]
        else:
            lines = [f"{possessive(self.name(owner))} {value} \u2014 worth {value} while active",
                     f"Takes characters worth {value} or less, and any mutant"]
        lines.append(f"On location {loc_name(loc)}" if loc is not None
                     else "In hand: place it on a location with no one on it")
        return HoverTarget(("char", card_id), rect, self.faces.char(owner, value, mutant), tuple(lines), sprite=card_id)

    def _pile_target(self, seat: int, index: int, rect: pygame.Rect) -> HoverTarget:
        card = self.model.piles[seat][index]
        whose = f"In {possessive(self.name(seat), False)} pile"
        if card.kind == "zoo":
            face = self.faces.zoo(card.card_id, card.value)
            lines = [f"{card.value} \u2014 {ZOO_MEANING[card.value]}: worth {card.value}", whose]
            if card.infected:
                lines.append("Infected: its back was a mutant")
        else:
            owner = int(card.card_id[1:].split("-")[0])
            mutant = card.kind == "mutant"
            face = self.faces.char(owner, card.value, mutant)
            lines = [f"{'Mutant' if mutant else possessive(self.name(owner))} {card.value} \u2014 taken: worth "
                     f"{card.value}", whose]
        return HoverTarget(("pile", seat, index), rect, face, tuple(lines), lifted=self.faces.mini(card), radius=4)


def create_table(app: Services, session: GameSession) -> TableScene:
    """Return the Apocalypse table for ``session`` (the game catalog's table entry)."""
    return ApocalypseTable(app, session)
