"""Play test (deal 76917, an 8-8-8 tie): the results named a winner without saying why, and the columns read
"I tokens" while holding laurels."""

from __future__ import annotations

import json
from pathlib import Path

from zooarcade.core.narration import fill
from zooarcade.games.zoo_vadis import spec

REPLAY = Path(__file__).with_name("playtest-76917.replay.json")


def _final():
    data = json.loads(REPLAY.read_text(encoding="utf-8"))
    sp = spec()
    state = sp.new_state(len(data["seats"]), data["options"], data["seed"])
    for step in data["steps"]:
        state.apply(sp.action_from_json(step["action"]))
    return state, [s["name"] for s in data["seats"]]


def test_a_tie_for_the_most_laurels_is_explained():
    state, names = _final()
    assert state.scores() == [8, 8, 8] and state.winners() == [1]
    assert fill(state.end_reason(), names) == (
        "the Star Exhibit is full; a tie at 8 laurels goes to the lowest Star space (Normal Bot 2)")


def test_no_tie_no_tie_words():
    state, _ = _final()
    screen = list(state.screens[0])
    screen[5] += 1  # one more V token: seat 0 now leads alone (a made-up position)
    state.screens[0] = screen
    assert state.winners() == [0] and "tie" not in state.end_reason()


def test_breakdown_columns_say_where_the_laurels_came_from():
    state, _ = _final()
    rows = state.score_breakdown(0)
    assert [label for label, _ in rows] == ["From I", "From II", "From III", "From IV", "From V"]
    assert sum(points for _, points in rows) == state.scores()[0]
