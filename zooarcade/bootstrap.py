"""Make ``python3 main.py`` and ``python3 tools/test.py`` work from a fresh clone on a stock machine.

Standard library only: this runs before pygame-ce is installed.

A stock Debian or Ubuntu has ``python3`` but no ``python``, its system Python refuses
``pip install`` ("externally-managed-environment"), and it may lack the ``python3-venv``
package; Windows has the ``py`` launcher.  So the two README commands never install
into the Python that runs them: when the packages they need are missing they create a
virtual environment ``.venv`` beside ``main.py`` (once), install the project into it
(``pip install -e .`` or ``-e .[test,build]``; again only when ``pyproject.toml`` changed),
and run themselves again with its Python.  A Python that already has everything (an
activated virtual environment, the one-file executable) runs at once.

Errors a player can fix (no ``venv`` module, no ``ensurepip``, pip failing) end with
one clear message: :class:`BootstrapError`, printed by :func:`main_or_exit`.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

#: the folder of ``main.py`` and ``pyproject.toml``.
ROOT = Path(__file__).resolve().parent.parent
#: set in the environment of the re-run, so a broken environment fails with a message instead of looping.
GUARD = "ZOOARCADE_BOOTSTRAPPED"
#: modules the game needs (pygame must be pygame-ce, which has ``pygame.IS_CE``).
GAME_MODULES = ("pygame", "pytweening", "platformdirs")
#: modules the test command needs on top of the game's.
TEST_MODULES = ("pytest", "xdist", "hypothesis", "pytest_timeout", "ruff")

NO_VENV = (
    "Zoo Arcade needs Python's 'venv' module (with ensurepip) to make its own virtual environment in {venv}.\n"
    "  Debian / Ubuntu: sudo apt install python3-venv   (then run the same command again)\n"
    "  Fedora: sudo dnf install python3   \u00b7   Windows / macOS: install Python 3.11+ from python.org\n"
    "  (on Windows run the commands with the launcher: py main.py, py tools\\test.py)"
)


class BootstrapError(Exception):
    """Setting up the virtual environment failed; the message says what to do (one paragraph)."""


@dataclass(frozen=True)
class Target:
    """What a command needs: pip ``extras`` (e.g. ``("test", "build")``) and the modules that prove them."""

    extras: tuple[str, ...] = ()
    modules: tuple[str, ...] = GAME_MODULES

    @property
    def spec(self) -> str:
        """The pip requirement of the project folder: ``"."`` or ``".[test,build]"``."""
        return "." + (f"[{','.join(self.extras)}]" if self.extras else "")


GAME = Target()
TESTS = Target(("test", "build"), GAME_MODULES + TEST_MODULES)


def missing_modules(modules: Sequence[str], find: Callable[[str], object] = importlib.util.find_spec) -> list[str]:
    """The names in ``modules`` this interpreter cannot import; ``pygame`` also counts when it is not pygame-ce."""
    missing = [name for name in modules if find(name) is None]
    if "pygame" in modules and "pygame" not in missing and find is importlib.util.find_spec:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        try:
            import pygame
        except Exception:  # noqa: BLE001 - a broken pygame is as good as none
            missing.append("pygame")
        else:
            if not getattr(pygame, "IS_CE", False):
                missing.append("pygame")  # upstream pygame: the game needs pygame-ce
    return missing


def venv_python(venv: Path) -> Path:
    """The Python executable inside the virtual environment ``venv`` (``Scripts\\python.exe`` on Windows)."""
    if os.name == "nt":
        return venv / "Scripts" / "python.exe"
    return venv / "bin" / "python"


def stamp_path(venv: Path, target: Target) -> Path:
    """The file recording which ``pyproject.toml`` the environment was last installed from, for ``target``."""
    return venv / f"zooarcade-{'-'.join(target.extras) or 'game'}.installed"


def project_hash(root: Path = ROOT) -> str:
    """A checksum (CRC-32, hex) of ``pyproject.toml``: a changed dependency list means installing again.

    zlib rather than hashlib, so the one-file build does not carry OpenSSL for it.
    """
    data = (root / "pyproject.toml").read_bytes()
    return f"{zlib.crc32(data):08x}-{len(data)}"


def venv_available(find: Callable[[str], object] = importlib.util.find_spec) -> bool:
    """True when this Python can make a virtual environment with pip in it (``venv`` and ``ensurepip``)."""
    return find("venv") is not None and find("ensurepip") is not None


def create_venv(venv: Path, python: str = sys.executable) -> None:
    """Create the virtual environment ``venv`` with pip, using ``python``.

    Raises:
        BootstrapError: no ``venv`` / ``ensurepip`` (Debian's ``python3-venv`` missing), or creation failed.
    """
    if python == sys.executable and not venv_available():
        raise BootstrapError(NO_VENV.format(venv=venv))
    print(f"zooarcade: first start: making a virtual environment in {venv} ...", file=sys.stderr, flush=True)
    result = subprocess.run([python, "-m", "venv", str(venv)], capture_output=True, text=True)
    if result.returncode != 0 or not venv_python(venv).exists():
        detail = (result.stderr or result.stdout).strip().splitlines()
        raise BootstrapError(NO_VENV.format(venv=venv) + ("\n  (venv said: " + detail[-1] + ")" if detail else ""))


def install(venv: Path, target: Target, root: Path = ROOT) -> None:
    """``pip install -e <root><extras>`` into ``venv`` and record it in the stamp file.

    Raises:
        BootstrapError: pip failed (its last lines are included; usually no network to PyPI).
    """
    print(f"zooarcade: installing {target.spec} into {venv} (needs the network once) ...", file=sys.stderr,
          flush=True)
    cmd = [str(venv_python(venv)), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e",
           str(root) + target.spec[1:]]
    result = subprocess.run(cmd, cwd=root)
    if result.returncode != 0:
        raise BootstrapError(f"Installing Zoo Arcade's packages into {venv} failed (pip exit {result.returncode}).\n"
                             "  Check the network connection and run the same command again; delete the .venv "
                             "folder to start afresh.")
    stamp_path(venv, target).write_text(project_hash(root), encoding="utf-8")


def needs_install(venv: Path, target: Target, root: Path = ROOT) -> bool:
    """True when ``venv`` was never installed for ``target`` or ``pyproject.toml`` changed since."""
    stamp = stamp_path(venv, target)
    try:
        return stamp.read_text(encoding="utf-8").strip() != project_hash(root)
    except OSError:
        return True


def prepare(target: Target, root: Path = ROOT, force: bool = False) -> Path:
    """Make ``<root>/.venv`` ready for ``target`` (create it; install when needed or ``force``); return its Python.

    Raises:
        BootstrapError: see :func:`create_venv` and :func:`install`.
    """
    venv = root / ".venv"
    if not venv_python(venv).exists():
        create_venv(venv)
    if force or needs_install(venv, target, root):
        install(venv, target, root)
    return venv_python(venv)


def in_venv(root: Path = ROOT) -> bool:
    """True when this interpreter is the one of ``<root>/.venv``."""
    try:
        return Path(sys.prefix).resolve() == (root / ".venv").resolve()
    except OSError:
        return False


def decide(frozen: bool, missing: Sequence[str], guarded: bool) -> str:
    """What ``main.py`` does before starting the game; one of:

    * ``"run"``: start in this interpreter (it has every package, or it is the executable);
    * ``"bootstrap"``: prepare ``.venv`` and run ``main.py`` again with its Python;
    * ``"fail"``: this already is that re-run and packages are still missing: stop with a message, never loop.
    """
    if frozen or not missing:
        return "run"
    return "fail" if guarded else "bootstrap"


def ensure(target: Target, script: Path, argv: Sequence[str], root: Path = ROOT) -> None:
    """Return when this interpreter can run ``script`` for ``target``; else prepare ``.venv`` and run it there.

    Running it there ends this process with the child's exit code (:func:`sys.exit`).

    Raises:
        BootstrapError: the environment cannot be made (message for the player).
    """
    if getattr(sys, "frozen", False):
        return  # the executable carries everything
    missing = missing_modules(target.modules)
    action = decide(False, missing, os.environ.get(GUARD) == "1")
    if action == "run":
        return
    if action == "fail":
        raise BootstrapError(f"The virtual environment in {root / '.venv'} still lacks {', '.join(missing)} after "
                             "installing. Delete the .venv folder and run the same command again.")
    python = prepare(target, root, force=in_venv(root))
    env = dict(os.environ, **{GUARD: "1"})
    sys.exit(subprocess.call([str(python), str(script), *argv], env=env))


def main_or_exit(target: Target, script: Path, argv: Sequence[str]) -> None:
    """:func:`ensure`, printing a :class:`BootstrapError` as ``zooarcade: <message>`` and exiting with code 3."""
    try:
        ensure(target, script, argv)
    except BootstrapError as exc:
        print(f"zooarcade: {exc}", file=sys.stderr)
        sys.exit(3)


def run_tests(argv: Sequence[str], root: Path = ROOT) -> int:
    """``python3 tools/test.py [pytest args]``: make ``.venv`` ready with ``.[test,build]``, run the suite in it.

    Runs ``<.venv python> -m pytest -n 2 [args]`` from ``root`` and returns its exit code; a
    :class:`BootstrapError` is printed and gives 3.
    """
    try:
        python = prepare(TESTS, root)
    except BootstrapError as exc:
        print(f"zooarcade: {exc}", file=sys.stderr)
        return 3
    return subprocess.call([str(python), "-m", "pytest", "-n", "2", *argv], cwd=root)
