"""benchmarks/run.py: the tiniest configuration runs end to end and writes a well-formed RESULTS.md.

Nothing here is timed: the figures a dry run produces are not checked, only the shape of what it writes,
that hand-written sections survive, that the previous figures are shown, and that the ladder's parts
resume and pool.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import ladder, run  # noqa: E402
from benchmarks.common import Row, cpu_clock, wilson  # noqa: E402

HAND = "## Zoo Vadis AI (hand-written)\n\nNotes a game engineer wrote; run.py must keep them.\n"


def _tables(text: str) -> dict[str, list[list[str]]]:
    """Section heading -> the rows of its Markdown table (cells split on unescaped pipes)."""
    out: dict[str, list[list[str]]] = {}
    current = None
    for line in text.splitlines():
        if line.startswith("### "):
            current = line[4:]
            out[current] = []
        elif current and line.startswith("| ") and not line.startswith("| what |") and not line.startswith("|---"):
            cells = line.replace("\\|", "\0").strip("|").split("|")
            out[current].append([c.strip() for c in cells])
    return out


def test_dry_run_end_to_end_writes_well_formed_results(tmp_path: Path) -> None:
    out = tmp_path / run.SMOKE_OUT
    out.write_text("# Benchmark results\n\n" + HAND)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ZOOARCADE_HOME=str(tmp_path / "home"))
    proc = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "run.py"), "--dry-run", "--out", str(out),
                           "--parts", str(tmp_path / "parts")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-2000:]
    text = out.read_text()
    assert text.startswith("# Benchmark results\n")
    assert text.count(run.BEGIN) == 1 and text.count(run.END) == 1
    assert HAND in text  # the hand-written section outside the markers is kept
    tables = _tables(text)
    for section in run.TABLES:
        assert tables.get(section), f"no rows in {section}"
        for cells in tables[section]:
            assert len(cells) == 10, cells
            assert cells[1] and cells[2] and cells[3], cells  # every row says its budget, seats and figure
            assert re.match(r"\d{4}-\d\d-\d\d \d\d:\d\d, ([0-9a-f]{10}( \(dirty\))?|commit unknown)", cells[9]), cells
    ladder_rows = tables["AI ladder"]
    # every game at its first player count, all three matches
    assert len(ladder_rows) == len(ladder.PLAYER_COUNTS) * len(ladder.MATCHES)
    assert all("Wilson 95 %" in cells[4] for cells in ladder_rows)
    assert run.SMOKE_BANNER in text  # a dry run says it is no figure
    assert not (tmp_path / "RESULTS.md").exists() and not (tmp_path / "results.json").exists()
    history = json.loads((tmp_path / run.SMOKE_HISTORY).read_text())
    assert {r["key"] for r in history["rows"]} >= {"startup/source", "rules/apocalypse/2p/playouts"}
    assert list((tmp_path / "parts").glob("*.json"))  # the ladder's games are kept as parts


def _row(key: str, figure: str) -> Row:
    return Row(key=key, section="Rules speed", what="w", budget="b", seats="-", figure=figure, n=1)


def _header(date: str, commit: str | None = None, dirty: bool = False) -> dict:
    return {"date": date, "preset": "quick", "sections": ["rules"], "only": [], "seconds": 1.0, "load": [1.0, 1.0],
            "machine": {"cores": 2, "cpu": "x", "os": "y", "python": "3", "pygame-ce": "2"},
            "code": {"commit": commit, "dirty": dirty if commit else None}}


def test_write_into_a_folder_that_does_not_exist_yet_makes_it(tmp_path: Path) -> None:
    """A scratch ``--out`` in a new folder is written after the games, not a crash that loses the run's table."""
    out, history = tmp_path / "new" / "RESULTS.md", tmp_path / "other" / "results.json"
    run.write(out, history, [_row("a", "3 playouts/s")], _header("2026-12-01 10:00"))
    assert "3 playouts/s" in out.read_text()
    assert json.loads(history.read_text())["rows"][0]["figure"] == "3 playouts/s"


def test_write_keeps_hand_text_shows_previous_figures_and_keeps_rows_not_rerun(tmp_path: Path) -> None:
    out, history = tmp_path / "RESULTS.md", tmp_path / "results.json"
    out.write_text("# Benchmark results\n\nIntro by hand.\n\n" + HAND)
    run.write(out, history, [_row("a", "1 playout/s"), _row("b", "7 µs")], _header("2026-12-01 10:00"))
    run.write(out, history, [_row("a", "2 playouts/s")], _header("2026-12-01 11:00"))
    text = out.read_text()
    assert "Intro by hand." in text and HAND in text and text.count(run.BEGIN) == 1
    rows = {cells[3]: cells for cells in _tables(text)["Rules speed"]}
    assert rows["2 playouts/s"][8] == "1 playout/s (2026-12-01 10:00)"  # the previous figure beside the new one
    assert rows["7 µs"][9].startswith("2026-12-01 10:00, ")  # a row not re-run keeps its own date
    assert rows["2 playouts/s"][9].startswith("2026-12-01 11:00, ")
    assert "Intro by hand." in out.read_text().split(run.BEGIN)[1]  # no markers yet: the block went after the title
    run.write(out, history, [_row("b", "6 µs")], _header("2026-12-01 12:00"))  # a partial run without "a"
    rows = {cells[3]: cells for cells in _tables(out.read_text())["Rules speed"]}
    assert rows["2 playouts/s"][8] == "1 playout/s (2026-12-01 10:00)"  # still beside the row it was replaced by
    assert rows["6 µs"][8] == "7 µs (2026-12-01 10:00)"


def test_splice_replaces_only_between_markers() -> None:
    old = f"# T\n\nbefore\n{run.BEGIN}\nold figures\n{run.END}\nafter\n"
    new = run.splice(old, f"{run.BEGIN}\nnew\n{run.END}")
    assert new == f"# T\n\nbefore\n{run.BEGIN}\nnew\n{run.END}\nafter\n"


def test_ladder_parts_resume_and_pool(tmp_path: Path) -> None:
    key = ladder.MatchKey("apocalypse", 2, "normal-easy", 0.9)
    part = {"key": key.__dict__, "first": 0, "wall": 0, "cpu": 0,
            "games": [{"g": g, "hero": g % 2, "first": 0, "winners": [g % 2], "labels": None, "scores": [1, 0],
                       "times": {}} for g in range(3)]}
    (tmp_path / f"{key.name}-g00000-3.json").write_text(json.dumps(part))
    (tmp_path / f"{key.name}-g00003-1.json").write_text("{damaged")
    todo = ladder.plan([key], 5, 10, tmp_path)
    assert [(t[1], t[2]) for t in todo] == [(3, 2)]  # games 0-2 are on disk: only 3 and 4 are played
    pooled = ladder.pool(tmp_path, key)
    assert [g["g"] for g in pooled] == [0, 1, 2]
    (row,) = ladder.ladder_rows(key, pooled)
    assert row.n == 3 and row.values["share"] == 1.0  # the hero won all three


def test_ladder_rows_verdicts_against_the_interval() -> None:
    key = ladder.MatchKey("apocalypse", 4, "hard-normal", 0.9)
    games = [{"g": g, "hero": g % 4, "first": 0, "winners": [g % 4] if g % 100 < 44 else [(g + 1) % 4],
              "times": {}} for g in range(200)]
    (row,) = ladder.ladder_rows(key, games)
    lo, hi = wilson(88, 200)
    assert row.values["low"] == pytest.approx(lo) and row.values["high"] == pytest.approx(hi)
    assert row.met is False and row.values["verdict"] == "not met"  # 44 % [37.3-50.9] is below 2 x 25 %
    assert "1.76× fair" in row.figure


def test_wilson_interval_known_value() -> None:
    lo, hi = wilson(88, 200)
    assert (round(100 * lo, 1), round(100 * hi, 1)) == (37.3, 50.9)  # issue 14's Apocalypse 4p figure


def test_cpu_clock_makes_agent_time_cpu_time_and_restores_it() -> None:
    import zooarcade.ai.ismcts as ismcts

    with cpu_clock():
        assert ismcts.time.perf_counter is time.thread_time
    assert ismcts.time is time


def test_hand_measured_figures_are_previous_figures_only(tmp_path: Path) -> None:
    out, history = tmp_path / "RESULTS.md", tmp_path / "results.json"
    hand = {"key": "a", "section": "", "what": "", "budget": "", "seats": "", "figure": "831 playouts/s",
            "spread": "", "n": 0, "target": "", "met": None, "values": {}, "date": "by hand", "hand": True}
    history.write_text(json.dumps({"rows": [hand, dict(hand, key="never-rerun")]}))
    run.write(out, history, [_row("a", "1,900 playouts/s")], _header("2026-12-01 12:00"))
    tables = _tables(out.read_text())
    assert list(tables) == ["Rules speed"]  # the hand rows make no table of their own
    (cells,) = tables["Rules speed"]
    assert cells[3] == "1,900 playouts/s" and cells[8] == "831 playouts/s (by hand)"


def _ladder_row(games: int, think: float) -> Row:
    key = ladder.MatchKey("apocalypse", 2, "hard-normal", think)
    (row,) = ladder.ladder_rows(key, [{"g": g, "hero": g % 2, "first": 0, "winners": [g % 2], "times": {}}
                                      for g in range(games)])
    return row


def test_smoke_sized_ladder_rows_never_land_in_results_md(tmp_path: Path) -> None:
    out, history = tmp_path / "RESULTS.md", tmp_path / "results.json"
    out.write_text("# Benchmark results\n\n" + HAND)
    tiny, odd_budget, honest = _ladder_row(1, 0.9), _ladder_row(40, 0.01), _ladder_row(run.MIN_GAMES, 0.9)
    refused = run.write(out, history, [tiny, odd_budget, _row("a", "5 playouts/s")], _header("2026-12-01 10:00"))
    assert {r["key"] for r in refused} == {tiny.key, odd_budget.key}
    text = out.read_text()
    assert "AI ladder" not in _tables(text) and _tables(text)["Rules speed"][0][3] == "5 playouts/s"
    assert {r["key"] for r in json.loads(history.read_text())["rows"]} == {"a"}
    side = (tmp_path / run.SMOKE_OUT).read_text()
    assert run.SMOKE_BANNER in side
    whats = [cells[0] for cells in _tables(side)["AI ladder"]]
    assert any("not a figure: 1 game, a figure needs at least" in w for w in whats)
    assert any("not a figure: Hard at 0.01 s CPU, not the shipped 0.9 s" in w for w in whats)
    # a row at the shipped budget from enough games is a figure
    assert run.write(out, history, [honest], _header("2026-12-01 11:00")) == []
    (cells,) = _tables(out.read_text())["AI ladder"]
    assert cells[5] == str(run.MIN_GAMES) and HAND in out.read_text()


def test_rewriting_results_md_drops_junk_rows_of_its_history_and_keeps_previous_figures(tmp_path: Path) -> None:
    out, history = tmp_path / "RESULTS.md", tmp_path / "results.json"
    junk = dict(_ladder_row(1, 0.01).to_json(), date="2026-12-01 15:38")
    junk_old = dict(junk, key="ladder/zop_zoo/2p/hard-normal/0.01s", values={})  # written before values.games
    think_old = {**_row("think/zop_zoo/hard/ladder/0.01s", "CPU p50 0.011 s").to_json(), "date": "2026-12-01 15:38"}
    kept = {**_row("a", "1 playout/s").to_json(), "date": "2026-12-01 09:00"}
    history.write_text(json.dumps({"rows": [junk, junk_old, think_old, kept]}))
    run.write(out, history, [_row("a", "2 playouts/s")], _header("2026-12-01 12:00"))
    assert [r["key"] for r in json.loads(history.read_text())["rows"]] == ["a"]
    (cells,) = _tables(out.read_text())["Rules speed"]
    assert cells[3] == "2 playouts/s" and cells[8] == "1 playout/s (2026-12-01 09:00)"


def test_quick_and_dry_run_refuse_to_write_results_md(tmp_path: Path) -> None:
    for preset in ("--quick", "--dry-run"):
        with pytest.raises(SystemExit) as exc:
            run.main([preset, "--out", str(tmp_path / "RESULTS.md"), "--sections", "rules"])
        assert exc.value.code == 2
    assert not (tmp_path / "RESULTS.md").exists()


def test_figure_problem_reads_old_rows_by_key() -> None:
    problem = run.figure_problem({"key": "ladder/apocalypse/2p/hard-normal/0.9s", "n": 5, "values": {}})
    assert problem is not None and problem.startswith("5 games")
    assert run.figure_problem({"key": "balance/apocalypse/2p/seat-order/0.01s", "n": 300, "values": {}})
    assert run.figure_problem({"key": "ladder/apocalypse/2p/hard-normal/0.9s", "n": 400, "values": {}}) is None
    assert run.figure_problem({"key": "frames/title/1280x720", "n": 15, "values": {}}) is None


# ------------------------------------------------------------------ which code a row measured (commit, staleness)
def _git(repo: Path, *args: str, date: str = "2026-12-01T12:00:00+00:00") -> str:
    env = dict(os.environ, GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date, GIT_AUTHOR_NAME="t",
               GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@t")
    return subprocess.run(["git", "-C", str(repo), *args], env=env, check=True, capture_output=True,
                          text=True).stdout.strip()


def _repo(tmp_path: Path) -> Path:
    """A git checkout with two games' AI files, committed at 2026-12-01 12:00 UTC."""
    repo = tmp_path / "repo"
    for game in ("apocalypse", "zop_zoo"):
        (repo / "zooarcade" / "games" / game).mkdir(parents=True)
        (repo / "zooarcade" / "games" / game / "ai.py").write_text("# v1\n")
    _git(repo, "init", "-q")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-qm", "v1")
    return repo


def _change(repo: Path, game: str, date: str) -> str:
    path = repo / "zooarcade" / "games" / game / "ai.py"
    path.write_text(path.read_text() + "# more\n")
    _git(repo, "commit", "-qam", f"change {game}", date=date)
    return _git(repo, "rev-parse", "HEAD")


def _game_row(key: str, figure: str) -> Row:
    return Row(key=key, section="AI ladder", what=key, budget="b", seats="s", figure=figure, n=20,
               values={"games": 20, "think": 0.9})


def test_code_version_says_commit_and_dirty_and_unknown_outside_git(tmp_path: Path) -> None:
    from benchmarks.common import code_version

    repo = _repo(tmp_path)
    head = _git(repo, "rev-parse", "HEAD")
    assert code_version(repo) == {"commit": head, "dirty": False}
    (repo / "untracked.txt").write_text("x")
    assert code_version(repo)["dirty"] is False  # untracked files are not the code measured
    (repo / "zooarcade" / "games" / "zop_zoo" / "ai.py").write_text("# edited\n")
    assert code_version(repo) == {"commit": head, "dirty": True}
    (tmp_path / "plain").mkdir()
    assert code_version(tmp_path / "plain") == {"commit": None, "dirty": None}


def test_every_row_says_its_commit_and_a_partial_run_keeps_the_others_with_theirs(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    c1 = _git(repo, "rev-parse", "HEAD")
    out, history = tmp_path / "RESULTS.md", tmp_path / "results.json"
    zop, apo = "ladder/zop_zoo/2p/hard-normal/0.9s", "ladder/apocalypse/2p/hard-normal/0.9s"
    run.write(out, history, [_game_row(zop, "60.0 %"), _game_row(apo, "70.0 %")], _header("2026-12-01 13:00", c1),
              root=repo)
    c2 = _change(repo, "zop_zoo", "2026-12-01T14:00:00+00:00")  # ZOP ZOO's Hard changes; its row is not re-run
    run.write(out, history, [_game_row(apo, "75.0 %")], _header("2026-12-01 15:00", c2, dirty=True), root=repo)
    text = out.read_text()
    assert f"code {c2[:10]} (dirty)." in text  # the header names the run's code
    rows = _tables(text)["AI ladder"]
    assert [cells[3] for cells in rows] == ["60.0 %", "75.0 %"]  # the re-run row keeps its place in the table
    zop_cells, apo_cells = rows
    assert zop_cells[9] == f"2026-12-01 13:00, {c1[:10]}; ⚠ stale? 1 commit to zop_zoo, ai or core since {c1[:10]}"
    assert apo_cells[9] == f"2026-12-01 15:00, {c2[:10]} (dirty)"  # apocalypse unchanged since c2: not stale
    kept = {r["key"]: r for r in json.loads(history.read_text())["rows"]}
    assert kept[zop]["code"] == [{"commit": c1, "dirty": False, "n": 20}] and kept[zop]["date"] == "2026-12-01 13:00"


def test_a_row_from_before_commits_were_kept_is_stale_by_its_date(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    out, history = tmp_path / "RESULTS.md", tmp_path / "results.json"
    old = dict(_game_row("ladder/zop_zoo/4p/hard-normal/0.9s", "30.0 %").to_json(), date="2026-12-01 16:06")
    del old["code"]
    old_apo = dict(old, key="ladder/apocalypse/4p/hard-normal/0.9s", figure="56.7 %")
    history.write_text(json.dumps({"rows": [old, old_apo]}))
    _change(repo, "zop_zoo", "2026-12-01T20:00:00+00:00")  # after the row's date
    head = _git(repo, "rev-parse", "HEAD")
    run.write(out, history, [_row("a", "1 playout/s")], _header("2026-12-02 00:10", head), root=repo)
    rows = {cells[3]: cells for cells in _tables(out.read_text())["AI ladder"]}
    assert rows["30.0 %"][9] == ("2026-12-01 16:06, commit unknown; ⚠ stale? 1 commit to zop_zoo, ai or core since "
                                 "2026-12-01 16:06")
    assert rows["56.7 %"][9] == "2026-12-01 16:06, commit unknown"  # nothing touched apocalypse since
    (cells,) = _tables(out.read_text())["Rules speed"]
    assert cells[9] == f"2026-12-02 00:10, {head[:10]}"  # a row measured by the run carries the run's commit


def test_a_pooled_ladder_row_counts_the_games_of_each_commit() -> None:
    key = ladder.MatchKey("apocalypse", 4, "hard-normal", 0.9)
    code = {"commit": "a" * 40, "dirty": False}
    games = [{"g": g, "hero": g % 4, "first": 0, "winners": [0], "times": {"hard": [[1.0, 0.9]]},
              **({"code": code} if g < 3 else {})} for g in range(5)]  # games 3, 4: recorded before commits
    (row,) = ladder.ladder_rows(key, games)
    assert row.code == [{"commit": "a" * 40, "dirty": False, "n": 3},
                        {"commit": None, "dirty": None, "n": 2, "date": None}]
    assert run.measured(dict(row.to_json(), date="d")) == "d, aaaaaaaaaa ×3, commit unknown ×2"
    (think,) = ladder.think_rows_from_games("apocalypse", ladder.decision_times(games), 0.9, 5,
                                            ladder.games_code(games))
    assert think.code == row.code


def test_a_run_of_some_matches_leaves_the_pooled_balance_and_think_rows_alone(tmp_path: Path) -> None:
    key = ladder.MatchKey("apocalypse", 2, "hard-normal", 0.9)
    part = {"key": key.__dict__, "first": 0, "wall": 0, "cpu": 0, "code": {"commit": None, "dirty": None},
            "games": [{"g": g, "hero": g % 2, "first": 0, "winners": [g % 2], "labels": None, "scores": [1, 0],
                       "times": {"hard": [[1.0, 0.9]]}} for g in range(3)]}
    (tmp_path / f"{key.name}-g00000-3.json").write_text(json.dumps(part))
    cfg = run.PRESETS["full"]
    some = run.run_ladder(cfg, {"apocalypse": (2,)}, tmp_path, 1, lambda _: None, ("hard-normal",), play=False)
    assert [r.key for r in some] == [f"ladder/{key.game}/2p/hard-normal/0.9s"]
    every = run.run_ladder(cfg, {"apocalypse": (2,)}, tmp_path, 1, lambda _: None, None, play=False)
    assert {r.section for r in every} == {"AI ladder", "Balance", "Think time"}


def test_old_games_pooled_again_keep_the_date_of_the_row_they_came_from(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    out, history = tmp_path / "RESULTS.md", tmp_path / "results.json"
    key = "ladder/zop_zoo/4p/hard-normal/0.9s"
    old = dict(_game_row(key, "30.0 %").to_json(), date="2026-12-01 16:06")
    del old["code"]
    history.write_text(json.dumps({"rows": [old]}))
    new = _change(repo, "zop_zoo", "2026-12-01T20:00:00+00:00")
    pooled = _game_row(key, "40.0 %")  # 20 new games on the checkout's HEAD, 30 old ones of unknown commit
    pooled.code = [{"commit": new, "dirty": False, "n": 20}, {"commit": None, "dirty": None, "n": 30}]
    run.write(out, history, [pooled], _header("2026-12-02 00:10", new), root=repo)
    (cells,) = _tables(out.read_text())["AI ladder"]
    assert cells[9] == (f"2026-12-02 00:10, {new[:10]} ×20, commit unknown (by 2026-12-01 16:06) ×30; ⚠ stale? "
                        "1 commit to zop_zoo, ai or core since 2026-12-01 16:06")


def test_a_played_part_records_its_commit_and_date() -> None:
    from benchmarks.common import code_version

    part = ladder.play_part(ladder.MatchKey("apocalypse", 2, "normal-easy", 0.9), 0, 1)
    assert part["code"]["commit"] == code_version()["commit"] and len(part["code"]["date"]) == 16
    assert part["games"][0]["code"] == part["code"]
