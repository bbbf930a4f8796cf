"""ZOP ZOO table, play-test leftovers (issue 11, "Table": cards readable at a glance, 2 to 6 seats legible at
1280×720 and 800×600): readable value badges on small cards, Wild targets lit as soon as the choice is up,
nothing written over anything else, Side Bonus cards with their row, covers inside the panel, the round-end
sheet after a Continue between rounds, long seat names."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.uihelpers import show_table
from zooarcade.games.zop_zoo.data import CARDS, Kind
from zooarcade.games.zop_zoo.faces import Faces, signed
from zooarcade.games.zop_zoo.layout import CARD, ZopRow
from zooarcade.games.zop_zoo.scene import ZopTable
from zooarcade.session import GameSession, MatchSetup, parse_seats
from zooarcade.ui import theme

#: the least on-screen size (window pixels) a card's value figures may have.
FLOOR_PX = 9
SIZES = ((1280, 720), (800, 600))


def _table(make_app, seats: str, seed: int = 2, size=(1280, 720)) -> ZopTable:
    app = make_app(size=size)
    app.settings.animation_speed = "instant"
    session = GameSession(MatchSetup("zop_zoo", parse_seats(seats), seed))
    table = app.make_table(session)
    assert isinstance(table, ZopTable)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    return table


def _value_sizes(app, scale: float, monkeypatch) -> dict[int, float]:
    """Per card with a value badge: the on-screen size (window pixels) of its value figures at ``scale``."""
    seen: list[tuple[str, int]] = []
    real = theme.blit_text

    def spy(surface, font, text, pos, *args, **kw):
        seen.append((text, font.point_size))
        return real(surface, font, text, pos, *args, **kw)

    monkeypatch.setattr(theme, "blit_text", spy)
    faces = Faces(app)
    out = {}
    for cid, card in enumerate(CARDS):
        if card.kind in (Kind.LOWER, Kind.MOLE, Kind.SPECIAL):
            continue  # no value badge: a lower half is worth points only joined; MOLE and Specialty cards none
        seen.clear()
        faces.card(cid).pixels(scale)
        wanted = {str(card.value), signed(card.value), "80"}
        sizes = [size for text, size in seen if text in wanted]
        assert sizes, f"{card.name}: no value figures painted"
        out[cid] = max(sizes) * scale
    return out


@pytest.mark.parametrize("size", SIZES)
def test_value_badges_readable_at_six_seats(make_app, monkeypatch, size) -> None:
    """Six seats with a grown row (7 cards) at 1280×720 and 800×600: every value badge ≥ FLOOR_PX on screen."""
    table = _table(make_app, "human," + ",".join(["ai:easy"] * 5), size=size)
    row = table.layer.zones["row:0"]
    assert isinstance(row, ZopRow)
    row.keys = row.keys[:6] + ["w:extra"]  # geometry only: a seventh slot shrinks the cards
    scale = row.fit_scale() * table.app.display.scale
    small = {CARDS[c].name: px for c, px in _value_sizes(table.app, scale, monkeypatch).items() if px < FLOOR_PX}
    assert not small, f"value figures under {FLOOR_PX} px at {size}: {small}"


def test_big_cards_keep_the_full_face(make_app, monkeypatch) -> None:
    """A card drawn large (1280×720 at three seats, the hover preview) keeps the regular badge: the compact
    face is only for small cards."""
    app = make_app()
    lion = next(i for i, c in enumerate(CARDS) if c.kind == Kind.CATEGORY)
    for scale in (1.0, 2.0):
        assert _value_sizes(app, scale, monkeypatch)[lion] == pytest.approx(13 * scale)


def _at_wild(make_app, players: int = 3, size=(1280, 720)) -> ZopTable:
    """A table where the human (seat 0) holds a Wild with a real choice of row cards."""
    from zooarcade.gallery import demo_session

    session = demo_session("zop_zoo", seed=3, moves=0, players=players,
                           until=lambda s: s.state.phase == "wild" and s.current == 0 and not s.decision.forced)
    app, table = show_table(make_app, session, size)
    assert isinstance(table, ZopTable)
    app.step(0.1)
    return table


def _lit_rects(table: ZopTable, monkeypatch) -> list[tuple[int, int]]:
    """Draw a frame; return the sizes of the lit-target glows drawn."""
    sizes: list[tuple[int, int]] = []
    real = table._lit
    monkeypatch.setattr(table, "_lit", lambda size: (sizes.append(tuple(size)), real(size))[1])
    table.app.step(0.05)
    return sizes


def test_wild_targets_lit_before_any_drag(make_app, monkeypatch) -> None:
    """The Wild decision is up and nothing is dragged: every row card it may cover is lit at once."""
    table = _at_wild(make_app)
    assert table.drag.active is None and table.input_enabled()
    wanted = sorted(table.target_rects()[table.target_key(a)].size for a in table.legal())
    assert len(wanted) >= 2
    assert sorted(_lit_rects(table, monkeypatch)) == wanted


def test_wild_targets_lit_with_a_hint(make_app, monkeypatch) -> None:
    """The hint path: with the hinted placement marked, the legal targets stay lit."""
    from zooarcade.ui.table.base import Mark

    table = _at_wild(make_app)
    table.hint = Mark(table.legal()[0], table.steps())
    assert table.current_hint() is not None
    assert len(_lit_rects(table, monkeypatch)) == len(table.legal())


@pytest.mark.parametrize("size", SIZES)
def test_turn_banner_never_covers_the_round_counter(make_app, monkeypatch, size) -> None:
    """The longest ZOP ZOO prompt (a MOLE on the discard pile) with a long seat name: the banner's pill ends
    before "Round N · target 800"."""
    from zooarcade.gallery import demo_session
    from zooarcade.ui import gfx

    session = demo_session("zop_zoo", seed=3, moves=0, players=4,
                           until=lambda s: s.state.phase == "top_mole" and s.current == 0)
    session.setup.seats[0] = dataclasses.replace(session.setup.seats[0], name="Maximiliana")
    app = make_app(size=size)
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    pills: list = []
    real = gfx.rect

    def spy(surface, color, rect, *args, **kw):
        r = pygame.Rect(rect)
        # on the window's canvas only: a picture painted now (the compact table's rows) draws on its own
        if surface is app.display.canvas and r.y < table.frame.top_bar and r.h >= 20 and r.w > 200:
            pills.append(r)
        return real(surface, color, rect, *args, **kw)

    monkeypatch.setattr(gfx, "rect", spy)
    app.step(0.05)
    counter = table.progress_rect()  # before the Menu button; the compact table's (800x600) before its tools
    assert counter.w > 40 and table.progress_text().startswith("Round")
    assert table.compact == (size == (800, 600))
    assert pills, "no banner drawn"
    for pill in pills:
        assert not pill.colliderect(counter), f"banner {pill} covers the counter {counter}"


@pytest.mark.parametrize("size", SIZES)
def test_click_to_draw_clear_of_the_pile_label(make_app, monkeypatch, size) -> None:
    """A MOLE on the discard pile makes the draw pile a choice: its "click to draw" stays inside the pile's
    area and clear of the "Draw pile" label above it."""
    from zooarcade.gallery import demo_session

    session = demo_session("zop_zoo", seed=3, moves=0, players=4,
                           until=lambda s: s.state.phase == "top_mole" and s.current == 0)
    app = make_app(size=size)
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    drawn: dict[str, pygame.Rect] = {}
    real = table.text.blit

    def spy(surface, role, size_, text, pos, *args, **kw):
        rect = real(surface, role, size_, text, pos, *args, **kw)
        drawn[text] = rect
        return rect

    monkeypatch.setattr(table.text, "blit", spy)
    app.step(0.05)
    assert table.input_enabled() and "click to draw" in drawn
    draw = table.piles.draw
    w, h = app.font("bold", 13).size("Draw pile")
    label = pygame.Rect(0, 0, w, h)
    label.center = (draw.centerx, draw.y - 22)
    invite = drawn["click to draw"]
    assert not invite.colliderect(label), (invite, label)
    assert table.piles.draw.inflate(12, 12).contains(invite)


@pytest.mark.parametrize("n", range(2, 7))
def test_side_bonus_column_sits_with_its_row(n) -> None:
    """ZOP ZOO, Table: each seat's Side Bonus area is part of its row — right beside the row's last card, as tall
    as the row, inside the panel — and overlaps nothing else of the panel."""
    from zooarcade.games.zop_zoo.layout import seat_layouts

    for lay in seat_layouts(n):
        side, row = lay.side, lay.row
        assert lay.panel.contains(side) and lay.panel.contains(row) and lay.panel.contains(lay.held)
        assert 0 <= side.x - row.right <= 12, (side, row)
        overlap = min(side.bottom, row.bottom) - max(side.y, row.y)
        assert overlap >= 0.8 * row.h, (side, row)
        for other in (row, lay.held, lay.header, lay.info):
            assert not side.colliderect(other), (side, other)
        assert lay.held.x >= side.right


@pytest.mark.parametrize("n", range(2, 7))
def test_stacked_covers_stay_inside_the_row(n) -> None:
    """Several cards laid on one row card (cards landing during a chain) close up to stay inside the row area;
    a single cover keeps its usual offset."""
    from zooarcade.games.zop_zoo.layout import COVER_OFFSET, seat_layouts

    lay = seat_layouts(n)[-1]
    row = ZopRow("row:0", lay.row, CARD, scale=lay.scale)
    row.keys = [f"w:{i}" for i in range(7)]
    row.stacks = {"w:0": ["b:a", "b:b", "b:c", "b:d"], "w:1": ["b:e"]}
    slots = row.slots()
    for key, slot in slots.items():
        rect = row.card_rect(slot)
        assert lay.row.inflate(2, 2).contains(rect), (key, rect, lay.row)
    h = CARD[1] * row.fit_scale()
    assert slots["b:e"].center[1] - slots["w:1"].center[1] == pytest.approx(h * COVER_OFFSET)
    ys = [slots[k].center[1] for k in ("w:0", "b:a", "b:b", "b:c", "b:d")]
    assert ys == sorted(ys) and len(set(ys)) == 5  # each laid card still peeks out below the one before


def _between_rounds(seed: int = 5) -> GameSession:
    """A two-seat session (a human and a computer) played by random legal actions up to the step that ended
    round 1 — the position a save made between rounds holds (the next step is the forced Deal)."""
    from zooarcade.core.events import EventKind
    from zooarcade.core.rng import Rng

    session = GameSession(MatchSetup("zop_zoo", parse_seats("human,ai:easy"), seed))
    rng = Rng.from_seed(seed)
    for _ in range(5000):
        events = session.apply(rng.choice(session.state.legal_actions()))
        if any(e.kind == EventKind.ROUND_END for e in events):
            assert not session.state.is_terminal()
            return session
    raise AssertionError("no round ended")


def test_continue_between_rounds_shows_the_round_end_sheet(make_app) -> None:
    """Continue from a save made between rounds (kit: ui/table/rounds.py): the round-end sheet of the round
    just scored opens, and the next round is not dealt until the player closes it."""
    from tests.uihelpers import click
    from zooarcade.gallery import show
    from zooarcade.scenes.title import TitleScene

    session = _between_rounds()
    app = make_app()
    app.settings.animation_speed = "instant"
    app.autosave(session)
    steps = len(session.record.steps)
    title = TitleScene(app)
    show(app, [title])
    assert title.buttons[0].text == "Continue"
    click(app, title.buttons[0].rect.center)
    table = app.scenes.top
    assert isinstance(table, ZopTable)
    for _ in range(30):
        app.step(1 / 30)
    assert table.round_summary.is_open, "the round-end sheet is shown again"
    assert table.round_summary.sheet.round == 1
    assert len(table.session.record.steps) == steps, "nothing is dealt while the sheet is open"
    table.round_summary.close()
    for _ in range(60):
        app.step(1 / 30)
    assert len(table.session.record.steps) > steps, "closing the sheet deals the next round"


def test_continue_mid_round_opens_no_sheet(make_app) -> None:
    """A save made mid-round reopens straight onto the table (no round-end sheet)."""
    session = GameSession(MatchSetup("zop_zoo", parse_seats("human,ai:easy"), 5))
    app = make_app()
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    app.step(1 / 30)
    assert not table.round_summary.is_open


LONG = "Bartholomew-Wolfgang"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [5, 6])
def test_long_seat_names_cut_with_the_full_name_on_hover(make_app, size, players) -> None:
    """A long name at 5–6 seats (and 800×600): the header cuts it with "…" inside the header, clear of the
    score badge, and hovering the cut name shows the whole name and the seat's kind in a tooltip."""
    from zooarcade.session import SeatConfig
    from zooarcade.ui.table.base import TOOLTIP_DELAY

    seats = [SeatConfig(LONG)] + [SeatConfig(f"{LONG} {i}", "ai", "easy") for i in range(1, players)]
    app = make_app(size=size)
    app.settings.animation_speed = "instant"
    table = app.make_table(GameSession(MatchSetup("zop_zoo", seats, 3)))
    app.scenes.reset(table)
    app.scenes.apply_pending()
    drawn: list[str] = []
    real = table.text.blit

    def spy(surface, role, size_, text, pos, *args, **kw):
        rect = real(surface, role, size_, text, pos, *args, **kw)
        if role == "bold" and size_ == 18:
            drawn.append(text)
        return rect

    table.text.blit = spy
    app.step(1 / 30)
    cut = [t for t in drawn if "\u2026" in t]
    assert len(cut) == players, drawn
    assert len(set(cut)) == players, "a cut name keeps its seat number (play test 14 F8)"
    for s, lay in enumerate(table.seats):
        rect = table.cut_names[s]
        assert lay.header.contains(rect)
    rect = table.cut_names[players - 1]
    pos = app.display.viewport.to_window(rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(int(TOOLTIP_DELAY * 30) + 4):
        app.step(1 / 30)
    assert table.hover_key == ("seat name", players - 1)
    texts: list[str] = []
    real_get = table.text.get
    table.text.get = lambda role, size_, text, *a, **k: (texts.append(text), real_get(role, size_, text, *a, **k))[1]
    app.step(1 / 30)
    assert f"{LONG} {players - 1}" in texts and "AI (Easy)" in texts, texts
