"""Tests for zooarcade.ui.audio and the shipped sound files."""

from __future__ import annotations

import array
import logging
import os
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from zooarcade.ui.audio import EFFECTS, MUSIC, NO_DEVICE_NOTICE, Audio  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "sounds"


@pytest.fixture
def audio() -> Audio:
    pygame.init()
    a = Audio()
    a.start()
    yield a
    a.stop_music()


def _samples(name: str) -> tuple[array.array, int]:
    """The samples of the shipped sound ``name`` (mono 16-bit): a WAV read as it is, an OGG decoded by
    pygame's mixer (opened at the file's 22 050 Hz mono, so nothing is resampled)."""
    wav, ogg = SOUNDS / f"{name}.wav", SOUNDS / f"{name}.ogg"
    assert wav.is_file() != ogg.is_file(), f"{name}: exactly one of .wav / .ogg"
    if wav.is_file():
        with wave.open(str(wav), "rb") as w:
            assert w.getsampwidth() == 2 and w.getnchannels() == 1
            return array.array("h", w.readframes(w.getnframes())), w.getframerate()
    pygame.mixer.quit()
    pygame.mixer.init(22050, -16, 1)
    try:
        return array.array("h", pygame.mixer.Sound(str(ogg)).get_raw()), 22050
    finally:
        pygame.mixer.quit()


def test_the_music_ships_as_ogg() -> None:
    """The loops are Ogg Vorbis (the executable carries them), and pygame-ce's mixer plays them."""
    for name in MUSIC:
        assert (SOUNDS / f"{name}.ogg").is_file() and not (SOUNDS / f"{name}.wav").exists()
    assert sum((SOUNDS / f"{name}.ogg").stat().st_size for name in MUSIC) < 600 * 1024


def test_dummy_driver_starts(audio: Audio) -> None:
    assert audio.available
    assert audio.notice is None
    assert pygame.mixer.get_init()


def test_every_effect_loads_and_plays(audio: Audio, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="zooarcade"):
        for effect in EFFECTS:
            audio.play(effect)
            assert audio._sounds[effect] is not None, f"{effect} did not load"
            assert audio._sounds[effect].get_length() > 0.03
    assert not caplog.records


def test_music_plays_and_stops(audio: Audio) -> None:
    for name in MUSIC:
        audio.play_music(name)
        assert audio.current_music == name
        assert pygame.mixer.music.get_busy()
    audio.stop_music()
    assert audio.current_music is None


def test_volumes_are_clamped_and_applied(audio: Audio) -> None:
    audio.play_music("menu_loop")
    audio.set_volumes(2.0, -1.0, False)
    assert (audio.music_volume, audio.effects_volume, audio.muted) == (1.0, 0.0, False)
    audio.set_volumes(0.5, 0.5, True)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.0, abs=0.01)
    audio.set_volumes(0.5, 0.5, False)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.5, abs=0.02)


def test_unknown_or_missing_effect_is_silent(audio: Audio, caplog: pytest.LogCaptureFixture, tmp_path: Path) -> None:
    with caplog.at_level(logging.WARNING, logger="zooarcade"):
        audio.play("no_such_sound")
        audio.play("no_such_sound")
        audio.play("../../etc/passwd")
    assert len([r for r in caplog.records if "no_such_sound" in r.getMessage()]) == 1
    empty = Audio(root=tmp_path)
    empty.start()
    empty.play("click")
    empty.play_music("menu_loop")


def test_mixer_failure_gives_notice(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()
    pygame.mixer.quit()

    def broken_init(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    a = Audio(muted=False)
    a.start()
    assert a.available is False
    assert a.notice == NO_DEVICE_NOTICE
    for effect in EFFECTS:
        a.play(effect)
    a.play_music("menu_loop")
    a.set_volumes(0.3, 0.3, True)
    a.stop_music()
    assert a._sounds == {}


def test_sound_files_are_sane() -> None:
    total = sum(p.stat().st_size for p in SOUNDS.iterdir() if p.is_file())
    assert total < 6 * 1024 * 1024
    for name in EFFECTS + MUSIC:
        data, rate = _samples(name)
        seconds = len(data) / rate
        peak = max(abs(v) for v in data)
        assert peak < 32700, f"{name} clips"
        assert peak > 8000, f"{name} is nearly silent"
        if name in MUSIC:
            assert 20.0 <= seconds <= 35.0, f"{name} lasts {seconds:.1f} s"
        else:
            assert 0.05 <= seconds <= 3.0, f"{name} lasts {seconds:.1f} s"


@pytest.mark.parametrize("name", MUSIC)
def test_music_loops_seamlessly(name: str) -> None:
    data, rate = _samples(name)
    # the jump from the last sample back to the first is no bigger than an ordinary step
    steps = [abs(data[i + 1] - data[i]) for i in range(0, len(data) - 1)]
    typical = sorted(steps)[int(len(steps) * 0.999)]
    assert abs(data[0] - data[-1]) <= typical
    # and the loop does not start or end in silence
    edge = rate // 10
    assert max(abs(v) for v in data[:edge]) > 1000
    assert max(abs(v) for v in data[-edge:]) > 1000
