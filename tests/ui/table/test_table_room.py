"""The table's room goes to the tiles (issue 30): the hand's tiles are large at the deal,
the line keeps its size at the hand's end under the summary, and it goes back to the
middle of the table when the window changes shape. Sizes are taken as the screen shows
them: the tiles' faces mapped from the scene through the real view."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtWidgets import QGraphicsScene

from drawgame.engine import End, Place
from drawgame.engine.rules import Rules
from drawgame.session.controller import MatchSetup
from drawgame.ui.table.table_texts import TableTexts
from drawgame.ui.words.text import translate, upper

from .._events import deliver_posted_events
from .._windows import window_on_screen

#: The window as openbox maximises it on these screens (its title bar takes 19 pixels).
TITLE_BAR = 19


def face_heights(window) -> list[int]:
    """How tall each of the player's tiles is on the screen, in pixels."""
    view = window.table
    heights = []
    for item in view.table_scene().hand_items():
        u = item.unit()
        face = QRectF(-u / 2, -u, u, 2 * u).adjusted(0.03 * u, 0.03 * u, -0.03 * u, -0.03 * u)
        heights.append(view.mapFromScene(item.mapRectToScene(face)).boundingRect().height())
    return heights


def line_box(window) -> QRectF:
    """The line's tiles' bounding box, in the view's pixels."""
    view = window.table
    box = QRectF()
    for item in view.table_scene().line_items():
        box = box.united(view.mapFromScene(item.sceneBoundingRect()).boundingRect().toRectF())
    return box


def maximised(qtbot, tmp_path, monkeypatch, screen: QSize):
    """The window maximised on ``screen`` as a first start has it (the tip under the
    table)."""
    window = window_on_screen(qtbot, tmp_path, monkeypatch, screen)
    window.resize(screen.width(), screen.height() - TITLE_BAR)
    window.offer_first_tip()
    return window


@pytest.mark.parametrize(
    ("screen", "opponents", "tallest_goal"),
    [(QSize(1366, 768), 1, 96), (QSize(800, 600), 3, 64)],
)
def test_the_hands_tiles_are_large_at_the_first_deal(
    qtbot, tmp_path, monkeypatch, screen, opponents, tallest_goal
):
    window = maximised(qtbot, tmp_path, monkeypatch, screen)
    assert window.first_tip.isVisible()
    window.start_match(MatchSetup("", ("medium",) * opponents, 5))
    qtbot.waitUntil(window.controller.human_to_move, timeout=20000)
    qtbot.waitUntil(lambda: not window.scene.animator.running)
    deliver_posted_events()
    heights = face_heights(window)
    assert len(heights) >= 6
    assert min(heights) >= tallest_goal, heights


@pytest.mark.parametrize(("screen", "opponents"), [(QSize(800, 600), 3), (QSize(1366, 768), 1)])
def test_the_felt_kept_for_the_summary_is_the_hands_while_it_is_played(
    qtbot, tmp_path, monkeypatch, screen, opponents
):
    """X11 at 800×600 with three opponents: the room kept under the table for the hand's
    summary stood empty (51 pixels of felt under 66-pixel tiles). While the hand is played
    the hand lies down in it, its tiles larger; at the hand's end the summary takes it, the
    hand stays in sight and the line keeps its size."""
    window = maximised(qtbot, tmp_path, monkeypatch, screen)
    window.start_match(MatchSetup("", ("medium",) * opponents, 5))
    c = window.controller
    qtbot.waitUntil(c.human_to_move, timeout=20000)
    qtbot.waitUntil(lambda: not window.scene.animator.running)
    deliver_posted_events()
    view = window.table

    def felt_under_hand() -> int:
        items = window.scene.hand_items()
        return view.viewport().height() - max(
            view.mapFromScene(i.sceneBoundingRect()).boundingRect().bottom() for i in items
        )

    assert felt_under_hand() <= 16, felt_under_hand()
    if screen.width() == 800:
        assert min(face_heights(window)) >= 72, face_heights(window)
    rng = random.Random(5)
    during = 0.0
    while c.match.hand.outcome is None:
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is None:
            during = window.scene.line_unit * view.transform().m22()
            c.play(rng.choice(c.match.hand.legal_actions()))
    qtbot.waitUntil(lambda: window.summary is not None)
    deliver_posted_events()
    at_end = window.scene.line_unit * view.transform().m22()
    assert abs(at_end - during) <= 0.02 * during, (at_end, during)
    port = view.viewport().rect()
    for item in window.scene.hand_items():
        assert port.contains(view.mapFromScene(item.sceneBoundingRect()).boundingRect())


def test_the_line_keeps_its_size_at_the_hands_end_at_800x600_with_four_players(
    qtbot, tmp_path, monkeypatch
):
    """The summary comes up under the table: the bar under it (whose words the summary says
    again, whose buttons do nothing then) makes room, and the line shows nearly as large
    as while the hand was played (it shrank to two thirds)."""
    window = window_on_screen(qtbot, tmp_path, monkeypatch, QSize(800, 600))
    window.start_match(MatchSetup("", ("medium",) * 3, 4))
    c = window.controller
    rng = random.Random(4)
    during = 0.0
    for _ in range(200):
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is not None:
            break
        during = window.scene.line_unit * window.table.transform().m22()
        c.play(rng.choice(c.match.hand.legal_actions()))
    qtbot.waitUntil(lambda: window.summary is not None)
    deliver_posted_events()
    assert window.summary_panel.isVisible()
    at_end = window.scene.line_unit * window.table.transform().m22()
    assert during > 0
    assert at_end >= 0.8 * during, (at_end, during)
    # Next hand: the bar comes back with the next hand's buttons.
    window.summary_panel.next_button.click()
    qtbot.waitUntil(lambda: window.turn_bar.isVisible())


def test_the_line_goes_to_the_middle_when_the_window_changes_shape(qtbot, window):
    """A line grown on one arm, in a window resized to 1900×1040: it lies in the middle of
    the table (it ran from 15 % to 57 % of the table's width)."""
    window.resize(1000, 700)
    deliver_posted_events()
    window.start_match(MatchSetup("Tester", ("greedy",), 11))
    c = window.controller
    for _ in range(60):
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is not None or len(c.match.hand.line) >= 9:
            break
        legal = c.match.hand.legal_actions()
        places = [a for a in legal if isinstance(a, Place)]
        # Always on the right end when it can: the right arm grows the longer.
        right = [a for a in places if a.end is End.RIGHT]
        c.play((right or places or list(legal))[0])
    assert len(c.match.hand.line) >= 5
    window.resize(1900, 1040)
    qtbot.waitUntil(lambda: window.table.width() > 1200)
    deliver_posted_events()
    view = window.table
    box = line_box(window)
    width = view.viewport().width()
    assert abs(box.center().x() - width / 2) <= 0.01 * width, (box, width)
    region = view.mapFromScene(window.scene.line_region()).boundingRect()
    # Down, the opening tile's row lies at the room's middle (rows added at corners above
    # or below leave it there).
    opening = window.scene.tile_item(c.match.hand.line.placements[0].tile)
    at = view.mapFromScene(opening.scenePos())
    assert abs(at.y() - region.center().y()) <= 0.02 * region.height()


def meeting(window) -> list[str]:
    """The pairs of the table's parts that meet: the panels, the stock, the name, the
    banner, each of the hand's tiles and the line's room."""
    scene = window.scene
    parts = scene.edge_rects()
    for item in scene.hand_items():
        u = item.unit()
        parts.append((f"hand {item.tile}", item.mapRectToScene(QRectF(-u / 2, -u, u, 2 * u))))
    parts.append(("line", scene.line_region()))
    return [
        f"{a} / {b}"
        for i, (a, ra) in enumerate(parts)
        for b, rb in parts[i + 1 :]
        if ra.intersects(rb)
    ]


@pytest.mark.parametrize(
    ("screen", "opponents", "code"),
    [(QSize(800, 600), 3, "id"), (QSize(800, 600), 1, "tr"), (QSize(1366, 768), 2, "en")],
)
def test_the_hand_shrinks_only_as_it_grows_and_nothing_on_the_table_meets(
    qtbot, tmp_path, monkeypatch, screen, opponents, code
):
    window = maximised(qtbot, tmp_path, monkeypatch, screen)
    window.set_language(code)
    window.start_match(MatchSetup("", ("medium",) * opponents, 8))
    c = window.controller
    sizes: list[tuple[int, int]] = []
    for _ in range(30):
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is not None:
            break
        deliver_posted_events()
        assert meeting(window) == [], len(c.match.hand.hand(0))
        sizes.append((len(c.match.hand.hand(0)), min(face_heights(window))))
        # Draw while the stock lets the player (the hand grows), then play.
        legal = c.match.hand.legal_actions()
        draws = [a for a in legal if not isinstance(a, Place)]
        c.play(draws[0] if draws and len(c.match.hand.hand(0)) < 12 else legal[0])
    window.set_language("en")
    assert max(n for n, _ in sizes) >= sizes[0][0] + 2  # it grew
    # Ordered by the hand's size, the tiles never grow as it does.
    by_size = sorted(sizes)
    assert all(b[1] <= a[1] for a, b in pairwise(by_size) if b[0] > a[0]), by_size


@pytest.mark.parametrize("code", ["en", "id"])
def test_at_the_matchs_end_rematch_stands_beside_the_summary_and_the_line_keeps_its_size(
    qtbot, tmp_path, monkeypatch, code
):
    """At the match's end at 800×600 the last hand's summary stays under the result. The
    bar came back under it for its Rematch and New match (46 pixels), and the line showed
    at 71-77 % of its size while the hand was played; those buttons stand beside the
    summary's table now, the bar stays hidden, and every row of the summary is whole."""
    window = window_on_screen(qtbot, tmp_path, monkeypatch, QSize(800, 600))
    window.set_language(code)
    window.start_match(MatchSetup("", ("greedy",) * 3, 2))
    c = window.controller
    rng = random.Random(2)
    during = 0.0
    while c.match.result is None:
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is None:
            during = window.scene.line_unit * window.table.transform().m22()
            c.play(rng.choice(c.match.hand.legal_actions()))
            continue
        qtbot.waitUntil(lambda: window.summary is not None)
        assert not window.summary_panel.rematch_button.isVisible()  # not at a hand's end
        if c.match.result is None:
            window.summary_panel.next_button.click()
    qtbot.waitUntil(lambda: window.summary is not None)
    window.summary_panel.next_button.click()  # See the result
    qtbot.waitUntil(lambda: window.match_end is not None)
    window.match_end.reject()
    deliver_posted_events()
    summary = window.summary_panel
    assert summary.isVisible() and not window.turn_bar.isVisible()
    assert summary.rematch_button.isVisible() and summary.new_match_button.isVisible()
    table = summary.table
    qtbot.waitUntil(
        lambda: (
            table.viewport().height() >= sum(table.rowHeight(r) for r in range(table.rowCount()))
        )
    )
    at_end = window.scene.line_unit * window.table.transform().m22()
    assert at_end >= 0.85 * during, (at_end, during)
    # The result over the hand, wider than "YOUR TURN", keeps off the stock.
    assert meeting(window) == []
    # Rematch there starts the same match again; the bar comes back for the new match.
    with qtbot.waitSignal(c.matchStarted, timeout=10000):
        summary.rematch_button.click()
    qtbot.waitUntil(lambda: window.turn_bar.isVisible())
    assert not summary.isVisible()
    window.set_language("en")


@pytest.mark.parametrize("width", [1000.0, 1100.0, 1400.0])
def test_a_long_banner_keeps_off_the_stock(qtbot, width):
    """On a table about as wide as tall (an 800×800 window), a match's result over the hand
    ran over the stock in the bottom left corner."""
    scene = QGraphicsScene()
    texts = TableTexts(scene)
    texts.set_smallest(34)
    stock = QRectF(20, 775, 260, 209)
    texts.show_banner("ADA WINS THE MATCH BY 17 POINTS.", width, 790, stock)
    banner = texts.banner.sceneBoundingRect()
    assert banner.width() > width / 2  # wider than the room right of the stock's middle
    assert not banner.intersects(stock), (banner, stock)
    assert banner.left() >= 0 and banner.right() <= width


@pytest.mark.parametrize("code", ["id", "tr", "en"])
def test_the_match_end_banner_keeps_clear_of_the_stock(qtbot, tmp_path, monkeypatch, code):
    """On a small table under the hand's summary the stock stands taller than the hand's
    row, and the match's headline over the hand ("ANDA MEMENANGKAN PERTANDINGAN DENGAN
    SELISIH 17 POIN.") ran across the stock (seen in X11 at 800×600 with three opponents)
    or off the table. The banner moves right of the stock, and where it has no room there
    either it says "MATCH OVER" (the headline is in the move log and behind "See the
    result"); nothing on the table meets, and where the headline fits it is shown."""
    window = maximised(qtbot, tmp_path, monkeypatch, QSize(800, 600))
    window.set_language(code)
    # A target of 1: the first hand anybody scores in ends the match.
    standard = Rules.standard(4)
    rules = Rules(4, standard.deal_size, standard.protected_stock, 1)
    window.start_match(MatchSetup("", ("medium",) * 3, 8, rules))
    c = window.controller
    while c.match.hand.outcome is None:
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is None:
            c.play(c.match.hand.legal_actions()[0])
    assert c.match.result is not None  # seed 8's first hand has a winner
    qtbot.waitUntil(lambda: window.summary_panel.isVisible())
    qtbot.waitUntil(lambda: not window.scene.animator.running)
    headline = upper(window.narrator.match_end_text(c.match.result))
    shown = set()
    for width, height in ((800, 581), (760, 560), (700, 540), (800, 520), (700, 500)):
        window.resize(width, height)
        deliver_posted_events()
        assert meeting(window) == [], (width, height)
        shown.add(window.scene.banner_text)
    short = upper(translate("MatchDisplay", "Match over"))
    assert shown <= {headline, short}, shown
    if code == "id":  # the longest headline: too long for these tables (the summary's
        # room is kept under the table from the deal on, so the hand's band is made for a
        # table as tall as the one under the summary: no room right of the stock for it)
        assert short in shown
    else:
        assert headline in shown
    window.set_language("en")


def table_scale(window) -> float:
    """How large the view draws the table (screen pixels to the table's)."""
    return window.table.transform().m22()


@pytest.mark.parametrize(
    ("screen", "opponents", "code", "seed"),
    [(QSize(1366, 768), 1, "en", 3), (QSize(800, 600), 3, "tr", 4), (QSize(800, 600), 2, "id", 6)],
)
def test_the_summary_comes_up_without_the_table_being_scaled_anew(
    qtbot, tmp_path, monkeypatch, screen, opponents, code, seed
):
    """At 1366×768 the line's tiles went from 86 to 68 pixels the moment the summary came
    up under the table (the table lost the summary's height). Its room is kept under the
    table from the deal on (with the first start's tip's): the table keeps its scale, and
    so the line its size; the summary lies under the table, not over it."""
    window = maximised(qtbot, tmp_path, monkeypatch, screen)
    window.set_language(code)
    window.start_match(MatchSetup("", ("medium",) * opponents, seed))
    c = window.controller
    rng = random.Random(seed)
    in_play: list[float] = []
    # The moment the hand ends, before the summary is shown: the table as it was played.
    c.handEnded.connect(lambda _outcome: in_play.append(table_scale(window)))
    while c.match.hand.outcome is None:
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is None:
            c.play(rng.choice(c.match.hand.legal_actions()))
    qtbot.waitUntil(lambda: window.summary is not None)
    deliver_posted_events()
    panel = window.summary_panel
    assert panel.isVisible() and in_play and not window.first_tip.isVisible()
    assert abs(table_scale(window) - in_play[0]) <= 0.01 * in_play[0], (
        table_scale(window),
        in_play[0],
    )
    # Under the table, not over it.
    view = window.table
    top = panel.mapToGlobal(panel.rect().topLeft()).y()
    assert view.viewport().mapToGlobal(view.viewport().rect().bottomLeft()).y() < top
    window.set_language("en")
