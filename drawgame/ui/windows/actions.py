"""Every menu command, built in one place with its standard shortcut."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from drawgame.ai.tutor import THRESHOLDS
from drawgame.languages import SYSTEM, codes, language
from drawgame.ui.language import register
from drawgame.ui.table.themes import THEMES
from drawgame.ui.words.text import plural_fallback

# Animation speeds: name → milliseconds per glide (the pause between computer moves is
# a little longer, so each move can be followed).
SPEEDS = {"off": 0, "fast": 150, "normal": 300, "slow": 600}
# The computer players' pace: name → milliseconds between their moves (never shorter than
# a glide, so each move can be followed).
PACES = {"fast": 250, "normal": 700, "slow": 1400}
# The sounds' volume: name → percent ("medium", a moderate one, by default).
VOLUMES = {"soft": 30, "medium": 60, "loud": 100}
# The tutor's choices: warn before a move losing this many points or more (0: off).
TUTOR_CHOICES = (0, *THRESHOLDS)


class GameActions(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        key = QKeySequence.StandardKey
        self.new_match = self._make(key.New)
        self.open_record = self._make(key.Open)
        self.save_record = self._make(key.SaveAs)
        self.review_hands = self._make()
        self.copy_commitment = self._make()
        self.next_hand = self._make(QKeySequence("N"))
        self.statistics = self._make()
        self.practice = self._make()
        self.quit = self._make(key.Quit)
        self.draw = self._make(QKeySequence("D"))
        self.pass_ = self._make(QKeySequence("P"))
        self.hint = self._make(QKeySequence("H"))
        self.take_back = self._make(key.Undo)
        self.describe = self._make(QKeySequence("Ctrl+T"))
        self.full_screen = self._make(QKeySequence("F11"))
        self.full_screen.setCheckable(True)
        self.auto_pass = self._make()
        self.auto_pass.setCheckable(True)
        self.rules = self._make(key.HelpContents)
        self.controls = self._make()
        self.tile_counter = self._make()
        self.tile_counter.setCheckable(True)
        self.about = self._make()
        self.about_qt = self._make()
        self.speed_group = QActionGroup(self)
        self.speeds: dict[str, QAction] = {}
        for name in SPEEDS:
            action = self._make()
            action.setCheckable(True)
            action.setData(name)
            self.speed_group.addAction(action)
            self.speeds[name] = action
        self.pace_group = QActionGroup(self)
        self.paces: dict[str, QAction] = {}
        for name in PACES:
            action = self._make()
            action.setCheckable(True)
            action.setData(name)
            self.pace_group.addAction(action)
            self.paces[name] = action
        self.tutor_group = QActionGroup(self)
        self.tutors: dict[int, QAction] = {}
        for points in TUTOR_CHOICES:
            action = self._make()
            action.setCheckable(True)
            action.setData(points)
            self.tutor_group.addAction(action)
            self.tutors[points] = action
        self.theme_group = QActionGroup(self)
        self.themes: dict[str, QAction] = {}
        for name in THEMES:
            action = self._make()
            action.setCheckable(True)
            action.setData(name)
            self.theme_group.addAction(action)
            self.themes[name] = action
        self.sound_on = self._make()
        self.sound_on.setCheckable(True)
        self.volume_group = QActionGroup(self)
        self.volumes: dict[str, QAction] = {}
        for name in VOLUMES:
            action = self._make()
            action.setCheckable(True)
            action.setData(name)
            self.volume_group.addAction(action)
            self.volumes[name] = action
        self.language_group = QActionGroup(self)
        self.languages: dict[str, QAction] = {}
        for code in (SYSTEM, *codes()):
            action = self._make()
            action.setCheckable(True)
            action.setData(code)
            self.language_group.addAction(action)
            self.languages[code] = action
        register(self)

    def _make(self, shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        return action

    def retranslate(self) -> None:
        self._retranslate_commands()
        self._retranslate_choices()

    def _retranslate_commands(self) -> None:
        """Each command's words, and its tip in the status bar and the tooltip."""
        texts = [
            (self.new_match, self.tr("&New match…"), self.tr("Start a new match")),
            (self.next_hand, self.tr("Ne&xt hand"), self.tr("Deal the next hand")),
            (
                self.open_record,
                self.tr("&Open record…"),
                self.tr("Open a match record and review it"),
            ),
            (
                self.save_record,
                self.tr("Sa&ve record as…"),
                self.tr("Save the finished hands of this match, or the last match, to share them"),
            ),
            (
                self.review_hands,
                self.tr("&Review finished hands…"),
                self.tr("Review the hands of this match that are over, move by move"),
            ),
            (
                self.copy_commitment,
                self.tr("&Copy this hand's commitment"),
                self.tr("Copy the commitment shown when this hand was dealt, to check its record"),
            ),
            (self.statistics, self.tr("S&tatistics…"), self.tr("Show your statistics")),
            (
                self.practice,
                self.tr("Practice &mistakes…"),
                self.tr("Play again the positions of your own matches where a move lost points"),
            ),
            (self.quit, self.tr("&Quit"), self.tr("Quit Draw")),
            (self.draw, self.tr("&Draw"), self.tr("Draw a tile from the stock")),
            (self.pass_, self.tr("&Pass"), self.tr("Pass: nothing fits and nothing may be drawn")),
            (self.hint, self.tr("&Hint"), self.tr("Suggest a move")),
            (
                self.take_back,
                self.tr("Ta&ke back"),
                self.tr("Undo your last decision and the moves made since"),
            ),
            (self.describe, self.tr("Describe the &table"), self.tr("Describe the line in words")),
            (self.full_screen, self.tr("&Full screen"), self.tr("Fill the screen")),
            (
                self.auto_pass,
                self.tr("Pass for me when &nothing else is possible"),
                self.tr("When no tile fits and nothing may be drawn, pass after a short pause"),
            ),
            (self.rules, self.tr("&Rules"), self.tr("The rules of Draw")),
            (self.controls, self.tr("&Controls"), self.tr("How to play with mouse and keys")),
            (
                self.tile_counter,
                self.tr("&Tile counter"),
                self.tr("For each number, the tiles carrying it that you have not seen"),
            ),
            (
                self.sound_on,
                self.tr("Play &sounds"),
                self.tr("A tile laid, drawn or passed, your turn, a hand's and the match's end"),
            ),
            (self.about, self.tr("&About Draw"), self.tr("About this game")),
            (self.about_qt, self.tr("About &Qt"), self.tr("About the Qt toolkit")),
        ]
        for action, text, tip in texts:
            action.setText(text)
            action.setStatusTip(tip)
            action.setToolTip(tip)

    def _retranslate_choices(self) -> None:
        """The items of the choice menus: speed, pace, volume, tutor, look and language."""
        names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for name, action in self.speeds.items():
            action.setText(names[name])
        paces = {"fast": self.tr("Fast"), "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for name, action in self.paces.items():
            action.setText(paces[name])
        volumes = {"soft": self.tr("Soft"), "medium": self.tr("Medium"), "loud": self.tr("Loud")}
        for name, action in self.volumes.items():
            action.setText(volumes[name])
        for points, action in self.tutors.items():
            if points:
                text = self.tr("Warn me before a move that loses %n point(s) or more", "", points)
                action.setText(plural_fallback(text, points))
                tip = self.tr(
                    "Before your move is played, the tutor judges it and asks first if "
                    "it loses that many points"
                )
            else:
                action.setText(self.tr("Off", "the tutor"))
                tip = self.tr("Your moves are played without a check")
            action.setStatusTip(tip)
            action.setToolTip(tip)
        looks = {
            "classic": (self.tr("&Classic"), self.tr("Ivory tiles on green felt")),
            "dark": (self.tr("&Dark"), self.tr("Dark tiles with light pips on a dark felt")),
            "contrast": (
                self.tr("&High contrast"),
                self.tr("Each number of pips in its own colour and its own shape"),
            ),
        }
        for name, action in self.themes.items():
            text, tip = looks[name]
            action.setText(text)
            action.setStatusTip(tip)
            action.setToolTip(tip)
        for code, action in self.languages.items():
            # Each language is named in its own words, so anyone can find theirs.
            action.setText(self.tr("System") if code == SYSTEM else language(code).native_name)
