"""The player's moves, the hint and the tutor's question: what the table's clicks and
keys, the bar's buttons and the Play menu ask for, and what the window says back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtWidgets import QMessageBox

from drawgame.engine import Action, Place
from drawgame.ui.dialogs.message_box import SteadyPlace
from drawgame.ui.dialogs.questions import ask_tutor

if TYPE_CHECKING:
    from drawgame.ui.windows.match_display import MatchDisplay
    from drawgame.ui.windows.parts import WindowParts

# How far the tutor's box keeps from what it leaves in sight (screen pixels).
CLEARANCE = 8


class PlayCommands(QObject):
    """Plays, hints and asks the tutor's question over the window's ``parts``; the
    ``display`` shows what changed."""

    def __init__(self, parts: WindowParts, display: MatchDisplay) -> None:
        super().__init__(parts.window)
        self._parts = parts
        self._display = display
        # The tutor's warning while it is asked, else None.
        self.tutor_box: QMessageBox | None = None
        # Each question of the tutor stands where the last one stood.
        self._tutor_place = SteadyPlace()

    def play(self, action: Action) -> None:
        """The player's click, key or button: played, or a sentence says why not."""
        p = self._parts
        c = p.controller
        match = c.match
        if match is None:
            return
        if not c.human_to_move():
            over = match.hand.outcome is not None
            p.news.say(p.narrator.not_your_turn_text(None if over else match.hand.current))
            return
        if c.move_pending:
            p.news.say(self.tr("Wait: the tutor is looking at your move."))
            return
        if c.play(action):
            self.drop_hint()
            if c.move_pending:
                p.news.say(self.tr("The tutor is looking at your move…"))

    def drop_hint(self) -> None:
        """The position or the keyboard cursor changed: the hint no longer applies."""
        p = self._parts
        had = p.hints.active
        p.hints.clear()
        p.scene.set_hint(None)
        if had:
            self._display.refresh()

    def ask_hint(self) -> None:
        if self._parts.controller.request_hint():
            self._parts.news.say(self.tr("Thinking of a hint…"))

    def show_hint(self, hint: object) -> None:
        p = self._parts
        if hint is None:
            p.news.say(self.tr("No hint is available."))
            return
        from drawgame.ai.hint import Hint

        view = p.controller.view
        assert isinstance(hint, Hint) and view is not None
        p.hints.set(hint, view)
        if isinstance(hint.action, Place):
            p.scene.point_out(hint.action)
        else:
            p.scene.set_hint(hint.action)
        # Shown once, under the table; Enter on the table carries it out.
        p.window.statusBar().clearMessage()
        p.table.setFocus()
        self._display.refresh()

    def warn_of_move(self, check: object) -> None:
        """The tutor's question: Choose again (nothing played) or Play it anyway."""
        p = self._parts
        c = p.controller
        view = c.view
        if view is None or check is not c.tutor_warning:
            return
        from drawgame.ai.tutor import MoveCheck
        from drawgame.ui.words.tutor_text import (  # at the tutor's first warning
            warning_text,
            warning_why,
        )

        assert isinstance(check, MoveCheck)

        def answer(play_anyway: bool) -> None:
            self.tutor_box = None
            if c.tutor_warning is check:
                c.answer_tutor(play_anyway)
            p.table.setFocus()

        self.tutor_box = ask_tutor(
            p.window,
            warning_text(check, view.ends),
            lambda: answer(True),
            lambda: answer(False),
            self._line_and_hand,
            self._tutor_place,
            why=warning_why(check, view.ends, p.narrator.seat_name),
        )
        # Done looking: "looking at your move…" no longer stands under its question.
        p.news.say(self.tr("The tutor asks about your move."))

    def _line_and_hand(self) -> list[QRect]:
        """Where the line and the player's hand are on the screen: what the tutor's
        question speaks of ("on the 3", "[3|4]"), left in sight; and the seats' panels,
        the name tags and the ends' markers."""
        scene, table = self._parts.scene, self._parts.table
        rects = []
        viewport = table.viewport()
        for across, items in ((True, scene.line_items()), (False, scene.hand_items())):
            if items or across:
                area = QRectF()
                for item in items:
                    area = area.united(item.sceneBoundingRect())
                if not items:
                    # Before the opening: the middle of the line's room, where it will
                    # lie; so the first question, about the opening tile, takes the
                    # column the next ones keep (it stood 12 px further left and wider,
                    # and the next one moved: a first-time player at 800×600).
                    room = scene.line_region()
                    area = QRectF(
                        room.left(),
                        room.center().y() - room.height() / 8,
                        room.width(),
                        room.height() / 4,
                    )
                shown = table.mapFromScene(area).boundingRect()
                if across:
                    # The line, across the table: it grows along its row, and the next
                    # question stands where this one does (so clear of it then too).
                    shown.setLeft(0)
                    shown.setRight(viewport.width() - 1)
                at = viewport.mapToGlobal(shown.topLeft())
                rects.append(QRect(at, shown.size()))
        # And who is who: the seats' panels (their names) and the name tags on the line's
        # tiles, and the ends' markers (the question once stood over "Bot 1"'s tag).
        # The banner ("YOUR TURN") and the player's name above the hand too: at 1366×768
        # the box stood over the banner, its edge on the raised tile.
        named = [
            rect
            for name, rect in scene.edge_rects()
            if name.startswith("panel") or name in ("banner", "name")
        ]
        named += [tag.sceneBoundingRect() for tag in scene.tags()]
        named += [marker.sceneBoundingRect() for marker in scene.markers()]
        for area in named:
            shown = table.mapFromScene(area).boundingRect()
            rects.append(QRect(viewport.mapToGlobal(shown.topLeft()), shown.size()))
        # A little apart from each, not touching it.
        return [r.adjusted(-CLEARANCE, -CLEARANCE, CLEARANCE, CLEARANCE) for r in rects]
