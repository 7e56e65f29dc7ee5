"""The keys' line of Try it and the practice: the table's keys, in every language."""

from __future__ import annotations

from drawgame.ui.language import LanguageManager
from drawgame.ui.review.keys_hint import KeysHint


def test_the_keys_line_names_the_keys_and_follows_the_language(qtbot):
    hint = KeysHint()
    qtbot.addWidget(hint)
    manager = LanguageManager()
    said = {}
    try:
        for code in ("en", "tr", "id"):
            assert manager.apply(code)
            said[code] = hint.text()
            assert "Enter" in said[code] and "Escape" in said[code]
    finally:
        manager.apply("en")
    assert hint.text() == said["en"]
    assert len(set(said.values())) == 3
