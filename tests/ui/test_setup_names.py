"""Setup names (play test 12): the length limit is shown, and names typed once carry to another game's setup."""

from __future__ import annotations

from tests.ui.test_papercuts import _rename
from tests.uihelpers import click
from zooarcade.games.registry import game_info
from zooarcade.session import MAX_NAME_LEN

DT = 1 / 60


def _setup(app, game_id):  # noqa: ANN001, ANN202
    from zooarcade.scenes.setup import SeatSetupScene

    scene = SeatSetupScene(app, game_info(game_id))
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(DT)
    return scene


def test_typing_past_the_limit_says_the_field_is_full(make_app, monkeypatch) -> None:  # noqa: ANN001
    from zooarcade.scenes import setup
    from zooarcade.ui import widgets

    app = make_app()
    scene = _setup(app, "apocalypse")
    field = _rename(app, scene, 0, "Zookeeper Extraordinaire McLongname")
    assert field.text == "Zookeeper Extraordinaire" and len(field.text) == MAX_NAME_LEN
    assert field.notice == widgets.FULL.format(n=MAX_NAME_LEN) == "The field is full: at most 24 characters"
    assert setup.NAME_LIMIT_TEXT == "up to 24 characters"
    # a name that fits says nothing
    field = _rename(app, scene, 0, "Ada")
    assert field.text == "Ada" and field.notice == ""


def test_names_typed_in_one_game_open_the_next_games_first_setup(make_app) -> None:  # noqa: ANN001
    app = make_app()
    started = []
    app.start_match = lambda setup, replace=True: started.append(setup)
    scene = _setup(app, "apocalypse")
    _rename(app, scene, 0, "Zookeeper Ada")
    click(app, scene.start_button.rect.center)
    assert started and started[0].seats[0].name == "Zookeeper Ada"
    zop = _setup(make_app(), "zop_zoo")  # never set up before: the name typed last time, not "Player"
    assert zop.drafts[0].name == "Zookeeper Ada" and zop.drafts[0].edited
    assert zop.rows[0][0].text == "Zookeeper Ada"
    assert [d.name for d in zop.drafts[1:]] == ["Normal Bot"], "computer seats keep their default names"


def test_a_setup_of_default_names_keeps_the_names_typed_before(tmp_path) -> None:  # noqa: ANN001
    from zooarcade.storage import seat_memory
    from zooarcade.storage.seat_memory import RememberedSeat

    path = tmp_path / "seats.json"
    assert seat_memory.load_names(path) == []
    seat_memory.remember_seats("apocalypse", [RememberedSeat("Ada", "human"), RememberedSeat("", "ai", "hard"),
                                              RememberedSeat("Bo", "human")], path)
    assert seat_memory.load_names(path) == ["Ada", "Bo"]
    seat_memory.remember_seats("zop_zoo", [RememberedSeat("", "human"), RememberedSeat("", "ai")], path)
    assert seat_memory.load_names(path) == ["Ada", "Bo"]
    assert seat_memory.load_seats("apocalypse", path)[0].name == "Ada", "the per-game memory is unchanged"
