"""The bot process's side (:mod:`drawgame.session.bot_process` is the game's): the
built-in bots by strength and seed, the hint and the tutor, served over the protocol of
:mod:`drawgame.remote`. Imported in that process only (and listed in the bundle's hidden
imports: it is named only as a string)."""

from __future__ import annotations

import random

from drawgame.ai import make_bot
from drawgame.ai.hint import suggest
from drawgame.ai.tutor import check_move
from drawgame.remote.child import Bots
from drawgame.remote.protocol import Hinted, Judge, Judged, New, Reply, Suggest

__all__ = ["BuiltInBots"]


class BuiltInBots(Bots):
    """The other process: built-in bots by strength and seed, the hint and the tutor."""

    def make(self, request: New) -> object:
        return make_bot(request.kind, random.Random(request.seed))

    def suggest(self, request: Suggest) -> Reply:
        return Hinted(suggest(request.view))

    def judge(self, request: Judge) -> Reply:
        return Judged(check_move(request.view, request.action))
