"""Play test: Zoo Vadis had no species picker.  Each seat now has a species option (default Random), built from
the shared per-seat options (:func:`zooarcade.core.protocol.seat_options`) that Zoo Fighters II's fighters use."""

from __future__ import annotations

import pytest

from zooarcade.core.rng import Rng
from zooarcade.games.zoo_vadis import data, spec
from zooarcade.games.zoo_vadis.rules import new_game
from zooarcade.session import GameSession, MatchSetup, SeatConfig

SPEC = spec()


def test_chosen_species_are_played_and_random_seats_take_distinct_others_from_the_seed():
    s = new_game(5, {"species1": "hyena", "species3": "tiger", "species5": "ibis"}, 9)
    assert s.species[0] == "hyena" and s.species[2] == "tiger" and s.species[4] == "ibis"
    assert len(set(s.species)) == 5
    assert {s.species[1], s.species[3]} <= set(data.SPECIES) - {"hyena", "tiger", "ibis"}
    again = new_game(5, {"species1": "hyena", "species3": "tiger", "species5": "ibis"}, 9)
    assert again.species == s.species, "the same deal number gives the Random seats the same species"
    every = ["armadillo", "rhino", "crocodile", "marmoset", "ibis", "hyena", "tiger"]
    full = new_game(7, {f"species{i + 1}": sp for i, sp in enumerate(every)}, 3)
    assert full.species == every


def test_all_random_is_the_deal_it_always_was():
    """Leaving every seat on Random keeps old deal numbers dealing the same species (the plain seeded shuffle)."""
    for seed in (1, 9, 21):
        rng = Rng.from_seed(seed)
        shuffled = list(data.SPECIES)
        rng.shuffle(shuffled)
        assert new_game(4, {}, seed).species == shuffled[:4]
        assert new_game(4, {"species2": "random"}, seed).species == shuffled[:4]


def test_two_seats_cannot_choose_one_species():
    with pytest.raises(ValueError, match="same species"):
        new_game(3, {"species1": "rhino", "species3": "rhino"}, 1)
    with pytest.raises(ValueError, match="unknown species"):
        new_game(3, {"species2": "zebra"}, 1)
    assert "species4" not in SPEC.resolve_options(3, {"species4": "rhino"}), "no fourth seat in a 3-player game"
    with pytest.raises(ValueError, match="not offered"):
        SPEC.resolve_options(3, {"species1": "zebra"})


def test_the_options_are_one_per_seat_and_offered_only_for_seat_counts_that_have_the_seat():
    keys = [o.key for o in SPEC.options if o.seat is not None]
    assert keys == [f"species{i}" for i in range(1, 8)]
    resolved = SPEC.resolve_options(3, {"species2": "marmoset"})
    assert resolved == {"variant": "full", "species1": "random", "species2": "marmoset", "species3": "random"}
    assert SPEC.option("species1").label_for("Red") == "Red species"
    assert SPEC.describe_options(resolved) == "Rules: With abilities \u00b7 Seat 2 species: Marmoset"


def test_a_save_keeps_the_chosen_species(tmp_path):
    from zooarcade.storage.saves import SaveStore

    seats = [SeatConfig("Ann"), SeatConfig("Bot 2", "ai", "easy"), SeatConfig("Bot 3", "ai", "easy"),
             SeatConfig("Bot 4", "ai", "easy")]
    session = GameSession(MatchSetup("zoo_vadis", seats, 5, {"species1": "crocodile", "species4": "armadillo"}))
    assert session.state.species[0] == "crocodile" and session.state.species[3] == "armadillo"
    store = SaveStore(tmp_path)
    path = store.autosave(session)
    store.flush()
    assert path is not None
    loaded = store.load(path)
    assert loaded.setup.options["species1"] == "crocodile" and loaded.setup.options["species4"] == "armadillo"
    assert loaded.state.species == session.state.species


def test_results_line_names_each_seats_species_as_dealt():
    from zooarcade.games.zoo_vadis import describe_deal

    s = new_game(3, {"species2": "hyena"}, 4)
    line = describe_deal(s, ["Ann", "Bob", "Cy"])
    assert line.startswith("Rules: With abilities \u00b7 Species \u2014 Ann: ")
    assert "Bob: Hyena" in line and "Random" not in line
    seven = new_game(7, {"species1": "armadillo"}, 4)
    long = describe_deal(seven, ["Player"] + [f"Easy Bot {i}" for i in range(2, 8)])
    assert long.startswith("Rules: With abilities \u00b7 Star Exhibit: 7 spaces \u00b7 "
                           "Species in seat order: Armadillo, ")
    assert len(long) <= 130 and long.count(", ") == 6


@pytest.mark.parametrize("seats", [3, 5, 7])
def test_the_setup_card_fits_a_species_choice_per_seat(make_app, seats):
    """With 7 seats the card holds nine options (rules, Star, seven species): all fit below the title, clear of
    each other and of the players line, and a choice made there reaches the match."""
    from zooarcade.games.registry import game_info
    from zooarcade.scenes import setup as setup_screen
    from zooarcade.scenes.setup import SeatSetupScene

    app = make_app()
    scene = SeatSetupScene(app, game_info("zoo_vadis"))
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    while len(scene.drafts) < seats:
        scene.add_seat()
    app.step(1 / 30)
    species = [(o, w) for o, w in scene.option_choices if o.seat is not None]
    assert [o.key for o, _ in species] == [f"species{i}" for i in range(1, seats + 1)]
    widgets = [w for _, w in scene.option_choices]
    side = setup_screen.SIDE
    top = setup_screen.COMPACT_TOP_TIGHT if scene.tight_options() else setup_screen.COMPACT_TOP
    for w in widgets:
        assert side.contains(w.rect) and w.rect.y >= top, w.rect
        assert w.rect.h >= 26, "a cycler stays tall enough to read and hit"
    for a, b in zip(widgets, widgets[1:], strict=False):
        assert not a.rect.colliderect(b.rect)
    assert widgets[-1].rect.bottom <= side.bottom - 40, "the players line stays readable"
    opt, widget = species[1]
    assert widget.options[0] == "Random" and "Hyena" in widget.options
    assert scene.option_label(opt) == "Blue species"
    widget.step(widget.options.index("Hyena"))  # as the player's clicks on the cycler do
    assert widget.value == "Hyena"
    setup = scene.build_setup(seed=2)
    assert setup.options["species2"] == "hyena"
    assert GameSession(setup).state.species[1] == "hyena"


def test_a_refused_clash_is_named_plainly_and_clears_once_the_player_changes_a_choice(make_app):
    """Play test 11b: the "both chose the same species" refusal stayed on screen after the clash was fixed, and
    named the species in lower case."""
    from zooarcade.games.registry import game_info
    from zooarcade.scenes.setup import SeatSetupScene

    app = make_app()
    scene = SeatSetupScene(app, game_info("zoo_vadis"))
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(1 / 30)
    species = [w for o, w in scene.option_choices if o.seat is not None]
    species[0].step(species[0].options.index("Rhino"))
    species[1].step(species[1].options.index("Rhino"))
    scene.start()
    assert scene.message.startswith("Seats 1 and 2 both chose the same species, Rhino"), scene.message
    species[1].step(species[1].options.index("Crocodile"))
    assert scene.message == "", "a changed choice clears the old refusal"
    scene.start()
    assert scene.message == ""
