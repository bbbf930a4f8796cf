"""The Zoo Vadis table: the zoo board drawn from data, the seats' screens, deals in the decision panel.

Everything a table does that is not about Zoo Vadis — the session and its viewer (hot-seat handoffs
whenever the deciding human changes, an answer mid-turn included), whose decision it is, computer
seats thinking off the frame loop, drag / click / keyboard input with lit targets, undo / redo / hint /
rules / pause, autosave and results, the log and its restore, the top bar and seat headers — comes from
:class:`~zooarcade.ui.table.base.TableScene`.  This module holds only what is Zoo Vadis's:

* the board (:class:`~zooarcade.games.zoo_vadis.board_draw.GraphBoardPainter` over the board graph,
  both sides and the 5-space Star), the laurel tokens face up on their spaces, the Zoo Keeper, and every
  piece as a sprite in a stable space (:class:`~zooarcade.games.zoo_vadis.slots.Slots`);
* which sprite an action starts from and where it goes: an animal or a peacock up a path (``Compose``,
  the peacock bonus), your supply onto a bottom exhibit (``Add``), the Zoo Keeper onto a laurel space;
  every other step of a deal is a control of the decision panel (asks, offers, bribes, abilities,
  answers, counters, rewards, Send and Back);
* the animations of its events: pieces walking along the drawn path, laurels flying to the collector,
  new tokens dropping from the bag, payments sliding between screens (face down for everybody else),
  bribes to the box, rewards from the I supply, answer bubbles at the seat that answered;
* the drawing (:class:`~zooarcade.games.zoo_vadis.table_draw.TableDrawing`, a mixin): the seats' panels
  (species, ability tiles, supply, token count), the viewer's own screen (its tokens in full, those set
  aside for the deal dimmed), the deal strip (what is asked and answered so far, or the last deal, as the
  viewer may see it), the vote preview while a piece is held, tooltips of exhibits, spaces and seats.

The table draws only ``session.view_for(viewer)`` and the events the session hands it, so another
seat's laurel values never reach the screen.  Geometry in logical pixels of the 1280×720 canvas;
durations in seconds before the animation-speed multiplier.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

import pygame
import pytweening

from zooarcade.core.narration import counted, possessive
from zooarcade.core.protocol import Action, Event, GameState
from zooarcade.games.zoo_vadis import data
from zooarcade.games.zoo_vadis.actions import (
    Accept,
    Add,
    Ask,
    Back,
    BonusPeacock,
    Bribe,
    Compose,
    Counter,
    Decline,
    Drop,
    EndTurn,
    Leave,
    Meet,
    MoveKeeper,
    Offer,
    Request,
    Reward,
    Send,
)
from zooarcade.games.zoo_vadis.board import exhibit_id
from zooarcade.games.zoo_vadis.board_draw import GraphBoardPainter, point_along
from zooarcade.games.zoo_vadis.graph import zoo_vadis_graph
from zooarcade.games.zoo_vadis.layout import CANVAS, VadisLayout, vadis_frame
from zooarcade.games.zoo_vadis.narration import exhibit
from zooarcade.games.zoo_vadis.pieces import ROMAN, Figures
from zooarcade.games.zoo_vadis.rules import ANSWER, COUNTER, REWARD, VadisState
from zooarcade.games.zoo_vadis.slots import PEACOCK, Slots, key_owner
from zooarcade.games.zoo_vadis.table_draw import (
    ABILITY_WORDS,
    BUBBLE,
    TableDrawing,
    laurel_words,
    supply_amount,
    supply_words,
    values_label,
)
from zooarcade.ui import gfx, theme
from zooarcade.ui.cards import CardSprite
from zooarcade.ui.table import hud
from zooarcade.ui.table.base import TOAST_TIME, FxSprite, TableScene
from zooarcade.ui.table.panel import ARROW_ROOM, PanelChoice
from zooarcade.ui.tween import Tween

#: the panel control that adds an animal with the Crocodile's help (it moves the new animal on at once).
ADD_LABEL = "Add and move on (Crocodile)"
#: the panel control that asks the Hyena to move the Zoo Keeper.
HYENA_LABEL = "Move the Zoo Keeper (Hyena)"
#: the phases whose panel keeps key 1 (the first row) for the go-ahead control (:meth:`VadisTable._numbered`).
GO_AHEAD_PHASES = frozenset({"compose", "offer", "answer", "counter", "post"})


def path_name(xid: str) -> str:
    """A laurel space as a panel value: ``"X9>X13"`` reads "Central Lawn \u2192 Star Exhibit" (the control's label
    says it is a path), else the exhibit's name."""
    if ">" not in xid:
        return exhibit(xid)
    a, b = xid.split(">")
    return f"{data.NAMES.get(a, a)} \u2192 {data.NAMES.get(b, b)}"

if TYPE_CHECKING:
    from zooarcade.session import GameSession
    from zooarcade.ui.services import Services

__all__ = ["VadisTable", "create_table"]

#: seconds a piece takes along a path, a token flight.
WALK, FLIGHT = 0.55, 0.42
#: a deal's answers after which the table's seat panel shows the answer bubble.
ANSWER_WORDS = MappingProxyType({"accept": "Accepts", "decline": "Declines", "counter": "Counter"})
_KINDS = data.TOKEN_KINDS


@dataclass
class Bubble:
    """A short speech bubble at a seat's panel ("Accepts"), ``age`` seconds old."""

    seat: int
    text: str
    color: theme.Color
    age: float = 0.0


def answer_text(d: Mapping[str, Any]) -> str:
    """An ``answer`` event's words: ``"Accepts"``, ``"Declines"``, ``"Counter: 6"``."""
    answer = str(d.get("answer"))
    if answer == "counter" and d.get("value") is not None:
        return f"Counter: {d['value']}"
    return ANSWER_WORDS.get(answer, answer)


class VadisTable(TableDrawing, TableScene):
    """The Zoo Vadis table (see the module docstring).

    Args:
        app: the arcade's services.
        session: a Zoo Vadis match (3-7 seats).

    Public for tests and tools (beside :class:`TableScene`'s): :attr:`layout`, :attr:`painter`,
    :attr:`view` (what the table draws from), :attr:`slots`, :attr:`laurels`, :attr:`faces_shown`
    (every ``(viewer, seats, token kind)``: a hidden token's face drawn for ``viewer``, out of the screens of
    ``seats``), :meth:`slot_center`,
    :meth:`target_center`.
    """

    def __init__(self, app: Services, session: GameSession) -> None:
        super().__init__(app, session, vadis_frame())
        state = session.state
        assert isinstance(state, VadisState), "the Zoo Vadis table needs a Zoo Vadis session"
        self.layout = VadisLayout(self.n)
        self.graph = zoo_vadis_graph(self.n, state.star_size)
        self.painter = GraphBoardPainter(self.graph, app.assets, self.layout.board_rect)
        self.figures = Figures(app, list(state.species))
        geo = self.painter.geometry
        self.piece_d = geo.slot_radius * 2 + 4
        self.token_d = geo.rects[state.board.space_ids[0]].w
        self.view: VadisState = state
        self.slots = Slots.from_state(state)
        self.laurels: list[int] = list(state.laurels)
        self.bubbles: list[Bubble] = []
        #: each seat panel's name as last drawn (logical pixels): an answer bubble stands right of it.
        self.seat_name_rects: dict[int, pygame.Rect] = {}
        self.last: tuple[int, str] | None = None
        self.faces_shown: set[tuple[int | None, tuple[int, ...], str]] = set()
        #: the last deal sent, as the viewer saw it: ``{"seat", "what", "asks": [[seat, text, answer]], "bribes":
        #: [value], "outcome"}``; after a move that is no deal (the Zoo Keeper, a plain add, a bonus peacock) that
        #: move, with ``"outcome": "move"`` and a ``"note"`` saying why no vote was taken (play test: it went stale).
        self.last_deal: dict[str, Any] | None = None
        #: the last failed deal: ``(session position right after it, its deal_failed data)``, so the hot-seat
        #: handoff back to the mover can say the turn did not pass (play test: a refused deal read as a turn change).
        self.failed_deal: tuple[int, Mapping[str, Any]] | None = None
        #: the kind of laurel the current deal's animal collected (its ``collect`` event), None before or without one.
        self.collected: str | None = None
        #: the deal strip's lines in full when the strip had to cut or leave some out (its tooltip), else None.
        self.deal_overflow: list[str] | None = None
        #: the step count right after a drop that sent its advance by itself (Undo takes both back), else None.
        self.sent_with_drop: int | None = None
        #: per undone move still redoable, latest last: True when it was a drop and the send it made by itself
        self.redo_pairs: list[bool] = []
        #: during a Redo: True while the send of a redone pair is still to come, None once it came
        self._redo_pair: bool | None = False
        self.static = gfx.Drawing(CANVAS, self._paint_static, alpha=False)
        self._rects: dict[Hashable, pygame.Rect] = {}
        for node in self.graph.nodes:
            r = geo.rects[node.id]
            self._rects[node.id] = r.inflate(6, 6) if node.kind == "laurel" else r.copy()
        self.seat_rects = {("seat", s): self.layout.seat_rect(s) for s in range(self.n)}
        self.start()

    # ================================================================== geometry
    def slot_center(self, exhibit_key: str, index: int) -> tuple[int, int]:
        """Centre of place ``index`` of exhibit ``exhibit_key`` (past its spaces: the Ibis's extra place)."""
        centres = self.painter.slot_centers(exhibit_key)
        return centres[index] if index < len(centres) else self.painter.extra_slot(exhibit_key)

    def target_center(self, key: str) -> tuple[int, int]:
        """Centre of a drop target (an exhibit or a laurel space)."""
        return self._rects[key].center

    def keeper_center(self, space: int) -> tuple[int, int]:
        """Where the Zoo Keeper stands when on laurel space ``space``: beside the token, which stays visible."""
        c = self.painter.node_rect(self.view.board.space_ids[space]).center
        off = round(self.token_d * 0.62)
        return (c[0] + off, c[1] - off)

    # ================================================================== the view-model
    def rebuild(self, view: GameState) -> None:
        """Zoo Vadis: the pieces' places, the laurels and every sprite from ``view``."""
        assert isinstance(view, VadisState)
        self.view = view
        self.laurels = list(view.laurels)
        self.slots = Slots.from_state(view)
        self.sprites.clear()
        self.flying.clear()
        for key, (x, i) in self.slots.pieces().items():
            self._make_piece(key, self.slot_center(x, i))
        keeper = CardSprite("keeper", self.figures.keeper(round(self.token_d * 0.95)), z=40)
        keeper.place(self.keeper_center(view.keeper))
        self.sprites["keeper"] = keeper
        for s in range(self.n):
            sprite = CardSprite(f"supply:{s}", self.figures.figure(s, 30), z=30)
            sprite.place(self.layout.supply_center(s))
            sprite.visible = view.supply[s] > 0
            self.sprites[f"supply:{s}"] = sprite

    def _make_piece(self, key: str, pos: tuple[float, float]) -> CardSprite:
        owner = key_owner(key)
        image = self.figures.peacock(self.piece_d) if owner == PEACOCK else self.figures.figure(owner, self.piece_d)
        sprite = CardSprite(key, image, z=20)
        sprite.place(pos)
        self.sprites[key] = sprite
        return sprite

    def _settle(self, view: VadisState) -> None:
        """After a step's animations: take ``view`` (the viewer's view right after that step) as what is shown;
        re-place anything the events did not say."""
        if not self.slots.matches(view):
            self.rebuild(view)
            return
        self.view = view
        self.laurels = list(view.laurels)
        for key, (x, i) in self.slots.pieces().items():
            sprite = self.sprites.get(key) or self._make_piece(key, self.slot_center(x, i))
            if key not in self.flying:
                sprite.visible = True
                sprite.place(self.slot_center(x, i))
        self.sprites["keeper"].place(self.keeper_center(view.keeper))
        for s in range(self.n):
            self.sprites[f"supply:{s}"].visible = view.supply[s] > 0

    def animate(self, events: Sequence[Event], human: bool) -> None:
        """The events' animations, then the table takes the view after this step (see :meth:`_settle`)."""
        after = self.session.view_for(self.viewer)
        assert isinstance(after, VadisState)
        super().animate(events, human)
        self.queue.then(lambda: self._settle(after))

    def progress_text(self) -> str:
        """The round and turn counter of the position shown (:attr:`view`, which follows the animations): it
        turns to the next turn when the last one has visibly played out (play test 10: "turn 4" showed while
        Bot 2's turn 3 still played)."""
        if self.session.state.is_terminal():
            return super().progress_text()
        return self.view.progress().text()

    # ================================================================== input
    def source_key(self, action: Action) -> Hashable | None:
        seat = self.session.current
        if isinstance(action, Add):
            return f"supply:{seat}"
        if isinstance(action, Compose) and action.piece in ("animal", "peacock"):
            return self.slots.top(seat if action.piece == "animal" else PEACOCK, action.src)
        if isinstance(action, BonusPeacock):
            return self.slots.top(PEACOCK, action.src)
        if isinstance(action, MoveKeeper):
            return "keeper"
        return None

    def target_key(self, action: Action) -> Hashable | None:
        if isinstance(action, Add):
            return action.exhibit
        if isinstance(action, Compose) and action.piece in ("animal", "peacock"):
            return action.dst
        if isinstance(action, BonusPeacock):
            return action.dst
        if isinstance(action, MoveKeeper):
            return action.space
        return None

    def target_rects(self) -> Mapping[Hashable, pygame.Rect]:
        return self._rects

    def lesson_keep_clear(self) -> list[pygame.Rect]:
        """Zoo Vadis: the lesson card keeps off the exhibits (play test: it lay over the Waterfall); the paths'
        laurel spaces may go under it."""
        return [pygame.Rect(r) for k, r in self._rects.items() if ">" not in str(k)]

    def pickable(self) -> Iterable[CardSprite]:
        seat = self.session.current
        mine = f"a{seat}."
        return [s for k, s in self.sprites.items()
                if str(k).startswith((mine, "p.")) or k in ("keeper", f"supply:{seat}")]

    def stand_in(self, sprite: CardSprite) -> CardSprite | None:
        """Any animal of yours (or peacock) in an exhibit moves as the one of them that leaves next (play test 8:
        only the last one in the exhibit could be dragged, and a press on the others did nothing)."""
        key = str(sprite.key)
        if not key.startswith(("a", "p.")) or "." not in key:
            return None
        place = self._piece_place(key)
        top = self.slots.top(key_owner(key), place) if place is not None else None
        return self.sprites.get(top) if top is not None and top != key else None

    def _piece_place(self, key: Hashable) -> str | None:
        where = self.slots.where(str(key))
        return where[0] if where is not None else None

    def is_home_target(self, sprite: CardSprite, target: Hashable) -> bool:
        if sprite.key == "keeper":
            return target == self.view.board.space_ids[self.view.keeper]
        return self._piece_place(sprite.key) == target

    def reject_reason(self, sprite: CardSprite, target: Hashable | None) -> str | None:
        """Zoo Vadis: why a drop is refused — the rules' own reason (:meth:`VadisState.explain`) for the move
        the drop stands for (closed exhibit, too few votes, no path, full, empty supply ...)."""
        if target is None:
            return None
        state = self.session.state
        key = str(sprite.key)
        if key.startswith("supply:"):
            return state.explain(Add(str(target)))
        if key == "keeper":
            return state.explain(MoveKeeper(str(target)))
        src = self._piece_place(key)
        if src is None or ">" in str(target):
            return "Pieces go into an exhibit: drop it on a lit one."
        piece = "peacock" if key_owner(key) == PEACOCK else "animal"
        tunnel = not any(e.src == src and e.dst == target and e.kind == "path" for e in self.graph.edges)
        action: Action = Compose(piece, src, str(target), tunnel)
        if piece == "peacock" and state.phase == "post":
            action = BonusPeacock(src, str(target))
        return state.explain(action)

    def unmovable_reason(self, sprite: CardSprite) -> str | None:
        """Zoo Vadis: why a pressed piece of yours cannot move now — the rules' reason for its first way out
        (:meth:`VadisState.explain`: too few votes to leave, a closed exhibit, the turn's action done ...)."""
        key = str(sprite.key)
        if key.startswith("supply:") or key == "keeper":
            return None
        src = self._piece_place(key)
        if src is None:
            return None
        state = self.session.state
        piece = "peacock" if key_owner(key) == PEACOCK else "animal"
        for edge in self.graph.edges:
            if edge.src == src and edge.kind == "path":
                reason = state.explain(Compose(piece, src, edge.dst, False))
                if reason:
                    return reason
        return None

    # ------------------------------------------------------------------ asking a seat by clicking it
    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose panel (header and all) or whose piece on the board is under ``pos``, or ``None``."""
        for (_, seat), rect in self.seat_rects.items():
            if rect.collidepoint(pos):
                return int(seat)
        best: CardSprite | None = None
        for key, sprite in self.sprites.items():
            piece = str(key).startswith("a") and "." in str(key)
            if piece and sprite.visible and sprite.hit(pos) and (best is None or sprite.z > best.z):
                best = sprite
        return key_owner(str(best.key)) if best is not None else None

    def ask_for(self, seat: int) -> Ask | None:
        """The Ask a click on ``seat`` plays while the mover builds a deal: the fewest of its votes that cover
        what is still missing (all it has when they do not), or ``None`` when it cannot be asked now."""
        asks = sorted((a for a in self.legal() if isinstance(a, Ask) and a.seat == seat), key=lambda a: a.votes)
        if not asks:
            return None
        d = self.view.draft
        missing = 1 if d is None else max(1, d.need - d.planned_votes())
        return next((a for a in asks if a.votes >= missing), asks[-1])

    def handoff_reason(self, seat: int) -> str | None:
        """Why the device goes to ``seat`` mid-turn, from public facts only (the handoff is read by the whole
        table, so no laurel value): "Player 1 asks you for 2 votes: answer the deal", "Player 3 countered
        your deal: meet it or drop it", "The answers to your deal are in"; ``None`` for a turn change."""
        state = self.session.state
        d = state.draft
        if d is None or state.end is not None:
            return self._refused_reason(seat)
        mover = self.name(state.to_move)
        if state.phase == ANSWER:
            it = d.items[d.order[state.cursor]]
            what = counted(it.votes, "vote") if it.what == "votes" else \
                f"the {data.SPECIES_NAMES.get(it.what, it.what)}"
            return f"{mover} asks you for {what}: answer the deal"
        if seat != state.to_move:
            return None
        if state.phase == COUNTER:
            countered = [it.seat for it in d.items if it.answer == "counter" and not it.met]
            if len(countered) == 1:
                return f"{self.name(countered[0])} countered your deal: meet it or drop it"
            return f"{counted(len(countered), 'player')} countered your deal: meet or drop each"
        if state.phase == REWARD:
            return "The answers to your deal are in: choose who earns the reward"
        return None

    def _refused_reason(self, seat: int) -> str | None:
        """The handoff line back to the mover right after its deal fell through (public), else None."""
        state = self.session.state
        failed = self.failed_deal
        if failed is None or failed[0] != self.session.position or seat != state.to_move or state.end is not None:
            return None
        who = self.refusers(failed[1]) or "The table"
        closed = f" ({exhibit(failed[1].get('src'))} is closed to votes)" if failed[1].get("closed") else ""
        return f"{who} refused your deal: nothing happened, it is still your turn{closed}"

    def askable_seats(self) -> list[int]:
        """Seats a click may ask now (lit on the table while the viewer composes a deal)."""
        if not self.input_enabled():
            return []
        return sorted({a.seat for a in self.legal() if isinstance(a, Ask)})

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Zoo Vadis: a click on another seat's panel or piece asks it for votes (the panel's Ask still works)."""
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and self.input_enabled() \
                and not self.round_summary.is_open and not self.in_panel_area(event.pos):
            seat = self.seat_at(event.pos)
            ask = self.ask_for(seat) if seat is not None else None
            if ask is not None:
                self.mouse = event.pos
                self._click()
                self.request(ask, None)
                return True
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            notice = self.exhibit_click_notice(event.pos)
            if notice is not None:
                self.toast = (notice, TOAST_TIME)
                return True
        return False

    def exhibit_click_notice(self, pos: tuple[int, int]) -> str | None:
        """What to do about a click on a bottom exhibit that played nothing (play test: a click on an empty
        bottom exhibit said nothing), or ``None`` when ``pos`` is on none or the click is not the viewer's to make:
        how to add an animal there (drag one from your supply), or the rules' reason it cannot be added now
        (:meth:`VadisState.explain`: a full exhibit, an empty supply, a deal in hand, the action done)."""
        if not self.input_enabled() or self.guide is not None or self.drag.active is not None:
            return None
        v = self.view
        xid = next((exhibit_id(x) for x in v.board.bottom if self._rects[exhibit_id(x)].collidepoint(pos)), None)
        if xid is None:
            return None
        add = Add(xid)
        if add in self.legal():
            return f"To add an animal to {exhibit(xid)}, drag one from your supply (the figure in your seat panel) " \
                "onto it."
        reason = self.session.state.explain(add)
        return f"No animal can be added to {exhibit(xid)} now. {reason}" if reason else None

    # ------------------------------------------------------------------ a drop that needs no deal goes at once
    def sends_itself(self) -> bool:
        """True when the advance just composed needs nothing more: no votes from others (the Zoo Keeper's path, an
        exhibit needing none, your own majority), no ability, no laurel choice — Send and Back are all that is
        legal.  A drop then sends it (a guided game only when its script sends next)."""
        view = self.session.state
        if view.phase != "compose" or view.draft is None or view.draft.piece not in ("animal", "peacock"):
            return False
        if set(self.legal()) != {Send(), Back()}:
            return False
        return self.guide is None or self.guide.allows(Send())

    def play_action(self, action: Action, sprite: CardSprite | None = None) -> None:
        """Zoo Vadis: a dropped piece whose advance needs no vote is sent with the drop (no Send click); its
        Undo then takes back the send and the drop together (:meth:`undo`), and Redo plays both again."""
        self.redo_pairs.clear()  # a new move: nothing left to redo
        super().play_action(action, sprite)
        if sprite is not None and isinstance(action, Compose) and self.sends_itself():
            super().play_action(Send(), None)
            self.sent_with_drop = self.steps()

    def undo(self) -> bool:
        """Take back the last move; after a drop that sent itself, the send and the drop both (the piece goes home)."""
        paired = self.sent_with_drop is not None and self.sent_with_drop == self.steps()
        self.sent_with_drop = None
        if not super().undo():
            return False
        both = paired and self.session.state.phase == "compose" and self.can_undo_now()
        if both:
            super().undo()
        self.redo_pairs.append(both)
        return True

    def redo(self) -> bool:
        """Play the last undone move again; a drop that had sent itself sends itself again (one Redo)."""
        if not self.can_redo_now():
            return super().redo()
        self._redo_pair = self.redo_pairs.pop() if self.redo_pairs else False
        done = super().redo()
        if self._redo_pair is None:  # the send went with the drop: Undo takes both back again
            self.sent_with_drop = self.steps()
        self._redo_pair = False
        return done

    def redo_goes_on(self) -> bool:
        """Zoo Vadis: after the drop of a pair Undo took back together, its send comes back too."""
        if self._redo_pair and self.session.state.phase == "compose":
            self._redo_pair = None  # consumed
            return True
        return False

    def arrow_segment(self, src: pygame.Rect, dst: pygame.Rect) -> tuple[pygame.Vector2, pygame.Vector2] | None:
        """Zoo Vadis: an arrow into an exhibit aims at its lower half, so its head is not hidden under the name
        sign on the top rail (the signs are drawn over marks)."""
        if dst.h >= 2 * self.token_d and any(dst == self._rects.get(n.id) and n.label for n in self.graph.nodes
                                              if n.kind != "laurel"):
            low = pygame.Rect(dst.x, dst.centery, dst.w, dst.h // 2)
            segment = hud.arrow_between(src, low)
            if segment is not None:
                return segment
        return super().arrow_segment(src, dst)

    def mark_rects(self, action: Action) -> tuple[pygame.Rect, pygame.Rect] | None:
        key, target = self.source_key(action), self.target_key(action)
        if key is None or target is None or key not in self.sprites or target not in self._rects:
            return None
        return self.sprites[key].rect.inflate(4, 4), self._rects[target]

    def think_pause(self, quick: bool = False) -> float:
        """No think pause inside a deal: a computer builds and answers it in one burst (its turn-level choice,
        the first Compose, still shows the level's think time)."""
        d = self.decision()
        if d is not None and d.group == "deal":
            return 0.0
        return super().think_pause(quick)

    # ------------------------------------------------------------------ the decision panel
    def panel_choices(self, actions: Sequence[Action]) -> list[PanelChoice]:
        """Zoo Vadis: the deal's steps as controls (one per seat asked, per ability, a cycler over values)."""
        names = self.names
        out: list[PanelChoice] = []
        v = self.view
        asks: dict[int, list[tuple[str, Action]]] = {}
        requests: dict[str, list[tuple[str, Action]]] = {}
        offers: list[tuple[str, Action]] = []
        promised: list[tuple[str, Action]] = []
        tail: list[PanelChoice] = []
        for a in actions:
            if isinstance(a, Ask):
                asks.setdefault(a.seat, []).append((counted(a.votes, "vote"), a))
            elif isinstance(a, Request):
                requests.setdefault(a.ability, []).append((self._target_label(a), a))
            elif isinstance(a, Offer):
                (promised if a.promise else offers).append((values_label(a.values), a))
        if asks:
            if len(asks) <= 3:
                out += [PanelChoice(f"Ask {names[s]}", tuple(opts)) for s, opts in asks.items()]
            else:
                out.append(PanelChoice("Ask", tuple(
                    (f"{names[s]}: {label}", a) for s, opts in asks.items()
                    for label, a in opts), wide=True))
        for ability, opts in requests.items():
            owner = v.owner_of(ability)
            who = names[owner] if 0 <= owner < self.n else "?"
            # a narrow cycler when its values fit one ("take III"): the label ("Marmoset (Bot 6)") keeps the room
            wide = not all(self._fits_narrow(label) for label, _ in opts)
            # the label names the ability only, its owner and what it does in the tooltip (play test 10: "Rhino
            # (Normal Bot 2): carry Normal Bot 2's" shrank to a tiny font and was still cut off)
            name = data.SPECIES_NAMES.get(ability, ability)
            tip = (f"Ask {possessive(who, False)} {name}", f"It {ABILITY_WORDS.get(ability, 'helps')}.",
                   *(f"{label[:1].upper()}{label[1:]}" for label, _ in opts))
            out.append(PanelChoice(f"Ask the {name}" if not wide else name, tuple(opts), wide=wide, tip=tip))
        bribes = [(values_label((a.value,)), a) for a in actions if isinstance(a, Bribe)]
        if bribes:
            out.append(PanelChoice("Bribe a peacock", tuple(bribes)))
        if offers:
            out.append(PanelChoice("Offer", tuple(offers), "primary"))
        if promised:
            out.append(PanelChoice("Offer + promise", tuple(promised)))
        accept = next((a for a in actions if isinstance(a, Accept)), None)
        if accept is not None:
            item = self._asked_item()
            out.append(self._accept_choice(accept, item))
        counters = [(f"at least {a.value}", a) for a in actions if isinstance(a, Counter)]
        if counters:
            out.append(PanelChoice("Counter", tuple(counters)))
        meets = [(values_label(a.values), a) for a in actions if isinstance(a, Meet)]
        if meets:
            # the tokens go on top of what was offered already (play test 8: "Pay the counter: III" read as the price)
            out.append(PanelChoice("Add to your offer", tuple(meets), "primary"))
        # the two ability moves started from the panel: a label that says what happens, the values on a row of
        # their own (play test 9: the Hyena's paths were cut short, and "Add + Crocodile" / "Hyena" said little
        # to a newcomer), and a tooltip in plain words
        adds = [(exhibit(a.dst), a) for a in actions
                if isinstance(a, Compose) and a.piece == "add"]
        if adds:
            out.append(PanelChoice(ADD_LABEL, tuple(adds), stacked=True, tip=self._ability_tip("crocodile")))
        hyena = [(path_name(a.dst), a) for a in actions
                 if isinstance(a, Compose) and a.piece == "hyena"]
        if hyena:
            out.append(PanelChoice(HYENA_LABEL, tuple(hyena), stacked=True, tip=self._ability_tip("hyena")))
        loose = [(self.caption(a), a) for a in actions if isinstance(a, Compose | BonusPeacock | MoveKeeper | Add)
                 and not (isinstance(a, Compose) and a.piece in ("add", "hyena"))]
        if loose:  # a move whose piece has no sprite here (never expected): still playable
            out.append(PanelChoice("Move", tuple((c, a) for c, a in loose), wide=True))
        for a in actions:
            if isinstance(a, Reward):
                out.append(PanelChoice(f"Reward {names[a.seat]}", (("", a),)))
            elif isinstance(a, Leave):
                out.append(PanelChoice("Leave the laurel", (("", a),)))
            elif isinstance(a, Send):
                tail.insert(0, PanelChoice("Send the deal", (("", a),), "primary"))
            elif isinstance(a, EndTurn):
                tail.insert(0, PanelChoice("End turn", (("", a),), "primary"))
            elif isinstance(a, Decline):
                tail.append(PanelChoice("Decline", (("", a),), "danger"))
            elif isinstance(a, Drop):
                tail.append(self._drop_choice(a))
            elif isinstance(a, Back):
                tail.append(PanelChoice("Back out", (("", a),), "danger"))
        # a control with one value says it in its label (no cycler to show it), unless it has a row for its value
        return self._numbered([PanelChoice(f"{c.label}: {c.options[0][0]}", c.options, c.kind, tip=c.tip)
                               if len(c.options) == 1 and c.options[0][0] and not c.stacked else c
                               for c in out + tail])

    def _numbered(self, choices: list[PanelChoice]) -> list[PanelChoice]:
        """The controls of a deal step in a stable order (play test: "Send the deal" was key 1 in an ability
        deal but key 2 in a vote deal, after "Leave the laurel", so the same key gave the laurel up).

        In the steps of a deal and after the action (phases compose, offer, answer, counter, post) the step's
        go-ahead control — Send the deal, Offer, Accept, Add to your offer, End turn: the one ``"primary"``
        control — is the first row and digit key 1, and no other control ever takes key 1: when the step has
        no go-ahead yet (votes still missing), row 1 is a dim note that says what Send still needs (a spacer:
        its key only says why; play test 13, ZV-6) and the other rows are keys 2, 3 ….  The ways out (Back out, Decline,
        Drop) stay last.  Other phases (the turn's first choice, a reward) are numbered by row as usual.
        """
        if self.view.phase not in GO_AHEAD_PHASES:
            return choices
        go = [c for c in choices if c.kind == "primary"][:1]
        if not go and self.view.phase == "compose" and self.view.draft_problem() is not None:
            # no Send yet: row 1 says why (play test 13, ZV-6)
            go = [self._send_spacer()]
        rest = [c for c in choices if c not in go]
        return [replace(c, digit=i + 1) for i, c in enumerate(go)] + [
            replace(c, digit=i + 2) for i, c in enumerate(rest)]

    def _send_spacer(self) -> PanelChoice:
        """Row 1 of a deal that cannot be sent yet: a dim spacer (never played, not even by Enter) that says what
        is missing, "Send — ask for 1 more vote"; its key or a click on it shows the reason in a notice."""
        v = self.view
        d = v.draft
        problem = v.draft_problem() or "The deal cannot be sent yet."
        if d is not None and d.need and d.planned_votes() < d.need:
            short = d.need - d.planned_votes()
            missing = f"ask for {counted(short, 'more vote')}"
            return PanelChoice(f"Send — {missing}", (), tip=("Send is not ready yet", self._votes_reason(short),
                                                             problem))
        missing = problem.rstrip(".")
        missing = missing[:1].lower() + missing[1:]
        return PanelChoice(f"Send — {missing}", (), tip=("Send is not ready yet", problem))

    def _votes_reason(self, short: int) -> str:
        """Why Send is dim while ``short`` votes are missing, and what gets them (play test: the dim "Send — ask
        for 2 more votes" never said why it could not be pressed): "It needs 2 more votes: ask another seat (click
        its panel), or bribe a peacock."; with nobody left to ask or bribe, that the deal cannot get them."""
        legal = self.legal()
        ways = []
        if any(isinstance(a, Ask) for a in legal):
            ways.append("ask another seat (click its panel)")
        if any(isinstance(a, Bribe) for a in legal):
            ways.append("bribe a peacock")
        need = f"It needs {counted(short, 'more vote')}"
        if not ways:
            return f"{need}, and nobody is left to ask: back out and try another move."
        return f"{need}: {', or '.join(ways)}."

    def _accept_choice(self, a: Accept, item: Any) -> PanelChoice:
        """The Accept control of the ask ``item`` in front of the viewer, in player words: what it really gets if
        the move happens, the offer and the supply's I laurels (play test: "1 vote for nothing" left out the supply's
        token I; P7: "Accept (1 × I from supply)" read like a formula): "Accept — you get 1 laurel (I) from the
        supply", short "Accept — you get 1 laurel (I)"; the tooltip says the same in a sentence."""
        if item is None:
            return PanelChoice("Accept", (("", a),), "primary")
        offer = laurel_words(item.values, item.count)
        reward = self.view.supply_reward(item)
        mover = self.name(self.view.to_move)
        if reward[1] <= 0:
            tip = ("Accept the deal", f"If the move happens you get {offer} from {mover}." if offer != "nothing"
                   else f"{mover} offers you nothing for it, and the supply pays nothing now.")
            return PanelChoice(f"Accept \u2014 you get {offer}", (("", a),), "primary", tip=tip)
        extra = supply_words(reward)
        amount = supply_amount(reward)
        if offer == "nothing":
            tip = ("Accept the deal", f"{mover} offers you no laurel, but if the move happens you take {extra}.")
            return PanelChoice(f"Accept \u2014 you get {extra}", (("", a),), "primary", tip=tip,
                               short=f"Accept \u2014 you get {amount}")
        tip = ("Accept the deal", f"If the move happens you get {offer} from {mover}, and {extra}.")
        return PanelChoice(f"Accept \u2014 you get {offer} from {mover} + {extra}", (("", a),), "primary", tip=tip,
                           short=f"Accept \u2014 {offer} + {amount}")

    def _drop_choice(self, a: Drop) -> PanelChoice:
        """The control that drops a counter, saying what dropping does here (play test: it never warned that
        the whole deal then fails): "Drop it: the deal fails", or, when the deal can go on without that seat,
        "Drop it: go on without Ann"."""
        v = self.view
        d = v.draft
        item = d.items[d.order[v.cursor]] if d is not None and d.order else None
        who = self.names[item.seat] if item is not None else "them"
        if v.drop_sinks_deal():
            tip = ["Drop the counter: the whole deal fails",
                   f"Without {who} the move cannot happen: nothing moves and no token changes hands, "
                   "not even with the seats that said yes"]
            if item is not None and item.what == "votes":
                tip.append("A failed vote also closes this exhibit to votes for the rest of your turn")
            return PanelChoice("Drop it: the deal fails", (("", a),), "danger", tip=tuple(tip))
        return PanelChoice(f"Drop it: go on without {who}", (("", a),), "danger", tip=(
            f"Drop the counter: {who} is left out",
            f"You still have the votes without {who}, so the deal goes on and {who} gets nothing"))

    def _ability_tip(self, ability: str) -> tuple[str, ...]:
        """The hover text of the panel control that asks for ``ability`` ("crocodile" to add, "hyena"): what it
        does, in plain words, and what its owner gets."""
        owner = self.view.owner_of(ability)
        who = self.names[owner] if 0 <= owner < self.n else "Its owner"
        pay = data.ABILITY_I_REWARD.get(ability, 0)
        paid = (f"{who} is asked in a deal and takes {'a token' if pay == 1 else f'{pay} tokens'} I "
                f"from the supply if it helps")
        if ability == "hyena":
            return ("Ask for the Hyena's help",
                    f"{possessive(who)} Hyena moves the Zoo Keeper to the path picked here, on top of your own move "
                    "this turn",
                    "An animal walking the keeper's path needs no vote, but cannot take the laurel under the keeper",
                    paid)
        return ("Add with the Crocodile's help",
                "A new animal from your supply goes into the 1-space exhibit picked here, and "
                f"{possessive(who)} Crocodile moves it on at once, up a path with room",
                paid)

    def _fits_narrow(self, label: str) -> bool:
        """True when ``label`` fits a narrow panel cycler (at most 150 pixels with its arrows) whole."""
        room = min(150, (self.frame.panel.w - 24) // 2) - 2 * ARROW_ROOM
        return self.app.font("text", 15).size(label)[0] <= room

    def _target_label(self, a: Request) -> str:
        if a.ability == "rhino":
            if a.target == "peacock":
                return "carry a peacock"
            return f"carry {possessive(self.name(int(a.target)), False)} animal"
        if a.ability == "marmoset":
            kind = self._kind_on(a.target)
            return f"take {kind}" if kind else exhibit(a.target)
        if a.ability == "crocodile":
            return f"on to {exhibit(a.target)}"
        return "use it"

    def _kind_on(self, space_id: str) -> str:
        try:
            k = self.laurels[self.view.board.space_index(space_id)]
        except ValueError:
            return ""
        return "" if k < 0 else ROMAN[data.TOKEN_VALUE[_KINDS[k]]]

    def _asked_item(self) -> Any:
        v = self.view
        d = v.draft
        if d is None or v.phase != "answer" or not d.order:
            return None
        return d.items[d.order[v.cursor]]

    # ================================================================== animations
    def animate_event(self, events: Sequence[Event], index: int, human: bool) -> int:
        ev = events[index]
        kind = ev.kind
        handlers = {
            "add": self._anim_add,
            "move": self._anim_move,
            "keeper": self._anim_keeper,
            "collect": self._anim_collect,
            "refill": self._anim_refill,
            "payment": self._anim_payment,
            "bribe": self._anim_bribe,
            "reward": self._anim_reward,
            "answer": self._anim_answer,
            "deal_failed": self._anim_failed,
            "deal": self._anim_deal,
            "deal_done": self._anim_deal_done,
        }
        handler = handlers.get(kind)
        if handler is None:
            return 0
        if kind in ("keeper", "add", "move"):
            self.queue.then(lambda: self._record_move(ev))
        handler(ev, human)
        return 1

    def _walk(self, ev: Event, key_at_start: Any, duration: float) -> None:
        """Queue a piece's walk: ``key_at_start()`` → (key, polyline) when it starts; it follows the polyline."""
        holder: dict[str, Any] = {}

        def start() -> None:
            self.log_event(ev)
            got = key_at_start()
            if got is None:
                return
            key, points = got
            holder["key"], holder["points"] = key, points
            sprite = self.sprites[key]
            self.flying.add(key)
            sprite.z = 100
            sprite.visible = True
            self.app.sfx("card_pickup")

        def step(t: float) -> None:
            key = holder.get("key")
            if key is None or key not in self.sprites:
                return
            sprite = self.sprites[key]
            sprite.pos = point_along(holder["points"], t)
            sprite.lift = 4 * t * (1 - t)

        def end() -> None:
            key = holder.get("key")
            if key is None or key not in self.sprites:
                return
            self.flying.discard(key)
            sprite = self.sprites[key]
            sprite.z = 20
            sprite.lift = 0.0
            sprite.place(holder["points"][-1])
            self.app.sfx("card_drop")

        self.queue.then(start)
        self.queue.add(Tween(duration, on_update=step, easing=pytweening.easeInOutSine))
        self.queue.then(end)

    def _anim_add(self, ev: Event, human: bool) -> None:
        seat, xid = int(ev.data["seat"]), str(ev.data["exhibit"])

        def begin() -> tuple[str, list[tuple[float, float]]] | None:
            key, index = self.slots.add(seat, xid)
            home = self.layout.supply_center(seat)
            supply = self.sprites.get(f"supply:{seat}")
            start = home
            if supply is not None:  # a dropped supply figure goes home; the new piece starts where it was dropped
                if human:
                    start = (float(supply.pos[0]), float(supply.pos[1]))
                supply.lift = 0.0
                supply.place(home)
            self._make_piece(key, start)
            self.last = (seat, xid)
            end = self.slot_center(xid, index)
            mid = ((start[0] + end[0]) / 2, min(start[1], end[1]) - 50)
            return key, [start, mid, end]

        self._walk(ev, begin, 0.25 if human else WALK)

    def _anim_move(self, ev: Event, human: bool) -> None:
        d = ev.data
        owner = PEACOCK if d.get("piece") == "peacock" else int(d.get("owner") if d.get("owner") is not None else -1)
        src, dst, star_space = str(d["src"]), str(d["dst"]), d.get("star_space")

        def begin() -> tuple[str, list[tuple[float, float]]] | None:
            key = self.slots.take(owner, src)
            if key is None:
                return None
            index = self.slots.put(key, dst, star_space if isinstance(star_space, int) else None)
            tunnel = not any(e.src == src and e.dst == dst and e.kind == "path" for e in self.graph.edges)
            points = self.painter.edge_points(src, dst, tunnel)
            sprite = self.sprites.get(key) or self._make_piece(key, self.slot_center(src, 0))
            points = [sprite.pos, *points[1:-1], self.slot_center(dst, index)]
            if owner != PEACOCK:
                self.last = (owner, dst)
            return key, points

        self._walk(ev, begin, 0.3 if human else WALK)

    def _anim_keeper(self, ev: Event, human: bool) -> None:
        dst = str(ev.data["dst"])

        def begin() -> tuple[str, list[tuple[float, float]]] | None:
            try:
                space = self.view.board.space_index(dst)
            except ValueError:
                return None
            sprite = self.sprites["keeper"]
            end = self.keeper_center(space)
            mid = ((sprite.pos[0] + end[0]) / 2, min(sprite.pos[1], end[1]) - 40)
            return "keeper", [sprite.pos, mid, end]

        self._walk(ev, begin, 0.3 if human else WALK)

    def _fly_tokens(self, ev: Event, kinds: list[str | None], start: tuple[float, float], end: tuple[float, float],
                    before: Any = None, after: Any = None, capture: bool = False) -> None:
        """Queue laurel tokens (``None``: a back) flying ``start`` → ``end`` a little apart (at most four drawn)."""
        shown = kinds[:4]
        stagger = 0.08
        total = FLIGHT + stagger * max(0, len(shown) - 1)
        flights: list[tuple[FxSprite, float]] = []

        def begin() -> None:
            self.log_event(ev)
            if before is not None:
                before()
            for i, k in enumerate(shown):
                sprite = CardSprite(("token", i), self.figures.token(k, self.token_d), pos=start, z=120)
                sprite.visible = i == 0
                fx = FxSprite(sprite)
                self.fx.append(fx)
                flights.append((fx, i * stagger))

        def step(t: float) -> None:
            now = t * total
            for fx, delay in flights:
                u = pytweening.easeInOutCubic(min(1.0, max(0.0, (now - delay) / FLIGHT)))
                fx.sprite.visible = now >= delay
                fx.sprite.pos = (start[0] + (end[0] - start[0]) * u,
                                 start[1] + (end[1] - start[1]) * u - 160 * u * (1 - u))

        def finish() -> None:
            for fx, _ in flights:
                if fx in self.fx:
                    self.fx.remove(fx)
            if after is not None:
                after()
            self.app.sfx("capture" if capture else "card_drop")

        self.queue.then(begin)
        self.queue.add(Tween(total, on_update=step, easing=pytweening.linear))
        self.queue.then(finish)

    def _anim_collect(self, ev: Event, human: bool) -> None:
        sid, seat, kind = str(ev.data["space"]), int(ev.data["seat"]), ev.data.get("kind")
        try:
            space = self.view.board.space_index(sid)
        except ValueError:
            self.queue.then(lambda: self.log_event(ev))
            return

        def clear() -> None:
            self.laurels[space] = -1
            self.collected = None if kind is None else str(kind)

        self._fly_tokens(ev, [kind], self.target_center(sid), self.layout.tokens_center(seat), before=clear,
                         capture=True)

    def _anim_refill(self, ev: Event, human: bool) -> None:
        sid, kind = str(ev.data["space"]), ev.data.get("kind")
        try:
            space = self.view.board.space_index(sid)
        except ValueError:
            self.queue.then(lambda: self.log_event(ev))
            return
        end = self.target_center(sid)
        start = (end[0], end[1] - 60)

        def land() -> None:
            self.laurels[space] = _KINDS.index(kind) if kind in _KINDS else -1

        if kind is None:
            self.queue.then(lambda: (self.log_event(ev), land()))
            return
        self._fly_tokens(ev, [kind], start, end, after=land)

    def _anim_payment(self, ev: Event, human: bool) -> None:
        seat, to = int(ev.data["seat"]), int(ev.data["to"])
        kinds = ev.data.get("kinds")
        count = int(ev.data.get("count") or 0)
        shown: list[str | None] = list(kinds) if isinstance(kinds, list) else [None] * count
        if isinstance(kinds, list):
            self.faces_shown.update((self.viewer, (seat, to), str(k)) for k in kinds)
        self._fly_tokens(ev, shown, self.layout.tokens_center(seat), self.layout.tokens_center(to))

    def _anim_bribe(self, ev: Event, human: bool) -> None:
        seat = int(ev.data["seat"])
        kinds = ev.data.get("kinds") or [None] * len(ev.data.get("values") or ())
        self._fly_tokens(ev, list(kinds), self.layout.tokens_center(seat), self.layout.box_center())

    def _anim_reward(self, ev: Event, human: bool) -> None:
        seat, count = int(ev.data["seat"]), int(ev.data.get("count") or 1)
        self._fly_tokens(ev, ["I"] * count, self.layout.supply_i_center(), self.layout.tokens_center(seat))

    def _anim_answer(self, ev: Event, human: bool) -> None:
        seat = int(ev.data["seat"])
        answer = str(ev.data.get("answer"))
        text = answer_text(ev.data)
        color = {"accept": theme.GOOD, "decline": theme.DANGER}.get(answer, theme.ACCENT)

        def start() -> None:
            self.log_event(ev)
            self.bubbles.append(Bubble(seat, text, color))
            self._note_answer(seat, text.lower())
            self.app.sfx("click")

        self.queue.then(start)
        self.queue.add(Tween(0.0 if self.session.seats[seat].is_ai and human else 0.35))

    def _record_deal(self, d: Mapping[str, Any]) -> None:
        """Start the last deal's summary from a ``deal`` event's (public) data."""
        asks = []
        for a in d.get("asks") or ():
            what = a.get("what")
            label = (counted(a.get('votes'), "vote") if what == "votes"
                     else f"the {data.SPECIES_NAMES.get(str(what), str(what))}")
            asks.append([a.get("to"), label, ""])
        src, dst = d.get("src"), d.get("dst")
        piece = {"peacock": "a peacock", "add": "a new animal", "hyena": "the Zoo Keeper"}.get(
            str(d.get("piece")), "an animal")
        way = f"{exhibit(src)} \u2192 {exhibit(dst)}" if src else exhibit(dst)
        croc = next((a for a in d.get("asks") or () if a.get("what") == "crocodile" and a.get("target")), None)
        if croc is not None:  # the Crocodile's move on is part of the deal (play test: it was left out)
            way += f" \u2192 {exhibit(str(croc['target']))}"
        self.last_deal = {"seat": d.get("seat"), "what": f"{piece}: {way}", "asks": asks,
                          "bribes": [int(v) for v in d.get("bribes") or ()], "outcome": ""}
        self.collected = None

    def _record_move(self, ev: Event) -> None:
        """After a move that is no deal (the Zoo Keeper moved as the action or a bonus, a plain add, a bonus
        peacock), the deal strip shows that move instead of an older deal (play test: it went stale)."""
        d = ev.data
        kind, why = ev.kind, d.get("why")
        if kind == "keeper" and why in ("action", "bonus"):
            what = f"the Zoo Keeper: to {exhibit(str(d.get('dst')))}"
            note = "A bonus move: no deal, no vote." if why == "bonus" else "The Zoo Keeper moves with no vote."
        elif kind == "add" and why is None:
            what = f"a new animal: into {exhibit(str(d.get('exhibit')))}"
            note = "Adding into a bottom exhibit takes no vote."
        elif kind == "move" and why == "bonus":
            what = f"a peacock: {exhibit(str(d.get('src')))} \u2192 {exhibit(str(d.get('dst')))}"
            note = "A bonus move: no deal, no vote."
        else:
            return
        self.last_deal = {"seat": d.get("seat"), "what": what, "asks": [], "bribes": [], "outcome": "move",
                          "note": note}

    def _deal_outcome(self, outcome: str) -> None:
        if self.last_deal is not None:
            self.last_deal["outcome"] = outcome

    def _anim_deal(self, ev: Event, human: bool) -> None:
        def start() -> None:
            self.log_event(ev)
            self._record_deal(ev.data)

        self.queue.then(start)

    def _anim_deal_done(self, ev: Event, human: bool) -> None:
        def start() -> None:
            self.log_event(ev)
            self._deal_outcome("done")

        self.queue.then(start)

    def _note_answer(self, seat: int, text: str) -> None:
        """Write ``seat``'s answer into the last deal's summary (answers are public)."""
        if self.last_deal is None:
            return
        for ask in self.last_deal["asks"]:
            if ask[0] == seat and not ask[2]:
                ask[2] = text
                return

    def refusers(self, d: Mapping[str, Any]) -> str:
        """Who sank a failed deal (``deal_failed`` data), public: "Easy Bot 2", "Ann and Bo"; "" when nobody is
        named (an older record)."""
        seats = list(dict.fromkeys(int(r["seat"]) for r in d.get("refused") or ()))
        return " and ".join(self.name(q) for q in seats)

    def failed_notice(self, d: Mapping[str, Any]) -> str:
        """The notice after a deal fell through (``deal_failed`` data; Zoo Vadis: Deals, rule 3), in public facts:
        who refused (a counter the mover dropped counts), that nothing happened, and — to the mover — that it is
        still their turn and which exhibit is now closed to votes (play test: after a refused deal the turn seemed
        to go to the next seat)."""
        mover = int(d["seat"])
        parts = []
        for r in d.get("refused") or ():
            name = self.name(int(r["seat"]))
            parts.append(f"{name} refused" if r["how"] == "declined" else f"{possessive(name)} counter dropped")
        why = " and ".join(parts) if parts else (
            "not enough votes" if d.get("why") == "votes" else "an ability was refused")
        closed = f"{exhibit(d.get('src'))} is closed to votes" if d.get("closed") else ""
        # spoken to the mover when it is the one who looks next (in hot-seat, after the handoff back to it)
        mine = mover == self.viewer or (not self.session.seats[mover].is_ai and self.session.current == mover)
        if not mine:
            tail = f"; {closed} this turn" if closed else ""
            return f"{possessive(self.name(mover))} deal fell through ({why}): nothing happened{tail}."
        tail = f"; {closed}" if closed else ""
        return f"{why[:1].upper()}{why[1:]}: nothing happened. Still your turn{tail}."

    def _anim_failed(self, ev: Event, human: bool) -> None:
        self.failed_deal = (self.session.position, ev.data)

        def start() -> None:
            self._deal_outcome("failed")
            self.log_event(ev)
            self.toast = (self.failed_notice(ev.data), 5.0)
            self.app.sfx("invalid")

        self.queue.then(start)

    def restore_event(self, ev: Event) -> None:
        super().restore_event(ev)
        self._record_move(ev)
        if ev.kind == "deal":
            self._record_deal(ev.data)
        elif ev.kind == "answer":
            self._note_answer(int(ev.data["seat"]), answer_text(ev.data).lower())
        elif ev.kind == "collect":
            self.collected = str(ev.data.get("kind"))
        elif ev.kind in ("deal_done", "deal_failed"):
            self._deal_outcome("done" if ev.kind == "deal_done" else "failed")
        if ev.kind == "move" and ev.data.get("owner") is not None:
            self.last = (int(ev.data["owner"]), str(ev.data["dst"]))
        elif ev.kind == "add":
            self.last = (int(ev.data["seat"]), str(ev.data["exhibit"]))

    def update_game(self, dt: float) -> None:
        for b in self.bubbles:
            b.age += dt
        self.bubbles = [b for b in self.bubbles if b.age < BUBBLE * max(self.speed, 0.5)]

    def game_animating(self) -> bool:
        return bool(self.bubbles)  # the deal's marching dashes are decoration (ambient), like the seat glow

def create_table(app: Services, session: GameSession) -> TableScene:
    """Return the Zoo Vadis table for ``session`` (the game catalog's table entry)."""
    return VadisTable(app, session)

