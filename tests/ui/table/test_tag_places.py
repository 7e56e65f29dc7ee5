"""The names on the tiles the opponents just placed: each beside its tile, never on
another name (the X11 playthrough saw "Bot 2" over "Bot 1" in a crowded line at 800×600)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtWidgets import QGraphicsScene

from drawgame.engine import Place
from drawgame.session.controller import MatchSetup
from drawgame.ui.table.tag_item import TagItem, place_tag

from .._events import deliver_posted_events
from .test_table_room import maximised

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


def face(item) -> QRectF:
    """A line tile's face on the table (its picture's margin for the glow left out)."""
    u = item.unit()
    return item.mapRectToScene(QRectF(-u / 2, -u, u, 2 * u))


def tag_clashes(window) -> list[str]:
    """The name tags that lie on a tile of the line or on a spot where one of the
    player's tiles may be laid (an end's marker), or far from their own tile."""
    scene = window.scene
    hand = window.controller.match.hand
    faces = {item.tile: face(item) for item in scene.line_items()}
    spots = [
        (f"the marker of {a.tile} on the {a.end.name.lower()}", scene.marker_rect(a.tile, a.end))
        for a in hand.legal_actions()
        if isinstance(a, Place)
    ]
    found = []
    for tag in scene.tags():
        rect = tag.sceneBoundingRect()
        for name, other in [*((str(t), f) for t, f in faces.items()), *spots]:
            common = rect.intersected(other)
            if common.width() > 0.5 and common.height() > 0.5:
                found.append(f"{tag.text} on {name}")
        if not scene.line_region().contains(rect):
            found.append(f"{tag.text} out of the line's room")
    return found


@pytest.mark.parametrize("screen", [QSize(800, 600), QSize(1366, 768)], ids=["800", "1366"])
@pytest.mark.parametrize("opponents", [1, 2, 3])
def test_no_name_tag_lies_on_a_line_tile_or_an_end_marker_in_hands_played_out(
    qtbot, tmp_path, monkeypatch, screen, opponents
):
    """At 800×600 a seat's name tag covered an end's marker and the tops of the line's
    tiles (a first-time player in X11). Hands played out, at every turn of the player."""
    window = maximised(qtbot, tmp_path, monkeypatch, screen)
    tagged, c = 0, window.controller
    for seed in range(4):
        window.start_match(MatchSetup("", ("random",) * opponents, seed))
        rng = random.Random(seed)
        while True:
            qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
            if c.match.hand.outcome is not None:
                break
            deliver_posted_events()
            assert tag_clashes(window) == [], (seed, len(c.match.hand.line))
            tagged += len(window.scene.tags())
            c.play(rng.choice(c.match.hand.legal_actions()))
    assert tagged > 20  # tags were there to be checked
