"""The benchmark's ISMCTS (benchmarks/ismcts.py): legal, reproducible, and it believes
what passes prove."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from drawgame.ai.fast_policies import code_of, greedy_choice
from drawgame.ai.inference import Deal
from drawgame.ai.ismcts import Tree, hand_won
from drawgame.engine import End, HandState, Match, Place, Tile
from tests.ai.test_hard import block_position

ROOT = Path(__file__).resolve().parents[2]


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_ismcts", ROOT / "benchmarks" / "ismcts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


ismcts = load()


def play_match(players: int, seed: int, iterations: int) -> list[object]:
    rng = random.Random(seed)
    bots = [ismcts.IsmctsBot(random.Random(f"{seed} {s}"), iterations) for s in range(players)]
    match = Match.new(players, rng)
    actions: list[object] = []
    while match.result is None:
        if match.hand.is_over:
            match = match.next_hand(rng)
        view = match.view(match.hand.current)
        action = bots[view.seat].choose(view)
        assert action in view.legal_actions, (action, view.legal_actions)
        actions.append(action)
        match = match.apply(action)
    return actions


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_plays_whole_matches_legally(players: int) -> None:
    assert len(play_match(players, players, 30)) > 20


def test_the_same_seed_plays_the_same_hand() -> None:
    def hand(seed: int) -> tuple[object, ...]:
        rng = random.Random(5)
        bots = [ismcts.IsmctsBot(random.Random(seed + s), 60) for s in range(2)]
        state = HandState.deal(2, 0, rng)
        while not state.is_over:
            view = state.view(state.current)
            state = state.apply(bots[state.current].choose(view))
        return state.history

    random.seed(1)  # the global generator must not matter
    first = hand(3)
    random.seed(2)
    assert hand(3) == first
    assert any(hand(seed) != first for seed in (10, 20, 30))  # the seed does matter


def test_a_pass_proves_the_passer_holds_nothing_on_either_end() -> None:
    view = block_position()  # seat 1 passed on 3 and 5; [3|3] then wins in every deal
    keep = Place(Tile.parse("[3|3]"), End.LEFT)
    bot = ismcts.IsmctsBot(random.Random(4), 300)
    tree = bot.tree(view)
    node = tree.root.children[code_of(keep)]
    assert node.visits > 0 and node.total == node.visits  # won every time it was tried
    assert bot.choose(view) == keep


def test_without_the_pass_the_block_can_lose() -> None:
    # The test above has teeth: deals that ignore the pass give seat 1 [0|3] now and then.
    view = block_position()
    keep = Place(Tile.parse("[3|3]"), End.LEFT)
    unseen = [t.index for t in view.unseen()]

    def careless(rng: random.Random) -> Deal:
        order = unseen[:]
        rng.shuffle(order)
        own = sum(1 << t.index for t in view.hand)
        return Deal((own, 1 << order[0]), tuple(order[1:]))

    tree = Tree(view, random.Random(4), careless, greedy_choice, hand_won, ismcts.EXPLORATION)
    node = tree.run(300).root.children[code_of(keep)]
    assert node.visits > 0 and node.total < node.visits
