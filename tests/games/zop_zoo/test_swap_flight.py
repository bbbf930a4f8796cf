"""ZOP ZOO, Table: a connected pair swapped by the EARTHWORM flies as it lies, inside the panels (play 11, z39)."""

from __future__ import annotations

import pygame

from tests.games.zop_zoo.helpers import cid
from tests.uihelpers import wait_until
from zooarcade.games.zop_zoo.layout import CARD, SEATS
from zooarcade.games.zop_zoo.rules import Phase, Swap, ZopState
from zooarcade.games.zop_zoo.scene import ZopTable
from zooarcade.session import GameSession, MatchSetup, parse_seats


def test_a_swapped_connected_pair_never_sticks_out_above_the_seats(make_app) -> None:
    """Seat 1's Phoenix (upper half joined) swapped for seat 0's Leech: all through the flight the upper half
    lies above its lower half by one cover offset, and no part of the pair leaves the seats' area; it ends in
    seat 0's row with the upper half in the row's top slot."""
    mine = ["w:lion", "w:owl", "w:zebra", "w:bear", ("w:gorilla", "b:gorilla"), "w:leech"]
    theirs = [("w:phoenix", "b:phoenix"), "w:yak", "w:ram", "w:ladybug", "w:iguana", "w:otter"]
    state = ZopState.from_position(3, [mine, theirs, ["w:toucan", "w:flamingo", "w:penguin", "w:butterfly",
                                                       "w:firefly", "w:hippo"]], draw=["b:earthworm", "b:koala"])
    app = make_app()
    app.settings.animation_speed = "normal"
    app.settings.ai_think_time = {"easy": 0.01, "normal": 0.01, "hard": 0.05}
    session = GameSession(MatchSetup("zop_zoo", parse_seats("human,ai:easy,ai:easy"), 1))
    session.state = state
    app.autosave = lambda session: None
    table = ZopTable(app, session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    wait_until(app, lambda: table.input_enabled() and session.state.phase == Phase.SPECIAL, limit=600,
               dt=1 / 60)
    swap = Swap(cid("w:leech"), cid("w:phoenix"), 1)
    assert swap in table.legal()
    table.request(swap, None)
    lower, upper = table.sprites["w:phoenix"], table.sprites["b:phoenix"]
    area = SEATS.inflate(2, 2)
    moved = False
    for _ in range(240):
        app.step(1 / 60)
        if "w:phoenix" in table.flying:
            moved = True
            for sprite in (lower, upper):
                rect = pygame.Rect(0, 0, round(CARD[0] * sprite.scale), round(CARD[1] * sprite.scale))
                rect.center = (round(sprite.pos[0]), round(sprite.pos[1]))
                assert area.contains(rect), (sprite.key, rect)
            assert upper.pos[1] < lower.pos[1]
        elif moved and not table.queue.busy:
            break
    assert moved, "the pair never flew"
    slots = table.layer.zones["row:0"].slots()
    assert slots["b:phoenix"].center[1] < slots["w:phoenix"].center[1]
    assert lower.pos == slots["w:phoenix"].center
