"""Player settings, persisted as JSON in the user config directory.

A damaged settings file (unreadable, too large, not JSON, nested too deeply, bad
values) falls back to defaults and reports a notice.  It is never overwritten:
every write (:func:`save_settings`, whoever calls it: the Settings screen, F11 on
any screen) first keeps a damaged file aside as ``settings.damaged-<n>.json``,
and writes nothing when that is not possible.  Reads and writes go through
:mod:`zooarcade.storage.files` (size limit, atomic writes).
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from zooarcade.storage.files import (
    CONFIG_FILE_LIMIT,
    StoreError,
    atomic_write_json,
    keep_aside,
    read_document,
    write_problem,
)

log = logging.getLogger("zooarcade")

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
#: the table layouts: "auto" (the compact 960-wide table in a narrow window, see
#: :func:`zooarcade.ui.display.compact_helps`) or "wide" (always the 1280-wide table, letterboxed).
TABLE_LAYOUTS = ("auto", "wide")


@dataclass
class Settings:
    """Everything the Settings screen changes.

    Volumes are 0..1; ``window_size`` is (width, height) in pixels;
    ``ai_think_time`` maps level → seconds per move: how long a computer seat of that level thinks
    (Hard searches that long, in the AI worker process) and so how long a player waits before its
    move plays out (see ``ApocalypseTable.think_pause``).
    """

    music_volume: float = 0.5
    effects_volume: float = 0.8
    muted: bool = False
    animation_speed: str = "normal"
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    seat_symbols: bool = True
    confirm_moves: bool = False
    show_scores: bool = True
    #: ask a human at every priority window, even one with nothing to play but Pass (hides, in
    #: hot-seat, who holds a response); off: such a pass is played for them at once.  ``None``
    #: (the default, "Auto"): on when two or more humans share the device (hot-seat), else off —
    #: see :func:`asks_every_window`.
    ask_every_window: bool | None = None
    #: "auto" or "wide" (:data:`TABLE_LAYOUTS`).
    table_layout: str = "auto"
    ai_think_time: dict[str, float] = field(default_factory=lambda: {"easy": 0.4, "normal": 0.6, "hard": 0.9})

    def asks_every_window(self, humans: int) -> bool:
        """Whether a human is asked at every response window in a match with ``humans`` human seats: the
        setting, or when it is automatic (``None``), on exactly when two or more humans share the device —
        so in hot-seat a pass never plays by itself and so never tells who holds a response."""
        return self.ask_every_window if self.ask_every_window is not None else humans >= 2

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (with a schema version)."""
        data = dataclasses.asdict(self)
        data["window_size"] = list(self.window_size)
        data["schema"] = 2
        return data

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Parse settings; unknown keys are ignored, bad values raise ``ValueError``."""
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        s = cls()
        for key in ("music_volume", "effects_volume"):
            if key in data:
                v = data[key]
                if not isinstance(v, int | float) or isinstance(v, bool) or not 0 <= v <= 1:
                    raise ValueError(f"{key} must be a number from 0 to 1")
                setattr(s, key, float(v))
        for key in ("muted", "fullscreen", "seat_symbols", "confirm_moves", "show_scores"):
            if key in data:
                if not isinstance(data[key], bool):
                    raise ValueError(f"{key} must be true or false")
                setattr(s, key, data[key])
        if "ask_every_window" in data:
            ask = data["ask_every_window"]
            if ask is not None and not isinstance(ask, bool):
                raise ValueError("ask_every_window must be true, false or null (automatic)")
            # schema 1 had no "automatic": its false was the untouched default, so it reads as automatic
            s.ask_every_window = None if ask is False and data.get("schema", 1) < 2 else ask
        if "animation_speed" in data:
            if data["animation_speed"] not in ANIMATION_SPEEDS:
                raise ValueError("animation_speed must be slow, normal, fast or instant")
            s.animation_speed = data["animation_speed"]
        if "table_layout" in data:
            if data["table_layout"] not in TABLE_LAYOUTS:
                raise ValueError("table_layout must be auto or wide")
            s.table_layout = data["table_layout"]
        if "window_size" in data:
            ws = data["window_size"]
            if not (
                isinstance(ws, list) and len(ws) == 2 and all(isinstance(x, int) and 100 <= x <= 10000 for x in ws)
            ):
                raise ValueError("window_size must be [width, height]")
            s.window_size = (ws[0], ws[1])
        if "ai_think_time" in data:
            t = data["ai_think_time"]
            if not isinstance(t, dict) or not all(
                isinstance(v, int | float) and not isinstance(v, bool) and 0.05 <= v <= 30 for v in t.values()
            ):
                raise ValueError("ai_think_time must map levels to seconds")
            s.ai_think_time.update({str(k): float(v) for k, v in t.items()})
        return s


__all__ = ["ANIMATION_SPEEDS", "TABLE_LAYOUTS", "SettingsSaved", "Settings", "atomic_write_json", "load_settings",
           "save_settings"]


def _problem(path: Path) -> str | None:
    """Why the settings file at ``path`` cannot be used (one line), or ``None`` when it is fine or missing."""
    if not path.exists() and not path.is_symlink():
        return None
    try:
        Settings.from_json(read_document(path, StoreError, CONFIG_FILE_LIMIT))
    except StoreError as exc:
        return exc.reason
    except (ValueError, TypeError) as exc:
        return StoreError(str(exc)).reason
    return None


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """Load settings from ``path``; return ``(settings, notice)``.

    A missing file gives defaults and no notice; a damaged one gives defaults
    and a one-line notice for the player.  Never raises.
    """
    if not path.exists() and not path.is_symlink():
        return Settings(), None
    try:
        return Settings.from_json(read_document(path, StoreError, CONFIG_FILE_LIMIT)), None
    except (StoreError, ValueError, TypeError) as exc:
        reason = exc.reason if isinstance(exc, StoreError) else StoreError(str(exc)).reason
        log.warning("settings file %s is damaged: %s", path, reason)
        return Settings(), f"Settings file was damaged ({reason}); using defaults."


@dataclass(frozen=True)
class SettingsSaved:
    """What :func:`save_settings` did.

    Attributes:
        error: why the settings were not saved, one line in plain words for the player, or ``None``.
        kept_as: where a damaged settings file was kept aside before writing, or ``None``.
    """

    error: str | None = None
    kept_as: Path | None = None


def save_settings(path: Path, settings: Settings) -> SettingsSaved:
    """Persist ``settings`` to ``path`` atomically; never raises.

    A damaged file already at ``path`` is first kept aside (:func:`~zooarcade.storage.files.keep_aside`); when that
    fails nothing is written, so it is never lost.  Failures are logged and returned in words.
    """
    path = Path(path)
    kept: Path | None = None
    if _problem(path) is not None:
        try:
            kept = keep_aside(path)
        except OSError as exc:
            log.warning("could not keep the damaged settings file %s aside: %s", path, exc)
            return SettingsSaved("Settings could not be saved: the damaged settings file could not be kept aside"
                                 f" ({write_problem(exc)}).")
        log.warning("damaged settings file kept as %s", kept)
    try:
        atomic_write_json(path, settings.to_json())
    except OSError as exc:
        log.warning("could not save settings to %s: %s", path, exc)
        return SettingsSaved(f"Settings could not be saved: {write_problem(exc)}.", kept)
    return SettingsSaved(None, kept)
