"""Results: who won, why the game ended, and every seat's score breakdown.

Reads only the finished session's state: ``score_breakdown(seat)`` (a list of
``(label, points)``), ``scores()``, ``winners()`` and, when the game has one,
``state.end`` (Apocalypse: ``{"seat": int, "reason": str}``).  Everything but
the confetti is one :class:`~zooarcade.ui.gfx.Drawing` (painted once per window
scale), since a finished state never changes.

Buttons: Play again (same seats, a new deal), Watch replay (the replay viewer
on this very match, from memory), Final board (the same viewer opened on the
last step: the board as the game ended), Game review (the viewer with the review
of the match: its chart of winning chances, computed once in the background —
while it runs this screen shows its progress bar with a Cancel button and stays
usable — and cached beside the kept replay), Export replay (an atomic copy in the
player's Documents, "Zoo Arcade replays", and shows where) and Menu.  The
statistics were counted by the table when the game ended
(``session.stats_recorded``); this screen never counts a match, so showing it
(the scene gallery, tests) has no side effects until a button is pressed.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from zooarcade.core.narration import fill
from zooarcade.core.protocol import RoundResult
from zooarcade.scenes.common import H, MenuScene, W, fresh_seed, make_backdrop, make_panel, render_outlined
from zooarcade.session import GameSession, MatchSetup
from zooarcade.storage.files import GAME_FILE_LIMIT, StoreError, json_bytes, read_bytes, write_new, write_problem
from zooarcade.storage.paths import user_dirs
from zooarcade.storage.replays import REPLAY_SUFFIX, ReplayStore, find_same_match, replay_document, replay_stem
from zooarcade.ui import gfx, theme
from zooarcade.ui.chart import draw_progress
from zooarcade.ui.widgets import Button

if TYPE_CHECKING:
    from zooarcade.ai.review import ReviewJob
    from zooarcade.storage.replays import Replay
    from zooarcade.ui.services import Services

log = logging.getLogger("zooarcade")

#: the score table panel (logical pixels); its height shrinks to fit the seats.
TABLE = pygame.Rect(70, 196, 1140, 420)
#: height of the table's column headings (logical pixels).
HEAD_H = 64
CONFETTI_COLORS: tuple[theme.Color, ...] = tuple(s.color for s in theme.SEAT_STYLES) + (theme.ACCENT, theme.INK)


#: seconds after the results appear during which input is ignored.
INPUT_GRACE = 1.0
#: most lines a message under the buttons (an export's outcome) takes; more is cut with "…".
MESSAGE_LINES = 3


@dataclass
class Confetto:
    """One confetti piece: position and velocity in logical pixels (per second), size, colour, phase."""

    x: float
    y: float
    vx: float
    vy: float
    size: int
    color: theme.Color
    phase: float


def winner_headline(names: list[str], winners: list[int]) -> str:
    """``"Ada wins!"``, ``"Ada and Bo share the win!"`` or ``"Ada, Bo and Cy share the win!"``.

    A lone winner named "You" gets ``"You win!"``; no winner at all (a Zoo Vadis game in which no
    animal reached the Star Exhibit) is ``"Nobody wins!"``.
    """
    who = [names[i] for i in winners]
    if not who:
        return "Nobody wins!"
    if len(who) == len(names) and len(who) > 1:
        return "Everybody ties!"
    if len(who) == 1:
        return "You win!" if who[0] == "You" else f"{who[0]} wins!"
    return f"{', '.join(who[:-1])} and {who[-1]} share the win!"


def standings(scores: list[int], winners: list[int],
              tie_break: Callable[[int], tuple[int, ...]] | None = None,
              rank_class: Callable[[int], int] | None = None) -> list[int]:
    """Seats in the order the results list them: the winners first, then by the game's rank class
    (``rank_class(seat)``, higher first: :meth:`GameState.rank_class`), then by score (highest first), then
    by the game's tie-break key (``tie_break(seat)``, larger first: :meth:`GameState.tie_break`), then by seat.

    A game may crown a seat that is not the richest (Zoo Vadis: only species in the Star Exhibit can win,
    so they rank above every species outside it).
    """
    def key(s: int) -> tuple[object, ...]:
        tb = tie_break(s) if tie_break is not None else ()
        rc = rank_class(s) if rank_class is not None else 0
        return (s not in winners, -rc, -scores[s], tuple(-k for k in tb), s)

    return sorted(range(len(scores)), key=key)


def fit_middle(font: gfx.ScaledFont | pygame.font.Font, text: str, width: int) -> str:
    """Return ``text``, or it with its middle replaced by "…" so that it renders at most ``width`` pixels wide.

    As many characters as fit are kept (half from each end), found by binary search: about
    ``log2(len(text))`` measurements.  When not even four fit, the first four and "…".
    """
    if font.size(text)[0] <= width:
        return text

    def cut(keep: int) -> str:
        return f"{text[: keep // 2]}\u2026{text[len(text) - (keep - keep // 2):]}"

    keep, too_long = 3, len(text)  # cut(keep) fits (or keep is 3: none tried fits); cut(too_long) does not
    while too_long - keep > 1:
        mid = (keep + too_long) // 2
        if font.size(cut(mid))[0] <= width:
            keep = mid
        else:
            too_long = mid
    return cut(keep) if keep >= 4 else text[:4] + "\u2026"


def end_reason(names: list[str], reason: str | None) -> str:
    """The results' line on why the game ended, from the game's ``end_reason()`` (seat placeholders filled)."""
    if not reason:
        return ""
    return f"Game over: {fill(reason.strip(), names).rstrip('.')}."


#: most rounds shown as columns of the score table; earlier ones are summed in one column.
MAX_ROUND_COLUMNS = 8


def round_breakdowns(results: list[RoundResult], seats: int) -> list[list[tuple[str, int]]]:
    """Per seat, the score table's columns of a multi-round game: points of each round (totals add up).

    Beyond :data:`MAX_ROUND_COLUMNS` rounds the earliest are summed into one "Rounds 1-k" column.
    """
    if len(results) > MAX_ROUND_COLUMNS:
        early, late = results[: len(results) - MAX_ROUND_COLUMNS + 1], results[len(results) - MAX_ROUND_COLUMNS + 1:]
        first = [(f"Rounds 1\u2013{early[-1].round}", sum(r.points[s] for r in early)) for s in range(seats)]
        return [[first[s], *((f"Round {r.round}", r.points[s]) for r in late)] for s in range(seats)]
    return [[(f"Round {r.round}", r.points[s]) for r in results] for s in range(seats)]


class ResultsScene(MenuScene):
    """The end-of-match screen.

    Args:
        app: the running app.
        session: a finished :class:`~zooarcade.session.GameSession`.
    """

    #: the app's notices (a replay or statistics not kept) rise from the bottom: the headline stays readable.
    toast_anchor = "bottom"

    def __init__(self, app: Services, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        state = session.state
        self.names = [s.name for s in session.seats]
        self.scores: list[int] = list(state.scores())
        self.winners: list[int] = list(state.winners())
        rounds = state.round_results()
        self.breakdowns: list[list[tuple[str, int]]] = (
            round_breakdowns(rounds, len(self.names)) if rounds
            else [list(state.score_breakdown(i)) for i in range(len(self.names))])
        self.reason = end_reason(self.names, state.end_reason())
        #: per seat, the game's note beside its row (Zoo Vadis: whether it has an animal in the Star), or None.
        self.notes: list[str | None] = [state.result_note(i) for i in range(len(self.names))]
        #: the match's options in one line ("Target score: 800 points"), "" for a game without any.
        self.options_line = session.spec.describe_match(session.setup.options, state, self.names)
        self.headline = winner_headline(self.names, self.winners)
        n = len(self.names)
        #: the score table's panel: its height fits the seats.
        self.table_rect = pygame.Rect(TABLE.x, TABLE.y, TABLE.w, HEAD_H + self._row_h() * n + 16)
        self._base = make_backdrop(app)
        self.trophy = app.assets.icon("trophy", (84, 84))
        head_font = app.assets.font_for("display", 60 if len(self.headline) < 30 else 44, self.headline)
        self.head = render_outlined(head_font, self.headline, theme.ACCENT, width=4, shadow=6)
        #: everything but the confetti and the export message, painted at the drawn size.
        self.background = gfx.Drawing((W, H), self._paint, alpha=False)
        y = self.table_rect.bottom + 28
        bw, gap = 186, 12
        x0 = W // 2 - (6 * bw + 5 * gap) // 2

        def slot(i: int) -> tuple[int, int, int, int]:
            return (x0 + i * (bw + gap), y, bw, 60)

        self.again_button = self.button(slot(0), "Play again", self.play_again, kind="primary", font_size=26)
        self.watch_button = self.button(slot(1), "Watch replay", self.watch_replay, font_size=24)
        self.final_button = self.button(slot(2), "Final board", self.final_board, font_size=24)
        self.review_button = self.button(slot(3), "Game review", self.game_review, font_size=24)
        self.export_button = self.button(slot(4), "Export replay", self.export, font_size=24)
        self.menu_button = self.button(slot(5), "Menu", self.to_menu, font_size=26)
        self.focus_order = [self.again_button, self.watch_button, self.final_button, self.review_button,
                            self.export_button, self.menu_button]
        #: the game review being computed in the background (None: none running).
        self.review_job: ReviewJob | None = None
        #: where its progress bar goes (over the deal line) and its Cancel button.
        self.progress_rect = pygame.Rect(W // 2 - 260, y + 72, 380, 26)
        self.cancel_button = Button((W // 2 + 132, y + 68, 128, 34), "Cancel", self.cancel_review, font_size=18,
                                    click_sound=self.click)
        #: the deal line under the buttons and its centre y.
        self.deal_line = (f"Deal #{session.setup.seed} \u00b7 enter this number on the setup screen to play the same"
                          " deal again", y + 84)
        self.message_y = y + 110
        #: the last exported replay file (None until Export replay succeeds).
        self.exported: Path | None = None
        #: the line shown under the buttons after an export, and its rendering.
        self.message = ""
        self.message_image: gfx.Picture | None = None
        #: the message's lines as drawn, top first: ``(text, picture)`` (the first picture is :attr:`message_image`).
        self.message_lines: list[tuple[str, gfx.Picture]] = []
        #: where the message's lines were last drawn (logical pixels), top first.
        self.message_rects: list[pygame.Rect] = []
        self._replay: Replay | None = None
        #: seconds this screen has been on top since the match ended; unlike :attr:`age` (which restarts
        #: the fade-in on every resume) it never restarts, so the input grace runs once.
        self.shown_for = 0.0
        rng = random.Random(session.setup.seed)
        self.confetti = [
            Confetto(rng.uniform(0, W), rng.uniform(-H, -10), rng.uniform(-40, 40), rng.uniform(140, 260),
                     rng.randint(6, 11), rng.choice(CONFETTI_COLORS), rng.uniform(0, 6.28))
            for _ in range(90)
        ]

    # ------------------------------------------------------------------ actions
    def play_again(self) -> None:
        """Same game and seats, a new random deal; the new table replaces this screen."""
        old = self.session.setup
        self.app.start_match(MatchSetup(old.game_id, list(old.seats), fresh_seed(), dict(old.options)), replace=True)

    def replay(self) -> Replay:
        """The replay of this match, rebuilt once from its seed and actions."""
        if self._replay is None:
            from zooarcade.scenes.replay import replay_from_session

            self._replay = replay_from_session(self.session)
        return self._replay

    def watch_replay(self) -> None:
        """Open the replay viewer on this match (its Back returns here)."""
        from zooarcade.scenes.replay import ReplayScene

        self.app.scenes.push(ReplayScene(self.app, self.replay()))

    def final_board(self) -> None:
        """Open the replay viewer on this match's last step, the final board (its Back returns here)."""
        from zooarcade.scenes.replay import ReplayScene

        replay = self.replay()
        self.app.scenes.push(ReplayScene(self.app, replay, step=replay.steps))

    def game_review(self) -> None:
        """Open the replay viewer with the game review: cached, already running, or started now in the background.

        The job belongs to this screen: leaving the viewer does not stop it, and its progress shows here.
        """
        from zooarcade.scenes.replay import ReplayScene
        from zooarcade.storage.replays import cached_review, start_review

        replay = self.replay()
        if cached_review(replay) is None and not self.review_running:
            try:
                self.review_job = start_review(replay)
            except Exception as exc:  # noqa: BLE001 - a review must never close the results
                log.warning("review could not start: %r", exc)
                self.review_job = None
        if self.review_running and self.cancel_button not in self.widgets:
            self.widgets.append(self.cancel_button)
        self.app.scenes.push(ReplayScene(self.app, replay, review=True, review_job=self.review_job))

    @property
    def review_running(self) -> bool:
        """A game review of this match is being computed."""
        return self.review_job is not None and self.review_job.running

    def cancel_review(self) -> None:
        """Stop the game review in the works (pressing Game review again starts it anew)."""
        if self.review_job is not None:
            self.review_job.cancel()
        self.review_job = None
        if self.cancel_button in self.widgets:
            self.widgets.remove(self.cancel_button)

    def exit(self) -> None:
        """Leaving the results stops a review still in the works (nothing is left running)."""
        super().exit()
        if self.review_running:
            self.cancel_review()

    def replays_dir(self) -> Path:
        """Folder of kept replays: ``<user data dir>/replays``."""
        return user_dirs()["data"] / "replays"

    def export(self) -> Path | None:
        """Copy this match's replay into the player's Documents ("Zoo Arcade replays"); return the copy.

        The replay kept automatically when the game ended (``session.replay_path``, see
        :meth:`ReplayStore.keep <zooarcade.storage.replays.ReplayStore.keep>`) stays the one the
        Replays list shows; the export is a copy outside the game's folders that the player can
        find and share (``user_dirs()["exports"]``), written atomically under a free name, so a
        full disk never leaves a partial or empty file and no file of the player's is replaced.
        When the replay could not be kept (the user folder is full), the export is written from
        the match itself.  Clicking again writes nothing new: a file of the same match there is
        the export.  A game review already made goes along beside it (its ``.review`` sidecar;
        best effort).  Returns None (and says why) when writing fails.
        """
        session = self.session
        folder = user_dirs()["exports"]
        try:
            doc = replay_document(session)
            path = find_same_match(folder, doc)
            again = path is not None
            if path is None:
                kept = session.replay_path
                if kept is None or not kept.is_file():
                    kept = ReplayStore(self.replays_dir().parent).keep(session)  # best effort: the user folder
                if kept is not None:
                    stem, data = kept.name.removesuffix(REPLAY_SUFFIX), read_bytes(kept, GAME_FILE_LIMIT)
                else:
                    stem, data = replay_stem(session), json_bytes(doc)
                path = write_new(folder, stem, REPLAY_SUFFIX, data)
        except (OSError, StoreError) as exc:
            log.warning("replay export failed: %s", exc)
            self.app.sfx("invalid")
            why = exc.reason if isinstance(exc, StoreError) else write_problem(exc, "the Documents folder")
            self._show_message(f"Could not export the replay: {why}.", theme.DANGER)
            return None
        self.exported = path
        from zooarcade.storage.replays import export_review

        review = self._replay.review if self._replay is not None else None
        export_review(path, review, session.replay_path)  # the game review goes along when it is made
        self._show_message(f"{'Already exported' if again else 'Replay exported'} to {path}", theme.GOOD)
        return path

    def _show_message(self, text: str, color: theme.Color) -> None:
        """Show ``text`` under the deal line: wrapped to :data:`MESSAGE_LINES` centred lines (a word too long
        for a line, a file path, is cut in its middle), so a long reason is read whole (play test 14 F5)."""
        font = self.fonts("bold", 16)
        self.message = text
        room = H - 4 - (self.again_button.rect.bottom + 4)  # under the buttons: few rows with many seats
        lines, _ = theme.wrap_cut(font, text, W - 120, min(MESSAGE_LINES, room // font.get_linesize()))
        shown = [fit_middle(font, line, W - 120) for line in lines]
        self.message_lines = [(line, font.render(line, True, color)) for line in shown]
        self.message_image = self.message_lines[0][1] if self.message_lines else None

    def to_menu(self) -> None:
        """Back to the title screen (the whole stack is cleared)."""
        from zooarcade.scenes.title import TitleScene

        self.app.scenes.reset(TitleScene(self.app))

    def back(self) -> None:
        self.click()
        self.to_menu()

    def enter(self) -> None:
        super().enter()
        self.app.sfx("win")
        # nothing focused: an Enter pressed on through the last moves must not deal a new game (play
        # test); Tab or an arrow key picks a button first
        self.set_focus(None)

    # ------------------------------------------------------------------ drawing
    def _row_h(self) -> int:
        return 62 if len(self.names) <= 4 else 44

    def _paint(self, surf: gfx.Canvas) -> None:
        """Paint the backdrop, the headline with its trophy, the end reason, the score table and the deal line."""
        surf.blit(self._base, (0, 0))
        trophy, head = self.trophy, self.head
        total_w = trophy.get_width() + 18 + head.get_width()
        x = (W - total_w) // 2
        surf.blit(trophy, trophy.get_rect(midleft=(x, 78)))
        surf.blit(head, head.get_rect(midleft=(x + trophy.get_width() + 18, 78)))
        if self.reason:
            theme.blit_text(surf, self.fonts("text", 22), self.reason, (W // 2, 150), theme.INK_DIM, anchor="center")
        if self.options_line:
            font = self.fonts("text", 16)
            theme.blit_text(surf, font, theme.fit_text(font, self.options_line, W - 80), (W // 2, 174),
                            theme.INK_DIM, anchor="center")
        self._paint_table(surf)
        deal, deal_y = self.deal_line
        theme.blit_text(surf, self.fonts("text", 16), deal, (W // 2, deal_y), theme.INK_DIM, anchor="center")

    def _paint_table(self, surf: gfx.Canvas) -> None:
        n = len(self.names)
        labels = [label for label, _ in self.breakdowns[0]] if self.breakdowns and self.breakdowns[0] else []
        row_h = self._row_h()
        head_h = HEAD_H
        rect = self.table_rect
        surf.blit(make_panel(rect.size), (rect.x - 10, rect.y - 10))
        name_w, total_w = (400 if any(self.notes) else 330), 130
        col_w = (rect.w - name_w - total_w - 40) // max(1, len(labels))
        x0 = rect.x + 20 + name_w
        small = self.fonts("bold", 14)
        for i, label in enumerate(labels):
            cx = x0 + i * col_w + col_w // 2
            lines = theme.wrap_text(small, label.upper(), col_w - 12)[:2]
            for j, line in enumerate(lines):
                y = rect.y + head_h // 2 + (j - (len(lines) - 1) / 2) * 18
                theme.blit_text(surf, small, line, (cx, int(y)), theme.INK_DIM, anchor="center")
        total_x = rect.right - 20 - total_w // 2
        theme.blit_text(surf, small, "TOTAL", (total_x, rect.y + head_h // 2), theme.ACCENT, anchor="center")
        theme.blit_text(surf, small, "PLAYER", (rect.x + 84, rect.y + head_h // 2), theme.INK_DIM, anchor="midleft")
        gfx.line(surf, (70, 82, 94), (rect.x + 16, rect.y + head_h - 4), (rect.right - 16, rect.y + head_h - 4), 2)
        state = self.session.state
        order = standings(self.scores, self.winners, state.tie_break, state.rank_class)
        name_font, kind_font = self.fonts("bold", 22 if n <= 4 else 19), self.fonts("text", 15)
        num_font, total_font = self.fonts("text", 22 if n <= 4 else 19), self.fonts("display", 32 if n <= 4 else 26)
        crown = self.app.assets.icon("crown", (30, 30))
        for r, seat in enumerate(order):
            y = rect.y + head_h + r * row_h
            row = pygame.Rect(rect.x + 10, y + 3, rect.w - 20, row_h - 6)
            won = seat in self.winners
            if won:
                gfx.rect(surf, (74, 66, 38), row, border_radius=10)
                gfx.rect(surf, theme.ACCENT_DARK, row, 2, border_radius=10)
            elif r % 2:
                gfx.rect(surf, (34, 41, 48), row, border_radius=10)
            style = theme.seat_style(seat)
            cy = row.centery
            if won:
                surf.blit(crown, crown.get_rect(center=(rect.x + 34, cy)))
            else:
                theme.blit_text(surf, num_font, f"{r + 1}.", (rect.x + 34, cy), theme.INK_DIM, anchor="center")
            radius = 12 if n <= 4 else 10
            theme.draw_seat_marker(surf, seat, (rect.x + 66, cy), radius, self.app.settings.seat_symbols)
            note = self.notes[seat]
            name_y = cy - 9 if n <= 4 else (cy - 8 if note else cy)
            room = x0 - 12 - (rect.x + 88)
            name = theme.fit_text(name_font, self.names[seat], room)
            theme.blit_text(surf, name_font, name, (rect.x + 88, name_y), theme.INK, anchor="midleft")
            note_x = rect.x + 88
            if n <= 4:
                sub = f"{style.name} \u00b7 {self.session.seats[seat].label()}" + (" \u00b7 " if note else "")
                sub = theme.fit_text(kind_font, sub, room)
                theme.blit_text(surf, kind_font, sub, (note_x, cy + 13), theme.INK_DIM, anchor="midleft")
                note_x += kind_font.size(sub)[0]
            if note:
                note_font = kind_font if n <= 4 else self.fonts("text", 13)
                theme.blit_text(surf, note_font, theme.fit_text(note_font, note, rect.x + 88 + room - note_x),
                                (note_x, cy + (13 if n <= 4 else 11)), theme.GOOD if self.session.state.rank_class(
                                    seat) > 0 else theme.INK_DIM, anchor="midleft")
            for i, (_, points) in enumerate(self.breakdowns[seat][: len(labels)]):
                cx = x0 + i * col_w + col_w // 2
                color = theme.INK if points else theme.INK_DIM
                theme.blit_text(surf, num_font, str(points), (cx, cy), color, anchor="center")
            theme.blit_text(surf, total_font, str(self.scores[seat]), (total_x, cy),
                            theme.ACCENT if won else theme.INK, anchor="center")

    #: seconds of ignored input after the scene appears (tests set 0).
    input_grace: float = INPUT_GRACE

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Ignore clicks and keys for :attr:`input_grace` seconds after the match ended, so a key meant
        for the table (Enter, Tab, H) cannot start a new game before the results were seen.

        The grace runs once: coming back from the replay viewer (a resume) answers the first click.
        """
        if self.shown_for < self.input_grace and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN,
                                                                pygame.MOUSEBUTTONUP, pygame.TEXTINPUT):
            return True
        return super().handle_event(event)

    def wake_in(self) -> float | None:
        """While a review is computed, redraw a few times a second (its progress bar)."""
        soon = super().wake_in()
        return soon if not self.review_running else (0.2 if soon is None else min(soon, 0.2))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.shown_for += dt
        if self.review_job is not None and not self.review_running:
            from zooarcade.storage.replays import count_review

            if self.review_job.result is not None:  # done (kept with the replay): counted in Statistics
                notice = count_review(self.replay(), self.review_job.result)
                if notice:
                    self.app.tell(notice, key="statistics")
            self.review_job = None  # done, failed or cancelled
            if self.cancel_button in self.widgets:
                self.widgets.remove(self.cancel_button)
        if self.app.animation_scale <= 0:
            self.confetti.clear()
        for c in self.confetti:
            c.x += c.vx * dt
            c.y += c.vy * dt
            c.phase += dt * 6
        self.confetti = [c for c in self.confetti if c.y < H + 20]

    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.background, (0, 0))
        if self.review_running and self.review_job is not None:
            cover = pygame.Rect(0, 0, 960, self.cancel_button.rect.h + 10)  # over the deal line it replaces
            cover.center = (W // 2, self.cancel_button.rect.centery)
            theme.shadowed_rect(surface, cover, theme.PANEL, radius=10, shadow=0, border=(62, 72, 84))
            draw_progress(surface, self.progress_rect, self.review_job.progress, "Reviewing the game\u2026",
                          self.fonts)

    def animating(self) -> bool:
        """The fade-in, or confetti still falling."""
        return super().animating() or bool(self.confetti)

    def draw_foreground(self, surface: gfx.Canvas) -> None:
        import math

        imgs = [img for _, img in self.message_lines]
        self.message_rects = []
        if imgs:
            total = sum(img.get_height() for img in imgs)
            y = self.message_y - imgs[0].get_height() // 2
            if y + total > H - 4:  # no room under the deal line (six or seven seats): laid over it, on the canvas
                y = H - 4 - total
                cover = pygame.Rect(40, y - 3, W - 80, total + 6)
                theme.shadowed_rect(surface, cover, theme.PANEL, radius=8, shadow=0, border=(62, 72, 84))
            for img in imgs:
                self.message_rects.append(img.get_rect(midtop=(W // 2, y)))
                surface.blit(img, self.message_rects[-1])
                y += img.get_height()
        behind = self.table_rect.inflate(8, 8)  # confetti falls behind the score table, never over the numbers
        for c in self.confetti:
            if c.y < -12:
                continue
            w = max(2, int(abs(math.cos(c.phase)) * c.size))
            piece = pygame.Rect(int(c.x), int(c.y), w, c.size // 2 + 2)
            if not piece.colliderect(behind):
                gfx.rect(surface, c.color, piece)
