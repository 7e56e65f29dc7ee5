"""Choosing and switching the language: our catalogues and Qt's own (issue 5), and the one
registry of everything that retranslates itself.

Every window, dialog, panel, model and scene that shows translated text calls
:func:`register` once, when it is built: that sets its texts the first time (its own
``__init__`` does not), and a switch then calls its ``retranslate()`` exactly once, in the
order they registered (a part before the window that holds it). The registry
holds them weakly, so a closed window is simply forgotten. Nothing else retranslates:
no chains of calls from a window to its parts, no LanguageChange handlers (graphics items
never receive that event, and widgets receive it once per translator installed).

Which languages there are, and which of them Qt has a catalogue for, is in
:mod:`drawgame.languages`. English is the source language. Turkish also loads Qt's
``qtbase_tr`` for the standard dialogs, installed before ours so that ours wins where both
translate a Qt text; Qt ships no Indonesian, so our own catalogue carries Qt's standard
button texts (see ``qt_strings``).
"""

from __future__ import annotations

import weakref
from typing import Protocol

import shiboken6
from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTranslator, Signal

from drawgame import languages
from drawgame.languages import SOURCE, SYSTEM, language
from drawgame.resources import catalogue_path, qt_catalogue_path

__all__ = [
    "SYSTEM",
    "LanguageManager",
    "Retranslatable",
    "register",
    "registered",
    "resolve",
    "retranslate_all",
    "system_language",
]


class Retranslatable(Protocol):
    """Anything that shows translated text: it sets every text anew in the language now
    installed."""

    def retranslate(self) -> None: ...


_registered: list[weakref.ref[Retranslatable]] = []


def register(part: Retranslatable) -> None:
    """Translate ``part`` now, and once on every language switch from then on (held
    weakly); a part registered already is neither added nor translated again."""
    if any(ref() is part for ref in _registered):
        return
    _registered.append(weakref.ref(part))
    part.retranslate()


def registered() -> list[Retranslatable]:
    """The parts alive now, in the order they registered (a deleted Qt object is gone)."""
    alive = []
    for ref in _registered:
        part = ref()
        if part is None or (isinstance(part, QObject) and not shiboken6.isValid(part)):
            continue
        alive.append(part)
    _registered[:] = [weakref.ref(part) for part in alive]
    return alive


def retranslate_all() -> None:
    """Every registered part retranslates itself, once."""
    for part in registered():
        part.retranslate()


def system_language() -> str:
    """The system's language when the game speaks it, otherwise English."""
    system = QLocale.system().language()
    for entry in languages.LANGUAGES:
        if QLocale(entry.code).language() == system:
            return entry.code
    return SOURCE


def resolve(choice: str) -> str:
    """A setting or flag value ("system", "en", "tr", "id") to a language code."""
    if choice == SYSTEM:
        return system_language()
    return language(choice).code


class LanguageManager(QObject):
    """Installs the translators for one language at a time, retranslates every registered
    part once (:func:`retranslate_all`), then emits :attr:`languageChanged`."""

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
            for name in language(code).qt_catalogues:
                qt = QTranslator(self)
                qt_path = qt_catalogue_path(name)
                # Keyed by the catalogue's kind ("qtbase"), as ours is ("drawgame").
                loaded = qt_path is not None and qt.load(str(qt_path))
                self.loaded[name.partition("_")[0]] = loaded
                if loaded:
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
        retranslate_all()
        self.languageChanged.emit(self.code)
        return ok
