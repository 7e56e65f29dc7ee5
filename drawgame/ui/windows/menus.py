"""The menu bar, built from the actions in one place: Game, Play, View, Settings, Help."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenuBar

from drawgame.ui.language import register
from drawgame.ui.windows.actions import GameActions


class Menus(QObject):
    def __init__(self, bar: QMenuBar, a: GameActions, panels: list[QAction]) -> None:
        """``panels``: the actions that show or hide the docked panels (View menu)."""
        super().__init__(bar)
        self.game = bar.addMenu("")
        self.game.addActions([a.new_match, a.next_hand, a.statistics, a.practice])
        self.game.addSeparator()
        self.game.addActions([a.review_hands, a.open_record, a.save_record, a.copy_commitment])
        self.game.addSeparator()
        self.game.addAction(a.quit)
        self.play = bar.addMenu("")
        self.play.addActions([a.draw, a.pass_, a.hint, a.take_back])
        self.play.addSeparator()
        self.play.addAction(a.describe)
        self.view = bar.addMenu("")
        self.view.addAction(a.full_screen)
        self.view.addActions([*panels, a.tile_counter])
        self.settings = bar.addMenu("")
        self.language = self.settings.addMenu("")
        self.language.addActions(list(a.languages.values()))
        self.table = self.settings.addMenu("")
        self.table.addActions(list(a.themes.values()))
        self.speed = self.settings.addMenu("")
        self.speed.addActions(list(a.speeds.values()))
        self.pace = self.settings.addMenu("")
        self.pace.addActions(list(a.paces.values()))
        self.tutor = self.settings.addMenu("")
        self.tutor.addActions(list(a.tutors.values()))
        self.sound = self.settings.addMenu("")
        self.sound.addAction(a.sound_on)
        self.sound.addSeparator()
        self.sound.addActions(list(a.volumes.values()))
        self.settings.addAction(a.auto_pass)
        self.help = bar.addMenu("")
        self.help.addActions([a.rules, a.controls])
        self.help.addSeparator()
        self.help.addActions([a.about, a.about_qt])
        register(self)

    def retranslate(self) -> None:
        self.game.setTitle(self.tr("&Game"))
        self.play.setTitle(self.tr("&Play"))
        self.view.setTitle(self.tr("&View"))
        self.settings.setTitle(self.tr("&Settings"))
        self.language.setTitle(self.tr("&Language"))
        self.table.setTitle(self.tr("Ta&ble"))
        self.speed.setTitle(self.tr("&Animation speed"))
        self.pace.setTitle(self.tr("Computer's &pace"))
        self.tutor.setTitle(self.tr("&Tutor"))
        self.sound.setTitle(self.tr("S&ound"))
        self.help.setTitle(self.tr("&Help"))
