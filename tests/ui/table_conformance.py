"""The table conformance harness: what every game's table must do, checked through the real scene.

A game is done only when its rules pass :mod:`tests.conformance` *and* its table passes this harness
(``tests/ui/test_table_conformance.py`` runs it for every table in the catalogue):

- :func:`play_with_computers` — computer seats play through the table (think pauses off, animations
  instant) while the window changes size under them (1280×720, 800×600 and a tiny 480×320): no
  exception, the table never stalls, and the spectator's screen never shows a hidden fact.
- :func:`play_against_computers` — one human (the harness picks seeded random legal actions) against
  computers, with a hint asked and a move taken back: the table always shows the human's view.
- :func:`finish_in_hot_seat` — the end of a recorded game replayed through a hot-seat table: every
  handoff is confirmed, nobody's hidden facts show while the device changes hands, the deciding human
  is the viewer, and the game reaches the results screen.
- :func:`continue_from_a_save` — a game saved mid-way and reopened with ``--load`` restores the exact
  state and a log, and plays on.

"Never shows a hidden fact" is checked on pixels: the screen is drawn, then the true state is swapped
for a determinization of the viewer's information set (the same view, other hidden cards) and drawn
again. The two pictures must be identical — a table that reads hidden facts from ``session.state``
instead of its viewer's view and events fails.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame

from tests.conformance import ConformanceError
from zooarcade.core.protocol import SPECTATOR, Action, GameSpec
from zooarcade.core.rng import Rng
from zooarcade.session import GameSession, MatchSetup, parse_seats
from zooarcade.ui.handoff import HandoffScene

#: window sizes a table is drawn at while it plays, in pixels.
SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (800, 600), (480, 320))

#: frames (of 1/30 s) a table may take for one step before the harness calls it stalled.
STALL_FRAMES = 600

DT = 1 / 30


#: ``factory(app, session) -> table scene``; ``None``: the catalogue's table of the session's game.
TableFactory = Callable[..., object] | None


def open_table(make_app: Callable[..., object], session: GameSession, size: tuple[int, int] = SIZES[0],
               factory: TableFactory = None):
    """Show ``session``'s table in a new app of ``size`` pixels; return ``(app, table)``.

    Animations are instant and computer seats play without a think pause, so a step takes a few frames;
    every view the table is rebuilt from is recorded in ``table.conformance_views`` (observer seats).
    """
    app = make_app(size=size)
    app.settings.animation_speed = "instant"
    table = app.make_table(session) if factory is None else factory(app, session)
    table.think_pause = lambda quick=False: 0.0
    table.conformance_views = []
    rebuild = table.rebuild

    def spy(view):  # noqa: ANN001, ANN202 - wraps the table's own rebuild
        table.conformance_views.append(view.observer)
        return rebuild(view)

    table.rebuild = spy
    app.scenes.reset(table)
    app.scenes.apply_pending()
    return app, table


def _picture(app, table) -> bytes:  # noqa: ANN001
    canvas = app.display.canvas
    table.draw(canvas)
    return pygame.image.tobytes(canvas.surface, "RGB")


def assert_screen_hides(app, table, rng: Rng, where: str) -> bool:  # noqa: ANN001
    """Raise :class:`ConformanceError` when the table's picture depends on a fact its viewer may not see.

    The viewer is ``table.viewer`` (``None``: a spectator, who may see what every seat sees). Returns
    ``False`` when the check could not run (a game without private information, a finished game, or a
    picture that differs between two draws of the same state), ``True`` when it ran and passed.
    """
    session = table.session
    truth = session.state
    if not truth.HAS_PRIVATE_INFO or truth.is_terminal():
        return False
    table.legal_cache = None
    base = _picture(app, table)
    if _picture(app, table) != base:
        return False
    viewer = table.viewer
    seats = [viewer] if viewer is not None else list(range(truth.num_players))
    try:
        for seat in seats:
            session.state = truth.determinize(seat, Rng(rng.next_u64()))
            table.legal_cache = None
            if _picture(app, table) != base:
                who = "the spectator" if viewer is None else f"seat {viewer}"
                raise ConformanceError(f"{where}: {who}'s screen changes when facts hidden from "
                                       f"{'seat ' + str(seat) if viewer is None else 'it'} change: the table "
                                       f"draws from the true state, not its viewer's view")
    finally:
        session.state = truth
        table.legal_cache = None
    return True


def _check_viewer(table, where: str) -> None:  # noqa: ANN001
    """The table's last rebuild used its viewer's view (the spectator's when nobody's eyes are on it)."""
    expected = SPECTATOR if table.viewer is None else table.viewer
    views = table.conformance_views
    if table.session.state.HAS_PRIVATE_INFO and views and views[-1] != expected:
        raise ConformanceError(f"{where}: the table was last rebuilt from seat {views[-1]}'s view while its"
                               f" viewer is {table.viewer}")


def _size_for(frame: int) -> tuple[int, int]:
    return SIZES[(frame // 45) % len(SIZES)]


def _frame(app, frame: int) -> None:  # noqa: ANN001
    size = _size_for(frame)
    if app.display.canvas.get_size() != size and frame % 45 == 0:
        app.display.resized(size)
    app.step(DT)


def _drive(app, table, choose: Callable[[], Action | None], max_steps: int, rng: Rng, where: str,  # noqa: ANN001
           check_every: int = 5) -> int:
    """Run frames until the game ends or ``max_steps`` steps are played; ``choose()`` gives a human's action.

    Returns the number of frames run. Confirms every handoff, checking the screen behind it.
    """
    session = table.session
    start = len(session.record.steps)
    frame = 0
    last_change = 0
    last_steps = start
    checked = 0
    while not session.state.is_terminal() and len(session.record.steps) - start < max_steps:
        top = app.scenes.top
        steps = len(session.record.steps)
        if steps != last_steps:
            last_steps, last_change = steps, frame
        if frame - last_change > STALL_FRAMES:
            d = session.decision
            raise ConformanceError(f"{where}: the table stalled at step {steps} (decision {d!r}, top scene "
                                   f"{type(top).__name__})")
        if isinstance(top, HandoffScene):
            if table.viewer is not None:
                raise ConformanceError(f"{where}: the handoff screen shows while seat {table.viewer}'s view is up")
            assert_screen_hides(app, table, rng, f"{where} step {steps} (handoff)")
            top.confirm()
            app.scenes.apply_pending()
            continue
        if top is table and table.round_summary.is_open:
            if table.session.human_seats():  # a human closes the round-end sheet (Continue)
                table.round_summary.advance()
                table.round_summary.advance()
        elif top is table and table.input_enabled():
            d = session.decision
            assert d is not None
            if session.state.HAS_PRIVATE_INFO and table.viewer != d.seat:
                raise ConformanceError(f"{where}: seat {d.seat} is asked while the screen shows "
                                       f"{table.viewer}'s view")
            _check_viewer(table, f"{where} step {steps}")
            if checked % check_every == 0:
                assert_screen_hides(app, table, rng, f"{where} step {steps}")
            checked += 1
            action = choose()
            if action is not None:
                if action not in table.legal():
                    raise ConformanceError(f"{where}: {action!r} is not legal at step {steps}")
                table.play_action(action, None)
        elif top is table and table.viewer is None and frame % 17 == 0:
            assert_screen_hides(app, table, rng, f"{where} step {steps} (spectator)")
        _frame(app, frame)
        frame += 1
    return frame


def _finish(app, table, where: str) -> None:  # noqa: ANN001
    from zooarcade.scenes.results import ResultsScene

    for _ in range(STALL_FRAMES):
        if isinstance(app.scenes.top, ResultsScene):
            return
        if app.scenes.top is table and table.round_summary.is_open and table.session.human_seats():
            table.round_summary.advance()  # the last round's sheet, then the results
            table.round_summary.advance()
        app.step(DT)
    raise ConformanceError(f"{where}: the game ended but the results screen never came "
                           f"(top scene {type(app.scenes.top).__name__})")


def _session(game_id: str, seats: str, seed: int, spec: GameSpec | None) -> GameSession:
    return GameSession(MatchSetup(game_id, parse_seats(seats), seed), spec=spec)


def play_with_computers(make_app, game_id: str, players: int, seed: int = 1, steps: int = 60,  # noqa: ANN001
                        factory: TableFactory = None, spec: GameSpec | None = None) -> GameSession:
    """Computer seats (Easy) play ``steps`` steps through the table at changing window sizes.

    ``factory`` and ``spec`` open a table and a game outside the catalogue (the harness's own tests).
    """
    where = f"{game_id} {players}p computers deal {seed}"
    session = _session(game_id, ",".join(["ai:easy"] * players), seed, spec)
    app, table = open_table(make_app, session, factory=factory)
    _drive(app, table, lambda: None, steps, Rng(seed), where)
    if session.state.is_terminal():
        _finish(app, table, where)
    return session


def play_against_computers(make_app, game_id: str, players: int, seed: int = 2, steps: int = 40,  # noqa: ANN001
                           factory: TableFactory = None, spec: GameSpec | None = None) -> GameSession:
    """One human (seeded random choices) against Easy seats; a hint is asked and a move taken back once."""
    where = f"{game_id} {players}p human deal {seed}"
    seats = ",".join(["human"] + ["ai:easy"] * (players - 1))
    session = _session(game_id, seats, seed, spec)
    app, table = open_table(make_app, session, factory=factory)
    pick = random.Random(seed)
    state = {"hinted": False, "undone": False, "humans": 0}

    def choose() -> Action | None:
        if not state["hinted"]:
            state["hinted"] = True
            table.request_hint()
            for _ in range(STALL_FRAMES):
                if table.current_hint() is not None:
                    break
                app.step(DT)
            hint = table.current_hint()
            if hint is None or hint not in table.legal():
                raise ConformanceError(f"{where}: the hint never came or is not legal ({hint!r})")
            return None
        if state["humans"] >= 2 and not state["undone"] and table.can_undo_now():
            state["undone"] = True
            before = len(session.record.steps)
            table.undo()
            if len(session.record.steps) >= before:
                raise ConformanceError(f"{where}: undo offered but nothing was taken back")
            return None
        state["humans"] += 1
        return pick.choice(table.legal())

    _drive(app, table, choose, steps, Rng(seed), where)
    if table.viewer != 0:
        raise ConformanceError(f"{where}: the only human's table shows seat {table.viewer}'s view")
    return session


def _random_record(game_id: str, seats: str, seed: int, spec: GameSpec | None,
                   limit: int = 20_000) -> list[Action]:
    session = _session(game_id, seats, seed, spec)
    pick = random.Random(seed)
    actions: list[Action] = []
    while not session.state.is_terminal():
        if len(actions) >= limit:
            raise ConformanceError(f"{game_id}: a random game of deal {seed} did not end in {limit} steps")
        action = pick.choice(session.state.legal_actions())
        session.apply(action)
        actions.append(action)
    return actions


def finish_in_hot_seat(make_app, game_id: str, players: int, seed: int = 3, last: int = 30,  # noqa: ANN001
                       factory: TableFactory = None, spec: GameSpec | None = None) -> GameSession:
    """Replay a random game to ``last`` steps before its end, then play those through a hot-seat table.

    Every seat is human (so the recorded moves can be played as theirs) and every handoff is confirmed;
    the game must reach the results screen.
    """
    where = f"{game_id} {players}p hot-seat deal {seed}"
    seats = ",".join(["human"] * players)
    actions = _random_record(game_id, seats, seed, spec)
    session = _session(game_id, seats, seed, spec)
    for action in actions[:max(0, len(actions) - last)]:
        session.apply(action)
    app, table = open_table(make_app, session, factory=factory)

    def choose() -> Action | None:
        return actions[len(session.record.steps)]

    _drive(app, table, choose, len(actions), Rng(seed), where, check_every=3)
    if not session.state.is_terminal():
        raise ConformanceError(f"{where}: the recorded moves did not finish the game through the table")
    _finish(app, table, where)
    return session


def continue_from_a_save(make_app, folder: Path, game_id: str, players: int, seed: int = 4,  # noqa: ANN001
                         moves: int = 12, steps: int = 20) -> GameSession:
    """Save a game after ``moves`` random steps, reopen it with ``--load`` and play ``steps`` more."""
    from zooarcade.storage.saves import SaveStore

    where = f"{game_id} {players}p continue deal {seed}"
    seats = ",".join(["human"] + ["ai:easy"] * (players - 1))
    session = GameSession(MatchSetup(game_id, parse_seats(seats), seed))
    pick = random.Random(seed)
    for _ in range(moves):
        if session.state.is_terminal():
            break
        session.apply(pick.choice(session.state.legal_actions()))
    path = SaveStore(folder).autosave(session)
    if path is None:
        raise ConformanceError(f"{where}: the game could not be saved")
    app = make_app(load=path)
    app.settings.animation_speed = "instant"
    table = app.first_scene()
    app.scenes.reset(table)
    app.scenes.apply_pending()
    if table.session.state.fingerprint() != session.state.fingerprint():
        raise ConformanceError(f"{where}: the reopened game is not the saved position")
    if len(table.log.entries) < 2:
        raise ConformanceError(f"{where}: the reopened table's log is empty")
    table.think_pause = lambda quick=False: 0.0
    table.conformance_views = []
    _drive(app, table, lambda: pick.choice(table.legal()), steps, Rng(seed), where)
    return table.session
