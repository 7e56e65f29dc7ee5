"""Information-set Monte-Carlo tree search with a single observer on the fast path.

The search of Cowling, Powley and Whitehouse (2012, "Information Set Monte Carlo Tree
Search", IEEE TCIAIG 4(2)): one tree for the seat that decides (the observer), whose nodes
are the sequences of actions seen from the root, every seat's actions included. Each
iteration deals the hidden tiles afresh (a *determinisation*, from a sampler that respects
what the view proves), walks down the tree among the actions that deal allows, choosing by
UCB1 with availability counts (an action's exploration term counts the iterations in which
it was available, not its parent's visits), adds one node, plays the hand out with a
:data:`~drawgame.ai.fast_policies.Choice` and credits every node on the way with the
reward of the seat that chose it. The root's most visited action is played.

Actions are the fast path's codes (:mod:`drawgame.ai.fast_policies`); a tile that fits
both ends when they show the same value is offered on the left only (the same line either
way). A draw is one action whatever tile the deal puts on top of the stock: the tile is the
determinisation's, and the tree below it holds the moves of every tile drawn.

Two players use it: the arena's yardstick (``benchmarks/ismcts.py``: uniform deals
consistent with the passes, greedy playouts, a hand won or lost) and the ``expert`` level
(:mod:`drawgame.ai.expert`). The work is budgeted by iterations, so that a seed fixes the
choice; ``cpu_limit`` (seconds of this thread's CPU time) only cuts it short on a slow
machine.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Final

from drawgame.engine import FULL_SET, Action, PlayerView
from drawgame.engine.masks import BIT, OTHER, VALUE_MASK, indices_of, mask_of, pips_of

from .fast_policies import DRAW_CODE, FITTING, PASS_CODE, Choice, action_of
from .fastsim import BLOCKED, PLAYS_FORCED, RUNNING, playout
from .hard import trailing_passes
from .inference import Deal

__all__ = [
    "Node",
    "Rewards",
    "Tree",
    "hand_won",
]

#: The seats' rewards for a finished deal: ``rewards(hands, finisher)`` with the hands'
#: masks at the end and the seat that went out (or :data:`~drawgame.ai.fastsim.BLOCKED`),
#: one number in [0, 1] per seat.
Rewards = Callable[[list[int], int], Sequence[float]]
#: How many iterations between two looks at the clock.
_CLOCK_EVERY: Final = 32


def hand_won(hands: list[int], finisher: int) -> tuple[float, ...]:
    """1 to the hand's winner (R12-R14), 0 to the others; a blocked hand whose lowest total
    is shared gives those seats an equal share."""
    totals = [pips_of(h) for h in hands]
    if finisher >= 0:
        return tuple(1.0 if s == finisher else 0.0 for s in range(len(hands)))
    lowest = min(totals)
    share = 1.0 / totals.count(lowest)
    return tuple(share if t == lowest else 0.0 for t in totals)


# The codes of the tiles of a mask that fit one end (a mask within one VALUE_MASK[v], as
# FITTING), placed on the left end and on the right end; a draw, a pass.
_ON_LEFT: Final = {mask: tuple(2 * i for i in tiles) for mask, tiles in FITTING.items()}
_ON_RIGHT: Final = {mask: tuple(2 * i + 1 for i in tiles) for mask, tiles in FITTING.items()}
_DRAW: Final = (DRAW_CODE,)
_PASS: Final = (PASS_CODE,)


class Node:
    """An action's node: how often it was chosen (``visits``), how often it was available
    (``available``), the rewards of the seat that chose it (``total``) and what followed."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0


def select(
    node: Node, codes: tuple[int, ...], c: float, rand: Callable[[], float]
) -> tuple[int, Node, bool]:
    """The action to take below ``node`` among ``codes`` (those the deal allows), its node
    and whether it is new: an untried one at random, else the best by UCB1 with
    availability counts (``c`` the exploration constant). Counts the options available."""
    children = node.children
    untried: list[int] = []
    best = -1.0
    code = codes[0]
    chosen = None
    log, sqrt = math.log, math.sqrt
    for option in codes:
        seen = children.get(option)
        if seen is None:
            untried.append(option)
            continue
        seen.available += 1
        if not untried:
            visits = seen.visits
            score = seen.total / visits + c * sqrt(log(seen.available) / visits)
            if score > best:
                best, code, chosen = score, option, seen
    if untried:
        code = untried[int(rand() * len(untried))]
        chosen = children[code] = Node()
        chosen.available = 1
        return code, chosen, True
    assert chosen is not None
    return code, chosen, False


class Tree:
    """One decision's search for ``view``'s seat: :meth:`run`, then :meth:`best`.

    ``sample(rng)`` deals the hidden tiles (a :class:`~drawgame.ai.inference.Deal`);
    ``policy`` plays the hands out; ``rewards`` values their ends; ``exploration`` is
    UCB1's constant."""

    def __init__(
        self,
        view: PlayerView,
        rng: random.Random,
        sample: Callable[[random.Random], Deal],
        policy: Choice,
        rewards: Rewards,
        exploration: float,
    ) -> None:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        self.rng = rng
        self.sample = sample
        self.policy = policy
        self.ask_forced = policy not in PLAYS_FORCED
        self.rewards = rewards
        self.exploration = exploration
        self.root = Node()
        self.iterations = 0
        self.me = view.seat
        ends = view.ends
        self.left, self.right = ends if ends is not None else (-1, -1)
        self.passes = trailing_passes(view)
        self.line = mask_of(view.line.tiles)
        self.protected = view.rules.protected_stock  # R8, as the view's rules say
        self.legal = view.legal_actions

    def run(self, iterations: int, cpu_limit: float | None = None) -> Tree:
        """Up to ``iterations`` iterations, fewer if ``cpu_limit`` seconds of this thread's
        CPU time run out first."""
        clock = time.thread_time
        deadline = None if cpu_limit is None else clock() + cpu_limit
        for done in range(iterations):
            if deadline is not None and done % _CLOCK_EVERY == 0 and clock() >= deadline:
                break
            self.iterate()
        return self

    def visits(self) -> dict[Action, int]:
        """The root's actions and how often each was chosen."""
        return {action_of(code): node.visits for code, node in self.root.children.items()}

    def best(self) -> Action | None:
        """The root's most visited action (the first in legal order among equals), or
        ``None`` before any iteration."""
        counts = self.visits()
        best: Action | None = None
        for action in self.legal:
            if action in counts and (best is None or counts[action] > counts[best]):
                best = action
        return best

    def iterate(self) -> None:
        """One iteration: a determinisation, a walk down the tree, a playout, the rewards
        credited on the way back."""
        self.iterations += 1
        deal = self.sample(self.rng)
        hands = list(deal.hands)
        stock = deal.stock
        last_draw = len(stock) - self.protected  # R8: draw while drawn < last_draw
        players = len(hands)
        drawn, passes, line = 0, self.passes, self.line
        left, right, cur = self.left, self.right, self.me
        rand = self.rng.random
        c = self.exploration
        vm, bit = VALUE_MASK, BIT
        on_left, on_right = _ON_LEFT, _ON_RIGHT
        node = self.root
        path: list[tuple[Node, int]] = []
        finisher = RUNNING
        while finisher == RUNNING:
            hand = hands[cur]
            if left < 0:
                codes = tuple(2 * i for i in indices_of(hand))  # the opening (R5)
            elif right != left:
                codes = on_left[hand & vm[left]] + on_right[hand & vm[right]]
            else:
                codes = on_left[hand & vm[left]]
            if drawn < last_draw:
                codes += _DRAW  # R7
            elif not codes:
                codes = _PASS  # R9
            code, child, new = select(node, codes, c, rand)
            path.append((child, cur))
            # The move, as the fast path's turn loop makes it (R5-R12).
            if code == DRAW_CODE:
                hands[cur] = hand | bit[stock[drawn]]  # the turn goes on (R7)
                drawn += 1
            elif code == PASS_CODE:
                passes += 1
                cur = (cur + 1) % players
                if passes >= players:
                    finisher = BLOCKED  # R12
            else:
                index = code >> 1
                if left < 0:
                    left, right = FULL_SET[index].low, FULL_SET[index].high
                elif code & 1:
                    right = OTHER[right][index]
                else:
                    left = OTHER[left][index]
                hand ^= bit[index]
                hands[cur] = hand
                line |= bit[index]
                passes = 0
                if not hand:
                    finisher = cur  # R12: domino
                else:
                    cur = (cur + 1) % players
            if new:
                break
            node = child
        if finisher == RUNNING:
            finisher = playout(
                hands,
                stock,
                drawn,
                left,
                right,
                cur,
                passes,
                line,
                self.policy,
                protected=self.protected,
                ask_forced=self.ask_forced,
            )[0]
        rewards = self.rewards(hands, finisher)
        for child, mover in path:
            child.visits += 1
            child.total += rewards[mover]
