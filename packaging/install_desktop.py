"""Install the desktop integration on Linux: the menu entry, the icons, the AppStream data.

    python packaging/install_desktop.py                      # into ~/.local/share, Exec=drawgame
    python packaging/install_desktop.py --exec "$PWD/dist/drawgame/drawgame"   # the bundle
    python packaging/install_desktop.py --prefix /usr/share  # system-wide, e.g. for a distro
    python packaging/install_desktop.py --uninstall

Copies ``resources/io.github.drawgame.Draw.desktop`` to ``applications/``, the packaged
icons (``drawgame/icons/``) to ``icons/hicolor/NxN/apps/io.github.drawgame.Draw.png`` and
``scalable/apps/…svg``, and the metainfo to ``metainfo/``.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.drawgame.Draw"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def files(prefix: Path) -> dict[Path, Path]:
    """Source → destination of every file installed under ``prefix``."""
    icons = ROOT / "drawgame" / "icons"
    plan = {
        ROOT / "resources" / f"{APP_ID}.desktop": prefix / "applications" / f"{APP_ID}.desktop",
        ROOT / "resources" / f"{APP_ID}.metainfo.xml": prefix
        / "metainfo"
        / f"{APP_ID}.metainfo.xml",
        icons / "drawgame.svg": prefix / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg",
    }
    for size in SIZES:
        plan[icons / f"drawgame-{size}.png"] = (
            prefix / f"icons/hicolor/{size}x{size}/apps" / f"{APP_ID}.png"
        )
    return plan


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Install the menu entry and icons (Linux).")
    parser.add_argument("--prefix", type=Path, default=Path.home() / ".local" / "share")
    parser.add_argument("--exec", dest="command", default="drawgame", help="the Exec= command")
    parser.add_argument("--uninstall", action="store_true")
    args = parser.parse_args(argv)
    for source, target in files(args.prefix).items():
        if args.uninstall:
            target.unlink(missing_ok=True)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.suffix == ".desktop":
            text = source.read_text(encoding="utf-8")
            # The desktop spec's quoting: a path with spaces goes in double quotes.
            command = f'"{args.command}"' if " " in args.command else args.command
            text = text.replace("Exec=drawgame", f"Exec={command}")
            target.write_text(text, encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        print(target)
    # Menus and docks pick the new entry up without a log-out where these tools exist.
    for tool in (
        ["update-desktop-database", str(args.prefix / "applications")],
        ["gtk-update-icon-cache", "-q", "-t", str(args.prefix / "icons" / "hicolor")],
    ):
        if shutil.which(tool[0]):
            subprocess.run(tool, check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
