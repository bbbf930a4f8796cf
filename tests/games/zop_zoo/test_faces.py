"""ZOP ZOO card faces: every card's top band names it (play test: the EARTHWORM band was blank)."""

from __future__ import annotations

from tests.uihelpers import record_text
from zooarcade.games.zop_zoo import faces as faces_module
from zooarcade.games.zop_zoo.data import CARDS, Kind
from zooarcade.games.zop_zoo.faces import Faces


def test_every_card_band_carries_its_title(make_app, monkeypatch):
    app = make_app()
    faces = Faces(app)
    drawn: list[str] = []
    real = faces_module.theme.blit_text

    def record(surf, font, text, *args, **kwargs):
        drawn.append(text)
        return real(surf, font, text, *args, **kwargs)

    monkeypatch.setattr(faces_module.theme, "blit_text", record)
    band_texts = []
    real_band = Faces._band

    def band(self, surf, rgb, text, *args):
        before = len(drawn)
        real_band(self, surf, rgb, text, *args)
        band_texts.append((text, drawn[before:before + 1]))

    monkeypatch.setattr(Faces, "_band", band)
    for card_id in range(len(CARDS)):
        faces.card(card_id)._render(1.0)
    assert band_texts
    blank = [text for text, shown in band_texts if text and (not shown or not shown[0].strip())]
    assert not blank, f"bands drawn without their title: {sorted(set(blank))}"
    specials = {c.name for c in CARDS if c.kind == Kind.SPECIAL}
    assert specials == {"HYENA", "RACCOON", "EARTHWORM"}
    shown_titles = {shown[0] for _, shown in band_texts if shown}
    for name in specials:
        assert any(t.rstrip("\u2026") and name.startswith(t.rstrip("\u2026")) for t in shown_titles), name


def test_every_category_name_is_shown_whole_inside_the_card(make_app, monkeypatch):
    """Play test 5: the band cut the names to "MA…", "REPT…", "SEMI-…"; a name too long for the band now
    shows whole on a strip under it, inside the card and clear of the value badge."""
    from zooarcade.games.zop_zoo.data import CATEGORIES

    app = make_app()
    faces = Faces(app)
    drawn = record_text(monkeypatch, faces_module.theme)
    names = {c.name for c in CATEGORIES}
    for card_id, card in enumerate(CARDS):
        if card.category < 0 or card.kind not in (Kind.CATEGORY, Kind.MATCH, Kind.UPPER, Kind.BONUS):
            continue
        drawn.clear()
        faces.card(card_id)._render(1.0)
        shown = [(t, r) for t, r in drawn if t.rstrip("\u2026") and CATEGORIES[card.category].name.startswith(
            t.rstrip("\u2026"))]
        assert shown, f"{card.name}: no category name drawn"
        text, rect = shown[0]
        assert text in names, f"{card.name}: category cut to {text!r}"
        assert 4 <= rect.left and rect.right <= faces_module.W - 4, (card.name, rect)
