"""A match: hands in a row until someone reaches the target (R16, R17)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .hand import HandState, Outcome, check_players, check_seat
from .rules import Rules
from .view import PlayerView

__all__ = ["Match", "MatchResult", "target_for"]


def target_for(players: int) -> int:
    """The standard target (R17): 100 points with two players, 61 with three or four
    (``Rules.standard(players).target``; a match's own is :attr:`Match.target`)."""
    return Rules.standard(players).target


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The winning seat(s); several winners is a drawn match, and then ``margin`` is None.

    ``margin`` is the winner's lead over the next best score.
    """

    winners: tuple[int, ...]
    margin: int | None

    @property
    def is_draw(self) -> bool:
        return len(self.winners) > 1


def match_result(scores: tuple[int, ...], target: int) -> MatchResult | None:
    best = max(scores)
    if best < target:
        return None
    winners = tuple(seat for seat, score in enumerate(scores) if score == best)
    if len(winners) > 1:
        return MatchResult(winners, None)
    runner_up = max(score for seat, score in enumerate(scores) if seat != winners[0])
    return MatchResult(winners, best - runner_up)


class Match:
    """An immutable match of Draw.

    Scores include a hand's gains as soon as that hand ends; ``next_hand`` then deals the
    next one, opened by the seat clockwise from the last opener (R16). Every hand is
    played by the match's :attr:`rules`.

    >>> import random
    >>> match = Match.new(2, random.Random(7), first_opener=1)
    >>> match.target, match.scores, match.hand.opener, match.hand_number
    (100, (0, 0), 1, 1)
    >>> short = Match.new(Rules(2, deal_size=5, protected_stock=2, target=50), random.Random(7))
    >>> short.target, short.hand.hand_sizes, short.rules.is_standard
    (50, (5, 5), False)
    """

    __slots__ = ("_first_opener", "_hand", "_past", "_players", "_scores")

    _players: int
    _scores: tuple[int, ...]
    _hand: HandState
    _past: tuple[HandState, ...]
    _first_opener: int

    def __init__(self) -> None:
        raise TypeError("use Match.new() or Match.from_json()")

    @classmethod
    def _make(cls, hand: HandState, past: tuple[HandState, ...], first_opener: int) -> Match:
        match = object.__new__(cls)
        match._players = hand.players
        match._hand = hand
        match._past = past
        match._first_opener = first_opener
        scores = [0] * hand.players
        for finished in (*past, hand):
            outcome = finished.outcome
            if outcome is not None:
                for seat, gain in enumerate(outcome.gains):
                    scores[seat] += gain
        match._scores = tuple(scores)
        return match

    @classmethod
    def new(cls, rules: Rules | int, rng: random.Random, first_opener: int | None = None) -> Match:
        """A new match played by ``rules``: a :class:`Rules`, or a number of players for
        the standard rules (``Rules.standard(players)``). The first opener is drawn by a
        fair lottery unless given (R4)."""
        if not isinstance(rules, Rules):
            check_players(rules)
            rules = Rules.standard(rules)
        if first_opener is None:
            first_opener = rng.randrange(rules.players)
        check_seat(first_opener, rules.players, "first_opener")
        return cls._make(HandState.deal(rules, first_opener, rng), (), first_opener)

    @classmethod
    def from_hands(
        cls, past: Sequence[HandState], hand: HandState, first_opener: int | None = None
    ) -> Match:
        """The match whose finished hands were ``past`` (in order, each in its final
        position) and whose hand in play (or just finished) is ``hand``.

        This is how a file's match is rebuilt; the caller checks what its format
        promises (the openers, R16; that the match was not over before the last hand,
        R17). Here only the basics are checked (``ValueError``): every hand has the same
        rules and every past hand is over. ``first_opener`` defaults to the first hand's
        opener.
        """
        hands = (*past, hand)
        if not all(isinstance(h, HandState) for h in hands):
            raise TypeError("from_hands needs HandStates")
        rules = hand.rules
        if any(h.rules != rules for h in past):
            raise ValueError("every hand of a match is played by the same rules")
        if any(h.outcome is None for h in past):
            raise ValueError("every hand before the last must be over")
        if first_opener is None:
            first_opener = hands[0].opener
        check_seat(first_opener, rules.players, "first_opener")
        return cls._make(hand, tuple(past), first_opener)

    @classmethod
    def from_hand(cls, hand: HandState) -> Match:
        """A match whose first hand is ``hand`` (a position set up with ``from_tiles``)."""
        if not isinstance(hand, HandState):
            raise TypeError("from_hand needs a HandState")
        return cls._make(hand, (), hand.opener)

    @property
    def players(self) -> int:
        return self._players

    @property
    def rules(self) -> Rules:
        """The rules the match is played by (deal, protected stock, target)."""
        return self._hand.rules

    @property
    def hand(self) -> HandState:
        """The hand in play (or just finished)."""
        return self._hand

    @property
    def past_hands(self) -> tuple[HandState, ...]:
        """The finished hands before the current one, each in its final position."""
        return self._past

    @property
    def outcomes(self) -> tuple[Outcome, ...]:
        """The outcome of every finished hand, the current one included once it ends."""
        hands = (*self._past, self._hand)
        return tuple(h.outcome for h in hands if h.outcome is not None)

    @property
    def scores(self) -> tuple[int, ...]:
        return self._scores

    @property
    def target(self) -> int:
        """The score that ends the match (R17), from :attr:`rules`."""
        return self._hand.rules.target

    @property
    def hand_number(self) -> int:
        """1 for the first hand."""
        return len(self._past) + 1

    @property
    def first_opener(self) -> int:
        return self._first_opener

    @property
    def result(self) -> MatchResult | None:
        """``None`` until a finished hand brings someone to the target (R17)."""
        if self._hand.outcome is None:
            return None
        return match_result(self._scores, self.target)

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def apply(self, action: Action) -> Match:
        """The match after the current seat plays ``action`` (see :meth:`HandState.apply`)."""
        return Match._make(self._hand.apply(action), self._past, self._first_opener)

    def next_hand(self, rng: random.Random) -> Match:
        """Deal the next hand once this one is over and the match is not (R16)."""
        if self._hand.outcome is None:
            raise ValueError("the hand in play is not over yet")
        if self.result is not None:
            raise ValueError("the match is over")
        opener = (self._hand.opener + 1) % self._players
        return self.next_dealt(HandState.deal(self._hand.rules, opener, rng))

    def next_dealt(self, hand: HandState) -> Match:
        """The match going on with ``hand``, a fresh deal (a seal's,
        :meth:`~drawgame.engine.seal.DealSeal.deal`) by the match's rules and opened by the
        next seat (R16), once this hand is over and the match is not."""
        if self._hand.outcome is None:
            raise ValueError("the hand in play is not over yet")
        if self.result is not None:
            raise ValueError("the match is over")
        if hand.rules != self._hand.rules or not hand.starts_from_deal or hand.history:
            raise ValueError("the next hand is a fresh deal by the match's rules")
        if hand.opener != (self._hand.opener + 1) % self._players:
            raise ValueError("the next hand is opened by the next seat (R16)")
        return Match._make(hand, (*self._past, self._hand), self._first_opener)

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now, with the scores and the target."""
        return self._hand.view(
            seat, scores=self._scores, target=self.target, hand_number=self.hand_number
        )

    def to_json(self) -> str:
        from .serialize import match_to_json

        return match_to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes) -> Match:
        from .serialize import match_from_json

        return match_from_json(text)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Match)
            and self._hand == other.hand
            and self._past == other.past_hands
            and self._first_opener == other.first_opener
        )

    def __hash__(self) -> int:
        return hash((self._hand, self._past))

    def __repr__(self) -> str:
        return f"<Match hand {self.hand_number}, scores {self._scores}, target {self.target}>"
