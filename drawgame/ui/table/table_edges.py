"""The table's edges: the opponents' panels along the top and the stock in the bottom left
corner, each as large as its texts need, and the bands they leave the line and the hand
(:mod:`drawgame.ui.table.table_bands`). The table scene says what they show, in its words."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtWidgets import QGraphicsScene

from drawgame.ui.table.seat_panel import PANEL_WIDTH, SeatPanel, shown_width
from drawgame.ui.table.stock_item import StockItem
from drawgame.ui.table.table_bands import Bands, clear_of_banner, panel_row, table_bands
from drawgame.ui.table.table_state import TableState


class TableEdges:
    def __init__(self, scene: QGraphicsScene, width: float, height: float) -> None:
        self._scene = scene
        self._height = height
        self.panels: list[SeatPanel] = []
        self.stock = StockItem()
        self.stock.hide()  # no empty stock before the first deal (behind the resume question)
        scene.addItem(self.stock)
        self.bands = table_bands(width, height, 0.0, 7, (0.0, 0.0), 0.0)
        self._banded_hand = -1  # the hand the bands were last laid out for
        # The felt shown under the table while the hand is played (see table_bands).
        self.foot = 0.0

    def lay_out(
        self,
        state: TableState,
        width: float,
        smallest: int,
        thinking: Callable[[str], str],
        stock_words: tuple[str, str],
        banner: float,
    ) -> Bands:
        """Show ``state``'s opponents and stock on a ``width`` table, no text under
        ``smallest`` pixels (``thinking``: a seat's "… is thinking" from its name;
        ``stock_words``: the stock's title and its protected pair's label), a banner
        ``banner`` tall over the hand; the bands they leave."""
        others = state.seats[1:]
        while len(self.panels) > len(others):
            self._scene.removeItem(self.panels.pop())
        while len(self.panels) < len(others):
            panel = SeatPanel()
            self._scene.addItem(panel)
            self.panels.append(panel)
        widest = PANEL_WIDTH * max(1.0, smallest / 20)  # wider for a bigger text
        # At a hand's end the panels widen, where the table has room, to show the tiles
        # left at full size (they were a third of the line's in a panel of the play's width).
        shown = [len(info.revealed) for info in others if info.revealed is not None]
        widest = max([widest, *(shown_width(count) for count in shown)])
        each, xs = panel_row(width, len(others), widest)
        for panel, info, x in zip(self.panels, others, xs, strict=True):
            panel.set_width(each)
            panel.set_smallest(smallest)
            panel.setPos(x, 8)
            panel.show_info(info, thinking(info.name))
        height = max([0.0, *(p.needed_height() for p in self.panels)])
        for panel in self.panels:
            panel.set_height(height)
        self.stock.set_smallest(smallest)
        rules = state.view.rules  # R3 the deal, R8 the protected stock: the match's own
        self.stock.show_stock(state.view.stock_size, *stock_words, rules.protected_stock)
        stock = self.stock.boundingRect()
        self.stock.place_at_bottom(self._height + self.foot)
        # Made for the deal: the line's room keeps still while the hand grows and shrinks,
        # and the hand's band at the hand's end (the summary's coming changes the table's
        # shape: a wider table's band for larger tiles squeezed the line).
        deal = rules.deal_size
        size = (stock.width(), stock.height())
        before = self.bands
        self.bands = table_bands(width, self._height, height, deal, size, banner, self.foot)
        hand = state.view.hand_number
        if state.view.is_over and self._banded_hand == hand:
            # The line's room as in play; the hand where the felt shown now has it (the
            # summary took the foot it had in play).
            kept = replace(self.bands, hand_top=before.hand_top)
            self.bands = clear_of_banner(kept, banner)
        self._banded_hand = hand
        return self.bands
