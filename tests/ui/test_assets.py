"""Tests for zooarcade.ui.assets: bundled art and fonts, fallbacks, resource paths."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from zooarcade.ui import assets as assets_mod  # noqa: E402
from zooarcade.ui.assets import Assets, normalize_name, resource_path  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ANIMAL_FILES = sorted((ROOT / "art" / "animals").glob("*.svg"))
ICON_FILES = sorted((ROOT / "art" / "icons").glob("*.svg"))
SAMPLE = "Zoo Arcade 0123456789 ×→•éñ"

#: every animal the four games name (rules in the project brief), as Assets names them
REQUIRED_ANIMALS = [
    # ZOP ZOO categories, connect animals, minus and specialty cards
    "lion", "bear", "zebra", "gorilla", "octopus", "dolphin", "tiger_shark", "jellyfish",
    "owl", "toucan", "flamingo", "penguin", "ladybug", "butterfly", "grasshopper", "firefly",
    "otter", "beaver", "hippo", "platypus", "rhino", "ram", "antelope", "yak",
    "chameleon", "tortoise", "iguana", "kangaroo", "koala", "wombat", "tarantula", "scorpion",
    "black_widow", "dragon", "unicorn", "griffin", "giraffe", "whale", "peacock", "dragonfly",
    "crocodile", "moose", "cobra", "tasmanian_devil", "jumping_spider", "phoenix",
    "skunk", "vulture", "rat", "mosquito", "leech", "cockroach", "hyena", "raccoon", "earthworm", "mole",
    # Zoo Vadis
    "marmoset", "ibis", "tiger", "armadillo",
    # Zoo Fighters II
    "sea_turtle", "crane", "giant panda", "golden_monkey", "shark", "eagle", "ox", "monkey",
    # Apocalypse at the Zoo of Carson City
    "elephant", "panda", "polar_bear", "leopard", "camel",
]


@pytest.fixture(scope="module")
def assets() -> Assets:
    pygame.init()
    return Assets()


def _opaque_fraction(surface: pygame.Surface) -> float:
    """Share of pixels that are not fully transparent."""
    w, h = surface.get_size()
    mask = pygame.mask.from_surface(surface, 1)
    return mask.count() / float(w * h)


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_art_is_shipped() -> None:
    assert len(ANIMAL_FILES) >= 60
    assert len(ICON_FILES) >= 20


@pytest.mark.parametrize("path", ANIMAL_FILES + ICON_FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_svg_renders_at_two_sizes(assets: Assets, path: Path, caplog: pytest.LogCaptureFixture) -> None:
    get = assets.animal_pixels if path.parent.name == "animals" else assets.icon_pixels
    for size in ((48, 48), (160, 120)):
        raw = pygame.image.load_sized_svg(str(path), size)
        assert _opaque_fraction(raw) > 0.05, f"{path.name} renders (almost) blank at {size}"
        with caplog.at_level(logging.WARNING, logger="zooarcade"):
            surf = get(path.stem, size)
        assert surf.get_size() == size
        assert not caplog.records, f"{path.name} fell back to the placeholder: {caplog.text}"
        assert not _same(surf, assets.placeholder(size))


@pytest.mark.parametrize("name", REQUIRED_ANIMALS)
def test_every_game_animal_has_art(assets: Assets, name: str) -> None:
    assert assets.has_animal(name), f"no picture for {name!r}"


def test_animal_names_lists_files(assets: Assets) -> None:
    names = assets.animal_names()
    assert names == sorted(p.stem for p in ANIMAL_FILES)
    assert "peacock" in names and "hyena" in names
    assert "trophy" in assets.icon_names()


def test_names_are_normalised() -> None:
    assert normalize_name("Sea Turtle") == "sea_turtle"
    assert normalize_name("Giant Panda") == "panda"
    assert normalize_name("  Tasmanian-Devil ") == "tasmanian_devil"
    assert normalize_name("../etc/passwd") == "etcpasswd"


def test_picture_is_centred_and_keeps_aspect(assets: Assets) -> None:
    wide = assets.animal_pixels("lion", (200, 100))
    assert wide.get_size() == (200, 100)
    # a square picture in a wide box leaves transparent margins left and right
    assert wide.get_at((2, 50)).a == 0 and wide.get_at((197, 50)).a == 0
    assert wide.get_at((100, 50)).a > 0


def test_missing_animal_gives_placeholder_and_warns_once(caplog: pytest.LogCaptureFixture) -> None:
    pygame.init()
    fresh = Assets()
    with caplog.at_level(logging.WARNING, logger="zooarcade"):
        a = fresh.animal_pixels("no_such_beast", (90, 70))
        b = fresh.animal_pixels("no_such_beast", (40, 40))
    assert a.get_size() == (90, 70) and b.get_size() == (40, 40)
    assert _opaque_fraction(a) > 0.3
    assert _same(a, fresh.placeholder((90, 70)))
    assert len([r for r in caplog.records if "no_such_beast" in r.getMessage()]) == 1


def test_broken_svg_gives_placeholder(tmp_path: Path) -> None:
    pygame.init()
    (tmp_path / "art" / "animals").mkdir(parents=True)
    (tmp_path / "art" / "animals" / "broken.svg").write_text("<svg this is not svg", encoding="utf-8")
    local = Assets(root=tmp_path)
    assert local.has_animal("broken")
    surf = local.animal_pixels("broken", (64, 64))
    assert surf.get_size() == (64, 64)
    assert _same(surf, local.placeholder((64, 64)))


def test_cache_is_bounded_and_reused() -> None:
    pygame.init()
    small = Assets(cache_size=3)
    first = small.animal_pixels("lion", (32, 32))
    assert small.animal_pixels("lion", (32, 32)) is first
    for n in range(5):
        small.animal_pixels("tiger", (20 + n, 20 + n))
    assert len(small._pictures) == 3
    assert small.animal_pixels("lion", (32, 32)) is not first  # evicted, rendered again


def test_missing_font_falls_back(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    pygame.init()
    local = Assets(root=tmp_path)
    with caplog.at_level(logging.WARNING, logger="zooarcade"):
        font = local.raw_font("display", 24)
        local.raw_font("display", 30)
    assert isinstance(font, pygame.font.Font)
    assert font.render("Zoo", True, (0, 0, 0)).get_width() > 0
    assert len([r for r in caplog.records if "display" in r.getMessage()]) == 1


def test_unknown_font_role_is_an_error(assets: Assets) -> None:
    with pytest.raises(ValueError):
        assets.font("comic", 12)


def test_fonts_are_cached(assets: Assets) -> None:
    assert assets.font("text", 18) is assets.font("text", 18)
    assert assets.font("text", 18) is not assets.font("text", 19)


@pytest.mark.parametrize("role", ["display", "text", "bold"])
def test_fonts_load_from_files_and_render_sample(assets: Assets, role: str, caplog: pytest.LogCaptureFixture) -> None:
    assert assets.font_path(role).is_file()
    with caplog.at_level(logging.WARNING, logger="zooarcade"):
        font = Assets().raw_font(role, 28)
    assert not caplog.records
    missing_glyph = font.render("\U0010fffd", True, (0, 0, 0))
    # the display font is for titles: it has no arrows (documented in assets.FONT_FILES)
    sample = SAMPLE.replace("→", "") if role == "display" else SAMPLE
    absent = [c for c in sample if c != " " and _same(font.render(c, True, (0, 0, 0)), missing_glyph)]
    assert not absent, f"{role} font lacks {absent}"
    assert font.render(sample, True, (0, 0, 0)).get_width() > 200


def test_resource_path_from_source(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert assets_mod.project_root() == ROOT
    assert resource_path("art", "animals", "lion.svg").is_file()
    assert resource_path("art", "fonts", "Inter-Regular.otf").is_file()


def test_resource_path_honours_meipass(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("art", "animals", "lion.svg") == tmp_path / "art" / "animals" / "lion.svg"
    (tmp_path / "art" / "animals").mkdir(parents=True)
    (ROOT / "art" / "animals" / "lion.svg").read_bytes()
    (tmp_path / "art" / "animals" / "lion.svg").write_bytes((ROOT / "art" / "animals" / "lion.svg").read_bytes())
    pygame.init()
    bundled = Assets()
    assert bundled.root == tmp_path
    assert bundled.animal_names() == ["lion"]


def test_animal_picture_is_rasterised_at_the_drawn_size(assets: Assets) -> None:
    """Issue 4: art stays sharp at every window size: a 64×64 picture drawn at 1.5× is a 96×96 raster."""
    pic = assets.animal("lion", (64, 64))
    assert pic.get_size() == (64, 64)
    big = pic.pixels(1.5)
    assert big.get_size() == (96, 96)
    assert _same(big, assets.animal_pixels("lion", (96, 96)))
    resampled = pygame.transform.smoothscale(pic.pixels(1.0), (96, 96))
    assert not _same(big, resampled)


def test_scaled_font_measures_logically_and_renders_large(assets: Assets) -> None:
    font = assets.font("text", 20)
    pic = font.render("Zoo Arcade", True, (0, 0, 0))
    assert pic.get_size() == assets.raw_font("text", 20).size("Zoo Arcade") == font.size("Zoo Arcade")
    big = pic.pixels(2.0)
    assert big.get_height() == assets.raw_font("text", 40).size("Zoo Arcade")[1]
    assert abs(big.get_width() - 2 * pic.get_width()) <= 4


def test_capital_titles_that_read_as_digits_use_the_text_face(assets: Assets) -> None:
    """Playtest: "ZOP ZOO" in the rounded display face read as "ZOP 200"."""
    from zooarcade.ui.assets import caps_read_as_digits

    assert caps_read_as_digits("ZOP ZOO") and not caps_read_as_digits("Zoo Vadis")
    assert not caps_read_as_digits("Apocalypse at the Zoo of Carson City")
    assert assets.font_for("display", 27, "ZOP ZOO") is assets.font("bold", 27)
    assert assets.font_for("display", 27, "Zoo Fighters II") is assets.font("display", 27)
