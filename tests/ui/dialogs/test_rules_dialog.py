"""Help → Rules: the Rule text page shows the packaged rule text of the language in use,
as plain text (issue: the repository stands on its own)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument

from drawgame.rules import rule_text
from drawgame.ui.dialogs import rules_dialog
from drawgame.ui.dialogs.rules_dialog import RulesDialog
from drawgame.ui.language import LanguageManager
from drawgame.ui.words.text import WORD_JOINER


def shown_text(dialog: RulesDialog) -> str:
    """The Rule text page's words, without the (invisible) joiners that keep tiles whole."""
    return dialog.rule_text.toPlainText().replace(WORD_JOINER, "")


@pytest.fixture
def speak(qapp):
    manager = LanguageManager()
    yield manager
    manager.apply("en")


@pytest.mark.parametrize(("code", "shown"), [("en", "tr"), ("tr", "tr"), ("id", "id")])
def test_the_rule_text_page_shows_an_original_rule_text_as_written(qtbot, speak, code, shown):
    assert speak.apply(code)
    dialog = RulesDialog(page="text")
    qtbot.addWidget(dialog)
    assert dialog.tabs.currentWidget().isAncestorOf(dialog.rule_text)
    assert shown_text(dialog) == rule_text(shown).replace("\r\n", "\n")
    assert dialog.rule_text.isReadOnly()
    assert dialog.rule_text.property("language") == shown
    assert dialog.text_choice.currentData() == shown


def test_an_english_player_never_sees_the_developers_notes(qtbot, speak):
    # RULES.md is Markdown for developers ("so that code, tests and issues can cite a rule"):
    # a first-time player read it as the game's rule text.
    assert speak.apply("en")
    dialog = RulesDialog(page="text")
    qtbot.addWidget(dialog)
    for index in range(dialog.text_choice.count()):
        dialog.text_choice.setCurrentIndex(index)
        dialog.text_choice.activated.emit(index)
        shown = shown_text(dialog)
        assert "**" not in shown and "`" not in shown and "issue" not in shown
        assert "[6|6]" in shown  # a rule text all the same


def test_the_other_rule_text_is_one_choice_away(qtbot, speak):
    assert speak.apply("tr")
    dialog = RulesDialog(page="text")
    qtbot.addWidget(dialog)
    dialog.show()
    assert [dialog.text_choice.itemText(i) for i in range(2)] == ["Türkçe", "Bahasa Indonesia"]
    dialog.text_choice.setFocus()
    qtbot.keyClick(dialog.text_choice, Qt.Key.Key_Down)
    assert shown_text(dialog) == rule_text("id").replace("\r\n", "\n")
    assert dialog.rule_text.property("language") == "id"


def test_the_rule_text_follows_a_language_switch(qtbot, speak):
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    speak.languageChanged.connect(dialog.retranslate)
    for code, shown in (("tr", "tr"), ("id", "id"), ("en", "tr")):
        assert speak.apply(code)
        assert shown_text(dialog) == rule_text(shown).replace("\r\n", "\n")


def test_the_pages_are_rules_text_and_controls(qtbot):
    dialog = RulesDialog(page="controls")
    qtbot.addWidget(dialog)
    assert dialog.tabs.currentWidget() is dialog.controls
    dialog.show_page("rules")
    assert dialog.tabs.currentWidget() is dialog.browser
    assert [dialog.tabs.tabText(i) for i in range(3)] == ["&Rules", "Rule &text", "&Controls"]


def test_the_rule_text_is_never_read_as_rich_text(qtbot, monkeypatch):
    written = "<b>not bold</b> &amp; <a href='x'>no link</a>\n# not a heading"
    monkeypatch.setattr(rules_dialog, "rule_text", lambda code: written)
    dialog = RulesDialog(page="text")
    qtbot.addWidget(dialog)
    assert shown_text(dialog) == written
    assert not dialog.rule_text.acceptRichText()


#: Every tile as written: "[1|4]" (with the joiner that may follow its bar).
TILE = re.compile(r"\[\d\|\u2060?\d\]")


def broken_tiles(document: QTextDocument, width: float) -> list[str]:
    """The tiles of ``document`` that a line break cuts when it is laid out ``width`` wide:
    each tile's "[" and "]" must lie on the same line of its paragraph's layout."""
    document.setTextWidth(width)
    broken = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for tile in TILE.finditer(block.text()):
            first = layout.lineForTextPosition(tile.start()).lineNumber()
            last = layout.lineForTextPosition(tile.end() - 1).lineNumber()
            if first != last:
                broken.append(f"{width}px: {tile.group()} in {block.text()[:40]!r}")
        block = block.next()
    return broken


@pytest.mark.parametrize("code", ["en", "tr", "id"])
def test_no_tile_is_broken_across_lines_on_the_rule_pages(qtbot, speak, code):
    """Help → Rules broke "[1|" / "4]" across lines in Turkish at every width and in
    Indonesian at most (issue 34): at every width from 400 to 1200 px, on the Rules page and
    the Rule text page (the language's own rule text and the other), every tile is whole."""
    assert speak.apply(code)
    dialog = RulesDialog(page="rules")
    qtbot.addWidget(dialog)
    documents = [dialog.browser.document(), dialog.controls.document()]
    for index in range(dialog.text_choice.count()):
        dialog.show_rule_text(dialog.text_choice.itemData(index))
        documents.append(dialog.rule_text.document().clone(dialog))
    assert sum(len(TILE.findall(d.toPlainText())) for d in documents) > 20
    broken = [
        cut
        for width in range(400, 1201)
        for document in documents
        for cut in broken_tiles(document, width)
    ]
    assert not broken, broken[:5]
