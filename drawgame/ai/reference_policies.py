"""Playout policies stronger than the coach's, for the coach's reference
(``benchmarks/coach_reference.py``, docs/coach.md): too dear for the coach itself, they
keep a state through one playout, so each is made for that playout's ``hands`` list (the
list :func:`~drawgame.ai.fastsim.playout` changes in place), which they read for the
hands' sizes only.

* :func:`aware_choice`: :func:`~drawgame.ai.fast_policies.keen_choice` that remembers what
  the playout showed: a seat asked with no tile that fits lacks both end values (these
  policies draw only when forced, so a draw or a pass proves it), so the look-ahead leaves
  out the replies the next seat cannot have and the tiles no other seat can hold, and
  prefers ends the next seat cannot follow at all.
* :func:`searching_choice`: at each of a seat's first ``depth`` choices in a playout, a
  small Monte-Carlo search from that seat's view: the unseen tiles dealt afresh
  ``samples`` times into the other hands (at their sizes) and the stock, every option
  played in each deal and then ``keen_choice`` to the hand's end, the best mean taken.
  Weaker than ``aware`` head to head at these sizes (docs/coach.md): a handful of deals
  chooses by noise.

Neither reads a hidden tile: their choices depend on the seat's hand, the line, the ends,
the hands' sizes and (``aware``) the turns at which seats had no tile that fits.
"""

from __future__ import annotations

import random
from typing import Final

from drawgame.engine import winner_and_gain
from drawgame.engine.masks import BIT, FULL_MASK, indices_of, pips_of

from .fast_policies import (
    MISSING_FITS,
    STOP,
    Choice,
    Options,
    keen_choice,
    look_ahead,
)
from .fastsim import RUNNING, playout

__all__ = ["AWARE_SHUT", "DEPTH", "SAMPLES", "aware_choice", "searching_choice"]

#: ``aware``'s bonus for new ends the next seat cannot follow at all, in follow-up tiles
#: (arena-style duels: docs/coach.md).
AWARE_SHUT: Final = 10.0
#: ``search``: deals per option of one search, and searches per seat and playout.
SAMPLES: Final = 6
DEPTH: Final = 3


def aware_choice(hands: list[int]) -> Choice:
    """The ``aware`` policy for one playout of ``hands`` (see the module's notes)."""
    players = len(hands)
    lacks = [0] * players  # per seat, as a 7-bit mask of values

    def choose(
        hand: int, left: int, right: int, on_left: Options, on_right: Options, line: int
    ) -> int:
        if left < 0:
            return keen_choice(hand, left, right, on_left, on_right, line)
        n = len(on_left) + len(on_right)
        if n == 0:
            # Nothing fits: it draws or passes, and everyone sees it lacks both values. A
            # tile drawn and placed fits, the others drawn before it did not: it still
            # lacks them after its turn.
            lacks[hands.index(hand)] = 1 << left | 1 << right
            return 0
        if n == 1:
            return 0
        me = hands.index(hand)
        unseen = FULL_MASK ^ (line | hand)
        nobody = FULL_MASK  # tiles no other seat can hold: in the stock
        for seat in range(players):
            if seat != me:
                nobody &= MISSING_FITS[lacks[seat]]
        replies = unseen & ~MISSING_FITS[lacks[(me + 1) % players]]
        return look_ahead(
            hand, left, right, on_left, on_right, unseen & ~nobody, replies, AWARE_SHUT
        )

    return choose


def _net(hands: list[int], finisher: int, me: int) -> float:
    winner, gain = winner_and_gain([pips_of(h) for h in hands], finisher)
    if winner < 0:
        return 0.0
    return gain if winner == me else -gain / (len(hands) - 1)


def _option(k: int) -> Choice:
    """Plays the ``k``-th option, then stops the playout."""
    played = False

    def choose(
        hand: int, left: int, right: int, on_left: Options, on_right: Options, line: int
    ) -> int:
        nonlocal played
        if played:
            return STOP
        played = True
        return k

    return choose


def _deals(
    sizes: list[int], me: int, unseen: list[int], rng: random.Random, samples: int
) -> list[tuple[list[int], list[int]]]:
    """``samples`` deals of the ``unseen`` tiles: the other hands at their ``sizes`` (the
    seat's own left empty), the rest the stock in a random order."""
    out = []
    for _ in range(samples):
        rng.shuffle(unseen)
        others = [0] * len(sizes)
        at = 0
        for seat, size in enumerate(sizes):
            if seat != me:
                for index in unseen[at : at + size]:
                    others[seat] |= BIT[index]
                at += size
        out.append((others, unseen[at:]))
    return out


def searching_choice(
    hands: list[int],
    rng: random.Random,
    samples: int = SAMPLES,
    depth: int = DEPTH,
    protected: int = 2,
) -> Choice:
    """The ``search`` policy for one playout of ``hands``, searching with ``rng`` (see the
    module's notes); ``protected`` is the hand's protected stock (R8)."""
    searches = [depth] * len(hands)

    def choose(
        hand: int, left: int, right: int, on_left: Options, on_right: Options, line: int
    ) -> int:
        n = len(on_left) + len(on_right)
        me = hands.index(hand)
        if left < 0 or n < 2 or searches[me] <= 0:
            return keen_choice(hand, left, right, on_left, on_right, line)
        searches[me] -= 1
        sizes = [h.bit_count() for h in hands]
        unseen = list(indices_of(FULL_MASK ^ (line | hand)))
        deals = _deals(sizes, me, unseen, rng, samples)
        means = []
        for k in range(n):
            total = 0.0
            for others, stock in deals:
                trial = others.copy()
                trial[me] = hand
                end = playout(
                    trial, stock, 0, left, right, me, 0, line, _option(k), protected=protected
                )
                finisher = end[0]
                if finisher == RUNNING:
                    finisher = playout(trial, stock, *end[1:], keen_choice, protected=protected)[0]
                total += _net(trial, finisher, me)
            means.append(total)
        return max(range(n), key=means.__getitem__)

    return choose
