"""Zoo Fighters II card faces and card tooltips (play test 8): the points badge shows, a two-line name stays
clear of the cost row under it, and a 1-point card reads "1 point"."""

from __future__ import annotations

import pygame

from tests.games.zoo_fighters.table_helpers import human_vs_ai, wait_human
from tests.uihelpers import record_text
from zooarcade.games.zoo_fighters import faces as faces_module
from zooarcade.games.zoo_fighters.data import Kind
from zooarcade.games.zoo_fighters.faces import CARD, DEFS_BY_KEY, Faces
from zooarcade.ui import theme


def test_the_points_badge_is_painted_over_the_art_box(make_app):
    """The art box was painted after the badge and hid all of it but a sliver at the card's edge."""
    app = make_app()
    faces = Faces(app)
    pointed = [d for d in DEFS_BY_KEY.values() if d.points]
    assert pointed
    for d in pointed:
        surf = faces.card(d.key, d.colour)._render(1.0)
        # the badge's gold ring, left of its number and inside the art box's corner
        assert tuple(surf.get_at((CARD[0] - 22, 40)))[:3] == tuple(theme.ACCENT[:3]), d.key


def test_every_card_name_stays_above_its_cost_row(make_app, monkeypatch):
    """ "Flame Pounce" wrapped to two lines and its second line ran into the Chi symbols of its cost."""
    app = make_app()
    faces = Faces(app)
    drawn = record_text(monkeypatch, faces_module.theme)
    cost_top = CARD[1] - 10 - 6  # the cost row: symbols of radius 5 (and a 1-pixel rim) centred 10 px above the bottom
    for d in DEFS_BY_KEY.values():
        if d.kind not in (Kind.MOVE, Kind.OPPONENT) or not d.cost:
            continue
        drawn.clear()
        faces.card(d.key, d.colour)._render(1.0)
        words = set(d.name.split())
        lines = [(t, r) for t, r in drawn if t and set(t.split()) <= words]
        assert " ".join(t for t, _ in lines) == d.name, d.key
        assert all(r.bottom <= cost_top for _, r in lines), (d.key, [r for _, r in lines])


def test_a_one_point_card_reads_one_point_in_its_tooltip(make_app):
    app = make_app()
    table, session = human_vs_ai(app, seed=2)
    assert wait_human(app, table, session)
    one = next(i for i, d in enumerate(session.state.defs) if d.points == 1)
    sprite = next(iter(table.layer.sprites.values()))
    real_key = sprite.key
    try:
        sprite.key = str(one)
        lines = table._card_target(sprite).lines
    finally:
        sprite.key = real_key
    assert lines[1].endswith("\u00b7 1 point"), lines[1]


def test_reprisal_risk_tags_of_narrow_colour_groups_do_not_overlap():
    """Play test 8: a neighbour's one-card Water and Wind groups sat side by side and their tags read "8%45%"."""
    from zooarcade.games.zoo_fighters.scene import stagger_tags

    tags = []
    for i, width in enumerate((36, 28, 36, 36, 36, 36)):
        tag = pygame.Rect(0, 0, width, 16)
        tag.midbottom = (220 + 22 * i, 225)  # one card back each, 22 px apart: narrower than a tag
        tags.append(tag)
    placed = stagger_tags(tags)
    assert [t.centerx for t in placed] == [t.centerx for t in tags], "each tag stays over its group"
    assert all(t.bottom <= 225 for t in placed)
    for i, a in enumerate(placed):
        for b in placed[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert max(225 - t.bottom for t in placed) <= 18, "one row up is enough for tags two groups apart"


def test_the_payment_tags_of_a_real_payment_do_not_overlap(make_app):
    from tests.games.zoo_fighters.test_table import _first_payment

    app = make_app()
    table, session, _ = _first_payment(app, seed=3, options={"fighter1": "tusk"})
    assert wait_human(app, table, session)
    tags = table.pay_hint_tags()
    assert tags, "a payment shows the risk of taking a neighbour's backs"
    for i, (_, _, a) in enumerate(tags):
        assert all(not a.colliderect(b) for _, _, b in tags[i + 1:])


def test_a_reprisal_risk_tag_says_what_it_is_on_hover(make_app):
    """Play test 8: the "27%" tags on a neighbour's hand while paying did not say they were a Reprisal risk."""
    from tests.games.zoo_fighters.test_table import _first_payment
    from zooarcade.ui.table.base import TOOLTIP_DELAY

    app = make_app()
    table, session, _ = _first_payment(app, seed=3, options={"fighter1": "tusk"})
    assert wait_human(app, table, session)
    (_box, label, tag), *_ = table.pay_hint_tags()
    key = table.hover_at(tag.center)
    assert key is not None and key[0] == "risk tag"
    lines = table.tooltip_lines(key)
    assert lines[0].startswith("Reprisal risk" if label != "safe" else "No Reprisal")
    if label != "safe":
        assert label in lines[0]
    assert any("strikes back" in line for line in lines)
    assert table.hover_at((tag.centerx, tag.y - 40)) is None or table.hover_at((tag.centerx, tag.y - 40)) != key
    vp = app.display.viewport
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=vp.to_window(tag.center), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    for _ in range(int(TOOLTIP_DELAY * 60) + 10):
        app.step(1 / 60)
    assert table.hover_key == key
