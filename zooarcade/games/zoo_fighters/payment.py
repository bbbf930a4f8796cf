"""Zoo Fighters II: declaring Events and paying Chi, one source at a time (spec rules 5–7, 7.7–7.8).

:class:`PaymentRules` adds to :class:`~.board.Board`:

* locked costs (rule 5): the printed symbols after the Permanent modifiers known at declaration;
* the payment steps (rule 6): own hand card, a neighbour's card by its back (random among that
  colour, or a chosen one after Kaze's look), a prepared generator; each legal only when it lowers
  what is still owed; Give up (the play fails) is always there;
* Reprisals (rule 7): a taken card with Reprisal waits in limbo while only the taker may prevent
  it; Balanced Stance prevents it at once; Shell Guard and Shellby's Initial Form react to takes;
* completion and failure: a paid Event goes on the stack; a failed or cancelled one returns where
  it was, cards spent stay spent, sources exhausted stay exhausted, no Event slot is used.
"""

from __future__ import annotations

from dataclasses import replace

from zooarcade.core.events import Event
from zooarcade.games.zoo_fighters import chi
from zooarcade.games.zoo_fighters.actions import GIVE_UP, PASS, PayExhaust, PayPick, PayTake, pay_hand
from zooarcade.games.zoo_fighters.board import Board
from zooarcade.games.zoo_fighters.data import (
    ANY,
    CHAOS,
    FIGHTER_BASE,
    FIGHTERS,
    REGULAR,
    WEAPON_BASE,
    WEAPONS,
    Effect,
    Reprisal,
)
from zooarcade.games.zoo_fighters.stack import Item, ItemKind, Payment, PayPurpose, Task, TaskKind, Window


class PaymentRules(Board):
    """Declarations, payments and Reprisals (spec rules 5–7); see the module docstring."""

    # ------------------------------------------------------------------ locked costs (rule 5)
    def locked_cost(self, seat: int, what: str, card: int, target: int = -1) -> tuple[int, ...]:
        """Return the locked need of an Event or a defeat declared now by ``seat`` (spec rule 5).

        Args:
            what: ``"move"``, ``"opponent"``, ``"ex"``, ``"weapon"`` or ``"defeat"``.
            card: the card (a deck card, the Fighter id, a weapon id, the Opponent to defeat).
            target: for ``"opponent"``, the seat it goes in front of.

        Returns:
            6 counts (see :mod:`.chi`).
        """
        in_play = self.colours_in_play()
        if what == "move":
            return chi.lock(self.defs[card].cost, in_play, drop_any=self.permanent(seat, Effect.MOVES_COST_LESS))
        if what == "opponent":
            return chi.lock(self.defs[card].cost, in_play,
                            add_any=self.permanent(target, Effect.OPPONENTS_COST_MORE))
        if what == "ex":
            return chi.lock(FIGHTERS[self.fighters[seat]].ex_cost, in_play)
        if what == "weapon":
            return chi.lock(WEAPONS[card - WEAPON_BASE].cost, in_play)
        return chi.lock(self.defs[card].defeat, in_play, drop_any=self.permanent(seat, Effect.DEFEAT_COST_LESS))

    def covers(self, seat: int, need: tuple[int, ...], exclude: int = -1) -> bool:
        """True when the Chi in ``seat``'s reach covers ``need`` (spec rule 6; case 10)."""
        fixed, flexible = self.reach(seat, exclude)
        return chi.reach_shortfall(need, chi.ZERO, fixed, flexible) == 0

    # ------------------------------------------------------------------ starting a payment
    def _start_payment(self, payment: Payment) -> list[Event]:
        """Put ``payment`` at the front of the pending work and announce what is owed."""
        self.tasks.insert(0, payment)
        return [Event("owed", payment.payer, {"seat": payment.payer, "purpose": str(payment.purpose),
                                             "owed": list(chi.symbols_owed(payment.need, payment.pool))})]

    # ------------------------------------------------------------------ legal payment steps (rule 6)
    def payment_actions(self, p: Payment) -> list[object]:
        """Return the payment steps open to the payer now: each one lowers what is still owed."""
        seat = p.payer
        use = chi.useful(p.need, p.pool)  # per colour (Chaos last): does one more Chi of it help?

        def helps(colour: int, amount: int) -> bool:
            return use[colour]

        out: list[object] = []
        defs = self.defs
        for c in self.hands[seat]:
            if c is None:
                continue
            d = defs[c]
            if helps(d.colour, d.chi_amount):
                out.append(pay_hand(c))
        for h in self.adjacent(seat):
            if not self.may_take_from(seat, h):
                continue
            for colour in sorted(set(self.backs[h])):
                if helps(colour, 1):
                    out.append(PayTake(h, colour))
            if (seat, h) in self.looked:
                for c in self.hands[h]:
                    if c is not None and seat in self.known.get(c, ()) and helps(defs[c].colour, 1):
                        out.append(PayPick(h, c))
        for src in self.generators(seat):
            made = self.generator_chi(src)
            assert made is not None
            colour, amount = made
            colours = REGULAR if colour == ANY else (colour,)
            for c in colours:
                if helps(c, amount):
                    out.append(PayExhaust(src, c))
        out.append(GIVE_UP)
        return out

    def reprisal_actions(self, p: Payment) -> list[object]:
        """Return the taker's answers to a waiting Reprisal (spec rule 7): Pass, Mirror Guard, Bao's Initial Form."""
        from zooarcade.games.zoo_fighters.actions import PlayAction, UseExhaust

        seat = p.payer
        out: list[object] = [PASS]
        for c in self.hands[seat]:
            if c is not None and self.defs[c].ability.exhaust is Effect.PREVENT_REPRISAL:
                out.append(PlayAction(c, -1))
        fid = self.fighter_id(seat)
        if fid not in self.exhausted and self.ability(fid).exhaust is Effect.PREVENT_REPRISAL:
            out.append(UseExhaust(fid, -1))
        return out

    # ------------------------------------------------------------------ paying
    def _pay_hand(self, p: Payment, card: int) -> list[Event]:
        """Spend ``card`` from the payer's own hand (its front colour; Double Chi gives 2; case 11: no effect)."""
        d = self.defs[card]
        events = [self._discard_from_hand(p.payer, card)]
        p = replace(p, pool=chi.add(p.pool, d.colour, d.chi_amount), used=(*p.used, card))
        events.append(self._chi_event(p, "hand", card, d.colour, d.chi_amount))
        return events + self._update_payment(p)

    def _pay_exhaust(self, p: Payment, source: int, colour: int) -> list[Event]:
        """Exhaust a prepared generator as a payment source (never on the stack, cannot be cancelled)."""
        made = self.generator_chi(source)
        assert made is not None
        self.exhausted.add(source)
        events = [Event("exhaust", p.payer, {"seat": p.payer, "card": source, "chi": True})]
        p = replace(p, pool=chi.add(p.pool, colour, made[1]))
        events.append(self._chi_event(p, "exhaust", source, colour, made[1]))
        return events + self._update_payment(p)

    def _pay_take(self, p: Payment, holder: int, card: int) -> list[Event]:
        """Take ``card`` from ``holder``'s hand as Chi (spec rules 6–7; cases 4 and 14).

        The card is shown to everybody (it is bound for the discard pile).  Shell Guard adds its "·"
        the first time in this payment; Shellby's Initial Form draws; a Reprisal waits for the taker.
        """
        taker = p.payer
        d = self.defs[card]
        self._hand_remove(holder, card)
        events = [self.card_event(card, f"hand:{holder}", "limbo", taker, reveals=True)]
        guard = self.permanent(holder, Effect.SHELL_GUARD)
        if guard and holder not in p.guarded:
            p = replace(p, need=chi.add(p.need, CHAOS, guard), guarded=(*p.guarded, holder))
            events.append(Event("cost_up", holder, {"seat": holder, "payer": taker, "extra": guard,
                                                    "why": "shell_guard"}))
        fid = self.fighter_id(holder)
        if fid not in self.exhausted and self.ability(fid).exhaust is Effect.TRIGGER_DRAW:
            self.exhausted.add(fid)
            events.append(Event("exhaust", holder, {"seat": holder, "card": fid, "chi": False}))
            events.extend(self._draw(holder, self.ability(fid).exhaust_n))
        if d.reprisal is not None:
            if self.permanent(taker, Effect.REPRISAL_IMMUNE):
                events.append(Event("prevent", taker, {"seat": taker, "card": card, "by": "balanced_stance"}))
                return events + self._card_to_chi(p, card)
            p = replace(p, reprisal=card, holder=holder)
            self.tasks[0] = p
            events.append(Event("reprisal", holder, {"seat": holder, "taker": taker, "card": card,
                                                     "effect": str(d.reprisal)}))
            return events
        return events + self._card_to_chi(p, card)

    def _card_to_chi(self, p: Payment, card: int) -> list[Event]:
        """A taken card becomes 1 Chi of its back colour and goes to the discard pile."""
        colour = self.defs[card].colour
        events = [self._to_discard(card, "limbo", p.payer)]
        p = replace(p, pool=chi.add(p.pool, colour), used=(*p.used, card), reprisal=-1, holder=-1)
        events.append(self._chi_event(p, "take", card, colour, 1))
        return events + self._update_payment(p)

    def _chi_event(self, p: Payment, how: str, card: int, colour: int, amount: int) -> Event:
        return Event("chi", p.payer, {"seat": p.payer, "how": how, "card": card, "colour": colour, "amount": amount,
                                      "owed": list(chi.symbols_owed(p.need, p.pool))})

    # ------------------------------------------------------------------ Reprisals (rule 7)
    def _prevent_reprisal(self, p: Payment, by: int, exhaust: bool) -> list[Event]:
        """The taker prevents the waiting Reprisal (Mirror Guard from hand or Bao exhausted): the card gives its Chi."""
        card = p.reprisal
        if exhaust:
            self.exhausted.add(by)
            events = [Event("exhaust", p.payer, {"seat": p.payer, "card": by, "chi": False})]
        else:
            events = [self._discard_from_hand(p.payer, by)]
        events.append(Event("prevent", p.payer, {"seat": p.payer, "card": card, "by": "bao" if exhaust else "mirror"}))
        return events + self._card_to_chi(p, card)

    def _resolve_reprisal(self, p: Payment) -> list[Event]:
        """The taker passed: the Reprisal happens, then the card becomes Chi unless it prevents the use (rule 7)."""
        card, holder, taker = p.reprisal, p.holder, p.payer
        d = self.defs[card]
        n = d.reprisal_n
        kind = d.reprisal
        events: list[Event] = [Event("reprisal_hits", holder, {"seat": holder, "taker": taker, "card": card,
                                                               "effect": str(kind), "n": n})]
        follow: list[Task] = []
        if kind is Reprisal.PREVENT_HOLDER_DRAWS or kind is Reprisal.PREVENT:
            if kind is Reprisal.PREVENT_HOLDER_DRAWS:
                events.extend(self._draw(holder, n))
            events.append(self._to_discard(card, "limbo", taker))
            p = replace(p, reprisal=-1, holder=-1, used=(*p.used, card))
            return events + self._update_payment(p)
        if kind is Reprisal.TAKER_DISCARDS_RANDOM:
            for _ in range(n):
                lost = self._random_card(taker)
                if lost is not None:
                    events.append(self._discard_from_hand(taker, lost))
        elif kind is Reprisal.TAKER_DISCARDS:
            follow.append(Task(TaskKind.DISCARD, taker, n, source=card))
        elif kind is Reprisal.TAKER_COST_UP:
            p = replace(p, need=chi.add(p.need, CHAOS, n))
            events.append(Event("cost_up", holder, {"seat": holder, "payer": taker, "extra": n, "why": "reprisal"}))
        elif kind is Reprisal.TAKER_GIVES:
            follow.append(Task(TaskKind.GIVE, taker, n, other=holder, source=card))
        elif kind is Reprisal.NO_MORE_TAKES:
            self.barred = (*self.barred, (taker, holder))
        elif kind is Reprisal.HOLDER_TAKES_RANDOM:
            for _ in range(n):
                got = self._random_card(taker)
                if got is not None:
                    events.append(self._move_between_hands(taker, holder, got, holder))
        self.tasks[0] = p
        events.extend(self._card_to_chi(p, card))
        # the follow-up choices come before the rest of the payment (or before the window, if it completed)
        for t in reversed(follow):
            self.tasks.insert(0, t)
        return events

    # ------------------------------------------------------------------ progress, completion, failure
    def _update_payment(self, p: Payment) -> list[Event]:
        """Store ``p`` at the front of the pending work; complete it once nothing is owed any more."""
        assert self.tasks and isinstance(self.tasks[0], Payment), "no payment in progress"
        if chi.shortfall(p.need, p.pool) > 0 or p.reprisal >= 0:
            self.tasks[0] = p
            return []
        del self.tasks[0]
        return self._complete_payment(p)

    def _complete_payment(self, p: Payment) -> list[Event]:
        """A payment is complete: the Event goes on the stack, an increase is met, or the Opponent is defeated."""
        if p.purpose is PayPurpose.EVENT:
            assert p.item is not None
            self.stack.append(p.item)
            self.window = Window(self.order_after(p.item.controller))
            return [Event("push", p.payer, self.item_data(p.item))]
        if p.purpose is PayPurpose.INCREASE:
            return [Event("increase_paid", p.payer, {"seat": p.payer, "uid": p.target})]
        return self._defeat(p.payer, p.target)

    def _defeat(self, seat: int, card: int) -> list[Event]:
        """The Opponent ``card`` in front of ``seat`` goes to ``seat``'s Victory Stack (7.5; uses an Event slot)."""
        self.opponents[seat] = [(c, placer) for c, placer in self.opponents[seat] if c != card]
        before = self.points(seat)
        self.victory[seat].append(card)
        self.events_used += 1
        return [self.card_event(card, f"front:{seat}", f"victory:{seat}", seat),
                self.score_event(seat, "defeat", before)]

    def give_up(self) -> list[Event]:
        """The payer stops paying (or cannot pay): the play fails (spec rule 5; cases 8 and 10).

        The ``fail`` event tells the log which it was: ``"why"`` is ``"cannot_pay"`` when Give up was the only
        step left, else ``"gave_up"`` (the payer chose to); ``"spent"`` is the Chi gathered so far (now lost).
        """
        p = self.tasks[0]
        assert isinstance(p, Payment)
        forced = self.payment_actions(p) == [GIVE_UP]
        del self.tasks[0]
        events = [Event("fail", p.payer, {"seat": p.payer, "purpose": str(p.purpose),
                                          "card": -1 if p.item is None else p.item.card,
                                          "why": "cannot_pay" if forced else "gave_up", "spent": sum(p.pool)})]
        if p.purpose is PayPurpose.EVENT:
            assert p.item is not None
            events.extend(self._return_event(p.item))
        elif p.purpose is PayPurpose.INCREASE:
            for i, it in enumerate(self.stack):
                if it.uid == p.target:
                    del self.stack[i]
                    self.window = None
                    events.extend(self._return_event(it))
                    break
        return events

    def _return_event(self, item: Item) -> list[Event]:
        """A failed or cancelled Event returns where it was (spec rule 5): its card to hand, Fighter, weapon stay."""
        if item.card >= FIGHTER_BASE:
            return [Event("returned", item.controller, {"seat": item.controller, "card": item.card})]
        others = tuple(s for s in range(self.n) if s != item.controller)
        self._hand_add(item.controller, item.card, others)  # everybody saw it: it is known to all
        return [self.card_event(item.card, "stack", f"hand:{item.controller}", item.controller)]

    # ------------------------------------------------------------------ items
    def new_item(self, kind: ItemKind, controller: int, card: int, effect: str, target: int = -1,
                 n: int = 1) -> Item:
        """Return a stack item with a fresh uid."""
        uid = self.next_uid
        self.next_uid += 1
        return Item(uid, kind, controller, card, effect, target, n)

    def item_data(self, item: Item) -> dict[str, object]:
        """Return an item as event data: ``{"uid", "kind", "seat", "card", "name", "effect", "target"}``.

        When the target is another stack item, ``"target_name"`` and ``"target_seat"`` name it.
        """
        data: dict[str, object] = {"uid": item.uid, "kind": str(item.kind), "seat": item.controller, "card": item.card,
                                   "name": self.name_of(item.card), "effect": item.effect, "target": item.target}
        for it in self.stack:
            if it.uid == item.target and it.uid != item.uid:
                data["target_name"] = self.name_of(it.card)
                data["target_seat"] = it.controller
        return data
