"""The code stays clean: ruff lint and format, mypy --strict on the core, no Qt in it."""

import ast
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_ruff_lint_is_clean() -> None:
    result = run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_clean() -> None:
    result = run("ruff", "format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_on_engine_and_ai() -> None:
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("package", ["engine", "ai"])
def test_core_imports_no_qt(package: str) -> None:
    offenders = []
    for path in sorted((ROOT / "drawgame" / package).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] == "PySide6"]
    assert offenders == []


def test_engine_and_ai_import_without_qt_loaded() -> None:
    code = (
        "import sys, drawgame.engine, drawgame.ai; "
        "sys.exit(1 if any(m.startswith('PySide6') for m in sys.modules) else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=False)
    assert result.returncode == 0


def test_no_module_imports_another_modules_private_names() -> None:
    # What two modules share is published (e.g. drawgame.engine.masks), not borrowed from
    # behind an underscore.
    offenders = []
    for path in sorted((ROOT / "drawgame").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module != "__future__":
                offenders += [
                    f"{path.relative_to(ROOT)}: {node.module}.{alias.name}"
                    for alias in node.names
                    if alias.name.startswith("_") and not alias.name.startswith("__")
                ]
    assert offenders == []
