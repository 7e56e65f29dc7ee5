"""The names on the tiles the opponents just placed: each beside its tile, never on
another name (the X11 playthrough saw "Bot 2" over "Bot 1" in a crowded line at 800×600)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from drawgame.ui.table.tag_item import TagItem, place_tag

REGION = QRectF(-400, -300, 800, 600)


def placed(scene: QGraphicsScene, tiles: list[QRectF], tagged: list[int]) -> list[TagItem]:
    tags: list[TagItem] = []
    for index in tagged:
        tag = TagItem(f"Bot {index}", 18)
        others = [rect for k, rect in enumerate(tiles) if k != index]
        place_tag(tag, tiles[index], others, tags, REGION)
        scene.addItem(tag)
        tags.append(tag)
    return tags


def test_two_neighbours_in_a_crowded_line_get_names_that_do_not_overlap(qtbot):
    scene = QGraphicsScene()
    # A row of lying tiles, a second row right under it (no room below), a tile at each
    # end: only above is free, and a name is wider than a tile.
    top = [QRectF(x, 0, 40, 20) for x in range(-120, 120, 40)]
    under = [QRectF(x, 22, 40, 20) for x in range(-160, 160, 40)]
    tiles = [*top, *under]
    first, second = 3, 4  # side by side in the top row
    tags = placed(scene, tiles, [first, second])
    a, b = (t.sceneBoundingRect() for t in tags)
    assert a.width() > 40  # wider than its tile: the simple "above" spots collide
    assert not a.intersects(b)
    for tag, index in zip(tags, (first, second), strict=True):
        rect = tag.sceneBoundingRect()
        assert REGION.contains(rect)
        assert not any(rect.intersects(t) for k, t in enumerate(tiles) if k != index)
        # Beside its own tile: within a tag's width of it.
        assert abs(rect.center().x() - tiles[index].center().x()) <= rect.width()


def test_a_free_spot_above_comes_first(qtbot):
    scene = QGraphicsScene()
    tile = QRectF(0, 0, 40, 20)
    (tag,) = placed(scene, [tile], [0])
    rect = tag.sceneBoundingRect()
    assert rect.bottom() <= tile.top() and abs(rect.center().x() - tile.center().x()) < 1
