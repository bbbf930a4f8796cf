"""ZOP ZOO card faces: every card's top band names it (play test: the EARTHWORM band was blank)."""

from __future__ import annotations

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
