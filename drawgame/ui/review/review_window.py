"""The review window, in the spirit of a chess game review: step through a recorded hand
turn by turn with every tile face up; at each decision of the reviewed player see what was
played, the best move found, the points it cost ± margin, a label, why, and every legal
move's value (:mod:`.decision_panel`); the list of the player's decisions, with keys to the
next and previous mistake (:mod:`.decision_list`); the graph of the player's expected net
points over the hand (:mod:`.value_graph`); their scores for the hand and the whole match
(:mod:`.score_panel`); and "Try it yourself" at a mistake (:mod:`.try_it`).

The analysis (:func:`drawgame.ai.review.review_match`) runs on a worker thread
(:mod:`.review_worker`), a hand at a time, with a progress bar and Cancel; every (hand,
player) reviewed is kept, never computed twice. Each decision is judged from what that
player could know then, never from the face-up tiles shown here, and the window says so.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from drawgame.ai.review import DEFAULT_BUDGET, Decision, Options, Review
from drawgame.engine import Draw, HandState, Pass, Place
from drawgame.engine.record import MatchRecord
from drawgame.session.log import HUMAN
from drawgame.storage.settings import Settings
from drawgame.storage.shown import Shown
from drawgame.ui.kit.safe_settings import read_setting
from drawgame.ui.kit.screen_fit import FRAME, available_size, first_size
from drawgame.ui.language import register
from drawgame.ui.review import figures
from drawgame.ui.review.review_layout import ReviewLayout
from drawgame.ui.review.review_scene import ReviewPosition
from drawgame.ui.review.review_worker import ReviewJobs, ReviewWorker
from drawgame.ui.review.score_panel import Figures
from drawgame.ui.review.try_it import TryItDialog
from drawgame.ui.table import themes
from drawgame.ui.words import review_text as words
from drawgame.ui.words.narrator import Narrator
from drawgame.ui.words.text import fill, plain_tooltip, plural_fallback

if TYPE_CHECKING:
    from drawgame.session.practice_keeper import PracticeKeeper

__all__ = ["ReviewWindow", "ReviewWorker"]

# The settings that keep the review window's size once the player changed it.
SIZE_KEYS = ("review/width", "review/height")


class ReviewWindow(ReviewLayout):
    """``ReviewWindow(record, hand, seat)``: hands and seats numbered as in the record
    (hands from 1). ``budget``: sampled deals per decision at most."""

    def __init__(
        self,
        record: MatchRecord,
        hand: int = 1,
        seat: int = 0,
        parent: QWidget | None = None,
        budget: int = DEFAULT_BUDGET,
        shown: Shown | None = None,
        settings: Settings | None = None,
    ) -> None:
        """``shown``: the commitments this game showed at its deals (none by default);
        ``settings`` remember the window's size once the player changes it."""
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("reviewWindow")
        themes.wear(self)  # its panels, tabs and lists in the table's look
        self.setWindowFlag(Qt.WindowType.Window)
        self.setSizeGripEnabled(True)
        self.record = record
        self.budget = budget
        # The analysis's options, the same for the review and "Try it yourself".
        self.options = Options.for_budget(budget)
        self._hand = min(max(1, hand), len(record.hands))
        self._seat = min(max(0, seat), record.players - 1)
        self._states: list[HandState] = []
        # The most tiles any hand holds through the hand: the rows keep room for it.
        self._widest_hand = 0
        self.try_dialog: TryItDialog | None = None
        self.practice: PracticeKeeper | None = None
        self._build()
        if shown is not None:
            self.deal_check.shown = shown
        self.decision_panel.next_hand_button.clicked.connect(
            lambda: self.choose(self._hand + 1, self._seat)
        )
        # The game's own sentences (how the hand ended), with this record's names.
        self._narrator = Narrator(
            self,
            player_name=lambda: "" if self.is_you(HUMAN) else self.names()[HUMAN],
            others=lambda seat: self.names()[seat],
        )
        # The analysis on its thread, and every (hand, seat) reviewed so far.
        self.jobs = ReviewJobs(record, budget, self)
        self.worker = self.jobs.worker
        self._reviews = self.jobs.reviews
        self.jobs.progressed.connect(self._on_progress)
        self.jobs.reviewed.connect(self._on_reviewed)
        self.jobs.changed.connect(self._on_changed)
        if parent is not None:
            # The game's window closing closes the review (and stops its thread) first.
            parent.installEventFilter(self)
        register(self)
        self._load_hand()
        self._given = self._first_size()
        self.resize(self._given)

    def _first_size(self) -> QSize:
        """The size the player left it at, else a share of the screen as the main window
        takes (1180×800 looked small on 1920×1080): never larger than the screen."""
        room = available_size(self) - FRAME
        wanted = first_size(QSize(1180, 800), room)
        if self.settings is not None:
            width = read_setting(self.settings, SIZE_KEYS[0], 0)
            height = read_setting(self.settings, SIZE_KEYS[1], 0)
            if width > 0 and height > 0:
                wanted = QSize(width, height)
        return wanted.boundedTo(room).expandedTo(QSize(1, 1))

    def _remember_size(self) -> None:
        """Once the player has changed the size (not maximised), it is kept for the next
        review window."""
        size = self.size()
        if self.settings is None or size == self._given or self.isMaximized():
            return
        self.settings.setValue(SIZE_KEYS[0], size.width())
        self.settings.setValue(SIZE_KEYS[1], size.height())
        self._given = size

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review"))
        self.hand_label.setText(self.tr("Hand:"))
        self.seat_label.setText(self.tr("Player:"))
        self.fair_note.setText(words.fair_text())
        self.thresholds.setText(words.thresholds_text())
        self.legend.setText(
            self.tr("On the table, the tile played is ringed in gold, the best one found in blue.")
        )
        self.tabs.setTabText(0, self.tr("This turn"))
        self.tabs.setTabText(1, self.tr("Decisions"))
        self.tabs.setTabText(2, self.tr("Scores"))
        self.retranslate_graph_tab()
        tips = (
            (self.first_button, self.tr("The deal (Home)")),
            (self.back_button, self.tr("One turn back (Left)")),
            (self.forward_button, self.tr("One turn on (Right)")),
            (self.last_button, self.tr("The end of the hand (End)")),
            (self.previous_mistake_button, self.tr("The previous inaccuracy or worse (Shift+N)")),
            (self.next_mistake_button, self.tr("The next inaccuracy or worse (N)")),
        )
        for button, tip in tips:
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self.slider.setAccessibleName(self.tr("Turn"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.analyse_button.setText(self.tr("Analyse"))
        self.close_button.setText(self.tr("Close"))
        self.hand_box.blockSignals(True)
        self.hand_box.clear()
        self.hand_box.addItems(
            [fill(self.tr("Hand %1"), n) for n in range(1, len(self.record.hands) + 1)]
        )
        self.hand_box.setCurrentIndex(self._hand - 1)
        self.hand_box.blockSignals(False)
        self.deal_check.show_hand(self.record, self._hand)
        self.seat_box.blockSignals(True)
        self.seat_box.clear()
        self.seat_box.addItems(self.names())
        self.seat_box.setCurrentIndex(self._seat)
        self.seat_box.blockSignals(False)
        if self._states:
            self._show_review()
            self.show_turn(self.slider.value())
        self._show_practice()

    def offer_practice(self, practice: PracticeKeeper, open_practice: Callable[[], object]) -> None:
        """Show "Practice mistakes (7)", with ``practice``'s count, opening the practice."""
        self.practice = practice
        practice.changed.connect(self._show_practice)
        self.practice_button.clicked.connect(lambda: open_practice())
        self.practice_button.setVisible(True)
        self._show_practice()

    def _show_practice(self) -> None:
        if self.practice is not None:
            from drawgame.ui.words.practice_text import button_text, tip_text

            self.practice_button.setText(button_text(self.practice.unsolved))
            self.practice_button.setToolTip(tip_text(self.practice.unsolved))

    # -- what is shown ----------------------------------------------------------------

    def names(self) -> list[str]:
        """The seats' names; the game's nameless player is "You"."""
        return [
            self.tr("You") if seat.name == "You" and seat.strength == "human" else seat.name
            for seat in self.record.seats
        ]

    def is_you(self, seat: int) -> bool:
        s = self.record.seats[seat]
        return s.name == "You" and s.strength == "human"

    @property
    def hand(self) -> int:
        return self._hand

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def turn(self) -> int:
        """How many turns of the hand have been played in the position shown."""
        return self.slider.value()

    @property
    def running(self) -> bool:
        return self.jobs.running

    def review(self, hand: int | None = None, seat: int | None = None) -> Review | None:
        """The analysis of a hand and player (default: those shown), once it is done."""
        return self._reviews.get((hand or self._hand, self._seat if seat is None else seat))

    def match_review(self, seat: int | None = None) -> Review | None:
        """The review of a player (default: the one shown) over the whole match, once every
        hand is reviewed."""
        seat = self._seat if seat is None else seat
        parts = [self.review(hand, seat) for hand in range(1, len(self.record.hands) + 1)]
        if any(part is None for part in parts):
            return None
        return figures.combine([p for p in parts if p is not None], seat)

    def decision(self) -> Decision | None:
        """The reviewed player's decision at the turn shown, once analysed."""
        review = self.review()
        if review is None:
            return None
        return next((d for d in review.decisions if d.turn == self.turn + 1), None)

    def choose(self, hand: int, seat: int) -> None:
        """Review another hand or player."""
        if (hand, seat) == (self._hand, self._seat):
            return
        self._hand, self._seat = hand, seat
        self.hand_box.setCurrentIndex(hand - 1)
        self.seat_box.setCurrentIndex(seat)
        self._load_hand()

    def jump_to(self, turn: int) -> None:
        """Show the decision made at ``turn`` (from 1): the position before it."""
        self.show_turn(turn - 1)

    def _load_hand(self) -> None:
        record = self.record.hands[self._hand - 1]
        state = record.initial_state(self.record.rules)
        self._states = [state]
        for _seat, action in record.turns:
            state = state.apply(action)
            self._states.append(state)
        self._widest_hand = max(len(s.hand(p)) for s in self._states for p in range(s.players))
        self.slider.blockSignals(True)
        self.deal_check.show_hand(self.record, self._hand)
        self.slider.setRange(0, len(record.turns))
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self._show_review()
        self.show_turn(0)
        if self.review() is None and not self.jobs.coming(self._hand, self._seat):
            self.analyse()
        else:
            self.show_work()

    def _ends(self, turn: int) -> tuple[int, int] | None:
        """The line's ends before the decision at ``turn`` (from 1)."""
        return self._states[turn - 1].ends

    def _show_review(self) -> None:
        """The hand's review (when done): the list, the graph, the summary and scores."""
        review = self.review()
        turns = len(self.record.hands[self._hand - 1].turns)
        name = self.names()[self._seat]
        if review is None:
            self.decision_list.set_decisions([], self._ends)
            self.graph.clear()
        else:
            mine = [d for d in review.decisions if d.seat == self._seat]
            self.decision_list.set_decisions(mine, self._ends)
            summary = figures.hand_summary(review, self._hand, self._seat)
            result = math.nan if summary is None else summary.result
            lucks = [(x, figures.luck_margin(x, mine)) for x in review.lucks]
            if self.is_you(self._seat):
                title = self.tr("Your expected net points, ± margin")
            else:
                title = fill(self.tr("Expected net points of %1, ± margin"), name)
            self.graph.show_hand(mine, turns, result, lucks, title)
        self._show_scores()

    def _show_scores(self) -> None:
        name = self.names()[self._seat]
        review = self.review()
        hand: Figures | None = None
        summary = None if review is None else figures.hand_summary(review, self._hand, self._seat)
        if review is not None and summary is not None and summary.score is not None:
            mine = list(review.decisions)
            hand = Figures(
                summary.score,
                figures.mean_loss_margin(mine),
                figures.luck_total_margin(review.lucks, mine),
                summary.result,
            )
            self.summary.setText(
                words.summary_text(
                    summary,
                    name,
                    self.is_you(self._seat),
                    lambda turns: figures.loss_margin(mine, turns),
                )
            )
        else:
            self.summary.setText("")
        match: Figures | None = None
        whole = self.match_review()
        if whole is not None and whole.totals:
            match = Figures(
                whole.totals[0],
                figures.mean_loss_margin(whole.decisions),
                figures.luck_total_margin(whole.lucks, whole.decisions),
                self._match_result(),
            )
        hands = len(self.record.hands)
        done = sum(1 for h in range(1, hands + 1) if (h, self._seat) in self._reviews)
        self.scores.show_figures(name, hand, match, done, hands, self.is_you(self._seat))

    def _match_result(self) -> float:
        """The net points the player made over the match (NaN: a hand unfinished)."""
        total = 0.0
        for (hand, seat), review in self._reviews.items():
            if seat == self._seat:
                summary = figures.hand_summary(review, hand, seat)
                total += math.nan if summary is None else summary.result
        return total

    def show_turn(self, turn: int) -> None:
        """Show the position after ``turn`` turns of the hand (0: the deal)."""
        turns = self.record.hands[self._hand - 1].turns
        turn = max(0, min(turn, len(turns)))
        if self.slider.value() != turn:
            self.slider.setValue(turn)  # comes back here through valueChanged
            return
        state = self._states[turn]
        names = self.names()
        decision = self.decision()
        played = best = None
        played_action = best_action = None
        if turn < len(turns):
            seat, played_action = turns[turn]
            played = played_action.tile if isinstance(played_action, Place) else None
            if decision is not None:
                best_action = decision.best
                best = best_action.tile if isinstance(best_action, Place) else None
            if turn == 0:
                text = fill(self.tr("The deal: %1 to play first"), names[seat])
            else:
                # Numbered like the decision below it: turn 10 is the one about to be made.
                text = fill(self.tr("Turn %1 of %2: %3 to play"), turn + 1, len(turns), names[seat])
        else:
            seat = -1
            n = len(turns)
            text = plural_fallback(self.tr("The end of the hand, after %n turn(s)", "", n), n)
        self.turn_label.setText(text)
        badge = ""
        if isinstance(best_action, Draw):
            badge = self.tr("Best: draw")
        elif isinstance(best_action, Pass):
            badge = self.tr("Best: pass")
        self.scene.show_position(
            ReviewPosition(
                state,
                tuple(names),
                seat,
                played,
                best,
                self.tr("Stock"),
                played_action=played_action,
                best_action=best_action,
                best_badge=badge,
                fitted_line=self._states[-1].line.placements,
                widest_hand=self._widest_hand,
                widest_stock=len(self._states[0].stock),
            )
        )
        self.first_button.setEnabled(turn > 0)
        self.back_button.setEnabled(turn > 0)
        self.forward_button.setEnabled(turn < len(turns))
        self.last_button.setEnabled(turn < len(turns))
        self.previous_mistake_button.setEnabled(self._mistake(-1) is not None)
        self.next_mistake_button.setEnabled(self._mistake(+1) is not None)
        self.decision_list.mark(turn + 1)
        self.graph.set_now(turn)
        self._show_decision(turn, state)
        self.show_work()  # no "No more mistakes" left from another turn

    def _show_decision(self, turn: int, state: HandState) -> None:
        panel = self.decision_panel
        panel.clear()
        self._fill_decision(turn, state)
        panel.show_rows()

    def _fill_decision(self, turn: int, state: HandState) -> None:
        turns = self.record.hands[self._hand - 1].turns
        panel = self.decision_panel
        if turn >= len(turns):
            outcome = state.outcome
            self.decision_title.setText(
                self.tr("The record stops before the end of this hand.")
                if outcome is None
                else self._narrator.hand_end_text(outcome)
            )
            if self._hand < len(self.record.hands):
                button = panel.next_hand_button
                button.setText(fill(self.tr("Review hand %1"), self._hand + 1))
                button.setVisible(True)
            return
        seat, action = turns[turn]
        name = self.names()[seat]
        self.decision_title.setText(fill(self.tr("Turn %1: %2"), turn + 1, name))
        panel.value("played").setText(words.action_text(action, state.ends))
        if seat != self._seat:
            panel.note.setText(self.tr("Not a decision of the player reviewed."))
            return
        decision = self.decision()
        if decision is None:
            panel.note.setText(
                self.tr("Not analysed yet.") if self.running or not self.jobs.cancelled else ""
            )
            return
        panel.show_decision(decision, state, self.names())

    # -- mistakes ---------------------------------------------------------------------

    def _mistake(self, step: int) -> Decision | None:
        """The player's next (``step`` 1) or previous (-1) inaccuracy or worse; with
        ``step`` 0, the hand's first."""
        found = self._mistakes()
        now = self.turn + 1
        if step == 0:  # the first
            return found[0] if found else None
        if step > 0:
            return next((d for d in found if d.turn > now), None)
        return next((d for d in reversed(found) if d.turn < now), None)

    def _mistakes(self) -> list[Decision]:
        """The reviewed player's inaccuracies or worse in the hand, in turn order."""
        review = self.review()
        if review is None:
            return []
        return [d for d in review.decisions if d.seat == self._seat and figures.is_mistake(d)]

    def next_mistake(self) -> bool:
        """Show the next inaccuracy or worse; whether there was one."""
        found = self._mistake(+1)
        if found is not None:
            self.jump_to(found.turn)
        return found is not None

    def previous_mistake(self) -> bool:
        found = self._mistake(-1)
        if found is not None:
            self.jump_to(found.turn)
        return found is not None

    def mistake_key(self, step: int) -> None:
        """N (``step`` 1) or Shift+N (-1): the next or previous mistake, or a sentence in the
        status line that there is none that way."""
        if self.review() is None:
            return
        if self.next_mistake() if step > 0 else self.previous_mistake():
            return
        self.status.setText(
            self.tr("No more mistakes in this hand.")
            if step > 0
            else self.tr("No earlier mistakes in this hand.")
        )

    def try_it(self) -> TryItDialog | None:
        """ "Try it yourself" at the decision shown."""
        decision = self.decision()
        if decision is None:
            return None
        # The first opening builds its board (a first-time player saw nothing happen for
        # about 3 s under X11): the busy pointer meanwhile.
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            return self._open_try_it(decision)
        finally:
            QApplication.restoreOverrideCursor()

    def _open_try_it(self, decision: Decision) -> TryItDialog:
        if self.try_dialog is None:
            self.try_dialog = TryItDialog(self.options, self)
            self.try_dialog.next_asked.connect(self._try_next)
        self.try_dialog.glide_ms = self._glide_ms()
        self.try_dialog.load(
            decision, self._states[self.turn], self.names(), self.is_you(decision.seat)
        )
        self._offer_next(decision)
        self.try_dialog.show()
        self.try_dialog.raise_()
        self.try_dialog.activateWindow()  # its keys are the table's, not the review's
        return self.try_dialog

    def _glide_ms(self) -> int:
        """How long the table's tiles glide (its animation speed), for "Try it"'s tile;
        the table's default with no game window behind this one."""
        table = getattr(self.parent(), "scene", None)
        duration = getattr(getattr(table, "animator", None), "duration", 250)
        return duration if isinstance(duration, int) else 250

    def _try_next(self) -> None:
        """Try it's Next mistake: the next one, and after the hand's last, round to its
        first again (a player practising them expected it to go on)."""
        if self.try_dialog is None:
            return
        now = self.decision()
        first = self._mistake(0)
        wrapped = False
        if not self.next_mistake():
            if first is None or now is None or first.turn == now.turn:
                return  # no other mistake: the button is not offered (_offer_next)
            self.jump_to(first.turn)
            wrapped = True
        decision = self.decision()
        assert decision is not None
        self.try_dialog.load(
            decision, self._states[self.turn], self.names(), self.is_you(decision.seat)
        )
        self._offer_next(decision)
        if wrapped:
            self.try_dialog.round_again()

    def _offer_next(self, decision: Decision) -> None:
        """Try it's Next mistake only where the hand has another one (it looked available
        with none left, and clicked only said so: a first-time player)."""
        assert self.try_dialog is not None
        others = any(d.turn != decision.turn for d in self._mistakes())
        self.try_dialog.next_button.setEnabled(others)

    def show_work(self) -> None:
        review, jobs = self.review(), self.jobs
        self.progress.setVisible(jobs.running)
        self.cancel_button.setVisible(jobs.running)
        self.analyse_button.setVisible(not jobs.running and review is None)
        many = len(jobs.job[0]) > 1
        self.scores.whole_button.setEnabled(not (jobs.running and many))
        if jobs.running:
            self.status.setText(
                self.tr("Analysing the whole match…") if many else self.tr("Analysing the hand…")
            )
        elif jobs.failure:
            self.status.setText(self.tr("The hand could not be analysed."))
            self.status.setToolTip(plain_tooltip(jobs.failure))
        elif review is None:
            self.status.setText(self.tr("The analysis was cancelled."))
        else:
            self.status.setText(self.tr("Analysis done."))
        # Beside the tabs of a compact window, the progress bar says it while it runs (the
        # tabs keep their width).
        self.status.setVisible(not (self.compact and jobs.running))
        self.progress.setToolTip(plain_tooltip(self.status.said()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The arrows, Home and End step through the hand wherever the focus is.
        button = self._keys.get(Qt.Key(event.key()))
        if button is not None:
            button.click()
            return
        super().keyPressEvent(event)

    # -- the analysis -----------------------------------------------------------------

    def analyse(self) -> None:
        """Analyse the hand and player shown on the worker thread (a running analysis of
        another hand or player is cancelled)."""
        self.progress.setRange(0, 0)
        self.jobs.run((self._hand,), self._seat)

    def review_whole_match(self) -> None:
        """Review every hand of the player shown not reviewed yet, the hand shown first."""
        hands = len(self.record.hands)
        todo = [h for h in range(1, hands + 1) if (h, self._seat) not in self._reviews]
        todo.sort(key=lambda h: h != self._hand)
        if todo:
            self.progress.setRange(0, 0)
            self.jobs.run(tuple(todo), self._seat)

    def cancel(self) -> None:
        """Stop the analysis; what is done stays, and Analyse starts it again."""
        self.jobs.cancel()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _on_reviewed(self, hand: int, seat: int) -> None:
        if (hand, seat) == (self._hand, self._seat):
            self._show_review()
            self.show_turn(self.turn)
        else:
            self._show_scores()

    def _on_changed(self) -> None:
        self.show_work()
        self._show_scores()
        if not self.jobs.running:
            self.show_turn(self.turn)

    # -- closing ----------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop the analysis and its thread (closing does it), and keep the size."""
        self._remember_size()
        if self.try_dialog is not None:
            self.try_dialog.close()
        self.jobs.shutdown()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close and watched is self.parent():
            self.close()
        return False

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        # Escape and Close end here too.
        self.shutdown()
        super().done(result)
