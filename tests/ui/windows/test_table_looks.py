"""Settings → Table (issue 30): the classic, a dark and a high-contrast look, shown at once
on the table, in the review and in Try it, and remembered."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QColor, QTextDocument

from drawgame.engine.rules import Rules
from drawgame.session.controller import MatchSetup
from drawgame.ui.review.figures import is_mistake
from drawgame.ui.table import themes
from drawgame.ui.windows.main_window import MainWindow

from ..review._reviewed import open_review
from .test_help_and_settings import menu_texts


@pytest.fixture(autouse=True)
def classic_after():
    yield
    themes.choose("classic")


def table_menu(window):
    return next(
        m
        for m in window.settings_menu.findChildren(type(window.settings_menu))
        if m.title().replace("&", "") == "Table"
    )


def felt_at_top(view) -> QColor:
    """The colour of the felt in the middle of the view's top edge, a little inside."""
    image = view.viewport().grab().toImage()
    return QColor(image.pixel(QPoint(image.width() // 2, 4)))


def near(a: QColor, b: QColor, slack: int = 40) -> bool:
    return all(abs(x - y) <= slack for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def choose(window, label: str) -> None:
    """Pick ``label`` in Settings → Table, as the menu's item does."""
    action = next(a for a in table_menu(window).actions() if a.text().replace("&", "") == label)
    action.trigger()


def test_settings_table_changes_the_look_at_once_and_remembers_it(qtbot, window):
    window.controller.new_match(MatchSetup("", ("greedy",), 6))
    assert menu_texts(table_menu(window)) == ["Classic", "Dark", "High contrast"]
    assert window.actions_.themes["classic"].isChecked()
    assert near(felt_at_top(window.table), themes.CLASSIC.felt_edge)
    choose(window, "Dark")
    # Shown at once, no restart: the felt and the tiles of the hand take the dark look.
    assert near(felt_at_top(window.table), themes.DARK.felt_edge)
    tile = window.scene.hand_items()[0]
    corner = tile.mapToScene(0.3 * tile.unit(), -0.85 * tile.unit())  # on the face, no pip
    face = QColor(window.table.viewport().grab().toImage().pixel(window.table.mapFromScene(corner)))
    assert face.lightness() < 100, face.name()  # an ebony tile, not an ivory one
    # The panels, which Qt keeps pictures of, too: a high-contrast card is solid black.
    choose(window, "High contrast")
    panel = window.scene.items()  # the seat's card, inside its edge, under its tiles
    seat = next(i for i in panel if type(i).__name__ == "SeatPanel")
    inside = seat.mapToScene(seat.boundingRect().bottomLeft() + QPointF(14, -8))
    card = QColor(window.table.viewport().grab().toImage().pixel(window.table.mapFromScene(inside)))
    assert near(card, QColor("black"), 8), card.name()
    choose(window, "Dark")
    assert window.settings.value("view/theme") == "dark"
    again = MainWindow(window.settings)
    qtbot.addWidget(again)
    assert again.actions_.themes["dark"].isChecked()
    assert themes.current() is themes.DARK


def test_the_review_and_try_it_follow_the_look(qtbot, window):
    review = open_review(qtbot)
    assert near(felt_at_top(review.view), themes.CLASSIC.felt_edge, 60)
    choose(window, "High contrast")
    assert near(felt_at_top(review.view), themes.CONTRAST.felt_edge, 30)
    mistake = next(d for d in review.review().decisions if is_mistake(d))
    review.jump_to(mistake.turn)
    qtbot.mouseClick(review.decision_panel.try_button, Qt.MouseButton.LeftButton)
    dialog = review.try_dialog
    assert dialog is not None and dialog.isVisible()
    assert near(felt_at_top(dialog.view), themes.CONTRAST.felt_edge, 30)
    choose(window, "Classic")
    assert near(felt_at_top(dialog.view), themes.CLASSIC.felt_edge, 60)
    assert near(felt_at_top(review.view), themes.CLASSIC.felt_edge, 60)
    dialog.close()
    review.close()


def has_colour(widget, colour: QColor) -> bool:
    image = widget.grab().toImage()
    return any(
        near(QColor(image.pixel(x, y)), colour, 12)
        for y in range(image.height())
        for x in range(image.width())
    )


def test_the_tile_counter_follows_the_look(qtbot, window):
    window.controller.new_match(MatchSetup("", ("greedy",), 6))
    window.actions_.tile_counter.trigger()
    one = themes.CONTRAST.pip_colour(1)  # the high-contrast 1's own colour
    assert not has_colour(window.tile_counter, one)
    choose(window, "High contrast")
    assert has_colour(window.tile_counter, one)


@pytest.mark.parametrize("label", ["Dark", "High contrast"])
def test_the_panels_the_peg_board_and_the_rules_pictures_follow_the_look(qtbot, window, label):
    """A first-time player: in the dark and high-contrast looks the score sheet and the
    move log stayed light grey, the peg board kept its wood and the Rules' examples their
    classic felt."""
    window.controller.new_match(MatchSetup("", ("greedy",), 6))
    rules = window.show_rules()
    qtbot.waitExposed(rules)
    choose(window, label)
    look = themes.current()
    for view in (window.score_view, window.log_view):
        grabbed = view.viewport().grab().toImage()
        ground = QColor(grabbed.pixel(grabbed.width() - 3, grabbed.height() - 3))
        assert ground.lightness() < 60, (view.objectName(), ground.name())
    board = window.peg_board.grab().toImage()
    wood = QColor(board.pixel(board.width() // 2, 6))
    assert near(wood, look.peg_wood, 12), wood.name()
    document = rules.browser.document()
    picture = document.resource(QTextDocument.ResourceType.ImageResource, QUrl("example-0.png"))
    assert near(QColor(picture.pixel(2, 2)), look.felt_centre, 2), QColor(picture.pixel(2, 2))
    # Back to the classic: the desktop's light panels again.
    choose(window, "Classic")
    grabbed = window.log_view.viewport().grab().toImage()
    assert QColor(grabbed.pixel(grabbed.width() - 3, grabbed.height() - 3)).lightness() > 150


def ground(widget) -> QColor:
    """The colour of ``widget``'s ground near its bottom right corner, as painted."""
    image = widget.grab().toImage()
    return QColor(image.pixel(image.width() - 3, image.height() - 3))


@pytest.mark.parametrize("label", ["Dark", "High contrast"])
def test_the_hands_summary_and_the_total_header_follow_the_look(qtbot, window, label):
    """In the dark and high-contrast looks the hand's summary under the table stayed white
    and the "Total (to 61)" header light: the lightest things in the window."""
    window.controller.new_match(MatchSetup("", ("random",), 3))
    c = window.controller
    rng = random.Random(3)
    while c.match.hand.outcome is None:
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is None:
            c.play(rng.choice(c.match.hand.legal_actions()))
    qtbot.waitUntil(lambda: window.summary is not None)
    choose(window, label)
    summary = window.summary_panel
    header = summary.table.horizontalHeader()
    total = header.count() - 1  # "Total (to 61)"
    assert summary.table.horizontalHeaderItem(total).text().startswith("Total (to")
    for widget in (summary, summary.table.viewport()):
        assert ground(widget).lightness() < 80, (widget.objectName(), ground(widget).name())
    cell = header.grab(header.rect().adjusted(header.sectionViewportPosition(total), 0, 0, 0))
    image = cell.toImage()
    corner = QColor(image.pixel(image.width() - 3, 2))
    assert corner.lightness() < 110, corner.name()
    sheet = window.score_view.verticalHeader()
    last = sheet.count() - 1  # "Total (to …)" down the score sheet's side
    image = sheet.grab().toImage()
    at = QColor(image.pixel(2, sheet.sectionViewportPosition(last) + 2))
    assert at.lightness() < 110, at.name()
    # Back to the classic: the desktop's light summary again.
    choose(window, "Classic")
    assert ground(summary.table.viewport()).lightness() > 150


def text_lightness(button) -> tuple[int, int]:
    """The lightest and the darkest lightness of the pixels on ``button``."""
    image = button.grab().toImage()
    values = [
        QColor(image.pixel(x, y)).lightness()
        for y in range(3, image.height() - 3)
        for x in range(3, image.width() - 3)
    ]
    return max(values), min(values)


@pytest.mark.parametrize("label", ["Dark", "High contrast"])
def test_the_bar_under_the_table_follows_the_look_and_a_disabled_button_reads_dimmed(
    qtbot, window, label
):
    """The bar and the first start's tip stayed a light strip under the dark table; once
    dressed, Pass (not usable while a tile fits) looked as usable as Draw."""
    window.controller.new_match(MatchSetup("", ("greedy",), 6))
    choose(window, label)
    bar = window.turn_bar
    qtbot.waitUntil(lambda: bar.draw_button.isEnabled() or bar.hint_button.isEnabled())
    assert ground(bar).lightness() < 80, ground(bar).name()
    usable = bar.hint_button
    unusable = next(b for b in (bar.pass_button, bar.next_button) if not b.isEnabled())
    assert usable.isEnabled()
    # The words on a usable button stand out from its face more than on an unusable one.
    light, dark = text_lightness(usable)
    dim_light, dim_dark = text_lightness(unusable)
    assert dim_light - dim_dark < 0.75 * (light - dark), (light, dark, dim_light, dim_dark)


def play_to_the_matchs_end(qtbot, window) -> None:
    """A match to 1 point against one opponent, played out: the first hand ends it."""
    standard = Rules.standard(2)
    rules = Rules(2, standard.deal_size, standard.protected_stock, 1)
    window.start_match(MatchSetup("", ("random",), 5, rules))
    c = window.controller
    rng = random.Random(5)
    while c.match.result is None:
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is None:
            c.play(rng.choice(c.match.hand.legal_actions()))
            continue
        qtbot.waitUntil(lambda: window.summary is not None)
        window.summary_panel.next_button.click()
        if c.match.result is None:
            c.next_hand()
    qtbot.waitUntil(lambda: window.summary is not None or window.match_end is not None)
    if window.match_end is None:
        window.summary_panel.next_button.click()  # See the result
    qtbot.waitUntil(lambda: window.match_end is not None)


@pytest.mark.parametrize("label", ["Dark", "High contrast"])
def test_the_match_over_dialog_follows_the_look(qtbot, window, label):
    """A first-time player: the "Match over" dialog stayed white over the dark table (the
    panels, the summary and the bar had followed the look)."""
    choose(window, label)
    play_to_the_matchs_end(qtbot, window)
    dialog = window.match_end
    qtbot.waitExposed(dialog)
    header = dialog.table.horizontalHeader()
    for widget in (dialog, dialog.table.viewport(), header):
        assert ground(widget).lightness() < 110, (widget.objectName(), ground(widget).name())
    # The look changed while it is open: it follows at once, back to the desktop's light.
    choose(window, "Classic")
    assert ground(dialog).lightness() > 150, ground(dialog).name()
    assert ground(dialog.table.viewport()).lightness() > 150
    choose(window, label)
    assert ground(dialog).lightness() < 110
    dialog.reject()


@pytest.mark.parametrize("label", ["Dark", "High contrast"])
def test_the_menus_follow_the_look(qtbot, window, label):
    """A first-time player: in the dark look the menus dropped down light grey over the
    dark table (a menu is a window of its own: it takes nothing from the main window)."""
    choose(window, label)
    menu = window.settings_menu
    bar = window.menuBar()
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center()
    )
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    assert ground(menu).lightness() < 110, ground(menu).name()
    menu.close()
    choose(window, "Classic")  # and back to the desktop's light with the classic look
    assert menu.palette().window().color().lightness() > 150


@pytest.mark.parametrize("label", ["Dark", "High contrast"])
def test_help_its_boxes_and_new_matchs_placeholder_follow_the_look(qtbot, window, label):
    """A first-time player in the dark look: Help → Controls stood white over the dark
    table, and the New match dialog's "You" placeholder was dark grey on dark, hardly
    seen. Help's pages, About, the table described and New match all wear the look."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox

    from drawgame.ui.dialogs.new_match_dialog import NewMatchDialog

    from .._colour_vision import contrast_ratio

    window.controller.new_match(MatchSetup("", ("greedy",), 6))
    choose(window, label)
    panel = themes.current().panel
    window.actions_.controls.trigger()
    rules = window.findChild(type(window.show_rules()), "rulesDialog")
    qtbot.waitExposed(rules)
    for widget in (rules, rules.controls.viewport(), rules.browser.viewport()):
        assert contrast_ratio(ground(widget), panel) < 1.3, (label, widget.objectName())
    rules.reject()
    window.actions_.about.trigger()
    about = window.findChild(QMessageBox, "aboutBox")
    qtbot.waitExposed(about)
    assert contrast_ratio(ground(about), panel) < 1.3
    about.reject()
    window.actions_.describe.trigger()
    described = window.findChild(QMessageBox, "describeBox")
    qtbot.waitExposed(described)
    assert contrast_ratio(ground(described), panel) < 1.3
    described.reject()
    dialog = NewMatchDialog(MatchSetup(), window)
    qtbot.addWidget(dialog)
    name = next(e for e in dialog.findChildren(QLineEdit) if e.placeholderText())
    name.clear()
    dialog.show()
    qtbot.waitExposed(dialog)
    faint = name.palette().color(QPalette.ColorRole.PlaceholderText)
    typed = name.palette().color(QPalette.ColorRole.Text)
    # Read at 4.5:1 or better on the panel, yet quieter than what is typed.
    assert contrast_ratio(faint, panel) >= 4.5, faint.name()
    assert contrast_ratio(typed, panel) > contrast_ratio(faint, panel)
    # The field framed, seen on the panel (in high contrast it read as a label: a
    # first-time player): its edge, across its left side, stands out 3:1 or more.
    picture = dialog.grab().toImage()
    left = name.mapTo(dialog, name.rect().topLeft())
    row = left.y() + name.height() // 2
    edge = max(
        contrast_ratio(QColor(picture.pixel(x, row)), panel)
        for x in range(left.x() - 1, left.x() + 3)
    )
    assert edge >= 3.0, (label, round(edge, 2))
    dialog.reject()
    QApplication.processEvents()
