"""A label for a short phrase in a narrow column: on one line when it fits, else broken
only at its own clause boundaries (after ":", ";", "," or "."), else elided with the
whole phrase in its tooltip. It never wraps in the middle of a phrase (issue 22)."""

from __future__ import annotations

import re

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from drawgame.ui.words.text import keep_whole, plain_tooltip

#: Where a phrase may end a line: after a clause's own punctuation, before the next word.
_CLAUSE_END = re.compile(r"(?<=[:;,.])\s+")


def clauses(text: str) -> list[str]:
    """``text`` cut after each ":", ";", "," or "." that a space follows."""
    return [part for part in _CLAUSE_END.split(text) if part]


class PhraseLabel(QLabel):
    """Plain text shown whole: :meth:`text` is the phrase as set, :meth:`shown` what is
    painted (one line, its clauses one a line, or elided with the phrase as tooltip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(False)
        # As wide as the column gives, never wider: the column decides, the text follows.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._phrase = ""
        self._elided = False

    def text(self) -> str:
        return self._phrase

    def shown(self) -> str:
        """The text as painted."""
        return QLabel.text(self)

    def elided(self) -> bool:
        return self._elided

    def setText(self, text: str) -> None:
        self._phrase = text
        self._lay_out()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._lay_out()

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def _lay_out(self) -> None:
        text = keep_whole(self._phrase)
        metrics = self.fontMetrics()
        room = self.contentsRect().width() - 2 * self.margin()
        shown, elided = text, False
        if room > 0 and metrics.horizontalAdvance(text) > room:
            parts = clauses(text)
            if len(parts) > 1 and all(metrics.horizontalAdvance(p) <= room for p in parts):
                shown = "\n".join(parts)
            else:
                shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
                elided = True
        self._elided = elided
        self.setToolTip(plain_tooltip(self._phrase) if elided else "")
        if QLabel.text(self) != shown:
            super().setText(shown)
            self.updateGeometry()
