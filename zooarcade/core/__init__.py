"""Pure-Python rules core: the game protocol, events, seeded RNG, narration grammar and match records.

Never imports pygame, and no game: the games (and their catalog, :mod:`zooarcade.games.registry`)
build on it.
"""

from zooarcade.core.events import Event, EventKind, card_moved, events_seen_by
from zooarcade.core.history import MatchRecord, ReplayError, Step, replay
from zooarcade.core.protocol import (
    TERMINAL,
    Action,
    Decision,
    DecisionKind,
    GameOption,
    GameSpec,
    GameState,
    IllegalAction,
    LogLine,
    Narrator,
    OptionChoice,
    Progress,
    RoundResult,
    StateFormatError,
    action_decoder,
)
from zooarcade.core.rng import Rng

__all__ = [
    "TERMINAL",
    "Action",
    "Decision",
    "DecisionKind",
    "Event",
    "EventKind",
    "GameOption",
    "GameSpec",
    "GameState",
    "IllegalAction",
    "LogLine",
    "MatchRecord",
    "Narrator",
    "OptionChoice",
    "Progress",
    "ReplayError",
    "Rng",
    "RoundResult",
    "StateFormatError",
    "Step",
    "action_decoder",
    "card_moved",
    "events_seen_by",
    "replay",
]
