"""The agent interface shared by every AI level, and the view contract.

An agent plays any game through the core protocol only
(:mod:`zooarcade.core.protocol`).  It is handed its seat's *view* — never the
true state — and samples whatever it cannot see with its own seeded
:class:`~zooarcade.core.rng.Rng` via ``view.determinize(seat, rng)``.

Thinking is a generator so the UI can time-slice it::

    gen = agent.think(state.view(seat), state.legal_actions())
    try:
        while time_left_in_this_frame():
            next(gen)                      # a small slice of search work
    except StopIteration as stop:
        action = stop.value                # the chosen action

The search is *anytime*: ``gen.send(True)`` instead of ``next(gen)`` asks it to
answer now with the best action found so far (a wall-clock deadline, see
:mod:`zooarcade.ai.thinking`); the answer then arrives within a slice or two.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Generator, Sequence

from zooarcade.core.protocol import Action, Decision, GameSpec, GameState
from zooarcade.core.rng import Rng

#: What :meth:`Agent.think` returns: advance with ``next()`` (or ``send(True)`` to
#: ask for the answer now); the chosen action arrives as ``StopIteration.value``.
Thinking = Generator[None, bool | None, Action]


class NotAView(ValueError):
    """Raised when an agent is handed something other than its seat's view.

    Agents must only ever see ``state.view(seat)``; a true state (with the
    game's RNG and hidden cards in it) is refused.
    """


def check_view(view: GameState) -> int:
    """Check that ``view`` is the view of the seat to move and return that seat.

    A view is a fixed point of :meth:`GameState.view`: viewing it again for
    the same seat changes nothing.  A true state fails this (its RNG and
    hidden facts differ from its view), and its ``observer`` must be the seat.

    Raises:
        NotAView: ``view`` is terminal, a true state, or another seat's view.
    """
    seat = view.current_player
    if view.is_terminal() or seat < 0:
        raise NotAView("the game is over: there is nothing to decide")
    observer = view.observer
    if observer is None:
        raise NotAView("agents take state.view(seat), not the true state")
    if observer != seat:
        raise NotAView(f"this is seat {observer}'s view but seat {seat} is to move")
    if view.fingerprint() != view.view(seat).fingerprint():
        raise NotAView("agents take state.view(seat); this state holds more than the view")
    return seat


def run_to_end(gen: Thinking) -> Action:
    """Advance a thinking generator until it stops and return its action (blocking)."""
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            action: Action = stop.value
            return action


def sigmoid(x: float) -> float:
    """Return ``1 / (1 + exp(-x))``, safe for large ``|x|``; result in ``(0, 1)``."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


class Agent(ABC):
    """Base of every AI player.

    Args:
        spec: the game being played (its heuristic guides the search).
        seed: seeds the agent's own :class:`Rng` (never the game's RNG);
            the same seed and the same sequence of views give the same moves.

    Attributes:
        name: display name of the level ("Easy", "Normal", "Hard").
        rng: the agent's private generator.
    """

    name: str = "Agent"

    def __init__(self, spec: GameSpec, seed: int) -> None:
        self.spec = spec
        self.seed = seed
        self.rng = Rng.from_seed(seed)
        #: True while thinking about a quick decision (a response window): search with a small budget.
        self.quick = False

    def think(self, view: GameState, legal: Sequence[Action], decision: Decision | None = None) -> Thinking:
        """Start deciding the move of the seat to move in ``view``.

        Args:
            view: ``state.view(seat)`` for the seat to move (checked eagerly).
            legal: that seat's legal actions, ``state.legal_actions()`` (or the subset
                the game's AI rule leaves); the returned action is always one of them.
            decision: what the game asks (``view.decision()`` when ``None``); a
                ``quick`` decision (a response window) gets a small budget.

        Returns:
            A generator: each ``next()`` runs a short slice of work (well
            under a few milliseconds) and yields ``None``; when it stops,
            ``StopIteration.value`` is the chosen :class:`Action`.
            ``send(True)`` asks for the answer now: an anytime search stops
            with its best action so far (Easy and Normal, being short,
            simply finish).

        Raises:
            NotAView: ``view`` is not the mover's view (see :func:`check_view`).
            ValueError: ``legal`` is empty.
        """
        seat = check_view(view)
        if not legal:
            raise ValueError("no legal action to choose from")
        if decision is None:
            decision = view.decision()
        self.quick = bool(decision is not None and decision.quick)
        return self._think(view, seat, list(legal))

    def choose(self, view: GameState, legal: Sequence[Action], decision: Decision | None = None) -> Action:
        """Run :meth:`think` to the end and return the chosen action (blocking).

        Raises:
            NotAView, ValueError: as :meth:`think`.
        """
        return run_to_end(self.think(view, legal, decision))

    @abstractmethod
    def _think(self, view: GameState, seat: int, legal: list[Action]) -> Thinking:
        """Generator doing the work of :meth:`think` on a checked view."""

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def _after(world: GameState, action: Action) -> GameState:
        """Return a copy of the full state ``world`` with ``action`` applied (``world`` is left as it was)."""
        after = world.clone()
        after.apply(action)
        return after

    def _evaluate_after(self, world: GameState, action: Action, seat: int) -> float:
        """Return ``spec.heuristic`` for ``seat`` after ``action`` in a copy of the full state ``world``."""
        return self.spec.heuristic(self._after(world, action), seat)
