"""Reading a match record: every check on reading, and fuzzed hostile records."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from drawgame.engine.guarded_json import NewerVersionError
from drawgame.engine.record import (
    FIRST_LINE,
    MAX_LINE_CHARS,
    MAX_RECORD_CHARS,
    NewerRecordError,
    RecordError,
    read_record,
    write_record,
)

from ._play import final_match, play_match
from ._records import FINISHED, lines_of, rejects, replaced, text_of


def test_comments_blank_lines_crlf_and_a_bom_are_accepted() -> None:
    text = "\ufeff# kept by hand\n" + FINISHED.replace("\n", "\r\n").replace(
        "Hand 1\r\n", "Hand 1\r\n# the first hand\r\n\r\n"
    )
    assert read_record(text).to_match() == final_match(2, 41)


def turn_line(text: str, index: int = 0) -> tuple[int, str]:
    lines = lines_of(text)
    turns = [n for n, line in enumerate(lines) if line.startswith(("You: ", "Bot 1: "))]
    return turns[index] + 1, lines[turns[index]]


def with_line(text: str, number: int, new: str | None) -> str:
    lines = lines_of(text)
    if new is None:
        del lines[number - 1]
    else:
        lines[number - 1] = new
    return "\n".join(lines)


def test_an_illegal_turn_is_refused_naming_its_line() -> None:
    number, line = turn_line(FINISHED, 3)
    name = line.split(":")[0]
    error = rejects(with_line(FINISHED, number, f"{name}: pass"), "breaks the rules|turn")
    assert error.line == number


def test_a_turn_out_of_order_is_refused() -> None:
    number, line = turn_line(FINISHED, 0)
    other = "Bot 1" if line.startswith("You") else "You"
    error = rejects(with_line(FINISHED, number, f"{other}: draw"), "turn")
    assert error.line == number


@pytest.mark.parametrize(
    ("old", "new", "reason"),
    [
        ("Target: 100", "Target: 61", "Target should read"),
        ("Seat 1: Bot 1", "Seat 1: You", "same name"),
        ("Seat 1: Bot 1", "Seat 3: Bot 1", "declare seats"),
        ("Seed: 41", "Seed: forty", "seed"),
        ("Date: 2026-12-03", "Colour: blue", "unknown header"),
        ("Opener: ", "Opener: Nobody\nX: ", "no seat is named|expected"),
        ("Stock: [", "Stock: [9|9] [", "not a tile"),
        ("Stock: [", "Stock: [0|0] [", "not a possible deal"),
        (FIRST_LINE, "Draw match record 0", "not a Draw match record"),
        (FIRST_LINE, "Draw match record 1.5", "not a Draw match record"),
        ("Hand 1", "Hand 2", "expected Hand 1"),
        ("Outcome: ", "Outcome: domino, nobody scores\nX: ", "Outcome should read"),
        ("Seat 0: You", "Seat 0: Y\u202eou", "invisible"),
    ],
)
def test_hostile_edits_are_refused(old: str, new: str, reason: str) -> None:
    rejects(replaced(FINISHED, old, new), reason)


def test_a_record_from_a_newer_version_says_so_not_that_line_1_is_wrong() -> None:
    error = rejects(replaced(FINISHED, FIRST_LINE, "Draw match record 3"), "newer version")
    assert isinstance(error, NewerRecordError) and isinstance(error, NewerVersionError)
    assert (error.line, error.version) == (None, 3)
    assert "line" not in str(error)


def test_a_record_whose_result_was_changed_is_refused() -> None:
    line = next(x for x in lines_of(FINISHED) if x.startswith("Final scores: "))
    error = rejects(replaced(FINISHED, line, line.replace("You ", "You 1")), "Final scores")
    assert error.line == lines_of(FINISHED).index(line) + 1


def test_a_hand_after_the_end_of_the_match_is_refused() -> None:
    last = FINISHED[FINISHED.rindex("\nHand ") :]
    number = int(last.split()[1])
    extra = last.replace(f"Hand {number}", f"Hand {number + 1}", 1)
    rejects(FINISHED + extra, "already over|opened by")


def test_size_line_length_and_encoding_caps() -> None:
    rejects("x" * (MAX_RECORD_CHARS + 1), "too large")
    error = rejects(FINISHED + "# " + "x" * MAX_LINE_CHARS, "longer than")
    assert error.line == len(lines_of(FINISHED))
    rejects(FINISHED.encode() + b"\xff\xfe", "UTF-8")
    rejects(FINISHED.replace("Hand 1", "Hand 1\x00"), "control character")
    rejects("", "not a Draw match record")
    rejects(b"\x00" * 10, "control character|not a Draw")


RECORDS = [FINISHED, text_of(final_match(4, 52)), text_of(list(play_match(3, 53))[40])]


PIECES = ["[3|5]", "[0|0] left", "draw", "pass", "You", "Bot 1", ": ", "\n", "Hand 2", "#", " "]


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.sampled_from(RECORDS), data=st.data())
def test_fuzzed_records_raise_only_record_errors(text: str, data: st.DataObject) -> None:
    how = data.draw(st.sampled_from(["bytes", "lines", "truncate", "insert"]))
    if how == "bytes":
        raw = bytearray(text.encode())
        for _ in range(data.draw(st.integers(1, 4))):
            raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
        candidate: str | bytes = bytes(raw)
    elif how == "lines":
        lines = lines_of(text)
        for _ in range(data.draw(st.integers(1, 3))):
            i = data.draw(st.integers(0, len(lines) - 1))
            kind = data.draw(st.sampled_from(["delete", "duplicate", "swap"]))
            if kind == "delete":
                del lines[i]
            elif kind == "duplicate":
                lines.insert(i, lines[i])
            else:
                j = data.draw(st.integers(0, len(lines) - 1))
                lines[i], lines[j] = lines[j], lines[i]
        candidate = "\n".join(lines)
    elif how == "truncate":
        candidate = text[: data.draw(st.integers(0, len(text) - 1))]
    else:
        i = data.draw(st.integers(0, len(text)))
        piece = data.draw(st.sampled_from(PIECES) | st.text(max_size=6))
        candidate = text[:i] + piece + text[i:]
    try:
        record = read_record(candidate)
    except RecordError as error:
        assert str(error) and "\n" not in str(error)
        assert error.line is None or error.line >= 1
        return
    # Whatever was accepted is a match the rules reach, and it writes back readably.
    match = record.to_match()
    assert read_record(write_record(record)).to_match() == match
