"""Zoo Vadis: laurel tokens in words ("two I tokens", never "a I and a I") wherever text lists them."""

from __future__ import annotations

import pytest

from zooarcade.core.events import Event
from zooarcade.games.zoo_vadis.actions import Bribe, Meet, Offer
from zooarcade.games.zoo_vadis.narration import KIND_WORDS, VadisNarrator, token_word, tokens_text

NAMES = ["You", "Ann", "Bo"]


@pytest.mark.parametrize(
    ("values", "count", "text"),
    [
        ((1, 1), 0, "two I tokens"),
        ((1, 2), 0, "a II token and a I token"),
        ((3,), 0, "a III token"),
        ((1, 3, 1), 0, "a III token and two I tokens"),
        ((5, 2, 1, 2), 0, "a V token, two II tokens and a I token"),
        ((1,) * 8, 0, "8 I tokens"),
        ((), 0, "nothing"),
        (None, 2, "2 tokens"),
        (None, 1, "1 token"),
        (None, 0, "nothing"),
    ],
)
def test_tokens_text_groups_equal_values(values: tuple[int, ...] | None, count: int, text: str) -> None:
    assert tokens_text(values, count) == text


def test_token_word_and_its_bad_values() -> None:
    assert token_word(4) == "a IV token"
    assert token_word(1, 3) == "three I tokens"
    with pytest.raises(IndexError):
        token_word(0)
    with pytest.raises(IndexError):
        token_word(6)


def test_no_text_lists_a_bare_numeral() -> None:
    """Every place that lists tokens: offers, payments, bribes, supply rewards, collections, captions."""
    n = VadisNarrator()
    offer = Event("offer", 1, {"seat": 1, "to": 0, "what": "votes", "values": [1, 1], "count": 2, "promise": False})
    pay = Event("payment", 1, {"seat": 1, "to": 0, "values": [2, 1, 1], "kinds": ["II", "I", "I"], "count": 3})
    bribe = Event("bribe", 1, {"seat": 1, "values": [4], "count": 1})
    supply = Event("reward", 0, {"seat": 0, "count": 2, "why": "vote", "supply": 9})
    lines = [n.line(offer, NAMES), n.line(pay, NAMES), n.line(bribe, NAMES), n.line(supply, NAMES)]
    lines += [n.caption(Offer((1, 1), False), None, NAMES), n.caption(Meet((2, 1)), None, NAMES),
              n.caption(Bribe(4), None, NAMES)]
    lines += list(KIND_WORDS.values())
    text = " | ".join(lines)
    assert "two I tokens" in text and "a II token and two I tokens" in text and "a IV token" in text
    for bad in ("a I and", "a I.", "a I ", "an I", "a IV.", "a IV ", " 2 I "):
        assert bad not in text.replace("a I token", "").replace("a IV token", ""), (bad, text)
