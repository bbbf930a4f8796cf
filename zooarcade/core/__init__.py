"""Pure-Python rules core: the game protocol, seeded RNG, registry and match records.

Never imports pygame.
"""

from zooarcade.core.history import MatchRecord, ReplayError
from zooarcade.core.protocol import (
    TERMINAL,
    Action,
    Event,
    GameSpec,
    GameState,
    IllegalAction,
    StateFormatError,
    action_decoder,
)
from zooarcade.core.registry import GAMES, GameInfo, GameNotBuilt, UnknownGame, game_ids, game_info, get_spec
from zooarcade.core.rng import Rng

__all__ = [
    "GAMES",
    "TERMINAL",
    "Action",
    "Event",
    "GameInfo",
    "GameNotBuilt",
    "GameSpec",
    "GameState",
    "IllegalAction",
    "MatchRecord",
    "ReplayError",
    "Rng",
    "StateFormatError",
    "UnknownGame",
    "action_decoder",
    "game_ids",
    "game_info",
    "get_spec",
]
