"""ZOP ZOO: the one narration — a log line for every event, a caption for every action (pure Python).

The table's log, the log restored after Continue and the replay viewer all read a step through
:class:`ZopNarrator`, so a move is phrased one way everywhere.  Seat names come in as a list; the
seat named "You" is addressed in the second person.  All wording is our own.

Two kinds of card move are told by the event that groups them rather than card by card: the
36 cards of a deal (the ``deal`` event says who deals) and the cards of a Specialty transfer
(the ``transfer`` event names them).  Every other move — each placement of a chain or a dig — is
its own line, so a chain reads one placement after another.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from zooarcade.core.events import Event, EventKind
from zooarcade.core.narration import is_you, possessive, subject, their
from zooarcade.core.protocol import Action, GameState, LogLine, Narrator
from zooarcade.games.zop_zoo.data import CARD_BY_KEY, CARDS, KIND, VALUE, Kind
from zooarcade.games.zop_zoo.rules import (
    EV_DEAL,
    EV_DIG,
    EV_DIG_END,
    EV_RESHUFFLE,
    EV_SPENT,
    EV_TRANSFER,
    Deal,
    Decline,
    Dig,
    Draw,
    Give,
    PlaceWild,
    Swap,
    Take,
    ZopState,
)


def _who(names: Sequence[str], seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(names):
        return "Someone"
    return names[seat]


def _card_name(key: str | None) -> str:
    """The printed name of the card with ``key`` ("Lion", "ANTI-Skunk"), or "a card"."""
    if key is None or key not in CARD_BY_KEY:
        return "a card"
    return CARDS[CARD_BY_KEY[key]].name


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points).replace("-", "\u2212")


def _black_phrase(key: str) -> str:
    """How a drawn black card is called in a sentence: "the Lion match", "a BEAST", "the HYENA"."""
    cid = CARD_BY_KEY.get(key, -1)
    if cid < 0:
        return "a card"
    card = CARDS[cid]
    kind = card.kind
    if kind == Kind.MATCH:
        return f"the {card.name} match"
    if kind == Kind.UPPER:
        return f"the {card.name}'s upper half"
    if kind in (Kind.WILD, Kind.MOLE):
        return f"a {card.name}"
    return f"the {card.name}"


def _slot_phrase(key: str, cover: str | None) -> str:
    """A row card with what lies on it: "Lion (matched, 10)", "Skunk (under its ANTI, +75)", "Rat (−90)"."""
    cid = CARD_BY_KEY.get(key, -1)
    if cid < 0:
        return "a card"
    card = CARDS[cid]
    if card.kind == Kind.BONUS:
        return f"{card.name} ({card.value})"
    cov = CARD_BY_KEY.get(cover, -1) if cover is not None else -1
    if cov < 0:
        return f"{card.name} ({_signed(card.value)})" if card.kind == Kind.MINUS else card.name
    ckind = KIND[cov]
    value = VALUE[cov]
    if ckind == int(Kind.WILD):
        return f"{card.name} (under the {CARDS[cov].name}, {value})"
    if ckind == int(Kind.UPPER):
        return f"{card.name} (connected, {value})"
    if ckind == int(Kind.ANTI):
        return f"{card.name} (under its ANTI, {_signed(value)})"
    return f"{card.name} (matched, {value})"


class ZopNarrator(Narrator):
    """ZOP ZOO: log lines of every event kind, captions of every action, the opening line."""

    def lines(self, event: Event, names: Sequence[str]) -> list[LogLine]:
        """ZOP ZOO: the log lines of ``event`` (``[]`` for a dealt or transferred card, told by its group event)."""
        d = event.data
        who = _who(names, event.seat)
        kind = event.kind
        if kind == EventKind.CARD_MOVED:
            return self._moved(d, who, event.seat)
        if kind == EV_DEAL:
            dealer = _who(names, d.get("dealer"))
            plays = "play" if is_you(dealer) else "plays"
            # the actor first: a replay's step list reads "<name> deals round 2 …" like every other step
            text = f"{subject(dealer, 'deals')} round {d.get('round')}: six cards each, and {plays} first."
            return [LogLine(text, d.get("dealer"), "dim")]
        if kind == EV_DIG:
            pile = len(d.get("pile", ()))
            where = "the MOLE on top of the discard pile" if d.get("from") == "discard" else "the MOLE"
            cards = "1 discarded card" if pile == 1 else f"{pile} discarded cards"
            return [LogLine(f"{subject(who, 'digs')} through {cards} with {where}.", event.seat)]
        if kind == EV_DIG_END:
            found = len(d.get("retrieved", ()))
            what = "one card" if found == 1 else f"{found} cards"
            left = d.get("left", 0)
            # play test 8: "1 stay", "0 stay" on the discard pile
            rest = "none stay" if not left else "1 stays" if left == 1 else f"{left} stay"
            return [LogLine(f"The dig turns up {what}; {rest} on the discard pile.", event.seat, "dim")]
        if kind == EV_TRANSFER:
            return [LogLine(self._transfer(d, who, names), event.seat, "alert")]
        if kind == EV_SPENT:
            return [LogLine(f"The {_card_name(d.get('card'))} on the discard pile is spent.", None, "dim")]
        if kind == EV_RESHUFFLE:
            text = f"The draw pile has run out: the discards are shuffled into a new pile of {d.get('count')}."
            aside = [_card_name(k) for k in d.get("aside", ())]
            if aside:
                text += f" Spent {' and '.join(aside)} set aside."
            if d.get("kept"):
                text += f" The {_card_name(d.get('kept'))} stays on the discard pile."
            return [LogLine(text, None, "dim")]
        if kind == EventKind.TURN:
            seat = d.get("seat", event.seat)
            name = _who(names, seat)
            return [LogLine("Your turn." if is_you(name) else f"{possessive(name)} turn.", seat, "dim")]
        if kind == EventKind.ROUND_END:
            return [self._round_end(d, names)]
        if kind == EventKind.SCORE:
            seat = d.get("seat", event.seat)
            name = _who(names, seat)
            return [LogLine(f"{subject(name, 'banks')} {_signed(int(d.get('delta', 0)))} "
                            f"(total {d.get('total')}).", seat)]
        if kind == EventKind.GAME_END:
            winners = list(d.get("winners", ()))
            scores = list(d.get("scores", ()))
            if not winners:
                return [LogLine("The game is over.", None, "alert")]
            best = scores[winners[0]] if scores else 0
            if len(winners) == 1:
                name = _who(names, winners[0])
                return [LogLine(f"{subject(name, 'wins')} the game with {best} points!", winners[0], "alert")]
            both = " and ".join(_who(names, w) for w in winners)
            return [LogLine(f"{both} share the win with {best} points.", None, "alert")]
        return [LogLine(event.text or str(kind), event.seat)]

    # ------------------------------------------------------------------ pieces
    @staticmethod
    def _moved(d: Mapping[str, Any], who: str, seat: int | None) -> list[LogLine]:
        why = d.get("why")
        key = str(d.get("card"))
        name = _card_name(key)
        on = _card_name(d.get("on"))
        dug = bool(d.get("dig"))
        gets = subject(who, "digs out") if dug else subject(who, "draws")
        mine = their(who)
        if why in ("deal", "transfer"):
            return []
        if why == "match":
            return [LogLine(f"{gets} {_black_phrase(key)} and {'lay' if is_you(who) else 'lays'} it on "
                            f"{mine} {on} ({VALUE[CARD_BY_KEY[key]]}).", seat)]
        if why == "connect":
            return [LogLine(f"{gets} {_black_phrase(key)}: {mine} {on} is whole ({VALUE[CARD_BY_KEY[key]]}).",
                            seat)]
        if why == "anti":
            return [LogLine(f"{gets} the {name}: {mine} {on} turns to {_signed(VALUE[CARD_BY_KEY[key]])}.",
                            seat)]
        if why == "bonus":  # play test 10: say where the card came from
            card = f"the {name} ({VALUE[CARD_BY_KEY[key]]})"
            if dug or d.get("src") == "discard":
                got = f"{subject(who, 'digs')} {card} out of the discard pile"
            else:
                got = f"{subject(who, 'draws')} {card} from the draw pile"
            return [LogLine(f"{got} and {'set' if is_you(who) else 'sets'} it beside {mine} row.", seat)]
        if why == "held":
            return [LogLine(f"{subject(who, 'draws')} {_black_phrase(key)}.", seat)]
        if why == "wild":
            return [LogLine(f"{subject(who, 'covers')} {mine} {on} with the {name}.", seat)]
        if why == "miss":
            return [LogLine(f"{subject(who, 'draws')} {_black_phrase(key)}, which fits nothing in {mine} row: "
                            "onto the discard pile.", seat)]
        if why == "no_dig":
            return [LogLine(f"{subject(who, 'draws')} a MOLE, but the discard pile holds nothing for "
                            f"{'you' if is_you(who) else 'them'}: it is discarded.", seat)]
        if why == "decline":
            return [LogLine(f"{subject(who, 'puts')} the MOLE on the discard pile without digging.", seat)]
        if why == "mole_done":
            return [LogLine("The MOLE goes onto the discard pile.", seat, "dim")]
        if why == "unusable":
            return [LogLine(f"{subject(who, 'draws')} the {name} but cannot use it: it lies live on the "
                            "discard pile.", seat)]
        if why == "spent":
            return [LogLine(f"The {name} is spent and goes onto the discard pile.", seat, "dim")]
        return [LogLine(f"The {name} moves.", seat, "dim")]

    @staticmethod
    def _transfer(d: Mapping[str, Any], who: str, names: Sequence[str]) -> str:
        cards = list(d.get("cards", ()))
        covers = list(d.get("covers", [None] * len(cards)))
        special = _card_name(d.get("special"))
        kind = d.get("kind")
        other_seat = d.get("to") if kind in ("give", "swap") else d.get("from")
        other = _who(names, other_seat)
        other_pos = "your" if is_you(other) else f"{other}'s"
        mine = their(who)
        first = _slot_phrase(cards[0], covers[0]) if cards else "a card"
        if kind == "give":
            to = "you" if is_you(other) else other
            return f"{subject(who, 'uses')} the {special} to give {mine} {first} to {to}."
        if kind == "take":
            return f"{subject(who, 'uses')} the {special} to take {other_pos} {first}."
        second = _slot_phrase(cards[1], covers[1]) if len(cards) > 1 else "a card"
        return f"{subject(who, 'uses')} the {special} to swap {mine} {first} for {other_pos} {second}."

    @staticmethod
    def _round_end(d: Mapping[str, Any], names: Sequence[str]) -> LogLine:
        winner = d.get("winner")
        rnd = d.get("round")
        if winner is None:
            return LogLine(f"Round {rnd} stops at the turn limit: nobody completes a row.", None, "alert")
        name = _who(names, winner)
        points = list(d.get("points", ()))
        gain = points[winner] if 0 <= winner < len(points) else 0
        return LogLine(f"{subject(name, 'completes')} {their(name)} row and {'win' if is_you(name) else 'wins'} "
                       f"round {rnd} ({_signed(gain)}).", winner, "alert")

    # ------------------------------------------------------------------ captions
    def caption(self, action: Action, state: GameState, names: Sequence[str]) -> str:
        """ZOP ZOO: a short caption of ``action`` before it is played in ``state`` ("Cover your Owl with the BEAST")."""
        if isinstance(action, Deal):
            r = state.round + 1 if isinstance(state, ZopState) else 1
            return f"Deal round {r}"
        if isinstance(action, Draw):
            return "Draw a card"
        if isinstance(action, Dig):
            return "Dig in the discard pile with the MOLE"
        if isinstance(action, Decline):
            return "Put the MOLE away without digging"
        if not isinstance(state, ZopState):
            return action.describe()
        if isinstance(action, PlaceWild):
            wild = CARDS[state.held].name if state.held >= 0 else "wild"
            return f"Cover your {CARDS[action.card].name} with the {wild}"
        if isinstance(action, Give):
            return f"Give your {self._held_phrase(state, action.card)} to {_who(names, action.to)}"
        if isinstance(action, Take):
            return f"Take {possessive(_who(names, action.owner), False)} {self._held_phrase(state, action.card)}"
        if isinstance(action, Swap):
            return (f"Swap your {self._held_phrase(state, action.mine)} for "
                    f"{possessive(_who(names, action.owner), False)} {self._held_phrase(state, action.theirs)}")
        return action.describe()

    @staticmethod
    def _held_phrase(state: ZopState, card_id: int) -> str:
        """A POINTS card as a caption names it, with its cover and points."""
        if not 0 <= card_id < len(CARDS):
            return "card"
        if card_id < len(state.cover):
            cov = state.cover[card_id]
            return _slot_phrase(CARDS[card_id].key, CARDS[cov].key if cov >= 0 else None)
        return _slot_phrase(CARDS[card_id].key, None)

    def opening(self, state: GameState, names: Sequence[str], viewer: int | None = None) -> list[LogLine]:
        """ZOP ZOO: who deals round 1 (and so plays first), and the target."""
        if not isinstance(state, ZopState) or state.is_terminal():
            return []
        dealer = _who(names, state.dealer)
        return [LogLine(f"{subject(dealer, 'deals')} first. The first to {state.target} points, alone at the top, "
                        "wins.", state.dealer)]
