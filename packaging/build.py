"""Build the frozen one-folder bundle and its archive, then check the bundle starts.

    python -m pip install ".[build]"
    python packaging/build.py   # dist/drawgame/ and dist/drawgame-VERSION-linux-x86_64.tar.gz

Options: ``--dist DIR`` (default ``dist``), ``--work DIR`` (PyInstaller's scratch, default
``build/pyinstaller``), ``--no-archive``, ``--no-check``. The check runs the frozen
``drawgame --check`` headless and fails the build if it fails.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "drawgame.spec"


def version() -> str:
    sys.path.insert(0, str(ROOT))
    import drawgame

    return drawgame.__version__


def bundle_size(folder: Path) -> int:
    """Bytes on disk of every file in ``folder`` (symlinks counted once, as links)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() or p.is_symlink())


def executable(bundle: Path) -> Path:
    return bundle / ("drawgame.exe" if sys.platform == "win32" else "drawgame")


def build(dist: Path, work: Path) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit('build: PyInstaller is missing; install it with: pip install ".[build]"')
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work), str(SPEC),
    ]  # fmt: skip
    subprocess.run(command, cwd=ROOT, check=True)
    bundle = dist / "drawgame"
    # The GPL beside the executable, where a player opening the folder sees it (the spec
    # already puts one inside, with the program's data).
    shutil.copyfile(ROOT / "LICENSE", bundle / "LICENSE")
    return bundle


def archive(bundle: Path) -> Path:
    machine = platform.machine().lower() or "unknown"
    system = platform.system().lower() or "unknown"
    target = bundle.parent / f"drawgame-{version()}-{system}-{machine}.tar.gz"
    with tarfile.open(target, "w:gz") as tar:
        tar.add(bundle, arcname="drawgame")
    return target


def unresolved_x11_libraries(bundle: Path) -> list[str]:
    """Libraries the bundle's xcb plugin links but neither the bundle nor this system has:
    PyInstaller bundles what the build machine has, so a missing one here is missing for
    every player on X11."""
    plugin = next(bundle.rglob("plugins/platforms/libqxcb.so"), None)
    if plugin is None or shutil.which("ldd") is None:
        return []
    env = dict(os.environ, LD_LIBRARY_PATH=str(bundle / "_internal"))
    listing = subprocess.run(["ldd", str(plugin)], env=env, capture_output=True, text=True)
    return sorted({line.split()[0] for line in listing.stdout.splitlines() if "not found" in line})


def check(bundle: Path) -> str:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    result = subprocess.run(
        [str(executable(bundle)), "--check"], env=env, capture_output=True, text=True, timeout=120
    )
    if result.returncode != 0:
        sys.exit(f"build: the frozen app's check failed:\n{result.stdout}{result.stderr}")
    return result.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build dist/drawgame/ and its .tar.gz.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    parser.add_argument("--no-archive", action="store_true", help="only the folder")
    parser.add_argument("--no-check", action="store_true", help="do not run the frozen check")
    args = parser.parse_args(argv)
    bundle = build(args.dist.resolve(), args.work.resolve())
    print(f"bundle: {bundle} ({bundle_size(bundle) / 1e6:.1f} MB)")
    missing = unresolved_x11_libraries(bundle)
    if missing:
        sys.exit(
            f"build: the X11 platform plugin needs {', '.join(missing)}, which this machine "
            "lacks, so the bundle cannot carry them; on Debian: apt-get install "
            "libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 "
            "libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1"
        )
    if not args.no_archive:
        tar = archive(bundle)
        print(f"archive: {tar} ({tar.stat().st_size / 1e6:.1f} MB)")
    if not args.no_check:
        print(check(bundle))
    return 0


if __name__ == "__main__":
    sys.exit(main())
