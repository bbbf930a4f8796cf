"""Play test 12: a Poacher showed 2 Water on its defeat cost while the tray asked for "4 any" and nothing said why.
Spec rule 6: a colour no Fighter in play has is paid by any Chi; the tray and the card's hover text now say so."""

from __future__ import annotations

from tests.games.zoo_fighters.helpers import build, play
from tests.games.zoo_fighters.table_helpers import make_table
from zooarcade.games.zoo_fighters import actions as A
from zooarcade.games.zoo_fighters.data import ANY, EARTH, FIRE, WATER
from zooarcade.games.zoo_fighters.table_info import any_colour_note, printed_cost
from zooarcade.session import SeatConfig

NOTE = "No fighter in play is Water, so Water symbols here take Chi of any colour."


def test_the_note_names_only_colours_nobody_has():
    assert any_colour_note((WATER, WATER, ANY, ANY), (FIRE, EARTH)) == NOTE
    assert any_colour_note((WATER, FIRE, ANY), (WATER, FIRE)) == ""
    assert "Water or Earth" in any_colour_note((EARTH, WATER), (FIRE,))


def _defeating(app, fighters):
    seats = [SeatConfig("Ann"), SeatConfig("Bo", "ai", "easy"), SeatConfig("Cy", "ai", "easy")]
    table, session = make_table(app, seats)
    state, ids = build(fighters, hands={0: ["fire_chi", "water_chi", "earth_chi"], 1: ["water_chi"],
                                        2: ["wind_chi", "fire_chi"]}, opponents={0: [("poacher", 1)]})
    poacher = ids["poacher"][0]
    play(state, A.Defeat(poacher))
    session.state = state
    table.reset_table()
    table.legal_cache = None
    return table, state, poacher


def test_the_tray_and_the_card_say_why_water_asks_for_any(make_app):
    app = make_app()
    table, state, poacher = _defeating(app, ["tusk", "blaze", "kaze"])
    pay = table.payment()
    assert printed_cost(state, pay) == (WATER, WATER, ANY, ANY)
    words = " ".join(t[2] for t in table.tray_texts())
    assert "4 still owed" in words and NOTE in words, words
    sprite = table.layer.sprites[str(poacher)]
    assert NOTE in " ".join(table._card_target(sprite).lines), "the card's hover text says it too"


def test_no_note_when_a_water_fighter_plays(make_app):
    app = make_app()
    table, _, poacher = _defeating(app, ["blaze", "shellby", "kaze"])
    assert "No fighter in play" not in " ".join(t[2] for t in table.tray_texts())
    sprite = table.layer.sprites[str(poacher)]
    assert not any("No fighter in play" in line for line in table._card_target(sprite).lines)
