"""The ZOP ZOO table, on the generic table kit.

Everything that is not about ZOP ZOO — the session and its viewer, forced steps played one after
another, computer seats thinking off the frame loop, drag / click / keyboard input with lit targets,
undo / hint / rules / pause, autosave and results, the log, the top bar (round and target), seat
headers, the round-end sheet — comes from :class:`~zooarcade.ui.table.base.TableScene` and its zones
(:mod:`zooarcade.ui.table.zones`).  This module holds what is ZOP ZOO's:

* the zones (:mod:`~zooarcade.games.zop_zoo.layout`): per seat its row (a cover laid on its card, an
  upper half joined above its lower half), its Side Bonus area and the spot a drawn card waits on;
  the draw pile, the discard pile (a used Specialty card looks spent), the whites sitting out, the
  cards set aside; the dig spread;
* the faces (:mod:`~zooarcade.games.zop_zoo.faces`);
* which sprite an action starts from and where it goes: the held wild onto a card of the own row
  (PlaceWild); a HYENA's card of your own onto another player's panel (Give); another player's card
  onto your own panel, or a click on it (Take, RACCOON); an EARTHWORM's card of your own onto the
  card it is swapped for (Swap; the cards of yours it may start from are lit at once); the draw pile
  (a click, or a drag onto your panel) when a MOLE on the discard pile offers a dig instead; Dig /
  Put it away / Draw a card instead in the decision panel;
* the animations of ZOP ZOO's own events: the deal, the dig (the discard pile opens as a spread,
  each retrieved card flies to its place, the spread closes), the reshuffle, a transfer (a card
  and its cover fly as one), a Specialty card turning spent;
* the round-end sheet's card-by-card tally (:meth:`ZopTable.round_sheet`).

Geometry in logical pixels of the 1280×720 canvas; durations in seconds before the animation-speed
multiplier (0 = instant).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pygame
import pytweening

from zooarcade.core.events import Event, EventKind
from zooarcade.core.narration import counted, is_you, possessive
from zooarcade.core.protocol import Action, GameState
from zooarcade.games.zop_zoo.data import BONUS_CATEGORIES, CARD_BY_KEY, CARDS, CATEGORIES, KEY, KIND, VALUE, Kind
from zooarcade.games.zop_zoo.faces import Faces, signed, symbol_badge
from zooarcade.games.zop_zoo.layout import (
    CARD,
    COVER_OFFSET,
    PILE_SCALE,
    PILES,
    SEATS,
    SIDE_LABEL,
    TAB,
    Fan,
    TopPile,
    ZopRow,
    held_scale,
    pile_layout,
    seat_layouts,
    side_column,
    side_scale,
    spread_rect,
)
from zooarcade.games.zop_zoo.rules import (
    Decline,
    Dig,
    Draw,
    Give,
    Phase,
    PlaceWild,
    Swap,
    Take,
    ZopState,
    face,
)
from zooarcade.ui import gfx, placement, theme
from zooarcade.ui.assets import display_title
from zooarcade.ui.cards import CardSprite
from zooarcade.ui.table.base import TableFrame, TableScene
from zooarcade.ui.table.hud import dashed_rect
from zooarcade.ui.table.panel import PanelChoice
from zooarcade.ui.table.preview import CardPreview, HoverTarget
from zooarcade.ui.table.rounds import RoundSheet, TallyLine, history_of
from zooarcade.ui.table.zones import CardLayer, Spread, Zone
from zooarcade.ui.tween import Tween

if TYPE_CHECKING:
    from zooarcade.session import GameSession
    from zooarcade.ui.services import Services

__all__ = ["ZopTable", "create_table"]

#: seconds a card flies (a draw, a placement), a dealt card, a card the human dropped.
FLIGHT = 0.42
DEAL_FLIGHT = 0.09
DROP_FLIGHT = 0.18
#: the z order of the dig spread's backdrop and cards (above every row).
SPREAD_Z = 400
_UPPER = int(Kind.UPPER)
_MINUS = int(Kind.MINUS)
_ANTI = int(Kind.ANTI)
_WHITE = 52
#: the seat count from which the round-end sheet names every Side Bonus line by its short form ("BIRD bonus").
SHORT_BONUS_SEATS = 6
#: the category legend at the foot of the piles column: ten symbols with their points, two columns of five.
LEGEND = pygame.Rect(PILES.x + 8, PILES.bottom - 112, PILES.w - 16, 104)


def legend_cells() -> dict[int, pygame.Rect]:
    """Per category index, the legend's cell of its symbol and points (the hover place of its tooltip)."""
    out = {}
    for i in range(len(CATEGORIES)):
        col, row = divmod(i, 5)
        cx, cy = LEGEND.x + 14 + col * 58, LEGEND.y + 12 + row * 20
        out[i] = pygame.Rect(cx - 10, cy - 10, 56, 20)
    return out


def _cid(key: Hashable) -> int:
    """The card id of sprite key ``key`` (-1 for an anonymous back or a pseudo sprite)."""
    return CARD_BY_KEY.get(key, -1) if isinstance(key, str) else -1


class ZopTable(TableScene):
    """The ZOP ZOO table (see the module docstring).

    Args:
        app: the arcade's services.
        session: a ZOP ZOO match.

    Public for tests and tools (beside :class:`TableScene`'s): :attr:`layer`, :attr:`faces`,
    :attr:`seats` (per seat :class:`~zooarcade.games.zop_zoo.layout.SeatLayout`), :attr:`piles`,
    :attr:`totals`, :meth:`row_value`, :meth:`card_rect`.
    """

    highlights_over_pieces = True

    def __init__(self, app: Services, session: GameSession) -> None:
        super().__init__(app, session, TableFrame(title="ZOP ZOO"))
        assert isinstance(session.state, ZopState), "the ZOP ZOO table needs a ZOP ZOO session"
        self.faces = Faces(app)
        self.spent: set[str] = set()
        #: keys of covered Minus cards (under their ANTI or a wild): their minus no longer counts (Scoring: a loser
        #: banks only uncovered Minus cards; a covered slot scores its cover), so their badge is struck through.
        self.void: set[str] = set()
        self.seats = seat_layouts(self.n)
        self.piles = pile_layout()
        self.totals: list[int] = list(session.state.totals)
        self.layer = self.use_cards(CardLayer(self._face))
        self.static: gfx.Drawing | None = None
        self._rects: tuple[Any, dict[Hashable, pygame.Rect]] | None = None
        self.digging = False
        #: True from a deal's first frame until the animation queue is idle again: the rows are still filling,
        #: so their lines say so instead of a "to go" count that trails the card in flight (play test 14).
        self.dealing = False
        #: the hover lift and the enlarged card with its caption (small cards at many seats stay readable).
        self.preview = CardPreview(self)
        L = self.layer
        for s, lay in enumerate(self.seats):
            L.add_zone(ZopRow(f"row:{s}", lay.row, CARD, scale=lay.scale, z_base=10 + s * 100))
            L.add_zone(Fan(f"side:{s}", lay.side, CARD, scale=side_scale(lay), z_base=80 + s * 100))
            held = Zone(f"held:{s}", lay.held, CARD, scale=held_scale(lay.held.w, lay.scale), z_base=90 + s * 100)
            L.add_zone(held)
        L.add_zone(TopPile("draw", self.piles.draw, CARD, scale=PILE_SCALE, face_up=False, z_base=700))
        L.add_zone(TopPile("discard", self.piles.discard, CARD, scale=PILE_SCALE, shown=5, z_base=720))
        L.add_zone(TopPile("white", self.piles.white, CARD, scale=0.42, face_up=False, shown=3, z_base=740))
        L.add_zone(TopPile("aside", self.piles.aside, CARD, scale=0.42, shown=3, z_base=760))
        L.add_zone(Spread("spread", SEATS.inflate(-100, -200), CARD, scale=0.6, z_base=SPREAD_Z + 1, columns=14))
        self.start()

    # ================================================================== faces and the view-model
    def _face(self, key: Hashable, data: Mapping[str, Any] | None, back: Any) -> gfx.Picture:
        return self.faces.painter(key, data, back, spent=isinstance(key, str) and key in self.spent,
                                  void=isinstance(key, str) and key in self.void)

    @property
    def state(self) -> ZopState:
        """The true state (public except the draw pile's order, which the table never shows)."""
        state = self.session.state
        assert isinstance(state, ZopState)
        return state

    def rebuild(self, view: GameState) -> None:
        """ZOP ZOO: every zone and sprite from ``view`` (start, undo, Continue)."""
        assert isinstance(view, ZopState)
        L = self.layer
        L.clear()
        self.spent = {KEY[c] for c in view.spent}
        self.void = {KEY[w] for row in view.rows for w in row if KIND[w] == _MINUS and view.cover[w] >= 0}
        self.totals = list(view.totals)
        self.digging = False
        for s in range(self.n):
            row = L.zones[f"row:{s}"]
            assert isinstance(row, ZopRow)
            row.joined.clear()
            for w in view.rows[s]:
                L.put(f"row:{s}", KEY[w], face(w), "white")
                c = view.cover[w]
                if c >= 0:
                    L.put(f"row:{s}", KEY[c], face(c), "black", on=KEY[w])
                    if KIND[c] == _UPPER:
                        row.joined.add(KEY[c])
            for b in view.side[s]:
                L.put(f"side:{s}", KEY[b], face(b), "black")
        if view.held >= 0:
            L.put(f"held:{view.to_move}", KEY[view.held], face(view.held), "black")
        for b in view.discard:
            L.put("discard", KEY[b], face(b), "black")
        for b in view.aside:
            L.put("aside", KEY[b], face(b), "black")
        for _ in view.draw:
            L.put("draw", None, None, "black")
        for _ in view.white_out:
            L.put("white", None, None, "white")
        L.settle()
        self._rects = None

    def row_value(self, seat: int) -> tuple[int, int]:
        """``(points, cards to go)`` of ``seat``'s row as the table shows it now."""
        row = self.layer.zones[f"row:{seat}"]
        assert isinstance(row, ZopRow)
        points = 0
        needs = 0
        for key in row.keys:
            w = _cid(key)
            laid = row.stacks.get(key, [])
            if laid:
                points += VALUE[_cid(laid[0])]
            elif w >= 0 and KIND[w] == _MINUS:
                points += VALUE[w]
            else:
                needs += 1
        return points, needs

    def side_value(self, seat: int) -> int:
        """The points of ``seat``'s Side Bonus cards as shown."""
        return sum(VALUE[_cid(k)] for k in self.layer.zones[f"side:{seat}"].keys if _cid(k) >= 0)

    # ================================================================== input geometry
    def _seat(self) -> int:
        return self.session.current

    def source_key(self, action: Action) -> Hashable | None:
        if isinstance(action, PlaceWild):
            return KEY[self.state.held] if self.state.held >= 0 else None
        if isinstance(action, Give):
            return KEY[action.card]
        if isinstance(action, Swap):
            return KEY[action.mine]
        if isinstance(action, Take):
            return KEY[action.card]
        if isinstance(action, Draw) and self.state.phase == Phase.TOP_MOLE:
            draw = self.layer.zones["draw"].keys
            return draw[-1] if draw else None
        return None

    def spatial(self, action: Action) -> bool:
        """The draw beside a dig with the MOLE on the discard pile is made on the pile *and* in the panel
        (play test 12b, z25: the panel offered only the dig while the banner said "…or draw a card")."""
        if isinstance(action, Draw) and self.state.phase == Phase.TOP_MOLE:
            return False
        return super().spatial(action)

    def target_key(self, action: Action) -> Hashable | None:
        if isinstance(action, PlaceWild):
            return ("card", KEY[action.card])
        if isinstance(action, Give):
            return ("seat", action.to)
        if isinstance(action, Take):
            return ("seat", self._seat())
        if isinstance(action, Swap):
            return ("card", KEY[action.theirs])
        if isinstance(action, Draw) and self.state.phase == Phase.TOP_MOLE:
            return ("seat", self._seat())
        return None

    def card_rect(self, key: Hashable) -> pygame.Rect | None:
        """Where card ``key`` lies on the table (a row card with its cover), or None."""
        zone = self.layer.zone_of(key)
        if zone is None:
            return None
        if isinstance(zone, ZopRow) and key in zone.keys:
            return zone.slot_rect(key)
        slots = zone.slots()
        if key not in slots:
            return None
        return zone.card_rect(slots[key])

    def target_rects(self) -> Mapping[Hashable, pygame.Rect]:
        """The drop places of the decision now: row cards (a wild, a Take, a Swap) or seat panels (a Give)."""
        stamp = (self.steps(), self.queue.busy, len(self.layer.zones["discard"].keys), self.digging)
        if self._rects is not None and self._rects[0] == stamp:
            return self._rects[1]
        state = self.state
        out: dict[Hashable, pygame.Rect] = {}
        phase = state.phase
        me = self._seat()
        if phase == Phase.WILD and 0 <= me < self.n:
            row = self.layer.zones[f"row:{me}"]
            assert isinstance(row, ZopRow)
            for key in row.keys:
                out[("card", key)] = row.slot_rect(key)
        elif phase in (Phase.SPECIAL, Phase.TOP_SPECIAL):
            kinds = {type(a) for a in self.legal()}
            if Give in kinds or Take in kinds:
                for s in range(self.n):
                    out[("seat", s)] = self.seats[s].panel
            else:
                for s in range(self.n):
                    for c in state.points_cards(s):
                        rect = self.card_rect(KEY[c])
                        if rect is not None:
                            out[("card", KEY[c])] = rect
        elif phase == Phase.TOP_MOLE and 0 <= me < self.n:
            out[("seat", me)] = self.seats[me].panel
        self._rects = (stamp, out)
        return out

    def pickable(self) -> Iterable[CardSprite]:
        return self.sprites.values()

    def swap_sources(self) -> list[Hashable]:
        """The sprite keys of your cards an EARTHWORM swap may start from, while its choice is open and nothing
        is picked up yet (lit at once, play test 12b z4–z7: nothing showed what could be picked); else empty."""
        if not self.input_enabled() or self.drag.active is not None:
            return []
        out: list[Hashable] = []
        for a in self.legal():
            if isinstance(a, Swap) and KEY[a.mine] not in out:
                out.append(KEY[a.mine])
        return out

    def unmovable_reason(self, sprite: CardSprite) -> str | None:
        """A press on a card an EARTHWORM swap cannot start from: say which cards can (play test 12b z4–z6)."""
        if not any(isinstance(a, Swap) for a in self.legal()):
            return None
        mine = self._seat()
        cid = _cid(sprite.key)
        state = self.state
        if 0 <= mine < self.n and cid >= 0 and (cid in state.rows[mine] or cid in state.side[mine]
                                                or any(state.cover[w] == cid for w in state.rows[mine])):
            return "That card is not worth points yet, so it cannot swap: pick one of your lit cards."
        return "First pick one of your lit cards, then the other player's card to swap it for."

    def click_action(self, sprite: CardSprite) -> Action | None:
        """A click on the draw pile draws (when a MOLE on the discard pile offers a dig instead); a click on
        another player's card takes it (RACCOON)."""
        draw = self.layer.zones["draw"].keys
        if draw and sprite.key == draw[-1] and self.state.phase == Phase.TOP_MOLE:
            return Draw()
        takes = [a for a in self.legal() if isinstance(a, Take) and KEY[a.card] == sprite.key]
        return takes[0] if len(takes) == 1 else None

    def target_click_action(self, pos: tuple[int, int]) -> Action | None:
        """A click on a lit card of your row lays the held wild on it (play test 8: the prompt says "choose the
        card of your row the BEST BEAST covers", and a click on that card did nothing)."""
        if self.state.phase != Phase.WILD:
            return None
        for target, rect in self.target_rects().items():
            if rect.collidepoint(pos):
                wild = [a for a in self.legal() if isinstance(a, PlaceWild) and self.target_key(a) == target]
                return wild[0] if wild else None
        return None

    def mark_rects(self, action: Action) -> tuple[pygame.Rect, pygame.Rect] | None:
        key, target = self.source_key(action), self.target_key(action)
        if key is None or target is None or key not in self.sprites:
            return None
        dst = self.target_rects().get(target)
        if dst is None:
            return None
        return self.sprites[key].rect, dst

    def is_home_target(self, sprite: CardSprite, target: Hashable) -> bool:
        return target == ("card", sprite.key)

    def reject_reason(self, sprite: CardSprite, target: Hashable | None) -> str | None:
        """The rules' reason a drop is refused ("A wild covers a card … not worth points yet …")."""
        state = self.state
        if not isinstance(target, tuple):
            return None
        action: Action | None = None
        if target[0] == "card" and _cid(target[1]) >= 0:
            cid = _cid(target[1])
            if state.phase == Phase.WILD and cid < _WHITE:
                action = PlaceWild(cid)
            elif state.phase in (Phase.SPECIAL, Phase.TOP_SPECIAL):
                owner = next((s for s in range(self.n) if cid in state.rows[s] or cid in state.side[s]), -1)
                if owner == self._seat():
                    return "Pick another player's card: this one is already yours."
                action = Swap(_cid(sprite.key), cid, owner)
        elif target[0] == "seat":
            if any(isinstance(a, Take) for a in self.legal()):
                return "Drop the card you take on your own row." if target[1] != self._seat() else None
            if target[1] == self._seat():
                return "Give it to another player: drop it on their row."
            action = Give(_cid(sprite.key), int(target[1]))
        if action is None:
            return None
        return state.explain(action)

    def banner_text(self) -> tuple[str, theme.Color] | None:
        """Play test 10: while a person's step has only one outcome (a plain draw, a wild with one place to go) the
        table plays it for them, and the banner says so in one dim line instead of "Ann plays…" (so watching
        a chain is never mistaken for waiting on a click).  While the round sheet is up the bar speaks of it
        (play test 14: it said "nothing to decide" behind the sheet).  None otherwise: the generic banner."""
        sheet = self.round_summary.sheet if self.round_summary.is_open else None
        if sheet is not None:
            after = "the results come next" if sheet.final else "press Continue"
            return (f"Round {sheet.round} is scored \u2014 {after}", theme.INK_DIM)
        d = self.decision()
        if (d is None or not d.forced or self.session.seats[d.seat].is_ai or self.asks_human()
                or self.handing_off or self.end_timer is not None or self.shown_seat() != d.seat):
            return None  # (while another seat's last move still plays out, the bar names that seat)
        what = "draws" if isinstance(self.session.forced_action(), Draw) else "plays the only move"
        who = self.name(d.seat)
        lead = "Nothing to decide" if is_you(who) else f"{who}: nothing to decide"
        return (f"{lead} \u2014 the table {what} for you", theme.INK_DIM)

    def panel_choices(self, actions: Sequence[Action]) -> list[PanelChoice]:
        """Dig (the main button), Put it away, Draw instead."""
        out = []
        for a in actions:
            if isinstance(a, Dig):
                out.append(PanelChoice("Dig with the MOLE", ((self.caption(a), a),), "primary"))
            elif isinstance(a, Decline):
                out.append(PanelChoice("Put it away", ((self.caption(a), a),)))
            elif isinstance(a, Draw):  # beside a dig it is the other choice; alone (a lesson's chain) just a draw
                label = "Draw a card instead" if self.state.phase == Phase.TOP_MOLE else "Draw a card"
                out.append(PanelChoice(label, ((self.caption(a), a),)))
            else:
                out.append(PanelChoice(self.caption(a), ((self.caption(a), a),)))
        return out

    # ================================================================== animations
    def animate_event(self, events: Sequence[Event], index: int, human: bool) -> int:
        ev = events[index]
        kind = ev.kind
        if kind == EventKind.CARD_MOVED:
            return self._anim_move(events, index, human)
        if kind == "deal":
            self._anim_deal(ev)
        elif kind == "dig":
            self._anim_dig(ev)
        elif kind == "dig_end":
            self._anim_dig_end(ev)
        elif kind == "reshuffle":
            self._anim_reshuffle(ev)
        elif kind == "spent":
            self._anim_spent(ev)
        elif kind == EventKind.SCORE:
            def banked() -> None:
                seat, total = ev.data.get("seat"), ev.data.get("total")
                if isinstance(seat, int) and 0 <= seat < self.n and isinstance(total, int):
                    self.totals[seat] = total
            self.queue.then(banked)
            return 0
        else:
            return 0
        return 1

    def _anim_move(self, events: Sequence[Event], index: int, human: bool) -> int:
        ev = events[index]
        data = ev.data
        key = data.get("card")
        why = data.get("why")
        nxt = events[index + 1] if index + 1 < len(events) else None
        if (why == "transfer" and nxt is not None and nxt.kind == EventKind.CARD_MOVED
                and nxt.data.get("on") == key and nxt.data.get("why") == "transfer"):
            self._fly_together([ev, nxt], FLIGHT + 0.1)
            return 2
        on = data.get("on")
        dst = str(data.get("dst"))
        if why == "spent" and isinstance(key, str):
            self.queue.then(lambda: self.spent.add(key))
        if on is not None and isinstance(key, str) and _cid(key) >= 0 and KIND[_cid(key)] == _UPPER:
            row = self.layer.zones.get(dst)
            if isinstance(row, ZopRow):
                self.queue.then(lambda: row.joined.add(key))
        duration = DEAL_FLIGHT if why == "deal" else DROP_FLIGHT if human and why == "wild" else FLIGHT
        self.animate_card(ev, duration, on=on)
        if isinstance(on, str) and _cid(on) >= 0 and KIND[_cid(on)] == _MINUS:
            def struck() -> None:  # play test 10: a covered Minus (ANTI, wild) no longer counts; its badge says so
                self.void.add(on)
                if on in self.sprites:
                    self.sprites[on].image = self.layer.picture(on)
            self.queue.then(struck)
        return 1

    def _fly_together(self, evs: list[Event], duration: float) -> None:
        """A row card and its cover fly to another row as one (a transfer): the cover rides on its card."""
        layer = self.layer
        group = Tween(duration, easing=pytweening.easeInOutCubic)
        held: dict[str, Any] = {}

        def start() -> None:
            for ev in evs:
                self.log_event(ev)
            white, cover = evs[0].data, evs[1].data
            sprite_w, tween_w, land_w = layer.move(white, duration)
            sprite_c, _, land_c = layer.move(cover, duration, on=cover.get("on"))
            joined = _cid(cover.get("card")) >= 0 and KIND[_cid(cover.get("card"))] == _UPPER
            if joined:
                row = layer.zones.get(str(cover.get("dst")))
                if isinstance(row, ZopRow):
                    row.joined.add(str(cover.get("card")))
            self.flying.update((sprite_w.key, sprite_c.key))
            held.update(w=sprite_w, c=sprite_c, land=(land_w, land_c))

            def step(t: float) -> None:
                assert tween_w.on_update is not None
                tween_w.on_update(t)
                dy = CARD[1] * sprite_w.scale * COVER_OFFSET
                if joined:  # the white flies to the row's top slot, but lands a cover's offset lower, under its
                    # upper half (which lies in that top slot): sliding down by dy on the way keeps the pair
                    # inside the panels at both ends (play 11: a swapped Phoenix stuck out above its panel)
                    sprite_w.pos = (sprite_w.pos[0], sprite_w.pos[1] + dy * t)
                sprite_c.pos = (sprite_w.pos[0], sprite_w.pos[1] + (-dy if joined else dy))
                sprite_c.scale = sprite_w.scale
                sprite_c.z = sprite_w.z + (-1 if joined else 1)
            group.on_update = step
            self.app.sfx("card_pickup")

        def end() -> None:
            if "land" in held:
                for sprite in (held["w"], held["c"]):
                    self.flying.discard(sprite.key)
                for land in held["land"]:
                    land()
            self.app.sfx("card_drop")

        self.queue.then(start)
        self.queue.add(group)
        self.queue.then(end)

    def _anim_deal(self, ev: Event) -> None:
        """A new round: every card goes back to its deck (the whites sitting out, the draw pile)."""
        count = int(ev.data.get("draw", 74))

        def start() -> None:
            self.log_event(ev)
            L = self.layer
            L.clear()
            self.spent.clear()
            self.void.clear()
            self.digging = False
            self.dealing = True
            for s in range(self.n):
                row = L.zones[f"row:{s}"]
                if isinstance(row, ZopRow):
                    row.joined.clear()
            for _ in range(count):
                L.put("draw", None, None, "black")
            for _ in range(_WHITE):
                L.put("white", None, None, "white")
            L.settle()
            self.app.sfx("shuffle")

        self.queue.then(start)
        self.queue.add(Tween(0.3))

    def _anim_dig(self, ev: Event) -> None:
        """The discard pile opens as a spread over the table."""
        pile = [k for k in ev.data.get("pile", []) if isinstance(k, str)]

        def start() -> None:
            self.log_event(ev)
            L = self.layer
            spread = L.zones["spread"]
            assert isinstance(spread, Spread)
            rect, scale, cols = spread_rect(len(pile))
            spread.rect, spread.scale, spread.columns = rect, scale, cols
            discard = L.zones["discard"]
            for key in pile:
                if key in discard.keys:
                    discard.keys.remove(key)
                    spread.keys.append(key)
            self.digging = True
            self._glide(spread)
            self.app.sfx("card_flip")

        self.queue.then(start)
        self.queue.add(Tween(0.55))

    def _anim_dig_end(self, ev: Event) -> None:
        """The spread closes: what is left goes back on the discard pile, under the MOLE."""

        def start() -> None:
            self.log_event(ev)
            L = self.layer
            spread, discard = L.zones["spread"], L.zones["discard"]
            discard.keys[:0] = spread.keys
            spread.keys.clear()
            self.digging = False
            self._glide(discard)

        self.queue.then(start)
        self.queue.add(Tween(0.4))

    def _glide(self, zone: Zone) -> None:
        """Every card of ``zone`` glides to its slot (the others rest where they are)."""
        slots = zone.slots()
        for key, sprite in self.sprites.items():
            slot = slots.get(key)
            if slot is None:
                continue
            sprite.visible = True
            sprite.z = slot.z
            start = sprite.pos
            sprite.home = slot.center
            sprite.pos = start
            sprite.move_to(slot.center, 0.4 * self.speed, easing=pytweening.easeOutCubic)
            target_scale = slot.scale
            begin = sprite.scale
            tween = sprite.tween
            if tween is not None:
                pos_step = tween.on_update

                def both(t: float, pos_step: Any = pos_step, sprite: CardSprite = sprite, begin: float = begin,
                         target_scale: float = target_scale) -> None:
                    if pos_step is not None:
                        pos_step(t)
                    sprite.scale = begin + (target_scale - begin) * t
                tween.on_update = both
            if self.speed <= 0:
                sprite.scale = target_scale
                sprite.pos = slot.center
        hidden = set(slots)
        for key in zone.keys:
            if key not in hidden and key in self.sprites:
                self.sprites[key].visible = False

    def _anim_reshuffle(self, ev: Event) -> None:
        """The discard pile (but a kept top card) flies into the new draw pile; spent Specialty cards go aside."""
        aside = [k for k in ev.data.get("aside", []) if isinstance(k, str)]
        kept = ev.data.get("kept")
        count = int(ev.data.get("count", 0))
        gone: list[Hashable] = []

        def start() -> None:
            self.log_event(ev)
            L = self.layer
            discard = L.zones["discard"]
            target = L.zones["draw"].rect.center
            for key in list(discard.keys):
                if key == kept:
                    continue
                discard.keys.remove(key)
                if key in aside:
                    L.zones["aside"].keys.append(key)
                elif key in self.sprites:
                    gone.append(key)
                    sprite = self.sprites[key]
                    sprite.visible = True
                    sprite.z = 600
                    sprite.move_to(target, 0.35 * self.speed, easing=pytweening.easeInCubic)
            self.flying.update(gone)
            self.app.sfx("shuffle")

        def end() -> None:
            L = self.layer
            for key in gone:
                self.flying.discard(key)
                self.sprites.pop(key, None)
                L.faces_seen.pop(key, None)
            draw = L.zones["draw"]
            while len(draw.keys) < count:
                L.put("draw", None, None, "black")
            L.settle(self.flying)

        self.queue.then(start)
        self.queue.add(Tween(0.4))
        self.queue.then(end)

    def _anim_spent(self, ev: Event) -> None:
        """A Specialty card used from the top of the discard pile turns spent where it lies."""
        key = ev.data.get("card")

        def start() -> None:
            self.log_event(ev)
            if isinstance(key, str) and key in self.sprites:
                self.spent.add(key)
                self.sprites[key].image = self.layer.picture(key)

        self.queue.then(start)
        self.queue.add(Tween(0.2))

    # ================================================================== the round-end sheet
    def round_sheet(self, ev: Event) -> RoundSheet | None:
        """ZOP ZOO: Scoring — each seat's banked cards with their points, the round table and the target."""
        data = ev.data
        cards = data.get("cards") or [[] for _ in range(self.n)]
        points = tuple(int(p) for p in data.get("points", [0] * self.n))
        totals = tuple(int(t) for t in data.get("totals", [0] * self.n))
        rnd = int(data.get("round", 1))
        winner = data.get("winner")
        lines = []
        # six columns are too narrow for "Side Bonus MYTHICAL": there every Side Bonus line goes by its short
        # name ("MYTHICAL bonus"), so a column never mixes the two forms (the long ones fit from five seats down)
        short_bonus = self.n >= SHORT_BONUS_SEATS
        for seat_lines in cards:
            items = []
            for item in seat_lines:
                shown = item.get("cover") or item.get("card")
                cid = _cid(shown)
                pic = self.faces.card(cid, False) if cid >= 0 else None
                short = self._short_label(item)
                bonus = _cid(item.get("card")) >= 0 and KIND[_cid(item.get("card"))] == int(Kind.BONUS)
                label = short if short_bonus and bonus and short else str(item.get("label", ""))
                tiny = CATEGORIES[CARDS[_cid(item.get("card"))].category].name if bonus else None
                items.append(TallyLine(label, int(item.get("points", 0)), pic, short, tiny))
            lines.append(tuple(items))
        if isinstance(winner, int) and 0 <= winner < self.n:
            who = self.name(winner)
            title = f"Round {rnd}: {who} complete{'' if who == 'You' else 's'} a row!"
        else:
            title = f"Round {rnd}: the round ran out of turns"
        state = self.state
        results = [r for r in state.round_results() if r.round <= rnd]
        return RoundSheet(rnd, title, tuple(self.names), tuple(lines), points, totals, history_of(results),
                          winner if isinstance(winner, int) else None, state.target,
                          final=state.is_terminal() and bool(results) and results[-1].round == rnd)

    @staticmethod
    def _short_label(item: Mapping[str, Any]) -> str | None:
        """A round-sheet line for a narrow column: the animal's name ("Peacock"), or "BIRD bonus"."""
        cid = _cid(item.get("card"))
        if cid < 0:
            return None
        card = CARDS[cid]
        if card.kind == Kind.BONUS:
            return f"{CATEGORIES[card.category].name} bonus"
        return card.name

    # ================================================================== drawing
    def _static_layer(self) -> gfx.Drawing:
        if self.static is None:
            self.static = gfx.Drawing((1280, 720), self._paint_static, alpha=False)
        return self.static

    def enter(self) -> None:
        self._static_layer().pixels(self.app.display.canvas.scale)
        super().enter()

    def _paint_static(self, surf: gfx.Canvas) -> None:
        surf.fill(theme.FELT)
        surf.blit(theme.vertical_gradient((1280, 720), (44, 86, 66), (22, 46, 36)), (0, 0))
        surf.blit(theme.vertical_gradient((1280, self.frame.top_bar), (34, 42, 50), (22, 28, 34)), (0, 0))
        gfx.line(surf, (70, 82, 94), (0, self.frame.top_bar), (1280, self.frame.top_bar), 2)
        x = 16
        for i, cat in enumerate(CATEGORIES[:3]):
            gfx.circle(surf, cat.rgb, (x + 10 + i * 9, 26), 8)
        theme.blit_text(surf, self.app.font("display", 26), display_title(self.frame.title), (60, 9), theme.ACCENT,
                        shadow=True)
        theme.shadowed_rect(surf, PILES, (26, 40, 34), radius=14, shadow=6, border=(60, 92, 76))
        p = self.piles
        for rect, label in ((p.draw, "Draw pile"), (p.discard, "Discard pile")):
            theme.blit_text(surf, self.app.font("bold", 13), label, (rect.centerx, rect.y - 22), theme.INK_DIM,
                            "center")
            gfx.rect(surf, (20, 32, 26), rect.inflate(6, 6), border_radius=10)
            dashed_rect(surf, rect.inflate(6, 6), (70, 110, 90))
        for rect, label in ((p.white, "Sitting out"), (p.aside, "Set aside")):
            theme.blit_text(surf, self.app.font("text", 11), label, (rect.centerx, rect.y - 12), theme.INK_DIM,
                            "center")
            gfx.rect(surf, (20, 32, 26), rect.inflate(4, 4), border_radius=6)
        for s, lay in enumerate(self.seats):
            theme.shadowed_rect(surf, lay.panel, (24, 30, 36), radius=14, shadow=5, border=(58, 68, 80))
            gfx.rect(surf, theme.seat_style(s).color, (lay.panel.x + 3, lay.panel.y + 10, 4, lay.panel.h - 20),
                     border_radius=2)
            gfx.rect(surf, (32, 40, 48), lay.held, border_radius=10)
            dashed_rect(surf, lay.held.inflate(-6, -6), (64, 76, 90))
            # the Side Bonus column right beside the row, labelled, so its cards read as that row's
            column = side_column(lay)
            gfx.rect(surf, (30, 36, 44), column, border_radius=8)
            label = "Side Bonus" if lay.wide else "Bonus"
            theme.blit_text(surf, self.app.font("bold", 10), label, (column.centerx, column.y + SIDE_LABEL // 2 + 1),
                            theme.INK_DIM, "center")
        gfx.rect(surf, (20, 32, 26), LEGEND, border_radius=8)
        for i, cat in enumerate(CATEGORIES):
            cx, cy = legend_cells()[i].x + 10, legend_cells()[i].centery
            symbol_badge(surf, cat.symbol, (cx, cy), 8, cat.rgb)
            theme.blit_text(surf, self.app.font("bold", 11), str(cat.value), (cx + 12, cy), theme.INK, "midleft")

    def _pile_glow_width(self) -> int:
        """The width (logical pixels, 2–4) of the ring inviting a click on the draw pile, at :attr:`glow_time`."""
        return 2 + round(2 * (0.5 + 0.5 * math.sin(self.glow_time * 5)))

    def still_key(self) -> object:
        """What :meth:`draw_table` draws from (:meth:`TableScene.still_key`): the backdrop, each seat's header,
        row and bonus values and empty or framed zones, the pile counts, the draw pile's glow and whether the deal
        still plays out (the row lines say so)."""
        shown = self.shown_seat()
        show_scores = self.app.settings.show_scores
        zones = self.layer.zones
        seats = tuple((lay, self.row_value(s), self.side_value(s), bool(zones[f"side:{s}"].keys),
                       shown == s and bool(zones[f"held:{s}"].keys)) for s, lay in enumerate(self.seats))
        draw_n = len(zones["draw"].keys)
        discard_n = len(zones["discard"].keys) + len(zones["spread"].keys)
        glow = None
        if draw_n and self.state.phase == Phase.TOP_MOLE and self.input_enabled():
            glow = self._pile_glow_width()
        scores = [self.totals[s] if show_scores else None for s in range(len(self.seats))]
        return (id(self._static_layer()), self.piles, seats, draw_n, discard_n, glow, self.dealing,
                self.header_keys(scores))

    def draw_table(self, surface: gfx.Canvas) -> None:
        surface.blit(self._static_layer(), (0, 0))
        shown = self.shown_seat()
        show_scores = self.app.settings.show_scores
        for s, lay in enumerate(self.seats):
            self.draw_seat_header(surface, s, lay.header, self.totals[s] if show_scores else None, compact=not lay.wide)
            pts, needs = self.row_value(s)
            side = self.side_value(s)
            if self.dealing:
                line = "Row \u00b7 being dealt\u2026"
            else:
                line = f"Row {signed(pts)} \u00b7 {needs} to go" if needs else f"Row {signed(pts)} \u00b7 complete!"
            if side:
                line += f" \u00b7 bonus {signed(side)}"
            self.text.blit(surface, "text", 12, line, lay.info.topleft,
                           theme.INK_DIM if needs or self.dealing else theme.ACCENT)
            if not self.layer.zones[f"side:{s}"].keys:
                self.text.blit(surface, "text", 10, "none", lay.side.center, (92, 104, 116), "center")
            if shown == s and self.layer.zones[f"held:{s}"].keys:
                gfx.rect(surface, theme.ACCENT, lay.held.inflate(-2, -2), 2, border_radius=10)
        p = self.piles
        draw_n = len(self.layer.zones["draw"].keys)
        discard_n = len(self.layer.zones["discard"].keys) + len(self.layer.zones["spread"].keys)
        for rect, count in ((p.draw, draw_n), (p.discard, discard_n)):
            badge = pygame.Rect(0, 0, 40, 22)
            badge.midtop = (rect.centerx, rect.bottom + 8)
            gfx.rect(surface, theme.PANEL, badge, border_radius=11)
            gfx.rect(surface, theme.ACCENT, badge, 1, border_radius=11)
            self.text.blit(surface, "bold", 13, str(count), badge.center, theme.INK, "center")
        if not draw_n:
            self.text.blit(surface, "text", 11, "empty", p.draw.center, theme.INK_DIM, "center")
        elif self.state.phase == Phase.TOP_MOLE and self.input_enabled():
            # the one draw that is a choice (a MOLE on the discard pile offers a dig): the pile invites a click
            glow = self._pile_glow_width()
            gfx.rect(surface, theme.ACCENT, p.draw.inflate(12, 12), glow, border_radius=12)
            # "click to draw" is written on the pile itself (draw_overlay), clear of the label above it
        if not discard_n:
            self.text.blit(surface, "text", 11, "empty", p.discard.center, theme.INK_DIM, "center")

    def draw_overlay(self, surface: gfx.Canvas) -> None:
        """Over the cards: "click to draw" on the draw pile, on a dark pill, when the draw is a choice (a MOLE on
        the discard pile offers a dig) — inside the pile, so the "Draw pile" label above it stays readable."""
        super().draw_overlay(surface)
        sources = self.swap_sources()
        if sources:  # the EARTHWORM's choice is open: light the cards of yours it may start from
            glow = 150 + int(80 * (0.5 + 0.5 * math.sin(self.time * 6)))
            for key in sources:
                rect = self.card_rect(key)
                if rect is not None:
                    lit = self._lit(rect.size)
                    lit.set_alpha(glow)
                    surface.blit(lit, rect)
        p = self.piles
        if not (self.layer.zones["draw"].keys and self.state.phase == Phase.TOP_MOLE and self.input_enabled()):
            return
        invite = self.text.get("bold", 11, "click to draw", theme.ACCENT)
        pill = invite.get_rect().inflate(10, 4)
        pill.center = (p.draw.centerx, p.draw.bottom - 16)
        gfx.rect(surface, (16, 20, 24), pill, border_radius=pill.h // 2)
        gfx.rect(surface, theme.ACCENT, pill, 1, border_radius=pill.h // 2)
        self.text.blit(surface, "bold", 11, "click to draw", pill.center, theme.ACCENT, "center")

    def side_tabs(self) -> list[tuple[str, pygame.Rect, pygame.Rect]]:
        """The Side Bonus cards of every crowded column (laid out in two columns, :meth:`Fan.columns_now`), resting
        in their slot: ``(card key, card rectangle, its strip in sight)`` in logical pixels, where
        :meth:`draw_labels` paints each card's category symbol (and its points, when the strip has room)."""
        out = []
        for s in range(self.n):
            fan = self.layer.zones[f"side:{s}"]
            if not isinstance(fan, Fan) or fan.columns_now() < 2:
                continue
            slots = fan.slots()
            rects = {k: fan.card_rect(slot) for k, slot in slots.items()}
            for key, rect in rects.items():
                sprite = self.sprites.get(key)
                if not isinstance(key, str) or sprite is None or key in self.flying or not sprite.visible:
                    continue
                if sprite.rect != rect:
                    continue  # lifted by the hover, or on its way: its own face shows
                strip = rect.copy()
                for other, r in rects.items():
                    if slots[other].z > slots[key].z and r.colliderect(rect) and r.y > rect.y:
                        strip.h = min(strip.h, r.y - rect.y)
                out.append((key, rect, strip))
        return out

    def draw_labels(self, surface: gfx.Canvas) -> None:
        """The crowded Side Bonus columns' category chips: over the resting cards, under a card in flight or
        dragged (one crossing a column on its way to the drawn-card spot stays in front)."""
        super().draw_labels(surface)
        self._draw_side_tabs(surface)

    def _draw_side_tabs(self, surface: gfx.Canvas) -> None:
        """Over each crowded Side Bonus card's strip, a chip of its category colour: the category symbol, big
        enough to tell apart (the cards there are too small for their own band), and under it the points on a
        dark pill when every strip of its column has room for them (at 4 seats, not at 5 or 6: there the legend
        and the hover tell the points), so a column never shows the points of some cards only."""
        tabs = self.side_tabs()
        zone = {key: getattr(self.layer.zone_of(key), "name", "") for key, _, _ in tabs}
        least: dict[str, int] = {}
        for key, _, strip in tabs:
            least[zone[key]] = min(least.get(zone[key], strip.h), strip.h)
        for key, rect, strip in tabs:
            cat = CATEGORIES[CARDS[_cid(key)].category]
            r = min(TAB / 2 - 1, (rect.w - 3) / 2)
            room = least[zone[key]] >= 2 * r + 13
            chip = pygame.Rect(rect.x, strip.y, rect.w, min(strip.h, round(2 * r) + 3 + (11 if room else 0)))
            gfx.rect(surface, (12, 14, 18), chip, border_radius=4)
            gfx.rect(surface, cat.rgb, chip.inflate(-2, -2), border_radius=3)
            centre = (chip.centerx, chip.y + 1.5 + r)
            symbol_badge(surface, cat.symbol, centre, r, cat.rgb)
            if room:
                pill = pygame.Rect(chip.x + 2, round(centre[1] + r + 1), chip.w - 4, 10)
                gfx.rect(surface, (16, 20, 24), pill, border_radius=4)
                self.text.blit(surface, "bold", 9, str(cat.value), pill.center, theme.INK, "center")

    def draw(self, surface: gfx.Canvas) -> None:
        if not self.digging:
            super().draw(surface)
            return
        # while digging the spread's panel lies over the rows: draw the rows, then the panel, then the spread,
        # then the cards flying out of it
        spread = set(self.layer.zones["spread"].keys)
        hidden = [s for k, s in self.sprites.items() if (k in spread or k in self.flying) and s.visible]
        for sprite in hidden:
            sprite.visible = False
        self.digging = False
        super().draw(surface)
        self.digging = True
        self.draw_table_dig(surface)
        hidden.sort(key=lambda s: (s.key in self.flying, s.z))
        for sprite in hidden:
            sprite.visible = True
            sprite.draw(surface, self.shadows)

    def draw_table_dig(self, surface: gfx.Canvas) -> None:
        """The dig spread's panel (over the rows, under its cards)."""
        spread = self.layer.zones["spread"]
        back = spread.rect.inflate(40, 70).move(0, -14)
        theme.shadowed_rect(surface, back, (18, 22, 28), radius=16, shadow=8, border=(150, 110, 70), border_width=2)
        self.text.blit(surface, "bold", 16, "The MOLE digs through the discard pile\u2026",
                       (back.centerx, back.y + 16), theme.ACCENT, "center")

    # ================================================================== tooltips
    def hover_at(self, pos: tuple[int, int]) -> Hashable | None:
        best: CardSprite | None = None
        for sprite in self.sprites.values():
            if sprite.visible and isinstance(sprite.key, str) and sprite.rect.collidepoint(pos):
                if best is None or sprite.z > best.z:
                    best = sprite
        if best is not None:
            return ("card", best.key)
        if self.piles.draw.collidepoint(pos):
            return ("pile", "draw")
        if self.piles.white.inflate(4, 4).collidepoint(pos):
            return ("pile", "white")
        for i, cell in legend_cells().items():
            if cell.collidepoint(pos):
                return ("legend", i)
        return None

    def tooltip_anchor(self, key: Hashable) -> pygame.Rect | None:
        """The sitting-out pile and the legend (for any of its symbols): their tooltips sit beside them, so the
        whole legend stays in sight."""
        if key == ("pile", "white"):
            return self.piles.white
        if isinstance(key, tuple) and len(key) == 2 and key[0] == "legend":
            return LEGEND
        return None

    def score_tooltip(self, seat: int) -> list[str] | None:
        """What a seat's score badge counts: the total banked toward the target, and this round so far."""
        who = self.name(seat)
        target = self.state.target
        pts, needs = self.row_value(seat)
        side = self.side_value(seat)
        row = self.layer.zones[f"row:{seat}"]
        assert isinstance(row, ZopRow)
        minus = sum(VALUE[_cid(k)] for k in row.keys if not row.stacks.get(k) and KIND[_cid(k)] == _MINUS)
        lines = [f"{possessive(who)} score: {self.totals[seat]} of {target}",
                 f"Banked in the rounds played so far; the first to reach {target} alone on top wins"]
        if needs:
            lines.append(f"This round so far: {signed(side + minus)} if another player completes a row now "
                         f"(Side Bonus {signed(side)}, Minus cards {signed(minus)})")
            lines.append(f"Completing {possessive(who, False)} row first banks the whole row ({signed(pts)} now, "
                         f"{needs} to go) and the Side Bonus")
        else:
            lines.append(f"This round: {signed(pts + side)} (the complete row {signed(pts)}, "
                         f"Side Bonus {signed(side)})")
        return lines

    def tooltip_lines(self, key: Hashable) -> list[str] | None:
        """The hover text of a card ("Lion — MAMMAL, 10 points when matched"), of the draw pile or the sitting-out
        pile, or of a category in the legend (its symbol, colour and points)."""
        if key == ("pile", "draw"):
            n = len(self.layer.zones["draw"].keys)
            return ["Draw pile", f"{counted(n, 'black card')}, face down"]
        if key == ("pile", "white"):
            n = len(self.layer.zones["white"].keys)
            return ["Sitting out", f"{counted(n, 'white card')}, face down: the ones left over after "
                    "each player got a row of six",
                    "They play no part this round and are shuffled back in for the next deal"]
        if isinstance(key, tuple) and len(key) == 2 and key[0] == "legend" and key[1] in range(len(CATEGORIES)):
            cat = CATEGORIES[key[1]]
            shade = cat.colour.removesuffix("s")
            colour = f"{'an' if shade[0] in 'aeiou' else 'a'} {shade}"
            lines = [f"{cat.name}: the {cat.symbol} symbol",
                     f"Cards of this category show the {cat.symbol} on {colour} background",
                     f"A matched {cat.name} card is worth {cat.value} points"]
            if cat.name in BONUS_CATEGORIES:
                lines.append(f"Its Side Bonus card scores {cat.value} beside a row that shows a {cat.name} card")
            return lines
        if not isinstance(key, tuple) or len(key) != 2 or _cid(key[1]) < 0:
            return None
        cid = _cid(key[1])
        card = CARDS[cid]
        cat = CATEGORIES[card.category].name if card.category >= 0 and card.kind != Kind.LOWER else None
        kind = card.kind
        lines = [card.name + (f" \u2014 {cat}" if cat else "")]
        if kind == Kind.CATEGORY:
            lines.append(f"White card: worth {card.value} once its black match lies on it")
        elif kind == Kind.LOWER:
            lines.append("White card: the lower half of a Connect animal, 80 once joined")
        elif kind == Kind.MINUS and key[1] in self.void:
            cover = self.cover_key(key[1])
            under = "its ANTI" if cover is not None and KIND[_cid(cover)] == _ANTI else "a wild"
            lines.append(f"Minus card under {under}: its {signed(card.value)} no longer counts")
        elif kind == Kind.MINUS:
            lines.append(f"Minus card: {signed(card.value)} until its ANTI-Minus covers it")
        elif kind == Kind.MATCH:
            lines.append(f"Black match of the white {card.name}: {card.value} points")
        elif kind == Kind.UPPER:
            lines.append("Upper half of a Connect animal: 80 points with its lower half")
        elif kind == Kind.ANTI:
            lines.append(f"Turns the {card.name[5:]} into {signed(card.value)}")
        elif kind == Kind.WILD:
            lines.append(f"Wild: covers any card of your row that is not worth points yet ({card.value})")
        elif kind == Kind.BONUS:
            lines.append(f"Side Bonus: {card.value} points beside a row that shows {cat}")
            beside = self.layer.zone_of(key[1])
            if beside is not None and beside.name.startswith("side:") and len(beside.keys) > 1:
                # every card of the column by name and points, four to a line (a crowded column shows symbols)
                each = [CARDS[_cid(k)] for k in beside.keys if _cid(k) >= 0]
                lines.append(f"All {len(each)} Side Bonus cards here, {signed(sum(c.value for c in each))} together:")
                names = [f"{CATEGORIES[c.category].name} {c.value}" for c in each]
                lines.extend(" \u00b7 ".join(names[i:i + 4]) for i in range(0, len(names), 4))
        elif kind == Kind.MOLE:
            lines.append("MOLE: dig out every discarded card that fits your row")
        else:
            lines.append("Specialty card: spent" if key[1] in self.spent else "Specialty card: must be used")
        where = self.layer.zone_of(key[1])
        if where is not None and ":" in where.name:
            kind_name, seat = where.name.split(":")
            if seat.isdigit():
                place = {"row": "row", "side": "Side Bonus cards", "held": "drawn card"}.get(kind_name, kind_name)
                lines.append(f"In {possessive(self.name(int(seat)), False)} {place}")
        return lines

    def cover_key(self, white: str) -> str | None:
        """The key of the card lying on row card ``white`` on the table now, or None (uncovered, or not in a row)."""
        for zone in self.layer.zones.values():
            if isinstance(zone, ZopRow) and white in zone.keys:
                laid = zone.stacks.get(white)
                return laid[0] if laid else None
        return None

    def keep_clear_extra(self) -> list[placement.Avoid]:
        # the legend stays readable while one of its symbols is explained
        return [placement.Avoid(lay.header, placement.TEXT) for lay in self.seats] + [
            placement.Avoid(LEGEND, placement.TEXT)]

    def lesson_keep_clear(self) -> list[pygame.Rect]:
        """ZOP ZOO: the lesson card keeps off the draw and discard piles (play test: it lay over the discard pile
        that the lesson's MOLE digs in)."""
        return [pygame.Rect(self.piles.draw), pygame.Rect(self.piles.discard)]

    def drawer_keep_clear(self) -> list[placement.Avoid]:
        """ZOP ZOO: what the compact drawer should not hide (weights per logical pixel², see
        :meth:`TableScene.drawer_keep_clear`): every seat's header (its score) and Side Bonus column (INFO; an
        empty one only says "none": less), the cards of its row and the card it holds (TEXT; the top third of
        each, where its number is, INFO), the piles and the legend (TEXT).  The deciding player's own row, its
        Side Bonus column and the card it holds (one just drawn) are INFO whole: their names and CONNECT tags are
        read to decide (play test 14: the drawer lay over their lower half, its tab over the drawn card)."""
        out: list[placement.Avoid] = []
        shown = [sprite.rect for sprite in self.sprites.values() if sprite.visible]
        me = self._seat()
        for s, lay in enumerate(self.seats):
            side = any(lay.side.collidepoint(rect.center) for rect in shown)
            out += [placement.Avoid(lay.header, placement.INFO),
                    placement.Avoid(side_column(lay), placement.INFO if side or s == me else placement.TEXT / 3)]
            for rect in shown:
                if lay.held.collidepoint(rect.center) or (s == me and lay.row.collidepoint(rect.center)):
                    out.append(placement.Avoid(rect, placement.INFO))
                elif lay.row.collidepoint(rect.center):
                    # the card's number at its top is read most: a drawer over the tops of a row hides every value
                    out += [placement.Avoid(rect, placement.TEXT),
                            placement.Avoid(pygame.Rect(rect.x, rect.y, rect.w, rect.h // 3), placement.INFO)]
        piles = self.piles
        out += [placement.Avoid(r, placement.TEXT) for r in (piles.draw, piles.discard, piles.white)]
        return [*out, placement.Avoid(LEGEND, placement.TEXT)]

    # ------------------------------------------------------------------ the hover preview
    def find_hover(self, pos: tuple[float, float]) -> HoverTarget | None:
        """The face-up card drawn topmost at ``pos``, with its caption (for the enlarged preview)."""
        key = self.hover_at((round(pos[0]), round(pos[1])))
        if not isinstance(key, tuple) or key[0] != "card":
            return None
        sprite = self.sprites.get(key[1])
        cid = _cid(key[1])
        if sprite is None or cid < 0 or key[1] in self.flying:
            return None
        lines = tuple(self.tooltip_lines(key) or ())
        return HoverTarget(key, sprite.rect, self.faces.card(cid, key[1] in self.spent, key[1] in self.void), lines,
                           sprite=key[1])

    def is_top(self) -> bool:
        return self.app.scenes.top is self

    def tooltip_ready(self) -> bool:
        return not self.preview.shown

    def draw_tooltip(self, surface: gfx.Canvas) -> None:
        super().draw_tooltip(surface)
        if not self.round_summary.is_open:
            self.preview.draw(surface)

    def game_animating(self) -> bool:
        return self.preview.waiting()

    def pause(self) -> None:
        super().pause()
        self.preview.update(0.0)

    def update_game(self, dt: float) -> None:
        self.preview.update(dt)
        if self.dealing and not self.queue.busy:
            self.dealing = False


def create_table(app: Services, session: GameSession) -> TableScene:
    """Return the ZOP ZOO table for ``session`` (the game catalog's table entry)."""
    return ZopTable(app, session)
