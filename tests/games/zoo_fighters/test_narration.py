"""Zoo Fighters II narration: every event kind and every action is phrased, and "You" reads in the second person."""

from __future__ import annotations

from tests.games.zoo_fighters.helpers import build, play
from zooarcade.core.events import events_seen_by
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_fighters import spec
from zooarcade.games.zoo_fighters.actions import Declare, PayExhaust, PayHand, PayTake, PlayAction
from zooarcade.games.zoo_fighters.data import (
    FIGHTER_KEYS,
    FIGHTERS,
    FIRE,
    GUIDE_CARDS,
    WEAPONS,
    cost_text,
    guide_card,
)
from zooarcade.games.zoo_fighters.narration import FightersNarrator

NAMES = ["You", "Ann", "Bo", "Cy", "Di", "Ed"]


def test_every_event_and_action_of_random_games_is_narrated():
    sp = spec()
    narrator = sp.narrator
    kinds_seen = set()
    for n, deal in ((2, 3), (3, 4), (4, 5), (6, 6)):
        state = sp.new_state(n, {}, deal)
        names = NAMES[:n]
        assert narrator.opening(state, names)
        rng = Rng(deal)
        while not state.is_terminal():
            legal = state.legal_actions()
            for a in legal[:12]:
                caption = narrator.caption(a, state.view(state.current_player), names)
                assert caption and caption != a.describe() and "{" not in caption, (a, caption)
            events = state.apply(legal[rng.randrange(len(legal))])
            for seat in (None, 0, 1):
                for ev in events_seen_by(events, seat):
                    kinds_seen.add(str(ev.kind))
                    for line in narrator.lines(ev, names):
                        assert line.text and "None" not in line.text and "{" not in line.text, (ev, line.text)
                        assert "You takes" not in line.text and "You has" not in line.text
    assert {"turn", "declare", "chi", "push", "resolve", "card_moved", "game_end", "reprisal"} <= kinds_seen


def test_second_person_for_you():
    n = FightersNarrator()
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "fire_chi"], 1: ["double_fire"]})
    events = play(state, Declare("move", ids["flame_pounce"][0]), PayTake(1, FIRE))
    text = " ".join(line.text for e in events for line in n.lines(e, ["You", "Ann"]))
    assert "You try to reveal Flame Pounce" in text
    assert "You take Double Fire from Ann as Chi" in text
    text = " ".join(line.text for e in events for line in n.lines(e, ["Bo", "Ann"]))
    assert "Bo tries to reveal Flame Pounce" in text


def test_captions_name_cards_and_targets():
    n = FightersNarrator()
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "fire_chi"], 1: ["counter_stance"]})
    names = ["You", "Ann"]
    assert n.caption(Declare("move", ids["flame_pounce"][0]), state.view(0), names) == "Reveal Flame Pounce"
    play(state, Declare("move", ids["flame_pounce"][0]))
    assert n.caption(PayHand(ids["fire_chi"][0]), state.view(0), names) == "Pay with Fire Chi (1 Fire)"
    play(state, PayHand(ids["fire_chi"][0]), PayExhaust(200, FIRE))
    uid = state.stack[-1].uid
    assert n.caption(PlayAction(ids["counter_stance"][0], uid), state.view(1), names) == \
        "Play Counter Stance on your Flame Pounce"
    assert n.caption(PlayAction(ids["counter_stance"][0], uid), state.view(1), ["Bo", "Ann"]) == \
        "Play Counter Stance on Bo's Flame Pounce"


def test_six_guide_cards_in_our_words_with_the_numbers_from_the_data():
    assert set(GUIDE_CARDS) == set(FIGHTER_KEYS)
    for i, f in enumerate(FIGHTERS):
        card = guide_card(i)
        assert GUIDE_CARDS[f.key] == card.lines
        assert card.title.startswith(f"{f.name} the {f.animal}") and f"Willpower {f.willpower}" in card.title
        assert card.initial.endswith(f.initial_text)
        assert f"({cost_text(f.ex_cost)})" in card.ex and card.ex.endswith(f.ex_text)
        w = WEAPONS[i]
        assert w.name in card.weapon and f"{w.points} points" in card.weapon and cost_text(w.cost) in card.weapon
        assert len(card.tips) >= 2 and all(t and not any(ch.isdigit() for ch in t) for t in card.tips)


def test_a_paid_event_on_the_stack_names_the_card_and_says_what_happens_next():
    """Stack (spec rule 4): a paid Event waits for answers; the log says which card, in plain words."""
    from zooarcade.core.events import Event

    n = FightersNarrator()
    ev = Event("push", 1, {"kind": "event", "effect": "opponent", "name": "Zookeeper", "uid": 3})
    (line,) = n.lines(ev, ["You", "Ann"])
    assert line.text == "Ann has paid for Zookeeper: the others may answer before it takes effect."
    (line,) = n.lines(Event("push", 0, {"kind": "event", "effect": "move", "uid": 4}), ["You", "Ann"])
    assert line.text == "You have paid for the Special Move: the others may answer before it takes effect."


def test_a_priority_window_that_closes_says_everyone_passed_in_one_line():
    """Spec rule 4: when every seat passes, one line says so as the top item resolves; a seat's own pass (chosen
    or forced: a seat with no response) adds no line, so the log never tells who held a response."""
    from zooarcade.core.events import Event
    from zooarcade.games.zoo_fighters.actions import Pass

    n = FightersNarrator()
    (line,) = n.lines(Event("resolve", 1, {"kind": "action", "name": "Smoke Bomb", "uid": 7}), ["You", "Ann"])
    assert line.text == "Everyone passes: Ann's Smoke Bomb resolves."
    (line,) = n.lines(Event("resolve", 0, {"kind": "event", "name": "Zookeeper", "uid": 8}), ["You", "Ann"])
    assert line.text == "Everyone passes: your Zookeeper resolves."
    sp = spec()
    names = NAMES[:3]
    windows = forced = chosen = 0
    for deal in (4, 9):
        state = sp.new_state(3, {}, deal)
        rng = Rng(deal)
        while not state.is_terminal():
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            if isinstance(action, Pass) and state.window is not None and not state.tasks:
                forced += len(legal) == 1
                chosen += len(legal) > 1
            events = state.apply(action)
            lines = [line.text for ev in events for line in n.lines(ev, names)]
            passes = [t for t in lines if "pass" in t.lower()]
            closed = sum(1 for ev in events if ev.kind == "resolve")
            assert len(passes) == closed, f"one line per closed window, none for a seat's own pass: {lines}"
            windows += closed
    assert windows and forced and chosen


# ---------------------------------------------------------------------- play test 8
def _thorns_reprisal():
    """Seat 0 takes Hidden Thorns from seat 1's hand as Chi and lets its Reprisal hit."""
    from zooarcade.games.zoo_fighters.actions import Pass, PayTake

    state, ids = build(["blaze", "kaze"], hands={0: ["roaring_fist", "fire_chi", "fire_chi", "earth_chi",
                                                     "water_chi"], 1: ["hidden_thorns"]})
    events = play(state, Declare("move", ids["roaring_fist"][0]), PayTake(1, FIRE), Pass())
    return state, ids, events


def test_a_reprisal_discard_gives_its_number_in_the_log():
    """Play test 8: "Player must discard cards" gave no number; Hidden Thorns' Reprisal makes the taker discard 2."""
    state, _ids, events = _thorns_reprisal()
    hit = next(ev for ev in events if ev.kind == "reprisal_hits")
    (line,) = FightersNarrator().lines(hit, ["You", "Ann"])
    assert line.text == "The Reprisal hits: You must discard 2 cards of your choice."
    (line,) = FightersNarrator().lines(hit, ["Bo", "Ann"])
    assert line.text == "The Reprisal hits: Bo must discard 2 cards of their choice."


def test_a_discard_choice_says_what_caused_it():
    """Play test 8: the panel said only "Discard a card of your choice"; it now names the card (and a Reprisal)."""
    from tests.games.zoo_fighters.helpers import wid
    from tests.games.zoo_fighters.test_effects import reveal
    from zooarcade.games.zoo_fighters.actions import Choose

    state, ids, _events = _thorns_reprisal()
    assert state.decision().prompt == "Reprisal of Hidden Thorns: discard 2 cards of your choice."
    play(state, Choose(ids["earth_chi"][0]))
    assert state.decision().prompt == "Reprisal of Hidden Thorns: discard a card of your choice."
    state, ids = build(["blaze", "bao", "kaze"], hands={0: ["fire_chi"] * 5, 1: ["order_chi", "water_chi"],
                                                        2: ["wind_chi"]})
    reveal(state, wid("sunfire_gauntlets"), "weapon")
    assert state.decision().prompt == "Sunfire Gauntlets: discard a card of your choice."


def test_paying_for_the_ex_form_names_the_flip_not_the_initial_form():
    """Play test 8: the EX Form was logged as "Blaze (Initial Form) resolves"; the lines name the EX Form."""
    from zooarcade.core.events import Event

    n = FightersNarrator()
    data = {"kind": "event", "effect": "ex", "name": "Blaze (Initial Form)", "uid": 5}
    (line,) = n.lines(Event("push", 0, data), ["You", "Ann"])
    assert line.text == "You have paid for Blaze's EX Form: the others may answer before your fighter turns over."
    (line,) = n.lines(Event("resolve", 1, data), ["You", "Ann"])
    assert line.text == "Everyone passes: Ann's Blaze turns over to its EX Form."
    assert "Initial Form" not in line.text
