"""Compile the dataclasses' methods of the first frame into ``PATH``, for the frozen bundle:

    python packaging/keep_dataclass_code.py PATH

A start reuses the methods' code kept from the last start (drawgame/quick_start.py), but the
bundle writes nothing beside its code, so every frozen start compiled them again (2.53× a
bare window's first frame instead of 2.32×). The spec runs this before the analysis: one
headless ``drawgame --check`` from the working tree, keeping what it compiled in ``PATH``,
which the bundle carries where quick_start looks (``drawgame/__pycache__``). The bundle's
Python is the one running this, so the file's bytecode version is the bundle's.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: keep_dataclass_code.py PATH", file=sys.stderr)
        return 2
    path = Path(argv[0])
    path.parent.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(ROOT))  # this working tree's drawgame, as the spec analyses
    sys.dont_write_bytecode = False  # keep_dataclass_code writes only where Python would
    from drawgame import quick_start

    reuse, keep = quick_start.reuse_dataclass_code, quick_start.keep_dataclass_code
    # The start (drawgame.app, drawgame.selfcheck) imports these by name when it runs.
    quick_start.reuse_dataclass_code = lambda path=path: reuse(path)  # type: ignore[misc]
    quick_start.keep_dataclass_code = lambda path=path: keep(path)  # type: ignore[misc]
    from drawgame.app import main as start

    status = start(["--check"])
    if status != 0 or not path.is_file():
        print(f"keep_dataclass_code: the check did not keep {path}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
