"""Shared shape of the stores that keep files in the user data folder (saves, replays)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from zooarcade.core.protocol import GameSpec
from zooarcade.core.registry import get_spec

StoreT = TypeVar("StoreT", bound="DataFolderStore")


class DataFolderStore:
    """A store rooted in the user data folder.

    Args:
        root: the user data directory (see :meth:`default`).
        spec_for: game id → :class:`GameSpec` (the registry by default; tests
            pass a lookup that knows test-only games).  May raise
            :class:`~zooarcade.core.registry.UnknownGame` /
            :class:`~zooarcade.core.registry.GameNotBuilt`.

    Attributes:
        last_error: the last write failure (one line), or ``None``.
    """

    def __init__(self, root: Path, spec_for: Callable[[str], GameSpec] = get_spec) -> None:
        self.root = Path(root)
        self.spec_for = spec_for
        self.last_error: str | None = None

    @classmethod
    def default(cls: type[StoreT]) -> StoreT:
        """Return the store in the user data directory (``zooarcade.storage.paths.user_dirs()["data"]``)."""
        from zooarcade.storage.paths import user_dirs

        return cls(user_dirs()["data"])
