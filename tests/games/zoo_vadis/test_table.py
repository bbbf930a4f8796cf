"""The Zoo Vadis table: human vs AI through synthetic mouse events (a deal with Back, an asked computer seat,
its counter met), hot-seat with three humans (the asked human gets the handoff first; no viewer ever sees
another seat's laurel values), save and Continue mid-game, every window size draws."""

from __future__ import annotations

import pygame
import pytest

from tests.games.zoo_vadis import tablehelpers as th
from zooarcade.core.protocol import DecisionKind
from zooarcade.games.registry import game_entry
from zooarcade.games.zoo_vadis.actions import (
    Add,
    Back,
    Compose,
    Counter,
    EndTurn,
    Meet,
    MoveKeeper,
    Offer,
    Send,
)
from zooarcade.games.zoo_vadis.scene import VadisTable
from zooarcade.ui.handoff import HandoffScene

#: a deal (seed 1, seat 0 starts) played as if by the seats: seat 0 ends with two animals in the Big Meadow
#: (X1) beside one of seat 1 and four tokens I; the peacocks went up from X1 and X8.
PREFIX = (Add("X1"), Add("X1"), MoveKeeper("X3>X7"), Compose("peacock", "X8", "X12"), Send(),
          MoveKeeper("X3>X6"), MoveKeeper("X3>X7"), Compose("peacock", "X1", "X5"), Send(), MoveKeeper("X3>X6"),
          MoveKeeper("X3>X7"), Add("X1"), MoveKeeper("X3>X6"), MoveKeeper("X3>X7"))


def script(session, actions) -> None:
    """Play ``actions`` for whoever decides, ending each turn that stops in its post phase."""
    for action in actions:
        seat = session.current
        session.apply(action)
        while not session.state.is_terminal() and session.current == seat and session.state.phase == "post":
            session.apply(EndTurn())


def set_up(make_app, seats: str, size=(1280, 720)):
    app, table = th.open_table(make_app, seats, 1, size)
    script(table.session, PREFIX)
    table.reset_table()
    return app, table


def drag_up(app, table: VadisTable, src: str, dst: str) -> None:
    key = table.slots.top(table.session.current, src)
    assert key is not None, f"no animal of the seat deciding in {src}"
    th.drag(app, table.sprites[key].pos, table.target_center(dst))
    th.frames(app, 2)


def send_one_vote_ask(app, table: VadisTable) -> None:
    """The seat deciding drags an animal from X1 to X8 and sends seat 1 an ask for 1 vote, offering nothing."""
    drag_up(app, table, "X1", "X8")
    th.press(app, table, f"Ask {table.session.seats[1].name}", "1 vote")
    th.press(app, table, "Offer", "nothing")
    th.press(app, table, "Send the deal")


def test_the_game_is_playable_in_the_arcade():
    entry = game_entry("zoo_vadis")
    assert entry.built and entry.coming_soon is None
    assert entry.rules_pages is not None and entry.board_painter is not None and entry.diagram_painter is not None


def test_human_vs_ai_deal_with_back_an_asked_computer_and_its_counter(make_app):
    app, table = set_up(make_app, "human,ai:normal,ai:normal")
    s = table.session
    th.until(app, lambda: table.input_enabled() and s.state.phase == "turn", what="the human's turn")
    assert s.state.animals[1][:2] == [2, 1] and s.state.screens[0][0] == 4
    # the drag lights the legal paths; the drop opens the deal
    key = table.slots.top(0, "X1")
    sprite = table.sprites[key]
    vp = app.display.viewport
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=vp.to_window(sprite.pos), button=1))
    mid = table.target_center("X8")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=vp.to_window(mid), rel=(5, 5), buttons=(1, 0, 0)))
    app.step(1 / 60)
    assert table.drag.dragging and "X8" in table.legal_targets(sprite) and "X13" not in table.legal_targets(sprite)
    assert any("Votes needed: 3" in line for line in table._preview_lines()), table._preview_lines()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=vp.to_window(mid), button=1))
    th.frames(app, 2)
    assert s.state.phase == "compose" and s.state.draft is not None and s.state.draft.need == 3
    assert "Back out" in th.panel_labels(table)
    # Back: the plan is dropped before anything was sent
    th.press(app, table, "Back out")
    th.frames(app, 2)
    assert isinstance(s.record.steps[-1].action, Back) and s.state.phase == "turn"
    drag_up(app, table, "X1", "X8")
    assert s.state.phase == "compose"
    name1 = s.seats[1].name
    th.press(app, table, f"Ask {name1}", "1 vote")
    assert s.state.phase == "offer" and th.panel_labels(table)[:2] == ["Offer", "Offer + promise"]
    th.press(app, table, "Offer", "1 \u00d7 I")
    assert s.state.draft.items[0].values == [1]
    th.press(app, table, "Send the deal")
    # the computer answers at once (a quick decision): a counter the human can pay
    th.until(app, lambda: s.state.phase != "answer" and not table.queue.busy, what="the computer's answer")
    assert isinstance(s.record.steps[-1].action, Counter) and s.record.steps[-1].seat == 1
    d = s.decision
    assert d.kind == DecisionKind.PAY and d.seat == 0 and table.input_enabled()
    labels = th.panel_labels(table)
    assert labels[0].startswith("Add to your offer") and "Drop it: the deal fails" in labels
    assert any(b.seat == 1 and b.text.startswith("Counter") for b in table.bubbles)
    before = s.state.counts[1]
    th.press(app, table, "Add to your offer")
    th.until(app, lambda: not table.queue.busy and s.state.animals[8][0] == 1, what="the advance")
    meet = next(step.action for step in s.record.steps if isinstance(step.action, Meet))
    assert sum(meet.values) + 1 >= 3
    assert s.state.animals[1][0] == 1 and s.state.counts[1] >= before + 1 + len(meet.values)
    assert table.slots.matches(s.state) and table.slots.counts("X8", 3)[0][0] == 1
    last = table.last_deal
    assert last is not None and last["outcome"] == "done" and last["asks"][0][0] == 1
    assert last["asks"][0][2].startswith("counter")
    # the log told the whole deal as the human saw it
    text = " ".join(e.text for e in table.log.entries)
    assert name1 in text and "counter" in text.lower()


def test_a_keyboard_path_reaches_every_kind_of_step(make_app):
    app, table = set_up(make_app, "human,ai:normal,ai:normal")
    s = table.session
    th.until(app, lambda: table.input_enabled() and s.state.phase == "turn", what="the human's turn")
    for _ in range(len(table.legal())):
        th.key_press(app, pygame.K_TAB)
        chosen = table.legal()[table.choice()]
        if isinstance(chosen, Compose) and chosen.src == "X1" and chosen.piece == "animal":
            break
    assert table.mark_rects(chosen) is not None, "a spatial move is marked on the board"
    th.key_press(app, pygame.K_RETURN)
    assert s.state.phase == "compose"
    assert table.panel.choices[0].spacer and table.panel.digit_of(0) == 1, "key 1 is the dim Send row (ZV-6)"
    assert table.panel.digit_of(1) == 2, "key 1 is kept for Send, which is not there yet"
    th.key_press(app, pygame.K_2)  # the first control: ask the seat with votes there
    assert s.state.phase == "offer"
    th.key_press(app, pygame.K_1)  # offer nothing
    assert s.state.phase == "compose" and isinstance(s.record.steps[-1].action, Offer)
    labels = th.panel_labels(table)
    th.key_press(app, pygame.K_0 + table.panel.digit_of(labels.index("Back out")))
    assert isinstance(s.record.steps[-1].action, Back)


def test_hot_seat_three_humans_answer_after_the_handoff_and_see_only_their_own(make_app):
    app, table = set_up(make_app, "human,human,human")
    s = table.session
    names = [seat.name for seat in s.seats]
    th.until(app, lambda: th.pass_handoff(app) or table.input_enabled(), what="seat 0's screen")
    th.until(app, lambda: table.input_enabled(), what="seat 0 decides")
    assert table.viewer == 0 and all(table.view.screens[q] is None for q in (1, 2))
    send_one_vote_ask(app, table)
    th.frames(app, 3)
    d = s.decision
    assert d.kind == DecisionKind.ANSWER and d.seat == 1 and d.turn_seat == 0
    assert isinstance(app.scenes.top, HandoffScene), "the asked human gets the handoff screen first"
    assert table.viewer is None and all(screen is None for screen in table.view.screens)
    assert th.pass_handoff(app)
    th.frames(app, 2)
    assert table.viewer == 1 and table.input_enabled()
    assert table.view.screens[0] is None and table.view.screens[2] is None
    assert table.view.draft is not None and table.view.draft.items[0].values == []  # a party sees the offer
    labels = th.panel_labels(table)
    assert labels[0].startswith("Accept") and "Counter" in labels and "Decline" in labels
    th.press(app, table, "Counter", "at least 1")
    th.frames(app, 3)
    assert s.decision.kind == DecisionKind.PAY and s.decision.seat == 0
    assert isinstance(app.scenes.top, HandoffScene), "back to the mover, through the handoff"
    th.pass_handoff(app)
    th.frames(app, 2)
    assert table.viewer == 0
    th.press(app, table, "Add to your offer")
    th.until(app, lambda: not table.queue.busy and s.state.animals[8][0] == 1, what="the advance")
    # play on to seat 2's turn (seat 0 ends its turn, seat 1 moves the Zoo Keeper by a drag)
    for _ in range(900):
        if th.pass_handoff(app):
            continue
        if table.input_enabled() and s.current == 2:
            break
        if table.input_enabled() and s.state.phase == "post":
            th.press(app, table, "End turn")
        elif table.input_enabled() and s.current == 1 and s.state.phase == "turn":
            space = next(a.space for a in table.legal() if isinstance(a, MoveKeeper))
            th.drag(app, table.sprites["keeper"].pos, table.target_center(space))
            assert isinstance(s.record.steps[-1].action, MoveKeeper)
        app.step(1 / 30)
    assert table.input_enabled() and s.current == 2
    assert table.viewer == 2 and table.view.screens[0] is None and table.view.screens[1] is None
    for viewer, parties, _kind in table.faces_shown:
        assert viewer in parties, (viewer, parties)
    told = [line.text for _, _, events in s.history_events(2) for ev in events
             for line in table.narrator.lines(ev, table.names)]
    assert [e.text for e in table.log.entries][-len(told):] == told, "seat 2 reads the log as seat 2 saw the game"
    paid = [t for t in told if "token" in t and names[0] in t and names[1] in t]
    assert paid and not any("III" in t or " a I" in t for t in paid), paid


def test_hot_seat_handoffs_mid_deal_say_it_is_a_deal_and_name_no_amount(make_app):
    """Play test 14 (F6): the handoff to an asked seat read only "Pass to Player 2 — click when ready", like a
    turn change, and so did the counter going back.  Now it says who asks for what, and who countered; the
    whole table reads it, so no laurel amount is on it."""
    app, table = set_up(make_app, "human,human,human")
    s = table.session
    names = [seat.name for seat in s.seats]
    th.until(app, lambda: th.pass_handoff(app) or table.input_enabled(), what="seat 0's screen")
    th.until(app, lambda: table.input_enabled(), what="seat 0 decides")
    send_one_vote_ask(app, table)
    th.frames(app, 3)
    top = app.scenes.top
    assert isinstance(top, HandoffScene) and top.name == names[1]
    assert top.reason == f"{names[0]} asks you for 1 vote: answer the deal", top.reason
    assert top.text == f"Pass to {names[1]} \u2014 {top.reason} \u2014 click when ready"
    assert th.pass_handoff(app)
    th.frames(app, 2)
    th.press(app, table, "Counter", "at least 2")
    th.frames(app, 3)
    top = app.scenes.top
    assert isinstance(top, HandoffScene) and top.name == names[0]
    assert top.reason == f"{names[1]} countered your deal: meet it or drop it", top.reason
    assert not any(ch.isdigit() for ch in top.reason.replace(names[1], "")), "no amount on the shared screen"


def test_save_and_continue_mid_game(make_app):
    from zooarcade.scenes.title import TitleScene

    app, table = set_up(make_app, "human,ai:easy,ai:normal")
    s = table.session
    th.until(app, lambda: table.input_enabled() and s.state.phase == "turn", what="the human's turn")
    drag_up(app, table, "X1", "X8")
    th.press(app, table, f"Ask {s.seats[1].name}", "1 vote")
    assert s.state.phase == "offer"
    fingerprint = s.state.fingerprint()
    title = TitleScene(app)
    app.scenes.reset(title)
    app.scenes.apply_pending()
    th.frames(app, 2)
    assert title.latest is not None
    th.click(app, title.buttons[0].rect.center)
    th.frames(app, 2)
    again = app.scenes.top
    assert isinstance(again, VadisTable) and again is not table
    assert again.session.state.fingerprint() == fingerprint
    assert again.session.state.phase == "offer" and again.input_enabled()
    th.press(app, again, "Offer", "2 \u00d7 I")
    th.press(app, again, "Send the deal")
    th.until(app, lambda: again.session.state.phase not in ("answer",) and not again.queue.busy, what="answer")
    assert again.slots.matches(again.session.state) or again.queue.busy


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (320, 200), (1920, 1080)])
@pytest.mark.parametrize("seats", ["human,ai:easy,ai:easy", "human,ai:easy,ai:easy,ai:easy,ai:easy,ai:easy,ai:easy"])
def test_every_size_draws(make_app, size, seats):
    app, table = th.open_table(make_app, seats, 5, size)
    th.frames(app, 30)
    assert app.display.canvas.get_size()
    small = pygame.transform.scale(app.display.window, (64, 36))
    colours = {tuple(small.get_at((x, y)))[:3] for x in range(64) for y in range(36)}
    assert len(colours) > 40


@pytest.mark.parametrize("players,star", [(5, None), (6, 5), (7, 7)])
def test_both_board_sides_and_the_five_space_star(make_app, players, star):
    seats = ",".join(["human"] + ["ai:easy"] * (players - 1))
    options = {} if star is None else {"star": star}
    app, table = th.open_table(make_app, seats, 3, options=options)
    expect = table.session.state.star_size
    assert len(table.painter.slot_centers("X13")) == expect == (star or (5 if players <= 5 else 7))
    assert len(table.painter.slot_centers("X1")) == (5 if players <= 5 else 7)
    th.frames(app, 5)


def test_a_refused_drop_says_why(make_app):
    app, table = set_up(make_app, "human,ai:normal,ai:normal")
    s = table.session
    th.until(app, lambda: table.input_enabled() and s.state.phase == "turn", what="the human's turn")
    key = table.slots.top(0, "X1")
    steps = len(s.record.steps)
    th.drag(app, table.sprites[key].pos, table.target_center("X13"))
    th.frames(app, 2)
    assert len(s.record.steps) == steps and table.toast is not None
    assert "its paths lead up to" in table.toast[0]  # the rules' reason (VadisState.explain)
    th.drag(app, table.sprites["supply:0"].pos, table.target_center("X9"))
    assert "bottom exhibits" in table.toast[0]


def test_a_piece_walks_along_the_drawn_path(make_app):
    """At normal speed the advancing piece follows the path's drawn curve, not a straight jump."""
    from zooarcade.games.zoo_vadis.board_draw import point_along

    app, table = set_up(make_app, "human,ai:normal,ai:normal")
    s = table.session
    th.until(app, lambda: table.input_enabled() and s.state.phase == "turn", what="the human's turn")
    app.settings.animation_speed = "normal"
    peacock = next(a for a in table.legal() if isinstance(a, Compose) and a.piece == "peacock")
    key = table.source_key(peacock)
    assert key is not None and key.startswith("p.")
    table.play_action(peacock, table.sprites[key])
    if s.state.phase == "compose":  # an ability could still be asked: Send by hand (else the drop sent it)
        table.play_action(Send(), None)
    curve = table.painter.edge_points(peacock.src, peacock.dst)
    samples = [point_along(curve, i / 40) for i in range(41)]
    seen = []
    for _ in range(120):
        app.step(1 / 60)
        if key in table.flying:
            seen.append(table.sprites[key].pos)
        elif seen:
            break
    assert len(seen) >= 5, "the walk took several frames"
    near = [min(abs(p[0] - q[0]) + abs(p[1] - q[1]) for q in samples) for p in seen[1:-1]]
    assert max(near) < 40, near
    where = table.slots.where(key)
    assert where is not None and where[0] == peacock.dst
    assert table.sprites[key].pos == table.slot_center(*where)


def test_tooltips_explain_exhibits_laurel_spaces_and_seats(make_app):
    app, table = set_up(make_app, "human,ai:normal,ai:normal")
    s = table.session
    th.until(app, lambda: table.input_enabled(), what="the human's turn")
    big = table.tooltip_lines("X1")
    assert big[0].startswith("Big Meadow") and "5 spaces" in big[0] and "3 votes" in big[1]
    assert any(s.seats[0].name in line for line in big)
    keeper = s.state.board.space_ids[s.state.keeper]
    lines = table.tooltip_lines(keeper)
    assert lines[0].startswith("Path") and any("Zoo Keeper" in line for line in lines)
    seat = table.tooltip_lines(("seat", 1))
    assert s.seats[1].name in seat[0] and "laurel token" in seat[1]
    # the pointer resting on an exhibit shows its tooltip after a short delay
    pos = app.display.viewport.to_window(table.target_center("X1"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    th.frames(app, 20)
    assert table.hover_key == "X1" and table.hover_time > 0.35


def test_the_replay_board_and_the_rules_diagrams_draw(make_app):
    from zooarcade.gallery import demo_session
    from zooarcade.games.zoo_vadis import rules_text
    from zooarcade.games.zoo_vadis.board_draw import DIAGRAMS
    from zooarcade.ui import gfx

    app = make_app()
    entry = game_entry("zoo_vadis")
    paint = entry.board_painter(app)
    session = demo_session("zoo_vadis", 7, 300, players=6)
    canvas = gfx.Canvas.blank((900, 600), 1.0, alpha=False)
    steps = session.record.steps
    before = session.record.new_state(session.spec)
    drawn = paint(canvas, pygame.Rect(0, 0, 900, 600), session.state, before, steps[0].action, False)
    assert drawn.w <= 900 and drawn.h <= 600 and drawn.w > 800
    diagrams = entry.diagram_painter(app)
    named = {block[1] for _, blocks in rules_text.PAGES for block in blocks if block[0] == "diagram"}
    assert named <= set(DIAGRAMS)
    for name in DIAGRAMS:
        canvas = gfx.Canvas.blank((500, 320), 1.0, alpha=False)
        assert diagrams(canvas, pygame.Rect(0, 0, 500, 320), name).w > 400
    with pytest.raises(KeyError):
        diagrams(canvas, pygame.Rect(0, 0, 500, 320), "nope")
    text = " ".join(str(b) for _, blocks in rules_text.PAGES for b in blocks)
    assert "free table talk" in " ".join(h for h, _ in rules_text.PAGES).lower() or "real table" in text


#: distinctive sentences of the seed text (shared/seeds/003_...), copied here so the test never reads ../shared.
SEED_SENTENCES = (
    "Take an animal from your supply and place it on any open space in one of the four exhibits at the bottom "
    "of the board.",
    "Promises that can be redeemed within the same turn must be kept.",
    "When you move an animal from a three, five, or seven-space exhibit, you may collect the laurel token along "
    "the path the animal takes.",
    "If the moving animal garnered more votes than necessary, only the votes needed for the majority earn tokens; "
    "the player who moved the animal gets to decide who receives them.",
    "The game ends immediately when all the spaces in the Star Exhibit are filled.",
    "For each animal you have in the exhibit that you are trying to leave, you get one vote.",
)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_rules_reader_pages_fit_and_are_in_our_own_words(make_app, size):
    import re

    from zooarcade.scenes.rules import RulesScene, rules_book

    book = rules_book("zoo_vadis")
    assert book.written and book.pages[0].heading == "The idea"
    words = re.findall(r"[a-z0-9']+", book.plain_text().lower())
    grams = {tuple(words[i:i + 6]) for i in range(len(words) - 5)}
    for sentence in SEED_SENTENCES:
        w = re.findall(r"[a-z0-9']+", sentence.lower())
        assert not {tuple(w[i:i + 6]) for i in range(len(w) - 5)} & grams, sentence
    app = make_app(size=size)
    scene = RulesScene(app, "zoo_vadis")
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    assert scene.painter is not None
    for page in range(scene.page_count):
        scene.go(page)
        app.step(1 / 30)
        assert not scene.overflow[page], book.pages[page].heading


def test_an_animal_dragged_from_the_supply_leaves_no_ghost_behind(make_app):
    """Play test: the dragged supply figure stayed on the board beside the new piece; it must go home."""
    app, table = set_up(make_app, "human,ai:normal,ai:normal")
    s = table.session
    th.until(app, lambda: table.input_enabled() and s.state.phase == "turn", what="the human's turn")
    adds = [a for a in table.legal() if isinstance(a, Add)]
    assert adds, "the human can add an animal"
    supply = table.sprites["supply:0"]
    home = table.layout.supply_center(0)
    before = len(table.slots.pieces())
    th.drag(app, supply.pos, table.target_center(adds[0].exhibit))
    th.until(app, lambda: not table.queue.busy, what="the add played out")
    assert isinstance(s.record.steps[-1].action, Add)
    assert len(table.slots.pieces()) == before + 1
    assert (round(supply.pos[0]), round(supply.pos[1])) == (round(home[0]), round(home[1])), \
        "the supply figure is back in the seat panel, not left on the board"


def test_any_of_your_animals_in_an_exhibit_can_be_dragged_up(make_app):
    """Play test 8: with three animals in the Big Meadow only the last one could be dragged; pressing the
    others did nothing at all. Now whichever of yours you grab, the one that leaves next goes."""
    app, table = set_up(make_app, "human,ai:normal,ai:normal")
    s = table.session
    th.until(app, lambda: table.input_enabled() and s.state.phase == "turn", what="the human's turn")
    top = table.slots.top(0, "X1")
    mine = [k for k in table.slots.places["X1"] if k is not None and k.startswith("a0.")]
    assert len(mine) >= 2 and top in mine
    other = next(k for k in mine if k != top)
    th.drag(app, table.sprites[other].pos, table.target_center("X8"))
    th.frames(app, 2)
    assert s.state.phase == "compose" and s.state.draft is not None, "the grabbed animal did not start a deal"
