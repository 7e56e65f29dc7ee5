"""Fixtures of the arena tests."""

import pathlib

import pytest

from ._bots import OUTSIDE_BOTS


@pytest.fixture
def bots_file(tmp_path: pathlib.Path) -> str:
    path = tmp_path / "outside_bots.py"
    path.write_text(OUTSIDE_BOTS, encoding="utf-8")
    return str(path)


#: Outside bots for the tests; they are loaded by the arena, not collected.
collect_ignore = ["bots"]
