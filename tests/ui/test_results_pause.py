"""Results (watch / export replay), pause (rules, deal number, replay this deal) and game select (rules).

Input is synthetic: events posted with ``pygame.event.post`` at window pixels, then ``app.step``.
"""

from __future__ import annotations

import pygame
import pytest

from tests import matches
from tests.diskfaults import needs_fault_injection
from tests.uihelpers import click, key
from zooarcade.session import GameSession, MatchSetup, parse_seats

SIZES = [(1280, 720), (800, 600)]
DT = 1 / 60


def finished_session(seats: str = "human,ai:normal,ai:easy", seed: int = 21) -> GameSession:
    """This file's default match (see :func:`tests.matches.finished_session`)."""
    return matches.finished_session(seats, seed)


def show(app, *scenes) -> None:
    """Put ``scenes`` (bottom first) on the stack and run a frame."""
    app.scenes.reset(scenes[0])
    for scene in scenes[1:]:
        app.scenes.push(scene)
    app.scenes.apply_pending()
    app.step(DT)


def no_overlap(buttons) -> None:
    rects = [b.rect for b in buttons]
    for i, a in enumerate(rects):
        assert pygame.Rect(0, 0, 1280, 720).contains(a)
        for b in rects[i + 1:]:
            assert not a.colliderect(b), f"{a} overlaps {b}"


# ---------------------------------------------------------------------- results
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_export_replay_writes_a_file_that_loads_with_the_same_scores(make_app, size):
    from zooarcade.scenes.results import ResultsScene
    from zooarcade.storage.paths import user_dirs
    from zooarcade.storage.replays import load_replay

    app = make_app(size=size)
    session = finished_session()
    scene = ResultsScene(app, session)
    show(app, scene)
    no_overlap([scene.again_button, scene.watch_button, scene.export_button, scene.menu_button])
    click(app, scene.export_button.rect.center)
    path = scene.exported
    assert path is not None and path.exists()
    # a copy in the player's Documents, outside the game's own folders; the kept replay stays listed
    assert path.parent == user_dirs()["exports"] and path.parent.name == "Zoo Arcade replays"
    assert (user_dirs()["data"] / "replays" / path.name).is_file()
    assert str(path) in scene.message and scene.message_image is not None
    replay = load_replay(path)
    assert replay.scores == session.state.scores()
    assert replay.record.actions == session.record.actions
    # a second export is the same file: no identical copies
    click(app, scene.export_button.rect.center)
    assert scene.exported == path and path.exists()
    assert sorted(path.parent.iterdir()) == [path]


def test_watch_replay_opens_the_viewer_on_this_match_and_back_returns(make_app):
    from zooarcade.scenes.replay import ReplayScene
    from zooarcade.scenes.results import ResultsScene

    app = make_app()
    session = finished_session()
    scene = ResultsScene(app, session)
    show(app, scene)
    click(app, scene.watch_button.rect.center)
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.replay.record.actions == session.record.actions
    assert viewer.replay.scores == session.state.scores()
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


def test_results_can_be_worked_by_keyboard(make_app):
    from zooarcade.scenes.replay import ReplayScene
    from zooarcade.scenes.results import ResultsScene

    app = make_app()
    scene = ResultsScene(app, finished_session())
    show(app, scene)
    assert scene.focused() is None, "nothing is focused: Enter alone never deals a new game"
    played = []
    app.start_match = lambda setup, replace=True: played.append(setup)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene and not played
    key(app, pygame.K_TAB)
    assert scene.focused() is scene.again_button
    key(app, pygame.K_RIGHT)
    assert scene.focused() is scene.watch_button
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, ReplayScene)


def test_results_show_scores_even_when_running_scores_are_hidden(make_app):
    from zooarcade.scenes.results import ResultsScene

    app = make_app()
    app.settings.show_scores = False
    session = finished_session()
    scene = ResultsScene(app, session)
    assert scene.scores == session.state.scores()


# ---------------------------------------------------------------------- pause
def _table_with_pause(app, seed: int = 17):
    from zooarcade.scenes.pause import PauseScene

    app.settings.animation_speed = "instant"
    app.start_match(MatchSetup("apocalypse", parse_seats("human,human"), seed))
    app.scenes.apply_pending()
    table = app.scenes.top
    app.step(DT)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # one move played
    assert len(table.session.record.actions) == 1
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    return table, pause


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_pause_says_the_game_is_saved_after_every_move(make_app, size):
    from zooarcade.scenes.pause import SAVED_LINE

    app = make_app(size=size)
    table, pause = _table_with_pause(app)
    assert table.session.save_path is not None and table.session.save_path.is_file()
    assert pause.saved_text == SAVED_LINE
    line = pause.saved_rect()
    panel = pause.box  # the menu's panel, centred on the canvas (the compact table's 960-wide one at 800x600)
    assert panel.contains(line) and line.w > 0
    assert panel.centerx == app.display.canvas.get_size()[0] // 2
    for button in (pause.resume_button, pause.replay_deal_button, pause.rules_button, pause.quit_button):
        assert not line.colliderect(button.rect), f"the saving line {line} runs into {button.text!r}"
    deal = pause.deal.get_rect(midbottom=(panel.centerx, panel.bottom - 22))
    assert not line.colliderect(deal)


@needs_fault_injection
def test_pause_claims_no_save_when_saving_failed(make_app):
    from tests.diskfaults import read_only
    from zooarcade.storage.paths import user_dirs

    user_dirs()["data"].mkdir(parents=True)
    app = make_app()
    with pytest.MonkeyPatch.context() as mp:
        read_only(mp, user_dirs()["data"])
        table, pause = _table_with_pause(app)
        assert table.session.save_path is None
        assert pause.saved_text == "" and pause.saved_rect().w == 0


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_pause_shows_the_deal_and_replays_it(make_app, size):
    app = make_app(size=size)
    table, pause = _table_with_pause(app, seed=4321)
    assert pause.deal_text == "Deal #4321"
    no_overlap([pause.resume_button, pause.replay_deal_button, pause.rules_button, pause.quit_button])
    assert pause.replay_deal_button.text == "Start over (same shuffle)"
    assert "deal" not in pause.replay_deal_button.text.lower(), "Zoo Vadis's bargaining word"
    click(app, pause.replay_deal_button.rect.center)
    dialog = app.scenes.top  # it asks first (see tests/ui/test_playtest_fixes_menus.py)
    click(app, dialog.yes_button.rect.center)
    app.step(DT)
    new = app.scenes.top
    assert len(app.scenes.stack) == 1 and new is not table and type(new) is type(table)
    assert new.session is not table.session
    assert new.session.setup.seed == 4321
    assert new.session.setup.seats == table.session.setup.seats
    assert new.session.record.actions == []
    assert new.session.state.to_json() == GameSession(table.session.setup).state.to_json(), "the same deal"


def test_pause_rules_button_and_f1_open_the_rules(make_app):
    from zooarcade.scenes.rules import RulesScene

    app = make_app()
    _table, pause = _table_with_pause(app)
    click(app, pause.rules_button.rect.center)
    rules = app.scenes.top
    assert isinstance(rules, RulesScene) and rules.game_id == "apocalypse"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is pause
    key(app, pygame.K_F1)
    assert isinstance(app.scenes.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is pause


# ---------------------------------------------------------------------- game select
def test_game_select_rules_button_per_built_game(make_app):
    from zooarcade.games.registry import GAMES
    from zooarcade.scenes.game_select import GameSelectScene
    from zooarcade.scenes.rules import RulesScene

    app = make_app()
    scene = GameSelectScene(app)
    show(app, scene)
    built = {g.id for g in GAMES if g.built}
    assert set(scene.rules_buttons) == built
    no_overlap([*scene.cards, *scene.rules_buttons.values(), scene.back_button])
    click(app, scene.rules_buttons["apocalypse"].rect.center)
    rules = app.scenes.top
    assert isinstance(rules, RulesScene) and rules.game_id == "apocalypse"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    # by keyboard: Down from the card focuses its Rules button, Enter opens it
    scene.set_focus(scene.cards[0])
    key(app, pygame.K_DOWN)
    assert scene.focused() is scene.rules_buttons[scene.cards[0].info.id]
    key(app, pygame.K_UP)
    assert scene.focused() is scene.cards[0]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, RulesScene)


def test_results_ignore_keys_and_clicks_for_a_moment(make_app, monkeypatch):
    """A key meant for the table (Enter) must not start a new game the instant the results appear."""
    from zooarcade.gallery import demo_session
    from zooarcade.scenes.results import INPUT_GRACE, ResultsScene

    monkeypatch.setattr(ResultsScene, "input_grace", INPUT_GRACE)
    app = make_app()
    results = ResultsScene(app, demo_session("apocalypse", finish=True))
    app.scenes.push(results)
    app.scenes.apply_pending()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(0.05)
    assert app.scenes.top is results, "Enter during the grace period was ignored"
    for _ in range(int(INPUT_GRACE / 0.1) + 2):
        app.step(0.1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(0.05)
    assert app.scenes.top is results, "Enter alone never deals again: no button is focused (play test)"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
    app.step(0.05)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(0.05)
    app.step(0.05)
    assert app.scenes.top is not results, "after the grace period Tab then Enter plays again"


def test_confetti_falls_behind_the_score_table(make_app):
    """Playtest: confetti pieces passed over the score numbers."""
    from zooarcade.scenes.results import ResultsScene

    app = make_app()
    app.settings.animation_speed = "normal"
    scene = ResultsScene(app, finished_session())
    show(app, scene)
    area = scene.table_rect
    for _ in range(40):  # confetti rains down through the table's height
        app.step(1 / 30)
    assert any(area.collidepoint(c.x, c.y) for c in scene.confetti), "the test needs confetti over the table"
    app.step(0)
    with_confetti = pygame.image.tobytes(app.display.canvas.subsurface(area).surface, "RGB")
    scene.confetti = [c for c in scene.confetti if not area.inflate(40, 40).collidepoint(c.x, c.y)]
    app.step(0)
    assert pygame.image.tobytes(app.display.canvas.subsurface(area).surface, "RGB") == with_confetti
