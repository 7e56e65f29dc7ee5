"""Render the application icon from its SVG source into every file that ships it.

    python packaging/make_icons.py

Source: ``resources/icons/drawgame.svg`` (drawn by hand). Writes, all checked in:

- ``drawgame/icons/drawgame-{16..512}.png``: inside the package; the window icon and the
  Linux desktop icons (``packaging/install_desktop.py`` copies them into hicolor);
- ``drawgame/icons/drawgame.svg``: a copy, the scalable desktop icon;
- ``resources/icons/drawgame.ico`` and ``drawgame.icns``: for the PyInstaller spec on Windows
  and macOS. Both are written here as PNG-in-container files, so no Pillow is needed.

Rerun after editing the SVG. Qt's SVG renderer (QtSvg, in PySide6-Essentials) does the work.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "drawgame.svg"
PACKAGE_ICONS = ROOT / "drawgame" / "icons"
BUILD_ICONS = ROOT / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # .ico entries stop at 256
#: .icns PNG entry types by pixel size (Apple's OSTypes).
ICNS_TYPES = ((16, b"icp4"), (32, b"icp5"), (64, b"icp6"), (128, b"ic07"), (256, b"ic08"),
              (512, b"ic09"))  # fmt: skip


def render_png(svg: Path, size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon holding the PNGs as they are (allowed since Windows Vista)."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        data = pngs[size]
        # A width or height of 0 means 256.
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon family of PNG entries."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for size, kind in ICNS_TYPES
        if size in pngs
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    PACKAGE_ICONS.mkdir(parents=True, exist_ok=True)
    pngs = {size: render_png(SOURCE, size) for size in SIZES}
    for size, data in pngs.items():
        (PACKAGE_ICONS / f"drawgame-{size}.png").write_bytes(data)
    shutil.copyfile(SOURCE, PACKAGE_ICONS / "drawgame.svg")
    (BUILD_ICONS / "drawgame.ico").write_bytes(ico(pngs))
    (BUILD_ICONS / "drawgame.icns").write_bytes(icns(pngs))
    print(f"icons written to {PACKAGE_ICONS.relative_to(ROOT)} and {BUILD_ICONS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
