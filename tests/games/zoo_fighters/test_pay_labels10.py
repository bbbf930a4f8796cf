"""Play test 10: the Reprisal-risk tags over a computer's hand ran together ("29%37%" at 800×600, a logical
pixel apart), and the payment panel's "From Normal Bot 2" button read "From Normal Bot…"."""

from __future__ import annotations

import pygame

from tests.games.zoo_fighters.helpers import build, play
from tests.games.zoo_fighters.table_helpers import make_table
from zooarcade.games.zoo_fighters.actions import Declare
from zooarcade.games.zoo_fighters.scene import TAG_ROW_GAP, TAG_SIDE_GAP, stagger_tags
from zooarcade.session import SeatConfig, short_seat_name
from zooarcade.ui.table.panel import LABEL_COMFORT, DecisionPanel, PanelChoice

HANDS = ["fire_chi", "water_chi", "wind_chi", "earth_chi", "order_chi"]


def _paying_table(app, n):
    seats = [SeatConfig("Player")] + [SeatConfig(f"Normal Bot {i + 1}", "ai", "normal") for i in range(1, n)]
    table, session = make_table(app, seats)
    fighters = ["kaze", "blaze", "tusk", "bao"][:n]
    state, _ = build(fighters, hands={0: ["fire_chi"], **{s: HANDS for s in range(1, n)}})
    play(state, next(a for a in state.legal_actions() if isinstance(a, Declare)))
    session.state = state
    table.reset_table()
    table.legal_cache = None
    return table


def _apart(a: pygame.Rect, b: pygame.Rect) -> bool:
    """Side by side at least TAG_SIDE_GAP apart, or one at least TAG_ROW_GAP above the other (3 screen pixels at
    800×600)."""
    side = max(a.x - b.right, b.x - a.right)
    over = max(a.y - b.bottom, b.y - a.bottom)
    assert min(TAG_SIDE_GAP, TAG_ROW_GAP) * 800 / 1280 >= 3, "the canvas is drawn 0.625 times as big at 800x600"
    return side >= TAG_SIDE_GAP or over >= TAG_ROW_GAP


def test_risk_tags_of_one_card_groups_keep_a_visible_gap(make_app):
    app = make_app()
    table = _paying_table(app, 4)
    tags = [t for _, _, t in table.pay_hint_tags()]
    assert len(tags) >= 10, "three neighbours, five colours each"
    for i, a in enumerate(tags):
        for b in tags[i + 1:]:
            assert _apart(a, b), (a, b)


def test_stagger_keeps_the_side_gap():
    tags = []
    for i in range(5):
        tag = pygame.Rect(0, 0, 30, 16)
        tag.midbottom = (100 + 35 * i, 200)  # 5 px apart: closer than the gap asked for
        tags.append(tag)
    placed = stagger_tags(tags, side_gap=8)
    assert any(t.bottom < 200 for t in placed), "a tag too near its neighbour goes up a row"
    old = stagger_tags(tags)
    assert all(t.bottom == 200 for t in old), "5 px apart is enough for the default gap"


def test_a_long_seat_label_shows_its_short_form_rather_than_shrink_out_of_sight(make_app):
    app = make_app()
    panel = DecisionPanel(app.font, lambda a: None)
    opts = (("Double Water 45%", object()), ("Fire 27%", object()))
    long = "From Professor Normal Bot 2"
    panel.set("Pay", [PanelChoice(long, opts, short="From Bot 2")], pygame.Rect(948, 200, 318, 508))
    assert panel.buttons[0].text == "From Bot 2" and panel.buttons[0].font_size >= LABEL_COMFORT
    assert panel.full_label_at(panel.buttons[0].rect.center)[0] == long, "the whole label is its tooltip"
    panel.set("Pay", [PanelChoice("From Ann", opts, short="From A")], pygame.Rect(948, 200, 318, 508))
    assert panel.buttons[0].text == "From Ann", "a label that fits keeps its words"


def test_the_pay_panel_names_a_default_bot_shortly():
    assert short_seat_name("Normal Bot 2") == "Bot 2" and short_seat_name("Hard Bot") == "Bot"
    assert short_seat_name("Ann") == "Ann" and short_seat_name("Normal Botany") == "Normal Botany"


def test_the_pay_panel_offers_the_short_form(make_app):
    app = make_app()
    table = _paying_table(app, 2)
    choices = table.panel_choices(table.legal())
    take = next(c for c in choices if c.label.startswith("From "))
    assert take.label == "From Normal Bot 2" and take.short == "From Bot 2"


def test_a_raised_tag_is_not_drawn_over_the_seats_words(make_app, monkeypatch):
    from zooarcade.games.zoo_fighters.scene import NO_MOVES

    app = make_app()
    table = _paying_table(app, 4)
    covered = [s for s, box in table.boxes.items() if not box.mine and table.tag_covers(table.no_moves_rect(box))]
    assert covered, "in this deal a raised tag reaches a neighbour's 'no Special Moves yet'"
    drawn = []
    real = table.text.blit

    def record(surface, role, size, words, pos, *args, **kwargs):
        drawn.append((words, pos))
        return real(surface, role, size, words, pos, *args, **kwargs)

    monkeypatch.setattr(table.text, "blit", record)
    table.draw(app.display.canvas)
    spots = [pos for words, pos in drawn if words == NO_MOVES]
    for seat in covered:
        box = table.boxes[seat]
        assert (box.moves.x + 4, box.moves.centery) not in spots
    assert spots, "a seat no tag reaches still says it"


def test_each_risk_tag_carries_its_back_colour_and_symbol(make_app):
    """Play test 11 (s19): over overlapped backs the tags and stems were hard to match to their cards; each tag
    now has its back's colour for a frame and its symbol at the left (room made for it)."""
    from zooarcade.games.zoo_fighters.faces import element
    from zooarcade.games.zoo_fighters.scene import TAG_SYMBOL

    app = make_app()
    table = _paying_table(app, 4)
    for _ in range(3):
        app.step(1 / 60)
    window = pygame.display.get_surface()
    hints = table._pay_hints()
    assert len(hints) >= 10
    for _seat, colour, _box, label, tag in hints:
        assert tag.w >= app.font("bold", 11).size(label)[0] + TAG_SYMBOL, "room for the symbol beside the words"
        x, y = app.display.viewport.to_window((tag.x, tag.centery))
        assert tuple(window.get_at((x, y)))[:3] == element(colour).color, (label, colour)
