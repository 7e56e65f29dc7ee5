"""Help → Rules: the Rule text page shows the packaged rule text of the language in use,
as plain text (issue: the repository stands on its own)."""

from __future__ import annotations

import pytest

from drawgame.rules import rule_text
from drawgame.ui.dialogs import rules_dialog
from drawgame.ui.dialogs.rules_dialog import RulesDialog
from drawgame.ui.language import LanguageManager


@pytest.fixture
def speak(qapp):
    manager = LanguageManager()
    yield manager
    manager.apply("en")


@pytest.mark.parametrize("code", ["en", "tr", "id"])
def test_the_rule_text_page_shows_the_language_s_own_text_as_written(qtbot, speak, code):
    assert speak.apply(code)
    dialog = RulesDialog(page="text")
    qtbot.addWidget(dialog)
    assert dialog.tabs.currentWidget().isAncestorOf(dialog.rule_text)
    assert dialog.rule_text.toPlainText() == rule_text(code).replace("\r\n", "\n")
    assert dialog.rule_text.isReadOnly()
    assert dialog.rule_text.property("language") == code


def test_the_rule_text_follows_a_language_switch(qtbot, speak):
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    speak.languageChanged.connect(dialog.retranslate)
    for code in ("tr", "id", "en"):
        assert speak.apply(code)
        assert dialog.rule_text.toPlainText() == rule_text(code).replace("\r\n", "\n")
    assert "**R1 Set.**" in dialog.rule_text.toPlainText()  # Markdown left as written


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
    assert dialog.rule_text.toPlainText() == written
    assert not dialog.rule_text.acceptRichText()
