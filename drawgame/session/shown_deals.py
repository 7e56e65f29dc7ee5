"""The game's journal of the commitments it showed (:mod:`drawgame.storage.shown`): every
commitment the move log shows at a deal is noted, with the time, so that ``drawgame verify``
can later tell a record of a hand dealt here from one made up with a seal of its own.

It listens to the controller: a hand dealt (:attr:`GameController.turnLogged` with a deal's
entry) is noted at once; a match begun or resumed notes the deals its log shows that the
journal does not hold yet. A journal that cannot be written (a link, a folder, a full disk)
is said once in the log, in one line; play goes on."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject

from drawgame.session.controller import GameController
from drawgame.session.log import EntryKind, LogEntry
from drawgame.storage.shown import note_shown, read_shown

__all__ = ["ShownDeals"]

logger = logging.getLogger("drawgame")


class ShownDeals(QObject):
    """Notes in the journal at ``path`` every commitment ``controller`` shows."""

    def __init__(
        self,
        controller: GameController,
        path: Path,
        parent: QObject | None = None,
        gate: Callable[[], bool] = lambda: True,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.path = path
        #: Whether to note the deals now (the keeper's: while it keeps the folder).
        self.gate = gate
        self._noted: set[str] | None = None  # read from the journal when first needed
        self._told = False
        controller.matchStarted.connect(self._on_started)
        controller.turnLogged.connect(self._on_logged)

    def _on_started(self) -> None:
        for entry in self.controller.log:
            self._on_logged(entry)

    def _on_logged(self, entry: LogEntry) -> None:
        seal = entry.seal
        if entry.kind is not EntryKind.DEAL or seal is None or not seal.binding:
            return
        if not self.gate():
            return
        noted = self._known()
        if seal.commitment in noted:
            return
        try:
            note_shown(self.path, seal.commitment)
        except (OSError, ValueError) as error:
            self._tell(error)
            return
        noted.add(seal.commitment)

    def _known(self) -> set[str]:
        if self._noted is None:
            try:
                self._noted = set(read_shown(self.path).when)
            except (OSError, ValueError) as error:
                self._tell(error)
                self._noted = set()
        return self._noted

    def _tell(self, error: Exception) -> None:
        if not self._told:
            self._told = True
            why = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            logger.warning("cannot note the deals shown in %s (%s)", self.path, why)
