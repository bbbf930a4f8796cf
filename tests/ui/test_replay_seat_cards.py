"""The replay viewer's seat cards and header at four seats side by side (play 11, s44: "Pla…", "Norm…", "AI…",
"Points: Special Moves 7 · Legendary…" and a header cut at "Seat 3…")."""

from __future__ import annotations

import pygame
import pytest

from zooarcade.scenes import replay as replay_scene

DT = 1 / 60
NAMES = ["Player", "Normal Bot 2", "Normal Bot 3", "Normal Bot 4"]


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_four_seat_cards_and_the_header_read_whole(make_app, monkeypatch, size) -> None:  # noqa: ANN001
    """Every seat's name and label show uncut; the header's options line wraps onto a second line instead of
    being cut; a points line too long for the card keeps its figures, and the whole breakdown is in a tooltip."""
    from zooarcade.gallery import demo_session

    app = make_app(size=size)
    replay = replay_scene.replay_from_session(demo_session("zoo_fighters", seed=5, moves=60, players=4))
    scene = replay_scene.ReplayScene(app, replay, step=40)
    scene.names = list(NAMES)
    shown: list[str] = []
    blit = scene.text.blit
    monkeypatch.setattr(scene.text, "blit", lambda surface, role, size, text, *a, **k: (
        shown.append(text), blit(surface, role, size, text, *a, **k))[1])
    headers: list[str] = []
    real = replay_scene.theme.blit_text

    def record(surf, font, text, pos, *args, **kwargs):
        headers.append(text)
        return real(surf, font, text, pos, *args, **kwargs)

    monkeypatch.setattr(replay_scene.theme, "blit_text", record)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(DT)
    assert scene.laid_across(), "the four seats sit side by side under the board"
    for name in NAMES:
        assert name in shown, (name, [t for t in shown if "Bot" in t or "\u2026" in t])
    assert "AI (Normal)" in shown or "AI (Easy)" in shown or "Human" in shown
    assert not any(t.endswith("\u2026") and t[:-1] and "AI (Normal)".startswith(t[:-1]) for t in shown)
    title = " \u00b7 ".join(part for part in (replay.title, f"Deal #{replay.setup.seed}", replay.options_line) if part)
    assert title in (headers[0], " ".join(headers[:2])), headers[:2]  # one line, or wrapped onto two: never cut
    notes = [lines for _, lines in scene.cut_notes if lines and lines[0].startswith("Points: ")]
    state = scene.state()
    for seat in range(4):
        parts = [f"{label} {pts}" for label, pts in state.score_breakdown(seat) if pts]
        if parts and any(p not in shown for p in parts):
            assert ["Points: " + " \u00b7 ".join(parts)] in notes
    for text in shown:  # a cut source keeps its figures: "Legendary… 4", never "Legendary…"
        if text.endswith("\u2026") and text.startswith("Legendary"):
            pytest.fail(f"points cut off: {text!r}")
    pygame.event.clear()
