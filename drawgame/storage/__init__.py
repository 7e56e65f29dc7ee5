"""Files the game keeps between runs: the match in progress and the statistics.

Pure Python, no Qt: atomic writes (:mod:`.atomic`), the save document (:mod:`.saves`) and
the statistics document (:mod:`.stats`), each versioned and validated on load.
"""

from .atomic import (
    BackgroundWriter,
    Skip,
    file_exists,
    folder_problem,
    move_aside,
    read_limited,
    remove_stale_temps,
    write_atomic,
)
from .names import NAME_LIMIT, clean_player_name, is_valid_player_name
from .saves import HUMAN, SaveDocument, load_save, save_to_json
from .stats import NewerStatsError, Record, Statistics, StatsError, strength_key

__all__ = [
    "HUMAN",
    "NAME_LIMIT",
    "BackgroundWriter",
    "NewerStatsError",
    "Record",
    "SaveDocument",
    "Skip",
    "Statistics",
    "StatsError",
    "clean_player_name",
    "file_exists",
    "folder_problem",
    "is_valid_player_name",
    "load_save",
    "move_aside",
    "read_limited",
    "remove_stale_temps",
    "save_to_json",
    "strength_key",
    "write_atomic",
]
