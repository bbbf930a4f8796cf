"""Zoo Fighters II table: a burst's words ("Prevented", "Reprisal!", "Cancelled" …) never cover written words.

Play test 9: "Prevented" and "Reprisal!" were drawn over the payment tray's text, and neither could be read.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from zooarcade.gallery import fighters_paying, show
from zooarcade.games.zoo_fighters.scene import FLASHES, FightersTable
from zooarcade.ui import placement

#: payments drawn in the tray: (need, pool) as 6 counts each, and whether a taken card's Reprisal waits.
PAYMENTS = {
    "small": ((0, 0, 0, 0, 0, 2), (0, 0, 0, 0, 0, 0), True),
    "gathered": ((2, 2, 2, 1, 1, 3), (1, 1, 1, 0, 0, 0), True),
    "two_rows": ((3, 3, 3, 2, 2, 3), (1, 1, 0, 1, 0, 0), True),
    "no_reprisal": ((2, 2, 2, 1, 1, 3), (1, 1, 1, 0, 0, 0), False),
}


def _table(app, payment: str) -> FightersTable:
    session = fighters_paying()
    table = app.make_table(session)
    assert isinstance(table, FightersTable)
    show(app, [table], frames=2)
    need, pool, reprisal = PAYMENTS[payment]
    view = session.view_for(table.viewer)
    pay = view.tasks[0]
    taken = session.state.hands[1][0]
    view.tasks[0] = replace(pay, need=need, pool=pool, reprisal=taken if reprisal else -1, holder=1 if reprisal else -1)
    table.rebuild(view)
    assert table.payment() is not None
    return table


def _words_and_marks(table: FightersTable) -> list[pygame.Rect]:
    return [r for *_, r in table.tray_texts()] + table.tray_marks() + table.centre_keep_clear()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("payment", sorted(PAYMENTS))
@pytest.mark.parametrize("kind", sorted(FLASHES))
def test_burst_words_cover_no_text(make_app, size, payment, kind):
    app = make_app(size=size)
    table = _table(app, payment)
    flash = table.make_flash(kind)
    pill = table.flash_rect(flash)
    texts = [r for *_, r in table.tray_texts()]
    assert not any(pill.colliderect(r) for r in texts), f"{kind} over the tray's words: {pill} vs {texts}"
    clash = [r for r in _words_and_marks(table) if pill.colliderect(r)]
    assert not clash, f"{kind}'s words {pill} cover {clash}"
    assert table.layout.centre.contains(pill)
    if FLASHES[kind][2] == "tray":
        assert table.layout.tray.contains(pill), "a tray burst's words stay in the tray"
    table.flashes = [flash]
    app.step(0.01)  # and it draws


def test_the_tray_draws_its_words_where_tray_texts_says(make_app, monkeypatch):
    app = make_app()
    table = _table(app, "two_rows")
    drawn: list[tuple[str, pygame.Rect]] = []
    real = table.text.blit

    def record(surface, role, size, text, pos, color=(0, 0, 0), anchor="topleft"):
        rect = real(surface, role, size, text, pos, color, anchor)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(table.text, "blit", record)
    app.step(0.01)
    expected = {(words, tuple(rect)) for _, _, words, _, rect in table.tray_texts()}
    assert expected and expected <= {(w, tuple(r)) for w, r in drawn}
    assert any(w.startswith("Reprisal from") for w, _ in expected)


def test_free_spot_finds_the_gap_between_words():
    area = pygame.Rect(0, 0, 300, 180)
    words = [
        placement.Avoid(pygame.Rect(10, 6, 200, 16)),
        placement.Avoid(pygame.Rect(60, 30, 230, 60)),
        placement.Avoid(pygame.Rect(150, 150, 140, 20)),
    ]
    box, hidden = placement.free_spot((130, 32), area, words, (150, 60))
    assert hidden == 0 and area.contains(box)
    assert not any(box.colliderect(a.rect) for a in words)
    crowded = [placement.Avoid(area)]
    box, hidden = placement.free_spot((130, 32), area, crowded, (150, 60))
    assert hidden > 0 and area.contains(box), "no free spot: the least hidden one, still inside"
