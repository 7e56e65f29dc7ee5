"""Hypothesis properties over seeded random hands and matches for 2, 3 and 4 players."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.engine import (
    DEAL_SIZE,
    DRAW,
    FULL_SET,
    PASS,
    Action,
    End,
    HandState,
    IllegalAction,
    Match,
    Pass,
    Place,
    Termination,
    target_for,
)

from ._play import CANDIDATES, POLICIES, play_hand, play_match

seeds = st.integers(min_value=0, max_value=2**63)
player_counts = st.sampled_from([2, 3, 4])
policies = st.sampled_from(POLICIES)

HANDS = settings(max_examples=300)
MATCHES = settings(max_examples=100)


def dealt(players: int, seed: int) -> HandState:
    rng = random.Random(seed)
    return HandState.deal(players, rng.randrange(players), rng)


def snapshot(state: HandState) -> tuple[object, ...]:
    """Everything observable about a state, to check that a failed apply changed nothing."""
    return (
        state.hands,
        state.stock,
        state.line.tiles,
        state.ends,
        state.current,
        state.history,
        state.outcome,
        state.passes_in_a_row,
        state.legal_actions(),
    )


def fits(state: HandState) -> bool:
    """Whether the seat to move holds a tile that fits an open end (R6)."""
    ends = state.ends
    hand = state.hands[state.current]
    return bool(hand) if ends is None else any(t.has(ends[0]) or t.has(ends[1]) for t in hand)


@HANDS
@given(players=player_counts, seed=seeds, policy=policies)
def test_tiles_are_conserved_and_the_last_two_never_drawn(
    players: int, seed: int, policy: str
) -> None:
    start = dealt(players, seed)
    protected = start.stock[-2:]
    for _, _, state in play_hand(start, random.Random(seed), policy):
        held = [t for hand in state.hands for t in hand]
        everything = held + list(state.stock) + list(state.line.tiles)
        assert sorted(everything) == list(FULL_SET)
        assert state.stock_size == len(state.stock) >= 2
        assert state.stock[-2:] == protected
        assert not set(protected) & set(held)
        assert state.hand_sizes == tuple(len(hand) for hand in state.hands)


@HANDS
@given(players=player_counts, seed=seeds, policy=policies)
def test_a_pass_happens_only_when_r9_allows(players: int, seed: int, policy: str) -> None:
    for before, action, after in play_hand(dealt(players, seed), random.Random(seed), policy):
        if isinstance(action, Pass):
            assert before.stock_size <= 2
            assert before.ends is not None and not fits(before)
        else:
            assert PASS not in before.legal_actions()
        if action == DRAW:
            assert before.stock_size > 2
            assert after.stock_size == before.stock_size - 1
            assert after.current == before.current
        # R7: whoever holds nothing that fits must draw while the stock allows it.
        if not fits(before) and before.stock_size > 2:
            assert before.legal_actions() == (DRAW,)


def expected_legal(state: HandState) -> list[Action]:
    """R5-R9 written out plainly, in the engine's documented order."""
    if state.outcome is not None:
        return []
    out: list[Action] = []
    for tile in state.hands[state.current]:
        if state.ends is None:
            out.append(Place(tile, End.LEFT))
            continue
        left, right = state.ends
        if tile.has(left):
            out.append(Place(tile, End.LEFT))
        if tile.has(right):
            out.append(Place(tile, End.RIGHT))
    if state.stock_size > 2:
        out.append(DRAW)
    elif not out:
        out.append(PASS)
    return out


@pytest.mark.slow
@settings(max_examples=150)
@given(players=player_counts, seed=seeds, policy=policies)
def test_legal_actions_are_exactly_the_actions_apply_accepts(
    players: int, seed: int, policy: str
) -> None:
    start = dealt(players, seed)
    states = [start] + [after for _, _, after in play_hand(start, random.Random(seed), policy)]
    assert states[-1].outcome is not None  # the final position, where nothing is legal
    for state in states:
        legal = state.legal_actions()
        assert list(legal) == expected_legal(state)
        assert len(set(legal)) == len(legal)
        before = snapshot(state)
        accepted = []
        for action in CANDIDATES:
            try:
                state.apply(action)
            except IllegalAction as error:
                assert str(error)  # the message says why
                assert not state.is_legal(action)
            else:
                accepted.append(action)
                assert state.is_legal(action)
            assert snapshot(state) == before
        assert set(accepted) == set(legal)


@HANDS
@given(players=player_counts, seed=seeds, policy=policies)
def test_every_hand_ends_and_gains_follow_r13_r14(players: int, seed: int, policy: str) -> None:
    steps = list(play_hand(dealt(players, seed), random.Random(seed), policy))
    state = steps[-1][2]
    # A hand has at most 12 draws, 28 placements and a pass per seat between placements.
    assert len(steps) <= 12 + 28 * (players + 1)
    outcome = state.outcome
    assert outcome is not None and state.legal_actions() == ()
    totals = tuple(sum(t.pips for t in hand) for hand in state.hands)
    assert outcome.totals == totals
    gains = [0] * players
    empty = [seat for seat, hand in enumerate(state.hands) if not hand]
    if empty:
        # R13: the one who went out takes every opponent's pips.
        assert outcome.termination is Termination.DOMINO
        assert len(empty) == 1 and outcome.winner == empty[0]
        assert state.history[-1].seat == empty[0]
        assert isinstance(state.history[-1].action, Place)
        gains[empty[0]] = sum(totals)
    else:
        # R14: every seat passed in turn; a single lowest total takes the rest minus itself.
        assert outcome.termination is Termination.BLOCKED
        assert state.stock_size == 2
        last = state.history[-players:]
        assert [turn.action for turn in last] == [PASS] * players
        assert sorted(turn.seat for turn in last) == list(range(players))
        lowest = min(totals)
        if totals.count(lowest) == 1:
            winner = totals.index(lowest)
            assert outcome.winner == winner
            gains[winner] = sum(totals) - 2 * lowest
        else:
            assert outcome.winner is None
    assert outcome.gains == tuple(gains)


@MATCHES
@given(players=player_counts, seed=seeds, policy=policies)
def test_matches_scores_openers_and_the_end(players: int, seed: int, policy: str) -> None:
    target = target_for(players)
    previous: Match | None = None
    for match in play_match(players, seed, policy):
        assert match.target == target
        # Scores never fall, and only change when a hand ends (R11, R15).
        if previous is not None:
            assert all(a >= b for a, b in zip(match.scores, previous.scores, strict=True))
            if match.hand_number == previous.hand_number:
                if match.hand.outcome is None:
                    assert match.scores == previous.scores
            else:
                # R16: the next opener sits clockwise from the previous opener.
                assert match.hand_number == previous.hand_number + 1
                assert match.hand.opener == (previous.hand.opener + 1) % players
                assert match.scores == previous.scores
        assert match.scores == tuple(
            sum(o.gains[seat] for o in match.outcomes) for seat in range(players)
        )
        assert match.hand.opener == (match.first_opener + match.hand_number - 1) % players
        # R17: the match ends exactly when a finished hand leaves someone at the target.
        over = match.hand.outcome is not None and max(match.scores) >= target
        assert (match.result is not None) == over
        for past in match.past_hands:
            assert past.outcome is not None
        previous = match
    assert previous is not None and previous.result is not None
    best = max(previous.scores)
    assert previous.result.winners == tuple(
        seat for seat, score in enumerate(previous.scores) if score == best
    )
    # Reaching the target ends the match: no hand after the one that did it.
    for number in range(len(previous.past_hands)):
        partial = previous.outcomes[: number + 1]
        assert max(sum(o.gains[s] for o in partial) for s in range(players)) < target


@HANDS
@given(players=player_counts, seed=seeds, opener=st.integers(0, 3))
def test_deal_follows_r3(players: int, seed: int, opener: int) -> None:
    opener %= players
    state = HandState.deal(players, opener, random.Random(seed))
    size = DEAL_SIZE[players]
    assert state.hand_sizes == (size,) * players
    assert state.stock_size == 28 - size * players
    assert sorted([t for hand in state.hands for t in hand] + list(state.stock)) == list(FULL_SET)
    assert state.current == state.opener == opener and state.players == players
    assert state.ends is None and not state.line and state.history == ()
    assert state.outcome is None and state.passes_in_a_row == 0
    assert state == HandState.deal(players, opener, random.Random(seed))  # seeded
    assert state == HandState.from_tiles(state.hands, state.stock, opener)
