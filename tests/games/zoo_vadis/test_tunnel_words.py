"""Play test 13, ZV-4: a tunnel move with the Armadillo holds no vote (the rule, spec case 9), but the rules screen
never said so.  The rules pages and a tunnel move's caption now say it, and the words match the code: a tunnel
out of a 5-space exhibit where the mover has one animal of three still needs no vote and takes no laurel."""

from __future__ import annotations

from tests.games.zoo_vadis.helpers import play, position
from zooarcade.games.zoo_vadis import rules_text
from zooarcade.games.zoo_vadis.actions import Ask, Compose
from zooarcade.games.zoo_vadis.narration import VadisNarrator


def _text(title: str) -> str:
    page = dict(rules_text.PAGES)[title]
    return " ".join(part for block in page for part in block[1:] if isinstance(part, str))


def test_the_code_holds_no_vote_for_a_tunnel_with_the_armadillo() -> None:
    s = position(3, species=("rhino", "armadillo", "ibis"), animals={"X1": (1, 2, 0)}, keeper="X12>X13")
    tunnel = Compose("animal", "X1", "X9", True)
    assert tunnel in s.legal_actions()
    play(s, (0, tunnel))
    assert s.draft is not None and s.draft.need == 0 and not any(isinstance(a, Ask) for a in s.legal_actions())


def test_the_rules_say_a_tunnel_needs_no_vote() -> None:
    zoo = _text("The zoo")
    assert "tunnel takes no vote" in zoo.replace("Going through a tunnel takes", "tunnel takes")
    assert "through a tunnel with the Armadillo" in _text("Votes")
    assert "Armadillo: use a tunnel (no vote is needed there)." in _text("Abilities")


def test_a_tunnel_move_caption_says_no_vote() -> None:
    s, names = position(3), ["A", "B", "C"]
    narrator = VadisNarrator()
    assert narrator.caption(Compose("animal", "X1", "X9", True), s, names).endswith("(tunnel, no vote)")
    assert "vote" not in narrator.caption(Compose("animal", "X1", "X8", False), s, names)
