"""Help → Rules and Controls: the rules (a plain summary, then the rule texts with their worked
examples drawn by the table's renderer) and how to play with mouse and keys."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsScene,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from drawgame.engine import LinePlacement, Tile
from drawgame.ui.language import register
from drawgame.ui.table.line_layout import layout_line
from drawgame.ui.table.tile_item import TileItem
from drawgame.ui.windows.screen_fit import fit_to_screen
from drawgame.ui.words.help_text import controls_html, summary_html
from drawgame.ui.words.rules_text import EXAMPLES_DOUBLES, EXAMPLES_JOINING, Example, rules_html

_UNIT = 26.0


def _probe(value: int) -> Tile:
    """Some non-double tile with ``value``, to find where the next tile would lie."""
    other = (value + 1) % 7
    return Tile(min(value, other), max(value, other))


def example_image(example: Example, unit: float = _UNIT) -> QImage:
    """The example's line on felt, with markers at its legal continuation points."""
    line = example.line
    scene = QGraphicsScene()
    boxes = layout_line(line.placements, 12)
    for box in boxes:
        item = TileItem(box.tile, unit)
        item.set_values(box.first, box.second)
        cx, cy = box.centre
        item.setPos(cx * unit, cy * unit)
        item.setRotation(0 if box.vertical else -90)
        scene.addItem(item)
    pen = QPen(QColor("#ffe27a"), 2.5, Qt.PenStyle.DashLine)
    for point in line.open_points:
        probe = _probe(point.value)
        nxt = LinePlacement(probe, point.end, point.value, probe.other(point.value))
        # Where a tile joining this end would lie: the marker.
        box = layout_line([*line.placements, nxt], 12)[-1]
        rect = QRectF(box.x * unit, box.y * unit, box.width * unit, box.height * unit)
        scene.addRect(rect.adjusted(3, 3, -3, -3), pen, QColor(255, 255, 255, 50))
    bounds = scene.itemsBoundingRect().adjusted(-12, -12, 12, 12)
    image = QImage(int(bounds.width() * 2), int(bounds.height() * 2), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(2)
    image.fill(QColor("#236b43"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, bounds.width(), bounds.height()), bounds)
    painter.end()
    return image


class RulesDialog(QDialog):
    """Help: the Rules page (a plain summary, then the rule texts' own words with their
    worked examples) and the Controls page (mouse and keys)."""

    PAGES = ("rules", "controls")

    def __init__(self, parent: QWidget | None = None, page: str = "rules") -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenExternalLinks(False)
        self.controls = QTextBrowser()
        self.controls.setObjectName("controlsBrowser")
        self.tabs = QTabWidget()
        self.tabs.addTab(self.browser, "")
        self.tabs.addTab(self.controls, "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        fit_to_screen(self, 720, 640)
        self.retranslate()
        register(self)
        self.show_page(page)

    def show_page(self, page: str) -> None:
        self.tabs.setCurrentIndex(self.PAGES.index(page))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of Draw"))
        self.tabs.setTabText(0, self.tr("&Rules"))
        self.tabs.setTabText(1, self.tr("&Controls"))
        self.browser.setAccessibleName(self.tr("Rules of Draw"))
        self.controls.setAccessibleName(self.tr("Controls"))
        document = self.browser.document()
        names: dict[int, str] = {}
        for index, example in enumerate((*EXAMPLES_JOINING, *EXAMPLES_DOUBLES)):
            name = f"example-{index}.png"
            names[id(example)] = name
            document.addResource(
                QTextDocument.ResourceType.ImageResource, QUrl(name), example_image(example)
            )
        self.browser.setHtml(summary_html() + rules_html(lambda example: names[id(example)]))
        self.controls.setHtml(controls_html())
