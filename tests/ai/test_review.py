"""Game review (zooarcade/ai/review.py): chart points, forced steps, the marked bad move, no review mid-game."""

from __future__ import annotations

import json

import pytest

from tests.ai.tally import Take, spec
from zooarcade.ai.review import (
    GameReview,
    NotFinished,
    ReviewConfig,
    ReviewJob,
    analyse,
    review_available,
    review_match,
)
from zooarcade.core.history import MatchRecord, Step
from zooarcade.core.protocol import StateFormatError
from zooarcade.games.registry import get_spec

#: the 0-based step of the deliberately bad move: seat 0 takes 0 in round 3 (every other move takes 5).
BAD = 6


def tally_record(bad: int | None = BAD, rounds: int = 4, upto: int | None = None, tidy: bool = False) -> MatchRecord:
    """A 2-seat Tally match in which every seat takes 5, except step ``bad`` (a Take(0))."""
    sp = spec()
    record = MatchRecord("tally", 2, 7, {"rounds": rounds, "tidy": tidy})
    state = record.new_state(sp)
    while not state.is_terminal() and (upto is None or len(record.steps) < upto):
        action = state.legal_actions()[0]
        if len(record.steps) == bad:
            action = Take(0)
        record.steps.append(Step(state.current_player, action))
        state.apply(action)
    return record


def test_one_chart_point_per_recorded_step_forced_steps_included():
    record = tally_record()
    review = review_match(spec(), record)
    assert len(review.moves) == len(record.steps) == 12
    assert [m.index for m in review.moves] == list(range(12))
    assert len(review.series(0)) == len(record.steps) + 1  # the deal, then one point per step
    forced = [m.index for m in review.moves if m.forced]
    assert forced == [2, 5, 8, 11]  # the Count steps
    for m in review.moves:
        assert (m.hard is None) == m.forced  # forced steps get no "Hard would have played"
        assert abs(sum(m.chances) - 1.0) < 1e-3
    assert review.moves[-1].chances == (0.0, 1.0)  # the end: the real result


def test_a_forced_step_inside_a_run_carries_the_estimate_before_it():
    """With ``tidy`` every round ends in a run of two forced steps (Count, Tidy): the Count inside the
    run carries the point before it, the Tidy that ends the run is estimated afresh."""
    record = tally_record(bad=0, rounds=3, tidy=True)  # a bad first move: the points differ from 0.5
    review = review_match(spec(), record)
    assert len(review.moves) == len(record.steps) == 12
    assert [m.index for m in review.moves if m.forced] == [2, 3, 6, 7, 10, 11]
    for count in (2, 6, 10):
        assert review.moves[count].chances == review.moves[count - 1].chances
    assert review.moves[2].chances != (0.5, 0.5)  # a real value carried, not a placeholder
    assert review.moves[3].chances != review.moves[2].chances  # the end of the run: estimated afresh
    assert review.moves[11].chances == (0.0, 1.0)  # the last step: the real result
    assert review.costly_moves(0) == [0]


def test_the_deliberately_bad_move_is_the_one_marked_costly():
    review = review_match(spec(), tally_record())
    assert review.costly_moves(0) == [BAD]
    assert review.costly_moves(1) == []
    top = max(review.marks, key=lambda i: review.moves[i].impact)
    assert top == BAD
    bad = review.moves[BAD]
    assert bad.hard == Take(5) and bad.hard_chances is not None
    assert bad.hard_chances[0] - bad.chances[0] >= review.config.costly
    assert review.summary(0).endswith(f"1 costly one: move {BAD + 1}")
    assert review.summary(1).endswith("no costly one")


def test_without_a_bad_move_nothing_is_costly():
    review = review_match(spec(), tally_record(bad=None))
    assert review.costly_moves(0) == review.costly_moves(1) == []
    assert all(m.loss == 0.0 for m in review.moves)  # Hard agrees with every move


def test_no_review_for_a_game_in_progress():
    record = tally_record(upto=5)
    sp = spec()
    assert not review_available(record.rebuild(sp))
    with pytest.raises(NotFinished):
        analyse(sp, record)
    job = ReviewJob(sp, record).start()
    assert job.wait(30)
    assert job.result is None and job.error is not None and "in progress" in job.error
    assert review_available(tally_record().rebuild(sp))


def test_the_review_is_deterministic_and_round_trips_through_json():
    sp = spec()
    record = tally_record()
    a, b = review_match(sp, record), review_match(sp, record)
    assert a.to_json() == b.to_json()
    text = json.dumps(a.to_json())
    back = GameReview.from_json(json.loads(text), sp, record)
    assert back.to_json() == a.to_json()
    other = tally_record(bad=3)
    with pytest.raises(StateFormatError):
        GameReview.from_json(json.loads(text), sp, other)  # another match
    broken = json.loads(text)
    broken["moves"][2]["chances"] = [2, 0]
    with pytest.raises(StateFormatError):
        GameReview.from_json(broken, sp, record)


def test_a_job_reports_progress_and_can_be_cancelled():
    sp = spec()
    record = tally_record(rounds=10)
    done: list[GameReview] = []
    job = ReviewJob(sp, record, on_done=done.append).start()
    assert job.wait(60)
    assert job.result is not None and job.progress == 1.0 and done == [job.result]
    gen = analyse(sp, record)
    shares = [next(gen) for _ in range(3)]
    assert shares == sorted(shares) and 0 < shares[0] < 1
    cancelled = ReviewJob(sp, record)
    cancelled.cancel()  # cancelled before it starts: it stops at once without a review
    cancelled.start()
    assert cancelled.wait(60)
    assert cancelled.result is None and cancelled.done


def test_a_real_game_review_has_one_point_per_step():
    sp = get_spec("apocalypse")
    from zooarcade.core.rng import Rng

    record = MatchRecord("apocalypse", 2, 3, sp.resolve_options(2, {}))
    state = record.new_state(sp)
    rng = Rng.from_seed(3)
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        record.steps.append(Step(state.current_player, action))
        state.apply(action)
    review = review_match(sp, record, ReviewConfig(playouts=1, hard_work=300))
    assert len(review.moves) == len(record.steps)
    assert all(0.0 <= c <= 1.0 for m in review.moves for c in m.chances)
    assert review.moves[-1].chances == tuple(1.0 / len(state.winners()) if s in state.winners() else 0.0
                                             for s in range(2))
