"""What a player cannot read in a window (issue 22): a label or button whose text does not
fit it (by its font's metrics), a text elided to "…" without the whole in its tooltip, a
tile ("[3|5]") or a bot's name ("Bot 2") broken across lines where the text is laid out,
and text under 9 points."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextLayout, QTextOption
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QListView,
    QMenu,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QWidget,
)

#: A tile or a bot's name as shown: with the word joiners and no-break spaces that keep it
#: whole, or without them.
WHOLE = re.compile(r"\[\d\u2060?\|\u2060?\d\]|Bot[ \u00a0]\d")
SMALLEST_POINTS = 9.0


def points(font: QFont, widget: QWidget) -> float:
    """``font``'s size in points; a size in pixels is converted at the widget's DPI."""
    if font.pointSizeF() > 0:
        return font.pointSizeF()
    return font.pixelSize() * 72.0 / max(1, widget.logicalDpiY())


def line_breaks(text: str, font: QFont, width: int) -> list[int]:
    """Where ``text`` wrapped between words at ``width`` starts a new line."""
    layout = QTextLayout(text.replace("\n", "\u2028"), font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    starts = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1, width))
        starts.append(line.textStart())
    layout.endLayout()
    return starts[1:]


def broken(text: str, font: QFont, width: int) -> list[str]:
    """The tiles and names of ``text`` that a line break falls inside at ``width``."""
    if not WHOLE.search(text):
        return []
    breaks = line_breaks(text, font, width)
    return [m.group() for m in WHOLE.finditer(text) if any(m.start() < b < m.end() for b in breaks)]


def _label(label: QLabel) -> Iterator[str]:
    full = label.text()  # what was set (a PhraseLabel shows a part of it or elided)
    shown = QLabel.text(label)
    if label.buddy() is not None:
        shown = re.sub(r"&(.)", r"\1", shown)  # the mnemonic's "&" is not shown
    name = f"label {label.objectName() or type(label).__name__} {full[:50]!r}"
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(shown)
    )
    if "…" in shown and "…" not in full:
        tip = html.unescape(re.sub(r"<[^>]+>", "", label.toolTip()))
        if full not in tip:
            yield f"{name} is elided without the whole text in a tooltip"
    if rich:
        return  # laid out by a document: its height is checked below, the rest by eye
    metrics = label.fontMetrics()
    room = label.contentsRect().adjusted(
        label.margin(), label.margin(), -label.margin(), -label.margin()
    )
    if label.wordWrap():
        if label.heightForWidth(label.width()) > label.height() + 1:
            yield f"{name} is cut off at the bottom"
        for word in shown.split():
            if metrics.horizontalAdvance(word) > room.width() + 1:
                yield f"{name}: {word!r} is wider than the label"
        yield from (
            f"{name}: {w!r} is broken across lines"
            for w in broken(shown, label.font(), room.width())
        )
    else:
        need = metrics.size(0, shown)
        if need.width() > room.width() + 1 or need.height() > room.height() + 1:
            yield f"{name} needs {need.width()}×{need.height()}, has {room.width()}×{room.height()}"


def _button(button: QAbstractButton) -> Iterator[str]:
    if button.sizeHint().width() > button.width() + 1:
        yield f"button {button.text()!r} needs {button.sizeHint().width()}, has {button.width()}"


def _combo(combo: QComboBox) -> Iterator[str]:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    need = combo.fontMetrics().horizontalAdvance(combo.currentText())
    if combo.currentText() and need > field.width() + 1:
        yield f"combo box {combo.currentText()!r} needs {need}, has {field.width()}"


def _tabs(bar: QTabBar) -> Iterator[str]:
    for index in range(bar.count()):
        if bar.tabRect(index).width() + 1 < bar.tabSizeHint(index).width():
            yield f"tab {bar.tabText(index)!r} is cut off"


def _list(view: QListView) -> Iterator[str]:
    """A list that wraps its rows (the move log): no tile or name broken in a row."""
    model = view.model()
    if model is None or not view.wordWrap():
        return
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        text = str(index.data() or "")
        font = view.font()
        if index.data(Qt.ItemDataRole.UserRole + 2):  # the move log's bold rows
            font.setBold(True)
        # The delegate's text margins: the focus frame's, on each side, plus one.
        margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
        width = view.visualRect(index).width() - 2 * margin
        for word in broken(text, font, width):
            yield f"list {view.objectName()!r} row {row}: {word!r} is broken across lines"


def unreadable(top: QWidget, skip: tuple[QWidget, ...] = ()) -> list[str]:
    """Every problem above in ``top`` and its visible children (``skip``: widgets checked
    elsewhere, with their children)."""
    problems: list[str] = []
    for child in [top, *top.findChildren(QWidget)]:
        if not child.isVisible() or any(s is child or s.isAncestorOf(child) for s in skip):
            continue
        texty = isinstance(child, QLabel | QAbstractButton | QComboBox | QTabBar | QMenu)
        if isinstance(child, QLabel) and child.text() and child.pixmap().isNull():
            problems += _label(child)
        elif isinstance(child, QAbstractButton) and child.text():
            problems += _button(child)
        elif isinstance(child, QComboBox) and child.objectName() != "lookInCombo":
            # (The file dialog's folder is a path, not words: Qt shows its end.)
            problems += _combo(child)
        elif isinstance(child, QTabBar):
            problems += _tabs(child)
        elif isinstance(child, QListView):
            problems += _list(child)
            texty = True
        if texty and points(child.font(), child) < SMALLEST_POINTS - 0.01:
            size = points(child.font(), child)
            problems.append(f"{type(child).__name__} {child.objectName()!r}: {size:.1f} pt")
    return problems


def menu_problems(menu: QMenu) -> list[str]:
    """A menu too narrow for its entries, or in too small a type."""
    problems = []
    if menu.sizeHint().width() > menu.width() + 1:
        problems.append(f"menu {menu.title()!r} is cut off")
    if points(menu.font(), menu) < SMALLEST_POINTS - 0.01:
        problems.append(f"menu {menu.title()!r}: {points(menu.font(), menu):.1f} pt")
    metrics = QFontMetrics(menu.font())
    for action in menu.actions():
        if action.isVisible() and not action.isSeparator():
            text = action.text().replace("&", "").split("\t")[0]
            if metrics.horizontalAdvance(text) > menu.width():
                problems.append(f"menu entry {text!r} is wider than the menu")
    return problems
