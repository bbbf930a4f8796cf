"""Player settings, persisted as JSON in the user config directory.

A damaged settings file falls back to defaults and reports a notice; it is
never overwritten until the player changes a setting.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger("zooarcade")

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")


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
    ai_think_time: dict[str, float] = field(default_factory=lambda: {"easy": 0.4, "normal": 0.6, "hard": 0.9})

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (with a schema version)."""
        data = dataclasses.asdict(self)
        data["window_size"] = list(self.window_size)
        data["schema"] = 1
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
        if "animation_speed" in data:
            if data["animation_speed"] not in ANIMATION_SPEEDS:
                raise ValueError("animation_speed must be slow, normal, fast or instant")
            s.animation_speed = data["animation_speed"]
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


def atomic_write_json(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically (temp file in the same folder, then rename).

    Raises:
        OSError: the folder cannot be written.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=1, sort_keys=True)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """Load settings from ``path``; return ``(settings, notice)``.

    A missing file gives defaults and no notice; a damaged one gives defaults
    and a one-line notice for the player.
    """
    if not path.exists():
        return Settings(), None
    try:
        return Settings.from_json(json.loads(path.read_text(encoding="utf-8"))), None
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        log.warning("settings file %s is damaged: %s", path, exc)
        return Settings(), f"Settings file was damaged ({exc}); using defaults."


def save_settings(path: Path, settings: Settings) -> None:
    """Persist ``settings`` to ``path`` atomically (errors are logged, not raised)."""
    try:
        atomic_write_json(path, settings.to_json())
    except OSError as exc:
        log.warning("could not save settings to %s: %s", path, exc)
