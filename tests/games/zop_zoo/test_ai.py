"""ZOP ZOO AI: the dig rule for every level, a heuristic that never reads the draw pile, sensible wild and
Specialty choices, and Hard built on IS-MCTS (strength is measured in benchmarks/bench_zop_zoo.py)."""

from __future__ import annotations

import pytest

from tests.games.zop_zoo.helpers import FILLER, cid, play, pos
from zooarcade.ai import GreedyAgent, ISMCTSAgent, RandomAgent, SearchConfig, make_agent
from zooarcade.core.rng import Rng
from zooarcade.games.zop_zoo import spec
from zooarcade.games.zop_zoo.ai import (
    HARD_SAMPLES,
    HARD_TIMED_SAMPLES,
    ai_filter,
    harmonic,
    heuristic,
    round_outlook,
)
from zooarcade.games.zop_zoo.ai_search import MIN_SAMPLES, RoundPlayoutAgent, match_win_chance
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
    assert isinstance(hard, RoundPlayoutAgent) and hard.samples == HARD_SAMPLES and hard.think_time is None
    timed = make_agent("hard", sp, 1, think_time=0.2)
    assert timed.think_time == 0.2 and timed.samples == HARD_TIMED_SAMPLES
    with pytest.raises(ValueError):
        RoundPlayoutAgent(sp, 1, samples=0)
    with pytest.raises(ValueError):
        RoundPlayoutAgent(sp, 1, think_time=0)


def test_all_levels_finish_a_game_with_legal_choices(sp):
    s = sp.new_state(4, sp.resolve_options(4), 21)
    seats = [RandomAgent(sp, 1), GreedyAgent(sp, 2, samples=2), ISMCTSAgent(sp, 3, FAST_HARD),
             RoundPlayoutAgent(sp, 4, samples=MIN_SAMPLES)]
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


# ---------------------------------------------------------------------- Hard: round play-outs (ai_search)
def _buried_lion_position():
    """Seat 0 lacks the Lion and the Dragon and has just drawn a BEAST; the Lion's match lies deep in the
    discard pile with every MOLE (no dig can reach it before a reshuffle), the Dragon's is one of the two
    cards left in the draw pile; the rival lacks only its Owl, the other card left there."""
    row = ["w:lion", "w:dragon", *_matched("bear", "zebra", "gorilla", "octopus")]
    rival = [("w:rhino", "b:beast2"), ("w:ram", "b:beast3"), ("w:yak", "b:beast4"), ("w:antelope", "b:best-beast"),
             *_matched("ladybug"), "w:owl"]
    s = pos(2, [row, rival], draw=["b:beast1", "b:dragon", "b:owl"], discard=["b:koala"], rest="discard")
    play(s, Draw())
    assert s.legal_actions() == [PlaceWild(cid("w:lion")), PlaceWild(cid("w:dragon"))]
    return s


def test_hard_plays_the_round_out_where_the_one_ply_heuristic_is_fooled(sp):
    """The heuristic counts a buried match as nearly in hand, so Normal covers the Dragon and waits for a
    Lion no MOLE can fetch; Hard plays both options to the round's end and covers the Lion (the Dragon's
    match is one of the two cards left: it wins the round at once half the time)."""
    s = _buried_lion_position()
    view = s.view(0)
    assert GreedyAgent(sp, 1).choose(view, s.legal_actions()) == PlaceWild(cid("w:dragon"))
    hard = make_agent("hard", sp, 1)
    assert isinstance(hard, RoundPlayoutAgent)
    assert hard.choose(view, s.legal_actions()) == PlaceWild(cid("w:lion"))
    values = hard.last_values
    assert values[PlaceWild(cid("w:lion"))] > values[PlaceWild(cid("w:dragon"))] + 0.05


def test_hard_never_reads_the_draw_pile(sp):
    s = _buried_lion_position()
    other = s.clone()
    other.draw.reverse()  # the same view, another true draw order
    assert s.view(0).fingerprint() == other.view(0).fingerprint()
    a, b = make_agent("hard", sp, 7), make_agent("hard", sp, 7)
    assert a.choose(s.view(0), s.legal_actions()) == b.choose(other.view(0), other.legal_actions())
    assert a.last_values == b.last_values
    with pytest.raises(Exception, match="view"):
        a.choose(s, s.legal_actions())  # the true state is refused


def test_match_win_chance_reads_the_totals_and_the_target():
    s = pos(3, [FILLER[0], FILLER[1], FILLER[2]], totals=[100, 100, 100])
    assert [match_win_chance(s, p) for p in range(3)] == pytest.approx([1 / 3] * 3)
    s = pos(3, [FILLER[0], FILLER[1], FILLER[2]], totals=[500, 300, 100])
    chances = [match_win_chance(s, p) for p in range(3)]
    assert sum(chances) == pytest.approx(1.0) and chances[0] > chances[1] > chances[2]
    near = pos(3, [FILLER[0], FILLER[1], FILLER[2]], totals=[780, 580, 380], target=800)
    far = pos(3, [FILLER[0], FILLER[1], FILLER[2]], totals=[300, 100, -100], target=800)
    assert match_win_chance(near, 0) > match_win_chance(far, 0)  # the same lead is worth more near the target
    over = pos(2, [FILLER[0], FILLER[1]], totals=[900, 200])
    over.phase = Phase.OVER
    assert (match_win_chance(over, 0), match_win_chance(over, 1)) == (1.0, 0.0)


def test_hard_completes_the_row_when_that_wins_the_match(sp):
    row = ["w:lion", "w:skunk", *(_matched("dragon", "unicorn", "griffin", "tarantula"))]
    s = pos(2, [row, FILLER[1]], draw=["b:best-beast"], totals=[700, 0])
    play(s, Draw())
    hard = make_agent("hard", sp, 3)
    assert hard.choose(s.view(0), s.legal_actions()) == PlaceWild(cid("w:lion"))
    assert hard.last_values[PlaceWild(cid("w:lion"))] == 1.0  # the round, and the game, end on this card


def test_hard_budgets(sp):
    s = _buried_lion_position()
    view, legal = s.view(0), s.legal_actions()
    fixed = make_agent("hard", sp, 2)
    fixed.choose(view, legal)
    assert fixed.last_iterations == HARD_SAMPLES
    # with a think time: at least MIN_SAMPLES, at most the cap, whatever the clock says
    timed = RoundPlayoutAgent(sp, 2, samples=6, think_time=1e-9)
    timed.choose(view, legal)
    assert timed.last_iterations == MIN_SAMPLES
    roomy = RoundPlayoutAgent(sp, 2, samples=6, think_time=1e9)
    roomy.choose(view, legal)
    assert roomy.last_iterations == 6
    assert make_agent("hard", sp, 2).choose(view, [legal[1]]) == legal[1]  # one option: no search


def test_hard_answers_at_once_when_asked(sp):
    """``send(True)`` (the table's deadline) ends the search after the sample in hand, with a legal choice."""
    s = _buried_lion_position()
    agent = RoundPlayoutAgent(sp, 2, samples=10_000)
    gen = agent.think(s.view(0), s.legal_actions())
    next(gen)
    with pytest.raises(StopIteration) as stop:
        while True:
            gen.send(True)
    assert stop.value.value in s.legal_actions() and 1 <= agent.last_iterations < 10_000
