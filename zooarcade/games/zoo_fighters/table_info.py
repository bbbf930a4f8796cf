"""Zoo Fighters II: what the table tells a player, worked out from their view only (pure Python, no pygame).

* :func:`reprisal_risk` — how likely an unseen card of a back colour carries a Reprisal, from what the
  viewer can see (spec rule 7 and 8: backs are public, the seen cards are known);
* :func:`take_risk` — the chance that taking a back colour from one neighbour's hand meets a Reprisal:
  the cards of it the viewer knows count as they are, the hidden ones at the unseen rate (spec rule 6);
* :func:`paid_and_owed` — a payment's locked cost split into the symbols already covered and those still
  owed (spec rules 5–6), for the payment tray;
* :func:`item_label` — one line naming a stack item and its controller (spec rule 4);
* :func:`printed_cost` and :func:`any_colour_note` — a payment's printed symbols, and why some of them ask for
  any Chi: no Fighter in play has their colour (spec rule 6).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from zooarcade.games.zoo_fighters import chi
from zooarcade.games.zoo_fighters.data import (
    ANY,
    CHAOS,
    COLOUR_NAMES,
    FIGHTER_BASE,
    FIGHTERS,
    WEAPON_BASE,
    WEAPONS,
    Kind,
)
from zooarcade.games.zoo_fighters.narration import EVENT_WORD
from zooarcade.games.zoo_fighters.rules import FightersState
from zooarcade.games.zoo_fighters.stack import WILD, Item, ItemKind, Payment


def seen_cards(view: FightersState) -> set[int]:
    """Every deck card whose identity ``view``'s observer knows (in any zone)."""
    out: set[int] = set()
    for hand in view.hands:
        out.update(c for c in hand if c is not None)
    out.update(c for c in view.deck if c is not None)
    out.update(c for c in view.peek if c is not None)
    out.update(view.discard)
    for s in range(view.n):
        out.update(view.moves[s])
        out.update(c for c, _ in view.opponents[s])
        out.update(view.victory[s])
    out.update(it.card for it in view.stack if it.card < FIGHTER_BASE and it.kind is not ItemKind.EXHAUST)
    for t in view.tasks:
        if isinstance(t, Payment):
            if t.item is not None and t.item.card < FIGHTER_BASE:
                out.add(t.item.card)
            if t.reprisal >= 0:
                out.add(t.reprisal)
    return out


def reprisal_risk(view: FightersState, colour: int) -> tuple[int, int]:
    """``(with a Reprisal, unseen)``: the unseen deck cards of back ``colour`` and how many carry a Reprisal.

    A card taken by its back from a hand is one of the unseen cards of that colour, each as likely as
    another (spec rule 6: drawn uniformly), so ``with / unseen`` is the chance it has a Reprisal as far
    as the viewer knows.  ``(0, 0)`` when no card of that colour is unseen.
    """
    known = seen_cards(view)
    unseen = [d for c, d in enumerate(view.defs) if d.colour == colour and c not in known]
    return (sum(1 for d in unseen if d.reprisal is not None), len(unseen))


def take_risk(view: FightersState, holder: int, colour: int) -> float:
    """The chance (0–1) that a ``colour``-backed card taken from ``holder``'s hand carries a Reprisal.

    Zoo Fighters II rule 6: the card is drawn uniformly from the holder's cards of that back colour.  A
    card the viewer knows (one it gave or took, or saw) counts 1 or 0; each hidden one counts the chance
    of :func:`reprisal_risk`.  0 when the holder has no card of that colour.
    """
    cards = [c for c, b in zip(view.hands[holder], view.backs[holder], strict=True) if b == colour]
    if not cards:
        return 0.0
    bad, unseen = reprisal_risk(view, colour)
    rate = bad / unseen if unseen else 0.0
    hits = sum(rate if c is None else float(view.defs[c].reprisal is not None) for c in cards)
    return hits / len(cards)


def risk_text(view: FightersState, colour: int, holder: int | None = None) -> str:
    """The Reprisal risk as a short phrase ("Reprisal risk 25%", "no Reprisal possible").

    With ``holder``: of taking a ``colour`` back from that hand (:func:`take_risk`); without: of one
    unseen card of that back (:func:`reprisal_risk`).
    """
    if holder is None:
        bad, total = reprisal_risk(view, colour)
        chance = bad / total if total else 0.0
    else:
        chance = take_risk(view, holder, colour)
    if chance <= 0.0:
        return "no Reprisal possible"
    return f"Reprisal risk {round(100 * chance)}%"


def expand(counts: Sequence[int]) -> list[int]:
    """A 6-count need vector as a symbol list (regular colours first; :data:`~.stack.WILD` as ``ANY``)."""
    out: list[int] = []
    for colour, k in enumerate(counts):
        out.extend([ANY if colour == WILD else colour] * k)
    return out


def paid_and_owed(payment: Payment) -> tuple[list[int], list[int]]:
    """``(covered, owed)``: the locked cost's symbols already paid for, and those still owed (spec rule 6)."""
    owed = list(chi.symbols_owed(payment.need, payment.pool))
    left = Counter(owed)
    covered: list[int] = []
    for symbol in expand(payment.need):
        if left[symbol] > 0:
            left[symbol] -= 1
        else:
            covered.append(symbol)
    return covered, owed


def pool_symbols(payment: Payment) -> list[int]:
    """The Chi gathered so far as symbols (Chaos as colour 5)."""
    out: list[int] = []
    for colour, k in enumerate(payment.pool):
        out.extend([colour] * k)
    return out


def item_label(view: FightersState, item: Item, names: Sequence[str]) -> tuple[str, str]:
    """``(headline, detail)`` of a stack item: ``("Bo: Flame Pounce", "Special Move")``."""
    who = names[item.controller] if 0 <= item.controller < len(names) else "?"
    name = view.name_of(item.card)
    if item.kind is ItemKind.EVENT:
        detail = EVENT_WORD.get(item.effect, "Event")
        if item.effect == "opponent" and 0 <= item.target < len(names):
            detail += f" \u2192 {names[item.target]}"
        return f"{who}: {name}", detail
    detail = "Action" if item.kind is ItemKind.ACTION else "Exhaust effect"
    for it in view.stack:
        if it.uid == item.target and it.uid != item.uid:
            return f"{who}: {name}", f"{detail} on {view.name_of(it.card)}"
    if 0 <= item.target < len(names) and item.card < FIGHTER_BASE and view.defs[item.card].kind is Kind.ACTION:
        return f"{who}: {name}", f"{detail} on {names[item.target]}"
    return f"{who}: {name}", detail


def printed_cost(view: FightersState, payment: Payment) -> tuple[int, ...]:
    """The symbols printed on what ``payment`` pays for (colours 0–5 and ``ANY``), before rule 6 turns colours no
    Fighter has into "any"; ``()`` for an extra cost (it is "any" Chi only)."""
    item = payment.item
    if item is None:
        return view.defs[payment.target].defeat if str(payment.purpose) == "defeat" else ()
    if item.effect == "ex":
        return FIGHTERS[view.fighters[item.controller]].ex_cost
    if item.effect == "weapon":
        return WEAPONS[item.card - WEAPON_BASE].cost
    return view.defs[item.card].cost if item.card < FIGHTER_BASE else ()


def any_colour_note(symbols: Sequence[int], in_play: Sequence[int]) -> str:
    """Why a cost asks for "any" Chi where its card shows a colour (spec rule 6: a colour no Fighter in play has
    is paid by Chi of any colour), in a player's words; ``""`` when every coloured symbol's colour is in play.

    ``symbols``: printed symbols (colours 0–5, ``ANY``); ``in_play``: the colours of the Fighters in play.
    """
    missing = sorted({s for s in symbols if s not in (ANY, CHAOS) and s not in set(in_play)})
    if not missing:
        return ""
    names = " or ".join(COLOUR_NAMES[c] for c in missing)
    return f"No fighter in play is {names}, so {names} symbols here take Chi of any colour."


__all__ = ["any_colour_note", "expand", "item_label", "paid_and_owed", "pool_symbols", "printed_cost", "reprisal_risk",
           "risk_text", "seen_cards", "take_risk"]
