"""The arcade's menu scenes: they render, and navigation works with synthetic mouse and key events."""

from __future__ import annotations

import importlib.util

import pygame
import pytest

from tests import matches
from tests.uihelpers import assert_not_blank, click, key
from zooarcade.games.registry import GAMES, game_info
from zooarcade.session import GameSession, MatchSetup, parse_seats

SIZES = [(1280, 720), (800, 600)]
HAS_TABLE = importlib.util.find_spec("zooarcade.games.apocalypse.scene") is not None
NO_TABLE = "zooarcade.games.apocalypse.scene (the table, another engineer's work) does not exist yet"


def _seven_seats():
    """A game like Apocalypse that seats seven (the setup screen's biggest layout)."""
    import dataclasses

    from zooarcade.games.registry import GameInfo, game_entry, get_spec

    spec = dataclasses.replace(get_spec("apocalypse"), max_players=7)
    return GameInfo(dataclasses.replace(game_entry("apocalypse"), spec=lambda: spec))


def finished_session(seats: str = "human,ai:hard,ai:easy", seed: int = 4) -> GameSession:
    """This file's default match (see :func:`tests.matches.finished_session`)."""
    return matches.finished_session(seats, seed)


def show(app, scene) -> None:
    """Put ``scene`` alone on the stack and run two frames."""
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(0.016)
    app.step(0.5)


def type_text(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(0.016)


def scene_factories():
    from zooarcade.scenes.game_select import GameSelectScene
    from zooarcade.scenes.results import ResultsScene
    from zooarcade.scenes.setup import SeatSetupScene
    from zooarcade.scenes.title import TitleScene

    return {
        "title": TitleScene,
        "game_select": GameSelectScene,
        "setup": lambda app: SeatSetupScene(app, game_info("apocalypse")),
        "setup_7_seats": lambda app: SeatSetupScene(app, _seven_seats()),
        "results": lambda app: ResultsScene(app, finished_session()),
        "results_4": lambda app: ResultsScene(app, finished_session("ai:easy,ai:easy,ai:easy,ai:easy", 9)),
    }


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(scene_factories()))
def test_scene_renders(make_app, name, size):
    app = make_app(size=size)
    show(app, scene_factories()[name](app))
    assert app.display.canvas.get_size() == (1280, 720)
    assert app.display.window.get_size() == size
    assert_not_blank(app.display.canvas.surface)


def test_title_play_opens_game_select_and_back(make_app):
    from zooarcade.scenes.game_select import GameSelectScene
    from zooarcade.scenes.title import TitleScene

    app = make_app()
    title = TitleScene(app)
    show(app, title)
    click(app, title.buttons[0].rect.center)
    assert isinstance(app.scenes.top, GameSelectScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is title


def test_title_quit_button_stops_the_app(make_app):
    from zooarcade.scenes.title import TitleScene

    app = make_app()
    title = TitleScene(app)
    show(app, title)
    assert app.running
    click(app, title.buttons[-1].rect.center)
    assert not app.running


def test_title_shows_notices_once(make_app):
    from zooarcade.scenes.title import TitleScene

    app = make_app()
    app.notices[:] = ["Sound is off: no audio device found"]
    title = TitleScene(app)
    assert title.notices == ["Sound is off: no audio device found"]
    assert app.notices == []
    assert TitleScene(app).notices == []


def test_clicks_are_mapped_from_an_800x600_window(make_app):
    """At 800×600 the canvas is letterboxed; a click at the button's window position must hit it."""
    from zooarcade.scenes.game_select import GameSelectScene
    from zooarcade.scenes.title import TitleScene

    app = make_app(size=(800, 600))
    vp = app.display.viewport
    assert vp.offset_y > 0 and vp.scale < 1
    title = TitleScene(app)
    show(app, title)
    play = title.buttons[0].rect
    # the same numbers as window pixels would miss the button: the mapping really is used
    assert not play.collidepoint(vp.to_logical(play.center))
    click(app, play.center)
    assert isinstance(app.scenes.top, GameSelectScene)


def test_keyboard_focus_moves_and_enter_activates(make_app):
    from zooarcade.scenes.game_select import GameSelectScene
    from zooarcade.scenes.title import TitleScene

    app = make_app()
    title = TitleScene(app)
    show(app, title)
    assert title.buttons[0].focused
    key(app, pygame.K_TAB)
    assert title.buttons[1].focused and not title.buttons[0].focused
    key(app, pygame.K_UP)
    assert title.buttons[0].focused
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, GameSelectScene)


def test_game_select_lists_every_game_and_refuses_unbuilt_ones(make_app):
    from zooarcade.scenes.game_select import GameSelectScene
    from zooarcade.scenes.setup import SeatSetupScene

    app = make_app()
    select = GameSelectScene(app)
    show(app, select)
    assert [c.info.id for c in select.cards] == [g.id for g in GAMES]
    unbuilt = [c for c in select.cards if not c.info.built]  # none once every table is in (Zoo Vadis was last)
    for card in unbuilt:
        click(app, card.rect.center)
        assert app.scenes.top is select
        assert "coming soon" in select.message
    built = next(c for c in select.cards if c.info.id == "apocalypse")
    click(app, built.rect.center)
    top = app.scenes.top
    assert isinstance(top, SeatSetupScene) and top.info.id == "apocalypse"
    click(app, top.back_button.rect.center)
    assert app.scenes.top is select


def test_game_select_keyboard_refuses_unbuilt(make_app):
    from zooarcade.scenes.game_select import GameSelectScene

    app = make_app()
    select = GameSelectScene(app)
    show(app, select)
    unbuilt = [i for i, c in enumerate(select.cards) if not c.info.built]
    if not unbuilt:
        pytest.skip("every game is built")
    for _ in range(unbuilt[0]):
        key(app, pygame.K_RIGHT)
    assert select.cards[unbuilt[0]].focused and not select.cards[unbuilt[0]].info.built
    key(app, pygame.K_RETURN)
    assert app.scenes.top is select


def capture_start(app) -> list[MatchSetup]:
    started: list[MatchSetup] = []
    app.start_match = lambda setup, replace=True: started.append(setup)  # type: ignore[method-assign]
    return started


def test_setup_default_and_start_button(make_app):
    from zooarcade.scenes.setup import SeatSetupScene

    app = make_app(size=(800, 600))
    started = capture_start(app)
    scene = SeatSetupScene(app, game_info("apocalypse"))
    show(app, scene)
    click(app, scene.start_button.rect.center)
    assert len(started) == 1
    setup = started[0]
    assert setup.game_id == "apocalypse"
    assert [(s.kind, s.level) for s in setup.seats] == [("human", "normal"), ("ai", "normal")]
    assert [s.name for s in setup.seats] == ["Player", "Normal Bot"]
    assert 1 <= setup.seed <= 999_999


def test_setup_seat_bounds_levels_names_and_seed(make_app):
    from zooarcade.scenes.setup import SeatSetupScene

    app = make_app()
    started = capture_start(app)
    info = game_info("apocalypse")
    scene = SeatSetupScene(app, info)
    show(app, scene)
    # the minimum: remove buttons are disabled and do nothing
    assert all(not remove.enabled for _, _, remove in scene.rows)
    click(app, scene.rows[0][2].rect.center)
    assert len(scene.drafts) == info.min_players
    # add up to the maximum
    for _ in range(info.max_players + 2):
        if scene.add_button.enabled:
            click(app, scene.add_button.rect.center)
    assert len(scene.drafts) == info.max_players and not scene.add_button.enabled
    # remove the third seat again
    click(app, scene.rows[2][2].rect.center)
    assert len(scene.drafts) == info.max_players - 1
    # seat 2: the right third of its Choice steps Normal → Hard; the left third of seat 1's: Human → Hard (wraps)
    choice = scene.rows[1][1]
    click(app, (choice.rect.right - 10, choice.rect.centery))
    click(app, (scene.rows[0][1].rect.x + 10, scene.rows[0][1].rect.centery))
    # rename seat 3
    field = scene.rows[2][0]
    click(app, field.rect.center)
    assert field.focused
    for _ in range(20):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Zed")
    key(app, pygame.K_TAB)  # leaves the field (Enter there starts the game)
    # deal number: digits only
    click(app, scene.seed_field.rect.center)
    type_text(app, "12ab34")
    key(app, pygame.K_TAB)
    click(app, scene.start_button.rect.center)
    assert len(started) == 1
    setup = started[0]
    assert setup.seed == 1234
    assert [(s.kind, s.level) for s in setup.seats] == [("ai", "hard"), ("ai", "hard"), ("ai", "normal")]
    assert [s.name for s in setup.seats] == ["Hard Bot 1", "Hard Bot 2", "Zed"]
    setup.validate()


def test_setup_blank_name_falls_back_and_keyboard_start(make_app):
    from zooarcade.scenes.setup import SeatSetupScene

    app = make_app()
    started = capture_start(app)
    scene = SeatSetupScene(app, game_info("apocalypse"))
    show(app, scene)
    field = scene.rows[0][0]
    click(app, field.rect.center)
    for _ in range(20):
        key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_ESCAPE)  # leaves the field, does not leave the screen
    assert app.scenes.top is scene
    scene.set_focus(scene.start_button)
    key(app, pygame.K_RETURN)
    assert started and started[0].seats[0].name == "Player"


def test_results_shows_winner_and_buttons(make_app):
    from zooarcade.scenes.results import ResultsScene, end_reason, winner_headline
    from zooarcade.scenes.title import TitleScene

    app = make_app()
    started = capture_start(app)
    session = finished_session()
    scene = ResultsScene(app, session)
    show(app, scene)
    assert scene.scores == session.state.scores()
    assert scene.winners == session.state.winners()
    assert scene.reason.startswith("Game over: ")
    assert [sum(p for _, p in b) for b in scene.breakdowns] == scene.scores
    click(app, scene.again_button.rect.center)
    assert len(started) == 1
    again = started[0]
    assert again.game_id == "apocalypse" and again.seats == session.setup.seats
    click(app, scene.menu_button.rect.center)
    assert isinstance(app.scenes.top, TitleScene) and len(app.scenes.stack) == 1
    assert winner_headline(["A", "B", "C"], [0, 2]) == "A and C share the win!"
    assert winner_headline(["A", "B"], [1]) == "B wins!"
    assert winner_headline(["A", "B"], []) == "Nobody wins!"
    assert end_reason(["A", "B"], "{p1} is stuck") == "Game over: B is stuck."
    assert end_reason(["A", "B"], None) == ""


def test_results_play_again_really_starts_a_table(make_app):
    if not HAS_TABLE:
        pytest.skip(NO_TABLE)
    from zooarcade.scenes.results import ResultsScene

    app = make_app()
    scene = ResultsScene(app, finished_session())
    show(app, scene)
    click(app, scene.again_button.rect.center)
    assert len(app.scenes.stack) == 1 and not isinstance(app.scenes.top, ResultsScene)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_pause_over_table(make_app, size):
    if not HAS_TABLE:
        pytest.skip(NO_TABLE)
    from zooarcade.scenes.pause import PauseScene
    from zooarcade.scenes.title import TitleScene

    app = make_app(size=size)
    setup = MatchSetup("apocalypse", parse_seats("human,ai:easy"), 11)
    app.start_match(setup)
    app.scenes.apply_pending()
    table = app.scenes.top
    app.step(0.016)
    pause = PauseScene(app, table.session if hasattr(table, "session") else GameSession(setup))
    app.scenes.push(pause)
    app.step(0.016)
    assert app.scenes.visible() == [table, pause]
    assert_not_blank(app.display.canvas.surface)
    key(app, pygame.K_ESCAPE)  # resume
    assert app.scenes.top is table
    app.scenes.push(pause := PauseScene(app, GameSession(setup)))
    app.step(0.016)
    click(app, pause.restart_button.rect.center)
    click(app, app.scenes.top.yes_button.rect.center)  # it asks first
    app.step(0.016)
    assert len(app.scenes.stack) == 1 and app.scenes.top is not table
    assert type(app.scenes.top) is type(table)
    app.scenes.push(pause := PauseScene(app, GameSession(setup)))
    app.step(0.016)
    click(app, pause.quit_button.rect.center)
    assert isinstance(app.scenes.top, TitleScene) and len(app.scenes.stack) == 1


def test_pause_over_a_stand_in_scene(make_app):
    """Pause logic without the real table: Esc resumes, Quit resets to the title."""
    from zooarcade.scenes.pause import PauseScene
    from zooarcade.scenes.title import TitleScene
    from zooarcade.ui.scene import Scene

    class FakeTable(Scene):
        def draw(self, surface):
            surface.fill((40, 90, 60))

    app = make_app(size=(800, 600))
    table = FakeTable(app)
    show(app, table)
    session = finished_session()
    pause = PauseScene(app, session)
    app.scenes.push(pause)
    app.step(0.016)
    assert app.scenes.visible() == [table, pause]
    key(app, pygame.K_ESCAPE)
    assert app.scenes.stack == [table]
    app.scenes.push(pause := PauseScene(app, session))
    app.step(0.016)
    click(app, pause.resume_button.rect.center)
    assert app.scenes.stack == [table]
    app.scenes.push(pause := PauseScene(app, session))
    app.step(0.016)
    started = capture_start(app)
    click(app, pause.restart_button.rect.center)
    click(app, app.scenes.top.yes_button.rect.center)  # it asks first
    assert started == [session.setup]
    app.scenes.push(pause := PauseScene(app, session))
    app.step(0.016)
    click(app, pause.quit_button.rect.center)
    assert isinstance(app.scenes.top, TitleScene) and len(app.scenes.stack) == 1


def test_results_list_the_winner_first_even_when_another_seat_has_more_points():
    from zooarcade.scenes.results import standings

    assert standings([24, 28, 28, 31], [1]) == [1, 3, 2, 0]  # Zoo Vadis case 14: Crocodile wins over Armadillo's 31
    assert standings([5, 9, 9], [1, 2]) == [1, 2, 0]
    assert standings([3, 2, 2], []) == [0, 1, 2]
