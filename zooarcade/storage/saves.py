"""Saved games: autosave after every action, the Load list, Continue, ``--load FILE``.

Files live in ``<user data dir>/saves/`` (platformdirs, app name "ZooArcade";
``ZOOARCADE_HOME`` in tests), one JSON file per unfinished match.  Never pickle.

Save file, schema :data:`SCHEMA` (2)::

    {
      "format": "zooarcade-save", "schema": 2, "app_version": "0.1.0",
      "saved_at": "2025-01-31T20:15:02.123456+00:00",   # ISO 8601, UTC
      "game": "apocalypse", "title": "Apocalypse at the Zoo of Carson City",
      "seed": 1234, "options": {...},
      "seats": [{"name": "Player", "kind": "human", "level": "normal"}, ...],
      "steps": [{"seat": 0, "action": {"kind": "place", "value": 3, "loc": 12}}, ...],   # the whole history
      "agents": {"1": 1234567},                         # each AI seat's agent RNG state
      "turn": 7, "to_move": 1, "progress": "Turn 7",    # summary for the Load list
      "snapshot": {...}                                 # state.to_json() after the last step
    }

Schema 1 held a bare ``"actions"`` list (no seats, no agents): it is read by replaying it
once; its AI agents start again from their seeds.

The history (seed + options + steps) is the truth: :meth:`SaveStore.load`
always rebuilds the position from it, which also proves every recorded action
legal.  The snapshot is for quick listing (``list_saves(verify=False)`` reads
turn / seat to move from it without replaying) and a cross-check on load: when
it disagrees with the rebuild, the rebuild wins and a warning is logged.

Writes are atomic (:func:`~zooarcade.storage.files.atomic_write_bytes`:
temp file in the same folder, flushed and fsync-ed, then renamed), so a crash or
a full disk mid-write leaves the previous save intact.  Files are read with
:func:`~zooarcade.storage.files.read_document`: at most
:data:`~zooarcade.storage.files.GAME_FILE_LIMIT` bytes of a regular file, numbers
of sane length, sane nesting; names are cleaned like typed names, dates that
cannot be shown in local time are replaced by the file's own time.

A damaged file (unreadable, truncated, not JSON, wrong types, unknown schema,
unknown game, illegal action in its history) is never loaded or overwritten:
it is moved aside into ``saves/damaged/`` (a free name is picked, nothing is
replaced) with a ``<name>.reason.txt`` note, and listed as damaged with a
one-line reason until the player deletes it.  Nothing a file contains raises
anything but :class:`SaveError` from :meth:`SaveStore.load` or breaks
:meth:`SaveStore.list_saves`.

Finished games leave the list, but never before their replay is safely on disk:
autosaving a finished session (and listing a save of a finished game) first keeps
its replay (:meth:`ReplayStore.keep <zooarcade.storage.replays.ReplayStore.keep>`),
and deletes the save only when that worked.  When it did not (a full disk), the
save stays, listed as finished, and :attr:`SaveStore.last_error` says why.

Older schemas go through :data:`MIGRATIONS` (schema 0, the development builds'
layout, is migrated); anything else is refused with a clear reason.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any

from zooarcade import __version__
from zooarcade.core.history import MatchRecord, ReplayError, Step
from zooarcade.core.protocol import GameSpec, GameState
from zooarcade.games.registry import get_spec
from zooarcade.session import GameSession, MatchSetup, SeatConfig
from zooarcade.storage.base import (
    DataFolderStore,
    SpecLookup,
    file_time,
    match_fields,
    move_number_reason,
    parse_agents,
    parse_match,
    parse_when,
    progress_label,
    seats_and_spec,
    turn_number,
)
from zooarcade.storage.files import (
    GAME_FILE_LIMIT,
    StoreError,
    atomic_write_bytes,
    json_bytes,
    move_aside,
    printable,
    read_bytes,
    read_document,
    shown_name,
    write_new,
    write_problem,
)
from zooarcade.storage.replays import ReplayStore
from zooarcade.storage.writer import BackgroundWriter

log = logging.getLogger("zooarcade")

#: current save schema version.
SCHEMA = 2
#: value of the ``"format"`` key of a save file.
SAVE_FORMAT = "zooarcade-save"
#: suffix of the note written beside a damaged file.
REASON_SUFFIX = ".reason.txt"

__all__ = ["MIGRATIONS", "NEWER_REASON", "REASON_SUFFIX", "SAVE_FORMAT", "SCHEMA", "NewerSaveError", "SaveError",
           "SaveInfo", "SaveSnapshot", "SaveStore",
           "match_fields", "migrate", "seats_and_spec", "turn_number"]


class SaveError(StoreError):
    """A save file that cannot be used.

    Attributes:
        reason: one line for the player ("the file is truncated").
        path: the file as it was given.
        moved_to: where it was moved aside (``None`` if it was left in place).
    """


class NewerSaveError(SaveError):
    """A save written by a newer Zoo Arcade (a save format above :data:`SCHEMA`): not damaged, only unreadable
    here.  It is never moved aside: a newer version can still open it (play test 13, HOSTILE-2)."""


#: the start of the reason of a save from a newer version (as kept in a reason note by older builds too).
NEWER_REASON = "saved by a newer Zoo Arcade"


@dataclass
class SaveInfo:
    """One row of the Load list.

    Attributes:
        path: the file (for a damaged one, where it lies now, in ``damaged/``).
        game_id: registry id ("" when unreadable).
        title: the game's display name ("" when unreadable).
        seats: seat names and kinds, in seat order (empty when unreadable).
        saved_at: when it was last written (UTC), or ``None`` when unknown.
        turn: 1-based turn number (the game's ``progress()``); ``None`` when unreadable.
        progress: the game's progress line ("Round 3 · turn 12"); ``""`` when unreadable.
        to_move: seat to decide now, ``None`` when unreadable or finished.
        damaged: True for a file that cannot be loaded.
        reason: one-line reason when damaged.
        newer: with ``damaged``, a file saved by a newer Zoo Arcade (:class:`NewerSaveError`): sound, kept where it
            is, listed as such and not offered for deletion.
        finished: True for a finished game whose replay could not be kept yet (the
            save stays until it can be; opening it shows the end of the game).
    """

    path: Path
    game_id: str = ""
    title: str = ""
    seats: list[SeatConfig] = field(default_factory=list)
    saved_at: datetime | None = None
    turn: int | None = None
    to_move: int | None = None
    progress: str = ""
    damaged: bool = False
    reason: str | None = None
    finished: bool = False
    newer: bool = False

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
        if self.newer:
            return f"{shown_name(self.path)}: {self.reason}"
        if self.damaged:
            return f"{shown_name(self.path)}: damaged - {self.reason}"
        when = self.saved_at.astimezone().strftime("%Y-%m-%d %H:%M") if self.saved_at else "?"
        progress = self.progress or f"Turn {self.turn}"
        where = "finished" if self.finished else f"{progress}, {self.to_move_name} to move"
        return f"{self.title} - {self.seats_text()} - {when} - {where}"


@dataclass(frozen=True)
class SaveSnapshot:
    """A save of one session as it was after a step, for the writer thread (nothing in it changes later).

    Attributes:
        session: the session; only its ``save_path`` (the file to replace, set after the first write) is used.
        header: game, title, seed, options, seats and agents in their JSON forms (small, built in the frame).
        steps: the history then (frozen steps: serialised on the writer thread).
        state: an independent clone of the state then (its JSON snapshot is made on the writer thread).
        now: when the step was saved (UTC; the file's ``saved_at`` and the new file's name).
    """

    session: GameSession
    header: Mapping[str, Any]
    steps: tuple[Step, ...]
    state: GameState
    now: datetime


@dataclass
class _Parsed:
    """A save document that passed every check except the replay of its history."""

    spec: GameSpec
    setup: MatchSetup
    record: MatchRecord
    saved_at: datetime | None
    snapshot: Any
    agents: dict[int, int] = field(default_factory=dict)


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


def _migrate_v1(doc: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 → 2: the bare ``actions`` list stays (:func:`parse_match` replays it to learn the seats)."""
    return {**doc, "schema": 2}


#: ``{old schema: function(doc) -> doc of schema + 1}``; read-only.
MIGRATIONS: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]] = MappingProxyType(
    {0: _migrate_v0, 1: _migrate_v1})


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
        raise SaveError(f"unknown save format version {str(schema)[:20]!r}")
    if schema > SCHEMA:
        raise NewerSaveError(f"{NEWER_REASON} (save format {schema}; this version reads up to {SCHEMA})")
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
        replays: the replay store of the same folder (finished games keep their replay there).
        last_error: the last write failure, one line in plain words for the player
            ("Saving is off: the disk is full - this game will not be kept."), or ``None``.
    """

    def __init__(self, root: Path, spec_for: SpecLookup = get_spec, writer: BackgroundWriter | None = None) -> None:
        super().__init__(root, spec_for)
        self.replays = ReplayStore(self.root, self.spec_for)
        #: the background writer of :meth:`autosave` (``None``: every save is written before it returns).
        self.writer = writer

    @classmethod
    def in_background(cls, root: Path | None = None) -> SaveStore:
        """The store of ``root`` (default: the user data directory) that autosaves on a :class:`BackgroundWriter`."""
        store = cls(root) if root is not None else cls.default()
        store.writer = BackgroundWriter("zooarcade-saves")
        return store

    def flush(self) -> None:
        """Wait until every autosave handed to the background writer is on disk (or has failed: :attr:`last_error`)."""
        if self.writer is not None:
            self.writer.flush()

    def close(self) -> None:
        """Flush and stop the background writer (later autosaves are written at once)."""
        if self.writer is not None:
            self.writer.close()

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
        """Save ``session`` (call after every action, undo and redo); return the file written or ``None``.

        The first save writes a new file ``<game>-<date>-<seed>.json`` (a free
        name) and stores it in ``session.save_path``; later saves replace it
        atomically.  A finished session keeps its replay in ``replays/`` first
        (:meth:`ReplayStore.keep <zooarcade.storage.replays.ReplayStore.keep>`),
        and only once that file is safely written is the save deleted (finished
        games leave the list; ``None`` is returned).  When the replay cannot be
        kept the save is brought up to the final position and stays.

        A write failure is kept in :attr:`last_error` in plain words (and logged
        once, not once per move); autosave never raises for disk problems.

        With a :attr:`writer` (the app's, see :meth:`in_background`) an unfinished game is not
        written here: the frame takes a :class:`SaveSnapshot` (the step list, a clone of the state:
        microseconds) and the writer thread serialises and writes it; a newer snapshot of the same
        session replaces one not yet written.  ``None`` is returned; :meth:`flush` waits for the
        disk, after which ``session.save_path`` and :attr:`last_error` tell what happened.  The end
        of a game flushes first, then keeps the replay here, on the caller's thread.
        """
        if self.writer is not None:
            if not session.state.is_terminal():
                snap = self.snapshot(session)
                self.writer.submit(id(session), lambda: self._write_snapshot(snap))
                return None
            self.writer.flush()
        if session.state.is_terminal():
            if self.replays.keep(session) is not None:
                if session.save_path is not None and self._owns(session.save_path):
                    self.delete(session.save_path)
                session.save_path = None
                self.last_error = None
                return None
            written = self._write(session)
            stays = written is not None or (session.save_path is not None and session.save_path.is_file())
            message = self.replays.last_error or "The replay of this game could not be kept."
            self.last_error = message + (" It stays in Load game." if stays else "")  # logged by the replay store
            return written
        written = self._write(session)
        if written is not None:
            self.last_error = None
        return written

    def _write(self, session: GameSession) -> Path | None:
        """Write the save document of ``session`` atomically; return the file, or ``None`` (see :attr:`last_error`)."""
        return self._write_snapshot(self.snapshot(session))

    def snapshot(self, session: GameSession, now: datetime | None = None) -> SaveSnapshot:
        """What a save of ``session`` needs, taken now, that later moves cannot change (cheap: no serialising)."""
        return SaveSnapshot(
            session=session,
            header={
                "game": session.setup.game_id,
                "title": session.spec.title,
                "seed": session.setup.seed,
                "options": dict(session.setup.options),
                "seats": [s.to_json() for s in session.seats],
                "agents": {str(seat): rng for seat, rng in sorted(session.agent_states().items())},
            },
            steps=tuple(session.record.steps),
            state=session.state.clone(),
            now=now or datetime.now(UTC),
        )

    def _write_snapshot(self, snap: SaveSnapshot) -> Path | None:
        """Serialise ``snap`` and write it atomically (a new free name the first time); return the file or ``None``.

        Runs on the writer thread in the background mode: it reads and sets only ``snap.session.save_path``
        (no other thread writes the session's file while a save of it waits: see :meth:`flush`), and keeps the
        outcome in :attr:`last_error` (``None`` once a write worked).
        """
        session = snap.session
        data = json_bytes(self._document(snap))
        path = session.save_path
        try:
            if path is None or not self._owns(path):
                path = write_new(self.saves_dir, self._stem(session, snap.now), ".json", data)
            else:
                atomic_write_bytes(path, data)
        except OSError as exc:
            self._failed(f"Saving is off: {write_problem(exc)} \u2014 this game will not be kept.", exc)
            return None
        session.save_path = path
        if self.writer is not None:
            self.last_error = None
        return path

    def keep_replay(self, session: GameSession) -> Path | None:
        """Keep the replay of a finished ``session`` in ``<root>/replays`` (once); return its file or ``None``."""
        return self.replays.keep(session)

    def document(self, session: GameSession, now: datetime | None = None) -> dict[str, Any]:
        """Return the save document of ``session`` (see the module docstring)."""
        return self._document(self.snapshot(session, now))

    @staticmethod
    def _document(snap: SaveSnapshot) -> dict[str, Any]:
        """The save document of a snapshot (the same keys and order as :func:`match_fields` gives)."""
        state = snap.state
        header = dict(snap.header)
        agents = header.pop("agents")
        return {
            "format": SAVE_FORMAT,
            "schema": SCHEMA,
            "app_version": __version__,
            "saved_at": snap.now.isoformat(),
            **header,
            "steps": [step.to_json() for step in snap.steps],
            "agents": agents,
            "turn": turn_number(state),
            "to_move": state.current_player,
            "progress": progress_label(state),
            "snapshot": state.to_json(),
        }

    def delete(self, path: Path) -> None:
        """Remove a save (or a damaged file and its note) from this store.

        Raises:
            ValueError: ``path`` is not inside this store's saves folder.
            OSError: the file could not be removed.
        """
        path = Path(path)
        if not self._owns(path) and not self._owns(path, self.damaged_dir):
            raise ValueError(f"{shown_name(path)} is not a file of this save store")
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
            SaveError: the file is damaged, with a one-line ``reason`` (never any other
                exception, whatever the file holds).
        """
        path = Path(path)
        try:
            parsed = self._parse(path)
            session = self._build(parsed)
        except SaveError as exc:
            exc.path = path
            if self._owns(path) and not isinstance(exc, NewerSaveError):  # a newer version's save stays put
                exc.moved_to = self._move_aside(path, exc.reason)
            raise
        except Exception as exc:  # noqa: BLE001 - nothing a file holds may escape as another error
            log.exception("save %s could not be read", printable(path))
            raise SaveError(f"it could not be read ({type(exc).__name__})", path) from None
        self._check_snapshot(parsed, session, path)
        session.save_path = path if self._owns(path) else None
        return session

    def list_saves(self, verify: bool = True) -> list[SaveInfo]:
        """Return the Load list: saves newest first, then damaged files (a save of a newer version among them,
        left in place, :attr:`SaveInfo.newer`).

        Args:
            verify: replay every history (catches illegal actions; a few ms per
                save).  ``False`` trusts each file's snapshot for turn and seat
                to move and leaves the full check to :meth:`load`.

        Damaged files found here are moved aside and listed as damaged.  A save of
        a finished game has its replay kept, then is deleted and not listed; if the
        replay cannot be kept it stays, listed with ``finished`` set.  Never raises
        for a bad file.
        """
        good: list[SaveInfo] = []
        damaged: list[SaveInfo] = []
        try:
            files = sorted(p for p in self.saves_dir.glob("*.json")) if self.saves_dir.is_dir() else []
        except OSError:
            files = []
        for path in files:
            try:
                info = self._info(path, verify)
            except NewerSaveError as exc:  # sound, only too new: it stays where it is
                damaged.append(SaveInfo(path, damaged=True, reason=exc.reason, newer=True))
                continue
            except SaveError as exc:
                moved = self._move_aside(path, exc.reason)
                damaged.append(SaveInfo(moved or path, damaged=True, reason=exc.reason))
                continue
            except Exception as exc:  # noqa: BLE001 - a bad file must never break the list
                log.exception("save %s could not be read", printable(path))
                reason = SaveError(f"it could not be read ({type(exc).__name__})").reason
                moved = self._move_aside(path, reason)
                damaged.append(SaveInfo(moved or path, damaged=True, reason=reason))
                continue
            if info is not None:
                good.append(info)
        good.sort(key=lambda i: (i.saved_at or datetime.min.replace(tzinfo=UTC), i.path.name), reverse=True)
        listed = {d.path for d in damaged}
        try:
            aside = sorted(self.damaged_dir.iterdir()) if self.damaged_dir.is_dir() else []
        except OSError:
            aside = []
        for path in aside:
            if path.name.endswith(REASON_SUFFIX) or path.name.endswith(".tmp") or path in listed:
                continue
            reason = self._reason_of(path)  # moved aside by an older build: still told as a newer version's save
            damaged.append(SaveInfo(path, damaged=True, reason=reason, newer=reason.startswith(NEWER_REASON)))
        return good + damaged

    def latest_unfinished(self) -> SaveInfo | None:
        """Return the most recently saved loadable, unfinished game (the title screen's Continue), or ``None``."""
        for info in self.list_saves():
            if not info.damaged and not info.finished:
                return info
        return None

    # ------------------------------------------------------------------ internals
    def _owns(self, path: Path, folder: Path | None = None) -> bool:
        """True when ``path`` lies directly in ``folder`` (default: the saves folder)."""
        folder = folder or self.saves_dir
        try:
            return Path(path).resolve().parent == folder.resolve()
        except (OSError, RuntimeError):
            return False

    @staticmethod
    def _stem(session: GameSession, now: datetime) -> str:
        return f"{session.setup.game_id}-{now.astimezone().strftime('%Y%m%d-%H%M%S')}-{session.setup.seed}"

    def _move_aside(self, path: Path, reason: str) -> Path | None:
        """Move a damaged file into ``damaged/`` under a free name, with a reason note; return the new path."""
        try:
            target = move_aside(path, self.damaged_dir)
        except OSError as exc:
            log.warning("could not move damaged save %s aside: %s", printable(path), printable(exc))
            return None
        try:
            atomic_write_bytes(target.with_name(target.name + REASON_SUFFIX), (reason + "\n").encode("utf-8"))
        except OSError as exc:
            log.warning("could not write the reason note of %s: %s", printable(target), printable(exc))
        log.warning("damaged save %s moved to %s: %s", printable(path), printable(target), reason)
        return target

    @staticmethod
    def _reason_of(path: Path) -> str:
        """The reason note of a damaged file (one clean line), or "damaged file"."""
        try:
            text = read_bytes(path.with_name(path.name + REASON_SUFFIX), 4096, SaveError).decode("utf-8", "replace")
        except SaveError:
            text = ""
        return SaveError(text.strip().splitlines()[0] if text.strip() else "damaged file").reason

    def _info(self, path: Path, verify: bool) -> SaveInfo | None:
        """Return the Load-list row of a save, ``None`` for a finished game whose replay is now kept.

        Raises:
            SaveError: the file is damaged.
        """
        parsed = self._parse(path)
        state: GameState | None = None
        session: GameSession | None = None
        if not verify:
            state = self._snapshot_state(parsed)
        if state is None:
            session = self._build(parsed)
            state = session.state
        finished = state.is_terminal()
        if finished:
            session = session or self._build(parsed)
            if self.replays.keep(session) is not None:  # the replay is safely on disk: the save may go
                self.delete(path)
                return None
            self.last_error = self.replays.last_error  # logged by the replay store
        return SaveInfo(
            path,
            parsed.setup.game_id,
            parsed.spec.title,
            list(parsed.setup.seats),
            parsed.saved_at or file_time(path),
            turn_number(state),
            None if finished else state.current_player,
            progress_label(state),
            finished=finished,
        )

    def _parse(self, path: Path) -> _Parsed:
        """Read, migrate and type-check a save file (no replay).

        Raises:
            SaveError: with a one-line reason.
        """
        doc = read_document(path, SaveError, GAME_FILE_LIMIT)
        if doc.get("format") == "zooarcade-replay":
            raise SaveError("this is a replay file, not a saved game (open it with --replay)")
        doc = migrate(doc)
        if doc.get("format") != SAVE_FORMAT:
            raise SaveError("not a Zoo Arcade save file")
        spec, setup, record = parse_match(doc, self.spec_for, SaveError)
        saved_at = parse_when(doc.get("saved_at"), SaveError, "the save date")
        agents = parse_agents(doc.get("agents"), len(setup.seats))
        return _Parsed(spec, setup, record, saved_at, doc.get("snapshot"), agents)

    @staticmethod
    def _build(parsed: _Parsed) -> GameSession:
        """Rebuild the session from the history.

        Raises:
            SaveError: an action of the history cannot be played, or the game cannot start.
        """
        setup = parsed.setup
        record = parsed.record
        try:
            return GameSession(setup, MatchRecord(record.game_id, record.num_players, record.seed,
                                                  dict(record.options), list(record.steps)),
                               spec=parsed.spec, agent_states=parsed.agents)
        except ReplayError as exc:
            raise SaveError(move_number_reason(exc.index)) from None
        except (ValueError, TypeError, KeyError) as exc:
            raise SaveError(f"the game cannot be set up ({exc})") from None

    @staticmethod
    def _snapshot_state(parsed: _Parsed) -> GameState | None:
        """The state the file's snapshot describes, or ``None`` when it does not give one.

        The snapshot is only a shortcut, never trusted: anything wrong with it means ``None``.
        """
        if parsed.snapshot is None:
            return None
        try:
            return parsed.spec.state_from_json(parsed.snapshot)
        except Exception:  # noqa: BLE001 - an odd snapshot only means the history is replayed instead
            return None

    def _check_snapshot(self, parsed: _Parsed, session: GameSession, path: Path) -> None:
        """Log when the stored snapshot disagrees with the rebuilt position (the rebuild wins)."""
        if parsed.snapshot is None:
            return
        state = self._snapshot_state(parsed)
        try:
            same = state is not None and state.fingerprint() == session.state.fingerprint()
        except Exception:  # noqa: BLE001 - see _snapshot_state
            same = False
        if not same:
            log.warning("snapshot in %s disagrees with its history; using the rebuilt position", printable(path))
