"""Shared shape of the stores that keep game files in the user data folder (saves, replays).

Also the pieces both file formats share: the fields that rebuild a match (:func:`match_fields`),
reading its seats and game (:func:`seats_and_spec`), deal numbers (:func:`check_seed`), and dates
that are safe to show in local time (:func:`parse_when`, :func:`file_time`).  Saves import
replays, never the other way round; both import this module.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from zooarcade.core.history import MatchRecord, ReplayError, Step, seat_steps
from zooarcade.core.protocol import Action, GameSpec, GameState, StateFormatError
from zooarcade.games.registry import GameNotBuilt, UnknownGame, get_spec
from zooarcade.session import MAX_SEED, GameSession, MatchSetup, SeatConfig
from zooarcade.storage.files import printable

log = logging.getLogger("zooarcade")

StoreT = TypeVar("StoreT", bound="DataFolderStore")
SpecLookup = Callable[[str], GameSpec]
ErrorFactory = Callable[[str], Exception]

#: the range of dates a file may give: any of them converts to local time everywhere (UTC).
EARLIEST = datetime(1971, 1, 1, tzinfo=UTC)
LATEST = datetime(9998, 12, 31, tzinfo=UTC)
#: most actions a file's history may hold (every game ends far sooner).
MAX_ACTIONS = 10_000


class DataFolderStore:
    """A store rooted in the user data folder.

    Args:
        root: the user data directory (see :meth:`default`).
        spec_for: game id → :class:`GameSpec` (the registry by default; tests
            pass a lookup that knows test-only games).  May raise
            :class:`~zooarcade.games.registry.UnknownGame` /
            :class:`~zooarcade.games.registry.GameNotBuilt`.

    Attributes:
        last_error: the last write failure, one line in plain words for the player, or ``None``.
    """

    def __init__(self, root: Path, spec_for: SpecLookup = get_spec) -> None:
        self.root = Path(root)
        self.spec_for = spec_for
        self.last_error: str | None = None

    @classmethod
    def default(cls: type[StoreT]) -> StoreT:
        """Return the store in the user data directory (``zooarcade.storage.paths.user_dirs()["data"]``)."""
        from zooarcade.storage.paths import user_dirs

        return cls(user_dirs()["data"])

    def _failed(self, message: str, detail: object) -> None:
        """Keep ``message`` in :attr:`last_error`; log it only when it is new (not once per move)."""
        if message != self.last_error:
            log.warning("%s (%s)", message, printable(detail))
        self.last_error = message


def match_fields(session: GameSession) -> dict[str, Any]:
    """Return what rebuilds ``session`` exactly, shared by save and replay files.

    Keys: ``game``, ``title``, ``seed``, ``options``, ``seats`` and ``steps`` (each ``{"seat", "action"}``,
    stable JSON forms).  Files written before steps carried their seat hold a bare ``actions`` list
    instead, which :func:`parse_match` still reads.
    """
    return {
        "game": session.setup.game_id,
        "title": session.spec.title,
        "seed": session.setup.seed,
        "options": dict(session.setup.options),
        "seats": [s.to_json() for s in session.seats],
        "steps": [step.to_json() for step in session.record.steps],
    }


def seats_and_spec(game_id: str, seats_raw: list[Any], spec_for: SpecLookup, error: ErrorFactory
                   ) -> tuple[GameSpec, list[SeatConfig]]:
    """Parse the seat list of a save or replay document and look up its game.

    Seat names are cleaned and capped like typed names (:meth:`SeatConfig.from_json`).

    Raises:
        ``error(reason)``: a seat is invalid, too many seats, or the game is unknown or not
        playable in this version.
    """
    if len(seats_raw) > 64:
        raise error("the seat list is far too long")
    try:
        seats = [SeatConfig.from_json(s) for s in seats_raw]
    except ValueError as exc:
        raise error(f"a seat is invalid ({exc})") from None
    try:
        spec = spec_for(game_id)
    except UnknownGame:
        raise error(f"unknown game {game_id[:40]!r}") from None
    except GameNotBuilt:
        raise error(f"the game {game_id[:40]!r} cannot be played in this version") from None
    return spec, seats


def parse_match(doc: dict[str, Any], spec_for: SpecLookup, error: ErrorFactory
                ) -> tuple[GameSpec, MatchSetup, MatchRecord]:
    """Read the match a save or replay document holds: its game, seats, deal number, options and history.

    Every field is type- and range-checked; the setup is validated against the game (seat
    count, options); each step is parsed by the game (not yet replayed — except an older file's
    bare ``actions`` list, which is replayed once to learn who decided each step).

    Raises:
        ``error(reason)``: with a one-line reason naming the field.
    """
    game_id, options, seats_raw = doc.get("game"), doc.get("options", {}), doc.get("seats")
    if not isinstance(game_id, str):
        raise error("the game id is missing or not text")
    seed = check_seed(doc.get("seed"), error)
    if not isinstance(options, dict):
        raise error("the game options are not an object")
    if not isinstance(seats_raw, list) or not seats_raw:
        raise error("the seat list is missing or empty")
    legacy = "steps" not in doc
    history = check_history(doc.get("actions") if legacy else doc.get("steps"), error)
    spec, seats = seats_and_spec(game_id, seats_raw, spec_for, error)
    setup = MatchSetup(game_id, seats, seed, dict(options))
    try:
        setup.validate(spec)
        setup.options = spec.resolve_options(len(seats), options)
    except ValueError as exc:
        raise error(str(exc)) from None
    record = MatchRecord(game_id, len(seats), seed, dict(setup.options))
    actions: list[Action] = []
    seats_of: list[int] = []
    for i, raw in enumerate(history):
        item = raw
        if not legacy:
            if not isinstance(raw, dict) or "action" not in raw:
                raise error(f"move {i + 1} of the history is not a step")
            seat = raw.get("seat")
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(seats):
                raise error(f"move {i + 1} of the history names no seat of this game")
            seats_of.append(seat)
            item = raw["action"]
        try:
            actions.append(spec.action_from_json(item))
        except (StateFormatError, TypeError, ValueError, KeyError, AttributeError) as exc:
            raise error(f"move {i + 1} of the history is unreadable ({exc})") from None
    if legacy:
        try:
            record.steps.extend(seat_steps(spec, record, actions))
        except ReplayError as exc:
            raise error(move_number_reason(exc.index)) from None
        except (ValueError, TypeError, KeyError) as exc:
            raise error(f"the game cannot be set up ({exc})") from None
    else:
        record.steps.extend(Step(seat, action) for seat, action in zip(seats_of, actions, strict=True))
    return spec, setup, record


def parse_agents(raw: Any, num_seats: int) -> dict[int, int]:
    """The AI agents' RNG states a save keeps (``{"<seat>": int}``); anything odd is dropped, never fatal."""
    out: dict[int, int] = {}
    if not isinstance(raw, dict):
        return out
    for key, value in raw.items():
        if isinstance(key, str) and key.isdigit() and int(key) < num_seats and isinstance(value, int) \
                and not isinstance(value, bool) and 0 <= value < 2**64:
            out[int(key)] = value
    return out


def check_seed(seed: Any, error: ErrorFactory) -> int:
    """Return ``seed`` when it is a deal number (an integer in ``0..MAX_SEED``).

    Raises:
        ``error(reason)``: missing, not an integer, or out of range.
    """
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise error("the deal number (seed) is missing or not an integer")
    if not 0 <= seed <= MAX_SEED:
        raise error("the deal number (seed) is out of range")
    return seed


def check_history(actions_raw: Any, error: ErrorFactory) -> list[Any]:
    """Return ``actions_raw`` when it is a list of at most :data:`MAX_ACTIONS` entries.

    Raises:
        ``error(reason)``: not a list, or too long.
    """
    if not isinstance(actions_raw, list):
        raise error("the history of moves is missing or not a list")
    if len(actions_raw) > MAX_ACTIONS:
        raise error(f"the history is too long (over {MAX_ACTIONS} moves)")
    return actions_raw


def safe_when(when: datetime) -> datetime | None:
    """``when`` in UTC (a naive one is taken as UTC), or ``None`` outside :data:`EARLIEST`..:data:`LATEST`."""
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    try:
        when = when.astimezone(UTC)
    except (OverflowError, ValueError, OSError):
        return None
    return when if EARLIEST <= when <= LATEST else None


def parse_when(value: Any, error: ErrorFactory, what: str) -> datetime | None:
    """Parse an ISO 8601 date of a file (``saved_at``, ``exported_at``) into UTC.

    Returns ``None`` when ``value`` is ``None`` or a date that cannot be shown in local time
    (year 1 at +14:00 overflows when converted): the caller then uses the file's own time.

    Raises:
        ``error(f"{what} is not a valid date")``: not text, or not an ISO 8601 date.
    """
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 64:
        raise error(f"{what} is not a valid date")
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        raise error(f"{what} is not a valid date") from None
    return safe_when(when)


def file_time(path: Path) -> datetime | None:
    """The file's modification time in UTC, or ``None`` (unreadable, or a time that cannot be shown)."""
    try:
        return safe_when(datetime.fromtimestamp(Path(path).stat().st_mtime, UTC))
    except (OSError, OverflowError, ValueError):
        return None


def turn_number(state: GameState) -> int:
    """Return the 1-based turn shown to players (the game's :meth:`~GameState.progress`)."""
    return state.progress().turn


def progress_label(state: GameState) -> str:
    """The position's progress in words for the Load list ("Round 3 · turn 12", "Turn 7")."""
    return state.progress().text()


def move_number_reason(index: int) -> str:
    """The player's reason for an action that cannot be played: the file's moves belong to another deal.

    ``index`` is 0-based; the reason names the 1-based move: ``"the moves recorded do not fit this
    deal (move 43)"``.
    """
    return f"the moves recorded do not fit this deal (move {index + 1})"
