"""The decision panel: the decision's prompt and one control per non-spatial answer.

Spatial actions (drag a card onto a place) stay on the table; everything else the decider may
choose — Accept, Decline, Counter with a value, Pass, Dig or draw, Vote ×N — appears here as a
button, and a family of actions that differ only by a value (Counter 1, 2, 3 …) as one button with a
``< value >`` cycler beside it.  It is fully keyboard-driven: the digit keys 1–9 press the buttons in
order, and the table's Tab / arrow choice highlights the button of the chosen action (Enter plays it; with no
choice, Enter plays the one lit go-ahead control, :meth:`DecisionPanel.primary_index`).

Geometry in logical pixels of the 1280×720 canvas.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from zooarcade.core.protocol import Action
from zooarcade.ui import gfx, theme
from zooarcade.ui.widgets import Button, Choice

#: height of one control row (pixels).
ROW = 40
#: gap between controls (pixels).
GAP = 8
#: a button's left part kept for its digit-key badge (pixels).
BADGE_ROOM = 28
#: pixels kept free on each side of a button's label.
LABEL_MARGIN = 6
#: the smallest font size of a button label before it is cut with "…" (pixels).
LABEL_FLOOR = 12
#: the smallest font size a button label is shrunk to while its :attr:`PanelChoice.short` form could show instead.
LABEL_COMFORT = 15
#: pixels a cycler keeps on each side for its ``<`` / ``>`` arrows.
ARROW_ROOM = 26
#: the smallest font size of a cycler's values before they are cut with "…" (pixels).
VALUE_FLOOR = 13
#: the label of an armed :attr:`PanelChoice.confirm` control.
CONFIRM_LABEL = "Sure? Press again"


class TwoLineChoice(Choice):
    """A panel cycler whose shown value may hold one line break: drawn as two centred lines (else as
    :class:`~zooarcade.ui.widgets.Choice`)."""

    def draw(self, surface: gfx.Canvas, fonts: Callable[[str, int], gfx.ScaledFont]) -> None:
        if "\n" not in self.value:
            super().draw(surface, fonts)
            return
        value, self.options[self.index] = self.value, ""
        try:
            super().draw(surface, fonts)  # the box and the arrows, no value
        finally:
            self.options[self.index] = value
        font = fonts("text", self.font_size)
        ink = theme.INK if self.enabled else theme.INK_DIM
        step = font.get_linesize()
        top = self.rect.centery - step
        for i, line in enumerate(value.split("\n")[:2]):
            theme.blit_text(surface, font, line, (self.rect.centerx, top + i * step + step // 2), ink, anchor="center")


@dataclass(frozen=True)
class PanelChoice:
    """One control of the panel.

    Attributes:
        label: the button's text ("Accept", "Counter").
        options: ``((value label, action), ...)``: one entry makes a plain button; several make a
            button with a ``< value >`` cycler (the button plays the shown value's action).
        kind: the button's look: "primary", "secondary" or "danger".
        wide: the cycler takes two thirds of the row (long value labels, such as a path "Palm Court →
            Rainforest"), the button the rest; otherwise it is about 150 pixels, wider when a value needs it and
            the button's label leaves the room.
        confirm: an answer that cannot be taken back (giving up a play already partly paid): the first
            press (click or digit key) only arms the control, its label asking for a second press, so a
            digit meant for a control that has just gone (the rows renumber as the choices change)
            never plays it.
        stacked: the cycler gets a row of its own under the button, the panel's whole width (values too long
            to share a row with the label, such as a path "Central Lawn \u2192 Star Exhibit"); the button takes
            its whole row too.  A single value shows there as well (its cycler has nowhere to turn).
        tip: the control's hover text, first line a heading (what the control does, in plain words); empty:
            no tooltip beyond a cut label's.
        short: a shorter label ("From Bot 2" for "From Normal Bot 2") shown when :attr:`label` would have to
            shrink below :data:`LABEL_COMFORT` to fit; the full label is then the button's tooltip.  Empty: none.
        digit: the digit key (1–9) that presses it, kept while the rows above it come and go (Zoo Fighters II's
            payment: "Exhaust Tusk" stays on its key; play test 11).  0: its row number.

    A choice with no :attr:`options` is a *spacer*: it keeps its row's place (so the controls below it do not
    move when an answer goes away for a while) and shows :attr:`label`, if any, as a dim note beside its digit,
    dimmed too (so the shown keys run 1, 2, 3 … with no gap; play test 12b).  It cannot be pressed: a click on
    it or its digit key only calls :attr:`DecisionPanel.on_spacer` (the table says why nothing happens).
    """

    label: str
    options: tuple[tuple[str, Action], ...]
    kind: str = "secondary"
    wide: bool = False
    confirm: bool = False
    stacked: bool = False
    tip: tuple[str, ...] = ()
    short: str = ""
    digit: int = 0

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action this control can play."""
        return tuple(a for _, a in self.options)

    @property
    def spacer(self) -> bool:
        """True for a row kept empty (no options): see the class docstring."""
        return not self.options


class DecisionPanel:
    """The panel widget.

    Args:
        fonts: ``fonts(role, size)``.
        on_choose: called with the action a control plays.
        click_sound: played on a press.
        row: height of one control row (pixels; :data:`ROW` by default); a table with many
            controls at once (a deal built step by step) uses a lower row.
        gap: pixels between control rows (:data:`GAP` by default).

    Attributes:
        rect: where the panel is drawn (set by :meth:`place`); empty when hidden.
        prompt: the decision's prompt line.
        choices: the controls, in order.
        highlighted: the action marked by the keyboard choice (its control is outlined).
        hold: while the same non-None value is set (one payment of Zoo Fighters II), the prompt keeps room for
            as many lines as it has had since that value came, so the rows under it never move when it gets
            shorter; ``None``: the prompt takes the lines it needs now.
    """

    def __init__(self, fonts: Callable[[str, int], gfx.ScaledFont], on_choose: Callable[[Action], None],
                 click_sound: Callable[[], None] | None = None, row: int = ROW, gap: int = GAP) -> None:
        self.fonts = fonts
        self.row = max(24, row)
        self.gap = max(2, gap)
        self.on_choose = on_choose
        self.click_sound = click_sound
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.prompt = ""
        self.choices: list[PanelChoice] = []
        self.buttons: list[Button] = []
        self.cyclers: list[Choice | None] = []
        self.highlighted: Action | None = None
        #: per control index, the whole label of a button whose label had to be cut.
        self.cut: dict[int, str] = {}
        #: per control index, the whole value labels of a cycler some of whose values had to be cut.
        self.cut_values: dict[int, tuple[str, ...]] = {}
        self.enabled = True
        #: the index of the :attr:`PanelChoice.confirm` control pressed once (its next press plays it).
        self.armed: int | None = None
        self.hold: object | None = None
        #: called with a noted spacer row (see :class:`PanelChoice`) when it is clicked or its digit key pressed;
        #: None: such a press is ignored.
        self.on_spacer: Callable[[PanelChoice], None] | None = None
        self._held: tuple[object, int] = (None, 0)
        self._key: tuple[object, ...] = ()
        #: the controls per row as laid out now (1, or 2: :meth:`set`'s ``columns``).
        self.columns = 1

    @property
    def visible(self) -> bool:
        """True when the panel has a prompt or a control to show."""
        return bool(self.choices or self.prompt)

    @staticmethod
    def can_pair(choices: Sequence[PanelChoice]) -> bool:
        """True when ``choices`` may be laid out two to a row (``set(..., columns=2)``): at least two controls,
        none :attr:`PanelChoice.stacked` (a stacked cycler needs the whole row)."""
        return len(choices) >= 2 and not any(DecisionPanel._stacked(c) for c in choices)

    def set(self, prompt: str, choices: Sequence[PanelChoice], area: pygame.Rect, columns: int = 1) -> None:
        """Show ``prompt`` and ``choices`` inside ``area`` (rebuilt only when something changed).

        ``columns`` 2 lays the controls out two to a row in reading order (1 | 2, then 3 | 4 …: the digit keys
        and the keyboard choice's order are those of one column), each half of the row: a panel half as tall
        (the compact table's drawer, :meth:`~zooarcade.ui.table.base.TableScene.drawer_layout`).  Only for
        choices :meth:`can_pair` allows; otherwise (and with the default 1) one control per row.
        """
        columns = 2 if columns == 2 and self.can_pair(choices) else 1
        self.columns = columns
        key = (prompt, tuple(choices), tuple(area), self.hold, columns)
        if key == self._key:
            return
        self._key = key
        self.armed = None
        self.prompt = prompt
        self.choices = list(choices)
        self.buttons, self.cyclers = [], []
        self.cut, self.cut_values = {}, {}
        if not self.visible:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        pad = 12
        prompt_h = 0
        lines: list[str] = []
        if prompt:
            lines = theme.wrap_text(self.fonts("bold", 15), prompt, area.w - 2 * pad)[:3]
            kept = len(lines)
            if self.hold is not None:  # the most lines this hold has needed: the rows stay where they were
                kept = max(kept, self._held[1] if self._held[0] == self.hold else 0)
                self._held = (self.hold, kept)
            prompt_h = 20 * kept + 6
        row_h, gap = self.row, self.gap
        half = (area.w - 2 * pad - gap) // 2
        places = self._places(columns, half, row_h)  # (row, column, spans) per control
        rows = sum(2 if self._stacked(c) else 1 for c in self.choices) if columns == 1 else \
            (places[-1][0] + 1 if places else 0)
        h = pad * 2 + prompt_h + rows * (row_h + gap) - (gap if self.choices else 0)
        self.rect = pygame.Rect(area.x, area.bottom - h, area.w, h)
        self._lines = lines
        y = self.rect.y + pad + prompt_h
        for i, choice in enumerate(self.choices):
            if columns == 2:  # reading order: the left half, then the right half, then the next row
                r, col, spans = places[i]
                top = self.rect.y + pad + prompt_h + r * (row_h + gap)
                row = pygame.Rect(self.rect.x + pad, top, self.rect.w - 2 * pad, row_h) if spans else \
                    pygame.Rect(self.rect.x + pad + col * (half + gap), top, half, row_h)
                self._control(i, choice, row)
                continue
            row = pygame.Rect(self.rect.x + pad, y, self.rect.w - 2 * pad, row_h)
            y += self._control(i, choice, row)

    def _places(self, columns: int, half: int, row_h: int) -> list[tuple[int, int, bool]]:
        """Where each control goes two to a row (``columns`` 2): ``(row, column, spans)``, in reading order.  A
        control that would be cut short at ``half`` pixels wide (its label or a value with "…", or a spacer's
        dim note) takes a whole row of its own (``spans``), so two to a row never cuts what one column shows whole.
        Empty for one column."""
        if columns != 2:
            return []
        out: list[tuple[int, int, bool]] = []
        r, col = 0, 0
        for i, choice in enumerate(self.choices):
            if choice.spacer:  # its dim note (drawn beside the badge) whole in half a row, or a row of its own
                room = half - BADGE_ROOM - 2 * LABEL_MARGIN
                spans = bool(choice.label) and self.fonts("text", 14).size(choice.label)[0] > room
            else:
                spans = self._cut_at(i, choice, pygame.Rect(0, 0, half, row_h))
            if spans:
                if col == 1:
                    r, col = r + 1, 0
                out.append((r, 0, True))
                r += 1
                continue
            out.append((r, col, False))
            r, col = (r, 1) if col == 0 else (r + 1, 0)
        return out

    def _cut_at(self, index: int, choice: PanelChoice, row: pygame.Rect) -> bool:
        """True when control ``index`` laid out in ``row`` would show its label or a value cut short with "…"
        (a trial: the panel's controls and cut lists are left as they were)."""
        saved = (self.buttons, self.cyclers, dict(self.cut), dict(self.cut_values))
        self.buttons, self.cyclers = [], []
        try:
            self._control(index, choice, row)
            return index in self.cut or index in self.cut_values
        finally:
            self.buttons, self.cyclers, self.cut, self.cut_values = saved

    def _control(self, i: int, choice: PanelChoice, row: pygame.Rect) -> int:
        """Build control ``i`` (its button, and its cycler when it has values) in ``row`` (logical pixels),
        noting a label or values cut short; returns the height (pixels) it takes in one column, its gap
        included (two rows for a :attr:`PanelChoice.stacked` one)."""
        row_h, gap = self.row, self.gap
        if choice.spacer:  # the row stays empty (a dim note at most): a button that presses nothing
            self.buttons.append(Button(row, choice.label, lambda: None, enabled=False, font_size=14))
            self.cyclers.append(None)
            return row_h + gap
        taken = row_h + gap
        if self._stacked(choice):
            taken += row_h + gap
            cycler = self._cycler(i, choice, pygame.Rect(row.x, row.y + row_h + gap, row.w, row_h))
            button_rect = row
        elif len(choice.options) > 1:
            cyc_w = row.w * 2 // 3 if choice.wide else self._narrow_width(choice, row.w)
            cycler = self._cycler(i, choice, pygame.Rect(row.right - cyc_w, row.y, cyc_w, row_h))
            button_rect = pygame.Rect(row.x, row.y, row.w - cyc_w - gap, row_h)
        else:
            cycler = None
            button_rect = row
        # the label fits beside the digit badge: a smaller font down to LABEL_FLOOR, then cut with "…"
        # (the whole label shows in a tooltip, :meth:`cut_label_at`)
        pad_left = BADGE_ROOM if i < 9 else 0
        room = button_rect.w - pad_left - 2 * LABEL_MARGIN
        top = 18 if row_h >= ROW else 16
        words = choice.label
        size = self._label_size(words, room, top)
        if choice.short and size < LABEL_COMFORT:  # too small to read comfortably: the short form instead
            words = choice.short
            size = self._label_size(words, room, top)
        label = theme.fit_text(self.fonts("display", size), words, room)
        if label != choice.label:
            self.cut[i] = choice.label
        self.buttons.append(Button(button_rect, label, lambda i=i: self.press(i), kind=choice.kind,
                                   font_size=size, click_sound=self.click_sound, pad_left=pad_left))
        self.cyclers.append(cycler)
        return taken

    def measure(self, prompt: str, choices: Sequence[PanelChoice], area: pygame.Rect,
                columns: int = 1) -> tuple[int, int]:
        """``(height, cut)``: the height (logical pixels) :meth:`set` would give the panel for these arguments and
        how many of its controls would show a label or a value cut short with "…", leaving the panel as it was
        (what it shows, and the prompt lines a :attr:`hold` remembers)."""
        saved = dict(self.__dict__)
        try:
            self.set(prompt, choices, area, columns)
            return self.rect.h, len(set(self.cut) | set(self.cut_values))
        finally:
            self.__dict__.clear()
            self.__dict__.update(saved)

    def _label_size(self, words: str, room: int, top: int) -> int:
        """The largest font size from ``top`` down to :data:`LABEL_FLOOR` at which ``words`` fit ``room`` pixels."""
        size = top
        while size > LABEL_FLOOR and self.fonts("display", size).size(words)[0] > room:
            size -= 1
        return size

    @staticmethod
    def _stacked(choice: PanelChoice) -> bool:
        """True when ``choice`` takes two rows: its button, then its cycler under it (:attr:`PanelChoice.stacked`;
        also for a single value, which then shows in the cycler's place rather than squeezed into the label)."""
        return choice.stacked and bool(choice.options) and bool(choice.options[0][0])

    @property
    def _value_size(self) -> int:
        """The font size of cycler values before any shrinking (pixels): smaller on a low row."""
        return 17 if self.row >= ROW else 15

    def _narrow_width(self, choice: PanelChoice, row_w: int) -> int:
        """A narrow cycler's width (pixels): at least ``min(150, row_w // 2)``, more when its widest value needs
        it, as long as the button keeps the room its label needs (at most two thirds of the row)."""
        base = min(150, row_w // 2)
        size = self._value_size
        need = max(self.fonts("text", size).size(v)[0] for v, _ in choice.options) + 2 * ARROW_ROOM
        label = self.fonts("display", 16).size(choice.label)[0] + BADGE_ROOM + 2 * LABEL_MARGIN
        if need < base:
            # short values leave room to a long label ("From Normal Bot 2" beside "< Fire 27% >", play test 8)
            return max(need, min(base, row_w - self.gap - label))
        return max(base, min(need, row_w - self.gap - label, row_w * 2 // 3))

    def _cycler(self, index: int, choice: PanelChoice, rect: pygame.Rect) -> Choice:
        """The ``< value >`` cycler of control ``index`` in ``rect``: its values fit between the arrows — a
        smaller font down to :data:`VALUE_FLOOR`, then, on a row tall enough, a value too long for one line
        goes on two (broken before its "→", else between words: "Bandit Baboon" over "→ Bot 3", play test 12),
        and only then is it cut with "…" (whole in a tooltip, :meth:`full_label_at`)."""
        values = [v for v, _ in choice.options]
        room = rect.w - 2 * ARROW_ROOM
        size = self._value_size
        # the face is sized for the widest value that can fit at all: one hopeless value is cut, not everyone shrunk
        fitting = [v for v in values if self.fonts("text", VALUE_FLOOR).size(v)[0] <= room]
        widest = max(fitting or values, key=lambda v: self.fonts("text", size).size(v)[0])
        while size > VALUE_FLOOR and self.fonts("text", size).size(widest)[0] > room:
            size -= 1
        font = self.fonts("text", size)
        long = [v for v in values if font.size(v)[0] > room]
        if long:  # a value that two lines would hold whole: the largest size whose two lines fit the row
            two_size = size
            while two_size > VALUE_FLOOR and 2 * self.fonts("text", two_size).get_linesize() + 2 > rect.h:
                two_size -= 1
            small = self.fonts("text", two_size)
            if 2 * small.get_linesize() + 2 <= rect.h and any(self._two_lines(small, v, room) for v in long):
                size, font = two_size, small
        two = rect.h >= 2 * font.get_linesize() + 2  # room for a value on two lines
        shown = []
        for v in values:
            lines = self._two_lines(font, v, room) if two and font.size(v)[0] > room else None
            shown.append("\n".join(lines) if lines else theme.fit_text(font, v, room))
        if [v.replace("\n", " ") for v in shown] != values:
            self.cut_values[index] = tuple(values)
        return TwoLineChoice(rect, shown, 0, font_size=size)

    @staticmethod
    def _two_lines(font: gfx.ScaledFont, value: str, room: int) -> tuple[str, str] | None:
        """``value`` as two lines no wider than ``room`` pixels — before its "→" when it has one, else at the
        last word break that fits — or None when it does not fit on two."""
        arrow = value.find(" \u2192 ")
        cuts = [arrow] if arrow > 0 else [i for i, ch in enumerate(value) if ch == " "][::-1]
        for cut in cuts:
            first, second = value[:cut], value[cut + 1:]
            if font.size(first)[0] <= room and font.size(second)[0] <= room:
                return first, second
        return None

    def full_label_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """``(whole text, control rect)`` when ``pos`` is on something drawn cut short — a button's label or
        the value its cycler shows now — else None (the tooltip of a cut label)."""
        for i, (button, cycler) in enumerate(zip(self.buttons, self.cyclers, strict=True)):
            if i in self.cut and button.rect.collidepoint(pos):
                return self.cut[i], pygame.Rect(button.rect)
            if cycler is not None and i in self.cut_values and cycler.rect.collidepoint(pos):
                return self.cut_values[i][cycler.index], pygame.Rect(cycler.rect)
        return None

    def tip_at(self, pos: tuple[int, int]) -> tuple[tuple[str, ...], pygame.Rect] | None:
        """``(hover lines, control rect)`` when ``pos`` is on a control with a :attr:`PanelChoice.tip` (its button or
        its cycler; the rect spans both), else None."""
        for choice, button, cycler in zip(self.choices, self.buttons, self.cyclers, strict=True):
            box = button.rect.union(cycler.rect) if cycler is not None else button.rect
            if choice.tip and (button.rect.collidepoint(pos) or (cycler is not None and cycler.rect.collidepoint(pos))):
                return choice.tip, pygame.Rect(box)
        return None

    def digit_of(self, index: int) -> int:
        """The digit key of control ``index``: its :attr:`PanelChoice.digit`, else its row number (1 first)."""
        return self.choices[index].digit or index + 1

    def action_of(self, index: int) -> Action:
        """The action control ``index`` plays now (its cycler's shown value)."""
        choice = self.choices[index]
        cycler = self.cyclers[index]
        return choice.options[cycler.index if cycler is not None else 0][1]

    def press(self, index: int) -> None:
        """Play control ``index``'s action (when enabled); a confirm control's first press only arms it."""
        if not (self.enabled and 0 <= index < len(self.choices)) or self.choices[index].spacer:
            return
        if self.choices[index].confirm and self.armed != index:
            self.armed = index
            self.buttons[index].text = CONFIRM_LABEL
            return
        self.armed = None
        self.on_choose(self.action_of(index))

    def show(self, action: Action | None) -> None:
        """Highlight ``action``'s control and turn its cycler to it (the keyboard choice)."""
        self.highlighted = action
        for i, choice in enumerate(self.choices):
            if action in choice.actions:
                cycler = self.cyclers[i]
                if cycler is not None:
                    cycler.index = choice.actions.index(action)

    def primary_index(self) -> int | None:
        """The index of the panel's go-ahead control, the one drawn lit ("End turn", "Send the deal"), which Enter
        plays while no control has the keyboard's focus (play test 13, ZV-1); None when the panel is hidden or
        disabled, or has no such control or more than one (Enter would not know which).  A spacer row (a
        disabled go-ahead shown only as a dim note) is never it."""
        if not (self.visible and self.enabled):
            return None
        lit = [i for i, c in enumerate(self.choices) if c.kind == "primary" and not c.spacer]
        return lit[0] if len(lit) == 1 else None

    def holds(self, action: Action) -> bool:
        """True when one of the panel's controls plays ``action``."""
        return any(action in c.actions for c in self.choices)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse on the controls, digit keys 1–9; return True when consumed."""
        if not self.visible:
            return False
        if event.type == pygame.KEYDOWN and self.enabled and pygame.K_1 <= event.key <= pygame.K_9:
            digit = event.key - pygame.K_1 + 1
            index = next((i for i in range(len(self.choices)) if self.digit_of(i) == digit), len(self.choices))
            if index < len(self.choices) and not self.choices[index].spacer:
                if self.click_sound:
                    self.click_sound()
                self.press(index)
                return True
            if index < len(self.choices) and self.choices[index].label and self.on_spacer is not None:
                self.on_spacer(self.choices[index])  # a noted row: the table says why it does nothing now
                return True
            return False
        consumed = False
        for choice, button, cycler in zip(self.choices, self.buttons, self.cyclers, strict=True):
            if choice.spacer:
                if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and choice.label
                        and self.on_spacer is not None and button.rect.collidepoint(event.pos)):
                    self.on_spacer(choice)
                    return True
                continue
            button.enabled = self.enabled
            if cycler is not None:
                cycler.enabled = self.enabled
                consumed = cycler.handle_event(event) or consumed
            consumed = button.handle_event(event) or consumed
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos):
            return True
        return consumed and event.type != pygame.MOUSEMOTION

    def _digit_badge(self, surface: gfx.Canvas, row: pygame.Rect, digit: int, dim: bool = False) -> None:
        """Draw ``digit``'s key badge at the left of ``row`` (logical pixels): filled, or an outline with a dim
        figure for a spacer row's key (nothing to press there now)."""
        center = (row.x + 16, row.centery)
        gfx.circle(surface, theme.INK_DARK, center, 10, 1 if dim else 0)
        theme.blit_text(surface, self.fonts("bold", 13), str(digit), center, theme.INK_DIM if dim else theme.INK,
                        anchor="center")

    def draw(self, surface: gfx.Canvas) -> None:
        """Draw the panel (nothing when hidden)."""
        if not self.visible:
            return
        theme.shadowed_rect(surface, self.rect, theme.PANEL, radius=14, shadow=6, border=theme.ACCENT)
        y = self.rect.y + 12
        for line in self._lines:
            theme.blit_text(surface, self.fonts("bold", 15), line, (self.rect.x + 12, y), theme.INK)
            y += 20
        for i, (button, cycler) in enumerate(zip(self.buttons, self.cyclers, strict=True)):
            if self.choices[i].spacer:
                if button.text:
                    badge = self.digit_of(i) <= 9  # its key, dimmed: the keys shown run on with no gap
                    left = BADGE_ROOM + LABEL_MARGIN if badge else LABEL_MARGIN
                    if badge:
                        self._digit_badge(surface, button.rect, self.digit_of(i), dim=True)
                    theme.blit_text(surface, self.fonts("text", 14), theme.fit_text(self.fonts("text", 14), button.text,
                                    button.rect.w - left - LABEL_MARGIN), (button.rect.x + left,
                                    button.rect.centery), theme.INK_DIM, anchor="midleft")
                continue
            button.draw(surface, self.fonts)
            if self.digit_of(i) <= 9:  # the digit key that presses it
                self._digit_badge(surface, button.rect, self.digit_of(i))
            if cycler is not None:
                cycler.draw(surface, self.fonts)
            if self.highlighted is not None and self.highlighted in self.choices[i].actions:
                box = button.rect.union(cycler.rect) if cycler is not None else button.rect
                gfx.rect(surface, theme.ACCENT, box.inflate(8, 8), 3, border_radius=14)
