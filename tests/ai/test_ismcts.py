"""The tree search shared by the expert and the benchmark's ISMCTS: its counts and its
rewards."""

from __future__ import annotations

import random

import pytest

from drawgame.ai.fast_policies import DRAW_CODE, greedy_choice
from drawgame.ai.inference import DealSampler
from drawgame.ai.ismcts import Tree, hand_won
from drawgame.engine import DRAW, HandState, Tile
from drawgame.engine.masks import mask_of


def test_a_hand_won_rewards_the_winner_only() -> None:
    low = mask_of([Tile(0, 1)])
    high = mask_of([Tile(5, 6)])
    assert hand_won([0, high, low], 0) == (1.0, 0.0, 0.0)  # domino
    assert hand_won([high, low, high], -1) == (0.0, 1.0, 0.0)  # blocked: the lowest total
    assert hand_won([low, low, high], -1) == (0.5, 0.5, 0.0)  # shared lowest


def test_availability_counts_every_iteration_an_action_could_be_chosen() -> None:
    state = HandState.deal(2, 0, random.Random(3))
    view = state.view(0)
    tree = Tree(view, random.Random(1), DealSampler(view).sample, greedy_choice, hand_won, 0.7)
    tree.run(400)
    root = tree.root.children
    # Seat 0's own options are the same in every deal: each available in every iteration
    # from the one that first tried it (one new option an iteration).
    n = len(root)
    assert sorted(node.available for node in root.values()) == [400 - k for k in range(n)][::-1]
    assert sum(node.visits for node in root.values()) == 400
    assert set(tree.visits()) == set(view.legal_actions)
    # Below the draw, the tile drawn differs by deal: its options are available less often.
    below = root[DRAW_CODE].children.values()
    assert any(node.available < root[DRAW_CODE].visits for node in below)
    assert all(node.visits <= node.available for node in below)
    best = tree.best()
    assert best is not None and tree.visits()[best] == max(tree.visits().values())
    assert best != DRAW or tree.visits()[DRAW] > 0


def test_a_seat_without_a_turn_cannot_search() -> None:
    state = HandState.deal(2, 0, random.Random(3))
    view = state.view(1)
    with pytest.raises(ValueError, match="not its turn"):
        Tree(view, random.Random(1), DealSampler(view).sample, greedy_choice, hand_won, 0.7)


def test_no_iteration_no_choice() -> None:
    view = HandState.deal(2, 0, random.Random(3)).view(0)
    tree = Tree(view, random.Random(1), DealSampler(view).sample, greedy_choice, hand_won, 0.7)
    assert tree.run(1000, cpu_limit=0.0).best() is None
