"""AI-versus-AI simulation: measure the levels' strength, headless.

Command line (``python -m zooarcade simulate ...`` calls :func:`main` with the
arguments after ``simulate``)::

    python -m zooarcade simulate --game apocalypse --seats ai:hard,ai:normal,ai:easy --games 100 --seed 1

Game ``i`` (0-based) is dealt with seed ``seed + i``; the game draws its first
player from that seed, so no seat keeps the first move.  Each game is a
:class:`~zooarcade.session.GameSession` of computer seats driven by
:meth:`~zooarcade.session.GameSession.advance` (forced steps played for the
seat, every agent seeing only its seat's view, seeded from the deal and its seat),
exactly as the table would play it.

``--worker`` sends every decision to the AI worker process as a think job, the
way the tables do (:mod:`zooarcade.ai.thinking`); the results are the same as
without it (same seeds, same moves), and the command fails if a decision could
not be thought about there -- a check of the worker in a built executable.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from zooarcade.ai.agents import LEVELS, level_info
from zooarcade.ai.thinking import WORKER, ThinkService
from zooarcade.balance import seat_labels
from zooarcade.core.protocol import GameSpec
from zooarcade.games.registry import GameNotBuilt, UnknownGame, get_spec
from zooarcade.session import GameSession, MatchSetup, SeatConfig

#: ``progress(done, total)`` callback type: games finished so far, games in all.
Progress = Callable[[int, int], None]


class SimulationError(ValueError):
    """Raised for a bad game id, seat spec or seat count; the message is one line."""


@dataclass
class SimulationResult:
    """Outcome of :func:`run_simulation`.

    Attributes:
        game_id: the game played.
        levels: AI level id per seat (``"easy"``, ``"normal"``, ``"hard"``).
        games: games played.
        wins: games won per seat; a shared win (tie for the highest score)
            counts as a win for each tied seat, so wins may sum above ``games``.
        total_scores: sum of final scores per seat (points).
        turns: total actions played over all games.
        not_in_worker: decisions that were thought about in-process although a
            worker service was given (the worker could not be used).
        firsts: per game, the first seat to decide (for win rates by seat order).
        winners: per game, the winning seats.
        labels: per game, each seat's balance label (fighter, species; see
            :func:`zooarcade.balance.seat_labels`), ``None`` for a game without them.
    """

    game_id: str
    levels: list[str]
    games: int = 0
    wins: list[int] = field(default_factory=list)
    total_scores: list[int] = field(default_factory=list)
    turns: int = 0
    not_in_worker: int = 0
    firsts: list[int] = field(default_factory=list)
    winners: list[list[int]] = field(default_factory=list)
    labels: list[list[str] | None] = field(default_factory=list)

    @property
    def mean_scores(self) -> list[float]:
        """Mean final score per seat (points); zeros when no game was played."""
        return [t / self.games if self.games else 0.0 for t in self.total_scores]

    @property
    def win_rates(self) -> list[float]:
        """Share of games won per seat, in ``[0, 1]`` (ties count for each tied seat)."""
        return [w / self.games if self.games else 0.0 for w in self.wins]

    def table(self) -> str:
        """Return the result as a plain-text table: seat / level / wins / win% / mean score."""
        rows = [("Seat", "Level", "Wins", "Win%", "Mean score")]
        for seat, level in enumerate(self.levels):
            rows.append(
                (
                    str(seat + 1),
                    level_info(level).name,
                    str(self.wins[seat]),
                    f"{100.0 * self.win_rates[seat]:.1f}",
                    f"{self.mean_scores[seat]:.2f}",
                )
            )
        widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
        lines = [
            "  ".join(
                cell.rjust(w) if i >= 2 else cell.ljust(w) for i, (cell, w) in enumerate(zip(r, widths, strict=True))
            )
            for r in rows
        ]
        lines.insert(1, "  ".join("-" * w for w in widths))
        return "\n".join(line.rstrip() for line in lines)


def parse_seats(text: str) -> list[str]:
    """Parse a seat spec such as ``"ai:hard,ai:normal,ai:easy"`` into AI level ids.

    Entries are ``human`` or ``ai:easy|ai:normal|ai:hard``; simulation needs
    AI seats only.

    Raises:
        SimulationError: an empty or malformed entry, or a ``human`` seat.
    """
    levels: list[str] = []
    for raw in text.split(","):
        entry = raw.strip().lower()
        if entry == "human":
            raise SimulationError("simulate plays AI seats only: replace 'human' with ai:easy, ai:normal or ai:hard")
        kind, _, level = entry.partition(":")
        if kind != "ai" or level not in {lv.id for lv in LEVELS}:
            raise SimulationError(f"bad seat {raw.strip()!r}: use human, ai:easy, ai:normal or ai:hard")
        levels.append(level)
    return levels


def _load(game_id: str, seats: int) -> GameSpec:
    try:
        spec = get_spec(game_id)
    except (UnknownGame, GameNotBuilt) as exc:
        raise SimulationError(str(exc.args[0]) if exc.args else str(exc)) from exc
    try:
        spec.check_players(seats)
    except ValueError as exc:
        raise SimulationError(str(exc)) from exc
    return spec


def run_simulation(
    game_id: str,
    levels: list[str],
    games: int,
    seed: int,
    progress: Progress | None = None,
    service: ThinkService | None = None,
) -> SimulationResult:
    """Play ``games`` games of ``game_id`` between AI seats and tally the results.

    Args:
        game_id: registry id, e.g. ``"apocalypse"``.
        levels: one AI level id per seat, in seat order.
        games: number of games (>= 0).
        seed: game ``i`` uses seed ``seed + i``; agents get seeds derived from it.
        progress: called as ``progress(done, games)`` after each game.
        service: think every decision through this service (its worker
            process) as a think job; the moves are the same as without.

    Returns:
        The :class:`SimulationResult` (wins with shared wins counted for each
        tied seat, total and mean scores per seat).

    Raises:
        SimulationError: unknown or unbuilt game, unknown level, bad seat count
            or a negative number of games.
    """
    for level in levels:
        if level not in {lv.id for lv in LEVELS}:
            raise SimulationError(f"unknown AI level {level!r}")
    if games < 0:
        raise SimulationError(f"the number of games must be >= 0, got {games}")
    spec = _load(game_id, len(levels))
    n = len(levels)
    result = SimulationResult(game_id, list(levels), 0, [0] * n, [0] * n, 0)
    for i in range(games):
        seats = [SeatConfig(f"{lv} {k + 1}", "ai", lv) for k, lv in enumerate(levels)]
        session = GameSession(MatchSetup(game_id, seats, seed + i), spec=spec)
        result.firsts.append(session.state.current_player)
        while not session.state.is_terminal():
            if service is None or session.forced_action() is not None:
                session.advance()
            else:
                result.not_in_worker += _think_in(service, session) != WORKER
            result.turns += 1
        state = session.state
        result.winners.append(list(state.winners()))
        result.labels.append(seat_labels(game_id, state))
        for seat in state.winners():
            result.wins[seat] += 1
        for seat, score in enumerate(state.scores()):
            result.total_scores[seat] += score
        result.games += 1
        if progress is not None:
            progress(result.games, games)
    return result


def _think_in(service: ThinkService, session: GameSession) -> str:
    """Think about the computer seat deciding as a job of ``service`` (waiting for the answer) and play it.

    Returns where it was thought about (:data:`~zooarcade.ai.thinking.WORKER` or in-process).
    """
    job = session.ai_job()
    thought = service.think(job, session.spec)
    while not thought.poll():
        time.sleep(0.0005)
    assert thought.action is not None and thought.rng is not None
    session.accept_ai(job, thought.rng)
    session.apply(thought.action)
    return thought.where


def balance_charts(result: SimulationResult) -> list[str]:
    """SVG charts of ``result``: win rate by seat, by seat order, by balance label (when the game has them), and
    the mean score per seat (see :mod:`zooarcade.report`)."""
    from zooarcade.report import Bar, bar_chart, share_bars

    n, games = len(result.levels), result.games
    shares = [0.0] * n
    by_order = [0.0] * n
    played: dict[str, int] = {}
    won: dict[str, float] = {}
    for first, winners, labels in zip(result.firsts, result.winners, result.labels, strict=True):
        for seat in range(n):
            share = 1.0 / len(winners) if seat in winners else 0.0
            shares[seat] += share
            by_order[(seat - first) % n] += share
            if labels:
                played[labels[seat]] = played.get(labels[seat], 0) + 1
                won[labels[seat]] = won.get(labels[seat], 0.0) + share
    seat_names = [f"Seat {s + 1} ({level_info(lv).name})" for s, lv in enumerate(result.levels)]
    order_names = ["first to act"] + [f"{k + 1}{'nd' if k == 1 else 'rd' if k == 2 else 'th'} to act"
                                      for k in range(1, n)]
    charts = [bar_chart("Win share by seat", share_bars(seat_names, shares, [games] * n), 1 / n),
              bar_chart("Win share by seat order", share_bars(order_names, by_order, [games] * n), 1 / n)]
    if played:
        kind = "fighter" if result.game_id == "zoo_fighters" else "species"
        names = sorted(played, key=lambda k: -won[k] / played[k])
        charts.append(bar_chart(f"Win share by {kind} (all seats)",
                                share_bars(names, [won[k] for k in names], [played[k] for k in names]), 1 / n))
    charts.append(bar_chart("Mean final score by seat (points)",
                            [Bar(name, m, None, games) for name, m in zip(seat_names, result.mean_scores, strict=True)],
                            percent=False))
    return charts


def write_balance_report(path: Path, result: SimulationResult, seed: int) -> None:
    """Write ``result``'s balance charts as a self-contained HTML page to ``path``.

    Raises:
        OSError: the file cannot be written.
    """
    from zooarcade.report import write_report

    title = f"{get_spec(result.game_id).title}: balance over {result.games} AI games"
    seats = ", ".join(level_info(lv).name for lv in result.levels)
    lines = [f"Seats: {seats}; deals {seed}..{seed + max(result.games - 1, 0)} (game i is dealt with seed + i, "
             "which also draws the first seat to act)."]
    write_report(path, title, lines, balance_charts(result))


def _progress_bar(done: int, total: int) -> None:
    """Draw a text progress bar on stderr (``\\r`` updates; nothing without a stderr)."""
    err = sys.stderr
    if err is None:
        return
    width = 30
    filled = width * done // total if total else width
    err.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done >= total:
        err.write("\n")
    err.flush()


class _ArgError(Exception):
    """A command-line error, reported in one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise _ArgError(message)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="zooarcade simulate",
        description="Play AI-versus-AI games and print each seat's wins and mean score.",
    )
    p.add_argument("--game", required=True, help="game id, e.g. apocalypse")
    p.add_argument("--seats", required=True, help="comma-separated seats: ai:easy, ai:normal or ai:hard")
    p.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game; game i uses seed+i (default 1)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--report", default=None, metavar="FILE.html",
                   help="also write the balance charts (win rate by seat, seat order, fighter or species) as HTML")
    p.add_argument("--worker", action="store_true",
                   help="think in the AI worker process, as the tables do (same results); fail if it cannot")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``simulate`` command; ``argv`` are the arguments after ``simulate``.

    Prints a progress bar to stderr and the result table to stdout.

    Returns:
        0 on success, 2 for a bad game id, seat spec, seat count or option
        (a one-line error on stderr), 1 when ``--worker`` was given and a
        decision could not be thought about in the worker process.
    """
    try:
        args = _parser().parse_args(list(sys.argv[1:] if argv is None else argv))
        levels = parse_seats(args.seats)
        if args.games < 0:
            raise SimulationError(f"--games must be >= 0, got {args.games}")
        _load(args.game, len(levels))
    except SystemExit as exc:  # --help
        return int(exc.code or 0) if not isinstance(exc.code, str) else 2
    except (_ArgError, SimulationError) as exc:
        if sys.stderr is not None:
            print(f"zooarcade simulate: error: {exc}", file=sys.stderr)
        return 2
    service = ThinkService(use_worker=True, answer_grace=600.0) if args.worker else None
    try:
        result = run_simulation(args.game, levels, args.games, args.seed, None if args.quiet else _progress_bar,
                                service)
    finally:
        if service is not None:
            service.close()
    if args.report:
        try:
            write_balance_report(Path(args.report), result, args.seed)
        except OSError as exc:
            if sys.stderr is not None:
                print(f"zooarcade simulate: error: cannot write the report {args.report}: {exc.strerror or exc}",
                      file=sys.stderr)
            return 2
    print(f"{result.games} games of {args.game}, seeds {args.seed}..{args.seed + max(result.games - 1, 0)}")
    print(result.table())
    if service is not None:
        if result.not_in_worker:
            reason = service.last_failure or "unknown"
            if sys.stderr is not None:
                print(f"zooarcade simulate: {result.not_in_worker} of {result.turns} decisions were not thought"
                      f" about in the AI worker ({reason})", file=sys.stderr)
            return 1
        print(f"all {result.turns} decisions thought about in the AI worker process")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
