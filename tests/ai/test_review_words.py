"""The terminal's review words are the window's (English): moves named by the end's
number, turns listed as they were, each cost with its margin, luck only when it stands out
from its margin."""

from __future__ import annotations

import math

from drawgame.ai.review import HandSummary, Reason, SummaryItem
from drawgame.ai.review_words import (
    item_words,
    luck_words,
    move_words,
    summary_words,
    turns_words,
)
from drawgame.engine import DRAW, PASS, End, Place, Tile


def test_moves_are_named_by_the_number_on_the_end_as_the_window_names_them() -> None:
    tile = Tile(3, 5)
    assert move_words(Place(tile, End.LEFT), (3, 6)) == "[3|5] on the 3"
    assert move_words(Place(tile, End.RIGHT), (6, 5)) == "[3|5] on the 5"
    assert move_words(Place(tile, End.LEFT), None) == "open with [3|5]"
    assert (move_words(DRAW, (1, 2)), move_words(PASS, (1, 2))) == ("draw", "pass")


def test_turns_are_listed_as_they_were() -> None:
    assert turns_words((4,)) == "turn 4"
    assert turns_words((4, 5, 6)) == "turns 4–6"
    # Not "turns 11-16" for three turns out of six.
    assert turns_words((11, 14, 16)) == "turns 11, 14 and 16"


def test_each_cost_says_what_was_done_in_the_windows_words() -> None:
    assert item_words(SummaryItem(Reason.SHOULD_DRAW, (7,), 7.7), 2.04) == (
        "7.7 ± 2.0 by placing a tile when drawing was better (turn 7)"
    )
    assert item_words(SummaryItem(Reason.NEEDLESS_DRAW, (3, 4), 2.5), 1.0) == (
        "2.5 ± 1.0 by 2 needless draws (turns 3–4)"
    )
    assert "on the less good end" in item_words(SummaryItem(Reason.OTHER_END, (2,), 1), 1)
    assert "another tile than the best" in item_words(SummaryItem(Reason.OTHER_TILE, (2,), 1), 1)


def test_a_hand_summary_leaves_out_what_shows_as_nothing() -> None:
    items = (
        SummaryItem(Reason.OTHER_TILE, (11,), 3.0),
        SummaryItem(Reason.OTHER_TILE, (14, 16), 2.0),
        SummaryItem(Reason.NEEDLESS_DRAW, (5,), 0.04),  # "0.0 by needless draw": left out
    )
    summary = HandSummary(1, 0, 5.04, 9, items)
    text = summary_words(summary, "Ann", ())
    assert text == (
        "Ann lost about 5 points (± 0.0) in this hand: 5.0 ± 0.0 by placing another tile "
        "than the best one (turns 11, 14 and 16)."
    )
    nothing = HandSummary(1, 0, 0.04, 9, items[2:])
    assert summary_words(nothing, "Ann", ()) == "Ann lost nothing worth counting in this hand."
    assert summary_words(HandSummary(1, 0, 0, 0, ()), "Ann", ()) == (
        "Ann made no decision in this hand."
    )


def test_luck_is_a_figure_only_when_it_stands_out_from_its_margin() -> None:
    assert luck_words(-4.1, 13.9) == "luck: too close to call"
    assert luck_words(6.0, 6.0) == "luck: too close to call"
    assert luck_words(6.04, 2.0) == "luck +6.0 ± 2.0"
    # The terminal writes an ASCII "-" (a console in a legacy code page cannot write U+2212).
    assert luck_words(-6.0, 2.0) == "luck -6.0 ± 2.0"
    assert luck_words(3.0, math.nan) == "luck: too close to call"
