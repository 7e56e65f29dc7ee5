"""A benchmark opponent: single-observer information-set MCTS (Cowling, Powley and
Whitehouse, 2012), built like the outside bot of issue 35 so that the ``expert`` level can
be measured against one of its kind (benchmarks/strength.py).

    python -m drawgame.arena --bots expert benchmarks/ismcts.py:ISMCTS10000 ...

One tree per decision, from the seat's own view. Every iteration:

1. **determinise**: deal the tiles the seat has not seen afresh, uniformly among the deals
   consistent with every pass seen in the hand (a pass proves its seat holds no tile
   showing either end, R9; a draw proves nothing, R7), with
   :class:`~drawgame.ai.inference.DealSampler`;
2. **select**: from the root, while every action legal in this deal has a child, take the
   child with the best UCB1 value, ``mean + C * sqrt(ln(availability) / visits)``, where
   the availability counts how often the child was legal when its parent was visited
   (:data:`C` = 0.7); a child's mean is the hand-win rate of the seat that acts there;
3. **expand** one action legal in this deal that has no child yet (at random);
4. **roll out** greedily to the hand's end: every seat plays its heaviest tile that fits
   and draws only when nothing fits (:func:`~drawgame.ai.fastsim.greedy_choice`);
5. **back up** a win (1) or not (0) for the seat that acted into each node.

A draw is one action (the tile it brings differs between deals, so the node after it
gathers every drawn tile, as single-observer ISMCTS does with the seats' hidden moves).
The most visited root action is played. The budget is a number of iterations, so the
seed fixes the choice. The bot reads nothing but its seat's ``PlayerView``.

The classes ``ISMCTS1000``, ``ISMCTS3000`` and ``ISMCTS10000`` take no arguments, as the
arena constructs outside bots; each match's bot starts from the same seed.
"""

from __future__ import annotations

import math
import random
from typing import Final

from drawgame.ai.fast_policies import FITTING
from drawgame.ai.fastsim import DRAW_CODE, PASS_CODE, code_of, greedy_choice, playout
from drawgame.ai.hard import trailing_passes
from drawgame.ai.inference import Deal, DealSampler
from drawgame.engine import FULL_SET, Action, PlayerView, winner_and_gain
from drawgame.engine.masks import BIT, OTHER, VALUE_MASK, indices_of, mask_of, pips_of

__all__ = [
    "ISMCTS",
    "ISMCTS1000",
    "ISMCTS3000",
    "ISMCTS10000",
    "C",
    "Node",
    "ShuffleSampler",
    "sampler_for",
    "search",
]

#: UCB1's exploration constant.
C: Final = 0.7

_NEXT: Final = {n: tuple((s + 1) % n for s in range(n)) for n in (2, 3, 4)}
_LOW: Final = tuple(t.low for t in FULL_SET)
_HIGH: Final = tuple(t.high for t in FULL_SET)


class Node:
    """One node of the tree: the statistics of the action that led here (for the seat
    that took it) and the children by action code."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1


class ShuffleSampler:
    """Uniform deals when nobody has passed: every deal of the unseen tiles is then
    consistent with the view, so one shuffle, sliced, is one (cheaper than
    :class:`~drawgame.ai.inference.DealSampler`'s general method)."""

    __slots__ = ("_own", "_seats", "_unseen", "players")

    def __init__(self, view: PlayerView) -> None:
        self.players = view.players
        self._own = mask_of(view.hand)
        self._unseen = [t.index for t in view.unseen()]
        self._seats = [(s, view.hand_sizes[s]) for s in range(view.players) if s != view.seat]

    def sample(self, rng: random.Random) -> Deal:
        rand = rng.random
        order = self._unseen[:]
        for a in range(len(order) - 1, 0, -1):
            b = int(rand() * (a + 1))
            order[a], order[b] = order[b], order[a]
        hands = [self._own] * self.players
        start = 0
        bit = BIT
        for seat, size in self._seats:
            mask = 0
            for index in order[start : start + size]:
                mask |= bit[index]
            hands[seat] = mask
            start += size
        return Deal(tuple(hands), tuple(order[start:]))


def sampler_for(view: PlayerView) -> ShuffleSampler | DealSampler:
    """The determinisations of ``view``: uniform among the deals consistent with every
    pass seen in the hand (and nothing else: a draw proves nothing)."""
    sampler = DealSampler(view)  # also checks that the view's counts add up
    if any(view.passed_on(s) for s in range(view.players) if s != view.seat):
        return sampler
    return ShuffleSampler(view)


def search(view: PlayerView, iterations: int, rng: random.Random) -> dict[int, Node]:
    """The root's children after ``iterations`` iterations (the module's notes)."""
    me = view.seat
    players = view.players
    nxt = _NEXT[players]
    ends = view.ends
    left0, right0 = ends if ends is not None else (-1, -1)
    passes0 = trailing_passes(view)
    line0 = mask_of(view.line.tiles)
    protected = view.rules.protected_stock
    last_draw = view.stock_size - protected  # R8: draw while drawn < last_draw
    root = Node()
    rand = rng.random
    log = math.log
    sqrt = math.sqrt
    fitting, vm, other, bit = FITTING, VALUE_MASK, OTHER, BIT
    greedy = greedy_choice
    sample = sampler_for(view).sample
    for _ in range(iterations):
        deal = sample(rng)
        hands = list(deal.hands)
        stock = deal.stock
        drawn = 0
        left, right = left0, right0
        cur = me
        passes = passes0
        line = line0
        node = root
        path: list[tuple[Node, int]] = []
        finisher = -2  # still running
        while True:
            hand = hands[cur]
            # The legal actions in this deal, as codes (R5-R9); a tile fitting both ends
            # when they show the same value is one action.
            if left < 0:
                legal = [2 * i for i in indices_of(hand)]
            else:
                legal = [2 * i for i in fitting[hand & vm[left]]]
                if right != left:
                    legal += [2 * i + 1 for i in fitting[hand & vm[right]]]
            if drawn < last_draw:
                legal.append(DRAW_CODE)
            elif not legal:
                legal.append(PASS_CODE)
            children = node.children
            untried = [c for c in legal if c not in children]
            if untried:
                for c in legal:
                    if c in children:
                        children[c].avail += 1
                code = untried[int(rand() * len(untried))] if len(untried) > 1 else untried[0]
                chosen = children[code] = Node()
                expanded = True
            else:
                best = -1.0
                for c in legal:
                    child = children[c]
                    avail = child.avail = child.avail + 1
                    visits = child.visits
                    value = child.total / visits + C * sqrt(log(avail) / visits)
                    if value > best:
                        best = value
                        chosen = child
                        code = c
                expanded = False
            path.append((chosen, cur))
            node = chosen
            # Make the move.
            if code == DRAW_CODE:
                hands[cur] = hand | bit[stock[drawn]]  # R7: the turn goes on
                drawn += 1
            elif code == PASS_CODE:
                passes += 1
                cur = nxt[cur]
                if passes >= players:
                    finisher = -1  # R12: blocked
                    break
            else:
                index = code >> 1
                if left < 0:
                    left, right = _LOW[index], _HIGH[index]
                elif code & 1:
                    right = other[right][index]
                else:
                    left = other[left][index]
                hand ^= bit[index]
                hands[cur] = hand
                line |= bit[index]
                passes = 0
                if not hand:
                    finisher = cur  # R12: domino
                    break
                cur = nxt[cur]
            if expanded:
                break
        if finisher == -2:
            finisher = playout(
                hands,
                stock,
                drawn,
                left,
                right,
                cur,
                passes,
                line,
                greedy,
                protected=protected,
                ask_forced=False,
            )[0]
        winner = winner_and_gain([pips_of(h) for h in hands], finisher)[0]
        for visited, actor in path:
            visited.visits += 1
            if actor == winner:
                visited.total += 1.0
    return root.children


class ISMCTS:
    """The benchmark opponent with ``iterations`` iterations a decision."""

    def __init__(self, iterations: int = 10_000, seed: int = 35) -> None:
        self.iterations = iterations
        self.name = f"ismcts-{iterations}"
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        by_code = {code_of(a): a for a in legal}
        children = search(view, self.iterations, random.Random(self._rng.getrandbits(64)))
        best = max(by_code, key=lambda c: (children[c].visits if c in children else -1, -c))
        return by_code[best]


class ISMCTS1000(ISMCTS):
    def __init__(self) -> None:
        super().__init__(1000)


class ISMCTS3000(ISMCTS):
    def __init__(self) -> None:
        super().__init__(3000)


class ISMCTS10000(ISMCTS):
    def __init__(self) -> None:
        super().__init__(10_000)
