"""The rule texts ship inside the package (drawgame/rules/), and nothing in the checkout
reads outside it: no code, test, packaging script or benchmark looks for the shared folder
beside the checkout."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from drawgame import rules

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "drawgame" / "rules"
THIS = Path(__file__).resolve()

#: Ways of reaching the shared folder beside the checkout (this file, which spells them
#: out, is the one file not scanned).
OUTSIDE = [
    re.compile(r"\.\.[/\\]+shared"),  # "../shared", "..\\shared"
    re.compile(r"""parents?\s*(\[\s*-?\d+\s*\])?\s*/\s*["']shared"""),  # parent / "shared"
    re.compile(r"""["']\.\.["']\s*\)?\s*/\s*["']shared"""),  # Path("..") / "shared"
    re.compile(r"""["']shared["']\s*/\s*["']seeds"""),  # ... / "shared" / "seeds"
    re.compile(r"/work/shared"),
]
SCANNED = ["drawgame", "tests", "packaging", "benchmarks", "translations", ".ci", ".github"]


def test_each_language_has_its_rule_text() -> None:
    english = rules.restatement()
    assert english == rules.rule_text("en")
    assert english.startswith("# Draw dominoes") and "**R17" in english
    turkish, indonesian = rules.rule_text("tr"), rules.rule_text("id")
    assert turkish.startswith("Draw, iki ila dört oyuncu için")
    assert "Yerleştirin, çekin veya pas geçin" in turkish
    assert indonesian.startswith("Draw adalah permainan individu")
    with pytest.raises(KeyError):
        rules.rule_text("de")


def test_the_package_folder_holds_the_texts_and_where_they_came_from() -> None:
    assert {path.name for path in RULES.iterdir() if path.suffix in (".md", ".txt")} == set(
        rules.FILES.values()
    )
    readme = (RULES / "README").read_text(encoding="utf-8")
    for seed in rules.SEED_NAMES.values():
        assert seed in readme
    assert "authority" in readme


def outside_references() -> list[str]:
    found = []
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*")):
            if not path.is_file() or "__pycache__" in path.parts or path == THIS:
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue  # compiled catalogues, icons
            for number, line in enumerate(text.splitlines(), 1):
                if any(pattern.search(line) for pattern in OUTSIDE):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


def test_nothing_reads_outside_the_checkout() -> None:
    assert outside_references() == []


def test_the_check_would_catch_a_reference(tmp_path: Path) -> None:
    for line in (
        'SEEDS = ROOT.parent / "shared" / "seeds"',
        "path = Path(__file__).parents[2] / 'shared'",
        'open("../shared/RULES.md")',
        'Path("..") / "shared"',
    ):
        assert any(pattern.search(line) for pattern in OUTSIDE), line
    assert not any(pattern.search('rule_text("tr")') for pattern in OUTSIDE)


def test_the_license_is_the_gpl_3_text() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.lstrip().startswith("GNU GENERAL PUBLIC LICENSE")
    assert "Version 3, 29 June 2007" in text
    assert "END OF TERMS AND CONDITIONS" in text
    assert "How to Apply These Terms to Your New Programs" in text
    assert len(text.splitlines()) == 674
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^license\s*=\s*"GPL-3\.0-or-later"', pyproject, re.MULTILINE)
    assert re.search(r'^license-files\s*=\s*\["LICENSE"\]', pyproject, re.MULTILINE)
