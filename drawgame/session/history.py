"""Take-backs: the hand's positions where the player decided, and the take-backs made.

A :class:`Match` is immutable, so keeping the position before each of the player's
decisions costs little; a take-back goes back to the last one (never into a hand that is
over). The stock keeps its order, so a draw made again brings the same tile. The first
:data:`MAX_TAKE_BACKS` take-backs of a match are kept (saves and records carry them)."""

from __future__ import annotations

from drawgame.engine import HandState, Match, TakeBack
from drawgame.engine.takeback import MAX_TAKE_BACKS
from drawgame.session.log import HUMAN

__all__ = ["History"]


class History:
    """The positions of the hand in play where the player decided, oldest first, and the
    match's take-backs."""

    def __init__(self) -> None:
        self._positions: list[Match] = []
        self._take_backs: list[TakeBack] = []

    @property
    def take_backs(self) -> tuple[TakeBack, ...]:
        """The take-backs made in this match (the first :data:`MAX_TAKE_BACKS`)."""
        return tuple(self._take_backs)

    def restart(self, take_backs: tuple[TakeBack, ...] = ()) -> None:
        """A new match (no take-backs yet) or a resumed one (those made before the save)."""
        self._take_backs = list(take_backs[:MAX_TAKE_BACKS])

    def replay(self, match: Match) -> None:
        """The positions of the hand in play where the player decided, replayed from its
        deal (a position set up for practice has only its own)."""
        self._positions = []
        hand = match.hand
        if hand.outcome is not None:
            return
        if hand.starts_from_deal and hand.history:
            state = HandState.from_tiles(
                hand.dealt_hands, hand.dealt_stock, hand.opener, rules=hand.rules
            )
            for turn in hand.history:
                self.note(Match.from_hands(match.past_hands, state, match.first_opener))
                state = state.apply(turn.action)
        self.note(match)

    def new_hand(self, match: Match) -> None:
        """A hand was dealt: the positions of the last one are gone."""
        self._positions = []
        self.note(match)

    def note(self, match: Match) -> None:
        """Keep ``match`` if the player is to decide there (more than one legal action)."""
        hand = match.hand
        if hand.outcome is not None or hand.current != HUMAN or len(hand.legal_actions()) < 2:
            return
        if self._positions and len(self._positions[-1].hand.history) >= len(hand.history):
            return
        self._positions.append(match)

    def can_take_back(self, match: Match) -> bool:
        """Whether the player has made a decision in ``match``'s hand, still in play."""
        if match.hand.outcome is not None:
            return False
        now = len(match.hand.history)
        return any(len(p.hand.history) < now for p in self._positions)

    def take_back(self, match: Match) -> tuple[Match, TakeBack]:
        """Go back from ``match`` to the player's last decision (:meth:`can_take_back`
        first): that position, and the take-back made (kept if among the first
        :data:`MAX_TAKE_BACKS`)."""
        now = len(match.hand.history)
        while len(self._positions[-1].hand.history) >= now:
            self._positions.pop()
        before = self._positions[-1]  # stays: it is the position in play again
        at = len(before.hand.history)
        undone = tuple((turn.seat, turn.action) for turn in match.hand.history[at:])
        note = TakeBack(match.hand_number, at, undone)
        if len(self._take_backs) < MAX_TAKE_BACKS:
            self._take_backs.append(note)
        return before, note
