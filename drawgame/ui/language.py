"""Choosing and switching the language: our catalogues and Qt's own (issue 5).

English is the source language. Turkish also loads Qt's ``qtbase_tr`` for the standard
dialogs; Qt ships no Indonesian, so our own catalogue carries Qt's standard button texts
(see ``qt_strings``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTranslator

from drawgame.resources import catalogue_path, qt_catalogue_path

#: Language codes the game speaks, with their names in their own language.
LANGUAGES: dict[str, str] = {"en": "English", "tr": "Türkçe", "id": "Bahasa Indonesia"}
SYSTEM = "system"


def system_language() -> str:
    """The system's language when the game speaks it, otherwise English."""
    language = QLocale.system().language()
    if language == QLocale.Language.Turkish:
        return "tr"
    if language == QLocale.Language.Indonesian:
        return "id"
    return "en"


def resolve(choice: str) -> str:
    """A setting or flag value ("system", "en", "tr", "id") to a language code."""
    if choice == SYSTEM:
        return system_language()
    if choice not in LANGUAGES:
        raise ValueError(f"unknown language {choice!r}; choose one of: {', '.join(LANGUAGES)}")
    return choice


class LanguageManager(QObject):
    """Installs the translators for one language at a time; Qt then sends LanguageChange
    to every widget, and the windows retranslate themselves."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self.code = "en"
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
        if code != "en":
            ours = QTranslator(self)  # parented, so it lives as long as the manager
            path = catalogue_path(code)
            ok = path is not None and ours.load(str(path))
            self.loaded["drawgame"] = ok
            if ok:
                self._translators.append(ours)
            if code == "tr":
                qt = QTranslator(self)
                qt_path = qt_catalogue_path(code)
                self.loaded["qtbase"] = qt_path is not None and qt.load(str(qt_path))
                if self.loaded["qtbase"]:
                    self._translators.append(qt)
        self.code = code if ok else "en"
        QLocale.setDefault(QLocale(self.code))
        for translator in self._translators:
            app.installTranslator(translator)
        return ok
