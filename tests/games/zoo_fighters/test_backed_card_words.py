"""A face-down card is "an Earth-backed card", never "A Earth-backed card" (playtest 5: the hover caption)."""

from __future__ import annotations

from tests.games.zoo_fighters.table_helpers import human_vs_ai, wait_human
from zooarcade.games.zoo_fighters.data import COLOUR_NAMES
from zooarcade.games.zoo_fighters.narration import backed_card


def test_backed_card_takes_the_right_article():
    assert [backed_card(c) for c in COLOUR_NAMES] == [
        "a Fire-backed card", "a Water-backed card", "a Wind-backed card", "an Earth-backed card",
        "an Order-backed card", "a Chaos-backed card"]


def test_the_hover_caption_of_every_face_down_card_reads_right(make_app):
    captions: list[str] = []
    for seed in range(1, 12):
        app = make_app()
        table, session = human_vs_ai(app, seed=seed)
        assert wait_human(app, table, session)
        for key, sprite in table.layer.sprites.items():
            back = table.layer.backs.get(key)
            if not str(key).isdigit() and isinstance(back, str) and back.isdigit():
                captions.append(table._card_target(sprite).lines[0])
        if any(c.split()[1].startswith(("Earth", "Order")) for c in captions):
            break
    assert any(c.split()[1].startswith(("Earth", "Order")) for c in captions), captions
    for line in captions:
        colour = line.split()[1].split("-")[0]
        expected = backed_card(colour)
        assert line == expected[0].upper() + expected[1:], line
