"""Match records: round trips, what a record says and how it is written, comments and take-backs."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from drawgame.engine import DRAW
from drawgame.engine.record import (
    FIRST_LINE,
    MAX_LINE_CHARS,
    HandRecord,
    MatchRecord,
    RecordError,
    Seat,
    read_record,
    record_file_name,
    record_from_match,
    write_record,
)

from ._play import final_match, play_match
from ._records import FINISHED, lines_of, text_of

# -- round trips --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_finished_match_round_trips(players: int) -> None:
    match = final_match(players, 100 + players)
    record = record_from_match(
        match,
        seed=7,
        strengths=["human", *["hard"] * (players - 1)],
        event="drawgame-arena --seed 7, match 3",
    )
    text = write_record(record)
    again = read_record(text)
    assert again == record
    assert again.to_match() == match
    assert again.to_match().scores == match.scores
    assert write_record(again) == text
    assert text.splitlines()[1] == "Event: drawgame-arena --seed 7, match 3"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), cut=st.integers(0, 10**4))
def test_any_seeded_match_at_any_point_round_trips(players: int, seed: int, cut: int) -> None:
    positions = list(play_match(players, seed, "place_first"))
    match = positions[cut % len(positions)]
    text = text_of(match, seed=seed)
    assert read_record(text).to_match() == match
    assert read_record(text.encode("utf-8")).to_match() == match


def test_the_header_says_who_played_and_how_it_ended() -> None:
    lines = lines_of(FINISHED)
    match = final_match(2, 41)
    assert lines[0] == FIRST_LINE
    assert "Seat 0: You" in lines and "Seat 1: Bot 1" in lines
    assert "Target: 100" in lines and "Seed: 41" in lines and "Date: 2026-12-03" in lines
    winner = ("You", "Bot 1")[match.result.winners[0]]  # type: ignore[union-attr]
    assert f"Result: {winner} wins by {match.result.margin}" in lines  # type: ignore[union-attr]
    assert f"Final scores: You {match.scores[0]}, Bot 1 {match.scores[1]}" in lines


def test_turn_lines_use_the_seat_names_and_the_rule_texts_notation() -> None:
    match = final_match(3, 9)
    text = text_of(match, names=["Ayşe", "Budi", "Bot 2"])
    first = match.past_hands[0] if match.past_hands else match.hand
    names = ["Ayşe", "Budi", "Bot 2"]
    expected = [f"{names[t.seat]}: {t.action}" for t in first.history]
    lines = lines_of(text)
    start = lines.index(f"Opener: {names[first.opener]}") + 5
    assert lines[start : start + len(expected)] == expected
    assert read_record(text).seats[0] == Seat("Ayşe")


def test_an_unfinished_hand_and_match_round_trip() -> None:
    positions = list(play_match(4, 3))
    match = positions[len(positions) // 2]
    assert match.result is None
    text = text_of(match)
    assert "Result: unfinished" in text
    assert read_record(text).to_match() == match


def test_a_hand_in_play_can_be_left_out() -> None:
    # What the window writes for its player: the hands that are over, never a deal in play.
    positions = list(play_match(2, 5))
    in_play = [m for m in positions if m.hand.outcome is None and m.hand.history]
    first, later = in_play[0], in_play[-1]
    assert not first.past_hands and later.past_hands
    with pytest.raises(ValueError, match="no hand is over yet"):
        record_from_match(first, hand_in_play=False)
    record = record_from_match(later, hand_in_play=False)
    assert len(record.hands) == len(later.past_hands)
    assert len(record_from_match(later).hands) == len(later.past_hands) + 1


def test_bad_names_are_refused_when_writing() -> None:
    match = final_match(2, 1)
    for names in (["You", "you"], ["Stock", "B"], ["A\x07", "B"], ["A:B", "C"], ["", "B"]):
        with pytest.raises(ValueError):
            record_from_match(match, names=names)
    with pytest.raises(ValueError):
        Seat("Bot 1", "hard (really)")


# -- every check on reading ---------------------------------------------------------------


def test_a_record_built_by_hand_must_follow_the_rules() -> None:
    record = read_record(FINISHED)
    hand = record.hands[0]
    wrong_seat = HandRecord(hand.opener, hand.deal, hand.stock, ((1 - hand.opener, DRAW),))
    with pytest.raises(RecordError, match="turn"):
        MatchRecord(record.seats, (wrong_seat,)).to_match()
    short_deal = HandRecord(hand.opener, hand.deal[:1], hand.stock, ())
    with pytest.raises(RecordError, match="deal"):
        MatchRecord(record.seats, (short_deal,)).to_match()
    with pytest.raises(RecordError, match="no hand"):
        MatchRecord(record.seats, ()).to_match()


# -- fuzzing ------------------------------------------------------------------------------


def test_a_random_match_with_random_names_round_trips() -> None:
    rng = random.Random(5)
    match = final_match(2, 77)
    names = ["Zeynep Çelik", "Bot " + str(rng.randrange(100))]
    assert read_record(text_of(match, names=names)).seats[0].name == "Zeynep Çelik"


def test_records_of_a_series_are_numbered_files() -> None:
    assert [record_file_name(n) for n in (1, 12, 12345)] == [
        "match-0001.txt",
        "match-0012.txt",
        "match-12345.txt",
    ]
    with pytest.raises(ValueError):
        record_file_name(0)


def test_comments_go_where_asked_and_read_back_to_the_same_record() -> None:
    record = read_record(FINISHED)
    turns = len(record.hands[0].turns)
    comments = {
        (0, 0): ["# header"],
        (1, 0): ["# before the first turn"],
        (1, 1): ["# on turn 1", "# again"],
        (1, turns): ["# on the last turn"],
        (1, -1): ["# after hand 1"],
    }
    text = write_record(record, comments)
    lines = lines_of(text)
    assert lines[:2] == [FIRST_LINE, "# header"]
    first = lines.index("# before the first turn")
    assert lines[first - 1].startswith("Stock: ")
    assert lines[first + 2 : first + 4] == ["# on turn 1", "# again"]
    assert lines[lines.index("# on the last turn") + 1].startswith("Outcome: ")
    after = lines.index("# after hand 1")
    assert lines[after - 1].startswith("Scores: ") and lines[after + 1 : after + 3] == [
        "",
        "Hand 2",
    ]
    assert read_record(text) == record
    assert [line for line in lines if not line.startswith("#")] == lines_of(write_record(record))


@pytest.mark.parametrize(
    ("comments", "says"),
    [
        ({(1, 1): ["no hash"]}, "must start with '#'"),
        ({(1, 1): ["#\nOutcome: domino"]}, "control character"),
        ({(1, 1): ["#" * (MAX_LINE_CHARS + 1)]}, "longer than"),
        ({(1, 999): ["# x"]}, "has no turn 999"),
        ({(99, 1): ["# x"]}, "no place"),
        ({(0, 3): ["# x"]}, "no place"),
    ],
)
def test_a_comment_that_would_change_the_record_is_refused(comments, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        write_record(read_record(FINISHED), comments)


def test_comments_and_take_backs_keep_their_order() -> None:
    from drawgame.engine.takeback import TakeBack

    match = final_match(2, 41)
    first = match.past_hands[0]
    undone = tuple((t.seat, t.action) for t in first.history[2:4])
    notes = (TakeBack(1, 2, undone), TakeBack(1, 2, undone[:1]))
    record = record_from_match(match, take_backs=notes)
    plain = write_record(record)
    text = write_record(record, {(1, 2): ["# on turn 2"], (1, 3): ["# on turn 3"]})
    lines = lines_of(text)
    at = lines.index("# on turn 2")
    assert lines[at + 1 : at + 5] == [
        "# Taken back here: 2 actions",
        lines_of(plain)[lines_of(plain).index("# Taken back here: 2 actions") + 1],
        "# Taken back here: 1 action",
        lines_of(plain)[lines_of(plain).index("# Taken back here: 1 action") + 1],
    ]
    assert lines[at + 6] == "# on turn 3"
    assert [line for line in lines if line not in ("# on turn 2", "# on turn 3")] == lines_of(plain)
