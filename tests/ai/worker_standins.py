"""Stand-in worker processes for the tests of the fallback (importable by name, as spawn needs)."""

from __future__ import annotations

import json
from multiprocessing.connection import Connection


def silent(conn: Connection) -> None:
    """Say it is up, then read every message and never answer (a stuck worker); exit when the pipe closes."""
    conn.send_bytes(json.dumps({"op": "ready", "pid": 0, "pygame": False}).encode())
    while True:
        try:
            message = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        if message.get("op") == "stop":
            return


def nonsense(conn: Connection) -> None:
    """Answer every job with an action that is not among its legal actions."""
    conn.send_bytes(json.dumps({"op": "ready", "pid": 0, "pygame": False}).encode())
    while True:
        try:
            message = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        if message.get("op") == "stop":
            return
        if message.get("op") == "think":
            job = message["job"]
            result = {"schema": 1, "job_id": job["job_id"], "action": {"kind": "no such move"}, "rng": 1,
                      "error": None, "wall": 0.0, "cpu": 0.0}
            conn.send_bytes(json.dumps({"op": "result", "result": result}).encode())
