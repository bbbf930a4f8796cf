"""ZOP ZOO, Table: the longest row and the tallest stacks the rules allow fit inside their seat panel (play 11)."""

from __future__ import annotations

import pygame
import pytest

from zooarcade.games.zop_zoo.data import BONUS_CATEGORIES
from zooarcade.games.zop_zoo.layout import (
    CARD,
    MARGIN,
    MAX_ROW,
    TAB,
    Fan,
    ZopRow,
    seat_layouts,
    side_column,
    side_scale,
)


def test_max_row_follows_the_rules() -> None:
    """Six starting cards, plus one from the HYENA and one from the RACCOON (single use each, an EARTHWORM swap
    keeps the count): 8.  The Side Bonus column holds at most one card per Side Bonus category: 8."""
    assert MAX_ROW == 6 + 2
    assert len(BONUS_CATEGORIES) == 8


@pytest.mark.parametrize("n", range(2, 7))
def test_worst_case_cards_fit_their_panel(n) -> None:
    """Rows of :data:`MAX_ROW` cards, each with a cover (matches and joined Connect pairs alike), and a full
    Side Bonus column: every card keeps :data:`MARGIN` inside its panel, no row card touches the Side Bonus
    column (its label strip included), every Side Bonus card lies in the column below its label, and each
    shows a strip of at least :data:`TAB` pixels, room for its category symbol (play test: 4–6 seats showed
    4-pixel slivers of eight cards)."""
    for lay in seat_layouts(n):
        row = ZopRow("row:0", lay.row, CARD, scale=lay.scale)
        for i in range(MAX_ROW):
            row.keys.append(f"w:{i}")
            row.stacks[f"w:{i}"] = [f"b:{i}"]
            if i % 2:
                row.joined.add(f"b:{i}")
        inner = lay.panel.inflate(-2 * MARGIN + 2, -2 * MARGIN + 2)
        column = side_column(lay)
        for key, slot in row.slots().items():
            rect = row.card_rect(slot)
            assert inner.contains(rect), (n, key, rect, lay.panel)
            assert not rect.inflate(8, 0).colliderect(column), (n, key, rect, column)
        fan = Fan("side:0", lay.side, CARD, scale=side_scale(lay))
        fan.keys = [f"s:{i}" for i in range(len(BONUS_CATEGORIES))]
        label = pygame.Rect(column.x, column.y, column.w, column.h - lay.side.h)
        slots = fan.slots()
        rects = {key: fan.card_rect(slot) for key, slot in slots.items()}
        for key, rect in rects.items():
            assert lay.side.contains(rect), (n, key, rect, lay.side)
            assert not rect.colliderect(label), (n, key, rect, label)
            assert inner.contains(rect)
            # the part of the card no later card covers: a full-width strip from its top
            shown = min([rect.h] + [r.y - rect.y for k, r in rects.items()
                                    if slots[k].z > slots[key].z and r.colliderect(rect)])
            assert shown >= TAB, (n, key, shown)
            assert all(not r.colliderect(rect) or r.y > rect.y for k, r in rects.items()
                       if slots[k].z > slots[key].z), (n, key, "a later card covers its top")
