"""Play test: the replay's move list said "Player passes" for the steps of a deal (Zoo Vadis has no passing).

A step whose events narrate nothing by themselves (asking a seat, an offer, sending the deal) is headed by
the seat's name and what it chose, in the narrator's words.
"""

from __future__ import annotations

from pathlib import Path

from zooarcade.storage.replays import load_replay

REPLAY = Path(__file__).with_name("playtest-76917.replay.json")


def test_no_step_of_a_game_without_passing_is_called_a_pass():
    replay = load_replay(REPLAY)
    heads = [replay.describe_step(i) for i in range(1, replay.steps + 1)]
    assert not [h for h in heads if "pass" in h.lower()], [h for h in heads if "pass" in h.lower()]


def test_the_deal_steps_say_what_was_chosen():
    replay = load_replay(REPLAY)
    # steps 86-88 (1-based): Player asks Normal Bot 3 for a vote, offers a promise, sends the deal (narrated)
    assert replay.describe_step(86) == "Player: Ask Normal Bot 3 for 1 vote"
    assert replay.describe_step(87) == "Player: Offer nothing + a promise"
    assert replay.describe_step(88).startswith("Player wants to move their animal from Waterfall to Star Exhibit")
