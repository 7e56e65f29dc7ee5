"""The playout policies: legal moves only, from the seat's own view, the same every time;
and the keen policy's look-ahead does what it says."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.ai.fast_policies import (
    Options,
    greedy_choice,
    keen_choice,
    smart_choice,
)
from drawgame.ai.fastsim import FastHand, action_of, playout
from drawgame.engine import HandState, Tile
from drawgame.engine.masks import BIT

from .test_fastsim import assert_same, walk

players_st = st.sampled_from([2, 3, 4])
seeds = st.integers(0, 2**32 - 1)
POLICIES = (greedy_choice, smart_choice, keen_choice)


@settings(max_examples=200)
@given(players_st, seeds, st.integers(0, 30), st.sampled_from(POLICIES))
def test_every_policy_plays_only_legal_moves_to_the_engines_end(
    players: int, seed: int, prefix: int, policy: object
) -> None:
    rng = random.Random(seed)
    state = walk(HandState.deal(players, rng.randrange(players), rng), rng, prefix)
    fast = FastHand.from_state(state)
    trace: list[int] = []
    fast.run(policy, None, trace)  # type: ignore[arg-type]
    for code in trace:
        assert action_of(code) in state.legal_actions()
        state = state.apply(action_of(code))
    assert_same(fast, state)


def reshuffled(fast: FastHand, rng: random.Random) -> FastHand:
    """The same position for the seat to move, the tiles it cannot see dealt again into
    the other hands (at their sizes) and the stock."""
    me = fast.current
    hidden = [i for s, h in enumerate(fast.hands) if s != me for i in range(28) if h >> i & 1]
    hidden += fast.stock[fast.drawn :]
    rng.shuffle(hidden)
    hands = []
    for s, h in enumerate(fast.hands):
        if s == me:
            hands.append(h)
            continue
        size = h.bit_count()
        hands.append(sum(BIT[i] for i in hidden[:size]))
        hidden = hidden[size:]
    return FastHand(hands, hidden, fast.ends, me, fast.passes, line=fast.line, rules=fast.rules)


def first_choice(fast: FastHand, policy: object) -> int:
    trace: list[int] = []
    fast.copy().run(policy, None, trace)  # type: ignore[arg-type]
    return trace[0]


@settings(max_examples=150)
@given(players_st, seeds, st.integers(0, 30))
def test_hidden_tiles_never_change_a_policys_choice(players: int, seed: int, prefix: int) -> None:
    rng = random.Random(seed)
    state = walk(HandState.deal(players, rng.randrange(players), rng), rng, prefix)
    if state.is_over:
        return
    fast = FastHand.from_state(state)
    for policy in POLICIES:
        choice = first_choice(fast, policy)
        for _ in range(3):
            assert first_choice(reshuffled(fast, rng), policy) == choice


def test_keen_keeps_a_follow_up_for_either_end_where_smart_sheds_the_heavier_tile() -> None:
    # Ends 5 and 5 ([5|5] on the line); the seat holds [0|0], [0|5] and [2|5]. Smart sheds
    # the heavier [2|5]: ends 2 and 5, the seat left with no 2, so each of the 4 unseen
    # tiles [1|5], [3|5], [4|5], [5|6] answered on the 5 leaves it with no move. After
    # [0|5] it keeps a 0 and a 5, one for each end: no reply leaves it stuck.
    t = Tile.parse
    hand = BIT[t("[0|0]").index] | BIT[t("[0|5]").index] | BIT[t("[2|5]").index]
    line = BIT[t("[5|5]").index]
    options: Options = (t("[0|5]").index, t("[2|5]").index)
    assert options[smart_choice(hand, 5, 5, options, options, line) % 2] == t("[2|5]").index
    assert options[keen_choice(hand, 5, 5, options, options, line) % 2] == t("[0|5]").index


@given(players_st, seeds)
def test_a_playout_with_keen_is_the_same_every_time(players: int, seed: int) -> None:
    deal = FastHand.deal(players, 0, random.Random(seed))
    traces = []
    for _ in range(2):
        trace: list[int] = []
        playout(list(deal.hands), deal.stock, 0, -1, -1, 0, 0, 0, keen_choice, None, trace)
        traces.append(trace)
    assert traces[0] == traces[1]
