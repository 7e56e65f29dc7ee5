"""Where the packaged resources are: icons, sounds and compiled catalogues.

Everything is looked up with :mod:`importlib.resources`, so it works the same from a source
tree, an installed wheel and a PyInstaller bundle (which keeps package data as files under
the bundle's ``drawgame/``). No Qt import here: ``drawgame --version`` must not need it.
"""

from __future__ import annotations

import contextlib
from importlib import resources
from pathlib import Path

#: Pixel sizes of the packaged PNG icons (``drawgame/icons/drawgame-N.png``).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _package_file(package: str, name: str) -> Path | None:
    try:
        entry = resources.files(package).joinpath(name)
    except ModuleNotFoundError:
        return None
    # Wheels and bundles keep data as real files; a zipped install would not, and the Qt
    # loaders below need a path, so anything else counts as missing.
    path = Path(str(entry))
    return path if path.is_file() else None


def icon_paths() -> list[Path]:
    """The packaged PNG icons, smallest first (only those present)."""
    found = (_package_file("drawgame", f"icons/drawgame-{size}.png") for size in ICON_SIZES)
    return [path for path in found if path is not None]


def catalogue_path(code: str) -> Path | None:
    """Our compiled catalogue for language ``code``, as its record names it
    (``drawgame/translations/drawgame_CODE.qm``); None for the source language."""
    from drawgame.languages import language

    name = language(code).catalogue
    return None if name is None else _package_file("drawgame.translations", f"{name}.qm")


def qt_catalogue_dirs() -> list[Path]:
    """Folders that may hold Qt's own catalogues (``qtbase_tr.qm``): the bundle's copy
    beside ours first, then Qt's install (needs QtCore, imported only here)."""
    from PySide6.QtCore import QLibraryInfo

    dirs = []
    with contextlib.suppress(ModuleNotFoundError):
        dirs.append(Path(str(resources.files("drawgame.translations"))))
    dirs.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    return dirs


def qt_catalogue_path(name: str) -> Path | None:
    """Qt's catalogue ``name`` (a language record's, ``qtbase_tr``) where Qt or the bundle
    keeps it; None when there is none."""
    for folder in qt_catalogue_dirs():
        candidate = folder / f"{name}.qm"
        if candidate.is_file():
            return candidate
    return None


def sound_path(name: str) -> Path | None:
    """The packaged cue ``drawgame/sounds/NAME.wav`` (made by packaging/make_sounds.py)."""
    return _package_file("drawgame", f"sounds/{name}.wav")
