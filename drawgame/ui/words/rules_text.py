"""The rules of Draw for players, in the order and words of the rule texts (the seeds).

English is the source; the Turkish and Indonesian catalogues carry the seeds' own sentences,
so the Rules window reads exactly like the rule texts in those languages. The worked
examples are drawn by the table's tile renderer (see ``rules_dialog``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from drawgame.engine import End, Line, Tile
from drawgame.languages import QT_TRANSLATE_NOOP
from drawgame.ui.words.describe import describe_line
from drawgame.ui.words.text import fill, translate

HEADING, PARAGRAPH, MARKERS, EXAMPLES = "heading", "paragraph", "markers", "examples"


@dataclass(frozen=True, slots=True)
class Example:
    """A worked example: the line it shows and its short caption (before the description)."""

    played: Tile
    placements: tuple[tuple[Tile, End], ...]
    caption: str  # English source; translated in context "Rules"

    @property
    def line(self) -> Line:
        return Line.build(self.placements)


def _t(text: str) -> Tile:
    return Tile.parse(text)


_L, _R = End.LEFT, End.RIGHT

EXAMPLES_JOINING = (
    Example(
        _t("[1|4]"),
        ((_t("[1|4]"), _L),),
        QT_TRANSLATE_NOOP("Rules", "[1|4] opens the line. Its two ends accept 1 and 4."),
    ),
    Example(
        _t("[1|1]"),
        ((_t("[1|4]"), _L), (_t("[1|1]"), _L)),
        QT_TRANSLATE_NOOP(
            "Rules",
            "Match [1|1] to the 1 end. The double lies crosswise; the open values are 1 and 4.",
        ),
    ),
    Example(
        _t("[6|6]"),
        ((_t("[3|6]"), _L), (_t("[6|6]"), _R)),
        QT_TRANSLATE_NOOP(
            "Rules",
            "Match [6|6] to the 6 end of [3|6]. Continue from 3 or 6, without opening a branch.",
        ),
    ),
    Example(
        _t("[0|0]"),
        ((_t("[0|0]"), _L),),
        QT_TRANSLATE_NOOP(
            "Rules", "A blank half matches only a blank half. Both ends of [0|0] need a 0."
        ),
    ),
)
EXAMPLES_DOUBLES = (
    Example(
        _t("[4|4]"),
        ((_t("[1|4]"), _L), (_t("[1|1]"), _L), (_t("[4|4]"), _R)),
        QT_TRANSLATE_NOOP(
            "Rules",
            "The double [4|4] is placed on the 4. It stays in the line; the other open end is 1.",
        ),
    ),
    Example(
        _t("[3|4]"),
        ((_t("[1|4]"), _L), (_t("[1|1]"), _L), (_t("[4|4]"), _R), (_t("[3|4]"), _R)),
        QT_TRANSLATE_NOOP(
            "Rules", "[3|4] continues from [4|4]. The line's two open values are 1 and 3."
        ),
    ),
    Example(
        _t("[2|2]"),
        ((_t("[2|2]"), _L),),
        QT_TRANSLATE_NOOP(
            "Rules",
            "The opening [2|2] lies crosswise. Continue on either 2 end; there is no branch.",
        ),
    ),
)

# The rule text, block by block, as in the seeds.
BLOCKS: tuple[tuple[str, str | tuple[Example, ...]], ...] = (
    (
        PARAGRAPH,
        #: The rule texts' first sentence. Every text of the Rules page is a sentence of the
        #: rule texts (drawgame/rules): give the rule text's own words in your language.
        QT_TRANSLATE_NOOP(
            "Rules",
            "Draw is a game for two to four players, each playing alone, offered as an extra "
            "choice outside the Fives family. Placing tiles scores nothing. You may draw even "
            "when you hold a playable tile, but the last two tiles of the stock stay untouched. "
            "Score the pips of the tiles left by going out or by winning a blocked hand.",
        ),
    ),
    (HEADING, QT_TRANSLATE_NOOP("Rules", "Set up and start")),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "Use a complete double-six set of 28 tiles, from [0|0] to [6|6], and a cribbage board "
            "or another score record. Everyone has a separate score. Shuffle the tiles face "
            "down; deal seven tiles each to two or three players, six to four players. Keep your "
            "hand secret. The remaining tiles form the stock; do not draw its last two tiles.",
        ),
    ),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "Choose the first opener by a fair lottery; if needed, repeat it among tied "
            "candidates. Tiles in hand give no priority to start. The opener starts with any "
            "tile; play goes clockwise.",
        ),
    ),
    (HEADING, QT_TRANSLATE_NOOP("Rules", "Place, draw or pass")),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "Place a tile on one of the two ends by matching one of its halves to the end's "
            "value. A blank half matches only a blank half. Placing ends your turn.",
        ),
    ),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "While the stock holds more than two tiles, you may draw one tile at a time, even "
            "if you have a playable tile. Drawing keeps your turn going. You may keep drawing "
            "after finding a playable tile, then place any playable tile from your hand, not "
            "necessarily the new one. If you have no playable tile, you must draw as long as "
            "drawing is possible.",
        ),
    ),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "When two tiles are left, no more may be drawn. Place if you can; otherwise pass. "
            "You may not pass just because you do not want to place or draw. An allowed pass "
            "ends your turn.",
        ),
    ),
    (HEADING, QT_TRANSLATE_NOOP("Rules", "A line without placement points")),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "There are only two ends. Doubles, the opening one included, are placed crosswise; "
            "none opens a branch. Continue a double by matching its value. Playing tiles, the "
            "opening and your last tile included, scores no placement points. Points are "
            "counted when the hand ends.",
        ),
    ),
    (HEADING, QT_TRANSLATE_NOOP("Rules", "Joining equal values")),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "Join equal values at one of the line's two ends. Playing tiles scores nothing; "
            "points are counted when the hand ends.",
        ),
    ),
    (MARKERS, QT_TRANSLATE_NOOP("Rules", "Markers show the legal connection points.")),
    (EXAMPLES, EXAMPLES_JOINING),
    (HEADING, QT_TRANSLATE_NOOP("Rules", "Doubles stay in the line")),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "Doubles lie crosswise in the same two-ended line. Continue by matching their value; "
            "no double opens a side branch.",
        ),
    ),
    (MARKERS, QT_TRANSLATE_NOOP("Rules", "Markers show the legal connection points.")),
    (EXAMPLES, EXAMPLES_DOUBLES),
    (HEADING, QT_TRANSLATE_NOOP("Rules", "Finish and score")),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "The hand ends when a player plays their last tile, or when the stock is down to "
            "two tiles and everyone has passed, unable to play. Show the remaining hands; count "
            "both halves of every tile: [6|6] is 12, [0|0] is zero. The protected stock is not "
            "an opponent's hand.",
        ),
    ),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "The player who goes out takes all the pips left in the opponents' hands. An "
            "opponent holding [0|0] is not equal to an empty hand: if the opponents hold zero "
            "and eight, the player who went out scores 8.",
        ),
    ),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "Hand totals are compared only in a blocked hand. The single player with the lowest "
            "hand scores all the opponents' pips minus their own total, once: for 3, 8 and 10 "
            "the lowest player scores 8 + 10 − 3 = 15. If the lowest hands are equal, nobody "
            "scores: for 3, 3 and 10 there is no gain. There is no extra score special to three "
            "players.",
        ),
    ),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "Record the gain exactly, without rounding or dividing by five. Raw and shown points "
            "are the same; the opponents' existing scores do not go down.",
        ),
    ),
    (HEADING, QT_TRANSLATE_NOOP("Rules", "Next hand and the match result")),
    (
        PARAGRAPH,
        QT_TRANSLATE_NOOP(
            "Rules",
            "The next opener is not the winner: move one seat clockwise from the previous "
            "opener. Shuffle and deal again. Once the hand is fully scored, reaching or passing "
            "100 points with two players, or 61 with three or four, wins the match; the excess "
            "is kept. If the highest scores at the target are tied, the match ends drawn, with "
            "no tournament margin. These individual Draw rules are recorded by Pagat.",
        ),
    ),
)


def played_caption(example: Example) -> str:
    return fill(translate("Rules", "Played %1"), example.played)


def example_text(example: Example) -> str:
    """The caption and the board description, as one passage like the rule texts'."""
    return f"{translate('Rules', example.caption)} {describe_line(example.line)}"


def rules_html(image: Callable[[Example], str] | None = None) -> str:
    """The rules as HTML; ``image(example)`` gives an image URL for each worked example."""
    title = translate("Rules", "The rules of Draw")
    html = [f"<h2>{title}</h2>"]
    for kind, content in BLOCKS:
        if kind == HEADING:
            html.append(f"<h3>{translate('Rules', str(content))}</h3>")
        elif kind in (PARAGRAPH, MARKERS):
            html.append(f"<p>{translate('Rules', str(content))}</p>")
        else:
            assert isinstance(content, tuple)
            for example in content:
                html.append(f"<h4>{played_caption(example)}</h4>")
                if image is not None:
                    # The seeds' caption line goes with its picture, as its alternative text
                    # (read by screen readers) and its title (shown on hovering).
                    caption = escape(translate("Rules", example.caption), quote=True)
                    html.append(
                        f'<p><img src="{image(example)}" alt="{caption}" title="{caption}"></p>'
                    )
                html.append(f"<p><i>{example_text(example)}</i></p>")
    return "\n".join(html)
