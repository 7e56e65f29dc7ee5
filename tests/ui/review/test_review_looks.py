"""The review window, Try it, the practice and the Statistics follow the table's look
(issue 30, item 3): in the dark and high-contrast looks their panels, tabs, lists and
buttons stayed in the desktop's light colours around a dark board. Grabbed as shown:
their grounds take the look's panel colour as soon as the look changes while they are
open, their words read at 4.5:1 or more, and the classic look keeps the desktop's."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QTabBar, QWidget

from drawgame.session.controller import MatchSetup
from drawgame.ui.review.figures import is_mistake
from drawgame.ui.table import themes

from .._colour_vision import contrast_ratio
from ._practice import open_game
from ._reviewed import open_review

LOOKS = ["dark", "contrast"]


def picture(top: QWidget) -> QImage:
    return top.grab().toImage()


def pixels_of(top: QWidget, image: QImage, widget: QWidget) -> list[QColor]:
    """Every pixel ``widget`` shows in ``image`` (``top`` grabbed)."""
    corner = widget.mapTo(top, QPoint(0, 0))
    ratio = image.devicePixelRatio()
    box = QRect(
        round(corner.x() * ratio),
        round(corner.y() * ratio),
        round(widget.width() * ratio),
        round(widget.height() * ratio),
    ).intersected(image.rect())
    return [
        QColor(image.pixel(x, y))
        for y in range(box.top(), box.bottom() + 1)
        for x in range(box.left(), box.right() + 1)
    ]


def ground(top: QWidget, image: QImage, widget: QWidget) -> QColor:
    """The colour ``widget`` shows most: its ground."""
    counts = Counter(c.rgb() for c in pixels_of(top, image, widget))
    return QColor.fromRgb(counts.most_common(1)[0][0])


def words_contrast(top: QWidget, image: QImage, widget: QWidget) -> float:
    """How far ``widget``'s words stand out from its ground: the contrast of its most
    distant pixel (the core of a letter) with the colour it shows most."""
    pixels = pixels_of(top, image, widget)
    counts = Counter(c.rgb() for c in pixels)
    base = QColor.fromRgb(counts.most_common(1)[0][0])
    return max(contrast_ratio(c, base) for c in pixels)


def desktop_ground() -> QColor:
    return QApplication.palette().color(QPalette.ColorRole.Window)


def check_parts(top: QWidget, grounds: dict[str, QWidget], words: dict[str, QWidget]) -> None:
    """In the look now chosen: every part of ``grounds`` on the look's panel colour (the
    desktop's for the classic look), every part of ``words`` readable."""
    image = picture(top)
    look = themes.current()
    wanted = look.panel if look.panel is not None else desktop_ground()
    for name, widget in grounds.items():
        seen = ground(top, image, widget)
        shown = (look.name, name, seen.name(), wanted.name())
        if look.panel is None:
            assert contrast_ratio(seen, wanted) < 1.25, shown
        else:
            # Near the look's panel colour (a tab's page is drawn a shade lighter), far
            # from the desktop's light grey that glared beside the dark board.
            assert contrast_ratio(seen, wanted) < 1.7, shown
            assert contrast_ratio(seen, desktop_ground()) > 4.5, shown
    for name, widget in words.items():
        ratio = words_contrast(top, image, widget)
        assert ratio >= 4.5, (look.name, name, round(ratio, 2))


def review_with_a_mistake(qtbot):
    review = open_review(qtbot, size=(1280, 800))
    mistake = next(d for d in review.review().decisions if is_mistake(d))
    review.jump_to(mistake.turn)
    button = review.decision_panel.try_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = review.try_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return review, dialog


def review_parts(review) -> tuple[dict[str, QWidget], dict[str, QWidget]]:
    tab_bar = review.tabs.findChild(QTabBar)
    panel = review.decision_panel
    grounds = {
        "tabs": tab_bar,
        "turn's panel": review.tabs.currentWidget(),
        "moves table": panel.candidates.viewport(),
        "summary": review.summary,
    }
    words = {
        "turn's title": review.decision_title,
        "summary": review.summary,
        "Try it yourself": panel.try_button,
        "tabs": tab_bar,
    }
    return grounds, words


def try_parts(dialog) -> tuple[dict[str, QWidget], dict[str, QWidget]]:
    grounds = {"question": dialog.prompt}
    words = {"question": dialog.prompt, "Draw": dialog.draw_button, "Close": dialog.close_button}
    return grounds, words


@pytest.mark.parametrize("look", LOOKS)
def test_the_review_and_try_it_follow_the_look_chosen_while_they_are_open(qtbot, window, look):
    review, dialog = review_with_a_mistake(qtbot)
    try:
        # Opened in the classic look: the desktop's colours, as before.
        check_parts(review, *review_parts(review))
        check_parts(dialog, *try_parts(dialog))
        # The look changed in Settings → Table while both are open: at once.
        window.preferences.set_theme(look, write_now=False)
        check_parts(review, *review_parts(review))
        check_parts(dialog, *try_parts(dialog))
        # The other tabs too: the list of decisions and the scores.
        review.tabs.setCurrentIndex(1)
        decisions = review.decision_list
        check_parts(review, {"decisions": decisions.viewport()}, {"decisions": decisions})
        # The row of the turn shown, chosen: its words on the chosen row's blue.
        row = decisions.visualRect(decisions.currentIndex())
        assert row.isValid()
        image = picture(review)
        corner = decisions.viewport().mapTo(review, row.topLeft())
        ratio = image.devicePixelRatio()
        chosen = [
            QColor(image.pixel(round(x * ratio), round(y * ratio)))
            for y in range(corner.y() + 1, corner.y() + row.height() - 1)
            for x in range(corner.x() + 1, corner.x() + row.width() - 1)
        ]
        base = QColor.fromRgb(Counter(c.rgb() for c in chosen).most_common(1)[0][0])
        assert max(contrast_ratio(c, base) for c in chosen) >= 4.5, (look, base.name())
        # And back to the classic look: the desktop's colours again.
        window.preferences.set_theme("classic", write_now=False)
        review.tabs.setCurrentIndex(0)
        check_parts(review, *review_parts(review))
    finally:
        window.preferences.set_theme("classic", write_now=False)
        dialog.close()
        review.close()


@pytest.mark.parametrize("look", LOOKS)
def test_the_statistics_follow_the_look(qtbot, tmp_path, look):
    data = tmp_path / "data"
    data.mkdir()
    window = open_game(qtbot, tmp_path, data).window
    window.show()
    window.preferences.set_theme(look, write_now=False)
    try:
        window.start_match(MatchSetup("Tester", ("greedy",), 1))
        dialog = window.show_statistics()
        qtbot.waitExposed(dialog)
        check_parts(
            dialog,
            {"table": dialog.table.viewport(), "note": dialog.intro},
            {"note": dialog.intro, "table's heads": dialog.table.horizontalHeader()},
        )
        dialog.tabs.setCurrentIndex(1)
        check_parts(dialog, {"progress": dialog.tabs.currentWidget()}, {})
    finally:
        window.preferences.set_theme("classic", write_now=False)
    # Still open when the look goes back to the classic: the desktop's again.
    dialog.tabs.setCurrentIndex(0)
    check_parts(dialog, {"table": dialog.table.viewport(), "note": dialog.intro}, {})
    dialog.close()


@pytest.mark.parametrize("look", LOOKS)
def test_the_practice_follows_the_look(qtbot, tmp_path, look):
    data = tmp_path / "data"
    data.mkdir()
    game = open_game(qtbot, tmp_path, data)
    dialog = game.window.practice_door.open_practice()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    try:
        check_parts(dialog, {"positions": dialog.positions.viewport()}, {})
        game.window.preferences.set_theme(look, write_now=False)
        check_parts(
            dialog,
            {"positions": dialog.positions.viewport()},
            {"close": dialog.close_button},
        )
    finally:
        game.window.preferences.set_theme("classic", write_now=False)
        dialog.close()


@pytest.mark.parametrize("look", LOOKS)
def test_the_review_steps_read_in_the_look_and_a_step_not_open_reads_dimmed(
    qtbot, window, look, tmp_path
):
    """The step buttons' icons (first, back, forward, last, the mistakes) were the style's
    dark ones: 2.6:1 on the dark panels, and one that could not be used stood out more."""
    review, dialog = review_with_a_mistake(qtbot)
    try:
        window.preferences.set_theme(look, write_now=False)
        image = picture(review)
        steps = [
            review.previous_mistake_button,
            review.first_button,
            review.back_button,
            review.forward_button,
            review.last_button,
            review.next_mistake_button,
        ]
        shown = {b.objectName(): words_contrast(review, image, b) for b in steps}
        usable = [shown[b.objectName()] for b in steps if b.isEnabled()]
        closed = [shown[b.objectName()] for b in steps if not b.isEnabled()]
        assert usable and closed, shown  # the first mistake: none before it
        assert min(usable) >= 4.5, (look, shown)
        assert max(closed) < min(usable), (look, shown)
        review.grab().save(str(tmp_path / f"review-{look}.png"))
    finally:
        window.preferences.set_theme("classic", write_now=False)
        dialog.close()
        review.close()
