"""Zoo Fighters II costs in words (issue 13 play test: a cost read "Ea Ea · · ·"): every cost the player reads
— a prompt, a log line, a card's hover text, the Guide Card text — names its colours and counts
("2 Earth + 3 any"), never the spec's short symbols."""

from __future__ import annotations

import re

import pytest

from zooarcade.games.zoo_fighters.data import ANY, EARTH, FIRE, WATER, cost, cost_text

#: the spec's short notation leaking into player text ("Ea", "Wa ·", "· ·").
SHORT = re.compile(r"\b(Fi|Wa|Wi|Ea|Or|Ch)\b|\u00b7 \u00b7|\(\u00b7")


@pytest.mark.parametrize(("symbols", "words"), [
    ((EARTH, EARTH, ANY, ANY, ANY), "2 Earth + 3 any"),
    ((WATER, ANY, ANY), "1 Water + 2 any"),
    ((ANY, FIRE, ANY, FIRE), "2 Fire + 2 any"),
    ((ANY,), "1 any"),
    ((), ""),
])
def test_cost_in_words(symbols, words) -> None:
    assert cost_text(symbols) == words
    assert cost_text(symbols, "nothing") == (words or "nothing")


def test_data_costs_read_in_words() -> None:
    assert cost_text(cost("Ea Ea · · ·")) == "2 Earth + 3 any"


def test_no_short_symbols_in_a_whole_game() -> None:
    """A finished game: no prompt along the way and no log line uses the short symbols."""
    from zooarcade.core.rng import Rng
    from zooarcade.games.zoo_fighters.narration import FightersNarrator
    from zooarcade.session import GameSession, MatchSetup, parse_seats

    session = GameSession(MatchSetup("zoo_fighters", parse_seats("ai:easy,ai:easy,ai:easy"), 3))
    rng = Rng.from_seed(3)
    narrator = FightersNarrator()
    names = [s.name for s in session.seats]
    prompts, lines = set(), []
    paid = False
    while not session.state.is_terminal():
        d = session.decision
        if d is not None:
            prompts.add(d.prompt)
            paid = paid or d.kind.value == "pay"
        for ev in session.apply(rng.choice(session.state.legal_actions())):
            lines += [line.text for line in narrator.lines(ev, names)]
    assert paid and any("owed" in p for p in prompts)
    bad = [t for t in [*prompts, *lines] if SHORT.search(t)]
    assert not bad, bad[:5]


def test_card_and_guide_texts_in_words() -> None:
    from zooarcade.games.zoo_fighters.data import FIGHTERS, GUIDE_CARDS, WEAPONS

    texts = [f"({cost_text(f.ex_cost)})" for f in FIGHTERS] + [cost_text(w.cost) for w in WEAPONS]
    texts += [str(card) for card in (GUIDE_CARDS.values() if hasattr(GUIDE_CARDS, "values") else GUIDE_CARDS)]
    bad = [t for t in texts if SHORT.search(t)]
    assert not bad, bad[:3]
