"""Play test 13 (ZF-1, zf35): on the compact table (960 logical pixels wide, a 1024×768 window) the banner read
"Player, your turn: play Events, Actions or Exhaust effects, or..." in the final stretch: the counter's longer
line left it less room and the prompt was cut.  The banner says a main step in short words; the panel keeps the
whole prompt."""

from __future__ import annotations

from tests.games.zoo_fighters.helpers import build
from tests.games.zoo_fighters.table_helpers import DT
from tests.uihelpers import show_table
from zooarcade.core.protocol import DecisionKind
from zooarcade.session import GameSession, MatchSetup, SeatConfig


def test_the_main_step_banner_is_read_whole_on_the_compact_table_in_the_final_stretch(make_app):
    seats = [SeatConfig("Player"), SeatConfig("Normal Bot 2", "ai", "normal"), SeatConfig("Hard Bot 3", "ai", "hard")]
    session = GameSession(MatchSetup("zoo_fighters", seats, seed=5))
    state, _ = build(["kaze", "jinx", "bao"], hands={0: ["wind_chi", "fire_chi"], 1: ["earth_chi"], 2: ["order_chi"]})
    state.trigger = 2  # Hard Bot 3 set off the final stretch: the counter reads "turn N · final stretch"
    app, table = show_table(make_app, session, size=(1024, 768))
    app.step(DT)
    session.state = state
    table.reset_table()
    app.step(DT)
    app.step(DT)
    assert table.compact and table.frame.banner.right < 960
    assert session.decision.kind is DecisionKind.TURN and table.asks_human()
    text, _ = table.banner()
    assert text == "Player, your turn: make a play or end your turn"
    assert "final stretch" in " ".join(table.counter_lines())
    assert table.banner_cut is None, "the banner is not cut"
    assert table.panel.prompt.startswith("Play Events, Actions or Exhaust effects"), "the panel keeps it whole"
