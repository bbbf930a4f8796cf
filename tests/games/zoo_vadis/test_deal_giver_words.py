"""Play test 13, ZV-2 / ZV-3: "Normal Bot 3: the Hyena for token I + 1 × I from the supply" read as if the mover
paid the supply's token; before Offer was pressed the line showed nothing of the stepper's offer; and a counter
"wants tokens worth 3 in all" did not say the supply's I is not counted (it is not: the mover pays the whole
counter, :meth:`VadisState._do_counter` covers ``counter - offered`` from the mover's screen)."""

from __future__ import annotations

from tests.games.zoo_vadis import tablehelpers as th
from tests.games.zoo_vadis.helpers import play, position
from zooarcade.games.zoo_vadis.actions import Ask, Compose, Counter, Meet, Offer, Send
from zooarcade.games.zoo_vadis.table_draw import values_label

CLASSIC = {"variant": "classic"}


def _show(table, s) -> None:
    table.session.state = s
    table.view = s.view(0)
    table.legal_cache = None
    table._refresh_panel()


def _asking():
    """Seat 0 (1 of Big Meadow's 5 spaces) asks seat 1 for 2 votes; the offer is not made yet."""
    s = position(3, animals={"X1": (1, 2, 2)}, keeper="X12>X13", options=CLASSIC, screens={0: {"III": 1}})
    play(s, (0, Compose("animal", "X1", "X8")), (0, Ask(1, 2)))
    return s


def test_the_strip_says_who_gives_what(make_app):
    _, table = th.open_table(make_app, "human,ai:normal,ai:normal", 3)
    s = _asking()
    play(s, (0, Offer((3,), False)))
    _show(table, s)
    line = table.ask_line(s.draft, s.draft.items[0])[0]
    assert line == ("Normal Bot 2: 2 votes \u00b7 you give token III \u00b7 Normal Bot 2 also gets 2 laurels (I each) "
                    "from the supply"), line


def test_before_the_offer_the_strip_follows_the_stepper(make_app):
    _, table = th.open_table(make_app, "human,ai:normal,ai:normal", 3)
    s = _asking()
    _show(table, s)
    line = table.ask_line(s.draft, s.draft.items[0])[0]
    shown = table._stepper_offer()
    assert shown is not None and line.endswith(f"you give {values_label(shown.values, noun=True)} (not offered yet)")
    i = next(k for k, c in enumerate(table.panel.choices) if c.label == "Offer")
    cycler = table.panel.cyclers[i]
    cycler.index = next(k for k, (_, a) in enumerate(table.panel.choices[i].options) if a == Offer((3,), False))
    assert table.ask_line(s.draft, s.draft.items[0])[0].endswith("you give token III (not offered yet)")


def test_the_counter_prompt_says_it_counts_only_the_movers_tokens():
    s = _asking()
    play(s, (0, Offer((), False)), (0, Ask(2, 1)), (0, Offer((), False)), (0, Send()), (1, Counter(3)))
    while s.phase == "answer":
        play(s, (s.current_player, s.legal_actions()[0]))
    assert s.phase == "counter"
    prompt = s.decision().prompt
    assert "wants 3 from you (supply's I not counted): pay or drop it" in prompt and "in all" not in prompt, prompt
    meet = next(a for a in s.legal_actions() if isinstance(a, Meet))
    assert sum(meet.values) == 3, "the mover pays all 3 itself: the supply's I is not counted"
