"""Zoo Vadis: narration of every event and action, the negotiators, and the agents of each level."""

from __future__ import annotations

import dataclasses

import pytest

from tests.games.zoo_vadis.helpers import NO_OFFER, SEND, play, position
from tests.games.zoo_vadis.test_conformance_vadis import finishing
from zooarcade.ai import make_agent
from zooarcade.ai.agents import GreedyAgent, RandomAgent
from zooarcade.ai.ismcts import ISMCTSAgent
from zooarcade.core.events import events_seen_by
from zooarcade.core.protocol import Action
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_vadis import spec
from zooarcade.games.zoo_vadis.actions import ALL_ACTIONS, Accept, Ask, Back, Bribe, Compose, Counter, Decline, Offer
from zooarcade.games.zoo_vadis.agents import MacroGame, VadisAgent
from zooarcade.games.zoo_vadis.ai import heuristic
from zooarcade.games.zoo_vadis.narration import VadisNarrator
from zooarcade.games.zoo_vadis.negotiation import TEMPERS, answer, estimated_laurels, next_step, price
from zooarcade.games.zoo_vadis.rules import POST, TURN, VadisState

SPEC = spec()
NAMES = ["You", "Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
PLAIN = ("rhino", "crocodile", "marmoset")


def _played(players: int, games: int) -> tuple[list, set[type[Action]]]:
    """Events (as seats 0 and 1 and a spectator see them) and the action classes of a few random games."""
    events, kinds = [], set()
    for deal in range(games):
        s = SPEC.new_state(players, {}, deal)
        rng = Rng(deal)
        while not s.is_terminal():
            a = finishing(s, s.legal_actions(), rng)
            kinds.add(type(a))
            caption = SPEC.narrator.caption(a, s.view(s.current_player), NAMES)
            assert caption and "{" not in caption and "None" not in caption, (a, caption)
            evs = s.apply(a)
            for seat in (0, 1, None):
                events.extend(events_seen_by(evs, seat))
    return events, kinds


def test_every_event_and_action_is_narrated_in_our_words():
    events, kinds = _played(5, 12)
    narrator = VadisNarrator()
    seen = set()
    for ev in events:
        lines = narrator.lines(ev, NAMES)
        assert lines, ev.kind
        for line in lines:
            assert line.text and "{" not in line.text and "None" not in line.text and "_" not in line.text, (
                ev.kind,
                line.text,
            )
        seen.add(str(ev.kind))
    assert {
        "add",
        "keeper",
        "deal",
        "offer",
        "answer",
        "counter",
        "deal_done",
        "deal_failed",
        "move",
        "collect",
        "refill",
        "payment",
        "reward",
        "tile",
        "promise",
        "turn",
        "decision",
        "round",
        "game_end",
    } <= seen
    assert len(kinds) >= 14


def test_second_person_and_hidden_payments():
    n = VadisNarrator()
    from zooarcade.core.events import Event

    pay = Event(
        "payment",
        1,
        {"seat": 1, "to": 2, "values": [3, 1], "kinds": ["III", "I"], "count": 2},
        private_to=(1, 2),
        public={"seat": 1, "to": 2, "values": None, "kinds": None, "count": 2},
    )
    assert n.line(pay.seen_by(0), NAMES) == "Ann pays 2 tokens to Bo."
    assert n.line(pay.seen_by(2), NAMES) == "Ann pays a token III and a token I to Bo."
    you = Event("add", 0, {"seat": 0, "exhibit": "X1", "left": 5})
    assert n.line(you, NAMES) == "You add an animal to Big Meadow (5 left in supply)."
    ans = Event("answer", 0, {"seat": 0, "mover": 1, "what": "votes", "answer": "counter", "value": 4})
    assert n.line(ans, NAMES) == "You want tokens worth at least 4 from the mover."
    assert n.line(ans, ["Al", "Ann"]) == "Al wants tokens worth at least 4 from the mover."


def test_captions_cover_every_action_kind():
    n = VadisNarrator()
    s = position(3, species=PLAIN)
    samples = {Offer: Offer((3, 1), True), Counter: Counter(4), Ask: Ask(1, 2)}
    for cls in ALL_ACTIONS:
        if cls in samples:
            action = samples[cls]
        else:
            fields = [f.name for f in dataclasses.fields(cls)]
            args = {
                "exhibit": "X1",
                "space": "X9>X13",
                "piece": "animal",
                "src": "X1",
                "dst": "X5",
                "tunnel": False,
                "seat": 1,
                "votes": 1,
                "value": 3,
                "ability": "rhino",
                "target": "1",
                "values": (2,),
                "promise": False,
            }
            action = cls(**{k: args[k] for k in fields})
        text = n.caption(action, s, NAMES)
        assert text and text != action.KIND and "None" not in text, cls
    assert n.caption(Ask(0, 1), s, NAMES) == "Ask you for 1 vote"


# ---------------------------------------------------------------------- negotiators
def test_an_answer_weighs_the_offer_against_the_movers_lift():
    # P1 is about to take the Star's first space with P2's vote: a big lift for a rival
    s = position(3, species=PLAIN, animals={"X9": (2, 1, 0)}, keeper="X8>X12")
    play(s, (0, Compose("animal", "X9", "X13")), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND))
    assert s.phase == "answer"
    normal = TEMPERS["normal"]
    want = price(s, s.draft, s.draft.items[0], normal, 1)
    assert want > 3
    assert isinstance(answer(s, 1, normal), Counter | Decline)
    easy = TEMPERS["easy"]
    assert price(s, s.draft, s.draft.items[0], easy, 1) < want
    # a modest move low on the board, with an offer: accepted
    s = position(
        3, species=PLAIN, animals={"X1": (2, 1, 0)}, keeper="X8>X12", screens={0: {"III": 1}}, laurels={"X1>X5": "II"}
    )
    play(s, (0, Compose("animal", "X1", "X5")), (0, Ask(1, 1)), (0, Offer((3,), False)), (0, SEND))
    assert answer(s, 1, normal) == Accept()


def test_promise_breakers_pay_more():
    s = position(3, species=PLAIN, animals={"X1": (2, 1, 0)}, keeper="X8>X12")
    play(s, (0, Compose("animal", "X1", "X5")), (0, Ask(1, 1)), (0, Offer((), True)))
    item = s.draft.items[0]
    honest = price(s, s.draft, item, TEMPERS["hard"], 1)
    s.promises.append([0, 2, 0, "broken"])
    s.touch()
    assert price(s, s.draft, item, TEMPERS["hard"], 1) > honest or honest == 0.0
    assert s.broken_promises(0) == 1


def test_estimates_use_only_public_knowledge():
    s = position(3, species=PLAIN, screens={1: {"V": 1}})
    v = s.view(0)
    assert estimated_laurels(v, 1, 0) >= 7 and estimated_laurels(v, 0, 0) == 2
    assert estimated_laurels(v, 1, 0) == estimated_laurels(s, 1, 0)


def test_the_builder_finishes_every_deal():
    s = position(3, species=PLAIN, animals={"X1": (1, 1, 1)}, keeper="X8>X12", screens={0: {"IV": 1, "II": 1}})
    play(s, (0, Compose("animal", "X1", "X5")))
    for _ in range(20):
        if s.phase not in ("compose", "offer"):
            break
        step = next_step(s, TEMPERS["hard"])
        assert step in s.legal_actions()
        s.apply(step)
    assert s.phase in ("answer", "turn")


# ---------------------------------------------------------------------- agents
@pytest.mark.parametrize("level,chooser", [("easy", RandomAgent), ("normal", GreedyAgent), ("hard", ISMCTSAgent)])
def test_each_level_comes_from_the_agent_factory(level, chooser):
    agent = make_agent(level, SPEC, 3)
    assert isinstance(agent, VadisAgent) and isinstance(agent.chooser, chooser) and agent.level == level
    assert agent.chooser.spec.heuristic is not SPEC.heuristic  # it searches turn-level macro steps


def test_macro_steps_settle_every_deal():
    s = position(3, species=PLAIN, animals={"X1": (1, 1, 1)}, keeper="X8>X12")
    macro = MacroGame(s.clone(), (TEMPERS["normal"],) * 3)
    macro.apply(Compose("animal", "X1", "X5"))
    assert macro.inner.phase in (TURN, POST) or macro.is_terminal()
    assert all(not (isinstance(a, Compose) and a.piece == "hyena") for a in macro.legal_actions())
    assert heuristic(macro.inner, 0) == pytest.approx(heuristic(macro.inner.clone(), 0))


def test_answers_are_quick_and_come_from_the_negotiator():
    s = position(3, species=PLAIN, animals={"X1": (2, 1, 0)}, keeper="X8>X12", laurels={"X1>X5": "II"})
    play(s, (0, Compose("animal", "X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND))
    d = s.decision()
    assert d.quick
    agent = VadisAgent("hard", 5)
    choice = agent.choose(s.view(1), s.legal_actions(), d)
    assert choice == answer(s.view(1), 1, TEMPERS["hard"])


@pytest.fixture
def quick_hard(monkeypatch):
    """Hard with a small search budget: these tests are about legality and reproducibility, not strength."""
    from zooarcade.games.zoo_vadis import agents

    monkeypatch.setattr(agents, "HARD_CONFIG", dataclasses.replace(agents.HARD_CONFIG, iterations=30))


@pytest.mark.parametrize("players", [3, 5])
def test_ai_seats_finish_games_with_legal_moves(players, quick_hard):
    for deal in range(2):
        s = SPEC.new_state(players, {}, deal)
        agents = [make_agent(("easy", "normal", "hard")[i % 3], SPEC, 10 * deal + i) for i in range(players)]
        while not s.is_terminal():
            seat = s.current_player
            legal = s.legal_actions()
            a = agents[seat].choose(s.view(seat), legal, s.decision())
            assert a in legal
            s.apply(a)
            assert s.turn < 400
        assert isinstance(s, VadisState) and s.end in ("star", "stall", "rounds")


def test_agents_are_reproducible(quick_hard):
    def run() -> list[str]:
        s = SPEC.new_state(3, {}, 9)
        agents = [make_agent(lv, SPEC, i) for i, lv in enumerate(("easy", "normal", "hard"))]
        out = []
        for _ in range(40):
            if s.is_terminal():
                break
            seat = s.current_player
            a = agents[seat].choose(s.view(seat), s.legal_actions(), s.decision())
            out.append(repr(a))
            s.apply(a)
        return out

    assert run() == run()


def test_the_builder_bribes_a_peacock_when_no_seat_can_vote():
    s = position(
        3,
        species=PLAIN,
        animals={"X1": (2, 0, 0)},
        peacocks={"X1": 1},
        keeper="X8>X12",
        laurels={"X1>X5": "IV"},
        screens={0: {"III": 1}},
    )
    play(s, (0, Compose("animal", "X1", "X5")))
    assert next_step(s, TEMPERS["hard"]) == Bribe(3)
    assert next_step(s, TEMPERS["easy"]) == Back()  # Easy never bribes: without votes it gives up


def test_an_ai_keeps_an_open_promise_unless_it_hands_over_the_lead():
    def asked(path_token: str | None, promised: bool) -> VadisState:
        s = position(3, species=PLAIN, animals={"X1": (1, 1, 1)}, keeper="X8>X12", laurels={"X1>X5": path_token})
        if promised:
            s.promises.append([1, 0, 0, "open"])
        play(
            s,
            (0, Compose("animal", "X1", "X5")),
            (0, Ask(1, 1)),
            (0, NO_OFFER),
            (0, Ask(2, 1)),
            (0, NO_OFFER),
            (0, SEND),
        )
        assert s.current_player == 1
        return s

    normal = TEMPERS["normal"]
    assert isinstance(answer(asked(None, False), 1, normal), Counter)  # a free ask: it wants a little
    assert answer(asked(None, True), 1, normal) == Accept()  # ... but it owes the mover a vote
    assert isinstance(answer(asked("V", True), 1, normal), Counter)  # not when the move is worth a V to a rival
