"""Play test of the guided first game: the lesson said "ask the Hyena" to the Hyena's own player, taught a IV
bribe where a II does, and logged "earn a bonus" before the bribe was paid.  Prompts and captions now follow
the position and the seat."""

from __future__ import annotations

import re

from tests.games.zoo_vadis.helpers import position
from zooarcade.games.registry import get_spec
from zooarcade.games.zoo_vadis import data
from zooarcade.games.zoo_vadis.actions import Bribe, Compose, Send
from zooarcade.guide import load_script

SPEC = get_spec("zoo_vadis")
NAMES = ["You", "Ann", "Bob"]


def _after_bonus_move(species: list[str], **kw):  # noqa: ANN202 - a VadisState
    """Seat 0 walks X1 → X5 over a II-Zoo-Keeper token (its three animals carry the vote): the bonus is earned."""
    s = position(3, species=species, animals={"X1": (3, 0, 0)}, laurels={"X1>X5": "II_ZOO_KEEPER"}, **kw)
    s.apply(Compose("animal", "X1", "X5", False))
    s.apply(Send())
    return s


def test_the_prompt_after_the_action_names_only_what_is_open():
    own_hyena = _after_bonus_move(["hyena", "tiger", "ibis"])
    assert own_hyena.decision().prompt == "Move the Zoo Keeper (bonus) or end your turn."
    rival = _after_bonus_move(["tiger", "hyena", "ibis"])
    assert rival.decision().prompt == "Move the Zoo Keeper (bonus), ask {p1}'s Hyena to move the Zoo Keeper or end " \
                                      "your turn."
    classic = _after_bonus_move(["tiger", "hyena", "ibis"], options={"variant": "classic"})
    assert "Hyena" not in classic.decision().prompt, "classic rules have no abilities to ask for"


def test_the_deal_prompt_leaves_out_abilities_nobody_can_lend():
    s = position(3, species=["tiger", "hyena", "ibis"], animals={"X1": (1, 2, 0)}, peacocks={"X1": 1},
                 options={"variant": "classic"})
    s.apply(Compose("animal", "X1", "X8", False))
    assert s.decision().prompt == "Build your deal: ask for votes or bribe a peacock; then send it or back out."


def test_the_bonus_is_logged_after_the_bribe_is_paid():
    s = position(3, species=["tiger", "hyena", "ibis"], animals={"X1": (2, 0, 0)}, peacocks={"X1": 1},
                 laurels={"X1>X5": "II_ZOO_KEEPER"}, screens={0: {"II": 1}}, options={"variant": "classic"})
    s.apply(Compose("animal", "X1", "X5", False))
    s.apply(Bribe(2))
    kinds = [str(ev.kind) for ev in s.apply(Send())]
    assert "bribe" in kinds and "bonus" in kinds
    assert kinds.index("bribe") < kinds.index("bonus"), kinds
    assert s.bonus_keeper


def test_the_lesson_bribes_with_the_least_token_and_its_captions_tell_the_true_counts():
    script = load_script("zoo_vadis")
    state = script.record().new_state(SPEC)
    learner = script.learner
    bribes = 0
    for step in script.steps:
        d = state.decision()
        if step.seat == learner and step.caption is not None:
            prompt = d.prompt
            if "Hyena" in prompt or "Hyena" in step.caption:
                assert state.species[learner] != "hyena" and not state.classic
            if isinstance(step.action, Bribe):
                bribes += 1
                legal = [a.value for a in state.legal_actions() if isinstance(a, Bribe)]
                assert step.action.value == min(legal) == data.BRIBE_MIN_VALUE
                assert "II" in step.caption and "IV" not in step.caption
            if isinstance(step.action, Compose) and step.action.piece == "animal":
                after = state.clone()
                after.apply(step.action)
                m = re.search(r"takes (\d+) votes?; your animals there give (\d+)", step.caption)
                assert m is not None, step.caption
                assert (int(m[1]), int(m[2])) == (after.draft.need, after.draft.own)
        state.apply(step.action)
    assert bribes == 1
