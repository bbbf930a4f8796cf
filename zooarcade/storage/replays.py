"""Replay files: a finished game as seed + options + seats + steps, stepped through by rebuilding.

Replay file, schema :data:`SCHEMA` (2)::

    {
      "format": "zooarcade-replay", "schema": 2, "app_version": "0.1.0",
      "exported_at": "2025-01-31T20:15:02+00:00",
      "game": "apocalypse", "title": "...",
      "seed": 1234, "options": {...}, "seats": [{"name", "kind", "level"}, ...],
      "steps": [{"seat": 0, "action": {...}}, ...],
      "result": {"scores": [12, 9], "winners": [0]}
    }

Schema 1 held a bare ``"actions"`` list; it is still read (replayed once to learn the seats).

No state is stored: :func:`load_replay` replays the steps from the seed (the one loop,
:func:`zooarcade.core.history.replay`), so a
replay can never show a position the rules would not reach, and the stored
result is checked against the replayed one.  JSON only, written atomically
(:mod:`zooarcade.storage.files`), read with the same limits as saves (size,
numbers, nesting); nothing a file holds raises anything but
:class:`ReplayFileError` from :func:`load_replay` or breaks the Replays list.

Every finished game keeps its replay automatically: :meth:`SaveStore.autosave
<zooarcade.storage.saves.SaveStore.autosave>` of a finished session calls
:meth:`ReplayStore.keep`, which writes ``<user data dir>/replays/<game>-<date>-<seed>.replay.json``
(a free name: nothing is ever overwritten) once per session.  The Load screen's
Replays tab lists that folder (:meth:`ReplayStore.list_replays`); a damaged file
there is listed with a one-line reason and can only be deleted.

Game reviews (:mod:`zooarcade.ai.review`) are cached beside the replay in a sidecar
``<replay name without .replay.json>.review`` (JSON, :func:`review_path`): the replay file itself
is never changed, so every replay file stays readable by every version, and a sidecar that is
damaged, of another match or of an older review schema is ignored (the review is made again).
Its suffix is not ``.json``, so the Replays list never shows it; deleting a replay deletes it too.
An exported replay takes its review along when there is one (:func:`export_review`).

One match, one file: :func:`export_replay` (and so :meth:`ReplayStore.keep`)
returns the replay file already in the target folder for the same match — same
game, deal number (seed), options and action list (:func:`same_match`) —
instead of writing an identical copy, so pressing Export again and again, or
keeping a replay the results screen already exported, never adds rows.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from zooarcade import __version__
from zooarcade.ai.review import GameReview, ReviewConfig, ReviewJob
from zooarcade.core.events import EventKind
from zooarcade.core.history import MatchRecord, ReplayError, replay
from zooarcade.core.narration import subject
from zooarcade.core.protocol import Event, GameSpec, GameState, LogLine, Narrator, PlainNarrator, StateFormatError
from zooarcade.games.registry import get_spec
from zooarcade.session import GameSession, MatchSetup, SeatConfig
from zooarcade.storage.base import (
    DataFolderStore,
    file_time,
    match_fields,
    move_number_reason,
    parse_match,
    parse_when,
)
from zooarcade.storage.files import (
    GAME_FILE_LIMIT,
    StoreError,
    atomic_write_json,
    free_path,
    json_bytes,
    printable,
    read_document,
    shown_name,
    write_new,
    write_problem,
)

#: current replay schema version.
SCHEMA = 2
#: replay schemas this version reads.
READABLE = (1, 2)
#: value of the ``"format"`` key of a replay file.
REPLAY_FORMAT = "zooarcade-replay"
#: suffix of exported replay files.
REPLAY_SUFFIX = ".replay.json"

log = logging.getLogger("zooarcade")


class ReplayFileError(StoreError):
    """A replay file that cannot be shown; ``reason`` is one line for the player."""


@dataclass
class Replay:
    """A finished game, rebuilt step by step.

    Attributes:
        setup: game id, seats, seed and options.
        title: the game's display name.
        record: the match record (seed + options + steps with their seats).
        states: ``len(steps) + 1`` full states; ``states[0]`` is the deal,
            ``states[i]`` the position after step ``i`` (1-based count).
        events: ``events[i]`` are the true events of step ``i + 1`` (0-based list
            of ``len(steps)`` lists): the game is over, nothing is secret any more.
        scores: final scores, per seat.
        winners: seats sharing the win.
        narrator: the game's narration (headlines and details of the steps).
        options_line: the match's options in one line, for the viewer's header.
        exported_at: when the file was written (UTC), ``None`` when unknown
            (or not read from a file).
    """

    setup: MatchSetup
    title: str
    record: MatchRecord
    states: list[GameState]
    events: list[list[Event]]
    scores: list[int]
    winners: list[int]
    narrator: Narrator = field(default_factory=PlainNarrator)
    exported_at: datetime | None = None
    #: the match's options in one line ("Target score: 800 points"), "" without any.
    options_line: str = ""
    #: the game (set by :meth:`build`; the review needs its rules and AI).
    spec: GameSpec | None = None
    #: the replay file this was read from or kept in (the review's cache sits beside it), ``None``: memory only.
    path: Path | None = None
    #: the game review once made or read (:func:`cached_review`), ``None`` until then.
    review: GameReview | None = None

    @classmethod
    def build(cls, spec: GameSpec, setup: MatchSetup, record: MatchRecord,
              exported_at: datetime | None = None) -> Replay:
        """Rebuild every step of ``record`` through the one replay loop.

        Raises:
            zooarcade.core.history.ReplayError: a step does not replay.
            ValueError / StateFormatError: the game cannot be set up.
        """
        state = record.new_state(spec)
        states = [state.clone()]
        events: list[list[Event]] = []
        for done in replay(spec, record, start=state):
            events.append(done.events)
            states.append(state.clone())
        return cls(setup, spec.title, record, states, events, state.scores(), state.winners(), spec.narrator,
                   exported_at, spec.describe_options(setup.options), spec)

    @property
    def finished(self) -> bool:
        """The game in this replay has ended (only then may it be reviewed: nothing is secret any more)."""
        return self.states[-1].is_terminal()

    @property
    def seats(self) -> list[SeatConfig]:
        """The seat configurations, in seat order."""
        return self.setup.seats

    @property
    def names(self) -> list[str]:
        """Seat names, in seat order."""
        return [s.name for s in self.setup.seats]

    @property
    def steps(self) -> int:
        """Number of steps (the last step index)."""
        return len(self.record.steps)

    def state_at(self, step: int) -> GameState:
        """Return the position after ``step`` steps (``0..steps``; clamped), as a clone.

        Every card is face up in a replay: the game is over, nothing is secret.
        """
        return self.states[max(0, min(step, self.steps))].clone()

    def lines(self, step: int) -> list[LogLine]:
        """The narrator's lines of step ``step`` (1-based), turn changes left out."""
        if not 1 <= step <= self.steps:
            raise IndexError(f"step {step} outside 1..{self.steps}")
        out: list[LogLine] = []
        for ev in self.events[step - 1]:
            if ev.kind in (EventKind.TURN, EventKind.DECISION):
                continue
            out.extend(self.narrator.lines(ev, self.names))
        return out

    def describe_step(self, step: int) -> str:
        """The headline of step ``step`` (1-based): its first narrated line, without the full stop."""
        lines = self.lines(step)
        if lines:
            return lines[0].text.rstrip(".")
        # a step that tells nothing by itself (a deal being built, a choice): say what was chosen
        done = self.record.steps[step - 1]
        name = self.seats[done.seat].name
        try:
            caption = self.narrator.caption(done.action, self.states[step - 1], self.names)
        except Exception:  # noqa: BLE001 - a narrator fault must not break the replay viewer
            log.exception("no caption for step %d", step)
            caption = ""
        return f"{name}: {caption.rstrip('.')}" if caption else subject(name, "acts")

    def step_details(self, step: int) -> str:
        """The rest of what step ``step`` did (captures, reveals, round ends), one line."""
        return " \u00b7 ".join(line.text.rstrip(".") for line in self.lines(step)[1:])


#: suffix of a review sidecar (not ``.json``: the Replays list must not show it).
REVIEW_SUFFIX = ".review"


def review_path(replay_file: Path) -> Path:
    """The review sidecar of ``replay_file``: ``x.replay.json`` → ``x.review`` (``x.json`` → ``x.review``)."""
    replay_file = Path(replay_file)
    name = replay_file.name
    stem = name.removesuffix(REPLAY_SUFFIX) if name.endswith(REPLAY_SUFFIX) else replay_file.stem
    return replay_file.with_name(stem + REVIEW_SUFFIX)


def cached_review(replay: Replay) -> GameReview | None:
    """The review of ``replay``: the one in memory, else its sidecar's (kept in ``replay.review``), else ``None``.

    Never raises: a missing, unreadable, damaged or foreign sidecar gives ``None`` (and is logged),
    and so does a game that has not ended.
    """
    if replay.review is not None or not replay.finished or replay.spec is None:
        return replay.review
    if replay.path is None:
        return None
    side = review_path(replay.path)
    if not side.is_file():
        return None
    try:
        replay.review = GameReview.from_json(read_document(side, ReplayFileError), replay.spec, replay.record)
    except Exception as exc:  # noqa: BLE001 - a bad cache only means the review is made again
        log.warning("review %s ignored: %s", printable(side), exc)
        return None
    return replay.review


def keep_review(replay: Replay, review: GameReview) -> Path | None:
    """Remember ``review`` in ``replay.review`` and write its sidecar atomically; return the sidecar or ``None``.

    ``None`` when the replay has no file or the write failed (logged; never raises: the review
    then lives in memory only and is made again next time).
    """
    replay.review = review
    if replay.path is None:
        return None
    side = review_path(replay.path)
    try:
        atomic_write_json(side, review.to_json())
    except (OSError, TypeError, ValueError) as exc:
        log.warning("review %s not kept: %s", printable(side), exc)
        return None
    return side


def export_review(exported: Path, review: GameReview | None = None, kept: Path | None = None) -> Path | None:
    """Put the game review beside an exported replay file ``exported``; return its sidecar or ``None``.

    The review is ``review`` (one in memory), else the sidecar of the kept replay ``kept`` (copied
    as it is: a reader checks it, and ignores a damaged or outdated one).  ``None`` when there is
    no review yet (it is not made for an export: the export stays instant) or the write failed
    (logged; never raises: the replay itself is exported either way).
    """
    side = review_path(exported)
    try:
        if review is not None:
            atomic_write_json(side, review.to_json())
            return side
        source = review_path(kept) if kept is not None else None
        if source is None or not source.is_file():
            return None
        atomic_write_json(side, read_document(source, ReplayFileError))
        return side
    except Exception as exc:  # noqa: BLE001 - a review that cannot go along never fails the export
        log.warning("review %s not exported: %s", printable(side), exc)
        return None


def count_review(replay: Replay, review: GameReview) -> str | None:
    """Add ``review``'s strong and costly moves of the human seats to Statistics (once per match).

    Returns the statistics file's notice for the player (it could not be read or written), else ``None``;
    never raises.
    """
    try:
        from zooarcade.storage.stats import StatsStore

        stats = StatsStore.default()
        n = len(replay.seats)
        stats.record_review(replay.setup.game_id, review.match, [review.strong_moves(s) for s in range(n)],
                            [review.costly_moves(s) for s in range(n)], [not seat.is_ai for seat in replay.seats])
        return stats.notice
    except Exception as exc:  # noqa: BLE001 - statistics trouble never breaks a screen
        log.warning("review statistics not counted: %r", exc)
        return None


def start_review(replay: Replay, config: ReviewConfig | None = None) -> ReviewJob:
    """Review ``replay`` in the background; the result is kept (:func:`keep_review`).

    Raises:
        ValueError: the game has not ended (a review would reveal hidden cards) or the replay has no spec.
    """
    if not replay.finished or replay.spec is None:
        raise ValueError("only a finished game can be reviewed")
    return ReviewJob(replay.spec, replay.record, config, on_done=lambda review: keep_review(replay, review)).start()


def replay_document(session: GameSession, now: datetime | None = None) -> dict[str, Any]:
    """Return the replay document of a finished ``session`` (see the module docstring).

    Raises:
        ValueError: the game is not finished.
    """
    if not session.state.is_terminal():
        raise ValueError("only a finished game can be exported as a replay")
    return {
        "format": REPLAY_FORMAT,
        "schema": SCHEMA,
        "app_version": __version__,
        "exported_at": (now or datetime.now(UTC)).isoformat(),
        **match_fields(session),
        "result": {"scores": session.state.scores(), "winners": session.state.winners()},
    }


def replay_stem(session: GameSession) -> str:
    """``<game>-<date>-<seed>``: the name of a replay file without :data:`REPLAY_SUFFIX` (local date)."""
    return f"{session.setup.game_id}-{datetime.now().strftime('%Y%m%d-%H%M%S')}-{session.setup.seed}"


def default_replay_path(session: GameSession, folder: Path) -> Path:
    """Return a free file name ``<game>-<date>-<seed>.replay.json`` in ``folder``."""
    return free_path(Path(folder), replay_stem(session), REPLAY_SUFFIX)


def match_key(doc: dict[str, Any]) -> tuple[Any, ...] | None:
    """Return what identifies the match of a replay document (game, seed, options, actions), or ``None``.

    ``None`` for a document that is not a replay (or lacks those fields).
    """
    if doc.get("format") != REPLAY_FORMAT:
        return None
    game, seed = doc.get("game"), doc.get("seed")
    steps = doc.get("steps", doc.get("actions"))
    if not isinstance(game, str) or not isinstance(seed, int) or not isinstance(steps, list):
        return None
    # the actions alone identify a match (an older file without seats matches its newer copy)
    actions = [s.get("action") if isinstance(s, dict) and "steps" in doc else s for s in steps]
    options = doc.get("options", {})
    return (game, seed, json.dumps(options, sort_keys=True, default=str),
            json.dumps(actions, sort_keys=True, default=str))


def same_match(path: Path, doc: dict[str, Any]) -> bool:
    """True when the replay file at ``path`` holds the same match as ``doc`` (see :func:`match_key`).

    A file that cannot be read or is not a replay is not the same match.  Never raises.
    """
    key = match_key(doc)
    if key is None:
        return False
    try:
        other = read_document(Path(path), ReplayFileError, GAME_FILE_LIMIT)
    except (ReplayFileError, OSError):
        return False
    return match_key(other) == key


def find_same_match(folder: Path, doc: dict[str, Any]) -> Path | None:
    """Return a replay file in ``folder`` holding the same match as ``doc`` (the oldest by name), or ``None``."""
    folder = Path(folder)
    if not folder.is_dir():
        return None
    try:
        files = sorted(p for p in folder.glob("*.json") if p.is_file())
    except OSError:
        return None
    return next((p for p in files if same_match(p, doc)), None)


def export_replay(session: GameSession, path: Path, reuse: bool = True) -> Path:
    """Write the replay of a finished ``session`` to ``path`` atomically; return the replay's file.

    With ``reuse`` (the default) a replay of the same match already in
    ``path``'s folder (:func:`find_same_match`) is returned instead and
    nothing is written: exporting the same match again never makes a copy.
    The write is atomic (:func:`~zooarcade.storage.files.atomic_write_json`):
    a failure never leaves a partial or empty file.

    Raises:
        ValueError: the game is not finished.
        OSError: the file cannot be written.
    """
    path = Path(path)
    doc = replay_document(session)
    if reuse:
        existing = path if path.is_file() and same_match(path, doc) else find_same_match(path.parent, doc)
        if existing is not None:
            return existing
    atomic_write_json(path, doc)
    return path


def write_replay(session: GameSession, folder: Path) -> Path:
    """Keep the replay of a finished ``session`` in ``folder``: the file of the same match, or a new one.

    A new file gets a free name (:func:`replay_stem` + :data:`REPLAY_SUFFIX`, then ``-2``…) and
    never replaces a file; it is written atomically.

    Raises:
        ValueError: the game is not finished.
        OSError: the folder cannot be written.
    """
    folder = Path(folder)
    doc = replay_document(session)
    existing = find_same_match(folder, doc)
    if existing is not None:
        return existing
    return write_new(folder, replay_stem(session), REPLAY_SUFFIX, json_bytes(doc))


def load_replay(path: Path, spec_for: Callable[[str], GameSpec] = get_spec) -> Replay:
    """Read a replay file and rebuild every step from its seed and actions.

    Args:
        path: the replay file.
        spec_for: game id → spec (the registry by default).

    Raises:
        ReplayFileError: unreadable, truncated, not JSON, wrong types, unknown
            schema or game, an illegal action, a game that does not end, or a
            stored result that differs from the replayed one.
    """
    try:
        return _load_replay(Path(path), spec_for)
    except ReplayFileError:
        raise
    except Exception as exc:  # noqa: BLE001 - nothing a file holds may escape as another error
        log.exception("replay %s could not be read", printable(path))
        raise ReplayFileError(f"it could not be read ({type(exc).__name__})") from None


def _load_replay(path: Path, spec_for: Callable[[str], GameSpec]) -> Replay:
    doc = read_document(path, ReplayFileError, GAME_FILE_LIMIT)
    if doc.get("format") == "zooarcade-save":
        raise ReplayFileError("this is a saved game, not a replay (open it with --load)")
    if doc.get("format") != REPLAY_FORMAT:
        raise ReplayFileError("not a Zoo Arcade replay file")
    schema = doc.get("schema")
    if schema not in READABLE or isinstance(schema, bool):
        if isinstance(schema, int) and not isinstance(schema, bool) and schema > SCHEMA:
            raise ReplayFileError(f"made by a newer Zoo Arcade (replay format {schema}; this version reads {SCHEMA})")
        raise ReplayFileError(f"unknown replay format version {str(schema)[:20]!r}")
    spec, setup, record = parse_match(doc, spec_for, ReplayFileError)
    exported_at = None
    if isinstance(doc.get("exported_at"), str):
        exported_at = parse_when(doc["exported_at"], ReplayFileError, "the export date")
    try:
        rebuilt = Replay.build(spec, setup, record, exported_at)
        rebuilt.path = path
    except ReplayError as exc:
        raise ReplayFileError(move_number_reason(exc.index)) from None
    except (StateFormatError, ValueError, TypeError, KeyError) as exc:
        raise ReplayFileError(f"the replay is invalid ({exc})") from None
    if not rebuilt.states[-1].is_terminal():
        raise ReplayFileError("the game in this replay does not reach its end")
    result = doc.get("result")
    if result is not None:
        if not isinstance(result, dict) or result.get("scores") != rebuilt.scores:
            raise ReplayFileError("the recorded result does not match the replayed game")
    return rebuilt


@dataclass
class ReplayInfo:
    """One row of the Load screen's Replays tab.

    Attributes:
        path: the replay file.
        game_id: registry id ("" when damaged).
        title: the game's display name ("" when damaged).
        seats: seat configurations, in seat order (empty when damaged).
        finished_at: when the replay was written (UTC; the file's time when the
            file does not say), ``None`` when unknown.
        steps: number of actions, ``None`` when damaged.
        scores: final scores per seat (empty when damaged).
        winners: seats sharing the win (empty when damaged).
        damaged: True for a file that cannot be shown.
        reason: one-line reason when damaged.
        seed: the deal number, ``None`` when damaged.
    """

    path: Path
    game_id: str = ""
    title: str = ""
    seats: list[SeatConfig] = field(default_factory=list)
    finished_at: datetime | None = None
    steps: int | None = None
    scores: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    damaged: bool = False
    reason: str | None = None
    seed: int | None = None

    @property
    def deal_text(self) -> str:
        """``"Deal #1234"`` (``""`` when unknown)."""
        return "" if self.seed is None else f"Deal #{self.seed}"

    def winner_names(self) -> str:
        """Return e.g. ``"Ada"`` or ``"Ada & Bo"`` (a shared win), or ``""``."""
        return " & ".join(self.seats[w].name for w in self.winners if 0 <= w < len(self.seats))

    def describe(self) -> str:
        """Return one line for the list."""
        if self.damaged:
            return f"{shown_name(self.path)}: damaged - {self.reason}"
        when = self.finished_at.astimezone().strftime("%Y-%m-%d %H:%M") if self.finished_at else "?"
        return (f"{self.title} - {self.deal_text or 'Deal ?'} - {when} - {self.steps} moves"
                f" - won by {self.winner_names() or '?'}")


class ReplayStore(DataFolderStore):
    """The kept replays under ``root/replays`` (every finished game's, and exported ones).

    Args:
        root: the user data directory (see :meth:`default`).
        spec_for: game id → :class:`GameSpec` (the registry by default; tests
            pass a lookup that knows test-only games).

    Attributes:
        last_error: the last failure to keep a replay, in plain words for the player
            ("The replay of this game could not be kept: the disk is full."), or ``None``.
    """

    @property
    def replays_dir(self) -> Path:
        """Folder of the replay files."""
        return self.root / "replays"

    def keep(self, session: GameSession) -> Path | None:
        """Write the replay of a finished ``session`` into :attr:`replays_dir` once; return its path.

        The file is named by game, date and seed (:func:`default_replay_path`:
        a free name, never an existing file) and remembered in
        ``session.replay_path``, so calling this again for the same session
        writes nothing and returns that file.  A file of the same match already
        in the folder (an export, or the same game loaded and finished again)
        is reused, never copied (:func:`write_replay`).  Returns ``None`` for an
        unfinished game, or when the write failed (:attr:`last_error` says why in
        plain words, logged once; never raises for disk problems).  A failed write
        leaves no file behind.
        """
        if not session.state.is_terminal():
            return None
        kept = session.replay_path
        if kept is not None and kept.is_file() and same_match(kept, replay_document(session)):
            return kept
        try:
            path = write_replay(session, self.replays_dir)
        except OSError as exc:
            self._failed(f"The replay of this game could not be kept: {write_problem(exc)}.", exc)
            return None
        self.last_error = None
        session.replay_path = path
        return path

    def list_replays(self) -> list[ReplayInfo]:
        """Return the Replays list: good replays, newest first, then damaged files (by name).

        Every file is rebuilt from its seed and actions (:func:`load_replay`), so
        an illegal action or a wrong result shows up here as damaged, with its
        reason.  Files are left where they are.  Never raises for a bad file.
        """
        good: list[ReplayInfo] = []
        damaged: list[ReplayInfo] = []
        folder = self.replays_dir
        try:
            files = sorted(p for p in folder.glob("*.json") if not p.is_dir()) if folder.is_dir() else []
        except OSError:
            files = []
        for path in files:
            try:
                replay = load_replay(path, self.spec_for)
            except ReplayFileError as exc:
                damaged.append(ReplayInfo(path, damaged=True, reason=exc.reason))
                continue
            good.append(ReplayInfo(path, replay.setup.game_id, replay.title, list(replay.seats),
                                   replay.exported_at or file_time(path), replay.steps, list(replay.scores),
                                   list(replay.winners), seed=replay.setup.seed))
        oldest = datetime.min.replace(tzinfo=UTC)
        good.sort(key=lambda i: (i.finished_at or oldest, i.path.name), reverse=True)
        return good + damaged

    def delete(self, path: Path) -> None:
        """Remove a replay file of this store.

        Raises:
            ValueError: ``path`` is not directly inside :attr:`replays_dir`.
        """
        path = Path(path)
        try:
            inside = path.resolve().parent == self.replays_dir.resolve()
        except OSError:
            inside = False
        if not inside:
            raise ValueError(f"{shown_name(path)} is not a file of this replay store")
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        try:
            review_path(path).unlink()
        except OSError:
            pass  # no review kept, or it cannot go: it is ignored without its replay

