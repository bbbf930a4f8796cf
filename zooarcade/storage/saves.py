"""Saved games: autosave after every action, the Load list, Continue, ``--load FILE``.

Files live in ``<user data dir>/saves/`` (platformdirs, app name "ZooArcade";
``ZOOARCADE_HOME`` in tests), one JSON file per unfinished match.  Never pickle.

Save file, schema :data:`SCHEMA` (1)::

    {
      "format": "zooarcade-save", "schema": 1, "app_version": "0.1.0",
      "saved_at": "2025-01-31T20:15:02.123456+00:00",   # ISO 8601, UTC
      "game": "apocalypse", "title": "Apocalypse at the Zoo of Carson City",
      "seed": 1234, "options": {...},
      "seats": [{"name": "Player", "kind": "human", "level": "normal"}, ...],
      "actions": [{"kind": "place", "value": 3, "loc": 12}, ...],   # the whole history
      "turn": 7, "to_move": 1,                          # summary for the Load list
      "snapshot": {...}                                 # state.to_json() after the last action
    }

The history (seed + options + actions) is the truth: :meth:`SaveStore.load`
always rebuilds the position from it, which also proves every recorded action
legal.  The snapshot is for quick listing (``list_saves(verify=False)`` reads
turn / seat to move from it without replaying) and a cross-check on load: when
it disagrees with the rebuild, the rebuild wins and a warning is logged.

Writes are atomic (:func:`~zooarcade.storage.settings.atomic_write_json`:
temp file in the same folder, then rename), so a crash mid-write leaves the
previous save intact (plus at most a stray ``*.tmp`` file, which is ignored).

A damaged file (unreadable, truncated, not JSON, wrong types, unknown schema,
unknown game, illegal action in its history) is never loaded or overwritten:
it is moved aside into ``saves/damaged/`` (a free name is picked, nothing is
replaced) with a ``<name>.reason.txt`` note, and listed as damaged with a
one-line reason until the player deletes it.  Finished games leave the list:
autosaving a finished session deletes its file.

Older schemas go through :data:`MIGRATIONS` (schema 0, the development builds'
layout, is migrated); anything else is refused with a clear reason.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any

from zooarcade import __version__
from zooarcade.core.history import MatchRecord, ReplayError
from zooarcade.core.protocol import Action, GameSpec, GameState, StateFormatError
from zooarcade.core.registry import GameNotBuilt, UnknownGame
from zooarcade.session import GameSession, MatchSetup, SeatConfig
from zooarcade.storage.base import DataFolderStore
from zooarcade.storage.settings import atomic_write_json

log = logging.getLogger("zooarcade")

#: current save schema version.
SCHEMA = 1
#: value of the ``"format"`` key of a save file.
SAVE_FORMAT = "zooarcade-save"
#: suffix of the note written beside a damaged file.
REASON_SUFFIX = ".reason.txt"

SpecLookup = Callable[[str], GameSpec]


class SaveError(ValueError):
    """A save file that cannot be used.

    Attributes:
        reason: one line for the player ("the file is truncated").
        path: the file as it was given.
        moved_to: where it was moved aside (``None`` if it was left in place).
    """

    def __init__(self, reason: str, path: Path | None = None, moved_to: Path | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.path = path
        self.moved_to = moved_to


@dataclass
class SaveInfo:
    """One row of the Load list.

    Attributes:
        path: the file (for a damaged one, where it lies now, in ``damaged/``).
        game_id: registry id ("" when unreadable).
        title: the game's display name ("" when unreadable).
        seats: seat names and kinds, in seat order (empty when unreadable).
        saved_at: when it was last written (UTC), or ``None`` when unknown.
        turn: 1-based turn number (the state's ``turn`` attribute + 1 when it has
            one, else the number of actions + 1); ``None`` when unreadable.
        to_move: seat to decide now, ``None`` when unreadable.
        damaged: True for a file that cannot be loaded.
        reason: one-line reason when damaged.
    """

    path: Path
    game_id: str = ""
    title: str = ""
    seats: list[SeatConfig] = field(default_factory=list)
    saved_at: datetime | None = None
    turn: int | None = None
    to_move: int | None = None
    damaged: bool = False
    reason: str | None = None

    @property
    def to_move_name(self) -> str | None:
        """Name of the seat to move, or ``None``."""
        if self.to_move is None or not 0 <= self.to_move < len(self.seats):
            return None
        return self.seats[self.to_move].name

    def seats_text(self) -> str:
        """Return e.g. ``"Player (Human), Normal Bot 2 (AI (Normal))"``."""
        return ", ".join(f"{s.name} ({s.label()})" for s in self.seats)

    def describe(self) -> str:
        """Return one line for the Load list."""
        if self.damaged:
            return f"{self.path.name}: damaged - {self.reason}"
        when = self.saved_at.astimezone().strftime("%Y-%m-%d %H:%M") if self.saved_at else "?"
        return f"{self.title} - {self.seats_text()} - {when} - turn {self.turn}, {self.to_move_name} to move"


@dataclass
class _Parsed:
    """A save document that passed every check except the replay of its history."""

    spec: GameSpec
    setup: MatchSetup
    actions: list[Action]
    saved_at: datetime | None
    snapshot: Any


def seats_and_spec(
    game_id: str, seats_raw: list[Any], spec_for: SpecLookup, error: Callable[[str], Exception]
) -> tuple[GameSpec, list[SeatConfig]]:
    """Parse the seat list of a save or replay document and look up its game.

    Raises:
        ``error(reason)``: a seat is invalid, or the game is unknown or not playable in this version.
    """
    try:
        seats = [SeatConfig.from_json(s) for s in seats_raw]
    except ValueError as exc:
        raise error(f"a seat is invalid ({exc})") from None
    try:
        spec = spec_for(game_id)
    except UnknownGame:
        raise error(f"unknown game {game_id!r}") from None
    except GameNotBuilt:
        raise error(f"the game {game_id!r} cannot be played in this version") from None
    return spec, seats


def match_fields(session: GameSession) -> dict[str, Any]:
    """Return what rebuilds ``session`` exactly, shared by save and replay files.

    Keys: ``game``, ``title``, ``seed``, ``options``, ``seats`` and ``actions`` (stable JSON forms).
    """
    return {
        "game": session.setup.game_id,
        "title": session.spec.title,
        "seed": session.setup.seed,
        "options": dict(session.setup.options),
        "seats": [s.to_json() for s in session.seats],
        "actions": [a.to_json() for a in session.record.actions],
    }


def turn_number(state: GameState, num_actions: int) -> int:
    """Return the 1-based turn shown to players (``state.turn + 1`` when the state has one)."""
    turn = getattr(state, "turn", None)
    if isinstance(turn, int) and not isinstance(turn, bool):
        return turn + 1
    return num_actions + 1


# ---------------------------------------------------------------------- migrations
def _migrate_v0(doc: dict[str, Any]) -> dict[str, Any]:
    """Schema 0 → 1.

    Schema 0 (development builds) had ``{"version": 0, "game", "seed", "options",
    "players": [{"name", "ai": bool, "level"}], "moves": [...]}`` and no
    snapshot, format tag or date.
    """
    players = doc.get("players")
    if not isinstance(players, list):
        raise SaveError("old save (schema 0) without a player list")
    seats = []
    for p in players:
        if not isinstance(p, dict):
            raise SaveError("old save (schema 0) with a bad player entry")
        kind = "ai" if p.get("ai") else "human"
        seats.append({"name": p.get("name"), "kind": kind, "level": p.get("level", "normal")})
    return {
        "format": SAVE_FORMAT,
        "schema": 1,
        "game": doc.get("game"),
        "seed": doc.get("seed"),
        "options": doc.get("options", {}),
        "seats": seats,
        "actions": doc.get("moves"),
    }


#: ``{old schema: function(doc) -> doc of schema + 1}``; read-only.
MIGRATIONS: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]] = MappingProxyType({0: _migrate_v0})


def migrate(doc: dict[str, Any]) -> dict[str, Any]:
    """Return ``doc`` brought up to :data:`SCHEMA`.

    A document without ``"schema"`` but with ``"version": 0`` is schema 0.

    Raises:
        SaveError: unknown, newer or unmigratable schema.
    """
    schema = doc.get("schema", doc.get("version") if "version" in doc else None)
    if schema is None:
        raise SaveError("not a Zoo Arcade save file (no schema version)")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise SaveError(f"unknown save format version {schema!r}")
    if schema > SCHEMA:
        raise SaveError(f"saved by a newer Zoo Arcade (save format {schema}; this version reads up to {SCHEMA})")
    while schema < SCHEMA:
        step = MIGRATIONS.get(schema)
        if step is None:
            raise SaveError(f"save format {schema} is too old for this version of Zoo Arcade")
        doc = step(doc)
        schema = doc["schema"]
    return doc


# ---------------------------------------------------------------------- the store
class SaveStore(DataFolderStore):
    """The saved games under ``root/saves``.

    Args:
        root: the user data directory (see :meth:`default`).
        spec_for: game id → :class:`GameSpec` (the registry by default; tests
            pass a lookup that knows test-only games).  May raise
            :class:`UnknownGame` / :class:`GameNotBuilt`.

    Attributes:
        last_error: the last autosave failure (one line), or ``None``.
    """

    @property
    def saves_dir(self) -> Path:
        """Folder of the save files."""
        return self.root / "saves"

    @property
    def damaged_dir(self) -> Path:
        """Folder where damaged files are moved aside."""
        return self.saves_dir / "damaged"

    # ------------------------------------------------------------------ writing
    def autosave(self, session: GameSession) -> Path | None:
        """Save ``session`` (call after every action, undo and redo); return the file or ``None``.

        The first save picks a new file name ``<game>-<date>-<seed>.json`` and
        stores it in ``session.save_path``.  A finished session's file is
        deleted instead (finished games leave the list) and ``None`` returned;
        its replay is kept in ``replays/`` first (:meth:`ReplayStore.keep
        <zooarcade.storage.replays.ReplayStore.keep>`, once per session), so the
        Load screen's Replays tab can show it.
        A write failure is logged and kept in :attr:`last_error` (returns
        ``None``): autosave never raises for disk problems.
        """
        if session.state.is_terminal():
            self.keep_replay(session)
            if session.save_path is not None and self._owns(session.save_path):
                self.delete(session.save_path)
            session.save_path = None
            return None
        now = datetime.now(UTC)
        path = session.save_path
        if path is None or not self._owns(path):
            path = self._new_name(session, now)
        try:
            atomic_write_json(path, self.document(session, now))
        except OSError as exc:
            self.last_error = f"could not save the game: {exc}"
            log.warning("autosave to %s failed: %s", path, exc)
            return None
        self.last_error = None
        session.save_path = path
        return path

    def keep_replay(self, session: GameSession) -> Path | None:
        """Keep the replay of a finished ``session`` in ``<root>/replays`` (once); return its file or ``None``."""
        from zooarcade.storage.replays import ReplayStore  # replays imports this module

        return ReplayStore(self.root, self.spec_for).keep(session)

    def document(self, session: GameSession, now: datetime | None = None) -> dict[str, Any]:
        """Return the save document of ``session`` (see the module docstring)."""
        state = session.state
        return {
            "format": SAVE_FORMAT,
            "schema": SCHEMA,
            "app_version": __version__,
            "saved_at": (now or datetime.now(UTC)).isoformat(),
            **match_fields(session),
            "turn": turn_number(state, len(session.record.actions)),
            "to_move": state.current_player,
            "snapshot": state.to_json(),
        }

    def delete(self, path: Path) -> None:
        """Remove a save (or a damaged file and its note) from this store.

        Raises:
            ValueError: ``path`` is not inside this store's saves folder.
        """
        path = Path(path)
        if not self._owns(path) and not self._owns(path, self.damaged_dir):
            raise ValueError(f"{path} is not a file of this save store")
        for p in (path, path.with_name(path.name + REASON_SUFFIX)):
            try:
                p.unlink()
            except FileNotFoundError:
                pass

    # ------------------------------------------------------------------ reading
    def load(self, path: Path) -> GameSession:
        """Open a save file and return the session, rebuilt from its history.

        A file of this store that is damaged is moved aside to ``damaged/``;
        a file from elsewhere (``--load FILE``) is left where it is.  The
        session's ``save_path`` is the file when it belongs to this store,
        else ``None`` (autosave then writes a new file here, never over the
        player's own file).

        Raises:
            SaveError: the file is damaged, with a one-line ``reason``.
        """
        path = Path(path)
        try:
            parsed = self._parse(path)
            session = self._build(parsed)
        except SaveError as exc:
            exc.path = path
            if self._owns(path):
                exc.moved_to = self._move_aside(path, exc.reason)
            raise
        self._check_snapshot(parsed, session, path)
        session.save_path = path if self._owns(path) else None
        return session

    def list_saves(self, verify: bool = True) -> list[SaveInfo]:
        """Return the Load list: unfinished saves, newest first, then damaged files.

        Args:
            verify: replay every history (catches illegal actions; a few ms per
                save).  ``False`` trusts each file's snapshot for turn and seat
                to move and leaves the full check to :meth:`load`.

        Damaged files found here are moved aside and listed as damaged; saves of
        finished games are deleted and not listed.  Never raises for a bad file.
        """
        good: list[SaveInfo] = []
        damaged: list[SaveInfo] = []
        files = sorted(self.saves_dir.glob("*.json")) if self.saves_dir.is_dir() else []
        for path in files:
            try:
                info = self._info(path, verify)
            except SaveError as exc:
                moved = self._move_aside(path, exc.reason)
                damaged.append(SaveInfo(moved or path, damaged=True, reason=exc.reason))
                continue
            if info is not None:
                good.append(info)
        good.sort(key=lambda i: (i.saved_at or datetime.min.replace(tzinfo=UTC), i.path.name), reverse=True)
        listed = {d.path for d in damaged}
        if self.damaged_dir.is_dir():
            for path in sorted(self.damaged_dir.iterdir()):
                if path.name.endswith(REASON_SUFFIX) or path.name.endswith(".tmp") or path in listed:
                    continue
                damaged.append(SaveInfo(path, damaged=True, reason=self._reason_of(path)))
        return good + damaged

    def latest_unfinished(self) -> SaveInfo | None:
        """Return the most recently saved loadable game (the title screen's Continue), or ``None``."""
        for info in self.list_saves():
            if not info.damaged:
                return info
        return None

    # ------------------------------------------------------------------ internals
    def _owns(self, path: Path, folder: Path | None = None) -> bool:
        """True when ``path`` lies directly in ``folder`` (default: the saves folder)."""
        folder = folder or self.saves_dir
        try:
            return Path(path).resolve().parent == folder.resolve()
        except OSError:
            return False

    def _new_name(self, session: GameSession, now: datetime) -> Path:
        stem = f"{session.setup.game_id}-{now.astimezone().strftime('%Y%m%d-%H%M%S')}-{session.setup.seed}"
        return _free_path(self.saves_dir, stem, ".json")

    def _move_aside(self, path: Path, reason: str) -> Path | None:
        """Move a damaged file into ``damaged/`` under a free name, with a reason note; return the new path."""
        try:
            target = _move_without_replacing(path, self.damaged_dir)
            target.with_name(target.name + REASON_SUFFIX).write_text(reason + "\n", encoding="utf-8")
        except OSError as exc:
            log.warning("could not move damaged save %s aside: %s", path, exc)
            return None
        log.warning("damaged save %s moved to %s: %s", path, target, reason)
        return target

    @staticmethod
    def _reason_of(path: Path) -> str:
        try:
            text = path.with_name(path.name + REASON_SUFFIX).read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError):
            text = ""
        return text.splitlines()[0] if text else "damaged file"

    def _info(self, path: Path, verify: bool) -> SaveInfo | None:
        """Return the Load-list row of a save, ``None`` for a finished game (whose file is deleted).

        Raises:
            SaveError: the file is damaged.
        """
        parsed = self._parse(path)
        state: GameState | None = None
        if not verify:
            try:
                state = parsed.spec.state_from_json(parsed.snapshot)
            except (StateFormatError, TypeError, ValueError, KeyError, IndexError, AttributeError):
                state = None
        if state is None:
            state = self._build(parsed).state
        if state.is_terminal():
            self.delete(path)
            return None
        return SaveInfo(
            path,
            parsed.setup.game_id,
            parsed.spec.title,
            list(parsed.setup.seats),
            parsed.saved_at or _mtime(path),
            turn_number(state, len(parsed.actions)),
            state.current_player,
        )

    def _parse(self, path: Path) -> _Parsed:
        """Read, migrate and type-check a save file (no replay).

        Raises:
            SaveError: with a one-line reason.
        """
        doc = read_json_document(path, SaveError)
        if doc.get("format") == "zooarcade-replay":
            raise SaveError("this is a replay file, not a saved game (open it with --replay)")
        doc = migrate(doc)
        if doc.get("format") != SAVE_FORMAT:
            raise SaveError("not a Zoo Arcade save file")
        game_id, seed, options, seats_raw, actions_raw = (
            doc.get("game"),
            doc.get("seed"),
            doc.get("options", {}),
            doc.get("seats"),
            doc.get("actions"),
        )
        if not isinstance(game_id, str):
            raise SaveError("the game id is missing or not text")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SaveError("the deal number (seed) is missing or not an integer")
        if not isinstance(options, dict):
            raise SaveError("the game options are not an object")
        if not isinstance(seats_raw, list) or not seats_raw:
            raise SaveError("the seat list is missing or empty")
        if not isinstance(actions_raw, list):
            raise SaveError("the action history is missing or not a list")
        spec, seats = seats_and_spec(game_id, seats_raw, self.spec_for, SaveError)
        setup = MatchSetup(game_id, seats, seed, dict(options))
        try:
            setup.validate(spec)
        except ValueError as exc:
            raise SaveError(str(exc)) from None
        actions: list[Action] = []
        for i, raw in enumerate(actions_raw):
            try:
                actions.append(spec.action_from_json(raw))
            except (StateFormatError, TypeError, ValueError) as exc:
                raise SaveError(f"action {i + 1} of the history is unreadable ({exc})") from None
        saved_at = None
        if "saved_at" in doc:
            try:
                saved_at = datetime.fromisoformat(doc["saved_at"])
            except (TypeError, ValueError):
                raise SaveError("the save date is not a valid date") from None
            if saved_at.tzinfo is None:
                saved_at = saved_at.replace(tzinfo=UTC)
        return _Parsed(spec, setup, actions, saved_at, doc.get("snapshot"))

    @staticmethod
    def _build(parsed: _Parsed) -> GameSession:
        """Rebuild the session from the history.

        Raises:
            SaveError: an action of the history is illegal, or the game cannot start.
        """
        setup = parsed.setup
        record = MatchRecord(setup.game_id, len(setup.seats), setup.seed, dict(setup.options), list(parsed.actions))
        try:
            return GameSession(setup, record, spec=parsed.spec)
        except ReplayError as exc:
            raise SaveError(f"action {exc.index + 1} of the history is illegal: {exc.reason}") from None
        except (ValueError, TypeError, KeyError) as exc:
            raise SaveError(f"the game cannot be set up ({exc})") from None

    @staticmethod
    def _check_snapshot(parsed: _Parsed, session: GameSession, path: Path) -> None:
        """Log when the stored snapshot disagrees with the rebuilt position (the rebuild wins)."""
        if parsed.snapshot is None:
            return
        try:
            same = parsed.spec.state_from_json(parsed.snapshot).fingerprint() == session.state.fingerprint()
        except (StateFormatError, TypeError, ValueError, KeyError, IndexError, AttributeError):
            same = False
        if not same:
            log.warning("snapshot in %s disagrees with its history; using the rebuilt position", path)


# ---------------------------------------------------------------------- shared helpers
def read_json_document(path: Path, error: Callable[[str], Exception]) -> dict[str, Any]:
    """Read ``path`` as one JSON object, raising ``error(reason)`` with a one-line reason otherwise.

    Reasons: cannot be read, empty, not text, truncated, not JSON, not an object.
    """
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise error("the file does not exist") from None
    except OSError as exc:
        raise error(f"the file cannot be read ({exc.strerror or exc})") from None
    if not raw.strip():
        raise error("the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise error("not a text file (it is not UTF-8)") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        if text.lstrip()[:1] in ("{", "[") and (exc.pos >= len(text.rstrip()) or _unclosed(text)):
            raise error("the file is truncated (it ends in the middle of the data)") from None
        raise error(f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise error("not valid JSON (nested too deeply)") from None
    if not isinstance(doc, dict):
        raise error("the file does not hold a JSON object")
    return doc


def _unclosed(text: str) -> bool:
    """True when ``text`` ends inside a string or with brackets left open (a cut-off JSON document)."""
    depth, in_string, escaped = 0, False, False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
    return in_string or depth > 0


def _move_without_replacing(path: Path, folder: Path) -> Path:
    """Move ``path`` into ``folder`` under a free name (never replacing a file); return the new path.

    Raises:
        OSError: the move failed (``path`` is then untouched).
    """
    while True:
        target = _free_path(folder, path.stem, path.suffix)
        try:
            os.link(path, target)  # fails instead of replacing an existing file
        except FileExistsError:
            continue
        except OSError:  # no hard links here (some file systems): a checked rename instead
            if target.exists():
                continue
            os.rename(path, target)
            return target
        path.unlink()
        return target


def _free_path(folder: Path, stem: str, suffix: str) -> Path:
    """Return ``folder/stem+suffix``, or ``stem-2``, ``stem-3``... whichever does not exist yet."""
    folder.mkdir(parents=True, exist_ok=True)
    candidate = folder / f"{stem}{suffix}"
    n = 2
    while candidate.exists():
        candidate = folder / f"{stem}-{n}{suffix}"
        n += 1
    return candidate


def _mtime(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:
        return None
