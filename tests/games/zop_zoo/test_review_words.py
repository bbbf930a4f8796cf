"""ZOP ZOO's game review says what its chart can show (play 11, z57: a line at 100 % from step 0 and "no strong
moves, no costly one" for every seat, with no word of why)."""

from __future__ import annotations

import pytest

from zooarcade.games.zop_zoo import spec
from zooarcade.scenes import replay as replay_scene
from zooarcade.ui import theme


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_review_intro_says_the_shuffle_decides_and_fits_its_column(make_app, size) -> None:  # noqa: ANN001
    """The intro says the draw order stays secret (the review judges from the mover's view), so a line jumps at a
    draw, and wraps whole (no "…") in the review
    column the viewer gives it at both window sizes."""
    from zooarcade.gallery import demo_session

    known = spec().hidden_known
    assert "draw order stays secret" in known and "jump at a draw" in known
    assert "strong" in known and "costly" in known
    assert "every card known" not in known and "100%" not in known  # play test 14, F1: no hindsight any more
    app = make_app(size=size)
    scene = replay_scene.ReplayScene(app, replay_scene.replay_from_session(demo_session("zop_zoo", seed=5, moves=20)))
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    scene.review_on = True  # the column's width as the review shows it
    width = scene.review_area().w
    intro = replay_scene.INTRO.format(known=known)
    lines, cut = theme.wrap_cut(scene.fonts("text", 13), intro, width, 8)
    assert not cut, (width, lines)
    assert len(lines) <= 8 and " ".join(lines) == intro
