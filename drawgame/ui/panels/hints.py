"""The hint on show: the suggested action, for the position it was asked in.

A hint is shown once (in the bar under the table), in the current language (its words are
made whenever it is shown), and it goes as soon as the position or the keyboard cursor
changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawgame.engine import Draw, Pass, Place, PlayerView
from drawgame.ui.words.narrator import Narrator
from drawgame.ui.words.text import fill, translate

if TYPE_CHECKING:
    from drawgame.ai.hint import Hint


def position_key(view: PlayerView) -> tuple[object, ...]:
    """What a hint depends on: the hand, the player's tiles and what has happened."""
    return (view.hand_number, len(view.history), view.hand, view.stock_size)


def action_text(action: object, view: PlayerView | None) -> str:
    """The suggested action in words: "play [3|5] on the 3", "draw a tile"."""
    if isinstance(action, Place):
        if view is None or view.ends is None:
            return fill(translate("MainWindow", "open with %1"), action.tile)
        value = action.end.value_in(view.ends)
        return fill(translate("MainWindow", "play %1 on the %2"), action.tile, value)
    if isinstance(action, Draw):
        return translate("MainWindow", "draw a tile")
    if isinstance(action, Pass):
        return translate("MainWindow", "pass")
    return ""


class HintKeeper:
    def __init__(self) -> None:
        self._hint: Hint | None = None
        self._key: tuple[object, ...] | None = None
        self._view: PlayerView | None = None

    def set(self, hint: Hint, view: PlayerView) -> None:
        self._hint, self._key, self._view = hint, position_key(view), view

    @property
    def active(self) -> bool:
        """Whether a hint is kept (it may be for a position that has gone)."""
        return self._hint is not None

    def clear(self) -> None:
        self._hint = self._key = self._view = None

    def current(self, view: PlayerView | None) -> Hint | None:
        """The hint, if it is still for ``view``'s position (else it is forgotten)."""
        if self._hint is not None and (view is None or position_key(view) != self._key):
            self.clear()
        return self._hint

    def text(self, narrator: Narrator) -> str:
        """ "Hint: play [3|5] on the 3 — it sheds 8 pips. Expected: +4.2 ± 1.1 points this
        hand" (no figure for the only move), or "" without a hint."""
        hint, view = self._hint, self._view
        if hint is None or view is None:
            return ""
        # With the first hint shown, not at start-up: its words need the hint's reasons.
        from drawgame.ui.words.hint_text import expected_text, reason_text

        reason = reason_text(hint.reason, narrator.seat_name, view.ends)
        text = fill(
            translate("MainWindow", "Hint: %1 — %2"), action_text(hint.action, view), reason
        )
        if hint.value is None or hint.margin is None:
            return text
        return fill(
            translate("MainWindow", "%1. %2", "the hint, then its expected points"),
            text,
            expected_text(hint.value, hint.margin),
        )
