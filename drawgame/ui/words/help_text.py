"""Help for a new player: the rules in a few plain sentences (shown before the rule texts'
own words) and how to play with the mouse and the keyboard (the Controls page)."""

from __future__ import annotations

import html

from PySide6.QtGui import QKeySequence

from drawgame.ui.words.text import translate


def key_text(key: str | QKeySequence.StandardKey) -> str:
    """A shortcut as the menus show it (Qt's NativeText: "Ctrl" and "Shift" in the
    player's language), for the same sequence as drawgame/ui/windows/actions.py sets."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def summary_html() -> str:
    """The rules in short (R3, R6–R9, R12–R14, R17), as a paragraph."""
    text = translate(
        "Help",
        "In short: every player gets seven tiles (six when four play). On your turn, match "
        "one half of a tile to one of the line's two open ends. You may draw from the stock "
        "instead, even when a tile fits, but its last two tiles are never drawn; when nothing "
        "fits you must draw, and when you may not draw either, you pass. A hand ends when "
        "someone plays their last tile or nobody can move. Going out scores the pips left in "
        "the other hands; in a blocked hand the lowest total scores the others' pips less "
        "its own. The first to reach 100 points (61 with three or four players) wins.",
    )
    title = translate("Help", "The rules in short")
    return f"<h3>{html.escape(title)}</h3><p>{html.escape(text)}</p><hr>"


def controls() -> list[tuple[str, str]]:
    """(what to press, what it does), in the order a new player needs them: every
    command with a shortcut among them (a test checks each action's)."""
    standard = QKeySequence.StandardKey
    rows = [
        (
            translate("Help", "Click a lit tile"),
            translate("Help", "Play it; if it fits both ends, click the marker where it goes"),
        ),
        (translate("Help", "Drag a tile"), translate("Help", "Drop it on a marker to play it")),
        (
            translate("Help", "Click the stock, or D"),
            translate("Help", "Draw a tile (while more than two are left)"),
        ),
        (
            translate("Help", "P"),
            translate("Help", "Pass (only when nothing fits and nothing may be drawn)"),
        ),
        (
            translate("Help", "Left and Right arrows"),
            translate("Help", "Choose a tile in your hand"),
        ),
        (
            translate("Help", "Up and Down arrows"),
            translate("Help", "Choose the end to play it on"),
        ),
        (
            translate("Help", "Enter"),
            translate("Help", "Play the chosen tile, or carry out the hint"),
        ),
        (
            translate("Help", "H"),
            translate(
                "Help",
                "Ask for a hint, with the reason for it and the points it is expected to "
                "bring in this hand",
            ),
        ),
        (
            translate("Help", "Settings → Tutor"),
            translate(
                "Help",
                "Be warned before a move that loses 2, 5 or 10 points or more: the tutor "
                "names the better move, and you choose again or play yours anyway. Matches "
                "played with the tutor are counted apart in the statistics",
            ),
        ),
        (
            key_text(standard.Undo),
            translate(
                "Help",
                "Take back your last decision and the moves made since, back to the start of "
                "the hand (if the match allows take-backs). The stock keeps its order: a draw "
                "made again brings the same tile",
            ),
        ),
        (translate("Help", "N"), translate("Help", "Deal the next hand once a hand is over")),
        (key_text("Ctrl+T"), translate("Help", "Describe the table in words")),
        (key_text(standard.New), translate("Help", "Start a new match")),
        (
            key_text(standard.Open),
            translate("Help", "Open a match record and review it"),
        ),
        (
            key_text(standard.SaveAs),
            translate(
                "Help",
                "Save the finished hands of this match, or the last match, to share them",
            ),
        ),
        (key_text(standard.HelpContents), translate("Help", "These rules and controls")),
        (key_text("F11"), translate("Help", "Fill the screen")),
        (key_text(standard.Quit), translate("Help", "Quit Draw")),
    ]
    # A standard key the platform has none for (Quit on Windows, or offscreen): no row.
    return [(key, what) for key, what in rows if key]


def review_controls() -> list[tuple[str, str]]:
    """(what to press, what it does) in the review window and Try it yourself (a
    first-time player looked for them on the Controls page)."""
    return [
        (
            translate("Help", "Left/Right, Home, End"),
            translate("Help", "Step through the hand a turn at a time, or go to its start or end"),
        ),
        (
            translate("Help", "N, Shift+N"),
            translate("Help", "Go to your next or previous mistake (an inaccuracy or worse)"),
        ),
        (
            translate("Help", "T"),
            translate(
                "Help",
                "Try it yourself: play the decision shown again, judged by the same analysis",
            ),
        ),
        (
            translate("Help", "Arrows and Enter"),
            translate(
                "Help", "In Try it yourself: choose a tile and its end and play it, as at the table"
            ),
        ),
    ]


def table_marks() -> list[tuple[str, str]]:
    """(what the table shows, what it means): the marks a first-time player met without a
    word for them (the ring round a tile just drawn)."""
    return [
        (
            translate("Help", "Lit and dimmed tiles"),
            translate("Help", "A lit tile in your hand fits an open end; a dimmed one fits none"),
        ),
        (
            translate("Help", "A glowing ring"),
            translate("Help", "Round a tile in your hand: you drew it this turn"),
        ),
        (
            translate("Help", "A dashed frame"),
            translate("Help", "The hint's move: on a tile, or on the stock for a draw"),
        ),
        (
            translate("Help", "Markers at the ends"),
            translate("Help", "Where the chosen tile can go: click one, or drop the tile on it"),
        ),
        (
            translate("Help", "A name tag on the line"),
            translate("Help", "Who laid that tile: each player's last tile is tagged"),
        ),
        (
            translate("Help", "Never drawn"),
            translate("Help", "The stock's last two tiles, framed apart: nobody may draw them"),
        ),
    ]


def _rows_html(rows: list[tuple[str, str]]) -> str:
    return "".join(
        f"<tr><td style='padding:3px 12px 3px 0'><b>{html.escape(key)}</b></td>"
        f"<td style='padding:3px 0'>{html.escape(what)}</td></tr>"
        for key, what in rows
    )


def controls_html() -> str:
    title = translate("Help", "How to play")
    marks = translate("Help", "What the table shows")
    review = translate("Help", "Reviewing a hand")
    # One table, so that the marks and the review's keys line up with the table's keys.
    rows = (
        _rows_html(controls())
        + _heading_html(marks)
        + _rows_html(table_marks())
        + _heading_html(review)
        + _rows_html(review_controls())
    )
    return f"<h2>{html.escape(title)}</h2><table>{rows}</table>"


def _heading_html(text: str) -> str:
    cell = f"<td colspan='2' style='padding:14px 0 3px 0'><h3>{html.escape(text)}</h3></td>"
    return f"<tr>{cell}</tr>"
