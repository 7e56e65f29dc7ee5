"""Update the catalogues after a source change, then compile them into the package.

    python translations/update.py          # lupdate both .ts files, lrelease the .qm files
    python translations/update.py --check  # fail if lupdate would change the catalogues

English is the source language; translate new entries in Qt Linguist (or any editor) and
run this again to compile them.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("tr", "id")
TS = {code: ROOT / "translations" / f"drawgame_{code}.ts" for code in LANGUAGES}
QM_DIR = ROOT / "drawgame" / "translations"


def tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        sys.exit(f"pyside6-{name} is not installed (it comes with PySide6-Essentials)")
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "drawgame").rglob("*.py"))


def lupdate(targets: dict[str, Path]) -> None:
    for code, ts in targets.items():
        subprocess.run(
            [
                tool("lupdate"),
                *sources(),
                "-no-obsolete",
                "-locations",
                "none",
                "-target-language",
                code,
                "-silent",
                "-ts",
                str(ts),
            ],
            cwd=ROOT,
            check=True,
        )


def lrelease() -> None:
    QM_DIR.mkdir(exist_ok=True)
    for code, ts in TS.items():
        subprocess.run(
            [tool("lrelease"), "-silent", str(ts), "-qm", str(QM_DIR / f"drawgame_{code}.qm")],
            cwd=ROOT,
            check=True,
        )


def check() -> int:
    """Non-zero if lupdate would add or drop an entry (the catalogues are out of date)."""
    with tempfile.TemporaryDirectory() as folder:
        copies = {code: Path(folder) / ts.name for code, ts in TS.items()}
        for code, ts in TS.items():
            shutil.copy(ts, copies[code])
        lupdate(copies)
        stale = [TS[c].name for c in LANGUAGES if copies[c].read_bytes() != TS[c].read_bytes()]
    if stale:
        print(f"out of date: {', '.join(stale)}; run: python translations/update.py")
        return 1
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only check, change nothing")
    if parser.parse_args().check:
        return check()
    lupdate(TS)
    lrelease()
    return 0


if __name__ == "__main__":
    sys.exit(main())
