"""Play test 10: at a turn change the log ran ahead of the table: "Feather Step readies", the next player's
turn and its draw were all written in one frame, while the turned card stood up and the banner passed only
after the draw's flights.  Now each line is written as the table shows it: the card stands up with its line,
the banner and seat glow pass with the turn's line, and the next player's draw follows after a beat."""

from __future__ import annotations

from tests.games.zoo_fighters.helpers import build
from tests.games.zoo_fighters.table_helpers import make_table
from zooarcade.games.zoo_fighters.actions import END_TURN
from zooarcade.session import SeatConfig

DT = 1 / 60


def test_the_log_keeps_pace_with_the_turn_change(make_app):
    app = make_app()
    table, session = make_table(app, [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")], speed="normal")
    state, ids = build(["kaze", "blaze"], hands={0: ["wind_chi"], 1: ["fire_chi"]}, moves={0: ["feather_step"]},
                       exhausted=["feather_step"])
    feather = str(ids["feather_step"][0])
    session.state = state
    table.reset_table()
    tilted = table.layer.sprites[feather].image
    assert tilted is not table.layer.picture(feather)
    start = len(table.log.entries)
    table.play_action(END_TURN, None)
    seen: dict[str, tuple[int, object, object]] = {}  # line kind -> (frame, feather image, shown seat)
    for frame in range(400):
        for entry in table.log.entries[start:]:
            text = entry.text
            kind = "ready" if "again" in text else "turn" if "turn (round" in text else \
                "draw" if " draws " in text else None
            if kind and kind not in seen:
                seen[kind] = (frame, table.layer.sprites[feather].image, table.shown_seat())
        if len(seen) == 3:
            break
        app.step(DT)
    assert set(seen) == {"ready", "turn", "draw"}, seen
    assert seen["ready"][1] is not tilted, "the card stands up with its line"
    assert seen["turn"][0] > seen["ready"][0], "the turn is told after the readying has been seen"
    assert seen["turn"][2] == 1, "the banner passes to the next player with the turn's line"
    beat = round(table.TURN_BEAT / DT)
    assert seen["draw"][0] - seen["turn"][0] >= beat - 1, "the next player's draw waits for the turn beat"
