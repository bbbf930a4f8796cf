"""Benchmark: how Zoo Vadis's Normal plays (its turn actions, its Zoo Keeper moves) and how strong it is.

Run on demand (not a test)::

    .venv/bin/python benchmarks/bench_vadis_normal.py stats --seats normal --players 3 --games 50 [--json OUT]
    .venv/bin/python benchmarks/bench_vadis_normal.py match --hero normal --field old-normal --players 5 --games 200
    .venv/bin/python benchmarks/bench_vadis_normal.py --combine A.json B.json

Seats (``--seats`` / ``--hero`` / ``--field``): ``easy``, ``normal`` (the code as it is), ``old-normal`` (the
session-5 Normal rebuilt here: :class:`~zooarcade.ai.GreedyAgent` over the macro steps with the shared
heuristic and 4 determinizations) and ``hard`` (the shipped Hard; ``--knob HARD_TURN.top=0`` gives the
session-6 Hard, its 320-iteration search over every turn choice).  Deal
``g`` is seed ``g`` (from ``--first``); seat ``s`` of game ``g`` is seeded ``100 g + s`` whatever its level, so
two runs over the same deals are paired: only the changed seats differ.  In ``match`` the hero sits in seat
``g mod n``.

``stats`` reports, over all the games: the own-turn number of each seat's first Add (an animal put on the
board, the Crocodile's add included), the share of turn actions by kind (add, advance by vote, advance on the
Zoo Keeper's path, advance by a tunnel, peacock advance, Zoo Keeper move), how often a seat's Zoo Keeper move
puts the keeper back where that seat's previous keeper move took it from ("undo own") and where the previous
keeper move by anyone took it from ("revert"), the game length in turns and rounds, how games end (a Star
winner, the Star filled with nobody winning, the stall limit, the round cap) and the CPU seconds per
decision.  ``match`` reports the hero's win share (a shared win counts ``1/k``; Wilson 95 %) and the same
statistics.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from zooarcade.ai.agents import GreedyAgent  # noqa: E402
from zooarcade.ai.base import Agent  # noqa: E402
from zooarcade.games.zoo_vadis import spec as vadis_spec  # noqa: E402
from zooarcade.games.zoo_vadis.agents import VadisAgent, macro_spec  # noqa: E402
from zooarcade.report import wilson  # noqa: E402

KINDS = ("add", "vote", "keeper path", "tunnel", "peacock", "keeper")


def old_normal(seed: int) -> Agent:
    """The session-5 Normal: a :class:`VadisAgent` whose chooser is the plain greedy one-ply search."""
    agent = VadisAgent("normal", seed)
    agent.chooser = GreedyAgent(macro_spec(agent.spec), seed, samples=4)
    agent.chooser.rng = agent.rng
    return agent


def build(level: str, seed: int) -> Agent:
    """The seat of ``level`` (see the module docstring)."""
    if level == "old-normal":
        return old_normal(seed)
    if level in ("easy", "normal", "hard"):
        return VadisAgent(level, seed)
    raise SystemExit(f"unknown seat {level!r}")


def set_knob(module: Any, knob: str) -> None:
    """Set ``NAME=VALUE`` (a constant of ``module``) or ``NAME.FIELD=VALUE`` (a field of a frozen dataclass
    constant, e.g. ``HARD_TURN.rounds=6``), the value read in the old value's type.

    Raises:
        SystemExit: an unknown name or field, or a value of the wrong type.
    """
    key, _, text = knob.partition("=")
    name, _, field = key.partition(".")
    try:
        current = getattr(module, name)
        old = getattr(current, field) if field else current
        value = text in ("1", "true", "True") if isinstance(old, bool) else type(old)(text)
        setattr(module, name, dataclasses.replace(current, **{field: value}) if field else value)
    except (AttributeError, TypeError, ValueError) as exc:
        raise SystemExit(f"bad --knob {knob!r}: {exc}") from exc


def play(levels: list[str], g: int) -> dict[str, Any]:
    """Play deal ``g`` with ``levels[s]`` in seat ``s``; return the game's record."""
    spec = vadis_spec()
    n = len(levels)
    agents = [build(lv, 100 * g + s) for s, lv in enumerate(levels)]
    state = spec.new_state(n, spec.resolve_options(n), g)
    own_turns = [0] * n
    first_add: list[int | None] = [None] * n
    first_add_table: list[int | None] = [None] * n  # the same, counted in table turns (every seat's)
    kinds: list[Counter[str]] = [Counter() for _ in range(n)]
    last_keeper: list[tuple[int, int] | None] = [None] * n  # (from, to) of each seat's last keeper move
    previous: tuple[int, int] | None = None  # the last keeper move by anyone
    undo_own = [0] * n
    revert = [0] * n
    cpu: list[list[float]] = [[] for _ in range(n)]
    deal: dict[str, Any] | None = None
    board = state.board
    while not state.is_terminal():
        seat = state.current_player
        legal = state.legal_actions()
        decision = state.decision()
        if decision is not None and decision.forced:
            action = legal[0]
        else:
            t0 = time.process_time()
            action = agents[seat].choose(state.view(seat), legal, decision)
            cpu[seat].append(time.process_time() - t0)
        mover = state.to_move
        turn_before = state.turn
        for ev in state.apply(action):
            kind = str(ev.kind)
            if kind == "deal":
                deal = ev.data
            elif kind == "add" or (kind == "deal_done" and deal is not None and deal["piece"] == "add"):
                kinds[mover]["add"] += 1
                if first_add[mover] is None:
                    first_add[mover] = own_turns[mover] + 1
                    first_add_table[mover] = turn_before + 1
            elif kind == "deal_done":
                assert deal is not None
                piece = deal["piece"]
                if piece == "peacock":
                    kinds[mover]["peacock"] += 1
                elif piece == "animal":
                    kinds[mover]["tunnel" if deal["tunnel"] else "keeper path" if not deal["need"] else "vote"] += 1
            elif kind == "keeper":
                src, dst = board.space_index(ev.data["src"]), board.space_index(ev.data["dst"])
                why = ev.data["why"]
                if why == "action":
                    kinds[mover]["keeper"] += 1
                    mine = last_keeper[mover]
                    if mine is not None and dst == mine[0]:
                        undo_own[mover] += 1
                    if previous is not None and dst == previous[0]:
                        revert[mover] += 1
                else:
                    kinds[mover][f"keeper ({why})"] += 1
                last_keeper[mover] = (src, dst)
                previous = (src, dst)
        if state.turn != turn_before:
            own_turns[mover] += 1
    winners = state.winners()
    return {
        "game": g, "levels": levels, "winners": winners, "end": state.end, "turns": state.turn,
        "rounds": state.round - (0 if state.end == "star" else 1), "first_add": first_add,
        "first_add_table": first_add_table,
        "kinds": [dict(k) for k in kinds], "undo_own": undo_own, "revert": revert, "cpu": cpu,
        "star": len(state.star),
    }


def summarize(games: list[dict[str, Any]], seat_filter: str | None = None) -> dict[str, Any]:
    """The statistics over ``games`` for the seats of level ``seat_filter`` (every seat when ``None``)."""
    firsts: list[int] = []
    table: list[int] = []
    never = 0
    kinds: Counter[str] = Counter()
    undo = rev = 0
    cpu: list[float] = []
    for rec in games:
        for s, lv in enumerate(rec["levels"]):
            if seat_filter is not None and lv != seat_filter:
                continue
            if rec["first_add"][s] is None:
                never += 1
            else:
                firsts.append(rec["first_add"][s])
                table.append(rec["first_add_table"][s])
            kinds.update(rec["kinds"][s])
            undo += rec["undo_own"][s]
            rev += rec["revert"][s]
            cpu.extend(rec["cpu"][s])
    turn_actions = sum(kinds[k] for k in KINDS)
    ends = Counter()
    for rec in games:
        ends["star winner" if rec["end"] == "star" and rec["winners"] else
             "star, no winner" if rec["end"] == "star" else rec["end"]] += 1
        if rec["end"] != "star" and rec["winners"]:
            ends["  (of those not star: with a winner)"] += 1
    firsts.sort()
    return {
        "first_add": {"median": statistics.median(firsts) if firsts else None,
                      "p10": firsts[len(firsts) // 10] if firsts else None,
                      "p90": firsts[(9 * len(firsts)) // 10] if firsts else None,
                      "max": max(firsts) if firsts else None, "never": never, "seats": len(firsts) + never,
                      "mean": statistics.mean(firsts) if firsts else None,
                      "table_median": statistics.median(table) if table else None},
        "shares": {k: kinds[k] / turn_actions if turn_actions else 0.0 for k in KINDS},
        "turn_actions": turn_actions,
        "other": {k: v for k, v in kinds.items() if k not in KINDS},
        "keeper_moves": kinds["keeper"], "undo_own": undo, "revert": rev,
        "turns": statistics.mean(r["turns"] for r in games), "rounds": statistics.mean(r["rounds"] for r in games),
        "turns_median": statistics.median(r["turns"] for r in games),
        "ends": dict(ends), "cpu_p50": statistics.median(cpu) if cpu else 0.0,
        "cpu_p95": sorted(cpu)[int(0.95 * (len(cpu) - 1))] if cpu else 0.0, "cpu_max": max(cpu) if cpu else 0.0,
        "decisions": len(cpu),
    }


def hero_share(games: list[dict[str, Any]]) -> tuple[float, int]:
    """The hero's wins (a shared win counts ``1/k``) over the games (the hero is seat ``game mod n``)."""
    wins = 0.0
    for rec in games:
        hero = rec["game"] % len(rec["levels"])
        if hero in rec["winners"]:
            wins += 1 / len(rec["winners"])
    return wins, len(games)


def print_report(run: dict[str, Any]) -> None:
    games = run["games"]
    levels = sorted({lv for rec in games for lv in rec["levels"]})
    print(f"{run['mode']} {run.get('label', '')}: {len(games)} games, players {run['players']}, "
          f"deals {min(r['game'] for r in games)}-{max(r['game'] for r in games)}, {run.get('seconds', 0):.0f} s")
    for lv in levels:
        s = summarize(games, lv)
        fa = s["first_add"]
        print(f"  [{lv}] first Add own turn: mean {fa['mean']:.2f}, median {fa['median']} (p10 {fa['p10']},"
              f" p90 {fa['p90']}, max {fa['max']}, never {fa['never']} of {fa['seats']} seats);"
              f" table turn median {fa['table_median']}")
        print("  [{}] turn actions {}: {}".format(lv, s["turn_actions"], ", ".join(
            f"{k} {100 * v:.1f} %" for k, v in s["shares"].items())) + f"; other {s['other']}")
        km = s["keeper_moves"]
        print(f"  [{lv}] keeper moves {km}: undo own {s['undo_own']} ({100 * s['undo_own'] / max(1, km):.1f} %),"
              f" revert last {s['revert']} ({100 * s['revert'] / max(1, km):.1f} %)")
        print(f"  [{lv}] CPU per decision p50 {1000 * s['cpu_p50']:.1f} ms, p95 {1000 * s['cpu_p95']:.1f} ms,"
              f" max {1000 * s['cpu_max']:.1f} ms ({s['decisions']} decisions)")
    s = summarize(games)
    print(f"  games: turns mean {s['turns']:.1f} (median {s['turns_median']}), rounds mean {s['rounds']:.1f};"
          f" ends {s['ends']}")
    if run["mode"] == "match":
        wins, n = hero_share(games)
        lo, hi = wilson(wins, n)
        print(f"  hero {run['hero']} vs {run['field']}: {wins:.2f}/{n} = {100 * wins / n:.1f} %"
              f" ({100 * lo:.1f}-{100 * hi:.1f} %), fair {100 / run['players']:.1f} %")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("mode", nargs="?", choices=("stats", "match"), default="stats")
    ap.add_argument("--seats", default="normal", help="stats: the level of every seat")
    ap.add_argument("--hero", default="normal")
    ap.add_argument("--field", default="old-normal")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--json")
    ap.add_argument("--knob", action="append", default=[],
                    help="NAME=VALUE or NAME.FIELD=VALUE: set a constant of zoo_vadis.agents, else of "
                         "zoo_vadis.negotiation (e.g. NORMAL_KEEPER_COST=0.5, HARD_TURN.rounds=6, "
                         "ENDING_RULE=0, MOVER_ENDING_CHECK=0) for this run")
    ap.add_argument("--combine", nargs="+")
    args = ap.parse_args(argv)
    if args.combine:
        runs = [json.loads(Path(p).read_text()) for p in args.combine]
        run = {**runs[0], "games": [g for r in runs for g in r["games"]],
               "seconds": sum(r.get("seconds", 0) for r in runs)}
        print_report(run)
        return 0
    from zooarcade.games.zoo_vadis import agents as vadis_agents
    from zooarcade.games.zoo_vadis import negotiation as vadis_negotiation

    for knob in args.knob:
        name = knob.partition("=")[0].partition(".")[0]
        set_knob(vadis_agents if hasattr(vadis_agents, name) else vadis_negotiation, knob)
    started = time.process_time()
    games = []
    for g in range(args.first, args.first + args.games):
        if args.mode == "stats":
            levels = [args.seats] * args.players
        else:
            levels = [args.hero if s == g % args.players else args.field for s in range(args.players)]
        games.append(play(levels, g))
        print(f"game {g}: {games[-1]['end']} winners {games[-1]['winners']} turns {games[-1]['turns']}",
              file=sys.stderr, flush=True)
    run = {"mode": args.mode, "players": args.players, "hero": args.hero, "field": args.field, "knobs": args.knob,
           "label": args.seats if args.mode == "stats" else f"{args.hero} vs {args.field}",
           "seconds": time.process_time() - started, "games": games}
    if args.json:
        Path(args.json).write_text(json.dumps(run))
    print_report(run)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
