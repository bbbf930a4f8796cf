"""Cleaning text that comes from outside (files, typing, file names) before it is shown.

Pure Python, no pygame.  A font cannot draw a NUL (pygame raises ``ValueError``) nor a lone
surrogate (``UnicodeEncodeError``); control and direction-override characters garble a line.
:func:`clean_line` removes them all, so whatever a file holds can be drawn.
"""

from __future__ import annotations

import unicodedata

#: categories dropped: controls (Cc) and surrogates (Cs: in a Python str, always unpaired).
_DROPPED_CATEGORIES = frozenset({"Cc", "Cs"})
#: format characters dropped: bidirectional embeddings, overrides and isolates (they reorder the line).
_DROPPED_FORMATS = frozenset(chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F,
                                              0x061C, 0xFEFF))


def clean_line(text: str, max_len: int | None = None, ellipsis: bool = False) -> str:
    """Return ``text`` as one clean line of at most ``max_len`` characters.

    Control characters, unpaired surrogates and direction overrides are removed; every run of
    whitespace (tabs, newlines, Unicode spaces) becomes one space; the ends are stripped; the
    text is NFC-normalised.  Longer text is cut to ``max_len`` characters (the last one an
    ellipsis "…" when ``ellipsis``).  Linear in ``len(text)``; never raises for a ``str``.
    """
    if max_len is not None:
        # enough characters to survive the cleaning without scanning a 100,000-character line whole
        text = text[: max_len * 8 + 64]
    kept = []
    for ch in text:
        if ch.isspace():
            kept.append(" ")
        elif unicodedata.category(ch) not in _DROPPED_CATEGORIES and ch not in _DROPPED_FORMATS:
            kept.append(ch)
    line = " ".join("".join(kept).split())
    line = unicodedata.normalize("NFC", line)
    if max_len is not None and len(line) > max_len:
        line = line[: max_len - 1].rstrip() + "\u2026" if ellipsis and max_len > 1 else line[:max_len].rstrip()
    return line
