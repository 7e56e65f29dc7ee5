"""The expert player (issue 35): legal, deterministic for a seed, fair (reads only its view)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import drawgame.ai.expert as expert_module
from drawgame.ai import levels, make_bot
from drawgame.ai.expert import ExpertBot
from drawgame.engine import End, HandState, Place, Tile

from .test_hard import block_position, peeking, public, same_view_states


def play_hand(players: int, seed: int, opponents: str) -> HandState:
    rng = random.Random(seed)
    bots = [ExpertBot(random.Random(rng.random()), simulations=24, time_limit=None)] + [
        make_bot(opponents, random.Random(rng.random())) for _ in range(players - 1)
    ]
    state = HandState.deal(players, rng.randrange(players), rng)
    while not state.is_over:
        view = state.view(state.current)
        action = bots[state.current].choose(view)
        assert action in view.legal_actions
        state = state.apply(action)
    return state


@settings(max_examples=15, deadline=None)
@given(st.sampled_from([2, 3, 4]), st.integers(0, 2**32 - 1))
def test_expert_only_plays_legal_actions(players: int, seed: int) -> None:
    # Random opponents draw at will (R7), so the draw hints are often wrong.
    play_hand(players, seed, "random" if seed % 2 else "greedy")


def test_expert_is_a_level_that_thinks_in_the_bot_process_and_repeats_for_a_seed() -> None:
    level = levels.find("expert")
    assert level is not None and level.remote and levels.thinks_apart("expert")
    assert isinstance(make_bot("expert", random.Random(1)), ExpertBot)
    assert play_hand(3, 99, "greedy").history == play_hand(3, 99, "greedy").history


def test_expert_keeps_the_block_on_numbers_an_opponent_has_passed_on() -> None:
    view = block_position()
    bot = ExpertBot(random.Random(3), simulations=200, time_limit=None)
    assert bot.choose(view) == Place(Tile.parse("[3|3]"), End.LEFT)


def test_hidden_tiles_never_change_the_experts_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    states = same_view_states(30)
    views = [s.view(0, scores=(20, 35, 10), target=61) for s in states]
    assert len({public(v) for v in views}) == 1
    expert = [ExpertBot(random.Random(77), simulations=300, time_limit=None) for _ in views]
    assert len({bot.choose(v) for bot, v in zip(expert, views, strict=True)}) == 1

    # The test has teeth: the same search dealt the real hidden tiles chooses differently.
    cheats = set()
    for state, view in zip(states, views, strict=True):
        monkeypatch.setattr(expert_module, "BeliefSampler", peeking(state))
        cheats.add(ExpertBot(random.Random(77), simulations=300, time_limit=None).choose(view))
    assert len(cheats) > 1


def test_the_expert_spends_its_playouts_on_the_close_calls() -> None:
    view = same_view_states(1)[0].view(0, scores=(20, 35, 10), target=61)
    values = ExpertBot(random.Random(77), simulations=3000, time_limit=None).analyse(view)
    best = max(values, key=lambda v: v.value)
    worst = min(values, key=lambda v: v.value)
    # The clearly worse action stopped being played out; the best one went on, and the
    # budget is what it was.
    assert best.deals > worst.deals
    assert sum(v.deals for v in values) <= 3000
