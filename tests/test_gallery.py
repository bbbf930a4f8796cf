"""Issue "Arcade look and sound": the gallery writes every scene, none blank, tables distinct."""

from __future__ import annotations

import pygame
import pytest

from zooarcade.gallery import SIZES, main
from zooarcade.games.registry import GAMES


@pytest.fixture(scope="module")
def gallery(tmp_path_factory):
    """Run ``gallery OUTDIR`` once for the module; return the output folder."""
    out = tmp_path_factory.mktemp("gallery")
    assert main([str(out)]) == 0
    return out


def _surface(path):
    return pygame.image.load(str(path))


def test_every_scene_at_both_sizes(gallery):
    names = {"title", "game_select", "setup", "settings", "rules", "credits", "statistics", "load", "replay",
             "zoo_vadis_board"}
    names |= {f"{g.id}_{k}" for g in GAMES if g.built for k in ("table", "pause", "results")}
    for name in names:
        for w, h in SIZES:
            path = gallery / f"{name}_{w}x{h}.png"
            assert path.exists(), f"missing {path.name}"
            assert _surface(path).get_size() == (w, h)


def test_no_image_is_blank(gallery):
    # a grid fine enough to land on the text and buttons of a dark overlay (the pause menu hides the
    # table under a dark veil; drawn sharp at the window size, its edges no longer blur into extra colours)
    for path in gallery.glob("*.png"):
        surf = _surface(path)
        colours = {
            tuple(surf.get_at((x, y)))[:3]
            for x in range(0, surf.get_width(), 19)
            for y in range(0, surf.get_height(), 17)
        }
        assert len(colours) > 12, f"{path.name} looks blank ({len(colours)} colours)"


def test_table_images_differ_from_every_other_image(gallery):
    tables = sorted(gallery.glob("*_table_1280x720.png"))
    assert tables
    others = [p for p in gallery.glob("*_1280x720.png") if p not in tables]
    for table in tables:
        a = pygame.image.tobytes(_surface(table), "RGB")
        for other in [*others, *(t for t in tables if t != table)]:
            assert a != pygame.image.tobytes(_surface(other), "RGB"), f"{table.name} equals {other.name}"
