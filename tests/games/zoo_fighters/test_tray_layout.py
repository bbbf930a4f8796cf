"""Zoo Fighters II table: the card waiting on its Reprisal sits in the tray's corner, clear of the cost.

Play-test finding: the Reprisal burst and its card covered the payment being made in the tray.
"""

from __future__ import annotations

import pytest

from zooarcade.games.zoo_fighters.layout import TableLayout


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_reprisal_card_waits_in_the_tray_corner_below_the_cost(players: int) -> None:
    lay = TableLayout(players, 0)
    tray, limbo = lay.tray, lay.limbo
    assert tray.contains(limbo)
    assert tray.right - limbo.right <= 16 and tray.bottom - limbo.bottom <= 12  # the lower right corner
    # the cost symbols start 44 px down and two rows of them end 44 + 2 * 25 px down: the card stays below them
    assert limbo.y >= tray.y + 44 + 2 * 25
    assert limbo.x - tray.x >= 150  # room on its left for the "Reprisal from …" words inside the tray
