"""The ``simulate`` command: result shape, the printed table and error exits."""

from __future__ import annotations

import pytest

from zooarcade.simulate import SimulationError, main, parse_seats, run_simulation


def test_run_simulation_shape() -> None:
    calls: list[tuple[int, int]] = []
    result = run_simulation("apocalypse", ["easy", "easy", "easy"], 3, 5, lambda d, t: calls.append((d, t)))
    assert result.games == 3
    assert calls == [(1, 3), (2, 3), (3, 3)]
    assert len(result.wins) == len(result.mean_scores) == len(result.total_scores) == 3
    assert sum(result.wins) >= 3  # every game has a winner; a shared win counts for each tied seat
    assert all(0 <= w <= 3 for w in result.wins)
    assert all(score > 0 for score in result.mean_scores)
    assert result.turns > 3 * 10


def test_same_seed_same_result() -> None:
    one = run_simulation("apocalypse", ["easy", "normal"], 2, 9, None)
    two = run_simulation("apocalypse", ["easy", "normal"], 2, 9, None)
    assert (one.wins, one.total_scores, one.turns) == (two.wins, two.total_scores, two.turns)


def test_main_prints_table(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--game", "apocalypse", "--seats", "ai:easy,ai:normal", "--games", "2", "--seed", "1"])
    out, err = capsys.readouterr()
    assert code == 0
    lines = out.strip().splitlines()
    assert lines[1].split() == ["Seat", "Level", "Wins", "Win%", "Mean", "score"]
    assert lines[3].split()[:2] == ["1", "Easy"] and lines[4].split()[:2] == ["2", "Normal"]
    assert "2/2" in err and "\r" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["--game", "chess", "--seats", "ai:easy,ai:easy", "--games", "1"],
        ["--game", "zoo_vadis", "--seats", "ai:easy,ai:easy", "--games", "1"],
        ["--game", "apocalypse", "--seats", "ai:easy", "--games", "1"],
        ["--game", "apocalypse", "--seats", "ai:easy,ai:easy,ai:easy,ai:easy,ai:easy", "--games", "1"],
        ["--game", "apocalypse", "--seats", "human,ai:easy", "--games", "1"],
        ["--game", "apocalypse", "--seats", "ai:expert,ai:easy", "--games", "1"],
        ["--game", "apocalypse", "--seats", "ai:easy,ai:easy", "--games", "-1"],
        ["--game", "apocalypse", "--seats", "ai:easy,ai:easy", "--games", "many"],
        ["--seats", "ai:easy,ai:easy"],
    ],
)
def test_main_errors_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.strip().splitlines()) == 1 and "error" in err


def test_parse_seats() -> None:
    assert parse_seats("ai:hard, AI:Normal,ai:easy") == ["hard", "normal", "easy"]
    with pytest.raises(SimulationError):
        parse_seats("human,ai:easy")
    with pytest.raises(SimulationError):
        parse_seats("ai:easy,")


def test_simulate_through_the_worker_gives_the_same_results(capsys):
    """``simulate --worker`` thinks every decision in the worker process: same seeds, same table."""
    from zooarcade.simulate import main

    args = ["--game", "apocalypse", "--seats", "ai:normal,ai:easy,ai:normal", "--games", "2", "--seed", "3", "--quiet"]
    assert main(args) == 0
    in_process = capsys.readouterr().out
    assert main([*args, "--worker"]) == 0
    through_worker = capsys.readouterr().out
    assert through_worker.startswith(in_process)
    assert "decisions thought about in the AI worker process" in through_worker
