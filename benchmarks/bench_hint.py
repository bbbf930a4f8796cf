"""Hint time per game: CPU seconds of one hint (the game's Hard on its fixed hint work budget).

For each game and seed, play a seeded game with Normal agents and ask for the hint every few
moves (``GameSession.hint``, the same job a table runs off the frame loop).  Prints p50 / p95 /
max CPU seconds per game.  Run nice'd on a quiet machine::

    PYTHONPATH=. nice -n 19 python benchmarks/bench_hint.py [--seeds 3] [--every 4] [--most 12]
"""

from __future__ import annotations

import argparse
import statistics
import time

from zooarcade.ai import hint_work, make_agent
from zooarcade.games.registry import get_spec
from zooarcade.session import GameSession, MatchSetup, parse_seats

#: (game id, seats) measured: every game at a table size it is played at.
GAMES = (("apocalypse", 2), ("zop_zoo", 4), ("zoo_vadis", 4), ("zoo_fighters", 4))


def hint_times(game: str, players: int, seeds: int, every: int, most: int) -> list[float]:
    """Return the CPU seconds of each hint asked along ``seeds`` seeded games of ``game``."""
    times: list[float] = []
    for seed in range(seeds):
        session = GameSession(MatchSetup(game, parse_seats(",".join(["human"] * players)), seed))
        mover = make_agent("normal", session.spec, seed=seed)
        asked = moves = 0
        while not session.state.is_terminal() and asked < most:
            seat = session.state.current_player
            if moves % every == 0 and len(session.state.legal_actions()) > 1:
                start = time.process_time()
                session.hint()
                times.append(time.process_time() - start)
                asked += 1
            action = mover.choose(session.state.view(seat), session.state.legal_actions())
            session.apply(action)
            moves += 1
    return times


def main() -> None:
    """Print the hint's CPU time per game (p50, p95, max, count)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--most", type=int, default=12)
    args = parser.parse_args()
    for game, players in GAMES:
        times = sorted(hint_times(game, players, args.seeds, args.every, args.most))
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(f"{game:13s} work={hint_work(get_spec(game))!s:6s} n={len(times):3d} p50={statistics.median(times):.3f}s "
              f"p95={p95:.3f}s max={times[-1]:.3f}s", flush=True)


if __name__ == "__main__":
    main()
