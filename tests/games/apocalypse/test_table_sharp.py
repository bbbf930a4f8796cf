"""Issue "Cards stay sharp at every window size (render at the drawn size, cache it)" on the Apocalypse table.

The table, its card faces, the hover preview and the replay / rules pictures of
:mod:`zooarcade.games.apocalypse.board_draw` are drawn at the window's resolution: at
1920×1080 (scale 1.5) and 800×600 (scale 0.625) nothing is resampled from a 1280×720
picture (the ``zooarcade.gfx`` logger says so at DEBUG), and a card face made for a
1.5× window is painted at that size, not smooth-scaled from its 1× pixels.
"""

from __future__ import annotations

import logging

import pygame
import pytest

from tests.games.apocalypse.test_table import DT, _source_pos, _table, _wait_human
from tests.uihelpers import post_mouse as _post
from zooarcade.core.rng import Rng
from zooarcade.games.apocalypse.board_draw import DIAGRAMS, board_painter, diagram_painter
from zooarcade.games.apocalypse.rules import PileCard
from zooarcade.session import SeatConfig
from zooarcade.ui import gfx
from zooarcade.ui.table.preview import PREVIEW_DELAY, PREVIEW_SCALE

SIZES = [(1920, 1080), (800, 600)]
#: three humans: no AI moves while the test hovers and drags.
SEATS = [SeatConfig("Ann"), SeatConfig("Ben"), SeatConfig("Cat")]


def _mid_game(session, moves=22):
    """Play ``moves`` seeded random legal actions: characters on the board, cards in the piles."""
    rng = Rng.from_seed(11)
    for _ in range(moves):
        if session.state.is_terminal():
            break
        session.apply(rng.choice(session.state.legal_actions()))


def _hover(app, table, pos, seconds):
    _post(pygame.MOUSEMOTION, table.to_window(pos), buttons=(0, 0, 0))
    for _ in range(max(1, round(seconds / DT))):
        app.step(DT)


def _resampled(caplog):
    return [r.getMessage() for r in caplog.records if r.name == "zooarcade.gfx" and "resampled" in r.getMessage()]


def _assert_sharp(face, scale):
    """``face`` painted for ``scale`` has the drawn size and is not its 1× pixels smooth-scaled."""
    w, h = face.get_size()
    size = (round(w * scale), round(h * scale))
    big = face.pixels(scale)
    assert big.get_size() == size
    resampled = pygame.transform.smoothscale(face.pixels(1.0), size)
    assert pygame.image.tobytes(big, "RGBA") != pygame.image.tobytes(resampled, "RGBA"), "painted, not resampled"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_table_mid_game_draws_sharp_without_resampling(make_app, caplog, size):
    app = make_app(size)
    with caplog.at_level(logging.DEBUG, logger="zooarcade.gfx"):
        table, session = _table(app, seed=7, seats=list(SEATS), prepare=_mid_game)
        assert app.display.canvas.scale != 1.0
        assert _wait_human(app, table, session)
        for _ in range(5):
            app.step(DT)
        assert any(o is not None for o in table.model.occupants) and any(table.model.piles)
        # hover a zoo card until its 2x preview shows
        loc = next(i for i in range(25) if table.model.stacks[i] and table.model.occupants[i] is None)
        card = table.layout.zoo_rect(loc, lower=len(table.model.stacks[loc]) > 1)
        _hover(app, table, card.center, PREVIEW_DELAY + 0.1)
        assert table.preview.shown and table.preview.target.key == ("zoo", loc)
        # a character on the board, then a pile card
        occ = next(o for o in table.model.occupants if o is not None)
        _hover(app, table, table.char_sprite(occ.card_id).rect.center, PREVIEW_DELAY + 0.1)
        assert table.preview.shown and table.preview.target.key == ("char", occ.card_id)
        seat = max(range(table.n), key=lambda s: len(table.model.piles[s]))
        pile = table.model.piles[seat]
        _hover(app, table, table.layout.pile_center(seat, len(pile) - 1, len(pile)), PREVIEW_DELAY + 0.1)
        assert table.preview.shown and table.preview.target.key == ("pile", seat, len(pile) - 1)
        # a move chosen with the keyboard (marks), then a drag (lit and dimmed pits, a scaled hand card)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
        app.step(DT)
        assert table.marked()
        start = _source_pos(table, session, session.state.legal_actions()[0])
        _post(pygame.MOUSEBUTTONDOWN, table.to_window(start))
        app.step(DT)
        for i in range(1, 4):
            _post(pygame.MOUSEMOTION, table.to_window((start[0] + 60 * i, start[1])))
            app.step(DT)
        assert table.drag.dragging
        _post(pygame.MOUSEBUTTONUP, table.to_window((5, 700)))
        for _ in range(5):
            app.step(DT)
    assert _resampled(caplog) == []
    # the canvas is not blank: the felt, the board and the panels differ
    window = app.display.canvas.surface
    colours = {tuple(window.get_at((x, y))) for x in range(0, window.get_width(), 37)
               for y in range(0, window.get_height(), 29)}  # fmt: skip
    assert len(colours) > 50


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_card_faces_are_painted_at_the_drawn_size(make_app, size):
    app = make_app(size)
    table, session = _table(app, seed=7, seats=list(SEATS), prepare=_mid_game)
    faces = table.faces
    loc = next(i for i in range(25) if table.model.stacks[i] and table.model.stacks[i][-1].value is not None)
    top = table.model.stacks[loc][-1]
    pictures = [
        faces.zoo(top.card_id, top.value),
        faces.zoo("z3", 0),
        faces.zoo_back(),
        faces.char(0, 5),
        faces.char(1, 6, mutant=True),
        faces.mini(PileCard("zoo", 2, "z9", True)),
    ]
    for face in pictures:
        assert isinstance(face, gfx.Drawing)
        _assert_sharp(face, 1.5)
        _assert_sharp(face, app.display.canvas.scale)
    # hand sprites hold the same pictures, and the hover preview paints its 2x copy afresh
    assert table.char_sprite("c0-5").image is faces.char(0, 5)
    table.preview.target = table._char_target("c0-5", table.char_sprite("c0-5").rect)
    big = table.preview.big_face()
    w, h = faces.char(0, 5).get_size()
    assert big.get_size() == (round(w * PREVIEW_SCALE), round(h * PREVIEW_SCALE))
    scale = app.display.canvas.scale
    _assert_sharp(big, scale)
    shown = big.pixels(scale)
    blown_up = pygame.transform.smoothscale(faces.char(0, 5).pixels(scale), shown.get_size())
    assert pygame.image.tobytes(shown, "RGBA") != pygame.image.tobytes(blown_up, "RGBA")


def test_replay_board_and_rules_diagrams_draw_sharp_on_a_large_canvas(make_app, caplog):
    app = make_app((1920, 1080))
    table, session = _table(app, seed=7, seats=list(SEATS), prepare=_mid_game)
    boards, diagrams = board_painter(app), diagram_painter(app)
    with caplog.at_level(logging.DEBUG, logger="zooarcade.gfx"):
        canvas = gfx.Canvas.blank((640, 660), 1.5, alpha=False)
        before = pygame.image.tobytes(canvas.surface, "RGB")
        drawn = boards(canvas, canvas.get_rect().inflate(-8, -8), session.state, None, None, True)
        assert canvas.get_rect().contains(drawn)
        assert pygame.image.tobytes(canvas.surface, "RGB") != before
        for name in DIAGRAMS:
            page = gfx.Canvas.blank((480, 360), 1.5)
            drawn = diagrams(page, pygame.Rect(0, 0, 480, 360), name)
            assert drawn.w > 0 and page.surface.get_bounding_rect().w > 0, name
    assert _resampled(caplog) == []


def test_table_is_repainted_sharp_after_the_window_is_resized(make_app, caplog):
    """Growing the window mid-game re-renders the table at the new scale (nothing resampled, same layout)."""
    app = make_app()
    table, session = _table(app, seats=SEATS, prepare=_mid_game)
    for _ in range(3):
        app.step(DT)
    card = table.layout.cell_rect(12)
    before = app.display.canvas.get_at(card.center)
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)  # what the OS does before it sends VIDEORESIZE
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    with caplog.at_level(logging.DEBUG, logger="zooarcade.gfx"):
        for _ in range(3):
            app.step(DT)
    assert app.display.canvas.surface.get_size() == (1920, 1080)
    assert not _resampled(caplog)
    assert app.display.canvas.get_at(card.center) == before  # same logical layout
    # a card face now on screen has been painted at 1.5×
    sprite = next(s for s in table.chars.values() if s.visible)
    drawn = sprite._scaled[1] if sprite._scaled is not None else sprite.image
    assert gfx._skey(1.5) in drawn._renders


def test_replay_board_letters_are_drawn_last_and_whole(make_app, monkeypatch):
    """Play test 14, F10: on the Replay / Game review board the column letters were cut ("E" read as "F"): the
    picture drew them before the top row's pits (whose frames covered their feet) and their tags stuck 1 px out
    of the picture.  Now they come after every pit, each tag wholly inside the picture."""
    from zooarcade.games.apocalypse import board_draw

    app = make_app()
    _, session = _table(app, seed=7, seats=list(SEATS), prepare=_mid_game)
    calls: list[object] = []
    real_pit, real_labels = board_draw.draw_pit, board_draw.draw_grid_labels
    monkeypatch.setattr(board_draw, "draw_pit", lambda *a, **k: (calls.append("pit"), real_pit(*a, **k))[1])

    def labels(surf, layout, font, offset=(0, 0), inside=None):
        from zooarcade.games.apocalypse.layout import grid_label_tags

        tags = [tag.move(offset) for _, tag in grid_label_tags(layout)]
        calls.append([(tag.clamp(inside) if inside is not None else tag) for tag in tags])
        real_labels(surf, layout, font, offset, inside)

    monkeypatch.setattr(board_draw, "draw_grid_labels", labels)
    canvas = gfx.Canvas.blank((640, 660), 1.0, alpha=False)
    board_painter(app)(canvas, canvas.get_rect().inflate(-8, -8), session.state, None, None, False)
    assert calls.count("pit") == 25 and isinstance(calls[-1], list), "the letters come after every pit"
    picture = pygame.Rect(0, 0, *board_draw.TableLayout(session.state.n).board_rect.size)
    assert all(picture.contains(tag) for tag in calls[-1]), calls[-1]
