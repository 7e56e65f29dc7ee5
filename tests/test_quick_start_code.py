"""drawgame/quick_start.py: the dataclasses' methods compiled at one start are run again at
the next, not compiled again, and behave as compiled ones do; a missing, damaged or foreign
file is compiled past; nothing is written where Python writes no bytecode."""

from __future__ import annotations

import builtins
import dataclasses
import inspect
import sys
from pathlib import Path

import pytest

from drawgame.quick_start import keep_dataclass_code, reuse_dataclass_code


def _define() -> tuple[type, type]:
    """Two classes as the game defines them: the same source text at every start."""

    @dataclasses.dataclass(frozen=True, slots=True)
    class Tile:
        high: int
        low: int = 0

    @dataclasses.dataclass(slots=True)
    class Logged:
        entry: str
        seats: tuple[int, ...] = ()

    return Tile, Logged


def _compiles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The source texts compiled from now on (dataclasses compile each method's)."""
    seen: list[str] = []
    original = builtins.compile

    def spy(source, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(source)
        return original(source, *args, **kwargs)

    monkeypatch.setattr(builtins, "compile", spy)
    return seen


def _start(path: Path) -> tuple[type, type]:
    reuse_dataclass_code(path)
    try:
        return _define()
    finally:
        keep_dataclass_code(path)


def _same_behaviour(tile: type, logged: type) -> None:
    assert tile(6, 4) == tile(6, 4) and tile(6, 4) != tile(4, 6)
    assert hash(tile(6, 4)) == hash(tile(6, 4))
    assert repr(tile(6, 4)) == "_define.<locals>.Tile(high=6, low=4)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        tile(6, 4).high = 5  # type: ignore[misc]
    entry = logged("drew")
    entry.seats = (1,)
    assert entry == logged("drew", (1,))
    # Annotations as dataclasses gives them (objects, not names: no __future__ flags).
    assert inspect.signature(tile).parameters["high"].annotation == "int"
    assert tile.__init__.__annotations__ == _define()[0].__init__.__annotations__


def test_a_second_start_compiles_no_method_again_and_they_behave_alike(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    path = tmp_path / "__pycache__" / "methods.marshal"
    _start(path)
    assert path.is_file()
    compiled = _compiles(monkeypatch)
    tile, logged = _start(path)
    assert compiled == []
    _same_behaviour(tile, logged)
    assert "exec" not in vars(dataclasses)  # and they compile as before once it is over


@pytest.mark.parametrize(
    "content",
    [b"", b"not a marshal file", b"\x00" * 64, None],
    ids=["empty", "text", "zeros", "another-python"],
)
def test_a_missing_damaged_or_foreign_file_is_compiled_past(tmp_path, monkeypatch, content):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    path = tmp_path / "methods.marshal"
    if content is None:  # a good file from a Python whose bytecode differs
        _start(path)
        data = bytearray(path.read_bytes())
        data[0] ^= 0xFF
        content = bytes(data)
    path.write_bytes(content)
    compiled = _compiles(monkeypatch)
    tile, logged = _start(path)
    assert compiled != []
    _same_behaviour(tile, logged)
    monkeypatch.undo()
    # The file is good again for the next start.
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    compiled = _compiles(monkeypatch)
    _start(path)
    assert compiled == []


def test_nothing_is_written_where_python_writes_no_bytecode(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # PYTHONDONTWRITEBYTECODE, frozen
    path = tmp_path / "methods.marshal"
    tile, logged = _start(path)
    assert not path.exists()
    assert list(tmp_path.iterdir()) == []
    _same_behaviour(tile, logged)
    assert "exec" not in vars(dataclasses)  # compiled as before once the start is over


def test_a_pipe_in_the_files_place_is_never_opened(tmp_path, monkeypatch):
    """Only a regular file is read: opening a FIFO would hold the start until a writer came."""
    import os

    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    path = tmp_path / "methods.marshal"
    os.mkfifo(path)
    compiled = _compiles(monkeypatch)
    tile, logged = _start(path)
    assert compiled != []
    _same_behaviour(tile, logged)
