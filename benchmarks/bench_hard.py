"""Benchmark: paired strength of Hard variants against Normal seats, for every game's Hard.

Run on demand (not a test), under ``nice``::

    nice -n 19 .venv/bin/python benchmarks/bench_hard.py --game apocalypse --players 4 \\
        --variant shipped --games 100 --first 0 --json a.json
    .venv/bin/python benchmarks/bench_hard.py --compare before.json after.json
    .venv/bin/python benchmarks/bench_hard.py --game zop_zoo --describe     # what a variant may change

Deal ``g`` is seed ``g``; the hero (the variant) sits in seat ``g mod players`` and every other seat
is Normal (``--field``) seeded from the deal, so two variants run over the same deals meet the same
field with the same seeds: a *paired* comparison.  A shared win counts ``1/k``.  ``--compare`` prints
each run's win share with its Wilson 95 % interval and, for two runs, the deals won by only one of
them (a sign test) and the paired difference.

The hero's budget is each game's reproducible Hard budget (``make_agent("hard", spec, seed)`` with no
think time: a work budget or a sample count, never wall time), so machine load does not change a
result; its CPU seconds per searched decision are reported (p50 / p95 / max).

A variant is ``name[:field=value,...]``: ``shipped`` (the game's Hard), ``normal`` or ``plain``.  The
fields are those of the Hard's search (:func:`tunables`), whatever kind it is:

* an IS-MCTS Hard (Apocalypse; Zoo Vadis's turn-level search, the agent's ``chooser``): the fields of
  its :class:`~zooarcade.ai.ismcts.SearchConfig`;
* any other Hard (ZOP ZOO's round play-out agent, Zoo Fighters II's ``FightersAgent``): the agent's
  own numeric settings (``samples``, ``think_time``, ``max_work`` ...).

A field the game's Hard does not have is refused with the list of those it has.  ``plain`` (plain
IS-MCTS with random rollouts, no prior, no ordering) takes the Hard's own work budget when the Hard is
an IS-MCTS on the game itself (Apocalypse); for a Hard of another kind (ZOP ZOO, Zoo Fighters II) or a
search over another game (Zoo Vadis's turn-level game) that budget is in other units, so ``plain`` gets
the generic Hard budget (:data:`~zooarcade.ai.HARD_ITERATIONS`, :data:`~zooarcade.ai.HARD_WORK`) and
the run says so (its ``note``).
"""

from __future__ import annotations

import argparse
import inspect
import json
import math
import re
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from zooarcade.ai import HARD_ITERATIONS, HARD_WORK, make_agent  # noqa: E402
from zooarcade.ai.base import Agent  # noqa: E402
from zooarcade.ai.ismcts import ISMCTSAgent, SearchConfig  # noqa: E402
from zooarcade.core.protocol import GameSpec  # noqa: E402
from zooarcade.games.registry import get_spec  # noqa: E402
from zooarcade.report import wilson  # noqa: E402

Builder = Callable[[GameSpec, int], Agent]


def _search_of(agent: Agent) -> ISMCTSAgent | None:
    """The IS-MCTS inside ``agent``: itself, or a game agent's ``chooser`` (Zoo Vadis's turn-level search);
    ``None`` when the agent searches some other way (ZOP ZOO, Zoo Fighters II)."""
    search = getattr(agent, "chooser", agent)
    return search if isinstance(search, ISMCTSAgent) else None


def tunables(agent: Agent) -> dict[str, Any]:
    """What a variant may change on ``agent`` (a built Hard): field name -> current value.

    An IS-MCTS Hard (or one with an IS-MCTS ``chooser``): every :class:`SearchConfig` field.  Any other
    agent: its constructor's settings (bar ``spec`` and ``seed``) that it keeps as attributes of the same
    name holding a number, a bool or ``None`` (``samples``, ``think_time``, ``max_work`` ...).
    """
    search = _search_of(agent)
    if search is not None:
        return {k: getattr(search.config, k) for k in SearchConfig.__dataclass_fields__}
    settings = set(inspect.signature(type(agent).__init__).parameters) - {"self", "spec", "seed"}
    return {k: v for k, v in vars(agent).items()
            if k in settings and (v is None or isinstance(v, (bool, int, float)))}


def _value(text: str, current: Any) -> Any:
    """``text`` as a value for a field now holding ``current``: ``None``, a bool, an int or a float.

    Raises:
        SystemExit: not a value of that kind.
    """
    if text == "None":
        return None
    if isinstance(current, bool):
        if text not in ("True", "False"):
            raise SystemExit(f"{text!r} is not True or False")
        return text == "True"
    try:
        number: float = int(text)
    except ValueError:
        try:
            number = float(text)
        except ValueError:
            raise SystemExit(f"{text!r} is not a number") from None
    return float(number) if isinstance(current, float) else number


def apply_changes(agent: Agent, changes: dict[str, str]) -> Agent:
    """Set ``changes`` (field -> text) on ``agent``'s search (see :func:`tunables`); returns ``agent``.

    Raises:
        SystemExit: a field this Hard does not have (the message lists those it has), or a bad value.
    """
    if not changes:
        return agent
    have = tunables(agent)
    for key in changes:
        if key not in have:
            kind = "SearchConfig field" if _search_of(agent) is not None else f"setting of {type(agent).__name__}"
            raise SystemExit(f"{agent.spec.id}: no {kind} {key!r}; this Hard has {', '.join(sorted(have))}")
    values = {k: _value(v, have[k]) for k, v in changes.items()}
    search = _search_of(agent)
    if search is not None:
        search.config = replace(search.config, **values)
    else:
        for k, v in values.items():
            setattr(agent, k, v)
    return agent


def plain_config(spec: GameSpec, seed: int) -> tuple[SearchConfig, str]:
    """The reference's config for ``spec`` and a note on its budget (``""`` when it is the Hard's own).

    Plain IS-MCTS: one random rollout ply, no prior, no ordering.  Budget: the Hard's ``iterations`` and
    ``max_work`` when the Hard is an IS-MCTS on ``spec`` itself, else the generic Hard budget.
    """
    hard = make_agent("hard", spec, seed)
    if isinstance(hard, ISMCTSAgent) and hard.spec.id == spec.id:
        iterations, work, note = hard.config.iterations, hard.config.max_work, ""
    else:
        iterations, work = HARD_ITERATIONS, HARD_WORK
        note = (f"{spec.id}'s Hard is {type(hard).__name__}, not an IS-MCTS on the game: plain IS-MCTS gets the "
                f"generic Hard budget ({HARD_ITERATIONS} iterations, {HARD_WORK} work units), not the Hard's own")
    config = replace(SearchConfig(), iterations=iterations, max_work=work, rollout_candidates=1, prior_visits=0.0,
                     order_after=10**9)
    return config, note


def _plain(spec: GameSpec, seed: int) -> Agent:
    """Plain IS-MCTS at :func:`plain_config`."""
    return ISMCTSAgent(spec, seed, plain_config(spec, seed)[0])


#: Hero variants by name; ``key=value`` pairs after a name (``shipped:exploration=0.3``,
#: ``shipped:samples=20`` for ZOP ZOO) override fields of that agent's search (:func:`tunables`).
VARIANTS: dict[str, Builder] = {
    "shipped": lambda spec, seed: make_agent("hard", spec, seed),
    "normal": lambda spec, seed: make_agent("normal", spec, seed),
    "plain": _plain,
}


def parse_variant(text: str) -> Builder:
    """Return the builder for ``name[:field=value,...]`` (fields checked against each built agent).

    Raises:
        SystemExit: unknown name or a malformed ``field=value``; the builder raises it for a field the
            game's agent does not have (:func:`apply_changes`).
    """
    name, _, rest = text.partition(":")
    if name not in VARIANTS:
        raise SystemExit(f"unknown variant {name!r}; known: {', '.join(VARIANTS)}")
    base = VARIANTS[name]
    if not rest:
        return base
    changes: dict[str, str] = {}
    for item in rest.split(","):
        key, eq, value = item.partition("=")
        if not key or not eq:
            raise SystemExit(f"{item!r} is not field=value")
        changes[key] = value

    def build(spec: GameSpec, seed: int) -> Agent:
        return apply_changes(base(spec, seed), changes)

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
    """Play deals ``first .. first + games - 1``; return the raw figures (``note``: what does not apply as
    asked, e.g. the budget of ``plain`` for a Hard that is not an IS-MCTS on the game; ``code``: the commit).

    Raises:
        SystemExit: an unknown game, a player count the game does not allow, an unknown field level, or a
            variant that does not apply to the game's Hard (see :func:`parse_variant`).
    """
    from benchmarks.common import code_version

    try:
        spec = get_spec(game)
    except (KeyError, ValueError) as exc:
        raise SystemExit(f"unknown game {game!r}") from exc
    if not spec.min_players <= players <= spec.max_players:
        raise SystemExit(f"{game} is for {spec.min_players}-{spec.max_players} players, not {players}")
    if field not in ("easy", "normal", "hard"):
        raise SystemExit(f"--field is a level (easy, normal, hard), not {field!r}")
    hero_build = parse_variant(variant)
    hero_build(spec, 7000 + first)  # a variant that does not apply to this game's Hard stops here, before play
    note = plain_config(spec, 0)[1] if variant.partition(":")[0] == "plain" else ""
    if note:
        print(f"note: {note}", file=sys.stderr, flush=True)
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
            "cpu": cpu, "cpu_seconds": time.process_time() - started, "note": note, "code": code_version()}


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
    parser.add_argument("--describe", action="store_true",
                        help="print what a variant may change on the game's Hard (its fields and values)")
    parser.add_argument("--compare", nargs="+", default=None,
                        help="saved runs; join the runs of one variant with '+' (a.json+b.json)")
    args = parser.parse_args(argv)
    if args.compare:
        compare([[load(Path(p)) for p in group.split("+")] for group in args.compare])
        return 0
    if args.describe:
        hard = make_agent("hard", get_spec(args.game), 0)
        kind = "IS-MCTS SearchConfig" if _search_of(hard) is not None else type(hard).__name__
        print(f"{args.game}: Hard is {type(hard).__name__}; variant fields ({kind}):")
        for k, v in tunables(hard).items():
            print(f"  {k} = {v!r}")
        print(f"plain: {plain_config(get_spec(args.game), 0)[1] or 'at the Hard own work budget'}")
        return 0
    result = run(args.game, args.players, args.variant, args.field, args.games, args.first)
    summary([result])
    if args.json is not None:
        args.json.write_text(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
