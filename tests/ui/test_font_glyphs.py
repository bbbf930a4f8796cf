"""Issue "Arcade look and sound": no text is rendered with a font that lacks its characters.

The display font (Cherry Bomb One) covers Latin letters, digits and common
punctuation but not arrows, stars or check marks.  These tests record every
string the arcade renders with the display font while it shows every scene
(the gallery's catalogue, every rules page, seat setup of every game, dialogs,
the hover preview), add the fixed titles and button labels found in the
sources, and check that the font has a glyph for each character.

pygame-ce's ``Font.metrics`` does not return None for a missing character with
this FreeType build: it returns the metrics of the font's ".notdef" box; see
:func:`zooarcade.ui.assets.missing_glyphs` for how a missing glyph is detected.
Text not known in advance (player names) goes through ``Assets.font_for``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from zooarcade.games.registry import GAMES
from zooarcade.ui.assets import missing_glyphs
from zooarcade.ui.gfx import NOTDEF_PROBE

ROOT = Path(__file__).resolve().parents[2]
@pytest.fixture
def recorded(monkeypatch):
    """Patch :meth:`Assets.font` so display-font renders are recorded; yield the ``{text}`` set."""
    from zooarcade.ui import assets as assets_mod

    texts: set[str] = set()

    class RecordingFont(pygame.font.Font):
        def render(self, text, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202 - pygame signature
            texts.add(str(text))
            return super().render(text, *args, **kwargs)

    from zooarcade.ui import gfx

    original = assets_mod.Assets.font
    made: dict[int, gfx.ScaledFont] = {}
    faces: dict[int, pygame.font.Font] = {}

    def face(path: str, px: int) -> pygame.font.Font:
        if px not in faces:
            faces[px] = RecordingFont(path, px)
        return faces[px]

    def font(self, role, size):  # noqa: ANN001, ANN202
        plain = original(self, role, size)
        if role != "display":
            return plain
        key = max(1, int(size))
        if key not in made:
            # text is rendered (and recorded) by the face of the drawn size when a picture is drawn
            path = str(self.font_path("display"))
            made[key] = gfx.ScaledFont(lambda px, path=path: face(path, px), key)
        return made[key]

    monkeypatch.setattr(assets_mod.Assets, "font", font)
    yield texts


def _display_font():
    from zooarcade.ui.assets import Assets

    pygame.font.init()
    return Assets().font("display", 24)


def test_names_in_headings_fall_back_to_a_font_that_has_them(make_app, monkeypatch):
    from zooarcade.scenes.results import ResultsScene
    from zooarcade.session import GameSession, MatchSetup, SeatConfig
    from zooarcade.ui import assets as assets_mod
    from zooarcade.ui.handoff import HandoffScene

    app = make_app()
    greek = "\u0391\u03bb\u03ad\u03be\u03b7\u03c2"  # a name Cherry Bomb One cannot draw
    assert missing_glyphs(app.font("display", 40), greek)
    assert not missing_glyphs(app.assets.font_for("display", 40, greek), greek)
    assert app.assets.font_for("display", 40, "Ann") is app.font("display", 40)
    for seed in range(1, 20):  # both names hold the Greek word; find a deal that is not a tie
        session = GameSession(MatchSetup("apocalypse", [SeatConfig(greek), SeatConfig(f"{greek} B")], seed))
        while not session.state.is_terminal():
            session.apply(session.state.legal_actions()[0])
        scores = session.state.scores()
        if scores[0] != scores[1]:
            break
    from zooarcade.ui import gfx

    rendered: list[tuple[gfx.ScaledFont, str]] = []

    class RecordingFont(gfx.ScaledFont):
        def render(self, text, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202 - pygame signature
            rendered.append((self, str(text)))
            return super().render(text, *args, **kwargs)

    made: dict[tuple[str, int], gfx.ScaledFont] = {}

    def font(self, role, size):  # noqa: ANN001, ANN202
        key = (role, max(1, int(size)))
        if key not in made:
            made[key] = RecordingFont(lambda px, role=role, assets=self: assets.raw_font(role, px), key[1])
        return made[key]

    monkeypatch.setattr(assets_mod.Assets, "font", font)
    # cached pictures are painted (their text rendered) when first drawn: draw both screens once
    for scene in (ResultsScene(app, session), HandoffScene(app, greek, lambda: None)):
        scene.draw(app.display.canvas)
    with_name = [(f, t) for f, t in rendered if greek in t]
    assert len(with_name) >= 2  # the results headline and the handoff heading
    assert all(not missing_glyphs(f, t) for f, t in with_name)


def test_the_check_finds_a_missing_glyph():
    # guard against a vacuous test: Cherry Bomb One has no arrows, Inter has them
    from zooarcade.ui.assets import Assets

    pygame.font.init()
    display = _display_font()
    assert missing_glyphs(display, "Play \u2192") == {"\u2192"}
    assert missing_glyphs(display, "Zoo Arcade: 1-2 \u00d7 \u2022 \u2014 \u00e9") == set()
    assert missing_glyphs(Assets().font("text", 24), "Play \u2192 \u2605 \u2713") == set()


def _static_strings() -> set[str]:
    """Titles and button labels that appear as literals in the sources."""
    out = {g.title for g in GAMES}
    for game in GAMES:
        try:
            module = __import__(f"zooarcade.games.{game.id}.rules_text", fromlist=["TITLE", "PAGES"])
        except ImportError:
            continue
        out.add(module.TITLE)
        for page in module.PAGES:
            title = page[0] if isinstance(page, tuple | list) else getattr(page, "title", None)
            if isinstance(title, str):
                out.add(title)
    label = re.compile(r'(?:self\.button|Button|ConfirmDialog)\((?:[^"()]|\([^()]*\))*?"([^"{}]+)"', re.S)
    named = re.compile(r'(?:yes_label|no_label)="([^"]+)"')
    for path in (ROOT / "zooarcade").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        out.update(label.findall(source))
        out.update(named.findall(source))
    return out


def test_fixed_titles_and_labels_have_glyphs():
    display = _display_font()
    strings = _static_strings()
    assert {"Back", "Start!", "Play again", "Zoo Vadis"} <= strings  # the scan finds what it should
    bad = {s: missing_glyphs(display, s) for s in strings}
    assert {s: m for s, m in bad.items() if m} == {}


def test_every_display_string_rendered_in_every_scene_has_glyphs(make_app, recorded):
    from zooarcade.gallery import demo_session, scene_builders, show
    from zooarcade.scenes.dialog import ConfirmDialog
    from zooarcade.scenes.rules import RulesScene
    from zooarcade.scenes.setup import SeatSetupScene

    app = make_app()
    for _, build in scene_builders(app):
        show(app, build(), frames=2)
    for game in GAMES:
        rules = RulesScene(app, game.id)
        show(app, [rules], frames=1)
        for page in range(rules.page_count):
            rules.go(page)
            app.step(0.1)
        show(app, [SeatSetupScene(app, game)], frames=1)
    # a confirm dialog over the table, and the table's hover preview of a zoo card
    table = app.make_table(demo_session("apocalypse"))
    show(app, [table, ConfirmDialog(app, "Play this move?", "Place 3 on A1.", lambda: None, yes_label="Play",
                                    no_label="Not yet")], frames=1)  # fmt: skip
    show(app, [table], frames=1)
    loc = next(i for i in range(25) if table.model.stacks[i])
    table.mouse = table.layout.zoo_rect(loc, lower=len(table.model.stacks[loc]) > 1).center
    for _ in range(3):
        app.step(0.2)
    assert table.preview.shown
    assert {"Back", "Zoo Arcade", "Paused", "End and scoring", "Play this move?", "Zoo Vadis board"} <= recorded
    display = app.font("display", 24)
    # the glyph check itself renders the ".notdef" probe while it looks at a character (the seat setup's
    # "\u00d7" remove button): that is the checker's own measuring string, not display text
    bad = {text: missing_glyphs(display, text) for text in sorted(recorded) if text != NOTDEF_PROBE}
    assert {t: m for t, m in bad.items() if m} == {}
