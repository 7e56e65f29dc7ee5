"""The main window: the table, the player's buttons, the score sheet and the move log."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from drawgame.engine import (
    DRAW,
    PASS,
    Action,
    Place,
)
from drawgame.languages import SYSTEM, codes
from drawgame.session.controller import HUMAN, GameController, MatchSetup
from drawgame.storage.settings import Settings
from drawgame.ui.dialogs.about import show_about
from drawgame.ui.dialogs.match_choices import load_setup, save_setup, strength_name
from drawgame.ui.dialogs.message_box import centre_on_window
from drawgame.ui.dialogs.questions import ask_give_up, ask_tutor
from drawgame.ui.language import LanguageManager, register, resolve
from drawgame.ui.panels.first_tip import FirstTipPanel
from drawgame.ui.panels.hints import HintKeeper, action_text
from drawgame.ui.panels.move_log import MoveLogModel
from drawgame.ui.panels.move_log_view import MoveLogView
from drawgame.ui.panels.peg_board import PegBoard
from drawgame.ui.panels.score_model import ScoreSheetModel
from drawgame.ui.panels.score_view import ScoreSheetView
from drawgame.ui.panels.tile_counter import TileCounter
from drawgame.ui.panels.turn_bar import TurnBar, TurnBarState
from drawgame.ui.table.seat_panel import SeatInfo
from drawgame.ui.table.table_scene import TableScene, TableState
from drawgame.ui.table.table_state import drawn_this_turn
from drawgame.ui.table.table_view import TableView
from drawgame.ui.windows.actions import PACES, SPEEDS, TUTOR_CHOICES, GameActions
from drawgame.ui.windows.docks import dock, stacked
from drawgame.ui.windows.focus import back_to_table_after
from drawgame.ui.windows.menus import Menus
from drawgame.ui.windows.records_door import RecordsDoor
from drawgame.ui.windows.responsive import Responsive
from drawgame.ui.windows.safe_settings import open_settings, read_bytes, read_setting
from drawgame.ui.windows.screen_fit import place_window
from drawgame.ui.windows.status_news import StatusNews
from drawgame.ui.windows.take_back import TakeBackCommand
from drawgame.ui.words.describe import describe_table
from drawgame.ui.words.narrator import Narrator
from drawgame.ui.words.text import fill, keep_tiles_whole, plural_fallback

if TYPE_CHECKING:
    # Imported when first shown or used: the first frame needs none of them.
    from drawgame.session.keeper import MatchKeeper
    from drawgame.ui.dialogs.new_match_dialog import NewMatchDialog
    from drawgame.ui.dialogs.rules_dialog import RulesDialog
    from drawgame.ui.dialogs.summary_dialogs import MatchEndDialog
    from drawgame.ui.panels.hand_summary import HandSummaryPanel
    from drawgame.ui.review.records_ui import RecordsUi


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: Settings | None = None,
        language: str | None = None,
        controller: GameController | None = None,
        keeper: MatchKeeper | None = None,
    ) -> None:
        """``language`` (a code) overrides the remembered choice for this session.

        ``keeper`` saves the match and keeps the statistics (without one, nothing is kept);
        it must keep ``controller``'s matches.
        """
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings if settings is not None else open_settings()
        self.languages = LanguageManager(self)
        choice = read_setting(self.settings, "ui/language", SYSTEM)
        self._language_choice = choice if choice in (SYSTEM, *codes()) else SYSTEM
        self.languages.apply(resolve(language or self._language_choice))
        self.controller = controller if controller is not None else GameController(self)
        #: Puts this match into words (the player's name is the match's set-up).
        self.narrator = Narrator(self, lambda: self.controller.setup.player_name)
        self.keeper = keeper
        self.actions_ = GameActions(self)
        self.scene = TableScene(self)
        self.table = TableView(self.scene)
        self.table.setObjectName("table")
        self.score_model = ScoreSheetModel(self.controller, self.narrator)
        self.log_model = MoveLogModel(self.controller, self.narrator)
        self.hints = HintKeeper()
        #: The hand's summary while it is shown under the table, else None.
        self.summary: HandSummaryPanel | None = None
        #: Built at the first hand's end (see summary_panel): the first frame has none.
        self._summary_panel: HandSummaryPanel | None = None
        self.match_end: MatchEndDialog | None = None
        #: The tutor's warning while it is asked, else None.
        self.tutor_box: QMessageBox | None = None
        # The first start's tip, under the table (never over the line or the hand).
        self.first_tip = FirstTipPanel()
        self.first_tip.dismissed.connect(self._first_tip_dismissed)
        #: The seat shown thinking by the last refresh (-1: none).
        self._shown_thinking = -1

        self.turn_bar = TurnBar()
        bar = self.turn_bar
        self.turn_label = bar.label
        self.draw_button, self.pass_button = bar.draw_button, bar.pass_button
        self.hint_button, self.next_button = bar.hint_button, bar.next_button
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.first_tip)
        layout.addWidget(bar)  # the hand's summary goes in above it when first shown
        self._column = layout
        self.setCentralWidget(central)

        self.score_view = ScoreSheetView(self.score_model)
        self.peg_board = PegBoard()
        self.peg_board.setObjectName("pegBoard")
        self.scores_dock = dock(self, "scoresDock", stacked(self.peg_board, self.score_view))
        self.log_view = MoveLogView(self.log_model)
        self.log_dock = dock(self, "logDock", self.log_view)
        self.tile_counter = TileCounter()
        self.counter_dock = dock(self, "tileCounterDock", self.tile_counter)
        self.resizeDocks([self.scores_dock], [250], Qt.Orientation.Horizontal)
        # For serious players: off until asked for, then remembered.
        self.counter_dock.setVisible(False)
        self._rules: RulesDialog | None = None
        self._pace = "normal"
        self.responsive = Responsive(self, (self.scores_dock, self.log_dock))

        self.news = StatusNews(self.controller, self.narrator, self.statusBar())
        self._build_menus()
        self._connect()
        # Open record, Save record as, drops on the window, the review windows: the
        # records UI, built on first use (see records).
        self.records_door = RecordsDoor(
            self, self.controller, self.actions_, lambda: self.summary_panel
        )
        self.take_backs = TakeBackCommand(self)  # Play → Take back (Ctrl+Z)
        self.retranslate()
        register(self)  # last: its parts are retranslated before it refreshes
        pace = read_setting(self.settings, "play/pace", "normal")
        self._pace = pace if pace in PACES else "normal"
        self.actions_.paces[self._pace].setChecked(True)
        speed = read_setting(self.settings, "view/speed", "normal")
        # Written with the next setting (the geometry, on closing): the first frame does
        # not wait for the disk.
        self.set_speed(speed if speed in SPEEDS else "normal", write_now=False)
        counter = read_setting(self.settings, "view/tile_counter", "off") == "on"
        self.actions_.tile_counter.setChecked(counter)
        self.counter_dock.setVisible(counter)
        # On the screen it opens on, whatever the size saved (a garbage one: the default).
        place_window(self, QSize(1280, 800), read_bytes(self.settings, "view/geometry"))
        self.refresh()

    @property
    def summary_panel(self) -> HandSummaryPanel:
        """The hand's summary under the table: imported and built the first time it is
        asked for (a hand's end), hidden until shown."""
        if self._summary_panel is None:
            from drawgame.ui.panels.hand_summary import HandSummaryPanel

            panel = HandSummaryPanel()
            panel.accepted.connect(self._summary_closed)
            panel.rejected.connect(self._summary_put_away)
            # Between the first start's tip and the bar, and so in the keys' Tab order.
            self._column.insertWidget(self._column.indexOf(self.turn_bar), panel)
            QWidget.setTabOrder(self.first_tip.close_button, panel.review_button)
            QWidget.setTabOrder(panel.review_button, panel.next_button)
            self._summary_panel = panel
            self.records_door.watch_summary(panel)
        return self._summary_panel

    @property
    def records(self) -> RecordsUi:
        """Opens, saves and reviews records: imported and built the first time it is used."""
        return self.records_door.ui

    # -- building ---------------------------------------------------------------------

    def _build_menus(self) -> None:
        panels = [self.scores_dock.toggleViewAction(), self.log_dock.toggleViewAction()]
        self.menus = Menus(self.menuBar(), self.actions_, panels)
        m = self.menus
        self.game_menu, self.play_menu, self.view_menu = m.game, m.play, m.view
        self.settings_menu, self.language_menu, self.help_menu = m.settings, m.language, m.help
        # The summary keeps the focus on its Next hand button while it is up.
        back_to_table_after(
            (m.game, m.play, m.view, m.settings, m.help), self.table, lambda: self.summary is None
        )

    def _connect(self) -> None:
        a, c = self.actions_, self.controller
        a.new_match.triggered.connect(lambda: self.ask_new_match())
        a.next_hand.triggered.connect(self._next_hand)
        a.statistics.triggered.connect(self.show_statistics)
        a.quit.triggered.connect(self.close)
        a.draw.triggered.connect(lambda: self._play(DRAW))
        a.pass_.triggered.connect(lambda: self._play(PASS))
        a.hint.triggered.connect(self._hint)
        a.describe.triggered.connect(self.describe_table)
        a.full_screen.toggled.connect(self._full_screen)
        a.rules.triggered.connect(lambda: self.show_rules())
        a.controls.triggered.connect(lambda: self.show_rules("controls"))
        a.tile_counter.toggled.connect(self.show_tile_counter)
        self.counter_dock.visibilityChanged.connect(
            lambda visible: a.tile_counter.setChecked(visible) if self.isVisible() else None
        )
        a.pace_group.triggered.connect(lambda action: self.set_pace(str(action.data())))
        a.about.triggered.connect(self.show_about)
        a.about_qt.triggered.connect(lambda: QMessageBox.aboutQt(self))
        a.speed_group.triggered.connect(lambda action: self.set_speed(str(action.data())))
        a.language_group.triggered.connect(lambda action: self.set_language(str(action.data())))
        self.draw_button.clicked.connect(lambda: self._play(DRAW))
        self.pass_button.clicked.connect(lambda: self._play(PASS))
        self.hint_button.clicked.connect(a.hint.trigger)
        self.next_button.clicked.connect(self._next_hand)
        self.turn_bar.rematch_button.clicked.connect(self.rematch)
        self.turn_bar.new_match_button.clicked.connect(lambda: self.ask_new_match())
        self.scene.placeRequested.connect(self._play)
        self.scene.actionRequested.connect(self._play)
        self.scene.cursorMoved.connect(self._drop_hint)
        self.scene.message.connect(self.news.say)
        a.auto_pass.setChecked(read_setting(self.settings, "play/auto_pass", True))
        c.auto_pass = a.auto_pass.isChecked()
        a.auto_pass.toggled.connect(self._set_auto_pass)
        tutor = read_setting(self.settings, "play/tutor", 0)
        # Written with the next setting, as the speed (see __init__).
        self.set_tutor(tutor if tutor in TUTOR_CHOICES else 0, write_now=False)
        a.tutor_group.triggered.connect(lambda action: self.set_tutor(int(action.data())))
        c.tutorWarned.connect(self._warn_of_move)
        c.tutorUnavailable.connect(self.news.say_tutor_unavailable)
        c.matchStarted.connect(self._on_match_started)
        c.changed.connect(self.refresh)
        c.thinking.connect(self._on_thinking)
        c.handEnded.connect(lambda _o: QTimer.singleShot(0, self, self._show_hand_summary))
        c.hintReady.connect(self._show_hint)

    # -- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        # The actions, menus, panels, log and table registered before the window
        # (drawgame.ui.language) and are retranslated already.
        # Its title says what the numbers count: the menu's short name does not.
        self.counter_dock.setWindowTitle(self.tr("Tiles not seen yet"))
        self.scores_dock.setWindowTitle(self.tr("Score sheet"))
        self.log_dock.setWindowTitle(self.tr("Move log"))
        match = self.controller.match
        if self.summary is not None and match is not None and match.hand.outcome is not None:
            headline = self.narrator.hand_headline(match.hand.outcome, self.seat_names())
            self.summary_panel.show_hand(match, self.seat_names(), headline)
        self.score_view.setAccessibleName(self.tr("Score sheet"))
        corner = self.score_view.findChild(QAbstractButton, "qt_tableview_cornerbutton")
        if corner is not None:
            corner.setAccessibleName(self.tr("Hands"))
        self.score_view.horizontalHeader().setAccessibleName(self.tr("Players"))
        self.score_view.verticalHeader().setAccessibleName(self.tr("Hands"))
        self.log_view.setAccessibleName(self.tr("Move log"))
        self.table.setAccessibleName(self.tr("Table"))
        self.actions_.languages[self._language_choice].setChecked(True)
        self.refresh()
        # The status line's last sentence was in the old language: say the prompt anew
        # (not the bar's text, which may be a hint the bar already shows).
        if self.controller.human_to_move():
            self.news.say_your_turn()
        else:
            self.statusBar().clearMessage()

    # -- commands ---------------------------------------------------------------------

    def start_match(self, setup: MatchSetup) -> None:
        if self.keeper is not None:
            self.keeper.start_new(setup)
        else:
            self.controller.new_match(setup)

    def _on_match_started(self) -> None:
        # A new or resumed match: the last one's dialogs and hint are gone.
        if self._summary_panel is not None:
            self._summary_panel.hide()
        if self.match_end is not None:
            self.match_end.close()
        self.summary = self.match_end = None
        # The controller's `changed` follows and redraws: no redraw of our own.
        self.hints.clear()
        self.scene.set_hint(None)
        # The keys play on the table, not on the Rematch or New match… button that hides
        # now (or the dialog that closes): once the window is settled.
        QTimer.singleShot(0, self, self._keys_to_the_table)

    def ask_new_match(
        self, on_cancel: Callable[[], None] | None = None, confirm: bool = True
    ) -> NewMatchDialog:
        """The New match dialog; Start begins the match chosen, after asking once (if
        ``confirm``) whether to give up a match in progress."""
        from drawgame.ui.dialogs.new_match_dialog import NewMatchDialog  # when first asked

        dialog = NewMatchDialog(load_setup(self.settings), self)

        def accepted() -> None:
            setup = dialog.setup()
            save_setup(self.settings, setup)
            if confirm and self.match_in_progress():
                self.confirm_give_up(setup)
            else:
                self.start_match(setup)

        dialog.accepted.connect(accepted)
        if on_cancel is not None:
            dialog.rejected.connect(on_cancel)
        dialog.open()
        return dialog

    def rematch(self) -> None:
        """The same opponents and settings again, with a new shuffle."""
        setup = self.controller.setup
        self.start_match(setup.again())

    def match_in_progress(self) -> bool:
        """True when the player has begun a match that has not ended: starting another
        gives it up."""
        m = self.controller.match
        if m is None or m.result is not None:
            return False
        return m.hand_number > 1 or any(turn.seat == HUMAN for turn in m.hand.history)

    def confirm_give_up(self, setup: MatchSetup) -> QMessageBox:
        return ask_give_up(self, lambda: self.start_match(setup))

    def show_statistics(self) -> QDialog:
        from drawgame.ui.dialogs.stats_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.keeper, self)
        dialog.open()
        return dialog

    def set_speed(self, name: str, *, write_now: bool = True) -> None:
        """How fast tiles glide ("off", "fast", "normal", "slow"); remembered."""
        ms = SPEEDS[name]
        self.scene.animator.duration = ms
        # Passing for the player waits long enough to be seen.
        self.controller.auto_pass_delay_ms = 600 + 2 * ms
        self.actions_.speeds[name].setChecked(True)
        self.settings.setValue("view/speed", name, write_now=write_now)
        self._pause_between_moves()

    def set_pace(self, name: str) -> None:
        """How long the computer players take between moves ("fast", "normal", "slow")."""
        self._pace = name
        self.actions_.paces[name].setChecked(True)
        self.settings.setValue("play/pace", name)
        self._pause_between_moves()

    def _pause_between_moves(self) -> None:
        # Never shorter than a glide and a little more, so each move can be followed.
        glide = self.scene.animator.duration
        self.controller.move_delay_ms = max(PACES[self._pace], int(glide * 1.6))

    def show_tile_counter(self, on: bool) -> None:
        self.counter_dock.setVisible(on)
        self.settings.setValue("view/tile_counter", "on" if on else "off")
        if on:
            self.tile_counter.set_view(self.controller.view)

    def set_language(self, choice: str) -> None:
        """Switch now ("system", "en", "tr" or "id") and remember it; the match goes on."""
        self._language_choice = choice
        self.settings.setValue("ui/language", choice)
        # The manager's languageChanged retranslates the window, its dialogs and the table.
        self.languages.apply(resolve(choice))

    def set_tutor(self, points: int, *, write_now: bool = True) -> None:
        """Warn before a move that loses ``points`` or more (0: off); remembered."""
        self.actions_.tutors[points].setChecked(True)
        self.settings.setValue("play/tutor", points, write_now=write_now)
        self.controller.set_tutor(points or None)

    def _warn_of_move(self, check: object) -> None:
        """The tutor's question: Choose again (nothing played) or Play it anyway."""
        c = self.controller
        view = c.view
        if view is None or check is not c.tutor_warning:
            return
        from drawgame.ai.tutor import MoveCheck
        from drawgame.ui.words.tutor_text import warning_text  # at the tutor's first warning

        assert isinstance(check, MoveCheck)

        def answer(play_anyway: bool) -> None:
            self.tutor_box = None
            if c.tutor_warning is check:
                c.answer_tutor(play_anyway)
            self.table.setFocus()

        self.tutor_box = ask_tutor(
            self,
            warning_text(check, view.ends),
            lambda: answer(True),
            lambda: answer(False),
            self._line_and_hand,
        )
        # Done looking: "looking at your move…" no longer stands under its question.
        self.news.say(self.tr("The tutor asks about your move."))

    def _line_and_hand(self) -> list[QRect]:
        """Where the line and the player's hand are on the screen: what the tutor's
        question speaks of ("on the 3", "[3|4]"), left in sight."""
        scene, table = self.scene, self.table
        rects = []
        for items in (scene.line_items(), scene.hand_items()):
            if items:
                area = QRectF()
                for item in items:
                    area = area.united(item.sceneBoundingRect())
                shown = table.mapFromScene(area).boundingRect()
                at = table.viewport().mapToGlobal(shown.topLeft())
                rects.append(QRect(at, shown.size()))
        return rects

    def _set_auto_pass(self, on: bool) -> None:
        self.controller.auto_pass = on
        self.settings.setValue("play/auto_pass", on)

    def _play(self, action: Action) -> None:
        """The player's click, key or button: played, or a sentence says why not."""
        c = self.controller
        match = c.match
        if match is None:
            return
        if not c.human_to_move():
            over = match.hand.outcome is not None
            self.news.say(self.narrator.not_your_turn_text(None if over else match.hand.current))
            return
        if c.move_pending:
            self.news.say(self.tr("Wait: the tutor is looking at your move."))
            return
        if c.play(action):
            self._drop_hint()
            if c.move_pending:
                self.news.say(self.tr("The tutor is looking at your move…"))

    def _drop_hint(self) -> None:
        """The position or the keyboard cursor changed: the hint no longer applies."""
        had = self.hints.active
        self.hints.clear()
        self.scene.set_hint(None)
        if had:
            self.refresh()

    def _hint(self) -> None:
        if self.controller.request_hint():
            self.news.say(self.tr("Thinking of a hint…"))

    def _show_hint(self, hint: object) -> None:
        if hint is None:
            self.news.say(self.tr("No hint is available."))
            return
        from drawgame.ai.hint import Hint

        view = self.controller.view
        assert isinstance(hint, Hint) and view is not None
        self.hints.set(hint, view)
        if isinstance(hint.action, Place):
            self.scene.point_out(hint.action)
        else:
            self.scene.set_hint(hint.action)
        # Shown once, under the table; Enter on the table carries it out.
        self.statusBar().clearMessage()
        self.table.setFocus()
        self.refresh()

    def action_text(self, action: object) -> str:
        return action_text(action, self.controller.view)

    def _next_hand(self) -> None:
        if self.summary is not None:
            self.summary.accept()
        else:
            self.controller.next_hand()  # its `changed` redraws
            self._keys_to_the_table()

    def _keys_to_the_table(self) -> None:
        """A new hand: the arrow keys and Enter play on the table, not on the button
        clicked (or the summary put away) to deal it."""
        if self.summary is None and QApplication.activeModalWidget() is None:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _full_screen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    def describe_table(self) -> None:
        box = QMessageBox(
            QMessageBox.Icon.NoIcon,
            self.tr("The table"),
            # A tile's notation is never broken across lines ("[3|" / "3]").
            keep_tiles_whole(self.table_description()),
            QMessageBox.StandardButton.Close,
            self,
        )
        box.setObjectName("describeBox")
        centre_on_window(box)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.open()

    def offer_first_tip(self) -> FirstTipPanel | None:
        """On the very first start, one short tip on how to play, under the table; never
        again after."""
        if read_setting(self.settings, "help/first_tip", "") == "shown":
            return None
        self.settings.setValue("help/first_tip", "shown")
        self.first_tip.offer()
        return self.first_tip

    def _first_tip_dismissed(self, controls: bool) -> None:
        # The arrow keys and Enter play on, not on the Draw button the focus would fall to
        # from the hidden tip: on the table now, and again once the Controls page closes.
        if self.summary is None:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        if controls:
            self.show_rules("controls")

    def show_rules(self, page: str = "rules") -> QDialog:
        """Help: the rules, or the controls; one window, kept for the next time."""
        if self._rules is None:
            from drawgame.ui.dialogs.rules_dialog import RulesDialog

            self._rules = RulesDialog(self)
        self._rules.show_page(page)
        self._rules.open()
        return self._rules

    def show_about(self) -> None:
        show_about(self)

    def _on_thinking(self, seat: int) -> None:
        # Redrawn only if the table shows another seat thinking: a seat stops thinking
        # when its move lands, and the table already showed that on `changed`.
        if seat != self._shown_thinking:
            self.refresh()

    # -- showing the match ------------------------------------------------------------

    def seat_names(self) -> list[str]:
        match = self.controller.match
        return [self.narrator.seat_name(s) for s in range(match.players if match else 0)]

    def refresh(self) -> None:
        """Show the controller's state: the table, the bar under it, the panels."""
        c = self.controller
        match, view = c.match, c.view
        self._shown_thinking = c.thinking_seat
        if match is None or view is None:
            self.turn_bar.show_state(TurnBarState(""))
            return
        hand = match.hand
        over = hand.outcome is not None
        # While the tutor judges a move (or asks about it), the table takes no other.
        mine = c.human_to_move() and not c.move_pending
        seats = []
        for seat in range(match.players):
            strength = c.seat_strength(seat)
            size = hand.hand_sizes[seat]
            tiles = plural_fallback(self.tr("%n tile(s)", "", size), size)
            points = plural_fallback(
                self.tr("%n point(s)", "", match.scores[seat]), match.scores[seat]
            )
            parts = [strength_name(strength)] if strength else []
            detail = " · ".join([*parts, tiles, points])
            winner = over and hand.outcome is not None and hand.outcome.winner == seat
            seats.append(
                SeatInfo(
                    seat=seat,
                    name=self.narrator.seat_name(seat),
                    detail=detail,
                    hand_size=size,
                    revealed=hand.hand(seat) if over and seat != HUMAN else None,
                    thinking=c.thinking_seat == seat,
                    to_move=not over and hand.current == seat,
                    winner=winner,
                )
            )
        if match.result is not None:
            banner = self.narrator.match_end_text(match.result)
        elif over:
            banner = self.tr("The hand is over")
        elif c.move_pending and c.tutor_warning is None:
            banner = self.tr("The tutor is looking at your move…")
        elif mine or c.move_pending:
            banner = self.tr("Your turn")  # the tutor's question is over the table
        else:
            banner = fill(self.tr("%1 to play"), self.narrator.seat_name(hand.current))
        # The tiles drawn this turn are ringed, a resumed match's too.
        drawn = drawn_this_turn(hand, HUMAN) if not over else frozenset()
        self.scene.show_state(TableState(view, tuple(seats), mine, banner, drawn))
        legal = view.legal_actions if mine else ()
        can_next = over and match.result is None
        # D and P stay on during the hand: when the rules say no, a sentence says why.
        self.actions_.draw.setEnabled(not over)
        self.actions_.pass_.setEnabled(not over)
        self.actions_.hint.setEnabled(mine)
        self.actions_.next_hand.setEnabled(can_next)
        hinted = self.hints.current(view) is not None
        if not hinted:
            self.scene.set_hint(None)
        text = self.hints.text(self.narrator) if hinted else banner
        if c.auto_pass_pending:
            text = self.narrator.auto_pass_pending_text()
        self.turn_bar.show_state(
            TurnBarState(
                text=text,
                mine=mine,
                can_draw=DRAW in legal,
                can_pass=PASS in legal,
                can_next=can_next,
                match_over=match.result is not None,
                summary_shown=self.summary is not None,
                stock_size=view.stock_size,
            )
        )
        self.table.setAccessibleDescription(self.table_description())
        names = self.seat_names()
        previous = [
            s - (match.outcomes[-1].gains[i] if match.outcomes else 0)
            for i, s in enumerate(match.scores)
        ]
        self.peg_board.set_scores(names, list(match.scores), previous, match.target)
        # Qt adds the application's name ("… — Draw") itself.
        self.setWindowTitle(fill(self.tr("Hand %1"), match.hand_number))
        if self.counter_dock.isVisible():
            self.tile_counter.set_view(view)

    def table_description(self) -> str:
        c = self.controller
        view = c.view
        return (
            ""
            if view is None
            else describe_table(view, self.narrator.seat_name, not c.setup.player_name)
        )

    def _show_hand_summary(self) -> None:
        c = self.controller
        match = c.match
        outcome = match.hand.outcome if match is not None else None
        if match is None or outcome is None or self.summary is not None:
            return
        self.summary = self.summary_panel
        self.first_tip.hide()  # two strips would squeeze the table at 800×600
        self.summary_panel.show_hand(
            match, self.seat_names(), self.narrator.hand_headline(outcome, self.seat_names())
        )
        self.refresh()

    def _summary_put_away(self) -> None:
        self.summary = None
        self.refresh()  # Next hand is on the bar again

    def _summary_closed(self) -> None:
        self.summary = None
        m = self.controller.match
        if m is not None and m.result is not None:
            # The last hand's summary stays under the result, and See the result shows it
            # again once it is closed.
            self.summary_panel.show()
            self._show_match_end()
        else:
            self.controller.next_hand()
            self._keys_to_the_table()

    def _show_match_end(self) -> None:
        match = self.controller.match
        assert match is not None
        from drawgame.ui.dialogs.summary_dialogs import MatchEndDialog  # at a match's end

        dialog = MatchEndDialog(match, self.seat_names(), self, self.narrator)
        self.match_end = dialog
        dialog.reviewRequested.connect(lambda: self.records.review_hand())

        def done(accepted: bool) -> None:
            self.match_end = None
            if accepted:
                self.ask_new_match()

        dialog.accepted.connect(lambda: done(True))
        dialog.rejected.connect(lambda: done(False))
        dialog.open()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("view/geometry", self.saveGeometry().data())
        self.controller.shutdown()
        if self.keeper is not None:
            # What is pending reaches the disk, and the data folder is free for the next copy.
            self.keeper.close()
        super().closeEvent(event)
