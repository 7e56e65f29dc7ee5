"""The move log as a list model: a heading for each hand, why its opener opens, then one
line per turn, newest last.

The model keeps the controller's :class:`LogEntry` facts; the window's narrator makes
the words in :meth:`MoveLogModel.data`, in the current language. After a language switch
:meth:`retranslate` tells the views to read the texts again: nothing is retold.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from drawgame.session.controller import GameController
from drawgame.session.log import EntryKind, LogEntry
from drawgame.ui.language import register
from drawgame.ui.words.narrator import Narrator
from drawgame.ui.words.text import fill, keep_whole, plain_tooltip

_Index = QModelIndex | QPersistentModelIndex

# A tile's notation, "[0|4]": shown whole, never wrapped after its bar.
_TILE = re.compile(r"\[(\d)\|(\d)\]")
_JOINER = "\u2060"  # WORD JOINER: no line break here, and nothing shown


class _Opener(int):
    """The row under a hand's heading that says why its opener opens (the hand's number)."""


# The role that is True on a hand's heading row.
HeadingRole = Qt.ItemDataRole.UserRole + 1
# The role that is True on a row shown in bold (headings, a hand's or the match's end).
BoldRole = Qt.ItemDataRole.UserRole + 2
# The role that gives a deal's or a reveal's whole commitment (None on other rows).
CommitmentRole = Qt.ItemDataRole.UserRole + 3


def unbreakable_tiles(text: str) -> str:
    """``text`` with every tile's notation glued together, so a line never breaks inside it."""
    return _TILE.sub(lambda m: f"[{m[1]}{_JOINER}|{_JOINER}{m[2]}]", text)


class MoveLogModel(QAbstractListModel):
    def __init__(self, controller: GameController, narrator: Narrator) -> None:
        # Owned by the words it shows (the window's narrator), so it goes with the window
        # and not with a controller that may outlive it.
        super().__init__(narrator)
        self._controller = controller
        self._narrator = narrator
        # A row is a hand's number (its heading), its opener's line or a log entry.
        self._rows: list[int | LogEntry] = []
        # Each row's words as shown, made when first asked for: the view asks again for
        # every row whenever it lays the list out (a move, a scroll to the newest line).
        # Forgotten when the rows are rebuilt (a new match: other names) or retranslated.
        self._shown: dict[int, str] = {}
        self._rebuild()
        controller.logReset.connect(self._reset)
        controller.turnLogged.connect(self._append)
        register(self)

    def _rebuild(self) -> None:
        self._rows = []
        self._shown = {}
        for entry in self._controller.log:
            self._rows.extend(self._new_rows(entry))

    def _new_rows(self, entry: LogEntry) -> list[int | LogEntry]:
        """``entry``'s row, after its hand's heading and why its opener opens if it is the
        hand's first line (a new player could not tell why a seat opened)."""
        last = next((r for r in reversed(self._rows) if isinstance(r, LogEntry)), None)
        if last is None or last.hand_number != entry.hand_number:
            opener = _Opener(entry.hand_number)
            if entry.kind is EntryKind.DEAL:  # dealt, then who opens
                return [entry.hand_number, entry, opener]
            return [entry.hand_number, opener, entry]
        return [entry]

    def _opener_text(self, hand_number: int) -> str:
        match = self._controller.match
        if match is None:
            return ""
        openers = [h.opener for h in match.past_hands] + [match.hand.opener]
        if not 0 < hand_number <= len(openers):
            return ""
        previous = openers[hand_number - 2] if hand_number > 1 else None
        return self._narrator.opener_text(openers[hand_number - 1], previous, hand_number)

    def _reset(self) -> None:
        self.beginResetModel()
        self._rebuild()
        self.endResetModel()

    def _append(self, entry: LogEntry) -> None:
        rows = self._new_rows(entry)
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
        self._rows.extend(rows)
        self.endInsertRows()

    def retranslate(self) -> None:
        """The language changed: every row's text (and tooltip) reads differently now."""
        self._shown = {}
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def text(self, row: int) -> str:
        """Row ``row`` in words, as a screen reader says it."""
        item = self._rows[row]
        if isinstance(item, _Opener):
            return self._opener_text(item)
        if isinstance(item, int):
            return fill(self.tr("Hand %1"), item)
        return self._narrator.entry_text(item)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = index.row()
        opener = isinstance(self._rows[row], _Opener)
        heading = isinstance(self._rows[row], int) and not opener
        if role == Qt.ItemDataRole.DisplayRole:
            shown = self._shown.get(row)
            if shown is None:
                # Tiles and bots' names are never broken across lines (issue 22).
                shown = self._shown[row] = keep_whole(unbreakable_tiles(self.text(row)))
            return shown
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self.text(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            if heading:
                return None
            if opener:
                return plain_tooltip(self.text(row))
            item = self._rows[row]
            assert isinstance(item, LogEntry)
            return plain_tooltip(self._narrator.entry_tooltip(item))
        if role == HeadingRole:
            return heading
        if role == CommitmentRole:
            seal = None if heading or opener else self.entry(row).seal
            return None if seal is None else seal.commitment
        if role == BoldRole:
            # The view's delegate makes its own font bold (the window's font scales).
            if opener:
                return False
            return heading or (self.entry(row).seat < 0 and self.entry(row).seal is None)
        return None

    def entry(self, row: int) -> LogEntry:
        """The entry shown on row ``row`` (a heading or an opener's row: the first entry
        under it)."""
        item = self._rows[row]
        while isinstance(item, int):
            row += 1
            item = self._rows[row]
        return item

    def is_opener(self, row: int) -> bool:
        """Whether row ``row`` says why its hand's opener opens."""
        return isinstance(self._rows[row], _Opener)

    def is_heading(self, row: int) -> bool:
        item = self._rows[row]
        return isinstance(item, int) and not isinstance(item, _Opener)
