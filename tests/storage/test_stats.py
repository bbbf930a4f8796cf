"""Statistics: what a finished match counts, streaks, persistence across a restart, damaged files, reset."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests import fakegame
from tests.fakegame import Pass, Play
from zooarcade.session import GameSession, MatchSetup, SeatConfig
from zooarcade.storage.paths import user_dirs
from zooarcade.storage.stats import GameStats, StatsStore

ANN = SeatConfig("Ann", "human")
BOB = SeatConfig("Bob", "human")
EASY = SeatConfig("Easy Bot", "ai", "easy")
HARD = SeatConfig("Hard Bot", "ai", "hard")
G = fakegame.GAME_ID


def match(seats: list[SeatConfig], winners: set[int], seed: int = 1) -> GameSession:
    """A finished one-round Keeper's Bag match won by ``winners``.

    A single winner plays their best card and everyone else passes; when every seat
    is to win, everyone passes (equal scores: a shared win).
    """
    session = GameSession(MatchSetup(G, seats, seed, {"rounds": 1}), spec=fakegame.spec())
    everyone = winners == set(range(len(seats)))
    for seat in range(len(seats)):
        if seat in winners and not everyone:
            session.apply(Play(max(session.state.hands[seat], key=fakegame.card_value)))
        session.apply(Pass())
    assert session.state.is_terminal()
    assert set(session.state.winners()) == winners, "the dealt cards do not give this result: pick another seed"
    return session


@pytest.fixture
def stats() -> StatsStore:
    return StatsStore.default()


def test_default_file_is_in_the_user_data_dir(stats: StatsStore) -> None:
    assert stats.path == user_dirs()["data"] / "stats.json"
    assert stats.notice is None and stats.get(G) == GameStats()


def test_win_against_the_ai(stats: StatsStore) -> None:
    session = match([ANN, HARD], {0})
    assert stats.record(session)
    g = stats.get(G)
    assert (g.played, g.won) == (1, 1)
    assert g.by_seat["human"].to_json() == {"played": 1, "won": 1}
    assert g.by_seat["ai"].to_json() == {"played": 1, "won": 0}
    assert g.vs_ai["hard"].to_json() == {"played": 1, "won": 1}
    assert g.vs_ai["easy"].to_json() == {"played": 0, "won": 0}
    assert g.best_score == session.state.scores()[0]
    assert (g.streak, g.best_streak) == (1, 1)


def test_loss_against_two_levels(stats: StatsStore) -> None:
    stats.record(match([ANN, EASY, HARD], {2}))
    g = stats.get(G)
    assert (g.played, g.won) == (1, 0)
    assert g.vs_ai["easy"].to_json() == {"played": 1, "won": 0}
    assert g.vs_ai["hard"].to_json() == {"played": 1, "won": 0}
    assert g.by_seat["ai"].to_json() == {"played": 2, "won": 1}


def test_hot_seat_counts_each_human_seat_and_leaves_streaks_alone(stats: StatsStore) -> None:
    stats.record(match([ANN, HARD], {0}, seed=1))
    stats.record(match([ANN, BOB], {1}, seed=2))
    g = stats.get(G)
    assert (g.played, g.won) == (3, 2)
    assert g.by_seat["human"].to_json() == {"played": 3, "won": 2}
    assert (g.streak, g.best_streak) == (1, 1)


def test_tie_is_a_win_for_every_tied_seat(stats: StatsStore) -> None:
    stats.record(match([ANN, BOB], {0, 1}))
    g = stats.get(G)
    assert (g.played, g.won) == (2, 2)


def test_ai_only_match_counts_only_ai_seats(stats: StatsStore) -> None:
    stats.record(match([EASY, HARD], {0}))
    g = stats.get(G)
    assert (g.played, g.won) == (0, 0)
    assert g.by_seat["ai"].to_json() == {"played": 2, "won": 1}
    assert g.best_score is None


def test_streaks(stats: StatsStore) -> None:
    for seed, winner in enumerate([0, 0, 1, 0]):
        stats.record(match([ANN, EASY], {winner}, seed=seed + 10))
    g = stats.get(G)
    assert (g.played, g.won) == (4, 3)
    assert (g.streak, g.best_streak) == (1, 2)


def test_unfinished_or_repeated_matches_are_not_counted(stats: StatsStore) -> None:
    unfinished = GameSession(MatchSetup(G, [ANN, EASY], 1), spec=fakegame.spec())
    assert not stats.record(unfinished)
    session = match([ANN, EASY], {0})
    assert stats.record(session)
    assert not stats.record(session)
    assert stats.get(G).played == 1
    assert not StatsStore.default().record(session)  # not even after a restart


def test_statistics_persist_across_a_restart(stats: StatsStore) -> None:
    stats.record(match([ANN, HARD], {0}))
    stats.record(match([ANN, EASY], {1}, seed=3))
    again = StatsStore.default()
    assert again.get(G) == stats.get(G)
    assert again.games() == [G]
    assert json.loads(stats.path.read_text(encoding="utf-8"))["schema"] == 1


def test_reset(stats: StatsStore) -> None:
    stats.record(match([ANN, HARD], {0}))
    stats.reset(G)
    assert stats.get(G) == GameStats()
    assert StatsStore.default().get(G) == GameStats()
    stats.record(match([ANN, HARD], {0}, seed=4))
    stats.reset()
    assert StatsStore.default().games() == []


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "[]",
        '{"schema": 9, "games": {}}',
        '{"schema": 1, "games": {"keepers_bag": {"played": "lots"}}}',
        '{"schema": 1, "games": {"keepers_bag": {"played": 1, "won": 2}}}',
        '{"schema": 1, "games": {"keepers_bag": {"vs_ai": {"hard": {"played": -1}}}}}',
        '{"schema": 1, "games": [], "recent": []}',
    ],
)
def test_damaged_file_gives_defaults_and_a_notice_and_is_kept(content: str) -> None:
    path = user_dirs()["data"] / "stats.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    stats = StatsStore.default()
    assert stats.notice and "damaged" in stats.notice and "\n" not in stats.notice
    assert stats.get(G) == GameStats()
    assert path.read_text(encoding="utf-8") == content  # not touched by reading
    stats.record(match([ANN, HARD], {0}))
    kept = path.with_name("stats.damaged-1.json")
    assert kept.read_text(encoding="utf-8") == content
    assert StatsStore.default().get(G).played == 1


def test_write_failure_is_a_notice_not_a_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    stats = StatsStore(blocker / "stats.json")  # its folder cannot be created
    assert stats.record(match([ANN, HARD], {0}))
    assert stats.notice and stats.notice.startswith("Statistics could not be saved: ")


def test_a_game_review_counts_the_human_seats_once(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    store = StatsStore(path)
    strong, costly = [[1, 5], [2], [7]], [[3], [], [4, 9]]
    assert store.record_review(G, "match-a", strong, costly, [True, False, True])
    assert not store.record_review(G, "match-a", strong, costly, [True, False, True])  # the same match again
    assert not store.record_review(G, "match-b", strong, costly, [False, False, False])  # no human seat
    again = StatsStore(path).get(G)  # kept across a restart
    assert (again.reviewed, again.strong_moves, again.costly_moves) == (2, 3, 3)
    assert not StatsStore(path).record_review(G, "match-a", strong, costly, [True, False, True])
    StatsStore(path).reset()
    assert StatsStore(path).record_review(G, "match-a", strong, costly, [True, False, True])


def test_an_older_statistics_file_reads_with_no_reviews(tmp_path: Path) -> None:
    import shutil

    path = tmp_path / "stats.json"
    shutil.copy(Path(__file__).resolve().parent.parent / "fixtures" / "stats-schema1.json", path)
    store = StatsStore(path)
    assert store.notice is None and store.games()
    for game in store.games():
        g = store.get(game)
        assert (g.reviewed, g.strong_moves, g.costly_moves) == (0, 0, 0)
