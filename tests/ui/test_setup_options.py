"""The seat-setup screen offers the game's options (per seat count) and passes the chosen ones to the match."""

from __future__ import annotations

import dataclasses

import pygame

from tests.uihelpers import click
from zooarcade.core.protocol import GameOption, OptionChoice
from zooarcade.games.registry import game_info, get_spec
from zooarcade.scenes import setup as setup_screen
from zooarcade.scenes.setup import SeatSetupScene

TARGET = GameOption("target", "Target score",
                    tuple(OptionChoice(v, f"{v} points") for v in (600, 800, 1000)),
                    800, defaults_by_players={4: 600}, only_for={1000: (2,)})


def _scene(make_app, monkeypatch):
    base = get_spec("apocalypse")
    spec = dataclasses.replace(base, options=(TARGET,))
    monkeypatch.setattr(setup_screen, "get_spec", lambda game_id: spec)
    app = make_app()
    scene = SeatSetupScene(app, game_info("apocalypse"))
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(1 / 30)
    return app, scene


def test_the_options_of_the_seat_count_are_offered_with_their_defaults(make_app, monkeypatch):
    app, scene = _scene(make_app, monkeypatch)
    assert len(scene.drafts) == 2
    [(opt, widget)] = scene.option_choices
    assert opt.key == "target" and widget.options == ["600 points", "800 points", "1000 points"]
    assert widget.value == "800 points" and scene.build_setup(seed=1).options == {"target": 800}
    scene.add_seat()
    [(_, widget)] = scene.option_choices
    assert widget.options == ["600 points", "800 points"], "1000 is offered for two players only"
    scene.add_seat()
    assert scene.build_setup(seed=1).options == {"target": 600}, "four players default to 600"


def test_a_chosen_option_goes_into_the_match(make_app, monkeypatch):
    app, scene = _scene(make_app, monkeypatch)
    [(_, widget)] = scene.option_choices
    click(app, (widget.rect.right - 10, widget.rect.centery))  # the right third steps forward
    app.step(1 / 30)
    assert widget.value == "1000 points"
    assert scene.build_setup(seed=3).options == {"target": 1000}
    scene.add_seat()  # 1000 is not offered for three: the default comes back
    assert scene.build_setup(seed=3).options == {"target": 800}
    surface = app.display.canvas
    scene.draw(surface)
    assert pygame.Rect(widget.rect).colliderect(setup_screen.SIDE)


def test_results_of_a_multi_round_game_show_a_column_per_round_and_the_options(make_app):
    """Keeper's Market plays two rounds: the results table scores them round by round, totals adding up."""
    from tests import market
    from zooarcade.scenes.results import ResultsScene, round_breakdowns
    from zooarcade.session import GameSession, MatchSetup, parse_seats

    session = GameSession(MatchSetup("keepers_market", parse_seats("ai:easy,ai:easy,ai:easy"), 7, {"rounds": 3}),
                          spec=market.spec())
    while not session.state.is_terminal():
        session.advance()
    app = make_app()
    scene = ResultsScene(app, session)
    results = session.state.round_results()
    assert [label for label, _ in scene.breakdowns[0]] == ["Round 1", "Round 2", "Round 3"]
    for seat in range(3):
        assert [p for _, p in scene.breakdowns[seat]] == [r.points[seat] for r in results]
    assert scene.options_line == "Rounds: 3 rounds"
    many = [dataclasses.replace(results[0], round=k) for k in range(1, 12)]
    cols = round_breakdowns(many, 3)
    assert cols[0][0][0] == "Rounds 1\u20134" and len(cols[0]) == 8
    assert sum(p for _, p in cols[1]) == sum(r.points[1] for r in many)


def test_six_per_seat_options_fit_the_game_card_below_its_title(make_app):
    """Zoo Fighters II offers a fighter per seat: with six seats all six choices fit the card, one line each,
    clear of the picture band and the title, and clear of each other (the layout is general: any game with
    many options gets it)."""
    app = make_app()
    scene = SeatSetupScene(app, game_info("zoo_fighters"))
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    while len(scene.drafts) < 6:
        scene.add_seat()
    app.step(1 / 30)
    widgets = [w for _, w in scene.option_choices]
    assert len(widgets) == 6
    side = setup_screen.SIDE
    title_room = 100  # the picture band and one line of title
    for w in widgets:
        assert side.contains(w.rect), w.rect
        assert w.rect.y >= side.y + title_room, "an option covers the card's picture or title"
    for a, b in zip(widgets, widgets[1:], strict=False):
        assert not a.rect.colliderect(b.rect)
    assert widgets[-1].rect.bottom <= side.bottom - 40, "the seat count line stays readable"
    first = scene.build_setup(seed=1).options
    assert {f"fighter{i}" for i in range(1, 7)} <= set(first)
