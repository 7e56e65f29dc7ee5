"""A tutor's warning as a value, and as the record's comment: written where it was given,
read back at the same position (so a record's review judges the move warned of), and a
comment that only looks like one never makes a record unreadable."""

from __future__ import annotations

import pytest

from drawgame.engine import DRAW, PASS, End, Place, Tile
from drawgame.engine.record import read_record, record_from_match, write_record
from drawgame.engine.tutor_warning import MAX_TUTOR_WARNINGS, TutorWarning, warned_of

from ._play import final_match
from ._records import lines_of, replaced


def test_a_warning_reads_as_its_comment_and_back() -> None:
    for action in (Place(Tile(0, 6), End.RIGHT), DRAW):
        note = TutorWarning(3, 7, action)
        assert warned_of(note.comment()) == action
        assert warned_of("  " + note.comment() + "  ") == action


@pytest.mark.parametrize(
    ("hand", "at", "action", "says"),
    [
        (0, 1, DRAW, "hand number starts at 1"),
        (True, 1, DRAW, "hand number starts at 1"),
        (1, -1, DRAW, "position of the hand"),
        (1, 1.0, DRAW, "position of the hand"),
        (1, 1, PASS, "placement or a draw"),
        (1, 1, "draw", "placement or a draw"),
    ],
)
def test_a_warning_no_game_could_give_is_refused(
    hand: object, at: object, action: object, says: str
) -> None:
    with pytest.raises(ValueError, match=says):
        TutorWarning(hand, at, action)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "line",
    [
        "# The tutor warned of: pass",
        "# The tutor warned of: [7|7] left",
        "# The tutor warned of:",
        "# the tutor warned of: draw",
        "# Taken back here: 1 action",
    ],
)
def test_other_comments_are_no_warning(line: str) -> None:
    assert warned_of(line) is None


def test_warnings_are_written_where_they_were_given_and_read_back() -> None:
    match = final_match(2, 41)
    first, second = match.past_hands[0], match.past_hands[1]
    notes = (
        TutorWarning(1, 0, DRAW),  # before the hand's first turn
        TutorWarning(1, 3, first.history[3].action),
        TutorWarning(1, 3, DRAW),  # two at one position
        TutorWarning(2, len(second.history), DRAW),  # after its last turn
    )
    record = record_from_match(match, tutor_warnings=notes)
    text = write_record(record)
    lines = lines_of(text)
    at = lines.index(notes[1].comment())
    turn_lines = [line for line in lines[:at] if line.split(":")[0] in ("You", "Bot 1")]
    assert len(turn_lines) == 3  # the third turn of hand 1 stands above it
    assert lines[at + 1] == "# The tutor warned of: draw"
    assert read_record(text).tutor_warnings == notes
    # What is not a warning stays a comment: the record reads as before.
    spoiled = replaced(text, notes[1].comment(), "# The tutor warned of: [9|9] left")
    assert read_record(spoiled).tutor_warnings == (notes[0], notes[2], notes[3])


def test_a_record_keeps_at_most_so_many_warnings() -> None:
    match = final_match(2, 41)
    text = write_record(record_from_match(match))
    flood = "\n".join(["# The tutor warned of: draw"] * (MAX_TUTOR_WARNINGS + 50))
    head, hand, rest = text.partition("Hand 1\n")
    read = read_record(head + hand + flood + "\n" + rest)
    assert len(read.tutor_warnings) == MAX_TUTOR_WARNINGS
    # One before the first hand belongs to no position: it is a comment only.
    assert read_record(flood + "\n" + text).tutor_warnings == ()
