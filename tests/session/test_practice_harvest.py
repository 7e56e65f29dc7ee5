"""From a review to the practice book: the positions are the player's decisions labelled an
inaccuracy or worse (as the review window's "next mistake" finds them), kept whole so that
the same analysis gives the very same verdict on them later, and the hand's figures are
the review's own."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from drawgame.ai.analysis import judge, position_key
from drawgame.ai.review import Label, Options, Reason, review_match
from drawgame.ai.verdict import ANALYSIS_VERSION
from drawgame.session.practice_harvest import (
    MISTAKES,
    human_seat,
    judged_again,
    lessons,
    match_entry,
    past_hand,
    strength_of,
)
from drawgame.storage.practice import hand_key
from drawgame.storage.records import game_record

from ..storage._saves import finished

BUDGET = 40


def _record(opponents=("hard",), players=2, seed=9):
    return game_record(finished(players, seed), "", opponents)


def test_the_mistakes_are_the_reviews_inaccuracies_and_worse_and_nothing_else():
    record = _record()
    review = review_match(record, [0], options=Options.for_budget(BUDGET), hands=[1])
    figures, mistakes = lessons(record, review, 1, 0, BUDGET)
    wanted = [d for d in review.decisions if d.label in MISTAKES]
    assert wanted, "the record has mistakes to practise"
    assert [m.turn for m in mistakes] == [d.turn for d in wanted]
    for mistake, decision in zip(mistakes, wanted, strict=True):
        assert mistake.loss >= 2.0 and mistake.loss > mistake.margin
        assert mistake.played == decision.played and mistake.best == decision.best
        assert mistake.label == decision.label.value and mistake.budget == BUDGET
    chosen = [d for d in review.decisions if d.reason is not Reason.FORCED]
    assert figures.choices == len(chosen)
    assert figures.good == sum(d.label in (Label.BEST, Label.GOOD) for d in chosen)
    assert figures.lost == round(sum(d.loss for d in chosen), 3)
    assert figures.key == hand_key(record.rules, record.hands[0], 0)


def test_a_kept_position_gets_the_very_same_verdict_from_the_same_analysis():
    record = _record()
    figures, mistakes = past_hand(record, 1, 0, BUDGET)
    assert figures.choices > 0
    mistake = mistakes[0]
    view = mistake.state().view(mistake.seat)
    options = Options.for_budget(mistake.budget)
    assert position_key(view, options).hex() == mistake.key
    again = judge(view, mistake.played, options)
    assert round(again.loss, 3) == mistake.loss and round(again.margin, 3) == mistake.margin
    assert again.best == mistake.best


def test_positions_carry_the_analysis_version_and_are_restated_by_a_new_verdict():
    record = _record()
    _figures, mistakes = past_hand(record, 1, 0, BUDGET)
    assert mistakes and all(m.analysis == ANALYSIS_VERSION for m in mistakes)
    # Kept by an earlier analysis with other figures: judged again, the figures are the
    # verdict's, rounded as the book keeps them.
    old = replace(mistakes[0], loss=9.0, margin=0.5, label="mistake", analysis=0)
    view = old.state().view(old.seat)
    verdict = judge(view, old.played, Options.for_budget(old.budget))
    again = judged_again(old, verdict)
    assert again == mistakes[0]
    # A move the newer analysis no longer calls a mistake is left solved.
    good = replace(verdict, label=Label.GOOD, loss=0.5)
    assert judged_again(old, good).solved and not again.solved


def test_the_player_and_the_opponents_level_are_read_off_the_record(tmp_path: Path):
    assert human_seat(_record()) == 0
    assert strength_of(_record(("easy", "hard"), 3, 4), 0) == "mixed"
    assert strength_of(_record(("medium", "medium"), 3, 4), 0) == "medium"
    record = _record()
    entry = match_entry(tmp_path / "match-1.txt", record, 0)
    assert entry.name == "match-1.txt" and entry.strength == "hard"
    assert len(entry.hands) == len(record.hands)
