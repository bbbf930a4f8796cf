"""Zoo Vadis: the rules as the in-game rules reader shows them.

Written in our own words from the resolved spec (``shared/rules/zoo_vadis.md``); no sentence of the
seed text is reused.  Pure data, no pygame; the shape is the one described in
:mod:`zooarcade.games.apocalypse.rules_text` (``TITLE``, ``DESIGN_LABEL``, ``PAGES`` of blocks), and the
diagrams are drawn by :func:`zooarcade.games.zoo_vadis.board_draw.diagram_painter`.
"""

from __future__ import annotations

TITLE = "Zoo Vadis"

#: label the reader puts on ``"design"`` blocks.
DESIGN_LABEL = "Our design"

Block = tuple[str, ...]
Page = tuple[str, tuple[Block, ...]]

PAGES: tuple[Page, ...] = (
    (
        "The idea",
        (
            ("p", "Three to seven species are racing up through the zoo towards the Star Exhibit at the top. "
                  "Nobody climbs alone: to leave an exhibit you need the support of the animals around you, and "
                  "support is bought with laurel tokens, promises and favours."),
            ("p", "Laurels are the score. You keep them hidden behind your screen. When the game ends, only "
                  "species with at least one animal in the Star Exhibit can win: among those, the most laurels "
                  "wins."),
            ("diagram", "board", "The zoo at the start of a four-player game"),
        ),
    ),
    (
        "The zoo",
        (
            ("list",
             "Fifteen exhibits joined by one-way paths that only lead upwards; the four at the bottom are where "
             "new animals arrive.",
             "Every exhibit has 1, 3, 5 or 7 spaces. A path leaving a 3-, 5- or 7-space exhibit carries a laurel "
             "token lying face up for anyone to see.",
             "Three tunnels (dashed) skip ahead; only the Armadillo's ability opens them. Going through a tunnel "
             "takes no vote, and a tunnel has no laurel on it.",
             "Peacocks start on the board and belong to nobody. The Zoo Keeper stands on one laurel space, "
             "first on the path just below the Star Exhibit."),
            ("design", "Five players or fewer use the smaller side of the board; six or seven use a roomier side "
                       "with a 7-space Star Exhibit, or a 5-space one if you pick that option."),
            ("diagram", "board", "Paths, laurel spaces and tunnels"),
        ),
    ),
    (
        "Your turn",
        (
            ("p", "Do exactly one of these four things. There is no passing."),
            ("list",
             "Add one animal from your supply to any free space of a bottom exhibit.",
             "Advance one of your animals up a path into the next exhibit (it needs a free space).",
             "Advance any peacock up a path. No vote is needed and you earn one token I for it.",
             "Move the Zoo Keeper to another laurel space."),
            ("p", "On the table: drag the piece onto a lit exhibit, or click it and then the exhibit. Drag your "
                  "supply (the animal in your seat panel) into a bottom exhibit to add, and drag the Zoo Keeper "
                  "onto a laurel space. Tab and the arrow keys pick any move, Enter plays it."),
        ),
    ),
    (
        "Votes",
        (
            ("p", "To walk an animal out of an exhibit you need a majority of its spaces: 1 vote to leave a "
                  "1-space exhibit, 2 for 3 spaces, 3 for 5 spaces, 4 for 7 spaces. Empty spaces do not vote, so "
                  "the count is about spaces, not about who is there."),
            ("p", "Each of your animals in that exhibit is one vote for you. Every other animal there belongs to "
                  "someone who may give or keep its vote. A peacock votes only when bribed with one laurel worth "
                  "II or more, which goes back into the box."),
            ("p", "Each vote you needed from another player earns its giver one token I from the supply, while "
                  "the supply lasts."),
            ("p", "No vote is held when an animal leaves through a tunnel with the Armadillo's help: however "
                  "many other animals share the exhibit, it just goes, though it picks up no laurel on the way."),
            ("p", "If the vote fails you may still try another exhibit or another action, but not that exhibit "
                  "again this turn."),
            ("diagram", "votes", "Leaving the Big Meadow takes 3 votes"),
        ),
    ),
    (
        "Deals",
        (
            ("p", "An advance is one deal that you put together in the panel on the right, step by step:"),
            ("list",
             "pick the piece and the way (drag it);",
             "ask players for votes, each with an offer of your tokens paid only if the advance happens, and if "
             "you like a promise to support them later;",
             "bribe peacocks and ask for abilities you need;",
             "then Send it, or Back out before you send."),
            ("p", "The asked players answer in turn from your left: accept, decline, or counter with the laurel "
                  "value they want. You pay a counter with tokens worth at least that much, or drop it. Then the "
                  "whole advance happens at once, or nothing does."),
            ("p", "Only you and the player you pay see which tokens change hands; everyone else sees how many."),
        ),
    ),
    (
        "Deals vs table talk",
        (
            ("p", "Around a real table anyone may bargain about anything at any time. Here deals have a fixed "
                  "shape so that computer players and hot-seat games work:"),
            ("list",
             "a deal belongs to one advance and only the mover builds it;",
             "each asked player answers once, in seat order, and everyone sees the answers;",
             "a counter names a laurel value; it is met without change or dropped, never countered again;",
             "tokens move only if the whole advance happens;",
             "nobody offers an ability unasked, and laurels are never traded outside an advance;",
             "promises are remembered in the log (kept or broken) but never enforced;",
             "you may start at most four deals in one turn."),
            ("design", "These limits are ours: the printed game leaves negotiation free."),
        ),
    ),
    (
        "The Zoo Keeper",
        (
            ("p", "An animal walking the path the Zoo Keeper stands on needs no vote at all, but it cannot take "
                  "the laurel under the keeper. That token stays visible to everyone."),
            ("p", "Moving the keeper is always possible, so you can always do something on your turn."),
            ("diagram", "keeper", "With the keeper on this path, no vote is needed"),
        ),
    ),
    (
        "Laurels",
        (
            ("p", "When your animal walks a path with a laurel on it you may take that token behind your screen "
                  "(the table takes it unless you choose to leave it). A new token is drawn from the bag to "
                  "replace it; once the bag is empty, the space stays empty."),
            ("list",
             "The bag holds tokens worth II to V; tokens I come from the supply beside the board.",
             "Three kinds of II carry a mark and act when your own animal collects them: the keeper mark lets "
             "you move the Zoo Keeper after your turn, the feather lets you walk a peacock, the spark gives you "
             "back a used ability tile.",
             "For the score every II is worth 2."),
            ("p", "Nobody gives change: an offer or a counter is paid in whole tokens."),
        ),
    ),
    (
        "Abilities",
        (
            ("p", "Each species has two ability tiles. You can never use your own: another player asks for it "
                  "in a deal, and its owner earns tokens I (and whatever was offered) when it is used."),
            ("list",
             "Rhino: a second piece from the same exhibit comes along.",
             "Crocodile: after entering a 1-space exhibit, the animal moves on at once.",
             "Marmoset: take a different laurel from the board instead of the path's.",
             "Ibis: squeeze one piece more into a full exhibit.",
             "Hyena: move the Zoo Keeper as well, before or after your action.",
             "Tiger: take the laurel under the Zoo Keeper (a new one is drawn).",
             "Armadillo: use a tunnel (no vote is needed there)."),
            ("design", "Each use pays its owner some tokens I from the supply (the Tiger two, the Rhino none, the "
                       "others one). The Rules option No abilities is the Classic (beginner) game, played "
                       "without them."),
        ),
    ),
    (
        "The end",
        (
            ("p", "The game ends at once when the last space of the Star Exhibit is filled; the move that filled "
                  "it is finished first (laurels, payments, rewards)."),
            ("p", "Everybody's screen is opened. Among the species with at least one animal in the Star Exhibit, "
                  "the most laurels wins; a tie goes to the species whose first animal got there first. A species "
                  "with no animal there cannot win, however rich. If no animal made it, nobody wins."),
            ("design", "So that every game ends, it also ends after five full rounds in which no piece entered an "
                       "exhibit, or after round 100; the top bar counts the quiet rounds."),
            ("diagram", "star", "Star Exhibit spaces are numbered in arrival order"),
        ),
    ),
)
