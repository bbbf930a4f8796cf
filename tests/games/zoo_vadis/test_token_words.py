"""Zoo Vadis: laurel tokens in words ("two tokens I", never "a I and a I" nor "a token I") wherever text lists them."""

from __future__ import annotations

import re

import pytest

from zooarcade.core.events import Event
from zooarcade.games.zoo_vadis import data
from zooarcade.games.zoo_vadis.actions import Bribe, Meet, Offer
from zooarcade.games.zoo_vadis.narration import KIND_WORDS, VadisNarrator, token_word, tokens_text
from zooarcade.games.zoo_vadis.pieces import SPECIAL_WORDS

NAMES = ["You", "Ann", "Bo"]


@pytest.mark.parametrize(
    ("values", "count", "text"),
    [
        ((1, 1), 0, "two tokens I"),
        ((1, 2), 0, "a token II and a token I"),
        ((3,), 0, "a token III"),
        ((1, 3, 1), 0, "a token III and two tokens I"),
        ((5, 2, 1, 2), 0, "a token V, two tokens II and a token I"),
        ((1,) * 8, 0, "8 tokens I"),
        ((), 0, "nothing"),
        (None, 2, "2 tokens"),
        (None, 1, "1 token"),
        (None, 0, "nothing"),
    ],
)
def test_tokens_text_groups_equal_values(values: tuple[int, ...] | None, count: int, text: str) -> None:
    assert tokens_text(values, count) == text


def test_token_word_and_its_bad_values() -> None:
    assert token_word(4) == "a token IV"
    assert token_word(1, 3) == "three tokens I"
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
    lines += [
        n.caption(Offer((1, 1), False), None, NAMES),
        n.caption(Meet((2, 1)), None, NAMES),
        n.caption(Bribe(4), None, NAMES),
    ]
    lines += list(KIND_WORDS.values())
    text = " | ".join(lines)
    assert "two tokens I" in text and "a token II and two tokens I" in text and "a token IV" in text
    assert "a I token" not in text and "a IV token" not in text
    for bad in ("a I and", "a I.", "a I ", "an I", "a IV.", "a IV ", " 2 I "):
        assert bad not in text.replace("a token I", "").replace("a token IV", ""), (bad, text)


_LOWER_NUMERAL = re.compile(r"\b(i|ii|iii|iv|v)\b")


def _token_lines(n: VadisNarrator) -> list[str]:
    """Every log line that names a token's value, one per kind where the kind shows (refills, collections)."""
    out = []
    for kind in data.TOKEN_KINDS:
        out.append(n.line(Event("refill", None, {"space": "X9>X13", "kind": kind}), NAMES))
        for via in ("", "tiger", "marmoset"):
            out.append(n.line(Event("collect", 1, {"seat": 1, "space": "X9>X13", "kind": kind, "via": via}), NAMES))
        out.append(
            n.line(Event("keeper", 0, {"seat": 0, "src": "X1>X2", "dst": "X9>X13", "why": "", "under": kind}), NAMES)
        )
    out.append(n.line(Event("tile", 0, {"seat": 0, "ability": "tiger", "used": False, "left": 2}), NAMES))
    out.append(n.line(Event("payment", 1, {"seat": 1, "to": 2, "values": None, "count": 2}), NAMES))
    out.append(n.line(Event("payment", 1, {"seat": 1, "to": 0, "values": [5, 3, 2], "count": 3}), NAMES))
    out.append(n.line(Event("counter", 0, {"seat": 0, "to": 1, "met": True, "added": [4, 1]}), NAMES))
    return out


def test_token_values_keep_their_capital_numerals() -> None:
    """A refill starts its sentence with the token's words: "A token II with a feather is drawn …",
    never "A peacock ii is drawn" (``str.capitalize`` lowers the numeral); no line has a lower-case numeral."""
    lines = _token_lines(VadisNarrator())
    for line in lines:
        assert not _LOWER_NUMERAL.search(line), line
    refills = {line.split(" is drawn")[0] for line in lines if " is drawn onto " in line}
    assert refills == {
        "A token I",
        "A token II",
        "A token III",
        "A token IV",
        "A token V",
        "A token II with the keeper mark",
        "A token II with a feather",
        "A token II with a spark",
    }
    assert "Ann collects a token II with a feather from under the Zoo Keeper (Tiger)." in lines
    assert "You get a used Tiger tile back (the spark on the token II)." in lines
    assert "Ann pays 2 tokens to Bo." in lines
    assert "Ann pays a token V, a token III and a token II to you." in lines
    assert "You meet Ann's counter with a token IV and a token I." in lines


def test_special_tokens_read_as_the_board_marks_them() -> None:
    """The log names a special II by the mark the board draws and the tooltip names (keeper mark, feather, spark)."""
    for kind in ("II_ZOO_KEEPER", "II_PEACOCK", "II_ABILITY"):
        mark = SPECIAL_WORDS[kind].split(":", 1)[0].removeprefix("II with ")
        assert KIND_WORDS[kind] == f"a token II with {mark}"


def test_offers_read_tokens_then_whom_and_hide_values_from_outsiders() -> None:
    """Play test 10: "Ann offers Bo 1 token" ran two numbers together; the log now says "offers 1 token to Bo",
    and a seat outside the deal (its view of the event has no values) reads only how many tokens."""
    n = VadisNarrator()
    offer = Event("offer", 1, {"seat": 1, "to": 2, "what": "votes", "values": [3, 1], "count": 2, "promise": True},
                  private_to=(1, 2), public={"seat": 1, "to": 2, "what": "votes", "values": None, "count": 2,
                                             "promise": True})
    outsider = n.line(offer.seen_by(0), NAMES)
    assert outsider == "Ann offers 2 tokens to Bo for the votes, plus a promise of support later."
    assert not re.search(r"\b(I|II|III|IV|V)\b", outsider)  # no value leaks to the seat outside the deal
    assert n.line(offer.seen_by(2), NAMES) == (
        "Ann offers a token III and a token I to Bo for the votes, plus a promise of support later.")
    one = Event("offer", 0, {"seat": 0, "to": 2, "what": "tiger", "values": None, "count": 1, "promise": False})
    assert n.line(one, NAMES) == "You offer 1 token to Bo for the Tiger."
