"""Every game's key legend names every key the shared table answers (play test: Apocalypse's legend left out L,
the full game log).  Apocalypse and Zoo Vadis show theirs on the table, ZOP ZOO and Zoo Fighters II on the rules
page "Playing at the table"; the table kit's key handling answers no key the legends leave out."""

from __future__ import annotations

import re

import pygame
import pytest

from zooarcade.gallery import demo_session
from zooarcade.games.apocalypse import scene as apocalypse_scene
from zooarcade.games.zoo_fighters import rules_text as fighters_rules
from zooarcade.games.zoo_vadis import table_draw as vadis_draw
from zooarcade.games.zop_zoo import rules_text as zop_rules
from zooarcade.ui import theme

#: the words a legend names each key of the table kit by (``TableScene._key``), as patterns.
NAMED = {
    "Esc": r"\bEsc\b",
    "Ctrl+Z": r"\bCtrl\+Z\b",
    "Ctrl+Y": r"\bCtrl\+Y\b",
    "F1": r"\bF1\b",
    "H": r"(^|\s)H:",
    "L": r"(^|\s)L:",
    "Tab": r"\bTab\b",
    "arrows": r"\barrows?\b",
    "Enter": r"\bEnter\b",
    "Page Up / Page Down": r"\bPage Up / Page Down\b",
}
#: the keys (pygame key, modifier) the legends name, each of which the table kit's key handling answers.
ANSWERED = [(pygame.K_ESCAPE, 0), (pygame.K_z, pygame.KMOD_CTRL), (pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT),
            (pygame.K_y, pygame.KMOD_CTRL), (pygame.K_F1, 0), (pygame.K_h, 0), (pygame.K_l, 0), (pygame.K_TAB, 0),
            (pygame.K_TAB, pygame.KMOD_SHIFT), (pygame.K_LEFT, 0), (pygame.K_RIGHT, 0), (pygame.K_UP, 0),
            (pygame.K_DOWN, 0), (pygame.K_RETURN, 0), (pygame.K_KP_ENTER, 0), (pygame.K_SPACE, 0),
            (pygame.K_PAGEUP, 0), (pygame.K_PAGEDOWN, 0)]

LEGENDS = {
    "apocalypse": apocalypse_scene.KEY_LEGEND,
    "zoo_vadis": vadis_draw.KEY_LEGEND,
    "zop_zoo": zop_rules.KEY_LEGEND,
    "zoo_fighters": fighters_rules.KEY_LEGEND,
}


@pytest.mark.parametrize("game", sorted(LEGENDS))
def test_each_legend_names_every_key_of_the_table(game) -> None:
    text = "\n".join(LEGENDS[game])
    missing = [name for name, pattern in NAMED.items() if not re.search(pattern, text, re.MULTILINE)]
    assert not missing, (game, missing)


@pytest.mark.parametrize("module", [zop_rules, fighters_rules], ids=["zop_zoo", "zoo_fighters"])
def test_the_rules_page_playing_at_the_table_lists_the_keys(module) -> None:
    page = dict(module.PAGES)["Playing at the table"]
    assert ("list", *module.KEY_LEGEND) in page


def _table(make_app, game: str, size=(1280, 720), layout: str = "auto"):
    app = make_app(size=size)
    app.settings.table_layout = layout
    app.settings.animation_speed = "instant"
    app.settings.ai_think_time = {"easy": 60.0, "normal": 60.0, "hard": 60.0}
    session = demo_session(game, moves=0)
    app.autosave = lambda session: None
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    return app, table


def test_the_table_kit_answers_exactly_the_keys_the_legends_name(make_app) -> None:
    """A key outside :data:`ANSWERED` is not the table's (``_key`` leaves it to the game); each of those is."""
    _app, table = _table(make_app, "zop_zoo")
    answered = {(k, m) for k, m in ANSWERED}
    for name in dir(pygame):
        if not name.startswith("K_"):
            continue
        key = getattr(pygame, name)
        for mod in (0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL):
            if (key, 0) in answered or (key, mod) in answered:
                continue  # a named key (with any modifier: Ctrl+arrow still steps)
            event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
            assert not table._key(event), (name, mod)
    # and each named one is answered (the cheap ones; the rest open screens of their own)
    for key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                pygame.K_PAGEDOWN):
        assert table._key(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_apocalypse_draws_its_legend_inside_the_legend_panel(make_app, monkeypatch, size) -> None:
    # the wide layout in both windows: the compact one (auto at 800×600) has no right column for the legend, and
    # the table is laid out for its canvas as soon as it is shown (it used to wait for its first frame)
    _app, table = _table(make_app, "apocalypse", size, layout="wide")
    assert not table.compact
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def spy(surface, font, text, *args, **kwargs):
        rect = real(surface, font, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    table.static = None
    table._static_layer().pixels(1.0)
    info = table.layout.info_rect.inflate(-8, -4)
    rects = {text: rect for text, rect in drawn}
    for line in apocalypse_scene.KEY_LEGEND:
        assert line in rects, line
        assert info.contains(rects[line]), (line, rects[line], info)
    keys = [rects[line] for line in apocalypse_scene.KEY_LEGEND]
    others = [r for text, r in drawn if text not in apocalypse_scene.KEY_LEGEND and info.colliderect(r)]
    assert not any(k.colliderect(o) for k in keys for o in others)
    assert not any(a.colliderect(b) for i, a in enumerate(keys) for b in keys[i + 1:])


def test_the_compact_apocalypse_table_draws_no_legend(make_app, monkeypatch) -> None:
    _app, table = _table(make_app, "apocalypse", (800, 600))
    assert table.compact, "laid out for the compact canvas at once"
    drawn: list[str] = []
    real = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surface, font, text, *a, **k: (
        drawn.append(text), real(surface, font, text, *a, **k))[1])
    table.static = None
    table._static_layer().pixels(1.0)
    assert not set(apocalypse_scene.KEY_LEGEND) & set(drawn)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_zoo_vadis_how_to_play_ends_with_the_whole_legend(make_app, monkeypatch, size) -> None:
    app, table = _table(make_app, "zoo_vadis", size)
    drawn: list[str] = []
    real = table.text.blit
    monkeypatch.setattr(table.text, "blit", lambda s, role, sz, text, *a, **k: (drawn.append(text),
                                                                               real(s, role, sz, text, *a, **k))[1])
    app.step(1 / 30)
    assert "How to play" in drawn
    assert table.deal_overflow is None, "nothing of the help is cut"
    shown = " ".join(drawn)
    for line in vadis_draw.KEY_LEGEND:
        assert " ".join(line.split()) in shown or all(word in shown for word in line.split()), line
    for name, pattern in NAMED.items():
        assert re.search(pattern, shown), name
