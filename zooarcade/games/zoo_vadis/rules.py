"""Zoo Vadis: state and rules (pure Python, no pygame).

Implements ``../shared/rules/zoo_vadis.md`` (resolved spec, authoritative) over the seed rulebook.
Layout (see :mod:`~zooarcade.games.zoo_vadis.board` and :mod:`~zooarcade.games.zoo_vadis.tokens`):

* exhibits are indices 0..14, laurel spaces 0..9, routes (paths, then tunnels) by index;
* ``animals[x][seat]`` counts a seat's animals in exhibit ``x``; ``peacocks[x]`` the peacocks there;
  ``star`` lists who entered the Star Exhibit in order (a seat, or ``-1`` for a peacock), so Star
  space ``i + 1`` holds ``star[i]``; an Ibis extra is number Star size + 1;
* tokens are kind-count piles: the bag, the box, each seat's screen; the I supply is a count;
  ``laurels[space]`` is the kind lying on a laurel space (``-1``: empty);
* ``floors[seat]`` is what everybody knows is still behind that seat's screen (tokens taken in
  public, less what may have left since); ``counts[seat]`` its token count (public).

A turn (``phase``): ``turn`` (choose the action) → for an advance, a transaction: ``compose`` /
``offer`` (build it) → ``answer`` (asked seats, in order from the mover's left) → ``counter`` (the
mover meets or drops counters) → it executes (``reward`` when the mover must pick who earns the
vote rewards) → ``post`` (bonuses, a Hyena request after the action, or end the turn) → next seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, ClassVar

from zooarcade.core.events import Event, EventKind
from zooarcade.core.narration import counted
from zooarcade.core.protocol import (
    TERMINAL,
    Action,
    Decision,
    DecisionKind,
    GameState,
    IllegalAction,
    Progress,
    StateFormatError,
    seat_picks,
)
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_vadis import data, tokens
from zooarcade.games.zoo_vadis.actions import (
    REQUESTABLE,
    Accept,
    Add,
    Ask,
    Back,
    BonusPeacock,
    Bribe,
    Compose,
    Counter,
    Decline,
    Drop,
    EndTurn,
    Leave,
    Meet,
    MoveKeeper,
    Offer,
    Request,
    Reward,
    Send,
)
from zooarcade.games.zoo_vadis.board import Board, Route, board_for, exhibit_id, exhibit_index
from zooarcade.games.zoo_vadis.deal import ACCEPTED, COUNTERED, DECLINED, DROPPED, MET, Draft, Item

GAME_ID = "zoo_vadis"
PEACOCK = -1
#: phases (``VadisState.phase``).
TURN, COMPOSE, OFFER, ANSWER, COUNTER, REWARD, POST, OVER = (
    "turn",
    "compose",
    "offer",
    "answer",
    "counter",
    "reward",
    "post",
    "over",
)
_PHASES = (TURN, COMPOSE, OFFER, ANSWER, COUNTER, REWARD, POST, OVER)
#: phases in which the transaction's token values are still behind the mover's screen, set aside.
_RESERVING = frozenset({COMPOSE, OFFER, ANSWER, COUNTER})
#: end reasons (``VadisState.end``) and their words.
END_WORDS: Mapping[str, str] = MappingProxyType(
    {
        "star": "the Star Exhibit is full",
        "stall": f"{data.STALL_ROUNDS} full rounds passed with no piece entering an exhibit",
        "rounds": f"round {data.MAX_ROUNDS} is over",
    }
)
#: promise states in the public log.
OPEN, KEPT, BROKEN = "open", "kept", "broken"
_DEAL_GROUP = "deal"
_XID = tuple(exhibit_id(i) for i in range(15))


class VadisState(GameState):
    """A position of Zoo Vadis (3-7 seats).  Build one with :func:`new_game`.

    ``observer`` is ``None`` for the true state and a seat for a view (:meth:`view`): there, the
    other seats' screens are ``None`` (their counts and floors stay) and the token values of asks
    between other seats are ``None``.  The legal actions are cached per position: do not mutate the
    returned list, and call :meth:`touch` after changing fields by hand (tests).
    """

    GAME_ID: ClassVar[str] = GAME_ID
    SCHEMA_VERSION: ClassVar[int] = 1
    HAS_PRIVATE_INFO: ClassVar[bool] = True

    def __init__(self, n: int, star_size: int, classic: bool, species: list[str], rng: Rng) -> None:
        self.n = n
        self.star_size = star_size
        self.classic = classic
        self.board: Board = board_for(n, star_size)
        self.species = species
        x = len(self.board.spaces)
        self.animals: list[list[int]] = [[0] * n for _ in range(x)]
        self.peacocks: list[int] = [0] * x
        self.supply: list[int] = [data.ANIMALS_PER_SPECIES] * n
        self.star: list[int] = []
        self.laurels: list[int] = [-1] * len(self.board.space_ids)
        self.keeper = self.board.keeper_start
        #: the public memory of Zoo Keeper moves: each seat's last one as ``[seat, from, to]`` (laurel space
        #: indices), oldest first, a seat at most once (so the last entry is the latest move by anyone).
        self.keeper_log: list[list[int]] = []
        self.bag: list[int] = list(tokens.BAG)
        self.supply_i = data.I_SUPPLY
        self.box: list[int] = tokens.empty()
        self.screens: list[list[int] | None] = [tokens.empty() for _ in range(n)]
        self.counts: list[int] = [0] * n
        self.floors: list[list[int]] = [tokens.empty() for _ in range(n)]
        self.tiles: list[int] = [0 if classic else data.TILES_PER_SPECIES] * n
        self.first = 0
        self.to_move = 0
        self.turn = 0
        self.round = 1
        self.quiet = 0
        self.entered = False
        self.phase = TURN
        self.cursor = 0
        self.closed: list[int] = []
        #: the asks refused this turn (declined, or countered and the counter dropped), public:
        #: ``[seat, what, votes, target, offered worth, promise]``; the worth is -1 in the view of a seat that
        #: was neither the mover nor the asked seat.  Cleared when the turn ends.  An AI mover never sends the
        #: same ask again for no more (play test 13, ZV-5; :func:`negotiation.next_step`).
        self.refusals: list[list[Any]] = []
        self.attempts = data.COMPOSE_PER_TURN
        self.hyena_used = False
        self.acted = False
        self.bonus_keeper = False
        self.bonus_peacock = False
        self.draft: Draft | None = None
        self.reward_left = 0
        self.reward_pool: list[int] = [0] * n
        self.promises: list[list[Any]] = []
        self.end: str | None = None
        self.rng = rng
        self.observer: int | None = None
        self._legal: list[Action] | None = None
        self._owners: dict[str, int] = {sp: i for i, sp in enumerate(species)}

    # ------------------------------------------------------------------ small queries
    @property
    def num_players(self) -> int:
        return self.n

    def touch(self) -> None:
        """Forget the cached legal actions and species owners (call after changing fields directly)."""
        self._legal = None
        self._owners = {sp: i for i, sp in enumerate(self.species)}

    def occupants(self, x: int) -> int:
        """Pieces (animals and peacocks) in exhibit ``x``."""
        return sum(self.animals[x]) + self.peacocks[x]

    def has_room(self, x: int) -> bool:
        """True when exhibit ``x`` has an empty space (Zoo Vadis: Advancement rules)."""
        return self.occupants(x) < self.board.spaces[x]

    def owner_of(self, species: str) -> int:
        """Return the seat playing ``species``, or ``-1`` when nobody does."""
        return self._owners.get(species, -1)

    def ability_open(self, ability: str, mover: int) -> bool:
        """True when ``mover`` may ask for ``ability``: in play, owned by another seat with an unused tile (rule 9)."""
        if self.classic:
            return False
        owner = self.owner_of(ability)
        return owner >= 0 and owner != mover and self.tiles[owner] > 0

    def keeper_route(self) -> int:
        """The route index the Zoo Keeper stands on."""
        return self.board.laurel_routes[self.keeper]

    def token_total(self, seat: int) -> int | None:
        """Laurels behind ``seat``'s screen, or ``None`` when this view does not show them."""
        screen = self.screens[seat]
        return None if screen is None else tokens.total_value(screen)

    def broken_promises(self, seat: int) -> int:
        """How many promises ``seat`` has broken (the public log; for negotiators)."""
        return sum(1 for p in self.promises if p[0] == seat and p[3] == BROKEN)

    def unreserved(self, seat: int) -> list[int]:
        """Value counts of ``seat``'s tokens not already promised in the current transaction.

        Raises:
            ValueError: this view does not show ``seat``'s screen.
        """
        screen = self.screens[seat]
        if screen is None:
            raise ValueError("this view does not show that screen")
        have = tokens.value_counts(screen)
        d = self.draft
        if d is not None and seat == self.to_move and self.phase in _RESERVING:
            for v in d.bribes:
                have[v] -= 1
            for it in d.items:
                for v in it.values or ():
                    have[v] -= 1
        return have

    def star_order(self) -> list[tuple[int, int]]:
        """Return ``[(space number, seat or -1 for a peacock), ...]`` in arrival order (spec rule 6)."""
        return [(i + 1, who) for i, who in enumerate(self.star)]

    def total_behind_screens(self) -> list[int]:
        """Return the tokens behind all screens together, by kind (public: every other place is open)."""
        out = [a - b for a, b in zip(tokens.ALL, self.bag, strict=True)]
        for k in self.laurels:
            if k >= 0:
                out[k] -= 1
        for k, c in enumerate(self.box):
            out[k] -= c
        out[tokens.K_I] -= self.supply_i
        return out

    # ------------------------------------------------------------------ protocol: whose decision
    def is_terminal(self) -> bool:
        return self.end is not None

    @property
    def current_player(self) -> int:
        if self.end is not None:
            return TERMINAL
        if self.phase == ANSWER:
            return self._answer_item().seat
        return self.to_move

    def forced_step(self) -> bool:
        return self.end is None and self._forced()

    def _forced(self) -> bool:
        if self.observer is not None and self.observer != self.current_player:
            return False  # the decider's options are hidden from this view
        return len(self.legal_actions()) == 1

    def decision(self) -> Decision | None:
        """Zoo Vadis: Gameplay — who decides now, on whose turn, and what kind of choice it is."""
        if self.end is not None:
            return None
        m = self.to_move
        forced = self._forced()
        if self.phase == TURN:
            return Decision(m, m, DecisionKind.TURN, self._turn_prompt(), forced=forced)
        if self.phase == COMPOSE:
            return Decision(
                m,
                m,
                DecisionKind.CHOOSE,
                self._compose_prompt(),
                forced=forced,
                group=_DEAL_GROUP,
            )
        if self.phase == OFFER:
            it = self._open_item()
            return Decision(
                m,
                m,
                DecisionKind.CHOOSE,
                f"What do you offer {{p{it.seat}}} for {_what(it)}?",
                forced=forced,
                group=_DEAL_GROUP,
            )
        if self.phase == ANSWER:
            it = self._answer_item()
            return Decision(
                it.seat,
                m,
                DecisionKind.ANSWER,
                f"{{p{m}}} asks you for {_what(it)}: accept, decline or counter.",
                forced=forced,
                quick=True,
                group=_DEAL_GROUP,
            )
        if self.phase == COUNTER:
            it = self._answer_item()
            return Decision(
                m,
                m,
                DecisionKind.PAY,
                self._counter_prompt(it),
                forced=forced,
                group=_DEAL_GROUP,
            )
        if self.phase == REWARD:
            return Decision(
                m, m, DecisionKind.CHOOSE, "Choose who earns the next vote reward.", forced=forced, group=_DEAL_GROUP
            )
        return Decision(m, m, DecisionKind.CHOOSE, self._post_prompt(), forced=forced)

    def _turn_prompt(self) -> str:
        """The turn's prompt; after a deal fell through this turn (rule 3, Deals: nothing happened), it first says
        that the turn is still the mover's and which exhibits are closed to votes (play test: after a refused deal
        the turn seemed to pass).  Public facts only."""
        ask = "Add an animal, advance one, advance a peacock or move the Zoo Keeper."
        if not self.closed and not self.refusals:
            return ask
        closed = " and ".join(self._xname(x) for x in self.closed)
        shut = f" {closed} {'is' if len(self.closed) == 1 else 'are'} closed to votes." if closed else ""
        return f"Deal refused, nothing changed: still your turn.{shut} Add, advance, or move the Zoo Keeper."

    def _compose_prompt(self) -> str:
        """The prompt while a deal is built, naming only what this move can still use (public facts only, so
        every view words it alike): votes to ask for, peacocks to bribe, abilities to request."""
        d = self.draft
        assert d is not None
        m = self.to_move
        can: list[str] = []
        if d.piece != "hyena":
            if d.need and d.own < d.need:
                asked = {it.seat for it in d.items if it.what == "votes"}
                if any(self.animals[d.src][q] and q not in asked for q in range(self.n) if q != m):
                    can.append("ask for votes")
            if d.need and d.planned_votes() < d.need and len(d.bribes) < self.peacocks[d.src]:
                can.append("bribe a peacock")
            if self._requests(d, m):
                can.append("ask for an ability")
        if not can:
            return "Send the deal or back out."
        return "Build your deal: " + ", ".join(can[:-1]) + (" or " if len(can) > 1 else "") + can[-1] + \
            "; then send it or back out."

    def _post_prompt(self) -> str:
        """The prompt after the action: only what is really open (a bonus earned, the Hyena of another seat
        with a tile left), then "end your turn" ("Move the Zoo Keeper (bonus) or end your turn.")."""
        m = self.to_move
        open_: list[str] = []
        if self.bonus_keeper:
            open_.append("move the Zoo Keeper (bonus)")
        if self.bonus_peacock and self._peacock_bonus_moves():
            open_.append("advance a peacock (bonus)")
        if not self.hyena_used and self.ability_open("hyena", m):
            open_.append(f"ask {{p{self.owner_of('hyena')}}}'s Hyena to move the Zoo Keeper")
        if not open_:
            return "End your turn."
        text = ", ".join(open_) + " or end your turn."
        return text[0].upper() + text[1:]

    def _open_item(self) -> Item:
        assert self.draft is not None
        return next(it for it in self.draft.items if not it.ready)

    def _answer_item(self) -> Item:
        assert self.draft is not None
        return self.draft.items[self.draft.order[self.cursor]]

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        """Return the legal actions of the decider in a stable order (cached; do not mutate the list)."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self) -> list[Action]:
        if self.end is not None:
            return []
        phase = self.phase
        if phase == TURN:
            return self._turn_actions()
        if phase == COMPOSE:
            return self._compose_actions()
        if phase == OFFER:
            have = self.unreserved(self.to_move)
            return [
                Offer(vals, promise) for vals in tokens.multisets(have, data.OFFER_CAP) for promise in (False, True)
            ]
        if phase == ANSWER:
            it = self._answer_item()
            if it.values is None:
                return []
            base = sum(it.values)
            return [Accept(), Decline(), *(Counter(base + s) for s in data.COUNTER_STEPS)]
        if phase == COUNTER:
            it = self._answer_item()
            if self.screens[self.to_move] is None or it.values is None:
                return []
            covers = tokens.minimal_covers(self.unreserved(self.to_move), it.counter - sum(it.values))
            return [*(Meet(c) for c in covers), Drop()]
        if phase == REWARD:
            return [Reward(q) for q in range(self.n) if self.reward_pool[q] > 0]
        return self._post_actions()

    def _turn_actions(self) -> list[Action]:
        """Zoo Vadis: Gameplay — the four actions (Add, advance an animal, advance a peacock, move the keeper)."""
        b = self.board
        m = self.to_move
        out: list[Action] = []
        if self.supply[m] > 0:
            out.extend(Add(exhibit_id(x)) for x in b.bottom if self.has_room(x))
        out.extend(MoveKeeper(b.space_ids[s]) for s in range(len(b.space_ids)) if s != self.keeper)
        if self.attempts > 0 and not self.acted:
            out.extend(self._compose_options(m))
        if not self.hyena_used and self.ability_open("hyena", m):
            out.extend(Compose("hyena", "", b.space_ids[s]) for s in range(len(b.space_ids)) if s != self.keeper)
        return out

    def _compose_options(self, m: int) -> list[Action]:
        """The advances ``m`` may start composing (animal, peacock, add with the Crocodile)."""
        b = self.board
        out: list[Action] = []
        screen = self.screens[m]
        bribable = 0 if screen is None else sum(screen[1:])
        keeper_route = self.keeper_route()
        ibis = self.ability_open("ibis", m)
        armadillo = self.ability_open("armadillo", m)
        animals = self.animals
        peacocks = self.peacocks
        spaces = b.spaces
        occ = [sum(row) + p for row, p in zip(animals, peacocks, strict=True)]
        routes = b.routes
        for src in range(len(spaces)):
            mine = animals[src][m]
            pcs = peacocks[src]
            if not mine and not pcs:
                continue
            for r in b.out[src]:
                route = routes[r]
                if route.tunnel and not armadillo:
                    continue
                dst = route.dst
                if occ[dst] >= spaces[dst] and not (ibis and occ[dst] == spaces[dst]):
                    continue
                if mine:
                    if route.tunnel or r == keeper_route:
                        ok = True
                    else:
                        others = occ[src] - pcs - mine + min(pcs, bribable)
                        ok = mine + others >= b.need[src] and src not in self.closed
                    if ok:
                        out.append(Compose("animal", _XID[src], _XID[dst], route.tunnel))
                if pcs:
                    out.append(Compose("peacock", _XID[src], _XID[dst], route.tunnel))
        if self.supply[m] > 0 and self.ability_open("crocodile", m):
            for x in b.bottom:
                if spaces[x] == 1 and occ[x] < 1 and self._onward(x):
                    out.append(Compose("add", "", _XID[x]))
        return out

    def _onward(self, x: int) -> list[int]:
        """Exhibits a Crocodile-helped animal may move on to from 1-space exhibit ``x`` (paths with room)."""
        b = self.board
        return [b.routes[r].dst for r in b.out[x] if not b.routes[r].tunnel and self.has_room(b.routes[r].dst)]

    def _entries(self, d: Draft) -> int:
        """Pieces the transaction puts into its destination (1, or 2 with the Rhino)."""
        return 2 if d.has("rhino") else 1

    def _collects(self, d: Draft) -> bool:
        """True when the transaction's animal would collect a laurel (before the Marmoset's choice)."""
        if d.piece != "animal" or d.leave:
            return False
        route = self.board.routes[d.route]
        if route.laurel is None or self.laurels[route.laurel] < 0:
            return False
        return route.laurel != self.keeper or d.has("tiger")

    def collection(self, d: Draft) -> tuple[int, str] | None:
        """What transaction ``d`` collects if it goes through (Zoo Vadis: Collecting laurels; rule 9 for the
        Tiger and the Marmoset): ``(laurel space index, via)`` with ``via`` ``"path"``, ``"tiger"`` (the token
        under the Zoo Keeper) or ``"marmoset"`` (the token the Marmoset picks, the path's stays); ``None``
        when nothing is taken (not an animal's advance, the laurel left, no laurel, or the Zoo Keeper on the
        path without the Tiger).  The token there is ``self.laurels[space]`` until the move happens."""
        if not self._collects(d):
            return None
        route = self.board.routes[d.route]
        marmoset = d.item("marmoset")
        if marmoset is not None:
            return self.board.space_index(marmoset.target), "marmoset"
        assert route.laurel is not None
        return route.laurel, ("tiger" if route.laurel == self.keeper else "path")

    def _requests(self, d: Draft, m: int) -> list[Action]:
        """Zoo Vadis: Animal abilities (spec rule 9) — the abilities with a legal target for this transaction."""
        b = self.board
        out: list[Action] = []
        if self.classic:
            return out
        asked = {it.what for it in d.items}
        usable = {name for name in REQUESTABLE if name not in asked and self.ability_open(name, m)}
        if not usable:
            return out

        def open_(name: str) -> bool:
            return name in usable

        moving = d.piece in ("animal", "peacock")
        route: Route | None = b.routes[d.route] if d.route >= 0 else None
        if d.piece == "animal" and route is not None and not route.tunnel:
            if open_("tiger") and route.laurel == self.keeper and self.laurels[self.keeper] >= 0:
                out.append(Request("tiger"))
            if open_("marmoset") and self._collects(d):
                for s in range(len(b.space_ids)):
                    if s != route.laurel and s != self.keeper and self.laurels[s] >= 0:
                        out.append(Request("marmoset", b.space_ids[s]))
        if open_("crocodile") and b.spaces[d.dst] == 1 and d.piece != "hyena":
            out.extend(Request("crocodile", exhibit_id(y)) for y in self._onward(d.dst))
        if moving:
            occ = self.occupants(d.dst)
            room = b.spaces[d.dst]
            entries = self._entries(d)
            if open_("ibis") and occ + entries == room + 1:
                out.append(Request("ibis"))
            if open_("armadillo") and route is not None and route.tunnel:
                out.append(Request("armadillo"))
            if open_("rhino") and (occ + 2 <= room or (occ + 2 == room + 1 and open_("ibis"))):
                for q in range(self.n):
                    left = self.animals[d.src][q] - (1 if d.piece == "animal" and q == m else 0)
                    if left > 0:
                        out.append(Request("rhino", str(q)))
                if self.peacocks[d.src] - (1 if d.piece == "peacock" else 0) > 0:
                    out.append(Request("rhino", "peacock"))
        return out

    def supply_reward(self, item: Item) -> tuple[int, int]:
        """``(least, most)`` I tokens from the supply ``item``'s seat takes for its part if the deal goes through
        with every ask still standing agreed (resolved rules 2 and 9; the payout of :meth:`_execute`), for a
        deal not yet carried out (phases compose to counter; in phase reward part of it is paid already).

        A vote ask: each *needed* outside vote earns one I while the supply lasts; when more votes were asked
        than needed, or the supply is short, the mover picks who is paid, so ``least`` is what is left for this
        seat once every other giver has been paid in full.  An ability: its tile's I reward, after the vote
        rewards have taken their share of the supply.  ``(0, 0)`` outside a deal, for a refused ask, or when the
        supply is empty.
        """
        d = self.draft
        if d is None or item.refused:
            return (0, 0)
        votes = [it for it in d.items if it.what == "votes" and not it.refused]
        given = sum(it.votes for it in votes)
        due = min(max(0, d.need - d.own), given, self.supply_i)
        if item.what != "votes":
            pay = data.ABILITY_I_REWARD.get(item.what, 0)
            return (min(pay, max(0, self.supply_i - due)), min(pay, self.supply_i))
        most = min(item.votes, due)
        if due == given or len({it.seat for it in votes}) <= 1:
            return (most, most)
        return (max(0, due - (given - item.votes)), most)

    def _counter_prompt(self, it: Item) -> str:
        """The mover's prompt for the counter of ask ``it``: the counter counts only the mover's tokens (the offer
        plus what it adds; the supply's I tokens come on top and do not count), so it says "from you" and how much
        more that is (play test 13, ZV-3: "wants tokens worth 3 in all" read as if the supply's I counted)."""
        more = it.counter - sum(it.values) if it.values is not None else None
        add = f"add {more}" if more is not None and it.values else "pay"
        return f"{{p{it.seat}}} wants {it.counter} from you (supply's I not counted): {add} or drop it."

    def draft_problem(self) -> str | None:
        """Return why the transaction cannot be sent yet, or ``None`` when it can (Zoo Vadis: Deals)."""
        d = self.draft
        if d is None:
            return "There is no deal to send."
        if any(not it.ready for it in d.items):
            return "Finish the offer first."
        if d.piece == "hyena":
            return None
        if d.need and d.planned_votes() < d.need:
            return f"You need {counted(d.need, 'vote')} and have {d.planned_votes()} lined up."
        route = self.board.routes[d.route] if d.route >= 0 else None
        if route is not None and route.tunnel and not d.has("armadillo"):
            return "A tunnel needs the Armadillo."
        if d.piece == "add":
            return None if d.has("crocodile") else "Ask the Crocodile to move the new animal on."
        occ = self.occupants(d.dst) + self._entries(d)
        room = self.board.spaces[d.dst] + (1 if d.has("ibis") else 0)
        if occ > room:
            return "The exhibit is full: ask the Ibis." if not d.has("ibis") else "Not even the Ibis fits two more in."
        return None

    def _compose_actions(self) -> list[Action]:
        """Zoo Vadis: Deals — the next step of building the transaction."""
        d = self.draft
        assert d is not None
        m = self.to_move
        out: list[Action] = []
        if d.piece != "hyena":
            if d.need and d.own < d.need:  # outside votes are needed: ask each seat once (more than needed is allowed)
                asked = {it.seat for it in d.items if it.what == "votes"}
                for i in range(1, self.n):
                    q = (m + i) % self.n
                    have = self.animals[d.src][q]
                    if have and q not in asked:
                        out.extend(Ask(q, k) for k in range(1, have + 1))
            if d.need and d.planned_votes() < d.need and len(d.bribes) < self.peacocks[d.src]:
                have_v = self.unreserved(m)
                out.extend(Bribe(v) for v in range(data.BRIBE_MIN_VALUE, 6) if have_v[v] > 0)
            out.extend(self._requests(d, m))
            if self._collects(d) and not d.has("marmoset"):
                out.append(Leave())
        if self.draft_problem() is None:
            out.append(Send())
        out.append(Back())
        return out

    def _post_actions(self) -> list[Action]:
        """Zoo Vadis: bonuses after the action (II-Zoo-Keeper, II-Peacock), a Hyena request after it, or End turn."""
        b = self.board
        out: list[Action] = [EndTurn()]
        if self.bonus_keeper:
            out.extend(MoveKeeper(b.space_ids[s]) for s in range(len(b.space_ids)) if s != self.keeper)
        if self.bonus_peacock:
            out.extend(self._peacock_bonus_moves())
        if not self.hyena_used and self.ability_open("hyena", self.to_move):
            out.extend(Compose("hyena", "", b.space_ids[s]) for s in range(len(b.space_ids)) if s != self.keeper)
        return out

    def _peacock_bonus_moves(self) -> list[Action]:
        b = self.board
        return [
            BonusPeacock(exhibit_id(x), exhibit_id(b.routes[r].dst))
            for x in range(len(b.spaces))
            if self.peacocks[x]
            for r in b.out[x]
            if not b.routes[r].tunnel and self.has_room(b.routes[r].dst)
        ]

    def explain(self, action: Action) -> str | None:
        """Return why ``action`` is illegal now (one line for the player), or ``None`` when it is legal.

        Zoo Vadis: the reason names the rule that stops it — no animal of yours there, no path that way,
        a tunnel without the Armadillo, a full exhibit, the exhibit closed to votes after a failed vote
        this turn, too few votes to be found, an empty supply, a seat already asked, and so on.
        """
        if self.end is not None:
            return "The game is over."
        if action in self.legal_actions():
            return None
        phase = self.phase
        if isinstance(action, Add):
            if phase == POST:
                return "Your action for this turn is done: new animals wait for your next turn."
            return self._add_problem(action.exhibit) if phase == TURN else \
                "Adding an animal is a turn's action: finish what you are doing first."
        if isinstance(action, MoveKeeper):
            if phase not in (TURN, POST):
                return "Moving the Zoo Keeper is a turn's action: finish what you are doing first."
            if phase == POST and not self.bonus_keeper:
                return "Your action is done: the Zoo Keeper moves again only with a II-Zoo-Keeper laurel."
            return self._keeper_problem(action.space) or "The Zoo Keeper cannot go there now."
        if isinstance(action, Compose):
            if phase != TURN and not (phase == POST and action.piece == "hyena"):
                return "Finish the deal in hand first (send it, or back out)." if self.draft is not None else \
                    "Your action for this turn is done."
            return self._compose_problem(action) or "That piece cannot take that way now."
        if isinstance(action, BonusPeacock):
            if phase != POST or not self.bonus_peacock:
                return "Peacocks advance for free only with a II-Peacock laurel, after your action."
            return self._route_problem("peacock", action.src, action.dst, False) or "That peacock cannot go there."
        if isinstance(action, Ask | Bribe | Request | Leave) and phase != COMPOSE:
            return "That belongs to a deal, and no deal is being built now."
        if isinstance(action, Ask):
            return self._ask_problem(action)
        if isinstance(action, Bribe):
            return self._bribe_problem(action)
        if isinstance(action, Request):
            name = data.SPECIES_NAMES.get(action.ability, action.ability)
            if self.classic:
                return "The Classic game has no abilities."
            if self.draft is not None and self.draft.has(action.ability):
                return f"The {name} is already asked in this deal."
            if not self.ability_open(action.ability, self.to_move):
                return f"Nobody can lend the {name} now (not in play, your own, or its tiles are used)."
            return f"The {name} has nothing to do in this deal."
        if isinstance(action, Send) and phase == COMPOSE:
            return self.draft_problem() or "The deal cannot be sent now."
        if isinstance(action, EndTurn):
            return "You must take an action first: there is no passing."
        if isinstance(action, Accept | Decline | Counter):
            return "Nobody is asking you anything now." if phase != ANSWER else "That answer is not offered."
        if isinstance(action, Reward):
            if phase != REWARD:
                return "There is nobody to reward now."
            return "That seat has no reward coming." if self.supply_i > 0 else "The supply of I tokens is empty."
        return "That is not possible now."

    def _xname(self, x: int) -> str:
        xid = exhibit_id(x)
        return data.NAMES.get(xid, xid)

    def _exhibit(self, xid: str) -> int | None:
        try:
            x = exhibit_index(xid)
        except ValueError:
            return None
        return x if 0 <= x < len(self.board.spaces) else None

    def _full_problem(self, dst: int) -> str | None:
        """Why nothing can enter exhibit ``dst`` (full, and no Ibis to make room), or ``None``."""
        occ, room = self.occupants(dst), self.board.spaces[dst]
        if occ < room:
            return None
        if occ == room and self.ability_open("ibis", self.to_move):
            return None
        if occ == room:
            return f"{self._xname(dst)} is full, and nobody can lend the Ibis to squeeze one more in."
        return f"{self._xname(dst)} is full, even with the Ibis's extra place."

    def _add_problem(self, xid: str) -> str | None:
        """Zoo Vadis: Gameplay (add) — why an animal cannot be added to ``xid``."""
        m = self.to_move
        if self.supply[m] == 0:
            return "Your supply is empty: every animal of yours is on the board."
        x = self._exhibit(xid)
        if x is None or x not in self.board.bottom:
            return "New animals go into one of the four bottom exhibits."
        if not self.has_room(x):
            return f"{self._xname(x)} is full: add to another bottom exhibit."
        return None

    def _keeper_problem(self, space_id: str) -> str | None:
        try:
            s = self.board.space_index(space_id)
        except ValueError:
            return "The Zoo Keeper stands on a laurel space of a path."
        if s == self.keeper:
            return "The Zoo Keeper already stands there: move it to another path."
        return None

    def _route_problem(self, piece: str, src_id: str, dst_id: str, tunnel: bool) -> str | None:
        """Why ``piece`` (animal / peacock of the mover) cannot go ``src_id`` → ``dst_id`` (no votes counted)."""
        m = self.to_move
        src, dst = self._exhibit(src_id), self._exhibit(dst_id)
        if src is None or dst is None:
            return "Pieces go from an exhibit into an exhibit."
        if piece == "animal" and self.animals[src][m] == 0:
            return f"You have no animal in {self._xname(src)}."
        if piece == "peacock" and self.peacocks[src] == 0:
            return f"There is no peacock in {self._xname(src)}."
        b = self.board
        ways = [b.routes[r] for r in b.out[src]]
        if not ways:
            return "The Star Exhibit is the end of the road."
        route = next((r for r in ways if r.dst == dst and r.tunnel == tunnel), None)
        if route is None:
            paths = [self._xname(r.dst) for r in ways if not r.tunnel]
            if not any(r.dst == dst for r in ways):
                return f"No path leads from {self._xname(src)} to {self._xname(dst)}" + (
                    f": its paths lead up to {' or '.join(paths)}." if paths else ".")
            if tunnel:
                return f"No tunnel leads from {self._xname(src)} to {self._xname(dst)}: take the path."
            return f"Only a tunnel leads from {self._xname(src)} to {self._xname(dst)}."
        if route.tunnel and not self.ability_open("armadillo", m):
            return "A tunnel needs the Armadillo, and nobody can lend it now."
        return self._full_problem(dst)

    def _compose_problem(self, a: Compose) -> str | None:
        """Zoo Vadis: Gameplay / Voting / Deals — why the mover cannot start composing ``a``."""
        m = self.to_move
        b = self.board
        if a.piece == "hyena":
            if self.hyena_used:
                return "The Hyena has already helped you this turn."
            if not self.ability_open("hyena", m):
                return "Nobody can lend the Hyena now (not in play, your own, or its tiles are used)."
            return self._keeper_problem(a.dst)
        if self.attempts <= 0:
            return "You have started as many deals as a turn allows: add an animal or move the Zoo Keeper."
        if self.acted:
            return "Your action for this turn is done."
        if a.piece == "add":
            if self.supply[m] == 0:
                return "Your supply is empty: every animal of yours is on the board."
            if not self.ability_open("crocodile", m):
                return "Nobody can lend the Crocodile now (not in play, your own, or its tiles are used)."
            x = self._exhibit(a.dst)
            if x is None or x not in b.bottom or b.spaces[x] != 1:
                return "The Crocodile helps a new animal on only from a 1-space bottom exhibit."
            if self.occupants(x):
                return f"{self._xname(x)} is not empty."
            return None if self._onward(x) else f"Every exhibit beyond {self._xname(x)} is full."
        problem = self._route_problem(a.piece, a.src, a.dst, a.tunnel)
        if problem is not None or a.piece != "animal":
            return problem
        src = exhibit_index(a.src)
        route = next(r for r, rt in enumerate(b.routes) if rt.src == src and rt.dst == exhibit_index(a.dst)
                     and rt.tunnel == a.tunnel)
        if a.tunnel or route == self.keeper_route():
            return None
        if src in self.closed:
            return (f"The vote to leave {self._xname(src)} failed this turn: it is closed to votes until your "
                    "next turn (the Zoo Keeper's path or a tunnel still work).")
        screen = self.screens[m]
        bribable = 0 if screen is None else sum(screen[1:])
        mine, pcs = self.animals[src][m], self.peacocks[src]
        others = self.occupants(src) - pcs - mine
        most = mine + others + min(pcs, bribable)
        if most < b.need[src]:
            return (f"Leaving {self._xname(src)} takes {counted(b.need[src], 'vote')}; at most {most} can be found "
                    "there "
                    f"(yours {mine}, the others' {others}, peacocks you can bribe {min(pcs, bribable)}).")
        return None

    def _ask_problem(self, a: Ask) -> str:
        d = self.draft
        assert d is not None
        if d.piece == "hyena" or not d.need:
            return "No vote is needed on this way."
        if d.own >= d.need:
            return "Your own animals have all the votes needed."
        if not 0 <= a.seat < self.n or a.seat == self.to_move:
            return "Ask one of the other seats."
        if any(it.what == "votes" and it.seat == a.seat for it in d.items):
            return "That seat is already asked in this deal."
        have = self.animals[d.src][a.seat]
        if have == 0:
            return f"That seat has no animal in {self._xname(d.src)} to vote with."
        return f"That seat has only {counted(have, 'vote')} in {self._xname(d.src)}."

    def _bribe_problem(self, a: Bribe) -> str:
        d = self.draft
        assert d is not None
        if not d.need:
            return "No vote is needed on this way."
        if d.planned_votes() >= d.need:
            return "You have the votes lined up already."
        if len(d.bribes) >= self.peacocks[d.src]:
            return f"Every peacock in {self._xname(d.src)} is bribed already." if self.peacocks[d.src] else \
                f"There is no peacock in {self._xname(d.src)} to bribe."
        if a.value < data.BRIBE_MIN_VALUE:
            return "A peacock takes a token worth II or more, never a token I."
        return "You have no token of that value left to give."

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        """Zoo Vadis: apply one step for the decider and return its events (atomic).

        Raises:
            ValueError: the state is a view (determinize it first); nothing changes.
            IllegalAction: the action is not legal now (with the reason); nothing changes.
        """
        if self.observer is not None:
            raise ValueError("cannot apply an action to a view: determinize it first")
        if action not in self.legal_actions():
            raise IllegalAction(self.explain(action) or "That is not possible now.")
        self._legal = None
        if isinstance(action, Add):
            return self._do_add(exhibit_index(action.exhibit))
        if isinstance(action, MoveKeeper):
            return self._do_keeper(self.board.space_index(action.space))
        if isinstance(action, Compose):
            return self._do_compose(action)
        if isinstance(action, Ask):
            assert self.draft is not None
            self.draft.items.append(Item(action.seat, "votes", votes=action.votes))
            self.phase = OFFER
            return []
        if isinstance(action, Bribe):
            assert self.draft is not None
            self.draft.bribes.append(action.value)
            return []
        if isinstance(action, Request):
            assert self.draft is not None
            self.draft.items.append(Item(self.owner_of(action.ability), action.ability, target=action.target))
            self.phase = OFFER
            return []
        if isinstance(action, Offer):
            it = self._open_item()
            it.values = list(action.values)
            it.count = it.offered = len(action.values)
            it.promise = action.promise
            it.ready = True
            self.phase = COMPOSE
            return []
        if isinstance(action, Leave):
            assert self.draft is not None
            self.draft.leave = True
            return []
        if isinstance(action, Back):
            self.draft = None
            return self._back_to_turn()
        if isinstance(action, Send):
            return self._do_send()
        if isinstance(action, Accept | Decline | Counter):
            return self._do_answer(action)
        if isinstance(action, Meet | Drop):
            return self._do_counter(action)
        if isinstance(action, Reward):
            return self._do_reward(action.seat)
        if isinstance(action, BonusPeacock):
            return self._do_bonus_peacock(exhibit_index(action.src), exhibit_index(action.dst))
        assert isinstance(action, EndTurn)
        return self._end_turn()

    # ------------------------------------------------------------------ simple actions
    def _do_add(self, x: int) -> list[Event]:
        """Zoo Vadis: Add an animal to the zoo."""
        m = self.to_move
        self.supply[m] -= 1
        self.animals[x][m] += 1
        self.entered = True
        events = [Event("add", m, {"seat": m, "exhibit": exhibit_id(x), "left": self.supply[m]})]
        return events + self._after_action()

    def _do_keeper(self, s: int) -> list[Event]:
        """Zoo Vadis: Move the Zoo Keeper (the turn's action, or the II-Zoo-Keeper bonus in phase post)."""
        m = self.to_move
        bonus = self.phase == POST
        events = [self._keeper_event(m, s, "bonus" if bonus else "action")]
        self._note_keeper(m, s)
        if bonus:
            self.bonus_keeper = False
            return events + self._post_or_end()
        return events + self._after_action()

    def _note_keeper(self, m: int, s: int) -> None:
        """Move the Zoo Keeper to laurel space ``s`` for seat ``m`` and remember the move in :attr:`keeper_log`."""
        self.keeper_log = [e for e in self.keeper_log if e[0] != m] + [[m, self.keeper, s]]
        self.keeper = s

    def last_keeper_move(self, seat: int | None = None) -> tuple[int, int] | None:
        """``(from, to)`` laurel space indices of ``seat``'s last Zoo Keeper move (``None``: the latest by anyone);
        ``None`` when there is none (public information: every keeper move is in the table's log)."""
        for who, src, dst in reversed(self.keeper_log):
            if seat is None or who == seat:
                return src, dst
        return None

    def _keeper_event(self, m: int, s: int, why: str) -> Event:
        b = self.board
        under = self.laurels[s]
        return Event(
            "keeper",
            m,
            {
                "seat": m,
                "src": b.space_ids[self.keeper],
                "dst": b.space_ids[s],
                "why": why,
                "under": None if under < 0 else data.TOKEN_KINDS[under],
            },
        )

    def _do_bonus_peacock(self, src: int, dst: int) -> list[Event]:
        """Zoo Vadis: the II-Peacock bonus — advance a peacock (no vote) and take one I."""
        m = self.to_move
        self.bonus_peacock = False
        events = [self._place(PEACOCK, src, dst, carried=False, why="bonus")]
        events += self._give_i(m, data.PEACOCK_I_REWARD, "peacock")
        if len(self.star) >= self.star_size:
            return events + self._end_game("star")
        return events + self._post_or_end()

    # ------------------------------------------------------------------ transactions
    def _do_compose(self, a: Compose) -> list[Event]:
        m = self.to_move
        b = self.board
        if a.piece == "hyena":
            self.hyena_used = True
            d = Draft("hyena", -1, b.space_index(a.dst), -1)
            d.items.append(Item(self.owner_of("hyena"), "hyena", target=a.dst))
            self.draft = d
            self.phase = OFFER
            return []
        self.attempts -= 1
        if a.piece == "add":
            self.draft = Draft("add", -1, exhibit_index(a.dst), -1)
        else:
            src, dst = exhibit_index(a.src), exhibit_index(a.dst)
            route = b.route_between(src, dst, a.tunnel)
            assert route is not None
            need = 0
            if a.piece == "animal" and not route.tunnel and route.index != self.keeper_route():
                need = b.need[src]
            own = self.animals[src][m] if a.piece == "animal" else 0
            self.draft = Draft(a.piece, src, dst, route.index, need, own)
        self.phase = COMPOSE
        return []

    def _do_send(self) -> list[Event]:
        """Zoo Vadis: Deals — announce the transaction; the asked seats answer from the mover's left."""
        d = self.draft
        assert d is not None
        m = self.to_move
        n = self.n
        d.order = sorted(range(len(d.items)), key=lambda i: ((d.items[i].seat - m) % n, d.items[i].what != "votes", i))
        events = [Event("deal", m, self._deal_public(d))]
        for i in d.order:
            it = d.items[i]
            # the I tokens of the supply the asked seat takes if the move happens: the log line says them with
            # the offer (play test: "You offer nothing to Ann" left out the voter's token I from the supply)
            supply = list(self.supply_reward(it))
            events.append(
                Event(
                    "offer",
                    m,
                    {
                        "seat": m,
                        "to": it.seat,
                        "what": it.what,
                        "values": list(it.values or ()),
                        "count": it.count,
                        "promise": it.promise,
                        "supply": supply,
                    },
                    private_to=(m, it.seat),
                    public={
                        "seat": m,
                        "to": it.seat,
                        "what": it.what,
                        "values": None,
                        "count": it.count,
                        "promise": it.promise,
                        "supply": supply,
                    },
                )
            )
        if not d.order:
            return events + self._execute()
        self.cursor = 0
        self.phase = ANSWER
        first = d.items[d.order[0]].seat
        events.append(Event(EventKind.DECISION, first, {"seat": first, "kind": "answer"}))
        return events

    def _deal_public(self, d: Draft) -> dict[str, Any]:
        """The public shape of a transaction (everything but the asks' token values)."""
        b = self.board
        return {
            "seat": self.to_move,
            "piece": d.piece,
            "src": exhibit_id(d.src) if d.src >= 0 else None,
            "dst": b.space_ids[d.dst] if d.piece == "hyena" else exhibit_id(d.dst),
            "tunnel": d.route >= 0 and b.routes[d.route].tunnel,
            "need": d.need,
            "own": d.own,
            "bribes": list(d.bribes),
            "leave": d.leave,
            "asks": [
                {
                    "to": d.items[i].seat,
                    "what": d.items[i].what,
                    "votes": d.items[i].votes,
                    "target": d.items[i].target,
                    "count": d.items[i].count,
                    "promise": d.items[i].promise,
                }
                for i in d.order
            ],
        }

    def _do_answer(self, a: Action) -> list[Event]:
        d = self.draft
        assert d is not None
        m = self.to_move
        it = self._answer_item()
        if isinstance(a, Accept):
            it.answer = ACCEPTED
        elif isinstance(a, Decline):
            it.answer = DECLINED
        else:
            assert isinstance(a, Counter)
            it.answer = COUNTERED
            it.counter = a.value
        events = [
            Event(
                "answer",
                it.seat,
                {
                    "seat": it.seat,
                    "mover": m,
                    "what": it.what,
                    "answer": it.answer,
                    "value": it.counter if it.answer == COUNTERED else None,
                },
            )
        ]
        if it.what == "votes":
            events += self._settle_promises(it.seat, m, it.answer == ACCEPTED)
        failed = self._failure(d)
        if failed:
            return events + self._fail(failed)
        self.cursor += 1
        if self.cursor < len(d.order):
            nxt = self._answer_item().seat
            return events + [Event(EventKind.DECISION, nxt, {"seat": nxt, "kind": "answer"})]
        return events + self._next_counter(0)

    def _settle_promises(self, giver: int, mover: int, kept: bool) -> list[Event]:
        """Zoo Vadis: Deals — open promises ``giver`` made to ``mover`` are kept or broken by this answer (public)."""
        events = []
        for p in self.promises:
            if p[0] == giver and p[1] == mover and p[3] == OPEN:
                p[3] = KEPT if kept else BROKEN
                events.append(Event("promise", giver, {"seat": giver, "to": mover, "status": p[3], "made": p[2]}))
        return events

    def _failure(self, d: Draft) -> str | None:
        """Return ``"votes"`` or ``"ability"`` once the transaction can no longer succeed, else ``None``."""
        if any(it.refused for it in d.items if it.what != "votes"):
            return "ability"
        if d.need and d.possible_votes() < d.need:
            return "votes"
        return None

    def drop_sinks_deal(self) -> bool:
        """True when dropping the counter now (:class:`Drop`, phase ``"counter"``) makes the whole deal fail:
        an ability would be refused, or the votes left would fall short (Zoo Vadis: Deals).  False when the
        deal can still go through without that seat (more votes were asked than needed), or when no counter is
        open.  Public facts only: every view answers alike."""
        if self.phase != COUNTER or self.draft is None:
            return False
        d = self.draft.copy()
        it = d.items[d.order[self.cursor]]
        it.met = DROPPED
        return self._failure(d) is not None

    def _next_counter(self, start: int) -> list[Event]:
        d = self.draft
        assert d is not None
        for pos in range(start, len(d.order)):
            it = d.items[d.order[pos]]
            if it.answer == COUNTERED and not it.met:
                self.cursor = pos
                self.phase = COUNTER
                return []
        return self._execute()

    def _do_counter(self, a: Action) -> list[Event]:
        d = self.draft
        assert d is not None
        m = self.to_move
        it = self._answer_item()
        if isinstance(a, Meet):
            assert it.values is not None
            it.values = sorted([*it.values, *a.values])
            it.count = len(it.values)
            it.met = MET
            events = [
                Event(
                    "counter",
                    m,
                    {"seat": m, "to": it.seat, "met": True, "added": list(a.values), "count": it.count},
                    private_to=(m, it.seat),
                    public={"seat": m, "to": it.seat, "met": True, "added": None, "count": it.count},
                )
            ]
        else:
            # the mover sees why: no cover of the counter among its free tokens (the others see only the drop)
            assert it.values is not None
            unpaid = next(tokens.minimal_covers(self.unreserved(m), it.counter - sum(it.values)), None) is None
            it.met = DROPPED
            base = {"seat": m, "to": it.seat, "met": False, "added": [], "count": it.count, "value": it.counter}
            events = [Event("counter", m, {**base, "unpaid": unpaid}, private_to=(m,), public={**base, "unpaid": None})]
        failed = self._failure(d)
        if failed:
            return events + self._fail(failed)
        return events + self._next_counter(self.cursor + 1)

    def _fail(self, why: str) -> list[Event]:
        """Zoo Vadis: Deals — nothing happens; a failed vote closes the exhibit to votes this turn (rule 3)."""
        d = self.draft
        assert d is not None
        m = self.to_move
        if why == "votes" and d.src not in self.closed:
            self.closed.append(d.src)
        self.refusals.extend([it.seat, it.what, it.votes, it.target, sum(it.values or ()), it.promise]
                             for it in d.items if it.refused)
        self.draft = None
        # the parts that sank it (declined, or countered and dropped), and counters never put to the mover
        refused = [
            {"seat": it.seat, "what": it.what, "votes": it.votes,
             "how": "dropped" if it.answer == COUNTERED else "declined",
             "value": it.counter if it.answer == COUNTERED else None}
            for it in (d.items[i] for i in d.order) if it.refused
        ]
        lapsed = [
            {"seat": it.seat, "what": it.what, "votes": it.votes, "value": it.counter}
            for it in (d.items[i] for i in d.order) if it.answer == COUNTERED and not it.met
        ]
        return [
            Event(
                "deal_failed",
                m,
                {"seat": m, "why": why, "src": exhibit_id(d.src) if d.src >= 0 else None, "closed": why == "votes",
                 "refused": refused, "lapsed": lapsed},
            )
        ] + self._back_to_turn()

    def _execute(self) -> list[Event]:
        """Zoo Vadis: the whole transaction at once, in the order of spec rule 6 (steps 1-3, then rewards)."""
        d = self.draft
        assert d is not None
        m = self.to_move
        # what the deal held (public): a move nobody was asked or bribed for is told as the plain move it is
        events: list[Event] = [Event("deal_done", m, {"seat": m, "piece": d.piece, "asked": len(d.items),
                                                      "bribed": len(d.bribes), "need": d.need, "own": d.own})]
        # 1. pieces placed
        if d.piece == "hyena":
            s = d.dst
            events.append(self._keeper_event(m, s, "hyena"))
            self._note_keeper(m, s)
        elif d.piece == "add":
            self.supply[m] -= 1
            self.animals[d.dst][m] += 1
            self.entered = True
            events.append(Event("add", m, {"seat": m, "exhibit": exhibit_id(d.dst), "left": self.supply[m],
                                           "why": "crocodile"}))
        else:
            events.append(
                self._place(m if d.piece == "animal" else PEACOCK, d.src, d.dst, carried=False, why="advance")
            )
            rhino = d.item("rhino")
            if rhino is not None:
                who = PEACOCK if rhino.target == "peacock" else int(rhino.target)
                events.append(self._place(who, d.src, d.dst, carried=True, why="rhino"))
        croc = d.item("crocodile")
        if croc is not None:
            who = m if d.piece in ("animal", "add") else PEACOCK
            events.append(self._place(who, d.dst, exhibit_index(croc.target), carried=False, why="crocodile"))
        ending = len(self.star) >= self.star_size
        # 2. laurel collection and refill
        taken = self.collection(d)
        earned: list[Event] = []  # what the collected token grants, told after the payments (play test)
        if taken is not None:
            for ev in self._collect(m, taken[0], taken[1], ending):
                (earned if ev.kind in ("bonus", "tile") else events).append(ev)
        # 3. agreed transfers and bribes; tiles spent
        screen = self.screens[m]
        assert screen is not None
        for i in d.order:
            it = d.items[i]
            if not it.agreed:
                continue
            if it.count:
                assert it.values is not None
                paid = tokens.take_values(screen, it.values)
                self._move_private(m, it.seat, paid)
                events.append(
                    Event(
                        "payment",
                        m,
                        {
                            "seat": m,
                            "to": it.seat,
                            "values": list(it.values),
                            "kinds": [data.TOKEN_KINDS[k] for k in tokens.kinds_list(paid)],
                            "count": it.count,
                        },
                        private_to=(m, it.seat),
                        public={"seat": m, "to": it.seat, "values": None, "kinds": None, "count": it.count},
                    )
                )
            if it.what != "votes":
                self.tiles[it.seat] -= 1
                events.append(
                    Event(
                        "tile",
                        it.seat,
                        {"seat": it.seat, "ability": it.what, "used": True, "left": self.tiles[it.seat]},
                    )
                )
            if it.promise:
                self.promises.append([m, it.seat, self.turn, OPEN])
                events.append(Event("promise", m, {"seat": m, "to": it.seat, "status": OPEN, "made": self.turn}))
        if d.bribes:
            paid = tokens.take_values(screen, d.bribes)
            for k, c in enumerate(paid):
                self.box[k] += c
                self.floors[m][k] = max(0, self.floors[m][k] - c)
            self.counts[m] -= len(d.bribes)
            events.append(
                Event(
                    "bribe",
                    m,
                    {
                        "seat": m,
                        "exhibit": exhibit_id(d.src),
                        "values": list(d.bribes),
                        "kinds": [data.TOKEN_KINDS[k] for k in tokens.kinds_list(paid)],
                    },
                )
            )
        events += earned
        # 4. vote rewards (the mover picks when over-supported or the supply is short)
        givers = [0] * self.n
        for it in d.items:
            if it.what == "votes" and it.agreed:
                givers[it.seat] += it.votes
        due = min(max(0, d.need - d.own), sum(givers), self.supply_i)
        if due == sum(givers) or sum(1 for g in givers if g) <= 1:
            for q in range(self.n):
                give = min(givers[q], due)
                due -= give
                if give:
                    events += self._give_i(q, give, "vote")
        elif due > 0:
            self.reward_pool = givers
            self.reward_left = due
            self.phase = REWARD
            return events
        return events + self._finish_execute()

    def _do_reward(self, q: int) -> list[Event]:
        """Zoo Vadis: Collecting laurels — the mover gives one vote reward to ``q``."""
        self.reward_pool[q] -= 1
        self.reward_left -= 1
        events = self._give_i(q, 1, "vote")
        pool = self.reward_pool
        if self.reward_left > 0 and sum(pool) > self.reward_left and sum(1 for g in pool if g) > 1:
            return events
        for s in range(self.n):  # the rest is no longer a choice
            give = min(pool[s], self.reward_left)
            self.reward_left -= give
            if give:
                events += self._give_i(s, give, "vote")
        self.reward_pool = [0] * self.n
        self.reward_left = 0
        return events + self._finish_execute()

    def _finish_execute(self) -> list[Event]:
        """Spec rule 6, steps 5-6 (ability and peacock I rewards), then the end or the rest of the turn."""
        d = self.draft
        assert d is not None
        m = self.to_move
        events: list[Event] = []
        for i in d.order:
            it = d.items[i]
            if it.what != "votes" and it.agreed:
                events += self._give_i(it.seat, data.ABILITY_I_REWARD[it.what], "ability")
        if d.piece == "peacock":
            events += self._give_i(m, data.PEACOCK_I_REWARD, "peacock")
        self.draft = None
        if len(self.star) >= self.star_size:
            return events + self._end_game("star")
        if d.piece == "hyena":
            return events + self._back_to_turn()
        return events + self._after_action()

    # ------------------------------------------------------------------ pieces and tokens
    def _place(self, who: int, src: int, dst: int, carried: bool, why: str) -> Event:
        """Move one piece (a seat's animal, or a peacock) from ``src`` to ``dst``; number it in the Star."""
        if who == PEACOCK:
            self.peacocks[src] -= 1
            self.peacocks[dst] += 1
        else:
            self.animals[src][who] -= 1
            self.animals[dst][who] += 1
        space = None
        if dst == self.board.star:
            self.star.append(who)
            space = len(self.star)
        self.entered = True
        return Event(
            "move",
            self.to_move,
            {
                "seat": self.to_move,
                "piece": "peacock" if who == PEACOCK else "animal",
                "owner": None if who == PEACOCK else who,
                "src": exhibit_id(src),
                "dst": exhibit_id(dst),
                "star_space": space,
                "carried": carried,
                "why": why,
            },
        )

    def _collect(self, m: int, space: int, via: str, ending: bool) -> list[Event]:
        """Zoo Vadis: Collecting laurels — take the token on ``space``, refill it from the bag; special IIs act (5)."""
        kind = self.laurels[space]
        screen = self.screens[m]
        assert screen is not None and kind >= 0
        screen[kind] += 1
        self.counts[m] += 1
        self.floors[m][kind] += 1
        sid = self.board.space_ids[space]
        events = [Event("collect", m, {"seat": m, "space": sid, "kind": data.TOKEN_KINDS[kind], "via": via})]
        refill = self._draw()
        self.laurels[space] = refill
        events.append(
            Event(
                "refill",
                None,
                {"space": sid, "kind": None if refill < 0 else data.TOKEN_KINDS[refill]},
                reveals=refill >= 0,
            )
        )
        if ending:
            return events
        if kind == tokens.K_ZK:
            self.bonus_keeper = True
            events.append(Event("bonus", m, {"seat": m, "bonus": "keeper"}))
        elif kind == tokens.K_PC:
            self.bonus_peacock = True
            events.append(Event("bonus", m, {"seat": m, "bonus": "peacock"}))
        elif kind == tokens.K_AB and not self.classic and self.tiles[m] < data.TILES_PER_SPECIES:
            self.tiles[m] += 1
            events.append(
                Event("tile", m, {"seat": m, "ability": self.species[m], "used": False, "left": self.tiles[m]})
            )
        return events

    def _draw(self) -> int:
        """Draw one token from the bag at random (its kind), or ``-1`` when the bag is empty (rule 4)."""
        left = sum(self.bag)
        if left == 0:
            return -1
        pick = self.rng.randrange(left)
        for k, c in enumerate(self.bag):
            if pick < c:
                self.bag[k] -= 1
                return k
            pick -= c
        raise AssertionError("unreachable")

    def _give_i(self, seat: int, n: int, why: str) -> list[Event]:
        """Give ``seat`` up to ``n`` I tokens while the supply lasts (public)."""
        give = min(n, self.supply_i)
        if give <= 0:
            return []
        self.supply_i -= give
        screen = self.screens[seat]
        assert screen is not None
        screen[tokens.K_I] += give
        self.counts[seat] += give
        self.floors[seat][tokens.K_I] += give
        return [Event("reward", seat, {"seat": seat, "count": give, "why": why, "supply": self.supply_i})]

    def _move_private(self, src: int, dst: int, pile: list[int]) -> None:
        """A deal payment: ``pile`` leaves ``src``'s screen (already taken) for ``dst``'s; floors shrink by its size."""
        n = sum(pile)
        target = self.screens[dst]
        assert target is not None
        for k, c in enumerate(pile):
            target[k] += c
        self.counts[src] -= n
        self.counts[dst] += n
        self.floors[src] = [max(0, f - n) for f in self.floors[src]]

    # ------------------------------------------------------------------ turn structure
    def _after_action(self) -> list[Event]:
        """The turn's action is done: bonuses and a later Hyena request may follow (phase post), else the turn ends."""
        self.acted = True
        return self._post_or_end()

    def _back_to_turn(self) -> list[Event]:
        """After a transaction that was not the turn's action (or failed): back to choosing, or to the post phase."""
        if self.acted:
            return self._post_or_end()
        self.phase = TURN
        return []

    def _post_or_end(self) -> list[Event]:
        if self.bonus_peacock and not self._peacock_bonus_moves():
            self.bonus_peacock = False
        self.phase = POST
        self._legal = None
        if len(self.legal_actions()) > 1:
            return []
        return self._end_turn()

    def _end_turn(self) -> list[Event]:
        """End the turn: next seat; a round ends when play is back at the first seat (stall limit, round cap: 8)."""
        self._legal = None
        self.turn += 1
        self.to_move = (self.to_move + 1) % self.n
        self.phase = TURN
        self.closed = []
        self.refusals = []
        self.attempts = data.COMPOSE_PER_TURN
        self.hyena_used = self.acted = self.bonus_keeper = self.bonus_peacock = False
        self.draft = None
        events: list[Event] = []
        if self.to_move == self.first:
            self.quiet = 0 if self.entered else self.quiet + 1
            self.entered = False
            self.round += 1
            if self.quiet >= data.STALL_ROUNDS:
                return self._end_game("stall")
            if self.round > data.MAX_ROUNDS:
                return self._end_game("rounds")
            events.append(Event("round", None, {"round": self.round, "quiet": self.quiet}))
        events.append(Event(EventKind.TURN, self.to_move, {"seat": self.to_move}))
        return events

    def _end_game(self, reason: str) -> list[Event]:
        """Zoo Vadis: Ending and winning — the game ends; every screen is revealed."""
        self.end = reason
        self.phase = OVER
        self.draft = None
        self._legal = None
        screens = [[data.TOKEN_KINDS[k] for k in tokens.kinds_list(s)] for s in self.screens if s is not None]
        return [
            Event(
                EventKind.GAME_END,
                None,
                {
                    "scores": self.scores(),
                    "winners": self.winners(),
                    "reason": END_WORDS[reason],
                    "screens": screens,
                    "star": list(self.star),
                },
                reveals=True,
            )
        ]

    # ------------------------------------------------------------------ scores
    def scores(self) -> list[int]:
        """Laurels per seat (a view shows the others' public lower bound until the end reveals them)."""
        return [
            tokens.total_value(s) if s is not None else tokens.total_value(self.floors[i])
            for i, s in enumerate(self.screens)
        ]

    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        """Laurels by token value, summing to ``scores()[seat]``."""
        screen = self.screens[seat]
        if screen is None:
            return [("Known laurels", tokens.total_value(self.floors[seat]))]
        vc = tokens.value_counts(screen)
        # each column is the laurels (points) a token value brought: "From V" 10 is two V tokens
        names = ("", "From I", "From II", "From III", "From IV", "From V")
        return [(names[v], v * vc[v]) for v in range(1, 6)]

    def winners(self) -> list[int]:
        """Zoo Vadis: Ending and winning (rule 7) — the most laurels among species in the Star; a tie goes to the
        lowest Star space; nobody wins without an animal in the Star (then ``[]``)."""
        first_space: dict[int, int] = {}
        for i, who in enumerate(self.star):
            if who != PEACOCK and who not in first_space:
                first_space[who] = i
        if not first_space:
            return []
        sc = self.scores()
        best = max(sc[s] for s in first_space)
        tied = [s for s in first_space if sc[s] == best]
        return [min(tied, key=lambda s: first_space[s])]

    def star_space(self, seat: int) -> int | None:
        """The Star space (1-based) of ``seat``'s first animal there, or ``None`` when it has none (rule 7)."""
        for i, who in enumerate(self.star):
            if who == seat:
                return i + 1
        return None

    def rank_class(self, seat: int) -> int:
        """Zoo Vadis: Ending and winning (rule 7) — a species in the Star (1) ranks above any outside it (0)."""
        return 0 if self.star_space(seat) is None else 1

    def result_note(self, seat: int) -> str | None:
        """Whether ``seat`` has an animal in the Star, the condition for winning (rule 7): "In the Star (space 2)"."""
        space = self.star_space(seat)
        return "Not in the Star" if space is None else f"In the Star (space {space})"

    def progress(self) -> Progress:
        """Round and turn, with the quiet rounds counted toward the stall limit (rule 8)."""
        label = f"Round {self.round} \u00b7 turn {self.turn + 1}"
        if self.quiet:
            label += f" \u00b7 quiet {self.quiet}/{data.STALL_ROUNDS}"
        return Progress(turn=self.turn + 1, round=min(self.round, data.MAX_ROUNDS), label=label)

    def end_reason(self) -> str | None:
        """Why the game ended and why the winner won: the only species in the Star, the most laurels among
        those there, or a tie broken by the lowest Star space (Zoo Vadis: Ending and winning, rule 7);
        ``{pN}`` stands for seat names."""
        if self.end is None:
            return None
        reason = END_WORDS[self.end]
        won = self.winners()
        if not won:
            return reason + "; no animal reached the Star"
        w = won[0]
        sc = self.scores()
        in_star = {who for who in self.star if who != PEACOCK}
        tied = sorted(s for s in in_star if sc[s] == sc[w])
        if len(tied) > 1:
            reason += f"; a tie at {counted(sc[w], 'laurel')} goes to the lowest Star space ({{p{w}}})"
        elif len(in_star) == 1:
            reason += f"; only {{p{w}}} has an animal in the Star"
        else:
            reason += f"; {{p{w}}} has the most laurels of the species in the Star"
        return reason

    # ------------------------------------------------------------------ information
    def view(self, seat: int) -> VadisState:
        """Zoo Vadis: Information (rule 10) — own tokens, the others' counts; asks between others without values."""
        v = self.clone()
        v.observer = seat
        v.rng = Rng(0)
        v._legal = None
        if self.end is not None:
            return v
        for s in range(self.n):
            if s != seat:
                v.screens[s] = None
        d = v.draft
        if d is not None and seat != self.to_move:
            for it in d.items:
                if it.seat != seat:
                    it.values = None
        if seat != self.to_move:  # what was offered to another seat stays between those two
            v.refusals = [r if r[0] == seat else [*r[:4], -1, r[5]] for r in v.refusals]
        return v

    def determinize(self, seat: int, rng: Rng) -> VadisState:
        """Zoo Vadis: Information — a full state consistent with ``view(seat)``.

        The tokens ``seat`` cannot place (all behind the other screens, a public total) are dealt to
        those screens at random around what is publicly known to be there (``floors``), with the
        values ``seat`` knows the mover has promised (bribes, its own ask) forced into the mover's
        screen; the token values of asks ``seat`` is no party to are drawn from the mover's screen.
        Works on a state or on a view.
        """
        d = self.view(seat) if self.observer != seat else self.clone()
        d.observer = None
        d.rng = rng.spawn()
        d._legal = None
        if self.end is not None:
            return d
        own = d.screens[seat]
        assert own is not None
        pool = [t - o for t, o in zip(d.total_behind_screens(), own, strict=True)]
        others = [p for p in range(d.n) if p != seat]
        for p in others:
            d.screens[p] = list(d.floors[p])
            pool = [a - b for a, b in zip(pool, d.floors[p], strict=True)]
        draft = d.draft if d.phase in _RESERVING else None  # once executed, its tokens have moved
        m = d.to_move
        if draft is not None and m != seat:
            known = list(draft.bribes) + [v for it in draft.items if it.values is not None for v in it.values]
            mover = d.screens[m]
            assert mover is not None
            have = tokens.value_counts(mover)
            for v, c in enumerate(tokens.values_counted(known)):
                for _ in range(max(0, c - have[v])):
                    kinds = [k for k in tokens.KINDS_OF_VALUE[v] if pool[k] > 0]
                    weights = [pool[k] for k in kinds]
                    pick = rng.randrange(sum(weights))
                    for k, w in zip(kinds, weights, strict=True):
                        if pick < w:
                            pool[k] -= 1
                            mover[k] += 1
                            break
                        pick -= w
        rest = tokens.kinds_list(pool)
        rng.shuffle(rest)
        for p in others:
            screen = d.screens[p]
            assert screen is not None
            for _ in range(d.counts[p] - sum(screen)):
                screen[rest.pop()] += 1
        if rest:
            raise ValueError("inconsistent view: the hidden tokens do not fill the screens")
        if draft is not None and m != seat:
            self._sample_hidden_asks(d, draft, rng)
        return d

    @staticmethod
    def _sample_hidden_asks(d: VadisState, draft: Draft, rng: Rng) -> None:
        """Draw the token values of the asks the determinizing seat is no party to from the mover's screen."""
        mover = d.screens[d.to_move]
        assert mover is not None
        free = tokens.value_counts(mover)
        for v in list(draft.bribes) + [v for it in draft.items if it.values is not None for v in it.values]:
            free[v] -= 1
        for it in draft.items:
            if it.values is not None:
                continue
            bag = [v for v in range(1, 6) for _ in range(free[v])]
            best: list[int] = []
            for _ in range(12):
                rng.shuffle(bag)
                pick = sorted(bag[: it.count])
                if not best or sum(pick) > sum(best):
                    best = pick
                if it.answer != COUNTERED or it.met != MET or sum(pick) >= it.counter:
                    best = pick
                    break
            it.values = best
            for v in best:
                free[v] -= 1

    def clone(self) -> VadisState:
        c = VadisState.__new__(VadisState)
        c.__dict__.update(self.__dict__)
        c.animals = [list(a) for a in self.animals]
        c.peacocks = list(self.peacocks)
        c.supply = list(self.supply)
        c.star = list(self.star)
        c.laurels = list(self.laurels)
        c.bag = list(self.bag)
        c.box = list(self.box)
        c.screens = [None if s is None else list(s) for s in self.screens]
        c.counts = list(self.counts)
        c.floors = [list(f) for f in self.floors]
        c.tiles = list(self.tiles)
        c.closed = list(self.closed)
        c.refusals = [list(r) for r in self.refusals]
        c.draft = None if self.draft is None else self.draft.copy()
        c.reward_pool = list(self.reward_pool)
        c.promises = [list(p) for p in self.promises]
        c.keeper_log = [list(e) for e in self.keeper_log]
        c.species = list(self.species)
        c.rng = self.rng.copy()
        return c

    # ------------------------------------------------------------------ JSON
    _FIELDS: ClassVar[tuple[str, ...]] = (
        "animals",
        "peacocks",
        "supply",
        "star",
        "laurels",
        "keeper",
        "bag",
        "supply_i",
        "box",
        "screens",
        "counts",
        "floors",
        "tiles",
        "first",
        "to_move",
        "turn",
        "round",
        "quiet",
        "entered",
        "phase",
        "cursor",
        "closed",
        "attempts",
        "hyena_used",
        "acted",
        "bonus_keeper",
        "bonus_peacock",
        "reward_left",
        "reward_pool",
        "promises",
        "end",
        "observer",
    )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": GAME_ID,
            "schema": self.SCHEMA_VERSION,
            "n": self.n,
            "star_size": self.star_size,
            "classic": self.classic,
            "species": list(self.species),
            "rng": self.rng.state,
            "draft": None if self.draft is None else self.draft.to_json(),
            "keeper_log": [list(e) for e in self.keeper_log],
        }
        if self.refusals:  # only when there are some: a position without keeps the fingerprint it always had
            out["refusals"] = [list(r) for r in self.refusals]
        for name in self._FIELDS:
            value = getattr(self, name)
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            out[name] = value
        return out

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> VadisState:
        """Rebuild a state from :meth:`to_json` output.

        Raises:
            StateFormatError: another game or schema, a missing or malformed field (named), tokens that
                do not add up, or a game that goes on with no legal action for the decider.
        """
        if not isinstance(doc, Mapping) or doc.get("game") != GAME_ID:
            raise StateFormatError("not a Zoo Vadis state")
        if doc.get("schema") != cls.SCHEMA_VERSION:
            raise StateFormatError(f"unsupported Zoo Vadis schema {doc.get('schema')!r}")
        name = "n"
        try:
            n = _int(doc["n"])
            name = "star_size"
            s = cls(
                n, _int(doc["star_size"]), bool(doc["classic"]), [str(x) for x in doc["species"]], Rng(_int(doc["rng"]))
            )
            for name in cls._FIELDS:
                setattr(s, name, _load_field(name, doc[name]))
            name = "draft"
            s.draft = None if doc["draft"] is None else Draft.from_json(doc["draft"])
            name = "keeper_log"  # optional: a save from before session 6 has none
            s.keeper_log = [[_int(v) for v in e] for e in doc.get("keeper_log", [])]
            name = "refusals"  # optional: a save from before play test 13 has none
            s.refusals = [[_int(r[0]), str(r[1]), _int(r[2]), str(r[3]), _int(r[4]), bool(r[5])]
                          for r in doc.get("refusals", [])]
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise StateFormatError(f"bad Zoo Vadis state: field {name!r}: {exc!r}") from exc
        s.validate()
        if s.end is None and s.observer is None and not s.legal_actions():
            raise StateFormatError("invalid Zoo Vadis state: the game goes on but the decider has no legal action")
        return s

    def validate(self) -> None:
        """Check shapes and the token and piece counts (every token and animal accounted for).

        Raises:
            StateFormatError: an invariant fails.
        """
        problems: list[str] = []
        n, x = self.n, len(self.board.spaces)
        if len(self.species) != n or len(set(self.species)) != n or any(sp not in data.SPECIES for sp in self.species):
            problems.append("species")
        if len(self.animals) != x or any(len(a) != n or min(a) < 0 for a in self.animals) or len(self.peacocks) != x:
            problems.append("exhibits")
        if (
            len(self.supply) != n
            or len(self.screens) != n
            or len(self.counts) != n
            or len(self.floors) != n
            or len(self.tiles) != n
        ):
            problems.append("seat lists")
        if self.phase not in _PHASES or not 0 <= self.to_move < n or not 0 <= self.keeper < len(self.laurels):
            problems.append("turn")
        if len(self.laurels) != len(self.board.space_ids) or any(not -1 <= k < tokens.KINDS for k in self.laurels):
            problems.append("laurel spaces")
        spaces = len(self.board.space_ids)
        if any(
            len(e) != 3 or not 0 <= e[0] < n or not 0 <= e[1] < spaces or not 0 <= e[2] < spaces
            for e in self.keeper_log
        ) or len({e[0] for e in self.keeper_log}) != len(self.keeper_log):
            problems.append("keeper log")
        if problems:
            raise StateFormatError("invalid Zoo Vadis state: " + ", ".join(problems))
        for seat in range(n):
            on_board = sum(self.animals[e][seat] for e in range(x))
            if on_board + self.supply[seat] != data.ANIMALS_PER_SPECIES:
                problems.append(f"animals of seat {seat + 1}")
        for seat, screen in enumerate(self.screens):
            if screen is not None and (
                len(screen) != tokens.KINDS or sum(screen) != self.counts[seat] or min(screen) < 0
            ):
                problems.append(f"screen of seat {seat + 1}")
        behind = self.total_behind_screens()
        if min(behind) < 0 or sum(behind) != sum(self.counts):
            problems.append("token totals")
        if all(s is not None for s in self.screens):
            known = [sum(s[k] for s in self.screens if s is not None) for k in range(tokens.KINDS)]
            if known != behind:
                problems.append("tokens by kind")
        if self.phase in (ANSWER, COUNTER, OFFER, COMPOSE, REWARD) and self.draft is None:
            problems.append("draft")
        if problems:
            raise StateFormatError("invalid Zoo Vadis state: " + ", ".join(problems))


def _what(it: Item) -> str:
    """Words for what an ask wants: "2 votes", "the Tiger"."""
    if it.what == "votes":
        return counted(it.votes, "vote")
    return f"the {data.SPECIES_NAMES.get(it.what, it.what)}"


def _int(v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"expected an integer, got {v!r}")
    return v


def _load_field(name: str, raw: Any) -> Any:
    """Decode one state field (strict types)."""
    if name in ("entered", "hyena_used", "acted", "bonus_keeper", "bonus_peacock"):
        if not isinstance(raw, bool):
            raise TypeError(f"{name} must be true or false")
        return raw
    if name in ("phase",):
        return str(raw)
    if name == "end":
        if raw is not None and raw not in END_WORDS:
            raise ValueError(f"unknown end {raw!r}")
        return raw
    if name == "observer":
        return None if raw is None else _int(raw)
    if name == "promises":
        return [[_int(p[0]), _int(p[1]), _int(p[2]), str(p[3])] for p in raw]
    if name == "screens":
        return [None if s is None else [_int(c) for c in s] for s in raw]
    if name in ("animals", "floors"):
        return [[_int(c) for c in row] for row in raw]
    if isinstance(raw, list):
        return [_int(c) for c in raw]
    return _int(raw)


def deal_species(num_players: int, options: Mapping[str, Any] | None, rng: Rng) -> list[str]:
    """Zoo Vadis: Setup — each seat's species (keys of :data:`data.SPECIES`), seat by seat.

    A seat whose option ``"species<seat+1>"`` names a species plays it; a seat on Random (the default) takes,
    in seat order, the first species nobody chose from the deal's shuffle of all seven.  With every seat on
    Random this is the plain shuffled deal (the same species for the same deal number as before the option).

    Raises:
        ValueError: an unknown species, or two seats choosing the same one.
    """
    picks = seat_picks(num_players, options, "species", data.SPECIES, "species")
    shuffled = list(data.SPECIES)
    rng.shuffle(shuffled)
    free = iter(sp for sp in shuffled if sp not in picks)
    return [pick if pick is not None else next(free) for pick in picks]


def new_game(num_players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> VadisState:
    """Zoo Vadis: Setup — the board side, peacocks, the bag and the laurel spaces, the Zoo Keeper, 2 I each.

    Options: ``"variant"`` (``"full"`` or ``"classic"``: no ability tiles, II-Ability is a plain II),
    for 6-7 players ``"star"`` (7 or 5 spaces), and per seat ``"species1"`` … ``"species7"`` (a species key or
    ``"random"``, see :func:`deal_species`).  The starting seat is drawn from the deal.

    Raises:
        ValueError: ``num_players`` outside 3..7, or a bad option value (two seats choosing one species).
    """
    if not data.MIN_PLAYERS <= num_players <= data.MAX_PLAYERS:
        raise ValueError(f"Zoo Vadis needs {data.MIN_PLAYERS}-{data.MAX_PLAYERS} players, got {num_players}")
    opts = dict(options or {})
    variant = opts.get("variant", "full")
    if variant not in ("full", "classic"):
        raise ValueError(f"unknown variant {variant!r}")
    star = int(opts.get("star", data.STAR_CHOICES[num_players][0]))
    if star not in data.STAR_CHOICES[num_players]:
        raise ValueError(f"a {star}-space Star is not offered for {num_players} players")
    rng = Rng.from_seed(seed)
    s = VadisState(num_players, star, variant == "classic", deal_species(num_players, opts, rng), rng)
    for x in s.board.peacock_starts:
        s.peacocks[x] += 1
    for space in range(len(s.laurels)):
        s.laurels[space] = s._draw()
    for seat in range(num_players):
        s._give_i(seat, data.START_I, "start")
    s.first = s.to_move = rng.randrange(num_players)
    return s


def route_of(state: VadisState, src: str, dst: str, tunnel: bool = False) -> Route:
    """Return the route between two exhibit ids on ``state``'s board.

    Raises:
        ValueError: there is no such path or tunnel.
    """
    route = state.board.route_between(exhibit_index(src), exhibit_index(dst), tunnel)
    if route is None:
        raise ValueError(f"no {'tunnel' if tunnel else 'path'} {src} -> {dst}")
    return route


def seats_from_left(mover: int, n: int) -> Sequence[int]:
    """Seats in turn order from the mover's left (the answer order of Deals)."""
    return [(mover + i) % n for i in range(1, n)]


__all__ = ["END_WORDS", "GAME_ID", "PEACOCK", "VadisState", "deal_species", "new_game", "route_of", "seats_from_left"]
