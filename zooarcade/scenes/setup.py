"""Seat setup: who plays the chosen game, and with which deal number.

Between the game's minimum and maximum seats; each seat is a Human or an AI
(Easy / Normal / Hard), has an editable name and a fixed colour + symbol
(:func:`zooarcade.ui.theme.seat_style`).  The optional deal number (digits;
blank = random) makes a deal reproducible.  Start hands a
:class:`~zooarcade.session.MatchSetup` to :meth:`zooarcade.app.App.start_match`
and remembers the seats for the next visit (:mod:`zooarcade.storage.seat_memory`):
the screen opens with the last seats started for that game, typed names kept.

Names are typed up to :data:`NAME_LEN` characters; where a screen has less room
they are cut at a word with an ellipsis (:func:`zooarcade.ui.theme.fit_text`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from zooarcade.core.protocol import GameOption, OptionChoice
from zooarcade.games.registry import GameInfo, get_spec
from zooarcade.scenes.common import (
    H,
    MenuScene,
    TextCache,
    W,
    draw_notice,
    fresh_seed,
    make_backdrop,
    make_panel,
    render_outlined,
    seat_swatch,
)
from zooarcade.scenes.game_select import FALLBACK_COLOR, GAME_COLORS, players_text
from zooarcade.session import MAX_NAME_LEN, MatchSetup, SeatConfig, clean_name, default_seat_names, is_default_seat_name
from zooarcade.storage.seat_memory import RememberedSeat, load_names, load_seats, remember_seats
from zooarcade.ui import gfx, theme
from zooarcade.ui.assets import display_title
from zooarcade.ui.widgets import ARROW_ROOM, Button, Choice, TextField

if TYPE_CHECKING:
    from zooarcade.ui.services import Services

#: the seat-kind choices, in Choice order: (label, kind, level).
KINDS: tuple[tuple[str, str, str], ...] = (
    ("Human", "human", "normal"),
    ("AI \u00b7 Easy", "ai", "easy"),
    ("AI \u00b7 Normal", "ai", "normal"),
    ("AI \u00b7 Hard", "ai", "hard"),
)
#: the name field's length: typed names follow the same cap as names read from files
#: (:data:`~zooarcade.session.MAX_NAME_LEN`, room for a first and a last name).
NAME_LEN = MAX_NAME_LEN
#: beside the Name column's title: the limit, shown before anyone reaches it.
NAME_LIMIT_TEXT = f"up to {NAME_LEN} characters"
SEED_LEN = 9
#: the seat panel (logical pixels).
PANEL = pygame.Rect(372, 128, 860, 474)
#: the "+ Add seat" button, right of the seat list's column titles; it never moves (logical pixels).
ADD_SEAT_RECT = pygame.Rect(PANEL.right - 24 - 190, PANEL.y + 12, 190, 40)
SIDE = pygame.Rect(48, 128, 290, 474)
#: width of the Start! button: leaves room for the deal hint on one line beside it (logical pixels).
START_W = 240
#: the line under the deal number field, its text size, and the least gap to the Start! button.
DEAL_HINT = "Blank = random. The same number deals the same game."
DEAL_HINT_SIZE, DEAL_HINT_GAP = 15, 16
#: height of the game card's picture band without options, and with them (it makes room for the choices).
BAND_H, BAND_H_OPTIONS = 220, 118
#: height of one option on the game card (label + value cycler).
OPTION_H = 62
#: from this many options on, each takes one line (label beside its cycler) and the picture band shrinks,
#: so that up to six options (one per seat) fit the card; the compact row's height and band (logical pixels).
COMPACT_OPTIONS, OPTION_H_COMPACT, BAND_H_COMPACT = 3, 42, 74
#: compact rows never start above this line (the picture band and one line of title), so more options
#: than fit at :data:`OPTION_H_COMPACT` get shorter rows (Zoo Vadis: rules, Star and seven species = 9).
COMPACT_TOP = SIDE.y + BAND_H_COMPACT + 50
#: the space above and below a compact option's cycler, and on shortened rows (logical pixels).
COMPACT_GAP, COMPACT_GAP_TIGHT = 4, 2
#: width of an option's label on a compact row ("Orange species" fits it at 14 px).
COMPACT_LABEL_W = 112
#: with more compact options than fit at :data:`OPTION_H_COMPACT` below :data:`COMPACT_TOP` (Zoo Vadis at 6-7
#: seats: 8-9 options), the picture band shrinks to a strip of the game's colour and the rows start higher, so
#: they stay tall enough to read at 800×600 (logical pixels).
BAND_H_TIGHT = 16
COMPACT_TOP_TIGHT = SIDE.y + BAND_H_TIGHT + 50
#: the font sizes a compact option's values and label may take, largest first (the largest whose words fit).
COMPACT_VALUE_SIZES, COMPACT_LABEL_SIZES = (17, 16, 15), (16, 15, 14, 13, 12)
#: pixels a cycler keeps for its two arrows (its values are centred between them; a longer one is cut).
CYCLER_ARROWS = ARROW_ROOM
#: the font size of a value on a full-width (not compact) option cycler.
OPTION_VALUE_SIZE = 18


@dataclass
class SeatDraft:
    """A seat being edited: its name, index into :data:`KINDS`, and whether the player typed the name."""

    name: str
    kind: int = 2
    edited: bool = False


def default_names(drafts: list[SeatDraft]) -> list[str]:
    """Default seat names like the command line's (:func:`~zooarcade.session.default_seat_names`): numbered by
    seat when a kind has several (``Player 1``, ``Hard Bot 3``), else ``Player`` and ``Normal Bot``."""
    return default_seat_names([(KINDS[d.kind][1], KINDS[d.kind][2]) for d in drafts])


class SeatSetupScene(MenuScene):
    """Configure seats and the deal, then start the match.

    Args:
        app: the running app.
        info: the (built) game to set up.
        seats: seats to start from (e.g. "Play again"); default one Human and AI Normal opponents.
    """

    def __init__(self, app: Services, info: GameInfo, seats: list[SeatConfig] | None = None) -> None:
        super().__init__(app)
        self.info = info
        self.text = TextCache(self.fonts)
        self._base = make_backdrop(app)
        self.heading = render_outlined(self.fonts("display", 46), "Who's playing?", theme.INK, width=3, shadow=5)
        remembered = None if seats else load_seats(info.id, players=(info.min_players, info.max_players))
        if seats:
            # default names (not typed) follow the seats again: "Normal Bot" is "Normal Bot 2" beside a new bot
            self.drafts = [self._draft_from(s, edited=not is_default_seat_name(s.name))
                           for s in seats[: info.max_players]]
        elif remembered:
            self.drafts = [self._draft_from(SeatConfig(s.name, s.kind, s.level), edited=bool(s.name))
                           for s in remembered]
        else:
            count = max(info.min_players, 2)
            self.drafts = [SeatDraft("", 0)] + [SeatDraft("", 2) for _ in range(count - 1)]
            names = load_names()  # a first setup of this game: the names typed in another game's last one
            for draft, name in zip([d for d in self.drafts if KINDS[d.kind][1] == "human"], names, strict=False):
                draft.name, draft.edited = name, True
        self._refresh_names()
        self.seed_field = TextField((0, 0, 10, 10), "", max_len=SEED_LEN, allowed="0123456789",
                                    placeholder="Random", font_size=22)
        self.message = ""
        #: the game's options (label, choices, default: see :class:`~zooarcade.core.protocol.GameOption`).
        self.options: tuple[GameOption, ...] = get_spec(info.id).options if info.built else ()
        #: the value chosen for each option (defaults until the player changes one).
        self.option_values: dict[str, object] = {}
        self._painted_options: int | None = None
        self._build()

    @staticmethod
    def _draft_from(seat: SeatConfig, edited: bool = True) -> SeatDraft:
        index = next((i for i, k in enumerate(KINDS) if k[1] == seat.kind and (seat.kind == "human" or
                                                                                  k[2] == seat.level)), 2)
        return SeatDraft(seat.name, index, edited=edited)

    # ------------------------------------------------------------------ model
    def _refresh_names(self) -> None:
        for draft, name in zip(self.drafts, default_names(self.drafts), strict=True):
            if not draft.edited or not draft.name.strip():
                draft.name = name
                draft.edited = False

    def add_seat(self) -> None:
        """Add an AI Normal seat (up to the game's maximum)."""
        if len(self.drafts) < self.info.max_players:
            self.drafts.append(SeatDraft("", 2))
            self.message = ""
            self._refresh_names()
            self._build(focus="add")

    def remove_seat(self, index: int) -> None:
        """Remove seat ``index`` (down to the game's minimum)."""
        if len(self.drafts) > self.info.min_players and 0 <= index < len(self.drafts):
            del self.drafts[index]
            self.message = ""
            self._refresh_names()
            self._build(focus="add")

    def build_setup(self, seed: int | None = None) -> MatchSetup:
        """Return the :class:`MatchSetup` of the current choices.

        The deal number is the typed one, else ``seed``, else a fresh random one.
        Names are cleaned like names read from files (:func:`~zooarcade.session.clean_name`);
        blank ones fall back to the default name of their seat.
        """
        defaults = default_names(self.drafts)
        seats = []
        for draft, default in zip(self.drafts, defaults, strict=True):
            _, kind, level = KINDS[draft.kind]
            seats.append(SeatConfig(clean_name(draft.name) or default, kind, level))
        text = self.seed_field.text.strip()
        deal = int(text) if text.isdigit() else (seed if seed is not None else fresh_seed())
        return MatchSetup(self.info.id, seats, deal, self.chosen_options())

    def offered_options(self) -> list[GameOption]:
        """The options offered for the current number of seats."""
        n = len(self.drafts)
        return [o for o in self.options if o.offered(n) and o.choices_for(n)]

    def chosen_options(self) -> dict[str, object]:
        """The option values for the current seat count: the player's choice where still offered, else the default."""
        n = len(self.drafts)
        out: dict[str, object] = {}
        for opt in self.offered_options():
            values = [c.value for c in opt.choices_for(n)]
            value = self.option_values.get(opt.key, opt.default_for(n))
            out[opt.key] = value if value in values else opt.default_for(n)
        return out

    def start(self) -> None:
        """Start the match with the current choices (shows the reason if the setup is refused)."""
        try:
            self.app.start_match(self.build_setup())
        except (ValueError, LookupError, ImportError) as exc:
            self.app.sfx("invalid")
            self.message = str(exc)
            return
        remember_seats(self.info.id, self.remembered())

    def remembered(self) -> list[RememberedSeat]:
        """The seats as the next visit should show them: typed names, blank (= default) for untyped ones."""
        return [RememberedSeat(d.name.strip() if d.edited else "", KINDS[d.kind][1], KINDS[d.kind][2])
                for d in self.drafts]

    # ------------------------------------------------------------------ widgets
    def _build(self, focus: str | None = None) -> None:
        self.widgets = []
        self.rows: list[tuple[TextField, Choice, Button]] = []
        n = len(self.drafts)
        row_h, gap = (52, 10) if self.info.max_players <= 4 else (44, 6)
        y = PANEL.y + 74
        can_remove = n > self.info.min_players
        for i, draft in enumerate(self.drafts):
            name = TextField((PANEL.x + 150, y, 300, row_h), draft.name, max_len=NAME_LEN,
                             placeholder="Name", on_change=self._name_changer(i), font_size=22,
                             undrawable=self.app.assets.undrawable)
            kind = Choice((PANEL.x + 476, y, 250, row_h), [k[0] for k in KINDS], draft.kind,
                          on_change=self._kind_changer(i), font_size=22)
            remove = Button((PANEL.x + 752, y + (row_h - 44) // 2, 72, 44), "\u00d7",
                            self._remover(i), kind="danger", font_size=30, enabled=can_remove,
                            click_sound=self.click)
            self.rows.append((name, kind, remove))
            self.widgets += [name, kind, remove]
            y += row_h + gap
        self.row_h = row_h
        symbols = self.app.settings.seat_symbols
        self.swatches = [seat_swatch(40 if row_h >= 50 else 34, i, symbols) for i in range(n)]
        # in the header row, where it stays: a second click adds a second seat, never lands in the new name box
        self.add_button = self.button(ADD_SEAT_RECT, "+ Add seat", self.add_seat,
                                      font_size=22, enabled=n < self.info.max_players)
        self.seed_field.rect = pygame.Rect(PANEL.x + 150, PANEL.bottom + 24, 220, 50)
        self.widgets.append(self.seed_field)
        self.option_choices: list[tuple[GameOption, Choice]] = []
        if len(self.offered_options()) != self._painted_options:  # the card's text makes room
            self._painted_options = len(self.offered_options())
            self.backdrop = gfx.Drawing((W, H), self._paint_backdrop, alpha=False, needs=(self._base,))
        chosen = self.chosen_options()
        y = self.options_top()
        compact = self.compact_options()
        for opt in self.offered_options():
            choices = opt.choices_for(n)
            index = next((i for i, c in enumerate(choices) if c.value == chosen[opt.key]), 0)
            gap = COMPACT_GAP if self.option_h() == OPTION_H_COMPACT else COMPACT_GAP_TIGHT
            rect = (pygame.Rect(SIDE.x + 14 + COMPACT_LABEL_W, y + gap, SIDE.w - 28 - COMPACT_LABEL_W,
                                self.option_h() - 2 * gap) if compact
                    else pygame.Rect(SIDE.x + 14, y + 24, SIDE.w - 28, 36))
            size = COMPACT_VALUE_SIZES[-1] if compact else OPTION_VALUE_SIZE
            labels = self.shown_values(choices, rect.w, size)
            widget = Choice(rect, labels, index, on_change=self._option_changer(opt),
                            font_size=self._value_size(labels, rect.w) if compact else size,
                            full_options=[c.label for c in choices])
            self.option_choices.append((opt, widget))
            self.widgets.append(widget)
            y += self.option_h()
        if compact:  # a label cut to its column is whole in the control's tooltip
            for opt, widget in self.option_choices:
                text = self.option_label(opt)
                widget.tip_head = text if self.compact_label(text) != text else ""
        self.start_button = self.button((W - 48 - START_W, PANEL.bottom + 30, START_W, 64), "Start!", self.start,
                                        kind="primary", font_size=36)
        self.back_button = self.button((32, 30, 140, 52), "Back", self.back, font_size=26)
        if focus == "add":
            self.set_focus(self.add_button if self.add_button.enabled else self.start_button)
        elif focus is not None:
            self.set_focus(self.start_button)

    def _name_changer(self, i: int):  # noqa: ANN202 - a callback
        def changed(text: str) -> None:
            self.drafts[i].name = text
            self.drafts[i].edited = True

        return changed

    def _kind_changer(self, i: int):  # noqa: ANN202
        def changed(index: int) -> None:
            self.drafts[i].kind = index
            self.message = ""
            self._refresh_names()
            for (field, _, _), draft in zip(self.rows, self.drafts, strict=True):
                if not draft.edited:
                    field.text = draft.name
            self.click()

        return changed

    def _remover(self, i: int):  # noqa: ANN202
        return lambda: self.remove_seat(i)

    def _option_changer(self, opt: GameOption):  # noqa: ANN202 - a callback
        def changed(index: int) -> None:
            self.option_values[opt.key] = opt.choices_for(len(self.drafts))[index].value
            self.message = ""  # a refusal speaks of the choices made before this change (play test 11b)
            self.click()

        return changed

    def compact_options(self) -> bool:
        """True when the game card lists so many options (:data:`COMPACT_OPTIONS`) that each takes one line."""
        return len(self.offered_options()) >= COMPACT_OPTIONS

    def tight_options(self) -> bool:
        """True when the compact options are more than fit at :data:`OPTION_H_COMPACT` below :data:`COMPACT_TOP`:
        the picture band then shrinks to a strip and the rows start at :data:`COMPACT_TOP_TIGHT` (play test: at
        7 seats Zoo Vadis's nine option rows were too small to read at 800×600)."""
        n = len(self.offered_options())
        return self.compact_options() and (SIDE.bottom - 50 - COMPACT_TOP) // n < OPTION_H_COMPACT

    def option_h(self) -> int:
        """Height of one option row on the game card (logical pixels): compact rows shrink below
        :data:`OPTION_H_COMPACT` when that many would reach up past their top (:data:`COMPACT_TOP`, or
        :data:`COMPACT_TOP_TIGHT` when :meth:`tight_options`)."""
        if not self.compact_options():
            return OPTION_H
        top = COMPACT_TOP_TIGHT if self.tight_options() else COMPACT_TOP
        return min(OPTION_H_COMPACT, (SIDE.bottom - 50 - top) // len(self.offered_options()))

    def label_size(self) -> int:
        """The font size of the compact option labels, one for the whole card: the largest of
        :data:`COMPACT_LABEL_SIZES` at which every label fits its column (the smallest when none does; a label
        still too long is cut with an ellipsis)."""
        texts = tuple(self.option_label(opt) for opt, _ in self.option_choices)
        return self.text.memo(("option label size", texts), lambda: next(
            (z for z in COMPACT_LABEL_SIZES if all(self.fonts("bold", z).size(t)[0] <= COMPACT_LABEL_W - 6
                                                   for t in texts)), COMPACT_LABEL_SIZES[-1]))

    def compact_label(self, text: str) -> str:
        """An option's label ``text`` as a compact row shows it: at :meth:`label_size`, cut with "…" to its column."""
        return theme.fit_text(self.fonts("bold", self.label_size()), text, COMPACT_LABEL_W - 6)

    def shown_values(self, choices: Sequence[OptionChoice], width: int, size: int) -> list[str]:
        """The labels a cycler ``width`` logical pixels wide shows for ``choices``: their full labels when all
        fit between the arrows at font ``size``, else every choice's :attr:`~OptionChoice.short_label` (Zoo
        Fighters II's "Shellby" for "Shellby (Sea Turtle)" on a compact row; one kind of label per option)."""
        font, room = self.fonts("text", size), width - CYCLER_ARROWS
        full = [c.label for c in choices]
        return full if all(font.size(v)[0] <= room for v in full) else [c.short_label for c in choices]

    def _value_size(self, values: list[str], width: int) -> int:
        """The font size of a compact option's cycler: the largest of :data:`COMPACT_VALUE_SIZES` at which every
        value fits between the arrows of a cycler ``width`` logical pixels wide (the smallest when none does)."""
        room = width - CYCLER_ARROWS
        return next((z for z in COMPACT_VALUE_SIZES
                     if all(self.fonts("text", z).size(v)[0] <= room for v in values)), COMPACT_VALUE_SIZES[-1])

    def options_top(self) -> int:
        """Where the first option sits on the game card (logical pixels): above the seat count line."""
        return SIDE.bottom - 50 - self.option_h() * len(self.offered_options())

    def enter(self) -> None:
        super().enter()
        self.set_focus(self.start_button)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Enter starts the game from anywhere but a focused button or choice.

        With nothing focused, or inside the deal number or a name field (the
        typed text is kept), Enter presses Start!; a focused button or
        choice handles Enter itself.
        """
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = self.focused()
            if focused is None or isinstance(focused, TextField):
                if focused is not None:
                    focused.focused = False
                    self.focus_index = None
                self.start_button.activate()
                return True
        return super().handle_event(event)

    def deal_hint_lines(self) -> list[tuple[str, pygame.Rect]]:
        """The deal hint's lines and where each is drawn: under the field, wrapped clear of the Start! button."""
        font = self.fonts("text", DEAL_HINT_SIZE)
        x, y = self.seed_field.rect.x + 2, self.seed_field.rect.bottom + 6
        width = self.start_button.rect.x - DEAL_HINT_GAP - x
        out = []
        for line in theme.wrap_text(font, DEAL_HINT, width):
            rect = pygame.Rect((x, y), font.size(line))
            out.append((line, rect))
            y += font.get_linesize()
        return out

    # ------------------------------------------------------------------ drawing
    def _paint_backdrop(self, surf: gfx.Canvas) -> None:
        """Paint what never changes: backdrop, heading, the game's cover panel, the seat panel and its labels."""
        app, info = self.app, self.info
        surf.blit(self._base, (0, 0))
        surf.blit(self.heading, self.heading.get_rect(center=(W // 2, 62)))
        # side panel: the game's cover
        side = make_panel(SIDE.size, theme.CARD, border=theme.CARD_EDGE)
        surf.blit(side, (SIDE.x - 10, SIDE.y - 10))
        with_options = bool(self.options)
        band_h = (BAND_H_TIGHT if self.tight_options() else BAND_H_COMPACT if self.compact_options()
                  else BAND_H_OPTIONS) if with_options else BAND_H
        band = pygame.Rect(SIDE.x, SIDE.y, SIDE.w, band_h)
        gfx.rect(surf, GAME_COLORS.get(info.id, FALLBACK_COLOR), band, border_top_left_radius=18,
                 border_top_right_radius=18)
        size = band.h - 30
        if size >= 24:  # a strip of the game's colour has no room for its animal
            animal = app.assets.animal(info.cover, (size, size))
            surf.blit(animal, animal.get_rect(center=band.center))
        y = band.bottom + 14
        title = display_title(info.title)  # the face of every game's title (as on the game cards)
        title_font = self.app.assets.font_for("display", 26, title)
        for line in theme.wrap_text(title_font, title, SIDE.w - 30)[:1 if self.compact_options() else 3]:
            y = theme.blit_text(surf, title_font, line, (SIDE.centerx, y), theme.INK_DARK, anchor="midtop").bottom
        y += 10
        text_font = self.fonts("text", 16)
        room = self.options_top() - 4 if with_options else SIDE.bottom - 48
        lines = theme.wrap_text(text_font, info.tagline, SIDE.w - 36)[:4]
        fit = max(0, min(len(lines), (room - y) // text_font.get_linesize()))
        if fit < len(lines) and fit > 0:  # a cut tagline ends with an ellipsis, not mid-sentence
            lines = [*lines[:fit - 1], theme.fit_text(text_font, " ".join(lines[fit - 1:]), SIDE.w - 36)]
        for line in lines[:fit]:
            y = theme.blit_text(surf, text_font, line, (SIDE.centerx, y), (84, 76, 66), anchor="midtop").bottom + 1
        theme.blit_text(surf, self.fonts("bold", 17), players_text(info), (SIDE.centerx, SIDE.bottom - 24),
                        theme.INK_DARK, anchor="midbottom")
        # seat panel and its column labels
        surf.blit(make_panel(PANEL.size), (PANEL.x - 10, PANEL.y - 10))
        label = self.fonts("bold", 17)
        for text, x in (("Seat", PANEL.x + 24), ("Name", PANEL.x + 150), ("Player", PANEL.x + 476)):
            right = theme.blit_text(surf, label, text.upper(), (x, PANEL.y + 40), theme.INK_DIM, anchor="midleft").right
            if text == "Name":
                theme.blit_text(surf, self.fonts("text", 14), NAME_LIMIT_TEXT, (right + 8, PANEL.y + 41),
                                theme.INK_DIM, anchor="midleft")
        gfx.line(surf, (70, 82, 94), (PANEL.x + 20, PANEL.y + 60), (PANEL.right - 20, PANEL.y + 60), 2)
        tip = "Click a name to edit it \u00b7 arrows or clicks change a player \u00b7 Enter starts \u00b7 Esc goes back"
        theme.blit_text(surf, self.fonts("text", 15), tip, (PANEL.centerx, PANEL.bottom - 18), theme.INK_DIM,
                        anchor="midbottom")
        theme.blit_text(surf, self.fonts("bold", 20), "Deal number", (PANEL.x + 20, PANEL.bottom + 49), theme.INK,
                        anchor="midleft")

    def option_label(self, opt: GameOption) -> str:
        """An option's label as shown: a per-seat option names its seat by the colour the seat list shows
        ("Red fighter", play test 10: it said "Seat 1 fighter" beside seats called Red and Blue)."""
        return opt.label_for(theme.seat_style(opt.seat).name if opt.seat is not None else None)

    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.backdrop, (0, 0))
        compact = self.compact_options()
        size = self.label_size()
        for opt, widget in self.option_choices:
            text = self.option_label(opt)
            if compact:  # one size for the card's labels: the largest at which the longest ("Orange species") fits
                label = self.compact_label(text)
                self.text.blit(surface, "bold", size, label, (SIDE.x + 14, widget.rect.centery), theme.INK_DARK,
                               anchor="midleft")
            else:
                self.text.blit(surface, "bold", 15, text, (widget.rect.x + 2, widget.rect.y - 4), theme.INK_DARK,
                               anchor="bottomleft")
        for i, (field, _, _) in enumerate(self.rows):
            style = theme.seat_style(i)
            swatch = self.swatches[i]
            y = field.rect.centery
            surface.blit(swatch, swatch.get_rect(midleft=(PANEL.x + 22, y)))
            self.text.blit(surface, "text", 17, style.name, (PANEL.x + 72, y), style.color, anchor="midleft")

    def draw_foreground(self, surface: gfx.Canvas) -> None:
        for line, rect in self.deal_hint_lines():
            self.text.blit(surface, "text", DEAL_HINT_SIZE, line, rect.topleft, theme.INK_DIM, anchor="topleft")
        if self.message and self.fonts("bold", 18).size(self.message)[0] <= PANEL.w:
            self.text.blit(surface, "bold", 18, self.message, (W - 48, self.start_button.rect.y - 14), theme.DANGER,
                           anchor="bottomright")
        elif self.message:  # too long for the line above Start!: a banner over the tip line wraps it (play test 14 F5)
            draw_notice(surface, self.fonts, self.text, 16, self.app.assets.icon("warning", (26, 26)),
                        pygame.Rect(PANEL.x, self.start_button.rect.y - 66, PANEL.w, 60), self.message)
