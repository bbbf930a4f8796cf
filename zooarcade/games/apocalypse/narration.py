"""Apocalypse at the Zoo of Carson City: the one narration (log lines, captions), pure Python.

The table log, the log restored after Continue and the replay viewer's headlines all
come from :class:`ApocalypseNarrator`, so a move reads the same everywhere.  Seat
names arrive as a list; the seat named "You" is addressed in the second person.
"""

from __future__ import annotations

from collections.abc import Sequence

from zooarcade.core.narration import is_you, owned_by, possessive, subject, their, verb
from zooarcade.core.protocol import Action, Event, GameState, LogLine, Narrator
from zooarcade.games.apocalypse.data import ZOO_MEANING, loc_name


def _name(names: Sequence[str], seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(names):
        return "Someone"
    return names[seat]


class ApocalypseNarrator(Narrator):
    """Apocalypse: the log line of every event kind, and the caption of a Place or a Move."""

    def line(self, event: Event, names: Sequence[str]) -> str:
        """Return the main log line of ``event`` ("Ann places her 5 on C2.")."""
        d = event.data
        who = _name(names, event.seat)
        kind = event.kind
        if kind == "place":
            return f"{subject(who, 'places')} {their(who)} {d['value']} on {loc_name(d['loc'])}."
        if kind == "move":
            route = f"{loc_name(d['src'])} \u2192 {loc_name(d['dst'])}"
            return f"{subject(who, 'moves')} {their(who)} {d['value']} {route}."
        if kind == "take":
            what = d.get("what")
            if what == "zoo":
                meaning = ZOO_MEANING.get(d["value"], "").lower()
                extra = " \u2014 it was INFECTED!" if d.get("infected") else ""
                return f"{subject(who, 'takes')} a {d['value']} ({meaning}){extra or '.'}"
            owner = _name(names, d.get("owner"))
            if what == "mutant":
                once = f"{their(who)} own" if d.get("owner") == event.seat else owned_by(owner)
                return f"{subject(who, 'captures')} the mutant {d['value']} (once {once})."
            return f"{subject(who, 'captures')} {possessive(owner, False)} {d['value']}!"
        if kind == "reveal":
            return f"A {d['value']} is uncovered at {loc_name(d['loc'])}."
        if kind == "mutate":
            whose = possessive(_name(names, d.get("owner")))
            return f"{whose} {d['value']} turns into a MUTANT at {loc_name(d['loc'])}!"
        if kind == "turn":
            who = _name(names, d.get("seat", event.seat))
            return "Your turn." if is_you(who) else f"{who} to play."
        if kind == "game_end":
            return f"Game over: {subject(_name(names, d.get('seat', event.seat)), d.get('reason', 'cannot play'))}."
        return event.text or str(kind)

    def lines(self, event: Event, names: Sequence[str]) -> list[LogLine]:
        """Apocalypse: the log lines of ``event`` with their seat marker and tone."""
        d = event.data
        text = self.line(event, names)
        kind = event.kind
        seat = event.seat if event.seat is not None else 0
        if kind in ("place", "move"):
            return [LogLine(text, seat)]
        if kind == "take":
            alert = d.get("what") != "zoo" or bool(d.get("infected"))
            return [LogLine(text, seat, "alert" if alert else "normal")]
        if kind == "reveal":
            return [LogLine(text, None, "dim")]
        if kind == "mutate":
            return [LogLine(text, d.get("owner"), "alert")]
        if kind == "turn":
            return [LogLine(text, d.get("seat", event.seat), "dim")]
        if kind == "game_end":
            winners = list(d.get("winners", []))
            scores = list(d.get("scores", []))
            who = " and ".join(_name(names, w) for w in winners)
            best = scores[winners[0]] if winners and scores else 0
            agrees = "share the win" if len(winners) > 1 else verb(who, "wins")
            win = LogLine(f"{who} {agrees} with {best} points.", winners[0] if len(winners) == 1 else None, "alert")
            return [LogLine(text, event.seat, "alert"), win]
        return [LogLine(text, event.seat)]

    def caption(self, action: Action, state: GameState, names: Sequence[str]) -> str:
        """Apocalypse: "Place 5 on C2" or "Move 4 C2 → D2, capturing Bo's 3" (``state`` before the move)."""
        from zooarcade.games.apocalypse.rules import ApocalypseState, Move, Place

        if isinstance(action, Place):
            return f"Place {action.value} on {loc_name(action.loc)}"
        if isinstance(action, Move) and isinstance(state, ApocalypseState):
            occ = state.occupants[action.src]
            value = occ.value if occ is not None else "?"
            text = f"Move {value} {loc_name(action.src)} \u2192 {loc_name(action.dst)}"
            target = state.occupants[action.dst]
            if target is not None:
                what = (f"the mutant {target.value}" if target.mutant
                        else f"{possessive(_name(names, target.owner), capital=False)} {target.value}")
                text += f", capturing {what}"
            return text
        return action.describe()

    def opening(self, state: GameState, names: Sequence[str], viewer: int | None = None) -> list[LogLine]:
        """Apocalypse: "<name> plays first." for the seat that opens the game."""
        seat = state.current_player
        if seat < 0:
            return []
        return [LogLine(f"{subject(_name(names, seat), 'plays')} first.", seat)]
