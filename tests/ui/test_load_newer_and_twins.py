"""Play test 13, HOSTILE-2, on the Load screen: a save of a newer Zoo Arcade is listed as such (not "Damaged
file"), offers no Delete (button, Right arrow or Delete key) and stays where it is; two saves whose rows would
read the same (copies of one file) show their file names."""

from __future__ import annotations

import json
import shutil

import pygame

from tests.storage.test_saves import saved_session
from tests.uihelpers import key, record_text
from zooarcade.scenes.dialog import ConfirmDialog
from zooarcade.scenes.load import LoadScene
from zooarcade.storage.saves import SaveStore


def _folder():
    store = SaveStore.default()
    first = saved_session(store, seed=1)
    twin = first.save_path.with_name("copy-of-my-game.json")
    shutil.copyfile(first.save_path, twin)
    newer = saved_session(store, seed=2).save_path
    doc = json.loads(newer.read_text(encoding="utf-8"))
    newer.write_text(json.dumps({**doc, "schema": 999}), encoding="utf-8")
    return first.save_path, twin, newer


def _shown_load(make_app):  # noqa: ANN001, ANN202
    """``(app, scene)``: a new app showing only the Load screen, three frames run."""
    app = make_app()
    scene = LoadScene(app)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    for _ in range(3):
        app.step(0.05)
    return app, scene


def test_a_newer_save_is_told_apart_and_offers_no_delete(make_app, monkeypatch) -> None:
    from zooarcade.ui import theme

    first, twin, newer = _folder()
    drawn = record_text(monkeypatch, theme)
    app, scene = _shown_load(make_app)
    i = next(k for k, info in enumerate(scene.infos) if info.path == newer)
    assert scene.infos[i].newer and newer.exists()
    texts = [t for t, _ in drawn]
    assert any(t.startswith("Saved by a newer Zoo Arcade: ") for t in texts), texts
    assert not any(t.startswith("Damaged file") for t in texts)
    assert scene.deletes[i] not in scene.widgets and scene.deletes[i] not in scene.focus_order
    scene.set_focus(scene.rows[i])
    key(app, pygame.K_RIGHT)
    assert scene.rows[i].focused, "Right went to a Delete the row does not have"
    key(app, pygame.K_DELETE)
    assert not isinstance(app.scenes.top, ConfirmDialog) and "not damaged" in scene.message
    assert newer.exists() and not (SaveStore.default().damaged_dir / newer.name).exists()


def test_two_saves_that_read_the_same_show_their_file_names(make_app, monkeypatch) -> None:
    from zooarcade.ui import theme

    first, twin, _newer = _folder()
    drawn = record_text(monkeypatch, theme)
    app, scene = _shown_load(make_app)
    shown = {info.path: row.show_file for info, row in zip(scene.infos, scene.rows, strict=True)}
    assert shown[first] and shown[twin]
    texts = " | ".join(t for t, _ in drawn)
    assert "copy-of-my-game.json" in texts and first.name in texts
