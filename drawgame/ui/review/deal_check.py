"""The review window's line saying whether the hand shown was dealt as committed
(:mod:`drawgame.engine.seal`): its revealed secret and tile order hash to the commitment
recorded at the deal, the order is the recorded deal, and the commitment is one this game
showed (its journal, :mod:`drawgame.storage.shown`)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from drawgame.engine.record import MatchRecord
from drawgame.engine.seal import seal_problem
from drawgame.storage.shown import Shown
from drawgame.ui.words.text import fill, plain_tooltip


class DealCheckLabel(QLabel):
    """ "Deal verified", "Deal does not match its commitment"... for one hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealCheck")
        # Whether the hand shown is verified (None: it cannot be checked).
        self.verified: bool | None = None
        # The commitments this game showed (its journal): a deal is verified only when
        # its commitment is one of them.
        self.shown = Shown({})

    def show_hand(self, record: MatchRecord, hand: int) -> None:
        """Tell the check of hand ``hand`` (1 for the first) of ``record``."""
        played = record.hands[hand - 1]
        commitment, seal = played.commitment, played.seal
        tip = ""
        if commitment is None:
            self.verified = None
            text = self.tr("This hand's deal was not committed to in advance")
        elif seal is None:
            self.verified = None
            text = self.tr("This hand's secret was not revealed")
            tip = fill(self.tr("Commitment: %1"), commitment)
        elif not seal.binding:
            # A record of format 1: its old seal binds neither the rules nor the order to
            # the secret (issue 33), so it proves nothing.
            self.verified = None
            text = self.tr("This hand has an old seal, which cannot prove its deal")
            tip = fill(self.tr("Commitment: %1"), commitment)
        else:
            problem = seal_problem(commitment, seal, record.rules, played.deal, played.stock)
            when = self.shown.when.get(commitment)
            self.verified = problem is None and (True if when is not None else None)
            if problem is not None:
                text = self.tr("Deal does not match its commitment")
            elif when is None:
                # Anyone can make up a secret and a record to go with it (issue 33): only a
                # commitment shown at the deal proves the deal.
                text = self.tr("Deal matches its commitment, which this game never showed")
            else:
                text = self.tr("Deal verified")
            lines = [
                fill(self.tr("Commitment: %1"), commitment),
                fill(self.tr("Secret: %1"), seal.secret_hex),
            ]
            if when is not None and problem is None:
                lines.append(fill(self.tr("Shown at the deal on %1"), when))
            tip = "\n".join(lines)
        self.setText(text)
        self.setAccessibleName(text)
        self.setToolTip(plain_tooltip(tip) if tip else "")
