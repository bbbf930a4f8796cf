"""Zoo Fighters II: the one narration (log lines for every event, captions for every action), pure Python.

The table log, the log restored after Continue and the replay viewer all use
:class:`FightersNarrator`.  Seat names arrive as a list; the seat named "You" is addressed in the
second person.  Events carry card names (``"name"``, or a ``"face"`` for cards moving between
zones), so no state is needed to phrase them.  Text in our own words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from zooarcade.core.narration import counted, is_you, possessive, subject, their, verb
from zooarcade.core.protocol import Action, Event, GameState, LogLine, Narrator
from zooarcade.games.zoo_fighters.data import COLOUR_NAMES, cost_text

#: what each kind of Event is called in text.
EVENT_WORD = MappingProxyType({"move": "Special Move", "opponent": "Opponent", "ex": "EX Form",
                               "weapon": "Legendary Weapon"})
_PURPOSE = MappingProxyType({"event": "the play", "increase": "the extra cost", "defeat": "the defeat"})
_REPRISAL = MappingProxyType({
    "prevent_holder_draws": "the card is wasted and {holder} {draws}",
    "prevent": "the card is wasted",
    "taker_discards_random": "{taker} {discards} {n_random}",
    "taker_discards": "{taker} must discard {n_cards} of {taker_their} choice",
    "taker_cost_up": "{taker_poss} play gets dearer",
    "taker_gives": "{taker} must hand over {n_cards}",
    "no_more_takes": "{taker} can't take from that hand again this turn",
    "holder_takes_random": "{holder} {grabs} {n_random} back",
})
_STACK_EFFECT = MappingProxyType({
    "cancel_event": "to cancel an Event", "cancel_action": "to cancel an Action",
    "cancel_exhaust": "to cancel an Exhaust effect", "cancel_action_or_exhaust": "to cancel it",
    "event_cost_up": "to make an Event dearer", "others_event_cost_up": "to make an Event dearer",
    "draw": "to draw", "reverse": "to turn play around", "smoke_bomb": "to search the deck",
    "target_discards_random": "to strip a card", "refresh_one": "to refresh a card",
    "take_random": "to snatch a card", "look_hand": "to peek at a hand", "take_choice": "to pull a card over",
    "draw_discard": "to cycle a card",
})


def backed_card(colour: str) -> str:
    """``"an Earth-backed card"``, ``"a Fire-backed card"``: a face-down card named by the colour ``colour`` (one
    of :data:`~.data.COLOUR_NAMES`) on its back, with its article (Zoo Fighters II: Setup, card backs)."""
    return f"{'an' if colour[:1].upper() in 'AEIOU' else 'a'} {colour}-backed card"


def _name(names: Sequence[str], seat: Any) -> str:
    if not isinstance(seat, int) or not 0 <= seat < len(names):
        return "Someone"
    return names[seat]


def _obj(names: Sequence[str], seat: Any) -> str:
    """A seat name as an object ("you" for You)."""
    n = _name(names, seat)
    return "you" if is_you(n) else n


def _symbols(owed: Sequence[int]) -> str:
    return cost_text(owed, "nothing")


def _fighter(d: Mapping[str, Any]) -> str:
    """The fighter named in an EX Form item's data, without its form ("Blaze (Initial Form)" -> "Blaze")."""
    name = str(d.get("name") or "")
    return name.partition(" (")[0] or "the fighter"


def _ex_form_of(d: Mapping[str, Any]) -> str:
    """``"Blaze's EX Form"`` for an EX Form item's data (``"the EX Form"`` without a name)."""
    name = _fighter(d) if d.get("name") else ""
    return f"{possessive(name, False)} EX Form" if name else "the EX Form"


def _zone_owner(zone: str) -> int | None:
    head, _, tail = zone.partition(":")
    return int(tail) if tail.isdigit() else None


class FightersNarrator(Narrator):
    """Zoo Fighters II: log lines of every event kind and captions of every action."""

    # ------------------------------------------------------------------ events
    def lines(self, event: Event, names: Sequence[str]) -> list[LogLine]:
        """Return the log lines of ``event`` as its viewer sees it (``[]`` for bookkeeping events)."""
        text, tone = self.line(event, names)
        if not text:
            return []
        seat = event.seat if isinstance(event.seat, int) else None
        return [LogLine(text, seat, tone)]

    def line(self, event: Event, names: Sequence[str]) -> tuple[str, str]:
        """Return ``(text, tone)`` for ``event``; an empty text means nothing to log."""
        d: Mapping[str, Any] = event.data
        kind = str(event.kind)
        who = _name(names, d.get("seat", event.seat))
        handler = getattr(self, f"_ev_{kind}", None)
        if handler is None:
            return (event.text or kind.replace("_", " "), "dim")
        return handler(d, who, names)

    def _ev_turn(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        head = "Your turn" if is_you(who) else f"{possessive(who)} turn"
        return (f"{head} (round {d.get('round', '?')}).", "dim")

    def _ev_draw_step(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        n = d.get("count", 0)
        return (f"{subject(who, 'draws')} {counted(n, 'card')}.", "dim")

    def _ev_card_moved(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        src, dst = str(d.get("src")), str(d.get("dst"))
        face = d.get("face")
        colour = COLOUR_NAMES[int(d["back"])] if d.get("back") is not None else ""
        card = face["name"] if face else backed_card(colour) if colour else "a card"
        if src == "deck":
            return (f"{subject(who, 'draws')} {card}.", "dim") if face else ("", "dim")
        if dst == "discard":
            owner = _zone_owner(src)
            if src == "limbo":
                return ("", "dim")
            if owner is not None and src.startswith("hand"):
                return (f"{subject(_name(names, owner), 'discards')} {card}.", "normal")
            return ("", "dim")
        if dst.startswith("hand") and src.startswith("hand"):
            giver, taker = _zone_owner(src), _zone_owner(dst)
            if event_seat_is(who, names, taker):
                return (f"{subject(who, 'takes')} {card} from {_obj(names, giver)}.", "normal")
            return (f"{subject(who, 'gives')} {card} to {_obj(names, taker)}.", "normal")
        if src.startswith("hand") and dst == "stack":
            return ("", "dim")  # the declare / push events tell it
        if dst.startswith("hand") and src == "stack":
            return (f"{card} goes back to {their(who)} hand.", "dim")
        if dst.startswith("hand") and src.startswith("peek"):
            return (f"{subject(who, 'keeps')} {card}.", "dim")
        if src == "stack" and dst.startswith("moves"):
            return (f"{subject(who, 'reveals')} the Special Move {card}!", "normal")
        if src == "stack" and dst.startswith("front"):
            return (f"{card} now stands in front of {_obj(names, _zone_owner(dst))}.", "alert")
        if dst.startswith("victory"):
            return (f"{subject(who, 'defeats')} {card}; it joins {their(who)} Victory Stack.", "alert")
        if src.startswith("hand") and dst == "limbo":
            return (f"{subject(who, 'takes')} {card} from {_obj(names, _zone_owner(src))} as Chi.", "normal")
        return ("", "dim")

    def _ev_reshuffle(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"The discard pile is shuffled into a new deck ({d.get('count', 0)} cards).", "dim")

    def _ev_declare(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        what = d.get("what")
        cost = _symbols(d.get("cost", ()))
        if what == "ex":
            body = "to reveal " + ("your" if is_you(who) else "their") + " EX Form"
        elif what == "weapon":
            body = f"to draw {d.get('name')}"
        elif what == "opponent":
            body = f"to place {d.get('name')} in front of {_obj(names, d.get('target'))}"
        else:
            body = f"to reveal {d.get('name')}"
        return (f"{subject(who, 'tries')} {body} (cost {cost}).", "normal")

    def _ev_defeat_declared(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{subject(who, 'moves')} to defeat {d.get('name')}.", "normal")

    def _ev_owed(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{subject(who, 'owes')} {_symbols(d.get('owed', ()))} for {_PURPOSE.get(d.get('purpose'), 'it')}.",
                "dim")

    def _ev_chi(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        colour = COLOUR_NAMES[d["colour"]] if isinstance(d.get("colour"), int) and 0 <= d["colour"] < 6 else "any"
        amount = d.get("amount", 1)
        left = _symbols(d.get("owed", ()))
        how = f" from {d.get('name')}" if d.get("how") == "exhaust" else ""  # cards: the move line names them
        return (f"+{amount} {colour} Chi{how} \u2014 still owed: {left}.", "dim")

    def _ev_exhaust(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        if d.get("chi"):
            return ("", "dim")  # the chi event says it
        return (f"{subject(who, 'exhausts')} {d.get('name')}.", "dim")

    def _ev_refresh(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{subject(who, 'readies')} {', '.join(d.get('names', [])) or 'nothing'} again.", "dim")

    def _ev_push(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        kind = d.get("kind")
        if kind == "event" and d.get("effect") == "ex":
            return (f"{subject(who, 'has')} paid for {_ex_form_of(d)}: the others may answer before "
                    f"{their(who)} fighter turns over.", "dim")
        if kind == "event":
            word = EVENT_WORD.get(d.get('effect'), 'Event')
            return (f"{subject(who, 'has')} paid for {d.get('name') or 'the ' + word}: the others may answer "
                    f"before it takes effect.", "dim")
        target = ""
        if d.get("target_name"):
            target = f" against {possessive(_name(names, d.get('target_seat')), False)} {d['target_name']}"
        why = _STACK_EFFECT.get(str(d.get("effect")), "")
        verb_ = "plays" if kind == "action" else "uses"
        return (f"{subject(who, verb_)} {d.get('name')}{target} {why}.".replace("  ", " ").replace(" .", "."),
                "normal")

    def _ev_resolve(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        """The priority window closed: every seat passed in a row (spec rule 4), so the top item resolves.

        One line for the whole window, the passes included; a seat's own pass has no line, so a forced pass (a
        seat with no response) and a chosen one read the same: the log never tells who held a response.
        """
        if d.get("kind") == "event" and d.get("effect") == "ex":
            # the fighter card still shows its Initial Form here: name the flip, not "Blaze (Initial Form)"
            return (f"Everyone passes: {possessive(who, False)} {_fighter(d)} turns over to its EX Form.", "dim")
        return (f"Everyone passes: {possessive(who, False)} {d.get('name')} resolves.", "dim")

    def _ev_cancel(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        victim = possessive(_name(names, d.get("victim")), False)
        return (f"{possessive(who)} {d.get('by_name')} cancels {victim} {d.get('name')}!", "alert")

    def _ev_cost_up(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        payer = _name(names, d.get("payer"))
        extra = d.get("extra", 1)
        why = {"shell_guard": "Shell Guard", "reprisal": "the Reprisal", "increase": "the response"}.get(
            d.get("why"), "an effect")
        return (f"Because of {why}, {payer if not is_you(payer) else 'you'} {verb(payer, 'owes')} {extra} extra "
                "Chi (any colour).", "normal")

    def _ev_increase_paid(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{subject(who, 'pays')} the extra cost.", "dim")

    def _ev_fail(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        """A play fails (spec rule 5): the payer chose to give up, could pay no more, or (an Opponent that resolves)
        its seat can take it no longer.  The Chi already paid is named as lost only when there was some."""
        what = _PURPOSE.get(d.get("purpose"), "it")
        why = d.get("why")
        if why == "blocked":
            target = _name(names, d.get("target"))
            target = "you" if is_you(target) else target
            return (f"{possessive(who)} Opponent can no longer go in front of {target}: the play fails.", "alert")
        spent = int(d.get("spent", 0) or 0)
        lost = f", and the {counted(spent, 'Chi', 'Chi')} already paid {'is' if spent == 1 else 'are'} lost" \
            if spent else ""
        if why == "gave_up":
            start = f"{subject(who, 'chooses')} to stop paying for {what}" if spent else \
                f"{subject(who, 'chooses')} not to pay for {what}"
            return (f"{start}: it fails{lost}.", "alert")
        return (f"{subject(who, 'cannot')} pay for {what}: it fails{lost}.", "alert")

    def _ev_returned(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{d.get('name')} stays as it was.", "dim")

    def _ev_reprisal(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"Reprisal! {d.get('name')} from {possessive(who, False)} hand strikes back.", "alert")

    def _ev_reprisal_hits(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        taker = _name(names, d.get("taker"))
        n = d.get("n", 1) if isinstance(d.get("n", 1), int) else 1  # older replays' events carry no count
        text = _REPRISAL.get(str(d.get("effect")), "it takes effect").format(
            holder=who, taker=taker, taker_poss=possessive(taker), draws=verb(who, "draws"),
            discards=verb(taker, "discards"), grabs=verb(who, "grabs"), taker_their=their(taker),
            n_cards="a card" if n == 1 else f"{n} cards", n_random="a random card" if n == 1 else f"{n} random cards")
        return (f"The Reprisal hits: {text}.", "alert")

    def _ev_prevent(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        by = {"mirror": "Mirror Guard", "bao": "Bao", "balanced_stance": "Balanced Stance"}.get(d.get("by"), "it")
        return (f"{subject(who, 'stops')} the Reprisal of {d.get('name')} with {by}.", "normal")

    def _ev_flip(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{subject(who, 'reveals')} {their(who)} EX Form!", "alert")

    def _ev_draw_weapon(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{subject(who, 'draws')} the Legendary Weapon {d.get('name')}!", "alert")

    def _ev_score(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        delta = d.get("delta", 0)
        if not delta:
            return ("", "dim")
        total = d.get("total", 0)
        return (f"{subject(who, 'has')} {counted(total, 'point')} ({delta:+d}).", "dim")

    def _ev_stretch(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{subject(who, 'has')} all three elements \u2014 three Special Moves, {their(who)} EX Form and a "
                "Legendary Weapon! The final stretch begins: everyone else gets one last turn.", "alert")

    def _ev_extra_event(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{subject(who, 'may')} play an extra Event this turn.", "normal")

    def _ev_direction(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        way = "clockwise" if d.get("direction", 1) == 1 else "counter-clockwise"
        return (f"Play now turns {way}.", "normal")

    def _ev_look(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        target = _obj(names, d.get("target"))
        cards = d.get("cards")
        if cards:
            return (f"{subject(who, 'looks')} at {possessive(target, False) if target != 'you' else 'your'} hand: "
                    f"{', '.join(c['name'] for c in cards)}.", "normal")
        hand = "your" if target == "you" else possessive(target, False)
        return (f"{subject(who, 'looks')} at {hand} hand.", "normal")

    def _ev_peek(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        cards = d.get("cards")
        if cards:
            return (f"{subject(who, 'looks')} at the top of the deck: {', '.join(c['name'] for c in cards)}.", "normal")
        return (f"{subject(who, 'looks')} at the top {d.get('count', 0)} cards of the deck.", "normal")

    def _ev_to_bottom(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{subject(who, 'puts')} {d.get('count', 0)} cards at the bottom of the deck.", "dim")

    def _ev_named(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{subject(who, 'names')} {_obj(names, d.get('target'))}.", "normal")

    def _ev_swap(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{subject(who, 'swaps')} hands with {_obj(names, d.get('target'))}.", "alert")

    def _ev_end_turn(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        return (f"{subject(who, 'ends')} {their(who)} turn.", "dim")

    def _ev_game_end(self, d: Mapping[str, Any], who: str, names: Sequence[str]) -> tuple[str, str]:
        winners = list(d.get("winners", []))
        scores = list(d.get("scores", []))
        champs = " and ".join(_name(names, w) for w in winners) or "Nobody"
        best = scores[winners[0]] if winners and scores else 0
        win = "share the win" if len(winners) > 1 else verb(champs, "wins")
        return (f"Game over ({d.get('reason', 'the end')}): {champs} {win} with {best} points.", "alert")

    # ------------------------------------------------------------------ captions
    def caption(self, action: Action, state: GameState, names: Sequence[str]) -> str:
        """Return a short caption of ``action`` before it is played in ``state`` (a view)."""
        from zooarcade.games.zoo_fighters import actions as A
        from zooarcade.games.zoo_fighters.rules import FightersState
        from zooarcade.games.zoo_fighters.stack import Task, TaskKind

        if not isinstance(state, FightersState):
            return action.describe()
        nm = state.name_of
        if isinstance(action, A.EndTurn):
            return "End your turn"
        if isinstance(action, A.Pass):
            return "Pass"
        if isinstance(action, A.Declare):
            if action.what == "ex":
                return "Reveal your EX Form"
            if action.what == "weapon":
                return f"Draw {nm(action.card)}"
            if action.what == "opponent":
                return f"Place {nm(action.card)} in front of {_obj(names, action.target)}"
            return f"Reveal {nm(action.card)}"
        if isinstance(action, A.Defeat):
            return f"Defeat {nm(action.card)}"
        if isinstance(action, A.PlayAction | A.UseExhaust):
            card = action.card if isinstance(action, A.PlayAction) else action.source
            verb_ = "Play" if isinstance(action, A.PlayAction) else "Exhaust"
            return f"{verb_} {nm(card)}{self._target_text(state, action.target, card, names)}"
        if isinstance(action, A.PayHand):
            d = state.defs[action.card]
            return f"Pay with {d.name} ({d.chi_amount} {COLOUR_NAMES[d.colour]})"
        if isinstance(action, A.PayTake):
            colour = COLOUR_NAMES[action.colour]
            return f"Take {backed_card(colour)} from {_obj(names, action.seat)}"
        if isinstance(action, A.PayPick):
            return f"Take {nm(action.card)} from {_obj(names, action.seat)}"
        if isinstance(action, A.PayExhaust):
            made = state.generator_chi(action.source)
            amount = made[1] if made else 1
            return f"Exhaust {nm(action.source)} for {amount} {COLOUR_NAMES[action.colour]} Chi"
        if isinstance(action, A.GiveUp):
            return "Give up paying (the play fails)"
        if isinstance(action, A.Choose):
            task = state.tasks[0] if state.tasks and isinstance(state.tasks[0], Task) else None
            if action.value < 0:
                return "Stop discarding"
            if task is not None and task.kind in (TaskKind.PLAYER, TaskKind.NEIGHBOUR):
                return f"Choose {_obj(names, action.value)}"
            label = nm(action.value) if 0 <= action.value < len(state.defs) else "a card"
            word = {TaskKind.GIVE: "Give", TaskKind.TAKE: "Take", TaskKind.KEEP: "Keep"}.get(
                task.kind if task else TaskKind.DISCARD, "Discard")
            return f"{word} {label}"
        return action.describe()

    def _target_text(self, state: Any, target: int, card: int, names: Sequence[str]) -> str:
        """" on Bo's Flame Pounce" / " on Bo" / " (Stomp)" for an Action's or Exhaust effect's target."""
        from zooarcade.games.zoo_fighters.data import Effect

        if target < 0:
            return ""
        effect = state.ability(card).exhaust
        if effect is Effect.REFRESH_ONE:
            return f" ({state.name_of(target)})"
        for it in state.stack:
            if it.uid == target and effect not in (Effect.TAKE_RANDOM, Effect.TAKE_CHOICE, Effect.LOOK_HAND,
                                                    Effect.TARGET_DISCARDS_RANDOM):
                return f" on {possessive(_name(names, it.controller), False)} {state.name_of(it.card)}"
        return f" on {_obj(names, target)}"

    def opening(self, state: GameState, names: Sequence[str], viewer: int | None = None) -> list[LogLine]:
        """Who plays which fighter, who starts (the lowest Willpower), then the first turn and its draw step.

        ``state`` is the freshly dealt state (:func:`~.rules.new_game`); its ``opening_events`` are logged
        as ``viewer`` sees them, like every later draw step: a count for all, the cards for the drawer
        only (``None``: the spectator, a count only).  Play test 12: 8 cards against 4 on turn 1, unexplained.
        """
        from zooarcade.core.events import events_seen_by
        from zooarcade.games.zoo_fighters.data import FIGHTERS
        from zooarcade.games.zoo_fighters.rules import FightersState

        if not isinstance(state, FightersState):
            return []
        out = [LogLine(f"{subject(_name(names, s), 'fights')} as {FIGHTERS[f].name} the {FIGHTERS[f].animal}.", s,
                       "dim") for s, f in enumerate(state.fighters)]
        first = _name(names, state.first)
        out.append(LogLine(f"{subject(first, 'has')} the lowest Willpower and {verb(first, 'starts')}.", state.first))
        for ev in events_seen_by(state.opening_events, viewer):
            out.extend(self.lines(ev, names))
        return out


def event_seat_is(who: str, names: Sequence[str], seat: int | None) -> bool:
    """True when the event's actor ``who`` is the seat ``seat``."""
    return seat is not None and 0 <= seat < len(names) and names[seat] == who
