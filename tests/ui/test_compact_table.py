"""The compact table: a 960×720 canvas for the four game tables in a narrow window (play testers: 6–9 px text at
800×600), every other screen on 1280×720 as before; the top bar's tools, the Log button and the decision drawer."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tests.uihelpers import click, key, resize, show_table, spy_requests
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
    assert tab is not None and table.drawer_tab.text == "Hide"
    key(app, pygame.K_d)
    assert not table.drawer_shown() and table.drawer_tab.text == "Show choices"
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
    hint = next(h for label, h, _ in scene.labels if label == "Table layout")
    assert "small" in hint and "narrow" not in hint  # play test 12b: 800×600 is not what a player calls narrow
    assert 48 + 24 + app.font("text", 14).size(hint)[0] + 6 <= choice.rect.x, "the hint runs under the control"
    click(app, (choice.rect.right - 16, choice.rect.centery))  # the right arrow
    assert app.settings.table_layout == "wide"
    table = _open_in(app, "zop_zoo")
    assert app.display.canvas.get_size() == LOGICAL_SIZE and not table.compact


def test_a_guided_first_game_uses_the_compact_table(make_app) -> None:
    """A lesson in 800x600 is on the compact canvas (play test: on the wide one its text was 8 px high), its card
    over the play area; the window made 1280x720 brings the wide table back, the card over the log again."""
    from tests.ui import guide_driver as gd

    app, table = gd.open_guide(make_app, "zop_zoo", size=(800, 600))
    app.step(1 / 30)
    assert table.guide is not None and table.compact
    assert app.display.canvas.get_size() == COMPACT_SIZE
    assert table.guide.card.right <= COMPACT_SIZE[0] and table.guide.card != table.guide.wide_card
    app.display.window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    app.step(1 / 30)
    assert not table.compact and app.display.canvas.get_size() == LOGICAL_SIZE
    assert table.guide.card == table.guide.wide_card == pygame.Rect(table.log.rect.x, table.wide_frame.log.y,
                                                                    table.log.rect.w, table.guide.card.h)


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
    _tab_to_a_drawer_control(app, table)
    assert table.drawer_shown(), "the marked control is in the drawer: it opens"


def _tab_to_a_drawer_control(app, table) -> int:
    """Press Tab until the keyboard marks a choice that is a drawer control (not a move on the board); its index."""
    for _ in range(len(table.legal())):
        key(app, pygame.K_TAB)
        index = table.choice()
        if index is not None and not table.spatial(table.legal()[index]):
            return index
    raise AssertionError("no drawer control to mark with Tab")


def _folded_deal(make_app):
    session = demo_session("zoo_vadis", 5, 60, players=5, until=_vadis_deal)
    app, table = _table(make_app, "zoo_vadis", session=session)
    assert table.drawer_shown() and table.panel.buttons
    return app, table


def test_a_digit_key_opens_the_folded_drawer_and_plays_nothing(make_app) -> None:
    """Play test 12b: with the drawer folded, 3 played "End your turn" unseen; now the digit only opens it."""
    app, table = _folded_deal(make_app)
    asked = spy_requests(table)
    steps = table.steps()
    key(app, pygame.K_d)
    assert table.drawer_folded() and not table.drawer_shown()
    key(app, pygame.K_1)
    assert asked == [] and table.steps() == steps, "a digit played a choice of the folded drawer"
    assert table.drawer_shown() and table.toast is not None and "press 1 again" in table.toast[0]
    key(app, pygame.K_1)  # the drawer is seen now: the same key plays (or arms) its first control
    assert asked or table.panel.armed == 0


def test_enter_on_a_folded_drawer_choice_opens_it_and_plays_nothing(make_app) -> None:
    app, table = _folded_deal(make_app)
    index = _tab_to_a_drawer_control(app, table)
    marked = table.legal()[index]
    asked = spy_requests(table)
    key(app, pygame.K_d)
    assert table.drawer_folded() and table.choice() == index
    key(app, pygame.K_RETURN)
    assert asked == [], "Enter played the marked control of the folded drawer"
    assert table.drawer_shown() and "press Enter again" in table.toast[0]
    key(app, pygame.K_RETURN)
    assert asked == [marked]


@pytest.mark.parametrize("size", [(800, 600), (1024, 768)])
def test_the_drawer_tab_shows_the_d_key_in_a_cap_inside_the_tab(make_app, size) -> None:
    """Play test 12b: "Choices (D)" read as "Choices (0)"; the key is a cap beside plain words, all in the tab."""
    from zooarcade.ui.table.base import DRAWER_CAP_ROOM

    session = demo_session("zoo_vadis", 5, 60, players=5, until=_vadis_deal)
    app, table = _table(make_app, "zoo_vadis", size=size, session=session)
    for words in ("Hide", "Show choices"):
        table._update_drawer()
        tab, cap = table.drawer_tab_rect(), table.drawer_key_cap()
        assert table.drawer_tab.text == words and "(" not in words
        assert tab is not None and cap is not None and tab.contains(cap)
        width = app.font("display", table.drawer_tab.font_size).size(words)[0]
        left = tab.centerx + DRAWER_CAP_ROOM // 2 - width / 2
        assert left >= cap.right + 2 and left + width <= tab.right - 4, (words, tab, cap, width)
        key(app, pygame.K_d)


def _hover_a_tooltip(app, table) -> None:
    """Rest the pointer on a place with a tooltip until it shows."""
    spots = [(x, y) for y in range(table.frame.top_bar + 20, 700, 20) for x in range(20, 940, 20)
             if not table.drawer_at((x, y)) and table.hover_at((x, y)) is not None
             and table.tooltip_lines(table.hover_at((x, y)))]
    assert spots, "no piece with a tooltip to hover"
    pos = table.to_window(spots[0])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, 3), buttons=(0, 0, 0)))
    for _ in range(40):
        app.step(1 / 30)
    assert table.hover_key is not None and not table.tooltips_held


def test_the_tooltip_goes_when_the_drawer_folds_or_the_window_resizes(make_app) -> None:
    """Play test 12b: a tooltip stayed up after D opened the drawer, and after the window shrank under it."""
    app, table = _folded_deal(make_app)
    _hover_a_tooltip(app, table)
    key(app, pygame.K_d)
    for _ in range(20):
        app.step(1 / 30)
    assert table.hover_key is None and table.tooltips_held
    key(app, pygame.K_d)
    _hover_a_tooltip(app, table)
    for size in ((640, 480), (1280, 720)):  # compact to compact (no new layout), then to the wide table
        app.display.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        for _ in range(20):
            app.step(1 / 30)
        assert table.hover_key is None and table.tooltips_held, size
        _hover_a_tooltip(app, table)


LONG_TAIL = ("plays a Reprisal against you: stop it with a card from your hand or let it happen and lose "
             "the Chi you had saved for the final stretch of the game before you end your turn")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_status_pill_holds_its_words_however_long(make_app, monkeypatch, game_id: str) -> None:
    """Play test 12b: a banner wrapped on three lines spilled out of its pill; now two lines at most, cut with an
    ellipsis, and the whole words are the pill's tooltip."""
    from zooarcade.ui.table import hud

    app, table = _table(make_app, game_id)
    pills: list[pygame.Rect] = []
    drawn: list[list[pygame.Rect]] = []
    real_pill, real_blit = hud.pill, hud.blit_lines

    def pill(imgs, pad, center, area):
        pills.append(real_pill(imgs, pad, center, area))
        return pills[-1]

    def blit_lines(surface, imgs, center):
        y = center[1] - sum(i.get_height() for i in imgs) // 2
        rects = []
        for img in imgs:
            rects.append(img.get_rect(midtop=(center[0], y)))
            y += img.get_height()
        drawn.append(rects)
        real_blit(surface, imgs, center)

    monkeypatch.setattr(hud, "pill", pill)
    monkeypatch.setattr(hud, "blit_lines", blit_lines)
    own = table.banner()[0]
    names = max((table.name(s) for s in range(len(table.session.seats))), key=len)
    texts = [own, f"{own} and then {LONG_TAIL}", f"{names} {LONG_TAIL}", f"{names} {LONG_TAIL} " * 3]
    bar = table.banner_area()
    for text in texts:
        for as_toast in (False, True):
            pills.clear()
            drawn.clear()
            if as_toast:
                table.toast = (text, 5.0)
            else:
                table.toast = None
                monkeypatch.setattr(table, "banner", lambda text=text: (text, (255, 255, 255)))
            table.draw(app.display.canvas)
            box, lines = pills[-1], drawn[-1]
            assert bar.contains(box) and len(lines) <= 2, (text, box, bar)
            for line in lines:
                assert box.contains(line), (game_id, as_toast, text[:40], line, box)
            if table.banner_cut is not None:
                assert table.banner_cut == (text, box)
                key_ = table.banner_cut_at(box.center)
                assert key_ == ("banner", text)
    assert table.banner_cut is not None, "the longest notice was not cut"


def test_a_folded_drawer_stays_folded_after_a_trip_to_the_wide_table(make_app) -> None:
    """Play test: D folded the drawer, the window went wide and back, and the drawer was open again."""
    app, table = _folded_deal(make_app)
    steps = table.steps()
    key(app, pygame.K_d)
    assert table.drawer_folded()
    resize(app, (1280, 720))
    assert not table.compact and table.panel.visible
    resize(app, (800, 600))
    assert table.compact and table.steps() == steps
    assert table.drawer_folded() and not table.drawer_shown() and table.drawer_tab.text == "Show choices"
    key(app, pygame.K_d)  # opened again, it stays open through the same trip
    resize(app, (1280, 720))
    resize(app, (800, 600))
    assert table.drawer_shown() and table.drawer_tab.text == "Hide"


def _drawer_cover(table) -> pygame.Rect:
    """What the open drawer hides: its card and the tab on its top edge (logical pixels)."""
    assert table.drawer_shown()
    return table.panel.rect.union(table.drawer_tab_rect())


def test_the_drawer_keeps_the_deal_strip_in_sight(make_app) -> None:
    """Play test: the drawer lay over Zoo Vadis's deal strip, the summary of the deal being answered."""
    app, table = _folded_deal(make_app)
    cover = _drawer_cover(table)
    assert not cover.colliderect(table.layout.deal_rect), (cover, table.layout.deal_rect)
    assert not any(cover.colliderect(r) for r in table.seat_rects.values())
    assert pygame.Rect((0, 0), COMPACT_SIZE).contains(cover)


def test_the_drawer_keeps_the_fighters_scores_and_your_hand_in_sight(make_app) -> None:
    """Play test: at the bottom the drawer hid your score and your hand's end, at the top a rival's score."""
    app, table = _table(make_app, "zoo_fighters")
    cover = _drawer_cover(table)
    assert table.score_rects and not any(cover.colliderect(r) for r in table.score_rects.values())
    mine = next(box for box in table.boxes.values() if box.mine)
    assert not cover.colliderect(mine.hand), (cover, mine.hand)
    assert cover.clip(mine.header).h <= 4, (cover, mine.header)  # at most the header's top edge, not its words


def test_the_drawer_keeps_the_chi_tray_of_a_payment_in_sight(make_app) -> None:
    app, table = _table(make_app, "zoo_fighters", session=fighters_paying())
    assert table.payment() is not None
    cover = _drawer_cover(table)
    assert not cover.colliderect(table.layout.tray), (cover, table.layout.tray)
    assert not any(cover.colliderect(r) for r in table.score_rects.values())
    mine = next(box for box in table.boxes.values() if box.mine)
    assert not cover.colliderect(mine.hand)


def test_a_drawer_of_words_fits_beside_the_zop_zoo_cards(make_app) -> None:
    """Play test: the drawer hid ZOP ZOO's right-hand cards; a drawer with no controls is narrower and sits
    where no card of a row, held card or Side Bonus card is."""
    app, table = _table(make_app, "zop_zoo")
    assert table.drawer_shown() and not table.panel.buttons
    cover = _drawer_cover(table)
    cards = [s.rect for s in table.sprites.values() if s.visible]
    assert cards and not any(cover.colliderect(r) for r in cards), cover
    assert not any(cover.colliderect(lay.header) for lay in table.seats)


def test_the_compact_apocalypse_table_tells_the_zoo_cards_legend_on_the_seat_panels(make_app) -> None:
    """Play test: the compact table has no room for Apocalypse's "Zoo cards" panel and showed it nowhere; now a
    seat's pile and points line (and its score badge) have it as their tooltip."""
    from zooarcade.games.apocalypse.data import ZOO_MEANING
    from zooarcade.games.apocalypse.scene import LEGEND_KEY

    app, table = _table(make_app, "apocalypse")
    assert table.compact
    panel = table.layout.seat_rect(0)
    spot = (panel.x + 20, panel.bottom - 6)  # the points line
    assert table.hover_at(spot) == LEGEND_KEY
    lines = table.tooltip_lines(LEGEND_KEY)
    assert lines[0].startswith("Zoo cards")
    for value, meaning in ZOO_MEANING.items():
        assert any(line.startswith(f"{value} {meaning} — ") for line in lines), (value, lines)
    assert table.score_tooltip(0) == lines
    assert table.hover_at(table.layout.cell_rect(12).center) == 12  # the board's places keep their own tooltips
    _hover(app, table, spot)
    assert table.hover_key == LEGEND_KEY and table.tooltip_anchor(LEGEND_KEY).collidepoint(spot)
    wide_app, wide = _table(make_app, "apocalypse", size=(1280, 720))
    assert not wide.compact and wide.hover_at(spot) is None and wide.score_tooltip(0) is None


def _hover(app, table, spot) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.to_window(spot), rel=(3, 3),
                                         buttons=(0, 0, 0)))
    for _ in range(30):
        app.step(1 / 30)


def test_the_drawer_moves_off_what_the_table_declares_through_its_hook(make_app) -> None:
    """Any game: the areas ``drawer_keep_clear`` names (with weights) are weighed by the shared drawer; the drawer
    leaves a place the table marks as important, to either edge, and stays on the canvas."""
    from zooarcade.ui import placement

    app, table = _folded_deal(make_app)
    first = pygame.Rect(table.panel.rect)
    for weight in (placement.TEXT, placement.TARGET):
        table.drawer_keep_clear = lambda weight=weight: [placement.Avoid(first.inflate(0, 60), weight)]
        table._drawer_place = None  # chosen again on the next frame
        if weight < placement.INFO:  # text alone never moves a kept drawer (play test 14): chosen afresh here
            table._drawer_last = None
        app.step(1 / 30)
        cover = _drawer_cover(table)
        assert not cover.colliderect(first.inflate(0, 60)), (weight, cover, first)
        assert pygame.Rect((0, 0), COMPACT_SIZE).contains(cover)


@pytest.mark.parametrize("players", [4, 6])
def test_a_payment_drawer_at_many_seats_is_two_to_a_row_off_the_seats(make_app, players: int) -> None:
    """Play test: at 4-6 seats the payment drawer (350 px tall in one column) had no good place: it lay over a
    rival's panel, or your name and a hand card.  Its controls now go two to a row, in the middle band (a control
    too long for half a row, as a kept card's name, spans it and may push the drawer up over the rivals' hand
    strips, never their names, scores or fighters).  Play test 14: nor the hand or Fighter of a neighbour you
    may take from, nor the Fighter you may exhaust (your own header's name strip gives way, never its score)."""
    from zooarcade.games.zoo_fighters import actions as A

    app, table = _table(make_app, "zoo_fighters", session=fighters_paying(players=players))
    assert table.payment() is not None and len(table.panel.choices) >= 5
    cover = _drawer_cover(table)
    assert pygame.Rect((0, 0), COMPACT_SIZE).contains(cover)
    assert not cover.colliderect(table.layout.tray), (cover, table.layout.tray)
    legal = table.legal()
    takes = {a.seat for a in legal if isinstance(a, A.PayTake | A.PayPick)}
    assert takes
    for seat, box in table.boxes.items():
        if box.mine:
            assert not cover.colliderect(box.hand) and not cover.colliderect(box.fighter), (cover, box.hand)
            assert cover.clip(box.header).h <= box.header.h, (cover, box.header)
        elif seat in takes:  # a neighbour you may take from: its hand and Fighter in sight (card and tab)
            for part in (table.panel.rect, table.drawer_tab_rect()):
                assert not part.colliderect(box.hand) and not part.colliderect(box.fighter), (seat, part, box.hand)
        else:  # a rival's panel: at most the lower part of its hand strip, never its name, score or fighter
            assert not cover.colliderect(box.header) and not cover.colliderect(box.fighter), (cover, box.panel)
            assert cover.clip(box.panel).h <= box.hand.h * 2, (cover, box.panel)
    parts = table.component_rects(table.decision().seat)
    for a in legal:
        if isinstance(a, A.PayExhaust) and a.source in parts:
            assert not cover.colliderect(parts[a.source]), (a, cover)
    assert not any(cover.colliderect(r) for r in table.score_rects.values())
    assert table.panel.columns == 2


def test_the_two_to_a_row_drawer_keeps_the_keys_and_the_tab_order(make_app) -> None:
    """The digit keys press the controls in reading order (1 | 2, 3 | 4 …) and Tab marks them in the order one
    column would: the layout changes only where the controls are drawn."""
    app, table = _table(make_app, "zoo_fighters", session=fighters_paying(players=6))
    assert table.panel.columns == 2
    panel = table.panel
    firsts = [panel.buttons[i].rect.topleft for i in range(len(panel.choices))]
    assert firsts == sorted(firsts, key=lambda p: (p[1], p[0])), "reading order"
    marked: list[int] = []
    for _ in range(len(table.legal())):
        key(app, pygame.K_TAB)
        action = table.legal()[table.choice()]
        marked += [i for i, c in enumerate(panel.choices) if action in c.actions and i not in marked]
    assert marked == sorted(marked), marked
    asked = spy_requests(table)
    second = panel.action_of(1)  # the right half of the first row
    key(app, pygame.K_2)
    assert asked == [second]


def test_a_new_step_keeps_the_drawer_where_it_was(make_app) -> None:
    """Play test: the drawer jumped about between steps as the best place changed a little.  A new step keeps it
    where it was while there it hides no legal move and little else."""
    from zooarcade.ui import placement

    app, table = _folded_deal(make_app)
    first = pygame.Rect(table.panel.rect)
    last = table._drawer_last
    # the next step finds a little text under the drawer (less than DRAWER_STICK's worth): elsewhere is clear
    strip = pygame.Rect(first.x + 20, first.y + 20, 40, 40)
    table.drawer_keep_clear = lambda: [placement.Avoid(strip, placement.TEXT)]
    table._drawer_last = table._drawer_place = None  # no place to keep: chosen afresh, it moves
    app.step(1 / 30)
    assert table.panel.rect != first
    table._drawer_last, table._drawer_place = last, None  # a new step after the first place: it stays
    app.step(1 / 30)
    assert table.panel.rect == first


def test_a_new_step_moves_the_drawer_off_a_legal_move(make_app) -> None:
    """Where the kept place would hide a piece or place of a legal move, the drawer still moves."""
    from zooarcade.ui import placement

    app, table = _folded_deal(make_app)
    first = pygame.Rect(table.panel.rect)
    move = pygame.Rect(first.centerx, first.centery, 12, 12)
    table.drawer_keep_clear = lambda: [placement.Avoid(pygame.Rect(first.x + 20, first.y + 20, 40, 40),
                                                       placement.TEXT)]
    table.drawer_move_places = lambda: [move]
    table._drawer_place = None  # a new step
    app.step(1 / 30)
    cover = _drawer_cover(table)
    assert table.panel.rect != first and not cover.colliderect(move), cover


@pytest.mark.parametrize("seed", [1, 6, 7])
def test_a_zop_zoo_drawer_with_buttons_keeps_every_cards_number_in_sight(make_app, seed: int) -> None:
    """Play test: at 4 seats a drawer with buttons at the bottom right hid the end of the last rival's row.  Its
    two buttons now share a row (a shorter drawer) and it keeps off every card's number and seat header; the
    pile a click plays (the draw pile beside a MOLE's dig) counts as a move's piece."""
    session = demo_session("zop_zoo", seed, 30, players=4, until=_human_decides)
    app, table = _table(make_app, "zop_zoo", session=session)
    assert table.drawer_shown() and len(table.panel.buttons) == 2
    for cover in (table.panel.rect, table.drawer_tab_rect()):  # the card, and the tab on its top edge
        for sprite in table.sprites.values():
            if sprite.visible:
                rect = sprite.rect
                assert cover.clip(rect).h < rect.h, (cover, sprite.key)  # no card hidden whole
                if table.click_action(sprite) in table.legal():  # the draw pile beside a dig
                    assert not cover.colliderect(rect), (cover, sprite.key)
                if any(lay.row.collidepoint(rect.center) or lay.held.collidepoint(rect.center) for lay in table.seats):
                    number = pygame.Rect(rect.x, rect.y, rect.w, rect.h // 3)  # a row's card: its number on top
                    assert not cover.colliderect(number), (cover, sprite.key)
        assert not any(cover.colliderect(lay.header) for lay in table.seats)
    assert table.panel.columns == 2


def test_a_two_to_a_row_drawer_cuts_no_label_one_column_shows_whole(make_app) -> None:
    """Zoo Fighters II at 6 seats: the turn's drawer is two to a row in the middle band, and no wider than its
    labels need: "Draw a weapon" was cut to "Draw a…" at 480 pixels."""
    session = demo_session("zoo_fighters", 11, 14, players=6, until=_human_decides)
    app, table = _table(make_app, "zoo_fighters", session=session)
    assert table.drawer_shown() and table.panel.columns == 2
    assert not table.panel.cut and not table.panel.cut_values, (table.panel.cut, table.panel.cut_values)
    cover = _drawer_cover(table)
    assert not any(cover.colliderect(box.panel) for box in table.boxes.values() if not box.mine)
