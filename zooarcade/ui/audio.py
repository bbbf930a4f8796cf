"""Sound effects and music, with a graceful "no sound" mode.

Files live in ``sounds/`` under the project root (see :func:`zooarcade.ui.assets.resource_path`):
``<name>.ogg`` is preferred, ``<name>.wav`` is used otherwise. They are made by
``tools/make_sounds.py``.

Nothing here raises at run time: without an audio device (or when ``pygame.mixer`` fails to
start) :class:`Audio` stays silent, :attr:`Audio.available` is False and :attr:`Audio.notice`
holds a one-line message the UI can show. Problems are logged on the ``"zooarcade"`` logger.
"""

from __future__ import annotations

import logging
import math
from pathlib import Path

import pygame

from zooarcade.ui.assets import project_root

log = logging.getLogger("zooarcade")

#: Effect names shipped in ``sounds/`` (any other name is silently ignored by :meth:`Audio.play`).
EFFECTS: tuple[str, ...] = (
    "card_pickup",
    "card_drop",
    "card_flip",
    "shuffle",
    "capture",
    "mutant_reveal",
    "invalid",
    "turn_start",
    "win",
    "click",
)

#: Music loops shipped in ``sounds/``.
MUSIC: tuple[str, ...] = ("menu_loop", "table_loop")

#: Message for :attr:`Audio.notice` when sound cannot be used.
NO_DEVICE_NOTICE = "Sound is off: no audio device found"

_EXTENSIONS = (".ogg", ".wav")


def _clamp01(value: float) -> float:
    """Clamp ``value`` to 0..1 (NaN and junk become 0)."""
    try:
        v = float(value)
    except (TypeError, ValueError):
        return 0.0
    if math.isnan(v):
        return 0.0
    return min(1.0, max(0.0, v))


class Audio:
    """Plays the arcade's sound effects and background music.

    Construct it any time; call :meth:`start` after ``pygame.init()`` to open the audio device.
    Until :meth:`start` succeeds every call is a silent no-op.

    Args:
        music_volume: music loudness, 0..1 (clamped).
        effects_volume: sound-effect loudness, 0..1 (clamped).
        muted: start muted (volumes are kept and apply again when unmuted).
        root: project root holding ``sounds/``; defaults to the bundled one.
    """

    def __init__(
        self,
        music_volume: float = 0.6,
        effects_volume: float = 0.8,
        muted: bool = False,
        root: Path | None = None,
    ) -> None:
        self.root: Path = Path(root) if root is not None else project_root()
        self._music_volume = _clamp01(music_volume)
        self._effects_volume = _clamp01(effects_volume)
        self._muted = bool(muted)
        self._available = False
        self._notice: str | None = None
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._warned: set[str] = set()
        self._music: str | None = None
        #: ``"effect:<name>"`` / ``"music:<name>"`` of every sound asked for that has no usable file.
        self.missing: set[str] = set()

    # ------------------------------------------------------------------ state
    @property
    def available(self) -> bool:
        """True once :meth:`start` has opened an audio device."""
        return self._available

    @property
    def notice(self) -> str | None:
        """A short user-facing message when sound is unavailable, else None."""
        return self._notice

    @property
    def music_volume(self) -> float:
        """Music volume, 0..1 (not counting :attr:`muted`)."""
        return self._music_volume

    @property
    def effects_volume(self) -> float:
        """Effects volume, 0..1 (not counting :attr:`muted`)."""
        return self._effects_volume

    @property
    def muted(self) -> bool:
        """True when all sound is muted."""
        return self._muted

    @property
    def current_music(self) -> str | None:
        """Name of the music last started with :meth:`play_music` (None after :meth:`stop_music`)."""
        return self._music

    def _warn_once(self, key: str, message: str, *args: object) -> None:
        if key not in self._warned:
            self._warned.add(key)
            log.warning(message, *args)

    # ------------------------------------------------------------------ device
    def start(self) -> None:
        """Open the audio device (``pygame.mixer``). Never raises.

        On success :attr:`available` becomes True. On any failure (no device, driver error,
        mixer module missing) :attr:`available` stays False and :attr:`notice` is set to
        ``"Sound is off: no audio device found"``. Calling it again after success does nothing;
        after a failure it tries again.
        """
        if self._available:
            return
        try:
            # a no-op when the mixer is already open (then its settings are kept)
            pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            if not pygame.mixer.get_init():
                raise RuntimeError("pygame.mixer did not initialise")
            pygame.mixer.set_num_channels(16)
        except Exception as exc:  # noqa: BLE001 - any failure here just means "no sound"
            self._available = False
            self._notice = NO_DEVICE_NOTICE
            log.warning("audio unavailable: %s", exc)
            return
        self._available = True
        self._notice = None
        log.info("audio started: %s", pygame.mixer.get_init())

    def _path(self, name: str) -> Path | None:
        """Return the existing ``sounds/<name>.ogg|.wav`` file, or None."""
        if not name or not name.replace("_", "").isalnum():
            return None
        folder = self.root / "sounds"
        for ext in _EXTENSIONS:
            path = folder / f"{name}{ext}"
            if path.is_file():
                return path
        return None

    def _sound(self, effect: str) -> pygame.mixer.Sound | None:
        """Load (once) and return the Sound for ``effect``; None if unknown, missing or broken."""
        if effect in self._sounds:
            return self._sounds[effect]
        sound: pygame.mixer.Sound | None = None
        path = self._path(effect)
        if path is None:
            self._warn_once(f"effect:{effect}", "no sound file for effect %r", effect)
            self.missing.add(f"effect:{effect}")
        else:
            try:
                sound = pygame.mixer.Sound(str(path))
            except Exception as exc:  # noqa: BLE001 - a bad file must never break the game
                self._warn_once(f"effect:{effect}", "cannot load sound %s: %s", path, exc)
                self.missing.add(f"effect:{effect}")
        self._sounds[effect] = sound
        return sound

    # ------------------------------------------------------------------ playing
    def play(self, effect: str) -> None:
        """Play sound effect ``effect`` (one of :data:`EFFECTS`) once at the effects volume.

        Silent when sound is unavailable or muted, or when the effect is unknown or its file is
        missing or broken (logged once per name). Never raises.
        """
        if not self._available or self._muted or self._effects_volume <= 0.0:
            return
        sound = self._sound(str(effect))
        if sound is None:
            return
        try:
            sound.set_volume(self._effects_volume)
            sound.play()
        except Exception as exc:  # noqa: BLE001
            self._warn_once(f"play:{effect}", "cannot play effect %r: %s", effect, exc)

    def play_music(self, name: str, loop: bool = True, fade_ms: int = 0) -> None:
        """Start music ``name`` (one of :data:`MUSIC`), replacing what plays now. Never raises.

        Starting the music that is already playing does nothing (no restart). While muted the
        music still starts, at volume 0, so unmuting brings it back in place.

        Args:
            name: music file stem in ``sounds/``.
            loop: repeat forever (True) or play once.
            fade_ms: fade-in time in milliseconds (0 = none).
        """
        if not self._available:
            self._music = name
            return
        try:
            if self._music == name and pygame.mixer.music.get_busy():
                return
            path = self._path(str(name))
            if path is None:
                self._warn_once(f"music:{name}", "no music file for %r", name)
                self.missing.add(f"music:{name}")
                return
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(0.0 if self._muted else self._music_volume)
            pygame.mixer.music.play(loops=-1 if loop else 0, fade_ms=max(0, int(fade_ms)))
            self._music = name
        except Exception as exc:  # noqa: BLE001
            self._warn_once(f"music:{name}", "cannot play music %r: %s", name, exc)

    def stop_music(self, fade_ms: int = 0) -> None:
        """Stop the music (optionally fading out over ``fade_ms`` milliseconds). Never raises."""
        self._music = None
        if not self._available:
            return
        try:
            if fade_ms > 0:
                pygame.mixer.music.fadeout(int(fade_ms))
            else:
                pygame.mixer.music.stop()
        except Exception as exc:  # noqa: BLE001
            self._warn_once("music:stop", "cannot stop music: %s", exc)

    def set_volumes(self, music: float, effects: float, muted: bool) -> None:
        """Set music and effects volume (0..1, clamped) and mute; applies to playing music at once."""
        self._music_volume = _clamp01(music)
        self._effects_volume = _clamp01(effects)
        self._muted = bool(muted)
        if not self._available:
            return
        try:
            pygame.mixer.music.set_volume(0.0 if self._muted else self._music_volume)
            if self._muted:
                pygame.mixer.stop()  # cut effects that are still ringing
        except Exception as exc:  # noqa: BLE001
            self._warn_once("volume", "cannot set volume: %s", exc)


def quit_pygame() -> None:
    """Shut pygame down without the mixer's quit deadlock.

    pygame-ce's mixer quit calls SDL_mixer while holding the GIL; if a sound finishes at that moment, SDL's audio
    thread (holding the audio lock) waits for the GIL in pygame's end-of-sound callback, and both wait forever (a
    hang on closing the window; pygame PRs #569 and #981 fixed other calls of the same kind).  So every sound and
    the music are stopped first — with nothing playing, no end-of-sound callback can race the quit — then the mixer
    and pygame quit.  Safe to call when the mixer never started (no audio device) or pygame is already down.
    """
    if pygame.mixer.get_init():
        pygame.mixer.music.stop()
        pygame.mixer.stop()
        pygame.mixer.quit()
    pygame.quit()
