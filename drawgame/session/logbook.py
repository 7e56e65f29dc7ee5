"""The move log being written: each action collected into its seat's turn (the draws, then
the place or pass ending it), the hands' ends, the take-backs and the deals' seals; and the
whole log rebuilt from a resumed match's history. Facts only (:class:`LogEntry`): the
narrator makes the words."""

from __future__ import annotations

from dataclasses import dataclass

from drawgame.engine import Action, Draw, Match, TakeBack
from drawgame.engine.seal import DealSeal
from drawgame.session.deals import seal_entry
from drawgame.session.log import HUMAN, EntryKind, LogEntry

__all__ = ["LogBook"]


@dataclass(slots=True)
class _Turn:
    """The turn being collected: its seat and the tiles drawn so far."""

    seat: int = -1
    draws: int = 0
    hand_number: int = 0


class LogBook:
    """The match's move log, oldest entry first, and the turn being collected."""

    def __init__(self) -> None:
        self._entries: list[LogEntry] = []
        self._turn = _Turn()

    @property
    def entries(self) -> tuple[LogEntry, ...]:
        return tuple(self._entries)

    def add(self, entries: list[LogEntry]) -> list[LogEntry]:
        """Write ``entries`` at the log's end; they are returned, to be told."""
        self._entries += entries
        return entries

    def collect(
        self,
        hand_number: int,
        seat: int,
        action: Action,
        ends: tuple[int, int] | None,
        auto: bool = False,
    ) -> LogEntry | None:
        """Collect one action into the turn being logged: the whole turn once it ends
        (``auto``: the game passed for the player), the player's draw at once."""
        if isinstance(action, Draw) and seat == HUMAN:
            # The player's draw is told at once: it is a decision, and a take-back may
            # undo it (issue 30). A computer seat's draws are told with its turn.
            return LogEntry(hand_number, EntryKind.DRAW, seat)
        if self._turn.seat != seat or self._turn.hand_number != hand_number:
            self._turn = _Turn(seat, 0, hand_number)
        if isinstance(action, Draw):
            self._turn.draws += 1
            return None
        draws, self._turn = self._turn.draws, _Turn()
        return LogEntry(hand_number, EntryKind.TURN, seat, action, draws, ends, auto=auto)

    def new_hand(self) -> None:
        self._turn = _Turn()

    def back_to(self) -> None:
        """After a take-back (to the player's decision): no turn is being collected, the
        player's draws before it being logged already."""
        self._turn = _Turn()

    def rebuild(
        self,
        match: Match,
        take_backs: tuple[TakeBack, ...],
        seals: tuple[DealSeal | None, ...],
    ) -> None:
        """The move log of a resumed match, rebuilt from every hand's history."""
        self._entries = []
        self._turn = _Turn()
        for number, hand in enumerate((*match.past_hands, match.hand), 1):
            notes = [note for note in take_backs if note.hand_number == number]
            self._entries += seal_entry(number, seals, reveal=False)
            for index, turn in enumerate(hand.history):
                self._entries += [take_back_entry(note) for note in notes if note.at == index]
                entry = self.collect(number, turn.seat, turn.action, turn.ends)
                if entry is not None:
                    self._entries.append(entry)
            done = len(hand.history)
            self._entries += [take_back_entry(note) for note in notes if note.at >= done]
            if hand.outcome is not None:
                self._entries.append(LogEntry(number, EntryKind.HAND_END, outcome=hand.outcome))
                self._entries += seal_entry(number, seals, reveal=True)
        result = match.result
        if result is not None:
            self._entries.append(LogEntry(match.hand_number, EntryKind.MATCH_END, result=result))
        # A computer seat's turn cut off by the save (draws so far) goes on being collected.
        if self._turn.hand_number != match.hand_number:
            self._turn = _Turn()


def take_back_entry(note: TakeBack) -> LogEntry:
    return LogEntry(note.hand_number, EntryKind.TAKE_BACK, HUMAN, undone=note.undone)
