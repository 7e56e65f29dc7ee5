"""The match (R16-R17), one test (or a few) per rule of RULES.md, named after it."""

import random

import pytest

from drawgame.engine import (
    End,
    Match,
    MatchResult,
    target_for,
)
from drawgame.engine.match import match_result

from ._play import play_match

L, R = End.LEFT, End.RIGHT


# -- R16 Next opener ----------------------------------------------------------------------


def test_r16_next_opener_is_clockwise_from_the_previous_opener_not_the_winner() -> None:
    seen_winner_elsewhere = False
    for players in (2, 3, 4):
        for seed in range(10):
            match = Match.new(players, random.Random(seed), first_opener=players - 1)
            rng = random.Random(seed)
            for _ in range(6):
                while match.hand.outcome is None:
                    match = match.apply(rng.choice(match.hand.legal_actions()))
                if match.result is not None:
                    break
                opener = match.hand.opener
                winner = match.hand.outcome.winner
                match = match.next_hand(rng)
                assert match.hand.opener == (opener + 1) % players
                assert match.hand.current == match.hand.opener
                if winner is not None and winner != match.hand.opener:
                    seen_winner_elsewhere = True
    assert seen_winner_elsewhere


def test_r16_the_next_hand_is_a_fresh_deal() -> None:
    match = Match.new(2, random.Random(17), first_opener=0)
    rng = random.Random(17)
    while match.hand.outcome is None:
        match = match.apply(rng.choice(match.hand.legal_actions()))
    with pytest.raises(ValueError):
        Match.new(2, random.Random(17), first_opener=0).next_hand(rng)  # hand not over
    nxt = match.next_hand(rng)
    assert nxt.hand_number == 2
    assert nxt.hand.hand_sizes == (7, 7) and nxt.hand.stock_size == 14
    assert not nxt.hand.line and nxt.scores == match.scores


# -- R17 Match end ------------------------------------------------------------------------


def test_r17_targets() -> None:
    assert target_for(2) == 100
    assert target_for(3) == 61
    assert target_for(4) == 61
    for players, target in ((2, 100), (3, 61), (4, 61)):
        assert Match.new(players, random.Random(0)).target == target


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r17_match_ends_at_the_target_and_keeps_points_beyond(players: int) -> None:
    target = target_for(players)
    beyond = False
    for seed in range(15):
        for match in play_match(players, seed):
            over = match.hand.outcome is not None and max(match.scores) >= target
            assert (match.result is not None) == over
        result = match.result
        assert result is not None
        (winner,) = result.winners  # only one seat scores per hand
        assert match.scores[winner] == max(match.scores) >= target
        assert result.margin == match.scores[winner] - sorted(match.scores)[-2]
        beyond |= match.scores[winner] > target
        assert match.scores == tuple(
            sum(o.gains[seat] for o in match.outcomes) for seat in range(players)
        )
        with pytest.raises(ValueError, match="over"):
            match.next_hand(random.Random(0))
    assert beyond


def test_r17_hands_continue_below_the_target() -> None:
    match = Match.new(2, random.Random(18), first_opener=0)
    rng = random.Random(18)
    while match.hand.outcome is None:
        match = match.apply(rng.choice(match.hand.legal_actions()))
    assert max(match.scores) < 100
    assert match.result is None
    assert match.next_hand(rng).hand_number == 2


def test_r17_who_wins_the_match() -> None:
    # Through play only one seat scores per hand, so several seats cannot reach the target
    # together; the decision itself still follows R17 for any scores.
    assert match_result((99, 0), 100) is None
    assert match_result((100, 40), 100) == MatchResult((0,), 60)
    assert match_result((20, 130), 100) == MatchResult((1,), 110)  # points beyond are kept
    assert match_result((70, 65, 10), 61) == MatchResult((0,), 5)  # the highest wins
    assert match_result((60, 0, 60, 0), 61) is None
    drawn = match_result((70, 70, 62), 61)
    assert drawn == MatchResult((0, 1), None)  # a tie at the top: drawn, no margin
    assert drawn.is_draw
    assert not MatchResult((0,), 3).is_draw
