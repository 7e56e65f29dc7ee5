"""Files the game keeps between runs: the match in progress and the statistics.

Pure Python, no Qt: atomic writes (:mod:`.atomic`), the save document (:mod:`.saves`) and
the statistics document (:mod:`.stats`), each versioned and validated on load.
"""

from .atomic import (
    BackgroundWriter,
    Skip,
    move_aside,
    read_limited,
    remove_stale_temps,
    write_atomic,
)
from .saves import SaveDocument, load_save, save_to_json
from .stats import Record, Statistics, StatsError, strength_key

__all__ = [
    "BackgroundWriter",
    "Record",
    "SaveDocument",
    "Skip",
    "Statistics",
    "StatsError",
    "load_save",
    "move_aside",
    "read_limited",
    "remove_stale_temps",
    "save_to_json",
    "strength_key",
    "write_atomic",
]
