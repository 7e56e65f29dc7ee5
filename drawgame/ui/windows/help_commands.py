"""The Help menu's windows and the first start's tip: the rules and the controls, About,
and the table put into words (View → Describe the table)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from drawgame.ui.dialogs.about import show_about
from drawgame.ui.dialogs.message_box import centre_on_window
from drawgame.ui.kit.safe_settings import read_setting
from drawgame.ui.panels.first_tip import FirstTipPanel
from drawgame.ui.table import themes
from drawgame.ui.words.text import keep_tiles_whole

if TYPE_CHECKING:
    # Imported when first shown: the first frame needs none of it.
    from drawgame.ui.dialogs.rules_dialog import RulesDialog
    from drawgame.ui.windows.hand_end import HandEnd
    from drawgame.ui.windows.match_display import MatchDisplay
    from drawgame.ui.windows.parts import WindowParts


class HelpCommands(QObject):
    """Shows the help over the window's ``parts``: the rules window is kept for the next
    time; the ``display`` puts the table into words, the ``hand_end`` says whether its
    summary holds the keys."""

    def __init__(self, parts: WindowParts, display: MatchDisplay, hand_end: HandEnd) -> None:
        super().__init__(parts.window)
        self._parts = parts
        self._display = display
        self._hand_end = hand_end
        self._rules: RulesDialog | None = None
        parts.first_tip.dismissed.connect(self._first_tip_dismissed)

    def describe_table(self) -> None:
        p = self._parts
        box = QMessageBox(
            QMessageBox.Icon.NoIcon,
            self.tr("The table"),
            # A tile's notation is never broken across lines ("[3|" / "3]").
            keep_tiles_whole(self._display.table_description()),
            QMessageBox.StandardButton.Close,
            p.window,
        )
        box.setObjectName("describeBox")
        themes.wear(box)
        centre_on_window(box)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.open()

    def offer_first_tip(self) -> FirstTipPanel | None:
        """On the very first start, one short tip on how to play, under the table; never
        again after."""
        p = self._parts
        if read_setting(p.settings, "help/first_tip", "") == "shown":
            return None
        p.settings.setValue("help/first_tip", "shown")
        p.first_tip.offer()
        return p.first_tip

    def _first_tip_dismissed(self, controls: bool) -> None:
        # The arrow keys and Enter play on, not on the Draw button the focus would fall to
        # from the hidden tip: on the table now, and again once the Controls page closes.
        if self._hand_end.summary is None:
            self._parts.table.setFocus(Qt.FocusReason.OtherFocusReason)
        if controls:
            self.show_rules("controls")

    def show_rules(self, page: str = "rules") -> QDialog:
        """Help: the rules, or the controls; one window, kept for the next time."""
        if self._rules is None:
            from drawgame.ui.dialogs.rules_dialog import RulesDialog

            self._rules = RulesDialog(self._parts.window)
        self._rules.show_page(page)
        self._rules.open()
        return self._rules

    def show_about(self) -> QMessageBox:
        return show_about(self._parts.window)
