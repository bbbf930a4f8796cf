"""The kept picture of a table under its pieces (issue 14, frames at 1920×1080): ``TableScene._draw_still``.

A table whose ``still_key`` names what its ``draw_table`` draws from keeps that picture between frames and copies
it instead of drawing it again.  Here every such table plays a computer-only game (and is hovered once) and each
frame is drawn twice: as the game draws it (the kept picture) and with ``keep_still`` off (drawn afresh); the two
must be the same pixels.  The same comparison runs through human turns (a human seat and computers, at 800×600
and 1280×720): hovering, lifting and dragging a piece, Tab / arrows, the drawer, a hint, a move, an undo.  Another
test counts the ``draw_table`` calls: none while the key stays, one after a
move or a resize.
"""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import count_calls
from zooarcade.session import MatchSetup, parse_seats
from zooarcade.ui import gfx

DT = 1 / 30
#: the tables that keep a picture (the others return no ``still_key``).
KEEPING = ("zop_zoo", "apocalypse", "zoo_fighters", "zoo_vadis")


def _start(make_app, game: str, size: tuple[int, int], first: str, speed: str, seed: int):  # noqa: ANN001, ANN202
    """``(app, table)``: a seeded match of ``first`` (``"ai:easy"`` or ``"human"``) in seat 0 and Easy computers
    to two seats (or the game's fewest) in a ``size`` window, a tenth of a second per computer move, no move
    confirmation, one frame run."""
    from zooarcade.games.registry import game_info

    seats = ",".join([first] + ["ai:easy"] * (max(2, game_info(game).min_players) - 1))
    app = make_app(size=size)
    app.settings.animation_speed = speed
    app.settings.confirm_moves = False
    app.settings.ai_think_time = {"easy": 0.1, "normal": 0.1, "hard": 0.1}
    app.start_match(MatchSetup(game, parse_seats(seats), seed))
    app.scenes.apply_pending()
    table = app.scenes.top
    app.step(DT)
    return app, table


def _ai_table(make_app, game: str, size: tuple[int, int]):  # noqa: ANN001, ANN202
    """``(app, table)``: a match of Easy computers at normal animation speed (:func:`_start`, seed 11)."""
    return _start(make_app, game, size, "ai:easy", "normal", 11)


def _both_ways(app, table) -> tuple[bytes, bytes]:  # noqa: ANN001
    """The table drawn as the game draws it (the kept picture when its key holds) and drawn afresh."""
    canvas = app.display.canvas
    kept = gfx.Canvas.blank(canvas.get_size(), canvas.scale, alpha=False)
    table.draw(kept)
    fresh = gfx.Canvas.blank(canvas.get_size(), canvas.scale, alpha=False)
    table.keep_still = False
    try:
        table.draw(fresh)
    finally:
        table.keep_still = True
    return pygame.image.tobytes(kept.surface, "RGB"), pygame.image.tobytes(fresh.surface, "RGB")


@pytest.mark.parametrize(("size", "count"), [((1920, 1080), 240), ((800, 600), 120)])  # wide, and compact
@pytest.mark.parametrize("game", KEEPING)
def test_the_kept_table_picture_equals_a_full_draw_through_a_game_and_a_hover(
        make_app, game: str, size: tuple[int, int], count: int) -> None:  # noqa: ANN001
    app, table = _ai_table(make_app, game, size)
    assert table.compact is (size == (800, 600))
    draws = count_calls(table, "draw_table")
    steps_seen = {table.steps()}
    frames = 0
    hovered = False
    copied = 0  # the game's frames that copied the kept picture (no draw_table)
    for frame in range(count):
        before = draws[0]
        app.step(DT)
        copied += draws[0] == before
        if frame == count // 2:  # point at a card on the table (its lift, tooltip and hover key go in the key)
            sprite = next(s for s in table.sprites.values() if s.visible)
            table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=sprite.rect.center, rel=(0, 0),
                                                  buttons=(0, 0, 0)))
            hovered = True
        kept, fresh = _both_ways(app, table)
        assert kept == fresh, f"frame {frame}: the kept picture differs from a full draw"
        steps_seen.add(table.steps())
        frames += 1
    assert hovered and len(steps_seen) >= 2  # moves played in the frames compared
    # the picture was kept on many frames (Zoo Vadis draws afresh while a deal's way is shown, its dashes running)
    assert copied >= frames // 5, f"the kept picture was copied on {copied} of {frames} frames"


def test_the_kept_picture_is_dropped_after_a_move_and_a_resize(make_app) -> None:  # noqa: ANN001
    app, table = _ai_table(make_app, "zop_zoo", (1920, 1080))
    for _ in range(3):
        app.step(DT)
    draws = count_calls(table, "draw_table")
    key = table.still_key()
    quiet = 0
    while table.still_key() == key and quiet < 200:  # frames until the key changes (a move shows)
        before = draws[0]
        glow = table._still[0] if table._still is not None else None
        app.step(DT)
        if table.still_key() == key and table._still is not None and table._still[0] == glow:
            assert draws[0] == before  # the key held: the picture was copied, not drawn
        quiet += 1
    assert quiet < 200
    before = draws[0]
    steps = table.steps()
    while table.steps() == steps:  # the next move played: the table is drawn afresh
        app.step(DT)
    assert draws[0] > before

    size = (1280, 720)
    app.display.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    before = draws[0]
    app.step(DT)
    assert draws[0] == before + 1  # the new canvas size is drawn afresh
    assert table._still is not None and table._still[1].get_size() == size
    kept, fresh = _both_ways(app, table)
    assert kept == fresh


def test_a_window_the_canvas_fills_is_drawn_on_directly_and_a_letterboxed_one_gets_its_canvas_copied(make_app) -> None:  # noqa: ANN001
    from zooarcade.ui.display import LETTERBOX

    app = make_app(size=(1920, 1080))
    display = app.display
    assert display.canvas.surface is display.window  # 16:9: no copy at present
    display.canvas.fill((10, 20, 30))
    display.present()
    assert display.window.get_at((960, 540))[:3] == (10, 20, 30)

    size = (1000, 700)  # wider than 16:9 is tall: bars above and below
    display.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    display.resized(size)
    assert display.canvas.surface is not display.window
    vp = display.viewport
    assert vp.offset_y > 0 and display.canvas.surface.get_size() == (vp.width, vp.height)
    display.canvas.fill((10, 20, 30))
    display.present()
    assert display.window.get_at((500, 350))[:3] == (10, 20, 30)
    assert display.window.get_at((500, 0))[:3] == tuple(LETTERBOX)[:3]

    size = (1280, 720)  # 16:9 again: back on the window, at the new scale
    display.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    display.resized(size)
    assert display.canvas.surface is display.window and display.canvas.scale == 1.0


# ---------------------------------------------------------------------------------------------- human turns
def _human_table(make_app, game: str, size: tuple[int, int]):  # noqa: ANN001, ANN202
    """``(app, table)``: a human in seat 0 and Easy computers at fast animation speed (:func:`_start`, seed 5)."""
    return _start(make_app, game, size, "human", "fast", 5)


def _motion(pos: tuple[int, int], held: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(int(held), 0, 0))


def _press(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1)


def _keydown(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def _partway(a: tuple[int, int], b: tuple[int, int], t: float) -> tuple[int, int]:
    return round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t)


class _Checker:
    """Steps ``app`` a frame at a time and compares the kept picture with a full draw after each frame."""

    def __init__(self, app, table, game: str) -> None:  # noqa: ANN001
        self.app, self.table, self.game = app, table, game
        self.frames = 0
        self.what = "start"
        self.draws = count_calls(table, "draw_table")
        #: what was compared: ``{"lift": n, "hover": n, ...}`` and the frames that copied the kept picture
        self.done: dict[str, int] = {}
        self.copied = 0

    def frame(self, n: int = 1) -> None:
        for _ in range(n):
            before = self.draws[0]
            self.app.step(DT)
            self.copied += self.draws[0] == before
            kept, fresh = _both_ways(self.app, self.table)
            assert kept == fresh, (f"{self.game}: frame {self.frames} after {self.what}: the kept picture differs "
                                   "from a full draw")
            self.frames += 1

    def send(self, event: pygame.event.Event, what: str, n: int = 2) -> None:
        """Hand ``event`` to the table (as the app would), then compare ``n`` frames."""
        self.what = what
        word = what.split()[0]
        self.done[word] = self.done.get(word, 0) + 1
        self.table.handle_event(event)
        self.frame(n)


def _human_decision(check: _Checker, table, play_by_drop: bool) -> None:  # noqa: ANN001
    """What a player does at one decision: hover pieces and their targets, lift one and drag it partway (held a
    few frames, then dropped off the board: it flies home), Tab / arrows, the drawer (D), a hint (H), Escape;
    then play a legal move (dropped on its target when ``play_by_drop``, else :meth:`TableScene.request`)."""
    legal = table.legal()
    sources = {table.source_key(a) for a in legal}
    sprites = [s for s in table.pickable() if s.visible and s.key in sources and table.legal_targets(s)][:2]
    rects = table.target_rects()
    others = [s for s in table.sprites.values() if s.visible and s not in sprites][:2]
    for sprite in others:  # a card that is no source: its lift and tooltip
        check.send(_motion(sprite.rect.center), f"hovering {sprite.key!r}")
    for target in list(rects)[:2]:
        check.send(_motion(rects[target].center), f"hovering target {target!r}")
    if not table.compact or table.drawer_shown():
        for button in [b for b in table.panel.buttons if b.enabled][:2]:  # the decision's choices
            check.send(_motion(button.rect.center), f"hovering the choice {button.text!r}")
    for sprite in sprites:
        check.send(_motion(sprite.rect.center), f"hovering {sprite.key!r}")
        for target in table.legal_targets(sprite)[:2]:
            if target in rects:
                check.send(_motion(rects[target].center), f"hovering target {target!r}")
    if sprites:
        sprite = sprites[0]
        start = sprite.rect.center
        target = next((t for t in table.legal_targets(sprite) if t in rects), None)
        end = rects[target].center if target is not None else (start[0] + 40, start[1] - 40)
        check.send(_motion(start), "pointing at the piece to lift", 1)
        check.send(_press(pygame.MOUSEBUTTONDOWN, start), f"lifting {sprite.key!r}", 1)
        check.send(_motion(_partway(start, end, 0.3), held=True), "dragging a third of the way", 1)
        check.send(_motion(_partway(start, end, 0.6), held=True), "dragging further", 3)  # held a few frames
        if play_by_drop and target is not None:
            check.send(_motion(end, held=True), "dragging onto the target", 1)
            before = table.steps()
            check.send(_press(pygame.MOUSEBUTTONUP, end), f"dropping on {target!r}", 4)
            if table.steps() > before or not table.input_enabled():
                return
        else:
            away = (4, 4)  # the top-left corner: no target there, the piece flies home
            check.send(_motion(away, held=True), "dragging off the board", 1)
            check.send(_press(pygame.MOUSEBUTTONUP, away), "dropping off the board", 6)
    for key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT):
        if not table.input_enabled():
            return
        check.send(_keydown(key), f"key {pygame.key.name(key)}")
    if table.compact:
        check.send(_keydown(pygame.K_d), "folding the drawer (D)", 3)
        check.send(_keydown(pygame.K_d), "opening the drawer (D)", 3)
    if not table.input_enabled():
        return
    check.send(_keydown(pygame.K_h), "a hint (H)", 6)
    check.send(_keydown(pygame.K_ESCAPE), "Escape (the hint and the choice go)", 2)
    if table.input_enabled():
        legal = table.legal()
        check.what = "a move played"
        table.request(legal[len(legal) // 2], None)
        check.frame(2)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])  # compact (the drawer), and wide
@pytest.mark.parametrize("game", KEEPING)
def test_the_kept_table_picture_equals_a_full_draw_through_human_turns(
        make_app, game: str, size: tuple[int, int]) -> None:  # noqa: ANN001
    """Two human decisions (the first played by dropping a piece on its target, the second by a request),
    an undo (Ctrl+Z) and the computer's moves after them: every frame's kept picture equals a full draw."""
    app, table = _human_table(make_app, game, size)
    assert table.compact is (size == (800, 600))
    check = _Checker(app, table, game)
    decisions = 0
    undone = False
    while decisions < 2 and check.frames < 900:
        if table.input_enabled() and table.human_deciding():
            _human_decision(check, table, play_by_drop=decisions == 0)
            decisions += 1
            if not undone and table.can_undo_now():  # take the move back (before the computers answer)
                steps = table.steps()
                check.send(_keydown(pygame.K_z, pygame.KMOD_CTRL), "an undo (Ctrl+Z)", 4)
                assert table.steps() < steps
                undone = True
        else:
            check.what = "waiting (computers' moves)"
            check.frame()
    assert decisions == 2, f"{game}: {decisions} human decisions in {check.frames} frames"
    for _ in range(30):  # the computers answer the second move
        check.what = "the computers' answer"
        check.frame()
    done = check.done
    assert done.get("hovering", 0) >= 4 and done.get("key", 0) >= 4 and done.get("a", 0) >= 1  # a: the hint
    assert done.get("folding", 0) == done.get("opening", 0) and (done.get("folding", 0) >= 1) is table.compact
    if game != "zop_zoo":  # its two decisions here are the panel's (draw or dig)
        assert done.get("lifting", 0) >= 1 and done.get("dragging", 0) >= 3
    assert undone is (game != "apocalypse")  # Apocalypse's moves are final
    assert check.copied >= check.frames // 10, f"the kept picture was copied on {check.copied} of {check.frames}"


def test_zop_zoo_kept_picture_follows_the_end_of_the_opening_deal(make_app) -> None:  # noqa: ANN001
    """The row lines read "being dealt…" while the opening deal plays out, then the row's count: the kept
    picture must change with them (the deal's end is part of ZOP ZOO's ``still_key``, and it is noticed in the
    update, not while drawing, so a frame that copies the picture still ends the deal)."""
    app = make_app(size=(1280, 720))
    app.settings.animation_speed = "normal"
    app.start_match(MatchSetup("zop_zoo", parse_seats("human,ai:easy"), 11))
    app.scenes.apply_pending()
    table = app.scenes.top
    for _ in range(60):
        app.step(DT)
        if table.dealing:
            break
    assert table.dealing, "the opening deal never began"
    for frame in range(600):
        app.step(DT)
        kept, fresh = _both_ways(app, table)
        assert kept == fresh, f"frame {frame}: the kept picture differs from a full draw"
        if not table.dealing:
            break
    assert not table.dealing, "the opening deal never ended"
    for frame in range(10):
        app.step(DT)
        kept, fresh = _both_ways(app, table)
        assert kept == fresh, f"frame {frame} after the deal: the kept picture differs from a full draw"
