"""The table's guide mode ("Learn to play"): one scripted move at a time, for every game's table.

:func:`zooarcade.scenes.learn.start_guide` opens a game's table on its lesson (:mod:`zooarcade.guide`) and attaches a
:class:`GuideMode`; the generic table (:class:`~zooarcade.ui.table.base.TableScene`) then asks it
(its ``guide`` attribute) at a few points:

* **Input filter.**  Only the script's move is accepted (:meth:`GuideMode.allows`): a drop elsewhere, a
  wrong piece or another panel button is refused with the script's hint through the table's usual
  refusal (the piece flies home, the invalid sound, a notice in the top bar).  Only the script's target
  lights while a piece is held.
* **Highlight.**  The script's move is the table's hint (``current_hint``): each game draws it with its
  own hint marks (an arrow from the piece to its place, a lit panel button), and Enter plays it.
* **Computer seats** play their scripted moves after a short think pause; forced steps play themselves.
* **Caption card** over the top of the log (on the compact table, whose log is hidden: a card of the same
  size over the play area where it hides least of the moves, :meth:`GuideMode.card_rect`, kept clear by the
  drawer): the step number and the one-line reason; the top bar's
  Menu button becomes **Leave** (Esc too).  The log below it keeps at least :data:`MIN_LOG_LINES` lines: a
  table with a short log column gets a lower card (its caption in a smaller size, the how-to line only when
  it still fits).  Undo, Redo, saving, statistics and the results screen are off.
* **The end** offers a real game: "Play a real game" opens the game's seat setup, "Back" leaves.

Geometry in logical pixels of the table's canvas (1280×720, or the compact 960×720).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from zooarcade.core.protocol import Action
from zooarcade.guide import CONTROL, GuideScript, GuideStep
from zooarcade.ui import gfx, placement, theme
from zooarcade.ui.widgets import Button

if TYPE_CHECKING:
    from zooarcade.ui.table.base import TableScene

#: height of the caption card at the top of the log column (pixels), when the log keeps enough lines below it.
CARD_H = 128
#: the lowest card: the head line and three caption lines of the smallest size (pixels).
MIN_CARD_H = 96
#: gap between the caption card and the shortened log (pixels).
CARD_GAP = 6
#: text lines the log keeps readable under the card (the card gets lower on a short log column).
MIN_LOG_LINES = 4
#: the caption's top inside the card, under the head line (pixels).
CAPTION_Y = 30
#: room the how-to line takes at the card's bottom (its 13 px line and the padding under it, pixels).
HOW_ROOM = 22
#: caption sizes, largest first, and the most lines each may wrap to.
CAPTION_SIZES = ((16, 3), (15, 3), (14, 3), (14, 4))
#: what covering one of the table's lesson keep-clear places costs a compact card's place: more than any move.
KEEP_CLEAR_COST = 10 ** 12
#: side of the square round a large target's middle that the compact card keeps clear (pixels).
ASKED_MIDDLE = 60
#: longest think pause (seconds) of a scripted computer move.
MAX_PAUSE = 0.9
#: the end offer's box (pixels).
END_SIZE = (520, 236)


def card_height(log_h: int, log_min: int) -> int:
    """The caption card's height over a log column ``log_h`` pixels tall whose log needs ``log_min`` pixels
    (its head, padding and :data:`MIN_LOG_LINES` lines): :data:`CARD_H`, lower when the log would lose its
    lines, never below :data:`MIN_CARD_H`."""
    return max(MIN_CARD_H, min(CARD_H, log_h - CARD_GAP - log_min))


class GuideMode:
    """A table's lesson state: the script, the caption card, the Leave control and the end offer.

    Args:
        table: the table it guides (its session must be at the script's first position or further along it).
        script: the validated lesson.
        offer: opens the real game at the end ("Play a real game": the arcade's seat setup of the game,
            given by the screen that opened the lesson, since the table kit knows no arcade screen).
    """

    def __init__(self, table: TableScene, script: GuideScript, offer: Callable[[], None]) -> None:
        self.table = table
        self.script = script
        self.offer = offer
        self.timer = 0.0
        #: set when the game left the script (a bug, never a player's doing): the lesson stops with a message.
        self.off_script = False
        #: ``(step index, quoted control label)`` the caption's :data:`~zooarcade.guide.CONTROL` last read as.
        self._worded: tuple[int, str] | None = None
        log = table.log
        height = card_height(log.rect.h, log.HEADER + log.PAD + MIN_LOG_LINES * log.line_height)
        #: the caption card on the wide table (over the top of the log column).
        self.wide_card = pygame.Rect(log.rect.x, log.rect.y, log.rect.w, height)
        #: the compact table's card: ``(steps played, rect)`` of its place chosen last (:meth:`card_rect`).
        self._compact_card: tuple[int, pygame.Rect] | None = None
        log.rect = pygame.Rect(log.rect.x, log.rect.y + height + CARD_GAP, log.rect.w,
                               max(60, log.rect.h - height - CARD_GAP))
        log._cache = None
        log._dirty = True
        if script.intro and self.played() == 0:
            log.add(script.intro, None, "alert")
        table.menu.text = "Leave"
        table.menu.on_click = self.leave
        self.end_rect = pygame.Rect((0, 0), END_SIZE)
        self.play_button = Button((0, 0, 260, 48), "Play a real game", self.play_real,
                                  kind="primary", font_size=22, click_sound=table._click)
        self.back_button = Button((0, 0, 180, 48), "Back", self.leave, font_size=22, click_sound=table._click)
        self.layout_changed()

    def layout_changed(self) -> None:
        """The table switched between the wide and the compact layout: the end offer is centred again
        (:meth:`end_center`) and the compact card's place is chosen anew."""
        end = self.end_rect
        end.center = self.end_center()
        self.play_button.rect = pygame.Rect(end.x + 28, end.bottom - 70, 260, 48)
        self.back_button.rect = pygame.Rect(end.right - 208, end.bottom - 70, 180, 48)
        self._compact_card = None

    @property
    def card(self) -> pygame.Rect:
        """The caption card as drawn now (logical pixels): :meth:`card_rect`."""
        return self.card_rect()

    def card_rect(self) -> pygame.Rect:
        """Where the caption card is (logical pixels).

        On the wide table: over the top of the log column (:attr:`wide_card`).  On the compact table (no log
        column): a card of the same size over the play area, at the drawer's places
        (:meth:`~zooarcade.ui.table.base.TableScene.drawer_places`) that hides least of the legal moves' pieces
        and places and the game's information (the drawer's own weighing,
        :meth:`~zooarcade.ui.table.base.TableScene._hidden_by`), higher ones first on a tie.  Chosen once a
        step has played out, and kept at the next step while it hides none of its moves, so it does not jump
        about; the drawer then keeps it clear (:meth:`~zooarcade.ui.table.base.TableScene.drawer_keep`).  It
        never covers any of the table's :meth:`~zooarcade.ui.table.base.TableScene.lesson_keep_clear` places
        while some place to try covers none (:data:`KEEP_CLEAR_COST` each).
        """
        table = self.table
        if not table.compact:
            return self.wide_card
        played = self.played()
        last = self._compact_card
        if last is not None and (last[0] == played or table.queue.busy):
            return last[1]
        w, h = table.frame.panel.w, self.wide_card.h
        # the places the card never covers where it can help it (play test: it lay over ZOP ZOO's discard pile,
        # which a later step digs in, and over Zoo Vadis's Waterfall): they also give it places beside them
        clear = [pygame.Rect(r) for r in table.lesson_keep_clear()] + self.asked_places()
        keep = list(table.drawer_keep_clear()) + [placement.Avoid(r, placement.TARGET) for r in clear]
        moves = table.drawer_move_places()

        def blocks(rect: pygame.Rect) -> int:
            return sum(1 for r in clear if rect.colliderect(r))

        if last is not None and not blocks(last[1]) and not table._drawer_hides(last[1], keep, moves):
            self._compact_card = (played, last[1])
            return last[1]
        best: tuple[float, int, int, pygame.Rect] | None = None
        for i, area in enumerate(table.drawer_places(h, keep, w)):
            rect = pygame.Rect(area.x, area.bottom - h, w, h)
            cost = table._hidden_by(rect, keep, moves) + KEEP_CLEAR_COST * blocks(rect)
            if best is None or (cost, rect.y, i) < best[:3]:
                best = (cost, rect.y, i, rect)
        assert best is not None
        self._compact_card = (played, best[3])
        return best[3]

    def asked_places(self) -> list[pygame.Rect]:
        """The places the learner's next move starts from and goes to on the table (logical pixels; none for a
        panel button, which the drawer keeps clear, or while another seat's move is due): the compact card never
        lies over them, not even a corner (play test: a click there should reach the table, not the card).  A
        target larger than the card (a seat's whole area) counts by the :data:`ASKED_MIDDLE` square round its
        middle."""
        step = self.expected()
        table = self.table
        if step is None or step.seat != self.script.learner or not table.spatial(step.action):
            return []
        out = []
        sprite = table.sprite_for(step.action)
        if sprite is not None:
            out.append(pygame.Rect(sprite.rect))
        key = table.target_key(step.action)
        targets = table.target_rects()
        if key is not None and key in targets:
            place = pygame.Rect(targets[key])
            if place.w * place.h > self.wide_card.w * self.wide_card.h:  # a seat's whole area: its middle, where
                # the lesson's arrow points and the drop goes, stays clear
                place = pygame.Rect(0, 0, ASKED_MIDDLE, ASKED_MIDDLE).move(place.centerx - ASKED_MIDDLE // 2,
                                                                          place.centery - ASKED_MIDDLE // 2)
            out.append(place)
        return out

    # ------------------------------------------------------------------ where the lesson is
    def played(self) -> int:
        """Steps played so far."""
        return len(self.table.session.record.steps)

    def expected(self) -> GuideStep | None:
        """The step due now (None once the script is done or left)."""
        return None if self.off_script else self.script.expected(self.played())

    def finished(self) -> bool:
        """True once every scripted step has been played (or the game left the script)."""
        return self.off_script or self.played() >= len(self.script.steps)

    def ended(self) -> bool:
        """True when the end offer shows: the script is done and its last move has played out."""
        return self.finished() and not self.table.queue.busy

    def learner_move(self) -> Action | None:
        """The move the learner is to make now (None while another seat or a forced step is due)."""
        step = self.expected()
        if step is None or step.seat != self.script.learner or not self.table.input_enabled():
            return None
        return step.action

    def by_hand(self) -> bool:
        """True when the step due is the learner's with a caption: made by hand even when it is forced."""
        step = self.expected()
        return step is not None and step.seat == self.script.learner and step.caption is not None

    def allows(self, action: Action) -> bool:
        """True when ``action`` is the scripted move now (the only one the table accepts)."""
        step = self.expected()
        return step is not None and action == step.action

    def number(self) -> tuple[int, int]:
        """``(k, of)``: the learner's move k (1-based, the next one) of the script's ``of`` moves."""
        own = self.script.learner_steps()
        done = sum(1 for i in own if i < self.played())
        return min(done + 1, len(own)), len(own)

    def refusal(self) -> str:
        """The notice of a refused move: what to do instead."""
        step = self.expected()
        if step is None:
            return "The lesson is over."
        found = self.control_of(step.action)
        if found is not None and found[1]:  # the control's own words, as in the banner (play test P9)
            return f"Not that one \u2014 {found[0]}: {found[1]}."
        return f"Not that one \u2014 {self.table.describe(step.action)}."

    def caption(self) -> str:
        """The caption card's text now.

        While a move still plays out, the card speaks of that move's seat (the one the top bar names,
        :meth:`~zooarcade.ui.table.base.TableScene.shown_seat`), not of the step due after it: the card never
        says "Watch: Bot 2" while the bar still says "Bot 1 plays".
        """
        if self.off_script:
            return "The lesson lost its place. Leave and start it again."
        step = self.expected()
        if step is None:
            return self.script.outro or "That is the game. Well played!"
        showing = self.playing_out()
        if showing is not None:
            return showing
        if self.played() == 0 and step.seat != self.script.learner and self.script.intro:
            return self.script.intro
        if step.seat == self.script.learner and step.caption is not None:
            return self.worded(step.caption, self.played())
        return self.watch(step.seat)

    def control_of(self, action: Action) -> tuple[str, str] | None:
        """``(label, value)`` of the decision panel's control that plays ``action`` now (value: its cycler's entry
        for it, "" for a plain button), or None when no control does."""
        for choice in self.table.panel.choices:
            for value, a in choice.options:
                if a == action:
                    return choice.label, (value if len(choice.options) > 1 else "")
        return None

    def worded(self, caption: str, index: int) -> str:
        """``caption`` of step ``index`` with :data:`~zooarcade.guide.CONTROL` replaced by the quoted label of the
        control that plays the step's move (play test P9: the lesson said "Reveal" where the button said "Play
        from hand"); kept once read, so it reads the same while the move plays out; "the lit button" when no
        control plays it."""
        if CONTROL not in caption:
            return caption
        if self._worded is None or self._worded[0] != index:
            found = self.control_of(self.script.steps[index].action) if index < len(self.script.steps) else None
            if found is None:
                return caption.replace(CONTROL, "the lit button")
            self._worded = (index, f"\u201c{found[0]}\u201d")
        return caption.replace(CONTROL, self._worded[1])

    def watch(self, seat: int) -> str:
        """The card's line for a move the learner only watches: a computer seat's, or one that plays itself.
        Before the learner's first own move (the deal playing out) it is the lesson's intro: "your move plays
        itself" read wrong while the cards were still being dealt (play test 14)."""
        if seat == self.script.learner:
            if self.script.intro and self._opening():
                return self.script.intro
            return "Watch: your move plays itself, there is nothing to choose."
        return f"Watch: {self.table.name(seat)} moves."

    def _opening(self) -> bool:
        """True until the learner's first captioned move has been played (the opening's forced steps only)."""
        learner = self.script.learner
        return not any(s.seat == learner and s.caption is not None for s in self.script.steps[:self.played()])

    def playing_out(self) -> str | None:
        """The card's line while a move still plays out on the table (None when nothing does).

        The learner's own move keeps its caption while it plays out; another seat's is "Watch: <name> moves."
        """
        table = self.table
        seat = table.shown_seat() if table.queue.busy else None
        if seat is None or not 0 <= seat < self.script.num_players:
            return None
        if seat == self.script.learner:
            index = next((i for i in range(self.played() - 1, -1, -1) if self.script.steps[i].seat == seat), None)
            last = self.script.steps[index] if index is not None else None
            if index is not None and last is not None and last.caption is not None:
                return self.worded(last.caption, index)
        return self.watch(seat)

    def banner(self) -> tuple[str, theme.Color] | None:
        """The top bar's line in a lesson: the move to make, or the lesson done (None: the table's own)."""
        table = self.table
        if self.ended():
            return ("Lesson done \u2014 ready for a real game?", theme.ACCENT)
        move = self.learner_move()
        if move is None or table.drag.active is not None or table.pending is not None:
            return None
        found = self.control_of(move)
        if found is not None and found[1]:  # a control with values: its words, as the panel shows them (P9)
            return (f"Your move: {found[0]} \u2014 {found[1]}", theme.ACCENT)
        return (f"Your move: {table.describe(move)}", theme.ACCENT)

    # ------------------------------------------------------------------ the table's questions
    def refuse(self) -> None:
        """Tell the learner the move is not the scripted one (the invalid sound and a notice)."""
        self.table.app.sfx("invalid")
        self.table.toast = (self.refusal(), 2.6)

    def computer_move(self, dt: float, pause: float) -> Action | None:
        """A computer seat's scripted move once ``pause`` seconds (capped) have passed, else None."""
        step = self.expected()
        if step is None:
            return None
        self.timer += dt
        if self.timer < min(pause, MAX_PAUSE):
            return None
        self.timer = 0.0
        return step.action

    def check(self) -> None:
        """After a step: the session must still follow the script (else the lesson stops, told in words)."""
        steps = self.table.session.record.steps
        if len(steps) > len(self.script.steps) or any(
                s.action != g.action for s, g in zip(steps, self.script.steps, strict=False)):
            self.off_script = True

    # ------------------------------------------------------------------ leaving
    def leave(self) -> None:
        """Leave the lesson: back to the screen it was opened from (game select or the rules reader)."""
        self.table.app.scenes.pop()

    def play_real(self) -> None:
        """Offer the real game: the lesson's table gives way to it (see ``offer``)."""
        self.offer()

    # ------------------------------------------------------------------ input and drawing
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The end offer's buttons and keys (Enter: a real game; Esc: leave). True when used."""
        if not self.ended():
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_button.activate()
            return True
        used = False
        for button in (self.play_button, self.back_button):
            used = button.handle_event(event) or used
        return used and event.type != pygame.MOUSEMOTION

    def end_center(self) -> tuple[int, int]:
        """Where the end offer is centred: over the play area left of the log column."""
        return (self.table.frame.log.x // 2, 360)

    def draw(self, surface: gfx.Canvas) -> None:
        """The caption card, and the end offer once the lesson is done (on the compact table the end offer
        alone: it says the card's words, and the card over the play area would peek out from under it)."""
        table = self.table
        if table.compact and self.ended():
            self.draw_end(surface)
            return
        r = self.card
        theme.shadowed_rect(surface, r, (28, 36, 30), radius=10, shadow=3, border=theme.ACCENT)
        k, of = self.number()
        head = "Lesson done" if self.finished() else f"Learn to play \u00b7 move {k} of {of}"
        table.text.blit(surface, "bold", 14, head, (r.x + 12, r.y + 9), theme.ACCENT)
        size, lines = self.caption_lines(r.w - 24)
        font = table.app.font("text", size)
        y = r.y + CAPTION_Y
        for line in lines:
            table.text.blit(surface, "text", size, line, (r.x + 12, y), theme.INK)
            y += font.get_linesize()
        move = self.learner_move()
        if move is not None and y <= r.bottom - HOW_ROOM:  # the how-to line, when the caption leaves room
            how = ("Drag the lit piece to its place, or press Enter" if table.spatial(move)
                   else "Press the lit button, or Enter")
            table.text.blit(surface, "text", 13, how, (r.x + 12, r.bottom - 6), theme.INK_DIM, "bottomleft")
        if self.ended():
            self.draw_end(surface)

    def caption_lines(self, width: int) -> tuple[int, list[str]]:
        """``(font size, lines)`` of the caption in ``width`` pixels and the card's height.

        The largest size (16 px down to 14) whose lines (at most three) fit above the how-to line; else the
        largest that fits the card without it (four lines of 14 px at most, the rest cut).
        """
        text = self.caption()
        room = self.card.h - CAPTION_Y
        fits: list[tuple[int, list[str], bool]] = []
        for size, most in CAPTION_SIZES:
            font = self.table.app.font("text", size)
            lines = theme.wrap_text(font, text, width)
            if len(lines) <= most:
                high = len(lines) * font.get_linesize()
                fits.append((size, lines, high <= room - HOW_ROOM))
                if high <= room - HOW_ROOM:
                    return size, lines
        for size, lines, _ in fits:
            if len(lines) * self.table.app.font("text", size).get_linesize() <= room - 4:
                return size, lines
        size = CAPTION_SIZES[-1][0]
        font = self.table.app.font("text", size)
        lines = theme.wrap_text(font, text, width)
        return size, lines[:max(1, (room - 4) // font.get_linesize())]

    def draw_end(self, surface: gfx.Canvas) -> None:
        """The end offer: the outro and the two buttons."""
        table = self.table
        r = self.end_rect
        theme.shadowed_rect(surface, r, (30, 38, 44), radius=16, shadow=8, border=theme.ACCENT, border_width=3)
        title = "Lesson done!" if not self.off_script else "The lesson stopped"
        table.text.blit(surface, "display", 30, title, (r.centerx, r.y + 18), theme.ACCENT, "midtop")
        font = table.app.font("text", 17)
        y = r.y + 66
        for line in theme.wrap_text(font, self.caption(), r.w - 48)[:3]:
            table.text.blit(surface, "text", 17, line, (r.centerx, y), theme.INK, "midtop")
            y += font.get_linesize()
        for button in (self.play_button, self.back_button):
            button.draw(surface, table.app.font)
