"""AI opponents for every game, through the core protocol only.

Levels: Easy (:class:`RandomAgent`), Normal (:class:`GreedyAgent`), Hard
(:class:`ISMCTSAgent`); build one with :func:`make_agent`.  Agents see only
``state.view(seat)`` and think in time slices (:meth:`Agent.think` is a
generator).

Off the frame loop: :mod:`zooarcade.ai.worker` (think jobs as JSON, the worker
process that answers them) and :mod:`zooarcade.ai.thinking` (the app's
:class:`~zooarcade.ai.thinking.ThinkService` and a table's
:class:`~zooarcade.ai.thinking.TableThinking` driver, with the in-process
fallback).  Neither is imported here, so agents stay light.
"""

from zooarcade.ai.agents import (
    HARD_ITERATIONS,
    HARD_WORK,
    HINT_WORK,
    LEVELS,
    GreedyAgent,
    Level,
    RandomAgent,
    hint_work,
    level_info,
    make_agent,
)
from zooarcade.ai.base import Agent, NotAView, Thinking, check_view
from zooarcade.ai.ismcts import ISMCTSAgent, SearchConfig

__all__ = [
    "HARD_ITERATIONS",
    "HARD_WORK",
    "HINT_WORK",
    "LEVELS",
    "Agent",
    "GreedyAgent",
    "ISMCTSAgent",
    "Level",
    "NotAView",
    "RandomAgent",
    "SearchConfig",
    "Thinking",
    "check_view",
    "hint_work",
    "level_info",
    "make_agent",
]
