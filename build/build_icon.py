"""Render the Zoo Arcade application icon from the game's own art.

Used by ``build/zooarcade.spec``: a 256×256 PNG (an animal on a rounded
amber tile), which PyInstaller converts to ``.ico``/``.icns`` when Pillow is
installed (it is part of the ``build`` extra).
"""

from __future__ import annotations

import os
from pathlib import Path


def make_icon(root: Path, out_dir: Path, animal: str = "lion") -> str:
    """Write ``out_dir/zooarcade-icon.png`` and return its path.

    Raises:
        FileNotFoundError: the animal's SVG is missing.
        pygame.error: the SVG cannot be rendered.
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    svg = root / "art" / "animals" / f"{animal}.svg"
    if not svg.exists():
        raise FileNotFoundError(svg)
    pygame.init()
    size = 256
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(tile, (246, 186, 62), tile.get_rect(), border_radius=56)
    pygame.draw.rect(tile, (178, 122, 24), tile.get_rect(), 10, border_radius=56)
    art = pygame.image.load_sized_svg(str(svg), (196, 196))
    tile.blit(art, art.get_rect(center=(size // 2, size // 2 + 4)))
    out = out_dir / "zooarcade-icon.png"
    pygame.image.save(tile, str(out))
    return str(out)
