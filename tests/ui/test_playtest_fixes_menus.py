"""Playtest fixes on the menus: settings window sizes and focus, replay export, seeds, window minimum,
replaying a deal from the pause menu, seat setup Enter and layout, and infected cards in the replay viewer.

The app is driven with synthetic events (``pygame.event.post`` + ``app.step``); the command line runs
in a subprocess.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tests.ui.test_menu_services import click, finished_session, key, show
from zooarcade.scenes.settings import SettingsScene, window_sizes
from zooarcade.scenes.title import TitleScene
from zooarcade.ui import display

ROOT = Path(__file__).resolve().parents[2]


def frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.step(1 / 60)


# ---------------------------------------------------------------------- 1. settings: sizes and focus
def test_window_sizes_offer_only_what_fits_the_desktop():
    assert window_sizes((1280, 720), (1280, 720)) == [(960, 540), (1280, 720)]
    assert window_sizes((1280, 720), (1920, 1080)) == [(960, 540), (1280, 720), (1600, 900), (1920, 1080)]
    # the current size is always offered, even when it does not fit
    assert (1600, 900) in window_sizes((1600, 900), (1280, 720))
    assert window_sizes((800, 600), None)[0] == (800, 600)


def test_desktop_size_can_be_injected(monkeypatch):
    monkeypatch.setenv(display.DESKTOP_ENV, "1366x768")
    assert display.desktop_size() == (1366, 768)
    monkeypatch.setenv(display.DESKTOP_ENV, "nonsense")
    pygame.display.init()
    try:
        ignored = display.desktop_size()  # falls back to the driver's report
        monkeypatch.delenv(display.DESKTOP_ENV)
        assert ignored == display.desktop_size()
        monkeypatch.setenv("SDL_VIDEODRIVER", "x11")  # a real driver's report is taken (it need not run here)
        assert display.desktop_size() == tuple(pygame.display.get_desktop_sizes()[0])
    finally:
        pygame.display.quit()


def test_settings_on_a_720p_screen_offers_no_bigger_window(make_app, monkeypatch):
    monkeypatch.setattr(display, "desktop_size", lambda: (1280, 720))
    app = make_app(size=(960, 540))  # a typed 1280x720 is fitted below the screen's title and task bars
    scene = SettingsScene(app)
    show(app, scene)
    size = scene.controls["window_size"]
    assert size.options == ["960 \u00d7 540", "1280 \u00d7 720"]
    for _ in range(3):  # stepping never reaches a size larger than the screen
        click(app, (size.rect.right - 8, size.rect.centery))
        w, h = app.display.window.get_size()
        assert w <= 1280 and h <= 720


def test_focus_follows_the_click_and_arrows_keep_working(make_app, monkeypatch):
    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    app = make_app()
    scene = SettingsScene(app)
    show(app, scene)
    speed = scene.controls["animation_speed"]
    click(app, (speed.rect.right - 8, speed.rect.centery))
    assert speed.focused, "the clicked control takes keyboard focus"
    assert app.settings.animation_speed == "fast"
    key(app, pygame.K_LEFT)  # Left changes the clicked control
    assert app.settings.animation_speed == "normal"
    key(app, pygame.K_UP)  # Up moves to the row above
    assert scene.controls["muted"].focused
    # a click on empty space keeps focus where it was
    click(app, (640, 660))
    assert scene.controls["muted"].focused


def test_focus_survives_a_window_resize(make_app, monkeypatch):
    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    app = make_app()
    scene = SettingsScene(app)
    show(app, scene)
    size = scene.controls["window_size"]
    click(app, (size.rect.right - 8, size.rect.centery))  # resizes the window to 1600x900
    assert app.display.window.get_size() == (1600, 900)
    assert size.focused
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1000, y=700))
    frames(app)
    assert size.focused, "a resize keeps keyboard focus"
    key(app, pygame.K_UP)
    assert scene.controls["fullscreen"].focused


# ---------------------------------------------------------------------- 3. seeds on the command line
def run_cli(*args: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ZOOARCADE_HOME=str(home))
    return subprocess.run([sys.executable, "-m", "zooarcade", *args], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=120)


@pytest.mark.parametrize(("seed", "message"), [
    ("-5", "--seed must be 0 or more"),
    (str(2**63), f"--seed must be at most {2**63 - 1}"),
])
def test_bad_seeds_are_refused_in_one_line(tmp_path, seed, message):
    done = run_cli("--game", "apocalypse", f"--seed={seed}", "--frames", "1", home=tmp_path)
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if line.strip() and not line.startswith("ALSA")]
    assert lines == [f"zooarcade: error: {message}"]


def test_largest_and_zero_seed_are_accepted(tmp_path):
    from zooarcade.app import parse_launch

    assert parse_launch(["--seed", str(2**63 - 1)]).seed == 2**63 - 1
    assert parse_launch(["--seed", "0"]).seed == 0


def test_deal_field_takes_digits_only(make_app):
    from zooarcade.games.registry import game_info
    from zooarcade.scenes.setup import SeatSetupScene

    app = make_app()
    scene = SeatSetupScene(app, game_info("apocalypse"))
    show(app, scene)
    click(app, scene.seed_field.rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="-5x7"))
    frames(app, 1)
    assert scene.seed_field.text == "57"


# ---------------------------------------------------------------------- 4. a too-small window is raised, and said so
def test_too_small_window_is_raised_with_a_notice_on_the_title(make_app):
    app = make_app(size=(100, 100))
    assert app.display.window.get_size() == (480, 270)
    assert any("480\u00d7270 minimum" in n for n in app.notices)
    title = TitleScene(app)
    show(app, title)
    assert any("Window size raised to the 480\u00d7270 minimum" in n for n in title.notices)


def test_a_fine_window_size_gives_no_notice(make_app):
    app = make_app(size=(800, 600))
    assert not any("Window size" in n for n in app.notices)


def test_cli_small_size_runs_with_the_minimum_window(tmp_path):
    done = run_cli("--size", "100x100", "--frames", "2", home=tmp_path)
    assert done.returncode == 0, done.stderr


# ---------------------------------------------------------------------- 2. one match, one replay file
def test_export_clicks_never_make_copies(make_app):
    from zooarcade.scenes.load import REPLAYS, LoadScene
    from zooarcade.scenes.results import ResultsScene
    from zooarcade.storage.replays import ReplayStore
    from zooarcade.storage.saves import SaveStore

    app = make_app()
    session = finished_session()
    SaveStore.default().autosave(session)  # the table keeps the replay when the game ends
    kept = session.replay_path
    assert kept is not None
    scene = ResultsScene(app, session)
    show(app, scene)
    from zooarcade.storage.paths import user_dirs

    for i in range(4):
        click(app, scene.export_button.rect.center)
        copy = user_dirs()["exports"] / kept.name
        assert scene.exported == copy and copy.read_bytes() == kept.read_bytes()
        assert scene.message == f"{'Replay exported' if i == 0 else 'Already exported'} to {copy}"
    assert sorted(copy.parent.iterdir()) == [copy]
    folder = ReplayStore.default().replays_dir
    assert sorted(folder.iterdir()) == [kept]
    load = LoadScene(app, REPLAYS)
    show(app, load)
    assert len(load.rows) == 1


def test_export_without_a_kept_replay_writes_once(make_app, tmp_path):
    from zooarcade.storage.replays import default_replay_path, export_replay

    session = finished_session()
    first = export_replay(session, default_replay_path(session, tmp_path))
    for _ in range(3):
        assert export_replay(session, default_replay_path(session, tmp_path)) == first
    assert list(tmp_path.iterdir()) == [first]
    # another match (another deal) is its own file
    other = finished_session(seed=5)
    assert export_replay(other, default_replay_path(other, tmp_path)) != first
    assert len(list(tmp_path.iterdir())) == 2


def test_keep_never_writes_two_files_for_one_match(tmp_path):
    from zooarcade.session import GameSession
    from zooarcade.storage.replays import ReplayStore

    store = ReplayStore(tmp_path)
    session = finished_session()
    path = store.keep(session)
    # the same match in another session (e.g. loaded from a save and finished again)
    twin = GameSession(session.setup)
    for action in session.record.actions:
        twin.apply(action)
    assert store.keep(twin) == path
    assert list(store.replays_dir.iterdir()) == [path]


def test_replays_rows_show_the_deal_number(make_app):
    from zooarcade.scenes.load import REPLAYS, LoadScene
    from zooarcade.storage.replays import ReplayStore

    store = ReplayStore.default()
    store.keep(finished_session(seed=4))
    store.keep(finished_session(seed=5))
    app = make_app()
    load = LoadScene(app, REPLAYS)
    show(app, load)
    infos = sorted(load.infos, key=lambda i: i.seed)
    assert [i.seed for i in infos] == [4, 5]
    assert "Deal #4" in infos[0].describe() and "Deal #5" in infos[1].describe()
    assert infos[0].finished_at is not None
    # the deal number leads the row's second line: the rows' pictures differ there
    a, b = load.rows
    assert a.image is not None and b.image is not None
    h = a.image.get_height()
    strip = pygame.Rect(96, h // 2 + 4, 120, 20)
    assert pygame.image.tobytes(a.image.pixels(1.0).subsurface(strip), "RGBA") != pygame.image.tobytes(
        b.image.pixels(1.0).subsurface(strip), "RGBA")


def test_replays_rows_keep_the_whole_game_title(make_app, monkeypatch):
    """Playtest: a long game title was cut short to make room for the deal number."""
    from zooarcade.scenes import load as load_module
    from zooarcade.storage.replays import ReplayStore

    ReplayStore.default().keep(finished_session(seed=987654))
    app = make_app()
    fitted: list[str] = []
    real = load_module.fit_text
    monkeypatch.setattr(load_module, "fit_text", lambda font, text, width: fitted.append(real(font, text, width))
                        or fitted[-1])
    scene = load_module.LoadScene(app, load_module.REPLAYS)
    show(app, scene)
    title = scene.infos[0].title
    assert len(title) > 30 and title in fitted, fitted


# ---------------------------------------------------------------------- 5. pause: replay this deal asks first
def _paused_table(app, seed: int = 4321):
    from zooarcade.scenes.pause import PauseScene
    from zooarcade.session import MatchSetup, parse_seats

    app.settings.animation_speed = "instant"
    app.start_match(MatchSetup("apocalypse", parse_seats("human,human"), seed))
    app.scenes.apply_pending()
    table = app.scenes.top
    frames(app, 1)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # one move played: the game is autosaved
    assert table.session.save_path is not None and table.session.save_path.exists()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    return table, app.scenes.top


def test_replay_this_deal_asks_and_cancel_keeps_the_game(make_app):
    from zooarcade.scenes.dialog import ConfirmDialog

    app = make_app()
    table, pause = _paused_table(app)
    click(app, pause.replay_deal_button.rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog)
    assert dialog.title == "Abandon this game and start it over?"
    assert "deal #4321" in dialog.message and dialog.yes_button.text == "Start over"
    assert dialog.no_button.focused  # Enter straight away does nothing destructive
    key(app, pygame.K_ESCAPE)
    assert app.scenes.stack == [table, pause]
    assert table.session.save_path.exists()


def test_replay_this_deal_deletes_the_abandoned_save(make_app):
    from zooarcade.storage.saves import SaveStore

    app = make_app()
    table, pause = _paused_table(app)
    old_save = table.session.save_path
    click(app, pause.replay_deal_button.rect.center)
    click(app, app.scenes.top.yes_button.rect.center)
    frames(app, 1)
    new = app.scenes.top
    assert len(app.scenes.stack) == 1 and new is not table
    assert new.session.setup.seed == 4321 and new.session.record.actions == []
    assert not old_save.exists()
    assert [i.path for i in SaveStore.default().list_saves()] == []


# ---------------------------------------------------------------------- 6. seat setup: Enter in a field starts; layout
def _setup_scene(app):
    from zooarcade.games.registry import game_info
    from zooarcade.scenes.setup import SeatSetupScene

    app.settings.animation_speed = "instant"
    scene = SeatSetupScene(app, game_info("apocalypse"))
    show(app, scene)
    return scene


def _type(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    frames(app, 1)


@pytest.mark.parametrize("enter", [pygame.K_RETURN, pygame.K_KP_ENTER])
def test_enter_in_the_deal_field_starts_the_game(make_app, enter):
    app = make_app()
    scene = _setup_scene(app)
    click(app, scene.seed_field.rect.center)
    assert scene.seed_field.focused
    _type(app, "777")
    key(app, enter)
    frames(app, 1)
    table = app.scenes.top
    assert table is not scene and table.session.setup.seed == 777


def test_enter_in_a_name_field_starts_the_game_with_that_name(make_app):
    app = make_app()
    scene = _setup_scene(app)
    name = scene.rows[0][0]
    click(app, name.rect.center)
    for _ in range(len(name.text)):
        key(app, pygame.K_BACKSPACE)
    _type(app, "Ada")
    key(app, pygame.K_RETURN)
    frames(app, 1)
    assert app.scenes.top is not scene
    assert app.scenes.top.session.setup.seats[0].name == "Ada"


def test_esc_in_a_field_still_only_leaves_it(make_app):
    app = make_app()
    scene = _setup_scene(app)
    click(app, scene.seed_field.rect.center)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene and not scene.seed_field.focused


def test_deal_hint_clears_the_start_button(make_app):
    from zooarcade.scenes.common import H, W

    app = make_app()
    scene = _setup_scene(app)
    lines = scene.deal_hint_lines()
    assert " ".join(line for line, _ in lines) == "Blank = random. The same number deals the same game."
    canvas = pygame.Rect(0, 0, W, H)
    for _, rect in lines:
        assert not rect.colliderect(scene.start_button.rect.inflate(16, 0)), "the hint runs into Start!"
        assert not rect.colliderect(scene.seed_field.rect)
        assert canvas.contains(rect)


# ---------------------------------------------------------------------- 7. replay secrets: infected cards marked alike
def test_covered_and_upper_infected_cards_get_the_same_badge(make_app, monkeypatch):
    from zooarcade.games.apocalypse import board_draw
    from zooarcade.games.apocalypse.board_draw import CellView, ZooShown, draw_pit
    from zooarcade.games.apocalypse.faces import Faces
    from zooarcade.games.apocalypse.layout import CELL

    app = make_app()
    faces = Faces(app)
    cell = pygame.Rect(0, 0, *CELL)
    calls: list[tuple[int, int]] = []
    real = board_draw.draw_infected_badge
    monkeypatch.setattr(board_draw, "draw_infected_badge", lambda s, f, c: (calls.append(c), real(s, f, c)))

    def drawn(*cards: ZooShown) -> pygame.Surface:
        surf = pygame.Surface(cell.size, pygame.SRCALPHA)
        draw_pit(surf, cell, CellView(cards), faces)
        return surf

    healthy = drawn(ZooShown("z1", 2), ZooShown("z2", 3))
    assert calls == []
    covered = drawn(ZooShown("z1", 2, True), ZooShown("z2", 3))
    assert len(calls) == 1, "an infected covered card gets the biohazard badge"
    upper = drawn(ZooShown("z1", 2), ZooShown("z2", 3, True))
    assert len(calls) == 2, "an infected upper card gets the same badge"
    assert calls[0] != calls[1], "each badge sits by its own card"
    # the covered card's badge is visible: drawn over the cards, it changes the picture there
    x, y = calls[0]
    area = pygame.Rect(x - 6, y - 6, 12, 12)
    assert pygame.image.tobytes(healthy.subsurface(area), "RGBA") != pygame.image.tobytes(
        covered.subsurface(area), "RGBA")
    # the upper badge is not hidden under the covered card's chip
    assert not pygame.Rect(0, 0, 26, 26).move(calls[1][0] - 13, calls[1][1] - 13).colliderect(
        pygame.Rect(16 - 13, cell.bottom - 14 - 13, 26, 26))
    assert upper.get_at(calls[1])[:3] != healthy.get_at(calls[1])[:3]


def test_replay_viewer_marks_infected_covered_cards_with_secrets_on(make_app, monkeypatch):
    from zooarcade.games.apocalypse import board_draw
    from zooarcade.scenes.replay import ReplayScene, replay_from_session

    app = make_app()
    replay = replay_from_session(finished_session())
    state = replay.states[0]
    covered = sum(1 for stack in state.stacks for card in stack[:-1] if state.infected[card])
    upper = sum(1 for stack in state.stacks if stack and state.infected[stack[-1]])
    assert covered and upper  # deal #4 has both
    calls = []
    real = board_draw.draw_infected_badge
    monkeypatch.setattr(board_draw, "draw_infected_badge", lambda s, f, c: (calls.append(c), real(s, f, c)))
    scene = ReplayScene(app, replay)
    show(app, scene)
    assert calls == []  # secrets off: nothing is marked
    key(app, pygame.K_h)
    frames(app, 1)
    assert scene.reveal and len(calls) == covered + upper
