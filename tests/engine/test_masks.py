"""The shared bit masks and tables (drawgame.engine.masks), the R8 stock check and the one
scoring rule (R13, R14) that the engine and the AI's simulations both use."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from drawgame.engine import (
    DRAW,
    FULL_SET,
    PASS,
    PROTECTED_STOCK,
    HandState,
    Termination,
    may_draw,
    score_hand,
    winner_and_gain,
)
from drawgame.engine.masks import (
    BIT,
    FULL_MASK,
    OTHER,
    PIPS,
    VALUE_MASK,
    indices_of,
    mask_of,
    pips_of,
    tiles_of,
)

masks_st = st.integers(0, FULL_MASK)


def test_the_tables_read_the_tiles_of_the_set() -> None:
    assert len(BIT) == len(FULL_SET) == FULL_MASK.bit_count() == 28
    for tile in FULL_SET:
        i = tile.index
        assert BIT[i] == 1 << i
        assert PIPS[i] == tile.pips
        for value in range(7):
            # R6: a tile fits an end when one of its halves shows the end's value.
            assert bool(VALUE_MASK[value] & BIT[i]) == tile.has(value)
            # R10: placed on ``value``, the tile leaves its other half open (a double keeps it).
            assert OTHER[value][i] == (tile.other(value) if tile.has(value) else -1)
    # Every value is on 7 tiles (its double counts once).
    assert [m.bit_count() for m in VALUE_MASK] == [7] * 7


@given(masks_st)
def test_a_mask_reads_back_as_its_tiles_in_set_order(mask: int) -> None:
    tiles = tiles_of(mask)
    assert [t.index for t in tiles] == sorted(t.index for t in tiles)
    assert indices_of(mask) == tuple(t.index for t in tiles)
    assert mask_of(tiles) == mask
    assert pips_of(mask) == sum(t.pips for t in tiles)


def test_may_draw_keeps_the_last_two_stock_tiles() -> None:
    # R7, R8: a draw only while the stock holds more than its two protected tiles.
    assert PROTECTED_STOCK == 2
    assert [may_draw(size) for size in range(5)] == [False, False, False, True, True]


@given(st.sampled_from([2, 3, 4]), st.integers(0, 2**32 - 1))
def test_may_draw_agrees_with_the_legal_actions(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = HandState.deal(players, 0, rng)
    while not state.is_over:
        legal = state.legal_actions()
        assert (DRAW in legal) == may_draw(state.stock_size) == state.can_draw()
        if PASS in legal:
            assert state.stock_size == PROTECTED_STOCK
        state = state.apply(rng.choice(legal))
    assert state.stock_size >= PROTECTED_STOCK


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
    masks_st,
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
