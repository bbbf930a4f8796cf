"""benchmarks/bench_hard.py works for every game's Hard, whatever kind of search it is.

Each game plays one game at a tiny budget set through the variant syntax (so the override reaches
the game's own search); nothing is timed and no strength is checked.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import bench_hard  # noqa: E402
from zooarcade.ai import ISMCTSAgent  # noqa: E402
from zooarcade.games.registry import game_ids, get_spec  # noqa: E402

#: a tiny budget for a Hard that is an IS-MCTS (or has one as its chooser), in SearchConfig fields.
TINY_ISMCTS = "shipped:iterations=4,max_work=200"
#: a tiny budget per game whose Hard searches another way, in that agent's own settings.
TINY_OWN = {
    "zop_zoo": "shipped:samples=1",
    "zoo_fighters": "shipped:samples=1,quick_samples=1,pay_samples=0,max_work=200",
}


def _tiny(game: str) -> str:
    hard = bench_hard.make_agent("hard", get_spec(game), 0)
    if bench_hard._search_of(hard) is not None:
        return TINY_ISMCTS
    assert game in TINY_OWN, f"{game}: say here how its {type(hard).__name__} Hard is made small"
    return TINY_OWN[game]


TINY = {game: _tiny(game) for game in game_ids()}


def test_every_catalogued_game_has_a_tiny_variant() -> None:
    assert set(TINY) == set(game_ids())  # a new game must say how its Hard is made small here


@pytest.mark.parametrize("game", sorted(TINY))
def test_a_variant_changes_the_games_own_search(game: str) -> None:
    spec = get_spec(game)
    agent = bench_hard.parse_variant(TINY[game])(spec, 7)
    changes = dict(item.split("=") for item in TINY[game].partition(":")[2].split(","))
    have = bench_hard.tunables(agent)
    for key, value in changes.items():
        assert have[key] == int(value), (key, have[key])


@pytest.mark.parametrize("game", sorted(TINY))
def test_run_plays_a_game_with_every_games_hard(game: str) -> None:
    spec = get_spec(game)
    result = bench_hard.run(game, spec.min_players, TINY[game], "easy", games=1, first=0)
    (record,) = result["games"]
    assert record["hero"] == 0 and record["winners"]
    assert 0.0 <= record["share"] <= 1.0
    assert result["cpu"], "the hero made no searched decision"
    assert result["note"] == ""


@pytest.mark.parametrize("game", sorted(TINY))
def test_plain_reference_builds_for_every_game_and_says_its_budget(game: str) -> None:
    spec = get_spec(game)
    plain = bench_hard.parse_variant("plain")(spec, 3)
    assert isinstance(plain, ISMCTSAgent)
    assert plain.config.rollout_candidates == 1 and plain.config.prior_visits == 0.0
    config, note = bench_hard.plain_config(spec, 3)
    hard = bench_hard.make_agent("hard", spec, 3)
    if isinstance(hard, ISMCTSAgent):  # an IS-MCTS Hard on the game: the reference gets its very budget
        assert note == "" and config.max_work == hard.config.max_work
    else:  # another kind of search: the generic budget, and the run says so
        assert type(hard).__name__ in note and config.max_work == bench_hard.HARD_WORK


def test_plain_runs_on_a_game_whose_hard_is_not_ismcts() -> None:
    result = bench_hard.run("zop_zoo", 2, "plain:max_work=40,iterations=8", "easy", games=1, first=0)
    assert "RoundPlayoutAgent" in result["note"] and len(result["games"]) == 1


def test_a_field_the_hard_lacks_is_refused_naming_what_it_has() -> None:
    with pytest.raises(SystemExit, match=r"zop_zoo: no setting of RoundPlayoutAgent 'exploration'.*samples"):
        bench_hard.run("zop_zoo", 2, "shipped:exploration=0.3", "normal", games=1, first=0)
    with pytest.raises(SystemExit, match=r"no SearchConfig field 'samples'.*max_work"):
        bench_hard.parse_variant("shipped:samples=3")(get_spec("apocalypse"), 1)
    with pytest.raises(SystemExit, match="not a number"):
        bench_hard.parse_variant("shipped:samples=many")(get_spec("zop_zoo"), 1)


def test_bad_players_and_field_are_refused_before_play() -> None:
    with pytest.raises(SystemExit, match="players"):
        bench_hard.run("zop_zoo", 9, "shipped", "normal", games=1, first=0)
    with pytest.raises(SystemExit, match="--field"):
        bench_hard.run("zop_zoo", 2, "shipped", "plain", games=1, first=0)
