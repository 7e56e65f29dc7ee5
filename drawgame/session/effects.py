"""What the turn machine (:mod:`drawgame.session.turns`) asks for: each of its commands
returns a list of these effects, in the order they are to happen. The controller
(:mod:`drawgame.session.controller`) turns them into signals, timers and bot requests;
a test reads them as they are.

They are dataclasses with slots but not frozen: frozen doubles what defining each costs,
about a third of the instructions of all the modules imported before PySide6 at start-up
(22 classes); nothing keeps an effect, or changes one, after carrying it out."""

from __future__ import annotations

from dataclasses import dataclass

from drawgame.ai.tutor import MoveCheck
from drawgame.engine import Action, IllegalReason, MatchResult, Outcome, PlayerView
from drawgame.session.log import LogEntry

__all__ = [
    "Announce",
    "AskHint",
    "AskSeat",
    "BotDecided",
    "Changed",
    "CheckBots",
    "Effect",
    "FreshBots",
    "HandOver",
    "HintReady",
    "JudgeMove",
    "LogReset",
    "Logged",
    "MatchOver",
    "MatchStarted",
    "Refused",
    "StopTimers",
    "Thinking",
    "TutorUnavailable",
    "TutorWarned",
    "WaitForSeat",
    "WaitToPass",
    "YourTurn",
]

# -- what the views are told --------------------------------------------------------------


@dataclass(slots=True)
class MatchStarted:
    """A match was begun or resumed."""


@dataclass(slots=True)
class LogReset:
    """The whole move log was replaced."""


@dataclass(slots=True)
class Changed:
    """The state changed: the one thing to redraw on."""


@dataclass(slots=True)
class Logged:
    """``entry`` was written at the move log's end."""

    entry: LogEntry


@dataclass(slots=True)
class HandOver:
    outcome: Outcome


@dataclass(slots=True)
class MatchOver:
    result: MatchResult


@dataclass(slots=True)
class Thinking:
    """``seat`` is now thinking, or none is (-1)."""

    seat: int


@dataclass(slots=True)
class YourTurn:
    """The player is to move (and a pass may be pending for them)."""


@dataclass(slots=True)
class Refused:
    """The player's ``action`` is not legal: why, and the line's ends."""

    action: Action
    reason: IllegalReason
    ends: tuple[int, int] | None


@dataclass(slots=True)
class HintReady:
    hint: object  # drawgame.ai.hint.Hint, or None: no hint could be found


@dataclass(slots=True)
class TutorWarned:
    check: MoveCheck


@dataclass(slots=True)
class TutorUnavailable:
    """The tutor could not judge the player's move: it went ahead unwarned."""


# -- what the controller does -------------------------------------------------------------


@dataclass(slots=True)
class Announce:
    """Tell the player it is their turn if it is, once the views show the position: ask
    :meth:`TurnMachine.announce` at this point (a view told before may have moved on)."""


@dataclass(slots=True)
class WaitForSeat:
    """A computer seat is to move: after a pause, :meth:`TurnMachine.bot_turn`."""


@dataclass(slots=True)
class WaitToPass:
    """Pass is the player's only action: after a pause, :meth:`TurnMachine.pass_for_player`."""


@dataclass(slots=True)
class StopTimers:
    """Whatever was coming is cancelled: the pass for the player, and with ``seats`` the
    computer seat's pause too."""

    seats: bool = True


@dataclass(slots=True)
class FreshBots:
    """Make the computer players again: after a take-back none remembers what it saw."""


@dataclass(slots=True)
class AskSeat:
    """Let computer seat ``seat`` choose in ``view``; answer with
    :meth:`TurnMachine.bot_moved` and ``token``."""

    seat: int
    view: PlayerView
    token: int


@dataclass(slots=True)
class BotDecided:
    """The computer seat asked with ``token`` played ``action`` (it chose ``chosen``:
    another action when it failed or chose an illegal one)."""

    token: int
    action: Action
    chosen: object


@dataclass(slots=True)
class JudgeMove:
    """Let the tutor judge the player's ``action`` in ``view``; answer with
    :meth:`TurnMachine.judged` and ``token``."""

    token: int
    view: PlayerView
    action: Action


@dataclass(slots=True)
class AskHint:
    """Search a hint for ``view``; answer with :meth:`TurnMachine.hinted` and ``token``."""

    token: int
    view: PlayerView


@dataclass(slots=True)
class CheckBots:
    """An answer came from the bots' thread: say once if they now think in this process."""


Effect = (
    MatchStarted
    | LogReset
    | Changed
    | Logged
    | HandOver
    | MatchOver
    | Thinking
    | YourTurn
    | Refused
    | HintReady
    | TutorWarned
    | TutorUnavailable
    | Announce
    | WaitForSeat
    | WaitToPass
    | StopTimers
    | FreshBots
    | AskSeat
    | BotDecided
    | JudgeMove
    | AskHint
    | CheckBots
)
