"""Play test 14 fixes: the Settings window-size row follows a live resize (F3), toasts wrap instead of being cut
(F5), seat names keep their distinguishing part (F8), the gallery's pause lies over a laid-out table (G1), and
shortened setup option labels have a tooltip with the full text (G2).

The app is driven with synthetic events (``pygame.event.post`` + ``app.step``) under the dummy video driver.
"""

from __future__ import annotations

import pygame
import pytest

from tests.ui.test_menu_services import show
from zooarcade.scenes.settings import SettingsScene
from zooarcade.ui import display


def frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.step(1 / 60)


# ---------------------------------------------------------------------- F3: Settings follows a live resize
def test_settings_window_size_row_follows_a_live_resize(make_app, monkeypatch):
    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    app = make_app(size=(800, 600))
    scene = SettingsScene(app)
    show(app, scene)
    size = scene.controls["window_size"]
    assert size.value == "800 \u00d7 600"
    pygame.display.set_mode((1024, 768), pygame.RESIZABLE)  # the player drags the window's edge
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 768), w=1024, h=768))
    frames(app, 2)
    assert app.display.windowed_size == (1024, 768)
    assert scene.controls["window_size"].value == "1024 \u00d7 768"
    # the next step on from the new size is the next bigger one (the control's choices were rebuilt too)
    choice = scene.controls["window_size"]
    choice.step(1)
    assert scene.sizes[choice.index][0] * scene.sizes[choice.index][1] > 1024 * 768
    assert app.display.window.get_size() == scene.sizes[choice.index]


# ---------------------------------------------------------------------- F5: notices wrap, never cut
def _record_cache(monkeypatch, scene) -> list[str]:
    """Every text the scene's TextCache blits (still drawing it)."""
    drawn: list[str] = []
    real = scene.text.blit

    def record(surface, role, size, text, pos, *args, **kwargs):
        drawn.append(text)
        return real(surface, role, size, text, pos, *args, **kwargs)

    monkeypatch.setattr(scene.text, "blit", record)
    return drawn


def test_the_newer_save_message_is_shown_whole_at_1024x768(make_app, monkeypatch):
    from tests.ui.test_load_newer_and_twins import _folder
    from zooarcade.scenes.load import LoadScene

    _first, _twin, newer = _folder()
    app = make_app(size=(1024, 768))
    scene = LoadScene(app)
    show(app, scene)
    i = next(k for k, info in enumerate(scene.infos) if info.path == newer)
    scene.open(i)
    assert "save format 999" in scene.message and "newer Zoo Arcade" in scene.message
    drawn = _record_cache(monkeypatch, scene)
    frames(app, 1)
    lines = [t for t in drawn if t and t in scene.message]
    assert len(lines) >= 2, "a message this long wraps"
    assert " ".join(lines) == scene.message, lines
    assert not any("\u2026" in t for t in lines)


def test_a_long_settings_notice_is_shown_whole(make_app, monkeypatch):
    app = make_app()
    scene = SettingsScene(app)
    scene.notices = ["The settings file could not be read: " + "it holds something this version does not know, "
                     * 5 + "so the defaults are used until you change one."]
    show(app, scene)
    drawn = _record_cache(monkeypatch, scene)
    frames(app, 1)
    lines = [t for t in drawn if t and t in scene.notices[0]]
    assert len(lines) == 3 and " ".join(lines) == scene.notices[0], lines


def test_a_four_line_toast_is_shown_whole(make_app, monkeypatch):
    from tests.uihelpers import record_text
    from zooarcade.scenes.title import TitleScene
    from zooarcade.ui import theme

    app = make_app()
    show(app, TitleScene(app))
    text = " ".join(f"Part {n} of a long notice about a file that could not be written to the disk." for n in range(6))
    drawn = record_text(monkeypatch, theme)
    app.tell(text, key="long")
    frames(app, 1)
    lines = [t for t, _ in drawn if t and t in text]
    assert len(lines) >= 4 and " ".join(lines) == text, lines


# ---------------------------------------------------------------------- F8: seat names keep what tells them apart
class _Mono:
    """10 logical pixels per character."""

    def size(self, text):
        return (10 * len(text), 12)


def test_a_cut_seat_name_keeps_its_distinguishing_part():
    from zooarcade.ui.table.hud import fit_seat_name, seat_title

    mono = _Mono()
    assert fit_seat_name(mono, "Easy Bot 2", 100) == "Easy Bot 2"
    assert fit_seat_name(mono, "Easy Bot 2", 60) == "Bot 2", "the drawer's and the log's short form"
    assert fit_seat_name(mono, "Player 12", 60) == "Pla\u202612"
    assert fit_seat_name(mono, "Bartholomew Feat", 120) == "Bartholomew\u2026"
    # a computer's level stays beside the short form; the name no longer reads "Norm… Normal"
    normal = ("AI (Normal)", "Normal")
    assert seat_title(mono, mono, "Normal Bot 2", normal, 119, keep_label=True) == ("Bot 2", "Normal")
    assert seat_title(mono, mono, "Easy Bot 2", (), 60) == ("Bot 2", "")


def test_six_zoo_fighters_at_800x600_show_the_bots_numbers(make_app, monkeypatch):
    from tests.uihelpers import show_table
    from zooarcade.session import GameSession, MatchSetup, parse_seats

    session = GameSession(MatchSetup("zoo_fighters", parse_seats("human,ai:easy,ai:normal,ai:normal,ai:easy,ai:normal"),
                                     11))
    app, table = show_table(make_app, session, (800, 600))
    drawn = _record_cache(monkeypatch, table)
    frames(app, 1)
    for seat in range(1, 6):
        assert f"Bot {seat + 1}" in drawn, (seat, [t for t in drawn if "Bot" in t or "\u2026" in t])
    assert not any(t.endswith("\u2026") and ("Easy" in t or "Norm" in t) for t in drawn), drawn


# ---------------------------------------------------------------------- G1: the gallery's pause over a laid-out table
def test_the_gallery_pause_lies_over_a_table_that_ran(make_app):
    from zooarcade.gallery import scene_builders, show
    from zooarcade.scenes.pause import PauseScene
    from zooarcade.ui.table import hud

    app = make_app(size=(800, 600))
    build = dict(scene_builders(app))["zoo_fighters_pause"]
    show(app, build())
    table, pause = app.scenes.stack
    assert isinstance(pause, PauseScene)
    assert table.compact, "laid out for the 800x600 window's compact canvas"
    header = table.boxes[table.bottom].header
    assert table.guide_button.rect.topright == (hud.header_free_right(table.text, header), header.y + 6), (
        "the Guide button sits in the player's header, not at the top left")


# ---------------------------------------------------------------------- G2: shortened option labels have a tooltip
def test_a_shortened_fighter_name_on_the_setup_card_has_a_tooltip(make_app, monkeypatch):
    from zooarcade.gallery import six_seat_setup
    from zooarcade.ui import theme

    app = make_app()
    scene = six_seat_setup(app)
    show(app, scene)
    opt, widget = scene.option_choices[-1]
    while widget.value == "Random":
        widget.step(1)
    whole = widget.full_options[widget.index]
    assert widget.value != whole and whole.startswith(widget.value), "the card shows a fighter's short name"
    boxes = []
    real = theme.tooltip_box

    def spy(surface, rect, lines):
        boxes.append((pygame.Rect(rect), len(lines)))
        return real(surface, rect, lines)

    monkeypatch.setattr(theme, "tooltip_box", spy)
    frames(app, 1)
    assert boxes == [], "no tooltip until the pointer rests on it"
    pos = app.display.viewport.to_window(widget.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    assert widget.tooltip_lines(scene.fonts) == [whole]
    assert len(boxes) == 1 and boxes[0][1] == 1 and not boxes[0][0].colliderect(widget.rect), boxes


def test_a_choice_whose_label_was_cut_says_it_whole_in_its_tooltip(make_app):
    from zooarcade.ui.widgets import Choice

    app = make_app()
    choice = Choice((0, 0, 300, 36), ["Shellby", "Random"], 0, full_options=["Shellby (Sea Turtle)", "Random"])
    assert choice.tooltip_lines(app.font) == ["Shellby (Sea Turtle)"]
    choice.step(1)
    assert choice.tooltip_lines(app.font) == [], "nothing shortened: no tooltip"
    choice.tip_head = "A label far too long for its column"
    assert choice.tooltip_lines(app.font) == ["A label far too long for its column", "Random"]
    narrow = Choice((0, 0, 90, 36), ["A very long option text"], 0)
    assert narrow.tooltip_lines(app.font) == ["A very long option text"], "cut with an ellipsis: whole in the tip"


def test_a_long_setup_refusal_is_wrapped_whole_in_a_banner(make_app, monkeypatch):
    from zooarcade.gallery import six_seat_setup
    from zooarcade.scenes.setup import PANEL

    app = make_app(size=(800, 600))
    scene = six_seat_setup(app)
    show(app, scene)
    scene.message = ("This game could not start: its code failed to load (no module named zoo_extra_tables); "
                     "reinstall Zoo Arcade or pick another game to play for now.")
    assert scene.fonts("bold", 18).size(scene.message)[0] > PANEL.w, "wider than the line above Start!"
    drawn = _record_cache(monkeypatch, scene)
    frames(app, 1)
    lines = [t for t in drawn if t and t in scene.message]
    assert len(lines) == 2 and " ".join(lines) == scene.message, lines


@pytest.mark.parametrize(("game", "players"), [("apocalypse", 3), ("zoo_vadis", 7)])
def test_a_long_results_message_is_wrapped_on_the_canvas(make_app, game, players):
    from zooarcade.gallery import demo_session
    from zooarcade.scenes.common import H
    from zooarcade.scenes.results import ResultsScene
    from zooarcade.ui import theme

    app = make_app(size=(800, 600))
    scene = ResultsScene(app, demo_session(game, finish=True, players=players))
    show(app, scene)
    text = ("Could not export the replay: the Documents folder is on a full disk (free some space, or set "
            "ZOOARCADE_HOME to a folder on another disk, then press Export replay again).")
    scene._show_message(text, theme.DANGER)
    frames(app, 1)
    assert " ".join(line for line, _ in scene.message_lines) == text
    assert len(scene.message_rects) == 2
    assert all(r.bottom <= H and r.top >= scene.again_button.rect.bottom for r in scene.message_rects), (
        "on the canvas, under the buttons (seven seats pushed the message off the bottom)")
