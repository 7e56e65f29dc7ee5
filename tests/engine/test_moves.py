"""The deal's shuffle and the legal actions read from the quarter tables (R6-R9)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from drawgame.engine import (
    DRAW,
    PASS,
)
from drawgame.engine.masks import (
    FULL_MASK,
    tiles_of,
)


def test_the_deal_shuffles_as_random_shuffle_does() -> None:
    # HandState.deal writes random.Random.shuffle out for speed: the same order, seed by
    # seed, and the generator left in the same state; other generators shuffle themselves.
    from drawgame.engine.moves import shuffled_set

    class Counting(random.Random):
        pass

    for seed in range(2000):
        ours, theirs = random.Random(seed), random.Random(seed)
        order = list(range(28))
        theirs.shuffle(order)
        assert shuffled_set(ours) == order
        assert ours.getrandbits(64) == theirs.getrandbits(64)
    mine, reference = Counting(3), random.Random(3)
    order = list(range(28))
    reference.shuffle(order)
    assert shuffled_set(mine) == order


@given(
    st.integers(0, FULL_MASK),
    st.sampled_from([(-1, -1)] + [(a, b) for a in range(7) for b in range(7)]),
    st.booleans(),
)
def test_the_legal_actions_by_quarter_tables_are_the_rules_written_out(
    hand: int, ends: tuple[int, int], can_draw: bool
) -> None:
    # HandState.legal_actions reads a hand's places from tables (moves.QUARTERS), a quarter
    # of the hand at a time; here the same list written out from R5-R9.
    from drawgame.engine import End, Place
    from drawgame.engine.moves import legal_for

    left, right = ends
    expected: list[object] = []
    for tile in tiles_of(hand):
        if left < 0:
            expected.append(Place(tile, End.LEFT))  # the opening, on the left (R5)
        else:
            expected += [
                Place(tile, e) for e, v in ((End.LEFT, left), (End.RIGHT, right)) if tile.has(v)
            ]
    if can_draw:
        expected.append(DRAW)
    elif not expected:
        expected.append(PASS)
    assert list(legal_for(hand, left, right, can_draw)) == expected
