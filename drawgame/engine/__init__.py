"""The rules of Draw dominoes (RULES.md R1-R17), in pure Python with no Qt.

Public names::

    Tile, FULL_SET                  tiles (R1)
    End, Place, Draw, Pass, Action  what a player does (R6-R9); parse_action()
    HandState, Outcome, Termination one hand (R3, R5-R15); IllegalAction, IllegalReason
    Rules                           which rules a match is played by: players (R2), deal
                                    (R3), protected stock (R8), target (R17); standard()
    DEAL_SIZE, PROTECTED_STOCK      the standard deal (R3) and protected stock (R8)
    may_draw(stock_size)            whether the stock still allows a draw (R7, R8)
    score_hand, winner_and_gain     the scoring of a finished hand (R13, R14)
    Match, MatchResult              hands until the target (R16, R17)
    Line, Connection, OpenPoint, Port   the line in the rule texts' words (R10)
    PlayerView and its history events   what one seat may know
    SaveError                       a match document that cannot be loaded
    TakeBack                        moves the player took back (kept by saves and records)
    NewerSaveError                  ... because a newer version of the game wrote it

>>> import random
>>> from drawgame.engine import Match, Tile, Place, End
>>> match = Match.new(2, random.Random(3), first_opener=0)
>>> match.hand.current
0
>>> action = match.hand.legal_actions()[0]
>>> match = match.apply(action)
>>> match.hand.line.tiles == (action.tile,)
True
"""

from .actions import DRAW, PASS, Action, Draw, End, IllegalReason, Pass, Place, parse_action
from .hand import (
    DEAL_SIZE,
    PROTECTED_STOCK,
    HandState,
    IllegalAction,
    Outcome,
    Termination,
    Turn,
    may_draw,
    score_hand,
    winner_and_gain,
)
from .line import Connection, Line, LinePlacement, OpenPoint, Port
from .match import Match, MatchResult, target_for
from .rules import Rules
from .serialize import NewerSaveError, SaveError
from .takeback import TakeBack
from .tiles import FULL_SET, Tile
from .view import (
    DrewEvent,
    PassedEvent,
    PlacedEvent,
    PlayerView,
    PublicEvent,
    distinct_actions,
    same_move,
)

__all__ = [
    "DEAL_SIZE",
    "DRAW",
    "FULL_SET",
    "PASS",
    "PROTECTED_STOCK",
    "Action",
    "Connection",
    "Draw",
    "DrewEvent",
    "End",
    "HandState",
    "IllegalAction",
    "IllegalReason",
    "Line",
    "LinePlacement",
    "Match",
    "MatchResult",
    "NewerSaveError",
    "OpenPoint",
    "Outcome",
    "Pass",
    "PassedEvent",
    "Place",
    "PlacedEvent",
    "PlayerView",
    "Port",
    "PublicEvent",
    "Rules",
    "SaveError",
    "TakeBack",
    "Termination",
    "Tile",
    "Turn",
    "distinct_actions",
    "may_draw",
    "parse_action",
    "same_move",
    "score_hand",
    "target_for",
    "winner_and_gain",
]
