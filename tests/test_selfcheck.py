"""``drawgame --check``: the headless self-test opens the window offscreen, leaves the
player's files alone, and fails clearly when a language's catalogue is missing."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests._qt_tools import find_tool

from .test_app import ROOT, drawgame_cmd, headless_env

pytestmark = pytest.mark.slow  # each test runs the app's --check in another process

#: PySide6-Essentials ships lrelease: a test that needs it fails without it (no skip).
LRELEASE = find_tool("lrelease")


def test_check_opens_the_window_offscreen_and_leaves_the_players_files_alone(tmp_path: Path):
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    data.mkdir()
    # No QT_QPA_PLATFORM and no display: the check picks offscreen by itself.
    env = headless_env(XDG_CONFIG_HOME=str(config), XDG_DATA_HOME=str(data))
    result = drawgame_cmd("--check", env=env)
    assert result.returncode == 0, result.stderr
    line = result.stdout.strip()
    assert line.startswith("check ok: ") and "\n" not in line
    assert "lang en" in line and "icon 8 sizes" in line and "rendered" in line
    # The player's remembered choices, saves and statistics are neither read nor written.
    assert list(config.iterdir()) == list(data.iterdir()) == []


# -- languages: with the real catalogues, and with tiny ones made here -----------------------

TINY_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{lang}">
<context><name>Menus</name>
<message><source>&amp;Game</source><translation>&amp;{game}</translation></message>
</context>
<context><name>QPlatformTheme</name>
<message><source>Cancel</source><translation>{cancel}</translation></message>
</context>
</TS>
"""
TINY = {"tr": ("Oyun", "İptal"), "id": ("Permainan", "Batal")}


def compile_tiny_catalogue(lang: str, folder: Path) -> Path:
    """A two-entry catalogue for ``lang`` compiled by Qt's lrelease into ``folder``."""
    assert LRELEASE is not None
    game, cancel = TINY[lang]
    ts = folder / f"drawgame_{lang}.ts"
    ts.write_text(TINY_TS.format(lang=lang, game=game, cancel=cancel), encoding="utf-8")
    qm = folder / f"drawgame_{lang}.qm"
    subprocess.run([LRELEASE, "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm


@pytest.fixture
def package_copy(tmp_path: Path) -> Path:
    """A copy of the drawgame package, whose catalogues a test may replace."""
    shutil.copytree(
        ROOT / "drawgame", tmp_path / "drawgame", ignore=shutil.ignore_patterns("__pycache__")
    )
    for qm in (tmp_path / "drawgame" / "translations").glob("*.qm"):
        qm.unlink()
    return tmp_path


@pytest.mark.parametrize("lang", ["tr", "id"])
def test_check_passes_when_the_catalogue_loads(package_copy: Path, lang: str) -> None:
    compile_tiny_catalogue(lang, package_copy / "drawgame" / "translations")
    result = drawgame_cmd("--check", "--lang", lang, cwd=package_copy)
    assert result.returncode == 0, result.stderr
    expected = "(drawgame_tr.qm, qtbase_tr.qm)" if lang == "tr" else "(drawgame_id.qm)"
    assert f"lang {lang} {expected}" in result.stdout


@pytest.mark.parametrize(("lang", "name"), [("tr", "Turkish"), ("id", "Indonesian")])
def test_check_fails_clearly_without_the_catalogue(package_copy: Path, lang: str, name: str):
    result = drawgame_cmd("--check", "--lang", lang, cwd=package_copy)
    assert result.returncode == 1
    assert f"check failed: the {name} catalogue drawgame_{lang}.qm is not in" in result.stderr
    assert "Traceback" not in result.stderr


def test_check_fails_when_the_catalogue_does_not_translate_the_window(package_copy: Path):
    # A catalogue that loads but lacks the window's strings is caught by what the window shows.
    folder = package_copy / "drawgame" / "translations"
    qm = compile_tiny_catalogue("id", folder)
    ts = folder / "drawgame_id.ts"
    ts.write_text(ts.read_text(encoding="utf-8").replace("&amp;Game", "&amp;Gone"), "utf-8")
    subprocess.run([LRELEASE, "-silent", str(ts), "-qm", str(qm)], check=True)
    result = drawgame_cmd("--check", "--lang", "id", cwd=package_copy)
    assert result.returncode == 1
    assert "the Game menu still reads '&Game'" in result.stderr


def real_catalogue_built(lang: str) -> bool:
    """Whether the working tree's catalogue for ``lang`` exists and translates anything."""
    from PySide6.QtCore import QTranslator

    qm = ROOT / "drawgame" / "translations" / f"drawgame_{lang}.qm"
    translator = QTranslator()
    return qm.is_file() and translator.load(str(qm)) and not translator.isEmpty()


def require_real_catalogue(lang: str) -> None:
    """Fail, saying how to fix it, unless the working tree's catalogue for ``lang`` is built:
    a game without it would show English to a player who chose another language."""
    if not real_catalogue_built(lang):
        pytest.fail(
            f"drawgame/translations/drawgame_{lang}.qm is missing, empty or unreadable: "
            "build the catalogues with `python translations/update.py`",
            pytrace=False,
        )


@pytest.mark.parametrize("lang", ["tr", "id"])
def test_check_passes_with_the_shipped_catalogue(lang: str) -> None:
    require_real_catalogue(lang)
    result = drawgame_cmd("--check", "--lang", lang)
    assert result.returncode == 0, result.stderr
