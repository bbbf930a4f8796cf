"""Zoo Vadis setup (rulebook Setup 1-7, spec "Board"): board sides, options, tokens, species, progress."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import position
from zooarcade.games.zoo_vadis import data, spec, tokens
from zooarcade.games.zoo_vadis.actions import Compose, Request
from zooarcade.games.zoo_vadis.rules import new_game

SPEC = spec()


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_setup_tokens_species_and_the_keeper(players):
    s = new_game(players, {}, 42)
    assert len(s.board.space_ids) == 10 and all(k >= 0 for k in s.laurels)
    assert sum(s.bag) == sum(data.BAG.values()) - 10 and s.bag[tokens.K_I] == 0
    assert s.supply_i == data.I_SUPPLY - 2 * players
    assert all(screen == [2, 0, 0, 0, 0, 0, 0, 0] for screen in s.screens) and s.counts == [2] * players
    assert s.board.space_ids[s.keeper] == "X9>X13"
    assert len(set(s.species)) == players and set(s.species) <= set(data.SPECIES)
    assert s.supply == [6] * players and s.tiles == [2] * players and 0 <= s.first < players
    assert sum(s.total_behind_screens()) == 2 * players


def test_the_two_board_sides_and_the_five_space_star_option():
    five, six = new_game(5, {}, 1), new_game(6, {}, 1)
    assert five.board.spaces[1] == 5 and five.board.need[1] == 3 and five.star_size == 5
    assert six.board.spaces[1] == 7 and six.board.need[1] == 4 and six.star_size == 7
    assert six.board.spaces[3] == 5 and six.board.spaces[14] == 5 and six.board.need[13] == 4
    short = new_game(7, {"star": 5}, 1)
    assert short.star_size == 5 and short.board.spaces[1] == 7
    assert "star" not in SPEC.resolve_options(5) and SPEC.resolve_options(6)["star"] == 7
    with pytest.raises(ValueError):
        SPEC.resolve_options(6, {"star": 6})
    with pytest.raises(ValueError):
        new_game(4, {"star": 7}, 1)
    with pytest.raises(ValueError):
        new_game(2, {}, 1)


@pytest.mark.parametrize("variant", ["full", "classic"])
def test_the_classic_variant_has_no_abilities(variant):
    s = position(
        3,
        species=("armadillo", "marmoset", "ibis"),
        animals={"X3": (2, 1, 0)},
        keeper="X8>X12",
        options={"variant": variant},
    )
    tunnel = Compose("animal", "X3", "X10", True)
    if variant == "classic":
        assert s.classic and s.tiles == [0, 0, 0] and tunnel not in s.legal_actions()
    else:
        assert s.tiles == [2, 2, 2] and tunnel not in s.legal_actions()  # the Armadillo is the mover's own
    s.apply(Compose("animal", "X3", "X6"))
    requests = [a for a in s.legal_actions() if isinstance(a, Request)]
    assert (requests == []) == (variant == "classic")


def test_progress_counts_rounds_and_quiet_rounds():
    s = position(3, species=("rhino", "crocodile", "marmoset"))
    assert s.progress().text() == "Round 1 \u00b7 turn 1"
    s.quiet = 3
    assert s.progress().label.endswith("quiet 3/5") and s.end_reason() is None
