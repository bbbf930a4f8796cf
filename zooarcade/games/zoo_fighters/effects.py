"""Zoo Fighters II: resolving the stack and the card effects (spec rule 4 and Card design).

:class:`EffectRules` adds to :class:`~.payment.PaymentRules`:

* resolving the top stack item (an Event: the Special Move, Opponent, EX Form or weapon enters
  play and its On Reveal / On Draw effect happens; an Action or Exhaust effect: its effect);
* every effect of the spec's cards (one method per :class:`~.data.Effect` family);
* the pending choices those effects create (:class:`~.stack.Task`) and their resolution.

Card-text conventions follow spec rule 15: an effect does as much as it can; "a player of your
choice" excludes yourself; "each adjacent player" is each distinct neighbour.
"""

from __future__ import annotations

from dataclasses import replace

from zooarcade.core.events import Event
from zooarcade.games.zoo_fighters.data import (
    FIGHTERS,
    TRIGGER_BONUS,
    TRIGGER_MOVES,
    WEAPON_BASE,
    WEAPONS,
    Effect,
)
from zooarcade.games.zoo_fighters.payment import PaymentRules
from zooarcade.games.zoo_fighters.stack import (
    Item,
    ItemKind,
    Payment,
    PayPurpose,
    Task,
    TaskKind,
)


class EffectRules(PaymentRules):
    """Stack resolution, card effects and their choices; see the module docstring."""

    # ------------------------------------------------------------------ resolving the top item (rule 4)
    def _resolve_top(self) -> list[Event]:
        """Every seat passed in a row: the top item resolves (spec rule 4)."""
        item = self.stack.pop()
        self.window = None
        events = [Event("resolve", item.controller, self.item_data(item))]
        if item.kind is ItemKind.EVENT:
            return events + self._resolve_event(item)
        events.extend(self._apply_effect(item))
        if item.kind is ItemKind.ACTION:
            events.append(self._to_discard(item.card, "stack", item.controller))
        return events

    def _resolve_event(self, item: Item) -> list[Event]:
        """An Event resolves: its card enters play, its On Reveal / On Draw happens, an Event slot is used."""
        seat = item.controller
        before = self.points(seat)
        what = item.effect
        events: list[Event] = []
        reveal: tuple[Effect | None, int] = (None, 0)
        if what == "opponent":
            target = item.target
            if not self.can_receive_opponent(target, seat):
                return [Event("fail", seat, {"seat": seat, "purpose": "event", "card": item.card, "why": "blocked",
                                             "target": target}),
                        *self._return_event(item)]
            self.opponents[target].append((item.card, seat))
            events.append(self.card_event(item.card, "stack", f"front:{target}", seat))
        elif what == "move":
            self.moves[seat].append(item.card)
            events.append(self.card_event(item.card, "stack", f"moves:{seat}", seat))
            ab = self.defs[item.card].ability
            reveal = (ab.reveal, ab.reveal_n)
        elif what == "ex":
            self.ex[seat] = True
            events.append(Event("flip", seat, {"seat": seat, "card": item.card, "ex": True,
                                               "exhausted": item.card in self.exhausted}))
            ab = FIGHTERS[self.fighters[seat]].ex
            reveal = (ab.reveal, ab.reveal_n)
        else:
            w = item.card - WEAPON_BASE
            self.weapon[seat] = w
            events.append(Event("draw_weapon", seat, {"seat": seat, "card": item.card, "weapon": WEAPONS[w].key}))
            ab = WEAPONS[w].ability
            reveal = (ab.reveal, ab.reveal_n)
        self.events_used += 1
        if what != "opponent":
            events.append(self.score_event(seat, what, before))
        events.extend(self._check_trigger(seat))
        if reveal[0] is not None:
            events.extend(self._on_reveal(seat, reveal[0], reveal[1], item.card))
        return events

    def can_receive_opponent(self, target: int, placer: int) -> bool:
        """True when an Opponent may be placed in front of ``target`` by ``placer`` (rule 9, Tidewall Shell)."""
        from zooarcade.games.zoo_fighters.data import MAX_OPPONENTS

        return (target != placer and 0 <= target < self.n and len(self.opponents[target]) < MAX_OPPONENTS
                and not self.permanent(target, Effect.NO_OPPONENTS))

    def has_set(self, seat: int) -> bool:
        """True when ``seat`` has the three elements: ≥3 Special Moves, EX Form, a drawn weapon (rule 12)."""
        return len(self.moves[seat]) >= TRIGGER_MOVES and self.ex[seat] and self.weapon[seat] >= 0

    def _check_trigger(self, seat: int) -> list[Event]:
        """The first player to gather the three elements triggers the final stretch (rule 12)."""
        if self.trigger >= 0 or not self.has_set(seat):
            return []
        self.trigger = seat
        return [Event("stretch", seat, {"seat": seat}),
                self.score_event(seat, "trigger", self.points(seat) - TRIGGER_BONUS)]

    # ------------------------------------------------------------------ On Reveal / On Draw
    def _on_reveal(self, seat: int, effect: Effect, n: int, card: int) -> list[Event]:
        """Apply an On Reveal or On Draw effect of ``card`` for ``seat``."""
        events: list[Event] = []
        if effect is Effect.DRAW:
            events.extend(self._draw(seat, n))
        elif effect is Effect.CHOSEN_DISCARDS_RANDOM:
            self._push_task(Task(TaskKind.PLAYER, seat, n, source=card))
        elif effect is Effect.OTHERS_DISCARD:
            tasks = [Task(TaskKind.DISCARD, s, n, source=card) for s in self.order_after(seat)[:-1]
                     if self.hands[s]]
            self._push_tasks(tasks)
        elif effect is Effect.ADJACENT_DISCARD:
            tasks = [Task(TaskKind.DISCARD, s, n, source=card) for s in self.adjacent(seat) if self.hands[s]]
            self._push_tasks(tasks)
        elif effect is Effect.LOOK_TAKE:
            self._push_task(Task(TaskKind.NEIGHBOUR, seat, 1, source=card, effect=str(Effect.LOOK_TAKE)))
        elif effect is Effect.STAMPEDE:
            self._push_task(Task(TaskKind.STAMPEDE, seat, n, source=card))
        elif effect is Effect.REFRESH_ALL:
            events.extend(self._refresh_all(seat))
        elif effect is Effect.REVERSE:
            events.append(self._reverse(seat))
        elif effect is Effect.EXTRA_EVENT:
            self.extra_events += n
            events.append(Event("extra_event", seat, {"seat": seat, "extra": n}))
        elif effect is Effect.TAKE_RANDOM_SPLIT:
            self._push_task(Task(TaskKind.NEIGHBOUR, seat, n, source=card, effect=str(Effect.TAKE_RANDOM)))
        elif effect is Effect.SWAP_HANDS:
            self._push_task(Task(TaskKind.NEIGHBOUR, seat, 1, source=card, effect=str(Effect.SWAP_HANDS)))
        return events

    def _push_task(self, task: Task) -> None:
        self.tasks.insert(0, task)

    def _push_tasks(self, tasks: list[Task]) -> None:
        self.tasks[0:0] = tasks

    # ------------------------------------------------------------------ Action and Exhaust effects
    def _apply_effect(self, item: Item) -> list[Event]:
        """Apply the effect of an Action card or an Exhaust effect as it resolves."""
        seat = item.controller
        effect = Effect(item.effect)
        n = item.n
        target = item.target
        if effect in (Effect.CANCEL_EVENT, Effect.CANCEL_ACTION, Effect.CANCEL_EXHAUST,
                      Effect.CANCEL_ACTION_OR_EXHAUST):
            return self._cancel(seat, target, item.card)
        if effect in (Effect.EVENT_COST_UP, Effect.OTHERS_EVENT_COST_UP):
            for it in self.stack:
                if it.uid == target and it.kind is ItemKind.EVENT:
                    need = (0, 0, 0, 0, 0, n)
                    events = [Event("cost_up", seat, {"seat": seat, "payer": it.controller, "extra": n,
                                                      "why": "increase", "uid": it.uid})]
                    return events + self._start_payment(Payment(it.controller, PayPurpose.INCREASE, None, it.uid,
                                                                need))
            return []
        if effect is Effect.DRAW:
            return self._draw(seat, n)
        if effect is Effect.REVERSE:
            return [self._reverse(seat)]
        if effect is Effect.SMOKE_BOMB:
            return self._smoke_bomb(seat, n)
        if effect is Effect.TARGET_DISCARDS_RANDOM:
            return self._discard_random(target, n)
        if effect is Effect.REFRESH_ONE:
            if target in self.exhausted and self.owner_of(target) == seat:
                self.exhausted.discard(target)
                return [Event("refresh", seat, {"seat": seat, "cards": [target]})]
            return []
        if effect is Effect.TAKE_RANDOM:
            return self._take_random(seat, target)
        if effect is Effect.LOOK_HAND:
            events = self._look(seat, target)
            self.looked = (*self.looked, (seat, target))
            return events
        if effect is Effect.TAKE_CHOICE:
            if not self.hands[target]:
                return []
            events = self._look(seat, target)
            self._push_task(Task(TaskKind.TAKE, seat, 1, other=target, source=item.card))
            return events
        if effect is Effect.DRAW_DISCARD:
            events = self._draw(seat, n)
            if self.hands[seat]:
                self._push_task(Task(TaskKind.DISCARD, seat, n, source=item.card))
            return events
        raise AssertionError(f"no stack effect {effect}")

    def _cancel(self, seat: int, target: int, by: int) -> list[Event]:
        """Cancel the item ``target`` if it is still on the stack (cases 8 and 12)."""
        for i, it in enumerate(self.stack):
            if it.uid != target:
                continue
            del self.stack[i]
            events = [Event("cancel", seat, {"seat": seat, "uid": target, "by": by, "by_name": self.name_of(by),
                                             "kind": str(it.kind), "card": it.card, "victim": it.controller})]
            if it.kind is ItemKind.EVENT:
                events.extend(self._return_event(it))
            elif it.kind is ItemKind.ACTION:
                events.append(self._to_discard(it.card, "stack", it.controller))
            return events
        return []

    def _reverse(self, seat: int) -> Event:
        """Reverse the direction of play (an open priority window keeps its order: rule 4)."""
        self.direction = -self.direction
        return Event("direction", seat, {"seat": seat, "direction": self.direction})

    def _refresh_all(self, seat: int) -> list[Event]:
        """Refresh every exhausted card ``seat`` controls."""
        mine = [c for c in self.sources(seat) if c in self.exhausted]
        if not mine:
            return []
        self.exhausted.difference_update(mine)
        return [Event("refresh", seat, {"seat": seat, "cards": mine})]

    def _discard_random(self, seat: int, n: int) -> list[Event]:
        """``seat`` discards ``n`` cards at random (as many as it has)."""
        events = []
        for _ in range(n):
            card = self._random_card(seat)
            if card is None:
                break
            events.append(self._discard_from_hand(seat, card))
        return events

    def _take_random(self, seat: int, holder: int) -> list[Event]:
        """``seat`` takes a random card from ``holder``'s hand into its own (not as Chi: no Reprisal)."""
        card = self._random_card(holder)
        if card is None:
            return []
        return [self._move_between_hands(holder, seat, card, seat)]

    def _look(self, seat: int, holder: int) -> list[Event]:
        """``seat`` looks at ``holder``'s hand: it knows those cards while they stay there."""
        cards = self.hand_cards(holder)
        for c in cards:
            self.known[c] = tuple(sorted({*self.known.get(c, ()), seat}))
        faces = [self.face(c) | {"id": c} for c in cards]
        return [Event("look", seat, {"seat": seat, "target": holder, "cards": faces},
                      reveals=True, private_to=tuple(sorted({seat, holder})),
                      public={"seat": seat, "target": holder, "cards": None})]

    def _smoke_bomb(self, seat: int, n: int) -> list[Event]:
        """Smoke Bomb: look at the top ``n`` cards; a Keep choice follows (the rest go to the bottom)."""
        events: list[Event] = []
        for _ in range(n):
            if not self.deck:
                events.extend(self._refill())
                if not self.deck:
                    break
            card = self.deck.pop()
            assert card is not None
            self.peek.append(card)
        if self.peek:
            self._push_task(Task(TaskKind.KEEP, seat, 1, source=-1))
            events.append(Event("peek", seat, {"seat": seat, "cards": [self.face(c) | {"id": c} for c in self.peek
                                                                        if c is not None]},
                                reveals=True, private_to=(seat,), public={"seat": seat, "count": len(self.peek)}))
        return events

    # ------------------------------------------------------------------ pending choices
    def task_options(self, t: Task) -> list[int]:
        """Return the values a :class:`~.actions.Choose` may take for task ``t`` (empty: the task lapses)."""
        seat = t.seat
        kind = t.kind
        if kind in (TaskKind.DISCARD, TaskKind.DEFEAT, TaskKind.GIVE):
            return self.hand_cards(seat) if self.hands[seat] else []
        if kind is TaskKind.STAMPEDE:
            return [*self.hand_cards(seat), -1]
        if kind is TaskKind.PLAYER:
            return [s for s in self.order_after(seat)[:-1] if self.hands[s]]
        if kind is TaskKind.NEIGHBOUR:
            if t.effect == Effect.SWAP_HANDS:
                return list(self.adjacent(seat))
            return [s for s in self.adjacent(seat) if self.hands[s]]
        if kind is TaskKind.TAKE:
            return self.hand_cards(t.other)
        if kind is TaskKind.KEEP:
            return [c for c in self.peek if c is not None]
        return []

    def task_lapses(self, t: Task) -> bool:
        """True when a pending choice can no longer do anything (an empty hand …) and is dropped."""
        kind = t.kind
        if kind in (TaskKind.DISCARD, TaskKind.DEFEAT, TaskKind.GIVE):
            return not self.hands[t.seat]
        if kind is TaskKind.PLAYER:
            return not any(self.hands[s] for s in range(self.n) if s != t.seat)
        if kind is TaskKind.NEIGHBOUR:
            return t.effect != Effect.SWAP_HANDS and not any(self.hands[s] for s in self.adjacent(t.seat))
        if kind is TaskKind.TAKE:
            return not self.hands[t.other]
        if kind is TaskKind.KEEP:
            return not self.peek
        return False

    def _choose(self, t: Task, value: int) -> list[Event]:
        """Resolve one step of the front task ``t`` with ``value`` (a card id or a seat; -1 stops)."""
        seat = t.seat
        kind = t.kind
        events: list[Event] = []
        done = True
        if kind is TaskKind.DISCARD or kind is TaskKind.DEFEAT:
            events.append(self._discard_from_hand(seat, value))
            if t.count > 1:
                self.tasks[0] = replace(t, count=t.count - 1)
                done = False
            elif kind is TaskKind.DEFEAT:
                del self.tasks[0]
                return events + self._defeat(seat, t.source)
        elif kind is TaskKind.GIVE:
            events.append(self._move_between_hands(seat, t.other, value, seat))
            if t.count > 1:
                self.tasks[0] = replace(t, count=t.count - 1)
                done = False
        elif kind is TaskKind.PLAYER:
            del self.tasks[0]
            events.append(Event("named", seat, {"seat": seat, "target": value}))
            return events + self._discard_random(value, t.count)
        elif kind is TaskKind.NEIGHBOUR:
            effect = Effect(t.effect)
            if t.count > 1:
                self.tasks[0] = replace(t, count=t.count - 1)
                done = False
            else:
                del self.tasks[0]
            if effect is Effect.TAKE_RANDOM:
                events.extend(self._take_random(seat, value))
            elif effect is Effect.SWAP_HANDS:
                events.extend(self._swap_hands(seat, value))
            else:  # LOOK_TAKE: look, then take one card of your choice
                events.extend(self._look(seat, value))
                self._push_task(Task(TaskKind.TAKE, seat, 1, other=value, source=t.source))
            return events
        elif kind is TaskKind.TAKE:
            events.append(self._move_between_hands(t.other, seat, value, seat))
        elif kind is TaskKind.STAMPEDE:
            if value >= 0:
                events.append(self._discard_from_hand(seat, value))
                t = replace(t, done=t.done + 1)
            if value < 0 or t.done >= t.count or not self.hands[seat]:
                del self.tasks[0]
                return events + self._draw(seat, t.done + 1)
            self.tasks[0] = t
            return events
        elif kind is TaskKind.KEEP:
            del self.tasks[0]
            self.peek.remove(value)
            self._hand_add(seat, value)
            events.append(self.card_event(value, f"peek:{seat}", f"hand:{seat}", seat, private_to=(seat,)))
            rest = [c for c in self.peek if c is not None]
            self.peek = []
            for c in rest:
                self.deck.insert(0, c)
                self.known[c] = (seat,)
            if rest:
                events.append(Event("to_bottom", seat, {"seat": seat, "count": len(rest)}))
            return events
        if done:
            del self.tasks[0]
        return events

    def _swap_hands(self, seat: int, other: int) -> list[Event]:
        """Ruyi Staff: ``seat`` and ``other`` swap hands; both know both hands afterwards."""
        mine, theirs = self.hand_cards(seat), self.hand_cards(other)
        events: list[Event] = [Event("swap", seat, {"seat": seat, "target": other})]
        pair = tuple(sorted({seat, other}))
        old_known = dict(self.known)
        for c in mine:
            self._hand_remove(seat, c)
        for c in theirs:
            self._hand_remove(other, c)
        for c in mine:
            self._hand_add(other, c, (*old_known.get(c, ()), seat))
            events.append(self.card_event(c, f"hand:{seat}", f"hand:{other}", seat, private_to=pair, reveals=True))
        for c in theirs:
            self._hand_add(seat, c, (*old_known.get(c, ()), other))
            events.append(self.card_event(c, f"hand:{other}", f"hand:{seat}", seat, private_to=pair, reveals=True))
        return events

    # ------------------------------------------------------------------ end step (Turn procedure 3)
    def _refresh_own(self, seat: int) -> list[Event]:
        """End step: refresh ``seat``'s own exhausted cards only (case 2)."""
        return self._refresh_all(seat)

