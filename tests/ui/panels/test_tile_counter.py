"""The tile counter: for each number, the tiles carrying it that the player has not seen,
worked out from the player's own view only (issue 11)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.engine import FULL_SET, Match
from drawgame.ui.panels.tile_counter import TileCounter, unseen_counts


def some_view(seed: int, steps: int, players: int):
    rng = random.Random(seed)
    match = Match.new(players, rng)
    for _ in range(steps):
        if match.hand.outcome is not None:
            break
        match = match.apply(rng.choice(match.hand.legal_actions()))
    return match, match.view(0)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 40), st.sampled_from([2, 3, 4]))
def test_counts_are_the_tiles_neither_in_hand_nor_on_the_line(seed, steps, players):
    match, view = some_view(seed, steps, players)
    counts = unseen_counts(view)
    for number in range(7):
        seen = [t for t in (*view.hand, *view.line.tiles) if number in (t.low, t.high)]
        assert counts[number] == 7 - len(seen)
    # Hidden tiles (other hands and the stock) are exactly the unseen ones: nothing else.
    hidden = [t for s in range(1, players) for t in match.hand.hand(s)] + list(match.hand.stock)
    for number in range(7):
        assert counts[number] == sum(1 for t in hidden if number in (t.low, t.high))


def test_at_the_deal_only_the_own_hand_is_seen(qtbot):
    _match, view = some_view(3, 0, 2)
    counter = TileCounter()
    qtbot.addWidget(counter)
    counter.set_view(view)
    counts = unseen_counts(view)
    assert sum(counts) == sum(2 - (t.low == t.high) for t in FULL_SET if t not in view.hand)
    description = counter.accessibleDescription()
    assert (
        description.startswith(f"0: {counts[0]} unseen") and f"6: {counts[6]} unseen" in description
    )
