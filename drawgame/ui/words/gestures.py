"""What the table says about the player's gestures (a tile clicked, the keyboard cursor, a
tile that cannot go): the table's scene renders and emits, these are its sentences."""

from __future__ import annotations

from PySide6.QtCore import QObject

from drawgame.engine import Draw, End, Place, PlayerView, Tile
from drawgame.ui.words.text import fill


class GestureWords(QObject):
    """The sentences in the context "GestureWords"; made in the current language."""

    def missed_drop(self, tile: Tile) -> str:
        return fill(self.tr("Drop %1 on a lit end to play it."), tile)

    def fits_both_choose(self, tile: Tile) -> str:
        return fill(self.tr("%1 fits both ends: choose one."), tile)

    def cursor_on(self, view: PlayerView, tile: Tile, ends: list[End]) -> str:
        """What the keyboard cursor on ``tile`` means: where it fits, or why not."""
        if len(ends) == 1 and view.line:
            return fill(self.tr("%1: fits the %2 end."), tile, self.end_name(ends[0]))
        if len(ends) > 1:
            return fill(self.tr("%1: fits both ends; Up or Down chooses."), tile)
        if ends:
            return fill(self.tr("%1 opens the line."), tile)
        return self.why_not(view, tile)

    def hand_tile_tip(
        self, view: PlayerView, tile: Tile, ends: list[End], drawn: bool, your_turn: bool
    ) -> str:
        """A hand's tile's tooltip: on the player's turn, where it fits or why not; and
        what its ring means when it was drawn this turn ("" when there is nothing to say)."""
        said = []
        if your_turn:
            if len(ends) > 1:
                said.append(fill(self.tr("%1 fits both ends."), tile))
            else:
                said.append(self.cursor_on(view, tile, ends))
        if drawn:
            said.append(self.tr("Ringed: you drew it this turn."))
        return "\n".join(said)

    def why_not(self, view: PlayerView | None, tile: Tile) -> str:
        """Why ``tile`` cannot be placed now, and what the player may do instead."""
        if view is None or view.ends is None:
            return fill(self.tr("%1 does not fit."), tile)
        left, right = view.ends
        if any(isinstance(a, Place) for a in view.legal_actions):
            if left == right:
                return fill(self.tr("%1 does not fit: both ends show %2."), tile, left)
            return fill(self.tr("%1 does not fit: the ends show %2 and %3."), tile, left, right)
        if any(isinstance(a, Draw) for a in view.legal_actions):
            return fill(
                self.tr("%1 does not fit the %2 or the %3, and nothing else does: draw."),
                tile,
                left,
                right,
            )
        return fill(
            self.tr("%1 does not fit the %2 or the %3, and the stock is down to its last two."),
            tile,
            left,
            right,
        )

    def end_name(self, end: End) -> str:
        return self.tr("left") if end is End.LEFT else self.tr("right")
