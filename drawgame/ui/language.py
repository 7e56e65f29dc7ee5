"""Choosing and switching the language: our catalogues and Qt's own (issue 5).

Which languages there are, and which of them Qt has a catalogue for, is in
:mod:`drawgame.languages`. English is the source language. Turkish also loads Qt's
``qtbase_tr`` for the standard dialogs, installed before ours so that ours wins where both
translate a Qt text; Qt ships no Indonesian, so our own catalogue carries Qt's standard
button texts (see ``qt_strings``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTranslator, Signal

from drawgame.languages import LANGUAGES, SOURCE, SYSTEM, language
from drawgame.resources import catalogue_path, qt_catalogue_path

__all__ = ["SYSTEM", "LanguageManager", "resolve", "system_language"]


def system_language() -> str:
    """The system's language when the game speaks it, otherwise English."""
    system = QLocale.system().language()
    for entry in LANGUAGES:
        if QLocale(entry.code).language() == system:
            return entry.code
    return SOURCE


def resolve(choice: str) -> str:
    """A setting or flag value ("system", "en", "tr", "id") to a language code."""
    if choice == SYSTEM:
        return system_language()
    return language(choice).code


class LanguageManager(QObject):
    """Installs the translators for one language at a time, then emits
    :attr:`languageChanged` once: the windows retranslate themselves on that signal (not on
    Qt's LanguageChange events, which reach every widget and no graphics item)."""

    #: The language now in use (its code), after every :meth:`apply`.
    languageChanged = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self.code = SOURCE
        self.loaded: dict[str, bool] = {}

    def apply(self, code: str) -> bool:
        """Switch to ``code``; False (and English) if its catalogue is missing."""
        app = QCoreApplication.instance()
        assert app is not None
        for translator in self._translators:
            app.removeTranslator(translator)
        self._translators = []
        self.loaded = {}
        ok = True
        if code != SOURCE:
            # Qt's catalogue first, ours last: Qt asks the most recently installed
            # translator first, so where we translate one of Qt's texts (Turkish keyboards
            # say "Ctrl" and "Shift", not "Kontrol" and "Üst Karakter") ours wins.
            if language(code).qt_catalogue:
                qt = QTranslator(self)
                qt_path = qt_catalogue_path(code)
                self.loaded["qtbase"] = qt_path is not None and qt.load(str(qt_path))
                if self.loaded["qtbase"]:
                    self._translators.append(qt)
            ours = QTranslator(self)  # parented, so it lives as long as the manager
            path = catalogue_path(code)
            ok = path is not None and ours.load(str(path))
            self.loaded["drawgame"] = ok
            if ok:
                self._translators.append(ours)
        self.code = code if ok else SOURCE
        QLocale.setDefault(QLocale(self.code))
        for translator in self._translators:
            app.installTranslator(translator)
        self.languageChanged.emit(self.code)
        return ok
