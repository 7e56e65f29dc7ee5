"""The settings file: where it is, and reading it defensively. A garbage value (hand-edited,
from another version, or not text at all) gives the default instead of an exception.

The file is our own plain JSON (:class:`drawgame.storage.settings.Settings`), never
QSettings: Qt's INI reader unpickles ``@Variant`` values, so a crafted file ran code.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QByteArray, QStandardPaths

from drawgame.storage.settings import Settings

T = TypeVar("T", str, int, bool)

SETTINGS_NAME = "settings.json"
#: The names app.make_application() gives Qt, which placed the QSettings file.
ORGANIZATION, APPLICATION = "Draw", "drawgame"


def settings_path() -> Path | None:
    """Our settings file in the user's configuration folder, or None if there is none."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
    return Path(location) / SETTINGS_NAME if location else None


def legacy_settings_path() -> Path | None:
    """Where QSettings kept the choices before (an INI file on Linux and the BSDs; the
    registry and property lists elsewhere are not read)."""
    if sys.platform in ("win32", "darwin"):
        return None
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(config) / ORGANIZATION / f"{APPLICATION}.conf" if config else None


def open_settings() -> Settings:
    """The player's settings (the old QSettings file's plain values the first time)."""
    return Settings(settings_path(), legacy=legacy_settings_path())


def read_setting(settings: Settings, key: str, default: T) -> T:
    """The value of ``key`` if it has the type of ``default``, else ``default``."""
    value = settings.value(key, default)
    return value if type(value) is type(default) else default


def read_bytes(settings: Settings, key: str) -> QByteArray | None:
    """A binary setting (a window geometry), or None when missing or not binary."""
    value = settings.value(key)
    return QByteArray(value) if type(value) is bytes else None
