"""Where the arcade keeps the player's files (platformdirs, app name "ZooArcade")."""

from __future__ import annotations

import os
from pathlib import Path


def user_dirs() -> dict[str, Path]:
    """Return the user ``data`` / ``config`` / ``log`` directories (not created here).

    ``ZOOARCADE_HOME`` (used by tests and the self-test) puts all three under
    one folder; otherwise platformdirs' per-user locations.  Never next to the
    executable.
    """
    home = os.environ.get("ZOOARCADE_HOME")
    if home:
        base = Path(home)
        return {"data": base / "data", "config": base / "config", "log": base / "log"}
    import platformdirs

    return {
        "data": Path(platformdirs.user_data_dir("ZooArcade", appauthor=False)),
        "config": Path(platformdirs.user_config_dir("ZooArcade", appauthor=False)),
        "log": Path(platformdirs.user_log_dir("ZooArcade", appauthor=False)),
    }
