"""Help → Rules and Controls: the rules (a plain summary, then the rule texts with their worked
examples drawn by the table's renderer), the original rule texts as plain text (the packaged
seeds, drawgame.rules: the current language's first, the other a choice away) and how to
play with mouse and keys."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QRectF, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QImage,
    QPainter,
    QPen,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from drawgame.engine import LinePlacement, Tile
from drawgame.languages import language
from drawgame.rules import ORIGINALS, original_for, rule_text
from drawgame.ui.kit.screen_fit import fit_to_screen
from drawgame.ui.language import register
from drawgame.ui.table import themes
from drawgame.ui.table.line_layout import layout_line
from drawgame.ui.table.tile_item import TileItem
from drawgame.ui.words.help_text import controls_html, summary_html
from drawgame.ui.words.rules_text import EXAMPLES_DOUBLES, EXAMPLES_JOINING, Example, rules_html
from drawgame.ui.words.text import keep_tiles_whole

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
    look = themes.current()
    pen = QPen(look.marker_chosen, 2.5, Qt.PenStyle.DashLine)
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
    image.fill(look.felt_centre)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, bounds.width(), bounds.height()), bounds)
    painter.end()
    return image


def rule_text_language(code: str | None = None) -> str:
    """The language whose original rule text to show first: ``code``, else the one in use
    (the language manager makes it QLocale's default); the Turkish text for a language
    without one of its own (English: the Rules page gives the rules in English)."""
    if code is None:
        code = QLocale().name().split("_")[0]
    return original_for(code)


class RulesDialog(QDialog):
    """Help: the Rules page (a plain summary, then the rule texts' own words with their
    worked examples), the Rule text page (an original rule text as written, the Turkish or
    the Indonesian, the current language's first) and the Controls page (mouse and keys)."""

    PAGES = ("rules", "text", "controls")

    def __init__(self, parent: QWidget | None = None, page: str = "rules") -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenExternalLinks(False)
        # The rule text is shown as plain text, never parsed as rich text or Markdown.
        self.text_note = QLabel()
        self.text_note.setObjectName("ruleTextNote")
        self.text_note.setTextFormat(Qt.TextFormat.PlainText)
        self.text_note.setWordWrap(True)
        self.text_label = QLabel()
        self.text_choice = QComboBox()
        self.text_choice.setObjectName("ruleTextChoice")
        for code in ORIGINALS:
            # Each text is named in its own language, as the Language menu names them.
            self.text_choice.addItem(language(code).native_name, code)
        self.text_label.setBuddy(self.text_choice)
        self.text_choice.activated.connect(
            lambda index: self.show_rule_text(self.text_choice.itemData(index))
        )
        self.rule_text = QTextBrowser()  # filled by setPlainText only
        self.rule_text.setObjectName("ruleText")
        self.rule_text.setAcceptRichText(False)
        self.rule_text.setOpenLinks(False)
        text_page = QWidget()
        text_layout = QVBoxLayout(text_page)
        choice_row = QHBoxLayout()
        choice_row.addWidget(self.text_label)
        choice_row.addWidget(self.text_choice)
        choice_row.addStretch(1)
        text_layout.addLayout(choice_row)
        text_layout.addWidget(self.text_note)
        text_layout.addWidget(self.rule_text)
        self.controls = QTextBrowser()
        self.controls.setObjectName("controlsBrowser")
        self.tabs = QTabWidget()
        self.tabs.addTab(self.browser, "")
        self.tabs.addTab(text_page, "")
        self.tabs.addTab(self.controls, "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        fit_to_screen(self, 720, 640)
        register(self)
        # The examples on the table's felt, in the look chosen (Settings → Table); the
        # pages in its panel colours (they stood white beside a dark table: a first-time
        # player).
        themes.follow(self.draw_examples)
        themes.wear(self)
        self.show_page(page)

    def show_page(self, page: str) -> None:
        self.tabs.setCurrentIndex(self.PAGES.index(page))

    def retranslate(self, code: str | None = None) -> None:
        """Texts in the language in use; ``code`` (as the language manager's
        languageChanged gives it) picks the rule text, else QLocale's default does."""
        self.setWindowTitle(self.tr("Rules of Draw"))
        self.tabs.setTabText(0, self.tr("&Rules"))
        self.tabs.setTabText(1, self.tr("Rule &text"))
        self.tabs.setTabText(2, self.tr("&Controls"))
        self.browser.setAccessibleName(self.tr("Rules of Draw"))
        self.rule_text.setAccessibleName(self.tr("Rule text"))
        self.controls.setAccessibleName(self.tr("Controls"))
        self.text_label.setText(self.tr("R&ule text:"))
        self.show_rule_text(rule_text_language(code))
        self.draw_examples()
        self.controls.setHtml(keep_tiles_whole(controls_html()))

    def draw_examples(self) -> None:
        """The Rules page with its example lines drawn in the look in use."""
        document = self.browser.document()
        names: dict[int, str] = {}
        for index, example in enumerate((*EXAMPLES_JOINING, *EXAMPLES_DOUBLES)):
            name = f"example-{index}.png"
            names[id(example)] = name
            document.addResource(
                QTextDocument.ResourceType.ImageResource, QUrl(name), example_image(example)
            )
        # Every tile written on these pages stays whole when a line wraps ("[1|" / "4]"
        # never), as in the hint and the log.
        scrolled = self.browser.verticalScrollBar().value()
        rules = summary_html() + rules_html(lambda example: names[id(example)])
        self.browser.setHtml(keep_tiles_whole(rules))
        self.browser.verticalScrollBar().setValue(scrolled)

    def show_rule_text(self, code: str) -> None:
        """The original rule text of language ``code`` (one of ``drawgame.rules.ORIGINALS``),
        as written."""
        self.text_choice.setCurrentIndex(self.text_choice.findData(code))
        self.text_note.setText(
            self.tr(
                "The rules of Draw come from two rule texts, one in Turkish and one in "
                "Indonesian, which say the same; this game follows them. Here each is word "
                "for word; the Rules page gives them in the language of the game."
            )
        )
        self.rule_text.setPlainText(keep_tiles_whole(rule_text(code)))
        # The seeds give each paragraph (and heading) one line: set them apart.
        cursor = QTextCursor(self.rule_text.document())
        cursor.select(QTextCursor.SelectionType.Document)
        spaced = QTextBlockFormat()
        spaced.setBottomMargin(self.fontMetrics().height() * 0.5)
        cursor.mergeBlockFormat(spaced)
        self.rule_text.setProperty("language", code)
