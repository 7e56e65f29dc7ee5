"""The AI's fast path: a mutable, bit-mask simulation of one hand (same rules as the engine).

:class:`~drawgame.engine.HandState` is immutable and validates every move, which is right
for the game but too slow for search. :class:`FastHand` keeps the same facts as plain ints
(hands and the line as 28-bit masks over tile indices, see :mod:`drawgame.engine.masks`;
the stock as a list of indices with a draw pointer; the two end values, the seat to move and
the passes in a row) and changes them in place. It follows R5-R15 exactly, with the hand's
:class:`~drawgame.engine.Rules` (its deal and protected stock, R3 and R8);
``tests/ai/test_fastsim.py`` checks it against the engine.

Every move is made by one loop, :func:`playout`, which asks a :data:`Choice` what each
seat does: uniformly at random (built in), like the greedy bot (:func:`greedy_choice`),
with the search's policy (:func:`smart_choice`) or one given move (:func:`first_move`, how
:meth:`FastHand.play` and the ``hard`` bot's candidate moves are made); the moves as ints
and the policies are in :mod:`drawgame.ai.fast_policies`.

:func:`playout`'s position: ``hands`` (masks) is changed in place; ``stock[drawn]`` is the
next tile drawn; ``line`` is the mask of the tiles on the line. ``choose=None`` picks
uniformly among the legal actions (draw included) with ``rand``, inline because random
playouts are the benchmark's hot path: a call per turn made them about a third slower.
``trace``, if given, receives every action code played. ``protected`` is the hand's
protected stock (R8, :attr:`Rules.protected_stock`; the standard 2 unless given): the last
``protected`` tiles of ``stock`` are never drawn. ``ask_forced=False``: with one option
or none the loop takes it without asking ``choose`` (for a policy in :data:`PLAYS_FORCED`,
which would take it too).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Final

from drawgame.engine import (
    FULL_SET,
    HandState,
    Outcome,
    Rules,
    Termination,
    score_hand,
    winner_and_gain,
)
from drawgame.engine.masks import BIT, FULL_MASK, OTHER, VALUE_MASK, indices_of, pips_of

from .fast_policies import (
    DRAW_CODE,
    FITTING,
    KEEN_STUCK,
    MISSING_FITS,
    PASS_CODE,
    SHOWN_HIGH,
    SHOWN_LOW,
    SMART_LOCK,
    SMART_WEIGHT,
    STOP,
    Choice,
    Options,
    action_of,
    code_of,
    first_move,
    greedy_choice,
    heaviest_first,
    keen_choice,
    smart_choice,
)

__all__ = [
    "BLOCKED",
    "DRAW_CODE",
    "PASS_CODE",
    "RUNNING",
    "STOP",
    "Choice",
    "FastHand",
    "Options",
    "action_of",
    "code_of",
    "first_move",
    "greedy_choice",
    "keen_playout",
    "play_candidate",
    "playout",
    "smart_choice",
]


#: :func:`playout`'s first result when the hand ended blocked (R12)...
BLOCKED: Final = -1
#: ... and when a :data:`Choice` stopped it with the hand still running.
RUNNING: Final = -2


_ALL: Final = tuple(range(len(FULL_SET)))
#: The standard rules by number of players, looked up without a call (deals are hot).
_STANDARD: Final = {n: Rules.standard(n) for n in (2, 3, 4)}
#: The standard protected stock (R8): :func:`playout`'s when it is given none.
_STANDARD_PROTECTED: Final = _STANDARD[2].protected_stock

_NEXT: Final = {n: tuple((s + 1) % n for s in range(n)) for n in (2, 3, 4)}

#: The policies that, with one option or none, take it (draw or pass when none fits):
#: :func:`play_candidate` does not ask them then, the loop's commonest turn. Identical
#: results, a call less.
PLAYS_FORCED: Final = frozenset({greedy_choice, smart_choice, keen_choice})


def _no_random() -> float:
    raise ValueError("a uniform playout (choose=None) needs rand")


def playout(
    hands: list[int],
    stock: Sequence[int],
    drawn: int,
    left: int,
    right: int,
    current: int,
    passes: int,
    line: int,
    choose: Choice | None,
    rand: Callable[[], float] | None = None,
    trace: list[int] | None = None,
    *,
    protected: int = _STANDARD_PROTECTED,
    ask_forced: bool = True,
) -> tuple[int, int, int, int, int, int, int]:
    """Play from the given position until the hand ends or ``choose`` returns :data:`STOP`:
    the fast path's one turn loop (R5-R12; its arguments: the module's notes). Returns
    ``(finisher, drawn, left, right, current, passes, line)``: ``finisher`` is the seat that
    went out, :data:`BLOCKED` or :data:`RUNNING`; the rest is the new position."""
    players = len(hands)
    nxt = _NEXT[players]
    last_draw = len(stock) - protected  # R8: draw while drawn < last_draw
    uniform = rand if rand is not None else _no_random
    tiles, vm, other, bit = FITTING, VALUE_MASK, OTHER, BIT
    cur = current
    while True:
        hand = hands[cur]
        if left < 0:
            on_left = indices_of(hand)  # the opening: any tile (R5)
            on_right: tuple[int, ...] = ()
        else:
            on_left = tiles[hand & vm[left]]
            on_right = tiles[hand & vm[right]]
        n_left = len(on_left)
        n = n_left + len(on_right)
        if n < 2 and not ask_forced:
            k = 0  # the only tile that fits; or none: draw, or pass
        elif choose is None:
            # Uniformly among the options, and the draw while the stock allows one (R7-R9).
            k = int(uniform() * (n + 1)) if drawn < last_draw else int(uniform() * n) if n else 0
        else:
            k = choose(hand, left, right, on_left, on_right, line)
        if k < n_left:
            index = on_left[k]
            if left < 0:
                tile = FULL_SET[index]
                left, right = tile.low, tile.high
            else:
                left = other[left][index]
            if trace is not None:
                trace.append(2 * index)
        elif k < n:
            index = on_right[k - n_left]
            right = other[right][index]
            if trace is not None:
                trace.append(2 * index + 1)
        elif k == n:
            if drawn < last_draw:
                # R7: the turn goes on after a draw.
                if trace is not None:
                    trace.append(DRAW_CODE)
                hands[cur] = hand | bit[stock[drawn]]
                drawn += 1
                continue
            # R9: nothing fits and no draw is allowed.
            if trace is not None:
                trace.append(PASS_CODE)
            passes += 1
            cur = nxt[cur]
            if passes >= players:
                return BLOCKED, drawn, left, right, cur, passes, line  # R12
            continue
        else:
            return RUNNING, drawn, left, right, cur, passes, line
        placed = bit[index]
        hand ^= placed
        hands[cur] = hand
        line |= placed
        passes = 0
        if not hand:
            return cur, drawn, left, right, nxt[cur], passes, line  # R12: domino
        cur = nxt[cur]


def _look_ahead(
    hand: int, left: int, right: int, on_left: Options, on_right: Options, line: int
) -> int:
    """``look_ahead(hand, left, right, on_left, on_right, unseen, unseen, 0.0)`` as an
    action code (``2 * index + end``): its sums in the same order (the same floats, the
    same ties: the first best option, the left end's first)."""
    vm, other, bit = VALUE_MASK, OTHER, BIT
    weight, lock, stuck, missing = SMART_WEIGHT, SMART_LOCK, KEEN_STUCK, MISSING_FITS
    shown_low, shown_high = SHOWN_LOW, SHOWN_HIGH
    unseen = FULL_MASK ^ (line | hand)
    best = -1e9
    code = -1
    keep = vm[right]
    to = other[left]
    for i in on_left:
        end = to[i]
        fits = vm[end] | keep
        score = weight[i] + (hand & fits).bit_count() - lock * (unseen & fits).bit_count()
        rest = hand ^ bit[i]
        gone = 127 ^ (shown_low[rest & 0x3FFF] | shown_high[rest >> 14])
        if gone >> right & 1:
            score -= stuck * (unseen & vm[end] & missing[gone]).bit_count()
        if gone >> end & 1:
            score -= stuck * (unseen & keep & missing[gone]).bit_count()
        if score > best:
            best = score
            code = 2 * i
    keep = vm[left]
    to = other[right]
    for i in on_right:
        end = to[i]
        fits = vm[end] | keep
        score = weight[i] + (hand & fits).bit_count() - lock * (unseen & fits).bit_count()
        rest = hand ^ bit[i]
        gone = 127 ^ (shown_low[rest & 0x3FFF] | shown_high[rest >> 14])
        if gone >> left & 1:
            score -= stuck * (unseen & vm[end] & missing[gone]).bit_count()
        if gone >> end & 1:
            score -= stuck * (unseen & keep & missing[gone]).bit_count()
        if score > best:
            best = score
            code = 2 * i + 1
    return code


def keen_playout(
    hands: list[int],
    stock: Sequence[int],
    drawn: int,
    left: int,
    right: int,
    current: int,
    passes: int,
    line: int,
    protected: int = _STANDARD_PROTECTED,
    memo: dict[int, int] | None = None,
) -> int:
    """``playout(..., keen_choice, ask_forced=False)[0]``, move for move: the same turn
    loop with :func:`~drawgame.ai.fast_policies.keen_choice`'s choice made in it (the
    coach's hot path: fewer calls, and a choice among several tiles remembered in
    ``memo``, which may be shared by any playouts: it holds what keen plays in a
    position). ``tests/ai/test_fastsim.py`` checks it plays the same moves."""
    if memo is None:
        memo = {}
    players = len(hands)
    nxt = _NEXT[players]
    last_draw = len(stock) - protected  # R8: draw while drawn < last_draw
    tiles, vm, other, bit = FITTING, VALUE_MASK, OTHER, BIT
    cur = current
    while True:
        hand = hands[cur]
        if left < 0:
            # The opening (R5): keen opens with the heaviest tile.
            index = max(indices_of(hand), key=heaviest_first)
            tile = FULL_SET[index]
            left, right = tile.low, tile.high
        else:
            fit_left = hand & vm[left]
            fit_right = hand & vm[right]
            if not (fit_left or fit_right):
                if drawn < last_draw:
                    hands[cur] = hand | bit[stock[drawn]]  # R7: the turn goes on
                    drawn += 1
                    continue
                passes += 1  # R9
                cur = nxt[cur]
                if passes >= players:
                    return BLOCKED  # R12
                continue
            on_left = tiles[fit_left]
            on_right = tiles[fit_right]
            if not on_right and len(on_left) == 1:
                index = on_left[0]
                left = other[left][index]
            elif not on_left and len(on_right) == 1:
                index = on_right[0]
                right = other[right][index]
            else:
                # The choice depends on the hand, the line and the ends alone, and comes
                # back often (about half the time in a review): remembered in ``memo``.
                key = hand | line << 28 | left << 56 | right << 59
                code = memo.get(key)
                if code is None:
                    code = _look_ahead(hand, left, right, on_left, on_right, line)
                    memo[key] = code
                index = code >> 1
                if code & 1:
                    right = other[right][index]
                else:
                    left = other[left][index]
        placed = bit[index]
        hand ^= placed
        hands[cur] = hand
        line |= placed
        passes = 0
        if not hand:
            return cur  # R12: domino
        cur = nxt[cur]


def play_candidate(
    hands: list[int],
    stock: Sequence[int],
    left: int,
    right: int,
    current: int,
    passes: int,
    line: int,
    code: int,
    policy: Choice,
    *,
    protected: int = _STANDARD_PROTECTED,
    memo: dict[int, int] | None = None,
) -> tuple[int, int]:
    """The search's playout of one candidate: ``current`` plays ``code`` (a legal action),
    then ``policy`` plays every seat to the hand's end, through the one turn loop.
    ``hands`` (masks) is changed in place. Returns the hand's winner and gain
    (:func:`~drawgame.engine.winner_and_gain`). ``memo``: :func:`keen_playout`'s, for the
    ``keen`` policy (kept by the caller across playouts, the choices it remembers)."""
    # The candidate's move made here as the turn loop makes it (R5-R12): one loop less
    # per candidate and deal, the search's hot path.
    drawn = 0
    cur = current
    if code == DRAW_CODE:
        hands[cur] |= BIT[stock[0]]  # R7: the turn goes on after a draw
        drawn = 1
    elif code == PASS_CODE:
        passes += 1
        cur = _NEXT[len(hands)][cur]
        if passes >= len(hands):
            return winner_and_gain([pips_of(h) for h in hands], BLOCKED)  # R12
    else:
        index = code >> 1
        if left < 0:
            tile = FULL_SET[index]
            left, right = tile.low, tile.high
        elif code & 1:
            right = OTHER[right][index]
        else:
            left = OTHER[left][index]
        hand = hands[cur] ^ BIT[index]
        hands[cur] = hand
        line |= BIT[index]
        passes = 0
        if not hand:
            return winner_and_gain([pips_of(h) for h in hands], cur)  # R12: domino
        cur = _NEXT[len(hands)][cur]
    if policy is keen_choice:
        finisher = keen_playout(
            hands, stock, drawn, left, right, cur, passes, line, protected, memo
        )
    else:
        finisher = playout(
            hands,
            stock,
            drawn,
            left,
            right,
            cur,
            passes,
            line,
            policy,
            protected=protected,
            ask_forced=policy not in PLAYS_FORCED,
        )[0]
    return winner_and_gain([pips_of(h) for h in hands], finisher)


class FastHand:
    """A mutable hand in progress. ``termination`` is set once it is over.

    ``finisher`` is the seat that went out (domino) or -1 while running / when blocked.
    ``line`` is the mask of the tiles on the line. ``rules`` are the hand's rules and
    ``protected`` their protected stock (R8), kept as a plain int for the playouts.
    """

    __slots__ = (
        "current",
        "drawn",
        "finisher",
        "hands",
        "left",
        "line",
        "passes",
        "players",
        "protected",
        "right",
        "rules",
        "stock",
        "termination",
    )

    players: int
    rules: Rules
    protected: int
    hands: list[int]
    stock: list[int]
    drawn: int
    left: int
    right: int
    current: int
    passes: int
    line: int
    termination: Termination | None
    finisher: int

    def __init__(
        self,
        hands: Sequence[int],
        stock: Sequence[int],
        ends: tuple[int, int] | None,
        current: int,
        passes: int = 0,
        drawn: int = 0,
        line: int | None = None,
        rules: Rules | None = None,
    ) -> None:
        """``hands`` are masks, ``stock`` tile indices (``stock[drawn]`` is drawn next);
        ``line`` defaults to every tile that is neither in a hand nor in the stock;
        ``rules`` to the standard rules for ``len(hands)`` players."""
        self.players = len(hands)
        if rules is None:
            rules = _STANDARD.get(self.players) or Rules.standard(self.players)
        elif rules.players != self.players:
            raise ValueError(f"the rules are for {rules.players} players, not {self.players}")
        self.rules = rules
        self.protected = rules.protected_stock
        self.hands = list(hands)
        self.stock = list(stock)
        self.drawn = drawn
        self.left, self.right = ends if ends is not None else (-1, -1)
        self.current = current
        self.passes = passes
        if line is None:
            line = FULL_MASK
            for mask in hands:
                line &= ~mask
            for index in stock:
                line &= ~BIT[index]
        self.line = line
        self.termination = None
        self.finisher = -1

    @classmethod
    def from_state(cls, state: HandState) -> FastHand:
        """The same position as an engine ``HandState`` (read through its public API)."""
        hands = [sum(BIT[t.index] for t in hand) for hand in state.hands]
        fast = cls(
            hands,
            [t.index for t in state.stock],
            state.ends,
            state.current,
            state.passes_in_a_row,
            line=sum(BIT[t.index] for t in state.line.tiles),
            rules=state.rules,
        )
        outcome = state.outcome
        if outcome is not None:
            fast.termination = outcome.termination
            if outcome.termination is Termination.DOMINO:
                assert outcome.winner is not None
                fast.finisher = outcome.winner
        return fast

    @classmethod
    def deal(cls, players: int | Rules, opener: int, rng: random.Random) -> FastHand:
        """A fresh deal per R3, from ``rng`` (not the same deal as ``HandState.deal``
        with the same seed): ``players`` is the :class:`Rules`, or a number of players for
        the standard rules."""
        if isinstance(players, Rules):
            rules = players
        else:  # Rules.standard raises ValueError for what is no number of players (R2)
            rules = _STANDARD.get(players) or Rules.standard(players)
        players = rules.players
        # Fisher-Yates with rng.random() rather than rng.shuffle: shuffle's integer
        # draws are the larger part of a whole random hand. int(random() * m) for m <= 28
        # is uniform to within 28 / 2**53. Hands are built while their tiles are picked.
        rand = rng.random
        bit = BIT
        order = list(_ALL)
        size = rules.deal_size
        hands = []
        i = 0
        for _ in range(players):
            mask = 0
            for _ in range(size):
                j = i + int(rand() * (28 - i))
                mask |= bit[order[j]]
                order[j] = order[i]
                i += 1
            hands.append(mask)
        stock = order[i:]
        for a in range(len(stock) - 1, 0, -1):
            b = int(rand() * (a + 1))
            stock[a], stock[b] = stock[b], stock[a]
        return cls(hands, stock, None, opener, line=0, rules=rules)

    def copy(self) -> FastHand:
        new = object.__new__(FastHand)
        new.players = self.players
        new.rules = self.rules
        new.protected = self.protected
        new.hands = self.hands.copy()
        new.stock = self.stock  # never changed in place: drawing moves the pointer
        new.drawn = self.drawn
        new.left = self.left
        new.right = self.right
        new.current = self.current
        new.passes = self.passes
        new.line = self.line
        new.termination = self.termination
        new.finisher = self.finisher
        return new

    # -- reading --------------------------------------------------------------------

    @property
    def ends(self) -> tuple[int, int] | None:
        return None if self.left < 0 else (self.left, self.right)

    @property
    def stock_size(self) -> int:
        return len(self.stock) - self.drawn

    @property
    def is_over(self) -> bool:
        return self.termination is not None

    def totals(self) -> tuple[int, ...]:
        return tuple(pips_of(m) for m in self.hands)

    def outcome(self) -> Outcome | None:
        """The engine's :class:`~drawgame.engine.Outcome` once the hand is over."""
        if self.termination is None:
            return None
        return score_hand(self.termination, self.totals(), self.finisher)

    def legal(self) -> list[int]:
        """Legal action codes, in the engine's order (places by tile, left first; draw;
        pass)."""
        if self.termination is not None:
            return []
        hand = self.hands[self.current]
        if self.left < 0:
            out = [2 * i for i in indices_of(hand)]
        else:
            # The options playout() offers, sorted: by tile, the left end first.
            out = sorted(
                [2 * i for i in FITTING[hand & VALUE_MASK[self.left]]]
                + [2 * i + 1 for i in FITTING[hand & VALUE_MASK[self.right]]]
            )
        if self.stock_size > self.protected:  # R7, R8
            out.append(DRAW_CODE)
        elif not out:
            out.append(PASS_CODE)
        return out

    # -- moves ----------------------------------------------------------------------

    def run(
        self,
        choose: Choice | None,
        rand: Callable[[], float] | None = None,
        trace: list[int] | None = None,
    ) -> None:
        """Go on with :func:`playout` until the hand ends or ``choose`` stops it."""
        if self.termination is not None:
            return
        position = (self.drawn, self.left, self.right, self.current, self.passes, self.line)
        finisher, *after = playout(
            self.hands, self.stock, *position, choose, rand, trace, protected=self.protected
        )
        self.drawn, self.left, self.right, self.current, self.passes, self.line = after
        if finisher == BLOCKED:
            self.termination = Termination.BLOCKED
        elif finisher != RUNNING:
            self.termination = Termination.DOMINO
            self.finisher = finisher

    def play(self, code: int) -> None:
        """Apply one legal action code (through the same loop as the playouts)."""
        self.run(first_move(code))

    def playout_random(self, rng: random.Random, trace: list[int] | None = None) -> None:
        """Play to the end, each action uniformly among the legal ones (draw included).

        ``trace``, if given, receives every action code played (for tests)."""
        self.run(None, rng.random, trace)

    def playout_greedy(self, trace: list[int] | None = None) -> None:
        """Play to the end with :func:`greedy_choice`."""
        self.run(greedy_choice, None, trace)

    def playout_smart(self, trace: list[int] | None = None) -> None:
        """Play to the end with :func:`smart_choice`."""
        self.run(smart_choice, None, trace)
