"""UI tests of the Apocalypse table, driven only by synthetic window events and ``app.step``.

Positions come from the scene's layout API (logical pixels) and are mapped to
window pixels with the display's viewport, so the same helpers work at any
window size.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.uihelpers import click, drag
from zooarcade.games.apocalypse.rules import Move, Place
from zooarcade.games.registry import get_spec
from zooarcade.session import GameSession, MatchSetup, SeatConfig
from zooarcade.ui import theme

DT = 1 / 60


def _table(app, seed=5, speed="instant", seats=None, prepare=None, first_frame=True, takeback=False):
    """The Apocalypse table on the scene stack; ``takeback``: a spec whose moves are not final (the table's undo)."""
    app.settings.animation_speed = speed
    seats = seats or [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")]
    spec = dataclasses.replace(get_spec("apocalypse"), moves_final=False) if takeback else None
    session = GameSession(MatchSetup("apocalypse", seats, seed=seed), spec=spec)
    if prepare is not None:
        prepare(session)
    table = app.make_table(session)
    app.scenes.push(table)
    app.scenes.apply_pending()
    if first_frame:
        app.step(DT)
    return table, session


def _source_pos(table, session, action):
    """Logical centre of the character an action starts from."""
    seat = session.state.current_player
    if isinstance(action, Place):
        return table.char_sprite(f"c{seat}-{action.value}").rect.center
    occ = session.state.occupants[action.src]
    return table.char_sprite(occ.card_id).rect.center


def _target_pos(table, action):
    loc = action.loc if isinstance(action, Place) else action.dst
    return table.layout.cell_rect(loc).center


def _drag(app, table, start, end, steps=3):
    drag(app, start, end, steps)


def _click(app, table, pos):
    click(app, pos)


def _wait_human(app, table, session, limit=2000):
    """Step frames until the human may act (True) or the game is over (False)."""
    for _ in range(limit):
        if session.state.is_terminal():
            return False
        if table.input_enabled():
            return True
        app.step(DT)
    raise AssertionError("the human never got the turn")


def _choose(session, turn):
    """A legal action, alternating between board moves and placements when both exist."""
    legal = session.state.legal_actions()
    moves = [a for a in legal if isinstance(a, Move)]
    places = [a for a in legal if isinstance(a, Place)]
    pool = moves if (moves and (turn % 2 or not places)) else places
    return pool[(turn * 7) % len(pool)]


def _play_human_turn(app, table, session, turn):
    action = _choose(session, turn)
    before = len(session.record.actions)
    _drag(app, table, _source_pos(table, session, action), _target_pos(table, action))
    # (at instant speed the AI may already have answered within the same frames)
    assert len(session.record.actions) > before, f"the drag of {action} did not play"
    assert session.record.actions[before] == action
    return action


# ---------------------------------------------------------------------- (1) a whole game through the mouse
def test_whole_game_through_mouse_events(make_app):
    app = make_app()
    table, session = _table(app)
    kinds = set()
    turn = 0
    while _wait_human(app, table, session):
        kinds.add(type(_play_human_turn(app, table, session, turn)).__name__)
        turn += 1
        assert turn < 60
    assert session.state.is_terminal()
    assert kinds == {"Place", "Move"}, "the game should exercise both placements and board moves"
    engine = session.state.scores()
    # the table's live scores are the engine's once the last animations have played
    for _ in range(400):
        if app.scenes.top is not table:
            break
        app.step(DT)
    assert [table.model.score(s) for s in range(2)] == engine
    top = app.scenes.top
    assert type(top).__name__ == "ResultsScene", f"the table should hand over to the results, got {top!r}"
    assert top.session is session
    assert list(top.scores) == engine


# ---------------------------------------------------------------------- (2) an illegal drop changes nothing
def test_illegal_drop_snaps_back(make_app, monkeypatch):
    app = make_app()
    sounds: list[str] = []
    monkeypatch.setattr(app, "sfx", sounds.append)
    table, session = _table(app, speed="fast")
    turn = 0
    # play until a human turn begins with some location occupied
    while True:
        assert _wait_human(app, table, session)
        if any(o is not None for o in session.state.occupants) and 5 in session.state.hands[0]:
            break
        if session.state.hands[0] == [5]:
            pytest.skip("no position with an occupied location and a 5 in hand")
        legal = [a for a in session.state.legal_actions() if not (isinstance(a, Place) and a.value == 5)]
        _drag(app, table, _source_pos(table, session, legal[0]), _target_pos(table, legal[0]))
        turn += 1
    occupied = next(i for i, o in enumerate(session.state.occupants) if o is not None)
    sprite = table.char_sprite("c0-5")
    home = sprite.home
    fingerprint = session.state.fingerprint()
    actions = len(session.record.actions)
    sounds.clear()
    _drag(app, table, sprite.rect.center, table.layout.cell_rect(occupied).center)
    assert "invalid" in sounds
    assert table.toast is not None and "occupied" in table.toast[0]
    # off the board too
    _drag(app, table, sprite.rect.center, table.layout.log_rect.center)
    for _ in range(60):
        app.step(DT)
    assert sprite.pos == pytest.approx(home, abs=0.5), "the card should glide back to its hand slot"
    assert session.state.fingerprint() == fingerprint
    assert len(session.record.actions) == actions
    assert table.input_enabled()


# ---------------------------------------------------------------------- (3) click-select then click-target
def test_click_select_then_click_target(make_app):
    app = make_app()
    table, session = _table(app)
    assert _wait_human(app, table, session)
    action = next(a for a in session.state.legal_actions() if isinstance(a, Place))
    _click(app, table, _source_pos(table, session, action))
    assert table.drag.selected is not None
    assert table.legal_targets(table.drag.selected)
    before = len(session.record.actions)
    _click(app, table, _target_pos(table, action))
    assert len(session.record.actions) > before
    assert session.record.actions[before] == action
    # a board move by clicks as well
    for _ in range(40):
        assert _wait_human(app, table, session)
        moves = [a for a in session.state.legal_actions() if isinstance(a, Move)]
        if moves:
            break
        a = session.state.legal_actions()[0]
        _click(app, table, _source_pos(table, session, a))
        _click(app, table, _target_pos(table, a))
    move = moves[0]
    before = len(session.record.actions)
    _click(app, table, _source_pos(table, session, move))
    assert table.drag.selected is not None
    _click(app, table, _target_pos(table, move))
    assert session.record.actions[before] == move


# ---------------------------------------------------------------------- (4) rendering at two sizes
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_renders_with_mutant_and_during_drag(make_app, size):
    app = make_app(size=size)
    table = session = None
    for seed in range(1, 40):
        table, session = _table(app, seed=seed)
        turn = 0
        while _wait_human(app, table, session):
            if any(o is not None and o.mutant for o in table.model.occupants):
                break
            _play_human_turn(app, table, session, turn)
            turn += 1
        if any(o is not None and o.mutant for o in table.model.occupants) and not session.state.is_terminal():
            break
        app.scenes.reset(table)  # try another deal
        app.scenes.apply_pending()
    else:
        pytest.fail("no deal produced a mutant")
    app.settings.animation_speed = "normal"
    app.step(DT)
    plain = app.display.canvas.copy()
    assert app.display.window.get_size() == size
    action = session.state.legal_actions()[0]
    start, end = _source_pos(table, session, action), _target_pos(table, action)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.to_window(start), button=1))
    app.step(DT)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.to_window((end[0] + 5, end[1] + 5)),
                                         rel=(0, 0), buttons=(1, 0, 0)))
    app.step(DT)
    assert table.drag.dragging and table.drag.hover_target is not None
    targets = table.legal_targets(table.drag.active)
    assert targets
    dragging = app.display.canvas
    cell = table.layout.cell_rect(targets[0])
    # the lit target looks different from the same pit without the drag
    assert pygame.image.tobytes(dragging.subsurface(cell).surface, "RGB") != pygame.image.tobytes(
        plain.subsurface(cell).surface, "RGB")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.to_window((5, 700)), button=1))
    for _ in range(30):
        app.step(DT)
    assert table.input_enabled()


# ---------------------------------------------------------------------- (5) AI thinking is time-sliced
def test_ai_thinking_is_sliced_per_frame(make_app, monkeypatch):
    """Without a worker process (the suite's mode, and the fallback) thinking runs in slices of AI_SLICE a frame."""
    from zooarcade.ai import worker

    app = make_app()
    assert app.thinker.mode == "in-process"
    fake = {"now": 0.0}
    advances: list[int] = []
    real_begin = worker.begin

    def costly_begin(job, spec):
        agent, inner = real_begin(job, spec)

        def gen():
            for _ in range(60):
                fake["now"] += 0.001  # each slice of work costs 1 ms of the fake clock
                advances.append(1)
                yield
            return (yield from inner)

        return agent, gen()

    monkeypatch.setattr(worker, "begin", costly_begin)
    table, session = _table(app, speed="normal", first_frame=False)
    table.clock = lambda: fake["now"]
    if not session.is_ai_turn():
        assert _wait_human(app, table, session)
        _play_human_turn(app, table, session, 0)
    actions = len(session.record.actions)
    frames_thinking = 0
    per_frame: list[int] = []
    most = 0
    for _ in range(400):
        if len(session.record.actions) > actions:
            break
        seen = len(advances)
        app.step(0.05)
        if table.ai is not None:
            most = max(most, table.ai.max_advances)
        if len(advances) > seen:
            frames_thinking += 1
            per_frame.append(len(advances) - seen)
    assert len(session.record.actions) == actions + 1, "the AI should have played"
    budget = round(0.005 / 0.001)
    assert per_frame and max(per_frame) <= budget, f"a frame ran {max(per_frame)} slices (budget {budget})"
    assert frames_thinking >= 60 // budget
    assert 0 < most <= budget + 1


def test_ai_keeps_a_minimum_visible_think_time(make_app):
    app = make_app()
    table, session = _table(app, speed="normal")
    if not session.is_ai_turn():
        assert _wait_human(app, table, session)
        _play_human_turn(app, table, session, 0)
    for _ in range(200):
        if table.ai is not None or not table.queue.busy:
            break
        app.step(DT)
    actions = len(session.record.actions)
    for _ in range(3):  # 0.3 s < 0.4 s minimum think time at normal speed
        app.step(0.1)
    assert len(session.record.actions) == actions
    assert table.ai is not None
    for _ in range(10):
        app.step(0.1)
    assert len(session.record.actions) == actions + 1


def test_narration_uses_seat_names(make_app):
    app = make_app()
    table, session = _table(app)
    turn = 0
    while _wait_human(app, table, session) and turn < 6:
        _play_human_turn(app, table, session, turn)
        turn += 1
    text = " ".join(e.text for e in table.log.entries)
    assert "Ann" in text and "Bot" in text
    assert "seat 1" not in text.lower() and "seat 2" not in text.lower()


def test_escape_opens_pause(make_app):
    app = make_app()
    table, session = _table(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41))
    app.step(DT)
    assert type(app.scenes.top).__name__ == "PauseScene"


def test_narration_addresses_the_seat_named_you_in_the_second_person(make_app):
    """Playtest: with the default human name the log read "You places their 4"."""
    app = make_app()
    table, session = _table(app, seats=[SeatConfig("You"), SeatConfig("Bot", "ai", "easy")])
    turn = 0
    while _wait_human(app, table, session) and turn < 6:
        _play_human_turn(app, table, session, turn)
        turn += 1
    lines = [e.text for e in table.log.entries]
    mine = [t for t in lines if t.startswith("You ")]
    assert mine, lines
    for bad in ("You places", "You moves", "You takes", "You captures", "You wins", "You is", "You has",
                "You to play", "You plays", "You's", " their "):
        assert not any(bad in t for t in mine), (bad, mine)
    assert any(t.startswith("You place your ") for t in mine), mine
    assert "Your turn." in lines
    assert any(t.startswith("Bot places their ") for t in lines), lines


@pytest.mark.parametrize("ai_first", [False, True])
def test_long_names_never_run_under_the_turn_label(make_app, ai_first):
    """Playtest: a 16-letter name was drawn under "your turn" / "thinking…" in its seat panel."""
    long = "Bartholomew Feat"
    seats = [SeatConfig(long, "ai", "normal"), SeatConfig("Ann")] if ai_first else [SeatConfig(long), SeatConfig("Ann")]
    app = make_app()
    # the AI's move waits out its think time, which runs on the frames' dt, never on the machine's speed: at
    # "instant" speed (think time x 0) a fast machine played the move before the frame below was drawn
    app.settings.ai_think_time = {level: 600.0 for level in app.settings.ai_think_time}
    seed = next(n for n in range(1, 50) if GameSession(MatchSetup("apocalypse", seats, seed=n)).state.to_move == 0)
    table, session = _table(app, seed=seed, seats=seats, speed="normal")
    for _ in range(240):  # the opening animations (dt-driven) play out
        if not table.queue.busy:
            break
        app.step(DT)
    assert not table.queue.busy and session.state.to_move == 0 and not session.record.actions
    assert "thinking" in table.banner()[0] if ai_first else table.input_enabled()
    drawn = _panel_texts(app, table, 0)
    panel = table.layout.seat_rect(0)
    names = [r for t, r in drawn if t.startswith("Bart")]
    labels = [r for t, r in drawn if t == "your turn"]
    assert names, drawn
    if ai_first:  # an AI thinking shows only a spinner beside its score: the whole name fits
        assert not any(t.startswith("thinking") for t, r in drawn)
        badge_left = panel.right - 10 - 54
        assert names[0].right <= badge_left - 28  # clear of the spinner
    else:
        assert labels and names[0].right < labels[0].left


def _panel_texts(app, table, seat):
    """Run one frame and return ``[(text, rect)]`` of every text drawn inside ``seat``'s panel (the table drawn
    in full, not its kept picture: ``keep_still`` off for the frame)."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = table.text.blit

    def spy(surface, role, size, text, pos, color=theme.INK, anchor="topleft"):
        rect = real(surface, role, size, text, pos, color, anchor)
        drawn.append((text, rect))
        return rect

    table.text.blit = spy
    table.keep_still = False
    app.step(DT)
    table.keep_still = True
    table.text.blit = real
    panel = table.layout.seat_rect(seat)
    return [(t, r) for t, r in drawn if panel.contains(r)]


@pytest.mark.parametrize("name", ["Hal", "Bartholomew Feat", "Maximilian Wolfgang"])
def test_an_ai_seat_keeps_its_level_in_sight_while_it_thinks(make_app, name):
    """Case 006: a seat's label flipped from "AI (Hard)" to "AI" while it thought, and its name moved."""
    seats = [SeatConfig(name, "ai", "hard"), SeatConfig("Ann")]
    app = make_app()
    app.settings.ai_think_time = {level: 600.0 for level in app.settings.ai_think_time}
    seed = next(n for n in range(1, 50) if GameSession(MatchSetup("apocalypse", seats, seed=n)).state.to_move == 1)
    table, session = _table(app, seed=seed, seats=seats)
    idle = _panel_texts(app, table, 0)  # Ann to move: the AI seat is idle
    move = session.state.legal_actions()[0]
    _drag(app, table, _source_pos(table, session, move), _target_pos(table, move))
    for _ in range(240):
        if "thinking" in table.banner()[0]:
            break
        app.step(DT)
    assert "thinking" in table.banner()[0]
    thinking = _panel_texts(app, table, 0)
    for drawn in (idle, thinking):
        labels = [t for t, _ in drawn if t in ("AI (Hard)", "Hard")]
        assert labels, drawn
    name_rects = [[r for t, r in drawn if t[:3] == name[:3]] for drawn in (idle, thinking)]
    assert name_rects[0] and name_rects[0] == name_rects[1], "the name stays put when the seat starts thinking"


def test_seat_title_gives_the_level_room_before_the_name():
    from zooarcade.ui.table.hud import seat_labels, seat_title

    class Mono:  # 10 logical pixels per character
        def size(self, text):
            return (10 * len(text), 12)

    hard = seat_labels(SeatConfig("x", "ai", "hard").label(), "Hard")
    assert hard == ("AI (Hard)", "Hard")
    assert seat_title(Mono(), Mono(), "Hal", hard, 200) == ("Hal", "AI (Hard)")
    assert seat_title(Mono(), Mono(), "Bartholomew", hard, 160, keep_label=True) == ("Bartholomew", "Hard")
    name, label = seat_title(Mono(), Mono(), "Bartholomew Feat", hard, 170, keep_label=True)
    assert (name, label) == ("Bartholomew\u2026", "Hard")
    assert seat_title(Mono(), Mono(), "Bartholomew Feat", ("Human",), 160) == ("Bartholomew Feat", "")
    # play test: "Normal… Normal" -- a name that already says the level is shown whole instead
    normal = seat_labels(SeatConfig("x", "ai", "normal").label(), "Normal")
    assert seat_title(Mono(), Mono(), "Normal Bot 2", normal, 130, keep_label=True) == ("Normal Bot 2", "")
    assert seat_title(Mono(), Mono(), "Normal Bot 2", normal, 200, keep_label=True) == ("Normal Bot 2", "Normal")
    assert seat_title(Mono(), Mono(), "Normally Nice", normal, 130, keep_label=True)[1] == "Normal"


# ---------------------------------------------------------------------- case 006: tooltips and the hint arrow
def test_place_box_takes_the_side_that_hides_least():
    from zooarcade.ui.placement import TARGET, TEXT, Avoid, place_box

    area = pygame.Rect(0, 0, 1000, 800)
    cell = pygame.Rect(400, 300, 100, 100)
    above = Avoid(pygame.Rect(400, 190, 100, 100), TARGET)
    box = place_box((160, 50), cell, [above], area)
    assert not box.colliderect(above.rect) and not box.colliderect(cell)
    # all four neighbours are targets (a grid move): the box goes off a corner
    neighbours = [Avoid(cell.move(dx, dy), TARGET) for dx, dy in ((0, -110), (0, 110), (-110, 0), (110, 0))]
    box = place_box((160, 50), cell, neighbours, area)
    assert not any(box.colliderect(n.rect) for n in neighbours) and not box.colliderect(cell)
    # text weighs more than a plain square
    text = Avoid(pygame.Rect(0, 0, 1000, 295), TEXT)
    assert place_box((160, 50), cell, [text], area).y > cell.y
    assert area.contains(place_box((5000, 5000), cell, [], area).clip(area))


def _moving_position(session):
    """Play until the mover can step a character on the board; return one such Move."""
    for _ in range(40):
        moves = [a for a in session.state.legal_actions() if isinstance(a, Move)]
        if moves and not session.is_ai_turn():
            return moves[0]
        session.apply(session.state.legal_actions()[0])
    raise AssertionError("no position with a board move")


@pytest.mark.parametrize(("size", "layout"), [((1280, 720), "auto"), ((800, 600), "wide"), ((800, 600), "auto")])
def test_tooltip_and_preview_of_a_selected_character_keep_its_targets_and_the_log_clear(make_app, size, layout):
    """Case 006: the tooltip of a selected character hid a legal target and the newest log line.  The compact
    table (800x600, layout "auto") shows no log: its boxes stay on its 960-wide canvas instead."""
    app = make_app(size=size)
    app.settings.table_layout = layout
    seats = [SeatConfig("Ann"), SeatConfig("Bo")]
    table, session = _table(app, seats=seats, prepare=_moving_position)
    assert table.compact == (layout == "auto" and size == (800, 600))
    canvas = pygame.Rect((0, 0), app.display.canvas.get_size())
    move = _moving_position(session)
    sprite = table.char_sprite(session.state.occupants[move.src].card_id)
    table.drag.selected = sprite
    targets = [table.layout.cell_rect(loc) for loc in table.legal_targets(sprite)]
    assert targets
    newest = table.log.newest_rect() if not table.compact else pygame.Rect(0, 0, 0, 0)
    assert newest is not None, "the log has lines"
    for loc in range(25):
        table.hover_key, table.hover_time = loc, 1.0
        tip = table.tooltip_rect((230, 62), table.layout.cell_rect(loc))
        hovered = table.layout.cell_rect(loc)
        assert not tip.colliderect(newest), loc
        assert canvas.contains(tip), (loc, tip, canvas)
        hidden = [t for t in targets if t != hovered and tip.colliderect(t)]
        assert not hidden, (loc, tip, hidden)
    # the large preview of the selected character keeps its targets clear too
    pos = table.to_window(sprite.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(40):
        app.step(DT)
    assert table.preview.shown
    panel, _ = table.preview.layout()
    assert not any(panel.colliderect(t) for t in targets), (panel, targets)
    assert not panel.colliderect(newest)
    assert canvas.contains(panel), (panel, canvas)


def test_the_hint_arrow_stays_off_the_seat_panel_text(make_app):
    """Case 006: the hint arrow ran across panel text and score badges."""
    app = make_app()
    table, session = _table(app)
    for action in session.state.legal_actions():
        if not isinstance(action, Place):
            continue
        segment = table.arrow_segment(*table.mark_rects(action))
        assert segment is not None
        start, tip = segment
        for seat in range(table.n):
            panel = table.layout.seat_rect(seat)
            assert not panel.clipline(start, tip), (action, panel, start, tip)


def test_no_tooltip_over_a_piece_just_dropped_until_the_pointer_moves(make_app):
    """Play test: after a drop the resting pointer's tooltip covered the piece and the log."""
    app = make_app()
    table, session = _table(app)
    assert _wait_human(app, table, session)
    asked: list[object] = []
    real = table.tooltip_lines
    table.tooltip_lines = lambda key: (asked.append(key), real(key))[1]
    action = session.state.legal_actions()[0]
    end = _target_pos(table, action)
    _drag(app, table, _source_pos(table, session, action), end)
    for _ in range(120):  # two seconds with the pointer resting where the piece was dropped
        app.step(DT)
    assert table.tooltips_wait() and not table.preview.shown
    assert not asked, "no tooltip was drawn while the pointer rested after the drop"
    w = table.to_window((end[0] + 12, end[1] + 12))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=w, rel=(12, 12), buttons=(0, 0, 0)))
    for _ in range(120):
        app.step(DT)
    assert not table.tooltips_wait()
    assert asked or table.preview.shown, "once the pointer moves, hovering explains the place again"
