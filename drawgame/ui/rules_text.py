"""The rules of Draw written for players (RULES.md R1-R17), as HTML for the Rules window."""

from __future__ import annotations

from .text import tr

_C = "Rules"


def rules_html() -> str:
    sections = [
        (
            tr(_C, "The game"),
            [
                tr(
                    _C,
                    "Draw is played by two, three or four players, each playing alone, with "
                    "one double-six set: the 28 tiles from [0|0] to [6|6]. A tile counts the "
                    "pips on both halves: [6|6] counts 12, [0|0] counts 0.",
                ),
            ],
        ),
        (
            tr(_C, "Set-up"),
            [
                tr(
                    _C,
                    "The tiles are shuffled face down. With two or three players each takes "
                    "seven tiles, with four players six. Keep your hand secret. The rest is "
                    "the stock; its last two tiles are never drawn.",
                ),
                tr(
                    _C,
                    "A fair lottery chooses who opens the first hand; after that the opening "
                    "passes clockwise from the previous opener, not to the winner.",
                ),
            ],
        ),
        (
            tr(_C, "Your turn: place, draw or pass"),
            [
                tr(_C, "The opener may open with any tile; play goes clockwise."),
                tr(
                    _C,
                    "Place one tile at one of the line's two ends so that one of its halves "
                    "matches that end. A blank matches only a blank. Placing ends your turn.",
                ),
                tr(
                    _C,
                    "While the stock holds more than two tiles you may draw, one tile at a "
                    "time, even if you could place one. Drawing does not end your turn: you "
                    "may draw again, then place any tile that fits. If nothing fits you must "
                    "draw while drawing is allowed.",
                ),
                tr(
                    _C,
                    "When only two tiles are left in the stock, nobody draws: place a tile if "
                    "one fits, otherwise pass. You may not pass just because you would rather "
                    "not place or draw.",
                ),
            ],
        ),
        (
            tr(_C, "The line"),
            [
                tr(
                    _C,
                    "The line has two ends only. Doubles, the opening one included, lie "
                    "crosswise and never open a branch; continue a double by matching its "
                    "number.",
                ),
                tr(_C, "Placing tiles scores nothing; points are scored when the hand ends."),
            ],
        ),
        (
            tr(_C, "End of a hand"),
            [
                tr(
                    _C,
                    "A hand ends when a player places their last tile (domino), or when the "
                    "stock is down to two tiles and every player in turn has passed "
                    "(blocked). All hands are shown; the two stock tiles are nobody's hand.",
                ),
                tr(
                    _C,
                    "Domino: the player who went out scores all the pips left in the "
                    "opponents' hands. An opponent holding only [0|0] still holds a tile: "
                    "opponents with 0 and 8 give the winner 8.",
                ),
                tr(
                    _C,
                    "Blocked: the player with the single lowest total scores the opponents' "
                    "pips minus their own total: totals 3, 8 and 10 give 8 + 10 − 3 = 15. If "
                    "the lowest total is shared, nobody scores: 3, 3 and 10 give nothing.",
                ),
                tr(_C, "Points are exact: no rounding. Nobody's score ever goes down."),
            ],
        ),
        (
            tr(_C, "Winning the match"),
            [
                tr(
                    _C,
                    "After a hand is scored, a player with at least 100 points (two players) "
                    "or 61 points (three or four players) wins; points beyond the target "
                    "count. If several reach it, the highest score wins; if the highest "
                    "scores are tied, the match is drawn, with no winning margin.",
                ),
            ],
        ),
    ]
    html = [f"<h2>{tr(_C, 'The rules of Draw')}</h2>"]
    for title, paragraphs in sections:
        html.append(f"<h3>{title}</h3>")
        html.extend(f"<p>{p}</p>" for p in paragraphs)
    return "\n".join(html)
