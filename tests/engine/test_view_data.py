"""A view as data and back: what crosses into an outside bot's process."""

import json
import random

import pytest

from drawgame.engine import Match, Place
from drawgame.engine.view_data import ViewReader, view_from_data, view_to_data

from ._play import POLICIES, choose, public


def test_every_view_of_a_match_survives_the_trip() -> None:
    for players, policy in zip((2, 3, 4), POLICIES, strict=True):
        rng = random.Random(players)
        match = Match.new(players, rng)
        reader = ViewReader()  # as a bot's process reads: one view after another
        views = 0
        while match.result is None and match.hand_number <= 2:
            if match.hand.outcome is not None:
                match = match.next_hand(rng)
            for seat in range(players):
                view = match.view(seat)
                data = json.loads(json.dumps(view_to_data(view)))
                again = reader.read(data)
                assert public(again) == public(view) == public(view_from_data(data))
                assert again.passed_on(0) == view.passed_on(0)
                assert again.unseen() == view.unseen()
                again.line._placements = ()  # a bot's vandalism stays in its copy
                views += 1
            if match.hand.outcome is None:
                match = match.apply(choose(match.hand, rng, policy))
        assert views > 40


def test_a_reader_starts_afresh_when_the_hand_changes() -> None:
    rng = random.Random(5)
    first = Match.new(2, rng)
    while len(first.hand.line) < 3:
        first = first.apply(choose(first.hand, rng, "place_first"))
    other = Match.new(2, random.Random(6))
    other = other.apply(next(a for a in other.hand.legal_actions() if isinstance(a, Place)))
    reader = ViewReader()
    assert reader.read(view_to_data(first.view(0))).line == first.hand.line
    again = reader.read(view_to_data(other.view(0)))
    assert again.line == other.hand.line and len(again.line) == 1
    assert public(again) == public(other.view(0))


@pytest.mark.parametrize(
    ("change", "value"),
    [
        ("seat", 7),
        ("players", "2"),
        ("hand", ["[7|7]"]),
        ("line", ["[6|6] left", "[1|2] left"]),
        ("line", ["draw"]),
        ("legal_actions", ["[3|5] up"]),
        ("history", [["placed", 0, "[1|1]"]]),
        ("history", [["shouted", 0]]),
        ("hand_sizes", [7]),
        ("is_over", 0),
        ("stock_size", True),
    ],
)
def test_data_that_describes_no_view_is_refused(change: str, value: object) -> None:
    data = view_to_data(Match.new(2, random.Random(1)).view(0))
    data[change] = value
    with pytest.raises(ValueError):
        view_from_data(data)
    with pytest.raises(ValueError):
        view_from_data([data])
