"""The practice's shared sentences: the count in the menu and on the buttons, and one
distinct sentence for each trouble with the practice file, in every language."""

from __future__ import annotations

import pytest

from drawgame.session.practice_keeper import PracticeTrouble
from drawgame.ui.words.practice_text import button_text, menu_text, problem_text


def test_the_count_is_in_the_menu_item_and_on_the_button():
    assert menu_text(7) == "Practice &mistakes (7)"
    assert button_text(0) == "Practice mistakes (0)"


def test_each_trouble_has_its_own_sentence_and_the_records_are_said_safe():
    texts = {trouble: problem_text(trouble) for trouble in PracticeTrouble}
    assert len(set(texts.values())) == len(PracticeTrouble)
    assert "records are untouched" in texts[PracticeTrouble.UNREADABLE]
    assert "newer version" in texts[PracticeTrouble.NEWER]


@pytest.mark.parametrize("code", ["tr", "id"])
def test_the_sentences_are_translated(qtbot, code):
    from drawgame.ui.language import LanguageManager

    manager = LanguageManager()
    try:
        manager.apply(code)
        assert menu_text(3) != "Practice &mistakes (3)" and "(3)" in menu_text(3)
        for trouble in PracticeTrouble:
            assert problem_text(trouble) != ""
        english = {
            PracticeTrouble.NEWER: "Your practice positions come from a newer version",
        }
        assert not problem_text(PracticeTrouble.NEWER).startswith(english[PracticeTrouble.NEWER])
    finally:
        manager.apply("en")
