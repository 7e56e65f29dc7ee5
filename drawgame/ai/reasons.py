"""Reasons that teach: what goes wrong after the move played, and why the best is better.

:func:`teach` plays the move played and the best one in the same sampled futures (the
hidden tiles dealt as the coach deals them, :class:`~drawgame.ai.inference.BeliefSampler`;
then the analysis's playout policy for every seat), and reads in them what a
player can use: who plays next and where, who goes out first, when the hand blocks and
what the seat then holds, which double stays in hand. It also reads the position itself:
an end handed back to an opponent who passed on it, an end nobody can ever match, a
double that can no longer be placed, a number the seat holds many of.

**Every claim is checked before it is said.** A fact about the position is said only when
the view proves it (a pass in its history, a count of the tiles out); a figure only when
the two moves differ by more than the margin of their paired difference and by at least
:data:`MIN_GAP`. Each figure comes with its margin (:data:`MARGIN_ERRORS` standard errors).

**The same reason everywhere.** The futures are seeded from what :func:`teach` reads of the
view and the two moves, never from a clock or an earlier call: the tutor, the review
window and ``drawgame review`` give the same :class:`Teaching` for the same decision.

The AI speaks no English to the user: a :class:`Teaching` is codes and numbers
(``drawgame.ui.words.reasons_text`` puts them in the player's language); ``str()`` gives
the English the terminal prints.
"""

from __future__ import annotations

import enum
import hashlib
import math
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from drawgame.engine import Action, Draw, End, Place, PlayerView, Tile
from drawgame.engine.masks import FULL_MASK, VALUE_MASK, mask_of, pips_of

from . import fastsim
from .analysis import position_parts
from .hard import DEFAULT_VOLUNTARY_DRAW, trailing_passes
from .inference import BeliefSampler
from .paired_deals import POLICIES
from .verdict import DEFAULT_POLICY

__all__ = [
    "DEALS",
    "MIN_GAP",
    "Case",
    "Claim",
    "Futures",
    "Teaching",
    "Why",
    "claim_english",
    "claims_english",
    "claims_of",
    "reasons_for",
    "teach",
    "teaching_english",
]

#: The labels whose decisions get reasons (:class:`~drawgame.ai.verdict.Label` values): a
#: loss beyond its margin and at least 2 points (a "good" move's loss is within the noise).
TAUGHT: Final = frozenset({"inaccuracy", "mistake", "blunder"})

#: Futures played for each of the two moves (the same deals for both).
DEALS: Final = 400
#: A share said to differ between the two moves differs by at least this much...
MIN_GAP: Final = 0.10
#: ...and by more than this many standard errors of the paired difference (the margins).
MARGIN_ERRORS: Final = 2.0
#: A hand that blocks holding this many pips on average is a heavy hand.
HEAVY_PIPS: Final = 12
#: A difference in pips held at the end said only from this many pips on.
PIPS_GAP: Final = 2.0
#: Holding this many tiles of a number is "many".
MANY: Final = 3
#: At most this many claims are said for one decision (the first is the main one).
SAID: Final = 2


class Why(enum.Enum):
    """What a claim says, as a code for the interface to translate."""

    UNBLOCKS = "unblocks"  #: covers an end ``seat`` passed on; the best keeps it
    NEXT_PLAYS = "next_plays"  #: what usually happens next: ``seat`` plays on the end opened
    STOPS_NEXT = "stops_next"  #: after the best, ``seat`` must draw or pass at its next turn
    DEAD_END = "dead_end"  #: leaves an end showing ``number``, of which no tile is left out
    NOTHING_FITS = "nothing_fits"  #: none of the seat's tiles fits the ends left
    DEAD_DOUBLE = "dead_double"  #: ``tile``, a double, can no longer be placed
    DOUBLE_KEPT = "double_kept"  #: ``tile``, a double, is still held at the end more often
    GIVES_UP = "gives_up"  #: ``count`` tiles of ``number`` held, and no end shows it any more
    HEAVY_BLOCK = "heavy_block"  #: the hand blocks more often, the seat holding ``pips``
    OUT_FIRST = "out_first"  #: an opponent (``seat``, or any) goes out first more often
    YOU_OUT = "you_out"  #: the seat goes out less often than after the best
    DREW = "drew"  #: draws although ``tile`` fits
    MORE_PIPS = "more_pips"  #: the seat ends the hand holding more pips than after the best


@dataclass(frozen=True, slots=True)
class Share:
    """A figure over the futures: ``value`` ``± margin`` (a share from 0 to 1, or pips)."""

    value: float
    margin: float

    def to_data(self) -> list[float]:
        # Written whole: a claim read back (from the bot process, a review) is the claim made.
        return [self.value, self.margin]

    @classmethod
    def from_data(cls, data: object) -> Share:
        if not (type(data) is list and len(data) == 2):
            raise ValueError("a figure is a value and its margin")
        value, margin = (float(x) if type(x) in (int, float) else math.nan for x in data)
        if not (math.isfinite(value) and math.isfinite(margin) and 0 <= margin <= 1000):
            raise ValueError("a figure that is no number")
        return cls(value, margin)


@dataclass(frozen=True, slots=True)
class Claim:
    """One checked reason. ``after``: the figure after the move played, ``instead``: after
    the best (``None``: a fact of the position with no figure). ``seat``: the opponent
    named (-1: any opponent); ``number``: an end's number; ``tile``: the tile named;
    ``count``: tiles held; ``pips``: the pips held when the hand blocks, ``± pips_margin``.
    """

    why: Why
    after: Share | None = None
    instead: Share | None = None
    seat: int = -1
    number: int = -1
    tile: Tile | None = None
    count: int = 0
    pips: Share | None = None

    def to_data(self) -> dict[str, Any]:
        return {
            "why": self.why.value,
            "after": None if self.after is None else self.after.to_data(),
            "instead": None if self.instead is None else self.instead.to_data(),
            "seat": self.seat,
            "number": self.number,
            "tile": None if self.tile is None else str(self.tile),
            "count": self.count,
            "pips": None if self.pips is None else self.pips.to_data(),
        }

    @classmethod
    def from_data(cls, data: object, players: int) -> Claim:
        """A claim read back (another process's answer): ``ValueError`` for anything that is
        not one."""
        if type(data) is not dict:
            raise ValueError("a claim is a mapping")
        why = Why(data.get("why"))
        seat, number, count = (data.get(k) for k in ("seat", "number", "count"))
        if type(seat) is not int or not -1 <= seat < players:
            raise ValueError("a claim names no seat of the hand")
        if type(number) is not int or not -1 <= number <= 6:
            raise ValueError("a claim names no number")
        if type(count) is not int or not 0 <= count <= 7:
            raise ValueError("a claim counts no tiles")
        tile = data.get("tile")
        figures = [
            None if data.get(k) is None else Share.from_data(data.get(k))
            for k in ("after", "instead", "pips")
        ]
        return cls(
            why,
            figures[0],
            figures[1],
            seat,
            number,
            None if tile is None else Tile.parse(str(tile)[:8]),
            count,
            figures[2],
        )

    def __str__(self) -> str:
        return claim_english(self)


@dataclass(frozen=True, slots=True)
class Teaching:
    """Why ``played`` is worse than ``best`` in one position (whose line's ``ends`` they
    are made on): the checked claims, the main one first (none: nothing could be shown
    beyond the points lost), from ``deals`` futures."""

    played: Action
    best: Action
    ends: tuple[int, int] | None
    claims: tuple[Claim, ...]
    deals: int

    @property
    def kinds(self) -> tuple[Why, ...]:
        return tuple(c.why for c in self.claims)

    def to_data(self) -> list[dict[str, Any]]:
        return [c.to_data() for c in self.claims]

    @classmethod
    def from_data(cls, data: object, view: PlayerView, played: Action, best: Action) -> Teaching:
        """The teaching on ``played`` in ``view`` read back (another process's answer)."""
        if type(data) is not list or len(data) > SAID:
            raise ValueError("a teaching is a short list of claims")
        claims = tuple(Claim.from_data(c, view.players) for c in data)
        return cls(played, best, view.ends, claims, DEALS)

    def __str__(self) -> str:
        return teaching_english(self)


# -- the futures --------------------------------------------------------------------------

#: How the next player's turn goes in one future (:attr:`Futures.next_turn`).
PLAYS_OPENED, PLAYS_OTHER, DRAWS, PASSES, NO_TURN = range(5)


class Futures:
    """One move played out in the futures: per future, who went out (:data:`~drawgame.ai.
    fastsim.BLOCKED` for a block), the seat's hand at the end, how the next player's turn
    went (:data:`PLAYS_OPENED`...) and whether the seat's own next turn began with a draw or
    a pass."""

    def __init__(self) -> None:
        self.finisher: list[int] = []
        self.hand_end: list[int] = []
        #: Per future, by seat: how its first turn after the move went (the seat's own:
        #: :data:`NO_TURN`).
        self.first: list[tuple[int, ...]] = []
        self.stuck: list[int] = []  # 1: drew or passed first at its next turn

    def add(self, finisher: int, hand_end: int, first: tuple[int, ...], stuck: int) -> None:
        self.finisher.append(finisher)
        self.hand_end.append(hand_end)
        self.first.append(first)
        self.stuck.append(stuck)


def _turns(trace: Sequence[int], me: int, players: int) -> list[tuple[int, list[int]]]:
    """The trace cut into turns: (seat, its codes); a draw keeps the turn (R7)."""
    out: list[tuple[int, list[int]]] = []
    seat, codes = me, []
    for code in trace:
        codes.append(code)
        if code != fastsim.DRAW_CODE:
            out.append((seat, codes))
            seat, codes = (seat + 1) % players, []
    if codes:
        out.append((seat, codes))
    return out


def _first_turns(turns: list[tuple[int, list[int]]], players: int) -> tuple[int, ...]:
    """How each other seat's first turn after the move went, by seat: on the end the move
    opened or the other one, a draw first, a pass (:data:`NO_TURN`: none, or the mover)."""
    out = [NO_TURN] * players
    mine = turns[0][1]
    side = mine[-1] & 1 if mine[-1] < fastsim.DRAW_CODE else -1
    for seat, codes in turns[1:]:
        if seat == turns[0][0]:
            break  # round the table: every other seat has had its turn
        last = codes[-1]
        if codes[0] == fastsim.DRAW_CODE:
            out[seat] = DRAWS
        elif last == fastsim.PASS_CODE:
            out[seat] = PASSES
        else:
            out[seat] = PLAYS_OPENED if last & 1 == side else PLAYS_OTHER
    return tuple(out)


def _stuck(turns: list[tuple[int, list[int]]], me: int) -> int:
    for seat, codes in turns[1:]:
        if seat == me:
            return 1 if codes[0] >= fastsim.DRAW_CODE else 0
    return 0


def _seed(view: PlayerView) -> random.Random:
    # The position alone, not the moves compared: the futures of the best move are then
    # the same whichever move is asked about (the tutor said "7.7 ± 1.4 pips with the best
    # move" of one move and "7.5 ± 1.4" of another, in the same position).
    parts = ["drawgame-reasons 2", *position_parts(view)]
    digest = hashlib.sha256("\n".join(parts).encode()).digest()
    return random.Random(int.from_bytes(digest[:16]))


def play_futures(
    view: PlayerView, moves: Sequence[Action], deals: int, rng: random.Random
) -> list[Futures]:
    """Each of ``moves`` played in the same ``deals`` sampled deals, then the playout
    policy for every seat to the hand's end."""
    sampler = BeliefSampler(view, DEFAULT_VOLUNTARY_DRAW)
    policy = POLICIES[DEFAULT_POLICY]  # the analysis's own: the futures its values come from
    ends = view.ends
    left, right = ends if ends is not None else (-1, -1)
    passes = trailing_passes(view)
    line = mask_of(view.line.tiles)
    protected = view.rules.protected_stock
    me, players = view.seat, view.players
    out = [Futures() for _ in moves]
    codes = [fastsim.code_of(m) for m in moves]
    for _ in range(deals):
        deal = sampler.sample(rng)
        for futures, code in zip(out, codes, strict=True):
            hands = list(deal.hands)
            trace: list[int] = []
            step = fastsim.playout(
                hands, deal.stock, 0, left, right, me, passes, line,
                fastsim.first_move(code), trace=trace, protected=protected,
            )  # fmt: skip
            finisher = step[0]
            if finisher == fastsim.RUNNING:
                finisher = fastsim.playout(
                    hands, deal.stock, *step[1:], policy, trace=trace, protected=protected
                )[0]
            turns = _turns(trace, me, players)
            futures.add(finisher, hands[me], _first_turns(turns, players), _stuck(turns, me))
    return out


# -- figures ------------------------------------------------------------------------------


def _share(flags: Sequence[float]) -> Share:
    n = len(flags)
    if n == 0:
        return Share(0.0, 0.0)
    mean = sum(flags) / n
    if n < 2:
        return Share(mean, math.inf)
    var = sum((f - mean) ** 2 for f in flags) / (n - 1)
    return Share(mean, MARGIN_ERRORS * math.sqrt(var / n))


def _worse(after: Sequence[float], instead: Sequence[float], least: float = MIN_GAP) -> bool:
    """``after`` is higher than ``instead`` beyond the margin of their paired difference
    and by at least ``least``."""
    gap = _share([a - b for a, b in zip(after, instead, strict=True)])
    return gap.value >= least and gap.value > gap.margin


def _compare(
    why: Why, after: Sequence[float], instead: Sequence[float], **facts: Any
) -> Claim | None:
    """A claim with the two figures, if ``after`` is worse than ``instead`` beyond doubt."""
    if not _worse(after, instead):
        return None
    return Claim(why, _share(after), _share(instead), **facts)


# -- the position's facts -----------------------------------------------------------------


def ends_after(view: PlayerView, action: Action) -> tuple[int, int] | None:
    """The line's ends once ``action`` is made (a draw or a pass leaves them)."""
    ends = view.ends
    if not isinstance(action, Place):
        return ends
    tile = action.tile
    if ends is None:
        return (tile.low, tile.high)
    if action.end is End.LEFT:
        return (tile.other(ends[0]), ends[1])
    return (ends[0], tile.other(ends[1]))


def hand_after(view: PlayerView, action: Action) -> tuple[Tile, ...]:
    if isinstance(action, Place):
        return tuple(t for t in view.hand if t != action.tile)
    return view.hand


def _out_mask(view: PlayerView) -> int:
    """The tiles the seat cannot see: in the others' hands or the stock."""
    return FULL_MASK ^ (mask_of(view.hand) | mask_of(view.line.tiles))


def _left_out(view: PlayerView, number: int) -> int:
    """How many tiles showing ``number`` are in the others' hands or the stock."""
    return (_out_mask(view) & VALUE_MASK[number]).bit_count()


def _dead(view: PlayerView, number: int, rest: Sequence[Tile], but: Tile | None = None) -> bool:
    """No tile showing ``number`` is left out, and the seat holds none (but ``but``)."""
    return _left_out(view, number) == 0 and not any(t.has(number) and t != but for t in rest)


@dataclass(frozen=True, slots=True)
class Case:
    """One decision with its two moves played out: ``mine`` after the move played,
    ``theirs`` after the best."""

    view: PlayerView
    played: Action
    best: Action
    mine: Futures
    theirs: Futures

    @property
    def after(self) -> tuple[int, int] | None:
        return ends_after(self.view, self.played)

    @property
    def instead(self) -> tuple[int, int] | None:
        return ends_after(self.view, self.best)

    @property
    def rest(self) -> tuple[Tile, ...]:
        return hand_after(self.view, self.played)

    def plays(self, futures: Futures, seat: int, kinds: tuple[int, ...]) -> list[float]:
        return [float(first[seat] in kinds) for first in futures.first]

    def both(self, flag: Any) -> tuple[list[float], list[float]]:
        """A flag of each future, after the move played and after the best."""
        me = self.view.seat
        return (
            [
                float(flag(f, h, me))
                for f, h in zip(self.mine.finisher, self.mine.hand_end, strict=True)
            ],
            [
                float(flag(f, h, me))
                for f, h in zip(self.theirs.finisher, self.theirs.hand_end, strict=True)
            ],
        )


_PLAYS: Final = (PLAYS_OPENED, PLAYS_OTHER)


def _unblocks(case: Case) -> Claim | None:
    """The move covers an end an opponent passed on (so it lacks that number, R9, for the
    rest of the hand); the best leaves that number showing."""
    view, played = case.view, case.played
    ends, after, instead = view.ends, case.after, case.instead
    if not isinstance(played, Place) or ends is None or after is None or instead is None:
        return None
    covered = played.end.value_in(ends)
    if covered in after or covered not in instead:
        return None
    for k in range(1, view.players):
        seat = (view.seat + k) % view.players
        if view.hand_sizes[seat] and covered in view.passed_on(seat):
            claim = _compare(
                Why.UNBLOCKS,
                case.plays(case.mine, seat, _PLAYS),
                case.plays(case.theirs, seat, _PLAYS),
                seat=seat,
                number=covered,
            )
            if claim is not None:
                return claim
    return None


def _next_plays(case: Case) -> Claim | None:
    """What usually happens next: the next player plays on the end the move opened (the
    commonest of its answers), far more often than it can play at all after the best."""
    view, played = case.view, case.played
    if not isinstance(played, Place) or view.ends is None or case.after is None:
        return None
    seat = (view.seat + 1) % view.players
    kinds = [first[seat] for first in case.mine.first]
    instead = case.plays(case.theirs, seat, _PLAYS)
    if max(range(NO_TURN + 1), key=kinds.count) == PLAYS_OPENED:
        opened = case.after[0 if played.end is End.LEFT else 1]
        mine = case.plays(case.mine, seat, (PLAYS_OPENED,))
        claim = _compare(Why.NEXT_PLAYS, mine, instead, seat=seat, number=opened)
        if claim is not None:
            return claim
    # Said the other way round: after the best, the next player is stuck more often.
    stopped = [1.0 - x for x in case.plays(case.mine, seat, _PLAYS)], [1.0 - x for x in instead]
    if not _worse(stopped[1], stopped[0]):
        return None
    return Claim(Why.STOPS_NEXT, _share(stopped[0]), _share(stopped[1]), seat=seat)


def _dead_end(case: Case) -> Claim | None:
    """An end nobody can ever match: every tile of its number is on the line, and the
    hand blocks more often than after the best."""
    view, after, instead = case.view, case.after, case.instead
    if not isinstance(case.played, Place) or after is None:
        return None
    dead = [n for n in sorted(set(after)) if _dead(view, n, case.rest)]
    rest = hand_after(view, case.best)
    if not dead or (instead is not None and any(_dead(view, n, rest) for n in instead)):
        return None
    return _compare(Why.DEAD_END, *case.both(_blocked), number=dead[0])


def _blocked(finisher: int, hand: int, me: int) -> bool:
    return finisher == fastsim.BLOCKED


def _nothing_fits(case: Case) -> Claim | None:
    """None of the seat's tiles fits the ends its move leaves (the best leaves one that
    fits): it draws or passes first at its next turn more often."""
    after, instead = case.after, case.instead
    if not isinstance(case.played, Place) or not isinstance(case.best, Place):
        return None
    if after is None or instead is None or not case.rest:
        return None
    if any(t.has(n) for t in case.rest for n in after):
        return None
    if not any(t.has(n) for t in hand_after(case.view, case.best) for n in instead):
        return None
    stuck = [float(s) for s in case.mine.stuck], [float(s) for s in case.theirs.stuck]
    return _compare(Why.NOTHING_FITS, *stuck)


def _held(tile: Tile) -> Any:
    bit = 1 << tile.index
    return lambda finisher, hand, me: hand & bit != 0


def _doubles(case: Case) -> Claim | None:
    """A double kept with no end showing its number: dead when every other tile of that
    number is on the line (it can never be placed), else still held at the hand's end more
    often than after the best (which places it, or keeps its number showing)."""
    view, after, instead = case.view, case.after, case.instead
    others = hand_after(view, case.best)
    for tile in case.rest:
        number = tile.low
        if not tile.is_double or (after is not None and number in after):
            continue
        if tile in others and (instead is None or number not in instead):
            continue  # the best keeps it the same way: not what the moves differ in
        dead = _dead(view, number, case.rest, but=tile)
        if dead and tile in others and _dead(view, number, others, but=tile):
            continue
        why = Why.DEAD_DOUBLE if dead else Why.DOUBLE_KEPT
        claim = _compare(why, *case.both(_held(tile)), tile=tile)
        if claim is not None:
            return claim
    return None


def _gives_up(case: Case) -> Claim | None:
    """The seat holds many tiles of a number the best keeps showing and its move covers:
    it draws or passes first at its next turn more often."""
    after, instead = case.after, case.instead
    if after is None or instead is None or not isinstance(case.played, Place):
        return None
    for number in sorted(set(instead) - set(after)):
        count = sum(t.has(number) for t in case.rest)
        if count >= MANY:
            stuck = [float(s) for s in case.mine.stuck], [float(s) for s in case.theirs.stuck]
            return _compare(Why.GIVES_UP, *stuck, number=number, count=count)
    return None


def _heavy_block(case: Case) -> Claim | None:
    """The hand blocks more often, and then the seat holds a heavy hand (R12: the lowest
    total wins a blocked hand)."""
    mine, theirs = case.both(_blocked)
    claim = _compare(Why.HEAVY_BLOCK, mine, theirs)
    if claim is None:
        return None
    held = [float(pips_of(h)) for h, b in zip(case.mine.hand_end, mine, strict=True) if b]
    pips = _share(held)
    if pips.value < HEAVY_PIPS or not math.isfinite(pips.margin):
        return None
    tile = case.best.tile if isinstance(case.best, Place) else None
    heavier = tile is not None and tile in case.rest and tile.pips >= HEAVY_PIPS // 2
    return Claim(Why.HEAVY_BLOCK, claim.after, claim.instead, tile=tile if heavier else None,
                 pips=pips)  # fmt: skip


def _out_first(case: Case) -> Claim | None:
    """An opponent goes out first (domino) more often than after the best."""
    view = case.view
    seat = (view.seat + 1) % 2 if view.players == 2 else -1
    return _compare(Why.OUT_FIRST, *case.both(_opponent_out), seat=seat)


def _opponent_out(finisher: int, hand: int, me: int) -> bool:
    return finisher >= 0 and finisher != me


def _you_out(case: Case) -> Claim | None:
    """The seat goes out first (domino) less often than after the best."""
    mine, theirs = case.both(lambda finisher, hand, me: finisher == me)
    if not _worse(theirs, mine):
        return None
    return Claim(Why.YOU_OUT, _share(mine), _share(theirs))


def _drew(case: Case) -> Claim | None:
    """The seat drew although a tile fitted (R7 allows it); with figures when it ends the
    hand holding more pips on average."""
    view, best = case.view, case.best
    if not isinstance(case.played, Draw):
        return None
    places = [a for a in view.legal_actions if isinstance(a, Place)]
    if not places:
        return None
    tile = best.tile if isinstance(best, Place) else places[0].tile
    mine = [float(pips_of(h)) for h in case.mine.hand_end]
    theirs = [float(pips_of(h)) for h in case.theirs.hand_end]
    if _worse(mine, theirs, least=1.0):
        return Claim(Why.DREW, _share(mine), _share(theirs), tile=tile)
    return Claim(Why.DREW, tile=tile)


def _more_pips(case: Case) -> Claim | None:
    """The seat ends the hand holding more pips on average (what a blocked hand counts,
    and what an opponent who goes out scores)."""
    mine = [float(pips_of(h)) for h in case.mine.hand_end]
    theirs = [float(pips_of(h)) for h in case.theirs.hand_end]
    if not _worse(mine, theirs, least=PIPS_GAP):
        return None
    return Claim(Why.MORE_PIPS, _share(mine), _share(theirs))


#: Facts of the position first (a player can check them on the table), in this order...
_FACTS: Final = (_doubles, _unblocks, _dead_end, _nothing_fits, _gives_up, _drew)
#: ...then what the futures show, the largest difference first.
_FIGURES: Final = (_next_plays, _heavy_block, _out_first, _you_out)
#: Said only when nothing else is: a difference in pips, not in chances.
_LAST: Final = (_more_pips,)


def _gap(claim: Claim) -> float:
    assert claim.after is not None and claim.instead is not None
    return abs(claim.after.value - claim.instead.value)


def claims_of(case: Case) -> tuple[Claim, ...]:
    """The checked claims to say, the main one first: a fact of the position if there is
    one, then the largest difference the futures show."""
    facts = [c for c in (check(case) for check in _FACTS) if c is not None]
    figures = [c for c in (check(case) for check in _FIGURES) if c is not None]
    figures.sort(key=_gap, reverse=True)
    if facts:  # a figure the main fact already gives is not said twice
        figures = [c for c in figures if (c.after, c.instead) != (facts[0].after, facts[0].instead)]
    said = (facts[:1] + figures + facts[1:])[:SAID]
    if not said:
        said = [c for c in (check(case) for check in _LAST) if c is not None]
    return tuple(said)


def teach(view: PlayerView, played: Action, best: Action, deals: int = DEALS) -> Teaching:
    """Why ``played`` is worse than ``best`` in ``view`` (both legal there), from ``deals``
    futures of each seeded from the position: the same answer for the same decision."""
    for action in (played, best):
        if action not in view.legal_actions:
            raise ValueError(f"{action} is not legal for seat {view.seat} here")
    if played == best:
        return Teaching(played, best, view.ends, (), 0)
    mine, theirs = play_futures(view, (played, best), deals, _seed(view))
    case = Case(view, played, best, mine, theirs)
    return Teaching(played, best, view.ends, claims_of(case), deals)


def reasons_for(view: PlayerView, played: Action, best: Action, label: str) -> tuple[Claim, ...]:
    """The claims to say of a decision labelled ``label`` (a label's value): none unless it
    is worse than good. What the review, ``drawgame review`` and the tutor all ask."""
    if label not in TAUGHT:
        return ()
    return teach(view, played, best).claims


# -- in English (the terminal's words; the window's are in ui/words/reasons_text) ---------


def _percent(share: Share) -> str:
    return f"{100 * share.value:.0f}% ± {max(1.0, 100 * share.margin):.0f}%"


def _pips(share: Share) -> str:
    return f"{share.value:.1f} ± {share.margin:.1f}"


def move_english(action: Action, ends: tuple[int, int] | None) -> str:
    """ "[3|5] on the 5", "opening with [3|5]", "drawing", "passing"."""
    if isinstance(action, Place):
        if ends is None:
            return f"opening with {action.tile}"
        return f"{action.tile} on the {action.end.value_in(ends)}"
    return "drawing" if isinstance(action, Draw) else "passing"


#: Each claim's sentence, by :func:`template_key`: ``%1`` the opponent named, ``%2`` the
#: end's number, ``%3`` the figure after the move played, ``%4`` after the best, ``%5``
#: the best move, ``%6`` the tile named, ``%7`` its number, ``%8`` its pips or the tiles
#: counted, ``%9`` the pips held when the hand blocks. ``drawgame.ui.words.reasons_text``
#: has the same sentences for translation.
TEMPLATES: Final = {
    "unblocks": "%1 passed on the %2s; your move covers that %2 and lets %1 play again: %1 "
    "can place a tile at the next turn in %3 of futures (%4 after %5)",
    "next_plays": "what usually happens next: %1 places a tile on the %2 your move opens "
    "(%3 of futures); after %5, %1 can place a tile at once in %4",
    "stops_next": "after %5, %1 must draw or pass at the next turn in %4 of futures (%3 "
    "after your move)",
    "dead_end": "your move leaves an end showing %2 with no %2s left out: nobody can play "
    "there again, and the hand blocks in %3 of futures (%4 after %5)",
    "nothing_fits": "none of your tiles fits the ends your move leaves: you must draw or "
    "pass at your next turn in %3 of futures (%4 after %5)",
    "dead_double": "after your move %6 can no longer be placed: no end shows a %7 and every "
    "other %7 is on the line, so you count its %8 pips at the end (after %5 it is still in "
    "your hand in %4 of futures)",
    "double_kept": "your move leaves no end showing a %7 while you keep the double %6: it is "
    "still in your hand when the hand ends in %3 of futures (%4 after %5)",
    "gives_up": "you hold %8 tiles with a %2, but your move leaves no end showing a %2: you "
    "must draw or pass at your next turn in %3 of futures (%4 after %5)",
    "heavy_block": "the hand blocks in %3 of futures (%4 after %5); then you hold %9 pips",
    "heavy_block+tile": "you keep %6 (%8 pips) and the hand blocks in %3 of futures (%4 "
    "after %5); then you hold %9 pips",
    "out_first": "the first to go out is %1 in %3 of futures (%4 after %5)",
    "you_out": "you are the first to go out in only %3 of futures (%4 after %5)",
    "more_pips": "you end the hand holding %3 pips on average (%4 after %5)",
    "drew": "you draw although %6 fits",
    "drew+figures": "you draw although %6 fits: you end the hand holding %3 pips on "
    "average (%4 after %5)",
}

#: The claims whose two figures are pips held, not shares of the futures.
IN_PIPS: Final = frozenset({Why.DREW, Why.MORE_PIPS})


def template_key(claim: Claim) -> str:
    """Which of :data:`TEMPLATES` says ``claim``."""
    if claim.why is Why.HEAVY_BLOCK and claim.tile is not None:
        return "heavy_block+tile"
    if claim.why is Why.DREW and claim.after is not None:
        return "drew+figures"
    return claim.why.value


def claim_args(claim: Claim) -> tuple[int, str, str, str, str]:
    """What fills a template besides the names and figures' formats: the opponent (-1:
    any), then ``%2``, ``%6``, ``%7``, ``%8`` as text (``%3``, ``%4``, ``%9`` are figures)."""
    tile = claim.tile
    number = "" if tile is None else str(tile.low)
    counted = str(claim.count) if claim.why is Why.GIVES_UP else "" if tile is None else str(
        tile.pips
    )  # fmt: skip
    return (claim.seat, str(claim.number), str(tile or ""), number, counted)


def _substitute(template: str, args: Sequence[str]) -> str:
    return re.sub(
        r"%(\d)",
        lambda m: args[int(m.group(1)) - 1] if int(m.group(1)) <= len(args) else m.group(0),
        template,
    )


def claim_english(claim: Claim, best: str = "the best move", names: Sequence[str] = ()) -> str:
    """One claim as an English sentence (``best``: the best move in words; ``names``: the
    seats' names, else "seat N")."""
    seat, number, tile, tile_number, counted = claim_args(claim)
    who = "an opponent" if seat < 0 else names[seat] if seat < len(names) else f"seat {seat}"
    shown = _pips if claim.why in IN_PIPS else _percent
    after = "" if claim.after is None else shown(claim.after)
    instead = "" if claim.instead is None else shown(claim.instead)
    pips = "" if claim.pips is None else _pips(claim.pips)
    args = (who, number, after, instead, best, tile, tile_number, counted, pips)
    return _substitute(TEMPLATES[template_key(claim)], args)


def teaching_english(teaching: Teaching, names: Sequence[str] = ()) -> str:
    """The claims as English sentences; "" when there is none."""
    return claims_english(teaching.claims, teaching.best, teaching.ends, names)


def claims_english(
    claims: Sequence[Claim],
    best: Action,
    ends: tuple[int, int] | None,
    names: Sequence[str] = (),
) -> str:
    """``claims`` on a decision whose best move is ``best`` (the line's ``ends`` before
    it) as English sentences; "" when there is none."""
    shown = move_english(best, ends)
    parts = [claim_english(c, shown, names) for c in claims]
    return " ".join(p[:1].upper() + p[1:] + "." for p in parts)
