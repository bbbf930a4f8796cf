"""Case 002: nothing a file contains may crash or hang a loader (saves, replays, settings, statistics).

Every loader either gives a usable result whose text is clean (no control characters, no lone
surrogates, names capped like typed names, dates that convert to local time) or refuses the file
with the store's own error and a short one-line reason.
"""

from __future__ import annotations

import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from tests.hostile import REPLAY_MAKERS, SAVE_MAKERS, SETTINGS_TEXTS, STATS_TEXTS, dumps, replay_doc, save_doc
from zooarcade.session import MAX_NAME_LEN, GameSession
from zooarcade.storage.paths import user_dirs
from zooarcade.storage.replays import ReplayFileError, ReplayInfo, ReplayStore, load_replay
from zooarcade.storage.saves import SaveError, SaveInfo, SaveStore
from zooarcade.storage.settings import Settings, load_settings
from zooarcade.storage.stats import StatsStore

#: the longest one-line reason a damaged file may give (it is drawn on one row of the Load list).
REASON_MAX = 200
#: the longest seat name (the setup screen's name field holds as many characters).
NAME_MAX = MAX_NAME_LEN


def assert_clean(text: str, longest: int) -> None:
    """``text`` can be drawn: no control characters or lone surrogates, one line, at most ``longest``."""
    assert len(text) <= longest, f"{len(text)} characters"
    bad = [ch for ch in text if unicodedata.category(ch) in ("Cc", "Cs")]
    assert not bad, f"unclean characters {bad!r}"
    assert text == text.strip() and "  " not in text


def assert_row_can_be_shown(info: SaveInfo | ReplayInfo) -> None:
    """Everything the Load list shows of a row works: describe(), names, dates in local time."""
    info.describe()
    if info.damaged:
        assert_clean(info.reason or "", REASON_MAX)
        return
    for seat in info.seats:
        assert_clean(seat.name, NAME_MAX)
        assert seat.name
    when = info.saved_at if isinstance(info, SaveInfo) else info.finished_at
    if when is not None:
        when.astimezone().strftime("%d %b %Y %H:%M")


def assert_session_clean(session: GameSession) -> None:
    for seat in session.seats:
        assert_clean(seat.name, NAME_MAX)
        assert seat.name


# ---------------------------------------------------------------------- saves
@pytest.mark.parametrize("kind", sorted(SAVE_MAKERS))
def test_hostile_save_never_crashes_the_list_continue_or_load(kind: str) -> None:
    store = SaveStore.default()
    good = store.autosave(_unfinished(seed=3))
    assert good is not None
    bad = store.saves_dir / "hostile.json"
    bad.write_text(SAVE_MAKERS[kind](save_doc()), encoding="utf-8")

    rows = store.list_saves()
    for row in rows:
        assert_row_can_be_shown(row)
    assert good in [r.path for r in rows if not r.damaged], "the good save is still listed"
    latest = store.latest_unfinished()
    assert latest is not None and not latest.damaged, "Continue still finds a good save"
    for row in rows:
        try:
            assert_session_clean(store.load(row.path))
        except SaveError as exc:
            assert_clean(exc.reason, REASON_MAX)


@pytest.mark.parametrize("kind", sorted(SAVE_MAKERS))
def test_hostile_save_from_elsewhere_is_refused_or_cleaned(tmp_path: Path, kind: str) -> None:
    """``--load FILE``: the store's own error (never another exception), the file left as it was."""
    path = tmp_path / "mine.json"
    text = SAVE_MAKERS[kind](save_doc())
    path.write_text(text, encoding="utf-8")
    try:
        assert_session_clean(SaveStore.default().load(path))
    except SaveError as exc:
        assert_clean(exc.reason, REASON_MAX)
    assert path.read_text(encoding="utf-8") == text


def test_a_huge_integer_is_refused_with_a_reason_and_moved_aside() -> None:
    store = SaveStore.default()
    good = store.autosave(_unfinished(seed=3))
    path = store.saves_dir / "big.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(SAVE_MAKERS["huge_int_seed"](save_doc()), encoding="utf-8")
    rows = store.list_saves()
    [bad] = [r for r in rows if r.damaged]
    assert "number" in bad.reason and "long" in bad.reason, bad.reason
    assert bad.path.parent == store.damaged_dir and not path.exists()
    assert store.latest_unfinished().path == good


@pytest.mark.parametrize("seed", [-3, 2**63, 2**70])
def test_a_deal_number_out_of_range_is_refused(tmp_path: Path, seed: int) -> None:
    path = tmp_path / "s.json"
    path.write_text(dumps({**save_doc(), "seed": seed}), encoding="utf-8")
    with pytest.raises(SaveError, match="deal number"):
        SaveStore.default().load(path)


@pytest.mark.parametrize("when", ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00"])
def test_a_save_date_that_overflows_in_local_time_is_not_shown(tmp_path: Path, when: str) -> None:
    """The game itself is fine: it is listed, with the file's own time instead of the impossible date."""
    store = SaveStore.default()
    path = store.saves_dir / "dated.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps({**save_doc(), "saved_at": when}), encoding="utf-8")
    [row] = store.list_saves()
    assert not row.damaged
    assert row.saved_at is not None and 1971 <= row.saved_at.year <= 9998
    row.saved_at.astimezone()
    row.describe()


@pytest.mark.parametrize("name, shown", [
    ("Ann\x00Bot", "AnnBot"),
    ("Ann\ud800", "Ann"),
    ("A" * 100_000, "A" * NAME_MAX),
    ("  Zebra \t\n  Crossing ", "Zebra Crossing"),
    ("\x1b[31mRed", "[31mRed"),
    ("\u202eevil", "evil"),
    ("\x00\x01", "Player"),
])
def test_names_from_a_save_are_cleaned_like_typed_names(tmp_path: Path, name: str, shown: str) -> None:
    doc = save_doc()
    doc["seats"][0]["name"] = name
    path = tmp_path / "named.json"
    path.write_text(dumps(doc), encoding="utf-8")
    session = SaveStore.default().load(path)
    assert session.seats[0].name == shown


# ---------------------------------------------------------------------- replays
@pytest.mark.parametrize("kind", sorted(REPLAY_MAKERS))
def test_hostile_replay_never_crashes_the_list_or_the_viewer_loader(kind: str) -> None:
    store = ReplayStore.default()
    store.replays_dir.mkdir(parents=True, exist_ok=True)
    path = store.replays_dir / "hostile.replay.json"
    path.write_text(REPLAY_MAKERS[kind](replay_doc()), encoding="utf-8")
    rows = store.list_replays()
    assert len(rows) == 1
    for row in rows:
        assert_row_can_be_shown(row)
    try:
        replay = load_replay(path)
    except ReplayFileError as exc:
        assert_clean(exc.reason, REASON_MAX)
        assert rows[0].damaged
    else:
        for seat in replay.seats:
            assert_clean(seat.name, NAME_MAX)
        if replay.exported_at is not None:
            replay.exported_at.astimezone()


def test_a_replay_of_another_deal_says_so_in_plain_words(tmp_path: Path) -> None:
    doc = replay_doc()
    doc["seed"] += 1
    path = tmp_path / "other.replay.json"
    path.write_text(dumps(doc), encoding="utf-8")
    with pytest.raises(ReplayFileError) as err:
        load_replay(path)
    assert "do not fit this deal" in err.value.reason and "(move " in err.value.reason, err.value.reason
    assert "illegal" not in err.value.reason and "action" not in err.value.reason


def test_a_save_of_another_deal_says_so_in_plain_words(tmp_path: Path) -> None:
    doc = replay_doc()  # a whole game's moves: some of them cannot be played in another deal
    doc.update(format="zooarcade-save", seed=doc["seed"] + 1)
    doc["steps"] = doc["steps"][:-1]
    path = tmp_path / "other.json"
    path.write_text(dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        SaveStore.default().load(path)
    assert "do not fit this deal" in err.value.reason and "(move " in err.value.reason, err.value.reason


# ---------------------------------------------------------------------- size and special files
def test_a_file_over_the_size_limit_is_refused_at_once(tmp_path: Path) -> None:
    """A 100 MB file (sparse: made in no time) is refused by its size, without reading it."""
    for name, load, error in (("big.replay.json", load_replay, ReplayFileError),
                              ("big.json", SaveStore.default().load, SaveError)):
        path = tmp_path / name
        with path.open("wb") as fh:
            fh.write(b'{"format": "zooarcade-replay", "pad": "')
            fh.truncate(100 * 2**20)
        with pytest.raises(error) as err:
            load(path)
        assert "too large" in err.value.reason, err.value.reason
        assert "MB" in err.value.reason


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.timeout(30)
def test_a_named_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.replay.json"
    os.mkfifo(fifo)
    with pytest.raises(ReplayFileError, match="not a regular file"):
        load_replay(fifo)
    with pytest.raises(SaveError, match="not a regular file"):
        SaveStore.default().load(fifo)
    store = ReplayStore.default()
    store.replays_dir.mkdir(parents=True)
    os.mkfifo(store.replays_dir / "pipe.replay.json")
    [row] = store.list_replays()
    assert row.damaged and "not a regular file" in row.reason


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_replay_of_dev_zero_is_refused_at_once() -> None:
    """``--replay /dev/zero`` used to read until MemoryError; run where memory is capped so it cannot hurt."""
    code = (
        "import resource, sys\n"
        "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
        "from pathlib import Path\n"
        "from zooarcade.storage.replays import ReplayFileError, load_replay\n"
        "try:\n"
        "    load_replay(Path('/dev/zero'))\n"
        "except ReplayFileError as exc:\n"
        "    print('refused:', exc.reason)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and "refused: " in proc.stdout, proc.stdout + proc.stderr
    assert "not a regular file" in proc.stdout


# ---------------------------------------------------------------------- settings and statistics
@pytest.mark.parametrize("kind", sorted(SETTINGS_TEXTS))
def test_hostile_settings_give_defaults_and_a_notice(kind: str) -> None:
    path = user_dirs()["config"] / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(SETTINGS_TEXTS[kind], encoding="utf-8")
    settings, notice = load_settings(path)
    assert settings == Settings()
    assert notice and "damaged" in notice
    assert_clean(notice, 300)


@pytest.mark.parametrize("kind", sorted(STATS_TEXTS))
def test_hostile_statistics_start_from_zero_with_a_notice(kind: str) -> None:
    path = user_dirs()["data"] / "stats.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(STATS_TEXTS[kind], encoding="utf-8")
    store = StatsStore(path)
    assert store.notice and "damaged" in store.notice
    assert_clean(store.notice, 300)
    assert store.games() == []


def _unfinished(seed: int) -> GameSession:
    from tests.hostile import played

    return played(seed, 6)
