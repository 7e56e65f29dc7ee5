"""Glides tiles to where they belong, all moves of one change together."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject


class Animator(QObject):
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: Milliseconds per move; 0 places items at once (tests, "animations off").
        self.duration = 250
        self._group: QParallelAnimationGroup | None = None
        self._pending: QParallelAnimationGroup | None = None

    @property
    def running(self) -> bool:
        return self._group is not None

    def begin(self, animate: bool = True) -> None:
        """Collect the moves of one change; with ``animate`` False (or a zero
        :attr:`duration`) :meth:`move` places the items at once."""
        self.finish()
        self._pending = QParallelAnimationGroup(self) if animate else None

    def move(
        self, item: QGraphicsObject, pos: QPointF, rotation: float, unit: float | None = None
    ) -> None:
        """Glide ``item`` to ``pos`` and ``rotation`` (and a tile to the size ``unit``)."""
        group = self._pending
        if group is None or self.duration <= 0:
            item.setPos(pos)
            item.setRotation(rotation)
            if unit is not None:
                item.setProperty("unit_size", unit)
            return
        changes: list[tuple[bytes, object, object]] = [
            (b"pos", item.pos(), pos),
            (b"rotation", item.rotation(), rotation),
        ]
        if unit is not None:
            changes.append((b"unit_size", item.property("unit_size"), unit))
        for name, start, end in changes:
            if start == end:
                continue
            animation = QPropertyAnimation(item, name, group)
            animation.setDuration(self.duration)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            animation.setStartValue(start)
            animation.setEndValue(end)
            group.addAnimation(animation)

    def start(self) -> None:
        group, self._pending = self._pending, None
        if group is None or group.animationCount() == 0:
            if group is not None:
                group.deleteLater()
            self.finished.emit()
            return
        self._group = group
        group.finished.connect(self._done)
        group.start()

    def finish(self) -> None:
        """Jump a running glide to its end (a new change arrived)."""
        group = self._group
        if group is not None:
            group.setCurrentTime(group.totalDuration())
            if group.state() != QAbstractAnimation.State.Stopped:
                group.stop()
            self._done()

    def _done(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
            self.finished.emit()
