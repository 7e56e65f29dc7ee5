"""The match controller: owns the :class:`Match`, takes the player's actions, runs the
computer seats off the GUI thread and tells the views what happened. No widgets here, so
tests can drive a whole match through it; no sentences either: the move log is kept as
:class:`LogEntry` facts, and the window's narrator (:mod:`drawgame.ui.words.narrator`) puts
everything into words.

Take-backs (:meth:`GameController.take_back`): the controller keeps the hand's positions
before each of the player's decisions (a :class:`Match` is immutable, so they cost little)
and goes back to the last one, cancelling whatever the computer seats were thinking. The
stock keeps its order, so a draw made again brings the same tile.

The tutor (:attr:`GameController.tutor`): when the player has asked to be warned of a move
losing that many points, each of their decisions is judged in the bot process before it is
carried out (:mod:`drawgame.ai.tutor`); meanwhile no other move is taken
(:attr:`GameController.move_pending`). A move worth a warning waits for the player's answer
(:meth:`GameController.answer_tutor`); if the process cannot judge it, it goes ahead."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from drawgame.ai import DEFAULT_LEVEL
from drawgame.ai.levels import thinks_apart
from drawgame.ai.tutor import THRESHOLDS, MoveCheck, is_decision
from drawgame.engine import (
    Action,
    Draw,
    HandState,
    IllegalAction,
    Match,
    Pass,
    Place,
    PlayerView,
    TakeBack,
)
from drawgame.engine.seal import DealSeal
from drawgame.engine.takeback import MAX_TAKE_BACKS
from drawgame.session.bot_process import BotHost, RemoteBot
from drawgame.session.bot_worker import BotThread
from drawgame.session.deals import new_seal, seal_entry
from drawgame.session.log import HUMAN, EntryKind, LogEntry
from drawgame.session.setup import MatchSetup

if TYPE_CHECKING:
    from drawgame.session.bot_log import BotLog  # opened by app.main for --bot-log only

__all__ = [
    "HUMAN",
    "GameController",
    "LogEntry",
    "MatchSetup",
]

logger = logging.getLogger("drawgame")


@dataclass(slots=True)
class _Pending:
    """The player's move while the tutor judges it (``warned``: the verdict, once the
    player is asked whether to play it anyway)."""

    token: int
    action: Action
    before: Match
    after: Match
    warned: MoveCheck | None = None


@dataclass(slots=True)
class _Turn:
    seat: int = -1
    draws: int = 0
    hand_number: int = 0


class GameController(QObject):
    """UI-agnostic: views call :meth:`play`, :meth:`next_hand`, … and follow the signals.

    Every change of state is told once, in one order: the move log's new entries
    (:attr:`turnLogged`), then :attr:`changed` (the one signal to redraw on), then what
    follows from it (:attr:`thinking` going off, the hand's or match's end, the player's
    turn). Everything a view reads in its :attr:`changed` slot is already up to date:
    the seat that just moved is no longer thinking, a pass about to be made for the player
    is already pending."""

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
        #: The process where the searching bots, the hint and the tutor think (started when
        #: needed; tests give one that misbehaves).
        self.bot_host = bot_host if bot_host is not None else BotHost()
        self._bots_thread = BotThread(self, self.bot_host)
        self._bots_thread.worker.decided.connect(self._on_decided)
        self._bots_thread.worker.hinted.connect(self._on_hinted)
        self._bots_thread.worker.judged.connect(self._on_judged)
        self._token = 0
        self._hint_token = 0
        self._thinking = -1
        self._match: Match | None = None
        self._setup = MatchSetup()
        self._bots: list[object | None] = []
        self._rng = random.Random()
        self._seed = 0
        self._turn = _Turn()
        self._log: list[LogEntry] = []
        #: The hand's positions before each of the player's decisions, oldest first.
        self._positions: list[Match] = []
        self._take_backs: list[TakeBack] = []
        #: Each hand's secret and tile order, hand 1 first (``None``: not known).
        self._seals: list[DealSeal | None] = []
        self._auto_entry = False
        self._told_bots_here = False
        #: Warn before a move losing this many points or more (None: the tutor is off).
        self._tutor: int | None = None
        #: The tutor was on at some point of this match (its statistics count it apart).
        self._tutor_used = False
        self._judge_token = 0
        self._pending: _Pending | None = None
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
        #: Pass for the player when it is their only legal action (a setting, on by default).
        self.auto_pass = True
        #: The visible pause before passing for the player.
        self.auto_pass_delay_ms = 900
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.timeout.connect(self._auto_pass)

    # -- reading ----------------------------------------------------------------------

    @property
    def match(self) -> Match | None:
        return self._match

    @property
    def setup(self) -> MatchSetup:
        return self._setup

    @property
    def rng_state(self) -> tuple[Any, ...]:
        """The state of the shuffler that deals the next hands (saved with the match)."""
        return self._rng.getstate()

    @property
    def view(self) -> PlayerView | None:
        """What the player's seat may know now."""
        return self._match.view(HUMAN) if self._match is not None else None

    @property
    def log(self) -> tuple[LogEntry, ...]:
        return tuple(self._log)

    @property
    def seals(self) -> tuple[DealSeal | None, ...]:
        """Each hand's secret and tile order, hand 1 first (``None`` if not known): the
        secret of the hand in play is not to be shown before it is over."""
        return tuple(self._seals)

    @property
    def thinking_seat(self) -> int:
        return self._thinking

    @property
    def take_backs(self) -> tuple[TakeBack, ...]:
        """The take-backs made in this match (the first :data:`MAX_TAKE_BACKS`)."""
        return tuple(self._take_backs)

    def can_take_back(self) -> bool:
        """Whether :meth:`take_back` would undo something: take-backs are allowed, the
        hand is in play and the player has made a decision in it."""
        m = self._match
        if m is None or not self._setup.take_backs or m.hand.outcome is not None:
            return False
        now = len(m.hand.history)
        return any(len(p.hand.history) < now for p in self._positions)

    @property
    def tutor(self) -> int | None:
        """The tutor's threshold in points (one of :data:`THRESHOLDS`), or None: off."""
        return self._tutor

    def set_tutor(self, threshold: int | None) -> None:
        """Turn the tutor on (warn before a move losing ``threshold`` points or more) or
        off (None). Turned on during a match, it marks the match as played with it."""
        if threshold is not None and threshold not in THRESHOLDS:
            raise ValueError(f"the tutor warns from {THRESHOLDS} points, not {threshold}")
        self._tutor = threshold
        m = self._match
        if threshold is not None and m is not None and m.result is None and not self._tutor_used:
            self._tutor_used = True
            self.changed.emit()  # the save keeps it at once

    @property
    def tutor_used(self) -> bool:
        """The tutor was on at some point of this match."""
        return self._tutor_used

    @property
    def move_pending(self) -> bool:
        """The player's move waits for the tutor's verdict, or for the player's answer to
        its warning: the table takes no other move meanwhile."""
        return self._pending is not None

    @property
    def pending_action(self) -> Action | None:
        """The player's move that waits for the tutor (None: none waits)."""
        return self._pending.action if self._pending is not None else None

    @property
    def tutor_warning(self) -> MoveCheck | None:
        """The verdict the player is asked about, while they are."""
        return self._pending.warned if self._pending is not None else None

    def seat_strength(self, seat: int) -> str | None:
        return None if seat == HUMAN else self._setup.opponents[seat - 1]

    def human_to_move(self) -> bool:
        m = self._match
        return m is not None and m.hand.outcome is None and m.hand.current == HUMAN

    # -- commands ---------------------------------------------------------------------

    def new_match(self, setup: MatchSetup) -> None:
        seed = setup.seed if setup.seed is not None else random.randrange(2**32)
        self._rng = random.Random(seed)
        self._take_backs = []
        opener = self._rng.randrange(setup.rules.players)
        seal = new_seal(setup.seed, 1)
        self._seals = [seal]
        self._tutor_used = self._tutor is not None
        self._begin(Match.new(setup.rules, seal.shuffler(seal.secret), opener), setup, seed)

    def resume(
        self,
        match: Match,
        setup: MatchSetup | None = None,
        rng_state: tuple[Any, ...] | None = None,
        take_backs: tuple[TakeBack, ...] = (),
        seals: tuple[DealSeal | None, ...] = (),
        tutor_used: bool = False,
    ) -> None:
        """Continue ``match`` (a saved one, or a position set up for practice).

        ``rng_state`` (from :attr:`rng_state`) deals the next hands as they would have been;
        ``take_backs`` are those made before the match was saved. The player may take back
        decisions made in the hand in play before it was saved. ``seals`` are the hands'
        secrets and tile orders (:attr:`seals`), those known; ``tutor_used``: the tutor
        was on at some point before the match was saved.
        """
        setup = setup if setup is not None else self._setup
        if setup.players != match.players:
            setup = MatchSetup(
                setup.player_name,
                (DEFAULT_LEVEL,) * (match.players - 1),
                None,
                match.rules,
                setup.take_backs,
            )
        setup = replace(setup, rules=match.rules)
        self._take_backs = list(take_backs[:MAX_TAKE_BACKS])
        self._seals = list(seals[: match.hand_number + 1])
        self._seals += [None] * (match.hand_number - len(self._seals))
        self._tutor_used = tutor_used or (self._tutor is not None and match.result is None)
        seed = setup.seed if setup.seed is not None else random.randrange(2**32)
        self._rng = random.Random(seed)
        if rng_state is not None:
            self._rng.setstate(rng_state)
        self._begin(match, setup, seed)

    def _begin(self, match: Match, setup: MatchSetup, seed: int) -> None:
        self._cancel_thinking()
        self._setup = setup
        self._seed = seed
        self._make_bots()
        self._match = match
        self._replay_positions(match)
        self._rebuild_log(match)
        self._schedule()
        self.matchStarted.emit()
        self.logReset.emit()
        self.changed.emit()
        outcome = match.hand.outcome
        if outcome is not None:
            # A finished hand resumes at its summary.
            self.handEnded.emit(outcome)
            if match.result is not None:
                self.matchEnded.emit(match.result)
        self._announce()

    def _make_bots(self) -> None:
        """Fresh computer players: after a take-back, none remembers what was taken back."""
        from drawgame.ai import make_bot

        generation = self.bot_host.new_generation()
        self._bots = [None]
        again = f"-{len(self._take_backs)}" if self._take_backs else ""
        for seat, strength in enumerate(self._setup.opponents, 1):
            seed_text = f"{self._seed}-bot-{seat}{again}"
            if thinks_apart(strength):
                key = (generation, seat)
                self._bots.append(RemoteBot(self.bot_host, strength, seed_text, key))
            else:
                self._bots.append(make_bot(strength, random.Random(seed_text)))

    def take_back(self) -> bool:
        """Undo the player's last decision and every move made since (the computer seats',
        a pass made for the player), back to the position where the player decided; never
        into a hand that is over. False if there is nothing to take back."""
        m = self._match
        if m is None or not self.can_take_back():
            return False
        now = len(m.hand.history)
        while len(self._positions[-1].hand.history) >= now:
            self._positions.pop()
        before = self._positions[-1]  # stays: it is the position in play again
        at = len(before.hand.history)
        undone = tuple((turn.seat, turn.action) for turn in m.hand.history[at:])
        note = TakeBack(m.hand_number, at, undone)
        if len(self._take_backs) < MAX_TAKE_BACKS:
            self._take_backs.append(note)
        # Whatever was coming is cancelled: a computer move, a hint, the pass for the
        # player, a move the tutor judges.
        self._timer.stop()
        self._auto_timer.stop()
        self._token += 1
        self._hint_token += 1
        self._drop_pending()
        stopped_thinking = self._thinking != -1
        self._thinking = -1
        self._make_bots()
        self._match = before
        # The turn being collected for the log: the player's draws just before, if any.
        draws = 0
        for turn in reversed(before.hand.history):
            if turn.seat != HUMAN or not isinstance(turn.action, Draw):
                break
            draws += 1
        self._turn = _Turn(HUMAN, draws, m.hand_number) if draws else _Turn()
        self._schedule()
        self._push_log(LogEntry(m.hand_number, EntryKind.TAKE_BACK, HUMAN, undone=undone))
        self.changed.emit()
        if stopped_thinking:
            self.thinking.emit(-1)
        self._announce()
        return True

    def _replay_positions(self, match: Match) -> None:
        """The positions of the hand in play where the player decided, replayed from its
        deal (a position set up for practice has only its own)."""
        self._positions = []
        hand = match.hand
        if hand.outcome is not None:
            return
        if hand.starts_from_deal and hand.history:
            state = HandState.from_tiles(
                hand.dealt_hands, hand.dealt_stock, hand.opener, rules=hand.rules
            )
            for turn in hand.history:
                self._note_position(Match.from_hands(match.past_hands, state, match.first_opener))
                state = state.apply(turn.action)
        self._note_position(match)

    def _note_position(self, match: Match) -> None:
        """Keep ``match`` if the player is to decide there (more than one legal action)."""
        hand = match.hand
        if hand.outcome is not None or hand.current != HUMAN or len(hand.legal_actions()) < 2:
            return
        if self._positions and len(self._positions[-1].hand.history) >= len(hand.history):
            return
        self._positions.append(match)

    def play(self, action: Action) -> bool:
        """Apply the player's action if it is theirs to play and legal; else say why. With
        the tutor on, a decision is judged first (in the bot process): True then means the
        move was taken, and it is carried out once judged (or once the player answers a
        warning). False while another move of theirs waits for the tutor."""
        m = self._match
        if m is None or not self.human_to_move() or self._pending is not None:
            return False
        try:
            after = m.apply(action)  # the one legality check: the engine's
        except IllegalAction as refusal:
            self.refused.emit(action, refusal.reason, m.hand.ends)
            return False
        self._auto_timer.stop()
        view = m.view(HUMAN)
        if self._tutor is not None and is_decision(view):
            self._judge_token += 1
            self._hint_token += 1  # a hint still coming is for a move already chosen
            self._pending = _Pending(self._judge_token, action, m, after)
            self._bots_thread.request_judge.emit(self._judge_token, view, action)
            self.changed.emit()  # the table takes no move while the tutor judges this one
            return True
        self._commit(HUMAN, action, after)
        return True

    def answer_tutor(self, play_anyway: bool) -> bool:
        """The player's answer to the tutor's warning: play the move anyway, or choose
        again (the turn goes on with nothing played). False if nothing was asked."""
        p = self._pending
        if p is None or p.warned is None or self._match is not p.before:
            return False
        self._pending = None
        if play_anyway:
            self._commit(HUMAN, p.action, p.after)
        else:
            self.changed.emit()
            self._announce()
        return True

    def _on_judged(self, token: int, check: object) -> None:
        p = self._pending
        if p is None or token != p.token or p.warned is not None or self._match is not p.before:
            self._tell_bots_here()
            return
        threshold = self._tutor
        if isinstance(check, MoveCheck) and threshold is not None and check.warns(threshold):
            p.warned = check
            self.changed.emit()  # the table shows the turn again, under the question
            self.tutorWarned.emit(check)
            return
        self._pending = None
        self._commit(HUMAN, p.action, p.after)
        self._tell_bots_here()
        if not isinstance(check, MoveCheck):
            self.tutorUnavailable.emit()

    def _drop_pending(self) -> None:
        """Forget a move the tutor judges or warned of (a take-back, a new match)."""
        self._judge_token += 1
        self._pending = None

    @property
    def auto_pass_pending(self) -> bool:
        """The game is about to pass for the player."""
        return self._auto_timer.isActive()

    def _auto_pass(self) -> None:
        m = self._match
        if m is None or not self.human_to_move() or m.hand.legal_actions() != (Pass(),):
            return
        self._auto_entry = True
        try:
            self._commit(HUMAN, Pass(), m.apply(Pass()))
        finally:
            self._auto_entry = False

    def next_hand(self) -> bool:
        m = self._match
        if m is None or m.hand.outcome is None or m.result is not None:
            return False
        seal = self._next_seal(m.hand_number + 1)
        self._match = m.next_hand(seal.shuffler(seal.secret))
        for entry in seal_entry(self._match.hand_number, self.seals, reveal=False):
            self._push_log(entry)
        self._turn = _Turn()
        self._positions = []
        self._note_position(self._match)
        self._schedule()
        self.changed.emit()
        self._announce()
        return True

    def _next_seal(self, hand: int) -> DealSeal:
        """The seal of hand ``hand``, the one after the last dealt: made once."""
        del self._seals[hand:]
        seal = self._seals[hand - 1] if len(self._seals) >= hand else None
        if seal is None:
            seal = new_seal(self._setup.seed, hand)
            self._seals[hand - 1 :] = [seal]
        return seal

    def request_hint(self) -> bool:
        view = self.view
        if view is None or not self.human_to_move() or self._pending is not None:
            return False
        self._hint_token += 1
        self._bots_thread.request_hint.emit(self._hint_token, view)
        return True

    def shutdown(self) -> None:
        self._cancel_thinking()
        # The process first: a request in flight then fails at once, and the thread ends.
        self.bot_host.close()
        self._bots_thread.stop()

    # -- internals --------------------------------------------------------------------

    def _commit(self, seat: int, action: Action, after: Match) -> None:
        """Make ``after`` (``seat`` played ``action``) the match, then tell it once."""
        before = self._match
        assert before is not None
        number = before.hand_number
        self._match = after
        self._note_position(after)
        entries = []
        entry = self._collect(number, seat, action, before.hand.ends)
        if entry is not None:
            entries.append(entry)
        outcome = after.hand.outcome
        result = after.result
        if outcome is not None:
            entries.append(LogEntry(number, EntryKind.HAND_END, outcome=outcome))
            entries += seal_entry(number, self.seals, reveal=True)
            if result is None:
                self._next_seal(number + 1)  # made now: a save at the hand's end keeps it
            if result is not None:
                entries.append(LogEntry(number, EntryKind.MATCH_END, result=result))
        # The state the views will read is complete before anyone is told: the seat that
        # moved no longer thinks, and the next turn is scheduled (a pending pass shows).
        stopped_thinking = self._thinking != -1
        self._thinking = -1
        self._schedule()
        for entry in entries:
            self._push_log(entry)
        self.changed.emit()
        if stopped_thinking:
            self.thinking.emit(-1)
        if outcome is not None:
            self.handEnded.emit(outcome)
            if result is not None:
                self.matchEnded.emit(result)
        self._announce()

    def _schedule(self) -> None:
        """Start what the position asks for next, without a word: a computer seat's
        move after a pause, or the pass made for the player."""
        m = self._match
        if m is None or m.hand.outcome is not None:
            return
        if m.hand.current == HUMAN:
            if self.auto_pass and m.hand.legal_actions() == (Pass(),):
                self._auto_timer.start(self.auto_pass_delay_ms)
            return
        # A computer seat: pause so its move can be followed, then think off-thread.
        self._timer.start(self.move_delay_ms)

    def _announce(self) -> None:
        """Tell the player it is their turn (and that a pass is pending), once the views
        show the position."""
        m = self._match
        if m is None or m.hand.outcome is not None or m.hand.current != HUMAN:
            return
        self._set_thinking(-1)
        self.yourTurn.emit()
        if self._auto_timer.isActive():
            self.autoPassPending.emit()

    def _start_bot_turn(self) -> None:
        m = self._match
        if m is None or m.hand.outcome is not None or m.hand.current == HUMAN:
            return
        if self.bot_gate is not None and not self.bot_gate():
            self._timer.start(2)
            return
        seat = m.hand.current
        self._token += 1
        self._set_thinking(seat)
        view = m.view(seat)
        if self.bot_log is not None:
            self.bot_log.sent(self._token, view)
        self._bots_thread.request.emit(self._token, self._bots[seat], view)

    def _on_decided(self, token: int, action: object, _ms: float) -> None:
        m = self._match
        if token != self._token or m is None or m.hand.outcome is not None:
            self._tell_bots_here()
            return
        seat, chosen = m.hand.current, action
        try:
            if not isinstance(action, Place | Draw | Pass):
                raise IllegalAction(f"not an action: {action!r}")
            after = m.apply(action)
        except IllegalAction:
            # A bot that fails or errs must not stall the match: play its first legal move.
            fallback = m.hand.legal_actions()[0]
            self._log_bot_failure(seat, action, fallback)
            action, after = fallback, m.apply(fallback)
        if self.bot_log is not None:
            self.bot_log.decided(token, action, chosen)
        self._commit(seat, action, after)
        self._tell_bots_here()  # after the move's own news, so that it stays in view

    def _on_hinted(self, token: int, hint: object) -> None:
        if token == self._hint_token and self.human_to_move():
            self.hintReady.emit(hint)
        self._tell_bots_here()

    def _tell_bots_here(self) -> None:
        if not self._told_bots_here and self.bot_host.failure is not None:
            self._told_bots_here = True
            self.botsThinkHere.emit()

    def _set_thinking(self, seat: int) -> None:
        if seat != self._thinking:
            self._thinking = seat
            self.thinking.emit(seat)

    def _cancel_thinking(self) -> None:
        self._timer.stop()
        self._auto_timer.stop()
        self._token += 1
        self._hint_token += 1
        self._drop_pending()
        self._set_thinking(-1)

    def _log_bot_failure(self, seat: int, outcome: object, fallback: Action) -> None:
        who = f"seat {seat} ({self.seat_strength(seat)} bot)"
        if isinstance(outcome, BaseException):
            logger.error(
                "%s failed; playing its first legal move, %s, instead",
                who,
                fallback,
                exc_info=(type(outcome), outcome, outcome.__traceback__),
            )
        else:
            logger.error(
                "%s chose %r, which is not legal here; playing %s instead",
                who,
                outcome,
                fallback,
            )

    # -- the move log -----------------------------------------------------------------

    def _collect(
        self, hand_number: int, seat: int, action: Action, ends: tuple[int, int] | None
    ) -> LogEntry | None:
        """Collect one action into the turn being logged; the whole turn once it ends."""
        if self._turn.seat != seat or self._turn.hand_number != hand_number:
            self._turn = _Turn(seat, 0, hand_number)
        if isinstance(action, Draw):
            self._turn.draws += 1
            return None
        draws, self._turn = self._turn.draws, _Turn()
        auto = self._auto_entry and seat == HUMAN
        return LogEntry(hand_number, EntryKind.TURN, seat, action, draws, ends, auto=auto)

    def _rebuild_log(self, match: Match) -> None:
        """The move log of a resumed match, rebuilt from every hand's history."""
        self._log = []
        self._turn = _Turn()
        for number, hand in enumerate((*match.past_hands, match.hand), 1):
            notes = [note for note in self._take_backs if note.hand_number == number]
            self._log += seal_entry(number, self.seals, reveal=False)
            for index, turn in enumerate(hand.history):
                self._log += [self._take_back_entry(note) for note in notes if note.at == index]
                entry = self._collect(number, turn.seat, turn.action, turn.ends)
                if entry is not None:
                    self._log.append(entry)
            done = len(hand.history)
            self._log += [self._take_back_entry(note) for note in notes if note.at >= done]
            if hand.outcome is not None:
                self._log.append(LogEntry(number, EntryKind.HAND_END, outcome=hand.outcome))
                self._log += seal_entry(number, self.seals, reveal=True)
        result = match.result
        if result is not None:
            self._log.append(LogEntry(match.hand_number, EntryKind.MATCH_END, result=result))
        # A turn cut off by the save (draws so far) goes on being collected.
        if self._turn.hand_number != match.hand_number:
            self._turn = _Turn()

    @staticmethod
    def _take_back_entry(note: TakeBack) -> LogEntry:
        return LogEntry(note.hand_number, EntryKind.TAKE_BACK, HUMAN, undone=note.undone)

    def _push_log(self, entry: LogEntry) -> None:
        self._log.append(entry)
        self.turnLogged.emit(entry)
