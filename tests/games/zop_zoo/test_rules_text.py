"""ZOP ZOO rules reader pages agree with each other and with the resolved spec (play test 10)."""

from __future__ import annotations

from zooarcade.games.zop_zoo import rules_text


def blocks():
    """``(page heading, text)`` of every paragraph, list item and design note of the reader."""
    for heading, page in rules_text.PAGES:
        for block in page:
            if block[0] in ("p", "design"):
                yield heading, block[1]
            elif block[0] == "list":
                for item in block[1:]:
                    yield heading, item


def test_every_page_agrees_that_a_side_bonus_stays_until_a_specialty_card_moves_it():
    """Spec, Turn 4: a Side Bonus stays beside the row (even with its category gone) and leaves only through a
    HYENA, RACCOON or EARTHWORM transfer; no page may say it stays without that exception."""
    stays = [(h, t) for h, t in blocks() if "Side Bonus" in t and "stay" in t]
    assert stays, "the reader says that a Side Bonus stays"
    for heading, text in stays:
        assert all(name in text for name in ("HYENA", "RACCOON", "EARTHWORM")), (heading, text)
        assert "even if" in text, (heading, text)  # it stays though its category leaves the row
    specialty = " ".join(t for h, t in blocks() if h == "Specialty cards")
    assert "Side Bonus card" in specialty and "only way a Side Bonus" in specialty
