"""The compact table: a 960×720 canvas for the four game tables in a narrow window (play testers: 6–9 px text at
800×600), every other screen on 1280×720 as before; the top bar's tools, the Log button and the decision drawer."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tests.uihelpers import click, key, show_table
from zooarcade.gallery import _vadis_deal, demo_round_end, demo_session, fighters_paying
from zooarcade.storage.settings import Settings
from zooarcade.ui.busy import busy_rect
from zooarcade.ui.display import COMPACT_SIZE, LOGICAL_SIZE, compact_helps

GAMES = ("apocalypse", "zop_zoo", "zoo_vadis", "zoo_fighters")
#: where each game's static top bar writes its title (logical x) and the pixels after the title it also uses.
TITLE_AT = {"apocalypse": (54, 0), "zop_zoo": (60, 0), "zoo_vadis": (18, 38), "zoo_fighters": (54, 0)}


def _human_decides(session) -> bool:
    d = session.decision
    return d is not None and d.seat == 0 and not d.forced


def _table(make_app, game_id: str, size=(800, 600), session=None):
    session = session or demo_session(game_id, 11, 14, until=_human_decides)
    app, table = show_table(make_app, session, size)
    for _ in range(3):
        app.step(1 / 30)
    return app, table


def _open_in(app, game_id: str):
    """The table of a fresh ``game_id`` session, the only scene of ``app`` (with its settings), one frame run."""
    table = app.make_table(demo_session(game_id, 11, 14, until=_human_decides))
    app.scenes.reset(table)
    app.scenes.apply_pending()
    app.step(1 / 30)
    return table


def test_the_rule_picks_the_compact_table_only_where_it_is_drawn_larger() -> None:
    assert compact_helps((800, 600)) and compact_helps((1024, 768)) and compact_helps((960, 720))
    assert not compact_helps((1280, 720)) and not compact_helps((1920, 1080))
    assert not compact_helps((1600, 1200))  # 4:3, but the wide canvas is already drawn at 1.25
    assert not compact_helps((1000, 600))  # 5:3: a wide enough window


def test_a_table_in_800x600_is_960_wide_and_every_other_screen_1280(make_app) -> None:
    from zooarcade.scenes.pause import PauseScene
    from zooarcade.scenes.rules import RulesScene
    from zooarcade.scenes.title import TitleScene

    app = make_app(size=(800, 600))
    app.scenes.reset(TitleScene(app))
    app.scenes.apply_pending()
    assert app.display.canvas.get_size() == LOGICAL_SIZE
    assert app.display.viewport.scale == pytest.approx(0.625)
    table = app.make_table(demo_session("zop_zoo", 11, 14, until=_human_decides))
    app.scenes.replace(table)
    app.scenes.apply_pending()
    assert app.display.canvas.get_size() == COMPACT_SIZE
    assert app.display.viewport.scale == pytest.approx(800 / 960)
    assert (app.display.viewport.offset_x, app.display.viewport.offset_y) == (0, 0)
    app.step(1 / 30)
    assert table.compact and table.frame.drawer
    app.scenes.push(PauseScene(app, table.session))  # an overlay shares the table's canvas
    app.scenes.apply_pending()
    assert app.display.canvas.get_size() == COMPACT_SIZE
    app.scenes.push(RulesScene(app, "zop_zoo"))  # an opaque screen over the table has its own 1280×720
    app.scenes.apply_pending()
    assert app.display.canvas.get_size() == LOGICAL_SIZE
    app.scenes.pop()
    app.scenes.pop()
    app.scenes.apply_pending()
    assert app.display.canvas.get_size() == COMPACT_SIZE
    app.step(1 / 30)
    assert table.compact
    app.scenes.replace(TitleScene(app))
    app.scenes.apply_pending()
    assert app.display.canvas.get_size() == LOGICAL_SIZE


def test_the_wide_table_stays_in_a_wide_window_and_with_the_setting(make_app) -> None:
    app, table = _table(make_app, "apocalypse", size=(1280, 720))
    assert app.display.canvas.get_size() == LOGICAL_SIZE and not table.compact
    assert table.menu.rect == pygame.Rect(1156, 9, 110, 34) and table.undo_button.rect.x == 948
    app2 = make_app(size=(800, 600))
    app2.settings.table_layout = "wide"
    table2 = _open_in(app2, "apocalypse")
    assert app2.display.canvas.get_size() == LOGICAL_SIZE and not table2.compact


def test_a_resize_refits_the_canvas_both_ways(make_app) -> None:
    app, table = _table(make_app, "zoo_vadis", size=(1280, 720))
    assert not table.compact
    for size, canvas, compact in (((800, 600), COMPACT_SIZE, True), ((1280, 720), LOGICAL_SIZE, False)):
        app.display.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.step(1 / 30)
        assert app.display.canvas.get_size() == canvas
        assert table.compact is compact
        assert table.menu.rect.right <= canvas[0] - 8


def test_a_click_maps_to_the_compact_canvas(make_app) -> None:
    app, table = _table(make_app, "apocalypse")
    assert app.display.to_logical((400, 300)) == (480, 360)
    assert app.display.to_logical((799, 599)) == (958, 718)
    assert app.display.viewport.to_window(COMPACT_SIZE) == (800, 600)
    log_button = table.log_button.rect
    assert log_button.right <= 960 and log_button.w > 0
    click(app, log_button.center)  # window pixels, mapped back through the compact viewport
    app.step(1 / 30)
    assert table.log_view is not None and app.scenes.top is table.log_view
    box = table.log_view.box
    assert box.centerx == 480 and pygame.Rect(0, 0, 960, 720).contains(box)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    click(app, table.menu.rect.center)
    app.step(1 / 30)
    assert type(app.scenes.top).__name__ == "PauseScene"


def test_the_drawer_folds_away_and_blocks_the_board_under_it(make_app) -> None:
    session = demo_session("zoo_vadis", 5, 60, players=5, until=_vadis_deal)
    app, table = _table(make_app, "zoo_vadis", session=session)
    assert table.compact and table.panel.visible and table.drawer_shown()
    drawer = pygame.Rect(table.panel.rect)
    assert drawer.right <= 952 and drawer.x >= 600
    reached: list[tuple[int, int]] = []
    real = table.drag.handle_event

    def spy(event):
        if event.type == pygame.MOUSEBUTTONDOWN:
            reached.append(event.pos)
        return real(event)

    table.drag.handle_event = spy
    spot = (drawer.x + 6, drawer.y + 6)  # the drawer's card, not one of its buttons
    click(app, spot)
    assert reached == [], "a press on the drawer reached the board under it"
    tab = table.drawer_tab_rect()
    assert tab is not None and table.drawer_tab.text == "Hide (D)"
    key(app, pygame.K_d)
    assert not table.drawer_shown() and table.drawer_tab.text == "Choices (D)"
    folded_tab = table.drawer_tab_rect()
    assert folded_tab is not None and not folded_tab.collidepoint(spot)
    click(app, spot)
    assert reached, "with the drawer folded a press there goes to the board"
    click(app, folded_tab.center)  # the tab opens it again
    assert table.drawer_shown() and table.panel.rect == drawer


@pytest.mark.parametrize("game_id", GAMES)
def test_nothing_of_the_top_bar_is_cut_or_overlapping_at_960(make_app, game_id: str) -> None:
    app, table = _table(make_app, game_id)
    assert table.compact
    bar = pygame.Rect(0, 0, 960, table.frame.top_bar)
    parts = {"menu": table.menu.rect, "log": table.log_button.rect, "counter": table.progress_rect(),
             "banner": table.banner_area()}
    parts.update({button.text: button.rect for button in table.tools})
    for name, rect in parts.items():
        assert bar.contains(rect), (name, rect)
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)
    x, extra = TITLE_AT[game_id]
    title_end = x + app.font("display", 26).size(table.frame.title)[0] + extra
    assert title_end < table.banner_area().x, (table.frame.title, title_end, table.banner_area())


def test_the_round_sheet_and_the_busy_card_fit_the_compact_canvas(make_app) -> None:
    session, end = demo_round_end("zop_zoo")
    app, table = _table(make_app, "zop_zoo", session=session)
    assert table.compact and table.open_round_end(end)
    table.round_summary.advance()
    canvas = pygame.Rect((0, 0), COMPACT_SIZE)
    sheet = table.round_summary.rect
    assert canvas.contains(sheet) and sheet.centerx == 480
    assert sheet.contains(table.round_summary.button_rect())
    assert all(sheet.contains(r) for r in table.round_summary.column_rects())
    assert busy_rect(COMPACT_SIZE).center == (480, 360)


def test_a_payment_drawer_keeps_its_controls_on_the_canvas(make_app) -> None:
    app, table = _table(make_app, "zoo_fighters", session=fighters_paying())
    assert table.compact and table.drawer_shown()
    canvas = pygame.Rect((0, 0), COMPACT_SIZE)
    assert canvas.contains(table.panel.rect) and table.panel.buttons
    assert all(canvas.contains(b.rect) for b in table.panel.buttons)


def test_a_dialog_over_the_compact_table_is_centred(make_app) -> None:
    app, table = _table(make_app, "apocalypse")
    app.confirm("Play this move?", "Move it.", lambda: None, yes_label="Play", no_label="Not yet")
    app.step(1 / 30)
    dialog = app.scenes.top
    assert dialog.box.centerx == 480
    assert dialog.box.contains(dialog.yes_button.rect) and dialog.box.contains(dialog.no_button.rect)


def test_the_table_layout_setting_is_stored() -> None:
    assert Settings().table_layout == "auto"
    assert Settings.from_json({"table_layout": "wide"}).table_layout == "wide"
    assert Settings.from_json(Settings.from_json({"table_layout": "wide"}).to_json()).table_layout == "wide"
    with pytest.raises(ValueError):
        Settings.from_json({"table_layout": "narrow"})


def test_the_settings_screen_switches_the_table_to_always_wide(make_app) -> None:
    from zooarcade.scenes.settings import SettingsScene

    app = make_app(size=(800, 600))
    scene = SettingsScene(app)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(1 / 30)
    choice = scene.controls["table_layout"]
    assert choice.options == ["Auto", "Always wide"] and choice.index == 0
    assert pygame.Rect(48, 118, 574, 486).contains(choice.rect)  # inside its panel
    click(app, (choice.rect.right - 16, choice.rect.centery))  # the right arrow
    assert app.settings.table_layout == "wide"
    table = _open_in(app, "zop_zoo")
    assert app.display.canvas.get_size() == LOGICAL_SIZE and not table.compact


def test_a_guided_first_game_keeps_the_wide_table(make_app) -> None:
    """The lesson's card stands where the log is: a lesson in 800x600 stays on the 1280-wide canvas."""
    from tests.ui import guide_driver as gd

    app, table = gd.open_guide(make_app, "zop_zoo", size=(800, 600))
    app.step(1 / 30)
    assert table.guide is not None and not table.compact
    assert app.display.canvas.get_size() == LOGICAL_SIZE


def test_the_hover_preview_stays_on_the_compact_canvas(make_app) -> None:
    app, table = _table(make_app, "apocalypse")
    assert table.compact
    canvas = pygame.Rect((0, 0), COMPACT_SIZE)
    sprites = sorted((s for s in table.sprites.values() if s.visible and canvas.contains(s.rect)),
                     key=lambda s: -s.rect.right)
    shown = 0
    for sprite in sprites[:6]:  # the pieces nearest the right edge, where a preview "right of it" would leave
        pos = table.to_window(sprite.rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(30):
            app.step(1 / 30)
        if table.preview.shown:
            shown += 1
            panel, _ = table.preview.layout()
            assert canvas.contains(panel), (sprite.key, panel)
    assert shown, "no piece near the right edge shows a preview"


def test_a_keyboard_choice_in_the_folded_drawer_opens_it(make_app) -> None:
    session = demo_session("zoo_vadis", 5, 60, players=5, until=_vadis_deal)
    app, table = _table(make_app, "zoo_vadis", session=session)
    key(app, pygame.K_d)
    assert not table.drawer_shown()
    for _ in range(len(table.legal())):
        key(app, pygame.K_TAB)
        index = table.choice()
        if index is not None and not table.spatial(table.legal()[index]):
            break
    else:
        raise AssertionError("no panel action to choose with Tab")
    assert table.drawer_shown(), "the marked control is in the drawer: it opens"
