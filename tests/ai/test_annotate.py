"""Records that keep the review's verdicts (issue 19, item 5): one comment per decision,
and the record still reads, replays and verifies as before."""

from __future__ import annotations

import math

import pytest

from drawgame.ai.annotate import annotate, decision_comment, pm, score_text
from drawgame.ai.figures import half_up, signed
from drawgame.ai.review import Label, Options, Reason, review_match
from drawgame.ai.review_words import move_words
from drawgame.engine.record import MAX_LINE_CHARS, MatchRecord, read_record, record_from_match
from drawgame.engine.takeback import TakeBack
from tests.engine._play import final_match

OPTIONS = Options.for_budget(30)


def record_of(players: int, seed: int, hands: int = 2, names=None) -> MatchRecord:
    match = final_match(players, seed)
    first = match.past_hands[0]
    notes = (TakeBack(1, 3, tuple((t.seat, t.action) for t in first.history[3:5])),)
    record = record_from_match(match, names=names, take_backs=notes)
    return MatchRecord(
        record.seats, record.hands[:hands], house_rules=record.house_rules, take_backs=notes
    )


def comment_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("#")]


def test_one_comment_after_each_reviewed_turn_and_the_record_reads_back() -> None:
    record = record_of(2, 41)
    review = review_match(record, [1], options=OPTIONS)
    text = annotate(record, review)
    assert read_record(text) == read_record(text.replace("\n#", "\n# x"))
    back = read_record(text)
    assert back.hands == record.hands and back.seats == record.seats
    assert back.to_match() == record.to_match()
    lines = text.splitlines()
    by_turn = iter(review.decisions)
    hand = turn = 0
    in_turns = False
    for k, line in enumerate(lines):
        if line.startswith("Hand "):
            hand, turn, in_turns = int(line.split()[1]), 0, False
        elif line.startswith("Outcome:"):
            in_turns = False
        elif line.startswith("Stock:"):
            in_turns = True
        elif in_turns and not line.startswith(("#", "Commitment:")):
            turn += 1
            assert line.startswith(record.seats[record.hands[hand - 1].turns[turn - 1][0]].name)
            if record.hands[hand - 1].turns[turn - 1][0] == 1:
                d = next(by_turn)
                assert (d.hand, d.turn) == (hand, turn)
                assert lines[k + 1] == decision_comment(d)
            else:
                assert not lines[k + 1].startswith(("# forced", "# best", "# good"))
    assert next(by_turn, None) is None
    # The take-back is still noted, after the verdict on the turn it follows.
    assert "# Taken back here: 2 actions" in lines
    assert all(len(line) <= MAX_LINE_CHARS for line in lines)
    assert lines[1].startswith("# Reviewed: a verdict after each decision of Bot 1, ")
    assert [line for line in lines if line.startswith("# Match, ")] == [
        f"# Match, Bot 1: {score_text(review.totals[0], review)}"
    ]
    assert [line.split(":")[0] for line in lines if line.startswith("# Hand ")] == [
        "# Hand 1, Bot 1",
        "# Hand 2, Bot 1",
    ]


def test_each_kind_of_decision_has_its_comment() -> None:
    record = record_of(2, 41, hands=3)
    review = review_match(record, options=OPTIONS)
    kinds = set()
    for d in review.decisions:
        comment = decision_comment(d)
        if d.reason is Reason.FORCED:
            assert comment == "# forced"
        elif d.label is Label.BEST:
            best = d.analysis.best
            # Rounded as the window rounds (halves up), with an ASCII minus.
            worth = f"{signed(best.value, minus='-')} ±{half_up(best.margin, 1):.1f}"
            assert comment == f"# best, worth {worth}"
        else:
            assert comment == (
                f"# {d.label.value} {half_up(d.loss, 1):.1f} ±{half_up(d.margin, 1):.1f}, "
                f"best: {move_words(d.best, d.ends)} "
                f"({d.reason.value.replace('_', ' ')})"
            )
        kinds.add(comment.split()[1].rstrip(","))
    assert {"forced", "best"} < kinds


def test_four_long_names_keep_every_line_short_enough() -> None:
    names = [f"{c * 28}-{n}" for n, c in enumerate("ABCD")]
    record = record_of(4, 7, hands=1, names=names)
    text = annotate(record, review_match(record, options=OPTIONS))
    assert max(len(line) for line in text.splitlines()) <= MAX_LINE_CHARS
    assert read_record(text).hands == record.hands


def test_a_review_of_another_record_is_refused() -> None:
    record = record_of(2, 41)
    other = record_of(2, 42)
    with pytest.raises(ValueError, match=r"not the review's|no hand"):
        annotate(other, review_match(record, options=OPTIONS))
    with pytest.raises(ValueError, match="not of this record"):
        annotate(record_of(3, 41), review_match(record, options=OPTIONS))


def test_margins_that_are_not_numbers_are_left_out() -> None:
    assert pm(6.24, 0.81) == "6.2 ±0.8"
    assert pm(-1.0, 2.0, sign=True) == "-1.0 ±2.0"
    assert pm(3.0, math.inf) == "3.0" and pm(3.0, math.nan) == "3.0"
    record = record_of(2, 41, hands=1)
    text = annotate(record, review_match(record, options=Options.for_budget(1)))
    assert "±inf" not in text and "nan" not in text
    assert read_record(text).hands == record.hands
