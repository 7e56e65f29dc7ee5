"""Small text helpers shared by the views (translation-friendly formatting)."""

from __future__ import annotations

import html
import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from drawgame.ai.figures import half_up, signed

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(template: str, *args: object) -> str:
    """Replace ``%1``…``%9`` in one pass, like ``QString.arg`` (a name holding "%2" stays)."""

    def repl(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(args[index]) if 0 <= index < len(args) else match.group(0)

    return _PLACEHOLDER.sub(repl, template)


# ``translate("Context", "literal")``: lupdate finds the literal context and text here.
translate = QCoreApplication.translate


def join_list(items: Sequence[object]) -> str:
    """ "A", "A and B", "A, B and C", … in the current language's own words: a translator
    writes "ve" or "dan" (and the comma before it) in the patterns, not the code."""
    parts = [str(item) for item in items]
    if len(parts) <= 1:
        return parts[0] if parts else ""
    if len(parts) == 2:
        return fill(translate("List", "%1 and %2", "a list of two"), *parts)
    if len(parts) == 3:
        return fill(translate("List", "%1, %2 and %3", "a list of three"), *parts)
    # Four or more: the first ones are joined as the start of a list, the last three by
    # the pattern for four.
    head = parts[0]
    for part in parts[1:-3]:
        head = fill(translate("List", "%1, %2", "the start of a list of five or more"), head, part)
    return fill(translate("List", "%1, %2, %3 and %4", "a list of four"), head, *parts[-3:])


def plural_fallback(text: str, n: int) -> str:
    """English plurals without an English catalogue: "tile(s)" reads "tile" or "tiles".

    A translated text has no "(s)", so this leaves other languages alone.
    """
    return text.replace("(s)", "" if n == 1 else "s")


def upper(text: str) -> str:
    """Upper case in the current language: Turkish "i" becomes "İ", "ı" becomes "I"."""
    return QLocale().toUpper(text)


def sentences(text: str) -> str:
    """``text`` with each sentence begun in upper case: a move's words filled in after
    "Solved! " read "Solved! draw loses …" ("Terpecahkan! membuka dengan …")."""
    return re.sub(r"(^|[.!?] )(\w)", lambda m: m.group(1) + upper(m.group(2)), text)


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` as it is: Qt takes any tooltip that looks like markup
    for rich text, so a name such as ``<img src=…>`` would be loaded, not shown."""
    return f"<p style='white-space:pre'>{html.escape(text)}</p>"


# U+2060 WORD JOINER: no line break here, and nothing shown.
WORD_JOINER = "\u2060"


def keep_tiles_whole(text: str) -> str:
    """``text`` with every tile's notation ("[3|5]") kept on one line when it wraps: the
    line breaker may break after "|", so a word joiner follows it."""
    return re.sub(r"(\[\d)\|(\d\])", rf"\1|{WORD_JOINER}\2", text)


# U+00A0 NO-BREAK SPACE: a space where a line never breaks.
NO_BREAK_SPACE = "\u00a0"

_BOT_NAME = re.compile(r"\bBot (\d)\b")


# A figure and its margin, "+4.2 ± 1.1", "−6,2 ± 0,8", a share's "45% ± 5%", "%45 ± %5".
_WITH_MARGIN = re.compile(r"(\d%?) ± (%?\d)")
# A Turkish ordinal and its noun, "5. hamle", "2. oyun eli".
_ORDINAL = re.compile(r"(\d\.) (?=[a-zçğıöşü])")

# A blocked hand's sum, "56 − 6 = 50 poin": broken after "=" it read as two sentences,
# and its result is kept with the word after it ("50 poin", "50 puan aldı").
_SUM = re.compile(r"(\d) ([−+=]) (?=\d)")
_RESULT = re.compile(rf"(={NO_BREAK_SPACE}\d+) (?=\w)")


def keep_whole(text: str) -> str:
    """``text`` with every tile ("[3|5]"), every bot's name ("Bot 2"), every figure with
    its margin ("+4.2 ± 1.1"), a blocked hand's sum ("56 − 6 = 50") and an ordinal with
    its noun ("5. hamle") kept on one line when it wraps (issue 22): a label that wraps
    shows its text through this."""
    text = _WITH_MARGIN.sub(rf"\1{NO_BREAK_SPACE}±{NO_BREAK_SPACE}\2", text)
    text = _ORDINAL.sub(rf"\1{NO_BREAK_SPACE}", text)
    text = _RESULT.sub(
        rf"\1{NO_BREAK_SPACE}", _SUM.sub(rf"\1{NO_BREAK_SPACE}\2{NO_BREAK_SPACE}", text)
    )
    return _BOT_NAME.sub(rf"Bot{NO_BREAK_SPACE}\1", keep_tiles_whole(text))


def figure_text(value: float) -> str:
    """A figure with one decimal, rounded halves up, as the language writes numbers ("4.2",
    "4,2"): every figure of the coach (hint, tutor, review) goes through this or
    :func:`signed_text`."""
    return QLocale().toString(half_up(value, 1), "f", 1)


def size_text(value: float) -> str:
    """A loss or a margin (a size, never below 0) as :func:`figure_text` writes it, but one
    that is not zero never reads "0.0": two decimals below 0.05 ("0.03"), "< 0.01" below
    0.005. (A move that lost 0.03 ± 0.04 read "0.0 ± 0.0" labelled good, beside the best
    move's "0.0 ± 0.0": a first-time player could not see why.)"""
    size = abs(value)
    if size == 0.0 or half_up(size, 1) != 0.0 or size != size:
        return figure_text(value)
    if half_up(size, 2) != 0.0:
        return QLocale().toString(half_up(size, 2), "f", 2)
    return fill(
        translate("Review", "< %1", "a loss or margin above zero, below the smallest shown"),
        QLocale().toString(0.01, "f", 2),
    )


def signed_text(value: float) -> str:
    """A gain or a loss with its sign, "+4.2", "−6,2" (U+2212, never the hyphen), "0.0"
    with none: the hint, the review and its graph write it so."""
    return signed(value, 1, lambda size: QLocale().toString(size, "f", 1))


# A lone figure ("ujung 1", "4 ucuna"): glued to the word after it, or before it at the end.
_LONE_FIGURE = re.compile(r" (\d) | (\d)$")


def keep_figures_with_words(text: str) -> str:
    """``text`` with no end's value left alone on a line when it wraps ("[1|6] di ujung" /
    "1"): a one-digit word keeps to its neighbour by a no-break space."""

    def glue(match: re.Match[str]) -> str:
        if match.group(1) is not None:  # before a word: "4 ucuna" stays together
            return f" {match.group(1)}{NO_BREAK_SPACE}"
        return f"{NO_BREAK_SPACE}{match.group(2)}"  # last: "ujung 1" stays together

    return _LONE_FIGURE.sub(glue, text)
