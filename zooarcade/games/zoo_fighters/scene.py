"""The Zoo Fighters II table, on the generic table kit (:mod:`zooarcade.ui.table`).

Everything that is not about Zoo Fighters II — the session and its viewer, whose decision it is, the
hot-seat handoff, forced passes played without a click, quick response windows without a think pause,
computer seats thinking off the frame loop, drag / click / keyboard input with lit targets, the decision
panel, undo / redo / hint / rules / pause, autosave and results, the log, the top bar — comes from
:class:`~zooarcade.ui.table.base.TableScene`.  This module holds what is the game's:

* the view-model: card sprites in zones (:class:`~zooarcade.ui.table.zones.CardLayer`) built from the
  view the session gives the table (the viewer's, or the spectator's while the device changes hands),
  moved by the ``card_moved`` events it is handed and rebuilt from the next view once they have played;
* the seats (your hand as a fan of faces, the others' as backs in their colours; each Fighter, its EX
  Form, weapon, Special Moves, Opponents, Victory Stack and score), the centre (deck, discard pile,
  sheathed weapons, the stack of pending effects with their controllers, the payment tray), the
  direction of play and the final stretch;
* input: drag a card from your hand onto its place (your Special Moves, a rival's seat for an Opponent
  or an aimed Action, the stack for the rest) or click it then the place; pay one source at a time by
  clicking or dragging a hand card into the tray, clicking a neighbour's card back, or in the panel;
  click a seat or a card to choose it; responses and the rest in the panel (digit keys, Tab, Enter);
* hover previews with each card's full text and the Guide Card of your fighter (G, or the Guide button).

Geometry in logical pixels of the 1280×720 canvas (:mod:`~zooarcade.games.zoo_fighters.layout`);
durations in seconds before the animation-speed multiplier.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

import pygame

from zooarcade.core.events import Event, EventKind
from zooarcade.core.narration import counted, possessive
from zooarcade.core.protocol import Action, Decision, DecisionKind, GameState
from zooarcade.games.zoo_fighters import actions as A
from zooarcade.games.zoo_fighters.chi import symbols_owed
from zooarcade.games.zoo_fighters.data import (
    CHAOS,
    COLOUR_NAMES,
    FIGHTER_BASE,
    FIGHTERS,
    REPRISAL_TEXT,
    WEAPON_BASE,
    WEAPONS,
    Kind,
    cost_text,
    guide_card,
)
from zooarcade.games.zoo_fighters.faces import CARD, FIGHTER_CARD, Faces, element
from zooarcade.games.zoo_fighters.layout import (
    CANVAS,
    FRAME,
    PILE_SCALE,
    STACK_SCALE,
    THEIR_VICTORY,
    TOP_BAR,
    SeatBox,
    TableLayout,
    scaled,
)
from zooarcade.games.zoo_fighters.narration import backed_card
from zooarcade.games.zoo_fighters.rules import FightersState
from zooarcade.games.zoo_fighters.stack import Payment, Task, TaskKind
from zooarcade.games.zoo_fighters.table_info import (
    any_colour_note,
    item_label,
    paid_and_owed,
    pool_symbols,
    printed_cost,
    risk_text,
)
from zooarcade.session import UNDO_REVEALED, short_seat_name
from zooarcade.ui import gfx, placement, theme
from zooarcade.ui.cards import CardSprite
from zooarcade.ui.table import hud
from zooarcade.ui.table.base import TableScene
from zooarcade.ui.table.panel import PanelChoice
from zooarcade.ui.table.preview import CardPreview, HoverTarget
from zooarcade.ui.table.zones import CardLayer, CardRow, HandFan, Pile, Slot, Zone
from zooarcade.ui.tween import Tween
from zooarcade.ui.widgets import Button

if TYPE_CHECKING:
    from zooarcade.session import GameSession
    from zooarcade.ui.services import Services

__all__ = ["BackStep", "FightersTable", "create_table"]

#: cards kept as sprites on the deck and the discard pile (the counts are written beside them).
PILE_SPRITES = 4
#: degrees an exhausted card is turned (negative: clockwise).
EXHAUSTED_TILT = -14
#: the stack's heading, and its words while empty.
STACK_TITLE = "The stack (top resolves first)"
STACK_EMPTY = "Empty: nothing waits to resolve"
#: the banner's short words for a main step (the panel shows the whole prompt).
TURN_BANNER = "Make a play or end your turn."
#: a hand card's kind as the payment's "Spend a card" row names it ("Chi Disruption (Action)").
KIND_WORDS = MappingProxyType({Kind.MOVE: "Special Move", Kind.OPPONENT: "Opponent", Kind.ACTION: "Action",
                               Kind.CHI: "Chi", Kind.DOUBLE_CHI: "Double Chi"})
#: a rival seat's words while it has revealed no Special Move.
NO_MOVES = "no Special Moves yet"
#: the panel lists every legal action as its own button up to this many; above, families share a cycler.
FLAT_PANEL = 6
#: seconds (× speed) the table holds after exhausted cards stand up again (a ``refresh``), before what follows.
READY_BEAT = 0.35
#: seconds the notice stays that another seat took cards from the viewer's hand (play test P7).
TAKEN_TIME = 4.0
#: least logical pixels between two Reprisal-risk tags side by side, and between a row of them and the row above
#: (play test 10: tags two pixels under the next row read as one jumble at 800×600, where a logical pixel is 0.6
#: of a screen pixel).
TAG_SIDE_GAP, TAG_ROW_GAP = 6, 5
#: logical pixels between the card backs of another seat's hand while they fit (play test 12: overlapping by 4,
#: a back taken as Chi was hard to point at, the more so at 800×600); a long hand still closes up to fit its box.
THEIR_HAND_GAP = 5
#: the colour of the Chi tray's note on colours no Fighter in play has (spec rule 6).
TRAY_NOTE = (150, 200, 236)
#: the diameter of the back colour's symbol at the left of a Reprisal-risk tag (logical pixels).
TAG_SYMBOL = 12
#: a "Play from hand" value longer than this many characters puts the cycler on a row of its own (the panel's
#: whole width) rather than cut it beside the button.
STACK_VALUE_CHARS = 14
#: events shown with a burst on the table: kind → (colour, words, where: "tray", "stack" or "centre").
FLASHES: Mapping[str, tuple[theme.Color, str, str]] = MappingProxyType({
    "reprisal_hits": (theme.DANGER, "Reprisal!", "tray"),
    "prevent": (theme.GOOD, "Prevented", "tray"),
    "cancel": ((150, 120, 230), "Cancelled", "stack"),
    "fail": (theme.DANGER, "Failed", "stack"),
    "stretch": (theme.ACCENT, "Final stretch!", "centre"),
    "direction": ((120, 200, 240), "Play turns around!", "centre"),
})


@dataclass(frozen=True)
class BackStep(Action):
    """Not a game action: the payment panel's Back (take the last payment step back, the session's undo)."""

    KIND = "table_back"


@dataclass
class PlacedZone(Zone):
    """A zone whose cards rest at given spots (the stack list, the payment tray).

    Attributes:
        spots: card key → ``(centre, scale)``; a card not listed rests at ``default`` (a card arriving).
        default: where a card not in :attr:`spots` rests, at :attr:`scale`.
    """

    spots: dict[Hashable, tuple[tuple[float, float], float]] = field(default_factory=dict)
    default: tuple[float, float] = (0.0, 0.0)

    def slots(self) -> dict[Hashable, Slot]:
        out = {}
        for i, key in enumerate(self.keys):
            center, scale = self.spots.get(key, (self.default, self.scale))
            out[key] = Slot(center, scale, self.z_base + i)
        return out


@dataclass
class Flash:
    """A burst round ``rect`` for ``life`` seconds (a Reprisal going off, or being stopped), with its words.

    The words go where nothing is written (:meth:`FightersTable.flash_rect`), inside ``rect`` if there is room.
    """

    rect: pygame.Rect
    color: theme.Color
    label: str
    age: float = 0.0
    life: float = 0.8
    #: ``rect``'s place: "tray", "stack" or "centre" (:data:`FLASHES`).
    where: str = "centre"


def reach_notice(state: FightersState, seat: int, name: str, need: tuple[int, ...], exclude: int = -1) -> str:
    """``"Harmony Strike needs 2 Order + 2 any; in your reach: 0 Order, 3 Chi in all."``: why a play is out of reach
    (spec rule 6, "Chi in reach"), from ``need`` (6 counts, :mod:`.chi`) and ``seat``'s sources without the card
    ``exclude`` itself.  Only the colours the cost names are counted one by one; Chaos Chi counts as any."""
    fixed, flexible = state.reach(seat, exclude)
    owed = symbols_owed(need, (0, 0, 0, 0, 0, 0))
    have = [0] * len(COLOUR_NAMES)
    for colour, amount in fixed:
        have[colour] += amount
    total = sum(have) + sum(flexible)
    parts = [f"{have[c]} {COLOUR_NAMES[c]}" for c in dict.fromkeys(owed) if c < len(COLOUR_NAMES) - 1]
    if have[-1]:
        parts.append(f"{have[-1]} Chaos (any colour)")
    parts.append(f"{total} Chi in all")
    return f"{name} needs {cost_text(owed)}; in your reach: {', '.join(parts)}."


class FightersTable(TableScene):
    """The Zoo Fighters II table (see the module docstring).

    Args:
        app: the arcade's services.
        session: a Zoo Fighters II match.

    Public for tests and tools (beside :class:`TableScene`'s): :attr:`view` (the view drawn now),
    :attr:`layout`, :attr:`layer`, :attr:`faces`, :attr:`preview`, :attr:`guide_open`,
    :meth:`seat_box`, :meth:`sprite_of`, :meth:`click_at`, :meth:`fighter_rect`,
    :meth:`sheathed_rect`.
    """

    #: the turn passes on the table (banner, seat glow, log line) before the next player's draw step is logged
    TURN_BEAT = 0.45
    #: this table draws over the glowing ring's edge after its headers (the still-table test sees it): the ring stays
    #: in the kept picture
    ring_over_picture = False

    def __init__(self, app: Services, session: GameSession) -> None:
        super().__init__(app, session, FRAME)
        assert isinstance(session.state, FightersState), "the Zoo Fighters II table needs a Zoo Fighters II session"
        self.faces = Faces(app)
        humans = session.human_seats()
        self.bottom = self.viewer if self.viewer is not None else (humans[0] if humans else 0)
        self.layout = TableLayout(self.n, self.bottom)
        self.boxes: dict[int, SeatBox] = self.layout.boxes()
        self.layer = self.use_cards(CardLayer(self._face))
        self.view: FightersState = session.view_for(self.viewer)  # type: ignore[assignment]
        self.synced = -1
        self.flashes: list[Flash] = []
        self.guide_open = False
        #: the payment whose rows the panel keeps, and the rows seen so far in it (:meth:`_pay_choices`).
        #: the payment shown (:meth:`_payment_key`), its rows top to bottom and each row's digit key.
        self._pay_rows: tuple[object, tuple[str, ...], dict[str, int]] = (None, (), {})
        self.preview = CardPreview(self)
        self.static: gfx.Drawing | None = None
        self.guide_button = Button(pygame.Rect(0, 0, 74, 28), "Guide", self.toggle_guide, font_size=15,
                                   click_sound=self._click)
        self.start()

    # ================================================================== faces and the view-model
    def _face(self, key: Hashable, face: Mapping[str, Any] | None, back: Any) -> gfx.Picture:
        colour = int(back) if isinstance(back, str) and back.isdigit() else None
        if face is None:
            return self.faces.back(colour)
        return self.faces.card(str(face.get("key")), colour)

    def face_data(self, card: int) -> dict[str, Any]:
        """The face details of deck card ``card`` (as the rules' events carry them)."""
        d = self.view.defs[card]
        return {"key": d.key, "name": d.name, "colour": d.colour}

    def seat_box(self, seat: int) -> SeatBox:
        """The places of ``seat`` on the table now."""
        return self.boxes[seat]

    def _zones(self) -> None:
        """(Re)make every card zone for the current layout."""
        layer = self.layer
        for seat, box in self.boxes.items():
            hand_scale = box.hand_scale
            layer.add_zone(HandFan(f"hand:{seat}", box.hand, CARD, hand_scale, face_up=box.mine,
                                   gap=6 if box.mine else THEIR_HAND_GAP, raise_by=14 if box.mine else 0, z_base=300))
            columns = 6 if box.mine else max(3, box.moves.w // (round(CARD[0] * box.tableau) + 4))
            layer.add_zone(CardRow(f"moves:{seat}", box.moves, CARD, box.tableau, columns=columns, z_base=100))
            layer.add_zone(CardRow(f"front:{seat}", box.front, CARD, box.tableau, columns=2, z_base=150))
            wide = box.mine or box.victory.w >= round(CARD[0] * box.tableau)
            layer.add_zone(Pile(f"victory:{seat}", box.victory, CARD, box.tableau if wide else THEIR_VICTORY,
                                z_base=180))
            layer.add_zone(CardRow(f"peek:{seat}", box.peek, CARD, box.tableau, columns=3, z_base=200))
        lay = self.layout
        layer.add_zone(Pile("deck", lay.deck, CARD, PILE_SCALE, face_up=False, z_base=10))
        layer.add_zone(Pile("discard", lay.discard, CARD, PILE_SCALE, z_base=20))
        tray = lay.limbo
        layer.add_zone(PlacedZone("stack", lay.stack, CARD, STACK_SCALE, z_base=400,
                                  default=(lay.stack_row(0).x + 18, lay.stack_row(0).centery)))
        layer.add_zone(Pile("limbo", tray, CARD, 0.6, z_base=450))

    def rebuild(self, view: GameState) -> None:
        """Zoo Fighters II: every card sprite from ``view`` (the viewer's or the spectator's)."""
        assert isinstance(view, FightersState)
        self.view = view
        if self.viewer is not None:
            self.bottom = self.viewer
        if self.layout.bottom != self.bottom or not self.layer.zones:
            self.layout = TableLayout(self.n, self.bottom)
            self.boxes = self.layout.boxes()
            self.static = None
        self._zones()
        layer = self.layer
        layer.clear()
        for s in range(self.n):
            for card, back in zip(view.hands[s], view.backs[s], strict=True):
                layer.put(f"hand:{s}", str(card) if card is not None else None,
                          self.face_data(card) if card is not None else None, str(back))
            for card in view.moves[s]:
                layer.put(f"moves:{s}", str(card), self.face_data(card), str(view.defs[card].colour))
            for card, _ in view.opponents[s]:
                layer.put(f"front:{s}", str(card), self.face_data(card), str(view.defs[card].colour))
            for card in view.victory[s]:
                layer.put(f"victory:{s}", str(card), self.face_data(card), str(view.defs[card].colour))
        keeper = view.tasks[0].seat if view.tasks and isinstance(view.tasks[0], Task) and \
            view.tasks[0].kind is TaskKind.KEEP else -1
        for card in view.peek:
            seat = keeper if keeper >= 0 else view.active
            layer.put(f"peek:{seat}", str(card) if card is not None else None,
                      self.face_data(card) if card is not None else None, None)
        for _ in range(min(PILE_SPRITES, len(view.deck))):
            layer.put("deck", None, None, None)
        for card in view.discard[-PILE_SPRITES:]:
            layer.put("discard", str(card), self.face_data(card), str(view.defs[card].colour))
        stack_zone = layer.zones["stack"]
        assert isinstance(stack_zone, PlacedZone)
        stack_zone.spots.clear()
        for row, item in enumerate(reversed(view.stack)):
            if item.card < FIGHTER_BASE and item.kind.value != "exhaust":
                r = self.layout.stack_row(row)
                stack_zone.spots[str(item.card)] = ((r.x + 18, r.centery), STACK_SCALE)
                layer.put("stack", str(item.card), self.face_data(item.card), str(view.defs[item.card].colour))
        pay = self.payment()
        if pay is not None:
            if pay.item is not None and pay.item.card < FIGHTER_BASE:
                tray = self.layout.tray
                stack_zone.spots[str(pay.item.card)] = ((tray.x + 30, tray.y + 62), 0.5)
                layer.put("stack", str(pay.item.card), self.face_data(pay.item.card),
                          str(view.defs[pay.item.card].colour))
            if pay.reprisal >= 0:
                layer.put("limbo", str(pay.reprisal), self.face_data(pay.reprisal),
                          str(view.defs[pay.reprisal].colour))
        self._hold_hands(view)
        layer.settle()
        for card in view.moves[self.bottom] + [c for s in range(self.n) if s != self.bottom for c in view.moves[s]]:
            sprite = layer.sprites.get(str(card))
            if sprite is not None and card in view.exhausted:
                sprite.image = self._exhausted(layer.picture(str(card)))
        self.synced = self.steps()

    def _exhausted(self, face: gfx.Picture) -> gfx.Picture:
        """A card turned aside: tilted, darker (spec: an exhausted card's effects are off).

        Shrunk before it turns so the turned card's bounding box is no bigger than ``face`` (play test 9: its
        corners poked out of the seat panel): drawn centred where the face would be, it stays in the face's slot.
        """
        key = ("exhausted", id(face))
        pic = self.faces.cache.get(key)
        if pic is None:
            w, h = gfx.turned_fit(face.get_size(), EXHAUSTED_TILT)
            small = gfx.smoothscale(face, (w, h))

            def paint(c: gfx.Canvas) -> None:
                c.blit(small, (0, 0))
                veil = c.new((w, h))
                gfx.rect(veil, (10, 12, 16, 130), veil.get_rect(), border_radius=8)
                c.blit(veil, (0, 0))
                if w >= 60:
                    tag = pygame.Rect(3, h // 2 - 9, w - 6, 18)
                    gfx.rect(c, (236, 230, 214), tag, border_radius=6)
                    word = self.app.font("bold", 11).render("EXHAUSTED", True, theme.INK_DARK)
                    room = tag.w - 6
                    if word.get_width() > room:  # shrunk to the tag (a font size alone stops at the smallest text)
                        word = gfx.smoothscale(word, (room, max(1, round(word.get_height() * room
                                                                         / word.get_width()))))
                    c.blit(word, word.get_rect(center=tag.center))
                else:
                    gfx.circle(c, (236, 230, 214), (w // 2, h // 2), 11)
                    icon = self.app.assets.icon("hourglass", (16, 16))
                    c.blit(icon, icon.get_rect(center=(w // 2, h // 2)))

            pic = self.faces.cache[key] = gfx.rotate(gfx.Drawing((w, h), paint), EXHAUSTED_TILT)
        return pic

    #: the payment the hands keep their places for (see :meth:`_hold_hands`), or None; the places per seat.
    _held_for: tuple[int, str, int, int] | None = None
    _held_places: dict[int, list[Hashable]] | None = None

    def _hold_hands(self, view: FightersState) -> None:
        """Every hand keeps the places it had when a payment began until that payment ends (play test 12:
        the hand re-centred after each card paid, so a second click on the same spot hit the table).

        Known cards are placed by key; a face-down card by its back colour and rank among that colour's
        backs (the last of a colour leaves when one is taken).  Once the payment ends the hands close up."""
        pay = self.payment()
        ident = None if pay is None else (pay.payer, str(pay.purpose), pay.item.card if pay.item is not None else -1,
                                          pay.target)
        zones: dict[int, HandFan] = {}
        for s in range(self.n):
            zone = self.layer.zones[f"hand:{s}"]
            assert isinstance(zone, HandFan)
            seen: dict[str, int] = {}
            zone.tokens = {}
            for key, card, back in zip(zone.keys, view.hands[s], view.backs[s], strict=True):
                if card is None:
                    zone.tokens[key] = ("back", str(back), seen.get(str(back), 0))
                    seen[str(back)] = seen.get(str(back), 0) + 1
            zones[s] = zone
        if ident is None:
            self._held_places = None
        elif ident != self._held_for:
            self._held_places = {s: [zone.token(k) for k in zone.keys] for s, zone in zones.items()}
        self._held_for = ident
        for s, zone in zones.items():
            zone.held = self._held_places.get(s) if self._held_places is not None else None

    def payment(self) -> Payment | None:
        """The payment in progress in the drawn view, or None."""
        t = self.view.tasks[0] if self.view.tasks else None
        return t if isinstance(t, Payment) else None

    def sprite_of(self, card: int) -> CardSprite | None:
        """The sprite of deck card ``card`` (None when the viewer does not see it as that card)."""
        return self.layer.sprites.get(str(card))

    def fighter_rect(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s Fighter card is drawn."""
        return self.boxes[seat].fighter

    def sheathed_rect(self, fighter: int) -> pygame.Rect | None:
        """Where the sheathed weapon of ``fighter`` lies in the centre (None once drawn)."""
        sheathed = self.view.sheathed()
        return self.layout.sheathed(sheathed.index(fighter)) if fighter in sheathed else None

    # ================================================================== input geometry
    def _mine(self) -> int:
        seat = self.session.current
        return seat if seat >= 0 else self.bottom

    def source_key(self, action: Action) -> Hashable | None:
        d = self.decision()
        if d is None:
            return None
        if d.kind == DecisionKind.TURN and isinstance(action, A.Declare) and action.what in ("move", "opponent"):
            return str(action.card)
        if d.kind == DecisionKind.TURN and isinstance(action, A.PlayAction):
            return str(action.card)
        if d.kind == DecisionKind.PAY and isinstance(action, A.PayHand):
            return str(action.card)
        return None

    def spatial(self, action: Action) -> bool:
        """Payments from hand are made on the table *and* in the panel (one source at a time, spec rule 6)."""
        return self.source_key(action) is not None and not isinstance(action, A.PayHand)

    def target_key(self, action: Action) -> Hashable | None:
        if isinstance(action, A.Declare):
            if action.what == "move":
                return f"moves:{self._mine()}"
            if action.what == "opponent":
                return f"seat:{action.target}"
            return None
        if isinstance(action, A.PlayAction):
            card = self.view.defs[action.card] if 0 <= action.card < len(self.view.defs) else None
            effect = card.ability.exhaust if card is not None else None
            if effect is not None and str(effect) == "refresh_one":
                return f"comp:{action.target}"
            if 0 <= action.target < self.n and not any(it.uid == action.target for it in self.view.stack):
                return f"seat:{action.target}"
            return "play"
        if isinstance(action, A.PayHand):
            return "tray"
        return None

    def target_rects(self) -> Mapping[Hashable, pygame.Rect]:
        mine = self._mine()
        box = self.boxes.get(mine)
        out: dict[Hashable, pygame.Rect] = {}
        if box is None:
            return out
        d = self.decision()
        if d is not None and d.kind == DecisionKind.PAY:
            out["tray"] = self.layout.tray
            return out
        out[f"moves:{mine}"] = box.moves.inflate(8, 8)
        for seat, b in self.boxes.items():
            if seat != mine:
                out[f"seat:{seat}"] = b.panel
        out["play"] = self.layout.stack
        for comp, rect in self.component_rects(mine).items():
            out[f"comp:{comp}"] = rect
        return out

    def component_rects(self, seat: int) -> dict[int, pygame.Rect]:
        """``{component id: rect}`` of ``seat``'s Fighter, Special Moves and drawn weapon."""
        box = self.boxes[seat]
        out = {self.view.fighter_id(seat): box.fighter}
        for card in self.view.moves[seat]:
            sprite = self.layer.sprites.get(str(card))
            if sprite is not None:
                out[card] = sprite.home_rect
        if self.view.weapon[seat] >= 0:
            out[WEAPON_BASE + self.view.weapon[seat]] = box.weapon
        return out

    def pickable(self) -> Iterable[CardSprite]:
        zone = self.layer.zones.get(f"hand:{self._mine()}")
        return [self.layer.sprites[k] for k in zone.keys if k in self.layer.sprites] if zone is not None else []

    def mark_rects(self, action: Action) -> tuple[pygame.Rect, pygame.Rect] | None:
        key, target = self.source_key(action), self.target_key(action)
        if key is None or target is None or key not in self.layer.sprites:
            return None
        rect = self.target_rects().get(target)
        return None if rect is None else (self.layer.sprites[key].rect, rect)

    def reject_reason(self, sprite: CardSprite, target: Hashable | None) -> str | None:
        """Why a drop is refused, in the rules' words where they have one."""
        try:
            card = int(str(sprite.key))
        except ValueError:
            return None
        d = self.view.defs[card] if 0 <= card < len(self.view.defs) else None
        if d is None:
            return None
        if self.decision() is not None and self.decision().kind == DecisionKind.PAY:  # type: ignore[union-attr]
            return "Drop it on the payment tray to pay with it."
        if d.kind is Kind.MOVE:
            return self.session.state.explain(A.Declare("move", card)) or "Drop it on your Special Moves."
        if d.kind is Kind.OPPONENT:
            seat = int(str(target).split(":")[1]) if isinstance(target, str) and target.startswith("seat:") else -1
            return self.session.state.explain(A.Declare("opponent", card, seat)) or "Drop it on a rival's seat."
        if d.kind is Kind.ACTION:
            return "That Action has no target there (or nothing to act on now)."
        return "Chi cards are spent while you pay for something."

    def unmovable_reason(self, sprite: CardSprite) -> str | None:
        """Why a card of the viewer's hand cannot be played now (play test 11: a click on Harmony Strike, 2 Order
        needed and none in reach, only lifted it): the rules' reason, and for a cost out of reach what it needs
        and what the Chi in reach (hand, neighbours' backs, generators) comes to.  ``None`` for a Chi card (spent
        while paying) or a card the viewer does not see."""
        try:
            card = int(str(sprite.key))
        except ValueError:
            return None
        view = self.view
        d = view.defs[card] if 0 <= card < len(view.defs) else None
        decision = self.decision()
        if d is None or decision is None:
            return None
        if decision.kind == DecisionKind.PAY:
            return None  # paying: a hand card that adds nothing has the tray's own words
        if d.kind is Kind.MOVE:
            action = A.Declare("move", card)
        elif d.kind is Kind.OPPONENT:
            action = A.Declare("opponent", card, next(iter(view.order_after(decision.seat)), -1))
        elif d.kind is Kind.ACTION:
            return f"{d.name} has nothing to act on now (or you do not hold priority)."
        else:
            return f"{d.name} is spent as Chi while you pay for a play."
        reason = self.session.state.explain(action)
        if reason is None or "reach" not in reason:
            return reason
        need = view.locked_cost(decision.seat, action.what, card, action.target)
        return reach_notice(view, decision.seat, d.name, need, card)

    # ------------------------------------------------------------------ clicks on the table
    def click_at(self, pos: tuple[float, float]) -> Action | None:
        """The legal action a click at ``pos`` makes by itself (a neighbour's back, a seat, a card), or None."""
        d = self.decision()
        if d is None:
            return None
        legal = self.legal()
        view = self.view
        if d.kind == DecisionKind.PAY:
            for h in range(self.n):
                if h == d.seat:
                    continue
                key = self.layer.zones[f"hand:{h}"].key_at(pos)
                if key is None:
                    continue
                back = self.layer.backs.get(key)
                colour = int(back) if isinstance(back, str) and back.isdigit() else -1
                known = str(key).isdigit()
                for a in legal:
                    if known and isinstance(a, A.PayPick) and a.seat == h and str(a.card) == str(key):
                        return a
                for a in legal:
                    if isinstance(a, A.PayTake) and a.seat == h and a.colour == colour:
                        return a
            for comp, rect in self.component_rects(d.seat).items():
                if rect.collidepoint(pos):
                    options = [a for a in legal if isinstance(a, A.PayExhaust) and a.source == comp]
                    if len(options) == 1:
                        return options[0]
            return None
        if d.kind == DecisionKind.TARGET:
            for seat, box in self.boxes.items():
                if box.panel.collidepoint(pos) and A.choose(seat) in legal:
                    return A.choose(seat)
            return None
        if d.kind == DecisionKind.CHOOSE:
            key = self.layer.key_at(pos)
            if key is not None and str(key).isdigit() and A.choose(int(str(key))) in legal:
                return A.choose(int(str(key)))
            return None
        if d.kind == DecisionKind.TURN:
            if self.fighter_rect(d.seat).collidepoint(pos):
                ex = A.Declare("ex", view.fighter_id(d.seat))
                if ex in legal:
                    return ex
            for f in view.sheathed():
                rect = self.sheathed_rect(f)
                if rect is not None and rect.collidepoint(pos) and A.Declare("weapon", WEAPON_BASE + f) in legal:
                    return A.Declare("weapon", WEAPON_BASE + f)
            key = self.layer.zones[f"front:{d.seat}"].key_at(pos)
            if key is not None and A.Defeat(int(str(key))) in legal:
                return A.Defeat(int(str(key)))
        return None

    def click_action(self, sprite: CardSprite) -> Action | None:
        """The kit's plain-click hook: while paying, a click on one of your cards pays with it at once."""
        d = self.decision()
        if d is None or d.kind != DecisionKind.PAY:
            return None
        return next((a for a in self.legal() if isinstance(a, A.PayHand) and str(a.card) == str(sprite.key)), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_g and not getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.toggle_guide()
            return True
        if self.guide_open and event.type == pygame.MOUSEBUTTONDOWN:
            self.guide_open = False
            return True
        if self.guide_button.handle_event(event) and event.type != pygame.MOUSEMOTION:
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and self.input_enabled() \
                and not self.panel_at(event.pos):
            action = self.click_at(event.pos)  # events reach scenes in logical pixels
            if action is not None and self.drag.selected is None:
                self.mouse = event.pos
                self.request(action, None)
                return True
        used = super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONUP and self.input_enabled():
            self._pay_selected()
        return used

    def _pay_selected(self) -> None:
        """A click (no drag) on a hand card while paying pays with it at once."""
        sprite = self.drag.selected
        d = self.decision()
        if sprite is None or d is None or d.kind != DecisionKind.PAY:
            return
        action = next((a for a in self.legal() if isinstance(a, A.PayHand) and str(a.card) == str(sprite.key)), None)
        if action is not None:
            self.drag.cancel()
            self.request(action, None)

    def _panel_choose(self, action: Action) -> None:
        if isinstance(action, BackStep):
            if self.input_enabled():
                self.undo()
            return
        super()._panel_choose(action)

    def toggle_guide(self) -> None:
        """Open or close your fighter's Guide Card (G, or the Guide button)."""
        self.guide_open = not self.guide_open
        self._click()

    def turn_prompt(self, d: Decision) -> str:
        """The banner's line for a human's decision (see :meth:`TableScene.turn_prompt`); a main step's in short
        words, "Player, your turn: make a play or end your turn" (play test 13, zf35: the whole prompt, "play Events,
        Actions or Exhaust effects, or end your turn", was cut on the compact table's two lines at 960 pixels; the
        panel keeps the whole prompt)."""
        if d.kind is DecisionKind.TURN and not d.answering:
            d = replace(d, prompt=TURN_BANNER)
        return super().turn_prompt(d)

    # ================================================================== the panel
    def panel_choices(self, actions: Sequence[Action]) -> list[PanelChoice]:
        """Zoo Fighters II: the panel's controls.

        A payment lists its sources by kind (your hand, each neighbour's backs with the Reprisal risk,
        your Chi generators), Give up and Back.  A turn adds "Play from hand" for the cards that can
        also be dragged.  Otherwise every action is a button while they are few, else families
        (one card's targets, one kind of choice) share a cycler.
        """
        d = self.decision()
        view = self.session.view_for(self.viewer)
        if d is not None and d.kind == DecisionKind.PAY:
            return self._pay_choices(view)
        self.panel.hold = None
        extra: list[Action] = []
        if d is not None and d.kind == DecisionKind.TURN:
            extra = [a for a in self.legal() if self.spatial(a)]
        out: list[PanelChoice] = []
        if len(extra) == 1:
            one = extra[0]
            value = self._hand_value(one, view) if isinstance(one, A.PlayAction | A.UseExhaust) else \
                self._short(one, view)
            out.append(PanelChoice(self.caption(one, view), ((value, one),), "primary"))
        elif extra:
            # play test 11 (s18, f29): "Poacher \u2192\u2026" was cut in the narrow cycler; the values now name the
            # whole card and seat, on a row of their own when any is long
            values = tuple((self._hand_value(a, view), a) for a in extra)
            long = any(len(v) > STACK_VALUE_CHARS for v, _ in values)
            room = len(actions) + 2 <= FLAT_PANEL  # a row of its own still leaves the tools above the panel free
            if long and not room:  # no room for a row: the seat's short name, the whole value in the tooltip
                values = tuple((self._hand_value(a, view, short=True), a) for a in extra)
            out.append(PanelChoice("Play from hand", values, "primary", stacked=long and room,
                                   tip=("Play a card from your hand", *(self._hand_value(a, view) for a in extra))))
        rest = list(actions)
        if len(rest) + len(out) <= FLAT_PANEL:
            out += [PanelChoice(self.caption(a, view), ((self.caption(a, view), a),), self._kind_of(a)) for a in rest]
            return out
        groups: dict[str, list[Action]] = {}
        for a in rest:
            groups.setdefault(self._group_label(a, view), []).append(a)
        for label, group in groups.items():
            if len(group) == 1:
                out.append(PanelChoice(self.caption(group[0], view), ((label, group[0]),), self._kind_of(group[0])))
            else:
                out.append(PanelChoice(label, tuple((self._short(a, view), a) for a in group),
                                       self._kind_of(group[0])))
        return out

    def _family(self, label: str, single: str, actions: Sequence[Action], view: FightersState,
                short: str = "") -> PanelChoice:
        """One control for a family of payment sources: a button ``"<single> <value>"`` when alone, else a
        button ``label`` with a value cycler (``short``: the label's shorter form where it would not fit)."""
        if len(actions) == 1:
            value = self._short(actions[0], view)
            return PanelChoice(f"{single} {value}", ((value, actions[0]),), "primary")
        return PanelChoice(label, tuple((self._short(a, view), a) for a in actions), "primary", short=short)

    def _kind_of(self, action: Action) -> str:
        if isinstance(action, A.GiveUp):
            return "danger"
        if isinstance(action, A.EndTurn | A.Pass):
            return "secondary"
        return "primary" if not isinstance(action, A.Choose) else "secondary"

    def _group_label(self, action: Action, view: FightersState) -> str:
        if isinstance(action, A.PlayAction):
            return f"Play {view.name_of(action.card)}"
        if isinstance(action, A.UseExhaust):
            return f"Exhaust {view.name_of(action.source)}"
        if isinstance(action, A.Declare):
            return {"move": "Reveal a Special Move", "opponent": "Place an Opponent", "weapon": "Draw a weapon"}.get(
                action.what, self.caption(action, view))
        if isinstance(action, A.Defeat):
            return "Defeat an Opponent"
        if isinstance(action, A.Choose):
            caption = self.caption(action, view)
            return caption.split(" ")[0] if action.value >= 0 else caption
        return self.caption(action, view)

    def _hand_value(self, action: Action, view: FightersState, short: bool = False) -> str:
        """A "Play from hand" value: the card's whole name, and for an Opponent the seat it goes in front of
        ("Bandit Baboon \u2192 Normal Bot 2"; with ``short`` the seat's short name, "\u2192 Bot 2")."""
        if isinstance(action, A.Declare) and action.what == "opponent":
            seat = self.names[action.target]
            return f"{view.name_of(action.card)} \u2192 {short_seat_name(seat) if short else seat}"
        if isinstance(action, A.PlayAction | A.UseExhaust):
            # play test 14 (g3, g4): an Action read "no target" here, whichever card Tab picked; name the card
            card = action.card if isinstance(action, A.PlayAction) else action.source
            aim = self._target_word(action.target, view)
            return view.name_of(card) + (f" \u2192 {aim}" if aim else "")
        return self._short(action, view)

    def _short(self, action: Action, view: FightersState) -> str:
        """A cycler's value label: the part of the caption the family does not share."""
        names = self.names
        if isinstance(action, A.PlayAction | A.UseExhaust):
            return self._target_word(action.target, view) or "no target"
        if isinstance(action, A.Declare):
            if action.what == "opponent":  # the cycler is narrow: the Opponent's last word and the seat
                return f"{view.name_of(action.card).split(' ')[-1]} \u2192 {names[action.target]}"
            return view.name_of(action.card)
        if isinstance(action, A.Defeat):
            return view.name_of(action.card)
        if isinstance(action, A.Choose):
            if action.value < 0:
                return "stop"
            task = view.tasks[0] if view.tasks and isinstance(view.tasks[0], Task) else None
            if task is not None and task.kind in (TaskKind.PLAYER, TaskKind.NEIGHBOUR):
                return names[action.value] if 0 <= action.value < self.n else "?"
            return view.name_of(action.value)
        if isinstance(action, A.PayHand):
            d = view.defs[action.card]
            return d.name if self._plain_chi(action.card, view) else f"{d.name} ({KIND_WORDS[d.kind]})"
        if isinstance(action, A.PayTake):
            risk = risk_text(view, action.colour, action.seat)
            return f"{COLOUR_NAMES[action.colour]} {risk.split(' ')[-1] if '%' in risk else 'safe'}"
        if isinstance(action, A.PayPick):
            return view.name_of(action.card)
        if isinstance(action, A.PayExhaust):
            made = view.generator_chi(action.source)
            amount = made[1] if made else 1
            return f"{view.name_of(action.source).split(' (')[0]}: {amount} {COLOUR_NAMES[action.colour]}"
        return self.caption(action, view)

    def _target_word(self, target: int, view: FightersState) -> str:
        if target < 0:
            return ""
        for it in view.stack:
            if it.uid == target:
                return f"{possessive(self.names[it.controller], False)} {view.name_of(it.card)}"
        if 0 <= target < self.n:
            return self.names[target]
        return view.name_of(target)

    def _pay_choices(self, view: FightersState) -> list[PanelChoice]:
        """The payment's controls, one row per family of sources, each on a row it keeps for the whole payment.

        A row's place and digit key never change while one payment lasts (play test 11, f15/f16: "Exhaust Tusk"
        was 3, then 2; play test 12: a second click on "Your hand" missed once Back came and the rows moved up):
        every family seen so far in this payment keeps its row, shown as a dim note while it has nothing to
        offer, and Give up and Back always have theirs.  A family that first appears mid-payment (a source a
        Reprisal or an extra cost brings) takes the next key and a new row on top, under the prompt (the panel
        grows upward from the screen's foot), so no row moves and no key changes meaning under the fingers.
        The prompt keeps its lines too (:attr:`DecisionPanel.hold`).
        """
        legal = self.legal()
        payer = self._mine()
        order = ["hand", *(f"seat:{h}" for h in sorted(view.adjacent(payer))), "exhaust", "keep", "give_up", "back"]
        rows: dict[str, PanelChoice] = {}
        # play test 13 (zf25/zf26): the hand row moved on to an Action after one payment, and a second press of
        # its key threw the Action away as Chi; plain Chi cards keep the hand row (the cheapest to spend first),
        # the cards worth playing get a row and a key of their own, each value naming its kind
        hand = sorted((a for a in legal if isinstance(a, A.PayHand) and self._plain_chi(a.card, view)),
                      key=lambda a: self._chi_rank(a.card, view))
        keep = [a for a in legal if isinstance(a, A.PayHand) and not self._plain_chi(a.card, view)]
        if hand:
            rows["hand"] = self._family("Your Chi cards", "Pay with", hand, view)
        if keep:
            rows["keep"] = replace(self._family("Spend a card", "Spend", keep, view), kind="secondary",
                                   tip=("Spend a card you could play instead", "It gives only its colour's Chi,"
                                        " and its own use is lost."))
        for h in range(self.n):
            takes = [a for a in legal if isinstance(a, A.PayTake | A.PayPick) and a.seat == h]
            if takes:
                short = short_seat_name(self.names[h])  # play test 10: "From Normal Bot…" was cut
                rows[f"seat:{h}"] = self._family(f"From {self.names[h]}", f"From {self.names[h]}:", takes, view,
                                                 short=f"From {short}" if short != self.names[h] else "")
        gens = [a for a in legal if isinstance(a, A.PayExhaust)]
        if gens:
            rows["exhaust"] = self._family("Exhaust", "Exhaust", gens, view)
        rows["give_up"] = PanelChoice("Give up (the play fails)", ((A.GIVE_UP.KIND, A.GIVE_UP),), "danger",
                                      confirm=True)
        if self.session.can_undo():
            rows["back"] = PanelChoice("Back (take the last step back)", (("back", BackStep()),), "secondary")
        key = self._payment_key(view)
        if self._pay_rows[0] == key:
            # a family first seen mid-payment (a Reprisal's cost, an extra cost) takes the next key and a new row
            # on top, under the prompt: the panel stands on the screen's foot, so the rows below keep their places
            # as well as their keys (play test: it came in among them and renumbered them)
            seen, keys = self._pay_rows[1], dict(self._pay_rows[2])
            new = [slot for slot in order if slot in rows and slot not in keys]
            for slot in new:
                keys[slot] = len(keys) + 1
            seen = (*reversed(new), *seen)
        else:  # a new payment: its rows in their usual order, Give up and Back always among them, keyed 1, 2, 3 …
            # down the rows (play test 12b: a family never seen left a gap at 3)
            seen = tuple(slot for slot in order if slot in rows or slot in ("give_up", "back"))
            keys = {slot: i + 1 for i, slot in enumerate(seen)}
        self._pay_rows = (key, seen, keys)
        self.panel.hold = key
        out = []
        for slot in seen:
            if slot in rows:
                choice = rows[slot]
            else:  # the row stays put, with nothing on it for now (its digit shows dimmed)
                choice = PanelChoice(self._pay_note(slot), (), tip=self._pay_note_tip(slot))
            out.append(replace(choice, digit=keys[slot]) if keys[slot] <= 9 else choice)
        return out

    @staticmethod
    def _plain_chi(card: int, view: FightersState) -> bool:
        """True for a hand card that is only Chi (a Chi or Double Chi card); False for one worth playing
        (a Special Move, an Opponent, an Action: spec Card design), which the payment offers on a row of its own."""
        return view.defs[card].kind in (Kind.CHI, Kind.DOUBLE_CHI)

    @staticmethod
    def _chi_rank(card: int, view: FightersState) -> int:
        """The order the Chi row offers plain Chi cards in, the cheapest to lose first: a coloured Chi card (0),
        then Chaos Chi (1: it pays any symbol), then Double Chi (2: its Reprisal guards your hand against takes)."""
        d = view.defs[card]
        if d.kind is Kind.DOUBLE_CHI:
            return 2
        return 1 if d.colour == CHAOS else 0

    def _pay_note(self, slot: str) -> str:
        """The dim words on a payment row whose family has nothing to offer now (``slot``: see :meth:`_pay_choices`)."""
        if slot == "hand":
            return "Your Chi cards: none that helps"
        if slot == "keep":
            return "Spend a card: none that helps"
        if slot.startswith("seat:"):
            return f"From {short_seat_name(self.names[int(slot[5:])])}: nothing to take"
        if slot == "exhaust":
            return "No ready Chi source"
        if self.session.undo_blocker() == UNDO_REVEALED:
            # play test 13 (zf09): "Back: a card was shown since" read as a cut sentence; the tip keeps the reason
            return "Back: a paid card stays paid" if self._paid_some() else "Back: closed \u2014 a card was revealed"
        return "Back: no step to take back now"

    def _paid_some(self) -> bool:
        """True when the payment in progress has spent a card already (its Back row then says why it stays)."""
        state = self.session.state
        assert isinstance(state, FightersState)
        pay = next((t for t in state.tasks if isinstance(t, Payment)), None)
        return pay is not None and bool(pay.used)

    def _pay_note_tip(self, slot: str) -> tuple[str, ...]:
        """The hover text of a payment row kept as a note (``slot``: see :meth:`_pay_choices`); empty: none."""
        if slot == "back" and self.session.undo_blocker() == UNDO_REVEALED:
            why = ("A paid card was shown to all, so it stays paid." if self._paid_some()
                   else "A card was shown to all since your last step, so it cannot be taken back.")
            return ("Back is closed now", why, "Pay the rest, or Give up.")
        return ()

    @staticmethod
    def _payment_key(view: FightersState) -> tuple[object, ...]:
        """What names the payment in progress (its payer, purpose, Event and target): one payment, one key."""
        p = next((t for t in view.tasks if isinstance(t, Payment)), None)
        if p is None:
            return ("pay",)
        item = (p.item.uid, p.item.card) if p.item is not None else (-1, -1)
        return ("pay", p.payer, str(p.purpose), *item, p.target)

    # ================================================================== animations
    def _taken_from_me(self, ev: Event) -> int | None:
        """The seat that took a card out of the viewer's hand by ``ev`` (a ``card_moved`` from ``hand:<viewer>`` to
        another seat's hand, or to the payment tray as Chi, moved by another seat), else None."""
        v = self.viewer
        if v is None or ev.kind != EventKind.CARD_MOVED or str(ev.data.get("src")) != f"hand:{v}":
            return None
        dst = str(ev.data.get("dst"))
        actor = ev.data.get("seat", ev.seat)
        to_other = dst == "limbo" or (dst.startswith("hand:") and dst != f"hand:{v}")
        if not isinstance(actor, int) or actor == v or not to_other:
            return None
        return actor

    def taken_notice(self, events: Sequence[Event], index: int) -> str | None:
        """The notice when another seat takes cards from the viewer's hand (play test P7: a computer took cards
        from the human's hand with no word but a log line): "Normal Bot 2 took Tusk Charge from your hand", "…
        took 2 cards from your hand: Tusk Charge and Leaf Guard", "… as Chi" for a card taken to pay.  Given once,
        at the first such move of a batch of ``events`` (the rest are in it); None for any other event."""
        actor = self._taken_from_me(events[index])
        if actor is None or any(self._taken_from_me(e) == actor for e in events[:index]):
            return None
        moves = [e for e in events[index:] if self._taken_from_me(e) == actor]
        cards = []
        for e in moves:
            face = e.data.get("face")
            colour = COLOUR_NAMES[int(e.data["back"])] if e.data.get("back") is not None else ""
            cards.append(str(face["name"]) if face else backed_card(colour) if colour else "a card")
        chi = " as Chi" if all(str(e.data.get("dst")) == "limbo" for e in moves) else ""
        if len(cards) == 1:
            return f"{self.name(actor)} took {cards[0]} from your hand{chi}."
        listed = f"{', '.join(cards[:-1])} and {cards[-1]}"
        return f"{self.name(actor)} took {counted(len(cards), 'card')} from your hand{chi}: {listed}."

    def animate_event(self, events: Sequence[Event], index: int, human: bool) -> int:
        ev = events[index]
        taken = self.taken_notice(events, index)
        if taken is not None:
            self.queue.then(lambda: self.inform(taken, TAKEN_TIME))
        if ev.kind == EventKind.CARD_MOVED and str(ev.data.get("dst")) not in self.layer.zones:
            self.queue.then(lambda: self.log_event(ev))  # a zone this table does not draw: the log says it
            return 1
        if ev.kind == "refresh":
            self.queue.then(lambda: self._ready(ev))
            self.queue.add(Tween(READY_BEAT))
            return 1
        if ev.kind in FLASHES:
            where = FLASHES[ev.kind][2]

            def start() -> None:
                self.log_event(ev)
                self.flashes.append(self.make_flash(ev.kind))
                if ev.kind == "prevent":
                    self.app.sfx("card_drop")
                elif ev.kind == "stretch":
                    self.app.sfx("turn_start")
                elif ev.kind == "direction":
                    self.app.sfx("card_pickup")
                else:
                    self.app.sfx("invalid")

            self.queue.then(start)
            self.queue.add(Tween(0.5 if where != "centre" else 0.8))
            return 1
        return 0

    def _ready(self, ev: Event) -> None:
        """A ``refresh`` event plays: its log line, and its cards stand up again on the table at that moment
        (play test 10: the log told of the readying, and of the next turn, before the cards turned back)."""
        self.log_event(ev)
        cards = [int(c) for c in ev.data.get("cards", ()) if str(c).lstrip("-").isdigit()]
        for card in cards:
            self.view.exhausted.discard(card)  # the drawn view (rebuilt after the animations): Fighters and weapons
            sprite = self.layer.sprites.get(str(card))
            if sprite is not None:
                sprite.image = self.layer.picture(str(card))
        if cards:
            self.app.sfx("card_drop")

    def make_flash(self, kind: str) -> Flash:
        """A new burst for an event of ``kind`` (a key of :data:`FLASHES`) round its place on the table."""
        color, label, where = FLASHES[kind]
        rect = {"tray": self.layout.tray, "stack": self.layout.stack, "centre": self.layout.centre}[where]
        return Flash(pygame.Rect(rect), color, label, life=0.8, where=where)

    def flash_rect(self, flash: Flash) -> pygame.Rect:
        """Where ``flash``'s words are drawn (their pill, logical pixels): where nothing is written.

        Play test 9: "Prevented" and "Reprisal!" were drawn over the payment tray's words, and neither could be
        read.  The pill goes inside the burst's place, nearest the card that struck back (a tray burst) or the
        place's middle, clear of every text, cost symbol and card in the centre (:meth:`centre_keep_clear`);
        with no such room there, anywhere in the centre band, and only then where it hides the least.
        """
        word = self.text.get("display", 24, flash.label, flash.color)
        size = (word.get_width() + 18, word.get_height() + 6)
        avoid = [placement.Avoid(r, placement.TEXT) for r in self.centre_keep_clear()]
        key = (flash.label, flash.where, tuple(flash.rect), tuple(tuple(a.rect) for a in avoid))
        return self.text.memo(("flash_rect", *key), lambda: self._flash_spot(flash, size, avoid))

    def _flash_spot(self, flash: Flash, size: tuple[int, int], avoid: list[placement.Avoid]) -> pygame.Rect:
        lay = self.layout
        if flash.where == "tray" and self.payment() is not None and self.payment().reprisal >= 0:
            prefer: tuple[float, float] = (lay.limbo.x - size[0] / 2 - 8, lay.limbo.y)  # by the card that struck back
        else:
            prefer = flash.rect.center
        best, hidden = placement.free_spot(size, flash.rect.inflate(-8, -8), avoid, prefer, gap=8)
        if hidden > 0:
            wider, more = placement.free_spot(size, lay.centre.inflate(-8, -8), avoid, prefer, gap=8)
            if more < hidden:
                best = wider
        return best

    def centre_keep_clear(self) -> list[pygame.Rect]:
        """What a burst's words must not cover in the centre band (logical pixels): every text, cost symbol,
        card and chip drawn there now — the piles and their labels and counts, the sheathed weapons, the stack's
        heading and rows, the tray's contents (:meth:`tray_texts`, :meth:`tray_marks`), the direction chip and
        the final-stretch banner."""
        lay = self.layout
        out = [r for _, _, _, _, r in self.centre_labels()]
        out += [lay.deck, lay.discard]
        out += [self._text_rect("display", 16, str(n), (rect.centerx, rect.bottom + 12), "center")
                for n, rect in ((len(self.view.deck), lay.deck), (len(self.view.discard), lay.discard))]
        out += [lay.sheathed(i) for i in range(len(self.view.sheathed()))]
        if not self.view.stack:
            out.append(self._text_rect("text", 13, STACK_EMPTY, (lay.stack.centerx, lay.stack.centery + 8), "center"))
        for row in range(len(self.view.stack)):
            r = lay.stack_row(row)
            if r.bottom > lay.stack.bottom:
                out.append(pygame.Rect(r.x, r.y, r.w, 16))  # "+N more below"
                break
            out.append(r)
        out += [r for _, _, _, _, r in self.tray_texts()] + self.tray_marks()
        out.append(self.direction_chip())
        stretch = self.stretch_banner()
        if stretch is not None:
            out.append(stretch[0])
        return out

    def _text_rect(self, role: str, size: int, words: str, pos: tuple[float, float], anchor: str) -> pygame.Rect:
        """Where :meth:`TextCache.blit` draws ``words`` with ``anchor`` at ``pos`` (logical pixels)."""
        return self.text.get(role, size, words).get_rect(**{anchor: (round(pos[0]), round(pos[1]))})

    def centre_labels(self) -> list[tuple[str, int, str, theme.Color, pygame.Rect]]:
        """The centre's fixed labels as ``(role, size, words, colour, rect)``: the piles', the sheathed weapons',
        the stack's and the idle tray's headings."""
        lay = self.layout
        out = [("bold", 12, label, theme.INK_DIM, self._text_rect("bold", 12, label, (rect.centerx, rect.y - 4),
                                                                   "midbottom"))
               for rect, label in ((lay.deck, "Deck"), (lay.discard, "Discard"))]
        wa = lay.weapons_area
        out.append(("bold", 12, "Sheathed weapons", theme.INK_DIM,
                    self._text_rect("bold", 12, "Sheathed weapons", (wa.centerx, wa.y + 4), "midtop")))
        st = lay.stack
        out.append(("bold", 13, STACK_TITLE, theme.INK_DIM,
                    self._text_rect("bold", 13, STACK_TITLE, (st.x + 10, st.y + 6), "topleft")))
        return out

    # ================================================================== per frame
    def update_game(self, dt: float) -> None:
        for fl in self.flashes:
            fl.age += dt if self.speed > 0 else fl.life
        self.flashes = [f for f in self.flashes if f.age < f.life * max(self.speed, 1e-9)]
        if not self.queue.busy and self.synced != self.steps():
            self.rebuild(self.session.view_for(self.viewer))
        self.preview.update(dt)
        box = self.boxes[self.bottom]
        # left of the score and of the "your turn" word, which it used to cover
        self.guide_button.rect.topright = (hud.header_free_right(self.text, box.header), box.header.y + 6)

    def game_animating(self) -> bool:
        return bool(self.flashes) or self.preview.waiting()

    def pause(self) -> None:
        super().pause()
        self.preview.update(0.0)

    # ================================================================== drawing
    def _static_layer(self) -> gfx.Drawing:
        if self.static is None:
            self.static = gfx.Drawing(CANVAS, self._paint_static, alpha=False)
        return self.static

    def _paint_static(self, surf: gfx.Canvas) -> None:
        surf.fill((30, 36, 52))
        surf.blit(theme.vertical_gradient(CANVAS, (44, 52, 78), (18, 20, 30)), (0, 0))
        surf.blit(theme.vertical_gradient((CANVAS[0], TOP_BAR), (40, 30, 46), (24, 18, 30)), (0, 0))
        gfx.line(surf, (110, 70, 60), (0, TOP_BAR), (CANVAS[0], TOP_BAR), 2)
        surf.blit(self.app.assets.icon("gloves", (30, 30)), (16, 11))
        theme.blit_text(surf, self.app.font("display", 26), self.frame.title, (54, 9), theme.ACCENT, shadow=True)
        for x in range(0, 940, 116):  # the dojo's tatami seams
            gfx.line(surf, (40, 46, 66), (x, TOP_BAR + 2), (x, CANVAS[1]), 1)
        for y in range(TOP_BAR + 58, CANVAS[1], 232):
            gfx.line(surf, (40, 46, 66), (0, y), (940, y), 1)
        centre = self.layout.centre
        arena = centre.inflate(-4, 0)
        gfx.rect(surf, (26, 30, 44), arena, border_radius=18)
        emblem = self.app.assets.icon("yin_yang", (150, 150))
        veil = surf.new(emblem.get_size())
        veil.blit(emblem, (0, 0))
        veil.fill((255, 255, 255, 22), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(veil, veil.get_rect(center=(self.layout.stack.centerx, arena.centery)))
        gfx.rect(surf, (80, 70, 110), arena, 2, border_radius=18)
        for seat, box in self.boxes.items():
            style = theme.seat_style(seat)
            theme.shadowed_rect(surf, box.panel, (34, 40, 54), radius=14, shadow=4, border=style.dark)
            for rect, label in ((box.weapon, "weapon"), (box.front, "opponents")):
                hud_dashed(surf, rect, (96, 104, 124))
                if box.mine:
                    theme.blit_text(surf, self.app.font("text", 11), label, (rect.centerx, rect.bottom + 2),
                                    theme.INK_DIM, anchor="midtop")
            if box.mine:
                hud_dashed(surf, box.moves, (96, 104, 124))
                theme.blit_text(surf, self.app.font("text", 11), "Special Moves",
                                (box.moves.centerx, box.moves.bottom + 2), theme.INK_DIM, anchor="midtop")
                vic = self.layer.zones[f"victory:{seat}"].rect
                hud_dashed(surf, vic, (96, 104, 124))
                theme.blit_text(surf, self.app.font("text", 11), "victory", (vic.centerx, vic.bottom + 2),
                                theme.INK_DIM, anchor="midtop")
        lay = self.layout
        for rect in (lay.deck, lay.discard):
            hud_dashed(surf, rect, (96, 104, 124))
        gfx.rect(surf, (20, 22, 32), lay.stack, border_radius=12)
        gfx.rect(surf, (20, 22, 32), lay.tray, border_radius=12)
        for role, size, words, colour, rect in self.centre_labels():  # where centre_keep_clear says they are
            theme.blit_text(surf, self.app.font(role, size), words, rect.topleft, colour)

    def still_key(self) -> object:
        """What :meth:`draw_table` draws from (:meth:`TableScene.still_key`): the drawn view (replaced at each sync:
        compared by identity) and its exhausted cards (by value: a refresh stands them up in the same view,
        :meth:`_ready`), the layout, the seat headers, the Guide button and the lifted card; ``None`` (drawn afresh)
        while a flash fades or the Reprisal tags of your payment glow."""
        if self.flashes:
            return None
        d = self.decision()
        if d is not None and d.kind == DecisionKind.PAY and self.input_enabled():
            return None
        button = self.guide_button
        show_scores = bool(getattr(self.app.settings, "show_scores", True))
        scores = self.view.scores()
        headers = self.header_keys([scores[seat] if show_scores else None for seat in range(self.n)])
        return (id(self.view), self.view, frozenset(self.view.exhausted), id(self._static_layer()), self.layout,
                self.viewer, hud.header_glow(self.glow_time),
                (button.rect, button.text, button.enabled, button.hover, button.focused, button._pressed),
                self.preview.target, headers)

    def draw_table(self, surface: gfx.Canvas) -> None:
        surface.blit(self._static_layer(), (0, 0))
        view = self.view
        show_scores = bool(getattr(self.app.settings, "show_scores", True))
        scores = view.scores()
        for seat, box in self.boxes.items():
            self._draw_header(surface, seat, box, scores[seat] if show_scores else None)
            self._draw_fighter(surface, seat, box)
            self._draw_weapon(surface, seat, box)
            self._draw_seat_counts(surface, seat, box)
        self._draw_peek_frame(surface)
        self.guide_button.draw(surface, self.app.font)
        self._draw_centre(surface)
        self._draw_direction(surface)
        self._draw_pay_hints(surface)
        self.preview.draw_lift(surface)

    def peek_frame(self) -> pygame.Rect | None:
        """The framed place of the cards the viewer looks at with Smoke Bomb (logical pixels), or ``None`` when it
        looks at none.  Play test 11: three bare cards beside the Victory Stack read as part of it; the frame and
        its caption ("Only you see these") set them apart."""
        seat = self.viewer
        if seat is None or seat not in self.boxes or not self.boxes[seat].mine:
            return None
        if not any(c is not None for c in self.view.peek):
            return None
        zone = self.layer.zones.get(f"peek:{seat}")
        if zone is None:
            return None
        rects = [zone.card_rect(slot) for slot in zone.slots().values()]
        row = rects[0].unionall(rects[1:]) if rects else pygame.Rect(zone.rect)
        return row.inflate(8, 8).union(pygame.Rect(row.x - 4, row.bottom, row.w + 8, 18))

    def _draw_peek_frame(self, surface: gfx.Canvas) -> None:
        frame = self.peek_frame()
        if frame is None:
            return
        gfx.rect(surface, (58, 52, 30), frame, border_radius=8)
        gfx.rect(surface, theme.ACCENT, frame, 2, border_radius=8)
        self.text.blit(surface, "text", 11, "Only you see these", (frame.centerx, frame.bottom - 3), theme.ACCENT,
                       "midbottom")

    def _draw_header(self, surface: gfx.Canvas, seat: int, box: SeatBox, score: int | None) -> None:
        """The kit's seat header; in a narrow panel the level goes on a line of its own under the name."""
        if box.header.w >= 250:
            self.draw_seat_header(surface, seat, box.header, score)
            return
        h = self.seat_header(seat, score)
        level = h.labels[0] if h.labels else ""
        name_rect = hud.draw_seat_header(surface, self.text, self.app.font, box.header, replace(h, labels=()),
                                         self.glow_time, self.app.settings.seat_symbols, compact=True,
                                         moving=self._moving, ring_moves=self.ring_over_picture)
        self.note_seat_name(seat, name_rect)
        if level:
            self.text.blit(surface, "text", 11, level, (box.header.x + 40, box.header.y + 35), theme.INK_DIM,
                           "midleft")

    def fighter_drawing(self, seat: int) -> tuple[gfx.Picture, pygame.Rect]:
        """``seat``'s Fighter card as drawn now (turned aside while exhausted) and where (logical pixels)."""
        view = self.view
        box = self.boxes[seat]
        pic = self.faces.fighter(view.fighters[seat], view.ex[seat], box.fighter.size)
        if view.fighter_id(seat) in view.exhausted:
            pic = self._exhausted(pic)
        return pic, pic.get_rect(center=box.fighter.center)

    def weapon_drawing(self, seat: int) -> tuple[gfx.Picture, pygame.Rect] | None:
        """``seat``'s drawn weapon as drawn now (turned aside while exhausted) and where; None without one."""
        w = self.view.weapon[seat]
        if w < 0:
            return None
        box = self.boxes[seat]
        pic = self.faces.weapon(w, True, box.weapon.size)
        if WEAPON_BASE + w in self.view.exhausted:
            pic = self._exhausted(pic)
        return pic, pic.get_rect(center=box.weapon.center)

    def _draw_fighter(self, surface: gfx.Canvas, seat: int, box: SeatBox) -> None:
        pic, rect = self.fighter_drawing(seat)
        surface.blit(pic, rect)

    def _draw_weapon(self, surface: gfx.Canvas, seat: int, box: SeatBox) -> None:
        drawn = self.weapon_drawing(seat)
        if drawn is not None:
            surface.blit(*drawn)

    def _draw_seat_counts(self, surface: gfx.Canvas, seat: int, box: SeatBox) -> None:
        view = self.view
        hand = len(view.hands[seat])
        vic = len(view.victory[seat])
        if box.mine:
            parts = [f"{counted(hand, 'card')} in hand"] + ([f"{vic} defeated"] if vic else [])
            self.text.blit(surface, "text", 13, " \u00b7 ".join(parts), (self.guide_button.rect.x - 14,
                                                                          box.header.y + 20), theme.INK_DIM, "midright")
        else:
            text = f"{hand} in hand" + (f" \u00b7 {vic} beaten" if vic else "")
            self.text.blit(surface, "text", 11, text, (box.panel.right - 6, box.fighter.bottom + 1), theme.INK_DIM,
                           "bottomright")
        if not view.moves[seat] and not box.mine and not self.tag_covers(self.no_moves_rect(box)):
            self.text.blit(surface, "text", 11, NO_MOVES, (box.moves.x + 4, box.moves.centery),
                           (120, 126, 140), "midleft")

    def no_moves_rect(self, box: SeatBox) -> pygame.Rect:
        """Where a rival seat's "no Special Moves yet" is written (logical pixels)."""
        return self._text_rect("text", 11, NO_MOVES, (box.moves.x + 4, box.moves.centery), "midleft")

    def tag_covers(self, rect: pygame.Rect) -> bool:
        """True while you pay and a Reprisal-risk tag lies over ``rect`` (that text then gives way to the tag)."""
        d = self.decision()
        if d is None or d.kind != DecisionKind.PAY or not self.input_enabled():
            return False
        return any(tag.colliderect(rect) for _, _, tag in self._risk_tags())

    def _draw_centre(self, surface: gfx.Canvas) -> None:
        view = self.view
        lay = self.layout
        self.text.blit(surface, "display", 16, str(len(view.deck)), (lay.deck.centerx, lay.deck.bottom + 12),
                       theme.INK, "center")
        self.text.blit(surface, "display", 16, str(len(view.discard)), (lay.discard.centerx, lay.discard.bottom + 12),
                       theme.INK, "center")
        for i, f in enumerate(view.sheathed()):
            rect = lay.sheathed(i)
            pic = self.faces.weapon(f, False, rect.size)
            surface.blit(pic, rect)
        # the stack, top first
        if not view.stack:
            st = lay.stack
            self.text.blit(surface, "text", 13, STACK_EMPTY, (st.centerx, st.centery + 8), (120, 126, 140), "center")
        for row, item in enumerate(reversed(view.stack)):
            r = lay.stack_row(row)
            if r.bottom > lay.stack.bottom:
                self.text.blit(surface, "text", 12, f"+{len(view.stack) - row} more below", (r.x + 4, r.y),
                               theme.INK_DIM)
                break
            style = theme.seat_style(item.controller)
            gfx.rect(surface, (40, 44, 60), r, border_radius=8)
            gfx.rect(surface, style.color, pygame.Rect(r.x, r.y, 5, r.h), border_radius=3)
            if row == 0:
                gfx.rect(surface, theme.ACCENT, r, 2, border_radius=8)
            if item.card >= FIGHTER_BASE or item.kind.value == "exhaust":
                mini = self._component_mini(item.card, (24, 34))
                surface.blit(mini, mini.get_rect(center=(r.x + 18, r.centery)))
            head, detail = item_label(view, item, self.names)
            self.text.blit(surface, "bold", 13, theme.fit_text(self.app.font("bold", 13), head, r.w - 44),
                           (r.x + 38, r.y + 3), theme.INK)
            self.text.blit(surface, "text", 11, theme.fit_text(self.app.font("text", 11), detail, r.w - 44),
                           (r.x + 38, r.y + 21), style.color if row else theme.ACCENT)
        self._draw_tray(surface)
        stretch = self.stretch_banner()
        if stretch is not None:
            banner, words = stretch
            gfx.rect(surface, (150, 40, 36), banner, border_radius=14)
            gfx.rect(surface, theme.ACCENT, banner, 2, border_radius=14)
            self.text.blit(surface, "bold", 14, words, banner.center, theme.INK, "center")
        for fl in self.flashes:
            t = fl.age / max(fl.life * max(self.speed, 1e-9), 1e-9)
            alpha = max(0, int(200 * (1 - t)))
            glow = fl.rect.inflate(int(20 * t), int(20 * t))
            gfx.rect(surface, (*fl.color[:3], alpha), glow, 4, border_radius=14)
            word = self.text.get("display", 24, fl.label, fl.color)
            pill = self.flash_rect(fl)  # clear of every word, symbol and card in the centre
            gfx.rect(surface, (20, 22, 32), pill, border_radius=12)  # the words on their own ground, readable
            gfx.rect(surface, fl.color, pill, 2, border_radius=12)
            surface.blit(word, word.get_rect(center=pill.center))

    def _component_mini(self, comp: int, size: tuple[int, int]) -> gfx.Picture:
        if comp >= WEAPON_BASE:
            return self.faces.weapon(comp - WEAPON_BASE, True, size)
        if comp >= FIGHTER_BASE:
            f = comp - FIGHTER_BASE
            seat = self.view.fighters.index(f) if f in self.view.fighters else -1
            return self.faces.fighter(f, seat >= 0 and self.view.ex[seat], size)
        return gfx.smoothscale(self.faces.card(self.view.defs[comp].key, self.view.defs[comp].colour), size)

    def tray_texts(self) -> list[tuple[str, int, str, theme.Color, pygame.Rect]]:
        """The payment tray's words as drawn now: ``(role, size, words, colour, rect)`` (logical pixels).

        Idle: its name and what it is for.  During a payment: who pays for what, how much of the cost is paid,
        the Chi gathered, and, while a taken card's Reprisal waits, "Reprisal from …" along the bottom, beside
        that card (:attr:`~.layout.TableLayout.limbo`), so a burst's words have room above it.
        """
        tray = self.layout.tray
        pay = self.payment()
        out: list[tuple[str, int, str, theme.Color, pygame.Rect]] = []

        def put(role: str, size: int, words: str, colour: theme.Color, pos: tuple[float, float],
                anchor: str = "topleft") -> None:
            out.append((role, size, words, colour, self._text_rect(role, size, words, pos, anchor)))

        if pay is None:
            put("bold", 13, "Chi tray", theme.INK_DIM, (tray.x + 10, tray.y + 6))
            put("text", 12, "Costs are paid here, one card at a time.", (120, 126, 140), tray.center, "center")
            return out
        who = self.names[pay.payer]
        what = {"event": "the play", "increase": "the extra cost", "defeat": "the defeat"}.get(str(pay.purpose), "")
        title = f"{who} {'pay' if who == 'You' else 'pays'} for {what}"
        if pay.item is not None:
            title = f"{who}: {self.view.name_of(pay.item.card)}"
        put("bold", 13, theme.fit_text(self.app.font("bold", 13), title, tray.w - 16), theme.ACCENT,
            (tray.x + 10, tray.y + 6))
        covered, owed = paid_and_owed(pay)
        x0, y = self._tray_costs(pay)[1:]
        owed_text = f"{len(owed)} still owed" if owed else "paid in full"
        put("text", 12, f"{len(covered)} of {len(covered) + len(owed)} paid \u00b7 {owed_text}", theme.INK, (x0, y))
        # play test 12: the card showed 2 Water, the tray asked for 4 any; say why (spec rule 6)
        note = any_colour_note(printed_cost(self.view, pay), self.view.colours_in_play())
        for line in theme.wrap_text(self.app.font("text", 12), note, tray.right - x0 - 8)[:2] if note else ():
            y += 15
            put("text", 12, line, TRAY_NOTE, (x0, y + 2))
        pool = pool_symbols(pay)
        if pool:
            names = ", ".join(COLOUR_NAMES[c] for c in pool)
            put("text", 11, theme.fit_text(self.app.font("text", 11), f"Chi gathered: {names}", tray.right - x0 - 8),
                theme.INK_DIM, (x0, y + 16))
        if pay.reprisal >= 0:
            holder = self.names[pay.holder] if 0 <= pay.holder < self.n else "?"
            lim = self.layout.limbo
            words = theme.fit_text(self.app.font("bold", 13), f"Reprisal from {holder}!", lim.x - 8 - tray.x - 10)
            put("bold", 13, words, theme.DANGER, (lim.x - 8, lim.bottom), "bottomright")
        return out

    def _tray_costs(self, pay: Payment) -> tuple[list[tuple[tuple[int, int], int]], int, int]:
        """The cost symbols of ``pay`` in the tray: ``([(centre, radius)], x, y)``; ``x, y``: where the words under
        them start."""
        tray = self.layout.tray
        covered, owed = paid_and_owed(pay)
        symbols = covered + owed
        x0 = tray.x + (64 if pay.item is not None and pay.item.card < FIGHTER_BASE else 14)
        if pay.item is not None and pay.item.card >= FIGHTER_BASE:
            x0 = tray.x + 56
        radius = 11 if len(symbols) <= 8 else 8
        avail = tray.right - 10 - x0
        step = radius * 2 + 3
        per_row = max(1, avail // step)
        spots = []
        for i in range(len(symbols)):
            row, col = divmod(i, per_row)
            spots.append(((x0 + radius + col * step, tray.y + 44 + row * (step + 2)), radius))
        y = tray.y + 44 + ((len(symbols) - 1) // per_row + 1) * (step + 2)
        return spots, x0, y

    def tray_marks(self) -> list[pygame.Rect]:
        """The payment tray's pictures as drawn now (logical pixels): the cost symbols, the card or mini being paid
        for, and the card waiting on its Reprisal."""
        pay = self.payment()
        if pay is None:
            return []
        tray, lay = self.layout.tray, self.layout
        out = [pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r) for c, r in self._tray_costs(pay)[0]]
        if pay.item is not None:
            if pay.item.card >= FIGHTER_BASE:
                out.append(pygame.Rect(tray.x + 14, tray.y + 32, 34, 48))
            else:
                sprite = self.layer.sprites.get(str(pay.item.card))
                w, h = scaled(CARD, 0.5)
                out.append(sprite.rect if sprite is not None else pygame.Rect(tray.x + 30 - w // 2,
                                                                               tray.y + 62 - h // 2, w, h))
        if pay.reprisal >= 0:
            out.append(pygame.Rect(lay.limbo))
        return out

    def _draw_tray(self, surface: gfx.Canvas) -> None:
        tray = self.layout.tray
        pay = self.payment()
        if pay is not None:
            if pay.item is not None and pay.item.card >= FIGHTER_BASE:
                mini = self._component_mini(pay.item.card, (34, 48))
                surface.blit(mini, (tray.x + 14, tray.y + 32))
            covered, owed = paid_and_owed(pay)
            symbols = covered + owed
            for i, ((c, radius), colour) in enumerate(zip(self._tray_costs(pay)[0], symbols, strict=True)):
                self.faces.draw_cost(surface, (colour,), c, radius, paid=1 if i < len(covered) else 0)
        for role, size, words, colour, rect in self.tray_texts():
            self.text.blit(surface, role, size, words, rect.topleft, colour)

    def stretch_banner(self) -> tuple[pygame.Rect, str] | None:
        """The final-stretch banner's rect (logical pixels) and words, sized to them; None before the stretch.

        Zoo Fighters II rule 12: who triggered it and that the last turns are being played.
        """
        view, lay = self.view, self.layout
        if view.trigger < 0:
            return None
        font = self.app.font("bold", 14)
        words = theme.fit_text(font, f"Final stretch! {self.names[view.trigger]} gathered 3 Special Moves, EX Form"
                               " and a weapon \u2014 last turns", lay.centre.w - 40)
        banner = pygame.Rect(0, 0, font.size(words)[0] + 28, 28)
        banner.midbottom = (lay.stack.right + 5, lay.centre.bottom - 6)
        return banner, words

    def _direction_words(self) -> str:
        d = self.view.direction
        arrow = "\u2192" if d > 0 else "\u2190"
        return f"Play passes {arrow} {'clockwise' if d > 0 else 'counter-clockwise'}"

    def direction_chip(self) -> pygame.Rect:
        """Where the "Play passes …" chip is drawn (logical pixels), at the centre's lower left."""
        chip = pygame.Rect(0, 0, max(190, self.app.font("bold", 12).size(self._direction_words())[0] + 20), 24)
        chip.bottomleft = (self.layout.centre.x + 12, self.layout.centre.bottom - 8)
        return chip

    def _draw_direction(self, surface: gfx.Canvas) -> None:
        """Arrows between the seats along the top, pointing the way play passes (spec 7.10: it can reverse)."""
        d = self.view.direction
        order = self.layout.order()
        text = self._direction_words()
        chip = self.direction_chip()
        gfx.rect(surface, (40, 44, 60), chip, border_radius=12)
        self.text.blit(surface, "bold", 12, text, chip.center, theme.INK, "center")
        for a, b in zip(order, order[1:], strict=False):
            ra, rb = self.boxes[a].panel, self.boxes[b].panel
            x = (ra.right + rb.x) / 2
            y = ra.y + 18
            tip = 4 if d > 0 else -4
            gfx.polygon(surface, theme.ACCENT, [(x + tip, y), (x - tip, y - 5), (x - tip, y + 5)])

    def _draw_pay_hints(self, surface: gfx.Canvas) -> None:
        """While you pay: each neighbour's back colours you may take, with the Reprisal risk."""
        d = self.decision()
        if d is None or d.kind != DecisionKind.PAY or not self.input_enabled():
            return
        glow = 150 + int(80 * (0.5 + 0.5 * math.sin(self.time * 5)))
        for _seat, colour, box, label, r in self._pay_hints():
            # play test 11: over overlapped backs the tags and their stems were hard to match to their cards; each
            # group's frame, stem and tag now carry its back's colour, and the tag its symbol too
            look = element(colour)
            gfx.rect(surface, (*look.color, glow), box.inflate(4, 4), 2, border_radius=6)
            tag = self.text.get("bold", 11, label, theme.INK)
            fill = theme.DANGER if label != "safe" else theme.GOOD
            if r.bottom < box.y - 3:  # a tag raised a row: a stem down to the cards it is about
                gfx.line(surface, look.dark, (r.centerx, r.bottom), (r.centerx, box.y - 2), 4)
                gfx.line(surface, look.color, (r.centerx, r.bottom), (r.centerx, box.y - 2), 2)
            gfx.rect(surface, fill, r, border_radius=6)
            gfx.rect(surface, look.color, r, 2, border_radius=6)
            self.faces.draw_symbol(surface, colour, (r.x + TAG_SYMBOL // 2 + 3, r.centery), TAG_SYMBOL // 2)
            surface.blit(tag, tag.get_rect(center=(r.centerx + TAG_SYMBOL // 2, r.centery)))

    def pay_hint_tags(self) -> list[tuple[pygame.Rect, str, pygame.Rect]]:
        """While you pay: ``(cards, label, tag)`` for each back colour of a neighbour you may take: the box
        round those backs, the Reprisal risk ("29%", "safe") and where its tag goes, above the box.

        Play test 8: a one-card colour group is narrower than its tag, and two such tags side by side
        overlapped ("8%45%"); a tag that would touch the one before it goes a row higher (:func:`stagger_tags`).
        """
        return [(box, label, tag) for _seat, _colour, box, label, tag in self._pay_hints()]

    def _risk_tags(self) -> list[tuple[int, int, pygame.Rect]]:
        """``(seat, colour, tag)`` of each Reprisal-risk tag shown while you pay."""
        return [(seat, colour, tag) for seat, colour, _box, _label, tag in self._pay_hints()]

    def _pay_hints(self) -> list[tuple[int, int, pygame.Rect, str, pygame.Rect]]:
        """:meth:`pay_hint_tags` with each tag's hand and back colour in front: ``(seat, colour, box, label, tag)``."""
        takes = {(a.seat, a.colour) for a in self.legal() if isinstance(a, A.PayTake)}
        found: list[tuple[int, int, pygame.Rect, str, pygame.Rect]] = []
        for (seat, colour) in sorted(takes):
            zone = self.layer.zones[f"hand:{seat}"]
            keys = [k for k in zone.keys if self.layer.backs.get(k) == str(colour)]
            if not keys:
                continue
            slots = zone.slots()
            rects = [zone.card_rect(slots[k]) for k in keys]
            box = rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0]
            risk = risk_text(self.view, colour, seat)
            label = risk.split(" ")[-1] if "%" in risk else "safe"
            size = self.app.font("bold", 11).size(label)
            tag = pygame.Rect(0, 0, size[0] + TAG_SYMBOL + 2, max(size[1], TAG_SYMBOL)).inflate(8, 2)
            tag.midbottom = (box.centerx, box.y - 2)
            found.append((seat, colour, box, label, tag))
        tags = stagger_tags([f[-1] for f in found], gap=TAG_ROW_GAP, side_gap=TAG_SIDE_GAP)
        return [(*f[:4], tag) for f, tag in zip(found, tags, strict=True)]

    def draw_overlay(self, surface: gfx.Canvas) -> None:
        if self.guide_open:
            self._draw_guide(surface)

    def _draw_guide(self, surface: gfx.Canvas) -> None:
        seat = self.bottom
        card = guide_card(self.view.fighters[seat])
        pic = self.faces.fighter(self.view.fighters[seat], self.view.ex[seat], scaled(FIGHTER_CARD, 1.2))
        width = 640
        text_x = 18 + pic.get_width() + 16
        rows: list[tuple[gfx.ScaledFont, str, theme.Color, int]] = []
        for i, line in enumerate(card.lines[1:]):
            bold = i < 3
            font = self.app.font("bold" if bold else "text", 14)
            parts = theme.wrap_text(font, ("\u2022 " if not bold else "") + line, width - text_x - 18)
            for j, part in enumerate(parts):
                rows.append((font, part, theme.INK if bold else theme.INK_DIM, 6 if j == len(parts) - 1 else 0))
        text_h = sum(19 + gap for *_, gap in rows)
        rect = pygame.Rect(0, 0, width, 52 + max(pic.get_height(), text_h) + 34)
        rect.center = (474, 390)
        theme.shadowed_rect(surface, rect, (24, 28, 38), radius=16, shadow=8, border=theme.ACCENT, border_width=2)
        surface.blit(pic, (rect.x + 18, rect.y + 52))
        theme.blit_text(surface, self.app.font("display", 22), "Guide Card: " + card.title, (rect.x + 18, rect.y + 14),
                        theme.ACCENT)
        y = rect.y + 52
        for font, part, color, gap in rows:
            theme.blit_text(surface, font, part, (rect.x + text_x, y), color)
            y += 19 + gap
        theme.blit_text(surface, self.app.font("text", 12), "G or a click closes this card",
                        (rect.centerx, rect.bottom - 10), theme.INK_DIM, anchor="midbottom")

    def draw_tooltip(self, surface: gfx.Canvas) -> None:
        super().draw_tooltip(surface)
        self.preview.draw(surface)

    def tooltip_ready(self) -> bool:
        return not self.preview.shown

    def hover_at(self, pos: tuple[int, int]) -> Hashable | None:
        """``("risk tag", seat, colour)`` on a Reprisal-risk tag shown while you pay (play test 8: "27%" alone
        did not say what it was), else None (cards show their own previews)."""
        d = self.decision()
        if d is None or d.kind != DecisionKind.PAY or not self.input_enabled():
            return None
        for seat, colour, tag in self._risk_tags():
            if tag.inflate(4, 4).collidepoint(pos):
                return ("risk tag", seat, colour)
        return None

    def tooltip_lines(self, key: Hashable) -> list[str] | None:
        """The words of a Reprisal-risk tag: what the number means."""
        if not (isinstance(key, tuple) and len(key) == 3 and key[0] == "risk tag"):
            return None
        _, seat, colour = key
        risk = risk_text(self.view, colour, seat)
        back = backed_card(COLOUR_NAMES[colour])
        return [risk[0].upper() + risk[1:],
                f"The chance that {back} taken from {self.names[seat]} as Chi strikes back (a Reprisal)",
                "Worked out from the cards you can see"]

    def keep_clear_extra(self) -> list[placement.Avoid]:
        return [placement.Avoid(self.layout.tray, placement.TEXT), placement.Avoid(self.layout.stack, placement.TEXT)]

    def drawer_keep_clear(self) -> list[placement.Avoid]:
        """Zoo Fighters II: what the compact drawer should not hide (weights per logical pixel², see
        :meth:`TableScene.drawer_keep_clear`): every seat's score badge (as much as a legal target), its status
        (the right end of its header) and the Chi tray while a payment fills it (INFO); the name, your hand, the
        rivals' cards, the stack while it holds something, the idle tray (TEXT, the last two less).  While you pay,
        what you may exhaust (your Fighter flips, a weapon) and the hand and Fighter of each neighbour you may
        take from (a Reprisal strikes back from there) weigh as much as a legal target (play test 14: the pay
        step's drawer hid both)."""
        out: list[placement.Avoid] = []
        d = self.decision()
        if self.payment() is not None and d is not None and self.input_enabled():
            legal = self.legal()
            parts = self.component_rects(d.seat)
            out += [placement.Avoid(parts[a.source], placement.TARGET)
                    for a in legal if isinstance(a, A.PayExhaust) and a.source in parts]
            for seat in sorted({a.seat for a in legal if isinstance(a, A.PayTake | A.PayPick)}):
                box = self.boxes[seat]
                out += [placement.Avoid(box.hand, placement.TARGET), placement.Avoid(box.fighter, placement.TARGET)]
        for box in self.boxes.values():
            head = box.header
            # the score badge as drawn (:meth:`_draw_header`), known before the first frame draws it: never hidden
            out.append(placement.Avoid(hud.score_badge_rect(head, head.w < 250), placement.TARGET))
            out.append(placement.Avoid(head, placement.TEXT))  # the name
            out.append(placement.Avoid(pygame.Rect(head.right - min(head.w, 190), head.y, min(head.w, 190), head.h),
                                       placement.INFO))  # the score badge and "your turn" beside it
            if box.mine:
                out.append(placement.Avoid(box.hand, placement.TEXT))
                out.append(placement.Avoid(box.fighter.union(box.victory), placement.TEXT))
            else:
                out.append(placement.Avoid(box.panel, placement.TEXT))
        lay = self.layout
        out.append(placement.Avoid(lay.tray, placement.INFO if self.payment() is not None else placement.SQUARE))
        out.append(placement.Avoid(lay.stack, placement.TEXT if self.view.stack else placement.SQUARE))
        out.append(placement.Avoid(lay.deck.union(lay.discard).union(lay.weapons_area), placement.TEXT / 3))
        return out

    # ================================================================== hover previews
    def is_top(self) -> bool:
        return self.app.scenes.top is self

    def find_hover(self, pos: tuple[float, float]) -> HoverTarget | None:
        """The card under ``pos``: a card sprite (or a stack row's card), a Fighter, a weapon (drawn or sheathed)."""
        if self.guide_open:
            return None
        best: CardSprite | None = None
        for key, sprite in self.layer.sprites.items():
            if sprite.visible and key not in self.flying and sprite.rect.collidepoint(pos):
                if best is None or sprite.z > best.z:
                    best = sprite
        if best is not None:
            return self._card_target(best)
        for row, item in enumerate(reversed(self.view.stack)):  # a stack row names its card: the row shows it too
            sprite = self.layer.sprites.get(str(item.card))
            if sprite is not None and sprite.visible and self.layout.stack_row(row).collidepoint(pos):
                return self._card_target(sprite)
        for seat, box in self.boxes.items():
            if box.fighter.collidepoint(pos):
                f = self.view.fighters[seat]
                ex = self.view.ex[seat]
                fd = FIGHTERS[f]
                lines = [f"{possessive(self.names[seat])} fighter: {fd.name} the {fd.animal}",
                         f"{COLOUR_NAMES[fd.colour]} \u00b7 Willpower {fd.willpower}"
                         + (" \u00b7 exhausted" if self.view.fighter_id(seat) in self.view.exhausted else ""),
                         ("EX Form: " + fd.ex_text) if ex else ("Initial Form: " + fd.initial_text)]
                if not ex:
                    lines.append(f"EX Form ({cost_text(fd.ex_cost)}): {fd.ex_text}")
                    note = any_colour_note(fd.ex_cost, self.view.colours_in_play())
                    if note:
                        lines.append(note)
                return HoverTarget(("fighter", seat), box.fighter, self.faces.fighter(f, ex), tuple(self._wrap(lines)))
            w = self.view.weapon[seat]
            if w >= 0 and box.weapon.collidepoint(pos):
                return self._weapon_target(w, box.weapon, drawn=True, holder=seat)
        for f in self.view.sheathed():
            rect = self.sheathed_rect(f)
            if rect is not None and rect.collidepoint(pos):
                return self._weapon_target(f, rect, drawn=False, holder=-1)
        return None

    def _wrap(self, lines: list[str], width: int = 330) -> list[str]:
        font = self.app.font("text", 13)
        out: list[str] = []
        for i, line in enumerate(lines):
            out.extend([line] if i == 0 else theme.wrap_text(font, line, width))
        return out

    def _weapon_target(self, f: int, rect: pygame.Rect, drawn: bool, holder: int) -> HoverTarget:
        wpn = WEAPONS[f]
        lines = [f"{wpn.name} ({COLOUR_NAMES[wpn.colour]}, {counted(wpn.points, 'point')})",
                 f"Cost to draw: {cost_text(wpn.cost)}" if not drawn else f"Drawn by {self.names[holder]}",
                 wpn.text]
        note = any_colour_note(wpn.cost, self.view.colours_in_play()) if not drawn else ""
        if note:
            lines.insert(2, note)
        if not drawn:
            lines.append("Any player may draw any sheathed weapon (one each).")
        return HoverTarget(("weapon", f), rect, self.faces.weapon(f, drawn, (84, 118)), tuple(self._wrap(lines)))

    def _card_target(self, sprite: CardSprite) -> HoverTarget:
        key = str(sprite.key)
        zone = self.layer.zone_of(sprite.key)
        zname = zone.name if zone is not None else ""
        owner = zname.split(":")[1] if ":" in zname else ""
        where = ""
        if owner.isdigit():
            seat = int(owner)
            where = {"hand": f"In {possessive(self.names[seat], False)} hand", "moves": "Special Move in play",
                     "front": f"In front of {self.names[seat]}", "victory": f"In {possessive(self.names[seat], False)} "
                     "Victory Stack", "peek": "Being looked at"}.get(zname.split(":")[0], "")
        if key.isdigit():
            d = self.view.defs[int(key)]
            worth = f" \u00b7 {counted(d.points, 'point')}" if d.points else ""
            lines = [d.name, f"{COLOUR_NAMES[d.colour]} \u00b7 {_kind_word(d.kind)}" + worth]
            if d.cost:
                lines.append(("Cost: " if d.kind is Kind.MOVE else "Place: ") + cost_text(d.cost))
            if d.kind is Kind.OPPONENT:
                lines.append("Defeat: " + (f"discard {d.defeat_discard} cards" if d.defeat_discard
                                           else cost_text(d.defeat)))
            note = any_colour_note((*d.cost, *(() if d.defeat_discard else d.defeat)), self.view.colours_in_play())
            if note:
                lines.append(note)
            if d.text:
                lines.append(d.text)
            if d.reprisal is not None:
                lines.append(REPRISAL_TEXT[d.reprisal].format(n=d.reprisal_n))
            if where:
                lines.append(where)
            if int(key) in self.view.exhausted:
                lines.append("Exhausted until its owner's end step")
            face = self.faces.card(d.key, d.colour)
        else:
            back = self.layer.backs.get(sprite.key)
            colour = int(back) if isinstance(back, str) and back.isdigit() else -1
            if colour >= 0:
                back = backed_card(COLOUR_NAMES[colour])
                lines = [back[0].upper() + back[1:], where or "Face down",
                         risk_text(self.view, colour) + " (from what you can see)"]
            else:
                lines = ["The draw deck", f"{len(self.view.deck)} cards; refilled from the discard pile"]
            face = self.faces.back(colour if colour >= 0 else None)
        return HoverTarget(("card", key), sprite.rect, face, tuple(self._wrap(lines)), sprite=sprite.key)


def stagger_tags(tags: Sequence[pygame.Rect], gap: int = 2, side_gap: int | None = None) -> list[pygame.Rect]:
    """``tags`` (rects in a row, each above the thing it labels) moved so that none overlaps another: from left
    to right, a tag that would come nearer than ``side_gap`` pixels (side by side; default ``gap``) or ``gap``
    (one above the other) to one already placed goes up a row, as often as needed. Returns copies."""
    side = gap if side_gap is None else side_gap
    placed: list[pygame.Rect] = []
    for tag in sorted((t.copy() for t in tags), key=lambda t: t.centerx):
        while any(tag.inflate(2 * side - 1, 2 * gap - 1).colliderect(p) for p in placed):
            tag.move_ip(0, -(tag.h + gap))
        placed.append(tag)
    order = sorted(range(len(tags)), key=lambda i: tags[i].centerx)
    out: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(tags)
    for i, tag in zip(order, placed, strict=True):
        out[i] = tag
    return out


def _kind_word(kind: Kind) -> str:
    return {Kind.CHI: "Chi", Kind.DOUBLE_CHI: "Double Chi", Kind.MOVE: "Special Move", Kind.OPPONENT: "Opponent",
            Kind.ACTION: "Action"}.get(kind, "card")


def hud_dashed(surface: gfx.Canvas, rect: pygame.Rect, color: theme.Color) -> None:
    """A dashed outline (an empty place on the table)."""
    from zooarcade.ui.table.hud import dashed_rect

    dashed_rect(surface, rect, color)


def create_table(app: Services, session: GameSession) -> TableScene:
    """Return the Zoo Fighters II table for ``session`` (the game catalog's table entry)."""
    return FightersTable(app, session)

