"""The game registry: four games listed, Apocalypse playable, the others coming soon."""

from __future__ import annotations

import dataclasses

import pytest

from zooarcade.core.protocol import GameSpec
from zooarcade.games.registry import GAMES, GameNotBuilt, UnknownGame, game_ids, game_info, get_spec


def test_four_games_in_display_order() -> None:
    assert game_ids() == ["apocalypse", "zoo_vadis", "zop_zoo", "zoo_fighters"]
    assert [g.id for g in GAMES] == game_ids()


def test_seat_ranges() -> None:
    ranges = {g: (game_info(g).min_players, game_info(g).max_players) for g in game_ids()}
    assert ranges == {"apocalypse": (2, 4), "zoo_vadis": (3, 7), "zop_zoo": (2, 6), "zoo_fighters": (2, 6)}


def test_apocalypse_spec() -> None:
    info = game_info("apocalypse")
    assert info.built
    s = get_spec("apocalypse")
    assert isinstance(s, GameSpec)
    assert (s.id, s.title, s.min_players, s.max_players) == (
        info.id,
        info.title,
        info.min_players,
        info.max_players,
    )
    state = s.new_state(3, s.options, 17)
    assert state.num_players == 3 and state.GAME_ID == "apocalypse"


@pytest.mark.parametrize("game_id", ["zoo_vadis", "zop_zoo", "zoo_fighters"])
def test_unbuilt_games_raise_game_not_built(game_id: str) -> None:
    assert not game_info(game_id).built
    with pytest.raises(GameNotBuilt):
        get_spec(game_id)


@pytest.mark.parametrize("game_id", ["chess", "", "Apocalypse", "apocalypse "])
def test_unknown_games_raise_unknown_game(game_id: str) -> None:
    with pytest.raises(UnknownGame):
        game_info(game_id)
    with pytest.raises(UnknownGame) as info:
        get_spec(game_id)
    assert isinstance(info.value, KeyError)
    assert "apocalypse" in str(info.value)


def test_registry_entries_are_immutable() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        GAMES[0].title = "x"  # type: ignore[misc]
    assert all(g.tagline and g.cover and g.title for g in GAMES)
