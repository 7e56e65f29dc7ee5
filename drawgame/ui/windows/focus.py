"""The keyboard's way back to the table: once a menu closes (Escape, or a command chosen),
the arrow keys move on the table again, not on the button clicked before."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QWidget


def back_to_table_after(
    menus: Iterable[QMenu], table: QWidget, allowed: Callable[[], bool]
) -> None:
    """When one of ``menus`` closes, give ``table`` the focus if ``allowed()`` says so and
    the command chosen opened no dialog."""
    window = table.window()

    def back() -> None:
        if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget():
            return
        focus = QApplication.focusWidget()
        if isinstance(focus, QMenu) and focus.isVisible():
            return
        if allowed():
            table.setFocus(Qt.FocusReason.PopupFocusReason)

    for menu in menus:
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, window, back))
