"""A forced pass in a quick response window (a seat with nothing to respond with) is played by the kit in
the first frame it can be, with no pause and no click; other forced steps keep their short pause."""

from __future__ import annotations

from tests import market
from tests.market_table import MarketTable
from zooarcade.session import GameSession, MatchSetup, parse_seats
from zooarcade.ui.table.base import FORCED_PAUSE


def _run(make_app, seats):
    app = make_app()
    app.settings.animation_speed = "normal"
    app.settings.ai_think_time = {"easy": 0.05, "normal": 0.05, "hard": 0.05}
    session = GameSession(MatchSetup("keepers_market", parse_seats(seats), 21), spec=market.spec())
    table = MarketTable(app, session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    return app, table, session


def test_forced_quick_passes_are_played_in_their_first_idle_frame(make_app):
    app, table, session = _run(make_app, "ai:easy,ai:easy,ai:easy")
    dt = FORCED_PAUSE / 10
    idle: dict[int, int] = {}  # step count -> frames that ended with its forced quick pass waiting, nothing moving
    passes: set[int] = set()
    for _ in range(3000):
        app.step(dt)
        d = session.decision
        if d is None:
            break
        if d.forced and d.quick:
            steps = len(session.record.steps)
            passes.add(steps)
            if not table.queue.busy:
                idle[steps] = idle.get(steps, 0) + 1
        if len(passes) >= 3:
            break
    assert len(passes) >= 3
    assert max(idle.values(), default=0) <= 1, "a forced quick pass waited for a pause"


def test_other_forced_steps_keep_their_pause(make_app):
    app, table, session = _run(make_app, "ai:easy,ai:easy")
    dt = FORCED_PAUSE / 10
    for _ in range(3000):
        d = session.decision
        if d is None:
            break
        if d.forced and not d.quick and not table.queue.busy:
            before = len(session.record.steps)
            app.step(dt)
            assert len(session.record.steps) == before, "a forced draw is shown for a moment first"
            return
        app.step(dt)
    raise AssertionError("no forced draw came")


def test_the_banner_does_not_tell_whether_a_seat_in_a_quick_window_has_a_response(make_app):
    """Whether a computer in a response window holds a response (its decision is forced or not) is its
    secret: the banner reads the same both ways, and says nothing of the next player during a handoff."""
    from zooarcade.core.protocol import Decision, DecisionKind
    from zooarcade.ui.tween import AnimationQueue

    app, table, session = _run(make_app, "human,ai:easy,ai:easy")
    table.queue = AnimationQueue()  # nothing moving
    texts = set()
    for forced in (True, False):
        d = Decision(1, 0, DecisionKind.PRIORITY, "Block the played card, or pass.", forced, True)
        table.decision = lambda d=d: d  # type: ignore[method-assign]
        texts.add(table.banner()[0].rstrip("."))
    assert len(texts) == 1, texts
    human = Decision(0, 0, DecisionKind.TURN, "Play a card, offer one to your left, or pass.", False, False)
    table.decision = lambda: human  # type: ignore[method-assign]
    table.handing_off = True
    assert "take the device" in table.banner()[0]
