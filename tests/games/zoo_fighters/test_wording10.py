"""Play test 10 wording: "feather Step" in the banner, "has all three elements!" never said what they are,
"Trigger bonus" on the results was never explained, and the Guide Card read "costs two extra ·."."""

from __future__ import annotations

from zooarcade.core.events import Event
from zooarcade.core.protocol import Decision, DecisionKind
from zooarcade.games.zoo_fighters.data import FIGHTERS, REPRISAL_TEXT, WEAPONS, build_deck, guide_card
from zooarcade.games.zoo_fighters.narration import FightersNarrator
from zooarcade.games.zoo_fighters.rules import new_game
from zooarcade.session import SeatConfig
from zooarcade.ui.table.base import starts_with_name


def test_a_card_name_heading_the_prompt_keeps_its_capitals(make_app):
    from tests.games.zoo_fighters.table_helpers import make_table

    app = make_app()
    table, _ = make_table(app, [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")])
    d = Decision(0, 0, DecisionKind.CHOOSE, "Feather Step: discard a card of your choice.")
    assert table.turn_prompt(d).endswith("your turn: Feather Step: discard a card of your choice")
    plain = Decision(0, 0, DecisionKind.PAY, "Pay for your play: 1 Water still owed.")
    assert table.turn_prompt(plain).endswith("your turn: pay for your play: 1 Water still owed")


def test_starts_with_name():
    assert starts_with_name("Feather Step: discard a card")
    assert starts_with_name("Stampede: discard up to 2")
    assert starts_with_name("RACCOON: choose a card")
    assert not starts_with_name("Pay for your play: 1 Water")
    assert not starts_with_name("Reprisal of Feather Step: discard a card")
    assert not starts_with_name("Choose a neighbour.")
    assert not starts_with_name("")


def test_the_three_elements_are_named_when_the_stretch_begins():
    line = FightersNarrator().lines(Event("stretch", 1, {"seat": 1}), ["You", "Ann"])[0].text
    assert line.startswith("Ann has all three elements")
    assert "three Special Moves" in line and "EX Form" in line and "Legendary Weapon" in line
    assert "final stretch" in line.lower()


def test_the_trigger_score_line_says_what_earned_it():
    state = new_game(2, {}, seed=3)
    labels = [label for label, _ in state.breakdown(0)]
    assert "Trigger bonus" not in labels and labels[-1] == "Started final stretch"


def test_no_bare_empty_slot_symbol_in_words_the_player_reads():
    texts = [line for i in range(len(FIGHTERS)) for line in guide_card(i).lines]
    texts += [d.text for d in build_deck(tuple(range(len(FIGHTERS))))] + [w.text for w in WEAPONS]
    texts += [f.initial_text for f in FIGHTERS] + [f.ex_text for f in FIGHTERS]
    texts += [t.format(n=2) for t in REPRISAL_TEXT.values()]
    bare = [t for t in texts if "\u00b7" in t]
    assert not bare, bare
    assert any("two extra Chi" in t for t in texts)
