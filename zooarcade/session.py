"""A match in progress, independent of pygame: seats, the state, its record.

:class:`GameSession` is the one place that applies actions, so the table
scene, the headless simulator, saves and replays all share it.  It never
hands an agent more than its seat's view.

Undo/redo lives here too (see :meth:`GameSession.undo`): a stack of state
clones, one per undoable action, so an undo restores the position exactly,
including the game's RNG -- the next draw after an undo is the same card.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from zooarcade.core.events import events_seen_by
from zooarcade.core.history import MatchRecord, ReplayError, Step, replay
from zooarcade.core.protocol import SPECTATOR, Action, Decision, Event, GameSpec, GameState
from zooarcade.core.rng import Rng
from zooarcade.core.text import clean_line
from zooarcade.games.registry import game_info, get_spec

if TYPE_CHECKING:
    from zooarcade.ai import Agent
    from zooarcade.ai.worker import ThinkJob

AI_LEVELS = ("easy", "normal", "hard")
LEVEL_NAMES = MappingProxyType({"easy": "Easy", "normal": "Normal", "hard": "Hard"})

#: the reasons :meth:`GameSession.undo_blocker` gives for refusing an undo.
UNDO_OTHER_PLAYER = "Another player has moved since: only your own moves of this turn can be taken back."
UNDO_REVEALED = "That move uncovered a card, so it is final."
UNDO_NOTHING_YET = "Nothing to undo yet."
UNDO_GAME_OVER = "The game is over."
UNDO_NEW_TURN = "Your turn has just begun: no move of yours this turn to take back."
#: the one reason in a game whose moves are final (``GameSpec.moves_final``: one action a turn).
UNDO_FINAL = "In this game a move is final once made: the turn passes with it."

#: longest seat name, in characters: the setup screen's name field holds this many, and names
#: read from files are cut to it (:func:`clean_name`).  24 leaves room for a first and a last name
#: ("Bartholomew Featherstone"); screens with less room cut at a word with "…" (``theme.fit_text``).
MAX_NAME_LEN = 24
#: largest deal number (seed): the largest signed 64-bit integer (``--seed`` and files alike).
MAX_SEED = 2**63 - 1


def clean_name(text: str) -> str:
    """Return a seat name as it may be shown: one clean line of at most :data:`MAX_NAME_LEN` characters.

    The one rule for typed names (the setup screen) and names read from save and replay files:
    control characters and unpaired surrogates removed, whitespace runs made one space, ends
    stripped, cut to :data:`MAX_NAME_LEN` (see :func:`zooarcade.core.text.clean_line`).  May return
    ``""``: the caller then falls back to a default name.
    """
    return clean_line(text, MAX_NAME_LEN)


@dataclass(frozen=True)
class SeatConfig:
    """Who sits in a seat: ``kind`` is ``"human"`` or ``"ai"``; ``level`` one of :data:`AI_LEVELS` for AI."""

    name: str
    kind: str = "human"
    level: str = "normal"

    @property
    def is_ai(self) -> bool:
        """True for a computer seat."""
        return self.kind == "ai"

    def label(self) -> str:
        """Short description: ``"Human"`` or ``"AI (Hard)"``."""
        return f"AI ({LEVEL_NAMES.get(self.level, self.level)})" if self.is_ai else "Human"

    def to_json(self) -> dict[str, str]:
        """Return ``{"name", "kind", "level"}``."""
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: Any) -> SeatConfig:
        """Parse :meth:`to_json` output; the name is cleaned and capped like a typed one (:func:`clean_name`).

        A name that is empty once cleaned becomes ``"Player"`` (``"Bot"`` for an AI seat).

        Raises:
            ValueError: bad shape, kind or level (the message names the field, never echoes the data).
        """
        if not isinstance(data, dict):
            raise ValueError("a seat must be an object")
        name, kind, level = data.get("name"), data.get("kind"), data.get("level", "normal")
        if not isinstance(name, str):
            raise ValueError("a seat's name is not text")
        if kind not in ("human", "ai"):
            raise ValueError("a seat is neither human nor AI")
        if level not in AI_LEVELS:
            raise ValueError("a seat's AI level is unknown")
        return cls(clean_name(name) or ("Bot" if kind == "ai" else "Player"), kind, level)


def default_seat_names(seats: Sequence[tuple[str, str]]) -> list[str]:
    """Default names for seats given as ``(kind, level)`` in seat order (``kind`` "human" or "ai").

    Numbered by seat when a kind has several seats (``Player 1``, ``Easy Bot 2``, ``Hard Bot 3``, ``Player 4``),
    so every name is unique; a lone human is ``Player`` and a lone computer ``Normal Bot`` (play test 10: a
    single opponent called "Normal Bot 2" implied others).  Levels are keys of :data:`LEVEL_NAMES`.
    """
    humans = sum(1 for kind, _ in seats if kind == "human")
    bots = len(seats) - humans
    names = []
    for i, (kind, level) in enumerate(seats):
        if kind == "human":
            names.append("Player" if humans == 1 else f"Player {i + 1}")
        else:
            names.append(f"{LEVEL_NAMES[level]} Bot" + ("" if bots == 1 else f" {i + 1}"))
    return names


def is_default_seat_name(name: str) -> bool:
    """True for a name :func:`default_seat_names` gives ("Player", "Player 3", "Normal Bot", "Hard Bot 2"): a seat
    carried over with such a name (Play again) is renamed with the others when seats are added or removed."""
    for head in ("Player", *(f"{level} Bot" for level in LEVEL_NAMES.values())):
        if name == head or (name.startswith(head + " ") and name[len(head) + 1:].isdigit()):
            return True
    return False


def short_seat_name(name: str) -> str:
    """A shorter form of a seat name for tight labels: a default computer name drops its level ("Normal Bot 2"
    → "Bot 2", "Hard Bot" → "Bot"); any other name is returned as it is."""
    for level in LEVEL_NAMES.values():
        head = f"{level} Bot"
        if name == head or (name.startswith(head + " ") and name[len(head) + 1:].isdigit()):
            return name[len(level) + 1:]
    return name


def parse_seats(text: str) -> list[SeatConfig]:
    """Parse a command-line seat list like ``"human,ai:hard"``.

    Each entry is ``human`` or ``ai:easy|ai:normal|ai:hard`` (``ai`` alone means Normal).

    Raises:
        ValueError: an entry is not one of those.
    """
    entries = [e.strip().lower() for e in text.split(",")]
    if not text.strip() or any(not e for e in entries):
        raise ValueError(f"bad seat list {text!r}: use e.g. human,ai:hard")
    kinds: list[tuple[str, str]] = []
    for entry in entries:
        if entry == "human":
            kinds.append(("human", "normal"))
            continue
        kind, _, level = entry.partition(":")
        level = level or "normal"
        if kind != "ai" or level not in AI_LEVELS:
            raise ValueError(f"bad seat {entry!r}: use human, ai:easy, ai:normal or ai:hard")
        kinds.append(("ai", level))
    # numbered by seat, like the bots: Player 1, Easy Bot 2, Hard Bot 3, Player 4 (see default_seat_names)
    return [SeatConfig(name, kind, level) for name, (kind, level) in zip(default_seat_names(kinds), kinds, strict=True)]


@dataclass
class MatchSetup:
    """What the seat-setup screen (or the command line) chose.

    Attributes:
        game_id: registry id.
        seats: one :class:`SeatConfig` per seat, in seat order.
        seed: deal number; every random choice of the game flows from it.
        options: game variant options.
    """

    game_id: str
    seats: list[SeatConfig]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)

    def validate(self, spec: GameSpec | None = None) -> GameSpec:
        """Return the game's spec after checking the game exists and the seat count fits.

        Args:
            spec: use this spec instead of the registry's (tests, games not in
                the registry); its ``id`` must equal ``game_id``.

        Raises:
            zooarcade.games.registry.UnknownGame: no such game.
            zooarcade.games.registry.GameNotBuilt: the game is not playable yet.
            ValueError: the seat count is outside the game's range, or ``spec`` is of another game.
        """
        if spec is None:
            info = game_info(self.game_id)
            spec = get_spec(info.id)
        elif spec.id != self.game_id:
            raise ValueError(f"spec is for {spec.id!r}, not {self.game_id!r}")
        spec.check_players(len(self.seats))
        return spec

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form."""
        return {
            "game": self.game_id,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "options": dict(self.options),
        }


@dataclass
class _UndoStep:
    """One undoable action: the state just before it, the action and the seat that chose it."""

    before: GameState
    action: Action
    seat: int


class GameSession:
    """The live match: state + record + seats + AI agents.

    Args:
        setup: the match setup (validated here).
        record: an existing record to continue (a loaded save), else a fresh one.
            Its actions are replayed, so undo works after loading too.
        spec: the game's spec when it is not (or should not be) taken from the
            registry (tests); see :meth:`MatchSetup.validate`.

    Attributes:
        save_path: the autosave file of this match, set by
            :class:`zooarcade.storage.saves.SaveStore` (``None`` until first saved).
        think_times: seconds of thinking per AI level (the Settings screen's
            ``ai_think_time``), passed as ``think_time`` to
            :func:`zooarcade.ai.make_agent` when an agent is created; ``None``
            (the default, headless tools) keeps each level's fixed budget.
        replay_path: the replay file kept when the match finished, set by
            :meth:`zooarcade.storage.replays.ReplayStore.keep` (``None`` until then).
        stats_recorded: True once the finished match was counted in the
            statistics (the table or the results screen sets it; counting twice
            is also refused by :class:`zooarcade.storage.stats.StatsStore`).
        agent_rngs: each AI seat's agent RNG (created on first use, seeded from
            the deal and the seat).  The session owns them, not the agents: an
            agent is rebuilt for every move from its level, think time and this
            RNG's state (:meth:`ai_job`), wherever it thinks, and the state
            after the move is kept (:meth:`accept_ai`).

    Raises:
        ValueError / UnknownGame / GameNotBuilt: see :meth:`MatchSetup.validate`.
        zooarcade.core.history.ReplayError: ``record`` holds an illegal action.
    """

    def __init__(self, setup: MatchSetup, record: MatchRecord | None = None, spec: GameSpec | None = None,
                 agent_states: Mapping[int, int] | None = None) -> None:
        self.setup = setup
        self.spec = setup.validate(spec)
        setup.options = self.spec.resolve_options(len(setup.seats), setup.options)
        self.record = record or MatchRecord(setup.game_id, len(setup.seats), setup.seed, dict(setup.options))
        self.save_path: Path | None = None
        self.replay_path: Path | None = None
        self.think_times: dict[str, float] | None = None
        self.stats_recorded = False
        self.agent_rngs: dict[int, Rng] = {seat: Rng(int(state)) for seat, state in (agent_states or {}).items()}
        #: changes with every action, undo and redo (see :attr:`position`).
        self._position = 0
        self._undo: list[_UndoStep] = []
        self._redo: list[Action] = []
        #: ``(seat, revealed)`` of each recorded step, in step with ``record.steps`` (for :meth:`undo_blocker`).
        self._acted: list[tuple[int, bool]] = []
        steps = list(self.record.steps)
        self.record.steps.clear()
        self.state: GameState = self.record.new_state(self.spec)
        loaded = MatchRecord(self.record.game_id, self.record.num_players, self.record.seed,
                             dict(self.record.options), steps)
        before = self.state.clone()
        try:
            for done in replay(self.spec, loaded, start=self.state):
                self._recorded(done.seat, done.action, done.events, before)
                before = self.state.clone() if self._keeps_undo(done.index + 1, steps) else before
        except ReplayError:
            self.record.steps[:] = steps
            raise

    @staticmethod
    def _keeps_undo(next_index: int, steps: list[Step]) -> bool:
        """While loading: True when the state before step ``next_index`` may be needed by undo.

        Only the trailing run of one seat's steps can ever be undone, so earlier clones are skipped.
        """
        if next_index >= len(steps):
            return False
        last = steps[-1].seat
        return all(s.seat == last for s in steps[next_index:])

    # ------------------------------------------------------------------ queries
    @property
    def seats(self) -> list[SeatConfig]:
        """The seat configurations, in seat order."""
        return self.setup.seats

    @property
    def current(self) -> int:
        """Seat to decide now (``TERMINAL`` = -1 when over)."""
        return self.state.current_player

    @property
    def decision(self) -> Decision | None:
        """What the game waits for now (``None`` once it is over)."""
        return self.state.decision()

    def forced_action(self) -> Action | None:
        """The one legal action when the decision is forced (drivers play it for the seat), else ``None``."""
        d = self.state.decision()
        if d is None or not d.forced:
            return None
        legal = self.state.legal_actions()
        if len(legal) != 1:
            raise AssertionError(f"{self.spec.id}: a forced decision must have one legal action, got {len(legal)}")
        return legal[0]

    def human_seats(self) -> list[int]:
        """The seats played by people, in seat order."""
        return [i for i, s in enumerate(self.seats) if not s.is_ai]

    def default_viewer(self) -> int | None:
        """Whose eyes the table uses when no human is deciding: the only human, else ``None`` (a spectator).

        In hot-seat the table switches its viewer to each deciding human after the handoff.
        """
        humans = self.human_seats()
        return humans[0] if len(humans) == 1 else None

    def view_for(self, viewer: int | None) -> GameState:
        """The state as ``viewer`` may see it (``None``: a spectator, public facts only).

        A spectator is the screen between two hot-seat players or an all-computer game: it
        gets the game's :data:`~zooarcade.core.protocol.SPECTATOR` view, so no seat's hidden
        cards reach the screen.
        """
        return self.state.view(SPECTATOR if viewer is None else viewer)

    @property
    def position(self) -> int:
        """A number that changes whenever the state does (an action, an undo, a redo): stale thinking shows."""
        return self._position

    def is_ai_turn(self) -> bool:
        """True when the seat to decide is a computer seat and the game goes on."""
        seat = self.state.current_player
        return seat >= 0 and self.seats[seat].is_ai

    def public_view(self) -> GameState:
        """The view of the seat to decide (or seat 0 when over): for games without private information."""
        seat = self.state.current_player
        return self.state.view(seat if seat >= 0 else 0)

    # ------------------------------------------------------------------ acting
    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the seat to decide, record it and return its *true* events.

        Headless drivers (``simulate``, tests) use this; a screen uses :meth:`apply_seen_by`,
        which hands it only what its viewer may see.  A new action clears the redo stack.

        Raises:
            IllegalAction: the action is not legal (nothing changes).
        """
        events = self._push(action)
        self._redo.clear()
        return events

    def apply_seen_by(self, action: Action, viewer: int | None) -> list[Event]:
        """Apply ``action`` like :meth:`apply`; return its events as ``viewer`` sees them (``None``: a spectator).

        Raises:
            IllegalAction: the action is not legal (nothing changes).
        """
        return events_seen_by(self.apply(action), viewer)

    def advance(self) -> list[Event]:
        """Play the next step without a screen: a forced step, or the computer seat's choice (blocking).

        The driver of ``simulate``, the self-test and tests; returns the true events.

        Raises:
            RuntimeError: the game is over, or a human seat decides (it must be asked).
        """
        d = self.state.decision()
        if d is None:
            raise RuntimeError("the game is over")
        forced = self.forced_action()
        if forced is not None:
            return self.apply(forced)
        if not self.seats[d.seat].is_ai:
            raise RuntimeError(f"seat {d.seat + 1} is a human: it must be asked")
        agent = self.agent_for(d.seat)
        return self.apply(agent.choose(self.state.view(d.seat), self.ai_legal(d.seat), d))

    def history_events(self, viewer: int | None) -> list[tuple[int, Action, list[Event]]]:
        """Replay the record from the deal: ``[(seat, action, events seen by viewer)]`` per step (log restore)."""
        return [(done.seat, done.action, events_seen_by(done.events, viewer))
                for done in replay(self.spec, self.record)]

    def _push(self, action: Action) -> list[Event]:
        """Apply and record ``action``, keeping the undo stack (see :meth:`undo`)."""
        seat = self.state.current_player
        before = self.state.clone()
        events = self.state.apply(action)
        self._recorded(seat, action, events, before)
        return events

    def _recorded(self, seat: int, action: Action, events: list[Event], before: GameState) -> None:
        """Book-keeping after ``seat`` played ``action``: the record, the undo rule's history and stack."""
        self._position += 1
        self.record.steps.append(Step(seat, action))
        revealed = any(e.reveals for e in events)
        self._acted.append((seat, revealed))
        barrier = seat < 0 or self.seats[seat].is_ai or revealed or self.spec.moves_final
        if barrier:
            self._undo.clear()
        else:
            if self._undo and self._undo[-1].seat != seat:
                self._undo.clear()
            self._undo.append(_UndoStep(before, action, seat))

    # ------------------------------------------------------------------ undo / redo
    def can_undo(self) -> bool:
        """Return True when :meth:`undo` may take back an action now.

        The rule ("undo within the current human turn"):

        * only actions of one human seat, made since the last action of any
          other seat, can be taken back -- never past another seat's action
          (an AI's or another human's), which is a barrier;
        * never past an action whose events uncovered hidden information
          (``Event.reveals``: a draw, a shuffle, a flip, a bag pull), which is
          a barrier too;
        * after a human's last action the turn may have passed: undo is still
          allowed while the seat to move is that same human or an AI that has
          not acted yet (the table must then stop the AI's thinking), but not
          when another human is to move (in hot-seat the next player's turn
          has begun and a handoff screen may be up);
        * never once the game is over (the result stands; statistics count it).

        A game whose spec says ``moves_final`` (Apocalypse: every turn is a
        single action, and the turn passes with it) keeps no undo at all.
        """
        if not self._undo or self.state.is_terminal():
            return False
        current = self.state.current_player
        return current == self._undo[-1].seat or self.seats[current].is_ai

    def undo_blocker(self) -> str | None:
        """Return why :meth:`undo` cannot act now (one line for the player), or None when it can.

        The cases follow :meth:`can_undo`, judged by the last recorded action:

        * the game is over: :data:`UNDO_GAME_OVER`;
        * the game's moves are final (``GameSpec.moves_final``): :data:`UNDO_FINAL`;
        * the player who would undo (the human to move, or -- while an AI is to
          move -- the human who acted last) has made no move yet:
          :data:`UNDO_NOTHING_YET`;
        * the turn has just passed from one human to the next (hot-seat):
          :data:`UNDO_NEW_TURN`;
        * the last action is another seat's (an AI's, or another human's before
          an AI moved): :data:`UNDO_OTHER_PLAYER`;
        * the last action is that player's own (or a chance action) but it
          uncovered hidden information: :data:`UNDO_REVEALED`.
        """
        if self.state.is_terminal():
            return UNDO_GAME_OVER
        if self.spec.moves_final:
            return UNDO_FINAL
        if self.can_undo():
            return None
        if not self._acted:
            return UNDO_NOTHING_YET
        seat, revealed = self._acted[-1]
        current = self.state.current_player
        if not self.seats[current].is_ai:
            me: int | None = current
        else:
            me = seat if seat >= 0 and not self.seats[seat].is_ai else None
        if me is None or not any(s == me for s, _ in self._acted):
            return UNDO_NOTHING_YET
        if seat < 0:  # a chance action: the game itself drew or shuffled
            return UNDO_REVEALED
        if seat != me and not self.seats[seat].is_ai and not self.seats[current].is_ai:
            return UNDO_NEW_TURN  # hot-seat: the previous human's turn ended when this one began
        if seat != me:
            return UNDO_OTHER_PLAYER
        if revealed:
            return UNDO_REVEALED
        return UNDO_NOTHING_YET  # not reached while can_undo() follows the rule above

    def undo_decisions(self) -> list[Decision]:
        """The decision each possible undo returns to, latest first (empty when :meth:`can_undo` is False).

        Entry ``i`` is what the game waited for before the ``i+1``-th undo from now: a table that plays
        forced steps by itself uses it to take such a step back together with the choice before it.
        """
        if not self.can_undo():
            return []
        out: list[Decision] = []
        for step in reversed(self._undo):
            d = step.before.decision()
            if d is not None:
                out.append(d)
        return out

    def undo(self) -> Action:
        """Take back the last undoable action and return it.

        The state becomes exactly the one before that action (a clone taken
        then, RNG included), the step leaves ``record.steps`` and goes on
        the redo stack.  Nothing that was revealed is shown again, because an
        action that revealed anything is never undoable.  A table running
        :meth:`ai_think` for the seat that was to move must drop that
        generator (it thought about a position that is gone), rebuild its
        sprites from :attr:`state`, and autosave.

        Raises:
            RuntimeError: :meth:`can_undo` is False.
        """
        if not self.can_undo():
            raise RuntimeError("nothing to undo")
        step = self._undo.pop()
        self.state = step.before
        self._position += 1
        self.record.steps.pop()
        self._acted.pop()
        self._redo.append(step.action)
        return step.action

    def undo_turn(self) -> list[Action]:
        """Undo back to the start of the current human turn; return the undone actions, latest first."""
        out: list[Action] = []
        while self.can_undo():
            out.append(self.undo())
        return out

    def can_redo(self) -> bool:
        """Return True when an undone action can be applied again (until a new action is made)."""
        return bool(self._redo)

    def redo(self) -> list[Event]:
        """Re-apply the most recently undone action and return its events.

        Raises:
            RuntimeError: :meth:`can_redo` is False.
        """
        if not self._redo:
            raise RuntimeError("nothing to redo")
        return self._push(self._redo.pop())

    # ------------------------------------------------------------------ AI agents
    def agent_seed(self, seat: int) -> int:
        """Seed of ``seat``'s agent RNG: fixed by the deal and the seat."""
        return self.setup.seed * 7919 + seat * 104729 + 1

    def agent_rng(self, seat: int) -> Rng:
        """Return (creating once, from :meth:`agent_seed`) the RNG of ``seat``'s agent, owned by the session."""
        rng = self.agent_rngs.get(seat)
        if rng is None:
            rng = self.agent_rngs[seat] = Rng.from_seed(self.agent_seed(seat))
        return rng

    def think_time(self, seat: int) -> float | None:
        """Seconds of thinking of ``seat``'s level (:attr:`think_times`), ``None`` for the level's fixed budget."""
        return self.think_times.get(self.seats[seat].level) if self.think_times else None

    def ai_job(self) -> ThinkJob:
        """Return the think job of the AI seat to move (see :class:`zooarcade.ai.worker.ThinkJob`).

        It holds that seat's view and legal actions as JSON, its level, think
        time and agent RNG state -- never the true state.

        Raises:
            RuntimeError: the game is over.
        """
        seat = self.state.current_player
        if seat < 0:
            raise RuntimeError("the game is over: nobody is to move")
        return self._job(seat, self.seats[seat].level, self.agent_rng(seat).state, self.think_time(seat),
                         self.ai_legal(seat))

    def accept_ai(self, job: ThinkJob, rng: int) -> None:
        """Keep ``rng``, the agent RNG state after thinking about ``job`` (the seat's next move continues from it).

        Thinking that was dropped (cancelled, stale) is never accepted, so it leaves no trace.
        """
        self.agent_rng(job.seat).state = rng

    def _job(self, seat: int, level: str, rng: int, think_time: float | None,
             legal: list[Action] | None = None, work: int | None = None) -> ThinkJob:
        from zooarcade.ai.worker import ThinkJob

        return ThinkJob(
            game=self.spec.id,
            view=self.state.view(seat).to_json(),
            legal=tuple(a.to_json() for a in (legal if legal is not None else self.state.legal_actions())),
            level=level,
            rng=rng,
            think_time=think_time,
            work=work,
            seat=seat,
        )

    def agent_for(self, seat: int) -> Agent:
        """Return ``seat``'s agent: its level and think time, drawing on the session's RNG of the seat.

        Thinking with it advances :meth:`agent_rng` directly (blocking tools and the self-test).
        """
        from zooarcade.ai import make_agent

        agent = make_agent(self.seats[seat].level, self.spec, seed=self.agent_seed(seat),
                           think_time=self.think_time(seat))
        agent.rng = self.agent_rng(seat)
        return agent

    def agent_states(self) -> dict[int, int]:
        """The RNG state of every AI seat's agent (saved, so a continued game plays on exactly as it would have)."""
        return {seat: rng.state for seat, rng in self.agent_rngs.items()}

    def ai_legal(self, seat: int) -> list[Action]:
        """The legal actions an AI may choose among: the game's rule for every AI level applied (never empty)."""
        return self.spec.legal_for_ai(self.state.view(seat), self.state.legal_actions())

    # ------------------------------------------------------------------ hints
    def hint_seed(self) -> int:
        """Seed of the hint agent: fixed by the deal and the number of actions so far (same position, same hint)."""
        return (self.setup.seed * 1_000_003 + len(self.record.steps) * 7919 + 0x5EED) % (2**31)

    def hint_job(self) -> ThinkJob:
        """Return the think job of the hint for the seat to move: the game's Hard on a fixed work budget.

        The agent is a fresh ``make_agent("hard", spec, seed=hint_seed())``
        with no think time and :func:`~zooarcade.ai.hint_work` work units
        (never wall or CPU time), so the same position gives the same hint on
        any machine; it sees only ``state.view(seat)``, never hidden cards.

        Raises:
            RuntimeError: the game is over.
        """
        from zooarcade.ai import hint_work

        seat = self.state.current_player
        if seat < 0:
            raise RuntimeError("the game is over: there is no move to hint")
        return self._job(seat, "hard", Rng.from_seed(self.hint_seed()).state, None, work=hint_work(self.spec))

    def hint_think(self) -> Generator[None, bool | None, Action]:
        """Return the thinking generator of the hint for the seat to move (time-sliceable, see :meth:`ai_think`).

        The hint is what the game's Hard (``make_agent("hard", spec,
        seed=hint_seed(), work=hint_work(spec))``) would play, given only
        ``state.view(seat)`` and every legal action of that seat.  Tables run
        it off the frame loop (:class:`zooarcade.ai.thinking.TableThinking`).

        Raises:
            RuntimeError: the game is over.
        """
        from zooarcade.ai.worker import begin

        return begin(self.hint_job(), self.spec)[1]

    def hint(self) -> Action:
        """Return the hinted action for the seat to move (blocking; see :meth:`hint_think`)."""
        from zooarcade.ai.base import run_to_end

        return run_to_end(self.hint_think())

    def ai_think(self) -> Generator[None, bool | None, Action]:
        """Return the thinking generator of the AI seat to move (see ``zooarcade.ai``), in this process.

        The agent gets only ``state.view(seat)`` and the legal actions; run to
        its end, the generator keeps the agent's new RNG state
        (:meth:`accept_ai`).  Tables think through
        :class:`zooarcade.ai.thinking.TableThinking` instead (off the frame loop).
        """
        from zooarcade.ai.worker import begin

        job = self.ai_job()
        agent, gen = begin(job, self.spec)
        action = yield from gen
        self.accept_ai(job, agent.rng.state)
        return action

