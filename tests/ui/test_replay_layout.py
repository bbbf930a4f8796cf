"""The replay viewer: step text cut with "…" and shown whole in a tooltip; a wide board gets the room it can use.

Play-test findings of session 3: the step text was cut without a mark, and the ZOP ZOO and Zoo Fighters II boards
were drawn small in a box sized for the square Apocalypse board.  No test reads the clock.
"""

from __future__ import annotations

import pygame
import pytest

from zooarcade.scenes import replay as replay_scene
from zooarcade.ui import theme

DT = 1 / 60
LONG = ("Ann takes the Mirror Guard from Bot 1 as Chi, then reveals the Special Move Quake Slam and pays two "
        "Wind and one Earth for it while Bot 2 watches, and the stack grows by one more card than anyone hoped")


def _viewer(make_app, game_id: str, players: int | None = None, size=(1280, 720)):  # noqa: ANN001, ANN202
    from zooarcade.gallery import demo_session

    app = make_app(size=size)
    scene = replay_scene.ReplayScene(app, replay_scene.replay_from_session(
        demo_session(game_id, seed=5, moves=40, players=players)), step=30)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(DT)
    return app, scene


def _move(scene: replay_scene.ReplayScene, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_wrap_cut_ends_a_cut_text_with_an_ellipsis() -> None:
    pygame.init()
    font = pygame.font.Font(None, 20)
    lines, cut = theme.wrap_cut(font, LONG, 200, 2)
    assert cut and len(lines) == 2 and lines[-1].endswith("\u2026")
    assert all(font.size(line)[0] <= 200 for line in lines)
    assert theme.wrap_cut(font, "short", 200, 2) == (["short"], False)
    lines, cut = theme.wrap_cut(font, "one\ntwo\nthree", 200, 2)  # the rest fits once joined: still marked
    assert cut and lines == ["one", "two three\u2026"]


def test_a_long_step_is_cut_with_an_ellipsis_and_shown_whole_in_a_tooltip(make_app, monkeypatch) -> None:  # noqa: ANN001
    app, scene = _viewer(make_app, "zoo_fighters")
    monkeypatch.setattr(scene, "describe", lambda step: LONG)
    shown: list[tuple[str, int, str]] = []
    blit = scene.text.blit
    monkeypatch.setattr(scene.text, "blit", lambda surface, role, size, text, *a, **k: (
        shown.append((role, size, text)), blit(surface, role, size, text, *a, **k))[1])
    app.step(DT)
    head = [text for role, size, text in shown if (role, size) == ("bold", 16)]  # the step's headline lines
    assert len(head) == 3 and head[-1].endswith("\u2026"), head  # at most 3 lines, the last marked as cut
    assert LONG.startswith(" ".join(head[:2]))
    (rect, lines), *_ = scene.cut_notes
    assert lines[0] == LONG
    assert scene.tooltip() is None  # nothing under the pointer yet
    _move(scene, rect.center)
    assert scene.tooltip() == (rect, lines)
    app.step(DT)  # and it draws (a box over the screen) without error
    _move(scene, (5, 5))
    assert scene.tooltip() is None


def test_a_cut_row_of_the_step_list_shows_whole_in_a_tooltip(make_app) -> None:  # noqa: ANN001
    app, scene = _viewer(make_app, "zoo_fighters")
    steps = scene.steps_list
    cut = next(i for i in range(len(steps.rows)) if steps.cut_text(i) is not None)
    steps.show(cut)
    app.step(DT)
    _move(scene, steps.row_rect(cut).center)
    anchor, lines = scene.tooltip()
    assert anchor == steps.row_rect(cut) and lines[0] == steps.rows[cut][0]
    uncut = next(i for i in range(len(steps.rows)) if steps.cut_text(i) is None
                 and steps.body.contains(steps.row_rect(i)))
    _move(scene, steps.row_rect(uncut).center)
    assert scene.tooltip() is None


@pytest.mark.parametrize(("aspect", "across"), [(980 / 368, True), (980 / 464, True), (1.5, False), (1.0, False)])
def test_board_layout_gives_a_board_the_room_it_can_use(aspect: float, across: bool) -> None:
    box, laid = replay_scene.board_layout(aspect)
    assert laid is across
    old = replay_scene._fitted(aspect, replay_scene.BOARD)
    new = replay_scene._fitted(aspect, box)
    assert new[0] >= old[0] and new[1] >= old[1]
    assert replay_scene.LEFT.contains(box)
    if across:
        assert box.w == replay_scene.LEFT.w and new[0] * new[1] > 1.5 * old[0] * old[1]
    else:
        assert replay_scene.LEFT.right - box.right - 16 >= replay_scene.MIN_COLUMN
    if aspect == 1.0:
        assert abs(box.w - replay_scene.BOARD.w) <= 8  # a square board keeps about the box it had
    reviewed = replay_scene.board_layout(aspect, stacked_ok=False)[0]  # beside the review column
    fitted = replay_scene._fitted(aspect, reviewed)
    assert reviewed.y == replay_scene.LEFT.y and reviewed.h - 8 - fitted[1] <= 1  # play 14, F12: no empty band
    assert replay_scene.board_layout(aspect, stacked_ok=False)[1] is False
    assert replay_scene.board_layout(None) == (replay_scene.BOARD, False)


@pytest.mark.parametrize(("game_id", "players", "across"), [("zoo_fighters", 3, True), ("zop_zoo", 3, False),
                                                             ("apocalypse", 2, False)])
def test_the_viewer_measures_its_board_and_lays_it_out(make_app, game_id: str, players: int,  # noqa: ANN001
                                                       across: bool) -> None:
    app, scene = _viewer(make_app, game_id, players)
    assert scene.aspect is not None
    assert scene.laid_across() is across
    board = scene.board_rect()
    if game_id == "apocalypse":
        assert board == replay_scene.BOARD
    else:
        assert board.w > replay_scene.BOARD.w  # ZOP ZOO and Zoo Fighters II: a wider box than before
    assert scene._board_picture().get_size() == board.size
    if across:  # the seats side by side under the board, inside the space left of the step list
        assert scene.steps_list.rect.x > board.right
    app.step(DT)
