"""ZOP ZOO AI: the dig rule for every level, a heuristic that never reads the draw pile, sensible wild and
Specialty choices, and Hard built on IS-MCTS (strength is measured in benchmarks/bench_zop_zoo.py)."""

from __future__ import annotations

import pytest

from tests.games.zop_zoo.helpers import FILLER, cid, play, pos
from zooarcade.ai import GreedyAgent, ISMCTSAgent, RandomAgent, SearchConfig, make_agent
from zooarcade.core.rng import Rng
from zooarcade.games.zop_zoo import spec
from zooarcade.games.zop_zoo.ai import HARD_SETTINGS, ai_filter, harmonic, heuristic, round_outlook
from zooarcade.games.zop_zoo.rules import Dig, Draw, Give, Phase, PlaceWild, Swap, Take

FAST_HARD = SearchConfig(iterations=30, prior_samples=2, rollout_depth=1, reward_scale=60.0)


@pytest.fixture(scope="module")
def sp():
    return spec()


def _matched(*keys: str) -> list[tuple[str, str]]:
    return [(f"w:{k}", f"b:{k}") for k in keys]


def test_every_level_digs_whenever_a_dig_retrieves_a_card(sp):
    s = pos(2, [("w:lion", *FILLER[0][:5]), FILLER[1]], discard=["b:lion", "b:mole1"])
    view = s.view(0)
    assert s.legal_actions() == [Dig(), Draw()]
    assert ai_filter(view, s.legal_actions()) == [Dig()] == sp.legal_for_ai(view, s.legal_actions())
    for level in ("easy", "normal", "hard"):
        agent = make_agent(level, sp, 3)
        assert agent.choose(view, sp.legal_for_ai(view, s.legal_actions())) == Dig()
    # no dig on offer: the rule leaves the choices alone
    s = pos(2, [("w:lion", "w:owl", *FILLER[0][:4]), FILLER[1]], draw=["b:beast1"])
    play(s, Draw())
    assert ai_filter(s.view(0), s.legal_actions()) == s.legal_actions()


def test_the_heuristic_never_reads_the_draw_pile():
    s = pos(3, [(("w:lion", "b:lion"), "w:rat", *FILLER[0][:4]), ("w:owl", *FILLER[1][:5]), FILLER[2]],
            discard=["b:owl", "b:koala"], side=[["b:bonus-mammal"], [], []], totals=[100, 200, 50])
    other = s.clone()
    other.draw.reverse()
    for seat in range(3):
        h = heuristic(s, seat)
        assert h == heuristic(other, seat) == heuristic(s.view(seat), seat)
        assert h == heuristic(s.determinize(seat, Rng(seat)), seat)
    with pytest.raises(TypeError):
        heuristic(object(), 0)  # type: ignore[arg-type]


def test_the_outlook_counts_buried_matches_lightly_and_uses_harmonic_distance():
    s = pos(2, [("w:lion", "w:owl", *(_matched("bear", "zebra", "gorilla", "octopus"))), FILLER[1]],
            discard=["b:owl"])
    (d0, anyway0, extra0), (d1, _, _) = round_outlook(s)
    assert d0 == pytest.approx(harmonic(1.3)) and d1 == pytest.approx(harmonic(6))
    assert harmonic(1) == 1 and harmonic(2) == 1.5 and harmonic(1.5) == pytest.approx(1.25)
    assert anyway0 == 0 and extra0 == pytest.approx(3 * 10 + 15 + 0.85 * (10 + 20))


def test_a_wild_covers_the_cheapest_card_or_completes_the_row(sp):
    # two cards left to match: the Lion (10) and the Dragon (60); covering the Lion gives up less
    row = ["w:lion", "w:dragon", *(_matched("bear", "zebra", "gorilla", "octopus"))]
    s = pos(2, [row, FILLER[1]], draw=["b:beast1"])
    play(s, Draw())
    agent = GreedyAgent(sp, 1)
    assert agent.choose(s.view(0), s.legal_actions()) == PlaceWild(cid("w:lion"))
    # one card left and an uncovered Skunk, the rival one card from done too: complete the row at once
    row = ["w:lion", "w:skunk", *(_matched("dragon", "unicorn", "griffin", "tarantula"))]
    rival = [*_matched("toucan", "flamingo", "penguin", "ladybug", "butterfly"), "w:firefly"]
    s = pos(2, [row, rival], draw=["b:best-beast"])
    play(s, Draw())
    assert agent.choose(s.view(0), s.legal_actions()) == PlaceWild(cid("w:lion"))
    # ...but with the rival six cards away, softening the Skunk (−75 → +50) and finishing later is worth more
    s = pos(2, [row, FILLER[1]], draw=["b:best-beast"])
    play(s, Draw())
    assert agent.choose(s.view(0), s.legal_actions()) == PlaceWild(cid("w:skunk"))


def test_specialty_targets_go_for_the_leader(sp):
    agent = GreedyAgent(sp, 2)
    rows = [("w:cockroach", *FILLER[0][:5]), (*_matched("lion"), *FILLER[1][:5]), (*_matched("owl"), *FILLER[2][:5]),
            (*_matched("grasshopper"), *FILLER[3][:5])]
    # HYENA: the Cockroach (−100) goes to the leader in totals
    s = pos(4, rows, draw=["b:hyena"], totals=[100, 150, 600, 300])
    play(s, Draw())
    assert agent.choose(s.view(0), s.legal_actions()) == Give(cid("w:cockroach"), 2)
    # RACCOON: take from the leader
    s = pos(4, rows, draw=["b:raccoon"], totals=[100, 150, 600, 300])
    play(s, Draw())
    assert agent.choose(s.view(0), s.legal_actions()) == Take(cid("w:owl"), 2)
    # EARTHWORM: the Cockroach for the leader's card
    s = pos(4, rows, draw=["b:earthworm"], totals=[100, 150, 600, 300])
    play(s, Draw())
    assert agent.choose(s.view(0), s.legal_actions()) == Swap(cid("w:cockroach"), cid("w:owl"), 2)


def test_specialty_targets_go_for_the_row_closest_to_complete(sp):
    agent = GreedyAgent(sp, 4)
    near = [*_matched("lion", "bear", "zebra", "gorilla", "octopus"), "w:dolphin"]
    far = [*_matched("owl"), *FILLER[2][:5]]
    s = pos(3, [FILLER[3], near, far], draw=["b:raccoon"], totals=[0, 0, 0])
    play(s, Draw())
    choice = agent.choose(s.view(0), s.legal_actions())
    assert isinstance(choice, Take) and choice.owner == 1


def test_the_levels(sp):
    assert make_agent("easy", sp, 1).__class__ is RandomAgent
    assert make_agent("normal", sp, 1).__class__ is GreedyAgent
    hard = make_agent("hard", sp, 1)
    assert isinstance(hard, ISMCTSAgent) and hard.config.max_work == HARD_SETTINGS["max_work"]
    assert hard.config.reward_scale == HARD_SETTINGS["reward_scale"]
    timed = make_agent("hard", sp, 1, think_time=0.2)
    assert timed.config.time_limit == 0.2 and timed.config.max_work is None
    # the worker's deterministic budget reaches ZOP ZOO's own Hard agent, keeping its settings
    budget = make_agent("hard", sp, 1, work=500)
    assert budget.config.max_work == 500 and budget.config.reward_scale == HARD_SETTINGS["reward_scale"]
    both = make_agent("hard", sp, 1, think_time=0.2, work=500)
    assert both.config.max_work == 500 and both.config.time_limit == 0.2


def test_all_levels_finish_a_game_with_legal_choices(sp):
    s = sp.new_state(3, sp.resolve_options(3), 21)
    seats = [RandomAgent(sp, 1), GreedyAgent(sp, 2, samples=2), ISMCTSAgent(sp, 3, FAST_HARD)]
    choices = 0
    while not s.is_terminal():
        seat = s.current_player
        if s.forced_step():
            s.apply(s.legal_actions()[0])
            continue
        view = s.view(seat)
        legal = sp.legal_for_ai(view, s.legal_actions())
        action = seats[seat].choose(view, legal)
        assert action in legal
        s.apply(action)
        choices += 1
    assert choices > 3 and s.winners()


def test_hard_skips_forced_draws_in_its_search(sp):
    """The search applies forced steps without tree nodes: a wild choice searched over many forced draws."""
    s = pos(2, [("w:lion", "w:owl", *FILLER[0][:4]), FILLER[1]], draw=["b:beast3"])
    play(s, Draw())
    assert s.phase == Phase.WILD and not s.decision().forced
    agent = ISMCTSAgent(sp, 5, FAST_HARD)
    choice = agent.choose(s.view(0), s.legal_actions())
    assert choice in s.legal_actions() and agent.last_iterations > 0
    assert set(agent.last_visits) == set(s.legal_actions())
