"""ZOP ZOO, play test 10: a person's step with only one outcome is played for them, and the banner says so in one
short dim line (synthetic input, no timing)."""

from __future__ import annotations

from zooarcade.games.zop_zoo.rules import Draw
from zooarcade.ui import theme


def _table(make_app, until):
    from zooarcade.gallery import demo_session

    session = demo_session("zop_zoo", seed=7, moves=0, until=until)
    app = make_app()
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    return table


def _forced_draw_for(seat):
    def until(s):
        d = s.decision
        return d is not None and d.forced and s.current == seat and isinstance(s.forced_action(), Draw)
    return until


def test_a_forced_draw_of_a_person_says_it_is_played_for_them(make_app):
    table = _table(make_app, _forced_draw_for(0))
    assert not table.session.seats[0].is_ai and not table.asks_human()
    text, color = table.banner()
    assert text == "Ann: nothing to decide \u2014 the table draws for you", text
    assert color == theme.INK_DIM  # unobtrusive: not the accent of a real question
    assert table.frame.top_bar > 0 and table.app.font("bold", 18).size(text)[0] < 600  # one short line


def test_a_computer_seat_or_a_real_choice_keeps_the_usual_banner(make_app):
    table = _table(make_app, _forced_draw_for(1))
    assert table.banner_text() is None
    table = _table(make_app, lambda s: s.decision is not None and not s.decision.forced and s.current == 0)
    assert table.banner_text() is None and table.banner()[1] == theme.ACCENT  # the human's own prompt


def test_while_another_seats_move_plays_out_the_bar_names_that_seat(make_app, monkeypatch):
    """The note waits until the previous mover's animation is over (the bar names the seat it shows)."""
    table = _table(make_app, _forced_draw_for(0))
    monkeypatch.setattr(table, "shown_seat", lambda: 1)
    assert table.banner_text() is None
