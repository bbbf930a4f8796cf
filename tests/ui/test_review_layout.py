"""The game review's layout and words (play test 10, ZOP ZOO): the step text stays above the chart, the chart's
step numbers never overlap, "Played" and Hard's move never read the same when they differ, plain words, and the
replay board names its seats (synthetic input, no timing)."""

from __future__ import annotations

import random

import pygame
import pytest

from zooarcade.ai.review import ReviewConfig
from zooarcade.session import GameSession, MatchSetup, SeatConfig
from zooarcade.storage import replays as replays_module
from zooarcade.ui.chart import ChanceChart

DT = 1 / 60
SMALL = ReviewConfig(hard_work=300, rounds=1, min_tries=4)


@pytest.fixture(autouse=True)
def _small_reviews(monkeypatch):
    real = replays_module.start_review
    monkeypatch.setattr(replays_module, "start_review", lambda replay, config=None: real(replay, config or SMALL))
    yield


def zop_session(seed: int = 5) -> GameSession:
    """A ZOP ZOO match of Ann, Bot 1 and Bot 2 played by seeded random legal moves to its end."""
    seats = [SeatConfig("Ann"), SeatConfig("Bot 1", "ai", "normal"), SeatConfig("Bot 2", "ai", "normal")]
    session = GameSession(MatchSetup("zop_zoo", seats, seed))
    rng = random.Random(seed)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def reviewed_viewer(make_app):
    from zooarcade.scenes.replay import ReplayScene, replay_from_session

    app = make_app()
    viewer = ReplayScene(app, replay_from_session(zop_session()))
    app.scenes.reset(viewer)
    app.scenes.apply_pending()
    viewer.show_review()
    if viewer.review_job is not None:
        assert viewer.review_job.wait(300)
    app.step(DT)
    assert viewer.chart is not None
    return app, viewer


class Recorder:
    """Wraps a viewer's text cache: every ``(text, rect)`` blitted in a frame."""

    def __init__(self, viewer) -> None:
        self.seen: list[tuple[str, pygame.Rect]] = []
        real = viewer.text.blit

        def blit(surface, role, size, text, pos, *args, **kwargs):
            rect = real(surface, role, size, text, pos, *args, **kwargs)
            self.seen.append((text, pygame.Rect(rect)))
            return rect

        viewer.text.blit = blit

    def frame(self, app) -> list[tuple[str, pygame.Rect]]:
        self.seen = []
        app.step(DT)
        return self.seen


def test_chart_step_numbers_never_overlap_and_stay_inside():
    pygame.font.init()
    font = pygame.font.Font(None, 14)
    flat = [[1.0] * 41, [0.0] * 41]
    marks = [(s, 0) for s in (10, 11, 12, 13, 30)] + [(s, 1) for s in (10, 11, 31, 32)]
    chart = ChanceChart((0, 0, 240, 150), flat, marks, lambda step: None)
    labels = chart.mark_labels(font)
    boxes = [label.box for label in labels]
    assert all(chart.rect.contains(box) for box in boxes)  # a mark at 100 % gets its number below the ring
    for i, a in enumerate(boxes):
        assert a.collidelist(boxes[i + 1:]) < 0, f"label {labels[i].step} overlaps another"
    assert {label.step for label in labels} >= {10, 30, 31}  # apart marks all keep their numbers


def test_a_number_beside_two_rings_almost_on_top_of_each_other_keeps_clear_of_them():
    """Play test 14, F12 (ZOP ZOO review, s51): moves 42 and 44 of 199 on a line at 0 %, two rings 2 px apart;
    "44" went right against the ring, reading as one ring with two numbers.  Every number now keeps LABEL_GAP
    pixels free of every ring, side by side (and none overlaps another)."""
    from zooarcade.ui.chart import LABEL_GAP, MARK_R

    pygame.font.init()
    font = pygame.font.Font(None, 14)
    chart = ChanceChart((0, 0, 240, 150), [[1.0] * 200, [0.0] * 200], [(42, 1), (44, 1)], lambda step: None)
    labels = chart.mark_labels(font)
    assert sorted(label.step for label in labels) == [42, 44]
    rings = [pygame.Rect(x - MARK_R - 1, y - MARK_R - 1, 2 * MARK_R + 2, 2 * MARK_R + 2)
             for _, (x, y) in chart.mark_points()]
    for label in labels:
        assert label.box.inflate(2 * LABEL_GAP, 0).collidelist(rings) < 0, f"{label.step} is right against a ring"
    assert labels[0].box.inflate(2 * LABEL_GAP, 0).collidelist([labels[1].box]) < 0


def _crowded_chart() -> ChanceChart:
    """Three seats' flat lines (100 %, 50 %, 0 %) with rings crowded together on each (steps 1 apart of 40)."""
    flat = [[1.0] * 41, [0.5] * 41, [0.0] * 41]
    marks = ([(s, 0) for s in (10, 11, 12, 13, 30)] + [(s, 1) for s in (20, 21, 22, 23, 24, 25)]
             + [(s, 2) for s in (10, 11, 31, 32)])
    return ChanceChart((0, 0, 240, 150), flat, marks, lambda step: None)


def test_crowded_chart_rings_all_keep_a_readable_step_number():
    """Play test (ZOP ZOO review): rings crowded together dropped their step numbers.  Every ring now gets one,
    offset with a leader line where it must be, none overlapping another number, a ring or the percent labels."""
    pygame.font.init()
    font = pygame.font.Font(None, 14)
    chart = _crowded_chart()
    labels = chart.mark_labels(font)
    assert sorted(label.step for label in labels) == sorted(step for step, _ in chart.marks), "a ring lost its number"
    rings = {step: pygame.Rect(x - 8, y - 8, 16, 16) for step, (x, y) in chart.mark_points()}
    inside = chart.rect.inflate(-4, -4)
    for i, label in enumerate(labels):
        assert inside.contains(label.box), label
        others = [b.box for b in labels[i + 1:]]
        assert label.box.inflate(4, 0).collidelist(others) < 0, f"{label.step} touches another number"
        assert label.box.collidelist(list(rings.values())) < 0, f"{label.step} is written over a ring"
        assert label.box.left >= chart.plot.x - 4 or label.box.collidelist(
            [pygame.Rect(0, chart.plot.bottom - round(chart.plot.h * share) - 7, 32, 14) for share in (0, 0.5, 1)]
        ) < 0, f"{label.step} is written over a percent label"
    assert any(label.leader for label in labels), "the crowded ones are offset, joined by a leader line"
    lone = next(label for label in labels if label.step == 30)
    assert not lone.leader and lone.box.centerx == rings[30].centerx, "a lone ring keeps its number beside it"


def test_crowded_chart_draws_every_number(make_app, monkeypatch):
    from zooarcade.ui import theme
    from zooarcade.ui.gfx import Canvas

    app = make_app()
    chart = _crowded_chart()
    drawn = []
    real = theme.blit_text

    def spy(surface, font, text, pos, *args, **kwargs):
        drawn.append(text)
        return real(surface, font, text, pos, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", spy)
    chart.draw(Canvas(pygame.Surface((1280, 720))), app.font)
    assert sorted(int(t) for t in drawn if t.isdigit()) == sorted(step for step, _ in chart.marks)


def test_step_text_stays_above_the_chart(make_app):
    app, viewer = reviewed_viewer(make_app)
    long = "Bot 2 covers their Tasmanian Devil with the BEAST " * 4
    viewer.describe = lambda step: long
    viewer.details = lambda step: "and then a great deal more happens on this step, " * 4
    rec = Recorder(viewer)
    seen = rec.frame(app)
    area = viewer.review_area()
    column = [r for _, r in seen if r.x == viewer.board_rect().right + 16 and r.y < area.y + 10]
    assert column, "the step text was drawn"
    assert max(r.bottom for r in column) <= area.y, "the step text runs under the chart"
    assert any(long in lines for _, lines in viewer.cut_notes), "the cut text is whole in a tooltip"


def test_played_and_hard_rows_never_read_the_same(make_app, monkeypatch):
    from zooarcade.scenes import replay as replay_module

    app, viewer = reviewed_viewer(make_app)
    review = viewer.review
    step = next(m.index + 1 for m in review.moves
                if not m.forced and m.hard is not None and m.hard != viewer.replay.record.steps[m.index].action)
    viewer.go(step)
    base = "Cover your very long named Tasmanian Devil with the BEAST and then something else long enough"
    monkeypatch.setattr(viewer, "_caption", lambda s, action: base + (" one" if action == viewer.replay.record.steps[
        s - 1].action else " two"))
    rec = Recorder(viewer)
    texts = [t for t, _ in rec.frame(app)]
    i, j = texts.index(f"Played by {viewer.name(review.moves[step - 1].seat)}"), texts.index(
        "The review's pick")
    played, hard = texts[i + 2:j], texts[j + 2:j + 4]  # label, percent, then up to two lines of the move
    assert played and hard and played != hard[:len(played)], (played, hard)
    assert any(t.endswith("two") for t in hard), hard  # Hard's row starts where it differs: its end shows
    assert replay_module.differing_tail("Cover your Ram with it", "Cover your Yak with it") == "Yak with it"


def test_review_words_are_plain(make_app):
    from zooarcade.scenes import replay as replay_module

    app, viewer = reviewed_viewer(make_app)
    viewer.go(0)
    rec = Recorder(viewer)
    text = " ".join(t for t, _ in rec.frame(app))
    assert "search of the real position" not in text and "what the player to move could see" in text
    assert "Hard" not in text and "every card known" not in text  # play test 14, F1: no hindsight, no "Hard"
    assert "search" not in replay_module.INTRO


def test_zop_replay_board_names_the_seats(make_app):
    from zooarcade.games.zop_zoo import board_draw

    app, viewer = reviewed_viewer(make_app)
    labels: list[str] = []
    real = board_draw.theme.blit_text

    def spy(surf, font, text, *args, **kwargs):
        labels.append(text)
        return real(surf, font, text, *args, **kwargs)

    board_draw.theme.blit_text = spy
    try:
        viewer.board_cache.clear()
        viewer.go(3)
        app.step(DT)
    finally:
        board_draw.theme.blit_text = real
    assert {"Ann", "Bot 1", "Bot 2"} <= set(labels)
    assert not any(label.startswith("Seat ") for label in labels)
