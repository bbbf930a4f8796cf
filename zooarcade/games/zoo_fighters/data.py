"""Zoo Fighters II: every card, number and text as data (no logic beyond building the deck).

Implements the "Card design" section of ``../shared/rules/zoo_fighters.md`` (fighters, Legendary
Weapons, signature cards, the 78-card base deck) plus the engine's numbers (Turn procedure 1–3,
Final stretch 12, Scoring 13).  Every number a balance pass may tune lives here: costs, points,
Willpower, draw counts, the round cap, the bonuses.

Shapes:

* a colour is an int: :data:`FIRE` … :data:`ORDER` (0–4, the five regular colours) or
  :data:`CHAOS` (5, the wild colour);
* a cost is a tuple of symbols, each a regular colour (0–4) or :data:`ANY` (the empty "·" slot);
* a component id is an int: deck cards ``0 .. deck size - 1`` (in :func:`build_deck` order),
  Fighter cards ``FIGHTER_BASE + fighter index``, Legendary Weapons ``WEAPON_BASE + fighter index``
  (fighter index = position in :data:`FIGHTERS`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

# ---------------------------------------------------------------------------- colours and symbols
FIRE, WATER, WIND, EARTH, ORDER, CHAOS = range(6)
#: the empty cost symbol "·": payable by any Chi.
ANY = 6
#: the five regular colours (":" a colour of your choice is one of these, spec rule 15).
REGULAR = (FIRE, WATER, WIND, EARTH, ORDER)
COLOUR_NAMES = ("Fire", "Water", "Wind", "Earth", "Order", "Chaos")
#: the short names of the spec's cost notation ("Fi Fi · ·").
SYMBOLS = ("Fi", "Wa", "Wi", "Ea", "Or", "Ch", "·")


def cost(text: str) -> tuple[int, ...]:
    """Return the symbols of a cost written as in the spec: ``cost("Fi Fi · ·")`` → ``(0, 0, 6, 6)``.

    Raises:
        ValueError: an unknown symbol.
    """
    out = []
    for word in text.split():
        if word not in SYMBOLS or word == "Ch":
            raise ValueError(f"unknown cost symbol {word!r} in {text!r}")
        out.append(SYMBOLS.index(word))
    return tuple(out)


def cost_text(symbols: Sequence[int], empty: str = "") -> str:
    """Return a Chi cost in words for the player, colours first, then the symbols any Chi pays:
    ``(3, 3, 6)`` → ``"2 Earth + 1 any"``, ``(1,)`` → ``"1 Water"``; ``empty`` for no symbol at all.

    (The spec's short notation "Ea Ea ·" is for data only, :func:`cost`.)
    """
    counts = [0] * (ANY + 1)
    for s in symbols:
        counts[s] += 1
    parts = [f"{n} {COLOUR_NAMES[c] if c != ANY else 'any'}" for c, n in enumerate(counts) if n]
    return " + ".join(parts) or empty


# ---------------------------------------------------------------------------- effects (closed sets)
class Effect(StrEnum):
    """Every effect a card, Fighter side, weapon or Opponent can have (spec: Card design).

    The rules dispatch on these members; the amount an effect uses (cards drawn, "·" added) is the
    ``n`` of the :class:`Ability` that carries it, so it is data too.
    """

    # generators (Exhaust, used only as payment sources: spec rule 6)
    CHI = "chi"                          # n Chi of ``chi`` colour (CHAOS = wild, ANY = one colour of your choice)
    # On Reveal / On Draw
    DRAW = "draw"                        # draw n
    CHOSEN_DISCARDS_RANDOM = "chosen_discards_random"  # a player of your choice discards n at random
    OTHERS_DISCARD = "others_discard"    # each other player discards n of their choice
    ADJACENT_DISCARD = "adjacent_discard"  # each adjacent player discards n of their choice
    LOOK_TAKE = "look_take"              # look at an adjacent hand, take 1 card into your hand
    STAMPEDE = "stampede"                # discard up to n, draw that many + 1
    REFRESH_ALL = "refresh_all"          # refresh all your exhausted cards
    REVERSE = "reverse"                  # reverse the direction of play
    EXTRA_EVENT = "extra_event"          # you may play n extra Events this turn
    TAKE_RANDOM_SPLIT = "take_random_split"  # take n random cards from adjacent hands, you choose the split
    SWAP_HANDS = "swap_hands"            # swap your hand with an adjacent player's hand
    # Exhaust effects (on the stack) and Action effects
    TRIGGER_DRAW = "trigger_draw"        # Shellby: when another player takes a card from your hand as Chi, draw n
    LOOK_HAND = "look_hand"              # Kaze: look at an adjacent hand; this turn choose what you take from it
    TAKE_CHOICE = "take_choice"          # take 1 card of your choice from an adjacent hand (not Chi)
    PREVENT_REPRISAL = "prevent_reprisal"  # prevent a Reprisal about to affect you
    CANCEL_ACTION = "cancel_action"      # cancel an Action as it is played
    CANCEL_EXHAUST = "cancel_exhaust"    # cancel an Exhaust effect as it is used
    CANCEL_ACTION_OR_EXHAUST = "cancel_action_or_exhaust"
    CANCEL_EVENT = "cancel_event"        # cancel an Event being played
    EVENT_COST_UP = "event_cost_up"      # an Event being played costs +n (·), interrupted if unpaid
    OTHERS_EVENT_COST_UP = "others_event_cost_up"  # the same, only on another player's Event
    TAKE_RANDOM = "take_random"          # take 1 random card from an adjacent hand
    DRAW_DISCARD = "draw_discard"        # draw n then discard n
    SMOKE_BOMB = "smoke_bomb"            # look at the top n, keep 1, the rest to the bottom
    TARGET_DISCARDS_RANDOM = "target_discards_random"  # target player discards n at random
    REFRESH_ONE = "refresh_one"          # refresh one of your exhausted cards
    # Permanent effects (on while the card is prepared: spec rule 11)
    MOVES_COST_LESS = "moves_cost_less"  # your Special Moves cost n less (drop "·")
    OPPONENTS_COST_MORE = "opponents_cost_more"  # Opponents cost +n (·) to place in front of you
    NO_OPPONENTS = "no_opponents"        # Opponents can't be placed in front of you
    SHELL_GUARD = "shell_guard"          # first take from your hand in a payment: that payment costs +n (·)
    DRAW_MORE = "draw_more"              # draw +n in your draw step
    DEFEAT_COST_LESS = "defeat_cost_less"  # defeat costs of your Opponents −n (·)
    REPRISAL_IMMUNE = "reprisal_immune"  # Reprisal doesn't affect you
    # while an Opponent stands in front of you ("you" = that player, spec rule 15)
    NO_TAKING = "no_taking"              # you can't take neighbours' cards as Chi
    DRAW_LESS = "draw_less"              # draw n fewer (minimum 1)
    NO_EXHAUST_CHI = "no_exhaust_chi"    # your Exhaust effects can't make Chi
    TRIBUTE = "tribute"                  # at the end of each of your turns give n card(s) to the placer


class Reprisal(StrEnum):
    """Reprisal effects (spec rule 7; "you" = the holder, "the taker" = the other player)."""

    PREVENT_HOLDER_DRAWS = "prevent_holder_draws"  # prevent this use; the holder draws n
    PREVENT = "prevent"                  # prevent this use
    TAKER_DISCARDS_RANDOM = "taker_discards_random"  # the taker discards n at random
    TAKER_DISCARDS = "taker_discards"    # the taker discards n of their choice
    TAKER_COST_UP = "taker_cost_up"      # the taker's current play costs +n (·)
    TAKER_GIVES = "taker_gives"          # the taker gives you n card(s) of their choice
    NO_MORE_TAKES = "no_more_takes"      # the taker can't take more cards from your hand this turn
    HOLDER_TAKES_RANDOM = "holder_takes_random"  # take n random card(s) from the taker's hand


class Kind(StrEnum):
    """What a deck card is."""

    CHI = "chi"              # a single Chi card (its colour; Chaos Chi is wild)
    DOUBLE_CHI = "double"    # two Chi of its colour (spec rule 6)
    MOVE = "move"            # a Special Move
    OPPONENT = "opponent"
    ACTION = "action"


@dataclass(frozen=True)
class Ability:
    """The effects of one card side (a Special Move, a Fighter side, a drawn weapon, an Action).

    Attributes:
        reveal: On Reveal / On Draw effect (or ``None``), with ``reveal_n``.
        exhaust: Exhaust effect (or ``None``), with ``exhaust_n``; :data:`Effect.CHI` makes it a generator.
        chi: the generator's colour (a regular colour, :data:`CHAOS` = wild, :data:`ANY` = one colour of
            the payer's choice for every Chi it makes).
        permanent: Permanent effect (or ``None``), with ``permanent_n``.
    """

    reveal: Effect | None = None
    reveal_n: int = 1
    exhaust: Effect | None = None
    exhaust_n: int = 1
    chi: int = CHAOS
    permanent: Effect | None = None
    permanent_n: int = 1


NO_ABILITY = Ability()


@dataclass(frozen=True)
class CardDef:
    """One deck card's design.

    Attributes:
        key: a stable name (``"fire_chi"``, ``"flame_pounce"``).
        name: the display name.
        colour: its colour (the back shows it): 0–5.
        kind: a :class:`Kind`.
        cost: Special Moves: the reveal cost; Opponents: the place cost (symbols).
        points: points it scores in play or in a Victory Stack.
        ability: Special Moves and Actions: their effects (an Action's effect is its ``exhaust``
            slot, played from hand instead of exhausting).
        defeat: Opponents: the defeat cost (symbols), empty when it is paid by discarding.
        defeat_discard: Opponents: cards to discard to defeat it (0 when ``defeat`` is a Chi cost).
        front: Opponents: the effect while it stands in front of a player (``None``: none), with ``front_n``.
        reprisal: Reprisal effect (``None``: none), with ``reprisal_n``.
        fighter: the signature owner's fighter key (``None``: a base deck card).
        text: the card's effect in our words (the rules reader and hover previews).
    """

    key: str
    name: str
    colour: int
    kind: Kind
    cost: tuple[int, ...] = ()
    points: int = 0
    ability: Ability = NO_ABILITY
    defeat: tuple[int, ...] = ()
    defeat_discard: int = 0
    front: Effect | None = None
    front_n: int = 1
    reprisal: Reprisal | None = None
    reprisal_n: int = 1
    fighter: str | None = None
    text: str = ""

    @property
    def chi_amount(self) -> int:
        """Chi it gives from its holder's own hand (spec rule 6): 2 for Double Chi, else 1."""
        return 2 if self.kind is Kind.DOUBLE_CHI else 1


@dataclass(frozen=True)
class FighterDef:
    """A Fighter (spec: Card design, Fighters).

    Attributes:
        key, name, animal: identity ("blaze", "Blaze", "Tiger").
        colour: its colour (0–5); scoring's colour bonus counts cards of this colour.
        willpower: cards drawn in the draw step (spec Turn procedure 1).
        ex_cost: the cost to reveal the EX Form (symbols).
        initial, ex: the effects of the Initial Form and of the EX Form.
        initial_text, ex_text: those effects in our words.
    """

    key: str
    name: str
    animal: str
    colour: int
    willpower: int
    ex_cost: tuple[int, ...]
    initial: Ability
    ex: Ability
    initial_text: str
    ex_text: str


@dataclass(frozen=True)
class WeaponDef:
    """A Legendary Weapon (spec: Card design, Legendary Weapons; public information, spec rule 8).

    Attributes:
        key, name: identity.
        colour: its colour (0–5).
        cost: the cost to draw it (symbols).
        points: points for its holder.
        ability: On Draw (``reveal``), Exhaust and Permanent effects.
        text: its drawn side in our words.
    """

    key: str
    name: str
    colour: int
    cost: tuple[int, ...]
    points: int
    ability: Ability
    text: str


# ---------------------------------------------------------------------------- engine numbers
MIN_PLAYERS, MAX_PLAYERS = 2, 6
#: cards each player draws at setup (Setup 8).
START_HAND = 4
#: an empty hand at the start of the draw step draws at least this many (Turn procedure 1).
EMPTY_HAND_DRAW = 4
#: the fewest cards a draw step draws (Poacher's minimum).
MIN_DRAW = 1
#: Events per turn (7.2).
EVENTS_PER_TURN = 2
#: Opponents in front of one player at most (rule 9).
MAX_OPPONENTS = 2
#: the end condition (rule 12): Special Moves in play, plus EX Form and a drawn weapon.
TRIGGER_MOVES = 3
#: points for the player who triggered the final stretch (rule 13).
TRIGGER_BONUS = 3
#: the score line of :data:`TRIGGER_BONUS` (results, rule 13): who earned it, in words (play test 10: "Trigger
#: bonus" was never explained).
TRIGGER_LABEL = "Started final stretch"
#: points per scoring card of the Fighter's colour (rule 13).
COLOUR_BONUS = 1
#: safety cap (rule 12): nobody triggered by the end of this round → the game is scored, no trigger bonus.
ROUND_CAP = 25
#: design safety cap: Actions and Exhaust effects one seat may add to the stack in one turn.  With the
#: deck refilled from the discard pile, "draw" Actions could otherwise draw each other back for ever
#: (Quick Step ↔ Snap Back once the deck is empty), so a turn would never end; no real turn gets near it.
MAX_ADDITIONS_PER_TURN = 8
#: design safety cap: Events declared in one turn (failed and cancelled ones use no Event slot).
MAX_DECLARATIONS_PER_TURN = 6

FIGHTER_BASE = 200
WEAPON_BASE = 300


def _a(**kw: object) -> Ability:
    return Ability(**kw)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- fighters
#: Balance tuning (AI-vs-AI, 4 Normal seats; benchmarks/RESULTS.md "Zoo Fighters II AI", "Fighter balance,
#: session 3" and "session 4").  Deviations from the spec's starting numbers (the spec marks every number of
#: its card design as one to tune; no numbered case pins these):
#:
#: * Tusk's EX Ea Ea Ea · → Ea Ea Ea · · (Tusk won 35 % at the spec's numbers);
#: * Shellby's, Kaze's and Bao's EX one · less (Wa Wa ·, Wi Wi ·, Or Or ·): the Willpower-4 Fighters
#:   without a Chi generator won 16-23 %; a cheaper EX Form starts their engine a turn earlier;
#: * Kaze and Bao Willpower 4 → 5 (still 18 % and 16 % after the cheaper EX: one more card a turn);
#: * Shellby's EX draws 3 on Reveal instead of 2 (Shellby stays at Willpower 4, which spec case 1 needs);
#: * Inferno Claw and Stomp one · more (the signature Chi generators of Blaze and Tusk; see those cards).
#:
#: Blaze's EX is the spec's Fi Fi · · (case 5 names it): an extra · was tried in session 3 and is not
#: needed with the other changes (session 4, 600 games of 4 Normal seats: every fighter 20-28 %, Blaze 23 %).
FIGHTERS: tuple[FighterDef, ...] = (
    FighterDef("blaze", "Blaze", "Tiger", FIRE, 3, cost("Fi Fi · ·"),
               _a(exhaust=Effect.CHI, chi=FIRE),
               _a(exhaust=Effect.CHI, chi=FIRE, permanent=Effect.MOVES_COST_LESS),
               "Exhaust: make 1 Fire Chi.",
               "Exhaust: make 1 Fire Chi. Permanent: your Special Moves cost one Chi less."),
    FighterDef("shellby", "Shellby", "Sea Turtle", WATER, 4, cost("Wa Wa ·"),
               _a(exhaust=Effect.TRIGGER_DRAW),
               _a(reveal=Effect.DRAW, reveal_n=3, permanent=Effect.OPPONENTS_COST_MORE, permanent_n=2),
               "Exhaust, when another player takes a card from your hand as Chi: draw 1 card.",
               "On Reveal: draw 3 cards. Permanent: placing an Opponent in front of you costs two extra Chi."),
    FighterDef("kaze", "Kaze", "Crane", WIND, 5, cost("Wi Wi ·"),
               _a(exhaust=Effect.LOOK_HAND),
               _a(exhaust=Effect.TAKE_CHOICE),
               "Exhaust: look at a neighbour's hand; for the rest of this turn you pick which of its cards "
               "you take as Chi.",
               "Exhaust: take a card of your choice from a neighbour's hand into yours (not as Chi, so no Reprisal)."),
    FighterDef("tusk", "Tusk", "Rhino", EARTH, 3, cost("Ea Ea Ea · ·"),
               _a(exhaust=Effect.CHI, chi=EARTH),
               _a(exhaust=Effect.CHI, chi=EARTH, exhaust_n=2),
               "Exhaust: make 1 Earth Chi.",
               "Exhaust: make 2 Earth Chi."),
    FighterDef("bao", "Bao", "Giant Panda", ORDER, 5, cost("Or Or ·"),
               _a(exhaust=Effect.PREVENT_REPRISAL),
               _a(exhaust=Effect.CANCEL_ACTION_OR_EXHAUST),
               "Exhaust: stop a Reprisal that is about to hit you.",
               "Exhaust: cancel an Action or an Exhaust effect as it is played."),
    FighterDef("jinx", "Jinx", "Golden Monkey", CHAOS, 3, cost("· · · · ·"),
               _a(exhaust=Effect.CHI, chi=CHAOS),
               _a(reveal=Effect.REVERSE, exhaust=Effect.TAKE_RANDOM),
               "Exhaust: make 1 Chi of any colour.",
               "On Reveal: play turns the other way. Exhaust: take a random card from a neighbour's hand."),
)
FIGHTER_KEYS: tuple[str, ...] = tuple(f.key for f in FIGHTERS)

WEAPONS: tuple[WeaponDef, ...] = (
    WeaponDef("sunfire_gauntlets", "Sunfire Gauntlets", FIRE, cost("Fi Fi · · ·"), 4,
              _a(reveal=Effect.ADJACENT_DISCARD, exhaust=Effect.CHI, chi=FIRE),
              "On Draw: each neighbour discards a card of their choice. Exhaust: make 1 Fire Chi."),
    WeaponDef("tidewall_shell", "Tidewall Shell", WATER, cost("Wa Wa · · ·"), 4,
              _a(permanent=Effect.NO_OPPONENTS),
              "Permanent: nobody can place an Opponent in front of you (those already there stay)."),
    WeaponDef("gale_fan", "Gale Fan", WIND, cost("Wi Wi · · ·"), 4,
              _a(reveal=Effect.TAKE_RANDOM_SPLIT, reveal_n=2),
              "On Draw: take 2 random cards from your neighbours' hands, split between them as you like."),
    WeaponDef("mountain_maul", "Mountain Maul", EARTH, cost("Ea Ea Ea · · ·"), 4,
              _a(exhaust=Effect.CHI, chi=ANY, exhaust_n=2),
              "Exhaust: make 2 Chi, both of one colour you name."),
    WeaponDef("staff_of_harmony", "Staff of Harmony", ORDER, cost("Or Or · · ·"), 4,
              _a(reveal=Effect.DRAW, reveal_n=3),
              "On Draw: draw 3 cards."),
    WeaponDef("ruyi_staff", "Ruyi Staff", CHAOS, cost("· · · · ·"), 3,
              _a(reveal=Effect.SWAP_HANDS),
              "On Draw: swap your whole hand with a neighbour's hand."),
)

# ---------------------------------------------------------------------------- the base deck
_M, _O, _X = Kind.MOVE, Kind.OPPONENT, Kind.ACTION


def _chi_cards() -> list[tuple[int, CardDef]]:
    out: list[tuple[int, CardDef]] = []
    for c in REGULAR:
        name = COLOUR_NAMES[c]
        out.append((6, CardDef(f"{name.lower()}_chi", f"{name} Chi", c, Kind.CHI, text=f"Pays 1 {name} Chi.")))
    out.append((4, CardDef("chaos_chi", "Chaos Chi", CHAOS, Kind.CHI, text="Pays 1 Chi of any colour.")))
    for c in REGULAR:
        name = COLOUR_NAMES[c]
        out.append((2, CardDef(f"double_{name.lower()}", f"Double {name}", c, Kind.DOUBLE_CHI,
                               reprisal=Reprisal.PREVENT_HOLDER_DRAWS,
                               text=f"Pays 2 {name} Chi from your own hand (1 when a neighbour takes it).")))
    return out


_BREATHS = ("Inner Flame", "Still Water", "Rising Wind", "Rooted Stance", "Clear Mind")
_FINISHERS = ("Blazing Kick", "Crashing Wave", "Cyclone Kick", "Quake Slam", "Discipline Strike")


def _base_moves() -> list[tuple[int, CardDef]]:
    out: list[tuple[int, CardDef]] = []
    for c, breath, finisher in zip(REGULAR, _BREATHS, _FINISHERS, strict=True):
        sym = SYMBOLS[c]
        out.append((1, CardDef(_key(breath), breath, c, _M, cost(f"{sym} · ·"), 1,
                               _a(exhaust=Effect.CHI, chi=c), text=f"Exhaust: make 1 {COLOUR_NAMES[c]} Chi.")))
        out.append((1, CardDef(_key(finisher), finisher, c, _M, cost(f"{sym} {sym} · ·"), 3,
                               text="No effect: pure points.")))
    out.append((1, CardDef("wild_swing", "Wild Swing", CHAOS, _M, cost("· · · ·"), 1,
                           _a(exhaust=Effect.CHI, chi=CHAOS), text="Exhaust: make 1 Chi of any colour.")))
    out.append((1, CardDef("lucky_break", "Lucky Break", CHAOS, _M, cost("· · · ·"), 2,
                           _a(reveal=Effect.DRAW, reveal_n=2), text="On Reveal: draw 2 cards.")))
    return out


def _base_opponents() -> list[tuple[int, CardDef]]:
    return [
        (1, CardDef("zookeeper", "Zookeeper", ORDER, _O, cost("Or ·"), 1, defeat=cost("· · ·"),
                    text="No effect while in front of you.")),
        (1, CardDef("net_trap", "Net Trap", EARTH, _O, cost("Ea ·"), 1, defeat=cost("Ea Wi ·"),
                    front=Effect.NO_TAKING,
                    text="While it is in front of you, you can't take neighbours' cards as Chi.")),
        (1, CardDef("poacher", "Poacher", FIRE, _O, cost("Fi · ·"), 2, defeat=cost("Wa Wa · ·"),
                    front=Effect.DRAW_LESS, text="While it is in front of you, draw 1 card fewer (at least 1).")),
        (1, CardDef("rival_student", "Rival Student", WIND, _O, cost("Wi · ·"), 2, defeat=cost("Fi Or · ·"),
                    text="No effect while in front of you.")),
        (1, CardDef("ringmaster", "Ringmaster", WATER, _O, cost("Wa · ·"), 2, defeat_discard=3,
                    front=Effect.NO_EXHAUST_CHI, text="While it is in front of you, your Exhaust effects make no Chi. "
                    "Defeat: discard 3 cards.")),
        (1, CardDef("shadow_hunter", "Shadow Hunter", CHAOS, _O, cost("· · · ·"), 3, defeat=cost("· · · · ·"),
                    text="No effect while in front of you.")),
    ]


def _base_actions() -> list[tuple[int, CardDef]]:
    return [
        (1, CardDef("counter_stance", "Counter Stance", ORDER, _X, ability=_a(exhaust=Effect.CANCEL_EVENT),
                    text="Cancel an Event another player is playing.")),
        (3, CardDef("chi_disruption", "Chi Disruption", WATER, _X,
                    ability=_a(exhaust=Effect.EVENT_COST_UP, exhaust_n=2),
                    text="An Event another player is playing costs two extra Chi; unpaid, it fails.")),
        (2, CardDef("block", "Block", EARTH, _X, ability=_a(exhaust=Effect.CANCEL_EXHAUST),
                    text="Cancel an Exhaust effect another player is using.")),
        (2, CardDef("quick_step", "Quick Step", WIND, _X, ability=_a(exhaust=Effect.DRAW, exhaust_n=2),
                    reprisal=Reprisal.TAKER_DISCARDS_RANDOM, text="Draw 2 cards.")),
        (2, CardDef("reversal", "Reversal", CHAOS, _X, ability=_a(exhaust=Effect.REVERSE),
                    text="Play turns the other way.")),
        (2, CardDef("smoke_bomb", "Smoke Bomb", WIND, _X, ability=_a(exhaust=Effect.SMOKE_BOMB, exhaust_n=3),
                    reprisal=Reprisal.PREVENT_HOLDER_DRAWS,
                    text="Look at the top 3 cards of the deck, keep 1, put the others at the bottom.")),
        (2, CardDef("hidden_thorns", "Hidden Thorns", FIRE, _X,
                    ability=_a(exhaust=Effect.TARGET_DISCARDS_RANDOM), reprisal=Reprisal.TAKER_DISCARDS,
                    reprisal_n=2, text="A player you name discards a random card.")),
        (2, CardDef("mirror_guard", "Mirror Guard", ORDER, _X, ability=_a(exhaust=Effect.PREVENT_REPRISAL),
                    text="Stop a Reprisal that is about to hit you.")),
    ]


# ---------------------------------------------------------------------------- signature cards
def _signature(fighter: str) -> list[tuple[int, CardDef]]:
    F = fighter
    cards: dict[str, list[CardDef]] = {
        "blaze": [
            CardDef("flame_pounce", "Flame Pounce", FIRE, _M, cost("Fi ·"), 1, _a(reveal=Effect.DRAW), fighter=F,
                    text="On Reveal: draw 1 card."),
            CardDef("roaring_fist", "Roaring Fist", FIRE, _M, cost("Fi Fi ·"), 2,
                    _a(reveal=Effect.CHOSEN_DISCARDS_RANDOM), fighter=F,
                    text="On Reveal: another player you name discards a random card."),
            # balance: one · more than the spec's [Fi Fi · ·] (Blaze's second Fire generator; Blaze won 38-40 %)
            CardDef("inferno_claw", "Inferno Claw", FIRE, _M, cost("Fi Fi · · ·"), 2, _a(exhaust=Effect.CHI, chi=FIRE),
                    fighter=F, text="Exhaust: make 1 Fire Chi."),
            CardDef("rogue_lion", "Rogue Lion", FIRE, _O, cost("Fi Fi ·"), 2, defeat=cost("Wa Ea · ·"), fighter=F,
                    text="No effect while in front of you."),
            CardDef("tigers_warning", "Tiger's Warning", FIRE, _X, ability=_a(exhaust=Effect.EVENT_COST_UP,
                                                                             exhaust_n=2),
                    reprisal=Reprisal.TAKER_COST_UP, fighter=F,
                    text="An Event another player is playing costs two extra Chi; unpaid, it fails."),
        ],
        "shellby": [
            CardDef("undertow", "Undertow", WATER, _M, cost("Wa ·"), 1, _a(exhaust=Effect.OTHERS_EVENT_COST_UP),
                    fighter=F, text="Exhaust: an Event another player is playing costs one extra Chi."),
            CardDef("shell_guard", "Shell Guard", WATER, _M, cost("Wa Wa ·"), 1, _a(permanent=Effect.SHELL_GUARD),
                    fighter=F, text="Permanent: the first time in a payment that another player takes a card from "
                    "your hand, that payment costs one extra Chi."),
            CardDef("tsunami_palm", "Tsunami Palm", WATER, _M, cost("Wa Wa · ·"), 3, _a(reveal=Effect.OTHERS_DISCARD),
                    fighter=F, text="On Reveal: every other player discards a card of their choice."),
            CardDef("hungry_shark", "Hungry Shark", WATER, _O, cost("Wa Wa ·"), 2, defeat=cost("Fi Wi · ·"), fighter=F,
                    text="No effect while in front of you."),
            CardDef("snap_back", "Snap Back", WATER, _X, ability=_a(exhaust=Effect.DRAW),
                    reprisal=Reprisal.PREVENT_HOLDER_DRAWS, reprisal_n=2, fighter=F, text="Draw 1 card."),
        ],
        "kaze": [
            CardDef("feather_step", "Feather Step", WIND, _M, cost("Wi ·"), 1, _a(exhaust=Effect.DRAW_DISCARD),
                    fighter=F, text="Exhaust: draw 1 card, then discard 1."),
            CardDef("wing_sweep", "Wing Sweep", WIND, _M, cost("Wi Wi ·"), 2, _a(reveal=Effect.LOOK_TAKE), fighter=F,
                    text="On Reveal: look at a neighbour's hand and take a card from it into yours."),
            CardDef("heavens_gale", "Heaven's Gale", WIND, _M, cost("Wi Wi · ·"), 2, _a(permanent=Effect.DRAW_MORE),
                    fighter=F, text="Permanent: draw 1 more card in your draw step."),
            CardDef("storm_hawk", "Storm Hawk", WIND, _O, cost("Wi Wi ·"), 2, defeat=cost("Ea Or · ·"), fighter=F,
                    text="No effect while in front of you."),
            CardDef("wind_riposte", "Wind Riposte", WIND, _X, ability=_a(exhaust=Effect.CANCEL_ACTION),
                    reprisal=Reprisal.TAKER_GIVES, fighter=F, text="Cancel an Action another player is playing."),
        ],
        "tusk": [
            # balance: one · more than the spec's [Ea · ·] (Tusk's second Earth generator; Tusk won 32-34 %)
            CardDef("stomp", "Stomp", EARTH, _M, cost("Ea · · ·"), 1, _a(exhaust=Effect.CHI, chi=EARTH), fighter=F,
                    text="Exhaust: make 1 Earth Chi."),
            CardDef("iron_hide", "Iron Hide", EARTH, _M, cost("Ea Ea ·"), 1, _a(permanent=Effect.DEFEAT_COST_LESS),
                    fighter=F, text="Permanent: defeating your Opponents costs one Chi less."),
            CardDef("stampede_charge", "Stampede Charge", EARTH, _M, cost("Ea Ea · ·"), 3,
                    _a(reveal=Effect.STAMPEDE, reveal_n=2), fighter=F,
                    text="On Reveal: discard up to 2 cards, then draw that many plus one."),
            CardDef("raging_bull", "Raging Bull", EARTH, _O, cost("Ea Ea ·"), 2, defeat=cost("Wi Wa · ·"), fighter=F,
                    text="No effect while in front of you."),
            CardDef("stubborn_hide", "Stubborn Hide", EARTH, _X, ability=_a(exhaust=Effect.REFRESH_ONE),
                    reprisal=Reprisal.NO_MORE_TAKES, fighter=F, text="Refresh one of your exhausted cards."),
        ],
        "bao": [
            CardDef("bamboo_parry", "Bamboo Parry", ORDER, _M, cost("Or ·"), 1, _a(exhaust=Effect.CANCEL_ACTION),
                    fighter=F, text="Exhaust: cancel an Action another player is playing."),
            CardDef("balanced_stance", "Balanced Stance", ORDER, _M, cost("Or Or ·"), 1,
                    _a(permanent=Effect.REPRISAL_IMMUNE), fighter=F,
                    text="Permanent: Reprisals never touch you (they are stopped at once)."),
            CardDef("harmony_strike", "Harmony Strike", ORDER, _M, cost("Or Or · ·"), 3, _a(reveal=Effect.REFRESH_ALL),
                    fighter=F, text="On Reveal: refresh all your exhausted cards."),
            CardDef("iron_warden", "Iron Warden", ORDER, _O, cost("Or Or ·"), 2, defeat=cost("Fi Ea · ·"), fighter=F,
                    text="No effect while in front of you."),
            CardDef("stillness", "Stillness", ORDER, _X, ability=_a(exhaust=Effect.CANCEL_EXHAUST),
                    reprisal=Reprisal.PREVENT, fighter=F, text="Cancel an Exhaust effect another player is using."),
        ],
        "jinx": [
            CardDef("banana_feint", "Banana Feint", CHAOS, _M, cost("· ·"), 1, _a(reveal=Effect.REVERSE), fighter=F,
                    text="On Reveal: play turns the other way."),
            CardDef("monkey_grab", "Monkey Grab", CHAOS, _M, cost("· · ·"), 1, _a(exhaust=Effect.TAKE_RANDOM),
                    fighter=F, text="Exhaust: take a random card from a neighbour's hand."),
            CardDef("cloud_somersault", "Cloud Somersault", CHAOS, _M, cost("· · · ·"), 2,
                    _a(reveal=Effect.EXTRA_EVENT), fighter=F, text="On Reveal: you may play one more Event this turn."),
            CardDef("bandit_baboon", "Bandit Baboon", CHAOS, _O, cost("· · ·"), 1, defeat_discard=2,
                    front=Effect.TRIBUTE, fighter=F,
                    text="At the end of each of your turns, give a card to whoever placed it. "
                    "Defeat: discard 2 cards."),
            CardDef("pickpocket", "Pickpocket", CHAOS, _X, ability=_a(exhaust=Effect.TAKE_RANDOM),
                    reprisal=Reprisal.HOLDER_TAKES_RANDOM, fighter=F,
                    text="Take a random card from a neighbour's hand."),
        ],
    }
    return [(1, c) for c in cards[fighter]]


#: Reprisal texts in our words (hover previews and the rules reader).
REPRISAL_TEXT = MappingProxyType({
    Reprisal.PREVENT_HOLDER_DRAWS: "Reprisal: the taker gets nothing from it and you draw {n}.",
    Reprisal.PREVENT: "Reprisal: the taker gets nothing from it.",
    Reprisal.TAKER_DISCARDS_RANDOM: "Reprisal: the taker discards {n} random card.",
    Reprisal.TAKER_DISCARDS: "Reprisal: the taker discards {n} cards of their choice.",
    Reprisal.TAKER_COST_UP: "Reprisal: whatever the taker is paying for costs {n} extra Chi.",
    Reprisal.TAKER_GIVES: "Reprisal: the taker hands you {n} card of their choice.",
    Reprisal.NO_MORE_TAKES: "Reprisal: the taker can't take any more of your cards this turn.",
    Reprisal.HOLDER_TAKES_RANDOM: "Reprisal: you take {n} random card from the taker's hand.",
})


def _key(name: str) -> str:
    return name.lower().replace("'", "").replace(" ", "_")


def _make_base_deck() -> tuple[CardDef, ...]:
    out: list[CardDef] = []
    for group in (_chi_cards(), _base_moves(), _base_opponents(), _base_actions()):
        for count, card in group:
            out.extend([card] * count)
    return tuple(out)


#: the 78 base deck cards, one entry per physical card, in a fixed order (immutable).
BASE_DECK: tuple[CardDef, ...] = _make_base_deck()
#: each fighter's 5 signature cards (immutable).
SIGNATURES: MappingProxyType[str, tuple[CardDef, ...]] = MappingProxyType(
    {key: tuple(card for count, card in _signature(key) for _ in range(count)) for key in FIGHTER_KEYS})


def base_deck() -> tuple[CardDef, ...]:
    """Return the 78 base deck cards, one entry per physical card, in a fixed order."""
    return BASE_DECK


def signature_cards(fighter: str) -> tuple[CardDef, ...]:
    """Return the 5 signature cards of ``fighter`` (a key of :data:`FIGHTERS`).

    Raises:
        KeyError: unknown fighter key.
    """
    return SIGNATURES[fighter]


def build_deck(fighters: tuple[int, ...]) -> tuple[CardDef, ...]:
    """Return the deck of a game (Setup 5–6): the base deck, then each chosen fighter's signature cards.

    Args:
        fighters: fighter indices (into :data:`FIGHTERS`) in seat order.

    Returns:
        One :class:`CardDef` per deck card; a card's id is its index here (78 + 5 per fighter cards).
    """
    out = BASE_DECK
    for f in fighters:
        out = out + SIGNATURES[FIGHTERS[f].key]
    return out


def all_card_defs() -> tuple[CardDef, ...]:
    """Return every distinct card design (the base deck's and all six fighters'), for the rules reader."""
    seen: dict[str, CardDef] = {}
    for card in base_deck() + tuple(c for f in FIGHTER_KEYS for c in signature_cards(f)):
        seen.setdefault(card.key, card)
    return tuple(seen.values())


def max_steps(num_players: int) -> int:
    """Return the most steps a game may take (a bound the conformance harness enforces).

    Every turn is finite (each addition spends a hand card or exhausts a card, capped by
    :data:`MAX_ADDITIONS_PER_TURN` per seat; declarations are capped by
    :data:`MAX_DECLARATIONS_PER_TURN`; every payment step spends a card or a generator) and the
    game has at most :data:`ROUND_CAP` rounds plus one final turn per other seat.  This is a
    generous bound on the steps of one turn times the turns.
    """
    deck = len(BASE_DECK) + 5 * num_players
    turns = (ROUND_CAP + 1) * num_players
    additions = MAX_ADDITIONS_PER_TURN * num_players + MAX_DECLARATIONS_PER_TURN
    per_turn = additions * (num_players + 2) * 2 + 2 * deck + 40
    return turns * per_turn


# ---------------------------------------------------------------------------- Guide Cards
@dataclass(frozen=True)
class GuideCard:
    """A fighter's Guide Card (Setup 2), built from the fighter's and its weapon's data plus tips.

    Attributes:
        title: "Blaze the Tiger" and the fighter's colour and Willpower.
        initial: the Initial Form's effect.
        ex: the EX Form's cost and effect.
        weapon: the fighter's Legendary Weapon: name, cost, points, drawn side.
        tips: how to play the fighter, in our words (no numbers: those come from the data).
    """

    title: str
    initial: str
    ex: str
    weapon: str
    tips: tuple[str, ...]

    @property
    def lines(self) -> tuple[str, ...]:
        """The card as lines, title first (what the table's Guide Card panel shows)."""
        return (self.title, self.initial, self.ex, self.weapon, *self.tips)


#: How to play each fighter (fighter key → tips), in our words; every number is in the data above.
GUIDE_TIPS: MappingProxyType[str, tuple[str, ...]] = MappingProxyType({
    "blaze": ("Your Fighter is a Chi engine: exhaust it whenever a payment needs Fire.",
              "Reveal the EX Form early, then play your Special Moves while it is ready: exhausting it "
              "switches the discount off.",
              "Burn your neighbours' hands with Roaring Fist and the Gauntlets before they spend them."),
    "shellby": ("Every card a neighbour takes from you can come back as a fresh draw: keep Shellby ready on "
                "their turns.",
                "The EX Form and Tidewall Shell make Opponents in front of you dear or impossible.",
                "Hold a big hand and make greedy neighbours pay with Shell Guard."),
    "kaze": ("Peek at a neighbour's hand before you pay: you then pick its cards by face, not by back.",
             "Dodge the Reprisal cards you saw and take the Double Chi and Special Moves they were saving.",
             "The EX Form pulls a chosen card into your hand, so a rival's best Special Move becomes yours."),
    "tusk": ("Earth pays your EX Form: keep Earth cards and Stomp for it.",
             "Both forms make Earth Chi; Mountain Maul adds Chi of any colour, so spend big every turn.",
             "With a steady engine you need fewer neighbours' cards and so fewer Reprisals."),
    "bao": ("Your Initial Form stops a Reprisal, so taking neighbours' cards as Chi is safe.",
            "The EX Form cancels the trick the leader plays against you; Balanced Stance keeps you safe "
            "for good.",
            "Staff of Harmony refills your hand: more cards, more Special Moves."),
    "jinx": ("Any Chi pays your costs, and Chaos cards count for your colour bonus.",
             "Revealing the EX Form turns play around: do it when the next seat is the one about to win.",
             "Ruyi Staff swaps hands: take a full hand from a neighbour who saved one."),
})


def guide_card(fighter: int) -> GuideCard:
    """Return the Guide Card of ``FIGHTERS[fighter]`` (texts and numbers from the data; tips from :data:`GUIDE_TIPS`).

    Raises:
        IndexError: no such fighter.
    """
    f = FIGHTERS[fighter]
    w = WEAPONS[fighter]
    return GuideCard(
        title=f"{f.name} the {f.animal} — {COLOUR_NAMES[f.colour]}, Willpower {f.willpower}",
        initial=f"Initial Form: {f.initial_text}",
        ex=f"EX Form ({cost_text(f.ex_cost)}): {f.ex_text}",
        weapon=f"Legendary Weapon: {w.name} ({cost_text(w.cost)}, {w.points} points). {w.text}",
        tips=GUIDE_TIPS[f.key],
    )


#: The six Guide Cards as lines, fighter key → lines (title first).
GUIDE_CARDS: MappingProxyType[str, tuple[str, ...]] = MappingProxyType(
    {f.key: guide_card(i).lines for i, f in enumerate(FIGHTERS)})
