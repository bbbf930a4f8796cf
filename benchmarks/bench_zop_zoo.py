"""Benchmark: ZOP ZOO AI strength, decision time and game length (run on demand, not a test).

    nice -n 19 .venv/bin/python benchmarks/bench_zop_zoo.py [--games 300] [--think 0.9] [--previous]
        [--plain-games 60] [--plain-think 0.25] [--two-games 100] [--oracle-games 100] [--oracle-samples 30]
        [--oracle-only wild|target]
        [--kinds 40] [--easy-games 0] [--round-games 0] [--regret 0] [--seed 1]

Every search budget is CPU seconds of the thinking thread (:func:`benchmarks.common.cpu_clock`): the load of
other jobs slows a run down but does not weaken a side.  Reports:

1. Hard against three Normal seats in 4-player games (Hard's seat rotates with the deal) at ``--think``
   seconds per decision (0.9 s: the shipped Settings default): Hard's win share with a Wilson 95 % interval
   (a shared win counts 1/k), against the fair share 25 %, and the paired difference against a Normal seat
   in the same seat on the same deals (which removes most of the luck of the draw).  ``--previous`` replays
   the same deals with the previous Hard (generic IS-MCTS, ``ISMCTS_SETTINGS``) in that seat as well.
1b. Normal against three Easy seats (``--easy-games``): how much skill the game rewards at all.
1c. Hard against Normal in 2-player games (``--two-games``), paired the same way.
2. Hard against three plain IS-MCTS seats (uniformly random rollouts to the end of the game, win/loss
   rewards, no heuristic) in 4-player games, every seat given ``--plain-think`` seconds per decision.
3. The oracle (``--oracle-games``): Hard's search on the *true* state (the draw order and the RNG of later
   shuffles: it knows every card to come) with ``--oracle-samples`` samples, against three Normal seats,
   paired as in 1 — an upper bound on what any search over these decisions can reach.  ``--oracle-only wild``
   (or ``target``) peeks only where a wild goes (or only at Specialty targets): which kind holds the gain.
4. What each kind of decision is worth (``--kinds N``: N deals of 4-player games, a Hard seat and three
   Normal seats): at each real decision of the Hard seat, and at each dig the AI rule makes for it, every
   option is played out to the round's end on 2 x 40 shared determinizations; the best option is chosen on
   one half and scored on the other (no winner's curse), and compared with Normal's pick (for a dig:
   with not digging), in match-win chance.
5. Decision time (seconds) per level, p50 / p95 / max, over every real decision (more than one legal action
   after the AI rule), in wall-clock and CPU time.
6. Rounds per game: of the games of 1 (Hard and Normal seats), and for 2-6 Normal seats (``--round-games``),
   against the spec's 5-9.
7. ``--regret N``: the earlier study (options played out to the end of the game by Normal seats).

Every agent sees only its seat's view (the oracle excepted, by design); forced steps are applied directly.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import cpu_clock  # noqa: E402
from benchmarks.ladder import PlainISMCTS  # noqa: E402
from zooarcade.ai import Agent, GreedyAgent, ISMCTSAgent, SearchConfig, make_agent  # noqa: E402
from zooarcade.core.protocol import Action, GameSpec, GameState  # noqa: E402
from zooarcade.core.rng import Rng  # noqa: E402
from zooarcade.games.zop_zoo import spec as zop_spec  # noqa: E402
from zooarcade.games.zop_zoo.ai import ISMCTS_SETTINGS  # noqa: E402
from zooarcade.games.zop_zoo.ai_search import RoundPlayoutAgent, match_win_chance  # noqa: E402
from zooarcade.games.zop_zoo.rules import Dig, Phase  # noqa: E402

AgentMaker = Callable[[int, int], Agent]  # (seed, seat) -> agent


class OracleHard(RoundPlayoutAgent):
    """Benchmarks only: Hard's search played out on the *true* state instead of determinizations.

    It knows the draw order and the RNG of any reshuffle in the round, so its play-outs show exactly
    what each option leads to (the rivals' choices modelled as Normal's): an upper bound on what a
    search over ZOP ZOO's decisions can gain.  :func:`play_on` hands it the true state (``truth``).
    """

    name = "Oracle"

    def __init__(self, spec: GameSpec, seed: int, samples: int, only: str | None = None) -> None:
        super().__init__(spec, seed, samples=samples)
        self.truth: GameState | None = None
        #: ``"wild"`` or ``"target"``: peek only at that kind of decision (determinizations for the others).
        self.only = only

    def _world(self, view: GameState, seat: int) -> GameState:
        assert self.truth is not None, "the oracle needs the true state"
        wild = view.phase == Phase.WILD  # type: ignore[attr-defined]
        if self.only is not None and (self.only == "wild") != wild:
            return super()._world(view, seat)
        return self.truth.clone()


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (``successes`` may be fractional for shared wins)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(spec: GameSpec, seats: list[Agent], seed: int, times: dict[str, list[float]]) -> GameState:
    """Play one game of ``len(seats)`` seats from deal ``seed``; add each real decision's seconds to ``times``.

    ``times[name]`` collects wall-clock seconds, ``times[name + " (CPU)"]`` CPU seconds.
    """
    n = len(seats)
    return play_on(spec, spec.new_state(n, spec.resolve_options(n), seed), seats, times)


def play_on(spec: GameSpec, state: GameState, seats: list[Agent], times: dict[str, list[float]]) -> GameState:
    """Play ``state`` to its end with ``seats`` (forced steps applied directly); time real decisions as :func:`play`.

    ``times`` collects wall-clock seconds per agent name and CPU seconds of this thread under ``name + " (CPU)"``.
    """
    while not state.is_terminal():
        seat = state.current_player
        if state.forced_step():
            state.apply(state.legal_actions()[0])
            continue
        view = state.view(seat)
        legal = spec.legal_for_ai(view, state.legal_actions())
        agent = seats[seat]
        if isinstance(agent, OracleHard):
            agent.truth = state
        started, cpu = time.perf_counter(), time.thread_time()
        action = agent.choose(view, legal)
        if len(legal) > 1:
            times.setdefault(agent.name, []).append(time.perf_counter() - started)
            times.setdefault(agent.name + " (CPU)", []).append(time.thread_time() - cpu)
        state.apply(action)
    return state


def share(state: GameState, seat: int) -> float:
    """The seat's share of the win (1, 1/k on a k-way tie, 0)."""
    w = state.winners()
    return 1.0 / len(w) if seat in w else 0.0


def pct(x: float) -> str:
    """``0.253`` → ``"25.3 %"``."""
    return f"{100 * x:.1f} %"


def quantiles(values: list[float]) -> str:
    """p50, p95 and max of ``values`` (seconds) as one line."""
    v = sorted(values)
    if not v:
        return "-"
    return (f"p50 {v[len(v) // 2]:.3f} s, p95 {v[min(len(v) - 1, int(0.95 * len(v)))]:.3f} s, "
            f"max {v[-1]:.3f} s (n={len(v)})")


def versus(spec: GameSpec, n: int, hero: AgentMaker, field_level: str, games: int, seed: int,
           times: dict[str, list[float]], others: dict[str, AgentMaker] | None = None) -> dict[str, Any]:
    """One ``hero`` seat (in seat ``deal % n``) with ``field_level`` seats on ``games`` deals from ``seed``.

    Every deal is replayed with a ``field_level`` seat in the hero's place (the paired baseline) and with
    each agent of ``others`` there.  Returns ``{"shares": {name: [hero seat's share per deal]}, "rounds":
    [rounds of the hero's games]}`` with the names ``"hero"``, ``"field"`` and those of ``others``.
    """
    def field(deal: int) -> list[Agent]:
        return [make_agent(field_level, spec, 10 * deal + i) for i in range(n)]

    makers: dict[str, AgentMaker | None] = {"hero": hero, "field": None, **(others or {})}
    shares: dict[str, list[float]] = {name: [] for name in makers}
    rounds: list[int] = []
    for g in range(games):
        deal = seed + g
        seat = deal % n
        for name, maker in makers.items():
            seats = field(deal)
            if maker is not None:
                seats[seat] = maker(10 * deal + seat, seat)
            state = play(spec, seats, deal, times if maker is not None else {})
            shares[name].append(share(state, seat))
            if name == "hero":
                rounds.append(len(state.round_results()))
    return {"shares": shares, "rounds": rounds}


def paired_lines(title: str, result: dict[str, Any], n: int, field_name: str) -> list[str]:
    """Report :func:`versus`: each agent's win share (Wilson 95 %) and its paired difference with the field."""
    shares = result["shares"]
    games = len(shares["hero"])
    fair = 1 / n
    base = shares["field"]
    out = [title]
    for name, values in shares.items():
        wins = sum(values)
        lo, hi = wilson(wins, games)
        line = (f"  {name}: win share {pct(wins / games)} (Wilson 95 % {pct(lo)}-{pct(hi)}), "
                f"{wins / games / fair:.2f}x the fair {pct(fair)}")
        if name != "field":
            diffs = [h - b for h, b in zip(values, base, strict=True)]
            se = statistics.stdev(diffs) / math.sqrt(games) if games > 1 else float("nan")
            line += (f"; paired against {field_name} in the same seat: {100 * statistics.mean(diffs):+.1f} points"
                     f" (± {100 * 1.96 * se:.1f}, 95 %); better on {sum(d > 0 for d in diffs)} deals,"
                     f" worse on {sum(d < 0 for d in diffs)}")
        out.append(line)
    out.append("  " + round_line("rounds in the hero's games", result["rounds"]))
    return out


def round_line(label: str, counts: list[int]) -> str:
    """``label: mean, median, share in 5-9, histogram`` of rounds per game."""
    hist = Counter(counts)
    inside = sum(v for k, v in hist.items() if 5 <= k <= 9) / len(counts)
    spread = ", ".join(f"{k}: {hist[k]}" for k in sorted(hist))
    return (f"{label}: mean {statistics.mean(counts):.2f}, median {statistics.median(counts):g}, "
            f"5-9 rounds in {pct(inside)}; counts {{{spread}}}")


def hard_maker(spec: GameSpec, think: float | None) -> AgentMaker:
    """Hard as shipped: ``think`` seconds per decision (the table's Settings), or its fixed budget for ``None``."""
    return lambda seed, seat: make_agent("hard", spec, seed, think_time=think)


def previous_maker(spec: GameSpec) -> AgentMaker:
    """The previous Hard: the generic IS-MCTS with :data:`ISMCTS_SETTINGS` (its fixed work budget)."""
    def make(seed: int, seat: int) -> Agent:
        agent = ISMCTSAgent(spec, seed, SearchConfig(**ISMCTS_SETTINGS))
        agent.name = "previous Hard (IS-MCTS)"
        return agent
    return make


def oracle_maker(spec: GameSpec, samples: int, only: str | None = None) -> AgentMaker:
    """The oracle (:class:`OracleHard`) with ``samples`` samples per decision (peeking at ``only`` decisions)."""
    return lambda seed, seat: OracleHard(spec, seed, samples, only)


def hard_vs_plain(spec: GameSpec, n: int, games: int, seed: int, think: float,
                  times: dict[str, list[float]]) -> list[str]:
    """Section 2: Hard against ``n - 1`` plain IS-MCTS seats, every seat ``think`` seconds per decision."""
    hard_wins = 0.0
    for g in range(games):
        deal = seed + g
        hero = deal % n
        seats: list[Agent] = [PlainISMCTS(spec, 10 * deal + i, think) for i in range(n)]
        seats[hero] = make_agent("hard", spec, 10 * deal + hero, think_time=think)
        seats[hero].name = f"Hard ({think:g} s)"
        state = play(spec, seats, deal, times)
        hard_wins += share(state, hero)
    lo, hi = wilson(hard_wins, games)
    return [f"Hard vs {n - 1} plain IS-MCTS (random rollouts to the end), {n} players, {think:g} s of CPU each per "
            f"decision, {games} deals (seeds {seed}-{seed + games - 1}):",
            f"  Hard win share {pct(hard_wins / games)} (Wilson 95 % {pct(lo)}-{pct(hi)}); fair share {pct(1 / n)},"
            f" {hard_wins / games * n:.2f}x fair"]


def decision_label(state: GameState) -> str:
    """The kind of the decision in ``state``: "wild", "HYENA", "RACCOON", "EARTHWORM", "dig (drawn MOLE)"..."""
    from zooarcade.games.zop_zoo.data import SPECIAL_OF, Special

    phase = state.phase  # type: ignore[attr-defined]
    if phase == Phase.WILD:
        return "where a wild goes"
    if phase == Phase.MOLE:
        return "dig with a drawn MOLE (vs put it away)"
    if phase == Phase.TOP_MOLE:
        return "dig with the MOLE on top (vs draw)"
    card = state.discard[-1] if phase == Phase.TOP_SPECIAL else state.held  # type: ignore[attr-defined]
    return f"{Special(SPECIAL_OF[card]).name} target"


def option_values(agent: RoundPlayoutAgent, view: GameState, seat: int, options: list[Action],
                  samples: int) -> list[list[float]]:
    """Per sample, per option: the match-win chance after playing the option out to the round's end
    (``agent``'s play-out, every option on the same determinization and play-out seed)."""
    out = []
    for _ in range(samples):
        world = agent._world(view, seat)
        seed = agent.rng.next_u64()
        row = []
        for action in options:
            state = world.clone()
            state.apply(action)
            agent._play_round(state, Rng.from_seed(seed))
            row.append(match_win_chance(state, seat))  # type: ignore[arg-type]
        out.append(row)
    return out


def kinds_study(spec: GameSpec, deals: int, seed: int, samples: int) -> list[str]:
    """Section 4: what each kind of decision is worth, held-out best option against Normal's pick."""
    found: dict[str, list[tuple[float, float]]] = {}
    per_game: Counter[str] = Counter()
    for g in range(deals):
        deal = seed + g
        hero = deal % 4
        seats = [make_agent("normal", spec, 10 * deal + i) for i in range(4)]
        seats[hero] = make_agent("hard", spec, 10 * deal + hero)
        judge = RoundPlayoutAgent(spec, 7 * deal + 1)
        normal = GreedyAgent(spec, 13 * deal + 5)
        state = spec.new_state(4, spec.resolve_options(4), deal)
        while not state.is_terminal():
            seat = state.current_player
            if state.forced_step():
                state.apply(state.legal_actions()[0])
                continue
            view = state.view(seat)
            every = state.legal_actions()
            legal = spec.legal_for_ai(view, every)
            if seat == hero:
                kind = decision_label(state)
                per_game[kind] += 1
                if isinstance(legal[0], Dig):
                    options, pick = every, every[1]  # the AI rule digs; the alternative is not digging
                else:
                    options, pick = list(every), normal.choose(view, legal)
                    if len(options) > 8:  # a Specialty's many swaps: Normal's pick and the seven best by the heuristic
                        keep = judge._keep(view, seat, options)
                        options = keep if pick in keep else [pick, *keep[:7]]
                values = option_values(judge, view, seat, options, 2 * samples)
                halves = [[statistics.mean(v[i] for v in values[h::2]) for i in range(len(options))] for h in (0, 1)]
                means = [statistics.mean(v[i] for v in values) for i in range(len(options))]
                held = sum(halves[1 - h][max(range(len(options)), key=lambda i, h=h: halves[h][i])] for h in (0, 1)) / 2
                found.setdefault(kind, []).append((held - means[options.index(pick)], max(means) - min(means)))
            state.apply(seats[seat].choose(view, legal))
    out = [f"What each decision is worth: {deals} deals of 4-player games (Hard in seat deal % 4, three Normal),"
           f" each of its decisions played out to the round's end on 2 x {samples} shared determinizations;"
           " gain = match-win chance of the best option (chosen on one half, scored on the other) minus"
           " Normal's pick (for a dig: minus not digging)"]
    for kind, rows in sorted(found.items()):
        gains = [r[0] for r in rows]
        se = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else float("nan")
        out.append(f"  {kind}: {len(rows)} decisions ({per_game[kind] / deals:.1f} per game for the seat);"
                   f" gain {100 * statistics.mean(gains):+.2f} points (± {100 * 1.96 * se:.2f}, 95 %) each,"
                   f" {100 * statistics.mean(gains) * per_game[kind] / deals:+.2f} per game;"
                   f" best minus worst option {100 * statistics.mean(r[1] for r in rows):.2f} points")
    return out


def samples_study(spec: GameSpec, decisions: int, seed: int, budgets: tuple[int, ...], judge_samples: int) -> list[str]:
    """Section 4b: how many samples Hard needs — its choice at each budget, scored by a large judge.

    At ``decisions`` real decisions of 4-player games between Normal seats, a judge plays every option
    out to the round's end on ``judge_samples`` determinizations (independent of Hard's); each budget's
    Hard chooses with its own samples, and its loss is the judge's value of the best option minus that of
    Hard's choice (match-win chance, points).
    """
    loss: dict[int, list[float]] = {b: [] for b in budgets}
    normal_loss: list[float] = []
    found = 0
    deal = seed
    while found < decisions:
        deal += 1
        seats = [make_agent("normal", spec, 10 * deal + i) for i in range(4)]
        state = spec.new_state(4, spec.resolve_options(4), deal)
        while not state.is_terminal() and found < decisions:
            seat = state.current_player
            if state.forced_step():
                state.apply(state.legal_actions()[0])
                continue
            view = state.view(seat)
            legal = spec.legal_for_ai(view, state.legal_actions())
            pick = seats[seat].choose(view, legal)
            if len(legal) > 1:
                judge = RoundPlayoutAgent(spec, 31 * deal + found)
                options = judge._keep(view, seat, legal)
                values = option_values(judge, view, seat, options, judge_samples)
                means = [statistics.mean(v[i] for v in values) for i in range(len(options))]
                best = max(means)
                for b in budgets:
                    hard = RoundPlayoutAgent(spec, 17 * deal + found, samples=b)
                    loss[b].append(best - means[options.index(hard.choose(view, legal))])
                normal_loss.append(best - means[options.index(pick)] if pick in options else float("nan"))
                found += 1
            state.apply(pick)
    out = [f"How many samples Hard needs: {decisions} real decisions of 4-player Normal games, options judged on"
           f" {judge_samples} independent determinizations each (loss = judge's best minus the choice, match-win"
           " chance in points):"]
    kept = [x for x in normal_loss if x == x]
    out.append(f"  Normal's pick: mean loss {100 * statistics.mean(kept):.2f} points ({len(kept)} decisions)")
    for b in budgets:
        out.append(f"  Hard at {b} samples: mean loss {100 * statistics.mean(loss[b]):.2f} points")
    return out


def round_counts(spec: GameSpec, games: int, seed: int, times: dict[str, list[float]]) -> list[str]:
    """Section 6: rounds per game with Normal seats, 2-6 players (plus Easy decision times, 4 players)."""
    out = [f"Rounds per game, all seats Normal, {games} deals per seat count (default targets):"]
    for n in range(2, 7):
        counts = [len(play(spec, [GreedyAgent(spec, 10 * (seed + g) + i) for i in range(n)], seed + g,
                           times).round_results()) for g in range(games)]
        out.append("  " + round_line(f"{n} players", counts))
    for g in range(max(1, games // 4)):
        play(spec, [make_agent("easy", spec, 10 * g + i) for i in range(4)], seed + g, times)
    return out


def regret(spec: GameSpec, points: int, samples: int, seed: int) -> list[str]:
    """Section 5: the win chance of Normal's pick against the mean, the best (raw and held out) and worst option."""
    from zooarcade.core.rng import Rng

    found: dict[str, list[tuple[float, float, float, float, float]]] = {}
    deal = seed
    total = 0
    while total < points:
        deal += 1
        state = spec.new_state(4, spec.resolve_options(4), deal)
        agents = [GreedyAgent(spec, 10 * deal + i) for i in range(4)]
        while not state.is_terminal() and total < points:
            seat = state.current_player
            if state.forced_step():
                state.apply(state.legal_actions()[0])
                continue
            view = state.view(seat)
            legal = spec.legal_for_ai(view, state.legal_actions())
            pick = agents[seat].choose(view, legal)
            if len(legal) > 1:
                options = list(dict.fromkeys([pick, *legal[:7]]))
                wins = dict.fromkeys(options, 0.0)
                halves = [dict.fromkeys(options, 0.0), dict.fromkeys(options, 0.0)]
                for k in range(samples):
                    world = view.determinize(seat, Rng(7919 * k + deal))
                    for a in options:
                        after = world.clone()
                        after.apply(a)
                        end = play_out(spec, after, 1000 * k + deal)
                        wins[a] += share(end, seat)
                        halves[k % 2][a] += share(end, seat)
                # Unbiased value of "pick the best-looking option": chosen on one half of the
                # play-outs, scored on the other half (and the other way round).
                held = [halves[1 - h][max(options, key=lambda a, h=h: halves[h][a])] for h in (0, 1)]
                honest = sum(held) / samples
                kind = str(state.decision().kind) + ":" + type(pick).__name__  # type: ignore[union-attr]
                row = (wins[pick] / samples, statistics.mean(wins.values()) / samples, max(wins.values()) / samples,
                       honest, (max(wins.values()) - min(wins.values())) / samples)
                found.setdefault(kind, []).append(row)
                print(f"regret {kind} " + " ".join(f"{x:.4f}" for x in row), file=sys.stderr, flush=True)
                total += 1
            state.apply(pick)
    out = [f"How much a choice matters: {points} decisions of 4-player Normal games, {samples} play-outs per option:"]
    for kind, rows in sorted(found.items()):
        normal = pct(statistics.mean(r[0] for r in rows))
        out.append(f"  {kind}: {len(rows)} decisions; win chance of Normal's pick {normal},"
                   f" of the mean option {pct(statistics.mean(r[1] for r in rows))}, of the best-looking option"
                   f" {pct(statistics.mean(r[2] for r in rows))}, of the best option chosen on half the"
                   f" play-outs and scored on the other half {pct(statistics.mean(r[3] for r in rows))};"
                   f" best minus worst option {pct(statistics.mean(r[4] for r in rows))}")
    rows = [r for rs in found.values() for r in rs]
    if rows:
        means = [pct(statistics.mean(r[i] for r in rows)) for i in (0, 1, 3)]
        out.append(f"  all: {len(rows)} decisions; Normal {means[0]}, mean option {means[1]}, held-out best {means[2]}")
    return out


def play_out(spec: GameSpec, state: GameState, seed: int) -> GameState:
    """Play ``state`` to the end with Normal seats (one determinization each, for speed); return it."""
    return play_on(spec, state, [GreedyAgent(spec, seed + i, samples=1) for i in range(state.num_players)], {})


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the report; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="Hard vs 3 Normal deals (4 players)")
    parser.add_argument("--think", type=float, default=0.9,
                        help="Hard's CPU seconds per decision (0.9: the shipped Settings default; 0: its fixed budget)")
    parser.add_argument("--previous", action="store_true", help="replay those deals with the previous IS-MCTS Hard")
    parser.add_argument("--easy-games", type=int, default=0, help="Normal vs 3 Easy deals")
    parser.add_argument("--two-games", type=int, default=100, help="Hard vs Normal deals, 2 players")
    parser.add_argument("--plain-games", type=int, default=60, help="Hard vs 3 plain IS-MCTS deals (4 players)")
    parser.add_argument("--plain-think", type=float, default=0.25, help="CPU seconds per decision in section 2")
    parser.add_argument("--oracle-games", type=int, default=100, help="oracle vs 3 Normal deals")
    parser.add_argument("--oracle-samples", type=int, default=30, help="the oracle's samples per decision")
    parser.add_argument("--oracle-only", choices=("wild", "target"), default=None,
                        help="the oracle peeks only where a wild goes, or only at Specialty targets")
    parser.add_argument("--kinds", type=int, default=0, help="deals of the 'what each decision is worth' study")
    parser.add_argument("--kind-samples", type=int, default=40, help="determinizations per half in that study")
    parser.add_argument("--samples-study", type=int, default=0, help="decisions of the 'how many samples' study")
    parser.add_argument("--round-games", type=int, default=0, help="deals per seat count for the round counts")
    parser.add_argument("--regret", type=int, default=0, help="decisions for the older end-of-game regret study")
    parser.add_argument("--regret-samples", type=int, default=40, help="play-outs per option in that study")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    spec = zop_spec()
    times: dict[str, list[float]] = {}
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    started = time.perf_counter()
    think = args.think or None
    budget = f"{think:g} s CPU per decision" if think else "its fixed budget"
    lines = [f"ZOP ZOO AI benchmark (Python {sys.version.split()[0]}, {os.cpu_count()} cores, load {load:.1f})"]
    with cpu_clock():
        if args.games:
            others = {"previous Hard": previous_maker(spec)} if args.previous else None
            result = versus(spec, 4, hard_maker(spec, think), "normal", args.games, args.seed, times, others)
            lines += paired_lines(f"Hard ({budget}) vs 3 Normal, 4 players, {args.games} deals (seeds {args.seed}-"
                                  f"{args.seed + args.games - 1}):", result, 4, "Normal")
        if args.easy_games:
            result = versus(spec, 4, lambda seed, seat: make_agent("normal", spec, seed), "easy", args.easy_games,
                            args.seed + 20_000, times)
            lines += paired_lines(f"Normal vs 3 Easy, 4 players, {args.easy_games} deals:", result, 4, "Easy")
        if args.two_games:
            result = versus(spec, 2, hard_maker(spec, think), "normal", args.two_games, args.seed + 30_000, times)
            lines += paired_lines(f"Hard ({budget}) vs Normal, 2 players, {args.two_games} deals:", result, 2,
                                  "Normal")
        if args.plain_games:
            lines += hard_vs_plain(spec, 4, args.plain_games, args.seed + 50_000, args.plain_think, times)
        if args.oracle_games:
            result = versus(spec, 4, oracle_maker(spec, args.oracle_samples, args.oracle_only), "normal",
                            args.oracle_games, args.seed, times)
            peeks = {None: "", "wild": ", peeking only where a wild goes",
                     "target": ", peeking only at Specialty targets"}
            lines += paired_lines(f"Oracle (Hard's search on the true state{peeks[args.oracle_only]},"
                                  f" {args.oracle_samples} samples) vs 3"
                                  f" Normal, 4 players, {args.oracle_games} deals (seeds {args.seed}-"
                                  f"{args.seed + args.oracle_games - 1}):", result, 4, "Normal")
        if args.kinds:
            lines += kinds_study(spec, args.kinds, args.seed + 70_000, args.kind_samples)
        if args.samples_study:
            lines += samples_study(spec, args.samples_study, args.seed + 80_000, (10, 20, 40, 80, 160), 400)
        if args.round_games:
            lines += round_counts(spec, args.round_games, args.seed + 100_000, times)
        if args.regret:
            lines += regret(spec, args.regret, args.regret_samples, args.seed + 200_000)
    lines.append("Decision time per agent (real decisions only; CPU = this thread's CPU time):")
    lines += [f"  {name}: {quantiles(v)}" for name, v in sorted(times.items())]
    lines.append(f"(took {time.perf_counter() - started:.0f} s; load at the end "
                 f"{os.getloadavg()[0] if hasattr(os, 'getloadavg') else float('nan'):.1f})")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
