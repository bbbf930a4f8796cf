"""Benchmark: Zoo Fighters II AI strength, decision time and fighter balance (run on demand, not a test).

Usage::

    nice -n 19 .venv/bin/python benchmarks/bench_zoo_fighters.py --part normal --games 200 [--first 0]
        [--json out.json]
    nice -n 19 .venv/bin/python benchmarks/bench_zoo_fighters.py --part mcts --games 100 --think 0.05
    nice -n 19 .venv/bin/python benchmarks/bench_zoo_fighters.py --part time --games 10 --think 0.9
    nice -n 19 .venv/bin/python benchmarks/bench_zoo_fighters.py --part balance --games 1000
    .venv/bin/python benchmarks/bench_zoo_fighters.py --combine a.json b.json
    nice -n 19 .venv/bin/python benchmarks/bench_zoo_fighters.py --part normal --variant first --no-baseline
        --games 100 --json first.json   (and --variant shipped --json shipped.json)
    .venv/bin/python benchmarks/bench_zoo_fighters.py --paired first.json shipped.json

Parts (4-player games unless ``--players``; deal ``g`` is seed ``g``, the hero sits in seat ``g % players``,
so every seat is played equally often; a shared win counts ``1/k``; intervals are Wilson 95 %):

* ``normal``: Hard (its reproducible budget; ``--variant``, one of :data:`SEARCH_VARIANTS` — ``search`` is
  the shipped tree search, the default — or of :data:`VARIANTS`, the simulating Hard of sessions 1-4) against
  three Normal seats; target >= 2x the fair share of 25 %.  The paired baseline replays the same deals
  with Normal in the hero's seat; ``--paired A.json B.json`` compares two saved Hard variants deal by deal.
* ``mcts``: Hard against three plain IS-MCTS seats (the generic :class:`ISMCTSAgent` with uniformly
  random rollouts ``rollout_depth`` 8 plies deep, no heuristic ordering, a prior worth 1e-6 visits), both given the
  same ``--think`` seconds of *CPU time* per decision (a quarter for quick ones); Hard stops earlier
  when its sample budget is done.  CPU time (``time.process_time``) instead of wall time, so the
  load of a shared machine does not change the play.
* ``time``: four shipped Hard seats (``agent_factory``) with the table's think time (``--think``, Settings' 0.9 s by
  default), wall and CPU seconds per real decision (p50, p95, max) and the whole game's thinking.
* ``balance``: win rate of each fighter in 4-player games of four Normal seats, random fighters
  (``--field hard`` for four Hard seats).

Prints Markdown tables (paste into ``benchmarks/RESULTS.md``); ``--json`` saves the raw results so
runs split over processes (``--first``) can be pooled with ``--combine``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
import time
import types
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import zooarcade.ai.ismcts as ismcts_module  # noqa: E402
from zooarcade.ai import GreedyAgent, ISMCTSAgent, RandomAgent, SearchConfig  # noqa: E402
from zooarcade.ai.base import Agent  # noqa: E402
from zooarcade.core.protocol import GameSpec  # noqa: E402
from zooarcade.games.zoo_fighters import spec as fighters_spec  # noqa: E402
from zooarcade.games.zoo_fighters.ai import (  # noqa: E402
    HARD_SEARCH,
    HARD_SETTINGS,
    FightersAgent,
    FightersSearch,
    agent_factory,
)
from zooarcade.games.zoo_fighters.data import FIGHTERS  # noqa: E402
from zooarcade.games.zoo_fighters.evaluation import outcome_value, race_outcome_value  # noqa: E402

AgentMaker = Callable[[GameSpec, int], Agent]
PLAYERS = 4


@dataclass
class GameResult:
    """One game: its deal, the hero's seat, winners, fighters per seat, per-seat decision seconds."""

    deal: int
    hero: int
    winners: list[int]
    fighters: list[int]
    trigger: int
    rounds: int
    steps: int = 0
    wall: list[list[float]] = field(default_factory=list)
    cpu: list[list[float]] = field(default_factory=list)


def play(spec: GameSpec, makers: list[AgentMaker], deal: int, hero: int = -1) -> GameResult:
    """Play one game with one agent per seat (forced steps applied without asking); return the result."""
    n = len(makers)
    state = spec.new_state(n, spec.resolve_options(n, None), deal)
    agents = [m(spec, deal * 31 + i) for i, m in enumerate(makers)]
    wall: list[list[float]] = [[] for _ in range(n)]
    cpu: list[list[float]] = [[] for _ in range(n)]
    steps = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        seat = state.current_player
        if len(legal) == 1:
            action = legal[0]
        else:
            view = state.view(seat)
            w0, c0 = time.perf_counter(), time.process_time()
            action = agents[seat].choose(view, spec.legal_for_ai(view, legal))
            wall[seat].append(time.perf_counter() - w0)
            cpu[seat].append(time.process_time() - c0)
        state.apply(action)
        steps += 1
    return GameResult(deal, hero, state.winners(), list(state.fighters), state.trigger,  # type: ignore[attr-defined]
                      state.round, steps, wall, cpu)  # type: ignore[attr-defined]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval ``(low, high)`` of a proportion ``wins / n`` (both in [0, 1])."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


#: Hard variants for paired comparisons (``--variant``): keyword arguments of :class:`FightersAgent`.
#: ``first`` is the Hard found on 2026-12-01 (6 / 3 rounds, payments by rule); ``shipped`` is
#: :data:`~zooarcade.games.zoo_fighters.ai.HARD_SETTINGS` (the simulating Hard shipped until session 4).
VARIANTS: dict[str, dict[str, object]] = {
    "shipped": dict(HARD_SETTINGS),
    "first": {"samples": 6, "quick_samples": 3, "pay_samples": 0},
    "s18": {"samples": 18},
    "round": {"depth": "round"},
    "pay": {"pay_samples": 6},
    "s18pay": {"samples": 18, "pay_samples": 6},
    "big": {"samples": 36, "quick_samples": 8, "pay_samples": 12},
    "q8": {"quick_samples": 8},
    "s36": {"samples": 36},
    "huge": {"samples": 72, "quick_samples": 16, "pay_samples": 24, "max_sims": 500},
    "uncapped": {k: v for k, v in HARD_SETTINGS.items() if k != "max_work"},
    "wide": {"samples": 72, "quick_samples": 16, "pay_samples": 24, "max_work": 16_000},
}


#: Hard as a tree search (:class:`FightersSearch`): ``SearchConfig`` changes on :data:`HARD_SEARCH`, plus
#: the agent's own keyword arguments under ``"agent"``.
SEARCH_VARIANTS: dict[str, dict[str, object]] = {
    "search": {},  # the shipped Hard (since session 10 its leaves valued by the race model: HARD_EVALUATE)
    "search-s9": {"agent": {"evaluate": outcome_value}},  # the Hard of session 9: outcome_value at the leaves
    "search-noeps": {"agent": {"policy_epsilon": 0.0}},
    "search-pay8": {"agent": {"pay_width": 8}},
    "search-6k": {"max_work": 6_000},
    # session 10 (tempo): the race model at its default numbers ships (``search``, measured as
    # ``search-race``); a sharper one was registered and not measured
    "search-race24": {"agent": {"evaluate": partial(race_outcome_value, worth=24.0, spread=0.5)}},
}


def search_hard(think: float | None = None, variant: str = "search") -> AgentMaker:
    """Hard as a tree search (``variant`` of :data:`SEARCH_VARIANTS`): its work budget, or ``think`` seconds of
    thread CPU per decision (no work budget) when given."""
    kw = dict(SEARCH_VARIANTS[variant])
    agent_kw = kw.pop("agent", {})
    config = SearchConfig(**{**HARD_SEARCH, **kw})
    if think is not None:
        config = replace(config, time_limit=think, max_work=None, cpu_time=True)
    return lambda spec, seed: FightersSearch(spec, seed, config, **agent_kw)  # type: ignore[arg-type]


def hard(think: float | None = None, cpu_clock: bool = False, variant: str = "search") -> AgentMaker:
    """Hard (:class:`FightersAgent`, ``variant`` of :data:`VARIANTS`, or a tree search of
    :data:`SEARCH_VARIANTS`); ``think`` seconds per decision, counted in CPU time when ``cpu_clock``."""
    if variant in SEARCH_VARIANTS:
        return search_hard(think if cpu_clock else None, variant)
    clock = time.process_time if cpu_clock else time.perf_counter
    kw = VARIANTS[variant]
    return lambda spec, seed: FightersAgent(spec, seed, think_time=think, clock=clock, **kw)  # type: ignore[arg-type]


def paired_report(a_path: Path, b_path: Path) -> str:
    """Paired comparison of two ``normal`` runs (same deals): B's hero share minus A's, sign counts."""
    def shares(path: Path) -> dict[int, float]:
        data = json.loads(path.read_text())
        return {r["deal"]: (1.0 / len(r["winners"]) if r["hero"] in r["winners"] else 0.0) for r in data["results"]}
    a, b = shares(a_path), shares(b_path)
    deals = sorted(set(a) & set(b))
    if not deals:
        return "no common deals"
    diffs = [b[d] - a[d] for d in deals]
    n = len(deals)
    m = sum(diffs) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in diffs) / max(1, n - 1))
    better = sum(1 for x in diffs if x > 0)
    worse = sum(1 for x in diffs if x < 0)
    sa, sb = sum(a[d] for d in deals), sum(b[d] for d in deals)
    lo_a, hi_a = wilson(sa, n)
    lo_b, hi_b = wilson(sb, n)
    k = better + worse
    # two-sided sign test on the deals where exactly one variant did better
    p = min(1.0, 2 * sum(math.comb(k, i) for i in range(min(better, worse) + 1)) / 2 ** k) if k else 1.0
    return (f"{n} deals ({deals[0]}–{deals[-1]}): A {sa / n:.1%} ({lo_a:.1%}–{hi_a:.1%}), "
            f"B {sb / n:.1%} ({lo_b:.1%}–{hi_b:.1%}); B − A {m * 100:+.1f} ± {1.96 * sd / math.sqrt(n) * 100:.1f} "
            f"points; B better in {better}, worse in {worse} (sign test p = {p:.2f})")


def normal() -> AgentMaker:
    return lambda spec, seed: GreedyAgent(spec, seed)


def easy() -> AgentMaker:
    return lambda spec, seed: RandomAgent(spec, seed)


def plain_mcts(think: float) -> AgentMaker:
    """Plain IS-MCTS: random rollouts 8 plies deep then the heuristic, no prior, no ordering; ``think`` s each."""
    # the generic search needs a positive prior weight; 1e-6 visits leaves the one-ply prior no say
    config = SearchConfig(iterations=10**9, time_limit=think, rollout_candidates=1, epsilon=1.0, prior_samples=1,
                          prior_visits=1e-6, order_after=10**9, rollout_depth=8, quick_share=0.25)
    return lambda spec, seed: ISMCTSAgent(spec, seed, config)


def use_cpu_clock_for_ismcts() -> None:
    """Make the generic IS-MCTS count its ``time_limit`` in this process's CPU time (benchmark only)."""
    ismcts_module.time = types.SimpleNamespace(perf_counter=time.process_time,  # type: ignore[assignment]
                                                thread_time=time.thread_time)


def share_of(results: list[GameResult], seat_of: Callable[[GameResult], int]) -> float:
    """Sum over ``results`` of the seat's share of the win (``1/k`` for a k-way shared win)."""
    return sum(1.0 / len(r.winners) for r in results if seat_of(r) in r.winners)


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``; 0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(math.ceil(q * len(ordered))) - 1))]


def run_match(spec: GameSpec, champion: AgentMaker, field_maker: AgentMaker, first: int, games: int,
              label: str, save: Callable[[list[GameResult]], None] | None = None,
              players: int = PLAYERS) -> list[GameResult]:
    """Play deals ``first .. first+games-1`` of ``players`` seats with the champion in seat ``deal % players``
    and the field elsewhere.

    Each game is logged on stderr (``--from-log`` rebuilds the win shares from that log) and
    handed to ``save`` with the games so far, so a run cut short keeps what it played.
    """
    out: list[GameResult] = []
    for deal in range(first, first + games):
        hero = deal % players
        makers = [champion if s == hero else field_maker for s in range(players)]
        r = play(spec, makers, deal, hero)
        out.append(r)
        if save is not None:
            save(out)
        wins = share_of(out, lambda x: x.hero)
        print(f"  {label} deal {deal}: hero seat {hero} {'won' if hero in r.winners else 'lost'} "
              f"(winners {r.winners}, trigger {r.trigger}); running share {wins / len(out):.1%}",
              file=sys.stderr, flush=True)
    return out


_LOG_LINE = re.compile(r"deal (\d+): hero seat (\d+) (?:won|lost) \(winners \[([\d, ]*)\], trigger (-?\d+)\)")


def results_from_log(text: str) -> list[GameResult]:
    """Rebuild the games of a match from its stderr log (winners, hero, trigger; no times or fighters)."""
    out = []
    for m in _LOG_LINE.finditer(text):
        winners = [int(x) for x in m.group(3).split(",") if x.strip()]
        out.append(GameResult(int(m.group(1)), int(m.group(2)), winners, [], int(m.group(4)), 0))
    return out


def times_line(results: list[GameResult], seats: Callable[[GameResult], list[int]]) -> str:
    wall = [t for r in results for s in seats(r) for t in r.wall[s]]
    cpu = [t for r in results for s in seats(r) for t in r.cpu[s]]
    return (f"| {len(wall)} | {quantile(wall, 0.5):.3f} / {quantile(cpu, 0.5):.3f} | "
            f"{quantile(wall, 0.95):.3f} / {quantile(cpu, 0.95):.3f} | {max(wall, default=0):.3f} / "
            f"{max(cpu, default=0):.3f} |")


def report_strength(title: str, results: list[GameResult], baseline: list[GameResult] | None) -> str:
    n = len(results)
    share = share_of(results, lambda r: r.hero)
    lo, hi = wilson(share, n)
    line = (f"| {title} | {n} | {share:.1f} | {share / n:.1%} | {lo:.1%}–{hi:.1%} | "
            f"{share / n * len(results[0].fighters):.2f}× |")
    if baseline:
        base = {r.deal: r for r in baseline}
        pairs = [(1.0 / len(r.winners) if r.hero in r.winners else 0.0,
                  1.0 / len(base[r.deal].winners) if r.hero in base[r.deal].winners else 0.0)
                 for r in results if r.deal in base]
        diffs = [a - b for a, b in pairs]
        m = sum(diffs) / len(diffs)
        sd = math.sqrt(sum((d - m) ** 2 for d in diffs) / max(1, len(diffs) - 1))
        b_share = sum(b for _, b in pairs) / len(pairs)
        line += f" {b_share:.1%} | {m * 100:+.1f} ± {1.96 * sd / math.sqrt(len(diffs)) * 100:.1f} |"
    else:
        line += " — | — |"
    triggers = sum(1 for r in results if r.trigger == r.hero)
    won_trig = sum(1 for r in results if r.trigger == r.hero and r.hero in r.winners)
    return line + f" {triggers / n:.1%} ({won_trig}/{triggers} won) |"


STRENGTH_HEADER = ("| match | games | hero wins | share | Wilson 95 % | vs fair share | "
                   "paired baseline (field level in the hero's seat) | paired difference, points ± 95 % | "
                   "hero triggers (of them won) |\n|---|---|---|---|---|---|---|---|---|")
TIME_HEADER = ("| decisions | p50 wall / CPU s | p95 wall / CPU s | max wall / CPU s |\n|---|---|---|---|")


def report_balance(results: list[GameResult]) -> str:
    wins = [0.0] * len(FIGHTERS)
    played = [0] * len(FIGHTERS)
    for r in results:
        for seat, f in enumerate(r.fighters):
            played[f] += 1
            if seat in r.winners:
                wins[f] += 1.0 / len(r.winners)
    lines = ["| fighter | games | wins | win rate | Wilson 95 % |", "|---|---|---|---|---|"]
    for f, fd in enumerate(FIGHTERS):
        lo, hi = wilson(wins[f], played[f])
        rate = wins[f] / played[f] if played[f] else 0.0
        lines.append(f"| {fd.name} ({fd.animal}) | {played[f]} | {wins[f]:.1f} | {rate:.1%} | {lo:.1%}–{hi:.1%} |")
    rounds = [r.rounds for r in results]
    trig = sum(1 for r in results if r.trigger >= 0)
    lines.append(f"\n{len(results)} games, {sum(rounds) / len(rounds):.2f} rounds on average, "
                 f"{trig / len(results):.1%} ended by a trigger.")
    return "\n".join(lines)


def report(kind: str, data: dict) -> str:
    """Markdown for one saved part (``data`` as :func:`main` saves it)."""
    res = [GameResult(**r) for r in data["results"]]
    base = [GameResult(**r) for r in data.get("baseline", [])] or None
    if kind in ("normal", "mcts"):
        title = data.get("title", f"{kind} (cut short)")
        out = [STRENGTH_HEADER, report_strength(title, res, base), "",
               "Hero's decisions (every real decision, payments and quick ones included):", "", TIME_HEADER,
               times_line(res, lambda r: [r.hero]), "",
               "Field's decisions:", "", TIME_HEADER,
               times_line(res, lambda r: [s for s in range(len(r.fighters)) if s != r.hero])]
        return "\n".join(out)
    if kind == "time":
        totals_w = [sum(sum(ts) for ts in r.wall) for r in res]
        totals_c = [sum(sum(ts) for ts in r.cpu) for r in res]
        per_seat = [sum(ts) for r in res for ts in r.wall]
        return "\n".join([
            f"Four Hard seats, think time {data['think']} s, {len(res)} games:", "", TIME_HEADER,
            times_line(res, lambda r: list(range(PLAYERS))), "",
            f"Thinking per whole game (all four seats): wall mean {sum(totals_w) / len(res):.1f} s, max "
            f"{max(totals_w):.1f} s; CPU mean {sum(totals_c) / len(res):.1f} s, max {max(totals_c):.1f} s; "
            f"per seat wall max {max(per_seat):.1f} s; {sum(r.rounds for r in res) / len(res):.1f} rounds, "
            f"{sum(r.steps for r in res) / len(res):.0f} steps per game."])
    return report_balance(res)


def main(argv: list[str] | None = None) -> int:
    """Run the chosen part, print Markdown, optionally save JSON; ``--combine`` pools saved runs. Returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--first", type=int, default=0, help="first deal (seed)")
    parser.add_argument("--part", default="normal", choices=["normal", "mcts", "time", "balance"])
    parser.add_argument("--think", type=float, default=None,
                        help="seconds per decision: CPU time for both sides in 'mcts' (default 0.05), "
                             "Hard's table think time in 'time' (default 0.9)")
    parser.add_argument("--players", type=int, default=PLAYERS, help="normal/mcts: seats at the table")
    parser.add_argument("--hard-uncapped", action="store_true",
                        help="mcts: Hard plays its whole reproducible budget (no --think cap); the plain seats keep it")
    parser.add_argument("--field", default="normal", choices=["normal", "hard"], help="balance: the seats' level")
    parser.add_argument("--no-baseline", action="store_true", help="normal: skip the paired Normal baseline")
    parser.add_argument("--variant", default="search", choices=sorted([*VARIANTS, *SEARCH_VARIANTS]),
                        help="Hard's variant")
    parser.add_argument("--paired", type=Path, nargs=2, metavar=("A", "B"),
                        help="paired comparison of two saved normal runs over their common deals")
    parser.add_argument("--json", type=Path, help="save the raw results here")
    parser.add_argument("--combine", type=Path, nargs="+", help="pool saved runs of one part and report")
    parser.add_argument("--from-log", type=Path, nargs="+",
                        help="normal/mcts: win shares from the stderr logs of runs (a deal logged twice counts once)")
    parser.add_argument("--baseline-log", type=Path, nargs="*", default=[],
                        help="with --from-log: logs of the paired baseline")
    args = parser.parse_args(argv)
    if args.paired:
        print(paired_report(*args.paired))
        return 0
    if args.from_log:
        def pooled(paths: list[Path], tag: str) -> list[GameResult]:
            games = {r.deal: r for p in paths for line in p.read_text().splitlines() if tag in line
                     for r in results_from_log(line)}
            return [games[d] for d in sorted(games)]
        res = pooled(args.from_log, "hard-vs-")
        base = pooled(args.baseline_log, "normal-baseline") if args.baseline_log else None
        print(STRENGTH_HEADER)
        print(report_strength(f"{args.part} (from logs)", res, base))
        return 0
    if args.combine:
        parts = [json.loads(p.read_text()) for p in args.combine]
        data = dict(parts[0])
        data["results"] = [r for p in parts for r in p["results"]]
        data["baseline"] = [r for p in parts for r in p.get("baseline", [])]
        print(report(data["part"], data))
        return 0
    spec = fighters_spec()
    data: dict = {"part": args.part, "first": args.first, "games": args.games, "pid": os.getpid(),
                  "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load": os.getloadavg()[0]}
    started = time.process_time()

    def save(res: list[GameResult], key: str = "results") -> None:
        if args.json:
            data[key] = [asdict(r) for r in res]
            data["cpu_seconds"] = time.process_time() - started
            args.json.write_text(json.dumps(data))

    if args.part == "normal":
        res = run_match(spec, hard(variant=args.variant), normal(), args.first, args.games, "hard-vs-normal", save,
                        args.players)
        data["title"] = f"Hard ({args.variant}) vs {args.players - 1} Normal, {args.players} players"
        data["variant"] = args.variant
        if not args.no_baseline:
            base = run_match(spec, normal(), normal(), args.first, args.games, "normal-baseline",
                             lambda b: save(b, "baseline"), args.players)
            data["baseline"] = [asdict(r) for r in base]
    elif args.part == "mcts":
        think = args.think or 0.05
        use_cpu_clock_for_ismcts()
        champion = hard(variant=args.variant) if args.hard_uncapped else hard(think, cpu_clock=True,
                                                                               variant=args.variant)
        res = run_match(spec, champion, plain_mcts(think), args.first, args.games, "hard-vs-mcts", save, args.players)
        data["title"] = (f"Hard ({args.variant}{', its own budget' if args.hard_uncapped else ''}) vs "
                         f"{args.players - 1} plain IS-MCTS, {args.players} players, {think} s CPU per decision"
                         f"{'' if args.hard_uncapped else ' each'}")
        data["think"] = think
    elif args.part == "time":
        think = args.think or 0.9
        table_hard: AgentMaker = lambda spec, seed: agent_factory("hard", seed, think)  # noqa: E731
        res = [play(spec, [table_hard] * PLAYERS, deal) for deal in range(args.first, args.first + args.games)]
        data["think"] = think
    else:
        maker = normal() if args.field == "normal" else hard()
        res = []
        for deal in range(args.first, args.first + args.games):
            res.append(play(spec, [maker] * PLAYERS, 100_000 + deal))
            save(res)
            if len(res) % 50 == 0:
                print(f"  balance: {len(res)} games", file=sys.stderr, flush=True)
    data["results"] = [asdict(r) for r in res]
    data["cpu_seconds"] = time.process_time() - started
    data["load_end"] = os.getloadavg()[0]
    if args.json:
        args.json.write_text(json.dumps(data))
    print(report(args.part, data))
    print(f"\n(process CPU {data['cpu_seconds']:.0f} s; load average {data['load']:.1f} at the start, "
          f"{data['load_end']:.1f} at the end; {data['date']})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
