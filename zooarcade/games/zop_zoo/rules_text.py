"""ZOP ZOO: the rules as the in-game rules reader shows them.

Written in our own words from the resolved spec (``shared/rules/zop_zoo.md``); no sentence of the
seed text is reused.  Pure data, no pygame; the shape is the one described in
:mod:`zooarcade.games.apocalypse.rules_text` (``TITLE``, ``PAGES`` of ``(heading, blocks)``, blocks
``("p", text)``, ``("list", item, ...)``, ``("design", text)``, ``("diagram", name, caption)`` with
names from :data:`zooarcade.games.zop_zoo.board_draw.DIAGRAMS` and "categories").
"""

from __future__ import annotations

TITLE = "ZOP ZOO"

#: label the reader puts on ``"design"`` blocks.
DESIGN_LABEL = "Our design"

Block = tuple[str, ...]
Page = tuple[str, tuple[Block, ...]]

#: every key the table answers (the table kit's :meth:`~zooarcade.ui.table.base.TableScene.handle_event`), as the
#: "Playing at the table" page lists them.
KEY_LEGEND: tuple[str, ...] = (
    "Tab or the arrow keys: pick any move (Up / Down go from card to card); Enter or Space plays it. "
    "With nothing picked, Enter plays the lit button of the choices panel.",
    "H: a hint. Ctrl+Z: take your move back; Ctrl+Y (or Ctrl+Shift+Z): play it again.",
    "L: the full game log; Page Up / Page Down scroll the log beside the table.",
    "F1: these rules. Esc: clear a choice or let go of a picked card; else it opens the menu.",
)

PAGES: tuple[Page, ...] = (
    (
        "The idea",
        (
            ("p", "Everyone gets a row of six white animal cards. The black deck holds the partners of those "
                  "animals, and a few troublemakers. Draw black cards, lay them on your row, and be the first "
                  "whose every row card is worth points: that ends the round and you bank your whole row."),
            ("p", "Rounds repeat until one player alone has the highest total at or above the target: 800 points "
                  "for two to four players, 600 for five or six (you may pick another target when you set up "
                  "the game, and 1000 is offered for two players)."),
            ("list",
             "Ten categories, each with a colour and a symbol: MAMMAL 10 (paw), OCEAN 15 (wave), BIRD 20 "
             "(feather), INSECT 25 (antennae), SEMI-AQUATIC 30 (droplet), HORNS 35 (horn), REPTILE 40 (scales), "
             "MARSUPIAL 45 (pouch), ARACHNID 55 (web), MYTHICAL 60 (star).",
             "The badge in a card's top corner is what it is worth."),
            ("diagram", "categories", "The ten categories: colour, symbol and value"),
        ),
    ),
    (
        "Your row",
        (
            ("p", "Each round, both decks are shuffled and every player is dealt six white cards face up, one at "
                  "a time around the table. The white cards left over sit the round out."),
            ("list",
             "An animal card of a category is worth its category's value once its black twin lies on it, "
             "and nothing before.",
             "A lower-half card is worth 80 once the matching upper half joins it from above: the two halves "
             "make one animal.",
             "A red Minus card (Skunk, Vulture, Rat, Mosquito, Leech, Cockroach) already counts, but as "
             "\u221275 to \u2212100. Its ANTI-Minus card laid on it turns it into the same amount in plus."),
            ("p", "A row is complete when every card in it is worth points. An uncovered Minus card counts as "
                  "worth points (negative ones), so it never stops you from finishing."),
            ("diagram", "row", "One row, card by card"),
        ),
    ),
    (
        "Your turn",
        (
            ("p", "You draw the top black card. If it fits your row it is laid there at once and you draw "
                  "again; the table does this for you, one card after another, so you can follow the chain. "
                  "A card that fits nobody's row, or only another player's, goes face up on the discard pile "
                  "and the turn passes to the left."),
            ("list",
             "A black twin lands on its white animal; an upper half joins its lower half; an ANTI-Minus "
             "covers its Minus card.",
             "A Side Bonus card goes beside your row if a card you can see in your row shows its category "
             "(matched or not). It stays there for the rest of the round even if that category later leaves "
             "your row; only a HYENA, RACCOON or EARTHWORM can move it to another player. It scores even for "
             "a player who loses the round.",
             "A wild (BEAST, worth 0, or BEST BEAST, worth 50) must cover one of your cards that is not "
             "worth points yet, or an uncovered Minus card. You choose which: drag it onto a lit card. "
             "A wild never comes off again."),
            ("p", "The only questions you are ever asked: where a wild goes, whether to dig with a MOLE, and "
                  "whom a Specialty card targets. Everything else plays itself."),
        ),
    ),
    (
        "The MOLE",
        (
            ("p", "A MOLE digs through the discard pile. Every card in it that fits your row or your Side "
                  "Bonus area is taken out and laid in place, and then the pile is searched again, because "
                  "one card placed can make room for another (an upper half shows a category, so its Side "
                  "Bonus fits). What is left goes back in its order."),
            ("list",
             "A MOLE you draw: dig, then draw again; or put it away on the discard pile and end your turn.",
             "A MOLE on top of the discard pile: the next players may dig with it instead of drawing, which "
             "ends their turn.",
             "A dig that would find nothing is not offered."),
            ("design", "Every computer player digs whenever a dig finds something: that is what keeps rounds "
                       "short."),
        ),
    ),
    (
        "Specialty cards",
        (
            ("p", "Three black cards move cards between players. Only cards that are worth points can move: a "
                  "covered or connected card (it travels with what lies on it), an uncovered Minus card, or a "
                  "Side Bonus card. They are the only way a Side Bonus card ever changes hands."),
            ("list",
             "HYENA: give one of your cards to another player. Drag your card onto their row.",
             "RACCOON: take a card from another player. Click the card you want, or drag it onto your row.",
             "EARTHWORM: swap one of your cards with another player's. Drag yours onto theirs."),
            ("p", "Using one is compulsory when it can be used. Drawn from the pile, it is then spent and you "
                  "draw again; a spent card on the discard pile does nothing more this round. A live one on top "
                  "of the discard pile must be used by the next player who can, and that ends their turn."),
            ("design", "A card given away joins the end of the receiver's row; a Side Bonus always goes beside a "
                       "row, never into it."),
            ("diagram", "specials", "The black deck's special cards"),
        ),
    ),
    (
        "Scoring a round",
        (
            ("p", "The round stops the moment somebody's last row card gets its points, even in the middle of "
                  "a chain or a dig, and even straight after the deal."),
            ("list",
             "The winner banks every card in the row (matches, 80 per joined animal, covered Minus cards in "
             "plus, wilds 0 or 50) and all their Side Bonus cards.",
             "Everyone else banks only their Side Bonus cards, minus any uncovered Minus cards still in "
             "their row."),
            ("p", "The round sheet tallies each row card by card. Then all cards go back, both decks are "
                  "shuffled, and the winner of the round deals the next one and plays first."),
            ("design", "When the draw pile runs out, spent Specialty cards are set aside, a MOLE or live "
                       "Specialty card on top of the discard pile stays there, and the other discards are "
                       "shuffled into a new draw pile."),
        ),
    ),
    (
        "Playing at the table",
        (
            ("list",
             "The draws play themselves, one card at a time. When a card needs your choice, what you may use "
             "lights up: drag a card onto a lit place, or click it and then the place.",
             "A choice with no place on the table (dig with a MOLE, or not) is a button in the panel on the "
             "right; the digit keys press those buttons too.",
             "Point at any card to see it large with its worth, at a symbol of the legend for its category. "
             "A crowded Side Bonus column shows each card's symbol; point at one to list the whole column."),
            ("p", "Keys:"),
            ("list", *KEY_LEGEND),
        ),
    ),
    (
        "Where the rules are ours",
        (
            ("p", "The original game's full rules are not all published. Zoo Arcade settles the open points "
                  "this way:"),
            ("design", "The deck list (which animals, how many of each card) is ours, with the published totals "
                       "of 52 white and 74 black cards."),
            ("design", "The first dealer is picked at random from the deal number; later rounds are dealt by "
                       "the previous winner."),
            ("design", "A tie for the highest total at or above the target plays another round."),
            ("design", "As a safety net a round stops without a winner after a very long run of turns, and a "
                       "game after 60 rounds; neither happens in normal play."),
            ("p", "All cards on the table are public; only the order of the draw pile is secret, also from "
                  "the computer players."),
        ),
    ),
)
