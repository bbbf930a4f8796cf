"""``simulate --report FILE.html``: the balance charts as one self-contained HTML page."""

from __future__ import annotations

import re
from pathlib import Path

from zooarcade.balance import seat_labels
from zooarcade.games.registry import get_spec
from zooarcade.report import Bar, bar_chart, wilson
from zooarcade.simulate import balance_charts, main, run_simulation


def test_report_draws_seat_seat_order_and_fighter_charts(tmp_path: Path) -> None:
    out = tmp_path / "balance.html"
    code = main(["--game", "zoo_fighters", "--seats", "ai:easy,ai:easy,ai:easy", "--games", "3", "--seed", "4",
                 "--quiet", "--report", str(out)])
    assert code == 0
    text = out.read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>") and text.rstrip().endswith("</html>")
    assert "<script" not in text and "http" not in text.replace("http://www.w3.org/2000/svg", "")  # self-contained
    titles = re.findall(r'aria-label="([^"]+)"', text)
    assert titles == ["Win share by seat", "Win share by seat order", "Win share by fighter (all seats)",
                      "Mean final score by seat (points)"]


def test_seat_order_shares_follow_the_first_seat() -> None:
    result = run_simulation("apocalypse", ["normal", "easy"], 4, 1)
    assert len(result.firsts) == len(result.winners) == 4
    # rebuild the "by seat order" bars by hand from the games' first seats and winners
    first_wins = sum((1.0 / len(w)) for f, w in zip(result.firsts, result.winners, strict=True) if f in w)
    charts = balance_charts(result)
    assert len(charts) == 3  # Apocalypse seats have no fighter or species: no label chart
    assert f"<title>first to act: {100 * first_wins / 4:.1f} %</title>" in charts[1]


def test_species_labels_of_zoo_vadis() -> None:
    spec = get_spec("zoo_vadis")
    state = spec.new_state(3, spec.resolve_options(3), 2)
    labels = seat_labels("zoo_vadis", state)
    assert labels is not None and len(labels) == 3 and len(set(labels)) == 3
    assert seat_labels("apocalypse", get_spec("apocalypse").new_state(2, {}, 1)) is None


def test_bar_chart_whiskers_are_the_wilson_interval() -> None:
    lo, hi = wilson(5, 10)
    svg = bar_chart("t", [Bar("a", 0.5, (lo, hi), 10)], fair=0.5)
    # axis from x=210 over 420 px for 0..100 %: the whisker runs from the interval's low to its high end
    assert f'x1="{210 + 420 * lo:.1f}"' in svg and f'x2="{210 + 420 * hi:.1f}"' in svg


def test_report_to_an_unwritable_place_says_so(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    code = main(["--game", "apocalypse", "--seats", "ai:easy,ai:easy", "--games", "1", "--quiet",
                 "--report", str(blocker / "r.html")])
    assert code == 2
    assert "cannot write the report" in capsys.readouterr().err
