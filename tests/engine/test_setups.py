"""A hand's set-up is checked when it is built from tiles (R1, R3, R8): a duplicate, a
missing tile, wrong counts, a bad seat or a line that does not join up is refused."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.engine import (
    End,
    HandState,
    Place,
)

seeds = st.integers(min_value=0, max_value=2**63)
player_counts = st.sampled_from([2, 3, 4])


def dealt(players: int, seed: int) -> HandState:
    rng = random.Random(seed)
    return HandState.deal(players, rng.randrange(players), rng)


@settings(max_examples=300)
@given(players=player_counts, seed=seeds, data=st.data())
def test_from_tiles_rejects_impossible_set_ups(
    players: int, seed: int, data: st.DataObject
) -> None:
    good = dealt(players, seed)
    hands = [list(hand) for hand in good.hands]
    stock = list(good.stock)
    opener = good.opener
    HandState.from_tiles(hands, stock, opener)  # the unchanged set-up is fine
    seat = data.draw(st.integers(0, players - 1))
    other = (seat + 1) % players
    where = data.draw(st.integers(0, len(hands[seat]) - 1))

    # A duplicate: one tile replaced by a copy of another seat's tile.
    dup = [list(h) for h in hands]
    dup[seat][where] = hands[other][0]
    with pytest.raises(ValueError, match="twice"):
        HandState.from_tiles(dup, stock, opener)
    dup_stock = list(stock)
    dup_stock[0] = hands[seat][where]
    with pytest.raises(ValueError, match="twice"):
        HandState.from_tiles(hands, dup_stock, opener)

    # A missing tile.
    short = [list(h) for h in hands]
    short[seat].pop(where)
    with pytest.raises(ValueError):
        HandState.from_tiles(short, stock, opener)
    with pytest.raises(ValueError, match="missing"):
        HandState.from_tiles(hands, stock[1:], opener)

    # Wrong counts: a tile moved from one hand to another, or from the stock to a hand.
    moved = [list(h) for h in hands]
    moved[other].append(moved[seat].pop(where))
    with pytest.raises(ValueError, match="R3"):
        HandState.from_tiles(moved, stock, opener)
    grown = [list(h) for h in hands]
    grown[seat].append(stock[0])
    with pytest.raises(ValueError, match="R3"):
        HandState.from_tiles(grown, stock[1:], opener)

    # A stock without its two protected tiles, even in mid-hand (R8).
    line = [Place(hands[opener][0], End.LEFT)]
    mid_ok = [list(h) for h in hands]
    mid_ok[opener].pop(0)
    HandState.from_tiles(mid_ok, stock, opener, line=line)  # the opener has opened: fine
    mid = [list(h) for h in hands]
    mid[opener].pop(0)
    mid[opener].extend(stock[:-1])
    with pytest.raises(ValueError, match="R8"):
        HandState.from_tiles(mid, stock[-1:], opener, line=line)

    # Bad seats and player counts.
    bad_seat = data.draw(st.sampled_from([-1, players, players + 3, True, 1.0, "0"]))
    with pytest.raises(ValueError, match="seat"):
        HandState.from_tiles(hands, stock, bad_seat)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seat"):
        HandState.from_tiles(hands, stock, None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seat"):
        HandState.from_tiles(mid_ok, stock, opener, line=line, current=bad_seat)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="players"):
        HandState.from_tiles(hands[:1], stock, 0)
    with pytest.raises(ValueError):
        HandState.from_tiles([*hands, []], stock, opener)

    # Not tiles at all, and a line that does not join up.
    junk = [list(h) for h in hands]
    junk[seat][where] = "[1|2]"  # type: ignore[call-overload]
    with pytest.raises(ValueError, match="not a Tile"):
        HandState.from_tiles(junk, stock, opener)
    first = hands[opener][0]
    misfits = [t for h in mid_ok for t in h if not t.has(first.low) and not t.has(first.high)]
    if misfits:
        bad_line = [*line, Place(misfits[0], End.RIGHT)]
        mid_bad = [[t for t in h if t != misfits[0]] for h in mid_ok]
        with pytest.raises(ValueError, match="does not fit"):
            HandState.from_tiles(mid_bad, stock, opener, line=bad_line)
