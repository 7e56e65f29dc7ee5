"""A take-back: the player undid their last decision and every move made since, back to an
earlier position of the same hand (the game's Play → Take back). The rules know nothing
of it; the save keeps the take-backs made, and a record notes them as comments.

>>> from drawgame.engine import Draw, Place, Tile, End
>>> note = TakeBack(1, 4, ((0, Place(Tile(3, 4), End.LEFT)), (1, Draw())))
>>> note.undone_text(("You", "Bot 1"))
'You: [3|4] left; Bot 1: draw'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from .actions import Action, Draw, Pass, Place

__all__ = ["MAX_TAKE_BACKS", "TakeBack"]

#: The most take-backs a match keeps the details of (a save stays small); more are counted.
MAX_TAKE_BACKS: Final = 200
#: The longest stretch of play one take-back notes (no hand is this long).
MAX_UNDONE: Final = 400


@dataclass(frozen=True, slots=True)
class TakeBack:
    """In hand ``hand_number`` (1 for the first), play went back to the position after the
    hand's first ``at`` actions; ``undone`` are the actions taken back, ``(seat, action)``
    in the order they had been played (the player's decision first)."""

    hand_number: int
    at: int
    undone: tuple[tuple[int, Action], ...]

    def __post_init__(self) -> None:
        if type(self.hand_number) is not int or self.hand_number < 1:
            raise ValueError("a take-back's hand number starts at 1")
        if type(self.at) is not int or self.at < 0:
            raise ValueError("a take-back goes back to a position of the hand (0 or more)")
        if not 1 <= len(self.undone) <= MAX_UNDONE:
            raise ValueError(f"a take-back undoes 1 to {MAX_UNDONE} actions")
        for item in self.undone:
            if (
                not isinstance(item, tuple)
                or len(item) != 2
                or type(item[0]) is not int
                or not 0 <= item[0] <= 3
                or not isinstance(item[1], Place | Draw | Pass)
            ):
                raise ValueError("a take-back's actions are (seat, action) pairs")

    def undone_text(self, names: Sequence[str]) -> str:
        """The actions taken back, ``Name: action`` one after another."""
        return "; ".join(f"{names[seat]}: {action}" for seat, action in self.undone)
