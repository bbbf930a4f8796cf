"""Tweens and an animation timeline, eased with pytweening.

A :class:`Tween` moves a value (float or 2-D point) from ``start`` to ``end``
over ``duration`` seconds.  An :class:`AnimationQueue` plays steps in order
(each step a group of tweens/callbacks running together), and scales every
duration by the animation-speed setting (``speed == 0`` means instant).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

import pytweening

Easing = Callable[[float], float]

#: duration multipliers of the animation-speed setting.
SPEEDS: Mapping[str, float] = MappingProxyType({"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0})


def lerp(a: float, b: float, t: float) -> float:
    """Linear interpolation from ``a`` (t=0) to ``b`` (t=1)."""
    return a + (b - a) * t


def lerp2(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    """Linear interpolation between two points."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


@dataclass
class Tween:
    """Progress of one eased transition.

    Attributes:
        duration: seconds (0 completes on the first update).
        easing: ``pytweening`` function mapping 0..1 → 0..1.
        on_update: called with the eased progress 0..1 every update.
        on_done: called once at the end.
        delay: seconds to wait before starting.
    """

    duration: float
    on_update: Callable[[float], None] | None = None
    on_done: Callable[[], None] | None = None
    easing: Easing = pytweening.easeInOutQuad
    delay: float = 0.0
    elapsed: float = 0.0
    done: bool = False

    def update(self, dt: float) -> float:
        """Advance by ``dt`` seconds; return the leftover time once finished (else 0)."""
        if self.done:
            return dt
        self.elapsed += dt
        t_raw = self.elapsed - self.delay
        if t_raw < 0:
            return 0.0
        if self.duration <= 0 or t_raw >= self.duration:
            if self.on_update:
                self.on_update(1.0)
            self.done = True
            if self.on_done:
                self.on_done()
            return max(0.0, t_raw - self.duration)
        if self.on_update:
            self.on_update(self.easing(t_raw / self.duration))
        return 0.0


@dataclass
class AnimationQueue:
    """Plays groups of tweens one group after another.

    ``speed`` multiplies every duration added afterwards *and* already queued
    (0 = instant: everything completes on the next update).
    """

    speed: float = 1.0
    steps: list[list[Tween]] = field(default_factory=list)

    def add(self, *tweens: Tween) -> None:
        """Queue a step made of ``tweens`` running together."""
        self.steps.append(list(tweens))

    def then(self, callback: Callable[[], None]) -> None:
        """Queue a callback that runs when all earlier steps are done."""
        self.steps.append([Tween(0.0, on_done=callback)])

    @property
    def busy(self) -> bool:
        """True while any step is queued or playing."""
        return bool(self.steps)

    def update(self, dt: float) -> None:
        """Advance the current step by ``dt`` seconds (scaled by speed); finish steps as they end."""
        if self.speed <= 0:
            self.finish()
            return
        budget = dt / self.speed
        while self.steps:
            step = self.steps[0]
            for tw in step:
                tw.update(budget)
            if all(tw.done for tw in step):
                self.steps.pop(0)
                budget = 0.0
                continue
            break

    def finish(self) -> None:
        """Complete every queued step at once (callbacks run in order)."""
        while self.steps:
            step = self.steps.pop(0)
            for tw in step:
                if not tw.done:
                    tw.delay = 0.0
                    tw.update(tw.duration + 1.0)
