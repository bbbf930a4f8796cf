"""Zoo Fighters II: the state, its legal actions and the turn procedure (pure Python, no pygame).

Implements ``../shared/rules/zoo_fighters.md`` (resolved spec) on the seed text
``../shared/seeds/000_01fb44ddc7e7f39b.txt``.  Layers (each a small module):

* :mod:`.data` — every card, number and text;
* :mod:`.stack` — stack items, payments, pending choices, priority windows (value objects);
* :mod:`.chi` — Chi arithmetic;
* :mod:`.board` — the position's fields and shared queries;
* :mod:`.payment` — declarations, payment steps and Reprisals (rules 5–7);
* :mod:`.effects` — stack resolution and every card effect (rule 4, Card design);
* this module — :class:`FightersState`: decisions, legal actions, ``apply``, the turn procedure
  (rules 1–3, 12), scoring (13), views, determinization and JSON; :func:`new_game` (Setup).

Who decides (``decision()``): the front pending work first (a payment step, a Reprisal answer,
a choice), else the seat holding priority over the top stack item, else the active player's
main step.  Every priority window visits every seat (rule 4); a seat with no legal response
gets a forced Pass, so the order of deciders tells nobody who holds a response.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, ClassVar

from zooarcade.core.events import Event, EventKind
from zooarcade.core.protocol import (
    RANDOM_CHOICE,
    SPECTATOR,
    TERMINAL,
    Action,
    Decision,
    DecisionKind,
    GameState,
    IllegalAction,
    Progress,
    StateFormatError,
    seat_picks,
)
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_fighters import chi
from zooarcade.games.zoo_fighters.actions import (
    END_TURN,
    PASS,
    Choose,
    Declare,
    Defeat,
    EndTurn,
    GiveUp,
    Pass,
    PayExhaust,
    PayHand,
    PayPick,
    PayTake,
    PlayAction,
    UseExhaust,
    choose,
)
from zooarcade.games.zoo_fighters.data import (
    CHAOS,
    EVENTS_PER_TURN,
    FIGHTER_BASE,
    FIGHTER_KEYS,
    FIGHTERS,
    MAX_ADDITIONS_PER_TURN,
    MAX_DECLARATIONS_PER_TURN,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROUND_CAP,
    START_HAND,
    WEAPON_BASE,
    WEAPONS,
    Effect,
    Kind,
    Reprisal,
    build_deck,
)
from zooarcade.games.zoo_fighters.effects import EffectRules
from zooarcade.games.zoo_fighters.stack import (
    WILD,
    Item,
    ItemKind,
    Payment,
    PayPurpose,
    Task,
    TaskKind,
    Window,
    pending_from_json,
)

GAME_ID = "zoo_fighters"
#: option value for a seat whose fighter is dealt at random from the seed.
RANDOM = RANDOM_CHOICE

#: Exhaust effects that are not played with priority: generators are payment sources, Shellby's
#: Initial Form triggers by itself, preventing a Reprisal happens only in a Reprisal window.
_NOT_WITH_PRIORITY = frozenset({Effect.CHI, Effect.TRIGGER_DRAW, Effect.PREVENT_REPRISAL})
_EVENT_TARGETS = frozenset({Effect.CANCEL_EVENT, Effect.EVENT_COST_UP, Effect.OTHERS_EVENT_COST_UP})
_NO_TARGET = frozenset({Effect.DRAW, Effect.REVERSE, Effect.SMOKE_BOMB, Effect.DRAW_DISCARD})
#: responses that draw from the deck (an Action card reaching the discard pile may change a refilled deck).
_DRAWING = frozenset({Effect.DRAW, Effect.DRAW_DISCARD, Effect.SMOKE_BOMB})
#: effects of a seat's own item whose resolution changes no hand and no card (:meth:`FightersState.idle_window`) →
#: the response effects that stay exactly as good after it resolved (they neither read nor change what it does).
_COMMUTING: Mapping[Effect, frozenset[Effect]] = MappingProxyType({
    Effect.LOOK_HAND: frozenset({*_DRAWING, Effect.REFRESH_ONE, Effect.REVERSE, Effect.LOOK_HAND}),
    Effect.REVERSE: frozenset({*_DRAWING, Effect.REFRESH_ONE, Effect.REVERSE, Effect.LOOK_HAND}),
})
_EFFECT_VALUES = frozenset(e.value for e in Effect)
#: Exhaust and Action effects that change only what their user may do in its own payments this turn (Kaze's look:
#: "this turn you choose which cards you take"): in another seat's turn they can change nothing (only the active
#: seat pays, spec Turn procedure 2 and rule 5), so they are no reason to stop a human (:meth:`FightersState.moot`).
_OWN_PAYMENTS_ONLY = frozenset({Effect.LOOK_HAND})

_PROMPTS = MappingProxyType({
    TaskKind.DISCARD: "Discard a card of your choice.",
    TaskKind.DEFEAT: "Discard a card to defeat the Opponent.",
    TaskKind.GIVE: "Give a card of your choice to {p%d}.",
    TaskKind.PLAYER: "Name a player: they discard a random card.",
    TaskKind.NEIGHBOUR: "Choose a neighbour.",
    TaskKind.TAKE: "Take a card of your choice from {p%d}'s hand.",
    TaskKind.STAMPEDE: "Discard up to {left} more cards, or stop (then draw that many plus one).",
    TaskKind.KEEP: "Keep one of the cards you looked at; the rest go to the bottom of the deck.",
})


class FightersState(EffectRules, GameState):
    """A position of Zoo Fighters II (see :class:`~.board.Board` for the fields).

    Build one with :func:`new_game`.  ``observer`` is ``None`` for the true state and a seat for a
    view made by :meth:`view`.
    """

    GAME_ID: ClassVar[str] = GAME_ID
    SCHEMA_VERSION: ClassVar[int] = 1
    HAS_PRIVATE_INFO: ClassVar[bool] = True
    #: the first turn's start as :func:`new_game` played it (turn, draw step, cards drawn), for the log's
    #: opening; empty on copies, views and loaded states.
    opening_events: tuple[Event, ...] = ()

    # ------------------------------------------------------------------ protocol basics
    @property
    def num_players(self) -> int:
        return self.n

    def is_terminal(self) -> bool:
        return self.over

    @property
    def current_player(self) -> int:
        # the search's hot path: decision().seat without building the Decision
        if self.over:
            return TERMINAL
        if self.tasks:
            t = self.tasks[0]
            return t.payer if isinstance(t, Payment) else t.seat
        if self.stack and self.window is not None:
            return self.window.seat
        return self.active

    def forced_step(self) -> bool:
        return not self.over and len(self._legal()[0]) == 1

    def decision(self) -> Decision | None:
        """Zoo Fighters II: who decides what now (see the module docstring)."""
        if self.over:
            return None
        forced = len(self._legal()[0]) == 1
        active = self.active
        if self.tasks:
            t = self.tasks[0]
            if isinstance(t, Payment):
                if t.reprisal >= 0:
                    return Decision(t.payer, active, DecisionKind.PRIORITY,
                                    f"A Reprisal from {{p{t.holder}}} is about to hit you: stop it or let it happen.",
                                    forced, True)
                owed = chi.symbols_owed(t.need, t.pool)
                what = {"event": "your play", "increase": "the extra cost", "defeat": "the defeat"}[str(t.purpose)]
                group = f"pay:{t.purpose}:{t.item.uid if t.item is not None else t.target}"
                return Decision(t.payer, active, DecisionKind.PAY, f"Pay for {what}: {_symbols(owed)} still owed.",
                                forced, False, group)
            kind = DecisionKind.TARGET if t.kind in (TaskKind.PLAYER, TaskKind.NEIGHBOUR) else DecisionKind.CHOOSE
            prompt = _PROMPTS.get(t.kind, "Choose.")
            if t.kind in (TaskKind.GIVE, TaskKind.TAKE):
                prompt = prompt % t.other
            prompt = prompt.replace("{left}", str(t.count - t.done))
            if t.kind is TaskKind.DISCARD and t.source >= 0:
                prompt = self._discard_prompt(t)
            if t.kind is TaskKind.NEIGHBOUR:
                prompt = self._neighbour_prompt(t)
            return Decision(t.seat, active, kind, prompt, forced, False, f"task:{t.kind}" if t.count > 1 else None)
        if self.stack and self.window is not None:
            top = self.stack[-1]
            idle = PASS if not forced and self.idle_window() else None
            return Decision(self.window.seat, active, DecisionKind.PRIORITY,
                            f"Respond to {{p{top.controller}}}'s {_item_word(top)}, or pass.", forced, True,
                            idle_pass=idle)
        return Decision(active, active, DecisionKind.TURN, "Play Events, Actions or Exhaust effects, or end your turn.",
                        forced)

    def idle_window(self) -> bool:
        """True when the seat holding priority now can gain nothing by responding (``Decision.idle_pass``).

        Rule 4: the controller of the top item holds priority last, after every other seat passed on it.
        In its own main step, with only its own items on the stack, and that top item an Event whose
        resolution only puts its card into play (rule 7.2: no On Reveal / On Draw effect, so no hand and no
        card changes), every response it holds now stays open to it unchanged once the Event resolves
        (it gets priority back in its main step, rule 2, and the addition cap counts the turn).  Conservative:
        a revealed EX Form changes the Fighter's side, so a response using the Fighter keeps the window open;
        The same holds for its own Exhaust effect or Action on top whose resolution changes no hand and no card
        (:data:`_COMMUTING`: Kaze's look at a hand, a Reversal) when every response it holds does not touch what
        that item reads or changes (drawing, refreshing, looking at the deck or the other hand); for an Action,
        whose card then goes to the discard pile (which refills an empty deck), responses that draw are asked.
        Anything else (another item on top, a rival's item below, a payment or a Reprisal) is asked as usual.
        In any window, a seat whose every response is :meth:`moot` (Kaze's look at a hand in a rival's turn: it
        only matters to its own payments this turn, and it has none) gains nothing either.
        """
        window = self.window
        if self.tasks or not self.stack or window is None:
            return False
        seat = window.seat
        if all(isinstance(a, Pass) or self.moot(seat, a) for a in self._legal()[0]):
            return True  # play test 13 (ZF-3): Kaze's look, always legal, stopped a human at every rival's item
        top = self.stack[-1]
        if seat != self.active or top.controller != seat:
            return False
        if any(it.controller != seat for it in self.stack):
            return False
        if top.kind is not ItemKind.EVENT:
            return self._commuting_window(top)
        what = top.effect
        if what == "move":
            reveal = self.defs[top.card].ability.reveal
        elif what == "ex":
            reveal = FIGHTERS[self.fighters[seat]].ex.reveal
        elif what == "weapon":
            reveal = WEAPONS[top.card - WEAPON_BASE].ability.reveal
        elif what == "opponent":
            reveal = None
        else:
            return False
        if reveal is not None:
            return False
        acts = self._legal()[0]
        if what == "ex":
            fighter = top.card
            if any(isinstance(a, UseExhaust) and a.source == fighter for a in acts):
                return False
        return all(isinstance(a, PlayAction | UseExhaust | Pass) for a in acts)

    def moot(self, seat: int, action: Action) -> bool:
        """True when ``seat``'s response ``action`` (a :class:`PlayAction` or :class:`UseExhaust`) cannot change
        anything before the turn ends: an effect of :data:`_OWN_PAYMENTS_ONLY` used outside ``seat``'s own turn
        (only the active seat pays: spec Turn procedure 2, rules 5 and 6), or aimed at a neighbour ``seat`` may no
        longer take from this turn (a Reprisal's "no more takes").  Anything else: False."""
        if self.response_effect(action) not in _OWN_PAYMENTS_ONLY:
            return False
        return seat != self.active or (seat, action.target) in self.barred

    def response_effect(self, action: Action) -> Effect | None:
        """The effect a response plays: a :class:`PlayAction`'s card's, a :class:`UseExhaust`'s source's (its
        current side, :meth:`ability`); None for any other action or a source with no such effect."""
        if isinstance(action, PlayAction):
            return self.defs[action.card].ability.exhaust
        if isinstance(action, UseExhaust):
            return self.ability(action.source).exhaust
        return None

    def _commuting_window(self, top: Item) -> bool:
        """:meth:`idle_window` for an Action or Exhaust item of the seat on top (see there)."""
        allowed = _COMMUTING.get(Effect(top.effect)) if top.effect in _EFFECT_VALUES else None
        if allowed is None:
            return False
        if top.kind is ItemKind.ACTION:
            allowed = allowed - _DRAWING
        for a in self._legal()[0]:
            if isinstance(a, Pass):
                continue
            if not isinstance(a, PlayAction | UseExhaust) or self.response_effect(a) not in allowed:
                return False
        return True

    def _discard_prompt(self, t: Task) -> str:
        """A discard choice says what caused it (play test 8): the card's name, and whether it is a Reprisal."""
        name = self.name_of(t.source)
        cards = "a card" if t.count == 1 else f"{t.count} cards"
        if 0 <= t.source < FIGHTER_BASE and self.defs[t.source].reprisal is Reprisal.TAKER_DISCARDS:
            return f"Reprisal of {name}: discard {cards} of your choice."
        return f"{name}: discard {cards} of your choice."

    # ------------------------------------------------------------------ legal actions
    def _legal(self) -> tuple[tuple[Action, ...], frozenset[Action]]:
        cache = self._legal_cache
        if cache is None:
            acts = tuple(self._compute_legal())
            cache = self._legal_cache = (acts, frozenset(acts))
        return cache  # type: ignore[return-value]

    def legal_actions(self) -> list[Action]:
        """Zoo Fighters II: the decider's legal actions in a stable order (empty once the game is over)."""
        return list(self._legal()[0])

    def _compute_legal(self) -> list[Action]:
        if self.over:
            return []
        if self.tasks:
            t = self.tasks[0]
            if isinstance(t, Payment):
                if t.reprisal >= 0:
                    return self.reprisal_actions(t)  # type: ignore[return-value]
                return self.payment_actions(t)  # type: ignore[return-value]
            return [choose(v) for v in self.task_options(t)]
        if self.stack and self.window is not None:
            return [*self.responses(self.window.seat), PASS]
        seat = self.active
        return [*self._declarations(seat), *self._defeats(seat), *self.responses(seat), END_TURN]

    def _neighbour_prompt(self, t: Task) -> str:
        """The question of a neighbour choice, naming what the choice is for (play test 11: Ruyi Staff's bare
        "Choose a neighbour."); a swap of hands that would change nothing (every hand in it empty) says so."""
        effect = str(t.effect)
        if effect == Effect.SWAP_HANDS:
            if not self.hands[t.seat] and not any(self.hands[s] for s in self.adjacent(t.seat)):
                return "Swap hands with a neighbour (all empty: nothing changes)."
            return "Choose a neighbour to swap hands with."
        if effect == Effect.LOOK_TAKE:
            return "Choose a neighbour: look at their hand and take a card from it."
        if effect == Effect.TAKE_RANDOM:
            return "Choose a neighbour to take a random card from."
        return _PROMPTS[TaskKind.NEIGHBOUR]

    def event_slots_left(self) -> int:
        """Event slots the active player has left this turn (7.2; defeats use them too)."""
        return EVENTS_PER_TURN + self.extra_events - self.events_used

    def _declarations(self, seat: int) -> list[Action]:
        """Main step Events the active player may declare now (7.2, rules 5, 9, 10; cases 6, 7, 10)."""
        if self.opponents[seat] or self.event_slots_left() <= 0 or self.declared >= MAX_DECLARATIONS_PER_TURN:
            return []
        fixed, flexible = self.reach(seat)
        totals = [0, 0, 0, 0, 0, 0]
        for colour, amount in fixed:
            totals[WILD if colour == CHAOS else colour] += amount
        base = tuple(totals)
        defs = self.defs
        out: list[Action] = []

        def ok(need: tuple[int, ...], exclude: int = -1) -> bool:
            pool = base
            if exclude >= 0:
                d = defs[exclude]
                pool = chi.add(pool, d.colour, -d.chi_amount)
            return chi.reach_shortfall(need, pool, (), flexible) == 0

        for c in self.hands[seat]:
            if c is None:
                continue
            kind = defs[c].kind
            if kind is Kind.MOVE:
                if ok(self.locked_cost(seat, "move", c), c):
                    out.append(Declare("move", c))
            elif kind is Kind.OPPONENT:
                for t in self.order_after(seat)[:-1]:
                    if self.can_receive_opponent(t, seat) and ok(self.locked_cost(seat, "opponent", c, t), c):
                        out.append(Declare("opponent", c, t))
        if not self.ex[seat]:
            fid = self.fighter_id(seat)
            if ok(self.locked_cost(seat, "ex", fid)):
                out.append(Declare("ex", fid))
        if self.weapon[seat] < 0:
            for w in self.sheathed():
                if ok(self.locked_cost(seat, "weapon", WEAPON_BASE + w)):
                    out.append(Declare("weapon", WEAPON_BASE + w))
        return out

    def _defeats(self, seat: int) -> list[Action]:
        """Opponents in front of the active player it may defeat now (Turn procedure 2; case 6)."""
        if not self.opponents[seat] or self.event_slots_left() <= 0 or self.declared >= MAX_DECLARATIONS_PER_TURN:
            return []
        out: list[Action] = []
        for card, _ in self.opponents[seat]:
            d = self.defs[card]
            if d.defeat_discard:
                if len(self.hands[seat]) >= d.defeat_discard:
                    out.append(Defeat(card))
            elif self.covers(seat, self.locked_cost(seat, "defeat", card)):
                out.append(Defeat(card))
        return out

    def responses(self, seat: int) -> list[Action]:
        """Actions and Exhaust effects ``seat`` may add to the stack now (7.3, 7.9, rules 4 and 15)."""
        if self.additions[seat] >= MAX_ADDITIONS_PER_TURN:
            return []
        out: list[Action] = []
        defs = self.defs
        seen: set[int] = set()
        for c in self.hands[seat]:
            if c is None or defs[c].kind is not Kind.ACTION:
                continue
            effect = defs[c].ability.exhaust
            assert effect is not None
            out.extend(PlayAction(c, t) for t in self.targets(seat, effect))
            seen.add(c)
        for src in self.sources(seat):
            if src in self.exhausted:
                continue
            effect = self.ability(src).exhaust
            if effect is None or effect in _NOT_WITH_PRIORITY:
                continue
            out.extend(UseExhaust(src, t) for t in self.targets(seat, effect))
        return out

    def targets(self, seat: int, effect: Effect) -> list[int]:
        """Return the legal targets of ``effect`` used by ``seat`` now (``[-1]``: needs none; ``[]``: none, rule 15)."""
        if effect in _NO_TARGET:
            return [-1]
        if effect in _EVENT_TARGETS:
            return [it.uid for it in self.stack if it.kind is ItemKind.EVENT and it.controller != seat]
        if effect is Effect.CANCEL_ACTION:
            return [it.uid for it in self.stack if it.kind is ItemKind.ACTION and it.controller != seat]
        if effect is Effect.CANCEL_EXHAUST:
            return [it.uid for it in self.stack if it.kind is ItemKind.EXHAUST and it.controller != seat]
        if effect is Effect.CANCEL_ACTION_OR_EXHAUST:
            return [it.uid for it in self.stack if it.kind is not ItemKind.EVENT and it.controller != seat]
        if effect is Effect.TARGET_DISCARDS_RANDOM:
            return [s for s in self.order_after(seat)[:-1] if self.hands[s]]
        if effect is Effect.REFRESH_ONE:
            return [c for c in self.sources(seat) if c in self.exhausted]
        if effect is Effect.TAKE_RANDOM or effect is Effect.TAKE_CHOICE:
            return [s for s in self.adjacent(seat) if self.hands[s]]
        if effect is Effect.LOOK_HAND:
            return [s for s in self.adjacent(seat) if self.hands[s] and (seat, s) not in self.looked]
        return []

    def explain(self, action: Action) -> str | None:
        """Return why ``action`` is illegal now (one line for the player), or ``None`` when it is legal."""
        if self.over:
            return "The game is over."
        if action in self._legal()[1]:
            return None
        d = self.decision()
        assert d is not None
        seat = d.seat
        if isinstance(action, Declare):
            if d.kind is not DecisionKind.TURN or self.stack:
                return "Events are played only in your own main step, with nothing on the stack."
            if self.opponents[seat]:
                return "An Opponent stands in front of you: defeat it before you play Events."
            if self.event_slots_left() <= 0:
                return "You have played all your Events this turn."
            if action.what == "weapon" and self.weapon[seat] >= 0:
                return "You already hold a Legendary Weapon."
            if action.what == "weapon" and action.card - WEAPON_BASE in self.weapon:
                return "That weapon has been drawn already; drawn weapons never change hands."
            if action.what == "opponent" and 0 <= action.target < self.n and \
                    not self.can_receive_opponent(action.target, seat):
                return "No Opponent can be placed in front of that player now."
            return "The Chi in your reach does not cover that cost."
        if isinstance(action, PayHand | PayTake | PayPick | PayExhaust | GiveUp):
            return "You are not paying anything now." if d.kind is not DecisionKind.PAY else \
                "That source adds nothing to what is still owed."
        if isinstance(action, PlayAction | UseExhaust):
            return "That has no legal target now, or you do not hold priority."
        return "That is not possible now."

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        """Zoo Fighters II: apply one decision and run the game on to the next one.

        Atomic: nothing changes unless the action is legal and the state is a full one.

        Raises:
            ValueError: the state is a view (determinize it first); nothing changes.
            IllegalAction: with the reason; nothing changes.
        """
        if self.observer is not None:
            raise ValueError("cannot apply an action to a view: determinize it first")
        if action not in self._legal()[1]:
            raise IllegalAction(self.explain(action) or "That is not possible now.")
        self._legal_cache = None
        seat = self.current_player
        events = self._dispatch(seat, action)
        events.extend(self._settle())
        self._legal_cache = None
        return self.named(events)

    def _dispatch(self, seat: int, action: Action) -> list[Event]:
        front = self.tasks[0] if self.tasks else None
        if isinstance(front, Payment):
            if front.reprisal >= 0:
                if isinstance(action, Pass):
                    return self._resolve_reprisal(front)
                if isinstance(action, PlayAction):
                    return self._prevent_reprisal(front, action.card, exhaust=False)
                assert isinstance(action, UseExhaust)
                return self._prevent_reprisal(front, action.source, exhaust=True)
            if isinstance(action, PayHand):
                return self._pay_hand(front, action.card)
            if isinstance(action, PayTake):
                card = self._random_card(action.seat, action.colour)
                assert card is not None
                return self._pay_take(front, action.seat, card)
            if isinstance(action, PayPick):
                return self._pay_take(front, action.seat, action.card)
            if isinstance(action, PayExhaust):
                return self._pay_exhaust(front, action.source, action.colour)
            assert isinstance(action, GiveUp)
            return self.give_up()
        if isinstance(front, Task):
            assert isinstance(action, Choose)
            return self._choose(front, action.value)
        if isinstance(action, Pass):
            assert self.window is not None
            window = Window(self.window.order, self.window.pos + 1)
            if window.pos >= len(window.order):
                return self._resolve_top()
            self.window = window
            return []
        if isinstance(action, PlayAction):
            return self._add(seat, ItemKind.ACTION, action.card, action.target)
        if isinstance(action, UseExhaust):
            return self._add(seat, ItemKind.EXHAUST, action.source, action.target)
        if isinstance(action, Declare):
            return self._declare(seat, action)
        if isinstance(action, Defeat):
            return self._start_defeat(seat, action.card)
        assert isinstance(action, EndTurn)
        return self._end_turn(seat)

    def _add(self, seat: int, kind: ItemKind, card: int, target: int) -> list[Event]:
        """Add an Action card or an Exhaust effect to the stack; priority restarts after ``seat`` (rule 4)."""
        self.additions[seat] += 1
        if kind is ItemKind.ACTION:
            ab = self.defs[card].ability
            self._hand_remove(seat, card)
            events = [self.card_event(card, f"hand:{seat}", "stack", seat, reveals=True)]
        else:
            ab = self.ability(card)
            self.exhausted.add(card)
            events = [Event("exhaust", seat, {"seat": seat, "card": card, "chi": False})]
        assert ab.exhaust is not None
        item = self.new_item(kind, seat, card, str(ab.exhaust), target, ab.exhaust_n)
        self.stack.append(item)
        self.window = Window(self.order_after(seat))
        events.append(Event("push", seat, self.item_data(item)))
        return events

    def _declare(self, seat: int, action: Declare) -> list[Event]:
        """Declare an Event: its cost is locked now (rule 5) and its payment begins (rule 6)."""
        self.declared += 1
        need = self.locked_cost(seat, action.what, action.card, action.target)
        item = self.new_item(ItemKind.EVENT, seat, action.card, action.what, action.target)
        data: dict[str, Any] = {"seat": seat, "what": action.what, "card": action.card, "target": action.target,
                                "cost": list(chi.symbols_owed(need, chi.ZERO))}
        events: list[Event] = []
        if action.card < FIGHTER_BASE:
            self._hand_remove(seat, action.card)
            events.append(self.card_event(action.card, f"hand:{seat}", "stack", seat, reveals=True))
        events.append(Event("declare", seat, data))
        return events + self._begin_payment(Payment(seat, PayPurpose.EVENT, item, -1, need))

    def _start_defeat(self, seat: int, card: int) -> list[Event]:
        """Start defeating the Opponent ``card`` (Turn procedure 2): a Chi payment or a discard of N cards."""
        self.declared += 1
        d = self.defs[card]
        events = [Event("defeat_declared", seat, {"seat": seat, "card": card})]
        if d.defeat_discard:
            self.tasks.insert(0, Task(TaskKind.DEFEAT, seat, d.defeat_discard, source=card))
            return events
        need = self.locked_cost(seat, "defeat", card)
        return events + self._begin_payment(Payment(seat, PayPurpose.DEFEAT, None, card, need))

    def _begin_payment(self, p: Payment) -> list[Event]:
        events = self._start_payment(p)
        if chi.shortfall(p.need, p.pool) == 0:
            del self.tasks[0]
            events.extend(self._complete_payment(p))
        return events

    # ------------------------------------------------------------------ turn procedure (rules 1-3, 12)
    def _settle(self) -> list[Event]:
        """Run automatic work (end steps, lapsed choices) and open the next priority window."""
        events: list[Event] = []
        while not self.over:
            if self.tasks:
                t = self.tasks[0]
                if isinstance(t, Task):
                    if t.kind is TaskKind.END_STEP:
                        del self.tasks[0]
                        events.extend(self._finish_turn())
                        continue
                    if self.task_lapses(t):
                        del self.tasks[0]
                        continue
                return events
            if self.stack and self.window is None:
                self.window = Window(self.order_after(self.stack[-1].controller))
            return events
        return events

    def _end_turn(self, seat: int) -> list[Event]:
        """End of the main step: Bandit Baboon's tributes, then the end step (Turn procedure 3)."""
        events = [Event("end_turn", seat, {"seat": seat})]
        tasks: list[Task] = [Task(TaskKind.GIVE, seat, 1, other=placer, source=card)
                             for card, placer in self.opponents[seat] if self.defs[card].front is Effect.TRIBUTE]
        tasks.append(Task(TaskKind.END_STEP, seat))
        self.tasks[0:0] = tasks
        return events

    def _finish_turn(self) -> list[Event]:
        """End step: refresh own cards; then the next turn, the final stretch or the end (rules 3 and 12)."""
        seat = self.active
        events = self._refresh_all(seat)
        self.looked = ()
        self.barred = ()
        if self.trigger >= 0:
            if seat != self.trigger:
                self.final_done[seat] = True
            nxt = self._next_in_stretch(seat)
            if nxt < 0:
                return events + self._game_over("the final stretch is over")
        elif self.turn >= ROUND_CAP * self.n:
            return events + self._game_over(f"nobody gathered the three elements in {ROUND_CAP} rounds")
        else:
            nxt = (seat + self.direction) % self.n
        return events + self._start_turn(nxt)

    def _next_in_stretch(self, seat: int) -> int:
        """The nearest seat in the current direction that is not the trigger player and had no final turn."""
        for s in self.order_after(seat):
            if s != self.trigger and not self.final_done[s]:
                return s
        return -1

    def _start_turn(self, seat: int, first: bool = False) -> list[Event]:
        """Begin ``seat``'s turn with its draw step (Turn procedure 1)."""
        if not first:
            self.turn += 1
        self.active = seat
        self.events_used = self.extra_events = self.declared = 0
        self.additions = [0] * self.n
        count = self.draw_count(seat)
        events = [Event(EventKind.TURN, seat, {"seat": seat, "turn": self.turn, "round": self.round}),
                  Event("draw_step", seat, {"seat": seat, "count": count})]
        return events + self._draw(seat, count)

    def _game_over(self, reason: str) -> list[Event]:
        self.over = True
        self.reason = reason
        self.tasks = []
        return [Event(EventKind.GAME_END, None, {"scores": self.scores(), "winners": self.winners(), "reason": reason})]

    # ------------------------------------------------------------------ scores and progress
    @property
    def round(self) -> int:
        """1-based round: every ``n`` turns make a round (spec rule 12's safety cap counts these)."""
        return (self.turn - 1) // self.n + 1

    def scores(self) -> list[int]:
        """Zoo Fighters II: each seat's points now (rule 13; final once the game is over)."""
        return [self.points(s) for s in range(self.n)]

    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        return self.breakdown(seat)

    def winners(self) -> list[int]:
        """Rule 13 tie-breaks: the highest score; the trigger player wins ties; then more Special Moves; else shared."""
        s = self.scores()
        best = max(s)
        tied = [i for i, v in enumerate(s) if v == best]
        if len(tied) > 1 and self.trigger in tied:
            return [self.trigger]
        if len(tied) > 1:
            most = max(len(self.moves[i]) for i in tied)
            tied = [i for i in tied if len(self.moves[i]) == most]
        return tied

    def tie_break(self, seat: int) -> tuple[int, ...]:
        """Rule 13 tie-breaks as a key (larger ranks first): the trigger player, then more Special Moves."""
        return (int(seat == self.trigger), len(self.moves[seat]))

    def progress(self) -> Progress:
        label = f"Round {min(self.round, ROUND_CAP)} \u00b7 turn {self.turn}"
        if self.trigger >= 0:
            label += " \u00b7 final stretch"
        return Progress(turn=self.turn, round=self.round, label=label)

    def end_reason(self) -> str | None:
        return self.reason if self.over else None

    # ------------------------------------------------------------------ information
    def _visible(self, seat: int, card: int | None) -> bool:
        return card is not None and seat in self.known.get(card, ())

    def view(self, seat: int) -> FightersState:
        """Zoo Fighters II: what ``seat`` may know (hidden information; rule 8).

        Other hands show their backs only, except cards ``seat`` knows (taken, seen, returned);
        the deck shows only cards ``seat`` put at the bottom; Smoke Bomb's peek only to its user.
        Hands are re-sorted (known cards first within a colour) so an id's place reveals nothing.
        ``seat`` :data:`~zooarcade.core.protocol.SPECTATOR` sees public facts only (every hand's backs).

        Raises:
            ValueError: ``seat`` is not a seat, or this is another seat's view.
        """
        if not (0 <= seat < self.n or seat == SPECTATOR):
            raise ValueError(f"no seat {seat}")
        if self.observer is not None and self.observer != seat:
            raise ValueError("a view can only be viewed again by its own seat")
        v = self.clone()
        v.observer = seat
        v.rng = Rng(0)
        v._legal_cache = None
        known = self.known
        v.deck = [c if c is not None and seat in known.get(c, ()) else None for c in self.deck]
        keeper = self.tasks[0].seat if self.tasks and isinstance(self.tasks[0], Task) and \
            self.tasks[0].kind is TaskKind.KEEP else -1
        if keeper != seat:
            v.peek = [None] * len(self.peek)
        for s in range(self.n):
            if s == seat:
                continue
            pairs = [(c if self._visible(seat, c) else None, b) for c, b in zip(self.hands[s], self.backs[s],
                                                                                 strict=True)]
            pairs.sort(key=_view_order)
            v.hands[s] = [c for c, _ in pairs]
            v.backs[s] = [b for _, b in pairs]
        visible = {c for h in v.hands for c in h if c is not None} | {c for c in v.deck if c is not None}
        v.known = {c: k for c, k in known.items() if c in visible}
        return v

    def determinize(self, seat: int, rng: Rng) -> FightersState:
        """Zoo Fighters II: a full state consistent with ``view(seat)`` (hidden cards sampled uniformly).

        Unseen cards fill hidden hand slots of their back colour, then the hidden deck slots and
        Smoke Bomb's hidden peek, uniformly at random with ``rng``.  Works on a state or on a view.

        Raises:
            ValueError: the view is inconsistent (unseen cards do not fit the hidden slots).
        """
        v = self.view(seat)
        d = v.clone()
        d.observer = None
        d.rng = rng.spawn()
        d._legal_cache = None
        seen: set[int] = set()
        for h in d.hands:
            seen.update(c for c in h if c is not None)
        seen.update(c for c in d.deck if c is not None)
        seen.update(c for c in d.peek if c is not None)
        seen.update(d.discard)
        for m in d.moves:
            seen.update(m)
        for o in d.opponents:
            seen.update(c for c, _ in o)
        for vs in d.victory:
            seen.update(vs)
        seen.update(it.card for it in d.stack if it.card < FIGHTER_BASE and it.kind is not ItemKind.EXHAUST)
        for t in d.tasks:
            if isinstance(t, Payment):
                if t.item is not None and t.item.card < FIGHTER_BASE:
                    seen.add(t.item.card)
                if t.reprisal >= 0:
                    seen.add(t.reprisal)
        defs = d.defs
        pool = [c for c in range(len(defs)) if c not in seen]
        rng.shuffle(pool)
        by_colour: dict[int, list[int]] = {}
        for c in pool:
            by_colour.setdefault(defs[c].colour, []).append(c)
        for s in range(d.n):
            hand = d.hands[s]
            for i, c in enumerate(hand):
                if c is None:
                    bucket = by_colour.get(d.backs[s][i])
                    if not bucket:
                        raise ValueError("inconsistent view: no unseen card fits a hidden hand slot")
                    hand[i] = bucket.pop()
            pairs = sorted(zip(hand, d.backs[s], strict=True), key=lambda cb: (cb[1], cb[0]))
            d.hands[s] = [c for c, _ in pairs]
            d.backs[s] = [b for _, b in pairs]
        left = {c for bucket in by_colour.values() for c in bucket}
        rest = [c for c in pool if c in left]  # still in the shuffled order: a uniform deck
        slots = sum(1 for c in d.deck if c is None) + sum(1 for c in d.peek if c is None)
        if slots != len(rest):
            raise ValueError("inconsistent view: unseen cards do not fill the deck")
        d.deck = [rest.pop() if c is None else c for c in d.deck]
        d.peek = [rest.pop() if c is None else c for c in d.peek]
        return d

    def clone(self) -> FightersState:
        c = FightersState.__new__(FightersState)
        self._copy_into(c)
        return c

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        return {
            "game": GAME_ID, "schema": self.SCHEMA_VERSION, "n": self.n,
            "fighters": [FIGHTER_KEYS[f] for f in self.fighters],
            "deck": list(self.deck), "discard": list(self.discard),
            "hands": [list(h) for h in self.hands], "backs": [list(b) for b in self.backs],
            "known": {str(c): list(k) for c, k in sorted(self.known.items())},
            "ex": list(self.ex), "moves": [list(m) for m in self.moves],
            "opponents": [[[c, p] for c, p in o] for o in self.opponents],
            "victory": [list(v) for v in self.victory], "weapon": list(self.weapon),
            "exhausted": sorted(self.exhausted), "direction": self.direction, "active": self.active,
            "turn": self.turn, "events_used": self.events_used, "extra_events": self.extra_events,
            "declared": self.declared, "additions": list(self.additions),
            "looked": [list(p) for p in self.looked], "barred": [list(p) for p in self.barred],
            "stack": [it.to_json() for it in self.stack],
            "window": None if self.window is None else [list(self.window.order), self.window.pos],
            "tasks": [t.to_json() for t in self.tasks], "peek": list(self.peek),
            "trigger": self.trigger, "final_done": list(self.final_done), "over": self.over, "reason": self.reason,
            "next_uid": self.next_uid, "first": self.first, "rng": self.rng.state, "observer": self.observer,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> FightersState:
        """Rebuild from :meth:`to_json`.

        Raises:
            StateFormatError: another game or schema, a missing or malformed field, cards missing or
                doubled, or a game going on whose decider has no legal action.
        """
        if not isinstance(data, Mapping) or data.get("game") != GAME_ID:
            raise StateFormatError("not a Zoo Fighters II state")
        if data.get("schema") != cls.SCHEMA_VERSION:
            raise StateFormatError(f"unsupported Zoo Fighters II schema {data.get('schema')!r}")
        field = "?"
        try:
            field = "n"
            n = _int(data["n"])
            if not MIN_PLAYERS <= n <= MAX_PLAYERS:
                raise ValueError("seat count")
            field = "fighters"
            fighters = tuple(FIGHTER_KEYS.index(str(k)) for k in data["fighters"])
            if len(fighters) != n or len(set(fighters)) != n:
                raise ValueError("one distinct fighter per seat")
            s = cls(n, fighters, build_deck(fighters), Rng(_int(data["rng"])))
            field = "deck"
            s.deck = [_opt_int(c) for c in data["deck"]]
            field = "discard"
            s.discard = [_int(c) for c in data["discard"]]
            field = "hands"
            s.hands = _per_seat(n, [[_opt_int(c) for c in h] for h in data["hands"]])
            field = "backs"
            s.backs = _per_seat(n, [[_int(b) for b in h] for h in data["backs"]])
            if any(len(h) != len(b) for h, b in zip(s.hands, s.backs, strict=True)):
                raise ValueError("hands and backs differ in length")
            field = "known"
            s.known = {int(c): tuple(_int(x) for x in k) for c, k in data["known"].items()}
            field = "ex"
            s.ex = _per_seat(n, [bool(x) for x in data["ex"]])
            field = "moves"
            s.moves = _per_seat(n, [[_int(c) for c in m] for m in data["moves"]])
            field = "opponents"
            s.opponents = _per_seat(n, [[(_int(c), _int(p)) for c, p in o] for o in data["opponents"]])
            field = "victory"
            s.victory = _per_seat(n, [[_int(c) for c in v] for v in data["victory"]])
            field = "weapon"
            s.weapon = _per_seat(n, [_int(w) for w in data["weapon"]])
            field = "exhausted"
            s.exhausted = {_int(c) for c in data["exhausted"]}
            field = "direction"
            s.direction = _int(data["direction"])
            if s.direction not in (1, -1):
                raise ValueError("direction is +1 or -1")
            for key in ("active", "turn", "events_used", "extra_events", "declared", "trigger", "next_uid", "first"):
                field = key
                setattr(s, key, _int(data[key]))
            if not 0 <= s.active < n or s.turn < 1:
                raise ValueError("active seat or turn out of range")
            field = "additions"
            s.additions = _per_seat(n, [_int(x) for x in data["additions"]])
            field = "looked"
            s.looked = tuple((_int(a), _int(b)) for a, b in data["looked"])
            field = "barred"
            s.barred = tuple((_int(a), _int(b)) for a, b in data["barred"])
            field = "stack"
            s.stack = [Item.from_json(it) for it in data["stack"]]
            field = "window"
            w = data["window"]
            s.window = None if w is None else Window(tuple(_int(x) for x in w[0]), _int(w[1]))
            if s.window is not None and not 0 <= s.window.pos < len(s.window.order):
                raise ValueError("window position")
            field = "tasks"
            s.tasks = [pending_from_json(t) for t in data["tasks"]]
            field = "peek"
            s.peek = [_opt_int(c) for c in data["peek"]]
            field = "final_done"
            s.final_done = _per_seat(n, [bool(x) for x in data["final_done"]])
            field = "over"
            s.over = bool(data["over"])
            field = "reason"
            s.reason = str(data["reason"])
            field = "observer"
            obs = data.get("observer")
            s.observer = None if obs is None else _int(obs)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise StateFormatError(f"bad Zoo Fighters II state: field {field!r}: {exc}") from exc
        s.validate()
        if not s.over and s.observer is None and not s.legal_actions():
            raise StateFormatError("invalid Zoo Fighters II state: the decider has no legal action")
        return s

    def all_cards(self) -> list[int | None]:
        """Return every deck card's id in every zone (``None`` for unknowns in a view), for conservation checks.

        Zones: deck, discard, hands, Special Moves, Opponents in front, Victory Stacks, the stack, the
        Event being paid for, a card waiting on its Reprisal, Smoke Bomb's peek.
        """
        out: list[int | None] = [*self.deck, *self.discard, *self.peek]
        for s in range(self.n):
            out.extend(self.hands[s])
            out.extend(self.moves[s])
            out.extend(c for c, _ in self.opponents[s])
            out.extend(self.victory[s])
        out.extend(it.card for it in self.stack if it.kind is not ItemKind.EXHAUST and it.card < FIGHTER_BASE)
        for t in self.tasks:
            if isinstance(t, Payment):
                if t.item is not None and t.item.card < FIGHTER_BASE:
                    out.append(t.item.card)
                if t.reprisal >= 0:
                    out.append(t.reprisal)
        return out

    def validate(self) -> None:
        """Check that every deck card is in exactly one zone and the seat lists fit.

        Raises:
            StateFormatError: a card missing or doubled, a bad back, a seat out of range.
        """
        cards = self.all_cards()
        known = [c for c in cards if c is not None]
        size = len(self.defs)
        if len(cards) != size or len(set(known)) != len(known) or any(not 0 <= c < size for c in known):
            raise StateFormatError("invalid Zoo Fighters II state: deck cards missing or doubled")
        for s in range(self.n):
            for c, b in zip(self.hands[s], self.backs[s], strict=True):
                if c is not None and self.defs[c].colour != b:
                    raise StateFormatError("invalid Zoo Fighters II state: a card's back does not match its colour")
        if any(w >= 0 and w not in self.fighters for w in self.weapon) or \
                len([w for w in self.weapon if w >= 0]) != len({w for w in self.weapon if w >= 0}):
            raise StateFormatError("invalid Zoo Fighters II state: weapons")


def _symbols(owed: tuple[int, ...]) -> str:
    from zooarcade.games.zoo_fighters.data import cost_text

    return cost_text(owed, "nothing")


def _item_word(item: Item) -> str:
    if item.kind is ItemKind.EVENT:
        return {"move": "Special Move", "opponent": "Opponent", "ex": "EX Form", "weapon": "weapon"}[item.effect]
    return "Action" if item.kind is ItemKind.ACTION else "Exhaust effect"


def _view_order(cb: tuple[int | None, int]) -> tuple[int, int, int]:
    c, b = cb
    return (b, 1 if c is None else 0, c if c is not None else 0)


def _int(x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"expected an integer, got {x!r}")
    return x


def _opt_int(x: Any) -> int | None:
    return None if x is None else _int(x)


def _per_seat(n: int, values: list[Any]) -> list[Any]:
    if len(values) != n:
        raise ValueError(f"expected {n} entries, got {len(values)}")
    return values


# ---------------------------------------------------------------------------- setup
def choose_fighters(num_players: int, options: Mapping[str, Any] | None, rng: Rng) -> tuple[int, ...]:
    """Setup 1: each seat's fighter from options ``fighter1`` … ``fighter6`` (a key or ``"random"``).

    Random seats get distinct fighters not chosen by anyone, drawn with ``rng``.

    Raises:
        ValueError: an unknown fighter key, or two seats choosing the same fighter.
    """
    picks = seat_picks(num_players, options, "fighter", FIGHTER_KEYS, "fighter")
    chosen = [None if key is None else FIGHTER_KEYS.index(key) for key in picks]
    fixed = [f for f in chosen if f is not None]
    free = [f for f in range(len(FIGHTERS)) if f not in fixed]
    out = []
    for f in chosen:
        if f is None:
            f = free.pop(rng.randrange(len(free)))
        out.append(f)
    return tuple(out)


def new_game(num_players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> FightersState:
    """Zoo Fighters II Setup 1–9: fighters, deck of the chosen fighters' cards, 4 cards each, first player.

    The lowest Willpower starts (ties at random from the seed, rule 14); its draw step has been played,
    and its events (turn, draw step, the cards drawn) are kept in ``opening_events`` for the log (only on
    this freshly dealt state: copies, views and loaded states do not have it).

    Raises:
        ValueError: ``num_players`` outside 2–6, or bad fighter options (see :func:`choose_fighters`).
    """
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(f"Zoo Fighters II needs {MIN_PLAYERS}-{MAX_PLAYERS} players, got {num_players}")
    rng = Rng.from_seed(seed)
    fighters = choose_fighters(num_players, options, rng)
    s = FightersState(num_players, fighters, build_deck(fighters), rng)
    s.deck = list(range(len(s.defs)))
    rng.shuffle(s.deck)
    for seat in range(num_players):
        s._draw(seat, START_HAND)
    low = min(FIGHTERS[f].willpower for f in fighters)
    lowest = [seat for seat in range(num_players) if FIGHTERS[fighters[seat]].willpower == low]
    s.first = lowest[rng.randrange(len(lowest))]
    s.opening_events = tuple(s._start_turn(s.first, first=True))
    s._legal_cache = None
    return s


__all__ = ["GAME_ID", "RANDOM", "FightersState", "choose_fighters", "new_game", "WEAPONS"]
