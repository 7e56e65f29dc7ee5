"""Take the screenshots for the README and the AppStream metainfo.

    QT_QPA_PLATFORM=offscreen python packaging/screenshots.py [OUT_DIR]

Seeded bot play sets up each position; the window shows it as a player would see it.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from drawgame.ai import make_bot
from drawgame.engine import Match
from drawgame.session.controller import MatchSetup
from drawgame.storage.settings import Settings
from drawgame.ui.windows.main_window import MainWindow


def play_until(match: Match, done, seed: int) -> Match:
    """Play greedy bots in every seat from ``match`` until ``done(match)``."""
    rng = random.Random(seed)
    bots = [make_bot("greedy", random.Random(seed + s)) for s in range(match.players)]
    for _ in range(10_000):
        if done(match):
            return match
        if match.hand.outcome is not None:
            if match.result is not None:
                raise RuntimeError("the match ended before the position was reached")
            match = match.next_hand(rng)
            continue
        seat = match.hand.current
        match = match.apply(bots[seat].choose(match.view(seat)))
    raise RuntimeError("position not reached")


def first_with_line(players: int, length: int) -> Match:
    """A seeded position where the player is to move with a line of ``length`` or more."""
    for seed in range(500):
        match = Match.new(players, random.Random(seed), first_opener=1)
        try:
            return play_until(
                match,
                lambda m: (
                    m.hand.outcome is None
                    and m.hand.current == 0
                    and len(m.hand.line) >= length
                    and m.hand_number == 1
                ),
                seed,
            )
        except RuntimeError:
            continue
    raise RuntimeError(f"no line of {length} found")


def composite(window: QWidget, dialog: QWidget | None) -> QImage:
    """The window, with ``dialog`` drawn over its middle (a panel inside the window, such
    as the hand's summary, is already in the window's picture)."""
    image = window.grab().toImage()
    if dialog is not None and dialog.isWindow():
        dialog.adjustSize()
        shot = dialog.grab().toImage()
        painter = QPainter(image)
        painter.drawImage(
            QPoint((image.width() - shot.width()) // 2, (image.height() - shot.height()) // 2),
            shot,
        )
        painter.end()
    return image


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    settings = Settings(Path(tempfile.mkdtemp()) / "settings.json")
    window = MainWindow(settings)
    window.set_speed("off")
    window.controller.move_delay_ms = 10**8  # hold the computer seats still
    window.show()
    shots = {
        "early": (2, first_with_line(2, 3)),
        "middle": (3, first_with_line(3, 12)),
        "crowded": (4, first_with_line(2, 22)),
    }
    for size in ((800, 600), (1920, 1080)):
        window.resize(*size)
        for name, (players, match) in shots.items():
            setup = MatchSetup("Ada", ("hard", "medium", "easy")[: players - 1])
            window.controller.resume(match, setup)
            app.processEvents()
            composite(window, None).save(str(out / f"{name}-{size[0]}x{size[1]}.png"))
        # The end of a hand, and of the match.
        start = Match.new(3, random.Random(4), first_opener=1)
        ended = play_until(start, lambda m: m.hand.outcome is not None, 4)
        window.controller.resume(ended, MatchSetup("Ada", ("hard", "medium")))
        for _ in range(5):
            app.processEvents()
        composite(window, window.summary).save(str(out / f"hand-end-{size[0]}x{size[1]}.png"))
        if window.summary is not None:
            window.summary.reject()
        over = play_until(
            Match.new(2, random.Random(9), first_opener=0), lambda m: m.result is not None, 9
        )
        window.controller.resume(over, MatchSetup("Ada", ("hard",)))
        for _ in range(5):
            app.processEvents()
        if window.summary is not None:
            window.summary.accept()
            for _ in range(5):
                app.processEvents()
        composite(window, window.match_end).save(str(out / f"match-end-{size[0]}x{size[1]}.png"))
        if window.match_end is not None:
            window.match_end.close()
    # The table, the hand summary and the rules in each language.
    window.resize(1280, 800)
    for code in ("en", "tr", "id"):
        window.set_language(code)
        players, match = shots["middle"]
        window.controller.resume(match, MatchSetup("Ada", ("hard", "medium")))
        app.processEvents()
        composite(window, None).save(str(out / f"table-{code}.png"))
        start = Match.new(3, random.Random(4), first_opener=1)
        ended = play_until(start, lambda m: m.hand.outcome is not None, 4)
        window.controller.resume(ended, MatchSetup("Ada", ("hard", "medium")))
        for _ in range(5):
            app.processEvents()
        composite(window, window.summary).save(str(out / f"hand-end-{code}.png"))
        if window.summary is not None:
            window.summary.reject()
        rules = window.show_rules()
        rules.resize(760, 900)
        app.processEvents()
        rules.browser.verticalScrollBar().setValue(rules.browser.verticalScrollBar().maximum() // 3)
        app.processEvents()
        rules.grab().save(str(out / f"rules-{code}.png"))
        rules.close()
    window.set_language("en")
    window.close()
    print(f"screenshots written to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("resources/screenshots"))
