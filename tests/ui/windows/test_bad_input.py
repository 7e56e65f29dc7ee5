"""Wrong command-line flags and garbage in the settings file give a clear message or the
default, never a traceback (issue 7)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from drawgame.storage.settings import Settings
from drawgame.ui.windows.main_window import MainWindow

from ..._process import run_python

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.slow
@pytest.mark.parametrize(
    "flags",
    [
        ["--seed", "abc"],
        ["--seed"],
        ["--opponents", "7"],
        ["--opponents", "two"],
        ["--no-such-flag"],
        ["--data-dir"],
        ["--autoplay", "nobody"],
    ],
)
def test_wrong_flags_get_a_one_line_message(flags: list[str]) -> None:
    result = run_python("-m", "drawgame", *flags, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert lines and "error:" in lines[-1]


@pytest.mark.slow
def test_the_test_hook_is_not_advertised() -> None:
    result = run_python("-m", "drawgame", "--help")
    assert result.returncode == 0
    assert "--data-dir" in result.stdout and "--autoplay" not in result.stdout


GARBAGE = """\
[ui]
language=@ByteArray(\\xff\\xfe)
[view]
speed=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x0fQStringList\\0\\0\\0\\0\\x01)
geometry=garbage
[match]
opponents=99999999999999999999999
strength1=@Invalid()
name=@ByteArray(\\xff)
"""
GARBAGE_JSON = {
    "format": "drawgame-settings",
    "version": 1,
    "values": {
        "ui/language": {"bytes": "//4="},
        "view/speed": ["normal"],
        "view/geometry": "garbage",
        "match/opponents": 99999999999999999999999,
        "match/strength1": None,
        "match/name": {"bytes": "/w=="},
        "../../etc": "x",
    },
}


@pytest.fixture(params=["json", "old ini"])
def garbage_settings(request, tmp_path: Path) -> Path:
    """A settings file full of garbage: ours, or the old QSettings file read the first time."""
    path = tmp_path / "settings.json"
    if request.param == "json":
        path.write_text(json.dumps(GARBAGE_JSON))
    else:
        (tmp_path / "drawgame.conf").write_text(GARBAGE)
    return path


def test_garbage_in_the_settings_file_gives_the_defaults(qtbot, tmp_path, garbage_settings) -> None:
    window = MainWindow(Settings(garbage_settings, legacy=tmp_path / "drawgame.conf"))
    qtbot.addWidget(window)
    assert window.actions_.speeds["normal"].isChecked()
    # The first start's place: 1280×800, or maximised on a screen too small for it.
    fresh = MainWindow(Settings(tmp_path / "fresh.json"))
    qtbot.addWidget(fresh)
    assert (window.size(), window.isMaximized()) == (fresh.size(), fresh.isMaximized())
    # And the window remembers good values over the garbage.
    window.close()
    assert Settings(garbage_settings).value("view/speed") == "normal"


def test_garbage_in_the_remembered_set_up_gives_the_defaults(tmp_path, garbage_settings) -> None:
    from drawgame.ui.dialogs.new_match_dialog import load_setup

    setup = load_setup(Settings(garbage_settings, legacy=tmp_path / "drawgame.conf"))
    assert setup.opponents == ("medium",) and setup.player_name == ""


# -- hardening item 1: the settings file never runs code -------------------------------------


@pytest.fixture
def app_names(qapp):
    """The organisation and application names the real app gives Qt (QSettings' file)."""
    before = qapp.organizationName(), qapp.applicationName()
    qapp.setOrganizationName("Draw")
    qapp.setApplicationName("drawgame")
    yield
    qapp.setOrganizationName(before[0])
    qapp.setApplicationName(before[1])


PAYLOAD_WRITER = """
import sys
from PySide6.QtCore import QSettings

class Payload:
    def __reduce__(self):  # unpickling this creates the marker: code from the file ran
        return (open, (sys.argv[2], "w"))

writer = QSettings(sys.argv[1], QSettings.Format.IniFormat)
writer.setValue("ui/language", Payload())
writer.setValue("view/speed", "slow")
writer.sync()
"""


def write_pickle_payload(path: Path, marker: Path) -> None:
    """An INI file as Qt writes it, whose ui/language is an @Variant(...PyObject...).
    Written by another process: Qt caches the files a process has open."""
    path.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [sys.executable, "-c", PAYLOAD_WRITER, str(path), str(marker)], check=True, timeout=60
    )
    assert b"@Variant(" in path.read_bytes() and b"PyObject" in path.read_bytes()
    assert not marker.exists()


@pytest.mark.slow
@pytest.mark.parametrize("where", ["the old settings file", "our settings file"])
def test_a_pickle_in_the_settings_file_never_runs(
    qtbot, tmp_path, monkeypatch, app_names, where
) -> None:
    from drawgame.ui.kit.safe_settings import legacy_settings_path, settings_path

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    marker = tmp_path / "marker"
    target = legacy_settings_path() if where == "the old settings file" else settings_path()
    assert target is not None and str(tmp_path) in str(target)
    write_pickle_payload(target, marker)
    window = MainWindow()  # the player's own settings, as the app opens them
    qtbot.addWidget(window)
    window.set_speed("fast")  # and writing them back reads nothing more
    window.close()
    assert not marker.exists()
    assert window._language_choice == "system"  # the default
    assert window.settings.value("ui/language", "system") == "system"
    if where == "the old settings file":
        assert window.settings.fileName() != str(target)  # never written
        assert b"PyObject" in target.read_bytes()


SCRIPT = """
from drawgame.ui.windows.assembly import make_application
from drawgame.ui.windows.main_window import MainWindow
app = make_application()
window = MainWindow()
print("started", window.settings.value("view/speed", "normal"))
window.show()
window.close()
"""


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("name", ["Draw/drawgame.conf", "Draw/drawgame/settings.json"])
def test_a_settings_file_that_is_a_fifo_does_not_hang_start_up(tmp_path, name) -> None:
    config = tmp_path / "config"
    (config / name).parent.mkdir(parents=True)
    os.mkfifo(config / name)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config))
    try:
        result = run_python("-c", SCRIPT, env=env, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("start-up hung on a settings file that is a FIFO")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "started normal"


# -- hardening item 4: a data folder that cannot be inspected --------------------------------


@pytest.mark.slow
def test_the_app_plays_on_with_a_data_folder_that_cannot_be_inspected(tmp_path) -> None:
    data = tmp_path / ("x" * 300) / "data"  # a name longer than 255 bytes
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
    )
    args = ["--data-dir", str(data), "--autoplay", "greedy", "--seed", "3", "--opponents", "1"]
    with subprocess.Popen(
        [sys.executable, "-m", "drawgame", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    ) as process:
        try:
            code = process.wait(timeout=6)
        except subprocess.TimeoutExpired:
            code = None  # still playing: what it should do
        process.terminate()
        _, stderr = process.communicate(timeout=30)
    assert code is None, f"the app stopped with status {code}: {stderr}"
    assert "Traceback" not in stderr
