"""Input and picture helpers shared by the UI tests (synthetic events at LOGICAL positions, frames)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

#: seconds per frame the helpers run after each synthetic event.
FRAME = 1 / 60
#: AI think times (seconds per level) for :func:`show_table` long enough that no computer seat moves in a test.
SLOW_AI = {"easy": 60.0, "normal": 60.0, "hard": 60.0}


def click(app, logical: tuple[int, int]) -> None:
    """Click at a LOGICAL position: post move+press+release at the matching WINDOW pixel, run a frame."""
    pos = app.display.viewport.to_window(logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(0.016)


def post_mouse(kind: int, pos: tuple[int, int], **extra) -> None:
    """Post one mouse event at WINDOW pixel ``pos`` (a motion holds the left button unless ``buttons`` is given;
    a press or release is of button 1 unless ``button`` is given)."""
    data = {"pos": pos, **extra}
    if kind == pygame.MOUSEMOTION:
        data.setdefault("rel", (0, 0))
        data.setdefault("buttons", (1, 0, 0))
    else:
        data.setdefault("button", 1)
    pygame.event.post(pygame.event.Event(kind, data))


def drag(app, start: tuple[float, float], end: tuple[float, float], steps: int = 5,
         check: Callable[[], object] | None = None) -> None:
    """Drag with the left button from LOGICAL ``start`` to ``end``: hover, press, ``steps`` motions with the
    button held (a frame after each), ``check()`` while still held, release at ``end``, a frame.

    Events carry WINDOW pixels (``event.pos``): posted events do not move ``pygame.mouse.get_pos()``.
    """
    vp = app.display.viewport
    a, b = vp.to_window(start), vp.to_window(end)
    post = pygame.event.post
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    app.step(FRAME)
    for i in range(1, steps + 1):
        p = (round(a[0] + (b[0] - a[0]) * i / steps), round(a[1] + (b[1] - a[1]) * i / steps))
        post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
        app.step(FRAME)
    if check is not None:
        check()
    post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    app.step(FRAME)


def wait_until(app, test: Callable[[], bool], limit: int = 3000, what: str = "the table never got there",
               dt: float = 1 / 30) -> None:
    """Run frames of ``dt`` seconds until ``test()`` is true; AssertionError(``what``) after ``limit`` frames."""
    for _ in range(limit):
        if test():
            return
        app.step(dt)
    raise AssertionError(what)


def key(app, k: int, mod: int = 0) -> None:
    """Press key ``k`` (with modifier bits ``mod``) and run a frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.step(0.016)


def assert_not_blank(surface: pygame.Surface) -> None:
    """The surface (window pixels) holds a real picture: many distinct colours, not one fill."""
    small = pygame.transform.scale(surface, (64, 36))
    colours = {tuple(small.get_at((x, y)))[:3] for x in range(64) for y in range(36)}
    assert len(colours) > 40, f"canvas looks blank ({len(colours)} colours)"


def record_text(monkeypatch, theme_module) -> list[tuple[str, pygame.Rect]]:
    """Record every ``theme_module.blit_text`` call (still drawing it): a list of ``(text, rect drawn)`` that
    grows as faces are painted (tests of card faces; ``theme_module`` is the module's ``theme``)."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme_module.blit_text

    def record(surf, font, text, pos, *args, **kwargs):
        rect = real(surf, font, text, pos, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(theme_module, "blit_text", record)
    return drawn


def show_table(make_app, session, size: tuple[int, int] = (1280, 720), think: dict[str, float] | None = None):
    """``(app, table)``: an app of ``size`` (pixels) whose only scene is the table of ``session``, with instant
    animations (and ``think``, seconds per level, as the AI think times when given), pushed and applied (no frame
    run yet).  The table is whatever ``app.make_table`` builds."""
    app = make_app(size=size)
    app.settings.animation_speed = "instant"
    if think is not None:
        app.settings.ai_think_time = dict(think)
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    return app, table


def spy_requests(table) -> list:
    """Record every action ``table.request`` is asked to play, in order (the real request still runs): the list
    grows as the table plays."""
    asked: list = []
    real = table.request

    def spy(action, sprite):
        asked.append(action)
        return real(action, sprite)

    table.request = spy
    return asked


def count_calls(obj, name: str) -> list[int]:  # noqa: ANN001
    """Make ``obj.<name>`` (a drawing method taking one surface) count its calls, in the returned list's only
    item; the real method still runs."""
    count = [0]
    real = getattr(obj, name)

    def counted(surface) -> None:  # noqa: ANN001
        count[0] += 1
        real(surface)

    setattr(obj, name, counted)
    return count


def resize(app, size: tuple[int, int], frames: int = 3) -> None:  # noqa: ANN001
    """Make the window ``size`` pixels (width, height) the way the OS does (a new display mode, then a
    VIDEORESIZE event), then run ``frames`` frames of 1/30 s so the app handles it and draws."""
    app.display.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    for _ in range(frames):
        app.step(1 / 30)
