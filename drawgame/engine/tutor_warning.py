"""A tutor's warning: before the player's move was carried out, the tutor (the game's
Coach → Tutor) warned that it loses points. The rules know nothing of it; the save keeps
the warnings given, and a record writes each as a comment where it was given, which a
reader reads back, so that a review of the record judges the move warned of as closely as
the move played (:func:`drawgame.ai.analysis.judge`'s ``also``): its row then reads what
the tutor said, whatever the player then played.

>>> from drawgame.engine import End, Place, Tile
>>> note = TutorWarning(2, 5, Place(Tile(3, 4), End.LEFT))
>>> note.comment()
'# The tutor warned of: [3|4] left'
>>> warned_of(note.comment())
Place(tile=Tile(low=3, high=4), end=<End.LEFT: 'left'>)
>>> warned_of("# Taken back here: 2 actions") is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .actions import Action, Draw, Place, parse_action

__all__ = ["MAX_TUTOR_WARNINGS", "TutorWarning", "warned_of"]

#: The most warnings a match keeps (a save and a review stay small; no match needs more).
MAX_TUTOR_WARNINGS: Final = 200
#: How a record writes a warning: this, then the action.
COMMENT: Final = "# The tutor warned of: "


@dataclass(frozen=True, slots=True)
class TutorWarning:
    """In hand ``hand_number`` (1 for the first), at the position after the hand's first
    ``at`` actions, the tutor warned of ``action`` (a placement or a draw: a pass is never
    a choice)."""

    hand_number: int
    at: int
    action: Action

    def __post_init__(self) -> None:
        if type(self.hand_number) is not int or self.hand_number < 1:
            raise ValueError("a warning's hand number starts at 1")
        if type(self.at) is not int or self.at < 0:
            raise ValueError("a warning is given at a position of the hand (0 or more)")
        if not isinstance(self.action, Place | Draw):
            raise ValueError("the tutor warns of a placement or a draw")

    def comment(self) -> str:
        """The record's line for it."""
        return f"{COMMENT}{self.action}"


def warned_of(line: str) -> Action | None:
    """The action a record's comment ``line`` says the tutor warned of; ``None`` for any
    other comment (one that only looks like it too: a comment never makes a record
    unreadable)."""
    text = line.strip()
    if not text.startswith(COMMENT):
        return None
    try:
        action = parse_action(text.removeprefix(COMMENT))
    except ValueError:
        return None
    return action if isinstance(action, Place | Draw) else None
