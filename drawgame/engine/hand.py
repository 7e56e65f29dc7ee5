"""One hand of Draw: deal, turns and the end of the hand (R3, R5-R15).

:class:`HandState` is immutable. Internally hands are bit masks over tile indices
(:mod:`drawgame.engine.masks`) so that legal moves and ``apply`` stay cheap; the public
properties give :class:`Tile` values.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Final, NamedTuple

from .actions import DRAW, PASS, PLACES, Action, Draw, End, IllegalReason, Pass, Place
from .line import Line
from .masks import OTHER, VALUE_MASK, mask_of, pips_of, tiles_of
from .outcome import Outcome, Termination, score_hand, winner_and_gain
from .rules import DEAL_SIZE, PROTECTED_STOCK, Rules
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


class HandState:
    """An immutable position of one hand: every hand, the stock, the line and whose turn.

    >>> import random
    >>> state = HandState.deal(2, opener=0, rng=random.Random(1))
    >>> state.stock_size, [len(h) for h in state.hands], state.ends
    (14, [7, 7], None)
    """

    __slots__ = (
        "_current",
        "_drawn",
        "_hands",
        "_history",
        "_initial",
        "_left",
        "_legal",
        "_line",
        "_opener",
        "_outcome",
        "_passes",
        "_placed",
        "_players",
        "_right",
        "_rules",
        "_stock",
    )

    _players: int
    _rules: Rules
    _opener: int
    _current: int
    _hands: tuple[int, ...]
    _stock: tuple[int, ...]
    _drawn: int
    _left: int
    _right: int
    _placed: tuple[tuple[int, int], ...]
    _passes: int
    _history: tuple[Turn, ...]
    _initial: tuple[tuple[int, ...], tuple[tuple[int, int], ...], int]
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
        hands: tuple[int, ...],
        stock: tuple[int, ...],
        opener: int,
        placed: tuple[tuple[int, int], ...] = (),
        current: int | None = None,
    ) -> HandState:
        state = object.__new__(cls)
        state._players = len(hands)
        state._rules = rules
        state._opener = opener
        state._current = opener if current is None else current
        state._hands = hands
        state._stock = stock
        state._drawn = 0
        state._left = state._right = -1
        state._placed = ()
        state._passes = 0
        state._history = ()
        state._initial = (hands, placed, state._current)
        state._outcome = None
        state._legal = None
        state._line = None
        if placed:
            line = Line.build((FULL_SET[i], End.LEFT if e == 0 else End.RIGHT) for i, e in placed)
            ends = line.ends
            assert ends is not None
            state._left, state._right = ends
            state._placed = placed
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
        order = list(range(len(FULL_SET)))
        rng.shuffle(order)
        size = rules.deal_size
        hands = tuple(
            sum(1 << i for i in order[seat * size : (seat + 1) * size]) for seat in range(players)
        )
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
        hand_tuples = [tuple(hand) for hand in hands]
        stock_tuple = tuple(stock)
        line_tiles = [place.tile for place in line]
        seen: dict[Tile, str] = {}
        for where, tiles in (
            *((f"hand {seat}", hand) for seat, hand in enumerate(hand_tuples)),
            ("the stock", stock_tuple),
            ("the line", tuple(line_tiles)),
        ):
            for tile in tiles:
                if not isinstance(tile, Tile):
                    raise ValueError(f"{where} holds {tile!r}, which is not a Tile")
                if tile in seen:
                    raise ValueError(f"{tile} appears twice: in {seen[tile]} and in {where}")
                seen[tile] = where
        missing = [str(t) for t in FULL_SET if t not in seen]
        if missing:
            raise ValueError(f"every tile must be somewhere; missing: {', '.join(missing)}")
        if len(stock_tuple) < rules.protected_stock:
            raise ValueError(
                f"the stock must keep its last {rules.protected_stock} tiles (R8), "
                f"but holds {len(stock_tuple)}"
            )
        if not line:
            size = rules.deal_size
            for seat, hand in enumerate(hand_tuples):
                if len(hand) != size:
                    raise ValueError(
                        f"hand {seat} holds {len(hand)} tiles; with {len(hands)} players "
                        f"each hand is dealt {size} (R3)"
                    )
        else:
            for seat, hand in enumerate(hand_tuples):
                if not hand:
                    raise ValueError(f"hand {seat} is empty: that hand would be over")
        placed: list[tuple[int, int]] = []
        check = Line()
        for place in line:
            if not isinstance(place, Place):
                raise ValueError(f"the line holds {place!r}, which is not a Place")
            if not placed and place.end is not End.LEFT:
                # As in apply(): one way to write the opening, so equal lines compare equal.
                raise ValueError(f"the opening tile is placed with End.LEFT, not {place.end}")
            check = check.add(place.tile, place.end)
            placed.append((place.tile.index, _END_CODE[place.end]))
        return cls._start(
            rules,
            tuple(mask_of(hand) for hand in hand_tuples),
            tuple(t.index for t in stock_tuple),
            opener,
            tuple(placed),
            current,
        )

    # -- reading the position -------------------------------------------------------

    @property
    def players(self) -> int:
        return self._players

    @property
    def rules(self) -> Rules:
        """The rules this hand is played by (deal, protected stock, target)."""
        return self._rules

    @property
    def opener(self) -> int:
        return self._opener

    @property
    def current(self) -> int:
        """The seat whose turn it is."""
        return self._current

    @property
    def hands(self) -> tuple[tuple[Tile, ...], ...]:
        """Every seat's tiles, sorted."""
        return tuple(tiles_of(mask) for mask in self._hands)

    def hand(self, seat: int) -> tuple[Tile, ...]:
        return tiles_of(self._hands[seat])

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(mask.bit_count() for mask in self._hands)

    @property
    def stock(self) -> tuple[Tile, ...]:
        """The stock, next tile to be drawn first (the last two are protected, R8)."""
        return tuple(FULL_SET[i] for i in self._stock[self._drawn :])

    @property
    def stock_size(self) -> int:
        return len(self._stock) - self._drawn

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
                (FULL_SET[i], End.LEFT if e == 0 else End.RIGHT) for i, e in self._placed
            )
            self._line = line
        return line

    @property
    def history(self) -> tuple[Turn, ...]:
        """Every action taken in this hand, in order."""
        return self._history

    @property
    def starts_from_deal(self) -> bool:
        """Whether the hand began with a deal (:meth:`deal`, or :meth:`from_tiles` without
        a line) rather than in mid-play; only such hands can be saved or recorded."""
        return not self._initial[1]

    @property
    def dealt_hands(self) -> tuple[tuple[Tile, ...], ...]:
        """Every seat's tiles as the hand began (sorted): the deal, for a hand that
        :attr:`starts_from_deal`."""
        return tuple(tiles_of(mask) for mask in self._initial[0])

    @property
    def dealt_stock(self) -> tuple[Tile, ...]:
        """The whole stock as the hand began, in drawing order (:attr:`stock` is what is
        left of it)."""
        return tuple(FULL_SET[i] for i in self._stock)

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
        return self._outcome is None and (
            len(self._stock) - self._drawn > self._rules.protected_stock
        )

    # -- moves ----------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """Exactly the actions R5-R9 allow: places in tile order (left end before right),
        then ``Draw``, then ``Pass``. Empty once the hand is over."""
        legal = self._legal
        if legal is not None:
            return legal
        out: list[Action] = []
        if self._outcome is None:
            hand = self._hands[self._current]
            left = self._left
            if left < 0:
                mask = hand
                while mask:
                    low = mask & -mask
                    out.append(PLACES[low.bit_length() - 1][0])
                    mask ^= low
            else:
                on_left = hand & VALUE_MASK[left]
                on_right = hand & VALUE_MASK[self._right]
                mask = on_left | on_right
                while mask:
                    low = mask & -mask
                    places = PLACES[low.bit_length() - 1]
                    if on_left & low:
                        out.append(places[0])
                    if on_right & low:
                        out.append(places[1])
                    mask ^= low
            if len(self._stock) - self._drawn > self._rules.protected_stock:
                out.append(DRAW)
            elif not out:
                out.append(PASS)
        legal = tuple(out)
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
            bit = 1 << tile.index
            if not self._hands[seat] & bit:
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
            if len(self._stock) - self._drawn <= self._rules.protected_stock:
                raise IllegalAction(
                    "the stock is down to its protected tiles, which are never drawn (R8)",
                    _R.STOCK_PROTECTED,
                )
            return
        if isinstance(action, Pass):
            if len(self._stock) - self._drawn > self._rules.protected_stock:
                raise IllegalAction(
                    "no pass while the stock allows drawing (R7, R9)", _R.PASS_WHILE_CAN_DRAW
                )
            if self._left < 0 or self._hands[seat] & (
                VALUE_MASK[self._left] | VALUE_MASK[self._right]
            ):
                raise IllegalAction(
                    f"seat {seat} has a tile that fits, so may not pass (R9)",
                    _R.PASS_WHILE_TILE_FITS,
                )
            return
        raise IllegalAction(f"not an action: {action!r}", _R.MALFORMED)

    def apply(self, action: Action) -> HandState:
        """The position after ``action``; :class:`IllegalAction` if the rules forbid it."""
        legal = self._legal
        if legal is None:
            self._check(action)
        else:
            # One of the legal actions handed out for this position (they are interned):
            # the rules were checked when they were listed.
            for allowed in legal:
                if allowed is action:
                    break
            else:
                self._check(action)
        seat = self._current
        players = self._players
        new = object.__new__(HandState)
        new._players = players
        new._rules = self._rules
        new._opener = self._opener
        new._stock = self._stock
        new._initial = self._initial
        new._outcome = None
        new._legal = None
        new._line = None
        left = self._left
        right = self._right
        ends = None if left < 0 else (left, right)
        new._history = self._history + (Turn(seat, action, ends),)
        if isinstance(action, Place):
            index = action.tile.index
            hand = self._hands[seat] & ~(1 << index)
            hands = list(self._hands)
            hands[seat] = hand
            new._hands = tuple(hands)
            if left < 0:
                tile = action.tile
                left, right = tile.low, tile.high
                end_code = 0
            elif action.end is End.LEFT:
                left = OTHER[left][index]
                end_code = 0
            else:
                right = OTHER[right][index]
                end_code = 1
            new._left = left
            new._right = right
            new._placed = self._placed + ((index, end_code),)
            if self._line is not None:
                # Grow the line already built rather than rebuilding it for every view.
                new._line = self._line.add(action.tile, End.LEFT if end_code == 0 else End.RIGHT)
            new._drawn = self._drawn
            new._passes = 0
            new._current = (seat + 1) % players
            if not hand:
                new._outcome = score_hand(
                    Termination.DOMINO, [pips_of(m) for m in new._hands], seat
                )
            return new
        new._left = left
        new._right = right
        new._placed = self._placed
        new._line = self._line
        if isinstance(action, Draw):
            hands = list(self._hands)
            hands[seat] |= 1 << self._stock[self._drawn]
            new._hands = tuple(hands)
            new._drawn = self._drawn + 1
            new._passes = self._passes
            new._current = seat
            return new
        new._hands = self._hands
        new._drawn = self._drawn
        new._passes = self._passes + 1
        new._current = (seat + 1) % players
        if new._passes >= players:
            new._outcome = score_hand(Termination.BLOCKED, [pips_of(m) for m in new._hands], seat)
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
        return (
            self._rules,
            self._hands,
            self._stock[self._drawn :],
            self._placed,
            self._current,
            self._opener,
            self._passes,
            self._history,
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
