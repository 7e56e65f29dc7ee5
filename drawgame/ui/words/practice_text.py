"""The practice's sentences shared by its dialog, the menu, the review window and the
Statistics: the count of positions to solve, and what went wrong with the practice file."""

from __future__ import annotations

from drawgame.session.practice_keeper import PracticeTrouble
from drawgame.ui.words.text import fill, translate


def menu_text(unsolved: int) -> str:
    """The menu item and buttons: "Practice mistakes (7)"."""
    return fill(translate("Practice", "Practice &mistakes (%1)"), unsolved)


def button_text(unsolved: int) -> str:
    """The same, for a button without a shortcut letter."""
    return fill(translate("Practice", "Practice mistakes (%1)"), unsolved)


def empty_tip() -> str:
    """The menu item's and the buttons' tip while there is nothing to practise: where the
    positions come from."""
    return translate(
        "Practice",
        "No positions yet: they come from the hands you review, or from Find mistakes in "
        "past matches (offered in the practice itself)",
    )


def tip_text(unsolved: int) -> str:
    """The tip of the menu item and the buttons: what the practice is, or at 0 where its
    positions come from."""
    if unsolved == 0:
        return empty_tip()
    return translate(
        "Practice", "Play again the positions of your own matches where a move lost points"
    )


def problem_text(trouble: PracticeTrouble) -> str:
    """One sentence about the practice file (the records are never touched)."""
    if trouble is PracticeTrouble.NEWER:
        return translate(
            "Practice",
            "Your practice positions come from a newer version of the game: they are kept "
            "as they are, and what you solve now is not remembered.",
        )
    if trouble is PracticeTrouble.CANNOT_SAVE:
        return translate(
            "Practice",
            "Your practice positions could not be saved: what you solve now may be forgotten.",
        )
    return translate(
        "Practice",
        "Your practice positions could not be read, so the practice starts again (the "
        "unreadable file was kept aside). Your match records are untouched: find the "
        "mistakes in your past matches again.",
    )
