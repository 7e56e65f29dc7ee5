"""Determinizations respect what a view proves (R9 passes) and nothing more (R7 draws)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.ai.inference import BeliefSampler, DealSampler, draw_hints
from drawgame.engine import DRAW, FULL_SET, PASS, End, HandState, Place, PlayerView, Tile
from drawgame.engine.masks import VALUE_MASK

T = Tile.parse


def place(tile: str, end: End) -> Place:
    return Place(T(tile), end)


def tiles(*names: str) -> list[Tile]:
    return [T(n) for n in names]


def passed_on_3_and_5() -> PlayerView:
    """Seat 1 passes on ends 3 and 5 (stock down to two, R9); seat 2 is to move."""
    line = [
        place("[3|3]", End.LEFT),
        place("[3|6]", End.RIGHT),
        place("[5|6]", End.RIGHT),
        place("[5|5]", End.RIGHT),
        place("[0|3]", End.LEFT),
        place("[0|5]", End.LEFT),
        place("[1|5]", End.LEFT),
        place("[1|3]", End.LEFT),
    ]
    hands = [
        tiles("[2|5]", "[3|5]", "[1|6]", "[2|4]", "[2|6]", "[4|6]"),
        tiles("[0|1]", "[0|2]", "[0|4]", "[0|6]", "[1|2]", "[1|4]"),
        tiles("[3|4]", "[2|3]", "[0|0]", "[1|1]", "[2|2]", "[4|4]"),
    ]
    state = HandState.from_tiles(hands, tiles("[4|5]", "[6|6]"), 0, line=line, current=1)
    assert state.ends == (3, 5) and state.legal_actions() == (PASS,)
    state = state.apply(PASS)
    return state.view(2)


def test_after_a_pass_on_3_and_5_no_deal_gives_that_seat_a_3_or_a_5() -> None:
    view = passed_on_3_and_5()
    assert view.passed_on(1) == {3, 5}
    sampler = DealSampler(view)
    rng = random.Random(7)
    forbidden = VALUE_MASK[3] | VALUE_MASK[5]
    in_seat: dict[int, Counter[int]] = {0: Counter(), 1: Counter()}
    in_stock: Counter[int] = Counter()
    samples = 4000
    for _ in range(samples):
        deal = sampler.sample(rng)
        assert deal.hands[1] & forbidden == 0
        assert deal.hands[2] == sum(1 << t.index for t in view.hand)
        assert [h.bit_count() for h in deal.hands] == list(view.hand_sizes)
        assert len(deal.stock) == view.stock_size
        for seat in (0, 1):
            in_seat[seat].update(i for i in range(28) if deal.hands[seat] >> i & 1)
        in_stock.update(deal.stock)
    # Otherwise uniform: seat 1 holds 6 of the 11 unseen tiles without a 3 or a 5; the
    # other unseen tiles are spread over seat 0's six places and the stock's two.
    unseen = [t.index for t in view.unseen()]
    free = [i for i in unseen if not forbidden >> i & 1]
    assert len(unseen) == 14 and len(free) == 11
    for i in unseen:
        expected = {1: 6 / 11, 0: 5 / 11 * 6 / 8} if i in free else {1: 0.0, 0: 6 / 8}
        for seat, p in expected.items():
            assert in_seat[seat][i] / samples == pytest.approx(p, abs=0.04)
        p_stock = 1 - expected[0] - expected[1]
        assert in_stock[i] / samples == pytest.approx(p_stock, abs=0.04)


def test_a_draw_proves_nothing() -> None:
    # R7: drawing is allowed with a playable tile, so a seat that drew may hold anything.
    state = HandState.deal(2, 0, random.Random(3))
    state = state.apply(state.legal_actions()[-1])  # seat 0 draws
    state = state.apply(state.legal_actions()[0])  # and places
    view = state.view(1)
    assert view.passed_on(0) == frozenset()
    sampler = DealSampler(view)
    held = 0
    rng = random.Random(1)
    for _ in range(300):
        held |= sampler.sample(rng).hands[0]
    assert held == sum(1 << t.index for t in view.unseen())


def consistent_deals(view: PlayerView) -> int:
    """Brute force: assignments of the unseen tiles to the other seats and the stock
    (which tiles lie in the stock, not their order: that is what the sampler counts)."""
    others = [s for s in range(view.players) if s != view.seat]
    bins = others + [-1]
    caps = {s: view.hand_sizes[s] for s in others} | {-1: view.stock_size}
    unseen = view.unseen()
    count = 0
    for assignment in itertools.product(bins, repeat=len(unseen)):
        if any(assignment.count(b) != caps[b] for b in bins):
            continue
        if all(
            b == -1 or not (set(view.passed_on(b)) & {t.low, t.high})
            for t, b in zip(unseen, assignment, strict=True)
        ):
            count += 1
    return count


@pytest.mark.slow
@settings(max_examples=60)
@given(st.sampled_from([2, 3, 4]), st.integers(0, 2**32 - 1))
def test_samples_are_consistent_and_the_count_is_exact(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = HandState.deal(players, rng.randrange(players), rng)
    checked = 0
    while not state.is_over:
        view = state.view(state.current)
        sampler = DealSampler(view)
        for _ in range(5):
            deal = sampler.sample(rng)
            union = 0
            for seat, hand in enumerate(deal.hands):
                assert hand.bit_count() == view.hand_sizes[seat]
                for value in view.passed_on(seat):
                    assert hand & VALUE_MASK[value] == 0
                assert union & hand == 0
                union |= hand
            for i in deal.stock:
                assert not union >> i & 1
                union |= 1 << i
            assert union == sum(1 << t.index for t in view.unseen()) | deal.hands[view.seat]
        # The draw hints name the ends each seat saw at its last draw, if it then placed.
        for seat, values in draw_hints(view).items():
            turns = [k for k, turn in enumerate(state.history) if turn.seat == seat]
            last_draw = max(k for k in turns if state.history[k].action == DRAW)
            assert values == frozenset(state.history[last_draw].ends or ())
        if len(view.unseen()) <= 8 and checked < 3:
            assert sampler.count == consistent_deals(view)
            checked += 1
        legal = state.legal_actions()
        places = [a for a in legal if isinstance(a, Place)]
        # Mostly place, so hands reach the late, small positions where passes happen.
        state = state.apply(rng.choice(places) if places and rng.random() < 0.9 else legal[-1])


def drew_on_3_and_6() -> PlayerView:
    """Seat 1, with nothing on 3 or 6, draws [4|6] and places it (R7); seat 0 to move."""
    own = tiles("[0|3]", "[3|3]", "[5|5]", "[4|5]", "[0|5]", "[1|5]", "[2|5]")
    seat1 = tiles("[0|0]", "[1|1]", "[2|2]", "[0|1]", "[1|2]", "[0|2]")
    used = {*own, *seat1, T("[3|6]"), T("[4|6]")}
    stock = [T("[4|6]")] + [t for t in FULL_SET if t not in used]
    state = HandState.from_tiles([own, seat1], stock, 0, line=[place("[3|6]", End.LEFT)], current=1)
    assert state.legal_actions() == (DRAW,)
    state = state.apply(DRAW).apply(place("[4|6]", End.RIGHT))
    return state.view(0)


def test_a_draw_suggests_but_does_not_prove_that_nothing_fitted() -> None:
    view = drew_on_3_and_6()
    assert draw_hints(view) == {1: frozenset({3, 6})}
    assert view.passed_on(1) == frozenset()
    suspect = VALUE_MASK[3] | VALUE_MASK[6]
    # Exactly: "forced" (weight 0.9) allows only deals without a 3 or a 6 for seat 1,
    # "at will" (weight 0.1) allows every deal.
    forced = DealSampler(view, {1: frozenset({3, 6})}).count
    every = DealSampler(view).count
    p_suspect = 0.1 * (every - forced) / (0.9 * forced + 0.1 * every)
    rng = random.Random(2)
    samples = 3000
    belief = BeliefSampler(view, voluntary_draw=0.1)
    hits = sum(bool(belief.sample(rng).hands[1] & suspect) for _ in range(samples))
    assert hits / samples == pytest.approx(p_suspect, abs=0.03)
    assert hits > 0
    plain = DealSampler(view)
    plain_hits = sum(bool(plain.sample(rng).hands[1] & suspect) for _ in range(samples))
    assert plain_hits / samples == pytest.approx((every - forced) / every, abs=0.03)
