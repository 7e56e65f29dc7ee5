"""The reviews of single hands put together are the review of the whole match: the same
decisions, lucks and totals as :func:`review_match` over every hand."""

from __future__ import annotations

from drawgame.ai.review import Options, review_match
from drawgame.ui.review import figures

from ._reviewed import BUDGET, record


def test_the_hands_reviewed_one_by_one_make_the_whole_match():
    match = record()
    options = Options.for_budget(BUDGET)
    whole = review_match(match, [1], options=options)
    hands = range(len(match.hands), 0, -1)  # in any order
    parts = [review_match(match, [1], options=options, hands=[h]) for h in hands]
    together = figures.combine(parts, 1)
    assert together.decisions == whole.decisions
    assert together.lucks == whole.lucks
    assert together.totals == whole.totals
    assert list(together.summaries) == [s for s in whole.summaries if s.decisions]
    # Margins: every decision's loss margin counted once, the deal's luck at its value's.
    mean = figures.mean_loss_margin(whole.decisions)
    assert 0 < mean < max(d.margin for d in whole.decisions)
    deal = next(x for x in whole.lucks if x.kind == "deal")
    first = next(d for d in whole.decisions if d.hand == deal.hand)
    assert figures.luck_margin(deal, whole.decisions) == first.analysis.best.margin
