"""Game-select cards, play test 9: the ZOP ZOO card's title stood out in the bold text face.  Every card's
title is set in the same face and size, and no title reads as digits there ("ZOP ZOO" is set "Zop Zoo")."""

from __future__ import annotations

from zooarcade.games.registry import GAMES
from zooarcade.ui.assets import caps_read_as_digits, display_title


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
        shown = display_title(card.info.title)
        # a long title wraps: its first line is what the card draws first in the title's font
        first = next(t for t in fonts if shown.startswith(t))
        titles[card.info.id] = fonts[first]
    assert "zop_zoo" in titles
    assert len({id(f) for f in titles.values()}) == 1, {gid: (f.point_size, f.raw) for gid, f in titles.items()}
    assert titles["zop_zoo"] is app.font("display", 27)


def test_a_title_that_reads_as_digits_in_the_display_face_is_set_in_title_case() -> None:
    assert display_title("ZOP ZOO") == "Zop Zoo"
    for info in GAMES:
        assert not caps_read_as_digits(display_title(info.title))
    assert display_title("Zoo Fighters II") == "Zoo Fighters II" and display_title("Zoo Vadis") == "Zoo Vadis"
