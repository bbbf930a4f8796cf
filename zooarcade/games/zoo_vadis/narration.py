"""Zoo Vadis: the one narration (log lines for every event, captions for every action), pure Python.

Seat names come in as a list; the seat named "You" is addressed in the second person.  Events reach
the narrator already filtered for the viewer (:meth:`~zooarcade.core.events.Event.seen_by`), so a deal
payment between two other seats reads "a payment of 2 tokens" while its two parties read the values.

Our deals differ from the free table talk of the printed game (for the rules reader): a deal is part
of one advance, built by the mover and answered in seat order; a counter names a laurel value and is
met or dropped, never countered again; tokens change hands only if the whole advance happens; a
promise is only remembered, in the public log, never enforced.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from zooarcade.core.narration import counted, is_you, possessive, subject, their, verb
from zooarcade.core.protocol import Action, Event, GameState, LogLine, Narrator
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
from zooarcade.games.zoo_vadis.rules import REWARD, VadisState

#: words for token kinds, as the board draws them: "token" and the value's Roman numeral in capitals after it
#: (play test 10: "a I token" / "a IV token" read badly; the numeral never follows an article), and the three
#: special IIs by the mark on the chip (the rules reader's "keeper mark", "feather", "spark"); each names the
#: token, so a list of them reads "a token III and a token I".
KIND_WORDS: Mapping[str, str] = MappingProxyType(
    {
        "I": "a token I",
        "II": "a token II",
        "II_ZOO_KEEPER": "a token II with the keeper mark",
        "II_PEACOCK": "a token II with a feather",
        "II_ABILITY": "a token II with a spark",
        "III": "a token III",
        "IV": "a token IV",
        "V": "a token V",
    }
)
#: how many tokens of one value, in words ("two tokens I"); larger counts as digits.
_COUNT_WORDS = ("no", "a", "two", "three", "four", "five", "six")
_ROMAN = ("", "I", "II", "III", "IV", "V")


def _name(names: Sequence[str], seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(names):
        return "Someone"
    return names[seat]


def _sentence(text: str) -> str:
    """``text`` with only its first letter made a capital (``str.capitalize`` would lower "II" to "ii")."""
    return text[:1].upper() + text[1:]


def _obj(names: Sequence[str], seat: int | None) -> str:
    """A seat as the object of a sentence ("you", "Ann")."""
    name = _name(names, seat)
    return "you" if is_you(name) else name


def exhibit(xid: str | None) -> str:
    """An exhibit's display name ("Big Meadow"); the laurel space ``"X9>X13"`` reads "Central Lawn → Star Exhibit"."""
    if xid is None:
        return "the zoo"
    if ">" in xid:
        a, b = xid.split(">")
        return f"the {data.NAMES.get(a, a)} \u2192 {data.NAMES.get(b, b)} path"
    return data.NAMES.get(xid, xid)


def token_word(value: int, count: int = 1) -> str:
    """``count`` tokens of ``value`` (1-5) in words: ``"a token IV"``, ``"two tokens I"``, ``"7 tokens II"``.

    Raises:
        IndexError: ``value`` is not 1-5.
    """
    if not 1 <= value < len(_ROMAN):
        raise IndexError(f"no laurel token is worth {value}")
    numeral = _ROMAN[value]
    amount = _COUNT_WORDS[count] if 0 <= count < len(_COUNT_WORDS) else str(count)
    return f"{amount} token{'s' if count != 1 else ''} {numeral}"


def tokens_text(values: Sequence[int] | None, count: int) -> str:
    """Laurel tokens in words, equal values grouped, largest first: ``"a token III and two tokens I"``;
    ``"2 tokens"`` when the values are hidden (``count`` of them); ``"nothing"`` for none."""
    if values is None:
        return counted(count, "token") if count else "nothing"
    if not values:
        return "nothing"
    groups = sorted({v: list(values).count(v) for v in values}.items(), reverse=True)
    words = [token_word(v, k) for v, k in groups]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def supply_tokens(least: int, most: int) -> str:
    """The I tokens a seat takes from the supply, ``least`` to ``most`` of them (the mover picks who is paid when
    more votes were asked than needed): ``"a token I"``, ``"two tokens I"``, ``"up to two tokens I"`` (``least``
    0), ``"1 to 2 tokens I"``; ``most`` is at least 1."""
    if least == most:
        return token_word(1, most)
    if least <= 0:
        return "perhaps a token I" if most == 1 else f"up to {token_word(1, most)}"
    return f"{least} to {most} tokens I"


def _laurel(kind: int) -> str:
    return f"laurel {_ROMAN[data.TOKEN_VALUE[data.TOKEN_KINDS[kind]]]}"


def collection_line(state: GameState, draft: Any, collected: str | None = None) -> str | None:
    """The deal strip's line on the laurel a transaction collects, from the rules' outcome
    (:meth:`~.rules.VadisState.collection`; Zoo Vadis: Collecting laurels, rule 9 for the Tiger and the
    Marmoset): "Takes laurel III from the path", "… (the Tiger)", "… (the Marmoset); the path's II stays",
    "Zoo Keeper on the path: its laurel II stays", "Leaves laurel II on the path"; once the move has
    happened (phase reward) the token really taken, ``collected`` (a kind name from the ``collect``
    event): "Took laurel II".  ``None`` for a transaction that is not an animal's advance along a path.
    """
    assert isinstance(state, VadisState)
    if draft.piece != "animal" or draft.route < 0:
        return None
    if state.phase == REWARD:
        if collected is None:
            return "Took no laurel"
        return f"Took laurel {_ROMAN[data.TOKEN_VALUE.get(collected, 0)] or collected}"
    route = state.board.routes[draft.route]
    here = state.laurels[route.laurel] if route.laurel is not None else -1
    taken = state.collection(draft)
    if taken is None:
        if here < 0:
            return "No laurel on this path"
        if draft.leave:
            return f"Leaves {_laurel(here)} on the path"
        return f"Zoo Keeper on the path: its {_laurel(here)} stays"
    space, via = taken
    kind = state.laurels[space]
    if via == "tiger":
        return f"Takes {_laurel(kind)} from under the Zoo Keeper (the Tiger)"
    if via == "marmoset":
        line = f"Takes {_laurel(kind)} from {exhibit(state.board.space_ids[space])} (the Marmoset)"
        return line + (f"; the path's {_laurel(here)} stays" if here >= 0 else "")
    return f"Takes {_laurel(kind)} from the path"


def ask_text(what: str, votes: int) -> str:
    """ "2 votes" or "the Tiger"."""
    if what == "votes":
        return counted(votes, "vote")
    return f"the {data.SPECIES_NAMES.get(what, what)}"


class VadisNarrator(Narrator):
    """Zoo Vadis: the log line of every event kind and the caption of every action."""

    def line(self, event: Event, names: Sequence[str]) -> str:
        """Return the main log line of ``event`` as its viewer sees it."""
        d: Mapping[str, Any] = event.data
        who = _name(names, d.get("seat", event.seat))
        kind = str(event.kind)
        if kind == "add":
            return f"{subject(who, 'adds')} an animal to {exhibit(d['exhibit'])} ({d['left']} left in supply)."
        if kind == "keeper":
            why = {"bonus": " with a Zoo Keeper bonus", "hyena": " with the Hyena's help"}.get(d["why"], "")
            under = f" (over {KIND_WORDS.get(d['under'], 'an empty space')})" if d.get("under") else " (empty space)"
            return f"{subject(who, 'moves')} the Zoo Keeper to {exhibit(d['dst'])}{under}{why}."
        if kind == "deal":
            return self._deal(d, names)
        if kind == "offer":
            to = _obj(names, d["to"])
            promise = ", plus a promise of support later" if d["promise"] else ""
            # play test 10: "offers Bot 2 1 token" read badly; the tokens first, then to whom (a seat outside the
            # deal reads only how many: its event carries no values)
            offered = tokens_text(d['values'], d['count'])
            line = (f"{subject(who, 'offers')} {offered} to {to} "
                    f"for {ask_text(d['what'], 0) if d['what'] != 'votes' else 'the votes'}{promise}")
            # the I tokens the asked seat also takes from the supply (play test: "You offer nothing to Ann"
            # hid the token I the voter gets); an event from before they were logged has none
            least, most = d.get("supply") or (0, 0)
            if most <= 0:
                return line + "."
            also = "" if offered == "nothing" else " also"
            takes = verb(_name(names, d["to"]), "takes")
            return f"{line}; if the move happens, {to}{also} {takes} {supply_tokens(least, most)} from the supply."
        if kind == "answer":
            if d["answer"] == "accept":
                return f"{subject(who, 'agrees')}."
            if d["answer"] == "decline":
                return f"{subject(who, 'refuses')}."
            what = f" for {ask_text(str(d['what']), 0)}" if d.get("what") not in (None, "votes") else ""
            # the mover's tokens only: the supply's I come on top (play test 13, ZV-3: "in all" read as counting them)
            return f"{subject(who, 'wants')} tokens worth at least {d['value']} from the mover{what}."
        if kind == "counter":
            whose = possessive(_name(names, d["to"]), False)
            of = f" of {d['value']}" if d.get("value") is not None else ""
            if not d["met"] and d.get("unpaid"):
                return f"{who} can't pay {whose} counter{of}."
            if not d["met"] and d.get("unpaid") is None and "unpaid" in d:
                return f"{subject(who, 'does')} not meet {whose} counter{of}."  # why is the mover's to know
            if not d["met"]:
                return f"{subject(who, 'turns')} down {whose} counter{of}."
            added = d.get("added")
            more = tokens_text(added, 0) if added is not None else "more tokens"
            return f"{subject(who, 'meets')} {whose} counter with {more}."
        if kind == "deal_failed":
            lapsed = [f"{possessive(_name(names, c['seat']), False)} counter of {c['value']}"
                      + (f" for {ask_text(str(c['what']), 0)}" if c["what"] != "votes" else "")
                      for c in d.get("lapsed") or ()]
            tail = f"; {' and '.join(lapsed)} lapsed with it" if lapsed else ""
            if len(lapsed) > 2:  # a long deal: the counters are in the log above, one line each
                tail = f"; {counted(len(lapsed), 'counter')} lapsed with it"
            if d["why"] == "votes":
                closed = f"{exhibit(d['src'])} is closed to votes this turn"
                return f"Not enough votes: {possessive(who, False)} animal stays, and {closed}{tail}."
            sank = [r for r in d.get("refused") or () if r["what"] != "votes"]
            if sank:
                r = sank[0]
                ability = ask_text(str(r["what"]), 0)
                owner = _name(names, r["seat"])
                why = (f"{subject(owner, 'refuses')} {ability}" if r["how"] == "declined" else
                       f"{possessive(owner, False)} counter of {r['value']} for {ability} was not met")
                return f"The deal falls through: {why}, so nothing happens{tail}."
            return f"The deal falls through: an ability was refused, so nothing happens{tail}."
        if kind == "deal_done":
            return self._done(d, names)
        if kind == "move":
            piece = (
                "a peacock"
                if d["piece"] == "peacock"
                else (
                    f"{their(who)} animal"
                    if d.get("owner") == d.get("seat")
                    else f"{possessive(_name(names, d['owner']), False)} animal"
                )
            )
            why = {
                "rhino": ", carried along by the Rhino",
                "crocodile": ", moving on with the Crocodile",
                "bonus": " (Peacock bonus)",
            }.get(d["why"], "")
            star = f" (Star space {d['star_space']})" if d.get("star_space") else ""
            return f"{subject(who, 'moves')} {piece} from {exhibit(d['src'])} to {exhibit(d['dst'])}{star}{why}."
        if kind == "collect":
            via = {"tiger": " from under the Zoo Keeper (Tiger)", "marmoset": " from elsewhere (Marmoset)"}.get(
                d["via"], ""
            )
            return f"{subject(who, 'collects')} {KIND_WORDS[d['kind']]}{via}."
        if kind == "refill":
            if d["kind"] is None:
                return f"The bag is empty: {exhibit(d['space'])} stays bare."
            return f"{_sentence(KIND_WORDS[d['kind']])} is drawn onto {exhibit(d['space'])}."
        if kind == "payment":
            to = _obj(names, d["to"])
            return f"{subject(who, 'pays')} {tokens_text(d['values'], d['count'])} to {to}."
        if kind == "bribe":
            many = len(d["values"])
            birds = counted(many, "peacock")
            return f"{subject(who, 'bribes')} {birds} with {tokens_text(d['values'], 0)} (into the box)."
        if kind == "reward":
            why = {
                "vote": "for support",
                "ability": "for the ability",
                "peacock": "for moving a peacock",
                "start": "to start",
            }.get(d["why"], "")
            got = token_word(1, int(d["count"]))
            return f"{subject(who, 'takes')} {got} from the supply {why} ({d['supply']} left)."
        if kind == "tile":
            sp = data.SPECIES_NAMES.get(d["ability"], d["ability"])
            if d["used"]:
                return f"{possessive(who)} {sp} tile is used ({d['left']} left)."
            return f"{subject(who, 'gets')} a used {sp} tile back (the spark on the token II)."
        if kind == "bonus":
            what = "move the Zoo Keeper" if d["bonus"] == "keeper" else "advance a peacock"
            return f"{subject(who, 'earns')} a bonus: {verb(who, 'may')} {what} before the turn ends."
        if kind == "promise":
            to = _obj(names, d["to"])
            if d["status"] == "open":
                return f"{subject(who, 'promises')} {to} support later (it is only remembered)."
            if d["status"] == "kept":
                return f"{subject(who, 'keeps')} a promise to {to}."
            return f"{subject(who, 'breaks')} a promise to {to}!"
        if kind == "round":
            quiet = (
                f" ({counted(d['quiet'], 'quiet round')} of {data.STALL_ROUNDS})"
                if d["quiet"]
                else ""
            )
            return f"Round {d['round']} begins{quiet}."
        if kind == "turn":
            return "Your turn." if is_you(who) else f"{who} to play."
        if kind == "decision":
            return "Your answer is wanted." if is_you(who) else f"{who} is asked."
        if kind == "game_end":
            return f"Game over: {d['reason']}."
        return event.text or kind

    def _done(self, d: Mapping[str, Any], names: Sequence[str]) -> str:
        """A ``deal_done`` event's line: "The deal goes through." only for a move that had a deal (seats asked,
        peacocks bribed); a plain advance says why nobody was asked (play test: a peacock's walk and an animal's
        own majority were logged as a deal).  An older event without the counts reads as a deal."""
        if d.get("asked", 1) or d.get("bribed", 0) or d.get("piece") not in ("animal", "peacock"):
            return "The deal goes through."
        if d["piece"] == "peacock":
            return "A peacock needs no vote: it walks up at once."
        if not d.get("need"):
            return "The Zoo Keeper's path needs no vote: the animal walks up at once."
        who = _name(names, d.get("seat"))
        own = int(d.get("own") or 0)
        votes = "vote carries" if own == 1 else f"{counted(own, 'vote')} carry"
        return f"{possessive(who)} own {votes} the move: nobody is asked."

    def _deal(self, d: Mapping[str, Any], names: Sequence[str]) -> str:
        who = _name(names, d["seat"])
        if d["piece"] == "hyena":
            head = f"{subject(who, 'asks')} for the Hyena to move the Zoo Keeper to {exhibit(d['dst'])}"
        elif d["piece"] == "add":
            head = f"{subject(who, 'plans')} to add an animal to {exhibit(d['dst'])} and move it on"
        else:
            piece = "a peacock" if d["piece"] == "peacock" else f"{their(who)} animal"
            way = " through the tunnel" if d["tunnel"] else ""
            head = f"{subject(who, 'wants')} to move {piece} from {exhibit(d['src'])} to {exhibit(d['dst'])}{way}"
        parts = []
        if d["need"]:
            parts.append(f"needs {counted(d['need'], 'vote')}, has {d['own']}")
        for a in d["asks"]:
            parts.append(f"asks {_obj(names, a['to'])} for {ask_text(a['what'], a['votes'])}")
        if d["bribes"]:
            parts.append(f"bribes {counted(len(d['bribes']), 'peacock')}")
        return head + (": " + "; ".join(parts) if parts else "") + "."

    def lines(self, event: Event, names: Sequence[str]) -> list[LogLine]:
        """Zoo Vadis: the log lines of ``event`` with their seat marker and tone."""
        kind = str(event.kind)
        seat = event.data.get("seat", event.seat)
        text = self.line(event, names)
        if kind in ("turn", "decision", "round", "refill", "deal_done"):
            return [LogLine(text, seat, "dim")]
        if kind == "game_end":
            winners = list(event.data.get("winners", []))
            scores = list(event.data.get("scores", []))
            if winners:
                w = winners[0]
                win = LogLine(
                    f"{subject(_name(names, w), 'wins')} with {counted(scores[w], 'laurel')} and an animal in the "
                    "Star!",
                    w,
                    "alert",
                )
            else:
                win = LogLine("Nobody reached the Star Exhibit: nobody wins.", None, "alert")
            return [LogLine(text, None, "alert"), win]
        alert = (
            kind in ("deal_failed", "bribe")
            or (kind == "promise" and event.data.get("status") == "broken")
            or (kind == "move" and event.data.get("star_space"))
        )
        return [LogLine(text, seat, "alert" if alert else "normal")]

    def caption(self, action: Action, state: GameState, names: Sequence[str]) -> str:
        """Zoo Vadis: a short caption of ``action`` for buttons and hints ("Ask Ann for 2 votes")."""
        if isinstance(action, Add):
            return f"Add an animal to {exhibit(action.exhibit)}"
        if isinstance(action, MoveKeeper):
            return f"Move the Zoo Keeper to {exhibit(action.space)}"
        if isinstance(action, Compose):
            if action.piece == "hyena":
                return f"Ask the Hyena: Zoo Keeper to {exhibit(action.dst)}"
            if action.piece == "add":
                return f"Add to {exhibit(action.dst)} and ask the Crocodile"
            piece = "a peacock" if action.piece == "peacock" else "an animal"
            way = " (tunnel, no vote)" if action.tunnel else ""  # play test 13, ZV-4: it skips the vote
            return f"Advance {piece}: {exhibit(action.src)} \u2192 {exhibit(action.dst)}{way}"
        if isinstance(action, Ask):
            return f"Ask {_obj(names, action.seat)} for {ask_text('votes', action.votes)}"
        if isinstance(action, Bribe):
            return f"Bribe a peacock with {token_word(action.value)}"
        if isinstance(action, Request):
            extra = ""
            if action.ability == "rhino":
                extra = (
                    " (carry a peacock)"
                    if action.target == "peacock"
                    else f" (carry {possessive(_name(names, int(action.target)), False)} animal)"
                )
            elif action.target:
                extra = f" ({exhibit(action.target)})"
            return f"Ask for the {data.SPECIES_NAMES.get(action.ability, action.ability)}{extra}"
        if isinstance(action, Offer):
            return f"Offer {tokens_text(action.values, 0)}" + (" + a promise" if action.promise else "")
        if isinstance(action, Leave):
            return "Leave the laurel on the path"
        if isinstance(action, Send):
            return "Send the deal"
        if isinstance(action, Back):
            return "Back out"
        if isinstance(action, Accept):
            return "Accept"
        if isinstance(action, Decline):
            return "Decline"
        if isinstance(action, Counter):
            return f"Counter: at least {action.value}"
        if isinstance(action, Meet):
            return f"Meet it with {tokens_text(action.values, 0)}"
        if isinstance(action, Drop):
            sinks = getattr(state, "drop_sinks_deal", None)
            return "Drop the counter: the deal fails" if callable(sinks) and sinks() else "Drop the counter"
        if isinstance(action, Reward):
            return f"Reward {_obj(names, action.seat)}"
        if isinstance(action, BonusPeacock):
            return f"Bonus: peacock {exhibit(action.src)} \u2192 {exhibit(action.dst)}"
        if isinstance(action, EndTurn):
            return "End your turn"
        return action.describe()

    def opening(self, state: GameState, names: Sequence[str], viewer: int | None = None) -> list[LogLine]:
        """Zoo Vadis: who plays which species, and who starts."""
        species = list(getattr(state, "species", []))
        lines = [
            LogLine(f"{subject(_name(names, s), 'plays')} the {data.SPECIES_NAMES.get(sp, sp)}.", s, "dim")
            for s, sp in enumerate(species)
        ]
        seat = state.current_player
        if seat >= 0:
            lines.append(LogLine(f"{subject(_name(names, seat), 'goes')} first.", seat))
        return lines
