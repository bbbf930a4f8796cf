"""Play test 11: the tester took Kaze's and Bao's Willpower 5 and Shellby's EX (Wa Wa ·, draws 3) for mistakes
against the spec; the rules reader now says they are our balance tuning, with the numbers the game uses."""

from __future__ import annotations

from zooarcade.games.zoo_fighters.data import FIGHTERS
from zooarcade.games.zoo_fighters.rules_text import PAGES


def test_the_rules_reader_explains_the_tuned_numbers():
    by = {f.key: f for f in FIGHTERS}
    assert by["kaze"].willpower == by["bao"].willpower == 5 and by["shellby"].ex.reveal_n == 3
    turn = dict(PAGES)["Your turn"]
    notes = [b[1] for b in turn if b[0] == "design"]
    assert len(notes) == 1
    text = notes[0]
    assert "Kaze and Bao have Willpower 5" in text
    assert "Shellby's EX Form costs 2 Water + 1 any and draws 3 cards when revealed" in text
    assert "on purpose" in text and "tuned" in text


def test_the_tuned_chi_makers_are_named_with_their_costs():
    """Play test 11b: Stomp showed 1 Earth + 3 any where the original prints 1 Earth + 2 any."""
    turn = dict(PAGES)["Your turn"]
    text = next(b[1] for b in turn if b[0] == "design")
    assert "Stomp (1 Earth + 3 any)" in text and "Inferno Claw (2 Fire + 3 any)" in text
