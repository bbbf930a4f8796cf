"""Guided first games through the real table (synthetic mouse input at event.pos): play, refuse, leave, offer."""

from __future__ import annotations

import re

import pygame
import pytest

from tests.test_guide import GAMES
from tests.ui import guide_driver as gd
from tests.uihelpers import key
from zooarcade.scenes.game_select import GameSelectScene
from zooarcade.scenes.rules import RulesScene
from zooarcade.scenes.setup import SeatSetupScene
from zooarcade.ui.table.base import TableScene


@pytest.mark.parametrize("game_id", GAMES)
def test_lesson_plays_to_its_end_through_the_table(make_app, game_id: str) -> None:
    """Every learner move made by a drag, a click or a panel button; the game follows the script exactly;
    the end offers a real game, which opens the game's seat setup."""
    app, table = gd.open_guide(make_app, game_id)
    script = table.guide.script
    made = gd.play_through(app, table)
    assert made == len(script.learner_steps())
    assert [(s.seat, s.action) for s in table.session.record.steps] == [(s.seat, s.action) for s in script.steps]
    assert table.guide.ended() and not table.input_enabled()
    assert table.banner()[0].startswith("Lesson done")
    gd.click(app, table.guide.play_button.rect.center)
    app.scenes.apply_pending()
    top = app.scenes.top
    assert isinstance(top, SeatSetupScene) and top.info.id == game_id
    assert isinstance(app.scenes.stack[-2], GameSelectScene)  # the lesson's table is gone


@pytest.mark.parametrize("size", [(800, 600), (1024, 768)])
@pytest.mark.parametrize("game_id", GAMES)
def test_lesson_at_a_small_window(make_app, game_id: str, size: tuple[int, int]) -> None:
    """At 800×600 and 1024×768 the lesson is on the compact 960×720 table (play test: on the wide canvas its
    text was 8 px high) and the same input (mapped to window pixels) plays it through to its end offer, whose
    buttons work."""
    app, table = gd.open_guide(make_app, game_id, size=size)
    assert app.display.canvas.get_size() == (960, 720) and table.compact
    assert gd.play_through(app, table) == len(table.guide.script.learner_steps())
    assert [s.action for s in table.session.record.steps] == [s.action for s in table.guide.script.steps]
    assert table.guide.ended()
    end = table.guide.end_rect
    assert pygame.Rect(0, 0, 960, 720).contains(end)
    assert end.contains(table.guide.play_button.rect) and end.contains(table.guide.back_button.rect)
    gd.click(app, table.guide.play_button.rect.center)
    app.scenes.apply_pending()
    assert isinstance(app.scenes.top, SeatSetupScene) and app.scenes.top.info.id == game_id


@pytest.mark.parametrize("game_id", GAMES)
def test_compact_lesson_card_is_readable_and_hides_no_move(make_app, game_id: str) -> None:
    """At 800×600, at every learner move: the lesson card lies on the compact canvas under the top bar, its
    caption is at least the table's body size (the log's) and at least 11 window pixels high, it covers neither
    the scripted piece nor its place (the lesson's arrow points at them), and the open drawer does not cover
    the card."""
    app, table = gd.open_guide(make_app, game_id, size=(800, 600))
    guide = table.guide
    assert table.compact
    seen = 0
    while True:
        move = gd.wait_for_learner(app, table)
        if move is None:
            break
        app.step(gd.DT)
        card = guide.card
        assert pygame.Rect(0, table.frame.top_bar, 960, 720 - table.frame.top_bar).contains(card)
        size, lines = guide.caption_lines(card.w - 24)
        assert lines and size >= table.log.font_size
        assert size * app.display.scale >= 11  # the wide canvas drew it at 10 or less
        assert table.current_hint() == move
        if table.spatial(move):
            sprite = table.sprite_for(move)
            if sprite is not None:
                assert not card.collidepoint(sprite.rect.center)
            target = table.target_key(move)
            if target is not None and target in table.target_rects():
                assert not card.collidepoint(table.target_rects()[target].center)
        if table.drawer_shown():
            assert not table.panel.rect.colliderect(card)
        seen += 1
        gd.make_and_wait(app, table, move)
    assert seen == len(guide.script.learner_steps())


def _spatial_wrong_move(table):  # noqa: ANN001, ANN202
    move = table.guide.learner_move()
    for action in table.legal():
        if action != move and table.spatial(action) and table.target_key(action) is not None:
            return action
    return None


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_move_is_refused_and_flies_back(make_app, game_id: str, size: tuple[int, int]) -> None:
    """A legal but unscripted move is refused with the hint: the state is unchanged, the piece back home (on
    the wide table and on the compact one at 800×600)."""
    app, table = gd.open_guide(make_app, game_id, size=size)
    script = table.guide.script
    while True:
        move = gd.wait_for_learner(app, table)
        assert move is not None, "the lesson has no learner move with a wrong move to try on the table"
        wrong = _spatial_wrong_move(table)
        if wrong is not None:
            break
        gd.make_move(app, table, move)
    before = table.session.state.fingerprint()
    steps = len(table.session.record.steps)
    sprite = table.sprite_for(wrong)
    home = sprite.home
    gd.drag(app, sprite.rect.center, table.target_rects()[table.target_key(wrong)].center)
    for _ in range(30):
        app.step(gd.DT)
    assert table.session.state.fingerprint() == before
    assert len(table.session.record.steps) == steps
    assert table.toast is not None and table.toast[0].startswith("Not that one")
    assert sprite.home == home and sprite.pos == home, "the dragged piece flew back"
    # a wrong panel choice or Enter on another keyboard choice is refused the same way
    table.request(wrong, None)
    assert table.session.state.fingerprint() == before
    # the scripted move still works afterwards, and the lesson goes on
    gd.make_move(app, table, table.guide.learner_move())
    for _ in range(60):
        if len(table.session.record.steps) > steps:
            break
        app.step(gd.DT)
    assert table.session.record.steps[steps].action == script.steps[steps].action


def test_only_the_scripted_target_lights(make_app) -> None:
    """While the scripted piece is held, only the scripted place is a legal target."""
    app, table = gd.open_guide(make_app, "apocalypse")
    move = gd.wait_for_learner(app, table)
    sprite = table.sprite_for(move)
    assert table.legal_targets(sprite) == [table.target_key(move)]
    assert table.current_hint() == move  # the table marks it with its hint marks (arrow and lit place)
    assert table.guide.caption() == table.guide.script.steps[table.guide.played()].caption


def test_compact_lesson_d_folds_the_drawer_and_enter_plays(make_app) -> None:
    """At 800×600 a lesson's drawer folds away with D and opens again, the card stays; Enter plays the lit move."""
    app, table = gd.open_guide(make_app, "zoo_fighters", size=(800, 600))
    move = gd.wait_for_learner(app, table)
    app.step(gd.DT)
    assert table.compact and table.drawer_shown()
    card = pygame.Rect(table.guide.card)
    key(app, pygame.K_d)
    assert table.drawer_folded() and table.guide.card == card
    key(app, pygame.K_d)
    assert table.drawer_shown()
    steps = len(table.session.record.steps)
    key(app, pygame.K_RETURN)
    for _ in range(30):
        app.step(gd.DT)
    assert table.session.record.steps[steps].action == move


def test_enter_plays_the_lit_move(make_app) -> None:
    app, table = gd.open_guide(make_app, "apocalypse")
    move = gd.wait_for_learner(app, table)
    steps = len(table.session.record.steps)
    key(app, pygame.K_RETURN)
    for _ in range(30):
        app.step(gd.DT)
    assert table.session.record.steps[steps].action == move


def test_no_undo_no_save_no_results(make_app, tmp_path) -> None:
    """A lesson keeps no save, counts no statistics and has no undo."""
    app, table = gd.open_guide(make_app, "apocalypse")
    gd.play_through(app, table)
    assert not table.can_undo_now() and table.undo_blocker().startswith("A guided game")
    assert table.session.save_path is None and not table.session.stats_recorded
    for _ in range(120):
        app.step(gd.DT)
    assert app.scenes.top is table  # no results screen: the end offer stays


@pytest.mark.parametrize("how", ["escape", "leave button"])
def test_leaving_mid_way_returns_to_the_menu(make_app, how: str) -> None:
    app, table = gd.open_guide(make_app, "apocalypse")
    move = gd.wait_for_learner(app, table)
    gd.make_move(app, table, move)
    gd.wait_for_learner(app, table)
    assert table.guide.played() > 0 and not table.guide.finished()
    if how == "escape":
        key(app, pygame.K_ESCAPE)
    else:
        assert table.menu.text == "Leave"
        gd.click(app, table.menu.rect.center)
    app.scenes.apply_pending()
    assert isinstance(app.scenes.top, GameSelectScene)


def test_learn_to_play_from_the_game_select_card(make_app) -> None:
    app = make_app()
    app.settings.animation_speed = "instant"
    select = GameSelectScene(app)
    app.scenes.reset(select)
    app.scenes.apply_pending()
    for game_id in GAMES:
        button = select.learn_buttons[game_id]
        assert button.rect.top >= select.cards[0].rect.bottom  # under its card, beside Rules
        gd.click(app, button.rect.center)
        app.scenes.apply_pending()
        top = app.scenes.top
        assert isinstance(top, TableScene) and top.guide is not None and top.session.setup.game_id == game_id
        top.guide.leave()
        app.scenes.apply_pending()
        assert app.scenes.top is select
    # the keyboard reaches it too: Down from a card to its Rules button, Right to its Learn to play
    select.set_focus(select.cards[0])
    for k in (pygame.K_DOWN, pygame.K_RIGHT):
        key(app, k)
    assert select.focused() is select.learn_buttons[select.cards[0].info.id]
    key(app, pygame.K_UP)
    assert select.focused() is select.cards[0]


def test_learn_to_play_from_the_rules_reader(make_app) -> None:
    app = make_app()
    app.settings.animation_speed = "instant"
    app.scenes.reset(GameSelectScene(app))
    reader = RulesScene(app, "apocalypse")
    app.scenes.push(reader)
    app.scenes.apply_pending()
    assert reader.learn_button is not None
    gd.click(app, reader.learn_button.rect.center)
    app.scenes.apply_pending()
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.guide is not None
    table.guide.leave()
    app.scenes.apply_pending()
    assert app.scenes.top is reader


def test_no_lesson_from_the_rules_over_a_game(make_app) -> None:
    """The rules reader opened from a real game's table offers no lesson (it would stack a second table)."""
    from zooarcade.session import GameSession, MatchSetup, parse_seats

    app = make_app()
    session = GameSession(MatchSetup("apocalypse", parse_seats("human,ai:easy"), 3))
    app.scenes.reset(app.make_table(session))
    app.scenes.apply_pending()
    app.open_rules("apocalypse", over_table=True)
    app.scenes.apply_pending()
    assert isinstance(app.scenes.top, RulesScene) and app.scenes.top.learn_button is None


def test_a_game_that_leaves_its_script_stops_the_lesson_in_words(make_app) -> None:
    """Should the session ever play another move than the script's (a bug), the lesson stops and says so."""
    app, table = gd.open_guide(make_app, "apocalypse")
    move = gd.wait_for_learner(app, table)
    other = next(a for a in table.legal() if a != move)
    table.session.apply(other)  # behind the table's back: the guide's gate is bypassed
    table.after_action()
    assert table.guide.off_script and table.guide.finished() and not table.input_enabled()
    assert "lost its place" in table.guide.caption()
    for _ in range(5):
        app.step(gd.DT)
    assert table.guide.ended()


def test_computer_seats_play_their_scripted_moves(make_app) -> None:
    """The computer seat never searches in a lesson: its moves are the script's, whatever the AI would do."""
    app, table = gd.open_guide(make_app, "zoo_fighters")
    gd.play_through(app, table)
    script = table.guide.script
    bots = [(s.seat, s.action) for s in script.steps if s.seat != script.learner]
    played = [(s.seat, s.action) for s in table.session.record.steps if s.seat != script.learner]
    assert bots and played == bots
    assert table.thinking.ai is None


#: the issue's bound on a lesson (seconds) and the time left for reading and making each move at least.
LESSON_LIMIT, PER_MOVE = 180.0, 8.0


@pytest.mark.parametrize("game_id", GAMES)
def test_lesson_fits_in_three_minutes(make_app, game_id: str) -> None:
    """On the table's own clock (simulated frames, not wall time): at normal animation speed with the real think
    pauses, the computer's moves, forced steps and animations leave the learner 8 seconds a move in 3 minutes."""
    app, table = gd.open_guide(make_app, game_id)
    app.settings.animation_speed = "normal"
    del table.think_pause  # the table's real pause (the guide caps it)
    shown = 0.0
    moves = 0
    while True:
        for _ in range(gd.STALL * 4):
            if table.guide.learner_move() is not None or table.guide.ended():
                break
            app.step(gd.DT)
            shown += gd.DT
        move = table.guide.learner_move()
        if move is None:
            break
        before = table.guide.played()
        gd.make_move(app, table, move)
        moves += 1
        for _ in range(gd.STALL):
            if table.guide.played() > before:
                break
            app.step(gd.DT)
            shown += gd.DT
        assert table.guide.played() > before
    assert table.guide.ended()
    assert moves * PER_MOVE + shown <= LESSON_LIMIT, f"{shown:.0f} s of table time and {moves} moves"


@pytest.mark.parametrize("game_id", GAMES)
def test_caption_names_the_seat_the_top_bar_names(make_app, game_id: str) -> None:
    """At normal animation speed, frame by frame: while a seat's move plays out or a seat thinks, a "Watch:"
    caption names the very seat the top bar names (never the next seat while the last move still plays out),
    and a seat name in a learner's caption is one of the table's own seat names."""
    app, table = gd.open_guide(make_app, game_id)
    app.settings.animation_speed = "normal"
    names = table.names
    for step in table.guide.script.steps:
        for named in re.findall(r"\bBot(?: \d+)?\b", step.caption or ""):
            assert named in names, f"{step.caption!r} names {named!r}, not a seat of the table ({names})"
    checked = 0
    while not table.guide.ended():
        move = table.guide.learner_move()
        caption, banner = table.guide.caption(), table.banner()[0]
        if caption.startswith("Watch: ") and not caption.startswith("Watch: your"):
            who = caption.removeprefix("Watch: ").removesuffix(" moves.")
            assert who in names and banner.startswith(f"{who} "), f"caption {caption!r} under the bar {banner!r}"
            checked += 1
        elif table.queue.busy and table.shown_seat() not in (None, table.guide.script.learner):
            raise AssertionError(f"caption {caption!r} while the bar says {banner!r}")
        if move is not None:
            gd.make_move(app, table, move)
        else:
            app.step(gd.DT)
        assert checked < 20_000
    assert checked > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_log_keeps_four_lines_under_the_caption_card(make_app, game_id: str) -> None:
    """The caption card never takes the log's room (Zoo Vadis and Zoo Fighters II have short log columns): the log
    keeps MIN_LOG_LINES readable lines under it, and every caption, watch line, intro and outro of the lesson
    still shows whole on the card; a long log column keeps the full card."""
    from zooarcade.ui.table import guide as kit

    app, table = gd.open_guide(make_app, game_id)
    log, card = table.log, table.guide.card
    assert log.body.h // log.line_height >= kit.MIN_LOG_LINES >= 4
    assert log.rect.top >= card.bottom and card.top == table.frame.log.top
    assert log.rect.bottom == table.frame.log.bottom
    if table.frame.log.h >= 384:
        assert card.h == kit.CARD_H
    script = table.guide.script
    texts = [s.caption for s in script.steps if s.caption] + [script.intro, script.outro]
    texts += [table.guide.watch(seat) for seat in range(script.num_players)]
    for text in texts:
        table.guide.caption = lambda text=text: text
        size, lines = table.guide.caption_lines(card.w - 24)
        assert " ".join(lines).split() == text.split(), f"cut on the card: {text!r}"
        high = kit.CAPTION_Y + len(lines) * app.font("text", size).get_linesize()
        assert high <= card.h, text
        surface = app.display.canvas
        table.guide.draw(surface)  # draws without error at the card's height


def _zop_lesson_at_normal_speed(make_app):  # noqa: ANN001, ANN202
    """``(app, table)``: ZOP ZOO's lesson opened from the game select at 1280×720, animations at normal speed
    (its opening deal still to play out)."""
    from zooarcade.scenes.learn import start_guide

    app = make_app(size=(1280, 720))
    app.settings.animation_speed = "normal"
    app.scenes.reset(GameSelectScene(app))
    app.scenes.apply_pending()
    table = start_guide(app, "zop_zoo")
    assert table is not None
    app.scenes.apply_pending()
    return app, table


def test_the_opening_deal_plays_out_under_the_intro_not_a_watch_line(make_app) -> None:
    """Play test 14 (F4): while ZOP ZOO's lesson deal still played out, the caption card read "Watch: your move
    plays itself, there is nothing to choose." (the deal is the learner's forced step).  Frame by frame at
    normal speed, until the learner's first move, the card shows the lesson's intro."""
    app, table = _zop_lesson_at_normal_speed(make_app)
    intro = table.guide.script.intro
    busy = 0
    for _ in range(gd.STALL):
        if table.guide.learner_move() is not None:
            break
        busy += table.queue.busy
        assert table.guide.caption() == intro, table.guide.caption()
        app.step(gd.DT)
    assert table.guide.learner_move() is not None and busy > 0


def test_zop_zoo_row_lines_wait_for_the_deal(make_app) -> None:
    """Play test 14 (F4): while the deal played out the row line read "Row 0 · 3 to go" with a fourth card
    already in flight (it counted only landed cards).  While the deal plays out the line says the row is being
    dealt; once the table is idle it gives the count again."""
    app, table = _zop_lesson_at_normal_speed(make_app)
    drawn: list[str] = []
    blit = table.text.blit

    def spy(surface, role, size, text, *rest):  # noqa: ANN001, ANN002, ANN202
        drawn.append(text)
        return blit(surface, role, size, text, *rest)

    table.text.blit = spy  # type: ignore[method-assign]
    table.keep_still = False  # the spy reads what draw_table writes: draw it every frame
    dealt = 0
    for _ in range(gd.STALL):
        drawn.clear()
        app.step(gd.DT)
        rows = [t for t in drawn if t.startswith("Row ")]
        if table.dealing:
            dealt += 1
            assert rows and all(t == "Row \u00b7 being dealt\u2026" for t in rows), rows
        if not table.queue.busy and table.guide.learner_move() is not None:
            break
    assert dealt > 0
    drawn.clear()
    app.step(gd.DT)
    rows = [t for t in drawn if t.startswith("Row ")]
    assert len(rows) == 2 and all("to go" in t or "complete" in t for t in rows), rows
