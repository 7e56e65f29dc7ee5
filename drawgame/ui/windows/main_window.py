"""The main window: the table, the player's buttons, the score sheet and the move log.

It builds its parts and wires them; what they do is in their own modules: showing the
match (match_display), the player's moves and the tutor's question (play_commands), the
hand's and the match's end (hand_end), the remembered choices (preferences), help
(help_commands) and take back (take_back). Each is handed the one :class:`WindowParts`
record (parts.py), not the window."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from drawgame.engine import DRAW, PASS
from drawgame.session.controller import HUMAN, GameController, MatchSetup
from drawgame.storage.settings import Settings
from drawgame.ui.dialogs.match_choices import load_setup, save_setup
from drawgame.ui.dialogs.questions import ask_give_up
from drawgame.ui.kit.safe_settings import open_settings, read_bytes, read_setting
from drawgame.ui.kit.screen_fit import GeometryKeeper, place_window
from drawgame.ui.language import LanguageManager, register, resolve
from drawgame.ui.panels.first_tip import FirstTipPanel
from drawgame.ui.panels.hints import HintKeeper
from drawgame.ui.panels.move_log import MoveLogModel
from drawgame.ui.panels.move_log_view import MoveLogView
from drawgame.ui.panels.peg_board import PegBoard
from drawgame.ui.panels.score_model import ScoreSheetModel
from drawgame.ui.panels.score_view import ScoreSheetView
from drawgame.ui.panels.tile_counter import TileCounter
from drawgame.ui.panels.turn_bar import TurnBar
from drawgame.ui.table import themes
from drawgame.ui.table.table_scene import TableScene
from drawgame.ui.table.table_view import TableView
from drawgame.ui.windows.actions import GameActions
from drawgame.ui.windows.commitment_copy import CommitmentCopy
from drawgame.ui.windows.docks import dock, stacked
from drawgame.ui.windows.focus import back_to_table_after
from drawgame.ui.windows.hand_end import HandEnd
from drawgame.ui.windows.help_commands import HelpCommands
from drawgame.ui.windows.match_display import MatchDisplay
from drawgame.ui.windows.menus import Menus
from drawgame.ui.windows.parts import WindowParts
from drawgame.ui.windows.play_commands import PlayCommands
from drawgame.ui.windows.practice_door import PracticeDoor
from drawgame.ui.windows.preferences import Preferences, language_choice
from drawgame.ui.windows.records_door import RecordsDoor
from drawgame.ui.windows.responsive import Responsive
from drawgame.ui.windows.status_news import StatusNews
from drawgame.ui.windows.take_back import TakeBackCommand
from drawgame.ui.words.narrator import Narrator

if TYPE_CHECKING:
    # Imported when first shown or used: the first frame needs none of them.
    from drawgame.session.keeper import MatchKeeper
    from drawgame.ui.dialogs.new_match_dialog import NewMatchDialog
    from drawgame.ui.dialogs.summary_dialogs import MatchEndDialog
    from drawgame.ui.panels.hand_summary import HandSummaryPanel
    from drawgame.ui.review.records_ui import RecordsUi
    from drawgame.ui.sound import Backend, SoundEngine


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
        self._maximised_before_full_screen = False  # see _full_screen
        self.settings = settings if settings is not None else open_settings()
        self.languages = LanguageManager(self)
        # Before the parts are built: they are built in it.
        choice = language_choice(self.settings, language)
        self.languages.apply(resolve(choice))
        self.controller = controller if controller is not None else GameController(self)
        # Puts this match into words (the player's name is the match's set-up).
        self.narrator = Narrator(self, lambda: self.controller.setup.player_name)
        self.keeper = keeper
        self.actions_ = GameActions(self)
        self.scene = TableScene(self)
        self.table = TableView(self.scene)
        self.table.setObjectName("table")
        self.score_model = ScoreSheetModel(self.controller, self.narrator)
        self.log_model = MoveLogModel(self.controller, self.narrator)
        self.hints = HintKeeper()
        # The first start's tip, under the table (never over the line or the hand).
        self.first_tip = FirstTipPanel()

        layout = self._build_central()
        self._build_docks()

        self.news = StatusNews(self.controller, self.narrator, self.statusBar())
        if keeper is not None:  # the record kept at a match's end: where it is
            keeper.recordKept.connect(self.news.say_record_kept)
        # What the helpers below share, in place of the window.
        self.parts = parts = self._share_parts()
        self.hand_end = HandEnd(parts, layout)
        self.display = MatchDisplay(parts, self.hand_end)
        self.play = PlayCommands(parts, self.display)
        self.help = HelpCommands(parts, self.display, self.hand_end)
        self.preferences = Preferences(parts, choice)
        self._build_menus()
        self._connect()
        # Open record, Save record as, drops on the window, the review windows: the
        # records UI, built on first use (see records).
        self.records_door = RecordsDoor(
            parts,
            lambda: self.summary_panel,
            keeper.records_folder if keeper is not None else None,
        )
        self.hand_end.panelBuilt.connect(self.records_door.watch_summary)
        # Practice mistakes (7): the practice book of the keeper's folder.
        self.practice_door = PracticeDoor(self, self.actions_.practice, keeper)
        self.records_door.built_ui.connect(lambda ui: ui.opened.connect(self.practice_door.attach))
        self.take_backs = TakeBackCommand(parts)  # Play → Take back (Ctrl+Z)
        self.commitment_copy = CommitmentCopy(parts)  # Game → Copy this hand's commitment
        register(self)  # last: its parts are retranslated before it refreshes
        self.preferences.restore_view()
        # On the screen it opens on, whatever the size saved (a garbage one: the default).
        place_window(self, QSize(1280, 800), read_bytes(self.settings, "view/geometry"))
        # Written when it settles, so a killed game still opens as it was left.
        self.geometry_keeper = GeometryKeeper(
            self, lambda data: self.settings.setValue("view/geometry", data)
        )
        self.refresh()

    def _build_central(self) -> QVBoxLayout:
        """The table, the first start's tip and the bar under them; the layout, which the
        hand's summary joins when first shown."""
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
        self.setCentralWidget(central)
        return layout

    def _build_docks(self) -> None:
        """The score sheet and peg board, the move log and the tile counter beside the table."""
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
        self.responsive = Responsive(
            self,
            (self.scores_dock, self.log_dock),
            max(0, read_setting(self.settings, "view/panel_width", 0)),
            max(0, read_setting(self.settings, "view/panel_window", 0)),
        )
        # The panels in the table's look (dark, high contrast), at once when it changes.
        themes.follow(self.dress_panels)

    def dress_panels(self) -> None:
        """The side panels, the first start's tip and the bar under the table in the
        colours of the look chosen (the desktop's for the classic look): a light strip
        under a dark table glared."""
        # The window's own parts too: the menu bar, the status bar, the tabs of docks
        # stacked together and the gaps between the docks stayed light under a dark table.
        palette = themes.panel_palette(QApplication.palette())
        self.setPalette(palette)
        # The menus drop down as windows of their own, which take nothing from this one's
        # palette, and a desktop's theme may give the menu bar its own: both stayed light
        # grey over the dark table under X11 (a first-time player).
        self.menuBar().setPalette(palette)
        for menu in self.findChildren(QMenu):
            menu.setPalette(palette)
        docks = (self.scores_dock, self.log_dock, self.counter_dock)
        for panel in (*docks, self.first_tip, self.turn_bar):
            themes.dress(panel)

    @property
    def summary_panel(self) -> HandSummaryPanel:
        """The hand's summary under the table, built the first time it is asked for."""
        return self.hand_end.panel

    @property
    def summary(self) -> HandSummaryPanel | None:
        """The hand's summary while it is shown under the table, else None."""
        return self.hand_end.summary

    @property
    def match_end(self) -> MatchEndDialog | None:
        """The match's result while it is shown, else None."""
        return self.hand_end.match_end

    @property
    def tutor_box(self) -> QMessageBox | None:
        """The tutor's warning while it is asked, else None."""
        return self.play.tutor_box

    @property
    def _language_choice(self) -> str:
        return self.preferences.language_choice

    @property
    def records(self) -> RecordsUi:
        """Opens, saves and reviews records: imported and built the first time it is used."""
        return self.records_door.ui

    # -- building ---------------------------------------------------------------------

    def _share_parts(self) -> WindowParts:
        return WindowParts(
            window=self,
            settings=self.settings,
            controller=self.controller,
            languages=self.languages,
            narrator=self.narrator,
            actions=self.actions_,
            scene=self.scene,
            table=self.table,
            hints=self.hints,
            news=self.news,
            turn_bar=self.turn_bar,
            first_tip=self.first_tip,
            peg_board=self.peg_board,
            tile_counter=self.tile_counter,
            counter_dock=self.counter_dock,
        )

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
        a.next_hand.triggered.connect(self.hand_end.next_hand)
        a.statistics.triggered.connect(self.show_statistics)
        a.quit.triggered.connect(self.close)
        a.draw.triggered.connect(lambda: self.play.play(DRAW))
        a.pass_.triggered.connect(lambda: self.play.play(PASS))
        a.hint.triggered.connect(self.play.ask_hint)
        a.describe.triggered.connect(self.help.describe_table)
        a.full_screen.toggled.connect(self._full_screen)
        a.rules.triggered.connect(lambda: self.show_rules())
        a.controls.triggered.connect(lambda: self.show_rules("controls"))
        a.about.triggered.connect(self.help.show_about)
        a.about_qt.triggered.connect(lambda: QMessageBox.aboutQt(self))
        self.draw_button.clicked.connect(lambda: self.play.play(DRAW))
        self.pass_button.clicked.connect(lambda: self.play.play(PASS))
        self.hint_button.clicked.connect(a.hint.trigger)
        self.next_button.clicked.connect(self.hand_end.next_hand)
        self.turn_bar.rematch_button.clicked.connect(self.rematch)
        self.turn_bar.new_match_button.clicked.connect(lambda: self.ask_new_match())
        he = self.hand_end
        he.changed.connect(self.refresh)
        he.reviewAsked.connect(lambda: self.records.review_hand())
        he.rematchAsked.connect(self.rematch)
        he.newMatchAsked.connect(lambda: self.ask_new_match())
        self.scene.placeRequested.connect(self.play.play)
        self.scene.actionRequested.connect(self.play.play)
        self.scene.cursorMoved.connect(self.play.drop_hint)
        self.scene.message.connect(self.news.say)
        self.scene.choiceDropped.connect(self.news.say_your_turn)
        self.preferences.wire()
        c.tutorWarned.connect(self.play.warn_of_move)
        c.tutorUnavailable.connect(self.news.say_tutor_unavailable)
        c.matchStarted.connect(self._on_match_started)
        c.changed.connect(self.refresh)
        c.thinking.connect(self._on_thinking)
        c.handEnded.connect(lambda _o: QTimer.singleShot(0, self, self.hand_end.show_hand_summary))
        c.hintReady.connect(self.play.show_hint)

    def attach_sound(self, backend: Backend | None = None) -> SoundEngine:
        """The game's sounds, listening to the controller and the table (after the first
        frame: drawgame.ui.sound is imported here). ``backend``: None for the device."""
        from drawgame.ui.sound import SoundEngine

        engine = SoundEngine(self, backend)
        engine.listen(self.controller, self.scene)
        engine.unavailable.connect(self.news.say)
        from drawgame.ui.windows.sound_state import SoundState

        # Sound unavailable stays in sight (the status bar's sentence is soon overwritten).
        SoundState(engine, self.actions_, self.menus.sound, self.statusBar())
        self.preferences.use_sound(engine)
        return engine

    # -- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        # The actions, menus, panels, log and table registered before the window
        # (drawgame.ui.language) and are retranslated already.
        # Its title says what the numbers count: the menu's short name does not.
        self.counter_dock.setWindowTitle(self.tr("Tiles not seen yet"))
        self.scores_dock.setWindowTitle(self.tr("Score sheet"))
        self.log_dock.setWindowTitle(self.tr("Move log"))
        self.score_view.setAccessibleName(self.tr("Score sheet"))
        corner = self.score_view.findChild(QAbstractButton, "qt_tableview_cornerbutton")
        if corner is not None:
            corner.setAccessibleName(self.tr("Hands"))
        self.score_view.horizontalHeader().setAccessibleName(self.tr("Players"))
        self.score_view.verticalHeader().setAccessibleName(self.tr("Hands"))
        self.log_view.setAccessibleName(self.tr("Move log"))
        self.table.setAccessibleName(self.tr("Table"))
        self.actions_.languages[self.preferences.language_choice].setChecked(True)
        self.refresh()
        # The status line's last sentence was in the old language: say the prompt anew
        # (not the bar's text, which may be a hint the bar already shows).
        if self.controller.human_to_move():
            self.news.say_your_turn()
        else:
            self.statusBar().clearMessage()

    # -- commands ---------------------------------------------------------------------

    def start_match(self, setup: MatchSetup) -> None:
        # The keeper, if any, listens for the new match and keeps it.
        self.controller.new_match(setup)

    def _on_match_started(self) -> None:
        # A new or resumed match: the last one's dialogs and hint are gone.
        self.hand_end.match_started()
        # The controller's `changed` follows and redraws: no redraw of our own.
        self.hints.clear()
        self.scene.set_hint(None)
        # The keys play on the table, not on the Rematch or New match… button that hides
        # now (or the dialog that closes): once the window is settled.
        QTimer.singleShot(0, self, self.hand_end.keys_to_the_table)

    def ask_new_match(
        self,
        on_cancel: Callable[[], None] | None = None,
        confirm: bool = True,
        setup: MatchSetup | None = None,
    ) -> NewMatchDialog:
        """The New match dialog, showing ``setup`` (None: the choices of the match in play,
        else the remembered ones); Start begins the match chosen, after asking once (if
        ``confirm``) whether to give up a match in progress."""
        from drawgame.ui.dialogs.new_match_dialog import NewMatchDialog  # when first asked

        if setup is None:
            # The match in play may differ from the remembered choices (drawgame
            # --opponents 2, a resumed match): a new one starts from what is played.
            playing = self.controller.match is not None
            setup = self.controller.setup.again() if playing else load_setup(self.settings)
        dialog = NewMatchDialog(setup, self)

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

        door = self.practice_door
        dialog = StatisticsDialog(self.keeper, self, door.practice, door.open_practice)
        dialog.open()
        return dialog

    # -- the remembered choices (preferences.py) ---------------------------------------

    def set_speed(self, name: str, *, write_now: bool = True) -> None:
        """How fast tiles glide ("off", "fast", "normal", "slow"); remembered."""
        self.preferences.set_speed(name, write_now=write_now)

    def set_pace(self, name: str) -> None:
        """How long the computer players take between moves ("fast", "normal", "slow")."""
        self.preferences.set_pace(name)

    def set_language(self, choice: str) -> None:
        """Switch now ("system", "en", "tr" or "id") and remember it; the match goes on."""
        self.preferences.set_language(choice)

    def set_tutor(self, points: int, *, write_now: bool = True) -> None:
        """Warn before a move that loses ``points`` or more (0: off); remembered."""
        self.preferences.set_tutor(points, write_now=write_now)

    def _full_screen(self, on: bool) -> None:
        if on:
            # Qt drops "maximised" on the way in: remember it, to come back to it.
            self._maximised_before_full_screen = self.isMaximized()
            self.showFullScreen()
        elif self._maximised_before_full_screen:
            self.showMaximized()
        else:
            self.showNormal()

    # -- help (help_commands.py) --------------------------------------------------------

    def offer_first_tip(self) -> FirstTipPanel | None:
        """On the very first start, one short tip on how to play, under the table; never
        again after."""
        return self.help.offer_first_tip()

    def show_rules(self, page: str = "rules") -> QDialog:
        """Help: the rules, or the controls; one window, kept for the next time."""
        return self.help.show_rules(page)

    def _on_thinking(self, seat: int) -> None:
        # Redrawn only if the table shows another seat thinking: a seat stops thinking
        # when its move lands, and the table already showed that on `changed`.
        if seat != self.display.shown_thinking:
            self.refresh()

    # -- showing the match ------------------------------------------------------------

    def seat_names(self) -> list[str]:
        return self.display.seat_names()

    def refresh(self) -> None:
        """Show the controller's state: the table, the bar under it, the panels."""
        self.display.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.geometry_keeper.write()
        # Written always: it carries the choices kept for the next write (the speed).
        self.settings.setValue("view/geometry", self.saveGeometry().data())
        if not self.responsive.folded and self.scores_dock.isVisible():
            self.settings.setValue("view/panel_width", self.scores_dock.width())
            self.settings.setValue("view/panel_window", self.width())
        self.controller.shutdown()
        if self.preferences.sound is not None:
            self.preferences.sound.shutdown()
        self.practice_door.shutdown()  # its thread stopped, the book written
        if self.keeper is not None:
            # What is pending reaches the disk, and the data folder is free for the next copy.
            self.keeper.close()
        super().closeEvent(event)
