"""The match controller: a thin QObject around the turn machine
(:mod:`drawgame.session.turns`, the match in play without Qt). It takes the player's
commands, hands them to the machine and carries out the effects it returns
(:mod:`drawgame.session.effects`): the signals the views follow, the pauses before a
computer seat's move and before the pass made for the player, and the requests to the
computer seats, the hint and the tutor, thought off the GUI thread. No widgets here, so
tests can drive a whole match through it; no sentences either: the move log is kept as
:class:`LogEntry` facts, and the window's narrator (:mod:`drawgame.ui.words.narrator`) puts
everything into words.

Take-backs (:meth:`GameController.take_back`, :mod:`drawgame.session.history`) cancel
whatever the computer seats were thinking. The tutor (:attr:`GameController.tutor`) judges
each of the player's decisions in the bot process before it is carried out; meanwhile no
other move is taken (:attr:`GameController.move_pending`), and a move worth a warning waits
for the player's answer (:meth:`GameController.answer_tutor`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from drawgame.ai.levels import thinks_apart
from drawgame.ai.tutor import MoveCheck
from drawgame.engine import Action, Match, PlayerView, TakeBack
from drawgame.engine.seal import DealSeal
from drawgame.engine.tutor_warning import TutorWarning
from drawgame.session import effects as fx
from drawgame.session.bot_process import BotHost, RemoteBot
from drawgame.session.bot_worker import BotThread
from drawgame.session.log import HUMAN, LogEntry
from drawgame.session.setup import MatchSetup
from drawgame.session.turns import TurnMachine, accepted

if TYPE_CHECKING:
    from drawgame.session.bot_log import BotLog  # opened by app.main for --bot-log only

__all__ = [
    "HUMAN",
    "GameController",
    "LogEntry",
    "MatchSetup",
]


class GameController(QObject):
    """UI-agnostic: views call :meth:`new_match`, :meth:`play`, :meth:`next_hand`, … and
    follow the signals.

    Every change of state is told once, in one order: the move log's new entries
    (:attr:`turnLogged`), then :attr:`changed` (the one signal to redraw on), then what
    follows from it (:attr:`thinking` going off, the hand's or match's end, the player's
    turn). Everything a view reads in its :attr:`changed` slot is already up to date:
    the seat that just moved is no longer thinking, a pass about to be made for the player
    is already pending."""

    #: A match was begun (:meth:`new_match`) or resumed (:meth:`resume`).
    matchStarted = Signal()
    #: The whole move log was replaced (new match, resume): re-read :attr:`log`.
    logReset = Signal()
    #: Something changed: re-read :attr:`view`, :attr:`match`, :attr:`thinking_seat`.
    changed = Signal()
    turnLogged = Signal(object)  # LogEntry
    handEnded = Signal(object)  # Outcome
    matchEnded = Signal(object)  # MatchResult
    #: The seat now thinking, or -1. A seat stops thinking when its move is applied: then
    #: this comes after :attr:`changed`, which already showed the move.
    thinking = Signal(int)
    hintReady = Signal(object)  # drawgame.ai.hint.Hint or None
    #: The player's action was refused: action, drawgame.engine.IllegalReason, the line's ends.
    refused = Signal(object, object, object)
    #: The player is to move (a new turn, or a draw that keeps the turn).
    yourTurn = Signal()
    #: Pass is the player's only legal action: the game passes for them after a pause.
    autoPassPending = Signal()
    #: The process where the searching bots and the hint thought failed (stopped, stuck,
    #: gone or answering nonsense): they think in the game's process from now on. Once.
    botsThinkHere = Signal()
    #: The tutor warns of the player's move (a MoveCheck): answer with :meth:`answer_tutor`.
    tutorWarned = Signal(object)
    #: The tutor could not judge the player's move (the bot process is unavailable or
    #: failed): the move went ahead unwarned.
    tutorUnavailable = Signal()

    def __init__(self, parent: QObject | None = None, bot_host: BotHost | None = None) -> None:
        super().__init__(parent)
        self._turns = TurnMachine()
        #: The process where the searching bots, the hint and the tutor think (started when
        #: needed; tests give one that misbehaves).
        self.bot_host = bot_host if bot_host is not None else BotHost()
        self._bots_thread = BotThread(self, self.bot_host)
        worker = self._bots_thread.worker
        # Bound methods, not lambdas: the answers are queued to this object's (GUI) thread.
        worker.decided.connect(self._on_decided)
        worker.hinted.connect(self._on_hinted)
        worker.judged.connect(self._on_judged)
        self._bots: list[object | None] = []
        self._told_bots_here = False
        #: Where every view handed to a computer player is written (``--bot-log``).
        self.bot_log: BotLog | None = None
        #: Pause between computer moves, so the player can follow them (0 in tests).
        self.move_delay_ms = 600
        #: If set and False, a computer move waits: the autosave is still writing the last
        #: state, and a kill must not lose more than the move in flight (issue 7).
        self.bot_gate: Callable[[], bool] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_bot_turn)
        #: The visible pause before passing for the player.
        self.auto_pass_delay_ms = 900
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.timeout.connect(self._auto_pass)

    # -- reading ----------------------------------------------------------------------

    @property
    def match(self) -> Match | None:
        return self._turns.match

    @property
    def setup(self) -> MatchSetup:
        return self._turns.setup

    @property
    def rng_state(self) -> tuple[Any, ...]:
        """The state of the shuffler that deals the next hands (saved with the match)."""
        return self._turns.rng_state

    @property
    def view(self) -> PlayerView | None:
        """What the player's seat may know now."""
        return self._turns.view

    @property
    def log(self) -> tuple[LogEntry, ...]:
        return self._turns.log

    @property
    def seals(self) -> tuple[DealSeal | None, ...]:
        """Each hand's secret and tile order, hand 1 first (``None`` if not known): the
        secret of the hand in play is not to be shown before it is over."""
        return self._turns.seals

    @property
    def thinking_seat(self) -> int:
        return self._turns.thinking_seat

    @property
    def take_backs(self) -> tuple[TakeBack, ...]:
        """The take-backs made in this match (the first ``MAX_TAKE_BACKS``)."""
        return self._turns.take_backs

    @property
    def tutor_warnings(self) -> tuple[TutorWarning, ...]:
        """The moves the tutor warned of in this match (a record notes them: the review
        then judges each as closely as the move played)."""
        return self._turns.tutor_warnings

    def can_take_back(self) -> bool:
        """Whether :meth:`take_back` would undo something: take-backs are allowed, the
        hand is in play and the player has made a decision in it."""
        return self._turns.can_take_back()

    @property
    def tutor(self) -> int | None:
        """The tutor's threshold in points (one of ``THRESHOLDS``), or None: off."""
        return self._turns.tutor

    def set_tutor(self, threshold: int | None) -> None:
        """Turn the tutor on (warn before a move losing ``threshold`` points or more) or
        off (None). Turned on during a match, it marks the match as played with it."""
        self._run(self._turns.set_tutor(threshold))

    @property
    def tutor_used(self) -> bool:
        """The tutor was on at some point of this match."""
        return self._turns.tutor_used

    @property
    def move_pending(self) -> bool:
        """The player's move waits for the tutor's verdict, or for the player's answer to
        its warning: the table takes no other move meanwhile."""
        return self._turns.move_pending

    @property
    def pending_action(self) -> Action | None:
        """The player's move that waits for the tutor (None: none waits)."""
        return self._turns.pending_action

    @property
    def tutor_warning(self) -> MoveCheck | None:
        """The verdict the player is asked about, while they are."""
        return self._turns.tutor_warning

    def seat_strength(self, seat: int) -> str | None:
        return self._turns.seat_strength(seat)

    def human_to_move(self) -> bool:
        return self._turns.human_to_move()

    @property
    def auto_pass(self) -> bool:
        """Pass for the player when it is their only legal action (a setting, on by
        default)."""
        return self._turns.auto_pass

    @auto_pass.setter
    def auto_pass(self, on: bool) -> None:
        self._turns.auto_pass = on

    @property
    def auto_pass_pending(self) -> bool:
        """The game is about to pass for the player."""
        return self._auto_timer.isActive()

    # -- commands ---------------------------------------------------------------------

    def new_match(self, setup: MatchSetup) -> None:
        """Begin a new match: an unfinished one is given up (the keeper, listening to
        :attr:`matchStarted`, keeps the new one instead)."""
        self._run(self._turns.new_match(setup))

    def resume(
        self,
        match: Match,
        setup: MatchSetup | None = None,
        rng_state: tuple[Any, ...] | None = None,
        take_backs: tuple[TakeBack, ...] = (),
        seals: tuple[DealSeal | None, ...] = (),
        tutor_used: bool = False,
        tutor_warnings: tuple[TutorWarning, ...] = (),
    ) -> None:
        """Continue ``match`` (a saved one, or a position set up for practice).

        ``rng_state`` (from :attr:`rng_state`) deals the next hands as they would have been;
        ``take_backs`` are those made before the match was saved. The player may take back
        decisions made in the hand in play before it was saved. ``seals`` are the hands'
        secrets and tile orders (:attr:`seals`), those known; ``tutor_used``: the tutor
        was on at some point before the match was saved; ``tutor_warnings``: the moves it
        warned of before (:attr:`tutor_warnings`).
        """
        self._run(
            self._turns.resume(
                match, setup, rng_state, take_backs, seals, tutor_used, tutor_warnings
            )
        )

    def play(self, action: Action) -> bool:
        """Apply the player's action if it is theirs to play and legal; else say why. With
        the tutor on, a decision is judged first (in the bot process): True then means the
        move was taken, and it is carried out once judged (or once the player answers a
        warning). False while another move of theirs waits for the tutor."""
        return self._run(self._turns.play(action))

    def answer_tutor(self, play_anyway: bool) -> bool:
        """The player's answer to the tutor's warning: play the move anyway, or choose
        again (the turn goes on with nothing played). False if nothing was asked."""
        return self._run(self._turns.answer_tutor(play_anyway))

    def take_back(self) -> bool:
        """Undo the player's last decision and every move made since (the computer seats',
        a pass made for the player), back to the position where the player decided; never
        into a hand that is over. False if there is nothing to take back."""
        return self._run(self._turns.take_back())

    def next_hand(self) -> bool:
        return self._run(self._turns.next_hand())

    def request_hint(self) -> bool:
        return self._run(self._turns.request_hint())

    def shutdown(self) -> None:
        self._run(self._turns.cancel())
        # The process first: a request in flight then fails at once, and the thread ends.
        self.bot_host.close()
        self._bots_thread.stop()

    # -- carrying out the effects -----------------------------------------------------

    def _run(self, effects: list[fx.Effect]) -> bool:
        """Carry out ``effects`` in order; whether the command was taken."""
        for effect in effects:
            self._carry_out(effect)
        return accepted(effects)

    def _carry_out(self, effect: fx.Effect) -> None:
        match effect:
            case fx.Logged(entry):
                self.turnLogged.emit(entry)
            case fx.Changed():
                self.changed.emit()
            case fx.Thinking(seat):
                self.thinking.emit(seat)
            case fx.Announce():
                self._run(self._turns.announce())
            case fx.YourTurn():
                self.yourTurn.emit()
                if self._auto_timer.isActive():
                    self.autoPassPending.emit()
            case fx.WaitForSeat():
                # A computer seat: pause so its move can be followed, then think off-thread.
                self._timer.start(self.move_delay_ms)
            case fx.WaitToPass():
                self._auto_timer.start(self.auto_pass_delay_ms)
            case fx.StopTimers(seats):
                self._auto_timer.stop()
                if seats:
                    self._timer.stop()
            case fx.AskSeat() | fx.BotDecided() | fx.JudgeMove() | fx.AskHint() | fx.FreshBots():
                self._ask(effect)
            case fx.CheckBots():
                self._tell_bots_here()
            case _:
                self._tell(effect)

    def _tell(self, effect: fx.Effect) -> None:
        """The signals told once in a while: a match begun, a hand over, a refusal..."""
        match effect:
            case fx.MatchStarted():
                self.matchStarted.emit()
            case fx.LogReset():
                self.logReset.emit()
            case fx.HandOver(outcome):
                self.handEnded.emit(outcome)
            case fx.MatchOver(result):
                self.matchEnded.emit(result)
            case fx.Refused(action, reason, ends):
                self.refused.emit(action, reason, ends)
            case fx.HintReady(hint):
                self.hintReady.emit(hint)
            case fx.TutorWarned(check):
                self.tutorWarned.emit(check)
            case fx.TutorUnavailable():
                self.tutorUnavailable.emit()

    def _ask(self, effect: fx.Effect) -> None:
        """The requests to the bots' thread (and the computer players it thinks with)."""
        match effect:
            case fx.AskSeat(seat, view, token):
                if self.bot_log is not None:
                    self.bot_log.sent(token, view)
                self._bots_thread.request.emit(token, self._bots[seat], view)
            case fx.BotDecided(token, action, chosen):
                if self.bot_log is not None:
                    self.bot_log.decided(token, action, chosen)
            case fx.JudgeMove(token, view, action):
                self._bots_thread.request_judge.emit(token, view, action)
            case fx.AskHint(token, view):
                self._bots_thread.request_hint.emit(token, view)
            case fx.FreshBots():
                self._make_bots()

    def _on_decided(self, token: int, action: object, _ms: float) -> None:
        self._run(self._turns.bot_moved(token, action))

    def _on_hinted(self, token: int, hint: object) -> None:
        self._run(self._turns.hinted(token, hint))

    def _on_judged(self, token: int, check: object) -> None:
        self._run(self._turns.judged(token, check))

    def _auto_pass(self) -> None:
        self._run(self._turns.pass_for_player())

    def _start_bot_turn(self) -> None:
        if not self._turns.bot_due():
            return
        if self.bot_gate is not None and not self.bot_gate():
            self._timer.start(2)
            return
        self._run(self._turns.bot_turn())

    def _make_bots(self) -> None:
        """Fresh computer players: after a take-back, none remembers what was taken back."""
        from drawgame.ai import make_bot

        generation = self.bot_host.new_generation()
        self._bots = [None]
        take_backs = len(self._turns.take_backs)
        again = f"-{take_backs}" if take_backs else ""
        for seat, strength in enumerate(self._turns.setup.opponents, 1):
            seed_text = f"{self._turns.seed}-bot-{seat}{again}"
            if thinks_apart(strength):
                key = (generation, seat)
                self._bots.append(RemoteBot(self.bot_host, strength, seed_text, key))
            else:
                self._bots.append(make_bot(strength, random.Random(seed_text)))

    def _tell_bots_here(self) -> None:
        if not self._told_bots_here and self.bot_host.failure is not None:
            self._told_bots_here = True
            self.botsThinkHere.emit()
