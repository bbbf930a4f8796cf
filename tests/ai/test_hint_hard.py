"""The Hint is the game's Hard on the seat's view, with a fixed work budget (play test 14).

A player who took the hint on every move was told by the post-game review (the game's Hard)
that some of those moves were costly, because the hint was a fresh Normal agent.  Now the hint is
``make_agent("hard", spec, seed=hint_seed(), work=hint_work(spec))``: no think time, so the same
position gives the same hint on any machine.
"""

from __future__ import annotations

from zooarcade.ai import HINT_WORK, hint_work, make_agent
from zooarcade.games.registry import get_spec
from zooarcade.session import GameSession, MatchSetup, parse_seats


def _session(game: str = "apocalypse", players: int = 2, seed: int = 0) -> GameSession:
    return GameSession(MatchSetup(game, parse_seats(",".join(["human"] * players)), seed))


def test_the_hint_is_hards_choice_at_the_fixed_budget_where_normal_differs():
    session = _session(seed=0)
    seat = session.state.current_player
    view, legal = session.state.view(seat), session.state.legal_actions()
    hard = make_agent("hard", session.spec, seed=session.hint_seed(), work=HINT_WORK).choose(view, legal)
    normal = make_agent("normal", session.spec, seed=session.hint_seed()).choose(view, legal)
    hint = session.hint()
    assert hint.to_json() == {"kind": "place", "value": 5, "loc": 17}
    assert hint == hard
    assert normal.to_json() == {"kind": "place", "value": 3, "loc": 7}, "Normal would have hinted another move"


def test_the_same_position_gives_the_same_hint():
    first, second = _session(seed=0), _session(seed=0)
    assert first.hint() == second.hint() == first.hint()


def test_the_hint_job_is_hard_on_a_work_budget_and_the_seats_view_only():
    session = _session("zoo_fighters", 3, seed=2)
    job = session.hint_job()
    seat = session.state.current_player
    assert (job.level, job.think_time, job.work, job.seat) == ("hard", None, 12_000, seat)
    assert dict(job.view) == session.state.view(seat).to_json()
    assert dict(job.view) != session.state.to_json(), "the true state (other hands) is never sent"


def test_hint_work_is_hards_own_budget_capped():
    assert hint_work(get_spec("apocalypse")) == HINT_WORK == 36_000  # its Hard's own 72,000 is capped
    assert hint_work(get_spec("zoo_fighters")) == 12_000  # below the cap: Hard's own
    assert hint_work(get_spec("zop_zoo")) is None  # counts samples, its own fixed budget applies
    assert hint_work(get_spec("zoo_vadis")) is None
