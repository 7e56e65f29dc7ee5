"""What the main window's helpers share: one record of the parts the window built (the
controller, the settings, the actions, the table, the panels, the status line), built
once and handed to each helper (match_display, play_commands, hand_end, help_commands,
preferences, take_back) instead of the window itself. A helper reads the parts; it does
not reach back into the window for them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QMainWindow

    from drawgame.session.controller import GameController
    from drawgame.storage.settings import Settings
    from drawgame.ui.language import LanguageManager
    from drawgame.ui.panels.first_tip import FirstTipPanel
    from drawgame.ui.panels.hints import HintKeeper
    from drawgame.ui.panels.peg_board import PegBoard
    from drawgame.ui.panels.tile_counter import TileCounter
    from drawgame.ui.panels.turn_bar import TurnBar
    from drawgame.ui.table.table_scene import TableScene
    from drawgame.ui.table.table_view import TableView
    from drawgame.ui.windows.actions import GameActions
    from drawgame.ui.windows.status_news import StatusNews
    from drawgame.ui.words.narrator import Narrator


@dataclass(frozen=True)
class WindowParts:
    """The main window's parts, as its helpers see them."""

    #: The window itself: the parent of the helpers' dialogs, the owner of the title.
    window: QMainWindow
    settings: Settings
    controller: GameController
    languages: LanguageManager
    #: Puts the match into words (the player's name is the match's set-up).
    narrator: Narrator
    actions: GameActions
    scene: TableScene
    table: TableView
    #: The hint shown, if any, and for which position.
    hints: HintKeeper
    #: The status line's sentences.
    news: StatusNews
    #: The bar under the table: the turn's words and the player's buttons.
    turn_bar: TurnBar
    first_tip: FirstTipPanel
    peg_board: PegBoard
    tile_counter: TileCounter
    counter_dock: QDockWidget
