"""The code stays clean: ruff lint and format, mypy --strict on the whole package, no Qt
in the core, no import circle."""

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


@pytest.mark.slow
def test_mypy_strict_on_the_whole_package() -> None:
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


#: The layers below the window: no Qt binding, and nothing from the UI.
CORE = ["engine", "ai", "storage"]
QT_BINDINGS = {"PySide6", "shiboken6", "PySide2", "PyQt6", "PyQt5", "sip"}


def imported_names(path: pathlib.Path) -> list[str]:
    """Every module ``path`` imports, anywhere in it (lazy imports too), made absolute."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            if node.module:  # "from . import x" imports x; its package is already loading
                names.append(base)
            # "from drawgame.session import keeper" imports the module drawgame.session.keeper.
            names += [f"{base}.{alias.name}" for alias in node.names]
    return names


@pytest.mark.parametrize("package", CORE)
def test_core_imports_no_qt_and_no_ui(package: str) -> None:
    files = sorted((ROOT / "drawgame" / package).rglob("*.py"))
    assert files, f"drawgame/{package} has no modules"
    offenders = []
    for path in files:
        for name in imported_names(path):
            if name.split(".")[0] in QT_BINDINGS or name.startswith("drawgame.ui"):
                offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert offenders == []


def module_graph() -> dict[str, set[str]]:
    """drawgame's modules and the drawgame modules each imports."""
    paths = {
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
        for p in (ROOT / "drawgame").rglob("*.py")
    }
    return {
        module: {name for name in imported_names(path) if name in paths and name != module}
        for module, path in paths.items()
    }


def test_no_import_circle_outside_the_engine() -> None:
    graph = module_graph()
    assert (
        "drawgame.session.keeper" in graph
        and "drawgame.session.controller" in graph["drawgame.session.keeper"]
    )
    circles: list[list[str]] = []
    state: dict[str, int] = {}  # 1 = on the path being walked, 2 = done

    def walk(module: str, path: list[str]) -> None:
        state[module] = 1
        for other in sorted(graph[module]):
            if state.get(other) == 1:
                circle = [*path[path.index(other) :], other]
                # The engine's modules may refer to each other (its package re-exports
                # them); nothing else may.
                if not all(m.startswith("drawgame.engine") for m in circle):
                    circles.append(circle)
            elif other not in state:
                walk(other, [*path, other])
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            walk(module, [module])
    assert circles == []


def test_core_imports_without_qt_loaded() -> None:
    code = (
        "import sys, drawgame.engine, drawgame.ai, drawgame.storage; "
        "sys.exit(1 if any(m.split('.')[0] in {'PySide6', 'shiboken6'} for m in sys.modules) "
        "else 0)"
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
