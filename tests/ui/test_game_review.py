"""The game review on screen: results → viewer with the chart, marks that jump, progress and Cancel,
no review for a game in progress, and the Statistics count (synthetic input, no timing)."""

from __future__ import annotations

import dataclasses
import threading

import pytest

from tests import matches
from tests.uihelpers import click, key
from zooarcade.ai.review import ReviewConfig, ReviewJob
from zooarcade.storage import replays as replays_module

DT = 1 / 60
#: a small budget: the screens are tested here, not the estimates (tests/ai/test_review.py).
SMALL = ReviewConfig(hard_work=300, rounds=1, min_tries=4)


@pytest.fixture(autouse=True)
def _small_reviews(monkeypatch):
    real = replays_module.start_review

    def small(replay, config=None):
        return real(replay, config or SMALL)

    monkeypatch.setattr(replays_module, "start_review", small)
    yield


def show(app, *scenes) -> None:
    app.scenes.reset(scenes[0])
    for scene in scenes[1:]:
        app.scenes.push(scene)
    app.scenes.apply_pending()
    app.step(DT)


def wait_for_chart(app, viewer) -> None:
    job = viewer.review_job
    if job is not None:
        assert job.wait(300)
    app.step(DT)
    assert viewer.chart is not None


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_results_open_the_review_and_a_mark_jumps_the_replay_there(make_app, size):
    from zooarcade.scenes.replay import ReplayScene
    from zooarcade.scenes.results import ResultsScene

    app = make_app(size=size)
    results = ResultsScene(app, matches.finished_session())
    show(app, results)
    click(app, results.review_button.rect.center)
    app.scenes.apply_pending()
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene) and viewer.review_on
    assert viewer.review_job is results.review_job or viewer.review is not None  # the results' job, shared
    wait_for_chart(app, viewer)
    chart = viewer.chart
    steps = viewer.replay.steps
    assert len(chart.series) == 3 and all(len(s) == steps + 1 for s in chart.series)
    assert chart.marks, "a random game has turning points"
    step, pos = chart.mark_points()[-1]
    click(app, pos)
    assert viewer.step == step
    move = viewer.review.moves[step - 1]
    assert not move.forced and move.hard is not None  # a mark is a decision, compared with Hard
    viewer.first()
    assert viewer.step == 0 and chart.current == 0
    key(app, 27)  # Esc: back to the results, which still answer
    app.scenes.apply_pending()
    assert app.scenes.top is results and not results.review_running
    click(app, results.review_button.rect.center)  # computed once: the second opening uses it at once
    app.scenes.apply_pending()
    again = app.scenes.top
    assert again.review is viewer.review and again.review_job is None and again.chart is not None


def gated_job(replay, gate: threading.Event) -> ReviewJob:
    """A review job that cannot get past its first estimate until ``gate`` is set (so it is surely running)."""
    spec = replay.spec

    def heuristic(state, seat):
        gate.wait(60)
        return spec.heuristic(state, seat)

    # without the game's own agents the review's Hard search is the generic one, on the gated heuristic
    return ReviewJob(dataclasses.replace(spec, heuristic=heuristic, agent_factory=None), replay.record, SMALL,
                     on_done=lambda review: replays_module.keep_review(replay, review)).start()


def test_the_results_show_progress_and_cancel_the_review(make_app, monkeypatch):
    from zooarcade.scenes.results import ResultsScene

    gate = threading.Event()
    jobs: list[ReviewJob] = []

    def start(replay, config=None):
        jobs.append(gated_job(replay, gate))
        return jobs[-1]

    monkeypatch.setattr(replays_module, "start_review", start)
    app = make_app()
    results = ResultsScene(app, matches.finished_session())
    show(app, results)
    try:
        click(app, results.review_button.rect.center)
        app.scenes.apply_pending()
        viewer = app.scenes.top
        assert viewer.review_computing and viewer.cancel_button in viewer.widgets
        assert viewer.wake_in() is not None  # the progress bar is redrawn while it runs
        app.scenes.pop()
        app.scenes.apply_pending()
        app.step(DT)  # never blocked: frames go on while the review runs
        assert app.scenes.top is results and results.review_running
        assert results.cancel_button in results.widgets
        click(app, results.cancel_button.rect.center)
        assert not results.review_running and results.cancel_button not in results.widgets
        assert jobs[0].cancelled
    finally:
        gate.set()
    assert jobs[0].wait(60) and jobs[0].result is None  # stopped without a review
    assert results.replay().review is None


def test_leaving_a_viewer_cancels_the_review_it_started(make_app, monkeypatch):
    from zooarcade.scenes.replay import ReplayScene, replay_from_session

    gate = threading.Event()
    jobs: list[ReviewJob] = []
    monkeypatch.setattr(replays_module, "start_review", lambda replay, config=None: jobs.append(
        gated_job(replay, gate)) or jobs[-1])
    app = make_app()
    viewer = ReplayScene(app, replay_from_session(matches.finished_session()))
    show(app, viewer)
    try:
        key(app, ord("r"))
        assert viewer.review_on and viewer.own_job and viewer.review_computing
        click(app, viewer.cancel_button.rect.center)
        assert jobs[0].cancelled and not viewer.review_on
        key(app, ord("r"))
        assert len(jobs) == 2
        click(app, viewer.back_button.rect.center)
        app.scenes.apply_pending()
        assert jobs[1].cancelled
    finally:
        gate.set()


def test_no_review_is_offered_for_a_game_in_progress(make_app):
    from zooarcade.scenes.replay import ReplayScene
    from zooarcade.session import GameSession, MatchSetup, parse_seats
    from zooarcade.storage.replays import Replay

    session = GameSession(MatchSetup("apocalypse", parse_seats("human,ai:normal"), 4))
    for _ in range(6):
        session.apply(session.state.legal_actions()[0])
    assert not session.state.is_terminal()
    app = make_app()
    viewer = ReplayScene(app, Replay.build(session.spec, session.setup, session.record), review=True)
    show(app, viewer)
    assert viewer.review_button is None and not viewer.reviewable
    assert not viewer.review_on and viewer.review_job is None
    key(app, ord("r"))
    viewer.show_review()
    assert not viewer.review_on and viewer.review_job is None and viewer.chart is None


def test_a_finished_review_counts_the_human_seats_in_statistics_once(make_app):
    from zooarcade.scenes.replay import ReplayScene, replay_from_session
    from zooarcade.scenes.statistics import StatisticsScene
    from zooarcade.storage.stats import StatsStore

    app = make_app()
    session = matches.finished_session("human,ai:normal,human")
    replay = replay_from_session(session)
    viewer = ReplayScene(app, replay, review=True)
    show(app, viewer)
    wait_for_chart(app, viewer)
    review = viewer.review
    g = StatsStore.default().get("apocalypse")
    assert g.reviewed == 2  # the two human seats
    assert g.strong_moves == len(review.strong_moves(0)) + len(review.strong_moves(2))
    assert g.costly_moves == len(review.costly_moves(0)) + len(review.costly_moves(2))
    show(app, ReplayScene(app, replay_from_session(session), review=True))  # the same match reviewed again
    wait_for_chart(app, app.scenes.top)
    assert StatsStore.default().get("apocalypse").reviewed == 2
    stats = StatisticsScene(app)
    show(app, stats)
    row = next(r for r in stats.rows if r.info.id == "apocalypse")
    assert row.cells[-1] == (f"{g.strong_moves} / {g.costly_moves}", "in 2 reviews")


def test_a_review_finished_behind_the_results_is_counted_without_opening_it(make_app, monkeypatch):
    from zooarcade.scenes.results import ResultsScene
    from zooarcade.storage.stats import StatsStore

    gate = threading.Event()
    jobs: list[ReviewJob] = []
    monkeypatch.setattr(replays_module, "start_review", lambda replay, config=None: jobs.append(
        gated_job(replay, gate)) or jobs[-1])
    app = make_app()
    results = ResultsScene(app, matches.finished_session())
    show(app, results)
    results.game_review()
    app.scenes.apply_pending()
    app.scenes.pop()  # straight back: the viewer never saw the review finish
    app.scenes.apply_pending()
    assert StatsStore.default().get("apocalypse").reviewed == 0
    gate.set()
    assert jobs[0].wait(120) and jobs[0].result is not None
    app.step(DT)
    assert StatsStore.default().get("apocalypse").reviewed == 1  # the one human seat
    assert results.replay().review is jobs[0].result and results.review_job is None


def test_export_on_the_results_takes_the_game_review_along(make_app):
    from zooarcade.scenes.results import ResultsScene
    from zooarcade.storage.replays import cached_review, load_replay, review_path
    from zooarcade.storage.saves import SaveStore

    session = matches.finished_session()
    assert SaveStore.default().autosave(session) is None and session.replay_path is not None
    app = make_app()
    results = ResultsScene(app, session)
    show(app, results)
    first = results.export()
    assert first is not None and not review_path(first).exists()  # no review yet: the replay alone
    results.game_review()
    assert results.review_job is not None and results.review_job.wait(300)
    app.scenes.pop()
    app.scenes.apply_pending()
    again = results.export()
    assert again == first and review_path(again).is_file()
    review = cached_review(load_replay(again))
    assert review is not None and review.to_json() == results.replay().review.to_json()


def test_a_cut_review_summary_shows_whole_on_hover(make_app, monkeypatch):
    """Play test play10 #6: "4 strong moves, 3 costly ones: moves…" was cut with no way to read the rest."""
    from zooarcade.scenes.replay import ReplayScene
    from zooarcade.scenes.results import ResultsScene

    app = make_app(size=(1280, 720))
    results = ResultsScene(app, matches.finished_session())
    show(app, results)
    click(app, results.review_button.rect.center)
    app.scenes.apply_pending()
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene)
    wait_for_chart(app, viewer)
    long = "4 strong moves, 3 costly ones: moves 12, 31, 47, 58, 66, 71, 80, 93, 104, 117, 120 and 131"
    monkeypatch.setattr(type(viewer.review), "summary", lambda self, seat: long)
    viewer.last()
    app.step(DT)
    notes = [lines for _, lines in viewer.cut_notes if lines and lines[0] == viewer.names[0]]
    assert notes and " ".join(notes[0][1:]) == long
