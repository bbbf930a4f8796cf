"""Location names in the log are the board's own edge labels (play test 12: "(4,5)" had no key)."""

from __future__ import annotations

from zooarcade.games.apocalypse.data import GRID, loc_name
from zooarcade.games.apocalypse.layout import TableLayout, grid_label_tags
from zooarcade.games.apocalypse.narration import ApocalypseNarrator
from zooarcade.games.apocalypse.rules import Move, Place


def test_a_location_is_named_by_the_letter_above_it_and_the_number_left_of_it() -> None:
    layout = TableLayout(2)
    tags = grid_label_tags(layout)
    columns, rows = tags[0::2], tags[1::2]
    assert [label for label, _ in columns] == list("ABCDE")
    assert [label for label, _ in rows] == ["1", "2", "3", "4", "5"]
    for loc in range(GRID * GRID):
        cell = layout.cell_rect(loc)
        above = next(label for label, tag in columns if cell.left <= tag.centerx <= cell.right)
        left = next(label for label, tag in rows if cell.top <= tag.centery <= cell.bottom)
        assert loc_name(loc) == above + left
    assert loc_name(0) == "A1" and loc_name(12) == "C3" and loc_name(9) == "E2" and loc_name(23) == "D5"


def test_log_and_captions_use_the_names() -> None:
    narrator = ApocalypseNarrator()
    assert narrator.caption(Place(4, 9), None, ["Ann"]) == "Place 4 on E2"  # type: ignore[arg-type]
    assert Move(7, 8).describe() == "moves from C2 to D2"
