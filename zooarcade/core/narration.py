"""Grammar for log lines and tooltips that name a seat.

The default human seat is called ``"You"``, so a line built as ``f"{name} places their lion"``
would read "You places their lion".  These helpers pick the second person for that name and
the third person for every other: ``subject("You", "places")`` → ``"You place"``,
``subject("Ann", "places")`` → ``"Ann places"``; ``their("You")`` → ``"your"``.
Every table and the replay viewer narrate through them (playtest: the log must read right for "You").
"""

from __future__ import annotations

import re
from types import MappingProxyType

#: the name of the human seat that is addressed in the second person.
YOU = "You"

#: third-person verbs whose second-person form is not the word without its final "s".
_IRREGULAR = MappingProxyType({"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go", "passes": "pass",
              "reaches": "reach", "catches": "catch", "watches": "watch", "wishes": "wish", "fixes": "fix",
              "buzzes": "buzz", "touches": "touch", "pushes": "push", "misses": "miss", "tosses": "toss"})


def is_you(name: str | None) -> bool:
    """True for the seat name addressed as "you" (exactly ``"You"``)."""
    return name == YOU


def verb(name: str | None, third_person: str) -> str:
    """``third_person`` ("places", "has", "shares the win") agreeing with ``name`` as its subject.

    Only the first word is a verb: ``verb("You", "shares the win")`` → ``"share the win"``.
    """
    if not is_you(name):
        return third_person
    head, sep, rest = third_person.partition(" ")
    if head in _IRREGULAR:
        head = _IRREGULAR[head]
    elif head.endswith("ies") and len(head) > 3:
        head = head[:-3] + "y"
    elif head.endswith("s") and not head.endswith("ss"):
        head = head[:-1]
    return head + sep + rest


def subject(name: str, third_person: str) -> str:
    """``"Ann places"`` / ``"You place"``: the name followed by the agreeing verb phrase."""
    return f"{name} {verb(name, third_person)}"


def their(name: str | None) -> str:
    """The possessive determiner for ``name`` as the subject: ``"your"`` for You, else ``"their"``."""
    return "your" if is_you(name) else "their"


def owned_by(name: str) -> str:
    """The standalone possessive, as in "once ___": ``"Ann's"``; ``"yours"`` for You."""
    return "yours" if is_you(name) else f"{name}'s"


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` and the noun, plural unless ``n`` is 1: ``counted(1, "point")`` → ``"1 point"``,
    ``counted(3, "line")`` → ``"3 lines"``; ``plural`` for an irregular plural (default: noun + "s")."""
    return f"{n} {noun}" if n == 1 else f"{n} {plural or noun + 's'}"


def points(n: int) -> str:
    """``"1 pt"``, ``"0 pts"``, ``"12 pts"``."""
    return f"{n} pt" if n == 1 else f"{n} pts"


def possessive(name: str, capital: bool = True) -> str:
    """``"Ann"`` → ``"Ann's"``; ``"You"`` → ``"Your"`` (``"your"`` when not ``capital``)."""
    if is_you(name):
        return "Your" if capital else "your"
    return f"{name}'s"


#: a seat placeholder of :func:`fill`, with its possessive ``'s`` or the word after it (a verb when a subject).
_PLACEHOLDER = re.compile(r"\{p(\d)\}(?:('s)|( )([a-z]+))?")


def fill(text: str, names: list[str] | tuple[str, ...], reader: int | None = None) -> str:
    """``text`` with its seat placeholders ``{p0}`` … ``{p6}`` replaced by ``names`` (prompts, end reasons).

    Written in the third person ("{p1} has no characters left"), a placeholder that becomes "You" as the
    subject (at the start of the text or of a clause, after punctuation) takes the agreeing verb; any takes
    the agreeing possessive: "You have no characters left", ``{pN}'s`` → "Your" (see
    :func:`verb`, :func:`possessive`).  ``reader``: the seat the text is addressed to (a decision's
    decider); its own possessive ``{pN}'s`` reads ``your`` ("respond to your Opponent", never "Ann,
    respond to Ann's Opponent").  A placeholder for a seat past ``names`` is left as it is.
    """

    def one(m: re.Match[str]) -> str:
        seat = int(m.group(1))
        if seat >= len(names):
            return m.group(0)
        name = names[seat]
        if m.group(2):
            if seat == reader:
                return "your"
            return possessive(name, capital=m.start() == 0)
        if m.group(3) and (m.start() == 0 or text[:m.start()].rstrip()[-1:] in ".:;!?,\u2014"):  # a subject
            return f"{name} {verb(name, m.group(4))}"
        if m.group(3):
            return f"{name} {m.group(4)}"
        return name

    return _PLACEHOLDER.sub(one, text)
