"""Game-select cards.  Play test 9: every card's title is set at the same size.  Play 11: a game's name reads the
same everywhere ("ZOP ZOO", never "Zop Zoo"); a title the display face would set like digits (ZOP ZOO's O and Z)
takes the bold face at that size."""

from __future__ import annotations

from zooarcade.games.registry import GAMES
from zooarcade.ui.assets import caps_read_as_digits


def test_every_game_card_title_uses_the_same_font_object(make_app, monkeypatch) -> None:
    from zooarcade.scenes import game_select
    from zooarcade.scenes.game_select import GameSelectScene

    app = make_app()
    scene = GameSelectScene(app)
    fonts: dict[str, object] = {}
    real = game_select.theme.blit_text

    def record(surf, font, text, pos, *args, **kwargs):
        fonts.setdefault(text, font)
        return real(surf, font, text, pos, *args, **kwargs)

    monkeypatch.setattr(game_select.theme, "blit_text", record)
    titles = {}
    for card in scene.cards:
        fonts.clear()
        card.face.pixels(1.0)
        shown = card.info.title
        # a long title wraps: its first line is what the card draws first in the title's font
        first = next(t for t in fonts if shown.startswith(t))
        titles[card.info.id] = fonts[first]
    assert "zop_zoo" in titles
    others = {gid: f for gid, f in titles.items() if gid != "zop_zoo"}
    assert len({id(f) for f in others.values()}) == 1, {gid: (f.point_size, f.raw) for gid, f in titles.items()}
    assert next(iter(others.values())) is app.font("display", 27)
    assert titles["zop_zoo"] is app.font("bold", 27), "ZOP ZOO in capitals, in the face where O is no 0"


def test_zop_zoo_is_named_in_capitals_wherever_a_player_reads_it(make_app, monkeypatch) -> None:
    """Play 11: the table's top bar said "Zop Zoo" while the pause screen and README say "ZOP ZOO"."""
    from zooarcade.gallery import demo_session
    from zooarcade.games.zop_zoo import scene as zop_scene

    assert caps_read_as_digits("ZOP ZOO") and not caps_read_as_digits("Zoo Vadis")
    app = make_app()
    drawn: list[tuple[str, object]] = []
    real = zop_scene.theme.blit_text

    def record(surf, font, text, pos, *args, **kwargs):
        drawn.append((text, font))
        return real(surf, font, text, pos, *args, **kwargs)

    monkeypatch.setattr(zop_scene.theme, "blit_text", record)
    table = app.make_table(demo_session("zop_zoo"))
    table._static_layer().pixels(1.0)
    texts = [t for t, _ in drawn]
    assert "ZOP ZOO" in texts and not any("Zop Zoo" in t for t in texts)
    assert dict(drawn)["ZOP ZOO"] is app.font("bold", 26)
    assert any(info.title == "ZOP ZOO" for info in GAMES)
