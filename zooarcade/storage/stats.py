"""Player statistics per game, persisted as JSON in the user data directory.

What is counted (:meth:`StatsStore.record`, once per finished match):

* Results are counted **per human seat**: a hot-seat game with three humans
  adds 3 to ``played``.  A seat *wins* when it is among ``state.winners()``
  (equal highest scores share the win, so a tie counts as a win for every
  tied seat).  ``played`` / ``won`` / ``best_score`` are about human seats.
* ``by_seat``: every seat's result by its kind -- ``"human"`` (the same
  numbers as ``played`` / ``won``) and ``"ai"`` (how the computer seats did).
* ``vs_ai``: human seat results in matches where an AI of that level sat
  (a match against an Easy and a Hard bot counts under both levels).
* Streaks (``streak``, ``best_streak``): consecutive matches against at least
  one AI in which a human seat won; a lost match against the AI resets the
  current streak.  Pure hot-seat matches (a human always wins) and AI-only
  matches do not touch streaks.
* AI-only matches (no human seat) only add to ``by_seat["ai"]``.

The same match is never counted twice (its record's key is remembered).

Game reviews (:meth:`StatsStore.record_review`, once per reviewed match): for every human seat,
``reviewed`` goes up by one and ``strong_moves`` / ``costly_moves`` by that seat's counts in the
review (:mod:`zooarcade.ai.review`), so the Statistics screen shows them over time.  These
fields are optional in the file (older files read as zeros).

File ``stats.json``: ``{"schema": 1, "games": {game_id: GameStats.to_json()},
"recent": [match keys], "reviewed": [review match keys]}``.  Reads and writes go through
:mod:`zooarcade.storage.files` (size limit, atomic writes); a damaged file gives
default statistics plus a one-line :attr:`StatsStore.notice`, and is moved aside
to ``stats.damaged-<n>.json`` before the next write, so it is never overwritten
(when it cannot be moved, nothing is written).
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from zooarcade.session import AI_LEVELS, GameSession
from zooarcade.storage.files import (
    CONFIG_FILE_LIMIT,
    StoreError,
    atomic_write_json,
    keep_aside,
    read_document,
    write_problem,
)

log = logging.getLogger("zooarcade")

#: current statistics schema version.
SCHEMA = 1
#: how many recently counted matches are remembered (against double counting).
RECENT_KEEP = 200


def _count(value: Any, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{name} must be a whole number of 0 or more")
    return value


@dataclass
class WinLoss:
    """Matches played and won (counts of seat results)."""

    played: int = 0
    won: int = 0

    @property
    def lost(self) -> int:
        """Played but not won."""
        return self.played - self.won

    def add(self, won: bool) -> None:
        """Count one result."""
        self.played += 1
        self.won += int(won)

    def to_json(self) -> dict[str, int]:
        """Return ``{"played", "won"}``."""
        return {"played": self.played, "won": self.won}

    @classmethod
    def from_json(cls, data: Any) -> WinLoss:
        """Parse :meth:`to_json` output.

        Raises:
            ValueError: bad shape or values (``won`` above ``played``).
        """
        if not isinstance(data, dict):
            raise ValueError("a win/loss entry must be an object")
        wl = cls(_count(data.get("played", 0), "played"), _count(data.get("won", 0), "won"))
        if wl.won > wl.played:
            raise ValueError("won is larger than played")
        return wl


@dataclass
class GameStats:
    """Statistics of one game (see the module docstring for what each field counts).

    Attributes:
        played, won: human seat results.
        by_seat: ``{"human": WinLoss, "ai": WinLoss}``.
        vs_ai: ``{level: WinLoss}`` for each AI level in :data:`AI_LEVELS`.
        best_score: highest final score of a human seat (``None`` before any).
        streak, best_streak: current and best run of won matches against the AI.
        reviewed: game reviews counted for human seats (one per human seat and reviewed match).
        strong_moves, costly_moves: the human seats' strong and costly moves in those reviews.
    """

    played: int = 0
    won: int = 0
    by_seat: dict[str, WinLoss] = field(default_factory=lambda: {"human": WinLoss(), "ai": WinLoss()})
    vs_ai: dict[str, WinLoss] = field(default_factory=lambda: {lvl: WinLoss() for lvl in AI_LEVELS})
    best_score: int | None = None
    streak: int = 0
    best_streak: int = 0
    reviewed: int = 0
    strong_moves: int = 0
    costly_moves: int = 0

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form."""
        return {
            "played": self.played,
            "won": self.won,
            "by_seat": {k: v.to_json() for k, v in self.by_seat.items()},
            "vs_ai": {k: v.to_json() for k, v in self.vs_ai.items()},
            "best_score": self.best_score,
            "streak": self.streak,
            "best_streak": self.best_streak,
            "reviewed": self.reviewed,
            "strong_moves": self.strong_moves,
            "costly_moves": self.costly_moves,
        }

    @classmethod
    def from_json(cls, data: Any) -> GameStats:
        """Parse :meth:`to_json` output.

        Raises:
            ValueError: bad shape or values.
        """
        if not isinstance(data, dict):
            raise ValueError("game statistics must be an object")
        g = cls(_count(data.get("played", 0), "played"), _count(data.get("won", 0), "won"))
        if g.won > g.played:
            raise ValueError("won is larger than played")
        for name, keys in (("by_seat", ("human", "ai")), ("vs_ai", AI_LEVELS)):
            raw = data.get(name, {})
            if not isinstance(raw, dict):
                raise ValueError(f"{name} must be an object")
            target: dict[str, WinLoss] = getattr(g, name)
            for key in keys:
                if key in raw:
                    target[key] = WinLoss.from_json(raw[key])
        best = data.get("best_score")
        if best is not None and (not isinstance(best, int) or isinstance(best, bool)):
            raise ValueError("best_score must be a whole number")
        g.best_score = best
        g.streak = _count(data.get("streak", 0), "streak")
        g.best_streak = _count(data.get("best_streak", 0), "best_streak")
        for name in ("reviewed", "strong_moves", "costly_moves"):
            setattr(g, name, _count(data.get(name, 0), name))
        return g


def match_key(session: GameSession) -> str:
    """Return a stable id of a match (hash of its game, seats, seed, options and actions)."""
    doc = {"setup": session.setup.to_json(), "record": session.record.to_json()}
    return hashlib.sha256(json.dumps(doc, sort_keys=True).encode("utf-8")).hexdigest()[:24]


class StatsStore:
    """Statistics of every game, in one JSON file.

    Args:
        path: the file (see :meth:`default`).  It is read here.

    Attributes:
        notice: one line for the player when the file was damaged (defaults were used; then where
            it was kept aside) or could not be written, else ``None``.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.notice: str | None = None
        self._games: dict[str, GameStats] = {}
        self._recent: list[str] = []
        self._reviewed: list[str] = []
        self._damaged = False
        self._load()

    @classmethod
    def default(cls) -> StatsStore:
        """Return the store at ``<user data dir>/stats.json``."""
        from zooarcade.storage.paths import user_dirs

        return cls(user_dirs()["data"] / "stats.json")

    # ------------------------------------------------------------------ queries
    def get(self, game_id: str) -> GameStats:
        """Return the statistics of ``game_id`` (zeros when never played); a copy, not a live view."""
        return GameStats.from_json(self._games.get(game_id, GameStats()).to_json())

    def games(self) -> list[str]:
        """Return the ids of games with statistics."""
        return sorted(self._games)

    # ------------------------------------------------------------------ changes
    def record(self, session: GameSession) -> bool:
        """Count a finished match and save; return False when not counted.

        Not counted: the game is not over, or this match was counted already.
        A write failure is logged and kept in :attr:`notice` (never raises).
        """
        state = session.state
        if not state.is_terminal():
            return False
        key = match_key(session)
        if key in self._recent:
            return False
        g = self._games.setdefault(session.setup.game_id, GameStats())
        winners = set(state.winners())
        scores = state.scores()
        humans = [i for i, s in enumerate(session.seats) if not s.is_ai]
        levels = sorted({s.level for s in session.seats if s.is_ai})
        for seat, cfg in enumerate(session.seats):
            g.by_seat["ai" if cfg.is_ai else "human"].add(seat in winners)
        for seat in humans:
            won = seat in winners
            g.played += 1
            g.won += int(won)
            for level in levels:
                g.vs_ai.setdefault(level, WinLoss()).add(won)
            g.best_score = scores[seat] if g.best_score is None else max(g.best_score, scores[seat])
        if humans and levels:
            if winners & set(humans):
                g.streak += 1
                g.best_streak = max(g.best_streak, g.streak)
            else:
                g.streak = 0
        self._recent = [*self._recent, key][-RECENT_KEEP:]
        self._save()
        return True

    def record_review(self, game_id: str, match: str, strong: list[list[int]], costly: list[list[int]],
                      humans: list[bool]) -> bool:
        """Count a game review's strong and costly moves of the human seats, once per match; save.

        Args:
            game_id: the game.
            match: the review's match key (:func:`zooarcade.ai.review.match_hash`).
            strong, costly: per seat, the indices of its strong / costly moves.
            humans: per seat, True for a human seat (only those are counted).

        Returns False (nothing written) when the match was counted already or has no human seat.
        A write failure is logged and kept in :attr:`notice` (never raises).
        """
        if match in self._reviewed or not any(humans):
            return False
        g = self._games.setdefault(game_id, GameStats())
        for seat, human in enumerate(humans):
            if human:
                g.reviewed += 1
                g.strong_moves += len(strong[seat])
                g.costly_moves += len(costly[seat])
        self._reviewed = [*self._reviewed, match][-RECENT_KEEP:]
        self._save()
        return True

    def reset(self, game_id: str | None = None) -> None:
        """Clear one game's statistics, or all of them when ``game_id`` is ``None``; save."""
        if game_id is None:
            self._games.clear()
            self._recent.clear()
            self._reviewed.clear()
        else:
            self._games.pop(game_id, None)
        self._save()

    # ------------------------------------------------------------------ file
    def to_json(self) -> dict[str, Any]:
        """Return the file's JSON form."""
        return {
            "schema": SCHEMA,
            "games": {k: v.to_json() for k, v in sorted(self._games.items())},
            "recent": list(self._recent),
            "reviewed": list(self._reviewed),
        }

    def _load(self) -> None:
        if not self.path.exists() and not self.path.is_symlink():
            return
        try:
            data = read_document(self.path, StoreError, CONFIG_FILE_LIMIT)
            if data.get("schema") != SCHEMA:
                raise ValueError(f"unknown statistics format {str(data.get('schema'))[:20]!r}")
            games = data.get("games", {})
            recent = data.get("recent", [])
            reviewed = data.get("reviewed", [])
            if not isinstance(games, dict) or not isinstance(recent, list) or not isinstance(reviewed, list):
                raise ValueError("games must be an object, recent and reviewed lists")
            self._games = {str(k): GameStats.from_json(v) for k, v in games.items()}
            self._recent = [str(k) for k in recent][-RECENT_KEEP:]
            self._reviewed = [str(k) for k in reviewed][-RECENT_KEEP:]
        except (StoreError, ValueError, TypeError) as exc:
            reason = exc.reason if isinstance(exc, StoreError) else StoreError(str(exc)).reason
            log.warning("statistics file %s is damaged: %s", self.path, reason)
            self._games, self._recent, self._reviewed = {}, [], []
            self._damaged = True
            self.notice = f"Statistics file was damaged ({reason}); starting from zero."

    def _save(self) -> None:
        """Write the file atomically, keeping a damaged one aside first; failures go to :attr:`notice`."""
        if self._damaged and (self.path.exists() or self.path.is_symlink()):
            try:
                kept = keep_aside(self.path)
            except OSError as exc:
                log.warning("could not keep the damaged statistics file %s aside: %s", self.path, exc)
                self.notice = ("Statistics could not be saved: the damaged statistics file could not be kept aside"
                               f" ({write_problem(exc)}).")
                return
            self.notice = f"The damaged statistics file was kept as {kept.name}; counting starts again from zero."
        self._damaged = False
        try:
            atomic_write_json(self.path, self.to_json())
        except OSError as exc:
            log.warning("could not save statistics to %s: %s", self.path, exc)
            self.notice = f"Statistics could not be saved: {write_problem(exc)}."
