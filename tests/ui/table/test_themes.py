"""The table's looks (issue 30): Settings → Table offers the classic, a dark and a
high-contrast look, applied at once and remembered; the high-contrast look tells the pip
counts apart by colour under protanopia and deuteranopia, and by shape without colour."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QTabBar

from drawgame.engine import FULL_SET, End, HandState, Match, Place, Rules, Tile
from drawgame.session.controller import MatchSetup
from drawgame.ui.table import themes
from drawgame.ui.table.tile_item import PIP_GRID, TileItem

from .._colour_vision import MACHADO, closest_pair, contrast_ratio, simulate_image

UNIT = 120.0


@pytest.fixture
def contrast():
    themes.choose("contrast")
    yield themes.current()
    themes.choose("classic")


def picture_of_tile(value: int) -> QImage:
    """The double ``value`` as the table paints it, upright, ``UNIT`` wide."""
    scene = QGraphicsScene()
    item = TileItem(Tile(value, value), UNIT)
    scene.addItem(item)
    source = QRectF(-UNIT / 2, -UNIT, UNIT, 2 * UNIT)
    image = QImage(round(UNIT), round(2 * UNIT), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), source)
    painter.end()
    return image


def pip_centre(value: int) -> QPointF:
    """Where the first pip of the top half of the double ``value`` lies in its picture
    (the half's middle for the blank)."""
    column, row = PIP_GRID[value][0] if value else (0, 0)
    return QPointF(UNIT / 2 + column * 0.25 * UNIT, UNIT / 2 + row * 0.25 * UNIT)


def test_the_seven_counts_stay_apart_under_protanopia_and_deuteranopia(qtbot, contrast):
    pictures = [picture_of_tile(value) for value in range(7)]
    seen = {"normal": [QColor(p.pixel(pip_centre(v).toPoint())) for v, p in enumerate(pictures)]}
    for kind in MACHADO:
        simulated = [simulate_image(p, kind) for p in pictures]
        seen[kind] = [QColor(s.pixel(pip_centre(v).toPoint())) for v, s in enumerate(simulated)]
    # A blank half shows the face; every count's pips a colour of their own, far from the
    # face and from each other's (ΔE over 30: told apart at a glance) for every eye.
    for kind, colours in seen.items():
        assert closest_pair(colours) > 30, kind


def test_the_classic_look_tells_the_counts_apart_by_pattern_only(qtbot):
    colours = [QColor(picture_of_tile(v).pixel(pip_centre(v).toPoint())) for v in range(1, 7)]
    assert closest_pair(colours) < 5  # one pip colour: what the high-contrast look adds


def pip_mask(picture: QImage, value: int) -> set[tuple[int, int]]:
    """The pixels of the first pip of ``value`` that stand out from the white face,
    relative to the pip's centre: its shape, whatever its colour."""
    centre = pip_centre(value).toPoint()
    reach = round(0.12 * UNIT)
    mask = set()
    for dy in range(-reach, reach + 1):
        for dx in range(-reach, reach + 1):
            colour = QColor(picture.pixel(centre.x() + dx, centre.y() + dy))
            if min(colour.red(), colour.green(), colour.blue()) < 160:
                mask.add((dx, dy))
    return mask


def test_each_count_of_the_high_contrast_look_has_a_pip_shape_of_its_own(qtbot, contrast):
    masks = {value: pip_mask(picture_of_tile(value), value) for value in range(1, 7)}
    for a in range(1, 7):
        assert masks[a], a
        for b in range(a + 1, 7):
            overlap = len(masks[a] & masks[b]) / len(masks[a] | masks[b])
            assert overlap < 0.8, (a, b, overlap)


def face_point(value: int) -> QPoint:
    """A spot of the face of the double ``value``'s top half that no pip covers (the
    half's corner, inside the rim)."""
    return QPoint(round(0.2 * UNIT), round(0.16 * UNIT))


@pytest.mark.parametrize("look", ["classic", "dark", "contrast"])
def test_every_pip_stands_out_from_its_face_by_3_to_1_for_every_eye(qtbot, look):
    """A player with weak eyes saw the high-contrast look's 1 (orange) and 2 (sky blue)
    faint on the white face (2.1:1 and 2.2:1)."""
    themes.choose(look)
    try:
        pictures = [picture_of_tile(value) for value in range(1, 7)]
    finally:
        themes.choose("classic")
    for kind in ("normal", *MACHADO):
        for value, picture in enumerate(pictures, start=1):
            seen = picture if kind == "normal" else simulate_image(picture, kind)
            pip = QColor(seen.pixel(pip_centre(value).toPoint()))
            face = QColor(seen.pixel(face_point(value)))
            assert contrast_ratio(pip, face) >= 3, (look, kind, value, pip.name(), face.name())


def picture_turned(value: int, turn: float) -> tuple[QImage, QPointF]:
    """The double ``value`` turned ``turn`` degrees as the table lays it, and where the
    first pip of its top half lies in the picture."""
    scene = QGraphicsScene()
    item = TileItem(Tile(value, value), UNIT)
    item.setRotation(turn)
    scene.addItem(item)
    source = item.sceneBoundingRect()
    image = QImage(source.size().toSize(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), source)
    painter.end()
    column, row = PIP_GRID[value][0]
    pip = item.mapToScene(QPointF(column * 0.25 * UNIT, -UNIT / 2 + row * 0.25 * UNIT))
    return image, pip - source.topLeft()


def pip_shape_at(picture: QImage, centre: QPointF) -> set[tuple[int, int]]:
    """The pixels around ``centre`` that stand out from the white face."""
    x0, y0 = round(centre.x()), round(centre.y())
    reach = round(0.12 * UNIT)
    return {
        (dx, dy)
        for dy in range(-reach, reach + 1)
        for dx in range(-reach, reach + 1)
        if min(QColor(picture.pixel(x0 + dx, y0 + dy)).getRgb()[:3]) < 160
    }


@pytest.mark.parametrize("turn", [90, 180, -90])
def test_the_pip_shapes_read_the_same_however_the_tile_lies(qtbot, contrast, turn):
    """A crosswise double or a tile along the line showed its triangles pointing sideways."""
    for value in range(1, 7):
        upright = pip_shape_at(*picture_turned(value, 0))
        turned = pip_shape_at(*picture_turned(value, turn))
        overlap = len(upright & turned) / len(upright | turned)
        assert overlap > 0.85, (value, turn, overlap)


def line_of(window, line: str) -> None:
    """A four-player hand whose line is ``line`` (each tile on the right end), the
    player to move; the window at 800×600, where the line's tiles are smallest."""
    placed = [Place(Tile.parse(x), End.LEFT if i == 0 else End.RIGHT) for i, x in
              enumerate(line.split())]  # fmt: skip
    used = {p.tile for p in placed}
    rest = [x for x in FULL_SET if x not in used]
    rules = Rules(players=4, deal_size=5, protected_stock=2, target=1000)
    hands = [rest[5 * s : 5 * s + 5] for s in range(4)]
    state = HandState.from_tiles(hands, rest[20:], opener=0, line=placed, current=0, rules=rules)
    window.controller.move_delay_ms = 60_000  # the opponents keep still
    window.start_match(MatchSetup("Tester", ("greedy",) * 3, 1))
    window.controller.resume(Match.from_hand(state))
    window.resize(800, 600)


def across_the_rim(window, tile: str) -> tuple[list[QColor], QColor, QColor]:
    """The pixels of the grabbed table from the felt just left of ``tile`` (a crosswise
    double, blank) into its face, and the felt and the face there."""
    item = window.scene.tile_item(Tile.parse(tile))
    view = window.table
    picture = view.viewport().grab().toImage()
    # The middle of its lower half, left of it: no pip, no shadow (that falls right).
    box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    unit = item.unit() * view.transform().m11()
    body = view.mapFromScene(item.mapToScene(QPointF(-item.unit() / 2, item.unit() / 2)))
    y = body.y()
    start, end = round(body.x() - 0.25 * unit), round(body.x() + 0.3 * unit)
    assert box.left() <= start + 0.25 * unit and end < box.right()
    ratio = picture.devicePixelRatio()
    pixels = [QColor(picture.pixel(round(x * ratio), round(y * ratio))) for x in range(start, end)]
    return pixels, pixels[0], pixels[-1]


@pytest.mark.parametrize("look", ["dark", "contrast"])
def test_a_tile_has_a_rim_seen_against_the_felt_and_against_a_face_beside_it(qtbot, window, look):
    """On the high-contrast look's black felt a tile's black edge was lost: nothing
    outlined a tile; on the dark look a hairline did, its face as dark as the felt.
    (The classic look's ivory face stands out from its green felt by itself.)"""
    window.preferences.set_theme(look, write_now=False)
    try:
        line_of(window, "[0|0] [0|5]")
        qtbot.waitUntil(lambda: window.scene.tile_item(Tile.parse("[0|0]")) is not None)
        qtbot.waitUntil(lambda: window.table.width() < 700)
        pixels, felt, face = across_the_rim(window, "[0|0]")
    finally:
        window.preferences.set_theme("classic", write_now=False)
    shown = [(p.name(), round(contrast_ratio(p, felt), 1)) for p in pixels]
    # A line that parts the face from a face beside it (3:1 against the face), and the
    # tile's outline against the felt (3:1, two pixels or more) at it or outside it.
    parting = [i for i, p in enumerate(pixels) if contrast_ratio(p, face) >= 3]
    outline = [i for i, p in enumerate(pixels) if contrast_ratio(p, felt) >= 3]
    assert parting, (look, shown)
    assert outline and outline[0] <= parting[-1], (look, shown)
    assert outline[1] == outline[0] + 1, (look, shown)


def ground_of(window, widget, at: QPoint | None = None) -> QColor:
    """The colour ``widget`` shows at ``at`` (its top left corner, inside its frame, by
    default), as grabbed from the window."""
    picture = window.grab().toImage()
    spot = widget.mapTo(window, at or QPoint(3, 3))
    ratio = picture.devicePixelRatio()
    return QColor(picture.pixel(round(spot.x() * ratio), round(spot.y() * ratio)))


@pytest.mark.parametrize("look", ["dark", "contrast"])
def test_every_strip_around_a_dark_table_follows_the_look(qtbot, window, look):
    """Under the dark table the menu bar, the status bar and the tabs of the stacked
    docks stayed light, the brightest things on the screen."""
    window.preferences.set_theme(look, write_now=False)
    try:
        window.start_match(MatchSetup("Tester", ("greedy",) * 3, 1))
        window.resize(800, 600)  # the docks stacked, their tabs under them
        window.statusBar().showMessage("Your turn")
        qtbot.waitUntil(lambda: any(bar.isVisible() for bar in window.findChildren(QTabBar)))
        tabs = [bar for bar in window.findChildren(QTabBar) if bar.isVisible()]
        sheet = window.score_view
        header = sheet.verticalHeader()
        total = sheet.model().rowCount() - 1
        strips = {
            "menu bar": ground_of(
                window, window.menuBar(), QPoint(window.menuBar().width() - 3, 3)
            ),
            "status bar": ground_of(
                window, window.statusBar(), QPoint(window.statusBar().width() - 30, 5)
            ),
            "dock tabs": ground_of(window, tabs[0], QPoint(3, tabs[0].height() // 2)),
            "Total header": ground_of(
                window, header, QPoint(2, header.sectionViewportPosition(total) + 2)
            ),
        }
        panel = themes.current().panel
    finally:
        window.preferences.set_theme("classic", write_now=False)
    for name, colour in strips.items():
        assert contrast_ratio(colour, panel) < 1.6, (look, name, colour.name())


def outline_contrast(look: str, dimmed: bool, drawn: bool = False) -> float:
    """How far the outline of a hand's tile (lit, or dimmed: it fits no end; ``drawn``:
    ringed as drawn this turn) stands out from the felt around it: the strongest contrast
    along a row across its left edge."""
    themes.choose(look)
    try:
        felt = themes.current().felt_centre
        scene = QGraphicsScene()
        item = TileItem(Tile(5, 5), UNIT)
        scene.addItem(item)
        item.set_marked(dimmed=dimmed)
        if drawn:
            item.set_glow(themes.current().drawn)
        margin = 10
        source = QRectF(
            -UNIT / 2 - margin, -UNIT - margin, UNIT + 2 * margin, 2 * UNIT + 2 * margin
        )
        image = QImage(round(source.width()), round(source.height()), QImage.Format.Format_ARGB32)
        image.fill(felt)
        painter = QPainter(image)
        scene.render(painter, QRectF(image.rect()), source)
        painter.end()
    finally:
        themes.choose("classic")
    row = margin + round(UNIT / 2)
    return max(contrast_ratio(QColor(image.pixel(x, row)), felt) for x in range(4 * margin))


@pytest.mark.parametrize("look", ["classic", "dark", "contrast"])
def test_a_tile_that_fits_no_end_sinks_into_the_felt_in_every_look(qtbot, look):
    """In the dark look a dimmed tile kept its light edge: outlined as brightly as a tile
    that fits, the player could not tell the two apart (a first-time player, 1920×1080).
    Lit, a tile's outline stands out from the felt at least twice as much as dimmed."""
    lit, dimmed = outline_contrast(look, False), outline_contrast(look, True)
    assert lit >= 2 * dimmed, (look, round(lit, 2), round(dimmed, 2))


@pytest.mark.parametrize("look", ["classic", "dark", "contrast"])
def test_a_tile_drawn_that_fits_no_end_is_not_ringed_like_a_lit_one(qtbot, look):
    """In the dark look a tile drawn this turn kept its bright ring when dimmed: a
    first-time player took the drawn tiles that fit no end for tiles to play."""
    lit, dimmed = outline_contrast(look, False, drawn=True), outline_contrast(look, True, True)
    assert lit >= 1.4 * dimmed, (look, round(lit, 2), round(dimmed, 2))


def dimmed_pip(look: str, value: int, dimmed: bool) -> QColor:
    """The colour at the middle of the first pip of the double ``value``, lit or dimmed."""
    themes.choose(look)
    try:
        scene = QGraphicsScene()
        item = TileItem(Tile(value, value), UNIT)
        scene.addItem(item)
        item.set_marked(dimmed=dimmed)
        image = QImage(round(UNIT), round(2 * UNIT), QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.black)
        painter = QPainter(image)
        scene.render(painter, QRectF(image.rect()), QRectF(-UNIT / 2, -UNIT, UNIT, 2 * UNIT))
        painter.end()
        at = pip_centre(value)
        return QColor(image.pixel(round(at.x()), round(at.y())))
    finally:
        themes.choose("classic")


def test_the_high_contrast_looks_dimmed_tiles_keep_their_pips_whole(qtbot):
    """A first-time player: in the high-contrast look a dimmed tile's coloured pips were
    dark on grey, two counts' colours running together. There the face dims and the pips
    keep their colour; in the other looks the whole tile dims, as before."""
    for value in range(1, 7):
        assert dimmed_pip("contrast", value, True) == dimmed_pip("contrast", value, False)
    lit, dim = dimmed_pip("classic", 6, False), dimmed_pip("classic", 6, True)
    assert lit != dim
