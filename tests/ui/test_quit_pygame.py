"""Shutting pygame down stops every sound before the mixer quits (zooarcade.ui.audio.quit_pygame).

pygame-ce's mixer quit holds the GIL while it waits for SDL's audio lock; a sound ending at that moment makes the
audio thread wait for the GIL inside pygame's end-of-sound callback: a deadlock (seen as a hung serial test run,
session 14).  With every channel and the music stopped first, no end-of-sound callback can race the quit.
"""

from __future__ import annotations

import pygame

from zooarcade.ui import audio


def test_quit_stops_the_music_and_every_channel_before_the_mixer_quits(monkeypatch) -> None:  # noqa: ANN001
    calls: list[str] = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (44100, -16, 2))
    monkeypatch.setattr(pygame.mixer.music, "stop", lambda: calls.append("music.stop"))
    monkeypatch.setattr(pygame.mixer, "stop", lambda: calls.append("mixer.stop"))
    monkeypatch.setattr(pygame.mixer, "quit", lambda: calls.append("mixer.quit"))
    monkeypatch.setattr(pygame, "quit", lambda: calls.append("pygame.quit"))
    audio.quit_pygame()
    assert calls == ["music.stop", "mixer.stop", "mixer.quit", "pygame.quit"]


def test_quit_without_a_mixer_only_quits_pygame(monkeypatch) -> None:  # noqa: ANN001
    calls: list[str] = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "stop", lambda: calls.append("mixer.stop"))
    monkeypatch.setattr(pygame, "quit", lambda: calls.append("pygame.quit"))
    audio.quit_pygame()
    assert calls == ["pygame.quit"]


def test_the_app_and_the_tools_quit_through_it() -> None:
    """No module of the program calls ``pygame.quit()`` itself (each would risk the deadlock)."""
    from zooarcade.ui.assets import project_root

    direct = [str(p) for p in (project_root() / "zooarcade").rglob("*.py")
              if "pygame.quit()" in p.read_text(encoding="utf-8") and p.name != "audio.py"]
    assert direct == []
