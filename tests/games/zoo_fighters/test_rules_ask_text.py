"""Play test 13 (ZF-4): the rules' stack page said "In Settings you can choose to be asked every time", which reads
as a choice left off, but in hot-seat the setting ("Ask at every response", Auto) already asks at every window.  The
page now says what happens: hot-seat asks every human at every window, and the Settings entry switches it."""

from __future__ import annotations

from zooarcade.games.zoo_fighters.rules_text import PAGES
from zooarcade.storage.settings import Settings


def _stack_page_text() -> str:
    [blocks] = [blocks for heading, blocks in PAGES if heading == "The stack and responses"]
    return " ".join(" ".join(b[1:]) for b in blocks)


def test_the_rules_say_hot_seat_asks_at_every_window_already():
    text = _stack_page_text()
    assert "choose to be asked" not in text
    assert "In hot-seat games every human is asked at every window anyway" in text
    assert '"Ask at every response" in Settings' in text
    auto = Settings()
    assert auto.ask_every_window is None, "Auto is the default"
    assert auto.asks_every_window(2) and not auto.asks_every_window(1), "what the page says: on in hot-seat only"
