"""The bar under the table: whose turn it is (or the hint, or the match's result) and the
player's buttons. During a hand: Hint, Draw, Pass, Next hand; once the match is over:
Rematch and New match…, so the table never ends in a dead end."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QSizePolicy, QWidget

from drawgame.engine import may_draw
from drawgame.ui.language import register
from drawgame.ui.panels.whole_label import WholeLabel


@dataclass(frozen=True, slots=True)
class TurnBarState:
    text: str
    mine: bool = False
    can_draw: bool = False
    can_pass: bool = False
    can_next: bool = False
    match_over: bool = False
    # The hand's summary is up, with its own Next hand button.
    summary_shown: bool = False
    # The words are said above the bar (the match's result, by the last hand's summary and
    # the table's banner): the bar shows its buttons only, and the table keeps the room.
    words_above: bool = False
    stock_size: int = 0


class TurnBar(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnBar")
        # Plain text (it shows names); a long hint wraps instead of widening the window,
        # never inside a tile or a name.
        self.label = WholeLabel()
        self.label.setObjectName("turnLabel")
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # Three lines are kept at all times (the table keeps still); a hint that needs more
        # at a small window's width takes them rather than being cut off.
        policy.setHeightForWidth(True)
        self.label.setSizePolicy(policy)
        self.hint_button = QPushButton()
        self.draw_button = QPushButton()
        self.pass_button = QPushButton()
        self.next_button = QPushButton()
        self.rematch_button = QPushButton()
        self.new_match_button = QPushButton()
        self.in_hand = (self.hint_button, self.draw_button, self.pass_button, self.next_button)
        self.after_match = (self.rematch_button, self.new_match_button)
        # The buttons in a row of their own, beside the words on a wide bar and under them
        # on a narrow one (a hint squeezed beside four buttons took six lines at 800×600).
        self.buttons = QWidget()
        row = QHBoxLayout(self.buttons)
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch(1)
        for name, button in zip(
            ("hint", "draw", "pass", "next", "rematch", "newMatch"),
            (*self.in_hand, *self.after_match),
            strict=True,
        ):
            button.setObjectName(f"{name}Button")
            button.setMinimumHeight(34)
            # A click leaves the keyboard on the table; Tab still reaches the button. A
            # button clicked kept the focus, and when it was disabled (Draw once the stock
            # was down to the tiles never drawn) Qt passed it on to the score sheet.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(button)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(10, 6, 10, 6)
        self.grid.addWidget(self.label, 0, 0)
        self.stacked = False
        self._place_buttons()
        self._reserve_lines()
        # The font's height at the usual size: the buttons grow with the text beyond it.
        self._base_height = max(1, self.fontMetrics().height())
        self.state = TurnBarState("")
        self.show_state(self.state)
        register(self)

    # The words get at least this share of a bar's width, else the buttons go under them.
    WORDS_SHARE = 0.45

    def _place_buttons(self) -> None:
        room = self.width() - self.buttons.sizeHint().width() - 30
        stacked = room < self.WORDS_SHARE * self.width()
        if stacked == self.stacked and self.grid.indexOf(self.buttons) >= 0:
            return
        self.stacked = stacked
        self.grid.removeWidget(self.buttons)
        if stacked:
            self.grid.addWidget(self.buttons, 1, 0)
            self.grid.setColumnStretch(1, 0)
        else:
            self.grid.addWidget(self.buttons, 0, 1)
        self.grid.setColumnStretch(0, 1)
        self._reserve_lines()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_buttons()

    def _reserve_lines(self) -> None:
        # Room for three lines at all times (two above the buttons, where the words have the
        # bar's whole width): a hint that wraps must not make the bar grow and the table jump.
        lines = 2 if getattr(self, "stacked", False) else 3
        self.label.setMinimumHeight(lines * self.label.fontMetrics().lineSpacing())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            # Larger text (a large screen) gets taller buttons, easy to hit.
            height = max(34, round(34 * self.fontMetrics().height() / self._base_height))
            for button in (*self.in_hand, *self.after_match):
                button.setMinimumHeight(height)
            self._reserve_lines()

    def retranslate(self) -> None:
        for button, text, name in (
            # Draw, Pass, Hint and Next hand answer to their own keys (D, P, H, N), so they
            # carry no Alt mnemonic to clash with a menu's (Alt+P is the Play menu).
            #: The button that draws a tile from the stock: the verb, not the game's name.
            (self.draw_button, self.tr("Draw"), self.tr("Draw")),
            (self.pass_button, self.tr("Pass"), self.tr("Pass")),
            (self.hint_button, self.tr("Hint"), self.tr("Hint")),
            (self.next_button, self.tr("Next hand"), self.tr("Next hand")),
            (self.rematch_button, self.tr("&Rematch"), self.tr("Rematch")),
            (self.new_match_button, self.tr("New &match…"), self.tr("New match")),
        ):
            button.setText(text)
            button.setAccessibleName(name)
        self.label.setAccessibleName(self.tr("Whose turn"))
        self.rematch_button.setToolTip(self.tr("Play again against the same opponents"))
        self.new_match_button.setToolTip(self.tr("Choose opponents and start a new match"))
        self.show_state(self.state)

    def show_state(self, state: TurnBarState) -> None:
        self.state = state
        self.label.setText(state.text)
        self.label.setVisible(not state.words_above)
        for button in self.in_hand:
            button.setVisible(not state.match_over)
        self.next_button.setVisible(not state.match_over and not state.summary_shown)
        for button in self.after_match:
            button.setVisible(state.match_over)
        self.draw_button.setEnabled(state.can_draw)
        self.pass_button.setEnabled(state.can_pass)
        self.hint_button.setEnabled(state.mine)
        self.next_button.setEnabled(state.can_next)
        self.draw_button.setToolTip(self._draw_tip(state))
        self.pass_button.setToolTip(self._pass_tip(state))
        self.hint_button.setToolTip(
            self.tr("Suggest a move (H)") if state.mine else self.tr("Hints are for your turn")
        )
        self.next_button.setToolTip(
            self.tr("Deal the next hand")
            if state.can_next
            else self.tr("The hand is still being played")
        )

    def _draw_tip(self, state: TurnBarState) -> str:
        if state.can_draw:
            return self.tr("Draw a tile from the stock (D)")
        if not state.mine:
            return self.tr("You can draw on your turn")
        if not may_draw(state.stock_size):
            return self.tr("The last two tiles of the stock are never drawn")
        return self.tr("Drawing is not allowed now")

    def _pass_tip(self, state: TurnBarState) -> str:
        if state.can_pass:
            return self.tr("Nothing fits and the stock is down to two tiles: pass (P)")
        if not state.mine:
            return self.tr("You can pass on your turn")
        return self.tr("You may pass only when no tile fits and nothing may be drawn")
