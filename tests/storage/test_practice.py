"""The practice book: positions kept whole (they outlive the records), solved ones
remembered, each hand's figures once, the progress per match with its margins, and a
document that is not one of ours refused in one sentence."""

from __future__ import annotations

import json
import math
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.engine import Draw
from drawgame.engine.record import read_record, write_record
from drawgame.storage.practice import (
    MAX_MISTAKES,
    HandFigures,
    MatchEntry,
    Mistake,
    NewerPracticeError,
    PracticeBook,
    PracticeError,
    hand_key,
)
from drawgame.storage.records import game_record

from ._saves import finished


def _record():
    return game_record(finished(2, 9), "", ("easy",))


def _mistake(key: str = "ab", turn: int = 3, solved: bool = False) -> Mistake:
    record = _record()
    hand = record.hands[0]
    state = hand.initial_state(record.rules)
    for _seat, action in hand.turns[: turn - 1]:
        state = state.apply(action)
    seat, played = hand.turns[turn - 1]
    return Mistake(
        key,
        record.rules,
        hand.opener,
        hand.deal,
        hand.stock,
        tuple(a for _s, a in hand.turns[: turn - 1]),
        seat,
        played,
        state.legal_actions()[0],
        4.25,
        1.5,
        "inaccuracy",
        40,
        1,
        turn,
        "2026-11-01 20:00",
        "easy",
        solved,
    )


def test_a_book_written_reads_back_the_same_and_its_positions_can_be_played():
    book = PracticeBook().add_hand(HandFigures("aa", 10, 7, 12.5, 9.0), [_mistake("ab")])
    book = book.add_match(MatchEntry("match-1.txt", "2026-11-01 20:00", 2, "easy", ("aa",)))
    back = PracticeBook.from_json(book.to_json())
    assert back == book
    mistake = back.mistakes[0]
    state = mistake.state()
    assert state.current == mistake.seat and mistake.played in state.legal_actions()


def test_solving_is_remembered_and_the_count_drops():
    book = PracticeBook().add_hand(
        HandFigures("aa", 1, 0, 4.0, 1.0), [_mistake("ab"), _mistake("cd", 5)]
    )
    assert len(book.unsolved) == 2
    solved = book.solve("cd")
    assert [m.key for m in solved.unsolved] == ["ab"]
    assert PracticeBook.from_json(solved.to_json()).unsolved == solved.unsolved


def test_a_hand_reviewed_again_keeps_its_positions_as_they_were():
    book = PracticeBook().add_hand(HandFigures("aa", 1, 0, 4.0, 1.0), [_mistake("ab")]).solve("ab")
    again = book.add_hand(HandFigures("aa", 1, 0, 4.0, 1.0), [_mistake("ab")])
    assert again == book and again.mistakes[0].solved


def test_a_book_from_before_versions_reads_as_an_earlier_analysis_and_keeps_its_version():
    """A position kept before the analysis's version was recorded is judged again when
    shown (its figures may be another analysis's); a version written reads back."""
    book = PracticeBook().add_hand(HandFigures("aa", 1, 0, 4.0, 1.0), [_mistake("ab")])
    doc = json.loads(book.to_json())
    assert doc["mistakes"][0]["analysis"] == 0
    del doc["mistakes"][0]["analysis"]  # as version 1 of the book was written
    assert PracticeBook.from_json(json.dumps(doc)).mistakes[0].analysis == 0
    newer = replace(book.mistakes[0], analysis=7)
    assert PracticeBook.from_json(PracticeBook((newer,)).to_json()).mistakes[0].analysis == 7
    doc["mistakes"][0]["analysis"] = "2"
    with pytest.raises(PracticeError, match="analysis must be a whole number"):
        PracticeBook.from_json(json.dumps(doc))


def test_a_hand_reviewed_by_another_analysis_restates_its_kept_positions():
    """The same position, judged by a newer analysis, gets the newer figures (solved or not
    as it was), so the practice says what the review and the hint now say."""
    kept = PracticeBook().add_hand(HandFigures("aa", 1, 0, 4.0, 1.0), [_mistake("ab")])
    kept = kept.solve("ab")
    newer = replace(_mistake("ab"), loss=6.5, margin=0.75, label="mistake", analysis=2)
    again = kept.add_hand(HandFigures("aa", 1, 0, 4.0, 1.0), [newer])
    (mistake,) = again.mistakes
    assert (mistake.loss, mistake.margin, mistake.label, mistake.analysis) == (
        6.5,
        0.75,
        "mistake",
        2,
    )
    assert mistake.solved
    assert again.restate(replace(newer, loss=3.0)).mistakes[0].loss == 3.0


def test_the_oldest_solved_position_goes_first_when_the_book_is_full():
    full = PracticeBook(tuple(_mistake(f"{k:x}", solved=k == 5) for k in range(MAX_MISTAKES)))
    more = full.add_hand(HandFigures("aa", 1, 0, 4.0, 1.0), [_mistake("ffff")])
    assert len(more.mistakes) == MAX_MISTAKES
    assert "5" not in {m.key for m in more.mistakes} and more.mistakes[-1].key == "ffff"


def test_a_matchs_progress_adds_its_hands_and_gives_margins():
    book = PracticeBook(
        hands=(HandFigures("aa", 10, 8, 10.0, 9.0), HandFigures("bb", 30, 21, 50.0, 16.0)),
        matches=(
            MatchEntry("match-2.txt", "2026-11-02", 2, "hard", ("aa", "bb")),
            MatchEntry("match-1.txt", "2026-11-01", 2, "easy", ("aa",)),
            MatchEntry("match-3.txt", "2026-11-03", 2, "easy", ("aa", "cc")),  # not done
        ),
    )
    first, second = book.progress()
    assert [first.entry.name, second.entry.name] == ["match-1.txt", "match-2.txt"]
    assert second.choices == 40
    assert second.accuracy == pytest.approx(100 * 29 / 40)
    assert second.mean_loss == pytest.approx(60 / 40)
    # Independent errors: the margin of the sum is the root of the sum of the squares.
    assert second.margin == pytest.approx(math.sqrt(25) / 40)
    share = 29 / 40
    assert second.accuracy_margin == pytest.approx(196 * math.sqrt(share * (1 - share) / 40))


def test_a_hand_has_the_same_key_in_the_match_in_play_and_in_its_kept_record():
    live = _record()
    kept = read_record(write_record(live))
    for a, b in zip(live.hands, kept.hands, strict=True):
        assert hand_key(live.rules, a, 0) == hand_key(kept.rules, b, 0)
    assert hand_key(live.rules, live.hands[0], 0) != hand_key(live.rules, live.hands[0], 1)
    assert hand_key(live.rules, live.hands[0], 0) != hand_key(live.rules, live.hands[1], 0)


def _spoiled(change) -> str:
    doc = json.loads(PracticeBook((_mistake(),)).to_json())
    change(doc)
    return json.dumps(doc)


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (lambda d: d.update(format="other"), "not Draw's practice"),
        (lambda d: d.update(mistakes={}), "must be a list"),
        (lambda d: d["mistakes"][0].update(moves=["[6|6] left"] * 3), "cannot be played"),
        (lambda d: d["mistakes"][0].update(played="sing"), "a move like"),
        (lambda d: d["mistakes"][0].update(loss=float("1e9")), "a number from 0"),
        (lambda d: d["mistakes"][0].update(loss=True), "a number from 0"),
        (lambda d: d["mistakes"][0].update(deal=[[1, 2]]), "tiles like"),
        (lambda d: d["mistakes"][0].update(rules={"players": 9}), "rules are not valid"),
        (lambda d: d["mistakes"][0].update(key="NOT HEX"), "hexadecimal"),
        (lambda d: d["mistakes"].append(d["mistakes"][0]), "kept twice"),
        (lambda d: d.update(hands=[{"key": "aa", "choices": 1, "good": 2}]), "good must be"),
    ],
)
def test_a_spoiled_book_is_refused_in_one_sentence(change, says):
    with pytest.raises(PracticeError, match=says) as info:
        PracticeBook.from_json(_spoiled(change))
    assert "\n" not in str(info.value)


def test_a_newer_book_is_told_apart_from_a_broken_one():
    with pytest.raises(NewerPracticeError):
        PracticeBook.from_json(_spoiled(lambda d: d.update(version=99)))


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=300))
def test_garbage_is_refused_as_a_practice_error_and_nothing_else(data):
    with pytest.raises(PracticeError):
        PracticeBook.from_json(data)


def test_a_position_whose_moves_do_not_reach_the_decision_cannot_be_played():
    mistake = _mistake()
    late = Mistake(
        **{
            **{f: getattr(mistake, f) for f in Mistake.__dataclass_fields__},
            "seat": 1 - mistake.seat,
        }
    )
    with pytest.raises(ValueError, match="do not lead"):
        late.state()
    illegal = Mistake(
        **{**{f: getattr(mistake, f) for f in Mistake.__dataclass_fields__}, "played": Draw()}
    )
    if Draw() not in mistake.state().legal_actions():
        with pytest.raises(ValueError, match="not legal"):
            illegal.state()
