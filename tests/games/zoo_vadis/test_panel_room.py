"""Zoo Vadis decision panel (play test 8): the label of an ability move keeps its room when its values fit
a narrow cycler; "Add + Crocodile" showed as "Add +…" beside a wide cycler of short exhibit names."""

from __future__ import annotations

from tests.games.zoo_vadis import tablehelpers as th
from zooarcade.games.zoo_vadis.actions import Compose
from zooarcade.games.zoo_vadis.scene import ADD_LABEL

#: a 3-player deal where the human (seat 0) may add an animal and have the Crocodile move it on.
SEED = 517500


def test_the_add_with_the_crocodile_label_is_whole_on_a_row_of_its_own(make_app):
    app, table = th.open_table(make_app, "human,ai:normal,ai:normal", SEED)
    s = table.session
    th.until(app, lambda: table.input_enabled() and s.state.phase == "turn", what="the human's turn")
    assert any(isinstance(a, Compose) and a.piece == "add" for a in table.legal()), "the deal changed"
    table._refresh_panel()
    # play test 9: the control says what it does and its values get a row of their own, the label the whole row
    index = next(i for i, c in enumerate(table.panel.choices) if c.label == ADD_LABEL)
    assert table.panel.choices[index].stacked
    assert index not in table.panel.cut, "the label was cut"
    assert table.panel.buttons[index].rect.w == table.panel.cyclers[index].rect.w
