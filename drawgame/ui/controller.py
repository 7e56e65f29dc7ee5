"""The match controller: owns the :class:`Match`, takes the player's actions, runs the
computer seats off the GUI thread and tells the views what happened. No widgets here, so
tests can drive a whole match through it."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QTimer, Signal

from drawgame.engine import (
    Action,
    Draw,
    End,
    HandState,
    Match,
    MatchResult,
    Outcome,
    Pass,
    Place,
    PlayerView,
    Termination,
)

from .bot_worker import BotThread
from .text import fill, plural_fallback

HUMAN = 0
STRENGTHS = ("easy", "medium", "hard")


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """What the New match dialog chooses: the player's name and one strength per opponent."""

    player_name: str = ""
    opponents: tuple[str, ...] = ("medium",)
    seed: int | None = None

    @property
    def players(self) -> int:
        return 1 + len(self.opponents)


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the move log: a whole turn of one seat."""

    hand_number: int
    seat: int
    text: str


@dataclass(slots=True)
class _Turn:
    seat: int = -1
    draws: int = 0
    hand_number: int = 0
    extra: list[str] = field(default_factory=list)


class GameController(QObject):
    """UI-agnostic: views call :meth:`play`, :meth:`next_hand`, … and follow the signals."""

    matchStarted = Signal()
    #: The whole move log was told anew (new match, resume, language change).
    logReset = Signal()
    #: Something changed: re-read :attr:`view`, :attr:`match`.
    changed = Signal()
    #: seat, action, the hand before the action (for animations and announcements).
    actionApplied = Signal(int, object, object)
    turnLogged = Signal(object)  # LogEntry
    handEnded = Signal(object)  # Outcome
    matchEnded = Signal(object)  # MatchResult
    thinking = Signal(int)  # the seat now thinking, or -1
    hintReady = Signal(object)  # drawgame.ai.hint.Hint or None
    status = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bots_thread = BotThread(self)
        self._bots_thread.worker.decided.connect(self._on_decided)
        self._bots_thread.worker.hinted.connect(self._on_hinted)
        self._token = 0
        self._hint_token = 0
        self._thinking = -1
        self._match: Match | None = None
        self._setup = MatchSetup()
        self._bots: list[object | None] = []
        self._rng = random.Random()
        self._turn = _Turn()
        self._log: list[LogEntry] = []
        #: Pause between computer moves, so the player can follow them (0 in tests).
        self.move_delay_ms = 600
        #: If set and False, a computer move waits: the autosave is still writing the last
        #: state, and a kill must not lose more than the move in flight (issue 7).
        self.bot_gate: Callable[[], bool] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_bot_turn)

    # -- reading ----------------------------------------------------------------------

    @property
    def match(self) -> Match | None:
        return self._match

    @property
    def setup(self) -> MatchSetup:
        return self._setup

    @property
    def rng_state(self) -> object:
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
    def thinking_seat(self) -> int:
        return self._thinking

    def seat_name(self, seat: int) -> str:
        if seat == HUMAN:
            return self._setup.player_name or self.tr("You")
        return fill(self.tr("Bot %1"), seat)

    def seat_strength(self, seat: int) -> str | None:
        return None if seat == HUMAN else self._setup.opponents[seat - 1]

    def human_to_move(self) -> bool:
        m = self._match
        return m is not None and m.hand.outcome is None and m.hand.current == HUMAN

    # -- commands ---------------------------------------------------------------------

    def new_match(self, setup: MatchSetup) -> None:
        seed = setup.seed if setup.seed is not None else random.randrange(2**32)
        self._rng = random.Random(seed)
        self._begin(Match.new(setup.players, self._rng), setup, seed)

    def resume(
        self, match: Match, setup: MatchSetup | None = None, rng_state: object | None = None
    ) -> None:
        """Continue ``match`` (a saved one, or a position set up for practice).

        ``rng_state`` (from :attr:`rng_state`) deals the next hands as they would have been.
        """
        setup = setup if setup is not None else self._setup
        if setup.players != match.players:
            setup = MatchSetup(setup.player_name, ("medium",) * (match.players - 1))
        seed = setup.seed if setup.seed is not None else random.randrange(2**32)
        self._rng = random.Random(seed)
        if rng_state is not None:
            self._rng.setstate(rng_state)
        self._begin(match, setup, seed)

    def _begin(self, match: Match, setup: MatchSetup, seed: int) -> None:
        from drawgame.ai import make_bot

        self._cancel_thinking()
        self._setup = setup
        self._bots = [None] + [
            make_bot(strength, random.Random(f"{seed}-bot-{seat}"))
            for seat, strength in enumerate(setup.opponents, 1)
        ]
        self._match = match
        self._rebuild_log(match)
        self.matchStarted.emit()
        self.logReset.emit()
        self.changed.emit()
        outcome = match.hand.outcome
        if outcome is not None:
            # A finished hand resumes at its summary.
            self.status.emit(self.hand_end_text(outcome))
            self.handEnded.emit(outcome)
            if match.result is not None:
                self.matchEnded.emit(match.result)
        self._after_action()

    def retell(self) -> None:
        """Tell the move log again (the language changed); the match is untouched."""
        if self._match is not None:
            turn = self._turn
            self._rebuild_log(self._match)
            self._turn = turn
            self.logReset.emit()

    def play(self, action: Action) -> bool:
        """Apply the player's action if it is theirs to play and legal; else say why."""
        m = self._match
        if m is None or not self.human_to_move():
            return False
        if not m.hand.is_legal(action):
            self.status.emit(self._illegal_reason(m.hand, action))
            return False
        self._apply(HUMAN, action)
        return True

    def next_hand(self) -> bool:
        m = self._match
        if m is None or m.hand.outcome is None or m.result is not None:
            return False
        self._match = m.next_hand(self._rng)
        self._turn = _Turn()
        self.changed.emit()
        self._after_action()
        return True

    def request_hint(self) -> bool:
        view = self.view
        if view is None or not self.human_to_move():
            return False
        self._hint_token += 1
        self._bots_thread.request_hint.emit(self._hint_token, view)
        return True

    def shutdown(self) -> None:
        self._cancel_thinking()
        self._bots_thread.stop()

    # -- internals --------------------------------------------------------------------

    def _illegal_reason(self, hand: HandState, action: Action) -> str:
        if isinstance(action, Place):
            ends = hand.ends
            if ends is not None:
                value = ends[0] if action.end is End.LEFT else ends[1]
                return fill(self.tr("%1 does not fit the end showing %2."), action.tile, value)
        if isinstance(action, Draw):
            return self.tr("The last two tiles of the stock are never drawn.")
        if isinstance(action, Pass):
            if hand.can_draw():
                return self.tr("You may not pass while you can draw.")
            return self.tr("You may not pass while a tile fits.")
        return self.tr("That move is not allowed now.")

    def _apply(self, seat: int, action: Action) -> None:
        m = self._match
        assert m is not None
        before = m.hand
        self._match = m.apply(action)
        self._record(seat, action, before)
        self.actionApplied.emit(seat, action, before)
        self.changed.emit()
        outcome = self._match.hand.outcome
        if outcome is not None:
            self._log_hand_end(outcome)
            self.handEnded.emit(outcome)
            result = self._match.result
            if result is not None:
                self.matchEnded.emit(result)
            return
        self._after_action()

    def _after_action(self) -> None:
        m = self._match
        if m is None or m.hand.outcome is not None:
            return
        if m.hand.current == HUMAN:
            self._set_thinking(-1)
            self.status.emit(self._your_turn_text(m.hand))
            return
        # A computer seat: pause so its move can be followed, then think off-thread.
        self._timer.start(self.move_delay_ms)

    def _your_turn_text(self, hand: HandState) -> str:
        legal = hand.legal_actions()
        if hand.ends is None:
            return self.tr("Your turn: open the line with any tile.")
        if legal == (Pass(),):
            return self.tr("Nothing fits and the stock is down to two tiles: you must pass.")
        if all(isinstance(a, Draw) for a in legal):
            return self.tr("Nothing fits: draw from the stock.")
        if hand.can_draw():
            return self.tr("Your turn: place a tile or draw.")
        return self.tr("Your turn: place a tile (the stock is down to its last two).")

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
        self.status.emit(fill(self.tr("%1 is thinking…"), self.seat_name(seat)))
        self._bots_thread.request.emit(self._token, self._bots[seat], m.view(seat))

    def _on_decided(self, token: int, action: object, _ms: float) -> None:
        m = self._match
        if token != self._token or m is None or m.hand.outcome is not None:
            return
        seat = m.hand.current
        legal = m.hand.legal_actions()
        if action not in legal:
            # A bot that fails or errs must not stall the match: play its first legal move.
            action = legal[0]
        assert isinstance(action, Place | Draw | Pass)
        self._set_thinking(-1)
        self._apply(seat, action)

    def _on_hinted(self, token: int, hint: object) -> None:
        if token == self._hint_token and self.human_to_move():
            self.hintReady.emit(hint)

    def _set_thinking(self, seat: int) -> None:
        if seat != self._thinking:
            self._thinking = seat
            self.thinking.emit(seat)

    def _cancel_thinking(self) -> None:
        self._timer.stop()
        self._token += 1
        self._hint_token += 1
        self._set_thinking(-1)

    # -- the move log -----------------------------------------------------------------

    def _record(self, seat: int, action: Action, before: HandState) -> None:
        m = self._match
        assert m is not None
        entry = self._tell(m.hand_number, seat, action, before.ends)
        if entry is not None:
            self._push_log(entry)
            self.status.emit(entry.text)

    def _tell(
        self, hand_number: int, seat: int, action: Action, ends: tuple[int, int] | None
    ) -> LogEntry | None:
        """Collect one action into the turn being told; the whole turn once it ends."""
        if self._turn.seat != seat or self._turn.hand_number != hand_number:
            self._turn = _Turn(seat, 0, hand_number)
        if isinstance(action, Draw):
            self._turn.draws += 1
            return None
        name = self.seat_name(seat)
        n = self._turn.draws
        self._turn = _Turn()
        if self._is_you(seat):
            return LogEntry(hand_number, seat, self._tell_you(n, action, ends))
        if isinstance(action, Place):
            if ends is None:
                text = (
                    self.tr("%1 drew %n tile(s) and opened with %2", "", n)
                    if n
                    else self.tr("%1 opened with %2")
                )
                return LogEntry(
                    hand_number, seat, fill(plural_fallback(text, n), name, action.tile)
                )
            value = ends[0] if action.end is End.LEFT else ends[1]
            text = (
                self.tr("%1 drew %n tile(s) and played %2 on the %3", "", n)
                if n
                else self.tr("%1 played %2 on the %3")
            )
            return LogEntry(
                hand_number, seat, fill(plural_fallback(text, n), name, action.tile, value)
            )
        assert ends is not None
        text = (
            self.tr("%1 drew %n tile(s) and passed: nothing fits %2 or %3", "", n)
            if n
            else self.tr("%1 passed: nothing fits %2 or %3")
        )
        return LogEntry(hand_number, seat, fill(plural_fallback(text, n), name, *ends))

    def _is_you(self, seat: int) -> bool:
        """The player without a name is "you": their turns are told in the second person."""
        return seat == HUMAN and not self._setup.player_name

    def _tell_you(self, n: int, action: Action, ends: tuple[int, int] | None) -> str:
        if isinstance(action, Place):
            if ends is None:
                text = (
                    self.tr("You drew %n tile(s) and opened with %1", "", n)
                    if n
                    else self.tr("You opened with %1")
                )
                return fill(plural_fallback(text, n), action.tile)
            value = ends[0] if action.end is End.LEFT else ends[1]
            text = (
                self.tr("You drew %n tile(s) and played %1 on the %2", "", n)
                if n
                else self.tr("You played %1 on the %2")
            )
            return fill(plural_fallback(text, n), action.tile, value)
        assert ends is not None
        text = (
            self.tr("You drew %n tile(s) and passed: nothing fits %1 or %2", "", n)
            if n
            else self.tr("You passed: nothing fits %1 or %2")
        )
        return fill(plural_fallback(text, n), *ends)

    def hand_end_text(self, outcome: Outcome) -> str:
        if outcome.winner is not None and self._is_you(outcome.winner):
            gain = outcome.gains[outcome.winner]
            if outcome.termination is Termination.DOMINO:
                return fill(self.tr("Domino! You went out and score %1."), gain)
            return fill(
                self.tr("The hand is blocked: you have the lowest total and score %1."), gain
            )
        if outcome.termination is Termination.DOMINO:
            assert outcome.winner is not None
            return fill(
                self.tr("Domino! %1 went out and scores %2."),
                self.seat_name(outcome.winner),
                outcome.gains[outcome.winner],
            )
        if outcome.winner is None:
            return self.tr("The hand is blocked and the lowest total is shared: nobody scores.")
        return fill(
            self.tr("The hand is blocked: %1 has the lowest total and scores %2."),
            self.seat_name(outcome.winner),
            outcome.gains[outcome.winner],
        )

    def _log_hand_end(self, outcome: Outcome) -> None:
        m = self._match
        assert m is not None
        text = self.hand_end_text(outcome)
        self._push_log(LogEntry(m.hand_number, -1, text))
        self.status.emit(text)
        result = m.result
        if result is not None:
            self._push_log(LogEntry(m.hand_number, -1, self.result_text(result)))

    def _rebuild_log(self, match: Match) -> None:
        """The move log of a resumed match, retold from every hand's history."""
        self._log = []
        self._turn = _Turn()
        for number, hand in enumerate((*match.past_hands, match.hand), 1):
            for turn in hand.history:
                entry = self._tell(number, turn.seat, turn.action, turn.ends)
                if entry is not None:
                    self._log.append(entry)
            if hand.outcome is not None:
                self._log.append(LogEntry(number, -1, self.hand_end_text(hand.outcome)))
        result = match.result
        if result is not None:
            self._log.append(LogEntry(match.hand_number, -1, self.result_text(result)))
        # A turn cut off by the save (draws so far) goes on being told.
        if self._turn.hand_number != match.hand_number:
            self._turn = _Turn()

    def result_text(self, result: MatchResult) -> str:
        if result.is_draw:
            names = ", ".join(self.seat_name(s) for s in result.winners)
            return fill(self.tr("The match is drawn between %1."), names)
        winner = result.winners[0]
        if self._is_you(winner):
            return fill(self.tr("You win the match by %1 points."), result.margin)
        return fill(
            self.tr("%1 wins the match by %2 points."), self.seat_name(winner), result.margin
        )

    def _push_log(self, entry: LogEntry) -> None:
        self._log.append(entry)
        self.turnLogged.emit(entry)
