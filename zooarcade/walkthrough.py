"""The self-test's walk through every screen, reached the way a player reaches it.

:class:`ScreenWalk` starts on the app's first scene (the title screen) and only clicks
buttons and presses keys — synthetic mouse events at a button's position in *window*
pixels and key presses, through :meth:`App.step <zooarcade.app.App.step>` like real input
— so every screen is opened by the code a player's click runs, through the imports that
code makes.  It never imports a scene module itself: a screen missing from a build (case
001) fails the walk instead of being imported here and hidden.

The route (every step checks which screen is on top and that it drew a picture):

1. title → Settings (→ Restore defaults → its dialog → Cancel) → back; Statistics → back;
   Credits → back;
2. Play → game select (a game that is not built yet is refused); for every built game its
   Rules → every page of the rules reader, with its diagrams → back;
3. the first built game's card → seat setup (the default seats: you and an AI; the deal number
   :data:`DEAL` typed in, so the walk plays the same game every time) → Start! →
   the table; Esc → pause → Rules → back → Start over (same shuffle) → its dialog → Cancel → Resume;
   the hot-seat handoff over the table (no built game has hidden hands, so it is shown
   directly) → Enter;
4. a few of your moves (H for the hint, Tab and Enter), Esc → Quit to menu → the title
   now offers Continue → the table again; play to the end (Tab, Enter) → results;
5. Watch replay → the replay viewer with its board → Secrets → End → back; Final board →
   back; Export replay; Menu → title;
6. Load game → Replays → the finished game's replay → back → Delete → its dialog →
   Cancel → back; Statistics (Reset statistics → its dialog → Cancel) → back; Quit.

At the end no picture or sound the walk asked for may be missing (``app.assets.missing``,
``app.audio.missing``).  Errors: :class:`WalkError` says which step went wrong; any other
exception (an import error) propagates as it is.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pygame

from zooarcade.games.registry import GAMES
from zooarcade.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from zooarcade.app import App
    from zooarcade.ui.scene import Scene

#: seconds per frame of the walk (large: animations and think pauses pass in a few frames).
DT = 0.25
#: the fewest distinct colours (on a 64×36 thumbnail of the window) a drawn screen has.
MIN_COLOURS = 12
#: most frames a game may take from Start! to the results screen.
MAX_GAME_FRAMES = 4000
#: most frames the walk waits for the hint after H (the Hard hint runs off the frame loop, or in 5 ms slices).
HINT_FRAMES = 600
#: your moves before the walk quits to the menu to come back with Continue.
MOVES_BEFORE_CONTINUE = 3
#: the deal number typed on the setup screen.
DEAL = "7"


class WalkError(RuntimeError):
    """A step of the walk did not lead where a player's click leads."""


def colours(surface: pygame.Surface) -> int:
    """Number of distinct colours on a 64×36 thumbnail of ``surface`` (a blank screen has one)."""
    small = pygame.transform.scale(surface, (64, 36))
    return len({tuple(small.get_at((x, y)))[:3] for x in range(64) for y in range(36)})


def _buttons(scene: Scene) -> Iterator[Button]:
    """The scene's buttons: its ``widgets`` and any Button (or list of them) it holds as an attribute."""
    seen: set[int] = set()
    pools: list[Any] = [getattr(scene, "widgets", [])]
    pools += [v if isinstance(v, (list, tuple)) else [v] for v in vars(scene).values()]
    for pool in pools:
        for item in pool:
            if isinstance(item, Button) and id(item) not in seen:
                seen.add(id(item))
                yield item


class ScreenWalk:
    """Walk every screen of ``app`` (see the module docstring); :meth:`run` does it all.

    Attributes:
        seen: names of the screen classes shown, in first-seen order.
        frames: frames run so far.
    """

    def __init__(self, app: App) -> None:
        self.app = app
        self.seen: list[str] = []
        self.frames = 0
        self.step_name = "start"

    # ------------------------------------------------------------------ input, the way a player gives it
    def run_frames(self, n: int = 4) -> None:
        """Run ``n`` frames of :data:`DT` seconds (fade-ins, grace times and animations pass)."""
        for _ in range(n):
            self.app.step(DT)
            self.frames += 1

    def press(self, key: int, mod: int = 0, frames: int = 1) -> None:
        """Press and release ``key`` (with modifier bits ``mod``), then run ``frames`` frames."""
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))
        self.run_frames(frames)

    def click_at(self, logical: tuple[int, int], frames: int = 2) -> None:
        """Move to, press and release the left button at a logical position (posted in window pixels)."""
        pos = self.app.display.viewport.to_window(logical)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.run_frames(frames)

    def button(self, label: str) -> Button:
        """The enabled button of the top screen whose text starts with ``label``.

        Raises:
            WalkError: there is none.
        """
        top = self.app.scenes.top
        for b in _buttons(top):
            if b.text.startswith(label) and b.enabled:
                return b
        raise WalkError(f"{self.step_name}: no {label!r} button on {type(top).__name__}")

    def click(self, label: str, frames: int = 2) -> None:
        """Click the top screen's button ``label`` (see :meth:`button`)."""
        self.click_at(self.button(label).rect.center, frames)

    def click_widget(self, widget: Widget, frames: int = 2) -> None:
        """Click the centre of ``widget``."""
        self.click_at(widget.rect.center, frames)

    # ------------------------------------------------------------------ checks
    def expect(self, name: str, step: str) -> Any:
        """Check the top screen is a ``name`` (class name) that drew a picture; return it.

        Raises:
            WalkError: another screen (or none) is on top, or the window is blank.
        """
        self.step_name = step
        self.run_frames(2)
        top = self.app.scenes.top
        if type(top).__name__ != name:
            raise WalkError(f"{step}: expected the {name} screen, found {type(top).__name__}")
        if colours(self.app.display.window) < MIN_COLOURS:
            raise WalkError(f"{step}: the {name} screen drew nothing")
        if name not in self.seen:
            self.seen.append(name)
        return top

    def back(self, name: str, step: str) -> Any:
        """Press Esc and expect ``name`` on top."""
        self.press(pygame.K_ESCAPE)
        return self.expect(name, step)

    # ------------------------------------------------------------------ the route
    def run(self) -> None:
        """Walk the whole route of the module docstring.

        Raises:
            WalkError: a step went wrong; ImportError and friends propagate as they are.
        """
        self.app.scenes.push(self.app.first_scene())
        self.app.scenes.apply_pending()
        self.expect("TitleScene", "start")
        self.menus_from_title()
        built = [g for g in GAMES if g.built]
        if not built:
            raise WalkError("no game is playable")
        self.game_select(built)
        self.play_game(built[0].id)
        self.results_and_replays()
        self.load_and_statistics()
        self.click("Quit")
        if self.app.running:
            raise WalkError("Quit did not stop the app")
        lost = sorted(self.app.assets.missing | self.app.audio.missing)
        if lost:
            raise WalkError("pictures or sounds asked for but not shipped: " + ", ".join(lost))

    def menus_from_title(self) -> None:
        """Title → Settings (with its dialog), Statistics, Credits, each back to the title."""
        self.click("Settings")
        self.expect("SettingsScene", "title: Settings")
        self.click("Restore defaults")
        self.expect("ConfirmDialog", "settings: Restore defaults")
        self.click("Cancel")
        self.expect("SettingsScene", "settings: Cancel")
        self.back("TitleScene", "settings: back")
        self.click("Statistics")
        self.expect("StatisticsScene", "title: Statistics")
        self.back("TitleScene", "statistics: back")
        self.click("Credits")
        self.expect("CreditsScene", "title: Credits")
        self.back("TitleScene", "credits: back")

    def game_select(self, built: list[Any]) -> None:
        """Play → game select; an unbuilt game is refused; every built game's rules, page by page."""
        self.click("Play")
        select = self.expect("GameSelectScene", "title: Play")
        unbuilt = [c for c in select.cards if not c.info.built]
        if unbuilt:
            self.click_widget(unbuilt[0])
            self.expect("GameSelectScene", f"game select: {unbuilt[0].info.id} (coming soon)")
        for info in built:
            self.click_widget(select.rules_buttons[info.id])
            self.read_rules(f"game select: Rules of {info.id}")
            self.back("GameSelectScene", "rules: back")

    def read_rules(self, step: str) -> None:
        """Expect the rules reader with written rules; turn every page, checking its diagrams are drawn."""
        rules = self.expect("RulesScene", step)
        if not rules.book.written:
            raise WalkError(f"{step}: the rules say 'coming soon'")
        for index, page in enumerate(rules.book.pages):
            if rules.page != index:
                raise WalkError(f"{step}: Next did not reach page {index + 1}")
            if any(block[0] == "diagram" for block in page.blocks) and rules.painter is None:
                raise WalkError(f"{step}: page {index + 1} has a diagram but nothing draws it")
            self.expect("RulesScene", f"{step}, page {index + 1}")
            if index + 1 < len(rules.book.pages):
                self.click("Next")

    def play_game(self, game_id: str) -> None:
        """Seat setup → Start! → the table, its pause menu, the handoff, Continue, to the results."""
        select = self.app.scenes.top
        card = next(c for c in select.cards if c.info.id == game_id)
        self.click_widget(card)
        setup = self.expect("SeatSetupScene", f"game select: {game_id}")
        self.click_widget(setup.seed_field)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=DEAL))
        self.run_frames(1)
        if setup.seed_field.text != DEAL:
            raise WalkError(f"setup: typing the deal number gave {setup.seed_field.text!r}")
        self.click("Start!")
        table = self.expect_table(game_id, "setup: Start!")
        if str(table.session.setup.seed) != DEAL:
            raise WalkError(f"setup: the table deals #{table.session.setup.seed}, not the typed #{DEAL}")
        self.press(pygame.K_ESCAPE)
        self.expect("PauseScene", "table: Esc")
        self.click("Rules")
        self.expect("RulesScene", "pause: Rules")
        self.back("PauseScene", "rules: back")
        self.click("Start over (same shuffle)")
        self.expect("ConfirmDialog", "pause: Start over")
        self.click("Cancel")
        self.expect("PauseScene", "dialog: Cancel")
        self.click("Resume")
        self.expect(type(table).__name__, "pause: Resume")
        self.handoff(table)
        self.your_moves(MOVES_BEFORE_CONTINUE, hint=True)
        self.press(pygame.K_ESCAPE)
        self.expect("PauseScene", "table: Esc")
        self.click("Quit to menu")
        self.expect("TitleScene", "pause: Quit to menu")
        self.click("Continue")
        self.expect_table(game_id, "title: Continue")
        self.your_moves(None)
        self.expect("ResultsScene", "table: the game ends")
        self.run_frames(4)  # the results screen ignores input for a moment (a key meant for the table)

    def expect_table(self, game_id: str, step: str) -> Any:
        """Expect a game's table (a screen holding a session of ``game_id`` that is no menu)."""
        self.run_frames(2)
        top = self.app.scenes.top
        session = getattr(top, "session", None)
        if session is None or session.setup.game_id != game_id or hasattr(top, "focus_order"):
            raise WalkError(f"{step}: expected the {game_id} table, found {type(top).__name__}")
        return self.expect(type(top).__name__, step)

    def handoff(self, table: Scene) -> None:
        """Show the hot-seat handoff over the table and confirm it with Enter."""
        from zooarcade.ui.handoff import HandoffScene

        self.app.scenes.push(HandoffScene(self.app, "Player 2", lambda: None))
        self.expect("HandoffScene", "table: handoff")
        self.press(pygame.K_RETURN)
        self.expect(type(table).__name__, "handoff: Enter")

    def your_moves(self, count: int | None, hint: bool = False) -> None:
        """Play ``count`` of your moves (None: until the table is left) with the keyboard.

        Each round presses Tab and Enter (H and Enter for the first move with ``hint``, Enter once the
        hint is found, at most :data:`HINT_FRAMES` frames later) and runs frames; on the AI's turns
        those keys are ignored and the AI plays.
        """
        table = self.app.scenes.top
        start = len(table.session.record.actions)
        played = 0
        for _ in range(MAX_GAME_FRAMES // 4):
            if self.app.scenes.top is not table:
                if count is None:
                    return
                raise WalkError(f"{self.step_name}: the table closed after {played} of your moves")
            mine = table.session.current >= 0 and not table.session.is_ai_turn()
            before = len(table.session.record.actions)
            if mine:
                self.press(pygame.K_h if hint and played == 0 else pygame.K_TAB, frames=2)
                for _ in range(HINT_FRAMES if hint and played == 0 else 0):  # the Hard hint takes a while
                    if table.hint_key is None:
                        break
                    self.run_frames(1)
                self.press(pygame.K_RETURN, frames=2)
            else:
                self.run_frames(2)
            if mine and len(table.session.record.actions) > before:
                played += 1
                if count is not None and played >= count:
                    self.run_frames(4)
                    return
        raise WalkError(f"{self.step_name}: no end after {len(table.session.record.actions) - start} moves")

    def results_and_replays(self) -> None:
        """Results → Watch replay (board, Secrets, End) → back; Final board → back; Export; Menu."""
        self.click("Watch replay")
        replay = self.expect("ReplayScene", "results: Watch replay")
        if replay.painter is None:
            raise WalkError("replay viewer: no board painter")
        self.click("Secrets")
        if not replay.reveal:
            raise WalkError("replay viewer: Secrets did not show the hidden cards")
        self.press(pygame.K_END)
        self.expect("ReplayScene", "replay: End")
        self.back("ResultsScene", "replay: back")
        self.run_frames(4)  # the results screen's input grace
        self.click("Final board")
        self.expect("ReplayScene", "results: Final board")
        self.back("ResultsScene", "replay: back")
        self.run_frames(4)
        results = self.app.scenes.top
        self.click("Export replay")
        if results.exported is None:
            raise WalkError(f"results: Export replay failed ({results.message})")
        self.click("Menu")
        self.expect("TitleScene", "results: Menu")

    def load_and_statistics(self) -> None:
        """Load game → Replays → open the kept replay → back → Delete → Cancel; Statistics with its dialog."""
        self.click("Load game")
        load = self.expect("LoadScene", "title: Load game")
        self.click("Replays")
        if not load.rows:
            raise WalkError("load: the finished game left no replay")
        self.click_widget(load.rows[0])
        self.expect("ReplayScene", "replays: open")
        self.back("LoadScene", "replay: back")
        self.click_widget(load.deletes[0])
        self.expect("ConfirmDialog", "replays: Delete")
        self.click("Cancel")
        self.expect("LoadScene", "dialog: Cancel")
        self.back("TitleScene", "load: back")
        self.click("Statistics")
        self.expect("StatisticsScene", "title: Statistics")
        self.click("Reset statistics")
        self.expect("ConfirmDialog", "statistics: Reset statistics")
        self.click("Cancel")
        self.back("TitleScene", "statistics: back")
