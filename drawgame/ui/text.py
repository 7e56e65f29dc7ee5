"""Small text helpers shared by the views (translation-friendly formatting)."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QCoreApplication, QLocale

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(template: str, *args: object) -> str:
    """Replace ``%1``…``%9`` in one pass, like ``QString.arg`` (a name holding "%2" stays)."""

    def repl(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(args[index]) if 0 <= index < len(args) else match.group(0)

    return _PLACEHOLDER.sub(repl, template)


#: ``translate("Context", "literal")``: lupdate finds the literal context and text here.
translate = QCoreApplication.translate


def plural_fallback(text: str, n: int) -> str:
    """English plurals without an English catalogue: "tile(s)" reads "tile" or "tiles".

    A translated text has no "(s)", so this leaves other languages alone.
    """
    return text.replace("(s)", "" if n == 1 else "s")


def upper(text: str) -> str:
    """Upper case in the current language: Turkish "i" becomes "İ", "ı" becomes "I"."""
    return QLocale().toUpper(text)


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` as it is: Qt takes any tooltip that looks like markup
    for rich text, so a name such as ``<img src=…>`` would be loaded, not shown."""
    return f"<p style='white-space:pre'>{html.escape(text)}</p>"
