"""The AI ladder: Easy, Normal, Hard and a plain IS-MCTS reference, per game and player count.

Matches (``MATCHES``), each over seeded deals with the hero's seat rotated (game ``g`` puts the hero in
seat ``g mod n``; deal ``g`` is seed ``seed0 + g``), the field filling every other seat:

* ``hard-normal``: Hard against Normal seats (target: beyond the interval above Normal; in multi-seat
  games at least 2× the fair share);
* ``normal-easy``: Normal against Easy seats (Normal beats Easy clearly);
* ``hard-plain``: Hard against plain IS-MCTS seats (uniformly random rollouts to the end of the game,
  a win/loss reward, no heuristic) at Hard's budget.

Budgets: Hard plays at the shipped default — the Settings think time (``think`` seconds, 0.9 s) — and
the reference gets the same seconds; the seconds are CPU seconds of the thinking thread
(:func:`benchmarks.common.cpu_clock`), so load on the machine slows the run but does not weaken a
side.  Easy and Normal have no budget (they decide at once, as at the table).

A match is played in *parts* (JSON files under ``parts/``, one per chunk of games): a part already on
disk is not played again (resumable), and every part of the same match — from this machine or
another — is pooled (:func:`pool`).  Each game's record holds its winners, the hero's seat, the first
seat to act, each seat's balance label (fighter, species) and every real decision's wall and CPU
seconds per level, so the ladder, first-seat advantage, balance and think-time rows come from the
same games.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks.common import Row, code_summary, code_version, cpu_clock, pct, spread3, wilson
from zooarcade.ai import ISMCTSAgent, SearchConfig, make_agent
from zooarcade.ai.base import Agent
from zooarcade.balance import seat_labels
from zooarcade.core.protocol import GameSpec, GameState
from zooarcade.games.registry import get_spec

#: game id -> the player counts the ladder measures (issue 14: 2p and 4p; Zoo Vadis 3p and 5p).
PLAYER_COUNTS: dict[str, tuple[int, ...]] = {
    "apocalypse": (2, 4), "zop_zoo": (2, 4), "zoo_vadis": (3, 5), "zoo_fighters": (2, 4),
}
#: match id -> (hero level, field level); ``plain`` is the reference IS-MCTS.
MATCHES: dict[str, tuple[str, str]] = {
    "hard-normal": ("hard", "normal"), "normal-easy": ("normal", "easy"), "hard-plain": ("hard", "plain"),
}
#: Settings' default think time of Hard (seconds), the shipped budget.
SHIPPED_HARD_THINK = 0.9
#: first deal of each match (distinct deals per match, the same for every budget).
SEED0 = {"hard-normal": 1, "normal-easy": 20_001, "hard-plain": 50_001}


class PlainISMCTS(ISMCTSAgent):
    """The reference: plain IS-MCTS with uniformly random rollouts to the end and a 1 / 0 win reward.

    The heuristic plays no part: the root prior is worth a negligible number of visits, nodes are never
    ranked, and a rollout is scored by the result alone (a shared win counts 1/k).  ``think_time`` is its
    search time per decision (seconds by the agent's clock).
    """

    name = "Plain IS-MCTS"

    def __init__(self, spec: GameSpec, seed: int, think_time: float) -> None:
        super().__init__(spec, seed, SearchConfig(
            iterations=10**9, time_limit=think_time, rollout_depth=10**6, rollout_candidates=1, epsilon=1.0,
            prior_samples=1, prior_visits=1e-6, order_after=10**9, exploration=0.7))

    def _rollout(self, state: GameState, seats: list[int], baseline: list[float]) -> list[float]:
        rng = self.rng
        while not state.is_terminal():
            legal = state.legal_actions()
            self._work += 1
            state.apply(legal[rng.randrange(len(legal))])
        winners = state.winners()
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.num_players)]


@dataclass(frozen=True)
class MatchKey:
    """Which match a part belongs to: game, players, match id and Hard's think time (CPU seconds)."""

    game: str
    players: int
    match: str
    think: float

    @property
    def name(self) -> str:
        """File-name stem: ``apocalypse-4p-hard-normal-0.9s``."""
        return f"{self.game}-{self.players}p-{self.match}-{self.think:g}s"


def agent_for(level: str, spec: GameSpec, seed: int, think: float) -> Agent:
    """The agent of ``level`` (``easy``/``normal``/``hard``/``plain``) with Hard's budget ``think`` seconds."""
    if level == "plain":
        return PlainISMCTS(spec, seed, think)
    return make_agent(level, spec, seed, think_time=think if level == "hard" else None)


def play_game(spec: GameSpec, levels: Sequence[str], seed: int, think: float) -> dict[str, Any]:
    """Play deal ``seed`` with one agent per seat (as ``GameSession.advance``: forced steps for the seat,
    every agent seeing only its view, the AI rule's legal actions); return the game's record.

    The record: ``winners``, ``first`` (the first seat to decide), ``labels`` (balance labels per seat or
    ``None``), ``scores`` and ``times`` (level -> ``[[wall s, cpu s], ...]`` of real decisions).
    """
    n = len(levels)
    state = spec.new_state(n, spec.resolve_options(n), seed)
    agents = [agent_for(lv, spec, seed * 7919 + s * 104729 + 1, think) for s, lv in enumerate(levels)]
    first = state.current_player
    times: dict[str, list[list[float]]] = {}
    while True:
        d = state.decision()
        if d is None:
            break
        legal = state.legal_actions()
        if d.forced:
            state.apply(legal[0])
            continue
        view = state.view(d.seat)
        ai_legal = spec.legal_for_ai(view, legal)
        wall, cpu = time.perf_counter(), time.thread_time()
        action = agents[d.seat].choose(view, ai_legal, d)
        if len(ai_legal) > 1:
            times.setdefault(levels[d.seat], []).append(
                [round(time.perf_counter() - wall, 5), round(time.thread_time() - cpu, 5)])
        state.apply(action)
    return {"winners": state.winners(), "first": first, "labels": seat_labels(spec.id, state),
            "scores": state.scores(), "times": times}


def play_part(key: MatchKey, first_game: int, games: int) -> dict[str, Any]:
    """Play games ``first_game`` .. ``first_game + games - 1`` of ``key``'s match; return the part.

    The part and each game's record carry ``code`` (:func:`benchmarks.common.code_version` when the part
    starts, with its ``date``, UTC): the commit measured and whether the tree was dirty, so a pooled row
    can say which code its games measured."""
    code = dict(code_version(), date=dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M"))
    spec = get_spec(key.game)
    hero, field_level = MATCHES[key.match]
    out = []
    started = time.perf_counter()
    cpu0 = time.process_time()
    with cpu_clock():
        for g in range(first_game, first_game + games):
            seat = g % key.players
            levels = [hero if s == seat else field_level for s in range(key.players)]
            record = play_game(spec, levels, SEED0[key.match] + g, key.think)
            record.update(g=g, hero=seat, code=code)
            out.append(record)
    return {"key": key.__dict__, "first": first_game, "games": out, "wall": time.perf_counter() - started,
            "cpu": time.process_time() - cpu0, "code": code}


def part_path(parts: Path, key: MatchKey, first_game: int, games: int) -> Path:
    """Where the part of games ``first_game`` .. of ``key`` is stored."""
    return parts / f"{key.name}-g{first_game:05d}-{games}.json"


def _part_job(args: tuple[dict[str, Any], int, int, str]) -> str:
    """Worker-pool entry: play one part and write it (atomically); return its path."""
    key_d, first_game, games, parts = args
    key = MatchKey(**key_d)
    path = part_path(Path(parts), key, first_game, games)
    part = play_part(key, first_game, games)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(part))
    tmp.replace(path)
    return str(path)


def plan(keys: Iterable[MatchKey], games: int, chunk: int, parts: Path, start: int = 0
         ) -> list[tuple[dict[str, Any], int, int, str]]:
    """The parts still to play so that every match of ``keys`` has games ``start .. games-1`` on disk
    (``start`` lets two runs share a match without playing the same games)."""
    jobs = []
    for key in keys:
        have = {g["g"] for p in load_parts(parts, key) for g in p["games"]}
        for first in range(start, games, chunk):
            todo = [g for g in range(first, min(games, first + chunk)) if g not in have]
            if todo:
                jobs.append((key.__dict__, todo[0], todo[-1] - todo[0] + 1, str(parts)))
    return jobs


def load_parts(parts: Path, key: MatchKey) -> list[dict[str, Any]]:
    """Every well-formed part of ``key`` under ``parts`` (a damaged file is skipped)."""
    out = []
    for path in sorted(parts.glob(f"{key.name}-g*.json")):
        try:
            part = json.loads(path.read_text())
            if part.get("key") == key.__dict__:
                out.append(part)
        except (OSError, ValueError):
            continue
    return out


def pool(parts: Path, key: MatchKey, games: int | None = None) -> list[dict[str, Any]]:
    """Every game of ``key`` on disk, each game index once (the first part holding it), sorted by index;
    only games ``< games`` when given."""
    seen: dict[int, dict[str, Any]] = {}
    for part in load_parts(parts, key):
        for g in part["games"]:
            if (games is None or g["g"] < games) and g["g"] not in seen:
                seen[g["g"]] = g
    return [seen[g] for g in sorted(seen)]


def _share(game: dict[str, Any], seat: int) -> float:
    w = game["winners"]
    return 1.0 / len(w) if seat in w else 0.0


def _budget(key: MatchKey) -> str:
    hero, field_level = MATCHES[key.match]
    if "hard" not in (hero, field_level):
        return "Easy / Normal: no budget (instant, as at the table)"
    extra = "; reference the same" if field_level == "plain" else ""
    shipped = " (the Settings default)" if key.think == SHIPPED_HARD_THINK else " (NOT the shipped 0.9 s)"
    return f"Hard {key.think:g} s CPU per decision{shipped}{extra}"


def ladder_rows(key: MatchKey, games: list[dict[str, Any]]) -> list[Row]:
    """The ladder row of one match: the hero's win share with its Wilson 95 % interval against the target."""
    if not games:
        return []
    n, players = len(games), key.players
    hero, field_level = MATCHES[key.match]
    wins = sum(_share(g, g["hero"]) for g in games)
    lo, hi = wilson(wins, n)
    fair = 1 / players
    names = {"hard": "Hard", "normal": "Normal", "easy": "Easy", "plain": "plain IS-MCTS"}
    if players == 2:
        target, met = f"beats {names[field_level]}: interval above 50 %", lo > 0.5
        verdict = "met" if lo > 0.5 else "not met" if hi < 0.5 else "undecided"
    elif key.match == "hard-normal":
        # met: the whole interval clears 2x; not met: the estimate falls short (whether or not the interval
        # still reaches 2x, which the spread shows); undecided: above 2x but not beyond the interval.
        target, met = f"≥ 2× fair share ({pct(2 * fair)})", lo >= 2 * fair
        verdict = "met" if lo >= 2 * fair else "not met" if wins / n < 2 * fair else "undecided"
    else:
        target, met = f"beats {names[field_level]}: interval above fair share {pct(fair)}", lo > fair
        verdict = "met" if lo > fair else "not met" if hi <= fair else "undecided"
    return [Row(
        key=f"ladder/{key.game}/{players}p/{key.match}/{key.think:g}s", section="AI ladder",
        what=f"{key.game} {players}p: {names[hero]} vs {players - 1} × {names[field_level]}",
        budget=_budget(key), seats=f"{names[hero]} in seat g mod {players}, the rest {names[field_level]}",
        figure=f"{pct(wins / n)} ({wins / n / fair:.2f}× fair)", spread=f"Wilson 95 % {pct(lo)}–{pct(hi)}",
        n=n, target=target, met=met if verdict != "undecided" else None,
        values={"share": wins / n, "low": lo, "high": hi, "fair": fair, "verdict": verdict, "games": n,
                "think": key.think}, code=games_code(games))]


def seat_order_rows(game_id: str, players: int, games: list[dict[str, Any]], label: str, think: float) -> list[Row]:
    """First-seat advantage: win rate by position after the first seat to act (0 = first), all seats."""
    if not games:
        return []
    wins = [0.0] * players
    for g in games:
        for seat in range(players):
            wins[(seat - g["first"]) % players] += _share(g, seat)
    n = len(games)
    lo, hi = wilson(wins[0], n)
    by_pos = [wins[p] / n for p in range(players)]
    return [Row(
        key=f"balance/{game_id}/{players}p/seat-order/{think:g}s", section="Balance",
        what=f"{game_id} {players}p: win rate by seat order (first to act first)", budget=label,
        seats="every seat of the ladder games (levels rotated over seats)",
        figure="first " + pct(by_pos[0]) + f" (fair {pct(1 / players)})",
        spread=f"first seat Wilson 95 % {pct(lo)}–{pct(hi)}; by order " + " / ".join(pct(x) for x in by_pos),
        n=n, values={"by_position": by_pos, "low": lo, "high": hi, "fair": 1 / players, "games": n, "think": think},
        code=games_code(games))]


def label_rows(game_id: str, games: list[dict[str, Any]], label: str, think: float) -> list[Row]:
    """Win rate by balance label (fighter, species), over every seat of ``games`` with labels."""
    played: dict[str, int] = {}
    won: dict[str, float] = {}
    for g in games:
        for seat, name in enumerate(g.get("labels") or []):
            played[name] = played.get(name, 0) + 1
            won[name] = won.get(name, 0.0) + _share(g, seat)
    if not played:
        return []
    what = {"zoo_fighters": "fighter", "zoo_vadis": "species"}.get(game_id, "label")
    rates = {k: won[k] / played[k] for k in sorted(played)}
    spread = "; ".join(f"{k} {pct(rates[k])} ({played[k]})" for k in sorted(played))
    return [Row(key=f"balance/{game_id}/by-{what}/{think:g}s", section="Balance", what=f"{game_id}: win rate by {what}",
                budget=label, seats="every seat of the ladder games, all player counts",
                figure=f"{len(played)} {what if what == 'species' else what + 's'}",
                spread=spread, n=sum(played.values()),
                values={"rates": rates, "played": played, "games": len(games), "think": think,
                        "intervals": {k: wilson(won[k], played[k]) for k in played}}, code=games_code(games))]


def games_code(games: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Which code the ``games`` measured: :func:`benchmarks.common.code_summary` of their records' ``code``
    (a game recorded before commits were kept counts as "commit unknown")."""
    return code_summary(g.get("code") for g in games)


def decision_times(games: Iterable[dict[str, Any]]) -> dict[str, list[list[float]]]:
    """Every real decision's ``[wall, cpu]`` seconds of ``games``, per level."""
    out: dict[str, list[list[float]]] = {}
    for g in games:
        for level, values in g["times"].items():
            out.setdefault(level, []).extend(values)
    return out


def think_rows_from_games(game_id: str, times: dict[str, list[list[float]]], think: float,
                          games: int | None = None, code: list[dict[str, Any]] | None = None) -> list[Row]:
    """Decision time p50 / p95 / max per level, CPU and wall, from ladder games (Hard at ``think`` CPU s);
    ``games``: how many games the decisions came from (kept in ``values`` so a figure from too few games can
    be told apart, see ``benchmarks.run.figure_problem``); ``code``: those games' :func:`games_code`."""
    rows = []
    for level in ("easy", "normal", "hard", "plain"):
        values = times.get(level)
        if not values:
            continue
        cpu = spread3([v[1] for v in values], 1.0, "s", 3)
        wall = spread3([v[0] for v in values], 1.0, "s", 3)
        budget = f"{think:g} s CPU per decision" if level in ("hard", "plain") else "none (instant)"
        rows.append(Row(
            key=f"think/{game_id}/{level}/ladder/{think:g}s", section="Think time",
            what=f"{game_id}: {level} seconds per real decision, in the ladder games", budget=budget,
            seats="all ladder games of the game", figure=f"CPU p50 {cpu['p50']:.3f} s",
            spread=f"CPU p95 {cpu['p95']:.3f} s, max {cpu['max']:.3f} s; wall p50 {wall['p50']:.3f} s, "
                   f"p95 {wall['p95']:.3f} s, max {wall['max']:.3f} s",
            n=len(values), values={"cpu": cpu, "wall": wall, "think": think,
                                   **({"games": games} if games is not None else {})}, code=list(code or [])))
    return rows


def needed_games(half_width: float = 0.05, p: float = 0.5) -> int:
    """Games for a 95 % interval of ± ``half_width`` at share ``p`` (384 for ±5 points at 50 %)."""
    return math.ceil((1.96 / half_width) ** 2 * p * (1 - p))
