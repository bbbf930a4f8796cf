"""Zoo Vadis decision panel, play test 9: the Hyena's paths were cut short ("the Palm Court →…"), and the
"Add + Crocodile" / "Hyena" controls said little to a newcomer.  Each ability control now says what it does,
its values get a row of their own and fit it whole (at 1280×720 and 800×600), and hovering it explains the
ability in plain words."""

from __future__ import annotations

import pygame
import pytest

from tests.games.zoo_vadis.tablehelpers import open_session
from zooarcade.gallery import demo_session
from zooarcade.games.zoo_vadis.actions import Compose
from zooarcade.games.zoo_vadis.scene import ADD_LABEL, HYENA_LABEL, VadisTable
from zooarcade.ui.table.base import TOOLTIP_DELAY
from zooarcade.ui.table.panel import ARROW_ROOM

SIZES = ((1280, 720), (800, 600))
#: piece -> (seed, label) of a five-seat game where the human (seat 0) may start that ability move.
CASES = {"hyena": (1, HYENA_LABEL), "add": (2, ADD_LABEL)}


def _offers(piece: str):
    def test(s) -> bool:
        return (
            s.current == 0
            and s.decision is not None
            and s.decision.seat == 0
            and any(isinstance(a, Compose) and a.piece == piece for a in s.state.legal_actions())
        )

    return test


def _table(make_app, piece: str, size) -> tuple[object, VadisTable, int]:
    seed, label = CASES[piece]
    session = demo_session("zoo_vadis", seed, 0, players=5, until=_offers(piece))
    assert _offers(piece)(session), "the demo game changed: find another seed"
    app, table = open_session(make_app, session, size, settle=1)
    index = next(i for i, c in enumerate(table.panel.choices) if c.label == label)
    return app, table, index


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("piece", sorted(CASES))
def test_every_value_of_an_ability_control_fits_its_cycler_whole(make_app, piece, size) -> None:
    app, table, index = _table(make_app, piece, size)
    panel = table.panel
    cycler = panel.cyclers[index]
    assert cycler is not None
    assert index not in panel.cut and index not in panel.cut_values, "a label or a value was cut short"
    values = [v for v, _ in panel.choices[index].options]
    assert cycler.options == values
    if piece == "hyena":
        assert all("\u2192" in v and not v.startswith("the ") for v in values), values
    scale = app.display.viewport.scale
    font = app.font("text", cycler.font_size)
    room = (cycler.rect.w - 2 * ARROW_ROOM) * scale  # window pixels between the arrows
    for value in values:
        face, shown = font.plan(value)
        drawn = font.at_scale(scale, face).size(shown)[0]
        assert drawn <= room, f"{value!r}: {drawn} window pixels in {room:.0f}"
    # the label is whole on its button too, beside the digit badge
    button = panel.buttons[index]
    assert button.text == panel.choices[index].label
    label_font = app.font("display", button.font_size)
    face, shown = label_font.plan(button.text)
    assert label_font.at_scale(scale, face).size(shown)[0] <= (button.rect.w - 28 - 12) * scale


@pytest.mark.parametrize("piece", sorted(CASES))
def test_hovering_an_ability_control_says_what_it_does(make_app, monkeypatch, piece) -> None:
    app, table, index = _table(make_app, piece, (1280, 720))
    cycler = table.panel.cyclers[index]
    texts: list[str] = []
    real_get = table.text.get

    def spy(role, size, text, *a, **k):
        texts.append(text)
        return real_get(role, size, text, *a, **k)

    for spot in (table.panel.buttons[index].rect.center, cycler.rect.center):  # the button and its values alike
        pos = app.display.viewport.to_window(spot)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(int(TOOLTIP_DELAY * 30) + 4):
            app.step(1 / 30)
        assert table.hover_key is not None and table.hover_key[0] == "panel tip"
        monkeypatch.setattr(table.text, "get", spy)
        app.step(1 / 30)
        monkeypatch.setattr(table.text, "get", real_get)
    owner = table.names[table.view.owner_of("hyena" if piece == "hyena" else "crocodile")]
    joined = " ".join(texts)
    if piece == "hyena":
        assert "Ask for the Hyena's help" in texts
        assert f"{owner}'s Hyena moves the Zoo Keeper" in joined and "needs no vote" in joined
    else:
        assert "Add with the Crocodile's help" in texts
        assert "new animal from your supply" in joined and f"{owner}'s Crocodile moves it on" in joined
    assert f"{owner} is asked in a deal" in joined
