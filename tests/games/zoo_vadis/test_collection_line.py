"""Play test play10 #3: the deal strip's "Laurel X on the path: taken" was wrong with the Zoo Keeper on the path,
with a Marmoset swap, and after the move (it named the refill).  The line now follows the rules' outcome."""

from __future__ import annotations

from tests.games.zoo_vadis.helpers import NO_OFFER, SEND, laurel, of_kind, play, position
from zooarcade.games.zoo_vadis.actions import Accept, Ask, Compose, Leave, Offer, Request
from zooarcade.games.zoo_vadis.narration import collection_line


def test_the_zoo_keeper_on_the_path_takes_nothing():
    s = position(3, animals={"X9": (1, 2, 0)}, keeper="X9>X13", laurels={"X9>X13": "III"},
                 species=("rhino", "crocodile", "ibis"))
    play(s, (0, Compose("animal", "X9", "X13")))
    assert s.collection(s.draft) is None
    assert collection_line(s, s.draft) == "Zoo Keeper on the path: its laurel III stays"


def test_a_plain_path_and_a_left_laurel():
    s = position(3, animals={"X1": (3, 0, 0)}, keeper="X8>X12", laurels={"X1>X8": "IV"},
                 species=("rhino", "crocodile", "ibis"))
    play(s, (0, Compose("animal", "X1", "X8")))
    assert collection_line(s, s.draft) == "Takes laurel IV from the path"
    play(s, (0, Leave()))
    assert collection_line(s, s.draft) == "Leaves laurel IV on the path"


def test_the_marmoset_swap_is_named_and_the_paths_token_stays():
    s = position(3, species=("rhino", "marmoset", "tiger"), animals={"X1": (3, 0, 0)}, keeper="X8>X12",
                 laurels={"X1>X8": "III", "X14>X13": "V"})
    play(s, (0, Compose("animal", "X1", "X8")), (0, Request("marmoset", "X14>X13")))
    assert collection_line(s, s.draft) == (
        "Takes laurel V from the Waterfall \u2192 Star Exhibit path (the Marmoset); the path's laurel III stays")


def test_the_tiger_takes_the_token_under_the_keeper():
    s = position(3, species=("rhino", "crocodile", "tiger"), animals={"X9": (1, 2, 0)}, keeper="X9>X13",
                 laurels={"X9>X13": "II"})
    play(s, (0, Compose("animal", "X9", "X13")), (0, Request("tiger")))
    assert collection_line(s, s.draft) == "Takes laurel II from under the Zoo Keeper (the Tiger)"


def test_after_the_move_the_line_names_the_token_collected_not_its_refill():
    # two givers over-support the move: the mover picks who is paid (phase reward) after the laurel was taken
    s = position(3, animals={"X1": (1, 2, 2)}, keeper="X8>X12", laurels={"X1>X5": "II"},
                 species=("rhino", "crocodile", "ibis"))
    events = play(s, (0, Compose("animal", "X1", "X5")), (0, Ask(1, 2)), (0, NO_OFFER), (0, Ask(2, 2)),
                  (0, Offer((), False)), (0, SEND))
    events += play(s, (1, Accept()), (2, Accept()))
    assert s.phase == "reward" and s.draft is not None
    [collect] = of_kind(events, "collect")
    assert collect.data["kind"] == "II"
    assert laurel(s, "X1>X5") == "III"  # the refill now lies on the path; the line does not name it
    assert collection_line(s, s.draft, "II") == "Took laurel II"


def test_the_table_remembers_the_collected_kind_until_the_next_deal(make_app):
    from tests.games.zoo_vadis.tablehelpers import open_table
    from zooarcade.core.events import Event

    _, table = open_table(make_app, "human,ai:normal,ai:normal", 835175)
    table.restore_event(Event("collect", 0, {"seat": 0, "space": "X1>X5", "kind": "II", "via": "path"}))
    assert table.collected == "II"
    table.restore_event(Event("deal", 1, {"seat": 1, "piece": "animal", "src": "X1", "dst": "X5", "tunnel": False,
                                           "need": 0, "own": 0, "asks": [], "bribes": []}))
    assert table.collected is None
