"""Zoo Fighters II narration (placeholder)."""

from __future__ import annotations

from zooarcade.core.protocol import PlainNarrator


class FightersNarrator(PlainNarrator):
    """Placeholder."""
