"""The tests mirror the package file by file: each module of ``drawgame`` with logic in it
has its test file at the same place under ``tests/`` (``drawgame/engine/line.py`` →
``tests/engine/test_line.py``; a package's ``__init__.py`` → ``test_<package>.py``). Test
files that check several modules together (``tests/engine/test_properties.py``) may stand
beside them.

The modules not mirrored yet are listed below, each tested elsewhere for now; the list only
shrinks: a module mirrored must leave it, and a new module comes with its test file."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "drawgame"

#: Folders whose modules are all mirrored: nothing of theirs may be left to mirror.
MIRRORED = ("engine", "storage", "remote", "arena", "rules")

#: Modules (dotted, below ``drawgame``) whose tests are not yet in their own test file.
LEFT_TO_MIRROR = frozenset(
    {
        # Top level: tests/test_verify.py covers verify_cli; the others are read through
        # the window and the command lines.
        "languages",
        "qt_free",
        "resources",
        "verify_cli",
        # ai: the levels' table and the shared base are checked in tests/ai/test_all_bots.py.
        "ai.__init__",
        "ai.base",
        # session: tested through the controller, the keeper and the bot process.
        "session.bot_serving",
        "session.bot_worker",
        "session.deals",
        "session.setup",
        # ai: split out of the coach and the fast path this round; tested there
        # (tests/ai/test_analysis.py, test_fastsim.py) and the levels' records in
        # tests/test_extension_points.py and tests/ai/test_all_bots.py.
        "ai.levels",
        "ai.paired_deals",
        "ai.verdict",
        # session: the move log's builder, tested through tests/session/test_turns.py.
        "session.logbook",
        # ui.table: the pips in tests/ui/table/test_themes.py, the bands and edges in
        # test_table_room.py (through the real view).
        "ui.table.pips",
        "ui.table.table_bands",
        "ui.table.table_edges",
        # ui: tested through the real window (tests/ui/windows/, tests/ui/table/, ...).
        "ui.dialogs.about",
        "ui.dialogs.file_dialog",
        "ui.dialogs.new_match_dialog",
        "ui.windows.notices",
        "ui.dialogs.questions",
        "ui.dialogs.summary_dialogs",
        "ui.panels.first_tip",
        "ui.panels.move_log",
        "ui.panels.peg_board",
        "ui.panels.phrase_label",
        "ui.panels.score_model",
        "ui.panels.turn_bar",
        "ui.panels.whole_label",
        "ui.review.deal_check",
        "ui.review.decision_panel",
        "ui.review.review_worker",
        "ui.table.animator",
        "ui.table.clicks",
        "ui.table.marker_item",
        "ui.table.panel_style",
        "ui.table.seat_panel",
        "ui.table.table_scene",
        "ui.table.table_state",
        "ui.table.table_texts",
        "ui.table.table_view",
        "ui.table.tag_item",
        "ui.table.text_size",
        "ui.table.tile_item",
        "ui.windows.actions",
        "ui.windows.assembly",
        "ui.windows.autoplay",
        "ui.windows.docks",
        "ui.windows.focus",
        "ui.windows.hand_end",
        "ui.windows.help_commands",
        "ui.windows.main_window",
        "ui.windows.match_display",
        "ui.windows.menus",
        "ui.windows.play_commands",
        "ui.windows.preferences",
        "ui.windows.responsive",
        "ui.kit.safe_settings",
        "ui.windows.take_back",
        "ui.words.describe",
        "ui.words.gestures",
        "ui.words.help_text",
        "ui.words.hint_text",
        "ui.words.narrator",
        "ui.words.review_text",
        "ui.words.rules_text",
    }
)


def _is_empty(body: list[ast.stmt]) -> bool:
    """A body of a docstring, ``...`` or ``pass`` alone (a protocol's method)."""
    return all(
        isinstance(s, ast.Pass) or (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
        for s in body
    )


def has_logic(path: Path) -> bool:
    """Whether the module has a function or method that does something: re-exports,
    constants and plain records are not logic."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(
        isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and not _is_empty(node.body)
        for node in ast.walk(tree)
    )


def dotted(path: Path) -> str:
    return ".".join(path.relative_to(PACKAGE).with_suffix("").parts)


def mirror_of(path: Path) -> Path:
    """The test file of the module at ``path``."""
    relative = path.relative_to(PACKAGE)
    name = relative.parent.name if relative.stem == "__init__" else relative.stem
    return ROOT / "tests" / relative.parent / f"test_{name}.py"


def modules_with_logic() -> dict[str, Path]:
    """Each module with logic, and its test file."""
    return {
        dotted(path): mirror_of(path) for path in sorted(PACKAGE.rglob("*.py")) if has_logic(path)
    }


def test_the_mirror_finds_modules_and_their_test_files() -> None:
    found = modules_with_logic()
    assert found["engine.line"] == ROOT / "tests" / "engine" / "test_line.py"
    assert found["rules.__init__"] == ROOT / "tests" / "rules" / "test_rules.py"
    assert "engine.__init__" not in found  # re-exports only
    assert "ai.budget" not in found  # constants only
    assert len(found) > 100


def test_every_module_with_logic_has_its_test_file_or_is_listed() -> None:
    unmirrored = {name for name, test in modules_with_logic().items() if not test.is_file()}
    assert unmirrored - LEFT_TO_MIRROR == set(), "a new module without its test file"
    assert LEFT_TO_MIRROR - unmirrored == set(), "mirrored now: take it off LEFT_TO_MIRROR"


@pytest.mark.parametrize("folder", MIRRORED)
def test_the_mirrored_folders_are_whole(folder: str) -> None:
    assert {name for name in LEFT_TO_MIRROR if name.split(".")[0] == folder} == set()
    assert any(name.split(".")[0] == folder for name in modules_with_logic())
