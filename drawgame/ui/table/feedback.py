"""The table's answer to a gesture it cannot carry out: a tile of the hand that fits no end
shakes a little (the words go to the status bar), as long as the animation speed's glide;
with animations off it keeps still."""

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
    running = item.findChild(QVariantAnimation, _SHAKE)
    if running is not None:
        running.setObjectName("")  # shaken again: from the start
        running.stop()
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


def is_shaking(item: QGraphicsObject) -> bool:
    animation = item.findChild(QVariantAnimation, _SHAKE)
    return animation is not None and animation.state() == QAbstractAnimation.State.Running
