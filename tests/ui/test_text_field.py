"""Text fields: typing, Backspace, and Ctrl+A replacing the whole text (playtest 2)."""

from __future__ import annotations

import pygame

from zooarcade.ui.widgets import TextField


def _key(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def _type(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def test_ctrl_a_then_typing_replaces_the_name():
    field = TextField((0, 0, 200, 40), text="Player 1", max_len=16)
    field.focused = True
    field.handle_event(_key(pygame.K_a, pygame.KMOD_LCTRL))
    field.handle_event(_type("Alexandra"))
    assert field.text == "Alexandra"
    field.handle_event(_type("!"))
    assert field.text == "Alexandra!", "only the first edit after Ctrl+A replaces"


def test_ctrl_a_then_backspace_clears_and_plain_a_types():
    field = TextField((0, 0, 200, 40), text="Bo", max_len=16)
    field.focused = True
    field.handle_event(_key(pygame.K_a, pygame.KMOD_LCTRL))
    field.handle_event(_key(pygame.K_BACKSPACE))
    assert field.text == ""
    field.handle_event(_type("Ann"))
    field.handle_event(_key(pygame.K_BACKSPACE))
    assert field.text == "An"
