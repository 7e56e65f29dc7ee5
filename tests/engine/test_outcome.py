"""The hand's result (R13-R15), one test (or a few) per rule of RULES.md, named after it."""

from hypothesis import given
from hypothesis import strategies as st

from drawgame.engine import (
    PASS,
    End,
    Place,
    Termination,
    score_hand,
    winner_and_gain,
)

from ._play import T, blocked_position, mid_hand, play_match, position, tiles

L, R = End.LEFT, End.RIGHT


# -- R13 Domino ---------------------------------------------------------------------------


def test_r13_domino_winner_takes_all_opponents_pips_zero_and_eight_give_eight() -> None:
    # The seeds' example: one opponent holds only [0|0] (0 pips), the other 8.
    state = mid_hand([tiles("[3|4]"), tiles("[0|0]"), tiles("[2|6]")], [Place(T("[3|3]"), L)])
    outcome = state.apply(Place(T("[3|4]"), R)).outcome
    assert outcome is not None
    assert outcome.termination is Termination.DOMINO
    assert outcome.winner == 0
    assert outcome.gains == (8, 0, 0)


def test_r13_holding_zero_zero_is_not_going_out() -> None:
    # Two players, seat 1 holds only [0|0]: seat 0 going out still wins the hand (for 0).
    state = mid_hand([tiles("[3|4]"), tiles("[0|0]")], [Place(T("[3|3]"), L)])
    outcome = state.apply(Place(T("[3|4]"), L)).outcome
    assert outcome is not None
    assert (outcome.termination, outcome.winner, outcome.gains) == (Termination.DOMINO, 0, (0, 0))
    assert score_hand(Termination.DOMINO, [0, 0, 8], 0).gains == (8, 0, 0)
    assert score_hand(Termination.DOMINO, [5, 0, 7, 12], 1).gains == (0, 24, 0, 0)


# -- R14 Blocked --------------------------------------------------------------------------


def test_r14_lowest_total_scores_opponents_minus_own_3_8_10_gives_15() -> None:
    outcome = blocked_position().apply(PASS).apply(PASS).apply(PASS).outcome
    assert outcome is not None
    assert outcome.winner == 0
    assert outcome.gains == (15, 0, 0)  # 8 + 10 - 3, no bonus for three players


def test_r14_shared_lowest_total_scores_nothing_3_3_10() -> None:
    state = position(
        [tiles("[1|2]"), tiles("[0|1] [0|2]"), tiles("[4|6]")],
        tiles("[0|4] [0|6]"),
        5,
        current=0,
    )
    assert state.ends == (5, 5) and state.legal_actions() == (PASS,)
    for _ in range(3):
        state = state.apply(PASS)
    outcome = state.outcome
    assert outcome is not None
    assert outcome.termination is Termination.BLOCKED
    assert outcome.totals == (3, 3, 10)
    assert outcome.winner is None
    assert outcome.gains == (0, 0, 0)


def test_r14_totals_are_compared_only_in_a_blocked_hand() -> None:
    # Seat 1 holds the lowest total, but seat 0 went out: seat 0 scores.
    assert score_hand(Termination.DOMINO, [0, 1, 9], 0).gains == (10, 0, 0)
    assert score_hand(Termination.BLOCKED, [2, 1, 9], 0).gains == (0, 10, 0)
    assert score_hand(Termination.BLOCKED, [3, 8], 0).gains == (5, 0)
    assert score_hand(Termination.BLOCKED, [4, 4, 4, 4], 3).gains == (0, 0, 0, 0)
    assert score_hand(Termination.BLOCKED, [9, 6, 6, 2], 3).gains == (0, 0, 0, 19)


# -- R15 Exact points ---------------------------------------------------------------------


def test_r15_gains_are_exact_and_never_lower_a_score() -> None:
    seen_not_multiple_of_five = False
    for seed in range(40):
        previous = None
        for match in play_match(3, seed):
            if previous is not None:
                assert all(a >= b for a, b in zip(match.scores, previous, strict=True))
            previous = match.scores
        for outcome in match.outcomes:
            assert all(gain >= 0 for gain in outcome.gains)
            seen_not_multiple_of_five |= any(gain % 5 for gain in outcome.gains)
        assert match.scores == tuple(
            sum(o.gains[seat] for o in match.outcomes) for seat in range(3)
        )
    assert seen_not_multiple_of_five


def test_winner_and_gain_follows_r13_and_r14() -> None:
    # R13: opponents holding 0 and 8 give the winner 8.
    assert winner_and_gain([0, 0, 8], 0) == (0, 8)
    # R14: totals 3, 8 and 10 give the lowest 15; a shared lowest total gives nothing.
    assert winner_and_gain([8, 3, 10], -1) == (1, 15)
    assert winner_and_gain([3, 3, 10], -1) == (-1, 0)


@given(st.lists(st.integers(0, 60), min_size=2, max_size=4), st.integers(0, 3))
def test_score_hand_is_winner_and_gain(totals: list[int], seat: int) -> None:
    seat %= len(totals)
    totals[seat] = 0  # who goes out holds nothing
    domino = score_hand(Termination.DOMINO, totals, seat)
    assert (domino.winner, domino.gains[seat]) == winner_and_gain(totals, seat)
    assert sum(domino.gains) == domino.gains[seat]
    blocked = score_hand(Termination.BLOCKED, totals, seat)
    winner, gain = winner_and_gain(totals, -1)
    assert blocked.winner == (None if winner < 0 else winner)
    assert blocked.gains == tuple(gain if s == winner else 0 for s in range(len(totals)))
