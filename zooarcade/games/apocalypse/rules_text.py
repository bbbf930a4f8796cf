"""Apocalypse at the Zoo of Carson City: the rules as the in-game rules reader shows them.

Written in our own words from the resolved spec (``shared/rules/apocalypse.md``); no
sentence of the seed text is reused.  Pure data, no pygame: the reader
(:mod:`zooarcade.scenes.rules`) lays it out and asks
:mod:`zooarcade.games.apocalypse.board_draw` for the diagrams.

Shape (shared by every game's ``rules_text`` module):

* :data:`TITLE` — the game's name;
* :data:`PAGES` — a tuple of ``(heading, blocks)``; each block is a tuple of strings
  whose first item is its kind:

  - ``("p", text)`` — a paragraph;
  - ``("list", item, item, ...)`` — bullet points;
  - ``("design", text)`` — a rule that is **our own design** (the spec's "(design)"
    items: the printed rules leave it open or we changed it); the reader marks it;
  - ``("diagram", name, caption)`` — a picture drawn in game (names in
    ``board_draw.DIAGRAMS``); at most one per page, shown beside the text.
"""

from __future__ import annotations

TITLE = "Apocalypse at the Zoo of Carson City"

#: label the reader puts on ``"design"`` blocks.
DESIGN_LABEL = "Our design"

Block = tuple[str, ...]
Page = tuple[str, tuple[Block, ...]]

PAGES: tuple[Page, ...] = (
    (
        "The idea",
        (
            ("p", "Something went very wrong at the Carson City zoo. Two to four rival teams of keepers go in to "
                  "bring out what they can. Whoever banks the most points when the game stops wins."),
            ("p", "The zoo is a 5 by 5 grid of locations. Each location starts with two zoo cards, one lying on "
                  "the other. You send your four team members (the characters 3, 4, 5 and 6) into the grid to "
                  "collect those cards, and to knock rival characters out of the game."),
            ("p", "Each location has a name: its column letter (A to E, across the top of the board) and its row "
                  "number (1 to 5, down the left side). C3 is the middle one, and the log uses these names."),
            ("p", "A few cards hide a mutant on their back. Take one of those and the character who took it "
                  "turns into a mutant on the spot."),
            ("diagram", "overview", "A real deal, a few turns in"),
        ),
    ),
    (
        "Setting up",
        (
            ("list",
             "50 zoo cards: ten each worth 0, 1, 2, 3 and 4 points (0 is an empty enclosure, 4 a healthy animal).",
             "Four of them are infected: exactly one worth 0, one worth 1, one worth 2 and one worth 3. "
             "A 4 is never infected. Nobody knows which cards they are.",
             "The cards are shuffled and dealt two per location. The upper card shows its value to everyone; "
             "the card below stays face down until the one above it is taken.",
             "Each team holds its four characters, worth 3 to 6, in hand."),
            ("design", "The deal number (seed) also picks who goes first at random; play then passes from seat "
                       "to seat in order."),
            ("diagram", "stack", "One location as dealt"),
        ),
    ),
    (
        "Your turn: Place",
        (
            ("p", "Every turn you do exactly one thing: Place or Move. You may not pass while either is possible."),
            ("p", "Place: put a character from your hand on any location where nobody stands and at least one "
                  "zoo card is left. You bank that location's upper card in your pile, and the card under it "
                  "turns face up for all to see."),
            ("p", "Your character then stands on the location. Nobody can Place where anyone stands, even "
                  "if it is a mutant."),
            ("diagram", "place", "Red places the 5 and banks the 3"),
        ),
    ),
    (
        "Your turn: Move",
        (
            ("p", "Move: step one of your characters on the board to a neighbouring location, up, down, left or "
                  "right (never diagonally). You bank one card from where it lands:"),
            ("list",
             "a rival character standing there, if your character is worth at least as much as it; a higher "
             "rival cannot be entered at all. The rival is out for good and scores for you;",
             "a mutant standing there, whatever its value;",
             "otherwise the upper zoo card."),
            ("p", "You can never step onto your own character or onto an empty location. Zoo cards under a "
                  "captured character stay where they are."),
            ("diagram", "move", "A capture, and a move that is not allowed"),
        ),
    ),
    (
        "Mutants",
        (
            ("p", "If the zoo card you bank turns out to be infected, the character who took it flips over and "
                  "becomes a mutant right where it stands. It leaves your team: it never moves again and no "
                  "longer counts for you."),
            ("p", "A mutant belongs to nobody. Any character may move onto it and bank it, with no value check "
                  "and no new infection. Placing onto a mutant is not possible."),
            ("design", "The infected card itself still goes to your pile and scores its value."),
            ("design", "You may take back your own mutant by moving onto it; it then scores its value (3 to 6) for "
                       "you, like any mutant you bank."),
            ("diagram", "mutant", "An infected 1, and what happens next"),
        ),
    ),
    (
        "Empty locations",
        (
            ("p", "Cards only ever leave a location; nothing but characters ever arrives. Once a location is "
                  "empty it stays empty, and no character may step onto it again."),
            ("design", "A location counts as empty only when it holds no zoo card and nobody stands on it. A "
                       "location whose cards are all gone but where a character or mutant still stands can "
                       "still be entered, to bank that occupant."),
            ("diagram", "empty", "Empty or not?"),
        ),
    ),
    (
        "End and scoring",
        (
            ("p", "The game stops at the start of a turn when the team to play can do nothing: no character in "
                  "hand with a free location to go to, and no character on the board with a legal step. A "
                  "team with an empty hand that can still move plays on."),
            ("p", "Each card moved into a pile ends one turn, so a game never runs longer than 50 turns plus "
                  "four per team."),
            ("p", "Your score adds up everything in your pile (zoo cards, rival characters, mutants) and your "
                  "own characters that are still in play, whether held or standing on the board. Your own "
                  "mutants count for nothing."),
            ("design", "When the best score is shared, all those teams share the win."),
            ("diagram", "scoring", "Red's final score"),
        ),
    ),
    (
        "Where the rules are ours",
        (
            ("p", "The printed rules leave some questions open. Zoo Arcade answers them this way:"),
            ("design", "First seat: drawn at random from the deal number; then turns go around in seat order."),
            ("design", "An infected card still scores its value for the team that took it."),
            ("design", "Taking back your own mutant scores its value (3 to 6), like any mutant you take."),
            ("design", "Tied best scores share the win; there is no tie-break."),
            ("design", "Empty means no zoo card and no occupant; a location with only an occupant left can "
                       "still be entered."),
            ("p", "Everything that is not marked follows the original game. Players can always see every pile "
                  "(and the running scores, unless Settings hide them); only face-down lower cards "
                  "and the infected cards are secret."),
        ),
    ),
)
