"""Play test 11 (s19, s29–s31): Order's cards and backs are yellow but its symbol was a purple yin-yang, so an
Order badge read as Chaos (purple).  Each element's symbol now agrees with its colour, and every symbol differs."""

from __future__ import annotations

import pygame

from zooarcade.games.zoo_fighters.data import CHAOS, FIRE, ORDER
from zooarcade.games.zoo_fighters.faces import ELEMENTS


def _mean_colour(surface: pygame.Surface) -> tuple[float, float, float]:
    total = [0.0, 0.0, 0.0]
    n = 0
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, a = surface.get_at((x, y))
            if a > 128:
                total[0] += r
                total[1] += g
                total[2] += b
                n += 1
    return (total[0] / n, total[1] / n, total[2] / n)


def _dist(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=False)) ** 0.5


def test_order_and_chaos_symbols_take_their_own_colour(make_app):
    app = make_app()
    means = {c: _mean_colour(app.assets.icon(ELEMENTS[c].icon, (48, 48)).pixels(1.0)) for c in (ORDER, CHAOS)}
    order, chaos = ELEMENTS[ORDER].color, ELEMENTS[CHAOS].color
    assert _dist(means[ORDER], order) < _dist(means[ORDER], chaos), "the Order symbol is not purple"
    assert _dist(means[CHAOS], chaos) < _dist(means[CHAOS], order)


def test_every_element_has_its_own_symbol_and_letter():
    looks = [ELEMENTS[c] for c in range(FIRE, CHAOS + 1)]
    assert len({look.icon for look in looks}) == len(looks)
    assert len({look.mark for look in looks}) == len(looks)
    assert len({look.color for look in looks}) == len(looks)
