"""Re-extract the Twemoji pictures shipped in ``art/animals`` and ``art/icons``.

Source package (npm registry): ``@discordapp/twemoji`` version ``16.0.1`` — the maintained
Twemoji (graphics © Twitter 2014–2021 and Jason Sofonia & Justine De Caires 2022–present,
licensed CC-BY 4.0; see ``art/LICENSE-CC-BY-4.0.txt`` and ``art/CREDITS.md``). The SVGs are in
``package/dist/svg/<codepoints>.svg`` inside the package tarball.

Usage::

    python tools/extract_art.py                 # runs `npm pack @discordapp/twemoji@16.0.1`
    python tools/extract_art.py --package DIR   # DIR = an unpacked package (holds dist/svg)
    python tools/extract_art.py --tarball FILE  # a tarball fetched before

Files are copied byte for byte, except the few "derived" pictures listed in ``DERIVED``
(recoloured or with shapes added, marked as modified in CREDITS.md as CC-BY requires).
Hand-drawn pictures (``HAND_DRAWN`` below) are original work kept in git; this script never
touches them. Only the standard library is used (plus the ``npm`` client for fetching).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable
from pathlib import Path

PACKAGE = "@discordapp/twemoji"
VERSION = "16.0.1"
ROOT = Path(__file__).resolve().parent.parent

#: animal name → Twemoji file stem (code points). Names are what ``Assets.animal`` takes.
ANIMALS: dict[str, str] = {
    # zoo favourites (Apocalypse at the Zoo of Carson City and general use)
    "lion": "1f981",
    "tiger": "1f405",
    "elephant": "1f418",
    "giraffe": "1f992",
    "zebra": "1f993",
    "hippo": "1f99b",
    "rhino": "1f98f",
    "gorilla": "1f98d",
    "panda": "1f43c",
    "penguin": "1f427",
    "flamingo": "1f9a9",
    "crocodile": "1f40a",
    "kangaroo": "1f998",
    "koala": "1f428",
    "polar_bear": "1f43b-200d-2744-fe0f",
    "leopard": "1f406",
    "camel": "1f42b",
    "orangutan": "1f9a7",
    "sloth": "1f9a5",
    "seal": "1f9ad",
    "parrot": "1f99c",
    # ZOP ZOO
    "bear": "1f43b",
    "octopus": "1f419",
    "dolphin": "1f42c",
    "shark": "1f988",
    "jellyfish": "1fabc",
    "owl": "1f989",
    "ladybug": "1f41e",
    "butterfly": "1f98b",
    "grasshopper": "1f997",  # Twemoji's "cricket" is drawn as a grasshopper-like orthopteran
    "otter": "1f9a6",
    "beaver": "1f9ab",
    "ram": "1f40f",
    "tortoise": "1f422",
    "scorpion": "1f982",
    "spider": "1f577",
    "dragon": "1f409",
    "unicorn": "1f984",
    "phoenix": "1f426-200d-1f525",
    "whale": "1f40b",
    "peacock": "1f99a",
    "moose": "1face",
    "skunk": "1f9a8",
    "rat": "1f400",
    "mosquito": "1f99f",
    "cockroach": "1fab3",
    "raccoon": "1f99d",
    "earthworm": "1fab1",
    "snake": "1f40d",
    "lizard": "1f98e",
    # Zoo Fighters II (fighters and opponents)
    "monkey": "1f412",
    "eagle": "1f985",
    "ox": "1f402",
    # spare same-category animals (handy for ZOP ZOO swaps)
    "goat": "1f410",
    "bison": "1f9ac",
    "water_buffalo": "1f403",
    "deer": "1f98c",
    "frog": "1f438",
    "bee": "1f41d",
    "ant": "1f41c",
    "beetle": "1fab2",
    "swan": "1f9a2",
    "duck": "1f986",
    "fox": "1f98a",
    "wolf": "1f43a",
    "badger": "1f9a1",
    "hedgehog": "1f994",
}

#: icon name → Twemoji file stem.
ICONS: dict[str, str] = {
    "trophy": "1f3c6",
    "star": "2b50",
    "glowing_star": "1f31f",
    "sparkles": "2728",
    "party": "1f389",
    "crown": "1f451",
    "medal": "1f3c5",
    "first_place": "1f947",
    "biohazard": "2623",
    "skull": "1f480",
    "zombie": "1f9df",
    "microbe": "1f9a0",
    "gear": "2699",
    "speaker": "1f50a",
    "speaker_off": "1f507",
    "music": "1f3b5",
    "dice": "1f3b2",
    "joker": "1f0cf",
    "hourglass": "231b",
    "light_bulb": "1f4a1",
    "question": "2753",
    "check": "2705",
    "cross": "274c",
    "warning": "26a0",
    "home": "1f3e0",
    "info": "2139",
    "book": "1f4d6",
    "robot": "1f916",
    "person": "1f464",
    "fire": "1f525",
    "droplet": "1f4a7",
    "wind": "1f32c",
    "rock": "1faa8",
    "yin_yang": "262f",
    "cyclone": "1f300",
    "crossed_swords": "2694",
    "shield": "1f6e1",
    "spider_web": "1f578",
    "top_hat": "1f3a9",
    "ninja": "1f977",
    "gloves": "1f9e4",
    "hammer": "1f528",
    "fan": "1faad",
    "magic_wand": "1fa84",
    "pouch": "1f45d",
    "ballot_box": "1f5f3",
    "handshake": "1f91d",
    "hole": "1f573",
    "key": "1f511",
    "lightning": "26a1",
    "bomb": "1f4a3",
    "tree": "1f333",
    "palm_tree": "1f334",
    "herb": "1f33f",
    "empty_nest": "1fab9",
    "circus_tent": "1f3aa",
    "police_officer": "1f46e",
    "farmer": "1f9d1-200d-1f33e",
    "megaphone": "1f4e3",
    "flag": "1f3c1",
    "repeat": "1f501",
    "left_arrow": "2b05",
    "right_arrow": "27a1",
    "game_controller": "1f3ae",
    "eyes": "1f440",
}


# --------------------------------------------------------------------------- derived pictures
def _recolor(svg: str, mapping: dict[str, str]) -> str:
    """Replace fill colours (case-insensitive ``#RRGGBB``) according to ``mapping``."""
    for old, new in mapping.items():
        svg = re.sub(re.escape(old), new, svg, flags=re.IGNORECASE)
    return svg


def _append(svg: str, shapes: str) -> str:
    """Insert extra SVG elements just before the closing ``</svg>``."""
    return svg.replace("</svg>", shapes + "</svg>")


def _tiger_shark(svg: str) -> str:
    stripes = "".join(
        f'<path fill="#3E4A52" d="M{x} {y}l1.6-.3-.9 {h}-1.4.2z"/>'
        for x, y, h in ((16.2, 8.9, 4.2), (19.6, 8.5, 4.6), (23, 8.9, 4.4), (26.4, 9.8, 4.2), (29.6, 11.4, 3.8))
    )
    return _append(_recolor(svg, {"#66757F": "#7C8577"}), stripes)


def _black_widow(svg: str) -> str:
    hourglass = '<path fill="#DD2E44" d="M15.6 21.2h4.8l-2.1 3.9 2.1 4h-4.8l2.1-4z"/>'
    return _append(_recolor(svg, {"#31373D": "#14171A"}), hourglass)


def _tarantula(svg: str) -> str:
    svg = _recolor(svg, {"#31373D": "#5B3A29"})
    # fatter, "hairy" legs and body: outline every shape in a slightly lighter brown
    svg = svg.replace('fill="#5B3A29"', 'fill="#5B3A29" stroke="#7A4E33" stroke-width="1.1" stroke-linejoin="round"')
    knees = "".join(
        f'<circle fill="#E9A04C" cx="{x}" cy="{y}" r=".9"/>'
        for x, y in (
            (9.2, 9.6),
            (26.8, 9.6),
            (6.1, 13.6),
            (29.9, 13.6),
            (8.6, 21.9),
            (27.4, 21.9),
            (11.7, 25.2),
            (24.3, 25.2),
        )
    )
    return _append(svg, knees)


def _golden_monkey(svg: str) -> str:
    return _recolor(svg, {"#BF6952": "#E39B2D", "#D79E84": "#A9CBE8"})


#: derived animal name → (Twemoji stem, transform)
DERIVED: dict[str, tuple[str, Callable[[str], str]]] = {
    "tiger_shark": ("1f988", _tiger_shark),
    "black_widow": ("1f577", _black_widow),
    "tarantula": ("1f577", _tarantula),
    "golden_monkey": ("1f412", _golden_monkey),
}

#: Original drawings in the Twemoji style, kept in git (not produced by this script).
HAND_DRAWN_ANIMALS: tuple[str, ...] = (
    "hyena",
    "ibis",
    "marmoset",
    "armadillo",
    "crane",
    "sea_turtle",
    "cobra",
    "toucan",
    "firefly",
    "platypus",
    "antelope",
    "yak",
    "chameleon",
    "iguana",
    "wombat",
    "tasmanian_devil",
    "jumping_spider",
    "griffin",
    "dragonfly",
    "vulture",
    "leech",
    "mole",
)
HAND_DRAWN_ICONS: tuple[str, ...] = ("empty_enclosure", "laurel")


# --------------------------------------------------------------------------- fetching
def _unpack(tarball: Path, into: Path) -> Path:
    with tarfile.open(tarball) as tar:
        members = [m for m in tar.getmembers() if m.name.startswith("package/dist/svg/") and m.isfile()]
        tar.extractall(into, members=members, filter="data")
    return into / "package"


def _npm_pack(into: Path) -> Path:
    spec = f"{PACKAGE}@{VERSION}"
    out = (
        subprocess.run(
            ["npm", "pack", spec, "--silent", "--pack-destination", str(into)],
            check=True,
            capture_output=True,
            text=True,
        )
        .stdout.strip()
        .splitlines()[-1]
    )
    return into / out


def extract(package_dir: Path, art_dir: Path) -> list[Path]:
    """Copy (and derive) every listed picture from ``package_dir/dist/svg`` into ``art_dir``.

    Returns the written paths. Raises FileNotFoundError if a listed source file is absent.
    """
    svg_dir = package_dir / "dist" / "svg"
    written: list[Path] = []
    for sub, table in (("animals", ANIMALS), ("icons", ICONS)):
        (art_dir / sub).mkdir(parents=True, exist_ok=True)
        for name, stem in table.items():
            dest = art_dir / sub / f"{name}.svg"
            shutil.copyfile(svg_dir / f"{stem}.svg", dest)
            written.append(dest)
    for name, (stem, transform) in DERIVED.items():
        dest = art_dir / "animals" / f"{name}.svg"
        dest.write_text(transform((svg_dir / f"{stem}.svg").read_text(encoding="utf-8")), encoding="utf-8")
        written.append(dest)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the process exit code."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", type=Path, help="unpacked npm package folder (contains dist/svg)")
    parser.add_argument("--tarball", type=Path, help="npm package tarball (.tgz)")
    parser.add_argument("--out", type=Path, default=ROOT / "art", help="art folder to write (default: ./art)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        if args.package:
            package_dir = args.package
        else:
            tarball = args.tarball or _npm_pack(Path(tmp))
            package_dir = _unpack(tarball, Path(tmp))
        written = extract(package_dir, args.out)
    print(f"wrote {len(written)} files from {PACKAGE}@{VERSION} into {args.out}")  # noqa: T201 - CLI output
    missing = [n for n in HAND_DRAWN_ANIMALS if not (args.out / "animals" / f"{n}.svg").is_file()]
    missing += [n for n in HAND_DRAWN_ICONS if not (args.out / "icons" / f"{n}.svg").is_file()]
    if missing:
        print("hand-drawn pictures not present:", ", ".join(missing), file=sys.stderr)  # noqa: T201
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
