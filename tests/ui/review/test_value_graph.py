"""The graph of the reviewed player's expected net points over the hand: a dot a decision
(its value, with its margin), the hand's result at the end; clicking a dot shows that
decision, the last one the hand's end."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt

from drawgame.ai.review import Label, Luck, review_match
from drawgame.ui.review.value_graph import ValueGraph

from ._reviewed import open_review


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_graph_shows_the_values_and_a_click_jumps(qtbot, size):
    review = open_review(qtbot, size=size)
    graph = review.graph
    if review.compact:  # at 800×600 the graph is a tab of its own, the board over it
        bar = review.tabs.tabBar()
        at = review.tabs.indexOf(graph)
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(at).center())
    assert graph.isVisible() and graph.height() >= 100 and graph.width() >= 300
    decisions = [d for d in review.review().decisions if d.seat == review.seat]
    whole = review_match(review.record, [0], options=review.options, hands=[1])
    result = next(s.result for s in whole.summaries if s.hand == 1)
    turns = review.slider.maximum()
    assert graph.points == [(d.turn, d.value, d.analysis.best.margin) for d in decisions] + [
        (turns + 1, result, 0.0)
    ]
    for d in (decisions[3], decisions[-2]):
        qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=graph.point_position(d.turn))
        assert review.turn == d.turn - 1 and review.decision() == d
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=graph.point_position(turns + 1))
    assert review.turn == turns
    # Far from any dot, a click does nothing.
    graph_left = graph.point_position(decisions[0].turn)
    graph_left.setX(max(0, graph_left.x() - 40))
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=graph_left)
    assert review.turn == turns


@pytest.mark.parametrize("width", [300, 900])
def test_luck_marks_never_overlap_where_they_crowd(qtbot, width):
    # The deal and three draws in a row at the start of a long hand: in a small window the
    # marks narrow so that each stays apart; with room they keep their full width.
    graph = ValueGraph()
    qtbot.addWidget(graph)
    graph.resize(width, 140)
    lucks = [Luck(1, 0, 1, "deal", 3.0)] + [
        Luck(1, 0, turn, "draw", (-2.0) ** turn) for turn in (2, 3, 4)
    ]
    graph.show_hand([], 60, 5.0, [(luck, 0.5) for luck in lucks], "title")
    marks = sorted((mark.boundingRect() for _, mark in graph.luck_marks()), key=lambda r: r.left())
    assert len(marks) == 4
    for left, right in itertools.pairwise(marks):
        assert left.right() <= right.left()
    widths = {round(mark.width()) for mark in marks}
    assert widths == {10} if width == 900 else max(widths) < 10


def test_the_luck_marks_are_named_beside_the_title(qtbot):
    """A first-time player saw the triangles under the graph and could not tell what they
    were: the kinds of mark shown are named at the title's right, while the title keeps
    at least half the width."""
    graph = ValueGraph()
    qtbot.addWidget(graph)
    graph.resize(1200, 140)
    title = "Your expected net points, ± margin"

    def shown(*lucks: Luck) -> list[str]:
        graph.show_hand([], 30, 5.0, [(luck, 0.5) for luck in lucks], title)
        return graph.legend()

    deal, lucky, unlucky = (
        Luck(1, 0, 1, "deal", -3.0),
        Luck(1, 0, 4, "draw", 2.0),
        Luck(1, 0, 9, "draw", -1.5),
    )
    result = "the hand's result"  # the square at the end
    assert shown(deal, lucky, unlucky) == [result, "lucky draw", "unlucky draw", "luck of the deal"]
    assert shown(lucky) == [result, "lucky draw"]
    assert shown(unlucky, deal) == [result, "unlucky draw", "luck of the deal"]
    assert shown() == [result]
    # A luck too small to be marked is not named either.
    assert shown(Luck(1, 0, 4, "draw", 0.01)) == [result]
    graph.resize(420, 110)  # too low for a second row of the legend
    legend = shown(deal, lucky, unlucky)
    assert len(legend) < 4
    metrics = graph.fontMetrics()
    used = sum(14 + metrics.horizontalAdvance(t) for t in legend) + 12 * max(0, len(legend) - 1)
    assert graph.width() - 8 - used - 16 >= min(metrics.horizontalAdvance(title), 210)


def test_a_mistake_dips_to_what_the_move_played_was_worth(qtbot):
    """A first-time player: "at a mistake the line does not dip": each dot is the
    position's value, before the move. Under an inaccuracy or worse a dip goes down to
    what the move played was worth (the value minus its loss), named in the legend."""
    review = open_review(qtbot)
    graph = review.graph
    decisions = [d for d in review.review().decisions if d.seat == review.seat]
    worse = [d for d in decisions if d.label in (Label.INACCURACY, Label.MISTAKE, Label.BLUNDER)]
    assert worse, "the record has mistakes to show"
    assert graph.dips == [(d.turn, d.value, d.value - d.loss) for d in worse]
    assert "the move played" in graph.legend()


def test_a_luck_within_its_margin_is_not_marked_but_named_too_close_to_call(qtbot):
    """Issue 32: a draw's luck of −0.1 ± 1.2 got an "unlucky" triangle. A luck is marked
    only where its margin is smaller than it; hovering where it would be says so in words."""
    graph = ValueGraph()
    qtbot.addWidget(graph)
    graph.resize(900, 140)
    clear, close, close_deal = (
        Luck(1, 0, 4, "draw", -2.0),
        Luck(1, 0, 9, "draw", -0.1),
        Luck(1, 0, 1, "deal", 3.0),
    )
    graph.show_hand([], 30, 5.0, [(clear, 0.5), (close, 1.2), (close_deal, 3.5)], "title")
    assert [luck for luck, _ in graph.luck_marks()] == [clear]
    assert graph.legend() == ["the hand's result", "unlucky draw"]
    assert graph.luck_tips(graph.luck_x(clear)) == [
        "Luck of the tile drawn at turn 4: −2.0 ± 0.5 points"
    ]
    assert graph.luck_tips(graph.luck_x(close)) == [
        "Luck of the tile drawn at turn 9: too close to call"
    ]
    assert graph.luck_tips(graph.luck_x(close_deal)) == ["Luck of the deal: too close to call"]


@pytest.mark.parametrize("width", [300, 900])
def test_the_turns_are_numbered_under_the_graph_never_crowded(qtbot, width):
    """A first-time player could not find turn 14 of the decisions list on the graph: the
    turns are numbered under it, each number clear of the next."""
    review = open_review(qtbot)
    graph = review.graph
    graph.resize(width, 160)
    ticks = graph.turn_ticks()
    turns = [turn for turn, _x in ticks]
    assert turns[0] == 1 and turns == sorted(turns)
    # Up to the last decision's turn, within a step of the hand's last turn.
    step = turns[-1] - turns[-2]
    assert review.slider.maximum() - turns[-1] < step
    # A number under a decision's dot stands under that dot.
    dots = {turn for turn, _value, _margin in graph.points}
    under = [(turn, x) for turn, x in ticks if turn in dots]
    assert under
    for turn, x in under:
        assert abs(x - graph.point_position(turn).x()) <= 1
    metrics = graph.fontMetrics()
    widest = metrics.horizontalAdvance(str(turns[-1]))
    assert all(b[1] - a[1] >= widest + 4 for a, b in itertools.pairwise(ticks))
    if width == 900:
        assert step <= 2  # with room, every turn or every other one


def test_a_tall_graph_names_more_values_on_its_scale(qtbot):
    """At 800×600 the graph's own tab is tall, yet its scale read only "0.0" and "+20.0"
    (a first-time player): a line of the scale about every 30 pixels, four at least."""
    review = open_review(qtbot)
    graph = review.graph
    graph.setParent(None)  # sized here, not by the window's layout
    qtbot.addWidget(graph)
    for height, least in ((140, 2), (320, 5)):
        graph.resize(700, height)
        values = graph.grid_values()
        assert len(values) >= least, (height, values)
        step = values[1] - values[0]
        assert all(abs(b - a - step) < 1e-9 for a, b in itertools.pairwise(values))
        assert step in (1, 2, 5, 10, 20, 50, 100) or step * 10 in (1, 2, 5)  # a round step


def test_the_dots_colours_and_the_result_square_are_named(qtbot):
    """Two first-time players could not tell what the dots' colours and the square at the
    end were (only the tooltips and the Decisions tab said): the labels shown worse than
    good and the hand's result are named in the legend, on a second row under the title
    where the graph has the height for it."""
    review = open_review(qtbot)
    graph = review.graph
    decisions = [d for d in review.review().decisions if d.seat == review.seat]
    worse = {d.label for d in decisions} & {Label.INACCURACY, Label.MISTAKE, Label.BLUNDER}
    assert worse, "the record has mistakes to show"
    names = {Label.INACCURACY: "inaccuracy", Label.MISTAKE: "mistake", Label.BLUNDER: "blunder"}
    graph.resize(1400, 200)
    legend = graph.legend()
    assert [names[x] for x in names if x in worse] == legend[: len(worse)]
    assert "the hand's result" in legend and "the move played" in legend
    top = max(decisions, key=lambda d: d.value).turn
    one_row = graph.point_position(top).y()
    # Narrower: what does not fit beside the title goes on a row of its own, and the
    # plot starts under it.
    graph.resize(520, 200)
    assert graph.legend() == legend
    assert graph.point_position(top).y() > one_row
    graph.resize(520, 110)  # too low for a second row: the plot keeps its height
    fewer = graph.legend()
    assert fewer == legend[: len(fewer)] and len(fewer) < len(legend)
