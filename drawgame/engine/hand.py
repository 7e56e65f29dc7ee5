"""One hand of Draw: deal, turns and the end of the hand (R3, R5-R15).

:class:`HandState` is immutable. Internally hands are bit masks over tile indices
(:mod:`drawgame.engine.masks`) so that legal moves and ``apply`` stay cheap; the public
properties give :class:`Tile` values.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Final, NamedTuple, NoReturn

from .actions import DRAW, PASS, Action, Draw, End, IllegalReason, Pass, Place
from .line import Line
from .masks import BIT, FITS, FULL_MASK, OTHER, SEAT_BIT, SEAT_MASK, SEAT_SHIFT, mask_of, tiles_of
from .moves import PLACE_CODE, Deal, legal_for, shuffled_set, totals_of
from .outcome import Outcome, Termination, score_hand, winner_and_gain
from .rules import DEAL_SIZE, PROTECTED_STOCK, Rules
from .setups import checked_setup
from .tiles import FULL_SET, Tile

if TYPE_CHECKING:
    from .view import PlayerView

__all__ = [
    "DEAL_SIZE",
    "PROTECTED_STOCK",
    "HandState",
    "IllegalAction",
    "Outcome",
    "Termination",
    "Turn",
    "check_players",
    "check_seat",
    "may_draw",
    "score_hand",
    "winner_and_gain",
]

# DEAL_SIZE and PROTECTED_STOCK (from .rules) are the standard deal (R3) and protected
# stock (R8), what Rules.standard() uses; a hand reads its own rules (HandState.rules).
_END_CODE: Final = {End.LEFT: 0, End.RIGHT: 1}
_ENDS: Final = (End.LEFT, End.RIGHT)
_R = IllegalReason


def may_draw(stock_size: int, protected_stock: int = PROTECTED_STOCK) -> bool:
    """Whether a player may draw from a stock of ``stock_size`` tiles: only while it holds
    more than its ``protected_stock`` tiles (R7, R8; the standard :data:`PROTECTED_STOCK`
    unless given, see :attr:`Rules.protected_stock`).

    >>> may_draw(3), may_draw(2), may_draw(2, protected_stock=1)
    (True, False, True)
    """
    return stock_size > protected_stock


class IllegalAction(ValueError):
    """An action the rules do not allow in this position; the message says why in English,
    :attr:`reason` says it for a program (a view translates it)."""

    def __init__(self, message: str, reason: IllegalReason = IllegalReason.MALFORMED) -> None:
        super().__init__(message)
        self.reason = reason


class Turn(NamedTuple):
    """One entry of a hand's history: ``seat`` did ``action`` while the ends were ``ends``.

    A named tuple rather than a dataclass: one is made for every action applied, and a
    frozen dataclass costs twice as much to make."""

    seat: int
    action: Action
    ends: tuple[int, int] | None


# One step of a hand's history, linked to the one before: (previous, seat, action, left,
# right), the ends as they were (-1 before the opening). The Turn values are made when the
# history is first read; a position's apply only links a tuple.
_Step = tuple["_Step | None", int, Action, int, int]


class HandState:
    """An immutable position of one hand: every hand, the stock, the line and whose turn.

    >>> import random
    >>> state = HandState.deal(2, opener=0, rng=random.Random(1))
    >>> state.stock_size, [len(h) for h in state.hands], state.ends
    (14, [7, 7], None)
    """

    # Every seat's hand is one int (bits SEAT_SHIFT * seat on); the history is built from
    # the linked steps on first read; _legal, _line and _history are caches.
    __slots__ = (
        "_current",
        "_deal",
        "_drawn",
        "_hands",
        "_history",
        "_left",
        "_legal",
        "_line",
        "_outcome",
        "_passes",
        "_right",
        "_step",
    )

    _deal: Deal
    _current: int
    _hands: int
    _drawn: int
    _left: int
    _right: int
    _passes: int
    _step: _Step | None
    _history: tuple[Turn, ...] | None
    _outcome: Outcome | None
    _legal: tuple[Action, ...] | None
    _line: Line | None

    def __init__(self) -> None:
        raise TypeError("use HandState.deal() or HandState.from_tiles()")

    # -- construction ---------------------------------------------------------------

    @classmethod
    def _start(
        cls,
        rules: Rules,
        hands: int,
        stock: tuple[int, ...],
        opener: int,
        placed: tuple[tuple[int, int], ...] = (),
        current: int | None = None,
    ) -> HandState:
        state = object.__new__(cls)
        state._deal = Deal(rules, hands, stock, opener, placed)
        state._current = opener if current is None else current
        state._hands = hands
        state._drawn = state._passes = 0
        state._left = state._right = -1
        state._step = state._history = state._outcome = state._legal = state._line = None
        if placed:
            line = Line.build((FULL_SET[i], End.LEFT if e == 0 else End.RIGHT) for i, e in placed)
            ends = line.ends
            assert ends is not None
            state._left, state._right = ends
            state._line = line
        return state

    @classmethod
    def deal(cls, players: int | Rules, opener: int, rng: random.Random) -> HandState:
        """Shuffle and deal per R3: ``players`` is a number of players, played by the
        standard rules (7 tiles each to 2 or 3 players, 6 each to 4), or the :class:`Rules`
        (its ``deal_size`` tiles each). The same seed gives the same shuffle whatever the
        rules; only the cut between the hands and the stock moves."""
        rules = _rules_of(players)
        players = rules.players
        check_seat(opener, players, "opener")
        order = shuffled_set(rng)  # rng.shuffle's order, made faster
        size = rules.deal_size
        bit = BIT.__getitem__
        hands = 0
        for seat in range(players):
            hands |= sum(map(bit, order[seat * size : (seat + 1) * size])) << SEAT_SHIFT * seat
        return cls._start(rules, hands, tuple(order[players * size :]), opener)

    @classmethod
    def from_tiles(
        cls,
        hands: Sequence[Iterable[Tile]],
        stock: Sequence[Tile],
        opener: int,
        *,
        line: Sequence[Place] = (),
        current: int | None = None,
        rules: Rules | None = None,
    ) -> HandState:
        """Set up any position: ``stock[0]`` is drawn first.

        Without ``line`` this is a fresh deal, so each hand must hold the R3 count. With
        ``line`` (the placements so far, in order) it is a position in mid-hand and
        ``current`` says whose turn it is; the opening tile is placed with ``End.LEFT``, as
        in :meth:`apply`. Every one of the 28 tiles must appear exactly once, and the stock
        must keep its protected tiles (R8). ``rules`` default to the standard rules for
        ``len(hands)`` players (:meth:`Rules.standard`).
        """
        check_players(len(hands))
        if rules is None:
            rules = Rules.standard(len(hands))
        elif not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules, not {rules!r}")
        elif rules.players != len(hands):
            raise ValueError(f"the rules are for {rules.players} players, not {len(hands)}")
        check_seat(opener, len(hands), "opener")
        if current is not None:
            check_seat(current, len(hands), "current")
        hand_tuples, stock_tuple, placed = checked_setup(hands, stock, line, rules)
        return cls._start(
            rules,
            sum(mask_of(hand) << SEAT_SHIFT * seat for seat, hand in enumerate(hand_tuples)),
            tuple(t.index for t in stock_tuple),
            opener,
            tuple(placed),
            current,
        )

    # -- reading the position -------------------------------------------------------

    @property
    def players(self) -> int:
        return self._deal.players

    @property
    def rules(self) -> Rules:
        """The rules this hand is played by (deal, protected stock, target)."""
        return self._deal.rules

    @property
    def opener(self) -> int:
        return self._deal.opener

    @property
    def current(self) -> int:
        """The seat whose turn it is."""
        return self._current

    def _masks(self, hands: int | None = None) -> tuple[int, ...]:
        """Every seat's hand as a mask, of ``hands`` packed (this position's if None)."""
        packed = self._hands if hands is None else hands
        return tuple(packed >> SEAT_SHIFT * seat & FULL_MASK for seat in range(self._deal.players))

    @property
    def hands(self) -> tuple[tuple[Tile, ...], ...]:
        """Every seat's tiles, sorted."""
        return tuple(tiles_of(mask) for mask in self._masks())

    def hand(self, seat: int) -> tuple[Tile, ...]:
        return tiles_of(self._masks()[seat])

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(mask.bit_count() for mask in self._masks())

    @property
    def stock(self) -> tuple[Tile, ...]:
        """The stock, next tile to be drawn first (the last two are protected, R8)."""
        return tuple(FULL_SET[i] for i in self._deal.stock[self._drawn :])

    @property
    def stock_size(self) -> int:
        return len(self._deal.stock) - self._drawn

    @property
    def ends(self) -> tuple[int, int] | None:
        """``(left, right)`` end values, or ``None`` before the opening."""
        if self._left < 0:
            return None
        return (self._left, self._right)

    @property
    def line(self) -> Line:
        line = self._line
        if line is None:
            line = Line.build(
                (FULL_SET[i], End.LEFT if e == 0 else End.RIGHT) for i, e in self._placements()
            )
            self._line = line
        return line

    def _placements(self) -> tuple[tuple[int, int], ...]:
        """The line as placed: (tile index, 0 for the left end or the opening, else 1)."""
        placed: list[tuple[int, int]] = []
        step = self._step
        while step is not None:
            step, _, action, left, _ = step
            if isinstance(action, Place):
                placed.append((action.tile.index, 0 if left < 0 else _END_CODE[action.end]))
        placed.reverse()
        return self._deal.placed + tuple(placed)

    @property
    def history(self) -> tuple[Turn, ...]:
        """Every action taken in this hand, in order."""
        history = self._history
        if history is None:
            turns: list[Turn] = []
            step = self._step
            while step is not None:
                step, seat, action, left, right = step
                turns.append(Turn(seat, action, None if left < 0 else (left, right)))
            turns.reverse()
            history = self._history = tuple(turns)
        return history

    @property
    def starts_from_deal(self) -> bool:
        """Whether the hand began with a deal (:meth:`deal`, or :meth:`from_tiles` without
        a line) rather than in mid-play; only such hands can be saved or recorded."""
        return not self._deal.placed

    @property
    def dealt_hands(self) -> tuple[tuple[Tile, ...], ...]:
        """Every seat's tiles as the hand began (sorted): the deal, for a hand that
        :attr:`starts_from_deal`."""
        return tuple(tiles_of(mask) for mask in self._masks(self._deal.hands))

    @property
    def dealt_stock(self) -> tuple[Tile, ...]:
        """The whole stock as the hand began, in drawing order (:attr:`stock` is what is
        left of it)."""
        return tuple(FULL_SET[i] for i in self._deal.stock)

    @property
    def outcome(self) -> Outcome | None:
        """``None`` while the hand runs; then how it ended and the gains (R12-R15)."""
        return self._outcome

    @property
    def is_over(self) -> bool:
        return self._outcome is not None

    @property
    def passes_in_a_row(self) -> int:
        return self._passes

    def can_draw(self) -> bool:
        """R7/R8: drawing is allowed while the stock holds more than its protected tiles."""
        return self._outcome is None and self._drawn < self._deal.limit

    # -- moves ----------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """Exactly the actions R5-R9 allow: places in tile order (left end before right),
        then ``Draw``, then ``Pass``. Empty once the hand is over."""
        legal = self._legal
        if legal is not None:
            return legal
        if self._outcome is not None:
            legal = ()
        else:
            hand = self._hands >> SEAT_SHIFT * self._current & FULL_MASK
            legal = legal_for(hand, self._left, self._right, self._drawn < self._deal.limit)
        self._legal = legal
        return legal

    def is_legal(self, action: Action) -> bool:
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action) -> IllegalReason | None:
        """``None`` if ``action`` is legal here, else why the rules refuse it."""
        try:
            self._check(action)
        except IllegalAction as error:
            return error.reason
        return None

    def _check(self, action: Action) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal here."""
        if self._outcome is not None:
            raise IllegalAction(f"the hand is over; {action} is not possible", _R.HAND_OVER)
        seat = self._current
        if isinstance(action, Place):
            tile = action.tile
            if not isinstance(tile, Tile) or not isinstance(action.end, End):
                raise IllegalAction(f"malformed action: {action!r}", _R.MALFORMED)
            if not self._hands & SEAT_BIT[seat][tile.index]:
                raise IllegalAction(f"seat {seat} does not hold {tile}", _R.NOT_HELD)
            if self._left < 0:
                if action.end is not End.LEFT:
                    raise IllegalAction(
                        f"the opening tile is placed with End.LEFT, not {action.end}",
                        _R.OPENING_END,
                    )
                return
            value = self._left if action.end is End.LEFT else self._right
            if not tile.has(value):
                raise IllegalAction(
                    f"{tile} does not fit the {action.end} end, which shows {value}",
                    _R.DOES_NOT_FIT,
                )
            return
        if isinstance(action, Draw):
            if self._drawn >= self._deal.limit:
                raise IllegalAction(
                    "the stock is down to its protected tiles, which are never drawn (R8)",
                    _R.STOCK_PROTECTED,
                )
            return
        if isinstance(action, Pass):
            if self._drawn < self._deal.limit:
                raise IllegalAction(
                    "no pass while the stock allows drawing (R7, R9)", _R.PASS_WHILE_CAN_DRAW
                )
            if self._left < 0 or self._hands >> SEAT_SHIFT * seat & FITS[self._left][self._right]:
                raise IllegalAction(
                    f"seat {seat} has a tile that fits, so may not pass (R9)",
                    _R.PASS_WHILE_TILE_FITS,
                )
            return
        raise IllegalAction(f"not an action: {action!r}", _R.MALFORMED)

    def _refuse(self, action: Action) -> NoReturn:
        """Raise the :class:`IllegalAction` that says why ``action`` is not legal here."""
        self._check(action)
        raise AssertionError(f"{action!r} was refused but passes the check")

    def apply(self, action: Action) -> HandState:
        """The position after ``action``; :class:`IllegalAction` if the rules forbid it."""
        # Every rule is checked here, on bit masks: the interned places (the ones
        # legal_actions hands out, PLACES) are known by identity, anything else goes
        # through _check first.
        code = PLACE_CODE.get(id(action))
        if code is None or self._outcome is not None:
            other = self._apply_other(action)
            if isinstance(other, HandState):
                return other
            code = other
        index, end = code
        seat = self._current
        bit = SEAT_BIT[seat][index]
        hands = self._hands
        if not hands & bit:
            self._refuse(action)
        hands ^= bit
        left = self._left
        right = self._right
        if left < 0:
            if end:
                self._refuse(action)
            tile = FULL_SET[index]
            new_left = tile.low
            new_right = tile.high
        elif end:
            new_left = left
            new_right = OTHER[right][index]
            if new_right < 0:
                self._refuse(action)
        else:
            new_left = OTHER[left][index]
            new_right = right
            if new_left < 0:
                self._refuse(action)
        deal = self._deal
        new = object.__new__(HandState)
        new._deal = deal
        new._current = deal.next[seat]
        new._hands = hands
        new._drawn = self._drawn
        new._left = new_left
        new._right = new_right
        new._passes = 0
        new._step = (self._step, seat, action, left, right)
        new._history = new._legal = None
        line = self._line
        # Grow the line already built rather than rebuilding it for every view.
        new._line = None if line is None else line.add(FULL_SET[index], _ENDS[end])
        if hands & SEAT_MASK[seat]:
            new._outcome = None
        else:
            new._outcome = score_hand(Termination.DOMINO, totals_of(hands, deal.players), seat)
        return new

    def _apply_other(self, action: Action) -> HandState | tuple[int, int]:
        """apply() for a draw, a pass, or a legal place that is not interned: the
        (tile index, end code) of the latter."""
        if self._outcome is not None or (action is not DRAW and action is not PASS):
            self._check(action)
            if isinstance(action, Place):
                return action.tile.index, _END_CODE[action.end]
        seat = self._current
        deal = self._deal
        drawn = self._drawn
        hands = self._hands
        left = self._left
        right = self._right
        outcome = None
        if isinstance(action, Draw):
            if drawn >= deal.limit:
                self._refuse(action)
            hands |= SEAT_BIT[seat][deal.stock[drawn]]
            drawn += 1
            passes = self._passes
            current = seat
        else:
            if drawn < deal.limit or left < 0 or hands >> SEAT_SHIFT * seat & FITS[left][right]:
                self._refuse(action)
            passes = self._passes + 1
            current = deal.next[seat]
            if passes >= deal.players:
                outcome = score_hand(Termination.BLOCKED, totals_of(hands, deal.players), seat)
        new = object.__new__(HandState)
        new._deal = deal
        new._current = current
        new._hands = hands
        new._drawn = drawn
        new._left = left
        new._right = right
        new._passes = passes
        new._step = (self._step, seat, action, left, right)
        new._history = new._legal = None
        new._line = self._line
        new._outcome = outcome
        return new

    def view(
        self,
        seat: int,
        *,
        scores: Sequence[int] | None = None,
        target: int | None = None,
        hand_number: int = 1,
    ) -> PlayerView:
        """What ``seat`` may know of this position (see :class:`PlayerView`)."""
        from .view import view_of

        return view_of(self, seat, scores, target, hand_number)

    # -- comparison -----------------------------------------------------------------

    def _key(self) -> tuple[object, ...]:
        deal = self._deal
        return (
            deal.rules,
            self._hands,
            deal.stock[self._drawn :],
            self._placements(),
            self._current,
            deal.opener,
            self._passes,
            self.history,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HandState) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        hands = " / ".join(" ".join(str(t) for t in hand) for hand in self.hands)
        return (
            f"<HandState seat {self._current} to play, line {self.line!r}, "
            f"stock {self.stock_size}, hands {hands}>"
        )


def check_players(players: int) -> None:
    """``ValueError`` unless ``players`` is a number of players Draw allows (R2)."""
    if type(players) is not int or not 2 <= players <= 4:
        raise ValueError(f"Draw is played by 2, 3 or 4 players (R2), not {players!r}")


def _rules_of(players: int | Rules) -> Rules:
    if isinstance(players, Rules):
        return players
    check_players(players)
    return Rules.standard(players)


def check_seat(seat: int, players: int, what: str) -> None:
    """``ValueError`` unless ``seat`` is one of ``players`` seats; ``what`` names it."""
    # type() rather than isinstance(): True is an int but not a seat.
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"{what} must be a seat from 0 to {players - 1}, not {seat!r}")
