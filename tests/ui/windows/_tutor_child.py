"""Run by test_tutor_screens.py in a child process whose offscreen screen has a given
size: the game maximised in a language with one or three opponents, a long line, the
tutor on; a mistake clicked; prints, as JSON, where the tutor's box stands against the
line and the hand, and saves a picture of the window with the box on it."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication

from drawgame.engine import FULL_SET, End, HandState, Match, Place, Tile
from drawgame.session.controller import MatchSetup
from drawgame.storage.settings import Settings
from drawgame.ui.windows.assembly import build_game, make_application

from .._events import deliver_posted_events

t = Tile.parse
#: The line: nine tiles, its ends 3 and 6 (two rows of the table at 800×600).
LINE = ["[3|4]", "[4|1]", "[1|6]", "[6|2]", "[2|5]", "[5|5]", "[5|0]", "[0|0]", "[0|6]"]
#: The player's hand and the mistake played (a blunder with two reasons), by players.
HANDS = {
    2: ("[4|6] [3|6] [6|6] [1|3] [1|1] [4|4] [2|3]", Place(t("[3|6]"), End.RIGHT)),
    4: ("[4|6] [3|6] [6|6] [1|3] [1|1]", Place(t("[4|6]"), End.RIGHT)),
}


def _wait(app: QApplication, until) -> bool:
    deadline = time.monotonic() + 120
    while not until() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    return bool(until())


def position(players: int) -> HandState:
    line = [Place(t(LINE[0]), End.LEFT)] + [Place(t(x), End.RIGHT) for x in LINE[1:]]
    mine = [t(x) for x in HANDS[players][0].split()]
    rest = [x for x in FULL_SET if x not in {*mine, *(p.tile for p in line)}]
    size = (len(rest) - 2) // (players - 1)  # two tiles left in the stock
    hands = [mine] + [rest[size * i : size * (i + 1)] for i in range(players - 1)]
    stock = rest[size * (players - 1) :]
    return HandState.from_tiles(hands, stock, opener=1, line=line, current=0)


def _gap(a: QRect, b: QRect) -> int:
    """How far apart two rectangles are (0 when they touch or overlap)."""
    across = max(b.left() - a.right(), a.left() - b.right(), 0)
    down = max(b.top() - a.bottom(), a.top() - b.bottom(), 0)
    return max(across, down)


def main(folder: str, code: str, players: str, picture: str) -> None:
    app = make_application()
    n = int(players)
    game = build_game(Settings(Path(folder) / "settings.json"), code, Path(folder) / "data")
    window = game.window
    window.set_speed("off")
    window.showMaximized()
    deliver_posted_events()
    window.start_match(MatchSetup("Tester", ("greedy",) * (n - 1), 1))
    window.controller.move_delay_ms = 60_000
    window.controller.resume(Match.from_hand(position(n)))
    window.actions_.tutors[2].trigger()
    deliver_posted_events()
    window.play.play(HANDS[n][1])
    _wait(app, lambda: window.tutor_box is not None and window.tutor_box.isVisible())
    box = window.tutor_box
    assert box is not None

    def on_screen(items) -> QRect:
        area = QRectF()
        for item in items:
            area = area.united(item.sceneBoundingRect())
        shown = window.table.mapFromScene(area).boundingRect()
        return QRect(window.table.viewport().mapToGlobal(shown.topLeft()), shown.size())

    def on_screen_rect(area: QRectF) -> QRect:
        shown = window.table.mapFromScene(area).boundingRect()
        return QRect(window.table.viewport().mapToGlobal(shown.topLeft()), shown.size())

    def clear() -> bool:
        frame = box.frameGeometry()
        line, hand = on_screen(window.scene.line_items()), on_screen(window.scene.hand_items())
        return not frame.intersects(line) and not frame.intersects(hand)

    _wait(app, clear)
    deliver_posted_events()
    frame, shown = box.frameGeometry(), window.geometry()
    picture_of = window.grab().toImage()
    painter = QPainter(picture_of)
    painter.drawPixmap(frame.topLeft() - shown.topLeft(), box.grab())
    painter.end()
    picture_of.save(picture)
    line, hand = on_screen(window.scene.line_items()), on_screen(window.scene.hand_items())
    report = {
        "hides_line": frame.intersects(line),
        "hides_hand": frame.intersects(hand),
        "hides_names": [
            name
            for name, rect in window.scene.edge_rects()
            if name.startswith("panel") and frame.intersects(on_screen_rect(rect))
        ]
        + [
            tag.text
            for tag in window.scene.tags()
            if frame.intersects(on_screen_rect(tag.sceneBoundingRect()))
        ],
        # The banner ("YOUR TURN") and the player's name over the hand: the box stood over
        # them at 1366×768, its edge on the raised tile.
        "hides_words": [
            name
            for name, rect in window.scene.edge_rects()
            if name in ("banner", "name") and frame.intersects(on_screen_rect(rect))
        ],
        "gap_to_hand": min(_gap(frame, on_screen([item])) for item in window.scene.hand_items()),
        "gap_to_line": _gap(frame, line),
        "inside": window.screen().availableGeometry().contains(frame),
        "question": box.text(),
        "why": box.informativeText(),
        "box": [frame.x(), frame.y(), frame.width(), frame.height()],
        "line": [line.x(), line.y(), line.width(), line.height()],
        "hand": [hand.x(), hand.y(), hand.width(), hand.height()],
    }
    print(json.dumps(report))
    window.close()


if __name__ == "__main__":
    main(*sys.argv[1:5])
