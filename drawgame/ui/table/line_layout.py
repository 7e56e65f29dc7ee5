"""Where each tile of the line lies on the table: a pure function, no Qt.

The line grows from the opening tile at the centre in two arms, the right end's to the
right and the left end's to the left. An arm runs along its row until the next tile would
pass the row's edge; then that tile turns the corner (it stands across the row, hanging
from the arm's last tile) and the arm comes back along a new row, like a snake, as players
do on a real table. The left arm is the right arm turned half a circle about the centre,
so the two never meet. Doubles lie crosswise to the direction of travel (R10).

Lengths are in *units*: a tile is 2 units long and 1 unit wide.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from drawgame.engine import End, LinePlacement, Tile

__all__ = [
    "LineGeometry",
    "LinePlan",
    "Region",
    "TileBox",
    "balanced_lean",
    "centred",
    "corners",
    "fit_line",
    "fit_placements",
    "layout_line",
    "max_half_height",
    "plan_line",
    "planned_line",
]

#: How far under the last tile's lower edge the row after a corner runs (its axis): the
#: corner tile's foot, so that a crosswise double keeps half a unit from one in the row
#: above (1.5, the middle of its lower half, left them touching).
ROW_DROP = 2.0

#: The longest possible arm: 21 non-doubles (2 units) and 6 doubles (1 unit), plus slack.
_LONGEST_ARM = 49.0


@dataclass(frozen=True, slots=True)
class TileBox:
    """A placed tile's rectangle (``x``, ``y`` its top-left corner, y downwards).

    ``first`` is the value on the tile's top (upright tile) or left (lying tile) half,
    ``second`` the other. ``vertical`` tiles are taller than wide.
    """

    tile: Tile
    end: End
    x: float
    y: float
    width: float
    height: float
    first: int
    second: int

    @property
    def vertical(self) -> bool:
        return self.height > self.width

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)

    def overlaps(self, other: TileBox, tolerance: float = 1e-9) -> bool:
        """Whether the interiors meet (touching edges is not overlapping)."""
        return (
            self.x < other.right - tolerance
            and other.x < self.right - tolerance
            and self.y < other.bottom - tolerance
            and other.y < self.bottom - tolerance
        )

    def touches(self, other: TileBox, tolerance: float = 1e-6) -> bool:
        """Whether the two share a stretch of edge (as joined tiles do)."""
        share_x = min(self.right, other.right) - max(self.x, other.x)
        share_y = min(self.bottom, other.bottom) - max(self.y, other.y)
        return (abs(share_x) <= tolerance and share_y > tolerance) or (
            abs(share_y) <= tolerance and share_x > tolerance
        )


@dataclass(slots=True)
class _Cursor:
    """Where an arm goes on: the far edge ``x`` of its last tile on row axis ``y``, moving
    ``dx`` (+1 right, -1 left); ``bottom`` is the last tile's lower edge."""

    x: float
    y: float
    dx: int
    bottom: float


def _box(
    tile: Tile,
    end: End,
    x0: float,
    y0: float,
    x1: float,
    y1: float,
    inner: int,
    outer: int,
    forward: bool,
) -> TileBox:
    # ``forward``: the tile runs towards larger x (or y), so its inner half is first.
    first, second = (inner, outer) if forward else (outer, inner)
    return TileBox(tile, end, min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0), first, second)


def _arm(
    placements: Sequence[LinePlacement], start: _Cursor, ahead: float, back: float
) -> list[TileBox]:
    """Lay out one arm going right and turning downwards (the right arm's frame): its rows
    reach ``ahead`` units right of the centre and ``back`` units left of it."""
    boxes: list[TileBox] = []
    c = _Cursor(start.x, start.y, start.dx, start.bottom)
    for p in placements:
        assert p.inner is not None
        tile, double = p.tile, p.tile.is_double
        along = 1.0 if double else 2.0
        # A non-double keeps a unit in reserve at the row's end, so a double (which can only
        # come next to a non-double) always fits in the row and never has to turn.
        edge = ahead if c.dx > 0 else back
        limit = edge if double else edge - 1.0
        far = c.x + c.dx * along
        if c.dx * far <= limit + 1e-9:
            if double:
                box = _box(tile, p.end, c.x, c.y - 1, far, c.y + 1, p.inner, p.outer, True)
                bottom = c.y + 1
            else:
                box = _box(tile, p.end, c.x, c.y - 0.5, far, c.y + 0.5, p.inner, p.outer, c.dx > 0)
                bottom = c.y + 0.5
            boxes.append(box)
            c = _Cursor(far, c.y, c.dx, bottom)
            continue
        # Turn the corner: stand the tile up under the arm's last unit, inner half on top.
        assert not double
        x_in = c.x - c.dx
        top = c.bottom
        box = _box(tile, p.end, x_in, top, c.x, top + 2, p.inner, p.outer, True)
        boxes.append(box)
        # The new row runs back level with the turned tile's foot: along its lower half
        # (a row centred on that half lay two units under the last, and a crosswise
        # double in it sat flush against one in the row above, issue 30).
        c = _Cursor(x_in, top + ROW_DROP, -c.dx, top + 2)
    return boxes


def _rotate(box: TileBox) -> TileBox:
    """The box turned half a circle about the centre of the table."""
    return TileBox(
        box.tile, box.end, -box.right, -box.bottom, box.width, box.height, box.second, box.first
    )


def layout_line(
    placements: Sequence[LinePlacement], half_width: float, lean: float = 0.0
) -> list[TileBox]:
    """Boxes for the line's tiles, in the order played, the opening tile at (0, 0).

    ``half_width`` is how far (in units) a row may reach either side of the centre; with a
    ``lean`` the rows reach that much further right and less far left (the line is centred
    as a whole afterwards, :func:`centred`, so its length may lie off the opening tile).
    """
    if not placements:
        return []
    opening = placements[0]
    tile = opening.tile
    if tile.is_double:
        boxes = [TileBox(tile, End.LEFT, -0.5, -1.0, 1.0, 2.0, tile.low, tile.high)]
        start = _Cursor(0.5, 0.0, 1, 1.0)
    else:
        boxes = [TileBox(tile, End.LEFT, -1.0, -0.5, 2.0, 1.0, tile.low, tile.high)]
        start = _Cursor(1.0, 0.0, 1, 0.5)
    right = [p for p in placements[1:] if p.end is End.RIGHT]
    left = [p for p in placements[1:] if p.end is End.LEFT]
    wide, narrow = half_width + lean, half_width - lean
    right_boxes = iter(_arm(right, start, wide, narrow))
    left_boxes = iter(_rotate(b) for b in _arm(left, start, narrow, wide))
    for p in placements[1:]:
        boxes.append(next(right_boxes) if p.end is End.RIGHT else next(left_boxes))
    return boxes


def balanced_lean(placements: Sequence[LinePlacement], half_width: float) -> float:
    """The lean that leaves both arms the same room before their first corner: a long arm
    runs on into the felt its short one leaves (it turned a corner while a third of the
    table lay empty beside the line, issue 30). At most what leaves the short arm room
    for its next tile."""
    length = {End.LEFT: 0.0, End.RIGHT: 0.0}
    for p in placements[1:]:
        length[p.end] += 1.0 if p.tile.is_double else 2.0
    most = max(0.0, half_width - 4.0)
    return max(-most, min(most, (length[End.RIGHT] - length[End.LEFT]) / 2))


def corners(boxes: Sequence[TileBox]) -> int:
    """How many tiles stand across their row at a corner (upright, yet not doubles)."""
    return sum(1 for b in boxes if b.vertical and not b.tile.is_double)


@dataclass(frozen=True, slots=True)
class LineGeometry:
    """How to lay out lines in a region: the half width in units, the unit in pixels, and
    the extent (in units) that no line can leave."""

    half_width: float
    half_height: float
    unit: float
    #: How much further right than left the rows reach (:func:`layout_line`).
    lean: float = 0.0

    def layout(self, placements: Sequence[LinePlacement]) -> list[TileBox]:
        """The line's boxes at this geometry's row width and lean."""
        return layout_line(placements, self.half_width, self.lean)


def max_turns(half_width: float) -> int:
    """An upper bound on the corners one arm can turn with rows of this half width."""
    # Before its first corner an arm covers more than ``half_width - 3.5`` units of row
    # (a non-double turns only when its far edge would pass ``half_width - 1``); between
    # corners it crosses the table, more than ``2 * half_width - 7``; each corner tile
    # itself is 2 units of the arm's length.
    first = half_width - 3.5 + 2.0
    later = 2.0 * half_width - 7.0 + 2.0
    if first > _LONGEST_ARM:
        return 0
    return 1 + math.floor((_LONGEST_ARM - first) / later)


def max_half_height(half_width: float) -> float:
    """How far (in units) above or below the centre any line can reach."""
    # Each corner moves the row down at most 1 + ROW_DROP units (after a crosswise
    # double); a crosswise double reaches one unit past its row's axis, and a corner tile
    # no further than the next row's.
    return (1.0 + ROW_DROP) * max_turns(half_width) + 1.0


def fit_line(width: float, height: float, margin: float = 0.25) -> LineGeometry:
    """The largest unit (in the region's own measure) at which every possible line fits a
    ``width`` × ``height`` region centred on (0, 0), with ``margin`` units all round.

    Of the row widths that give that unit, the widest is taken, so the line only turns
    when it nears the region's edge.
    """
    candidates = []
    half_width = 8.0
    while half_width <= 40.0:
        half_height = max_half_height(half_width)
        unit = min(width / (2 * (half_width + margin)), height / (2 * (half_height + margin)))
        candidates.append(LineGeometry(half_width, half_height, unit))
        half_width += 0.5
    best = max(c.unit for c in candidates)
    return max((c for c in candidates if c.unit >= best * 0.999), key=lambda c: c.half_width)


#: The longest a line tile's unit may be, in the region's measure: a little under the hand's
#: (90 at most, table_bands.HAND_UNIT), so a young line fills more of the felt (it was 60).
MAX_LINE_UNIT = 72.0
#: Room kept around the line, in units, so the next tile and a corner fit before it shrinks.
_HEADROOM = 2.0
#: A line laid out afresh while the hand goes on keeps room for a line of this many tiles
#: (two more at least): most hands' lines end at 18 to 20 tiles. With room for the next
#: tile only, a first-time player saw the line re-laid mid-hand in three hands of five at
#: 800×600 (26 px a half shrinking to 19, another shape) and at 1366×768 (42 to 34 px).
#: Over 300 random hands: 800×600 with four players 70% of hands re-laid, now none, at
#: 23.4 px (26.7 at first before); with two, 38% → 9%, 27.9 px (29.9); 1366×768 with two
#: 17% → none, 40.0 px (43.6); with four 14% → none, 37.7 px (41.1).
PLANNED_LINE = 20
#: Two players' lines grow longer (14 tiles in the stock): room for this many. Over 300
#: random two-player hands at 800×600, 38 lines were laid out anew mid-hand with room for
#: 20 (a first-time player: "the [3|5] that stood upright now lies flat"), 14 with room
#: for 24, at tiles 9% smaller at first (the larger screens keep the largest tiles).
PLANNED_TWO_PLAYER_LINE = 24


def planned_line(players: int) -> int:
    """The tiles a line of a hand of ``players`` players is laid out with room for."""
    return PLANNED_TWO_PLAYER_LINE if players == 2 else PLANNED_LINE


def _extent(boxes: Sequence[TileBox]) -> tuple[float, float]:
    """How far (in units) the boxes reach: half their width (the line is centred across
    on its length, however it leans), and up or down from the opening tile (the review
    keeps a growing line's rows level about it)."""
    if not boxes:
        return 1.0, 1.0
    half_w = (max(b.right for b in boxes) - min(b.x for b in boxes)) / 2
    half_h = max(max(-b.y, b.bottom) for b in boxes)
    return half_w, half_h


def fit_placements(
    placements: Sequence[LinePlacement],
    width: float,
    height: float,
    max_unit: float = MAX_LINE_UNIT,
    margin: float = 0.25,
    growing: bool = True,
    next_tiles: int | None = None,
    planned: int = PLANNED_LINE,
) -> LineGeometry:
    """The largest unit (at most ``max_unit``) at which *this* line, and the next
    ``next_tiles`` tiles on either arm (by default as many as make a line of ``planned``
    tiles, one at least), fits a ``width`` × ``height`` region
    centred on (0, 0).

    Early lines get large tiles; as the line grows the unit shrinks in small steps, never
    below the unit at which any line fits (:func:`fit_line`).
    """
    floor = fit_line(width, height, margin)
    unit = max_unit
    # The next tiles on each arm: non-doubles (the longest step) on the line's ends.
    probe = list(placements)
    # A line that grows no more (the hand is over) needs no room for the next tile.
    headroom = _HEADROOM if growing else 0.0
    if next_tiles is None:
        next_tiles = max(1, (planned - len(probe) + 1) // 2)
    if probe and growing:
        for _ in range(next_tiles):
            for end in (End.LEFT, End.RIGHT):
                probe.append(LinePlacement(Tile(0, 1), end, 0, 1))
    while unit > floor.unit:
        half_width = width / (2 * unit) - margin
        if half_width >= 4.0:
            room_h = height / (2 * unit) - margin
            # Leaning to the long arm first (fewer corners), else straight.
            for lean in dict.fromkeys((balanced_lean(placements, half_width), 0.0)):
                boxes = layout_line(probe, half_width, lean)
                reach_w, reach_h = _extent(boxes)
                if reach_w <= half_width + 1e-6 and reach_h + headroom / 2 <= room_h:
                    return LineGeometry(half_width, room_h, unit, lean)
        unit *= 0.97
    return floor


@dataclass(frozen=True, slots=True)
class LinePlan:
    """A line laid out in a region: its placements, the geometry, the tiles' boxes, and
    ``origin``, where the layout's (0, 0) lies, in the region's measure (the same measure
    as the region given to :func:`plan_line`)."""

    placements: tuple[LinePlacement, ...]
    geometry: LineGeometry
    boxes: tuple[TileBox, ...]
    origin: tuple[float, float]


#: A region: its left and top edges, its width and its height.
Region = tuple[float, float, float, float]


def _inside(
    boxes: Sequence[TileBox],
    origin: tuple[float, float],
    unit: float,
    region: Region,
    margin: float,
) -> bool:
    """Whether every box, laid at ``origin`` with ``unit``, lies in ``region`` with
    ``margin`` units to spare."""
    left, top, width, height = region
    pad = margin * unit - 1e-6
    ox, oy = origin
    return all(
        ox + b.x * unit >= left + pad
        and ox + b.right * unit <= left + width - pad
        and oy + b.y * unit >= top + pad
        and oy + b.bottom * unit <= top + height - pad
        for b in boxes
    )


def plan_line(
    placements: Sequence[LinePlacement],
    region: Region,
    previous: LinePlan | None = None,
    margin: float = 0.25,
    recentre: bool = False,
    growing: bool = True,
    planned: int = PLANNED_LINE,
) -> LinePlan:
    """The line laid out in ``region``, keeping the shape ``previous`` laid out.

    When ``placements`` go on from ``previous``'s (the same tiles, and maybe more) and the
    whole line still fits the region at ``previous``'s unit and row width, every earlier
    tile keeps its box and the new ones go on at their arms' ends, so the player does not
    lose their bearings; the line stays where it lies while the new tiles fit there, else
    it moves as a whole to the region's middle (the table glides it there). Otherwise (no
    previous line, another line, or an arm ran out of room) the line is laid out afresh:
    as large as :func:`fit_placements` allows and centred in the region. With
    ``recentre`` (the table changed shape), ``previous``'s line keeps its shape but goes to
    the region's middle first. A line no longer ``growing`` (the hand is over) that must
    be laid out afresh keeps no room for a next tile; one laid out afresh while it grows
    keeps room for a line of ``planned`` tiles (:func:`planned_line`).
    """
    placements = tuple(placements)
    if previous is not None and recentre:
        previous = centred(previous, region)
    if previous is not None and previous.placements:
        kept = previous.placements
        if placements[: len(kept)] == kept:
            geometry = previous.geometry
            if len(placements) == len(kept):
                plan = replace(previous, placements=placements)
            else:
                # The layout of a longer line begins with the shorter one's boxes: the
                # earlier tiles keep their places in the line, and the line as a whole goes
                # to the middle of its room (it sat off to the side of its longer arm).
                boxes = tuple(geometry.layout(placements))
                if corners(boxes) and not corners(previous.boxes):
                    # While no arm has turned, a new lean moves no tile within the line:
                    # the long arm runs on into the felt its short arm leaves.
                    lean = balanced_lean(placements, geometry.half_width)
                    leaning = tuple(layout_line(placements, geometry.half_width, lean))
                    if (
                        corners(leaning) < corners(boxes)
                        and leaning[: len(kept)] == boxes[: len(kept)]
                    ):
                        geometry, boxes = replace(geometry, lean=lean), leaning
                still = LinePlan(placements, geometry, boxes, previous.origin)
                if _inside(still.boxes, still.origin, geometry.unit, region, margin):
                    # The tiles down stay where they lie while the new one fits: the line
                    # glided to the middle at every tile, the placed tiles sliding under
                    # the eyes (two first-time players); it is centred when laid out,
                    # when the table changes shape, and when the new tile needs it.
                    return still
                plan = centred(still, region)
            if _inside(plan.boxes, plan.origin, geometry.unit, region, margin):
                return plan
    width, height = region[2], region[3]
    geometry = fit_placements(
        placements, width, height, margin=margin, growing=growing, planned=planned
    )
    boxes = tuple(geometry.layout(placements))
    return centred(LinePlan(placements, geometry, boxes, (0.0, 0.0)), region)


def centred(plan: LinePlan, region: Region) -> LinePlan:
    """``plan`` moved so that the line's middle across lies at ``region``'s middle across,
    however its arms have turned, and its opening tile's row at the region's middle down
    (the tiles keep their places in the line). Down, the line's middle moved by half a row
    at each corner that added a row above or below: a first-time player lost their place
    at every corner (12 to 58 px). The layout keeps the rows level about the opening tile
    (:func:`_extent`), so a line that fits, fits so placed."""
    left, top, width, height = region
    cx, cy = left + width / 2, top + height / 2
    boxes, unit = plan.boxes, plan.geometry.unit
    if boxes:
        mid_x = (min(b.x for b in boxes) + max(b.right for b in boxes)) / 2
        cx = cx - mid_x * unit
    return replace(plan, origin=(cx, cy))
