"""The player's remembered choices in the main window: the language, the table's look,
the speed of the tiles, the computer players' pace, the tutor, passing by itself, the
tile counter and the sound (on by default, at a moderate volume). Each is read from the
settings at start, wired to its menu item, and written when changed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from drawgame.languages import SYSTEM, codes
from drawgame.ui.kit.safe_settings import read_setting
from drawgame.ui.language import resolve
from drawgame.ui.table import themes
from drawgame.ui.windows.actions import PACES, SPEEDS, TUTOR_CHOICES, VOLUMES

if TYPE_CHECKING:
    from drawgame.storage.settings import Settings
    from drawgame.ui.sound import SoundEngine
    from drawgame.ui.windows.parts import WindowParts


def language_choice(settings: Settings, language: str | None = None) -> str:
    """The language to speak ("system" or a code): ``language`` (``drawgame --lang``) if
    given and known, else the remembered one; read before the window's parts are built
    (they are built in it)."""
    choice = read_setting(settings, "ui/language", SYSTEM)
    if language in (SYSTEM, *codes()):
        choice = language
    return choice if choice in (SYSTEM, *codes()) else SYSTEM


class Preferences(QObject):
    """The window's remembered choices, over its ``parts``; :meth:`wire` and
    :meth:`restore_view` once the window is built."""

    def __init__(self, parts: WindowParts, choice: str) -> None:
        """``choice``: the language spoken (:func:`language_choice`), ticked in the menu
        though a ``drawgame --lang`` one is not remembered (the menu ticked the remembered
        one while the window spoke the other)."""
        super().__init__(parts.window)
        self._parts = parts
        #: The language ticked in the menu: a code or "system".
        self.language_choice = choice
        self._pace = "normal"
        #: The sound engine, once the window attaches it (after its first frame).
        self.sound: SoundEngine | None = None

    def wire(self) -> None:
        """The menu items change the choices; passing by itself and the tutor are read
        (before their items are wired, so reading them writes nothing)."""
        p = self._parts
        a, c = p.actions, p.controller
        a.tile_counter.toggled.connect(self.show_tile_counter)
        p.counter_dock.visibilityChanged.connect(
            lambda visible: a.tile_counter.setChecked(visible) if p.window.isVisible() else None
        )
        a.pace_group.triggered.connect(lambda action: self.set_pace(str(action.data())))
        a.speed_group.triggered.connect(lambda action: self.set_speed(str(action.data())))
        a.language_group.triggered.connect(lambda action: self.set_language(str(action.data())))
        a.theme_group.triggered.connect(lambda action: self.set_theme(str(action.data())))
        a.auto_pass.setChecked(read_setting(p.settings, "play/auto_pass", True))
        c.auto_pass = a.auto_pass.isChecked()
        a.auto_pass.toggled.connect(self._set_auto_pass)
        tutor = read_setting(p.settings, "play/tutor", 0)
        # Written with the next setting, as the speed (see restore_view).
        self.set_tutor(tutor if tutor in TUTOR_CHOICES else 0, write_now=False)
        a.tutor_group.triggered.connect(lambda action: self.set_tutor(int(action.data())))
        a.sound_on.setChecked(read_setting(p.settings, "sound/on", True))
        volume = read_setting(p.settings, "sound/volume", "medium")
        a.volumes[volume if volume in VOLUMES else "medium"].setChecked(True)
        a.sound_on.toggled.connect(self.set_sound)
        a.volume_group.triggered.connect(lambda action: self.set_volume(str(action.data())))

    @property
    def volume(self) -> str:
        """The volume ticked in the menu ("soft", "medium", "loud")."""
        checked = self._parts.actions.volume_group.checkedAction()
        return str(checked.data()) if checked is not None else "medium"

    def use_sound(self, engine: SoundEngine) -> None:
        """Play through ``engine`` from now on, as the menu says."""
        self.sound = engine
        engine.set_volume(VOLUMES[self.volume])
        engine.set_enabled(self._parts.actions.sound_on.isChecked())

    def set_sound(self, on: bool) -> None:
        """Sounds on or off; remembered."""
        self._parts.actions.sound_on.setChecked(on)
        self._parts.settings.setValue("sound/on", on)
        if self.sound is not None:
            self.sound.set_enabled(on)

    def set_volume(self, name: str) -> None:
        """The sounds' volume ("soft", "medium", "loud"); remembered."""
        self._parts.actions.volumes[name].setChecked(True)
        self._parts.settings.setValue("sound/volume", name)
        if self.sound is not None:
            self.sound.set_volume(VOLUMES[name])

    def restore_view(self) -> None:
        """The table's look, the pace, the speed and the tile counter, as last chosen."""
        p = self._parts
        theme = read_setting(p.settings, "view/theme", themes.CLASSIC.name)
        self.set_theme(theme if theme in themes.THEMES else themes.CLASSIC.name, write_now=False)
        pace = read_setting(p.settings, "play/pace", "normal")
        self._pace = pace if pace in PACES else "normal"
        p.actions.paces[self._pace].setChecked(True)
        speed = read_setting(p.settings, "view/speed", "normal")
        # Written with the next setting (the geometry, on closing): the first frame does
        # not wait for the disk.
        self.set_speed(speed if speed in SPEEDS else "normal", write_now=False)
        counter = read_setting(p.settings, "view/tile_counter", "off") == "on"
        p.actions.tile_counter.setChecked(counter)
        p.counter_dock.setVisible(counter)

    def set_speed(self, name: str, *, write_now: bool = True) -> None:
        """How fast tiles glide ("off", "fast", "normal", "slow"); remembered."""
        p = self._parts
        ms = SPEEDS[name]
        p.scene.animator.duration = ms
        # Passing for the player waits long enough to be seen.
        p.controller.auto_pass_delay_ms = 600 + 2 * ms
        p.actions.speeds[name].setChecked(True)
        p.settings.setValue("view/speed", name, write_now=write_now)
        self._pause_between_moves()

    def set_theme(self, name: str, *, write_now: bool = True) -> None:
        """The table's look ("classic", "dark", "contrast"), shown at once; remembered."""
        themes.choose(name)
        self._parts.actions.themes[name].setChecked(True)
        self._parts.settings.setValue("view/theme", name, write_now=write_now)

    def set_pace(self, name: str) -> None:
        """How long the computer players take between moves ("fast", "normal", "slow")."""
        self._pace = name
        self._parts.actions.paces[name].setChecked(True)
        self._parts.settings.setValue("play/pace", name)
        self._pause_between_moves()

    def _pause_between_moves(self) -> None:
        # Never shorter than a glide and a little more, so each move can be followed.
        glide = self._parts.scene.animator.duration
        self._parts.controller.move_delay_ms = max(PACES[self._pace], int(glide * 1.6))

    def show_tile_counter(self, on: bool) -> None:
        p = self._parts
        p.counter_dock.setVisible(on)
        p.settings.setValue("view/tile_counter", "on" if on else "off")
        if on:
            p.tile_counter.set_view(p.controller.view)

    def set_language(self, choice: str) -> None:
        """Switch now ("system", "en", "tr" or "id") and remember it; the match goes on."""
        self.language_choice = choice
        self._parts.settings.setValue("ui/language", choice)
        # The manager's languageChanged retranslates the window, its dialogs and the table.
        self._parts.languages.apply(resolve(choice))

    def set_tutor(self, points: int, *, write_now: bool = True) -> None:
        """Warn before a move that loses ``points`` or more (0: off); remembered."""
        p = self._parts
        p.actions.tutors[points].setChecked(True)
        p.settings.setValue("play/tutor", points, write_now=write_now)
        p.controller.set_tutor(points or None)

    def _set_auto_pass(self, on: bool) -> None:
        self._parts.controller.auto_pass = on
        self._parts.settings.setValue("play/auto_pass", on)
