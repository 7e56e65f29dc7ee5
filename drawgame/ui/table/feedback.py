"""The answer to a gesture that cannot be carried out: a tile of the hand that fits no end
shakes a little (the words go to the status bar, or Try it's answer), as long as the
animation speed's glide; with animations off it keeps still. One shake for the table and
Try it yourself, so the two answer alike."""

from __future__ import annotations

import math

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QVariantAnimation
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsObject

from drawgame.ui.table.tile_item import TileItem

_SHAKE = "shake"
#: Side to side this many times, each swing smaller than the last.
_SWINGS = 3
#: The widest swing, in tile widths.
_REACH = 0.14


def shake(item: TileItem, glide_ms: int) -> None:
    """Shake ``item`` from side to side for about a glide of ``glide_ms`` (0: not at all).

    The shake moves the item's own transform, not its position: a glide of the table
    under way (or starting) is not disturbed, and the tile's picture is reused."""
    if glide_ms <= 0:
        return
    settle(item)  # shaken again: from the start
    animation = QVariantAnimation(item)
    animation.setObjectName(_SHAKE)
    animation.setDuration(max(180, round(glide_ms * 1.2)))
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)
    animation.setEasingCurve(QEasingCurve.Type.Linear)
    reach = _REACH * item.unit()

    def swing(value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        dx = reach * (1 - t) * math.sin(t * _SWINGS * 2 * math.pi)
        item.setTransform(QTransform.fromTranslate(dx, 0))

    animation.valueChanged.connect(swing)
    animation.finished.connect(lambda: item.setTransform(QTransform()))
    animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)


def settle(item: TileItem) -> None:
    """End a shake of ``item`` under way: it stands where it stood."""
    running = item.findChild(QVariantAnimation, _SHAKE)
    if running is not None:
        running.setObjectName("")
        running.stop()
        item.setTransform(QTransform())


def is_shaking(item: QGraphicsObject) -> bool:
    animation = item.findChild(QVariantAnimation, _SHAKE)
    return animation is not None and animation.state() == QAbstractAnimation.State.Running
