"""Benchmark: paired strength of Hard search variants against Normal seats (Apocalypse, Zoo Vadis, ZOP ZOO).

Run on demand (not a test), under ``nice``::

    nice -n 19 .venv/bin/python benchmarks/bench_hard.py --game apocalypse --players 4 \\
        --variant shipped --games 100 --first 0 --json a.json
    .venv/bin/python benchmarks/bench_hard.py --compare before.json after.json

Deal ``g`` is seed ``g``; the hero (the variant) sits in seat ``g mod players`` and every other seat
is Normal (``--field``) seeded from the deal, so two variants run over the same deals meet the same
field with the same seeds: a *paired* comparison.  A shared win counts ``1/k``.  ``--compare`` prints
each run's win share with its Wilson 95 % interval and, for two runs, the deals won by only one of
them (a sign test) and the paired difference.

The hero's budget is fixed work (``max_work``, deterministic), never wall time, so machine load
does not change a result; its CPU seconds per searched decision are reported (p50 / p95 / max).
A variant is ``name[:field=value,...]``: ``shipped`` (the game's Hard), ``normal`` or ``plain``, with
:class:`~zooarcade.ai.ismcts.SearchConfig` fields changed (for Zoo Vadis, those of its turn-level search).
"""

from __future__ import annotations

import argparse
import json
import math
import re
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from zooarcade.ai import make_agent  # noqa: E402
from zooarcade.ai.base import Agent  # noqa: E402
from zooarcade.ai.ismcts import ISMCTSAgent, SearchConfig  # noqa: E402
from zooarcade.core.protocol import GameSpec  # noqa: E402
from zooarcade.games.registry import get_spec  # noqa: E402

Builder = Callable[[GameSpec, int], Agent]


def _hard(**changes: object) -> Builder:
    """A builder of the shipped Hard agent of the game with ``changes`` applied to its search config."""

    def build(spec: GameSpec, seed: int) -> Agent:
        agent = make_agent("hard", spec, seed)
        if changes:
            _search_of(agent).config = replace(_search_of(agent).config, **changes)  # type: ignore[arg-type]
        return agent

    return build


def _search_of(agent: Agent) -> ISMCTSAgent:
    """The IS-MCTS inside ``agent``: itself, or a game agent's ``chooser`` (Zoo Vadis's turn-level search)."""
    search = getattr(agent, "chooser", agent)
    assert isinstance(search, ISMCTSAgent), f"{agent!r} has no IS-MCTS to change"
    return search


def _plain(spec: GameSpec, seed: int) -> Agent:
    """Plain IS-MCTS: random rollout plies, no prior, no ordering, the shipped work budget."""
    hard = make_agent("hard", spec, seed)
    assert isinstance(hard, ISMCTSAgent)
    config = replace(SearchConfig(), iterations=hard.config.iterations, max_work=hard.config.max_work,
                     rollout_candidates=1, prior_visits=0.0, order_after=10**9)
    return ISMCTSAgent(spec, seed, config)


#: Hero variants by name; ``key=value`` pairs after a name (``shipped:exploration=0.3``) override
#: fields of the shipped Hard's :class:`SearchConfig`.
VARIANTS: dict[str, Builder] = {
    "shipped": _hard(),
    "normal": lambda spec, seed: make_agent("normal", spec, seed),
    "plain": _plain,
}


def parse_variant(text: str) -> Builder:
    """Return the builder for ``name[:field=value,...]``.

    Raises:
        SystemExit: unknown name or field.
    """
    name, _, rest = text.partition(":")
    if name not in VARIANTS:
        raise SystemExit(f"unknown variant {name!r}; known: {', '.join(VARIANTS)}")
    if not rest:
        return VARIANTS[name]
    changes: dict[str, object] = {}
    for item in rest.split(","):
        key, _, value = item.partition("=")
        if key not in SearchConfig.__dataclass_fields__:
            raise SystemExit(f"no SearchConfig field {key!r}")
        changes[key] = None if value == "None" else (float(value) if "." in value or "e" in value else int(value))
    base = VARIANTS[name]

    def build(spec: GameSpec, seed: int) -> Agent:
        agent = base(spec, seed)
        search = _search_of(agent)
        search.config = replace(search.config, **changes)  # type: ignore[arg-type]
        return agent

    return build


def play(spec: GameSpec, agents: list[Agent], seed: int, players: int, hero: int,
         cpu: list[float]) -> tuple[list[int], list[int]]:
    """Play deal ``seed``; return (winners, scores).  The hero's CPU seconds per searched decision go to ``cpu``."""
    state = spec.new_state(players, spec.resolve_options(players), seed)
    while not state.is_terminal():
        decision = state.decision()
        assert decision is not None
        seat = decision.seat
        legal = state.legal_actions()
        if decision.forced:
            state.apply(legal[0])
            continue
        view = state.view(seat)
        allowed = spec.legal_for_ai(view, legal)
        start = time.process_time()
        action = agents[seat].choose(view, allowed, decision)
        if seat == hero and len(allowed) > 1:
            cpu.append(time.process_time() - start)
        state.apply(action)
    return state.winners(), state.scores()


def run(game: str, players: int, variant: str, field: str, games: int, first: int) -> dict[str, object]:
    """Play deals ``first .. first + games - 1``; return the raw figures."""
    spec = get_spec(game)
    hero_build = parse_variant(variant)
    out: list[dict[str, object]] = []
    cpu: list[float] = []
    started = time.process_time()
    for g in range(first, first + games):
        hero = g % players
        agents = [hero_build(spec, 7000 + g) if s == hero else make_agent(field, spec, 100 * g + s)
                  for s in range(players)]
        mine: list[float] = []
        winners, scores = play(spec, agents, g, players, hero, mine)
        cpu += mine
        share = 1.0 / len(winners) if hero in winners else 0.0
        out.append({"game": g, "hero": hero, "winners": winners, "scores": scores, "share": share})
        print(f"{variant} game {g}: hero seat {hero} share {share:.2f} scores {scores} cpu "
              + ",".join(f"{c:.3f}" for c in mine), file=sys.stderr, flush=True)
    return {"game": game, "players": players, "variant": variant, "field": field, "games": out,
            "cpu": cpu, "cpu_seconds": time.process_time() - started}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Return the Wilson score interval (low, high) for ``wins`` successes in ``n`` trials."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def summary(runs: list[dict[str, object]]) -> dict[int, float]:
    """Print one variant's pooled runs; return ``{deal: share}``."""
    shares = {int(g["game"]): float(g["share"]) for r in runs for g in r["games"]}  # type: ignore[attr-defined]
    cpu = sorted(c for r in runs for c in r["cpu"])  # type: ignore[attr-defined]
    n = len(shares)
    wins = sum(shares.values())
    low, high = wilson(wins, n)
    r0 = runs[0]
    line = (f"{r0['variant']} vs {r0['field']} seats ({r0['game']}, {r0['players']}p): "
            f"{wins:.1f}/{n} = {wins / n:.1%} [{low:.1%}-{high:.1%}]")
    if cpu:
        p95 = cpu[min(len(cpu) - 1, int(0.95 * len(cpu)))]
        line += f"; CPU s/decision p50 {statistics.median(cpu):.3f} p95 {p95:.3f} max {cpu[-1]:.3f} ({len(cpu)})"
    print(line)
    return shares


def compare(groups: list[list[dict[str, object]]]) -> None:
    """Print each group's summary and, for two groups, the paired figures over their common deals."""
    tables = [summary(g) for g in groups]
    if len(tables) != 2:
        return
    a, b = tables
    common = sorted(set(a) & set(b))
    only_a = sum(1 for d in common if a[d] > b[d])
    only_b = sum(1 for d in common if b[d] > a[d])
    diffs = [b[d] - a[d] for d in common]
    mean = statistics.mean(diffs) if diffs else 0.0
    sd = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(diffs)) if diffs else 0.0
    n = only_a + only_b
    # two-sided sign test
    k = min(only_a, only_b)
    p = min(1.0, 2 * sum(math.comb(n, i) for i in range(k + 1)) / 2**n) if n else 1.0
    print(f"paired over {len(common)} deals: first better in {only_a}, second better in {only_b} "
          f"(sign test p = {p:.3f}); difference second - first {mean:+.1%} ± {half:.1%}")


def load(path: Path) -> dict[str, object]:
    """Read a run: its ``--json`` file, or the progress lines (stderr) of a run still going or stopped early."""
    if path.suffix == ".json":
        data: dict[str, object] = json.loads(path.read_text())
        return data
    games: list[dict[str, object]] = []
    variant = "?"
    for line in path.read_text().splitlines():
        match = _LINE.match(line)
        if match:
            variant = match["variant"]
            games.append({"game": int(match["game"]), "hero": int(match["hero"]), "share": float(match["share"])})
    return {"game": "?", "players": "?", "variant": variant, "field": "normal", "games": games, "cpu": []}


_LINE = re.compile(r"(?P<variant>\S+) game (?P<game>\d+): hero seat (?P<hero>\d+) share (?P<share>[0-9.]+)")


def main(argv: list[str] | None = None) -> int:
    """Parse the command line; run or compare; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="apocalypse")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", default="shipped")
    parser.add_argument("--field", default="normal", help="level of the other seats")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--compare", nargs="+", default=None,
                        help="saved runs; join the runs of one variant with '+' (a.json+b.json)")
    args = parser.parse_args(argv)
    if args.compare:
        compare([[load(Path(p)) for p in group.split("+")] for group in args.compare])
        return 0
    result = run(args.game, args.players, args.variant, args.field, args.games, args.first)
    summary([result])
    if args.json is not None:
        args.json.write_text(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
