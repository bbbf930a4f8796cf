"""Case 002, fuzzed: random and mutated JSON documents fed to every loader.

From a good save, replay, settings or statistics document, Hypothesis replaces, deletes and
inserts values anywhere (hostile text, huge integers, deep nesting, wrong types), or cuts the
text short.  Every loader (the save list, ``load``, the replay list, ``load_replay``, settings,
statistics) must either give a result that can be shown or raise the store's own error type.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.hostile import HUGE_INT, deep, replay_doc, save_doc
from tests.storage.test_hostile_files import assert_row_can_be_shown, assert_session_clean
from zooarcade.storage.replays import ReplayFileError, ReplayStore, load_replay
from zooarcade.storage.saves import SaveError, SaveStore
from zooarcade.storage.settings import Settings, load_settings
from zooarcade.storage.stats import StatsStore

#: placeholders swapped in after ``json.dumps`` (which cannot write these).
BIG, DEEP, NAN = "__huge__", "__deep__", "__nan__"

nasty_text = st.one_of(
    st.text(max_size=30),
    st.text(st.characters(exclude_categories=()), max_size=12),  # lone surrogates included
    st.sampled_from(["\x00", "\ud800", "\udfff", "A" * 100_000, "\u202e", " \t\n", "", "0001-01-01T00:00:00+14:00",
                     "9999-12-31T23:59:59-14:00", "zooarcade-save", "zooarcade-replay", "human", "ai", "hard"]),
)
leaves = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(2**80), max_value=2**80),
    st.floats(allow_nan=False), nasty_text, st.sampled_from([BIG, DEEP, NAN]),
)
values = st.recursive(leaves, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(nasty_text, inner,
                                                                                         max_size=4),
                      max_leaves=12)


def _paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path (tuple of keys / indexes) into ``doc``, the root included."""
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:6]):
            out += _paths(v, (*prefix, i))
    return out


@st.composite
def mutated(draw: st.DrawFn, base: dict[str, Any]) -> str:
    """The text of ``base`` after a few random edits (or cut short)."""
    doc = json.loads(json.dumps(base))
    for _ in range(draw(st.integers(1, 4))):
        paths = _paths(doc)
        path = draw(st.sampled_from(paths))
        if not path:
            if draw(st.booleans()):
                doc = draw(values)
            continue
        parent = doc
        for k in path[:-1]:
            parent = parent[k]
        action = draw(st.sampled_from(["replace", "delete", "insert"]))
        last = path[-1]
        if action == "delete":
            del parent[last]
        elif action == "insert" and isinstance(parent, dict):
            parent[draw(nasty_text)] = draw(values)
        elif action == "insert" and isinstance(parent, list):
            parent.insert(last, draw(values))
        else:
            parent[last] = draw(values)
    text = json.dumps(doc).replace(f'"{BIG}"', HUGE_INT).replace(f'"{DEEP}"', deep(20_000))
    text = text.replace(f'"{NAN}"', "NaN")
    if draw(st.integers(0, 9)) == 0:
        text = text[: draw(st.integers(0, len(text)))]
    return text


FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                       HealthCheck.data_too_large])


def _check_game_file(text: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        saves, replays = SaveStore(root), ReplayStore(root)
        saves.saves_dir.mkdir(parents=True)
        replays.replays_dir.mkdir(parents=True)
        (saves.saves_dir / "fuzz.json").write_text(text, encoding="utf-8")
        (replays.replays_dir / "fuzz.replay.json").write_text(text, encoding="utf-8")
        outside = root / "outside.json"
        outside.write_text(text, encoding="utf-8")
        for row in saves.list_saves():
            assert_row_can_be_shown(row)
        saves.latest_unfinished()
        for row in replays.list_replays():
            assert_row_can_be_shown(row)
        for path in [outside, *saves.saves_dir.glob("*.json"), *saves.damaged_dir.glob("*.json")]:
            try:
                assert_session_clean(saves.load(path))
            except SaveError:
                pass
        try:
            load_replay(outside)
        except ReplayFileError:
            pass


@FUZZ
@given(mutated(save_doc()))
def test_mutated_saves_never_raise_anything_but_save_errors(text: str) -> None:
    _check_game_file(text)


@FUZZ
@given(mutated(replay_doc()))
def test_mutated_replays_never_raise_anything_but_replay_errors(text: str) -> None:
    _check_game_file(text)


@FUZZ
@given(values.map(lambda v: json.dumps(v).replace(f'"{BIG}"', HUGE_INT).replace(f'"{DEEP}"', deep(20_000))))
def test_random_json_documents_never_crash_a_game_file_loader(text: str) -> None:
    _check_game_file(text)


@FUZZ
@given(mutated(Settings().to_json()))
def test_mutated_settings_never_raise(text: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "settings.json"
        path.write_text(text, encoding="utf-8")
        settings_, notice = load_settings(path)
        assert isinstance(settings_, Settings)
        assert notice is None or "\n" not in notice


STATS = {"schema": 1, "recent": ["abc"], "games": {"apocalypse": {
    "played": 3, "won": 1, "by_seat": {"human": {"played": 3, "won": 1}, "ai": {"played": 3, "won": 2}},
    "vs_ai": {"easy": {"played": 1, "won": 1}}, "best_score": 20, "streak": 1, "best_streak": 2}}}


@FUZZ
@given(mutated(STATS))
def test_mutated_statistics_never_raise(text: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "stats.json"
        path.write_text(text, encoding="utf-8")
        store = StatsStore(path)
        assert store.notice is None or "\n" not in store.notice
        for game in store.games():
            store.get(game)
