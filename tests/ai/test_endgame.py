"""The exact search of a two-player hand's end (drawgame/ai/endgame.py): its values are
those of a plain minimax over the engine's own moves."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import drawgame.ai.expert as expert_module
from drawgame.ai.endgame import Solver
from drawgame.ai.expert import ExpertBot
from drawgame.ai.fastsim import code_of
from drawgame.ai.hard import trailing_passes
from drawgame.engine import PASS, End, HandState, Place, PlayerView, Tile
from drawgame.engine.masks import mask_of

from .test_hard import peeking, public

T = Tile.parse


def tiles(text: str) -> list[Tile]:
    return [T(name) for name in text.split()]


def endgame(seed: int, most_tiles: int) -> HandState | None:
    """A two-player hand played at random until nothing can be drawn and at most
    ``most_tiles`` tiles are left in the hands (None if it ended first)."""
    rng = random.Random(seed)
    state = HandState.deal(2, rng.randrange(2), rng)
    while not state.is_over:
        if (
            state.ends is not None
            and state.stock_size <= state.rules.protected_stock
            and sum(state.hand_sizes) <= most_tiles
        ):
            return state
        state = state.apply(rng.choice(state.legal_actions()))
    return None


def points(state: HandState, me: int) -> int:
    """What the hand's end is worth to ``me``: its gain if it wins, minus the other's."""
    outcome = state.outcome
    assert outcome is not None
    if outcome.winner is None:
        return 0
    return outcome.gains[me] - outcome.gains[1 - me]


def minimax(state: HandState, me: int) -> int:
    if state.is_over:
        return points(state, me)
    values = [minimax(state.apply(a), me) for a in state.legal_actions()]
    return max(values) if state.current == me else min(values)


def value(me: int) -> object:
    def of(winner: int, gain: int) -> float:
        return 0.0 if winner < 0 else float(gain if winner == me else -gain)

    return of


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 1))
def test_the_exact_search_finds_the_minimax_value_of_every_move(seed: int, me: int) -> None:
    state = endgame(seed, 9)
    if state is None:
        return
    view: PlayerView = state.view(state.current)
    hands = [mask_of(hand) for hand in state.hands]
    assert state.ends is not None
    left, right = state.ends
    solver = Solver(me, value(me))  # type: ignore[arg-type]
    for action in state.legal_actions():
        found = solver.after(
            hands, left, right, state.current, trailing_passes(view), code_of(action)
        )
        assert found == minimax(state.apply(action), me), action


# The line of hand_end_position(), from 0 to 5.
LINE = [
    Place(T(name[:-1]), End.LEFT if name[-1] == "L" else End.RIGHT)
    for name in [
        "[3|3]L",
        "[3|5]L",
        "[0|3]R",
        "[5|6]L",
        "[0|0]R",
        "[6|6]L",
        "[1|6]L",
        "[1|5]L",
        "[5|5]L",
        "[4|5]L",
        "[4|4]L",
        "[4|6]L",
        "[0|2]R",
        "[2|5]R",
        "[3|6]L",
        "[3|4]L",
        "[0|4]L",
    ]
]


def hand_end_position() -> PlayerView:
    """Two players, the stock down to its two protected tiles. Seat 0 holds [0|1] [0|6]
    [2|6] on ends 0 and 5; seat 1 (six tiles) has just passed on 0 and 5.

    [0|6] on the 0 wins the hand whatever seat 1 holds and however it answers; [0|1] there
    (what a playout search prefers) lets some of seat 1's hands through."""
    state = HandState.from_tiles(
        [tiles("[0|1] [0|6] [2|6]"), tiles("[1|1] [1|3] [1|4] [2|2] [2|3] [2|4]")],
        tiles("[0|5] [1|2]"),
        0,
        line=LINE,
        current=1,
    )
    assert state.legal_actions() == (PASS,)
    return state.apply(PASS).view(0, scores=(95, 95), target=100)


def test_at_the_end_of_a_two_player_hand_the_expert_finds_the_move_that_always_wins(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = hand_end_position()
    winning = Place(T("[0|6]"), End.LEFT)
    # Whatever seat 1 holds (any six of the unseen tiles with no 0 and no 5), the move wins.
    unseen = [t for t in view.unseen() if not {0, 5} & {t.low, t.high}]
    for held in itertools.combinations(unseen, 6):
        rest = [t for t in view.unseen() if t not in held]
        state = HandState.from_tiles([view.hand, held], rest, 0, line=LINE, current=0)
        assert minimax(state.apply(winning), 0) > 0
    assert ExpertBot(random.Random(5), time_limit=None).choose(view) == winning
    # Without the exact search, the playouts alone choose otherwise.
    monkeypatch.setattr(expert_module, "EXACT_TILES", 0)
    assert ExpertBot(random.Random(5), time_limit=None).choose(view) != winning


def test_hidden_tiles_never_change_the_experts_exact_choice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Every way seat 1 can hold six tiles with no 0 and no 5 (it has passed on both).
    base = hand_end_position()
    unseen = [t for t in base.unseen() if not {0, 5} & {t.low, t.high}]
    states = []
    for held in itertools.combinations(unseen, 6):
        rest = [t for t in base.unseen() if t not in held]
        state = HandState.from_tiles([base.hand, held], rest, 0, line=LINE, current=1)
        states.append(state.apply(PASS))
    views = [s.view(0, scores=(60, 20), target=100) for s in states]
    assert len({public(v) for v in views}) == 1
    choices = {ExpertBot(random.Random(9), time_limit=None).choose(v) for v in views}
    assert len(choices) == 1

    # The test has teeth: the same search dealt the real hidden tiles chooses differently.
    cheats = set()
    for state, view in zip(states, views, strict=True):
        monkeypatch.setattr(expert_module, "BeliefSampler", peeking(state))
        cheats.add(ExpertBot(random.Random(9), time_limit=None).choose(view))
    assert len(cheats) > 1, cheats
