"""The ui's floors: the dialogs and the review sit below the windows and import nothing of
them (every import counted, those under TYPE_CHECKING and inside functions too); the kit
sits below all three. A helper they share belongs in ``drawgame/ui/kit/``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "drawgame" / "ui"


def imported(path: Path, ui: Path = UI) -> set[str]:
    """Every module ``path`` (below ``ui``) imports, anywhere in it (relative imports made
    absolute)."""
    package = ".".join(path.relative_to(ui.parents[1]).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}" if base else parent
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def reaching(folder: str, above: tuple[str, ...]) -> dict[str, set[str]]:
    """The modules of ``drawgame/ui/<folder>`` that import one of ``above``, and what."""
    found = {}
    for path in sorted((UI / folder).rglob("*.py")):
        bad = {
            name
            for name in imported(path)
            if any(name == top or name.startswith(top + ".") for top in above)
        }
        if bad:
            found[str(path.relative_to(UI))] = bad
    return found


def test_the_reader_sees_every_kind_of_import(tmp_path: Path) -> None:
    # A parser that missed one kind would let that kind through unseen.
    sample = tmp_path / "drawgame" / "ui" / "dialogs" / "sample.py"
    sample.parent.mkdir(parents=True)
    sample.write_text(
        "from typing import TYPE_CHECKING\n"
        "import drawgame.ui.windows.menus\n"
        "if TYPE_CHECKING:\n"
        "    from drawgame.ui.windows.main_window import MainWindow\n"
        "def later():\n"
        "    from ..windows import focus\n",
        encoding="utf-8",
    )
    names = imported(sample, tmp_path / "drawgame" / "ui")
    assert "drawgame.ui.windows.menus" in names
    assert "drawgame.ui.windows.main_window" in names
    assert "drawgame.ui.windows.focus" in names


@pytest.mark.parametrize("folder", ["dialogs", "review"])
def test_dialogs_and_review_import_nothing_of_the_windows(folder: str) -> None:
    assert reaching(folder, ("drawgame.ui.windows",)) == {}


def test_the_kit_imports_no_window_dialog_or_review() -> None:
    above = ("drawgame.ui.windows", "drawgame.ui.dialogs", "drawgame.ui.review")
    assert reaching("kit", above) == {}


def test_the_window_s_helpers_take_its_parts_not_the_window() -> None:
    # The helpers are handed one WindowParts record; only what builds or drives the whole
    # window (assembly, --autoplay, the keeper's notices) knows the window's class.
    knowing = {
        path.stem
        for path in (UI / "windows").glob("*.py")
        if path.stem != "main_window" and "drawgame.ui.windows.main_window" in imported(path)
    }
    assert knowing == {"assembly", "autoplay", "notices"}
    for helper in ("match_display", "play_commands", "hand_end", "help_commands"):
        assert "drawgame.ui.windows.parts.WindowParts" in imported(UI / "windows" / f"{helper}.py")
