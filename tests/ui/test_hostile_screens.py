"""Case 002 on screen: the title and Load screens open and draw over a folder of hostile files.

Every damaged file is listed with its reason and can be deleted from inside the app (both tabs);
Continue still finds the good save; a hostile settings file never stops the arcade starting;
text fitting stays fast on a 100,000-character line.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import pytest

from tests.hostile import REPLAY_MAKERS, SAVE_MAKERS, SETTINGS_TEXTS, played, replay_doc, save_doc
from tests.uihelpers import assert_not_blank, click
from zooarcade.scenes.dialog import ConfirmDialog
from zooarcade.scenes.load import REPLAYS, SAVES, LoadScene
from zooarcade.scenes.results import fit_middle
from zooarcade.scenes.title import TitleScene
from zooarcade.storage.replays import ReplayStore, export_replay
from zooarcade.storage.saves import SaveStore
from zooarcade.storage.settings import Settings
from zooarcade.ui import theme

SIZES = [(1280, 720), (800, 600)]


def hostile_folder() -> tuple[Path, Path]:
    """A good save and a good replay, beside every hostile save and replay file; return the good pair."""
    saves, replays = SaveStore.default(), ReplayStore.default()
    good_save = saves.autosave(played(3, 6))
    replays.replays_dir.mkdir(parents=True, exist_ok=True)
    good_replay = export_replay(played(22), replays.replays_dir / "good.replay.json")
    base_save, base_replay = json.dumps(save_doc()), json.dumps(replay_doc())
    for kind, make in SAVE_MAKERS.items():
        (saves.saves_dir / f"{kind}.json").write_text(make(json.loads(base_save)), encoding="utf-8")
    for kind, make in REPLAY_MAKERS.items():
        (replays.replays_dir / f"{kind}.replay.json").write_text(make(json.loads(base_replay)), encoding="utf-8")
    if os.name == "posix":  # a file name that is not UTF-8 (its name reaches Python with a lone surrogate)
        for folder, name in ((saves.saves_dir, b"bad\xff-name.json"), (replays.replays_dir, b"bad\xff.replay.json")):
            with open(os.path.join(os.fsencode(folder), name), "wb") as fh:
                fh.write(b"{broken")
    assert good_save is not None
    return good_save, good_replay


def show(app, scene) -> None:
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    for _ in range(3):
        app.step(0.05)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_title_and_load_screens_draw_over_hostile_files(make_app, size):
    good_save, good_replay = hostile_folder()
    app = make_app(size=size)
    title = TitleScene(app)
    assert title.latest is not None and not title.latest.damaged, "Continue still finds a good save"
    assert title.buttons[0].text == "Continue"
    show(app, title)
    assert_not_blank(app.display.window)
    scene = LoadScene(app)
    show(app, scene)
    assert good_save in [i.path for i in scene.infos if not i.damaged]
    assert any(i.damaged for i in scene.infos)
    for first in range(0, len(scene.rows), 3):  # every row drawn, scrolled into view
        scene.scroll_to(first)
        app.step(0.05)
    scene.show_tab(REPLAYS)
    app.step(0.05)
    assert good_replay in [i.path for i in scene.infos if not i.damaged]
    assert any(i.damaged for i in scene.infos)
    for first in range(0, len(scene.rows), 3):
        scene.scroll_to(first)
        app.step(0.05)
    assert_not_blank(app.display.window)


@pytest.mark.parametrize("tab", [SAVES, REPLAYS])
def test_every_damaged_file_can_be_deleted_from_the_load_screen(make_app, tab):
    good_save, good_replay = hostile_folder()
    app = make_app()
    scene = LoadScene(app, tab=tab)
    show(app, scene)
    guard = 200
    while any(i.damaged for i in scene.infos) and guard:
        guard -= 1
        i = next(k for k, info in enumerate(scene.infos) if info.damaged)
        scene.set_focus(scene.deletes[i])  # scrolls the row into view
        app.step(0.016)
        click(app, scene.deletes[i].rect.center)
        dialog = app.scenes.top
        assert isinstance(dialog, ConfirmDialog)
        click(app, dialog.yes_button.rect.center)
        assert app.scenes.top is scene, scene.message
        assert not scene.message, scene.message
    assert guard, "the list never emptied of damaged files"
    good = good_save if tab == SAVES else good_replay
    rows = [i.path for i in scene.infos]
    assert good in rows and not any(i.damaged for i in scene.infos)
    # what is left is what loads (names cleaned, impossible dates replaced): every damaged file is gone
    folder = SaveStore.default().saves_dir if tab == SAVES else ReplayStore.default().replays_dir
    left = sorted(p for p in folder.rglob("*") if p.is_file())
    assert left == sorted(rows)
    assert len(rows) < (len(SAVE_MAKERS) if tab == SAVES else len(REPLAY_MAKERS)) // 2, "most files were damaged"


@pytest.mark.parametrize("kind", sorted(SETTINGS_TEXTS))
def test_a_hostile_settings_file_never_stops_the_arcade_starting(make_app, kind):
    config = Path(os.environ["ZOOARCADE_HOME"]) / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text(SETTINGS_TEXTS[kind], encoding="utf-8")
    app = make_app()
    assert app.settings == Settings()
    assert any("damaged" in n for n in app.notices)
    show(app, TitleScene(app))
    assert_not_blank(app.display.window)


class CountingFont:
    """A stand-in font: every character 7 pixels wide; counts how often text is measured."""

    def __init__(self) -> None:
        self.calls = 0
        self.measured = 0

    def size(self, text: str) -> tuple[int, int]:
        self.calls += 1
        self.measured += len(text)
        return (7 * len(text), 12)


@pytest.mark.parametrize("n", [10, 1_000, 100_000])
def test_fitting_a_long_line_measures_it_a_logarithmic_number_of_times(n):
    """Text fitting used to trim one character per re-measure: 100,000 characters hung the app."""
    for fit in (theme.fit_text, fit_middle):
        font = CountingFont()
        text = "Zebra " * (n // 6) + "x" * (n % 6)
        out = fit(font, text, 300)
        assert font.size(out)[0] <= 300 and ("\u2026" in out) == (7 * len(text) > 300)
        assert len(out) >= min(len(text), 300 // 7 - 2), "as much as fits is kept"
        assert font.calls <= 2 * math.log2(n + 2) + 6, f"{fit.__name__}: {font.calls} measures of {n} characters"


def test_fit_text_on_a_real_font_keeps_the_longest_prefix_that_fits(make_app):
    app = make_app()
    font = app.font("text", 18)
    text = "Hippopotamus " * 40
    out = theme.fit_text(font, text, 333)
    assert font.size(out)[0] <= 333
    core = out[:-1]
    assert out.endswith("\u2026") and text.startswith(core)
    assert font.size(text[: len(core) + 1] + "\u2026")[0] > 333 or text[len(core)] == " "
