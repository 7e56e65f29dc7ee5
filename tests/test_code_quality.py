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


@pytest.mark.slow  # starts a process
def test_ruff_lint_is_clean() -> None:
    result = run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.slow  # starts a process
def test_ruff_format_is_clean() -> None:
    result = run("ruff", "format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.slow
def test_mypy_strict_on_the_whole_package() -> None:
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


#: The layers below the window: no Qt binding, and nothing from the UI.
CORE = ["engine", "ai", "storage", "remote"]
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


@pytest.mark.slow  # starts a process
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


#: Underscore attributes that are public by design, read on objects of other classes.
#: ``_replace``, ``_asdict``, ``_fields``, ``_make``: namedtuple's API (named with an
#: underscore so as not to clash with field names); ``sys._getframe`` and ``os._exit``:
#: the standard library's. None of them is used today; they are what would be allowed.
PUBLIC_UNDERSCORE_NAMES = frozenset({"_replace", "_asdict", "_fields", "_getframe", "_exit"})


def own_private_names(cls: ast.ClassDef) -> set[str]:
    """The names a class defines itself: its methods, class attributes, ``__slots__``
    and every ``self.x``/``cls.x`` its methods assign."""
    names: set[str] = set()
    for node in cls.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if not isinstance(target, ast.Name):
                    continue
                names.add(target.id)
                if target.id == "__slots__" and isinstance(node.value, ast.Tuple | ast.List):
                    names.update(
                        item.value
                        for item in node.value.elts
                        if isinstance(item, ast.Constant) and isinstance(item.value, str)
                    )
    for node in ast.walk(cls):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id in ("self", "cls")
        ):
            names.add(node.attr)
    return {name for name in names if name.startswith("_")}


def private_reads(source: str, where: str) -> list[str]:
    """Where ``source`` (the module ``where``) reads ``x._name`` of an object other than
    ``self``/``cls``.

    An underscore name is private to the class that defines it: a method of that class may
    read it on any instance of the class (``other._key()`` in ``__eq__``, ``new._hands``
    in ``apply`` on the instance it is building), as Python's own classes do; nothing
    else may. Dunder names and :data:`PUBLIC_UNDERSCORE_NAMES` are allowed.
    """
    found: list[str] = []

    def visit(node: ast.AST, allowed: frozenset[str]) -> None:
        if isinstance(node, ast.ClassDef):
            allowed = allowed | own_private_names(node)
        if (
            isinstance(node, ast.Attribute)
            and node.attr.startswith("_")
            and not (node.attr.startswith("__") and node.attr.endswith("__"))
            and node.attr not in PUBLIC_UNDERSCORE_NAMES
            and node.attr not in allowed
            and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
        ):
            found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
        for child in ast.iter_child_nodes(node):
            visit(child, allowed)

    visit(ast.parse(source), frozenset())
    return found


def test_private_reads_finds_what_it_should() -> None:
    # The check itself: another object's private field is found; the class's own, on
    # self or on another instance, and public-by-design names are not.
    code = (
        "class A:\n"
        "    __slots__ = ('_x',)\n"
        "    def __eq__(self, other): return self._x == other._x\n"
        "def peek(a, point): return a._x, a._y, point._replace(x=1), a.__class__\n"
    )
    assert private_reads(code, "example.py") == ["example.py:4: a._x", "example.py:4: a._y"]


def test_no_module_reads_another_objects_private_fields() -> None:
    # What the file formats and the other layers need is a public property or method
    # (HandState.dealt_hands, Match.from_hands...), not a field read behind an underscore.
    offenders: list[str] = []
    for path in sorted((ROOT / "drawgame").rglob("*.py")):
        offenders += private_reads(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert offenders == []
