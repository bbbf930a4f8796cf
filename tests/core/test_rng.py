"""The seeded RNG: SplitMix64 reference outputs, FNV-1a string seeds, determinism and helpers."""

from __future__ import annotations

import doctest
from collections import Counter

import pytest

import zooarcade.core.rng as rng_module
from zooarcade.core.rng import Rng

MASK = (1 << 64) - 1


def test_splitmix64_reference_outputs() -> None:
    # Reference values of Vigna's splitmix64.c.
    r = Rng(1234567)
    assert [r.next_u64() for _ in range(5)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]
    assert Rng(0).next_u64() == 0xE220A8397B1DCDAF


def test_int_seeds_are_taken_modulo_2_64() -> None:
    assert Rng.from_seed(7).state == 7
    assert Rng.from_seed(-1).state == MASK
    assert Rng.from_seed((1 << 64) + 5).state == 5


@pytest.mark.parametrize(
    ("text", "expected"),
    [("", 0xCBF29CE484222325), ("a", 0xAF63DC4C8601EC8C), ("foobar", 0x85944171F73967E8)],
)
def test_string_seeds_hash_with_fnv1a_64(text: str, expected: int) -> None:
    assert Rng.from_seed(text).state == expected


def test_string_seeds_are_stable_and_distinct() -> None:
    assert Rng.from_seed("zoo").state == Rng.from_seed("zoo").state
    states = {Rng.from_seed(s).state for s in ("zoo", "Zoo", "zoo ", "zoö", "1", "2")}
    assert len(states) == 6
    assert Rng.from_seed("7").state != Rng.from_seed(7).state


def test_same_seed_same_sequence() -> None:
    a, b = Rng.from_seed("match-1"), Rng.from_seed("match-1")
    seq_a = [a.randrange(100) for _ in range(50)] + [a.random() for _ in range(5)]
    seq_b = [b.randrange(100) for _ in range(50)] + [b.random() for _ in range(5)]
    assert seq_a == seq_b
    la, lb = list(range(20)), list(range(20))
    a.shuffle(la)
    b.shuffle(lb)
    assert la == lb
    assert a.choice("abcdef") == b.choice("abcdef")
    assert a.state == b.state
    c = Rng.from_seed("match-2")
    assert [c.randrange(100) for _ in range(50)] != seq_a[:50]


def test_randrange_bounds_and_uniformity() -> None:
    r = Rng.from_seed(3)
    counts = Counter(r.randrange(6) for _ in range(60000))
    assert set(counts) == set(range(6))
    assert all(abs(c - 10000) < 500 for c in counts.values())
    assert all(r.randrange(1) == 0 for _ in range(10))
    big = [r.randrange(3 * (1 << 62)) for _ in range(100)]
    assert all(0 <= x < 3 * (1 << 62) for x in big)
    for bad in (0, -3):
        with pytest.raises(ValueError):
            r.randrange(bad)


def test_random_is_in_unit_interval() -> None:
    r = Rng.from_seed(9)
    xs = [r.random() for _ in range(10000)]
    assert all(0.0 <= x < 1.0 for x in xs)
    assert abs(sum(xs) / len(xs) - 0.5) < 0.02


def test_choice_and_shuffle() -> None:
    r = Rng.from_seed(11)
    with pytest.raises(IndexError):
        r.choice([])
    assert r.choice([42]) == 42
    perms = Counter()
    for _ in range(6000):
        items = [1, 2, 3]
        r.shuffle(items)
        perms[tuple(items)] += 1
    assert len(perms) == 6
    assert all(abs(c - 1000) < 150 for c in perms.values())
    items = list(range(30))
    r.shuffle(items)
    assert sorted(items) == list(range(30))
    empty: list[int] = []
    r.shuffle(empty)
    assert empty == []


def test_copy_and_spawn_are_independent() -> None:
    r = Rng.from_seed(5)
    c = r.copy()
    assert c == r and c is not r
    c.next_u64()
    assert c.state != r.state
    before = r.state
    child = r.spawn()
    assert r.state != before
    expected_child = Rng(before)
    assert child.state == expected_child.next_u64()
    child_seq = [child.next_u64() for _ in range(3)]
    parent_seq = [r.next_u64() for _ in range(3)]
    assert child_seq != parent_seq


def test_module_doctests() -> None:
    failures, tried = doctest.testmod(rng_module)
    assert tried > 0 and failures == 0
