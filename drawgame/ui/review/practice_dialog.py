"""Practice your mistakes: the positions of the player's own matches where a move lost
points (:mod:`drawgame.storage.practice`), to play again on the table as the player saw
it. The move chosen is judged from the review's own table of that position: the move of
the game is judged with the very inputs the review judged it with (:func:`drawgame.ai.
analysis.judge`, the same view, options and move, off the GUI thread; the analysis is
deterministic, so it is the review's very analysis), and the move chosen is read from it
(:func:`~drawgame.ai.analysis.verdict_in`), as "Try it yourself" does. (Judging the move
chosen itself gave that move deals of its own, a search of its own: "20.4 ± 2.0" where the
review's table said "18.3 ± 4.0" of the same move.) A position is *solved* when the move
is the best move found or within the margin of the best, and a solved position is
remembered (the practice keeper writes it)."""

from __future__ import annotations

import threading
from dataclasses import replace

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from drawgame.ai.analysis import AnalysisCancelled, Label, Options, Verdict, judge, verdict_in
from drawgame.ai.verdict import ANALYSIS_VERSION
from drawgame.engine import (
    Action,
    Draw,
    End,
    HandState,
    Pass,
    Place,
    PlayerView,
    Tile,
    same_move,
)
from drawgame.session.practice_harvest import judged_again
from drawgame.session.practice_keeper import PracticeKeeper
from drawgame.storage.practice import Mistake
from drawgame.ui.dialogs.match_choices import strength_name
from drawgame.ui.dialogs.progress_tab import PastBar
from drawgame.ui.kit.screen_fit import available_size, fit_to_screen, keep_inside_when_shown
from drawgame.ui.language import register
from drawgame.ui.panels.whole_label import WholeLabel
from drawgame.ui.review.keys_hint import KeysHint
from drawgame.ui.review.review_scene import FittedView, ReviewPosition, ReviewScene
from drawgame.ui.table import themes
from drawgame.ui.words import review_text as words
from drawgame.ui.words.gestures import GestureWords
from drawgame.ui.words.practice_text import problem_text
from drawgame.ui.words.text import fill, sentences, translate


class JudgeWorker(QObject):
    """Runs :func:`judge` on the dialog's thread."""

    # token, the :class:`Verdict` (``None``: cancelled)
    judged = Signal(int, object)
    failed = Signal(int, str)

    @Slot(int, object, object, object, object)
    def run(
        self,
        token: int,
        view: PlayerView,
        action: Action,
        options: Options,
        cancel: threading.Event,
    ) -> None:
        try:
            # As the review judges a decision (review_match): the same call, the same figures.
            verdict = judge(view, action, options, cancel.is_set, value_forced=True)
        except AnalysisCancelled:
            self.judged.emit(token, None)
        except Exception as error:  # never let an analysis take the window down
            self.failed.emit(token, str(error) or type(error).__name__)
        else:
            self.judged.emit(token, verdict)


def is_solved(verdict: Verdict) -> bool:
    """The move is the best found, or within the margin of the best."""
    return verdict.label is Label.BEST or verdict.loss <= verdict.margin


class PracticeDialog(QDialog):
    """The positions to practise (a list) and the one chosen on a table."""

    _start = Signal(int, object, object, object, object)

    def __init__(self, keeper: PracticeKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practiceDialog")
        themes.wear(self)  # its panels, tabs and lists in the table's look
        self.setWindowFlag(Qt.WindowType.Window)
        self.keeper = keeper
        self.mistake: Mistake | None = None
        self.state: HandState | None = None
        self.chosen: Action | None = None
        self.verdict: Verdict | None = None
        # The verdict on the move of the game: its analysis is the review's table of the
        # position, which judges every move chosen. By position key and move of the game,
        # once made.
        self.table: Verdict | None = None
        self._tables: dict[tuple[str, str], Verdict] = {}
        # The token of the analysis of the position under way, else 0.
        self._weighing = 0
        self._pending: Tile | None = None
        self._end = End.LEFT  # the marker lit for the keyboard
        self._token = 0
        # The move of the game is being judged again (figures kept from an earlier version
        # of the analysis): no move is taken meanwhile.
        self._restating = False
        self._cancel = threading.Event()
        self._build()
        self._thread = QThread(self)
        self._thread.setObjectName("practiceJudgeThread")
        self.worker = JudgeWorker()
        self.worker.moveToThread(self._thread)
        self._start.connect(self.worker.run)
        self.worker.judged.connect(self._judged)
        self.worker.failed.connect(self._failed)
        self._thread.start()
        keeper.changed.connect(self._refresh_list)
        keeper.runningChanged.connect(self._show_past)
        keeper.troubled.connect(lambda *_: self.retranslate())  # the notice, once said
        register(self)
        self._refresh_list()
        # On a large screen a larger table (its tiles grow with it), as Try it; else 1100 × 700.
        room = available_size(self)
        fit_to_screen(self, max(1100, room.width() * 2 // 3), max(700, room.height() * 4 // 5))

    def _build(self) -> None:
        self.intro = WholeLabel()
        self.notice = WholeLabel()
        self.notice.setObjectName("practiceNotice")
        self.count = QLabel()
        self.count.setObjectName("practiceCount")
        self.positions = QListWidget()
        self.positions.setObjectName("practiceList")
        self.positions.setWordWrap(True)
        self.positions.setAlternatingRowColors(True)
        self.positions.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.positions.currentRowChanged.connect(self._row_chosen)
        self.scene = ReviewScene(self)
        self.scene.tile_clicked.connect(self._tile_clicked)
        self.view = FittedView(self.scene)
        self.view.setObjectName("practiceTable")
        self.view.setMinimumHeight(160)
        self.prompt = WholeLabel()
        self.prompt.setObjectName("practicePrompt")
        # With nothing to practise, the way in is here: find the mistakes of the kept
        # matches (as the Statistics' Progress tab does), not a sentence pointing elsewhere.
        self.past = PastBar(self.keeper)
        self.past.setObjectName("practicePastBar")
        self.answer = WholeLabel()
        self.answer.setObjectName("practiceAnswer")
        self.answer.setMinimumHeight(3 * self.answer.fontMetrics().lineSpacing() + 4)
        self.draw_button, self.pass_button = QPushButton(), QPushButton()
        self.again_button, self.show_button = QPushButton(), QPushButton()
        self.next_button, self.close_button = QPushButton(), QPushButton()
        moves, after = QHBoxLayout(), QHBoxLayout()
        for name, button, row in (
            ("practiceDraw", self.draw_button, moves),
            ("practicePass", self.pass_button, moves),
            ("practiceAgain", self.again_button, after),
            ("practiceShowBest", self.show_button, after),
            ("practiceNext", self.next_button, after),
            ("practiceClose", self.close_button, after),
        ):
            button.setObjectName(name)
            row.addWidget(button)
        # The keys that play here, on the row of Draw and Pass (issue 32).
        self.keys_hint = KeysHint()
        moves.addWidget(self.keys_hint, 1)
        after.insertStretch(3, 1)
        side = QWidget()
        left = QVBoxLayout(side)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.count)
        left.addWidget(self.positions, 1)
        board = QWidget()
        right = QVBoxLayout(board)
        right.setContentsMargins(0, 0, 0, 0)
        for part, stretch in ((self.prompt, 0), (self.past, 0), (self.view, 1), (self.answer, 0)):
            right.addWidget(part, stretch)
        right.insertLayout(3, moves)
        split = QSplitter()
        split.addWidget(side)
        split.addWidget(board)
        split.setStretchFactor(1, 3)
        split.setSizes([300, 800])
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.notice)
        layout.addWidget(split, 1)
        layout.addLayout(after)
        # The tile that fits both ends goes where its marker is clicked, as on the table,
        # and the table's keys play (Left and Right, Up and Down, Enter).
        self.scene.end_clicked.connect(self._end_chosen)
        self.scene.end_switched.connect(self._switch_end)
        self.scene.choice_dropped.connect(self._drop_choice)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.draw_button.clicked.connect(lambda: self.choose(Draw()))
        self.pass_button.clicked.connect(lambda: self.choose(Pass()))
        self.again_button.clicked.connect(self.again)
        self.show_button.clicked.connect(self.show_best)
        self.next_button.clicked.connect(self.next_position)
        self.close_button.clicked.connect(self.close)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        keep_inside_when_shown(self)  # its title bar on the screen: movable, closable

    # -- words ------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Practice your mistakes"))
        self.intro.setText(
            self.tr(
                "Positions from your own matches where a move lost 2 points or more. Find "
                "a better move: it is judged by the same analysis as the review, and a "
                "position is solved when your move is the best found or within its margin."
            )
        )
        problem = self.keeper.problem
        self.notice.setVisible(problem is not None)
        self.notice.setText("" if problem is None else problem_text(problem[0]))
        self.draw_button.setText(self.tr("Draw"))
        self.pass_button.setText(self.tr("Pass"))
        self.again_button.setText(self.tr("Try again"))
        self.show_button.setText(self.tr("Show the best move"))
        self.next_button.setText(self.tr("Next position"))
        self.close_button.setText(self.tr("Close"))
        self._refresh_list()

    def _item_text(self, mistake: Mistake) -> str:
        """Two lines: when and against whom; where in the match and what it cost."""
        when = fill(self.tr("%1, against %2"), mistake.date or "?", self._opponents(mistake))
        where = fill(
            self.tr("Hand %1, turn %2: %3"),
            mistake.hand,
            mistake.turn,
            words.label_text(Label(mistake.label)),
        )
        if mistake.solved:
            where = fill(self.tr("%1 (solved)"), where)
        return when + "\n" + where

    def _opponents(self, mistake: Mistake) -> str:
        return (
            self.tr("mixed levels")
            if mistake.strength == "mixed"
            else (strength_name(mistake.strength))
        )

    def _names(self, mistake: Mistake) -> tuple[str, ...]:
        # The computer's seats as the table, the score sheet and the review name them
        # ("Bot 1", "Bot 2"): a position of the player's own match, not "Opponent".
        players = mistake.rules.players
        others = [n for n in range(players) if n != mistake.seat]
        names = []
        for seat in range(players):
            if seat == mistake.seat:
                names.append(self.tr("You"))
            else:
                names.append(fill(translate("Narrator", "Bot %1"), others.index(seat) + 1))
        return tuple(names)

    # -- the list ---------------------------------------------------------------------

    def ordered(self) -> list[Mistake]:
        """The positions as listed: those to solve first (newest first), then the solved."""
        # The newest match first; a match's positions as found (hand by hand, in play
        # order): a stable sort keeps them so.
        book = sorted(self.keeper.book.mistakes, key=lambda m: m.date, reverse=True)
        return [*(m for m in book if not m.solved), *(m for m in book if m.solved)]

    def _refresh_list(self) -> None:
        shown = self.ordered()
        left = sum(not m.solved for m in shown)
        self.count.setText(fill(self.tr("%1 to solve, %2 solved"), left, len(shown) - left))
        keep = None if self.mistake is None else self.mistake.key
        self.positions.blockSignals(True)
        self.positions.clear()
        for mistake in shown:
            item = QListWidgetItem(self._item_text(mistake))
            item.setData(Qt.ItemDataRole.UserRole, mistake.key)
            self.positions.addItem(item)
        row = next((k for k, m in enumerate(shown) if m.key == keep), -1)
        self.positions.setCurrentRow(row)
        self.positions.blockSignals(False)
        if self.mistake is None:
            if shown and not shown[0].solved:
                self.positions.setCurrentRow(0)  # loads it
            else:
                self._show_empty(bool(shown))
        else:
            self._show_controls()

    def _show_empty(self, any_kept: bool) -> None:
        self.scene.clear()
        self.prompt.setText(
            self.tr(
                "Every position is solved. New ones come from the reviews of your next matches."
            )
            if any_kept
            else self.tr(
                "No position to practise yet. They are gathered from your own matches: "
                "every hand you review (Review this hand, or Game → Review finished hands…) "
                "adds the moves that lost 2 points or more, or find them now in the "
                "matches the game kept."
            )
        )
        self.past.setVisible(True)
        self.answer.setText("")
        for button in (self.draw_button, self.pass_button):
            button.setVisible(False)
        for button in (self.again_button, self.show_button, self.next_button):
            button.setEnabled(False)

    def _show_past(self) -> None:
        """Finding the past mistakes: offered while there is nothing to practise, its
        progress shown while it runs, out of the way once a position is on the table."""
        if self.mistake is not None:
            self.past.setVisible(self.keeper.running)

    def _row_chosen(self, row: int) -> None:
        shown = self.ordered()
        if 0 <= row < len(shown):
            self.load(shown[row])

    def next_position(self) -> None:
        """The next position to solve after this one (the first, at the end)."""
        shown = [m for m in self.ordered() if not m.solved or m == self.mistake]
        keys = [m.key for m in shown]
        here = (
            keys.index(self.mistake.key)
            if self.mistake is not None and self.mistake.key in keys
            else -1
        )
        later = [m for m in shown[here + 1 :] + shown[: here + 1] if not m.solved]
        if later:
            self.positions.setCurrentRow(self.ordered().index(later[0]))

    # -- the position -----------------------------------------------------------------

    def load(self, mistake: Mistake) -> None:
        """Offer ``mistake`` to play again."""
        self._cancel.set()
        self._token += 1
        try:
            state = mistake.state()
        except ValueError:
            return  # checked when read: cannot happen with a book that loaded
        self.mistake, self.state = mistake, state
        self.chosen, self.verdict, self._pending = None, None, None
        self._end = End.LEFT
        self._weighing = 0
        self.table = self._tables.get((mistake.key, str(mistake.played)))
        # Figures of an earlier analysis: the move of the game is judged again by this one
        # (the same options) before a move is taken, so the position gets the same verdict
        # everywhere.
        self._restating = mistake.analysis != ANALYSIS_VERSION
        if self.table is None:
            self._weigh()
        elif self._restating:
            self._restate(self.table)
        self._show_table()
        self._show_controls()
        self.view.setFocus()  # the table's keys work at once

    def _weigh(self) -> None:
        """The review's analysis of the position: the move of the game judged with the
        review's inputs (the move chosen is then read from its table)."""
        mistake = self.mistake
        assert mistake is not None and self.state is not None
        self._cancel = threading.Event()
        self._token += 1
        self._weighing = self._token
        view = self.state.view(mistake.seat)
        options = Options.for_budget(mistake.budget)
        self._start.emit(self._token, view, mistake.played, options, self._cancel)

    @property
    def seen(self) -> HandState:
        assert self.state is not None
        return self.state

    def _position(self, state: HandState | None = None) -> ReviewPosition:
        mistake = self.mistake
        assert mistake is not None and self.state is not None
        view = self.state.view(mistake.seat)
        playable = tuple(a.tile for a in view.legal_actions if isinstance(a, Place))
        ends = tuple(
            a.end for a in view.legal_actions if isinstance(a, Place) and a.tile == self._pending
        )
        return ReviewPosition(
            state or self.state,
            self._names(mistake),
            mistake.seat,
            self._pending,
            None,
            self.tr("Stock"),
            seen_by=mistake.seat,
            playable=() if state is not None else playable,
            dimmed=() if state is not None else tuple(t for t in view.hand if t not in playable),
            open_ends=() if state is not None else ends,
            chosen_end=self._end,
        )

    def _show_table(self) -> None:
        self.scene.show_position(self._position())

    def _show_controls(self) -> None:
        mistake, state = self.mistake, self.state
        if mistake is None or state is None:
            return
        ends = state.ends
        self.prompt.setText(self._prompt_text(mistake, ends))
        self._show_past()
        legal = state.view(mistake.seat).legal_actions
        open_to = self.chosen is None and not self._restating
        self.draw_button.setVisible(True)
        self.pass_button.setVisible(True)
        self.draw_button.setEnabled(open_to and Draw() in legal)
        self.pass_button.setEnabled(open_to and Pass() in legal)
        judged = self.verdict is not None
        self.again_button.setEnabled(judged)
        self.show_button.setEnabled(
            judged and not is_solved(self.verdict) if self.verdict else False
        )
        self.next_button.setEnabled(
            any(not m.solved and m.key != mistake.key for m in self.ordered())
        )
        if self.chosen is None and self._pending is not None:
            # The table's own words: click the marker of the end.
            self.answer.setText(GestureWords(self).fits_both_choose(self._pending))
        elif self.chosen is None:
            self.answer.setText("")
        elif self.verdict is None:
            self.answer.setText(self.tr("Weighing your move…"))
        else:
            self.answer.setText(self._verdict_text(self.verdict, self.chosen))

    def _prompt_text(self, mistake: Mistake, ends: tuple[int, int] | None) -> str:
        played = words.action_text(mistake.played, ends)
        if self._restating:
            return fill(
                self.tr(
                    "In the game: %1. The analysis has changed since it judged this move: "
                    "weighing it again…"
                ),
                played,
            )
        return fill(
            self.tr(
                "In the game: %1, %2 points lost (%3).\nFind a better move: click a "
                "tile, or draw or pass."
            ),
            played,
            words.loss_text(mistake.loss, mistake.margin),
            words.label_text(Label(mistake.label)),
        )

    def _verdict_text(self, verdict: Verdict, chosen: Action) -> str:
        ends = self.seen.ends
        move = words.action_text(chosen, ends)
        best = verdict.analysis.best
        if verdict.label is Label.BEST:
            return sentences(
                fill(
                    self.tr("Solved! %1 is the best move found, worth %2 points."),
                    move,
                    words.value_text(best.value, best.margin),
                )
            )
        if is_solved(verdict):
            text = fill(
                self.tr(
                    "Solved! %1 loses %2 points: within the margin, as good as the best "
                    "move found as far as the analysis can tell."
                ),
                move,
                words.loss_text(verdict.loss, verdict.margin),
            )
            if words.is_tie(verdict.loss, verdict.margin, False):  # why not "best"
                text += " " + words.tie_sentence(move)
            return sentences(text)
        return fill(
            self.tr("Not yet: %1 loses %2 points (%3). Try again, or show the best move."),
            move,
            words.loss_text(verdict.loss, verdict.margin),
            words.label_text(verdict.label),
        )

    # -- choosing ---------------------------------------------------------------------

    def _tile_clicked(self, tile: Tile) -> None:
        if self.chosen is not None or self.mistake is None or self._restating:
            return
        view = self.seen.view(self.mistake.seat)
        places = [a for a in view.legal_actions if isinstance(a, Place) and a.tile == tile]
        if not places:
            self.answer.setText(GestureWords(self).why_not(view, tile))
            return
        if len(places) == 1 or same_move(places[0], places[1], view):
            self.choose(places[0])
        else:
            # It fits both ends: the markers ask which, as on the table (a second click on
            # it puts it back).
            self._pending = None if self._pending == tile else tile
            self._end = End.LEFT
            self._show_table()
            self._show_controls()

    def _end_chosen(self, end: End) -> None:
        if self._pending is not None:
            self.choose(Place(self._pending, end))

    def _switch_end(self, end: End) -> None:
        self._end = end
        self._show_table()

    def _drop_choice(self) -> None:
        self._pending = None
        self._show_table()
        self._show_controls()

    def choose(self, action: Action) -> None:
        """Play ``action`` in the position and have it judged."""
        mistake = self.mistake
        if mistake is None or self.chosen is not None or self._restating:
            return
        view = self.seen.view(mistake.seat)
        if action not in view.legal_actions:
            return
        self.chosen, self._pending = action, None
        after = self._position(self.seen.apply(action))
        played = action.tile if isinstance(action, Place) else None
        # On the table as it was laid out: the line and the rows stay put, the hand closes
        # up (laid out anew, the names jumped from above the hands to beside them).
        self.scene.show_position(replace(after, played=played, played_action=action), True)
        if self.table is not None:
            self._verdict_on(self.table, action)
        elif not self._weighing:
            self._weigh()  # the last analysis failed: once more
        self._show_controls()

    def _judged(self, token: int, verdict: object) -> None:
        if token != self._weighing or not isinstance(verdict, Verdict) or self.mistake is None:
            return
        self._weighing = 0
        self.table = self._tables[self.mistake.key, str(self.mistake.played)] = verdict
        if self._restating:
            self._restate(verdict)
        if self.chosen is not None and self.verdict is None:
            self._verdict_on(verdict, self.chosen)
        self._show_controls()

    def _restate(self, table: Verdict) -> None:
        """The position's figures kept from an earlier analysis replaced by ``table``'s."""
        assert self.mistake is not None
        self._restating = False
        self.mistake = judged_again(self.mistake, table)
        self.keeper.restate(self.mistake)  # the list and the counts say it at once

    def _verdict_on(self, table: Verdict, action: Action) -> None:
        """The verdict on ``action`` read from the review's table of the position."""
        assert self.mistake is not None
        verdict = verdict_in(table.analysis, action)
        self.verdict = verdict
        if is_solved(verdict):
            self.scene.mark_best(verdict.best, "")
            if not self.mistake.solved:
                self.keeper.solve(self.mistake.key)  # the list says it at once
        self._show_controls()

    def _failed(self, token: int, reason: str) -> None:
        if token != self._weighing:
            return
        self._weighing = 0
        self._restating = False  # the figures kept are said; the position can be played
        self._show_controls()
        if self.chosen is not None:
            self.answer.setText(fill(self.tr("The move could not be weighed: %1"), reason))

    def show_best(self) -> None:
        """After a move that did not solve it: the best move found, ringed and said."""
        verdict = self.verdict
        if verdict is None or self.chosen is None:
            return
        best = verdict.analysis.best
        self.scene.mark_best(verdict.best, "")
        self.answer.setText(
            self._verdict_text(verdict, self.chosen)
            + "\n"
            + fill(
                self.tr("The best move found: %1, worth %2 points."),
                words.action_text(best.action, self.seen.ends),
                words.value_text(best.value, best.margin),
            )
        )

    def again(self) -> None:
        """Forget the move tried and choose again."""
        if self.mistake is not None:
            self.load(self.mistake)

    @property
    def busy(self) -> bool:
        return self._restating or (self.chosen is not None and self.verdict is None)

    # -- closing ----------------------------------------------------------------------

    def shutdown(self) -> None:
        self._cancel.set()
        self._token += 1
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(10000)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.shutdown()
        super().done(result)
