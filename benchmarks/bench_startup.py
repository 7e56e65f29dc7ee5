"""The app's start to its first frame, headless: the median of several runs.

    python benchmarks/bench_startup.py [--runs 15] [COMMAND ...]

The figure tests/test_packaging.py no longer asserts (it was "median at most 1200 ms";
the target is 400 ms on a quiet machine). A thin front for
``packaging/measure_startup.py``, which does the measuring: COMMAND defaults to the frozen
bundle (``dist/drawgame/drawgame``, from ``python packaging/build.py``); for the installed
package give ``drawgame``, for the source tree ``python3 -m drawgame``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "packaging"))

from measure_startup import main

if __name__ == "__main__":
    sys.exit(main())
