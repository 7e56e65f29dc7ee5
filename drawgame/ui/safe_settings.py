"""Reading the settings file defensively: a garbage value (hand-edited, from another
version, or not text at all) gives the default instead of an exception."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QByteArray, QSettings

T = TypeVar("T", str, int, bool)


def read_setting(settings: QSettings, key: str, default: T) -> T:
    """``settings.value(key, default, type=...)`` that never raises."""
    kind = type(default)
    try:
        value = settings.value(key, default, type=kind)
    except (UnicodeDecodeError, TypeError, ValueError, OverflowError, RuntimeError):
        return default
    return value if type(value) is kind else default


def read_bytes(settings: QSettings, key: str) -> QByteArray | None:
    """A binary setting (a window geometry), or None when missing or not binary."""
    try:
        value = settings.value(key)
    except (UnicodeDecodeError, TypeError, ValueError, RuntimeError):
        return None
    if isinstance(value, bytes | bytearray):
        return QByteArray(bytes(value))
    return value if isinstance(value, QByteArray) else None
