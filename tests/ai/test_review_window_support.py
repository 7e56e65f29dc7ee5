"""What the review window needs of the review: one hand at a time, and a Cancel that
stops within a decision, not only between two."""

from __future__ import annotations

import random

import pytest

from drawgame.ai.review import Options, ReviewCancelled, review_match
from drawgame.engine import Match
from drawgame.engine.record import record_from_match


def two_hands():
    rng = random.Random(4)
    match = Match.new(2, rng, first_opener=0)
    for _ in range(2):
        while match.hand.outcome is None:
            match = match.apply(rng.choice(match.hand.legal_actions()))
        if match.result is None:
            match = match.next_hand(rng)
    return record_from_match(match, seed=4)


def test_only_the_hands_asked_for_are_reviewed():
    record = two_hands()
    review = review_match(record, [0], options=Options.for_budget(30), hands=[2])
    assert review.decisions and {d.hand for d in review.decisions} == {2}
    whole = review_match(record, [0], options=Options.for_budget(30))
    assert [d for d in whole.decisions if d.hand == 2] == list(review.decisions)


def test_cancel_stops_inside_a_long_decision():
    record = two_hands()
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 3  # the first decision has begun: stop it

    done = []
    with pytest.raises(ReviewCancelled):
        review_match(
            record,
            [0],
            options=Options.for_budget(1_000_000),
            cancelled=cancelled,
            progress=lambda d, _t: done.append(d),
        )
    # It stopped at the very question that said so (asked again after a batch of deals,
    # not only when the decision is over), before finishing more than one decision.
    assert len(asked) == 4
    assert max(done) <= 1
