"""Game review (zooarcade/ai/review.py): chart points, forced steps, the marked bad move, no review mid-game."""

from __future__ import annotations

import json

import pytest

from tests.ai.tally import Count, Take, spec
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


def test_every_forced_step_carries_the_point_before_it_and_the_last_gets_the_result():
    """With ``tidy`` every round ends in a run of two forced steps (Count, Tidy): both carry the
    decision's point before them (a forced step is nobody's choice and is not searched), the last
    step of the match gets the real result."""
    record = tally_record(bad=0, rounds=3, tidy=True)  # a bad first move: the points differ from 0.5
    review = review_match(spec(), record)
    assert len(review.moves) == len(record.steps) == 12
    assert [m.index for m in review.moves if m.forced] == [2, 3, 6, 7, 10, 11]
    for forced in (2, 3, 6, 7, 10):
        assert review.moves[forced].chances == review.moves[forced - 1].chances
        assert review.moves[forced].hard is None and review.moves[forced].hard_chances is None
    assert review.moves[1].chances != (0.5, 0.5)  # a real value carried, not a placeholder
    assert review.moves[11].chances == (0.0, 1.0)  # the last step: the real result
    assert review.costly_moves(0) == [0]


@pytest.mark.parametrize("review_seed", [1, 2, 3, 4, 5])
def test_the_deliberately_bad_move_is_the_one_marked_costly(review_seed):
    """Whatever the review's seed, the Take(0) is the costly move, by a wide margin over the threshold."""
    review = review_match(spec(), tally_record(), ReviewConfig(seed=review_seed))
    assert review.costly_moves(0) == [BAD]
    assert review.costly_moves(1) == []
    top = max(review.marks, key=lambda i: review.moves[i].impact)
    assert top == BAD
    bad = review.moves[BAD]
    assert bad.hard == Take(5) and bad.hard_chances is not None
    assert bad.loss >= 2 * review.config.costly  # a real margin, not a lucky draw
    others = [m.loss for m in review.moves if m.index != BAD]
    assert max(others) < review.config.close  # Hard agrees with every other move
    assert review.summary(0).endswith(f"1 costly one: move {BAD + 1}")
    assert review.summary(1).endswith("no costly one")


def test_a_loss_the_search_cannot_tell_from_noise_is_not_costly():
    """Play test 14, F2: moves the Hint suggested were called costly on a noisy 0.1.  A costly verdict now needs
    the loss to be more than ``sure`` (2) times its noise, the standard error the review keeps per decision (and
    stores); the Take(0)'s loss is far beyond it."""
    from dataclasses import replace

    sp = spec()
    record = tally_record()
    review = review_match(sp, record)
    bad = review.moves[BAD]
    assert 0.0 < bad.noise and bad.loss > review.config.sure * bad.noise  # measured, and a clear verdict
    assert review.costly_moves(0) == [BAD]
    review.moves[BAD] = replace(bad, noise=bad.loss / 2)  # the same loss, just within twice its noise
    assert review.costly_moves(0) == []
    assert review.summary(0).endswith("no costly one")
    back = GameReview.from_json(json.loads(json.dumps(review.to_json())), sp, record)
    assert back.moves[BAD].noise == bad.loss / 2 and back.costly_moves(0) == []
    review.moves[BAD] = replace(bad, noise=bad.loss / 2 - 0.01)
    assert review.costly_moves(0) == [BAD]


def test_a_costly_looking_decision_is_searched_again_with_another_seed():
    """One search's own standard error misses how another seed's search would differ; the review runs a second
    seeded search at a costly-looking decision and widens the noise by how far the two losses are apart."""
    from zooarcade.ai.review import DecisionEstimate, _confirmed

    sp = spec()
    state = tally_record(upto=BAD).new_state(sp)
    for step in tally_record(upto=BAD).steps:
        state.apply(step.action)
    config = ReviewConfig()
    again = _confirmed(sp, state, Take(0), config, seed=5, anchor=-1,
                       found=DecisionEstimate(Take(5), (0.1, 0.9), (0.6, 0.4), (16, 40), 0.01))
    assert again is not None and again.played == (0.1, 0.9) and again.hard_chances == (0.6, 0.4)  # kept
    assert again.noise > 0.01  # the second search's loss differs from this made-up 0.5
    looks_fine = DecisionEstimate(Take(5), (0.5, 0.5), (0.55, 0.45), (16, 40), 0.01)  # below "costly": no search
    assert _confirmed(sp, state, Take(0), config, seed=5, anchor=-1, found=looks_fine) is looks_fine


def test_the_review_intro_says_the_hint_may_differ_on_a_close_call():
    from zooarcade.scenes.replay import INTRO

    assert "close call may differ from the Hint" in INTRO and "could see" in INTRO and "Hard" not in INTRO


def test_the_chances_are_exact_where_the_search_sees_the_end():
    """One-round Tally, seat 0 took 5: seat 1's Take(0) hands seat 0 the game, Take(5) ties it.  Every
    iteration of Hard's search through either move reaches the end, so the review's estimates are
    the exact results: (1, 0) after the move played, (0.5, 0.5) after Hard's."""
    sp = spec()
    record = MatchRecord("tally", 2, 7, {"rounds": 1})
    record.steps.extend([Step(0, Take(5)), Step(1, Take(0)), Step(0, Count())])
    review = review_match(sp, record)
    move = review.moves[1]
    assert not move.forced and move.hard == Take(5)
    assert move.chances == (1.0, 0.0)
    assert move.hard_chances == (0.5, 0.5)
    assert move.loss == pytest.approx(0.5)
    assert review.costly_moves(1) == [1]


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
    review = review_match(sp, record, ReviewConfig(hard_work=300, min_tries=4))
    assert len(review.moves) == len(record.steps)
    assert all(0.0 <= c <= 1.0 for m in review.moves for c in m.chances)
    assert review.moves[-1].chances == tuple(1.0 / len(state.winners()) if s in state.winners() else 0.0
                                             for s in range(2))


def apocalypse_record(seed: int = 3) -> MatchRecord:
    """An Apocalypse match of random moves on deal ``seed``, to its end."""
    from zooarcade.core.rng import Rng

    sp = get_spec("apocalypse")
    record = MatchRecord("apocalypse", 2, seed, sp.resolve_options(2, {}))
    state = record.new_state(sp)
    rng = Rng.from_seed(seed)
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        record.steps.append(Step(state.current_player, action))
        state.apply(action)
    return record


def test_the_estimates_are_read_off_the_shipped_hard_search_of_the_movers_view():
    """At a decision, the review's Hard move is what the game's own Hard plays from the mover's real
    view (worlds sampled from what they could see), and the played move's chances are that search's
    root value for it."""
    from zooarcade.ai import make_agent
    from zooarcade.ai.base import run_to_end
    from zooarcade.ai.ismcts import ISMCTSAgent
    from zooarcade.ai.review import _reader, _seed

    sp = get_spec("apocalypse")
    record = apocalypse_record()
    config = ReviewConfig(hard_work=3000, min_tries=4)
    review = review_match(sp, record, config)
    state = record.new_state(sp)
    anchor = state.decision().turn_seat  # leaves are read at a turn of the seat that began the game
    checked = 0
    for i, step in enumerate(record.steps):
        legal = state.legal_actions()
        if not state.forced_step() and len(legal) > 1 and i % 5 == 0:
            seed = _seed(config, record, i, 0)
            agent = make_agent("hard", sp, seed, work=config.hard_work)
            assert isinstance(agent, ISMCTSAgent)
            agent.leaf_value = _reader(sp.heuristic, agent.config.reward_scale, anchor, seed, agent)
            view = state.view(state.current_player)
            hard = run_to_end(agent.think(view, sp.legal_for_ai(view, legal)))
            move = review.moves[i]
            assert move.hard == hard
            values = agent.root_values()
            if values.get(step.action, ((), 0))[1] >= config.min_tries and i + 1 < len(record.steps):
                assert move.chances == tuple(round(v, 4) for v in values[step.action][0])
                checked += 1
        state.apply(step.action)
    assert checked >= 2


def _decision_in_a_twin_world(game: str, players: int, seed: int, moves: int):
    """A decision of a seeded random game of ``game`` after about ``moves`` steps, and a second world that the
    mover cannot tell from it (sampled from the mover's view) but whose hidden cards differ."""
    from zooarcade.core.rng import Rng

    sp = get_spec(game)
    state = sp.new_state(players, {}, seed)
    rng = Rng.from_seed(seed)
    done = 0
    while done < moves or state.forced_step() or len(state.legal_actions()) < 2:
        assert not state.is_terminal()
        state.apply(rng.choice(state.legal_actions()))
        done += 1
    seat = state.current_player
    twin = state.view(seat).determinize(seat, Rng.from_seed(seed + 1))
    assert twin.fingerprint() != state.fingerprint()  # other hidden cards (infected, draw order)
    assert twin.view(seat).fingerprint() == state.view(seat).fingerprint()  # the same to the mover
    assert twin.legal_actions() == state.legal_actions()
    return sp, state, twin


@pytest.mark.parametrize("game,players,moves", [("apocalypse", 2, 5), ("zop_zoo", 2, 30)])
def test_a_decision_is_judged_only_by_what_its_mover_could_see(game, players, moves):
    """Play test 14, F1: the review used to search the true state (hindsight: the real draw order, the real
    infected cards), so two matches that differ only in cards the mover could not see got different verdicts.
    Now the search runs on the mover's view: the same estimates, to the last digit, for every move played."""
    from zooarcade.ai.review import estimate_decision

    sp, state, twin = _decision_in_a_twin_world(game, players, 4, moves)
    config = ReviewConfig(hard_work=1500, min_tries=4)
    for played in state.legal_actions()[:3]:
        one = estimate_decision(sp, state, played, config, seed=99, anchor=0)
        two = estimate_decision(sp, twin, played, config, seed=99, anchor=0)
        assert one is not None and two is not None
        assert (one.hard, one.played, one.hard_chances) == (two.hard, two.played, two.hard_chances)
        assert abs(sum(one.played) - 1.0) < 1e-3 and all(0.0 <= c <= 1.0 for c in one.played)


@pytest.mark.parametrize("game,players", [("zoo_fighters", 4), ("zoo_vadis", 3), ("zop_zoo", 2)])
def test_every_game_is_reviewed_by_its_own_hard(game, players):
    """Zoo Fighters II (a search Hard), Zoo Vadis (a macro search, deal steps by rule) and ZOP ZOO:
    one point per step, chances in [0, 1] summing to 1, a Hard move at every searched decision."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from benchmarks.bench_review import hard_game

    sp = get_spec(game)
    record = hard_game(game, players, 2, "normal")
    review = review_match(sp, record, ReviewConfig(hard_work=400, rounds=1, min_tries=2))
    assert len(review.moves) == len(record.steps)
    state = record.rebuild(sp)
    assert review.moves[-1].chances == tuple(
        1.0 / len(state.winners()) if s in state.winners() else 0.0 for s in range(players))
    for m in review.moves:
        assert all(0.0 <= c <= 1.0 for c in m.chances) and abs(sum(m.chances) - 1.0) < 1e-3
        if m.hard_chances is not None:
            assert all(0.0 <= c <= 1.0 for c in m.hard_chances)
    assert sum(m.hard is not None for m in review.moves) >= 0.5 * sum(not m.forced for m in review.moves)


def test_an_old_review_schema_is_refused():
    sp = spec()
    record = tally_record()
    data = review_match(sp, record).to_json()
    old = dict(data, schema=1, config={"playouts": 6, "depth": 0, "candidates": 3, "epsilon": 0.1,
                                        "hard_work": 6000, "scale": None, "strong": 0.1, "costly": 0.1,
                                        "close": 0.02, "marks": 5, "min_mark": 0.05, "seed": 1})
    with pytest.raises(StateFormatError):
        GameReview.from_json(old, sp, record)
    with pytest.raises(StateFormatError):  # the old estimator's settings, even under the new schema number
        GameReview.from_json(dict(old, schema=data["schema"]), sp, record)


def test_a_leaf_is_read_at_the_turn_of_the_seat_that_began_the_game():
    """Seat 0 has just taken 5: read as it is, seat 0 looks ahead; the reader first lets seat 1 answer
    (it takes 5 too, the best of many sampled actions) and reads the level position at seat 0's turn."""
    from zooarcade.ai.review import LeafReader, leaf_chances
    from zooarcade.core.rng import Rng

    sp = spec()
    state = sp.new_state(2, {"rounds": 2}, 1)
    state.apply(Take(5))
    assert leaf_chances(sp.heuristic, state, 4.0)[0] > 0.7  # one move ahead only because it just moved
    reader = LeafReader(sp.heuristic, 4.0, 0, Rng.from_seed(3), candidates=24, epsilon=0.0)
    assert reader(state) == (0.5, 0.5)
    assert state.totals == [5, 0] and state.to_move == 1  # the leaf itself is not changed
    assert LeafReader(sp.heuristic, 4.0, -1, Rng.from_seed(3))(state) == leaf_chances(sp.heuristic, state, 4.0)
