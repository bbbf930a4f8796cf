"""Decision panel labels (issue 13 play test: button labels overflowed): every label fits its button beside the
digit badge — a smaller font down to a floor, then cut with "…" — and a cut label shows whole in a tooltip."""

from __future__ import annotations

import pygame
import pytest

from zooarcade.core.protocol import Action
from zooarcade.ui import theme
from zooarcade.ui.table.panel import DecisionPanel, PanelChoice

#: the digit badge's right edge, from a button's left (a circle of radius 10 centred 16 px in).
BADGE_RIGHT = 26
FLOOR = 12


class _Act(Action):
    KIND = "test_act"


LABELS = ("Your hand", "From Bot 1", "Exhaust Tusk: 1 Earth", "Give up (the play fails)",
          "Use the Legendary Weapon of the Sea Turtle against every neighbour", "Pay with Chi from Bartholomew")


def _drawn_labels(app, panel: DecisionPanel, monkeypatch) -> list[tuple[pygame.Rect, str, int]]:
    """Draw the panel; return ``(text rect, text, font size)`` of every button label drawn."""
    out = []
    real = theme.blit_text
    texts = {b.text for b in panel.buttons}

    def spy(surface, font, text, pos, *args, **kw):
        rect = real(surface, font, text, pos, *args, **kw)
        if text in texts:
            out.append((rect, text, font.point_size))
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    panel.draw(app.display.canvas)
    return out


@pytest.mark.parametrize("width", [318, 240])
@pytest.mark.parametrize("cycler", [False, True])
def test_labels_fit_beside_the_digit_badge(make_app, monkeypatch, width, cycler) -> None:
    app = make_app()
    panel = DecisionPanel(app.font, lambda a: None)
    opts = (("Fire Chi", _Act()), ("Water 17%", _Act())) if cycler else (("", _Act()),)
    panel.set("Pay for your play", [PanelChoice(label, opts) for label in LABELS],
              pygame.Rect(948, 200, width, 508))
    drawn = _drawn_labels(app, panel, monkeypatch)
    assert len(drawn) == len(LABELS)
    for (rect, text, size), button in zip(drawn, panel.buttons, strict=True):
        assert button.rect.contains(rect), (text, rect, button.rect)
        assert rect.x >= button.rect.x + BADGE_RIGHT, f"{text!r} runs under the digit badge"
        assert size >= FLOOR
    assert panel.cut, "the longest labels are cut"
    for i, full in panel.cut.items():
        assert full == LABELS[i] and panel.buttons[i].text.endswith("\u2026")
    if width == 318:  # the tables' panel width
        for i, label in enumerate(LABELS[:2]):
            assert panel.buttons[i].text == label, "short labels stay whole"


def test_a_cut_label_shows_whole_on_hover(make_app, monkeypatch) -> None:
    """On a table: hovering a button whose label was cut shows the whole label in a tooltip."""
    from zooarcade.gallery import demo_session
    from zooarcade.games.zop_zoo.scene import ZopTable
    from zooarcade.ui.table.base import TOOLTIP_DELAY

    long = "Dig through the whole discard pile with the MOLE right now"
    monkeypatch.setattr(ZopTable, "panel_choices",
                        lambda self, actions: [PanelChoice(long, ((long, a),)) for a in actions])
    session = demo_session("zop_zoo", seed=3, moves=0, players=4,
                           until=lambda s: s.state.phase == "top_mole" and s.current == 0)
    app = make_app()
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    app.step(1 / 30)
    assert table.panel.cut
    index = next(iter(table.panel.cut))
    pos = app.display.viewport.to_window(table.panel.buttons[index].rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(int(TOOLTIP_DELAY * 30) + 4):
        app.step(1 / 30)
    assert table.hover_key == ("panel label", long, tuple(table.panel.buttons[index].rect))
    texts: list[str] = []
    real_get = table.text.get
    monkeypatch.setattr(table.text, "get",
                        lambda role, size, text, *a, **k: (texts.append(text), real_get(role, size, text, *a, **k))[1])
    app.step(1 / 30)
    assert long in texts


def test_hovering_the_greyed_undo_button_says_why(make_app, monkeypatch) -> None:
    """A play tester found Undo greyed in Apocalypse vs AI with no word why on hover (Ctrl+Z said it)."""
    from zooarcade.gallery import demo_session
    from zooarcade.ui.table.base import TOOLTIP_DELAY, UNDO_OFF

    session = demo_session("apocalypse", seed=3, moves=0, players=2)
    app = make_app()
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    app.step(1 / 30)
    reason = table.undo_blocker()
    assert not table.undo_button.enabled and reason
    pos = app.display.viewport.to_window(table.undo_button.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(int(TOOLTIP_DELAY * 30) + 4):
        app.step(1 / 30)
    assert table.hover_key == UNDO_OFF
    texts: list[str] = []
    real_get = table.text.get
    monkeypatch.setattr(table.text, "get",
                        lambda role, size, text, *a, **k: (texts.append(text), real_get(role, size, text, *a, **k))[1])
    app.step(1 / 30)
    assert reason in texts


def test_cycler_values_fit_between_the_arrows_and_show_whole_on_hover(make_app) -> None:
    """Play test (session 5): cycler values were cut ("Stubborn…") though a smaller face would hold them whole.

    A value now fits between the ``<`` ``>`` arrows in a font down to the floor; only what is still too long is cut,
    and hovering the cycler gives the whole of the value it shows.
    """
    from zooarcade.ui.table.panel import ARROW_ROOM, VALUE_FLOOR

    app = make_app()
    panel = DecisionPanel(app.font, lambda a: None)
    very_long = "Legendary Weapon of the Sea Turtle against every neighbour"
    values = ("Stubborn Hide", "Bamboo Parry", very_long)
    panel.set("Answer", [PanelChoice("Exhaust", tuple((v, _Act()) for v in values))], pygame.Rect(948, 200, 318, 508))
    cycler = panel.cyclers[0]
    assert cycler is not None
    assert cycler.font_size > VALUE_FLOOR, "one value too long for any face does not shrink the others"
    font = app.font("text", cycler.font_size)
    for shown in cycler.options:
        assert font.size(shown)[0] <= cycler.rect.w - 2 * ARROW_ROOM, shown
    assert cycler.options[:2] == ["Stubborn Hide", "Bamboo Parry"], "short card names stay whole"
    assert cycler.font_size == 17, "the cycler widens for a card name rather than shrink it"
    assert panel.buttons[0].rect.right < cycler.rect.x and panel.buttons[0].text == "Exhaust"
    assert cycler.options[2].endswith("\u2026") and panel.cut_values[0] == values
    assert panel.full_label_at(cycler.rect.center) == (values[0], cycler.rect)
    cycler.step(2)
    assert panel.full_label_at(cycler.rect.center) == (very_long, cycler.rect)
    assert panel.full_label_at(panel.buttons[0].rect.center) is None, "an uncut button label has no tooltip"


def test_short_values_give_a_long_label_its_room(make_app) -> None:
    """Play test 8: "From Normal Bot 2" beside "< Fire 27% >" was cut to "From Normal…"; the cycler is no wider
    than its values need, so the label shows whole."""
    app = make_app()
    panel = DecisionPanel(app.font, lambda a: None)
    opts = (("Water Chi", _Act()), ("Fire 27%", _Act()))
    panel.set("Pay for your play", [PanelChoice("Your hand", opts), PanelChoice("From Normal Bot 2", opts)],
              pygame.Rect(948, 200, 318, 508))
    assert panel.buttons[1].text == "From Normal Bot 2" and 1 not in panel.cut
    assert panel.cyclers[1].options == ["Water Chi", "Fire 27%"], "the values stay whole too"
    assert panel.buttons[1].rect.right < panel.cyclers[1].rect.x
