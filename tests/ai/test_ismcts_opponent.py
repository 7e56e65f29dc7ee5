"""The benchmark opponent of issue 35 (benchmarks/ismcts.py): single-observer ISMCTS plays
only legal moves, reads only its seat's view, and trusts every pass."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.ai.inference import Deal
from drawgame.arena import run_arena
from drawgame.engine import End, HandState, Match, Place, Tile

from .test_hard import block_position, public, same_view_states

ROOT = Path(__file__).resolve().parents[2]
FILE = ROOT / "benchmarks" / "ismcts.py"


def load() -> ModuleType:
    name = "_benchmark_ismcts"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, FILE)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


ismcts = load()


@settings(max_examples=12, deadline=None)
@given(st.sampled_from([2, 3, 4]), st.integers(0, 2**32 - 1))
def test_plays_only_legal_actions_through_whole_hands(players: int, seed: int) -> None:
    # Against random players too, whose voluntary draws (R7) lead to odd positions.
    rng = random.Random(seed)
    bots = [ismcts.ISMCTS(60, seed=s) for s in range(players)]
    randoms = seed % 2 == 1
    state = HandState.deal(players, rng.randrange(players), rng)
    while not state.is_over:
        view = state.view(state.current)
        if randoms and state.current != 0:
            action = rng.choice(view.legal_actions)
        else:
            action = bots[state.current].choose(view)
        assert action in view.legal_actions
        state = state.apply(action)


def test_plays_whole_matches_legally() -> None:
    rng = random.Random(4)
    for players in (2, 4):
        bots = [ismcts.ISMCTS(30, seed=s) for s in range(players)]
        match = Match.new(players, rng)
        while match.result is None:
            if match.hand.is_over:
                match = match.next_hand(rng)
            view = match.view(match.hand.current)
            action = bots[view.seat].choose(view)
            assert action in view.legal_actions
            match = match.apply(action)


def test_hidden_tiles_never_change_the_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    states = same_view_states(30)
    views = [s.view(0, scores=(20, 35, 10), target=61) for s in states]
    assert len({public(v) for v in views}) == 1
    assert len({ismcts.ISMCTS(400, seed=7).choose(v) for v in views}) == 1

    # The test has teeth: the same search dealt the real hidden tiles chooses differently.
    def peeking(state: HandState) -> object:
        hands = tuple(sum(1 << t.index for t in hand) for hand in state.hands)
        deal = Deal(hands, tuple(t.index for t in state.stock))

        class Peek:
            def sample(self, rng: random.Random) -> Deal:
                return deal

        return lambda view: Peek()

    cheats = set()
    for state, view in zip(states, views, strict=True):
        monkeypatch.setattr(ismcts, "sampler_for", peeking(state))
        cheats.add(ismcts.ISMCTS(400, seed=7).choose(view))
    assert len(cheats) > 1


def test_determinisations_respect_every_pass() -> None:
    # Seat 1 passed on 3 and 5, so no deal gives it [0|3]; the unseen tiles are [0|0],
    # [0|3] (the stock's) and seat 1's [0|6].
    view = block_position()
    sampler = ismcts.sampler_for(view)
    rng = random.Random(1)
    zero_three = 1 << Tile.parse("[0|3]").index
    assert all(not sampler.sample(rng).hands[1] & zero_three for _ in range(50))
    # So [3|3], which keeps seat 1 shut out, wins every hand: greedy's [5|6] opens a 6.
    assert ismcts.ISMCTS(300, seed=2).choose(view) == Place(Tile.parse("[3|3]"), End.LEFT)


def test_fresh_deals_without_a_pass_are_uniform() -> None:
    # No pass yet: one shuffle deals the unseen tiles at the hands' sizes, the own hand
    # untouched, and each unseen tile reaches seat 1 about as often as any other.
    view = same_view_states(1)[0].view(0)
    sampler = ismcts.ShuffleSampler(view)
    rng = random.Random(3)
    seen = [sampler.sample(rng) for _ in range(2000)]
    assert all(d.hands[0] == seen[0].hands[0] for d in seen)  # its own hand, always
    sizes = {tuple(bin(h).count("1") for h in d.hands) + (len(d.stock),) for d in seen}
    assert sizes == {(*view.hand_sizes, view.stock_size)}
    counts = [sum(d.hands[1] >> t.index & 1 for d in seen) for t in view.unseen()]
    assert min(counts) > 0.7 * max(counts)


@pytest.mark.slow  # starts a bot's process
def test_the_arena_plays_it_as_an_outside_bot() -> None:
    spec = f"{FILE}:ISMCTS1000"
    report = run_arena(2, [spec, "greedy"], matches=1, seed=3, move_timeout=20)
    assert report.matches == 1 and not report.errors
