"""The hint on show (issue 19, item 4): the suggested move, its reason and its figure, the
expected points ± margin in this hand, written as the language writes numbers; no figure
for the only move."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from drawgame.ai.hint import Hint, Reason, ReasonCode
from drawgame.engine import DRAW, End, Place, Tile
from drawgame.ui.language import LanguageManager
from drawgame.ui.panels.hints import HintKeeper
from drawgame.ui.words.hint_text import expected_text, points
from drawgame.ui.words.narrator import Narrator
from drawgame.ui.words.review_text import value_text

from ...session.test_tutor import hand_state
from ..table.test_table_gestures import opening_line, position

t = Tile.parse


@pytest.fixture
def english(qapp):
    languages = LanguageManager()
    yield languages
    languages.apply("en")


def shown(hint: Hint, view) -> str:
    keeper = HintKeeper()
    keeper.set(hint, view)
    return keeper.text(Narrator())


def a_view():
    return hand_state("[0|3] [5|6]").view(0)


def test_the_hint_shows_its_expected_points_and_margin(english) -> None:
    view = a_view()
    best = Reason((ReasonCode.BEST_CHANCE,), t("[0|3]"), 3)
    hint = Hint(Place(t("[0|3]"), End.LEFT), best, 4.2, 1.1)
    text = shown(hint, view)
    assert text == (
        "Hint: play [0|3] on the 3 — it is the strongest move found. "
        "Expected: +4.2 ± 1.1 points this hand"
    )
    losing = Hint(DRAW, Reason((ReasonCode.DRAWS_BY_CHOICE,)), -2.349, 0.96)
    assert shown(losing, view).endswith("Expected: \u22122.3 ± 1.0 points this hand")
    assert expected_text(0.04, 0.5) == "Expected: 0.0 ± 0.5 points this hand"


def test_the_only_move_has_no_figure(english) -> None:
    hint = Hint(DRAW, Reason((ReasonCode.MUST_DRAW,)))
    assert "Expected" not in shown(hint, a_view())


@pytest.mark.parametrize(
    ("code", "figure"),
    [("tr", "Beklenen: bu oyun elinde +4,2 ± 1,1 puan"), ("id", "Perkiraan: +4,2 ± 1,1 poin")],
)
def test_the_figure_is_translated_with_the_languages_numbers(english, code, figure) -> None:
    assert english.apply(code)
    assert points(4.25, signed=True) == "+4,3"  # halves up, as the review rounds
    hint = Hint(Place(t("[0|3]"), End.LEFT), Reason((ReasonCode.BEST_CHANCE,)), 4.2, 1.1)
    assert figure in shown(hint, a_view())


@pytest.mark.parametrize("code", ["en", "tr", "id"])
def test_the_hint_and_the_review_write_a_loss_alike(english, code) -> None:
    """The hint printed "-5,4" with a hyphen where the review printed "−5,4" (issue 34)."""
    assert english.apply(code)
    hint = Hint(Place(t("[0|3]"), End.LEFT), Reason((ReasonCode.BEST_CHANCE,)), -5.4, 1.6)
    said = shown(hint, a_view())
    review = value_text(-5.4, 1.6)
    assert review.startswith("\u22125") and review.replace("\u00a0", " ") in said.replace(
        "\u00a0", " "
    )
    assert "-5" not in said


@pytest.mark.slow  # starts the bot process (hints, the tutor, the hard player)
def test_the_window_shows_the_hints_figure_under_the_table(qtbot, window) -> None:
    window.controller.move_delay_ms = 60_000
    position(window, "[0|3] [5|6] [1|1]", opening_line())
    with qtbot.waitSignal(window.controller.hintReady, timeout=30000) as ready:
        qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    hint = ready.args[0]
    assert hint.value is not None and hint.margin is not None
    text = window.turn_label.text()
    assert text.startswith("Hint:") and "points this hand" in text
    assert points(hint.value, signed=True) in text and points(hint.margin) in text


def test_a_figure_never_wraps_away_from_its_margin(qapp, english) -> None:
    """Seen in Turkish at 1280×800: the hint's line broke as "+1,7 ±" / "0,9 puan"; the
    figure and its margin now stay on one line in every label that wraps, as the tiles do."""
    from drawgame.ui.dialogs.message_box import PlainMessageBox
    from drawgame.ui.panels.whole_label import WholeLabel

    assert english.apply("tr")
    text = expected_text(1.7, 0.9)
    assert "1,7 ± 0,9" in text
    label = WholeLabel()
    label.setText(text)
    assert "1,7\u00a0±\u00a00,9" in label.text()
    box = PlainMessageBox()
    box.setText("… " + text)
    assert "1,7\u00a0±\u00a00,9" in box.text()


@pytest.mark.slow  # starts the bot process (hints, the tutor, the hard player)
@pytest.mark.parametrize("language", ["en", "tr", "id"])
def test_at_800x600_the_hint_has_the_bar_s_width_and_the_buttons_go_under_it(
    qtbot, window, language
):
    # A hint squeezed beside four buttons took six lines in a column 150 px wide.
    window.resize(800, 600)
    window.set_language(language)
    position(window, "[5|6] [1|1] [5|5] [2|2] [0|0] [1|2]", opening_line())
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.hints.active, timeout=20000)
    QApplication.processEvents()
    bar, label = window.turn_bar, window.turn_label
    assert label.width() > 0.8 * bar.width()
    assert window.hint_button.mapTo(bar, window.hint_button.rect().topLeft()).y() >= (
        label.mapTo(bar, label.rect().bottomLeft()).y()
    )
    assert label.heightForWidth(label.width()) <= 4 * label.fontMetrics().lineSpacing()
    window.set_language("en")
    # A wide window keeps the buttons beside the words.
    window.resize(1400, 900)
    QApplication.processEvents()
    assert not bar.stacked
