"""Play test 14 fixes: the Settings window-size row follows a live resize (F3), toasts wrap instead of being cut
(F5), seat names keep their distinguishing part (F8), the gallery's pause lies over a laid-out table (G1), and
shortened setup option labels have a tooltip with the full text (G2).

The app is driven with synthetic events (``pygame.event.post`` + ``app.step``) under the dummy video driver.
"""

from __future__ import annotations

import pygame

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
