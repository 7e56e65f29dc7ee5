"""Actions (R6-R9) as values: text, order, hashing and bad input."""

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from drawgame.engine import (
    DRAW,
    PASS,
    Draw,
    End,
    Pass,
    Place,
    Tile,
    parse_action,
)

from ._play import CANDIDATES


def test_candidate_actions_are_distinct_and_complete() -> None:
    assert len(CANDIDATES) == 58
    assert len(set(CANDIDATES)) == 58


@pytest.mark.parametrize("action", CANDIDATES, ids=str)
def test_action_text_round_trip(action: Place | Draw | Pass) -> None:
    assert parse_action(str(action)) == action


def test_action_text() -> None:
    assert str(Place(Tile(3, 5), End.LEFT)) == "[3|5] left"
    assert str(Place(Tile(6, 6), End.RIGHT)) == "[6|6] right"
    assert str(DRAW) == "draw"
    assert str(PASS) == "pass"
    assert str(End.LEFT) == "left"
    assert parse_action("  [5|3]   right ") == Place(Tile(3, 5), End.RIGHT)
    assert parse_action("[5 | 3] left") == Place(Tile(3, 5), End.LEFT)


def test_actions_are_small_frozen_values() -> None:
    assert Draw() == DRAW and hash(Draw()) == hash(DRAW)
    assert Pass() == PASS and PASS != DRAW
    assert Place(Tile(1, 2), End.LEFT) == Place(Tile(1, 2), End.LEFT)
    assert Place(Tile(1, 2), End.LEFT) != Place(Tile(1, 2), End.RIGHT)
    assert len({Place(Tile(1, 2), End.LEFT), Place(Tile(1, 2), End.LEFT), DRAW, Draw()}) == 2
    place = Place(Tile(1, 2), End.LEFT)
    with pytest.raises(dataclasses.FrozenInstanceError):
        place.end = End.RIGHT  # type: ignore[misc]


@pytest.mark.parametrize(
    "text",
    ["", "draw draw", "drw", "Draw", "pass now", "[3|5]", "[3|5] up", "left", "[3|5] left right",
     "[7|5] left", "left [3|5]", "[3|5]left", "draw\x00"],
)  # fmt: skip
def test_parse_action_rejects_bad_text(text: str) -> None:
    with pytest.raises(ValueError):
        parse_action(text)


@pytest.mark.parametrize("value", [None, 1, b"draw", ["draw"]])
def test_parse_action_rejects_non_text(value: object) -> None:
    with pytest.raises(ValueError, match="not an action"):
        parse_action(value)  # type: ignore[arg-type]


@given(st.text(alphabet="[]|0123456789 leftrigh drawpas\t", max_size=16))
def test_parse_action_accepts_only_action_texts(text: str) -> None:
    try:
        action = parse_action(text)
    except ValueError:
        return
    squeezed = "".join(text.split())
    if isinstance(action, Place):
        tile, end = action.tile, action.end
        assert squeezed in (f"[{tile.low}|{tile.high}]{end}", f"[{tile.high}|{tile.low}]{end}")
    else:
        assert squeezed == str(action)
