"""The AI's fast path plays exactly the engine's rules (R5-R15), move for move."""

from __future__ import annotations

import pathlib
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.ai import fastsim
from drawgame.ai.fast_policies import keen_choice
from drawgame.ai.fastsim import (
    BLOCKED,
    DRAW_CODE,
    PASS_CODE,
    RUNNING,
    STOP,
    FastHand,
    Options,
    action_of,
    code_of,
    first_move,
    playout,
)
from drawgame.ai.simple import GreedyBot
from drawgame.engine import (
    DEAL_SIZE,
    DRAW,
    FULL_SET,
    Action,
    End,
    HandState,
    Place,
    Termination,
    Tile,
)

players_st = st.sampled_from([2, 3, 4])
seeds = st.integers(0, 2**32 - 1)


def masks(state: HandState) -> list[int]:
    return [sum(1 << t.index for t in hand) for hand in state.hands]


def assert_same(fast: FastHand, state: HandState) -> None:
    assert fast.hands == masks(state)
    assert fast.ends == state.ends
    assert fast.stock_size == state.stock_size
    assert fast.is_over == state.is_over
    assert fast.outcome() == state.outcome
    if not state.is_over:
        assert fast.current == state.current
        assert fast.passes == state.passes_in_a_row


def walk(state: HandState, rng: random.Random, steps: int) -> HandState:
    """Up to ``steps`` random legal moves, biased towards placing so hands get somewhere."""
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        places = [a for a in legal if a.__class__.__name__ == "Place"]
        state = state.apply(rng.choice(places if places and rng.random() < 0.8 else legal))
    return state


@settings(max_examples=300)
@given(players_st, seeds)
def test_same_legal_actions_and_positions_along_a_random_hand(players: int, seed: int) -> None:
    # R5-R15: at every step the fast path offers the engine's actions, in the same order,
    # and reaches the same position; at the end, the same outcome (R12-R15).
    rng = random.Random(seed)
    state = HandState.deal(players, rng.randrange(players), rng)
    fast = FastHand.from_state(state)
    while True:
        assert_same(fast, state)
        legal = state.legal_actions()
        assert fast.legal() == [code_of(a) for a in legal]
        if state.is_over:
            break
        action = rng.choice(legal)
        assert action_of(code_of(action)) == action
        state = state.apply(action)
        fast.play(code_of(action))


@settings(max_examples=300)
@given(players_st, seeds, st.integers(0, 30))
def test_random_playout_from_any_position_follows_the_rules(
    players: int, seed: int, prefix: int
) -> None:
    # From a mid-hand position: every action the playout takes is legal in the engine,
    # and the engine reaches the same final hands, ends and outcome.
    rng = random.Random(seed)
    state = walk(HandState.deal(players, rng.randrange(players), rng), rng, prefix)
    fast = FastHand.from_state(state)
    trace: list[int] = []
    fast.playout_random(rng, trace)
    assert fast.is_over
    for code in trace:
        state = state.apply(action_of(code))
    assert_same(fast, state)


@settings(max_examples=200)
@given(players_st, seeds, st.integers(0, 30))
def test_greedy_playout_plays_like_the_greedy_bot(players: int, seed: int, prefix: int) -> None:
    rng = random.Random(seed)
    state = walk(HandState.deal(players, rng.randrange(players), rng), rng, prefix)
    fast = FastHand.from_state(state)
    trace: list[int] = []
    fast.playout_greedy(trace)
    bot = GreedyBot()
    for code in trace:
        assert code == code_of(bot.choose(state.view(state.current)))
        state = state.apply(action_of(code))
    assert_same(fast, state)


@settings(max_examples=200)
@given(players_st, seeds, st.integers(0, 30))
def test_smart_playout_follows_the_rules(players: int, seed: int, prefix: int) -> None:
    rng = random.Random(seed)
    state = walk(HandState.deal(players, rng.randrange(players), rng), rng, prefix)
    fast = FastHand.from_state(state)
    trace: list[int] = []
    fast.playout_smart(trace)
    for code in trace:
        state = state.apply(action_of(code))
    assert_same(fast, state)


def test_playouts_never_draw_the_last_two_stock_tiles() -> None:
    # R8: with every hand unable to play, drawing stops at two tiles and all pass (R9),
    # which blocks the hand (R12).
    rng = random.Random(4)
    for _ in range(200):
        fast = FastHand.deal(4, 0, rng)
        trace: list[int] = []
        fast.playout_random(rng, trace)
        assert fast.stock_size >= 2
        assert trace.count(DRAW_CODE) == fast.drawn <= 2
        if PASS_CODE in trace:
            assert fast.stock_size == 2


@given(players_st, seeds)
def test_deal_gives_every_seat_its_r3_count_from_one_set(players: int, seed: int) -> None:
    fast = FastHand.deal(players, 1, random.Random(seed))
    sizes = [h.bit_count() for h in fast.hands]
    assert sizes == [DEAL_SIZE[players]] * players
    union = 0
    for h in fast.hands:
        assert union & h == 0
        union |= h
    for i in fast.stock:
        assert not union >> i & 1
        union |= 1 << i
    assert union == (1 << len(FULL_SET)) - 1
    assert fast.current == 1 and fast.ends is None


def test_a_blocked_hand_scores_as_the_engine_does() -> None:
    # R14 example: totals 3, 8 and 10 give the lowest player 8 + 10 - 3 = 15; nobody can
    # place on 5s and the stock is down to its two protected tiles, so all three pass.
    t = Tile.parse
    hands = [1 << t(x).index for x in ("[0|3]", "[2|6]", "[4|6]")]
    fast = FastHand(hands, [t("[0|0]").index, t("[0|1]").index], (5, 5), 0)
    trace: list[int] = []
    fast.playout_random(random.Random(1), trace)
    assert trace == [PASS_CODE] * 3
    outcome = fast.outcome()
    assert outcome is not None
    assert (outcome.winner, outcome.gains, outcome.totals) == (0, (15, 0, 0), (3, 8, 10))


def test_no_deepcopy_in_the_fast_path() -> None:
    ai = pathlib.Path(fastsim.__file__).parent
    for name in ("fastsim.py", "inference.py", "hard.py"):
        assert "deepcopy" not in (ai / name).read_text(encoding="utf-8")


def offered_places(on_left: tuple[int, ...], on_right: tuple[int, ...]) -> list[Action]:
    """The engine actions behind the places :func:`playout` offers a choice, in its order;
    the option after them draws or passes (the loop knows which)."""
    offered: list[Action] = [Place(FULL_SET[i], End.LEFT) for i in on_left]
    return offered + [Place(FULL_SET[i], End.RIGHT) for i in on_right]


@settings(max_examples=200)
@given(players_st, seeds, st.integers(0, 30))
def test_the_loop_offers_every_choice_exactly_the_engines_legal_actions(
    players: int, seed: int, prefix: int
) -> None:
    # R5-R9 through the pluggable choice: on every turn the options are the engine's legal
    # actions, and the move chosen takes both to the same position, until the end (R12).
    rng = random.Random(seed)
    state = walk(HandState.deal(players, rng.randrange(players), rng), rng, prefix)
    fast = FastHand.from_state(state)
    start = len(state.history)

    def choose(
        hand: int, left: int, right: int, on_left: Options, on_right: Options, line: int
    ) -> int:
        nonlocal state
        assert hand == masks(state)[state.current]
        assert line == sum(1 << t.index for t in state.line.tiles)
        assert (left, right) == (state.ends or (-1, -1))
        offered = offered_places(on_left, on_right)
        legal = state.legal_actions()
        # The places offered are the legal ones; what else is legal (a draw, or a pass when
        # nothing fits) is the one option after them. The trace below shows the loop drew
        # or passed exactly as the engine did.
        others = [a for a in legal if not isinstance(a, Place)]
        assert len(others) <= 1 and (others or offered)
        offered += others
        assert sorted(offered, key=code_of) == sorted(legal, key=code_of)
        k = rng.randrange(len(offered))
        state = state.apply(offered[k])
        return k

    trace: list[int] = []
    fast.run(choose, trace=trace)
    # The loop played exactly the actions chosen, and ends where the engine ends.
    assert trace == [code_of(turn.action) for turn in state.history[start:]]
    assert fast.is_over
    assert_same(fast, state)


@settings(max_examples=200)
@given(players_st, seeds, st.integers(0, 30))
def test_first_move_plays_one_action_and_stops(players: int, seed: int, prefix: int) -> None:
    # How FastHand.play and the hard bot's candidates move: one action, then STOP.
    rng = random.Random(seed)
    state = walk(HandState.deal(players, rng.randrange(players), rng), rng, prefix)
    if state.is_over:
        return
    action = rng.choice(state.legal_actions())
    fast = FastHand.from_state(state)
    trace: list[int] = []
    result = playout(
        fast.hands,
        fast.stock,
        fast.drawn,
        fast.left,
        fast.right,
        fast.current,
        fast.passes,
        fast.line,
        first_move(code_of(action)),
        trace=trace,
    )
    after = state.apply(action)
    assert trace == [code_of(action)]
    assert fast.hands == masks(after)
    finisher, drawn, left, right, current, passes, line = result
    assert (left, right) == (after.ends or (-1, -1))
    assert drawn == fast.drawn + (1 if action == DRAW else 0)
    assert line == sum(1 << t.index for t in after.line.tiles)
    if after.outcome is None:
        assert finisher == RUNNING
        assert (current, passes) == (after.current, after.passes_in_a_row)
    elif after.outcome.termination is Termination.DOMINO:
        assert finisher == after.outcome.winner
    else:
        assert finisher == BLOCKED


def test_a_choice_may_stop_the_playout_before_the_end() -> None:
    fast = FastHand.deal(2, 0, random.Random(5))
    before = fast.copy()
    fast.run(lambda *_: STOP)
    assert not fast.is_over
    assert (fast.hands, fast.ends, fast.current) == (before.hands, None, 0)


@settings(max_examples=200)
@given(players_st, seeds, st.integers(0, 30))
def test_play_candidate_ends_the_hand_as_the_move_then_the_policy_do(
    players: int, seed: int, prefix: int
) -> None:
    # The search's shortcut (the candidate's move made by hand, forced moves not asked)
    # gives the winner and gain of playing the move through the loop and then the policy.
    rng = random.Random(seed)
    state = walk(HandState.deal(players, rng.randrange(players), rng), rng, prefix)
    if state.is_over:
        return
    fast = FastHand.from_state(state)
    stock = fast.stock[fast.drawn :]
    for policy in (fastsim.greedy_choice, fastsim.smart_choice, keen_choice):
        for code in fast.legal():
            slow = fast.copy()
            slow.play(code)
            slow.run(policy)
            outcome = slow.outcome()
            assert outcome is not None
            winner, gain = fastsim.play_candidate(
                list(fast.hands),
                stock,
                fast.left,
                fast.right,
                fast.current,
                fast.passes,
                fast.line,
                code,
                policy,
                protected=fast.protected,
            )
            assert (winner, gain) == (
                (-1, 0) if outcome.winner is None else (outcome.winner, max(outcome.gains))
            )


@settings(max_examples=300)
@given(players_st, seeds, st.integers(0, 30))
def test_the_coachs_keen_loop_plays_every_move_as_keen_choice_does(
    players: int, seed: int, prefix: int
) -> None:
    # keen_playout is the turn loop with keen's look-ahead written in (the coach's hot
    # path): from any position, the opening included, it must end the hand exactly as the
    # loop asking keen_choice does: the same hands left, the same seat out or a block.
    rng = random.Random(seed)
    state = walk(HandState.deal(players, rng.randrange(players), rng), rng, prefix)
    if state.is_over:
        return
    fast = FastHand.from_state(state)
    stock = fast.stock[fast.drawn :]
    position = (fast.left, fast.right, fast.current, fast.passes, fast.line)
    slow_hands = list(fast.hands)
    finisher = playout(
        slow_hands, stock, 0, *position, keen_choice, protected=fast.protected, ask_forced=False
    )[0]
    # Its remembered choices (a memo shared by playouts) change nothing: played again with
    # the memo of the first run, every choice among several tiles comes from it.
    memo: dict[int, int] = {}
    for _ in range(2):
        hands = list(fast.hands)
        assert fastsim.keen_playout(hands, stock, 0, *position, fast.protected, memo) == finisher
        assert hands == slow_hands
