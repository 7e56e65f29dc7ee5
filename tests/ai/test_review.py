"""The review of a recorded match: fair, low-noise verdicts, labels, summaries, progress."""

from __future__ import annotations

import json
import math
import random

import pytest

from drawgame.ai.analysis import json_number
from drawgame.ai.review import (
    GOOD_BELOW,
    INACCURACY_BELOW,
    MISTAKE_BELOW,
    Label,
    Options,
    Reason,
    Review,
    ReviewCancelled,
    action_values,
    judge,
    label_for,
    review_match,
)
from drawgame.engine import DRAW, End, HandState, Match, Place
from drawgame.engine.record import MatchRecord, record_from_match
from tests.engine._play import T, final_match, play_match, position, tiles

BUDGET = 150
OPTIONS = Options.for_budget(BUDGET)
#: For what holds at any budget (which decisions, how they add up and combine).
QUICK = Options.for_budget(12)


def short_record(players: int = 2, seed: int = 3) -> MatchRecord:
    """A record of the first hand of a seeded match (random players)."""
    positions = list(play_match(players, seed, "uniform"))
    first = next(m for m in positions if m.hand.outcome is not None)
    return record_from_match(first, seed=seed)


def test_placing_the_last_tile_is_best_and_drawing_instead_is_a_blunder() -> None:
    # Seat 0 holds only [3|5], which fits: placing it wins the hand at once (R12, R13).
    state = position(
        [tiles("[3|5]"), tiles("[6|6] [5|6] [4|6]")], tiles("[3|4] [0|0] [1|1] [2|2]"), 3
    )
    view = state.view(0)
    place = next(a for a in view.legal_actions if isinstance(a, Place))
    right = judge(view, place, OPTIONS)
    assert (right.best, right.loss, right.label, right.reason) == (
        place,
        0.0,
        Label.BEST,
        Reason.BEST,
    )
    wrong = judge(view, DRAW, OPTIONS)
    assert wrong.best == place
    assert wrong.loss >= MISTAKE_BELOW
    assert (wrong.label, wrong.reason) == (Label.BLUNDER, Reason.NEEDLESS_DRAW)
    # Placing wins the opponent's 3 tiles: 33 points in truth, but seat 0 cannot know which
    # 3 of its 7 unseen tiles (46 pips) they are, so it expects 3/7 of 46, not 33.
    assert dict(wrong.values)[place] == pytest.approx(46 * 3 / 7, abs=1.5)


def test_a_tile_on_two_ends_showing_the_same_value_is_the_same_move() -> None:
    state = position([tiles("[3|4] [0|0]"), tiles("[6|6] [5|6] [4|6]")], tiles("[3|5] [1|1]"), 3)
    view = state.view(0)
    assert view.ends == (3, 3)
    # One move, named on one end whichever end was played: the end the table lists.
    for end in (End.LEFT, End.RIGHT):
        verdict = judge(view, Place(T("[3|4]"), end), OPTIONS)
        assert verdict.best == verdict.analysis.best.action == Place(T("[3|4]"), End.LEFT)
        assert (verdict.loss, verdict.label) == (0.0, Label.BEST)


def test_a_verdict_never_reads_the_hidden_tiles() -> None:
    # Two deals that seat 0 cannot tell apart (an opponent's tile and a stock tile swapped)
    # give the very same verdict: the search sees only the seat's view.
    mine = tiles("[0|0] [0|3] [0|4] [2|4] [2|6] [3|5] [4|6]")
    theirs = tiles("[1|1] [1|6] [2|3] [2|5] [3|3] [3|4] [4|5]")
    stock = tiles("[1|4] [2|2] [4|4] [5|6] [0|6] [1|2] [1|3] [3|6] [0|5] [1|5] [5|5] [0|2]")
    stock += tiles("[0|1] [6|6]")
    one = HandState.from_tiles([mine, theirs], stock, 0)
    swapped_theirs = [stock[0], *theirs[1:]]
    swapped_stock = [theirs[0], *stock[1:]]
    two = HandState.from_tiles([mine, swapped_theirs], swapped_stock, 0)
    assert one.hands[1] != two.hands[1]
    a = judge(one.view(0), one.legal_actions()[0], OPTIONS)
    b = judge(two.view(0), two.legal_actions()[0], OPTIONS)
    assert a == b


def test_common_deals_make_equal_actions_exactly_equal() -> None:
    # Drawing when the stock's next tile is unknown, twice with the same seed: same values.
    state = Match.new(2, random.Random(8), first_opener=0).hand
    first = action_values(state.view(0), OPTIONS)
    again = action_values(state.view(0), OPTIONS)
    assert first == again
    assert len(first) == len(state.legal_actions())


@pytest.mark.parametrize(
    ("loss", "label"),
    [
        (0.0, Label.GOOD),
        (GOOD_BELOW - 0.01, Label.GOOD),
        (GOOD_BELOW, Label.INACCURACY),
        (INACCURACY_BELOW, Label.MISTAKE),
        (MISTAKE_BELOW - 0.01, Label.MISTAKE),
        (MISTAKE_BELOW, Label.BLUNDER),
    ],
)
def test_labels_follow_the_thresholds(loss: float, label: Label) -> None:
    assert label_for(loss, is_best=False) is label
    assert label_for(loss, is_best=True) is Label.BEST


def test_a_loss_within_its_margin_is_good() -> None:
    assert label_for(6.0, is_best=False, margin=7.0) is Label.GOOD
    assert label_for(6.0, is_best=False, margin=5.0) is Label.MISTAKE


def test_a_review_covers_every_decision_of_the_chosen_seats() -> None:
    record = short_record(3, 4)
    turns = record.hands[0].turns
    review = review_match(record, [1], options=QUICK)
    assert [(d.turn, d.played) for d in review.decisions] == [
        (t, action) for t, (seat, action) in enumerate(turns, 1) if seat == 1
    ]
    for d in review.decisions:
        assert d.loss >= 0
        if d.played == d.best:
            assert d.loss == 0
        assert (d.label is Label.BEST) == (d.played == d.best)
        if d.reason is Reason.FORCED:
            assert d.label is Label.BEST and len(d.candidates) == 1
    everyone = review_match(record, options=QUICK)
    assert {d.seat for d in everyone.decisions} == {0, 1, 2}
    assert len(everyone.decisions) == len(turns)
    # A verdict does not depend on which seats are reviewed.
    assert [d for d in everyone.decisions if d.seat == 1] == list(review.decisions)
    assert review.scores == record.to_match().scores


def test_summaries_add_up_and_group_runs_of_the_same_reason() -> None:
    record = record_from_match(final_match(2, 41))
    review = review_match(record, [0], options=QUICK)
    assert len(review.summaries) == len(record.hands)
    for summary in review.summaries:
        mine = [d for d in review.decisions if d.hand == summary.hand]
        assert summary.loss == pytest.approx(sum(d.loss for d in mine), abs=0.05)
        assert sum(item.loss for item in summary.items) == pytest.approx(summary.loss, abs=0.05)
        assert [i.loss for i in summary.items] == sorted(
            (i.loss for i in summary.items), reverse=True
        )
        lossy = [d.turn for d in mine if d.loss > 0]
        assert sorted(t for item in summary.items for t in item.turns) == lossy
        for item in summary.items:
            assert {d.reason for d in mine if d.turn in item.turns} == {item.reason}
    document = review.to_dict()
    assert set(document) >= {"players", "scores", "decisions"}
    assert set(document["decisions"][0]) >= {
        "hand",
        "turn",
        "seat",
        "played",
        "best",
        "loss",
        "label",
    }


def test_progress_is_reported_and_the_review_can_be_cancelled() -> None:
    record = short_record(2, 6)
    seen: list[tuple[int, int]] = []
    review_match(
        record,
        [0],
        options=QUICK,
        progress=lambda done, total: seen.append((done, total)),
    )
    total = sum(1 for seat, _ in record.hands[0].turns if seat == 0)
    assert seen == [(done, total) for done in range(total + 1)]
    calls = 0

    def cancelled() -> bool:
        nonlocal calls
        calls += 1
        return calls > 2

    with pytest.raises(ReviewCancelled):
        review_match(record, options=QUICK, cancelled=cancelled)
    assert calls == 3


def test_bad_seats_are_refused() -> None:
    with pytest.raises(ValueError, match="seat"):
        review_match(short_record(), [2], options=Options.for_budget(10))


def several_hands(players: int = 2, seed: int = 41, hands: int = 3) -> MatchRecord:
    match = final_match(players, seed)
    record = record_from_match(match)
    return MatchRecord(record.seats, record.hands[:hands], house_rules=record.house_rules)


@pytest.mark.parametrize(("players", "seats"), [(2, None), (3, [2]), (4, [0, 3])])
def test_reviews_of_single_hands_combine_into_the_review_of_them_all(
    players: int, seats: list[int] | None
) -> None:
    record = several_hands(players)
    options = QUICK
    whole = review_match(record, seats, options=options)
    parts = [review_match(record, seats, options=options, hands=[n]) for n in (3, 1, 2)]
    combined = Review.combine(parts)
    assert combined.to_dict() == whole.to_dict()
    assert combined.decisions == whole.decisions and combined.lucks == whole.lucks
    assert combined.totals == whole.totals
    assert [(s.hand, s.seat, s.decisions) for s in combined.summaries] == [
        (s.hand, s.seat, s.decisions) for s in whole.summaries
    ]
    # Two hands in one part, one in the other.
    pair = review_match(record, seats, options=options, hands=[1, 3])
    assert Review.combine([parts[2], pair]).to_dict() == whole.to_dict()
    for seat in whole.seats:
        total = whole.total(seat)
        assert total is not None
        assert total.decisions == sum(1 for d in whole.decisions if d.seat == seat)
        luck = sum(x.points for x in whole.lucks if x.seat == seat)
        assert total.luck == pytest.approx(luck, abs=0.01)


def test_reviews_of_other_matches_or_the_same_hand_do_not_combine() -> None:
    record = several_hands()
    options = Options.for_budget(10)
    one = review_match(record, options=options, hands=[1])
    with pytest.raises(ValueError, match="same hand"):
        Review.combine([one, review_match(record, options=options, hands=[1, 2])])
    with pytest.raises(ValueError, match="same match and seats"):
        Review.combine([one, review_match(record, [0], options=options, hands=[2])])
    with pytest.raises(ValueError, match="no review"):
        Review.combine([])


@pytest.mark.parametrize("budget", [1, 2, 3])
def test_a_tiny_budget_still_gives_strict_json(budget: int) -> None:
    # One deal per estimate: margins are infinite, and written as null, never Infinity.
    review = review_match(several_hands(2, 41, 1), options=Options.for_budget(budget))
    document = review.to_dict()
    text = json.dumps(document, allow_nan=False)
    assert "null" in text
    margins = [c["margin"] for d in document["decisions"] for c in d["candidates"]]
    assert None in margins


def test_json_number() -> None:
    assert json_number(1.234) == 1.23 and json_number(2.25, 1) == 2.2
    assert json_number(math.nan) is None
    assert json_number(math.inf) is None and json_number(-math.inf) is None


def test_a_match_by_other_rules_is_reviewed_by_them_as_the_hint_judged_it() -> None:
    """A short match (target 50) or house rules: the review replayed every hand by the
    standard rules, so its verdicts differed from the hint's and the tutor's on the very
    same decision (seen: "open with [0|0] loses 3.3 ± 1.4" from the tutor, "2.4 ± 1.9" in
    the review), and a protected stock of another size gave other legal moves."""
    from drawgame.engine.rules import Rules

    rules = Rules(players=2, deal_size=7, protected_stock=4, target=50)
    rng = random.Random(8)
    match = Match.new(rules, rng, first_opener=0)
    live = []
    while match.hand.outcome is None:
        seat = match.hand.current
        action = rng.choice(match.hand.legal_actions())
        if seat == 0:
            live.append(judge(match.hand.view(0), action, OPTIONS, value_forced=True))
        match = match.apply(action)
    record = record_from_match(match, seed=8)
    assert record.rules == rules
    reviewed = review_match(record, [0], options=OPTIONS).decisions
    assert [(d.best, d.loss, d.margin, d.label) for d in reviewed] == [
        (v.best, v.loss, v.margin, v.label) for v in live
    ]


def test_a_move_the_tutor_warned_of_reads_in_the_review_as_the_tutor_said() -> None:
    # The player was warned of x, chose again and played another move: the review of the
    # saved record gives x the loss and margin the tutor gave, where the plain table did not.
    from dataclasses import replace

    from drawgame.ai.analysis import analyse, forget_recent
    from drawgame.ai.tutor import check_move
    from drawgame.engine.record import read_record, write_record
    from drawgame.engine.tutor_warning import TutorWarning

    record = several_hands(2, 41, 1)
    state = record.hands[0].initial_state(record.rules)
    warnings = []
    for turn, (seat, played) in enumerate(record.hands[0].turns, 1):
        view = state.view(seat, scores=[0, 0], target=record.target, hand_number=1)
        state = state.apply(played)
        if seat != 0 or len(view.legal_actions) < 2 or len(warnings) == 3:
            continue
        table = analyse(view, OPTIONS)
        others = [c.action for c in table.candidates[1:] if c.action != played]
        if others:
            warnings.append((turn, view, others[-1], check_move(view, others[-1], OPTIONS)))
    assert len(warnings) == 3
    notes = tuple(TutorWarning(1, turn - 1, x) for turn, _, x, _ in warnings)
    text = write_record(replace(record, tutor_warnings=notes))
    forget_recent()
    plain = {d.turn: d for d in review_match(record, [0], options=OPTIONS).decisions}
    forget_recent()
    warned = {d.turn: d for d in review_match(read_record(text), [0], options=OPTIONS).decisions}
    changed = 0
    for turn, _, x, check in warnings:
        row = warned[turn].analysis.candidate(x)
        assert (row.loss, row.loss_margin) == (check.loss, check.margin)
        changed += plain[turn].analysis.candidate(x) != row
        # The move played keeps its verdict.
        assert (warned[turn].loss, warned[turn].margin) == (plain[turn].loss, plain[turn].margin)
    assert changed, "no warned move was judged more closely: the test shows nothing"
