"""Hostile file contents (case 002): what a save, replay, settings or statistics file may hold.

Each maker returns the file's text from a good document of its kind.  Shared by the storage
tests (every loader) and the UI tests (the Load and title screens drawn over such files).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from zooarcade.session import GameSession, MatchSetup, parse_seats
from zooarcade.storage.replays import replay_document
from zooarcade.storage.saves import SaveStore

#: 5,000 decimal digits: over Python's int-from-text limit (4,300) and json's.
HUGE_INT = "9" * 5000
#: a placeholder swapped for :data:`HUGE_INT` after ``json.dumps`` (which cannot write such an int).
_BIG = "__HUGE_INT__"
#: nesting of the deep documents (the case file's 100,000).
DEEP = 100_000


def played(seed: int = 5, moves: int | None = None) -> GameSession:
    """An Apocalypse session with random legal moves: ``moves`` of them, or to the end (``None``)."""
    session = GameSession(MatchSetup("apocalypse", parse_seats("human,ai:normal"), seed))
    rng = random.Random(seed)
    while not session.state.is_terminal() and (moves is None or len(session.record.actions) < moves):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def save_doc(seed: int = 5) -> dict[str, Any]:
    """A good save document (unfinished game)."""
    return SaveStore(Path("unused")).document(played(seed, 6))


def replay_doc(seed: int = 21) -> dict[str, Any]:
    """A good replay document (finished game)."""
    return replay_document(played(seed))


def dumps(doc: Any) -> str:
    """``json.dumps`` (ASCII escapes, so lone surrogates survive as ``\\ud800``) with huge ints swapped in."""
    return json.dumps(doc).replace(f'"{_BIG}"', HUGE_INT)


def deep(depth: int = DEEP) -> str:
    """A JSON array nested ``depth`` deep."""
    return "[" * depth + "]" * depth


def _named(name: str) -> Callable[[dict[str, Any]], str]:
    def make(doc: dict[str, Any]) -> str:
        doc["seats"][0]["name"] = name
        return dumps(doc)

    return make


def _field(*keys: Any, value: Any = _BIG) -> Callable[[dict[str, Any]], str]:
    """Set ``doc[k0][k1]...`` to ``value`` (a huge int by default)."""

    def make(doc: dict[str, Any]) -> str:
        target = doc
        for k in keys[:-1]:
            target = target[k]
        target[keys[-1]] = value
        return dumps(doc)

    return make


def _deep_field(key: str) -> Callable[[dict[str, Any]], str]:
    def make(doc: dict[str, Any]) -> str:
        doc[key] = "__DEEP__"
        return dumps(doc).replace('"__DEEP__"', deep())

    return make


#: hostile contents common to saves and replays: name -> maker(good doc) -> text.
GAME_FILE_MAKERS: dict[str, Callable[[dict[str, Any]], str]] = {
    "name_nul": _named("Ann\x00Bot"),
    "name_lone_surrogate": _named("Ann\ud800"),
    "name_100k": _named("A" * 100_000),
    "name_100k_words": _named("Zebra " * 20_000),
    "name_control_chars": _named("\x1b[31mRed\x07\u202eevil\n\t"),
    "huge_int_seed": _field("seed"),
    "huge_int_schema": _field("schema"),
    "huge_int_action": _field("steps", 0, "action", "loc"),
    "huge_int_in_options": _field("options", "rounds"),
    "huge_negative_int": lambda d: dumps({**d, "seed": _BIG}).replace(HUGE_INT, "-" + HUGE_INT),
    "huge_float": lambda d: dumps({**d, "seed": _BIG}).replace(HUGE_INT, "1" + HUGE_INT + ".5e99999"),
    "seed_out_of_range": _field("seed", value=2**70),
    "negative_seed": _field("seed", value=-3),
    "deep_options": _deep_field("options"),
    "deep_seats": _deep_field("seats"),
    "deep_whole_file": lambda d: deep(),
    "nesting_900": lambda d: dumps({**d, "options": {"x": "__DEEP__"}}).replace('"__DEEP__"', deep(900)),
    "nan": lambda d: dumps(d).replace('"seed": ' + str(d["seed"]), '"seed": NaN'),
    "huge_name_list": _field("seats", value=[{"name": "x", "kind": "human"}] * 5000),
}

#: save-only hostile contents.
SAVE_MAKERS: dict[str, Callable[[dict[str, Any]], str]] = {
    "saved_at_year_1_east": _field("saved_at", value="0001-01-01T00:00:00+14:00"),
    "saved_at_year_9999_west": _field("saved_at", value="9999-12-31T23:59:59-14:00"),
    "saved_at_year_1_naive": _field("saved_at", value="0001-01-01T00:00:00"),
    "huge_int_turn": _field("turn"),
    "huge_int_to_move": _field("to_move"),
    "huge_int_in_snapshot": _field("snapshot", "turn"),
    **GAME_FILE_MAKERS,
}

#: replay-only hostile contents.
REPLAY_MAKERS: dict[str, Callable[[dict[str, Any]], str]] = {
    "exported_at_year_1_east": _field("exported_at", value="0001-01-01T00:00:00+14:00"),
    "exported_at_year_9999_west": _field("exported_at", value="9999-12-31T23:59:59-14:00"),
    "huge_int_score": _field("result", "scores", 0),
    **GAME_FILE_MAKERS,
}

#: hostile settings files: name -> text.
SETTINGS_TEXTS: dict[str, str] = {
    "deep_whole_file": deep(),
    "deep_value": '{"window_size": ' + deep() + "}",
    "deep_think_time": '{"ai_think_time": {"hard": ' + deep() + "}}",
    "huge_int": '{"window_size": [' + HUGE_INT + ", 720]}",
    "huge_int_volume": '{"music_volume": ' + HUGE_INT + "}",
    "nan_volume": '{"music_volume": NaN}',
    "infinite_think": '{"ai_think_time": {"hard": Infinity}}',
    "nul": '{"animation_speed": "fast\\u0000"}',
    "lone_surrogate": '{"animation_speed": "\\ud800"}',
}

#: hostile statistics files: name -> text.
STATS_TEXTS: dict[str, str] = {
    "deep_whole_file": deep(),
    "deep_games": '{"schema": 1, "games": ' + deep() + "}",
    "huge_int": '{"schema": 1, "games": {"apocalypse": {"played": ' + HUGE_INT + "}}}",
    "huge_int_schema": '{"schema": ' + HUGE_INT + "}",
    "huge_best_score": '{"schema": 1, "games": {"apocalypse": {"best_score": ' + HUGE_INT + "}}}",
}
