"""Play test 10: a lone computer opponent was called "Normal Bot 2" (as if there were others), and Zoo
Fighters II's setup card said "Seat 1 fighter" beside a seat list that calls the seats Red and Blue."""

from __future__ import annotations

from zooarcade.games.registry import game_info
from zooarcade.session import default_seat_names, parse_seats


def test_a_lone_bot_carries_no_number():
    assert default_seat_names([("human", "normal"), ("ai", "normal")]) == ["Player", "Normal Bot"]
    assert [s.name for s in parse_seats("human,ai:hard")] == ["Player", "Hard Bot"]
    assert [s.name for s in parse_seats("ai:easy,human")] == ["Easy Bot", "Player"]


def test_several_bots_keep_unique_seat_numbers():
    names = default_seat_names([("human", "normal"), ("ai", "normal"), ("ai", "normal"), ("ai", "hard")])
    assert names == ["Player", "Normal Bot 2", "Normal Bot 3", "Hard Bot 4"]
    assert len(set(names)) == len(names)
    assert [s.name for s in parse_seats("human,ai:easy,ai:hard,human")] == [
        "Player 1", "Easy Bot 2", "Hard Bot 3", "Player 4"]


def test_the_setup_screen_names_a_lone_bot_without_a_number(make_app):
    from zooarcade.scenes.setup import SeatSetupScene

    app = make_app()
    scene = SeatSetupScene(app, game_info("apocalypse"))
    assert [s.name for s in scene.build_setup(1).seats] == ["Player", "Normal Bot"]
    scene.add_seat()
    assert [s.name for s in scene.build_setup(1).seats] == ["Player", "Normal Bot 2", "Normal Bot 3"]


def test_fighter_options_name_the_seat_by_its_colour(make_app):
    from zooarcade.scenes.setup import SeatSetupScene
    from zooarcade.ui import theme

    app = make_app()
    scene = SeatSetupScene(app, game_info("zoo_fighters"))
    labels = [scene.option_label(o) for o in scene.offered_options()]
    assert labels == [f"{theme.seat_style(0).name} fighter", f"{theme.seat_style(1).name} fighter"]
    assert labels == ["Red fighter", "Blue fighter"]
    opt = scene.offered_options()[0]
    assert opt.label_for() == "Seat 1 fighter", "away from the setup screen the seat is numbered"


def test_play_again_renumbers_default_names_when_a_seat_is_added(make_app):
    from zooarcade.scenes.setup import SeatSetupScene
    from zooarcade.session import SeatConfig, is_default_seat_name

    app = make_app()
    seats = [SeatConfig("Player"), SeatConfig("Normal Bot", "ai", "normal")]
    scene = SeatSetupScene(app, game_info("apocalypse"), seats)
    assert [d.name for d in scene.drafts] == ["Player", "Normal Bot"]
    scene.add_seat()
    assert [s.name for s in scene.build_setup(1).seats] == ["Player", "Normal Bot 2", "Normal Bot 3"]
    typed = SeatSetupScene(app, game_info("apocalypse"), [SeatConfig("Ada"), SeatConfig("Robo", "ai", "hard")])
    typed.add_seat()
    assert [s.name for s in typed.build_setup(1).seats] == ["Ada", "Robo", "Normal Bot 3"]
    assert is_default_seat_name("Hard Bot 2") and is_default_seat_name("Player")
    assert not is_default_seat_name("Robo") and not is_default_seat_name("Normal Bottle")
