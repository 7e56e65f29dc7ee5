"""The Statistics' Progress tab: the graph of the player's accuracy and mean loss match by
match (:mod:`.progress_graph`), for every opponent level or one, the last match's figures
in words (each with its margin), the review of past matches not reviewed yet
(:class:`PastBar`: the practice keeper's work, on its own thread: the window never waits
for it), and the button to the practice of the player's mistakes with the count left to
solve."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from drawgame.session.practice_keeper import PracticeKeeper
from drawgame.storage.practice import Progress
from drawgame.ui.dialogs.match_choices import strength_name
from drawgame.ui.dialogs.progress_graph import ProgressGraph
from drawgame.ui.language import register
from drawgame.ui.words import review_text as words
from drawgame.ui.words.practice_text import button_text, tip_text
from drawgame.ui.words.text import fill


class PastBar(QWidget):
    """Find the mistakes in past matches (``keeper``'s kept records)."""

    def __init__(self, keeper: PracticeKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pastBar")
        self.keeper = keeper
        self.start_button = QPushButton()
        self.start_button.setObjectName("pastStartButton")
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("pastCancelButton")
        self.progress = QProgressBar()
        self.progress.setObjectName("pastProgress")
        self.status = QLabel()
        self.status.setObjectName("pastStatus")
        self.status.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.start_button)
        layout.addWidget(self.progress, 1)
        layout.addWidget(self.cancel_button)
        layout.addWidget(self.status, 1)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(keeper.cancel)
        keeper.progressed.connect(self._on_progress)
        keeper.runningChanged.connect(self._show)
        self._done = (0, 0)
        self._asked = False
        register(self)

    def retranslate(self) -> None:
        self.start_button.setText(self.tr("Find mistakes in past matches"))
        self.start_button.setToolTip(
            self.tr(
                "Review the matches the game kept, hand by hand, for the practice and the "
                "progress graph (what is reviewed once is kept)"
            )
        )
        self.cancel_button.setText(self.tr("Cancel"))
        self._show()

    def start(self) -> None:
        self._asked = True
        self._done = (0, -1)  # nothing heard yet: stopped now is "stopped"
        if not self.keeper.analyse_past():
            self._asked = False
            self.status.setText(self.tr("No past match is kept yet."))
        self._show()

    def _on_progress(self, done: int, total: int) -> None:
        self._done = (done, total)
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self._show()

    def _show(self) -> None:
        running = self.keeper.running
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.start_button.setEnabled(not running)
        done, total = self._done
        if running:
            self.status.setText(
                fill(self.tr("Reviewing your past matches: hand %1 of %2…"), done, total)
                if total > 0
                else self.tr("Reading your past matches…")
            )
        elif self._asked:
            self.status.setText(
                self.tr("Every past match is reviewed.")
                if total >= 0 and done >= total
                else self.tr("Stopped: what was reviewed is kept.")
            )


# The level filter's entry for every level.
EVERY = ""


class ProgressTab(QWidget):
    def __init__(
        self, practice: PracticeKeeper, open_practice: Callable[[], object] | None
    ) -> None:
        super().__init__()
        self.setObjectName("progressTab")
        self.practice = practice
        self.level_label = QLabel()
        self.levels = QComboBox()
        self.levels.setObjectName("progressLevels")
        self.level_label.setBuddy(self.levels)
        self.graph = ProgressGraph()
        self.summary = QLabel()
        self.summary.setObjectName("progressSummary")
        self.summary.setWordWrap(True)
        self.past = PastBar(practice)
        self.practice_button = QPushButton()
        self.practice_button.setObjectName("practiceButton")
        self.practice_button.setEnabled(open_practice is not None)
        if open_practice is not None:
            self.practice_button.clicked.connect(lambda: open_practice())
        top = QHBoxLayout()
        top.addWidget(self.level_label)
        top.addWidget(self.levels)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.graph, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.past)
        self.levels.currentIndexChanged.connect(lambda _i: self._show())
        practice.changed.connect(self.refresh)
        register(self)

    def retranslate(self) -> None:
        self.level_label.setText(self.tr("&Opponent strength:"))
        self.refresh()

    def refresh(self) -> None:
        """The levels to choose from, the graph and the words, the count to solve."""
        points = self.practice.book.progress()
        chosen = self.levels.currentData()
        found: list[str] = []
        for p in points:
            if p.entry.strength not in found:
                found.append(p.entry.strength)
        self.levels.blockSignals(True)
        self.levels.clear()
        self.levels.addItem(self.tr("Every level"), EVERY)
        for level in found:
            self.levels.addItem(self._name(level), level)
        at = self.levels.findData(chosen if chosen in found else EVERY)
        self.levels.setCurrentIndex(max(0, at))
        self.levels.blockSignals(False)
        self.practice_button.setText(button_text(self.practice.unsolved))
        self.practice_button.setToolTip(tip_text(self.practice.unsolved))
        self._show()

    def _name(self, level: str) -> str:
        return self.tr("mixed levels") if level == "mixed" else strength_name(level)

    def shown(self) -> list[Progress]:
        """The matches the graph shows (those of the level chosen)."""
        level = self.levels.currentData()
        points = self.practice.book.progress()
        return [p for p in points if not level or p.entry.strength == level]

    def _show(self) -> None:
        shown = self.shown()
        self.graph.show_progress(shown, self._name)
        if not shown:
            self.summary.setText("")
            return
        last = shown[-1]
        self.summary.setText(
            fill(
                self.tr(
                    "Matches reviewed: %1. The last one, against %2: accuracy %3% ± %4, "
                    "a mean loss of %5 points per decision."
                ),
                len(shown),
                self._name(last.entry.strength),
                round(last.accuracy),
                round(last.accuracy_margin),
                words.loss_text(last.mean_loss, last.margin),
            )
        )
