"""Where the arcade keeps the player's files (platformdirs, app name "ZooArcade")."""

from __future__ import annotations

import os
from pathlib import Path

#: the folder "Export replay" writes into, inside the player's Documents.
EXPORTS_FOLDER = "Zoo Arcade replays"


def user_dirs() -> dict[str, Path]:
    """Return the user ``data`` / ``config`` / ``log`` / ``exports`` directories (not created here).

    ``exports`` is where "Export replay" puts a copy the player can find and share: a
    "Zoo Arcade replays" folder in their Documents.  ``ZOOARCADE_HOME`` (used by tests and the
    self-test) puts all four under one folder; otherwise platformdirs' per-user locations.
    Never next to the executable.
    """
    home = os.environ.get("ZOOARCADE_HOME")
    if home:
        base = Path(home)
        return {"data": base / "data", "config": base / "config", "log": base / "log",
                "exports": base / "documents" / EXPORTS_FOLDER}
    import platformdirs

    return {
        "data": Path(platformdirs.user_data_dir("ZooArcade", appauthor=False)),
        "config": Path(platformdirs.user_config_dir("ZooArcade", appauthor=False)),
        "log": Path(platformdirs.user_log_dir("ZooArcade", appauthor=False)),
        "exports": Path(platformdirs.user_documents_dir()) / EXPORTS_FOLDER,
    }
