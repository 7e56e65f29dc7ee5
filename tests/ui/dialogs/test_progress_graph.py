"""The progress graph: one line per opponent level, each told apart by its colour and its
mark, each point with a bar as tall as its margin; a sentence when there is nothing yet."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from drawgame.storage.practice import MatchEntry, Progress
from drawgame.ui.dialogs.progress_graph import HUES, ProgressGraph


def _point(n: int, strength: str, accuracy: float, loss: float, margin: float) -> Progress:
    entry = MatchEntry(f"match-{n}.txt", f"2026-11-0{n}", 2, strength, ("aa",))
    return Progress(entry, 20, accuracy, 10.0, loss, margin)


def _hue_pixels(image, hue: int) -> list[tuple[int, int]]:
    found = []
    for y in range(image.height()):
        for x in range(image.width()):
            colour = QColor(image.pixel(x, y))
            if colour.hsvSaturation() > 120 and abs(colour.hsvHue() - hue) <= 8:
                found.append((x, y))
    return found


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_each_level_is_drawn_in_its_colour_with_its_margin(qtbot, size):
    graph = ProgressGraph()
    qtbot.addWidget(graph)
    graph.resize(*size)
    points = [
        _point(1, "easy", 60, 4.0, 0.5),
        _point(2, "hard", 80, 2.0, 1.5),
        _point(3, "easy", 70, 3.0, 0.5),
    ]
    graph.show_progress(points, str.title)
    assert graph.levels() == ["easy", "hard"]
    image = graph.grab().toImage()
    easy, hard = (_hue_pixels(image, hue) for hue in HUES[:2])
    assert easy and hard
    # The hard match's loss bar (± 1.5) is taller than the easy ones' (± 0.5).
    lower = image.height() // 2

    def tallest(pixels) -> int:
        columns: dict[int, list[int]] = {}
        for x, y in pixels:
            if y > lower:
                columns.setdefault(x, []).append(y)
        return max(max(ys) - min(ys) for ys in columns.values())

    assert tallest(hard) > tallest(easy)


def test_nothing_reviewed_yet_draws_no_line(qtbot):
    graph = ProgressGraph()
    qtbot.addWidget(graph)
    graph.resize(640, 360)
    graph.show_progress([], str)
    image = graph.grab().toImage()
    assert not any(_hue_pixels(image, hue) for hue in HUES)
    assert graph.accessibleName() == "Progress over time"
