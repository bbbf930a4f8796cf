"""Case 006 (what a new player tripped over): the arcade-shell papercuts, one test per finding.

Input is synthetic (events posted at window pixels, then ``app.step``); no test reads the wall clock.
"""

from __future__ import annotations

import json

import pygame
import pytest

from tests import matches
from tests.uihelpers import click, record_text
from zooarcade.ui import theme

DT = 1 / 60


def test_results_answer_the_first_click_after_the_replay_viewer(make_app, monkeypatch):
    """Case 006: back from the replay viewer, the first click on Menu was ignored (the 1 s grace restarted)."""
    from zooarcade.scenes.replay import ReplayScene
    from zooarcade.scenes.results import INPUT_GRACE, ResultsScene
    from zooarcade.scenes.title import TitleScene

    monkeypatch.setattr(ResultsScene, "input_grace", INPUT_GRACE)
    app = make_app()
    results = ResultsScene(app, matches.finished_session("human,ai:normal", 21))
    app.scenes.reset(results)
    app.scenes.apply_pending()
    for _ in range(int(INPUT_GRACE / 0.1) + 2):  # the grace after the match ends runs out
        app.step(0.1)
    click(app, results.watch_button.rect.center)
    assert isinstance(app.scenes.top, ReplayScene)
    app.step(DT)
    app.scenes.pop()  # the viewer's Back
    app.scenes.apply_pending()
    assert app.scenes.top is results
    click(app, results.menu_button.rect.center)
    app.step(DT)
    assert isinstance(app.scenes.top, TitleScene), "the first click after the replay viewer went to Menu"


def test_a_typed_size_is_fitted_to_the_desktop_and_said_once(make_app, monkeypatch):
    """Case 006: ``--size 12800x7200`` (a zero too many) took 59 s and 3.4 GB: a saved size was fitted, a typed one
    not."""
    from zooarcade.scenes.title import TitleScene
    from zooarcade.ui import display

    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    app = make_app(size=(12800, 7200))
    assert app.display.window.get_size() == (1777, 1000)
    said = [n for n in app.notices if "12800\u00d77200" in n]
    assert len(said) == 1 and "1920\u00d71080 screen" in said[0] and "1777\u00d71000" in said[0], app.notices
    title = TitleScene(app)
    app.scenes.reset(title)
    app.scenes.apply_pending()
    app.step(DT)
    assert any("12800\u00d77200" in n for n in title.notices)


def test_a_typed_size_that_fits_gives_no_notice(make_app, monkeypatch):
    from zooarcade.ui import display

    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    app = make_app(size=(1600, 900))
    assert app.display.window.get_size() == (1600, 900)
    assert not any("does not fit" in n for n in app.notices)


def test_without_a_known_desktop_a_typed_size_has_a_sane_maximum(make_app, monkeypatch):
    """Under the dummy driver there is no screen to fit: the window is held to MAX_WINDOW all the same."""
    from zooarcade.ui import display

    monkeypatch.delenv(display.DESKTOP_ENV, raising=False)
    assert display.desktop_size() is None  # the dummy driver's made-up 1024x768 is no desktop
    app = make_app(size=(12800, 7200))
    w, h = app.display.window.get_size()
    assert (w, h) == (3840, 2160)
    assert any("3840\u00d72160 largest window" in n for n in app.notices)
    assert display.fit_to_desktop((100_000, 100_000), None) == (2160, 2160)
    assert display.fit_to_desktop((100_000, 100_000), (1280, 800)) == (720, 720)


# ---------------------------------------------------------------------- names: cap, word cut, memory, scripts
def _type(app, text):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(DT)


def _setup(app):
    from zooarcade.games.registry import game_info
    from zooarcade.scenes.setup import SeatSetupScene

    scene = SeatSetupScene(app, game_info("apocalypse"))
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(DT)
    return scene


def _rename(app, scene, seat, name):
    field = scene.rows[seat][0]
    click(app, field.rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="",
                                         scancode=0))
    _type(app, name)
    return field


def _texts_drawn(app, monkeypatch):
    """Run one frame and return ``[(text, rect)]`` of everything drawn with ``theme.blit_text``."""
    real = theme.blit_text
    drawn = record_text(monkeypatch, theme)
    app.step(DT)
    monkeypatch.setattr(theme, "blit_text", real)
    return drawn


def test_a_first_and_last_name_fit_in_the_name_field(make_app, monkeypatch):
    """Case 006: names were cut at 16 characters, in the middle of a word ("Bartholomew Feat")."""
    from zooarcade.scenes.setup import NAME_LEN

    app = make_app()
    scene = _setup(app)
    field = _rename(app, scene, 0, "Bartholomew Featherstone")
    assert field.text == "Bartholomew Featherstone"
    _type(app, "-Smythe-Jones")
    assert len(field.text) == NAME_LEN == 24, "a sensible cap still holds"
    drawn = _texts_drawn(app, monkeypatch)
    shown = [(t, r) for t, r in drawn if "stone" in t]
    assert shown and all(field.rect.contains(r) for _, r in shown), "the typed end stays inside the field"


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_long_names_are_cut_at_a_word_where_they_are_shown(make_app, monkeypatch, size):
    from zooarcade.scenes.results import ResultsScene
    from zooarcade.session import SeatConfig

    assert theme.fit_text(_Mono(), "Bartholomew Featherstone", 150) == "Bartholomew\u2026"
    assert theme.fit_text(_Mono(), "Al Bartholomew", 100) == "Al Bartho\u2026"  # a word cut would keep too little
    assert theme.fit_text(_Mono(), "Bo", 100) == "Bo"
    assert theme.fit_text(_Mono(), "x" * 100_000, 50) == "xxxx\u2026"
    app = make_app(size=size)
    long = "Maximilian Featherstonea"
    session = matches.finished_session("human,ai:normal", 21)
    session.setup.seats[0] = SeatConfig(long)
    scene = ResultsScene(app, session)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    drawn = _texts_drawn(app, monkeypatch)
    names = [(t, r) for t, r in drawn if t.startswith("Maximilian")]
    assert names, "the name was drawn"
    columns_start = scene.table_rect.x + 20 + 330
    for text, rect in names:
        if rect.y > scene.table_rect.y:
            assert rect.right <= columns_start, (text, rect)
            assert text in (long, "Maximilian\u2026")


class _Mono:
    """A font of 10 logical pixels per character."""

    def size(self, text):
        return (10 * len(text), 12)


def test_the_setup_screen_remembers_seats_and_names_per_game(make_app):
    """Case 006: the setup screen forgot names and seats between games."""
    from zooarcade.storage import seat_memory

    app = make_app()
    started = []
    app.start_match = lambda setup, replace=True: started.append(setup)
    scene = _setup(app)
    click(app, scene.add_button.rect.center)
    _rename(app, scene, 0, "Ada")
    kind = scene.rows[1][1]
    click(app, (kind.rect.right - 10, kind.rect.centery))  # seat 2: AI Normal -> AI Hard
    click(app, scene.start_button.rect.center)
    assert started and [s.name for s in started[0].seats] == ["Ada", "Hard Bot 2", "Normal Bot 3"]
    again = _setup(make_app())
    assert [(d.name, d.kind) for d in again.drafts] == [("Ada", 0), ("Hard Bot 2", 3), ("Normal Bot 3", 2)]
    assert [d.edited for d in again.drafts] == [True, False, False], "untyped names still follow their seat"
    path = seat_memory.default_path()
    assert json.loads(path.read_text(encoding="utf-8"))["games"]["apocalypse"][0] == {
        "name": "Ada", "kind": "human", "level": "normal"}
    assert not [p for p in path.parent.iterdir() if p.suffix == ".tmp"]


@pytest.mark.parametrize("content", ["{", '{"version": 1, "games": {"apocalypse": 5}}',
                                     '{"version": 1, "games": {"apocalypse": [{"kind": "robot"}]}}',
                                     '{"version": 1, "games": {"apocalypse": [{"name": "A", "kind": "human"}]}}',
                                     "[" * 100_000,
                                     '{"version": 1, "games": {"apocalypse": [' + "1," * 40_000 + "1]}}"])
def test_a_damaged_seat_memory_gives_the_defaults(make_app, content):
    from zooarcade.storage import seat_memory

    app = make_app()
    path = seat_memory.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    scene = _setup(app)
    assert [d.name for d in scene.drafts] == ["Player", "Normal Bot"]


def test_remembered_names_are_cleaned_and_capped(tmp_path):
    from zooarcade.storage import seat_memory

    path = tmp_path / "seats.json"
    seats = [seat_memory.RememberedSeat("A\x00da\u202e  Lovelace" + "x" * 100, "human"),
             seat_memory.RememberedSeat("", "ai", "hard")]
    assert seat_memory.remember_seats("apocalypse", seats, path)
    back = seat_memory.load_seats("apocalypse", path)
    assert back is not None and back[0].name.startswith("Ada") and len(back[0].name) == 24 and back[1].kind == "ai"
    assert "\x00" not in back[0].name and "\u202e" not in back[0].name
    assert seat_memory.load_seats("zoo_vadis", path) is None


def test_names_no_bundled_face_can_draw_are_refused_while_typing(make_app):
    """Case 006: names in Chinese, Japanese or emoji were accepted and drawn as empty boxes."""
    from zooarcade.ui.widgets import REFUSED

    app = make_app()
    scene = _setup(app)
    field = _rename(app, scene, 0, "\u674e\u96f7")  # Chinese: no bundled face has it
    assert field.text == "Player" and field.notice == REFUSED
    app.step(DT)
    _type(app, "\U0001f43c")  # an emoji
    assert field.text == "Player" and field.notice == REFUSED
    _type(app, "\u3055\u304f\u3089 Sakura")
    assert field.text == "\u3055\u304f\u3089 Sakura" and field.notice == "", "kana are drawn (display face)"
    _type(app, " \u0391")  # no bundled face has kana and Greek both: the Greek letter is refused
    assert field.text == "\u3055\u304f\u3089 Sakura " and field.notice == REFUSED
    for name in ("\u0391\u03bb\u03ad\u03be\u03b7\u03c2", "\u0414\u0438\u043c\u0430", "Nguy\u1ec5n"):
        field.text = ""
        _type(app, name)
        assert field.text == name and field.notice == "", "Greek, Cyrillic and Vietnamese are drawn"
    _type(app, "\u674e")
    assert field.notice == REFUSED
    for _ in range(int(4.0 / 0.25) + 1):  # the message goes away by itself (on the frames' dt)
        app.step(0.25)
    assert field.notice == ""


def test_text_with_characters_no_face_has_is_drawn_with_a_replacement(make_app):
    from zooarcade.ui.assets import missing_glyphs

    app = make_app()
    text = app.font("text", 20)
    face, shown = text.plan("Ann \u674e\u96f7")
    assert shown == "Ann ??" and face == 0
    face, shown = text.plan("\u3055\u304f\u3089")  # kana: Inter lacks it, the display face has it
    assert shown == "\u3055\u304f\u3089" and face > 0
    assert app.assets.undrawable("Ann \u674e \U0001f43c \u3055") == {"\u674e", "\U0001f43c"}
    picture = text.render("\u3055\u304f\u3089", True, (255, 255, 255))
    assert picture.get_width() > 20
    for label in ("Bo \u674e", "\u3055\u304f\u3089", "\U0001f43c"):
        face, shown = text.plan(label)
        assert not missing_glyphs(text.at_scale(1.0, face), shown), label


# ---------------------------------------------------------------------- settings without an audio device
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_settings_without_audio_say_why_and_disable_the_sound_controls(make_app, monkeypatch, size):
    """Case 006: with no audio device, Settings still showed "Sound: On" and live volume bars."""
    from zooarcade.scenes.settings import NO_SOUND_LABEL, SOUND_CONTROLS, SettingsScene
    from zooarcade.ui import audio

    def no_device(*args, **kwargs):
        raise pygame.error("ALSA: Couldn't open audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app = make_app(size=size)
    assert not app.audio.available and app.audio.notice == audio.NO_DEVICE_NOTICE
    scene = SettingsScene(app)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(DT)
    sound = scene.controls["muted"]
    assert sound.value == NO_SOUND_LABEL and "On" not in sound.options
    assert all(not scene.controls[k].enabled for k in SOUND_CONTROLS)
    assert any(hint == "no audio device found" for label, hint, _ in scene.labels if label == "Sound")
    volume = scene.controls["music_volume"]
    before = app.settings.music_volume
    click(app, (volume.rect.right - 8, volume.rect.centery))
    assert app.settings.music_volume == before, "a disabled volume does not move"
    assert not any(scene.controls[k] in scene.focusables() for k in SOUND_CONTROLS), "Tab skips them"


def test_settings_with_audio_keep_live_sound_controls(make_app):
    from zooarcade.scenes.settings import SOUND_CONTROLS, SettingsScene

    app = make_app()
    assert app.audio.available  # the dummy audio driver opens
    scene = SettingsScene(app)
    assert scene.controls["muted"].options == ["On", "Muted"]
    assert all(scene.controls[k].enabled for k in SOUND_CONTROLS)


# ---------------------------------------------------------------------- idle CPU: the loop's idle decision
def test_the_loop_sleeps_only_on_a_still_screen():
    """Case 006: idle CPU was 34-39 % of a core in a real window; the loop now sleeps while nothing moves."""
    from zooarcade.ui.scene import AMBIENT_LINGER, HEARTBEAT, frame_wait

    assert frame_wait(animating=True, ambient=False, since_input=999, wake_in=None) == 0
    assert frame_wait(animating=False, ambient=True, since_input=AMBIENT_LINGER / 2, wake_in=None) == 0
    assert frame_wait(animating=False, ambient=True, since_input=AMBIENT_LINGER + 1, wake_in=None) == HEARTBEAT
    assert frame_wait(animating=False, ambient=False, since_input=0, wake_in=None) == HEARTBEAT
    assert frame_wait(animating=False, ambient=False, since_input=0, wake_in=0.2) == 0.2
    assert frame_wait(animating=False, ambient=False, since_input=0, wake_in=50) == HEARTBEAT


def _settle(app, frames=120):
    for _ in range(frames):
        app.step(DT)


def test_scenes_say_when_they_are_still(make_app):
    from zooarcade.games.apocalypse.rules import Place
    from zooarcade.scenes.settings import SettingsScene
    from zooarcade.scenes.title import TitleScene
    from zooarcade.session import GameSession, MatchSetup, SeatConfig

    app = make_app()
    title = TitleScene(app)
    app.scenes.reset(title)
    app.scenes.apply_pending()
    app.step(DT)
    assert title.animating(), "the fade-in plays"
    _settle(app)
    assert not title.animating() and title.ambient(), "then only the parade moves: decoration"
    settings = SettingsScene(app)
    app.scenes.reset(settings)
    app.scenes.apply_pending()
    _settle(app)
    assert not settings.animating() and not settings.ambient() and app.idle_wait() > 0
    seats = [SeatConfig("Ann"), SeatConfig("Bot", "ai", "normal")]
    seed = next(n for n in range(1, 99) if GameSession(MatchSetup("apocalypse", seats, n)).state.to_move == 0)
    app.settings.ai_think_time = {level: 600.0 for level in app.settings.ai_think_time}
    session = GameSession(MatchSetup("apocalypse", seats, seed))
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    _settle(app)
    assert not table.animating() and table.ambient(), "a human's turn with nothing moving is still"
    move = next(a for a in session.state.legal_actions() if isinstance(a, Place))
    table.play_action(move, None)
    assert table.animating(), "the move plays"
    _settle(app)
    assert session.is_ai_turn() and table.animating(), "the AI thinks (its spinner turns)"


def test_input_wakes_a_sleeping_loop_and_is_handled_first(make_app):
    from zooarcade.scenes.title import TitleScene

    app = make_app()
    title = TitleScene(app)
    app.scenes.reset(title)
    app.scenes.apply_pending()
    _settle(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    app.sleep_until_input(30.0)  # returns on the key, not after 30 s
    assert [e.type for e in app._held] == [pygame.KEYDOWN]
    assert app.idle_wait() == 0, "a held event is handled before any further sleep"
    before = title.focused()
    app.step(DT)
    assert not app._held and title.focused() is not before, "the key moved the focus"


def test_a_focused_text_field_wakes_the_loop_for_its_cursor(make_app):
    from zooarcade.ui.widgets import BLINK

    app = make_app()
    scene = _setup(app)
    _settle(app)
    assert scene.wake_in() is None
    field = scene.rows[0][0]
    click(app, field.rect.center)
    assert 0 < scene.wake_in() <= BLINK
    on = field.cursor_on()
    app.step(BLINK)
    assert field.cursor_on() != on, "the cursor blinks on the field's own clock"


def test_settings_rows_and_the_think_time_heading_never_overlap(make_app):
    """Play test: "COMPUTER THINK TIME" was drawn over the "Ask at every response" row."""
    from zooarcade.scenes.settings import RIGHT, SettingsScene

    app = make_app()
    scene = SettingsScene(app)
    heading = scene.think_heading_rect()
    rows = [rect.union(pygame.Rect(RIGHT.x + 20, rect.y, 10, rect.h)) for _, _, rect in scene.labels
            if rect.colliderect(RIGHT)]
    assert rows, "the Play panel has rows"
    for row in rows:
        assert not heading.colliderect(row), (heading, row)
    for a, b in zip(rows, rows[1:], strict=False):
        assert not a.colliderect(b), (a, b)
    assert scene.think_note_top() + 18 <= RIGHT.bottom, "the note under the think times stays in its panel"


def test_add_seat_stays_put_so_clicks_in_a_row_add_seats(make_app):
    """Play test: "+ Add seat" moved down after each click, so the next click landed in the new name box."""
    app = make_app()
    scene = _setup(app)
    first = len(scene.drafts)
    spot = scene.add_button.rect.center
    for _ in range(2):
        click(app, spot)
    assert len(scene.drafts) == first + 2
    assert scene.add_button.rect.collidepoint(spot)
    for name, kind, remove in scene.rows:
        for widget in (name, kind, remove):
            assert not widget.rect.colliderect(scene.add_button.rect)


def test_a_scene_fades_in_from_dark_never_from_black():
    """Play test: a fully black frame showed between a game's last move and its results screen."""
    from zooarcade.ui.scene import fade_in_alpha

    first = fade_in_alpha(0.0, 1.0)
    assert 0 < first < 200, "the first frame is veiled but still shows the scene"
    assert fade_in_alpha(0.1, 1.0) < first and fade_in_alpha(1.0, 1.0) == 0
    assert fade_in_alpha(0.0, 0.0) == 0, "instant speed: no veil"
