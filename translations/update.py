"""Update the catalogues after a source change, then compile them into the package.

    python translations/update.py          # lupdate the .ts files, lrelease the .qm files
    python translations/update.py --check  # fail if lupdate would change the catalogues

English is the source language; the other languages are those of ``drawgame.languages``.
Translate new entries in Qt Linguist (or any editor) and run this again to compile them.

A text that moves to another context (a sentence moved to another class) keeps its
translation: lupdate would drop the old entry and add the new one unfinished, so the
translation of a dropped entry is carried over to a new unfinished entry with the very
same source text (and comment, and plural-ness).
"""

from __future__ import annotations

import argparse
import copy
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout's drawgame, not an installed one

from drawgame.languages import translated  # noqa: E402

#: Each language's catalogue, as its record names it (drawgame/languages.py).
TS = {entry.code: ROOT / "translations" / f"{entry.catalogue}.ts" for entry in translated()}
QM_DIR = ROOT / "drawgame" / "translations"

#: A message apart from its context: source, comment, plural or not.
Key = tuple[str, str, bool]


def find_tool(name: str) -> str | None:
    """Qt's ``lupdate`` or ``lrelease`` as PySide6-Essentials installs it: the binary in the
    PySide6 package, the ``pyside6-`` script beside the running Python (a venv that is not
    activated), or on ``PATH``."""
    suffix = ".exe" if sys.platform == "win32" else ""
    places = []
    try:
        import PySide6

        places.append(Path(PySide6.__file__).parent / f"{name}{suffix}")
    except ImportError:
        pass
    places.append(Path(sys.executable).parent / f"pyside6-{name}{suffix}")
    for place in places:
        if place.is_file() and os.access(place, os.X_OK):
            return str(place)
    return shutil.which(f"pyside6-{name}")


def tool(name: str) -> str:
    found = find_tool(name)
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


def _key(message: ET.Element) -> Key:
    source = message.findtext("source") or ""
    return (source, message.findtext("comment") or "", message.get("numerus") == "yes")


def _entries(ts: Path) -> dict[tuple[str, Key], ET.Element]:
    """(context, key) → the message element, for every message of ``ts``."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[name, _key(message)] = message
    return found


def carry_over(ts: Path, before: dict[tuple[str, Key], ET.Element]) -> int:
    """Give new unfinished entries of ``ts`` the translation of a dropped entry with the
    same key; returns how many were filled (the file is rewritten only then)."""
    now = _entries(ts)
    dropped: dict[Key, ET.Element] = {}
    for (context, key), message in before.items():
        translation = message.find("translation")
        if (context, key) in now or translation is None or translation.get("type"):
            continue
        dropped.setdefault(key, translation)
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        old = message.find("translation")
        if old is not None and old.get("type") == "unfinished" and _key(message) in dropped:
            message.remove(old)
            message.append(copy.deepcopy(dropped[_key(message)]))
            filled += 1
    if filled:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


def update() -> None:
    """lupdate every catalogue, keeping the translations of texts that changed context."""
    before = {code: _entries(ts) for code, ts in TS.items()}
    lupdate(TS)
    moved = {code: carry_over(ts, before[code]) for code, ts in TS.items()}
    if any(moved.values()):
        lupdate(TS)  # lupdate's own layout again
        for code, count in moved.items():
            print(f"{TS[code].name}: {count} translations carried over to a new context")


def lrelease() -> None:
    QM_DIR.mkdir(exist_ok=True)
    for ts in TS.values():
        qm = QM_DIR / ts.with_suffix(".qm").name
        subprocess.run(
            [tool("lrelease"), "-silent", str(ts), "-qm", str(qm)],
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
        stale = [TS[c].name for c in TS if copies[c].read_bytes() != TS[c].read_bytes()]
    if stale:
        print(f"out of date: {', '.join(stale)}; run: python translations/update.py")
        return 1
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only check, change nothing")
    if parser.parse_args().check:
        return check()
    update()
    lrelease()
    return 0


if __name__ == "__main__":
    sys.exit(main())
