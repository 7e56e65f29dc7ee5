""" "Try it yourself": a decision that went wrong, shown as the player saw it (their tiles,
the line; the other hands and the stock face down), for the user to play again: click a
tile (then its marker on the line, if it fits both ends, as on the table), or draw or
pass; or the table's keys (Left and Right, Up and Down, Enter). The move is judged from the review's
own table for that decision (:func:`drawgame.ai.analysis.verdict_in`): the very figures the
candidate table shows for it, every move valued on the best's deals; the dialog says what
it costs; "Next mistake" goes on to the next one."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPropertyAnimation,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from drawgame.ai.analysis import Label, Options, Verdict, same_move, verdict_in
from drawgame.ai.review import Decision
from drawgame.engine import Action, Draw, End, HandState, Pass, Place, PlayerView, Tile
from drawgame.ui.kit.screen_fit import FRAME, available_size, keep_inside_when_shown
from drawgame.ui.language import register
from drawgame.ui.panels.whole_label import WholeLabel
from drawgame.ui.review.keys_hint import KeysHint
from drawgame.ui.review.review_scene import FittedView, ReviewPosition, ReviewScene
from drawgame.ui.table import themes
from drawgame.ui.table.feedback import settle, shake
from drawgame.ui.table.tile_item import TileItem
from drawgame.ui.words import review_text as words
from drawgame.ui.words.gestures import GestureWords
from drawgame.ui.words.text import fill

# The board's width to its height (the table's shape with two hands side by side).
_BOARD_SHAPE = 1.9
# The least width: the verdict's two sentences in a few lines each.
_LEAST_WIDTH = 680


class TryItDialog(QDialog):
    """Play one decision again. ``next_asked`` when "Next mistake" is clicked (the window
    answers with :meth:`load`; it offers Next mistake only where the hand has another)."""

    next_asked = Signal()

    def __init__(self, options: Options, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tryItDialog")
        themes.wear(self)  # its panels, tabs and lists in the table's look
        self.options = options
        self.decision: Decision | None = None
        self.state: HandState | None = None
        self.names: list[str] = []
        self.you = False
        self.chosen: Action | None = None
        self.verdict: Verdict | None = None
        # Milliseconds a tile glides, as the table's animation speed (0: at once); the
        # review window sets it from the main window's.
        self.glide_ms = 250
        # The tile's glide into the line while it runs.
        self.motion: QParallelAnimationGroup | None = None
        self._token = 0
        self.scene = ReviewScene(self)
        self.scene.tile_clicked.connect(self._tile_clicked)
        self.view = FittedView(self.scene)
        self.view.setObjectName("tryTable")
        self.view.setMinimumHeight(180)
        self.prompt = WholeLabel()
        self.prompt.setObjectName("tryPrompt")
        self.answer = WholeLabel()
        self.answer.setObjectName("tryResult")
        # Room for the verdict's lines from the start: the table above keeps its size
        # (and its tiles their places) when the words come.
        self.answer.setMinimumHeight(3 * self.answer.fontMetrics().lineSpacing() + 4)
        self.draw_button, self.pass_button = QPushButton(), QPushButton()
        self.again_button, self.next_button = QPushButton(), QPushButton()
        self.close_button = QPushButton()
        moves = QHBoxLayout()
        for name, button in (
            ("tryDrawButton", self.draw_button),
            ("tryPassButton", self.pass_button),
        ):
            button.setObjectName(name)
            moves.addWidget(button)
        # The keys that play here, on the row of Draw and Pass (issue 32).
        self.keys_hint = KeysHint()
        moves.addWidget(self.keys_hint, 1)
        after = QHBoxLayout()
        for name, button in (
            ("againButton", self.again_button),
            ("nextMistakeButton", self.next_button),
            ("tryCloseButton", self.close_button),
        ):
            button.setObjectName(name)
            after.addWidget(button)
        after.insertStretch(2, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.view, 1)
        layout.addLayout(moves)
        layout.addWidget(self.answer)
        layout.addLayout(after)
        # The tile that fits both ends goes where its marker is clicked, as on the table.
        self.scene.end_clicked.connect(self._end_chosen)
        self.scene.end_switched.connect(self._switch_end)
        self.scene.choice_dropped.connect(self._drop_choice)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the table's keys
        self.draw_button.clicked.connect(lambda: self.choose(Draw()))
        self.pass_button.clicked.connect(lambda: self.choose(Pass()))
        self.again_button.clicked.connect(self.again)
        self.next_button.clicked.connect(self.next_asked)
        self.close_button.clicked.connect(self.close)
        next_key = QShortcut(QKeySequence("N"), self)
        next_key.activated.connect(self.next_button.click)
        self._pending: Tile | None = None
        self._end = End.LEFT  # the marker lit for the keyboard
        register(self)
        self._sized = False
        self.resize(self.wanted_size())

    def wanted_size(self) -> QSize:
        """As large as its board needs, never the whole screen: the board a little over
        half the screen's height on a small one (at 800×600 it covered the review window
        and the screen), under three quarters on a large one (its tiles grow with it), as
        wide as the position shown needs at that height (no felt beyond what makes its
        tiles larger: on 1920×1080 it was 1411 pixels wide round a board of 950), the
        words and buttons round it; inside the room for windows."""
        room = available_size(self) - FRAME
        grow = min(1.0, max(0.0, (room.height() - 552) / 450))
        board = int(room.height() * (0.55 + 0.17 * grow))
        around = self._around_board()
        wanted = QSize(self.board_width(board), board + around.height())
        wanted = wanted.expandedTo(self.minimumSizeHint())
        return wanted.boundedTo(room).expandedTo(QSize(1, 1))

    def board_width(self, board: int) -> int:
        """The dialog's width for a board ``board`` pixels tall: the position's natural
        width at that height (see :meth:`ReviewScene.natural_view`), the margins round it,
        never under the verdict's least width nor over the room for windows."""
        edge = 2 * self.view.frameWidth()
        if self.scene.position is None:
            width = int(board * _BOARD_SHAPE)
        else:
            width = self.scene.natural_view(board - edge).width() + edge
        room = available_size(self) - FRAME
        return min(room.width(), max(_LEAST_WIDTH, width + self._around_board().width()))

    def _around_board(self) -> QSize:
        """The room the words, the buttons and the margins take round the board."""
        layout = self.layout()
        if layout is None:
            return QSize(0, 0)
        margins = layout.contentsMargins()
        height = margins.top() + margins.bottom()
        parts = 0
        for index in range(layout.count()):
            item = layout.itemAt(index)
            if item is None or item.widget() is self.view:
                continue
            widget = item.widget()
            if widget is not None and widget.isHidden() and self.isVisible():
                continue
            height += item.sizeHint().height()
            parts += 1
        height += parts * max(0, layout.spacing())
        return QSize(margins.left() + margins.right(), height)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        keep_inside_when_shown(self)  # its title bar on the screen: movable, closable

    # -- words ------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Try it yourself"))
        #: The button that draws a tile from the stock: the verb, not the game's name.
        self.draw_button.setText(self.tr("Draw"))
        self.pass_button.setText(self.tr("Pass"))
        self.again_button.setText(self.tr("Try again"))
        self.next_button.setText(self.tr("Next mistake"))
        self.next_button.setToolTip(self.tr("The player's next inaccuracy or worse (N)"))
        self.close_button.setText(self.tr("Close"))
        if self.decision is not None:
            self._show()

    # -- the position -----------------------------------------------------------------

    def load(
        self, decision: Decision, state: HandState, names: list[str], you: bool = False
    ) -> None:
        """Offer ``decision`` (made in ``state``) to play again (``you``: it was the
        player's own, spoken to as "you")."""
        self._token += 1
        self.decision, self.state, self.names, self.you = decision, state, names, you
        self.chosen, self.verdict, self._pending = None, None, None
        self._end = End.LEFT
        self.next_button.setEnabled(True)
        self._show()
        if not self._sized:
            # Sized once, to the first position it shows: the next ones keep that size
            # (the window does not jump from one mistake to the next).
            self._sized = True
            self.resize(self.wanted_size())
            # The words laid out round the board take what they take: the width follows
            # the board's height as it came out.
            layout = self.layout()
            if layout is not None:
                layout.activate()
                self.resize(self.board_width(self.view.height()), self.height())
        self.view.setFocus()  # the table's keys work at once

    def round_again(self) -> None:
        """The mistake shown is the hand's first again, after its last."""
        self.answer.setText(self.tr("Back to the first mistake of this hand."))

    @property
    def seen(self) -> PlayerView:
        assert self.state is not None and self.decision is not None
        return self.state.view(self.decision.seat)

    def _show(self) -> None:
        """The position (nothing chosen yet), then the words and buttons."""
        if self.chosen is None:
            self._show_table()
        self._show_controls()

    def _position(self) -> ReviewPosition:
        decision, state = self.decision, self.state
        assert decision is not None and state is not None
        view = self.seen
        playable = tuple(a.tile for a in view.legal_actions if isinstance(a, Place))
        ends = tuple(
            a.end for a in view.legal_actions if isinstance(a, Place) and a.tile == self._pending
        )
        return ReviewPosition(
            state,
            tuple(self.names),
            decision.seat,
            self._pending,
            None,
            self.tr("Stock"),
            seen_by=decision.seat,
            playable=playable,
            # As on the table: what fits no end is dimmed (and, clicked, says why).
            dimmed=tuple(t for t in view.hand if t not in playable),
            open_ends=ends,
            chosen_end=self._end,
        )

    def _show_table(self) -> None:
        self.finish_motion()
        self.scene.show_position(self._position())

    def _show_controls(self) -> None:
        decision = self.decision
        assert decision is not None
        view = self.seen
        judged = self.verdict is not None
        if self.you:
            prompt = fill(
                self.tr("Turn %1: what would you play? Click a tile, or draw or pass."),
                decision.turn,
            )
        else:
            prompt = fill(
                self.tr("Turn %1, as %2: what would you play? Click a tile, or draw or pass."),
                decision.turn,
                self.names[decision.seat],
            )
        self.prompt.setText(prompt)
        open_to = self.chosen is None
        legal = view.legal_actions
        self.draw_button.setEnabled(open_to and Draw() in legal)
        self.pass_button.setEnabled(open_to and Pass() in legal)
        self.again_button.setEnabled(judged)
        if self.chosen is None and self._pending is not None:
            # The table's own words: click the marker of the end.
            self.answer.setText(GestureWords(self).fits_both_choose(self._pending))
        elif self.chosen is None:
            self.answer.setText("")
        elif not judged:
            self.answer.setText(self.tr("Weighing your move…"))
        else:
            self.answer.setText(self._verdict_text())

    def _badge(self, best: Action | None) -> str:
        if isinstance(best, Draw):
            return self.tr("Best: draw")
        if isinstance(best, Pass):
            return self.tr("Best: pass")
        return ""

    def _verdict_text(self) -> str:
        verdict, decision, chosen = self.verdict, self.decision, self.chosen
        assert verdict is not None and decision is not None and chosen is not None
        ends = self.seen.ends
        move = words.action_text(chosen, ends)
        best = verdict.analysis.best
        if verdict.label is Label.BEST:
            first = fill(
                self.tr("You chose %1: the best move found, worth %2 points."),
                move,
                words.value_text(best.value, best.margin),
            )
        else:
            first = fill(
                self.tr(
                    "You chose %1: %2 points lost (%3). The best move found: %4, worth %5 points."
                ),
                move,
                words.loss_text(verdict.loss, verdict.margin),
                words.label_text(verdict.label),
                words.action_text(best.action, ends),
                words.value_text(best.value, best.margin),
            )
        second = fill(
            self.tr("In the game: %1, %2 points lost (%3)."),
            words.action_text(decision.played, ends),
            words.loss_text(decision.loss, decision.margin),
            words.label_text(decision.label),
        )
        # "0.0 ± 0.0 points lost (Good)": why good, not best (once, for the same move).
        tied = words.is_tie(verdict.loss, verdict.margin, verdict.label is Label.BEST)
        if tied:
            first += " " + words.tie_sentence(move)
        if not tied and words.is_tie(decision.loss, decision.margin, decision.label is Label.BEST):
            second += " " + words.tie_sentence(words.action_text(decision.played, ends))
        return first + "\n" + second

    # -- choosing ---------------------------------------------------------------------

    def _tile_clicked(self, tile: Tile) -> None:
        if self.chosen is not None:
            return
        view = self.seen
        places = [a for a in view.legal_actions if isinstance(a, Place) and a.tile == tile]
        if not places:
            self.answer.setText(GestureWords(self).why_not(view, tile))
            self._shake(tile)
            return
        if len(places) == 1 or same_move(places[0], places[1], view):
            self.choose(places[0])
        else:
            # It fits both ends: the markers ask which, as on the table (a second click on
            # it puts it back).
            self._pending = None if self._pending == tile else tile
            self._end = End.LEFT
            self._show()

    def _end_chosen(self, end: End) -> None:
        if self._pending is not None:
            self.choose(Place(self._pending, end))

    def _switch_end(self, end: End) -> None:
        self._end = end
        self._show()

    def _drop_choice(self) -> None:
        self._pending = None
        self._show()

    def choose(self, action: Action) -> None:
        """Play ``action`` here and have it judged."""
        if self.decision is None or self.chosen is not None:
            return
        if action not in self.seen.legal_actions:
            return
        self.chosen, self._pending = action, None
        self._token += 1
        if isinstance(action, Place):
            self._place(action)
        else:  # the stock framed in gold: the draw or the pass chosen
            self.finish_motion()
            chosen = replace(self._position(), played_action=action, playable=(), dimmed=())
            self.scene.show_position(chosen)
        self._show_controls()
        # The table's own figures for this move (the review measured every move paired
        # with the best): what the table shows is what Try it says.
        try:
            verdict = verdict_in(self.decision.analysis, action)
        except ValueError as error:
            self._failed(self._token, str(error))
        else:
            self._judged(self._token, verdict)

    # -- motion -----------------------------------------------------------------------

    def _item(self, tile: Tile) -> TileItem | None:
        return next((i for i in self.scene.tile_items() if i.tile == tile), None)

    def _place(self, action: Place) -> None:
        """The chosen tile glides from the hand into the line, as on the table; then the
        table shows the new position, exactly (the hand closed up, the line laid out with
        the tile: a gap and the tile cut at the table's edge were left)."""
        state, item = self.state, self._item(action.tile)
        assert state is not None
        after = state.apply(action)
        spot = self.scene.line_spot(after.line.placements)
        position = replace(
            self._position(),
            state=after,
            played=action.tile,
            played_action=action,
            playable=(),
            dimmed=(),
        )
        self.scene.keep_position(position)  # a new size draws it so
        self.scene.drop_markers()
        if item is None or spot is None:
            self.scene.show_position(position)
            return
        self.finish_motion()
        settle(item)  # a shake under way ends: the tile glides from its place in the hand
        for other in self.scene.tile_items():
            other.set_interactive(False)
            other.set_marked(dimmed=False, selected=other is item)
        item.setZValue(20)
        item.set_values(spot.first, spot.second)
        if self.glide_ms <= 0:
            item.setPos(spot.at)
            item.setRotation(spot.rotation)
            item.setProperty("unit_size", spot.unit)
            self._landed()
            return
        group = QParallelAnimationGroup(self)
        for name, end in (
            (b"pos", spot.at),
            (b"rotation", spot.rotation),
            (b"unit_size", spot.unit),
        ):
            glide = QPropertyAnimation(item, name, group)
            glide.setDuration(self.glide_ms)
            glide.setEasingCurve(QEasingCurve.Type.OutCubic)
            glide.setStartValue(item.property(name.decode()))
            glide.setEndValue(end)
            group.addAnimation(glide)
        self.motion = group
        group.finished.connect(self._landed)
        group.start()

    def _shake(self, tile: Tile) -> None:
        """The table's own shake of a tile that fits no end, at its animation speed (none
        with the animations off)."""
        item = self._item(tile)
        if item is not None:
            shake(item, self.glide_ms)

    def finish_motion(self) -> None:
        """Bring a glide under way to its end at once."""
        motion = self.motion
        if motion is not None:
            motion.setCurrentTime(motion.totalDuration())
            motion.stop()
            self._motion_done()

    def _motion_done(self) -> None:
        if self.motion is not None:
            self.motion.deleteLater()
            self.motion = None

    def _landed(self) -> None:
        """The tile is in the line: the new position as the table draws it (the best move
        found keeps its ring)."""
        self._motion_done()
        position = self.scene.position
        if position is not None and self.chosen is not None:
            self.scene.show_position(position, keep_layout=True)

    def again(self) -> None:
        """Forget the move tried and choose again."""
        if self.decision is not None and self.state is not None:
            self.load(self.decision, self.state, self.names, self.you)

    def _judged(self, token: int, verdict: object) -> None:
        if token == self._token and isinstance(verdict, Verdict):
            self.verdict = verdict
            # The best move found is ringed where it lies; nothing else moves.
            self.scene.mark_best(verdict.best, self._badge(verdict.best))
            self._show_controls()

    def _failed(self, token: int, reason: str) -> None:
        if token == self._token:
            self.answer.setText(fill(self.tr("The move could not be weighed: %1"), reason))

    @property
    def busy(self) -> bool:
        return self.chosen is not None and self.verdict is None

    # -- closing ----------------------------------------------------------------------

    def shutdown(self) -> None:
        self._token += 1

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.shutdown()
        super().done(result)
