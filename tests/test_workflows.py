"""The GitHub Actions workflow (.github/workflows/ci.yml): actionlint finds nothing in it,
and it runs what the README says on Linux, Windows and macOS."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = ROOT / ".github" / "workflows"
CI = WORKFLOWS / "ci.yml"


def actionlint() -> str | None:
    """The actionlint binary: on PATH, or beside this Python (pip install ".[workflows]")."""
    found = shutil.which("actionlint")
    if found is None:
        beside = Path(sys.executable).parent / (
            "actionlint.exe" if sys.platform == "win32" else "actionlint"
        )
        found = str(beside) if beside.is_file() else None
    return found


def test_actionlint_finds_nothing() -> None:
    binary = actionlint()
    if binary is None:
        pytest.skip('actionlint is not installed (pip install -e ".[workflows]")')
    files = sorted(str(p) for p in WORKFLOWS.glob("*.y*ml"))
    assert files
    result = subprocess.run(
        [binary, "-no-color", *files], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_workflow_covers_three_systems_and_the_bundle() -> None:
    text = CI.read_text(encoding="utf-8")
    assert "os: [ubuntu-latest, windows-latest, macos-latest]" in text
    assert 'python-version: "3.11"' in text
    assert 'python -m pip install -e ".[${{ matrix.extras }}]"' in text
    assert "python -m pytest" in text and "QT_QPA_PLATFORM: offscreen" in text
    assert "python packaging/build.py" in text and "actions/upload-artifact@" in text
