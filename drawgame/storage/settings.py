"""The player's remembered choices (language, speed, window geometry, last set-up) in one
small JSON file of plain values: text, whole numbers, true/false and short binary values.

It replaces QSettings, whose INI reader turns an ``@Variant(...PyObject...)`` value into a
Python object with pickle before any of our checks see it: a crafted settings file ran
code at start-up. Here nothing is ever unpickled or evaluated; the file goes through the
guarded JSON reader, only regular files are opened (a FIFO does not hang start-up), and
anything odd gives the default. Writes are atomic.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> Settings(folder / "settings.json").setValue("ui/language", "tr")
>>> Settings(folder / "settings.json").value("ui/language", "en")
'tr'
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import json
import re
from pathlib import Path
from typing import Final

from drawgame.engine.guarded_json import NewerVersionError, Spec, read_document

from .atomic import read_limited, write_atomic

__all__ = ["FORMAT", "VERSION", "Settings", "SettingsError", "Value"]

FORMAT: Final = "drawgame-settings"
VERSION: Final = 1
MAX_SETTINGS_BYTES: Final = 64_000
MAX_KEYS: Final = 200
_KEY = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_./-]{0,99}")
_INT_LIMIT: Final = 2**53

#: What a setting can hold.
Value = str | int | bool | bytes
#: The longest text and the longest binary value a setting may hold.
MAX_TEXT: Final = 2_000
MAX_BINARY: Final = 8_000


class SettingsError(ValueError):
    """A settings file that cannot be read (its values are then the defaults)."""


class NewerSettingsError(SettingsError, NewerVersionError):
    """Settings from a newer version of the game: used as defaults, never overwritten."""


SPEC: Final = Spec(
    "the settings file",
    FORMAT,
    VERSION,
    MAX_SETTINGS_BYTES,
    SettingsError,
    NewerSettingsError,
    "this file is not Draw's settings",
)


def _plain(value: object) -> Value | None:
    """``value`` as a setting, or None when it is not a plain value we keep."""
    if type(value) is bool:
        return value
    if type(value) is int:
        return value if -_INT_LIMIT < value < _INT_LIMIT else None
    if type(value) is str:
        return value if len(value) <= MAX_TEXT else None
    if type(value) is bytes:
        return value if len(value) <= MAX_BINARY else None
    return None


def _from_json(value: object) -> Value | None:
    if type(value) is dict:
        encoded = value.get("bytes")
        if len(value) != 1 or type(encoded) is not str or len(encoded) > 2 * MAX_BINARY:
            return None
        try:
            return base64.b64decode(encoded, validate=True)
        except (binascii.Error, ValueError):
            return None
    return _plain(value)


def _to_json(value: Value) -> object:
    if isinstance(value, bytes):
        return {"bytes": base64.b64encode(value).decode("ascii")}
    return value


def parse_settings(data: bytes) -> dict[str, Value]:
    """The plain values of a settings document; raises SettingsError for a bad file.
    A single odd entry is left out, not the whole file."""
    doc = read_document(data, SPEC)
    values = doc.get("values")
    if type(values) is not dict:
        raise SettingsError("the settings file has no values")
    kept: dict[str, Value] = {}
    for key, raw in list(values.items())[:MAX_KEYS]:
        value = _from_json(raw)
        if _KEY.fullmatch(key) and value is not None:
            kept[key] = value
    return kept


_LEGACY_INT = re.compile(r"-?[0-9]{1,9}")


def parse_legacy_ini(data: bytes) -> dict[str, Value]:
    """The plain values of the INI file QSettings wrote before, read as text only.

    Only simple ``key=value`` lines are taken; anything Qt would decode (``@Variant``,
    ``@ByteArray``, escapes, lists) is left out, so it is never turned into an object.
    """
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return {}
    kept: dict[str, Value] = {}
    section = ""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            section = "" if section == "General" else section
            continue
        key, equals, value = line.partition("=")
        key, value = key.strip(), value.strip()
        if not equals or not key or line.startswith((";", "#")):
            continue
        if len(value) >= 2 and value[0] == value[-1] == '"':
            value = value[1:-1]
        elif "," in value:
            continue  # a list
        if value.startswith("@") or "\\" in value or '"' in value:
            continue
        full = f"{section}/{key}" if section else key
        if _KEY.fullmatch(full) and len(value) <= MAX_TEXT and len(kept) < MAX_KEYS:
            kept[full] = int(value) if _LEGACY_INT.fullmatch(value) else value
    return kept


class Settings:
    """Key → plain value, kept in the JSON file at ``path`` (``None``: in memory only).

    ``legacy``, if given, is the old QSettings INI file: read once as plain text when
    ``path`` does not exist yet, and never written. The method names follow QSettings'
    (``value``, ``setValue``, ``fileName``) so the window code reads the same.
    """

    def __init__(self, path: Path | None, legacy: Path | None = None) -> None:
        self.path = path
        self._values: dict[str, Value] = {}
        #: False for a newer version's file: it is kept as it is.
        self.writable = path is not None
        if path is None:
            return
        try:
            data = read_limited(path, MAX_SETTINGS_BYTES)
            if data is not None:
                self._values = parse_settings(data)
            elif legacy is not None:
                old = read_limited(legacy, MAX_SETTINGS_BYTES)
                self._values = {} if old is None else parse_legacy_ini(old)
        except NewerVersionError:
            self.writable = False
        except (SettingsError, OSError):
            pass  # the defaults; a good value written later replaces the file

    def fileName(self) -> str:
        return "" if self.path is None else str(self.path)

    def value(self, key: str, default: object = None) -> object:
        """The value of ``key``, or ``default`` when there is none."""
        return self._values.get(key, default)

    def contains(self, key: str) -> bool:
        return key in self._values

    def setValue(self, key: str, value: object, *, write_now: bool = True) -> None:
        """Remember ``value`` (text, a whole number, true/false or bytes) and write the
        file now; a file that cannot be written is not worth interrupting play for. With
        ``write_now=False`` it goes into the file with the next value written (a value the
        window settles on at start-up, where a write would only delay its first frame)."""
        plain = _plain(bytes(value) if isinstance(value, bytearray | memoryview) else value)
        if plain is None or not _KEY.fullmatch(key):
            raise ValueError(f"a setting must be plain text, a number or bytes: {key!r}")
        old = self._values.get(key)
        if type(old) is type(plain) and old == plain:
            return
        self._values[key] = plain
        if write_now:
            self.sync()

    def remove(self, key: str) -> None:
        if self._values.pop(key, None) is not None:
            self.sync()

    def sync(self) -> None:
        """Write every value to the file (atomically)."""
        if self.path is None or not self.writable:
            return
        doc = {
            "format": FORMAT,
            "version": VERSION,
            "values": {key: _to_json(value) for key, value in sorted(self._values.items())},
        }
        with contextlib.suppress(OSError):
            write_atomic(self.path, json.dumps(doc, indent=1, ensure_ascii=False).encode())
