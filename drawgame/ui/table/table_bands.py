"""How the table's height and width are shared (issue 30: the room goes to the tiles): the
opponents' panels along the top take what their texts need, the player's hand along the
bottom takes the rest of its band for tiles as large as the width allows at the deal, and
the line gets the middle. A pure function of sizes in scene measure, no Qt.

Along the bottom, the stock on the left and the player's name on the right take what they
need; the hand is centred between them, one unit (half a tile's length) at most
:data:`HAND_UNIT` and shrinking only as the hand grows past what the row holds.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

#: The largest unit of a hand's tile (scene measure; a tile is 2 units long): at the deal
#: on a table of usual shape, its tiles are about a fifth of the table's height.
HAND_UNIT = 90.0
#: The smallest: a hand of many tiles on a narrow table.
SMALLEST_HAND_UNIT = 24.0
#: A hand's tiles stand this many units apart, centre to centre.
HAND_STEP = 1.12
#: A chosen tile rises this share of its unit above the row.
LIFT = 0.35
#: Room between the hand and the stock or the player's name, either side.
SIDE_GAP = 60.0
#: Under the hand's tiles, above the top band's panels, around the line.
_BOTTOM = 16.0
_TOP = 8.0
_EDGE = 20.0
_GAP = 10.0
#: Between the banner ("YOUR TURN") and a tile raised under it.
_BANNER_GAP = 6.0


@dataclass(frozen=True, slots=True)
class Bands:
    """The table's bands: the top band's bottom edge (the panels end above it), the hand
    band's top edge, the largest hand unit the band is made for, the hand row's centre,
    and where the banner's text ends (its bottom edge)."""

    top: float
    hand_top: float
    hand_unit: float
    hand_y: float
    banner_bottom: float


def row_unit(width: float, count: int, beside: float, most: float = HAND_UNIT) -> float:
    """The unit of ``count`` tiles in a row between two blocks ``beside`` wide at the
    table's edges (the stock, the player's name), at most ``most``."""
    room = width - 2 * beside - 2 * SIDE_GAP
    count = max(1, count)
    # ``count`` tiles take (count - 1) steps and one tile's width.
    unit = room / ((count - 1) * HAND_STEP + 1)
    return max(SMALLEST_HAND_UNIT, min(most, unit))


def table_bands(
    width: float,
    height: float,
    panels: float,
    deal: int,
    stock: tuple[float, float],
    banner: float,
    foot: float = 0.0,
) -> Bands:
    """The bands of a ``width`` × ``height`` table whose opponents' panels are ``panels``
    tall (0: none), whose hands are dealt ``deal`` tiles, with a stock ``stock`` (width,
    height) in the bottom left corner and a banner ``banner`` tall over the hand.

    The hand band is made for a dealt hand beside the stock (the player's name takes no
    more than the stock's width at the deal), so it does not change during a hand: the
    line's room stays put while the hand grows or shrinks.

    ``foot``: the felt shown under the table while the hand is played (the room the
    hand's summary takes at its end). The hand, the stock and the banner go down into it
    with tiles as much larger as the taller felt allows; the line's room ends where it
    does without it, so the line keeps its size when the summary takes that felt.
    """
    line = _bands(width, height, panels, deal, stock, banner, HAND_UNIT)
    if foot <= 0:
        return line
    # The hand's tiles the same share of the felt shown as of a table without a foot.
    most = HAND_UNIT * (height + foot) / height
    low = _bands(width, height + foot, panels, deal, stock, banner, most)
    return replace(low, hand_top=line.hand_top)


def _bands(
    width: float,
    height: float,
    panels: float,
    deal: int,
    stock: tuple[float, float],
    banner: float,
    most: float,
) -> Bands:
    stock_width, stock_height = stock
    top = (_TOP + panels + _GAP) if panels > 0 else _TOP
    unit = row_unit(width, deal, stock_width, most)
    tiles = (2 + LIFT) * unit
    band = max(stock_height + _BOTTOM + _GAP, _BOTTOM + tiles + _BANNER_GAP + banner + _GAP)
    hand_y = height - _BOTTOM - unit
    banner_bottom = hand_y - unit * (1 + LIFT) - _BANNER_GAP
    return Bands(top, height - band, unit, hand_y, banner_bottom)


def clear_of_banner(bands: Bands, banner: float) -> Bands:
    """``bands`` kept from the hand's play, their line's room ending over a banner
    ``banner`` tall (its text grows as the table is drawn smaller: at 700×500 a banner
    grown after the hand's end reached into the line's room)."""
    return replace(bands, hand_top=min(bands.hand_top, bands.banner_bottom - banner - _GAP))


def panel_row(width: float, count: int, widest: float) -> tuple[float, list[float]]:
    """The opponents' panels along the top of a ``width`` table, clockwise from the player
    (left, top, right): each one's width, at most ``widest``, and their centres."""
    span, gap = width - 2 * _EDGE, 16.0
    each = min(widest, (span - gap * (count - 1)) / max(1, count))
    if count == 1:
        return each, [width / 2]
    return each, [_EDGE + each / 2 + i * (span - each) / (count - 1) for i in range(count)]


def name_room(width: float, count: int, bands: Bands, stock: float) -> float:
    """How wide the player's name may be, right of a hand of ``count`` tiles: what the
    hand leaves at the band's unit, or the stock's width (``stock``) if that is more."""
    full = ((count - 1) * HAND_STEP + 1) * bands.hand_unit
    return max(stock, (width - full) / 2 - SIDE_GAP)


@dataclass(frozen=True, slots=True)
class HandRow:
    """A hand's row: its tiles' unit, their centres across, and the row's centre down."""

    unit: float
    xs: tuple[float, ...]
    y: float


def hand_row(width: float, count: int, beside: float, bands: Bands) -> HandRow:
    """``count`` tiles centred on a ``width`` table between blocks ``beside`` wide, as
    large as ``bands`` allow; smaller tiles keep the row's foot where it was."""
    unit = min(bands.hand_unit, row_unit(width, count, beside, max(HAND_UNIT, bands.hand_unit)))
    step = unit * HAND_STEP
    x0 = width / 2 - step * (count - 1) / 2
    xs = tuple(x0 + i * step for i in range(count))
    return HandRow(unit, xs, bands.hand_y + bands.hand_unit - unit)
