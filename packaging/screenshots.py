"""Take the screenshots for the README and the AppStream metainfo.

    QT_QPA_PLATFORM=offscreen python packaging/screenshots.py [OUT_DIR]

Seeded bot play sets up each position; the window shows it as a player would see it.
Every hand is dealt from its seal (:mod:`drawgame.engine.seal`), as the game deals, so the
move log shows each hand's commitment and, once it is over, its secret; the review window
shows the deal verified.
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
from drawgame.engine import Match, Place
from drawgame.engine.record import record_from_match
from drawgame.engine.seal import DealSeal, seeded_secret
from drawgame.session.controller import MatchSetup
from drawgame.storage.settings import Settings
from drawgame.ui.windows.main_window import MainWindow


class Sealed:
    """A match dealt hand by hand from ``--seed``-style seals, and those seals."""

    def __init__(self, players: int, seed: int, first_opener: int) -> None:
        self.seed = seed
        self.seals = [self._seal(1)]
        first = self.seals[0]
        self.match = Match.new(players, first.shuffler(first.secret), first_opener)

    def _seal(self, hand: int) -> DealSeal:
        return DealSeal.from_secret(seeded_secret(self.seed, hand))

    def play_until(self, done) -> Sealed:
        """Play greedy bots in every seat until ``done(match)``."""
        match = self.match
        bots = [make_bot("greedy", random.Random(self.seed + s)) for s in range(match.players)]
        for _ in range(10_000):
            if done(match):
                self.match = match
                return self
            if match.hand.outcome is not None:
                if match.result is not None:
                    raise RuntimeError("the match ended before the position was reached")
                self.seals.append(self._seal(match.hand_number + 1))
                match = match.next_hand(self.seals[-1].shuffler(self.seals[-1].secret))
                continue
            seat = match.hand.current
            match = match.apply(bots[seat].choose(match.view(seat)))
        raise RuntimeError("position not reached")


def first_with_line(players: int, length: int) -> Sealed:
    """A seeded position where the player is to move with a line of ``length`` or more."""
    for seed in range(500):
        try:
            return Sealed(players, seed, 1).play_until(
                lambda m: (
                    m.hand.outcome is None
                    and m.hand.current == 0
                    and len(m.hand.line) >= length
                    and m.hand_number == 1
                    and any(isinstance(a, Place) for a in m.hand.legal_actions())
                ),
            )
        except RuntimeError:
            continue
    raise RuntimeError(f"no line of {length} found")


def show(window: MainWindow, sealed: Sealed, opponents: tuple[str, ...]) -> None:
    """Resume ``sealed`` in ``window``, played by Ada against ``opponents``."""
    setup = MatchSetup("Ada", opponents)
    window.controller.resume(sealed.match, setup, seals=tuple(sealed.seals))
    for _ in range(5):
        QApplication.processEvents()


def hand_end() -> Sealed:
    return Sealed(3, 4, 1).play_until(lambda m: m.hand.outcome is not None)


def match_end() -> Sealed:
    return Sealed(2, 9, 0).play_until(lambda m: m.result is not None)


def composite(window: QWidget, dialog: QWidget | None) -> QImage:
    """The window, with ``dialog`` drawn over its middle (a panel inside the window, such
    as the hand's summary, is already in the window's picture)."""
    image = window.grab().toImage()
    if dialog is not None and dialog.isWindow():
        dialog.adjustSize()
        shot = dialog.grab().toImage()
        painter = QPainter(image)
        # Where the game placed it (a question leaves the line in sight), else the middle.
        at = dialog.pos() - window.pos()
        inside = 0 <= at.x() <= image.width() - shot.width() and 0 <= at.y() <= image.height()
        middle = QPoint((image.width() - shot.width()) // 2, (image.height() - shot.height()) // 2)
        painter.drawImage(at if dialog.isVisible() and inside else middle, shot)
        painter.end()
    return image


def review_shot(window: MainWindow, out: Path) -> None:
    """A finished match reviewed: a hand replayed, its deal verified, analysed, at the
    player's first mistake (the candidate table and the graph of the hand)."""
    from drawgame.ui.review.figures import is_mistake

    over = match_end()
    record = record_from_match(
        over.match, ("Ada", "Hard"), (None, "hard"), 9, seals=over.seals, date="2026-12-03"
    )
    review = window.records.show_review(record, 1, 0)
    review.resize(1280, 800)
    while review.running:
        QApplication.processEvents()
    found = review.review()
    mistake = None if found is None else next(filter(is_mistake, found.decisions), None)
    if mistake is not None:
        review.jump_to(mistake.turn)
    for _ in range(10):
        QApplication.processEvents()
    review.grab().save(str(out / "review-1280x800.png"))
    # The list of decisions, then Try it yourself at that mistake.
    review.tabs.setCurrentIndex(1)
    for _ in range(5):
        QApplication.processEvents()
    review.grab().save(str(out / "review-decisions-1280x800.png"))
    if mistake is not None:
        dialog = review.try_it()
        if dialog is not None:
            for _ in range(5):
                QApplication.processEvents()
            dialog.grab().save(str(out / "review-try-it.png"))
            dialog.close()
    # The whole match's scores, in Turkish at 800×600.
    window.set_language("tr")
    review.resize(800, 600)
    review.review_whole_match()
    while review.running:
        QApplication.processEvents()
    review.tabs.setCurrentIndex(2)
    for _ in range(10):
        QApplication.processEvents()
    review.grab().save(str(out / "review-scores-tr-800x600.png"))
    window.set_language("en")
    review.close()


def wait_until(done, seconds: float = 30.0) -> None:
    """Process events until ``done()`` (the bot process thinks in its own time)."""
    import time

    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.01)


def tutor_shot(window: MainWindow, out: Path) -> None:
    """The hint with its figure, then the tutor's question when the player places another
    tile: [3|5] on the 3 throws the hand away ([3|3] first, then [3|5] goes out)."""
    from drawgame.engine import FULL_SET, End, HandState, Place, Tile

    t = Tile.parse
    mine, line = [t("[3|5]"), t("[3|3]")], [Place(t("[3|4]"), End.LEFT)]
    rest = [x for x in FULL_SET if x not in {*mine, t("[3|4]")}]
    state = HandState.from_tiles([mine, rest[:5]], rest[5:], opener=1, line=line, current=0)
    window.start_match(MatchSetup("Ada", ("hard",), 1))
    window.controller.resume(Match.from_hand(state))
    window.set_tutor(2)
    window.controller.request_hint()
    wait_until(lambda: window.hints.active)
    window.controller.play(Place(t("[3|5]"), End.LEFT))
    wait_until(lambda: window.tutor_box is not None and window.tutor_box.isVisible())
    for _ in range(10):
        QApplication.processEvents()
    composite(window, window.tutor_box).save(str(out / "tutor-1280x800.png"))
    if window.tutor_box is not None:
        window.tutor_box.close()
    window.set_tutor(0)


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
        for name, (players, sealed) in shots.items():
            show(window, sealed, ("hard", "medium", "easy")[: players - 1])
            composite(window, None).save(str(out / f"{name}-{size[0]}x{size[1]}.png"))
        # The end of a hand, and of the match.
        show(window, hand_end(), ("hard", "medium"))
        composite(window, window.summary).save(str(out / f"hand-end-{size[0]}x{size[1]}.png"))
        if window.summary is not None:
            window.summary.reject()
        show(window, match_end(), ("hard",))
        if window.summary is not None:
            window.summary.accept()
            for _ in range(5):
                app.processEvents()
        composite(window, window.match_end).save(str(out / f"match-end-{size[0]}x{size[1]}.png"))
        if window.match_end is not None:
            window.match_end.close()
    window.resize(1280, 800)
    review_shot(window, out)
    tutor_shot(window, out)
    # The New match dialog: opponents, the match's length, take-backs.
    show(window, shots["middle"][1], ("hard", "medium"))
    from drawgame.ui.dialogs.new_match_dialog import NewMatchDialog

    dialog = NewMatchDialog(MatchSetup("Ada", ("hard", "medium")), window)
    dialog.show()
    app.processEvents()
    composite(window, dialog).save(str(out / "new-match-1280x800.png"))
    dialog.close()
    # The table, the hand summary, the rules and the controls in each language.
    for code in ("en", "tr", "id"):
        window.set_language(code)
        show(window, shots["middle"][1], ("hard", "medium"))
        composite(window, None).save(str(out / f"table-{code}.png"))
        show(window, hand_end(), ("hard", "medium"))
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
        controls = window.show_rules("controls")
        controls.resize(760, 900)
        app.processEvents()
        controls.grab().save(str(out / f"controls-{code}.png"))
        controls.close()
    window.set_language("en")
    window.close()
    window.controller.shutdown()
    print(f"screenshots written to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("resources/screenshots"))
