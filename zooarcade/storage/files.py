"""The one module that touches the player's files: safe reads, atomic writes, free names, moving aside.

Every store (saves, replays, settings, statistics) and Export replay go through here, so the
same rules hold everywhere:

* **Reading** (:func:`read_bytes`, :func:`read_document`): only a regular file (a pipe or a
  device such as ``/dev/zero`` is refused at once, never waited on or read endlessly), at most
  ``limit`` bytes (a larger file is refused by its size, reading at most ``limit + 1`` bytes),
  JSON with numbers of at most :data:`MAX_NUMBER_CHARS` characters (a 5,000-digit integer is
  refused before Python converts it), no ``NaN`` / ``Infinity``, and at most :data:`MAX_DEPTH`
  levels of nesting.  Any problem raises the caller's error type with a one-line reason.
* **Writing** (:func:`atomic_write_bytes`, :func:`atomic_write_json`, :func:`write_new`): a
  temporary file in the same folder, written whole, flushed and ``fsync``-ed, then renamed over
  the target (or, for :func:`write_new`, linked to a free name, never replacing a file).  A
  failure leaves the old file as it was and no temporary file behind.
* **Names** (:func:`free_path`) and **moving aside** (:func:`move_aside`): a damaged file is
  moved under a free name, never over another file, before anything replaces it.
* **Errors for the player** (:func:`write_problem`): ``"the disk is full"``,
  ``"the user folder is read-only"``...

Sizes are bytes.  No pygame.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from zooarcade.core.text import clean_line

#: one mebibyte, in bytes.
MB = 1024 * 1024
#: largest save or replay file read (bytes); a long game's file is a few tens of kilobytes.
GAME_FILE_LIMIT = 4 * MB
#: largest settings or statistics file read (bytes).
CONFIG_FILE_LIMIT = 1 * MB
#: deepest nesting of JSON arrays and objects accepted (our files need 5).
MAX_DEPTH = 32
#: longest number accepted, in characters (a 64-bit deal number has 19 digits, a float at most 24).
MAX_NUMBER_CHARS = 40
#: longest reason a :class:`StoreError` carries, in characters.
REASON_LEN = 160

ErrorFactory = Callable[[str], Exception]


class StoreError(ValueError):
    """A file of the player's that cannot be used; the base of every store's own error.

    Args:
        reason: why, for the player; made one clean line of at most :data:`REASON_LEN`
            characters (a file's content quoted in it can never garble or flood the screen).
        path: the file as it was given.
        moved_to: where it was moved aside (``None`` if it was left in place).

    Attributes:
        reason, path, moved_to: as given (``reason`` cleaned).
    """

    def __init__(self, reason: str, path: Path | None = None, moved_to: Path | None = None) -> None:
        reason = clean_line(str(reason), REASON_LEN, ellipsis=True) or "damaged file"
        super().__init__(reason)
        self.reason = reason
        self.path = path
        self.moved_to = moved_to


class _Refused(Exception):
    """Raised inside the JSON parser's hooks; turned into the caller's error."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


# ---------------------------------------------------------------------- reading
def size_text(limit: int) -> str:
    """``"4 MB"`` / ``"512 KB"``: a byte count for the player."""
    return f"{limit // MB} MB" if limit >= MB else f"{max(1, limit // 1024)} KB"


def read_bytes(path: Path, limit: int, error: ErrorFactory = StoreError) -> bytes:
    """Return the bytes of the regular file ``path``, refusing it when it holds more than ``limit`` bytes.

    Opened without blocking (a named pipe is refused, never waited on); at most ``limit + 1``
    bytes are read, so a device such as ``/dev/zero`` or a file that grows is never read endlessly.

    Raises:
        ``error(reason)``: missing, a folder, not a regular file, too large, or unreadable.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise error("the file does not exist") from None
    except IsADirectoryError:
        raise error("it is a folder, not a file") from None
    except OSError as exc:
        raise error(f"the file cannot be read ({exc.strerror or exc})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise error("it is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise error("it is not a regular file (a device or a pipe)")
        if info.st_size > limit:
            raise error(f"the file is too large (over {size_text(limit)})")
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(MB, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise error(f"the file is too large (over {size_text(limit)})")
        return b"".join(chunks)
    except OSError as exc:
        raise error(f"the file cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise _Refused("a number in the file is too long")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _Refused("a number in the file is too long")
    value = float(text)
    if not math.isfinite(value):
        raise _Refused("a number in the file is out of range")
    return value


def _parse_constant(name: str) -> float:
    raise _Refused(f"the file holds {name}, which is not a number")


def depth_of(doc: Any, stop: int = MAX_DEPTH) -> int:
    """Nesting depth of a parsed JSON value (a scalar is 0, ``[]`` is 1); counting stops past ``stop``.

    Iterative: never recurses, whatever the depth.
    """
    deepest = 0
    stack: list[tuple[Any, int]] = [(doc, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict | list):
            depth += 1
            deepest = max(deepest, depth)
            if deepest > stop:
                return deepest
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth) for child in children if isinstance(child, dict | list))
    return deepest


def parse_json(raw: bytes, error: ErrorFactory = StoreError) -> Any:
    """Parse ``raw`` as one JSON value under the rules in the module docstring.

    Raises:
        ``error(reason)``: empty, not UTF-8, truncated, not JSON, a number too long or not finite,
        nested deeper than :data:`MAX_DEPTH`.
    """
    if not raw.strip():
        raise error("the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise error("not a text file (it is not UTF-8)") from None
    text = text.removeprefix("\ufeff")
    try:
        doc = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except _Refused as exc:
        raise error(exc.reason) from None
    except json.JSONDecodeError as exc:
        if text.lstrip()[:1] in ("{", "[") and (exc.pos >= len(text.rstrip()) or _unclosed(text)):
            raise error("the file is truncated (it ends in the middle of the data)") from None
        raise error(f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise error("the data is nested too deeply") from None
    except ValueError as exc:  # anything else the parser refuses
        raise error(f"not valid JSON ({exc})") from None
    if depth_of(doc) > MAX_DEPTH:
        raise error("the data is nested too deeply")
    return doc


def read_document(path: Path, error: ErrorFactory = StoreError, limit: int = GAME_FILE_LIMIT) -> dict[str, Any]:
    """Read ``path`` as one JSON object (:func:`read_bytes` then :func:`parse_json`).

    Raises:
        ``error(reason)``: any reason of those two, or "the file does not hold a JSON object".
    """
    doc = parse_json(read_bytes(Path(path), limit, error), error)
    if not isinstance(doc, dict):
        raise error("the file does not hold a JSON object")
    return doc


def _unclosed(text: str) -> bool:
    """True when ``text`` ends inside a string or with brackets left open (a cut-off JSON document)."""
    depth, in_string, escaped = 0, False, False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
    return in_string or depth > 0


# ---------------------------------------------------------------------- writing
def json_bytes(doc: Any) -> bytes:
    """``doc`` as the UTF-8 JSON the stores write (indented, sorted keys, ASCII escapes)."""
    return (json.dumps(doc, indent=1, sort_keys=True) + "\n").encode("utf-8")


def _write_temp(folder: Path, prefix: str, data: bytes) -> str:
    """Write ``data`` to a new temporary file in ``folder``, flushed and on disk; return its path.

    Raises:
        OSError: the folder cannot be written (nothing is left behind).
    """
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=prefix + ".", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
    except BaseException:
        _remove(tmp)
        raise
    return tmp


def _remove(path: str | Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; best effort elsewhere)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically: temp file in the same folder, fsync, ``os.replace``.

    Either the whole new content is there afterwards, or (on any failure, a full disk, a crash)
    the old file untouched; never a partial or 0-byte file, never a stray temporary file.

    Raises:
        OSError: the folder cannot be written.
    """
    path = Path(path)
    tmp = _write_temp(path.parent, path.name, data)
    try:
        os.replace(tmp, path)
    except BaseException:
        _remove(tmp)
        raise
    _sync_folder(path.parent)


def atomic_write_json(path: Path, doc: Any) -> None:
    """Write ``doc`` as JSON (:func:`json_bytes`) to ``path`` with :func:`atomic_write_bytes`.

    The document is serialised before the disk is touched, so a value JSON cannot hold never
    leaves a partial file either.

    Raises:
        OSError: the folder cannot be written.
        TypeError / ValueError: ``doc`` is not JSON-serialisable.
    """
    atomic_write_bytes(Path(path), json_bytes(doc))


def free_path(folder: Path, stem: str, suffix: str, first: int | None = None) -> Path:
    """Return a name in ``folder`` that no file has yet.

    With ``first=None``: ``stem+suffix``, then ``stem-2``, ``stem-3``…; with a number:
    ``stem-<first>``, ``stem-<first+1>``….  Nothing is created.
    """
    n = first
    while True:
        candidate = folder / (f"{stem}{suffix}" if n is None else f"{stem}-{n}{suffix}")
        if not candidate.exists() and not candidate.is_symlink():
            return candidate
        n = 2 if n is None else n + 1


def _place(source: str | Path, folder: Path, stem: str, suffix: str, first: int | None) -> Path:
    """Give the file ``source`` a free name in ``folder`` (never replacing a file); return it.

    A hard link first (it fails rather than replace); where links are not possible, a rename
    after checking the name is free.

    Raises:
        OSError: the file could not be placed (``source`` is then untouched).
    """
    while True:
        target = free_path(folder, stem, suffix, first)
        try:
            os.link(source, target)
        except FileExistsError:
            continue
        except OSError:  # no hard links on this file system: a checked rename instead
            if target.exists():
                continue
            os.rename(source, target)
            return target
        _remove(source)
        return target


def write_new(folder: Path, stem: str, suffix: str, data: bytes) -> Path:
    """Write ``data`` atomically to a new file ``folder/stem+suffix`` (or ``stem-2``…); return its path.

    Never replaces an existing file; on failure nothing is left behind.

    Raises:
        OSError: the folder cannot be written.
    """
    folder = Path(folder)
    tmp = _write_temp(folder, stem, data)
    try:
        target = _place(tmp, folder, stem, suffix, None)
    except BaseException:
        _remove(tmp)
        raise
    _sync_folder(folder)
    return target


def move_aside(path: Path, folder: Path, stem: str | None = None, suffix: str | None = None,
               first: int | None = None) -> Path:
    """Move ``path`` into ``folder`` under a free name (see :func:`free_path`); return the new path.

    ``stem`` / ``suffix`` default to the file's own.  Never replaces a file.

    Raises:
        OSError: the move failed (``path`` is then untouched).
    """
    path = Path(path)
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    target = _place(path, folder, path.stem if stem is None else stem, path.suffix if suffix is None else suffix,
                    first)
    _sync_folder(folder)
    return target


def keep_aside(path: Path) -> Path:
    """Keep a damaged file beside itself as ``<stem>.damaged-<n><suffix>`` (a free name); return the new path.

    For the settings and statistics files: ``settings.json`` → ``settings.damaged-1.json``.

    Raises:
        OSError: it could not be moved (it is then untouched).
    """
    path = Path(path)
    return move_aside(path, path.parent, f"{path.stem}.damaged", path.suffix, first=1)


def shown_name(path: Path) -> str:
    """A file's name as it can be drawn: one clean line; bytes that are not UTF-8 become "?"."""
    name = Path(path).name
    try:
        name = name.encode("utf-8", "surrogateescape").decode("utf-8", "replace").replace("\ufffd", "?")
    except UnicodeEncodeError:  # a surrogate that did not come from the file system: clean_line drops it
        pass
    return clean_line(name, 120, ellipsis=True) or "?"


def printable(value: object) -> str:
    """``str(value)`` safe for any log or stream: surrogates from odd file names become ``\\udcff`` escapes."""
    return str(value).encode("utf-8", "backslashreplace").decode("utf-8")


def write_problem(exc: OSError, where: str = "the user folder") -> str:
    """Say in plain words why a write failed: ``"the disk is full"``, ``"the user folder is read-only"``…"""
    code = exc.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG):
        return "the disk is full"
    if code in (errno.EROFS, errno.EACCES, errno.EPERM):
        return f"{where} is read-only"
    return f"{where} cannot be written ({exc.strerror or exc})"
