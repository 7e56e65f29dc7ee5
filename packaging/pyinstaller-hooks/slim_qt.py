"""What the slim bundle keeps of Qt: shared by packaging/drawgame.spec and the Qt hooks here.

PyInstaller's own PySide6 hooks collect every plugin type a Qt module may use (GTK theme,
Wayland, EGL devices, image formats, ...) and then every system library those plugins link
(GTK, cairo, Kerberos, ...). Our hooks override theirs (user hooks win) and hand on only
the plugins listed here, so the libraries of the dropped ones are never even looked for.
"""

from __future__ import annotations

import sys
from pathlib import Path, PurePath

# This checkout's drawgame (the spec puts it first on the path too): its language records.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from drawgame.languages import qt_catalogue_files

#: Qt plugins the bundle keeps, as "type/file-stem"; everything else under plugins/ goes.
#: offscreen: ``--check`` and CI; xcb: X11 desktops, and Wayland ones through XWayland
#: (without the wayland plugin's extra libraries); compose and ibus: typing ğ, ş, ı or an
#: input method's text in the player's name; the xcb GL integrations: Qt probes GL on X11.
#: Windows and macOS: their platform and style plugins, so the same spec serves there.
KEEP_PLUGINS = frozenset({
    "platforms/libqoffscreen",
    "platforms/libqxcb",
    "platforms/qoffscreen",
    "platforms/qwindows",
    "platforms/libqcocoa",
    "platforminputcontexts/libcomposeplatforminputcontextplugin",
    "platforminputcontexts/libibusplatforminputcontextplugin",
    "xcbglintegrations/libqxcb-glx-integration",
    "xcbglintegrations/libqxcb-egl-integration",
    "styles/qmodernwindowsstyle",
    "styles/libqmacstyle",
})  # fmt: skip
#: Qt's own catalogues, those the language records name: Turkish only (Qt ships none for
#: Indonesian; ours carries those).
QT_CATALOGUES = qt_catalogue_files()


def keep(dest: str) -> bool:
    """Whether the bundle keeps the Qt file that would land at ``dest``."""
    parts = PurePath(dest).parts
    if "plugins" in parts:
        i = parts.index("plugins")
        if len(parts) > i + 2:
            stem = PurePath(parts[i + 2]).name.split(".")[0]
            return f"{parts[i + 1]}/{stem}" in KEEP_PLUGINS
        return True
    if parts and parts[0] == "PySide6" and dest.endswith(".qm"):
        return PurePath(dest).name in QT_CATALOGUES
    return True


def slim(hook_file: str) -> tuple[list[str], list[tuple[str, str]], list[tuple[str, str]]]:
    """PyInstaller's Qt-module hook result for ``hook_file``, less what we drop."""
    from PyInstaller.utils.hooks.qt import add_qt6_dependencies

    hiddenimports, binaries, datas = add_qt6_dependencies(hook_file)
    return (
        hiddenimports,
        [(src, dst) for src, dst in binaries if keep(f"{dst}/{PurePath(src).name}")],
        [(src, dst) for src, dst in datas if keep(f"{dst}/{PurePath(src).name}")],
    )
