"""Loading bots: built-in names and outside classes from a file or a module."""

from __future__ import annotations

import os
import pathlib
import random
import sys

import pytest

from drawgame.ai.simple import GreedyBot
from drawgame.arena import (
    load_bot,
    run_arena,
)

from ._bots import OUTSIDE_BOTS


@pytest.mark.slow  # starts a bot's process
def test_an_outside_bot_from_a_file_path(bots_file: str) -> None:
    report = run_arena(2, [f"{bots_file}:FirstLegal", "greedy"], matches=2, seed=1)
    assert report.matches == 2 and report.errors == []
    assert isinstance(load_bot("greedy", random.Random(0)), GreedyBot)
    assert load_bot(f"{bots_file}:FirstLegal", random.Random(0)).name == "first"


@pytest.mark.slow  # starts a bot's process
def test_an_outside_bot_from_a_module_path(
    tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "arena_test_pkg"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "players.py").write_text(OUTSIDE_BOTS, encoding="utf-8")
    # As for the console script: only the working directory makes the package importable.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", os.getcwd())])
    for name in ("arena_test_pkg", "arena_test_pkg.players"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    report = run_arena(2, ["arena_test_pkg.players:FirstLegal", "random"], matches=2)
    assert report.matches == 2 and report.errors == []
