"""The reference's playout policies: legal moves only, from the seat's own view (hidden
tiles never change a choice), the same with the same seed."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.ai.fastsim import FastHand, action_of, playout
from drawgame.ai.reference_policies import aware_choice, searching_choice
from drawgame.engine import HandState

from .test_fast_policies import reshuffled
from .test_fastsim import walk

players_st = st.sampled_from([2, 3, 4])
seeds = st.integers(0, 2**32 - 1)


def run(fast: FastHand, name: str, seed: int) -> list[int]:
    """``fast`` played to the end with the policy ``name``; the codes played."""
    policy = (
        aware_choice(fast.hands)
        if name == "aware"
        else searching_choice(fast.hands, random.Random(seed), samples=2, depth=2)
    )
    trace: list[int] = []
    position = (fast.drawn, fast.left, fast.right, fast.current, fast.passes, fast.line)
    playout(fast.hands, fast.stock, *position, policy, None, trace, protected=fast.protected)
    return trace


@settings(max_examples=60, deadline=None)
@given(players_st, seeds, st.integers(0, 30), st.sampled_from(["aware", "search"]))
def test_reference_policies_play_only_legal_moves(
    players: int, seed: int, prefix: int, name: str
) -> None:
    rng = random.Random(seed)
    state = walk(HandState.deal(players, rng.randrange(players), rng), rng, prefix)
    if state.is_over:
        return
    fast = FastHand.from_state(state)
    for code in run(fast.copy(), name, seed):
        assert action_of(code) in state.legal_actions()
        state = state.apply(action_of(code))
    assert state.is_over


@settings(max_examples=60, deadline=None)
@given(players_st, seeds, st.integers(0, 30), st.sampled_from(["aware", "search"]))
def test_hidden_tiles_never_change_a_reference_policys_choice(
    players: int, seed: int, prefix: int, name: str
) -> None:
    rng = random.Random(seed)
    state = walk(HandState.deal(players, rng.randrange(players), rng), rng, prefix)
    if state.is_over:
        return
    fast = FastHand.from_state(state)
    first = run(fast.copy(), name, seed)[0]
    for _ in range(3):
        assert run(reshuffled(fast, rng), name, seed)[0] == first


@settings(max_examples=30, deadline=None)
@given(players_st, seeds)
def test_the_same_seed_plays_the_same_playout(players: int, seed: int) -> None:
    deal = FastHand.deal(players, 0, random.Random(seed))
    for name in ("aware", "search"):
        assert run(deal.copy(), name, seed) == run(deal.copy(), name, seed)
