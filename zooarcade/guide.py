"""Guided first games ("Learn to play"): scripts as data, read and checked without pygame.

A guide script is a short scripted game from a fixed deal: the learner's seat against computer seats.
Every step of it — the learner's moves, the computer's moves and the forced steps alike — is recorded
as the ``{"seat", "action"}`` pairs a replay file already uses (:mod:`zooarcade.core.history`), so the
game plays the same every time and is checked by the one replay loop.  Each of the learner's own
(unforced) steps carries a one-line ``caption`` saying why that move; a step may also name the rule it
``teaches`` and the event kinds that must happen in it (``expect``), so a rules change that breaks the
lesson fails :func:`validate`, not only a change that makes a move illegal.

Script JSON (``zooarcade/games/<id>/guide.json``, read with :mod:`importlib.resources`)::

    {"format": "zooarcade-guide", "schema": 1, "game": "apocalypse", "seed": 5, "options": {},
     "seats": [{"name": "You", "kind": "human"}, {"name": "Coach", "kind": "ai", "level": "easy"}],
     "learner": 0, "intro": "...", "outro": "...", "covers": ["place", "move", "capture", "mutant"],
     "steps": [{"seat": 0, "action": {"kind": "place", "value": 3, "loc": 12},
                "caption": "...", "teaches": "place", "expect": ["take"]}, ...]}

The script need not reach the end of the game (a lesson is short): it ends when its steps run out.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from zooarcade.core.history import MatchRecord, ReplayError, Step, replay
from zooarcade.core.protocol import Action, GameSpec, StateFormatError
from zooarcade.session import GameSession, MatchSetup, SeatConfig

FORMAT = "zooarcade-guide"
SCHEMA = 1
#: the file name of a game's script inside its package ``zooarcade.games.<id>``.
FILE_NAME = "guide.json"
#: a caption's stand-in for the table's control of its move: the table shows that control's label there, in quotes
#: ("Play from hand"), read at run time so the lesson and the button never say two things (play test P9).
CONTROL = "{control}"
#: longest caption (characters): one line of the guide's caption bar, wrapped to at most three.
MAX_CAPTION = 160


def lesson_seats(players: int) -> tuple[SeatConfig, ...]:
    """The seats of a lesson of ``players`` seats: the learner "You" (seat 0), then Easy computer seats,
    "Bot" alone or "Bot 1", "Bot 2"…  The one source of the lesson's names: the authoring tool
    (``tools/make_guide.py``) writes these seats into each script and words its captions with
    :func:`lesson_names`, so a caption never names a seat the table does not show."""
    bots = [SeatConfig("Bot" if players == 2 else f"Bot {i}", "ai", "easy") for i in range(1, players)]
    return (SeatConfig("You", "human"), *bots)


def lesson_names(players: int) -> tuple[str, ...]:
    """The seat names of :func:`lesson_seats` (``("You", "Bot 1", "Bot 2")`` for three seats)."""
    return tuple(seat.name for seat in lesson_seats(players))


class GuideError(ValueError):
    """A guide script that cannot be read or does not play as written; the message says where and why."""


@dataclass(frozen=True)
class GuideStep:
    """One step of a script.

    Attributes:
        seat: the seat that decides it (the learner, a computer seat, or anyone's forced step).
        action: the action played.
        caption: why the learner makes this move (one line); ``None`` for computer steps and for forced
            steps that play themselves (a forced learner step with a caption waits for the learner's hand).
            It may hold :data:`CONTROL`, shown as the label of the table's control for the move.
        teaches: the rule this step shows (one of the script's ``covers``), or ``None``.
        expect: events that must occur in this step, each ``"kind"`` or ``"kind:field=value"``
            (e.g. ``("mutate",)``, ``("take:what=character",)``; see :func:`event_matches`).
        after: :func:`position_digest` of the learner's view after the step (a learner step only): the lesson
            checks it reaches the very position it was written for.
    """

    seat: int
    action: Action
    caption: str | None = None
    teaches: str | None = None
    expect: tuple[str, ...] = ()
    after: str | None = None

    def to_json(self) -> dict[str, Any]:
        """Return the step's JSON object (only the optional keys it has)."""
        out: dict[str, Any] = {"seat": self.seat, "action": self.action.to_json()}
        if self.caption is not None:
            out["caption"] = self.caption
        if self.teaches is not None:
            out["teaches"] = self.teaches
        if self.expect:
            out["expect"] = list(self.expect)
        if self.after is not None:
            out["after"] = self.after
        return out


@dataclass(frozen=True)
class GuideScript:
    """A whole lesson: the deal, the seats, every step, and the words around it.

    Attributes:
        game_id: registry id.
        seed: the deal number.
        options: the game's options (resolved by the session).
        seats: the seats, learner included.
        learner: the seat the player plays.
        steps: every step, in order.
        intro: the line shown before the first move.
        outro: the line shown when the lesson is done.
        covers: the rules the lesson must show (each taught by some learner step).
    """

    game_id: str
    seed: int
    seats: tuple[SeatConfig, ...]
    steps: tuple[GuideStep, ...]
    learner: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    intro: str = ""
    outro: str = ""
    covers: tuple[str, ...] = ()

    @property
    def num_players(self) -> int:
        """Number of seats."""
        return len(self.seats)

    def learner_steps(self) -> list[int]:
        """Indices of the steps the learner makes by hand (those with a caption)."""
        return [i for i, s in enumerate(self.steps) if s.seat == self.learner and s.caption is not None]

    def record(self) -> MatchRecord:
        """The script as a match record (the replay machinery's form)."""
        return MatchRecord(self.game_id, self.num_players, self.seed, dict(self.options),
                           [Step(s.seat, s.action) for s in self.steps])

    def setup(self) -> MatchSetup:
        """The match setup of the lesson's deal."""
        return MatchSetup(self.game_id, list(self.seats), self.seed, dict(self.options))

    def session(self, spec: GameSpec | None = None) -> GameSession:
        """A fresh session at the lesson's first position (no step played)."""
        return GameSession(self.setup(), spec=spec)

    def expected(self, played: int) -> GuideStep | None:
        """The step due after ``played`` steps, or ``None`` once the script is done."""
        return self.steps[played] if 0 <= played < len(self.steps) else None

    def to_json(self) -> dict[str, Any]:
        """Return the script's JSON form (see the module docstring)."""
        return {
            "format": FORMAT, "schema": SCHEMA, "game": self.game_id, "seed": self.seed,
            "options": dict(self.options), "seats": [s.to_json() for s in self.seats],
            "learner": self.learner, "intro": self.intro, "outro": self.outro, "covers": list(self.covers),
            "steps": [s.to_json() for s in self.steps],
        }


def _text(data: Mapping[str, Any], key: str, where: str, optional: bool = True) -> str | None:
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str) or not value.strip():
        raise GuideError(f"{where}: {key!r} must be non-empty text")
    return value


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_script(data: Any, spec: GameSpec) -> GuideScript:
    """Read a script's JSON (already decoded) for ``spec``'s game; shape only (see :func:`validate`).

    Raises:
        GuideError: a missing or mistyped field, another game's script, an undecodable action.
    """
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise GuideError("not a guide script")
    if data.get("schema") != SCHEMA:
        raise GuideError(f"guide schema {data.get('schema')!r} is not {SCHEMA}")
    if data.get("game") != spec.id:
        raise GuideError(f"the script is for {data.get('game')!r}, not {spec.id!r}")
    seed, learner, options = data.get("seed"), data.get("learner", 0), data.get("options", {})
    if not _int(seed) or not _int(learner) or not isinstance(options, dict):
        raise GuideError("seed and learner must be integers, options an object")
    raw_seats, raw_steps = data.get("seats"), data.get("steps")
    if not isinstance(raw_seats, list) or not isinstance(raw_steps, list) or not raw_steps:
        raise GuideError("seats and steps must be lists (steps not empty)")
    try:
        seats = tuple(SeatConfig.from_json(s) for s in raw_seats)
    except ValueError as exc:
        raise GuideError(f"seats: {exc}") from exc
    covers = data.get("covers", [])
    if not isinstance(covers, list) or not all(isinstance(c, str) for c in covers):
        raise GuideError("covers must be a list of rule names")
    steps: list[GuideStep] = []
    for i, item in enumerate(raw_steps):
        where = f"step {i + 1}"
        if not isinstance(item, Mapping) or not _int(item.get("seat")) or "action" not in item:
            raise GuideError(f"{where} must be an object with a seat and an action")
        try:
            action = spec.action_from_json(item["action"])
        except (StateFormatError, ValueError, TypeError, KeyError) as exc:
            raise GuideError(f"{where}: bad action ({exc})") from exc
        expect = item.get("expect", [])
        if not isinstance(expect, list) or not all(isinstance(e, str) for e in expect):
            raise GuideError(f"{where}: expect must be a list of event kinds")
        steps.append(GuideStep(item["seat"], action, _text(item, "caption", where), _text(item, "teaches", where),
                               tuple(expect), _text(item, "after", where)))
    return GuideScript(spec.id, seed, seats, tuple(steps), learner, dict(options),
                       _text(data, "intro", "script") or "", _text(data, "outro", "script") or "", tuple(covers))


def validate(script: GuideScript, spec: GameSpec) -> None:
    """Check that ``script`` plays as written from its deal and teaches what it claims.

    * the seat count fits the game, the learner is a human seat and every other seat a computer;
    * every step replays legally for the seat to decide (:func:`zooarcade.core.history.replay`);
    * every learner step that is not forced has a caption, and no other seat's step has one (a forced
      learner step with a caption is one the lesson has the learner make by hand: a chain's next draw);
    * each step's ``expect`` event kinds occur in it, each ``teaches`` is one of ``covers``,
      and every rule in ``covers`` is taught by a learner step;
    * each learner step with an ``after`` digest reaches that very position (any other move, or a rules
      change that alters what the lesson shows, fails here);
    * the game is not over before the last step.

    Raises:
        GuideError: naming the first step (1-based) that is wrong and why.
    """
    try:
        spec.check_players(script.num_players)
    except ValueError as exc:
        raise GuideError(str(exc)) from exc
    if not 0 <= script.learner < script.num_players or script.seats[script.learner].is_ai:
        raise GuideError("the learner's seat must be a human seat")
    if any(not s.is_ai for i, s in enumerate(script.seats) if i != script.learner):
        raise GuideError("every seat but the learner's must be a computer seat")
    record = script.record()
    taught: set[str] = set()
    state = record.new_state(spec)
    _check_before(script, 0, state)
    try:
        for done in replay(spec, record, start=state):
            step = script.steps[done.index]
            where = f"step {done.index + 1}"
            missing = [k for k in step.expect if not any(event_matches(ev, k) for ev in done.events)]
            if missing:
                raise GuideError(f"{where}: expected {', '.join(missing)} to happen, it did not")
            if step.after is not None and position_digest(done.state, script.learner) != step.after:
                raise GuideError(f"{where}: the move does not lead to the position the lesson was written for (a "
                                 "rule or the deal changed: rebuild the script with tools/make_guide.py)")
            if step.teaches is not None:
                if step.teaches not in script.covers:
                    raise GuideError(f"{where}: teaches {step.teaches!r}, which the script does not cover")
                taught.add(step.teaches)
            if done.index + 1 < len(script.steps):
                if done.state.is_terminal():
                    raise GuideError(f"{where}: the game ends before the script does")
                _check_before(script, done.index + 1, done.state)
    except ReplayError as exc:
        raise GuideError(f"step {exc.index + 1}: {exc.reason}") from exc
    left = [c for c in script.covers if c not in taught]
    if left:
        raise GuideError(f"the script never teaches {', '.join(left)}")


def position_digest(state: Any, seat: int) -> str:
    """A short digest (16 hex digits) of ``seat``'s view of ``state``: the same position, the same digest."""
    import hashlib

    return hashlib.sha256(state.view(seat).fingerprint().encode("utf-8")).hexdigest()[:16]


def event_matches(event: Any, pattern: str) -> bool:
    """True when ``event`` fits ``pattern``: ``"kind"`` or ``"kind:field=value"`` (fields compared as text).

    E.g. ``"take:what=character"`` (Apocalypse: a capture), ``"mutate"``.
    """
    kind, _, test = pattern.partition(":")
    if str(event.kind) != kind:
        return False
    if not test:
        return True
    key, _, value = test.partition("=")
    data = event.data if isinstance(event.data, dict) else {}
    return key in data and str(data[key]).lower() == value.lower()


def _check_before(script: GuideScript, index: int, state: Any) -> None:
    """The caption rules of step ``index`` in ``state`` (the position before it)."""
    guide = script.steps[index]
    d = state.decision()
    forced = d is not None and d.forced
    where = f"step {index + 1}"
    if guide.seat == script.learner and not forced and guide.caption is None:
        raise GuideError(f"{where}: the learner's move has no caption")
    if guide.caption is not None and guide.seat != script.learner:
        raise GuideError(f"{where}: only the learner's own moves carry a caption")
    if guide.caption is not None and len(guide.caption) > MAX_CAPTION:
        raise GuideError(f"{where}: the caption is longer than {MAX_CAPTION} characters")


def script_text(game_id: str) -> str | None:
    """The text of ``game_id``'s bundled script, or ``None`` when the game has none (or it cannot be read)."""
    try:
        return resources.files(f"zooarcade.games.{game_id}").joinpath(FILE_NAME).read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError, OSError, UnicodeDecodeError):
        return None


def has_guide(game_id: str) -> bool:
    """True when ``game_id`` ships a guide script (its "Learn to play" buttons show)."""
    return script_text(game_id) is not None


def load_script(game_id: str, spec: GameSpec | None = None, check: bool = True) -> GuideScript:
    """Read (and by default :func:`validate`) the bundled script of ``game_id``.

    Raises:
        GuideError: no script, bad JSON, a bad shape, or a script that does not play as written.
    """
    if spec is None:
        from zooarcade.games.registry import get_spec

        spec = get_spec(game_id)
    text = script_text(game_id)
    if text is None:
        raise GuideError(f"{game_id} has no guided game")
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise GuideError(f"the guide script is not valid JSON ({exc})") from exc
    script = parse_script(data, spec)
    if check:
        validate(script, spec)
    return script
