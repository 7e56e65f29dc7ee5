"""The settings file: plain values only, never unpickled; anything odd gives the default;
a newer version's file is left alone (hardening items 1 and 6)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from drawgame.storage.settings import Settings, parse_legacy_ini


def test_plain_values_come_back_with_their_types(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.json"
    settings = Settings(path)
    settings.setValue("ui/language", "tr")
    settings.setValue("match/opponents", 3)
    settings.setValue("view/fullscreen", True)
    settings.setValue("view/geometry", b"\x01\x00\xff")
    settings.setValue("match/name", "محمد\u200cرضا")
    again = Settings(path)
    assert again.value("ui/language") == "tr"
    assert again.value("match/opponents") == 3 and again.value("view/fullscreen") is True
    assert again.value("view/geometry") == b"\x01\x00\xff"
    assert again.value("match/name") == "محمد\u200cرضا"
    assert again.value("missing", "default") == "default"
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temporary left
    assert json.loads(path.read_text("utf-8"))["format"] == "drawgame-settings"


def test_only_plain_values_can_be_set(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.json")
    for value in (object(), 1.5, None, ["a"], "x" * 3000):
        with pytest.raises(ValueError):
            settings.setValue("ui/language", value)
    with pytest.raises(ValueError):
        settings.setValue("../escape", "x")


def test_odd_values_are_left_out_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    values = {
        "good": "kept",
        "float": 1.5,
        "list": ["a"],
        "object": {"__class__": "os.system"},
        "bad base64": {"bytes": "***"},
        "": "empty key",
        "big": 10**30,
        "view/speed": "fast",
    }
    path.write_text(json.dumps({"format": "drawgame-settings", "version": 1, "values": values}))
    settings = Settings(path)
    assert settings.value("good") == "kept" and settings.value("view/speed") == "fast"
    for key in values:
        if key not in ("good", "view/speed"):
            assert not settings.contains(key)


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\xff\xfe",
        b"[ui]\nlanguage=@Variant(\\0\\0\\0\\x7f)\n",
        b'{"format":"x"}',
        b"[" * 5000,
    ],
    ids=["empty", "not utf-8", "an INI file", "not ours", "deep"],
)
def test_a_bad_file_gives_the_defaults_and_is_replaced_by_good_values(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings = Settings(path)
    assert settings.value("ui/language", "system") == "system"
    settings.setValue("ui/language", "id")
    assert Settings(path).value("ui/language") == "id"


def test_a_newer_versions_settings_are_used_as_defaults_and_never_overwritten(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.json"
    text = json.dumps({"format": "drawgame-settings", "version": 9, "values": {"a": 1}})
    path.write_text(text)
    settings = Settings(path)
    settings.setValue("ui/language", "tr")
    assert settings.value("ui/language") == "tr"  # for this session
    assert path.read_text() == text


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_or_a_folder_is_not_read(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "folder").mkdir()
    assert Settings(tmp_path / "fifo").value("x", 1) == 1
    assert Settings(tmp_path / "folder").value("x", 1) == 1
    assert Settings(tmp_path / "new", legacy=tmp_path / "fifo").value("x", 1) == 1


def test_an_unwritable_place_does_not_stop_play(tmp_path: Path) -> None:
    (tmp_path / "file").write_bytes(b"")
    settings = Settings(tmp_path / "file" / "settings.json")
    settings.setValue("ui/language", "tr")  # no exception
    assert settings.value("ui/language") == "tr"
    long = Settings(tmp_path / ("x" * 300) / "settings.json")
    long.setValue("ui/language", "tr")
    assert long.value("ui/language") == "tr"


OLD_INI = """\
[General]
top=1

[match]
name=Ay\xc5\x9fe Nur
opponents=2
strength1=hard
quoted="a, b"
list=a, b

[ui]
language=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18PySide::PyObjectWrapper\\0\\0\\0\\0\\x34\\x80)

[view]
geometry=@ByteArray(\\x1\\xd9\\xd0\\xcb)
speed=fast
escaped=a\\tb
"""


def test_the_old_qsettings_file_is_read_as_plain_text_once(tmp_path: Path) -> None:
    legacy = tmp_path / "drawgame.conf"
    legacy.write_bytes(OLD_INI.encode("latin-1"))
    assert parse_legacy_ini(legacy.read_bytes()) == {
        "top": 1,
        "match/name": "Ayşe Nur",
        "match/opponents": 2,
        "match/strength1": "hard",
        "match/quoted": "a, b",
        "view/speed": "fast",
    }
    path = tmp_path / "new" / "settings.json"
    settings = Settings(path, legacy=legacy)
    assert settings.value("ui/language", "system") == "system"
    assert settings.value("match/name") == "Ayşe Nur"
    settings.setValue("view/speed", "slow")
    assert legacy.read_bytes() == OLD_INI.encode("latin-1")  # never written
    legacy.write_text("[view]\nspeed=normal\n")
    assert Settings(path, legacy=legacy).value("view/speed") == "slow"  # ours wins
