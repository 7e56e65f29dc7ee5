"""Qt's translation tools as the tests find them: the same search as
``translations/update.py`` (the PySide6 package, beside the running Python, then PATH), so
a venv that is not activated runs these tests too."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_UPDATE = Path(__file__).resolve().parents[1] / "translations" / "update.py"


def find_tool(name: str) -> str | None:
    """The path of ``lupdate`` or ``lrelease``, or None."""
    spec = importlib.util.spec_from_file_location("_drawgame_translations_update", _UPDATE)
    assert spec is not None and spec.loader is not None
    update = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(update)
    found: str | None = update.find_tool(name)
    return found
