"""Zoo Fighters II: the rules as the in-game rules reader shows them.

Written in our own words from the resolved spec (``shared/rules/zoo_fighters.md``); no sentence of the
seed text is reused.  Pure data, no pygame; the shape is the one every game's ``rules_text`` shares
(see :mod:`zooarcade.games.apocalypse.rules_text`): :data:`TITLE`, :data:`PAGES` of
``(heading, blocks)``, blocks ``("p", text)``, ``("list", item, …)`` and ``("design", text)``.
The Guide Card page is built from the fighter data (:data:`~.data.GUIDE_CARDS`), so its numbers
always match the game.
"""

from __future__ import annotations

from zooarcade.games.zoo_fighters.data import (
    FIGHTERS,
    GUIDE_CARDS,
    ROUND_CAP,
    WEAPONS,
    FighterDef,
    cost_text,
    signature_cards,
)

TITLE = "Zoo Fighters II"

#: label the reader puts on ``"design"`` blocks.
DESIGN_LABEL = "Our design"

Block = tuple[str, ...]
Page = tuple[str, tuple[Block, ...]]

#: every key the table answers (the table kit's :meth:`~zooarcade.ui.table.base.TableScene.handle_event`), as the
#: "Playing at the table" page lists them (G and the panel's digit keys are the page's own items).
KEY_LEGEND: tuple[str, ...] = (
    "Tab or the arrow keys: pick any move (Up / Down go from card to card); Enter or Space plays it. "
    "With nothing picked, Enter plays the lit button of the choices panel.",
    "H: a hint. Ctrl+Z: take your move back; Ctrl+Y (or Ctrl+Shift+Z): play it again.",
    "L: the full game log; Page Up / Page Down scroll the log beside the table.",
    "F1: these rules. Esc: clear a choice or let go of a picked card; else it opens the menu.",
)


def _guide_pages() -> tuple[Page, ...]:
    pages: list[Page] = []
    for i in range(0, len(FIGHTERS), 2):
        blocks: list[Block] = []
        for f in FIGHTERS[i:i + 2]:
            lines = GUIDE_CARDS[f.key]
            blocks.append(("p", lines[0]))
            blocks.append(("list", *lines[1:]))
        pages.append((f"Guide Cards: {' and '.join(f.name for f in FIGHTERS[i:i + 2])}", tuple(blocks)))
    return tuple(pages)


def _fighter(key: str) -> FighterDef:
    return next(f for f in FIGHTERS if f.key == key)


def balance_notes() -> Block:
    """The reader's "design" block on the numbers we changed after test games (play test 11: Kaze's and Bao's
    Willpower 5 and Shellby's cheaper EX drawing 3 looked like mistakes).  Read from the fighter data, so it
    always states the numbers the game uses; the reasons are in :data:`~.data.FIGHTERS`' tuning note."""
    kaze, bao, shellby, tusk = (_fighter(k) for k in ("kaze", "bao", "shellby", "tusk"))
    tuned = [c for f in ("blaze", "tusk") for c in signature_cards(f) if c.key in ("inferno_claw", "stomp")]
    makers = " and ".join(f"{c.name} ({cost_text(c.cost)})" for c in tuned)
    if kaze.willpower == bao.willpower:
        will = f"Kaze and Bao have Willpower {kaze.willpower} (they draw {kaze.willpower} cards a turn)."
    else:
        will = f"Kaze has Willpower {kaze.willpower} and Bao {bao.willpower}."
    return ("design",
            "Some numbers differ from the original rules on purpose: we tuned them over many games between "
            "computer players, so that every fighter wins about as often. " + will + " Shellby's EX Form costs "
            f"{cost_text(shellby.ex_cost)} and draws {shellby.ex.reveal_n} cards when revealed; Kaze's and Bao's "
            f"EX Forms are cheaper too ({cost_text(kaze.ex_cost)}, {cost_text(bao.ex_cost)}). These three have no "
            "Chi maker of their own and fell behind at the original numbers. Tusk, who won too often, pays "
            f"{cost_text(tusk.ex_cost)} for his EX Form. The two Special Moves that make Chi each cost one any "
            f"Chi more than printed in the original: {makers}.")


def _weapons() -> Block:
    return ("list", *(f"{w.name} ({cost_text(w.cost)}, {w.points} points): {w.text}" for w in WEAPONS))


PAGES: tuple[Page, ...] = (
    (
        "The idea",
        (
            ("p", "Two to six animal martial artists meet in the zoo's dojo. Each of you plays one Fighter and "
                  "spends Chi, the energy printed on your cards, to bring out Special Moves, to wake your "
                  "Fighter's EX Form and to pull a Legendary Weapon from its sheath."),
            ("p", "The first to have three Special Moves, the EX Form and a weapon all at once starts the final "
                  "stretch: every other player gets one last turn, then the points are counted. Starting the "
                  "stretch is worth a bonus, but it does not win by itself."),
        ),
    ),
    (
        "Your turn",
        (
            ("list",
             "Draw: take as many cards as your Fighter's Willpower (at least 4 when your hand is empty). "
             "An empty deck is refilled by shuffling the discard pile.",
             "Main step: play up to 2 Events \u2014 reveal a Special Move, put an Opponent in front of a rival, "
             "reveal your EX Form, or draw a sheathed weapon. Defeating an Opponent in front of you also uses "
             "one of the two.",
             "Actions and Exhaust effects do not count as Events: use them whenever you hold priority.",
             "End step: your own exhausted cards stand up again. Play then passes in the current direction."),
            ("p", "Direction of play can flip (Reversal, Banana Feint, Jinx's EX Form). The table shows which way "
                  "play goes with arrows between the seats."),
            balance_notes(),
        ),
    ),
    (
        "Chi and paying",
        (
            ("p", "Every card has a colour: Fire, Water, Wind, Earth, Order or Chaos. Its back shows that colour, "
                  "so everybody sees the colour mix of every hand, but only the holder sees the fronts."),
            ("p", "A cost is a row of symbols. A coloured symbol needs Chi of that colour; an empty dot takes any "
                  "Chi. Chaos Chi pays anything, and colours that no Fighter in the game has count as dots."),
            ("list",
             "Pay one source at a time: a card from your hand (Double Chi gives two), a card taken by its back "
             "from a neighbour's hand (picked at random among that colour; one Chi), or a Chi generator you "
             "exhaust.",
             "The cost is fixed when you declare the play. Later increases add dots; a play you cannot finish "
             "paying fails, returns to where it was and uses no Event slot, but what you spent stays spent.",
             "Chi left over at the end of a payment is lost. You may only start a play that the Chi in reach "
             "can cover."),
            ("diagram", "elements", "The six Chi colours, each with its own symbol, and the empty slot."),
        ),
    ),
    (
        "Reprisals",
        (
            ("p", "Some cards bite back. When you take a neighbour's card as Chi and it has a Reprisal, the "
                  "Reprisal goes off first: it may waste the card, make your play dearer, make you discard or "
                  "hand something over."),
            ("p", "Only you, the taker, may answer it (Mirror Guard, Bao's Initial Form); Balanced Stance stops it "
                  "by itself. A stopped Reprisal does nothing at all and the card gives its back colour as Chi."),
            ("p", "While you pay, the table shows over each neighbour's cards how likely a card of that back is "
                  "to carry a Reprisal, counted from the cards you have already seen."),
            ("diagram", "payment", "The Chi tray: ticks mark what is paid, the rest is still owed."),
        ),
    ),
    (
        "The stack and responses",
        (
            ("p", "An Action, an Exhaust effect or a fully paid Event goes on the stack. Then every other player, "
                  "in turn order, gets the chance to respond, and finally its owner. A response goes on top and "
                  "the round of chances starts again after whoever added it."),
            ("p", "When everyone lets it go, the top item resolves, then the next one down. Cancels (Counter "
                  "Stance, Block, Wind Riposte, Bamboo Parry, Stillness) stop the item they aim at."),
            ("design", "Every player is visited at every window, whether or not they hold a response, so the "
                       "order of turns gives nothing away. A player with nothing to play passes at once, and so "
                       "does one whose only response could change nothing now (Kaze's look at a hand in someone "
                       "else's turn). In hot-seat games every human is asked at every window anyway, so a quick "
                       "pass shows nothing; \"Ask at every response\" in Settings switches this on or off."),
            ("diagram", "stack", "The top of the stack resolves first."),
        ),
    ),
    (
        "Opponents and weapons",
        (
            ("list",
             "An Opponent goes in front of another player, never yourself; two at most in front of one player.",
             "While an Opponent stands in front of you, you cannot play Events; Actions, Exhaust effects and "
             "defeating it are still open. Some Opponents hinder you in other ways too.",
             "A defeated Opponent goes to your Victory Stack and scores for you. Undefeated ones score for "
             "nobody.",
             "Any player may draw any sheathed weapon, but holds at most one, and a drawn weapon never changes "
             "hands."),
            _weapons(),
        ),
    ),
    (
        "The end and scoring",
        (
            ("p", "Score your Special Moves, your weapon and your defeated Opponents. Each of those cards in your "
                  "Fighter's colour adds 1 (Jinx counts Chaos cards). The player who started the final stretch "
                  "adds 3."),
            ("list",
             "The highest score wins.",
             "On a tie the player who started the final stretch wins; then the one with more Special Moves; "
             "otherwise the win is shared."),
            ("design", f"So that every game ends, if nobody has started the final stretch by the end of round "
                       f"{ROUND_CAP}, the game is scored as it stands, with no bonus."),
        ),
    ),
    (
        "Playing at the table",
        (
            ("list",
             "Drag a card from your hand onto its place: your Special Moves row, a rival's seat for an "
             "Opponent or an Action aimed at them, the stack for any other Action. Places that accept it light "
             "up. A click on the card and then on the place does the same.",
             "Pay by clicking your cards (or dragging them onto the Chi tray), by clicking a neighbour's card "
             "backs, or with the buttons in the panel on the right. Back takes the last step back while nothing "
             "new was revealed.",
             "Click your Fighter to reveal its EX Form, a sheathed weapon to draw it, an Opponent in front of "
             "you to defeat it. Responses, passes and choices are in the panel (digit keys, or Tab and Enter).",
             "Point at any card to see it large with its whole text. G opens the Guide Card of your fighter."),
            ("p", "Keys:"),
            ("list", *KEY_LEGEND),
        ),
    ),
    *_guide_pages(),
)


__all__ = ["DESIGN_LABEL", "KEY_LEGEND", "PAGES", "TITLE"]
