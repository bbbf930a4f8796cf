"""Notices that give way to the game: a table's notice (its ``toast``) is about one moment of play, so it
ends when the game moves on, not only when its timer runs out.

Play test 12: the base table's notices only had a timer.  In ZOP ZOO the computer seats play several
moves inside the 3 seconds of "Ann has no moves left — the turn passes on.", so the red notice sat over
the turn banner while the bots drew and even took Ann's cards, and read as "you are stuck".  With
:class:`NoticesFollowPlay` mixed in before :class:`~zooarcade.ui.table.base.TableScene`, a notice goes
as soon as a move is played or taken back after it came up (once it has been up :data:`NOTICE_MIN`
seconds, so it can be read), and the banner names the seat that plays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from zooarcade.ui.table.base import TableScene

    _Base = TableScene
else:
    _Base = object

#: seconds a notice stays up at least, even when the game moves on at once (time to read a short line).
NOTICE_MIN = 1.0


class NoticesFollowPlay(_Base):
    """Mixin for a game table: its notice ends once a move is played (or undone) after it came up.

    The notice is the table's ``toast`` (``(text, seconds left)``), set anywhere in the table; a new one
    is told from the old by its text or by its time going up.  Moves are counted by the session's
    recorded steps, so the table's own moves, the computer's and forced steps all count.  A notice that is
    not about the play (an autosave failure, told once) keeps its full time.
    """

    #: the notice being watched: its text, its seconds left last frame, the recorded steps when it came up,
    #: and how long it has been up (seconds); None while there is no notice.
    _notice_watch: tuple[str, float, int, float] | None = None
    #: the text of a notice that keeps its full time whatever is played (the autosave failure).
    _lasting_notice: str | None = None

    def autosave(self) -> None:
        """The base's autosave; a failure notice it shows is about the disk, not a moment of play: it lasts."""
        before = self.toast
        super().autosave()
        if self.toast is not None and self.toast is not before:
            self._lasting_notice = self.toast[0]

    def update(self, dt: float) -> None:
        """The table's frame (:meth:`TableScene.update`), then the notice's end when play moved on."""
        super().update(dt)
        self.end_stale_notice(dt)

    def end_stale_notice(self, dt: float) -> None:
        """Drop the notice when a move was played or taken back since it came up and it has been up
        :data:`NOTICE_MIN` seconds; ``dt`` is this frame's seconds."""
        toast = self.toast
        steps = len(self.session.record.steps)
        if toast is None:
            self._notice_watch = None
            return
        text, left = toast
        if text == self._lasting_notice:
            return
        watch = self._notice_watch
        if watch is None or watch[0] != text or left > watch[1]:
            self._notice_watch = (text, left, steps, 0.0)
            return
        age = watch[3] + dt
        if steps != watch[2] and age >= NOTICE_MIN:
            self.toast = None
            self._notice_watch = None
            return
        self._notice_watch = (text, left, watch[2], age)


__all__ = ["NOTICE_MIN", "NoticesFollowPlay"]
