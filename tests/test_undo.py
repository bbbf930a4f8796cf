"""Undo / redo in GameSession: within the current human turn, never past a reveal or another seat."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests import fakegame
from tests.fakegame import Bet, Draw, Pass
from zooarcade.core.history import MatchRecord
from zooarcade.core.protocol import Action, GameState
from zooarcade.core.rng import Rng
from zooarcade.games.apocalypse.rules import ApocalypseState, Move, Place
from zooarcade.games.registry import GAMES, get_spec
from zooarcade.session import UNDO_FINAL, UNDO_GAME_OVER, GameSession, MatchSetup, SeatConfig

HUMAN = SeatConfig("Ann", "human")
HUMAN2 = SeatConfig("Bob", "human")
BOT = SeatConfig("Bot", "ai", "easy")


def bag_session(seats: list[SeatConfig], seed: int = 1, rounds: int = 2) -> GameSession:
    """A Keeper's Bag session (the test-only hidden-hand game)."""
    return GameSession(MatchSetup(fakegame.GAME_ID, seats, seed, {"rounds": rounds}), spec=fakegame.spec())


def apoc_session(seats: list[SeatConfig], seed: int, takeback: bool = False) -> GameSession:
    """An Apocalypse session; ``takeback``: with a spec whose moves are not final (the undo rule on one-move turns)."""
    spec = replace(get_spec("apocalypse"), moves_final=False) if takeback else None
    return GameSession(MatchSetup("apocalypse", seats, seed), spec=spec)


def is_capture(state: ApocalypseState, action: Action) -> bool:
    return isinstance(action, Move) and state.occupants[action.dst] is not None


def play_to_capture(seats: list[SeatConfig], takeback: bool = True) -> tuple[GameSession, Action]:
    """Play seeded random Apocalypse games until seat 0 (human) can capture; return the session and that move."""
    for seed in range(200):
        session = apoc_session(seats, seed, takeback)
        rng = Rng.from_seed(seed)
        while not session.state.is_terminal():
            state = session.state
            assert isinstance(state, ApocalypseState)
            legal = state.legal_actions()
            if state.current_player == 0:
                captures = [a for a in legal if is_capture(state, a)]
                if captures:
                    return session, captures[0]
            session.apply(rng.choice(legal))
    raise AssertionError("no capture found in 200 seeded games")


# ---------------------------------------------------------------------- Apocalypse
def test_apocalypse_moves_are_final_and_every_refusal_says_so() -> None:
    """One move a turn, and the turn passes with it: no take-back, and no misleading reason (play test 12)."""
    assert get_spec("apocalypse").moves_final
    assert not any(get_spec(g).moves_final for g in ("zop_zoo", "zoo_fighters", "zoo_vadis"))
    session, capture = play_to_capture([HUMAN, BOT], takeback=False)
    assert session.undo_blocker() == UNDO_FINAL
    session.apply(capture)
    if session.state.is_terminal():
        pytest.skip("the capture ended the game")
    assert session.is_ai_turn() and not session.can_undo() and not session.can_redo()
    assert session.undo_blocker() == UNDO_FINAL
    # hot-seat: right after the first move the next player sees the same reason, not "Nothing to undo yet."
    hot = apoc_session([HUMAN, HUMAN2], seed=7)
    hot.apply(hot.state.legal_actions()[0])
    assert not hot.can_undo() and hot.undo_blocker() == UNDO_FINAL
    while not hot.state.is_terminal():
        hot.apply(hot.state.legal_actions()[0])
    assert hot.undo_blocker() == UNDO_GAME_OVER


def test_taking_a_zoo_card_cannot_be_undone() -> None:
    session = apoc_session([HUMAN, BOT], seed=4)
    while session.current != 0:
        session.apply(session.state.legal_actions()[0])
    place = next(a for a in session.state.legal_actions() if isinstance(a, Place))
    events = session.apply(place)
    assert any(e.reveals for e in events)
    assert not session.can_undo()
    with pytest.raises(RuntimeError):
        session.undo()


def test_capture_is_undoable_until_the_next_seat_acts() -> None:
    session, capture = play_to_capture([HUMAN, BOT])
    before = session.state.fingerprint()
    n_actions = len(session.record.actions)
    events = session.apply(capture)
    assert not any(e.reveals for e in events)
    if session.state.is_terminal():
        pytest.skip("the capture ended the game")
    assert session.current == 1 and session.is_ai_turn()
    assert session.can_undo()
    assert session.undo() == capture
    assert session.state.fingerprint() == before
    assert len(session.record.actions) == n_actions
    assert session.record.rebuild(session.spec).fingerprint() == before
    assert not session.can_undo()
    # redo gives the same position again
    assert session.can_redo()
    session.redo()
    assert not session.can_redo()
    assert session.record.actions[-1] == capture
    # once the AI acts, the capture is behind a barrier
    session.apply(session.state.legal_actions()[0])
    assert not session.can_undo()


def test_capture_cannot_be_undone_once_another_human_is_to_move() -> None:
    session, capture = play_to_capture([HUMAN, HUMAN2])
    session.apply(capture)
    assert not session.state.is_terminal()
    assert session.current == 1 and not session.is_ai_turn()
    assert not session.can_undo()


def test_a_loaded_session_keeps_its_undo_stack() -> None:
    session, capture = play_to_capture([HUMAN, BOT])
    before = session.state.fingerprint()
    session.apply(capture)
    if session.state.is_terminal():
        pytest.skip("the capture ended the game")
    r = session.record
    again = GameSession(session.setup, MatchRecord(r.game_id, r.num_players, r.seed, dict(r.options), list(r.steps)),
                        spec=session.spec)
    assert again.can_undo()
    assert again.undo() == capture
    assert again.state.fingerprint() == before


# ---------------------------------------------------------------------- Keeper's Bag (hidden hands)
def test_multi_action_turn_undoes_back_to_its_start_and_no_further() -> None:
    session = bag_session([HUMAN, BOT])
    start = session.state.fingerprint()
    session.apply(Bet())
    session.apply(Bet())
    assert session.can_undo()
    assert session.undo_turn() == [Bet(), Bet()]
    assert session.state.fingerprint() == start
    assert session.record.actions == []
    assert not session.can_undo()
    assert session.can_redo()


def test_draw_is_a_barrier() -> None:
    session = bag_session([HUMAN, BOT])
    session.apply(Bet())
    session.apply(Draw())
    assert not session.can_undo()
    after_draw = session.state.fingerprint()
    session.apply(Bet())
    assert session.undo_turn() == [Bet()]
    assert session.state.fingerprint() == after_draw


def test_next_draw_is_the_same_card_after_undo() -> None:
    straight = bag_session([HUMAN, BOT], seed=9)
    drawn = straight.apply(Draw())[0].data["card"]

    session = bag_session([HUMAN, BOT], seed=9)
    session.apply(Bet())
    session.apply(Pass())  # turn passed to the AI, which has not acted: still undoable
    assert session.can_undo()
    session.undo_turn()
    assert session.apply(Draw())[0].data["card"] == drawn
    assert session.state.fingerprint() == straight.state.fingerprint()


def test_undo_after_a_pass_restores_the_rng_exactly() -> None:
    """The AI's next bag pull is the same card whether or not the human undid and replayed a turn."""
    straight = bag_session([HUMAN, BOT], seed=3)
    straight.apply(Bet())
    straight.apply(Pass())
    ai_card = straight.apply(Draw())[0].data["card"]

    session = bag_session([HUMAN, BOT], seed=3)
    session.apply(Bet())
    session.apply(Pass())
    session.undo()
    session.redo()
    assert session.apply(Draw())[0].data["card"] == ai_card


def test_another_seats_action_is_a_barrier() -> None:
    session = bag_session([HUMAN, BOT])
    session.apply(Pass())
    session.apply(Bet())  # the AI acts
    session.apply(Pass())
    assert session.current == 0
    assert not session.can_undo()


def test_hot_seat_no_undo_into_the_previous_players_turn() -> None:
    session = bag_session([HUMAN, HUMAN2])
    session.apply(Bet())
    session.apply(Pass())
    assert session.current == 1
    assert not session.can_undo()
    session.apply(Bet())
    assert session.undo_turn() == [Bet()]
    assert session.current == 1
    assert not session.can_undo()


def test_new_action_clears_redo() -> None:
    session = bag_session([HUMAN, BOT])
    session.apply(Bet())
    session.undo()
    assert session.can_redo()
    session.apply(Pass())
    assert not session.can_redo()
    with pytest.raises(RuntimeError):
        session.redo()


def test_no_undo_once_the_game_is_over() -> None:
    session = bag_session([HUMAN, HUMAN2], rounds=1)
    session.apply(Pass())
    session.apply(Bet())
    session.apply(Pass())
    assert session.state.is_terminal()
    assert not session.can_undo()


# ---------------------------------------------------------------------- property: never reveals
def _games() -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = [(g.id, None) for g in GAMES if g.built]
    out.append((fakegame.GAME_ID, fakegame.spec()))
    return out


def _views(state: GameState) -> list[str]:
    return [state.view(s).fingerprint() for s in range(state.num_players)]


@pytest.mark.parametrize(("game_id", "spec"), _games(), ids=[g for g, _ in _games()])
@pytest.mark.parametrize("seed", range(6))
def test_undo_never_crosses_a_reveal_or_another_seat(game_id: str, spec: object, seed: int) -> None:
    rng = Rng.from_seed(f"undo-{game_id}-{seed}")
    real_spec = spec or get_spec(game_id)
    n = real_spec.min_players + seed % (real_spec.max_players - real_spec.min_players + 1)
    seats = [HUMAN if rng.random() < 0.6 else BOT for _ in range(n)]
    seats[0] = HUMAN
    options = {"rounds": 6} if game_id == fakegame.GAME_ID else {}
    session = GameSession(MatchSetup(game_id, seats, seed, options), spec=real_spec)  # type: ignore[arg-type]
    # parallel to record.actions: (state before, views before, seat, revealed?)
    log: list[tuple[str, list[str], int, bool]] = []
    undos = 0
    while not session.state.is_terminal():
        if session.can_undo() and rng.random() < 0.3:
            k = len(session.undo_turn())
            undos += 1
            undone = log[-k:]
            del log[-k:]
            seats_undone = {seat for _, _, seat, _ in undone}
            assert len(seats_undone) == 1 and not seats[seats_undone.pop()].is_ai
            assert not any(revealed for _, _, _, revealed in undone), "undo crossed a reveal"
            fp, views, _, _ = undone[0]
            assert session.state.fingerprint() == fp
            assert _views(session.state) == views
            assert len(session.record.actions) == len(log)
            assert not session.can_undo()
            if rng.random() < 0.5:
                for _ in range(k):
                    seat = session.current
                    fp, views = session.state.fingerprint(), _views(session.state)
                    events = session.redo()
                    log.append((fp, views, seat, any(e.reveals for e in events)))
            continue
        seat = session.current
        fp, views = session.state.fingerprint(), _views(session.state)
        events = session.apply(rng.choice(session.state.legal_actions()))
        log.append((fp, views, seat, any(e.reveals for e in events)))
    assert session.record.rebuild(session.spec).fingerprint() == session.state.fingerprint()
    if game_id == fakegame.GAME_ID:
        assert undos > 0
