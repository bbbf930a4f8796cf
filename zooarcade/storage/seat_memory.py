"""The last seat setup per game, so the setup screen opens as the player left it.

One small JSON file in the user config folder (``<config>/last_seats.json``)::

    {"version": 1, "games": {"apocalypse": [{"name": "Ada", "kind": "human", "level": "normal"},
                                             {"name": "", "kind": "ai", "level": "hard"}]},
     "names": ["Ada"]}

``names``: the human seats' typed names of the last setup started, of any game, in seat order: a
game set up for the first time starts its human seats with them (:func:`load_names`), so a name
typed once is not asked again in the next game.

A ``name`` of ``""`` is a seat whose name the player never typed: the setup screen gives it its
default ("Hard Bot 2"), which follows the seat's kind.  Written atomically when a match is started
from the setup screen; a missing, damaged or oversized file (or one game's bad entry) is ignored
with a warning in the log, never raised: the screen then opens with its defaults.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from zooarcade.session import AI_LEVELS, clean_name
from zooarcade.storage import files

log = logging.getLogger("zooarcade")

SCHEMA_VERSION = 1
FILE_NAME = "last_seats.json"
#: a file larger than this (bytes) is not read: a few games of a few seats take well under 4 KB.
MAX_BYTES = 64 * 1024
#: most seats remembered per game (no game seats more than 7).
MAX_SEATS = 8


@dataclass(frozen=True)
class RememberedSeat:
    """One remembered seat: the typed name (``""`` = the seat's default name), ``"human"``/``"ai"``, AI level."""

    name: str
    kind: str
    level: str = "normal"

    def to_json(self) -> dict[str, str]:
        """Return ``{"name", "kind", "level"}``."""
        return {"name": self.name, "kind": self.kind, "level": self.level}


def default_path() -> Path:
    """``<user config dir>/last_seats.json``."""
    from zooarcade.storage.paths import user_dirs

    return user_dirs()["config"] / FILE_NAME


def _parse_seat(data: Any) -> RememberedSeat:
    if not isinstance(data, dict):
        raise ValueError("a seat must be an object")
    name, kind, level = data.get("name", ""), data.get("kind"), data.get("level", "normal")
    if not isinstance(name, str) or kind not in ("human", "ai") or level not in AI_LEVELS:
        raise ValueError("bad seat")
    return RememberedSeat(clean_name(name), kind, level)


def _read(path: Path) -> dict[str, Any]:
    """The file's ``games`` object, or ``{}`` when it is missing or damaged (logged)."""
    return _read_doc(path).get("games", {})


def _read_doc(path: Path) -> dict[str, Any]:
    """The whole file (``version``, ``games``, maybe ``names``), or ``{}`` when it is missing or damaged (logged).

    Read with the stores' own limits (:func:`zooarcade.storage.files.read_document`: a regular file of at
    most :data:`MAX_BYTES`, JSON with bounded nesting and numbers).
    """
    if not path.is_file():
        return {}
    try:
        data = files.read_document(path, limit=MAX_BYTES)
        if data.get("version") != SCHEMA_VERSION or not isinstance(data.get("games"), dict):
            raise files.StoreError("not a seat memory of version 1")
        return data
    except (OSError, ValueError) as exc:
        log.warning("ignoring the remembered seats in %s: %s", path, exc)
        return {}


def load_seats(game_id: str, path: Path | None = None,
               players: tuple[int, int] = (1, MAX_SEATS)) -> list[RememberedSeat] | None:
    """The seats last started for ``game_id``, or ``None`` (none kept, damaged, or a seat count outside ``players``).

    Names are cleaned like every name read from a file (:func:`zooarcade.session.clean_name`).  Never raises.
    """
    entry = _read(path or default_path()).get(game_id)
    if not isinstance(entry, list) or not players[0] <= len(entry) <= min(players[1], MAX_SEATS):
        return None
    try:
        return [_parse_seat(seat) for seat in entry]
    except ValueError as exc:
        log.warning("ignoring the remembered seats of %s: %s", game_id, exc)
        return None


def remember_seats(game_id: str, seats: list[RememberedSeat], path: Path | None = None) -> bool:
    """Keep ``seats`` as ``game_id``'s last setup (other games' entries stay); return False if it could not be written.

    The write is atomic (a temporary file, then a rename): a failure leaves the previous file whole.
    """
    path = path or default_path()
    doc = _read_doc(path)
    games = doc.get("games", {})
    games[game_id] = [seat.to_json() for seat in seats[:MAX_SEATS]]
    out: dict[str, Any] = {"version": SCHEMA_VERSION, "games": games}
    typed = [seat.name for seat in seats[:MAX_SEATS] if seat.kind == "human" and seat.name]
    names = typed or doc.get("names")  # a setup of only default names keeps the names typed before it
    if isinstance(names, list):
        out["names"] = names
    try:
        files.atomic_write_json(path, out)
    except OSError as exc:
        log.warning("could not remember the seats in %s: %s", path, exc)
        return False
    return True


def load_names(path: Path | None = None) -> list[str]:
    """The human seats' names typed in the last setup started (any game), in seat order; ``[]`` when none.

    Cleaned like every name read from a file (:func:`zooarcade.session.clean_name`); entries that are not
    text, or clean to nothing, are skipped.  Never raises.
    """
    names = _read_doc(path or default_path()).get("names")
    if not isinstance(names, list):
        return []
    out = [clean_name(n) for n in names[:MAX_SEATS] if isinstance(n, str)]
    return [n for n in out if n]
