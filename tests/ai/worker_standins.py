"""Stand-in worker processes for the tests of the fallback (importable by name, as spawn needs)."""

from __future__ import annotations

import json
from multiprocessing.connection import Connection

from tests import fakegame
from zooarcade.ai.worker import serve


def with_test_game(conn: Connection) -> None:
    """The real worker, which also thinks about the hidden-hand test game (not in the registry)."""
    serve(conn, {fakegame.GAME_ID: fakegame.spec})


def _serve(conn: Connection, answer: bool) -> None:
    """Say it is up, then read every message until ``stop`` or the pipe closes; answer jobs only if ``answer``."""
    conn.send_bytes(json.dumps({"op": "ready", "pid": 0, "pygame": False}).encode())
    while True:
        try:
            message = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        if message.get("op") == "stop":
            return
        if answer and message.get("op") == "think":
            job = message["job"]
            result = {"schema": 1, "job_id": job["job_id"], "action": {"kind": "no such move"}, "rng": 1,
                      "error": None, "wall": 0.0, "cpu": 0.0}
            conn.send_bytes(json.dumps({"op": "result", "result": result}).encode())


def silent(conn: Connection) -> None:
    """A stuck worker: it never answers."""
    _serve(conn, answer=False)


def nonsense(conn: Connection) -> None:
    """Answer every job with an action that is not among its legal actions."""
    _serve(conn, answer=True)
