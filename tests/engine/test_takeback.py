"""A take-back as a value: what it says it undid, and a take-back no game could make is
refused (a save or a record edited by hand)."""

from __future__ import annotations

import pytest

from drawgame.engine import DRAW, PASS, End, Place, TakeBack, Tile


def test_a_take_back_names_what_it_undid_in_the_order_it_was_played() -> None:
    note = TakeBack(2, 5, ((1, DRAW), (1, Place(Tile(0, 6), End.RIGHT)), (0, PASS)))
    assert note.undone_text(("You", "Bot 1")) == "Bot 1: draw; Bot 1: [0|6] right; You: pass"


@pytest.mark.parametrize(
    ("hand", "at", "undone", "says"),
    [
        (0, 1, ((0, DRAW),), "hand number starts at 1"),
        (True, 1, ((0, DRAW),), "hand number starts at 1"),
        (1, -1, ((0, DRAW),), "position of the hand"),
        (1, 1.0, ((0, DRAW),), "position of the hand"),
        (1, 1, (), "undoes 1 to 400 actions"),
        (1, 1, ((0, DRAW),) * 401, "undoes 1 to 400 actions"),
        (1, 1, ((4, DRAW),), r"\(seat, action\) pairs"),
        (1, 1, ((0, "draw"),), r"\(seat, action\) pairs"),
        (1, 1, ((0,),), r"\(seat, action\) pairs"),
    ],
)
def test_a_take_back_no_game_could_make_is_refused(
    hand: object, at: object, undone: tuple[object, ...], says: str
) -> None:
    with pytest.raises(ValueError, match=says):
        TakeBack(hand, at, undone)  # type: ignore[arg-type]
