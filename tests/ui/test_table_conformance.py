"""Every table of the catalogue passes the table conformance harness (:mod:`tests.ui.table_conformance`)."""

from __future__ import annotations

import pytest

from tests.ui import table_conformance as tc
from zooarcade.games.registry import GAMES

#: (game id, seat count): the fewest and the most seats of every game that has a table.
CASES = [(g.id, n) for g in GAMES if g.built for n in sorted({g.min_players, g.max_players})]
IDS = [f"{g}-{n}p" for g, n in CASES]


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_computers_play_through_the_table_at_every_size(make_app, game_id, players):
    session = tc.play_with_computers(make_app, game_id, players)
    assert len(session.record.steps) > 0


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_a_human_against_computers_sees_only_their_view(make_app, game_id, players):
    session = tc.play_against_computers(make_app, game_id, players)
    assert any(s.seat == 0 for s in session.record.steps), "the human never played"


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_the_end_of_a_game_in_hot_seat_reaches_the_results(make_app, game_id, players):
    session = tc.finish_in_hot_seat(make_app, game_id, players)
    assert session.state.is_terminal()


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_a_saved_game_reopens_and_plays_on(make_app, tmp_path, game_id, players):
    session = tc.continue_from_a_save(make_app, tmp_path / "saves", game_id, players)
    assert len(session.record.steps) > 12 or session.state.is_terminal()


# ---------------------------------------------------------------------- the harness can fail
def _market_table(app, session):
    from tests.market_table import MarketTable

    return MarketTable(app, session)


def _leaky_table(app, session):
    """The market table, but it prints seat 1's hand values read from the true state (a leak)."""
    from tests import market
    from tests.market_table import MarketTable
    from zooarcade.ui import theme

    class Leaky(MarketTable):
        def draw_overlay(self, surface):
            super().draw_overlay(surface)
            hand = self.session.state.hands[1]
            text = " ".join(str(market.value(c)) for c in hand if c is not None)
            surface.blit(self.text.get("bold", 18, text or "-", theme.INK), (40, 40))

    return Leaky(app, session)


def test_the_harness_passes_the_market_table_with_hidden_hands(make_app, monkeypatch):
    from tests import market

    ran = []
    real = tc.assert_screen_hides
    monkeypatch.setattr(tc, "assert_screen_hides", lambda *a: ran.append(real(*a)) or ran[-1])
    session = tc.play_against_computers(make_app, "keepers_market", 3, factory=_market_table, spec=market.spec())
    assert len(session.record.steps) >= 20
    session = tc.finish_in_hot_seat(make_app, "keepers_market", 3, factory=_market_table, spec=market.spec())
    assert session.state.is_terminal()
    assert ran.count(True) >= 5, "the screen check must have run on the hidden hands"


def test_the_harness_catches_a_table_that_draws_hidden_cards(make_app):
    from tests import market
    from tests.conformance import ConformanceError

    with pytest.raises(ConformanceError, match="draws from the true state"):
        tc.play_against_computers(make_app, "keepers_market", 3, factory=_leaky_table, spec=market.spec())
