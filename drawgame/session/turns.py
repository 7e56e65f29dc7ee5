"""The turn machine: a match in play without Qt. It owns the :class:`Match`, the hands'
seals, the take-back positions (:mod:`drawgame.session.history`), the move log
(:mod:`drawgame.session.logbook`) and the player's move while the tutor judges it. Each
command (:meth:`TurnMachine.play`, :meth:`~TurnMachine.take_back`,
:meth:`~TurnMachine.bot_moved`, :meth:`~TurnMachine.judged`,
:meth:`~TurnMachine.next_hand`, …) changes the state at once and returns the effects that
follow (:mod:`drawgame.session.effects`), in order: the move log's new entries, then
:class:`Changed`, then what follows from it (the hand's or match's end, the player's turn).
The controller carries them out; a test reads them.

The answers of the computer seats, the tutor and the hint come back with the token they
were asked with: an answer whose token is no longer the latest (a take-back, a new match
came between) is dropped.

The tutor (:attr:`TurnMachine.tutor`): when the player has asked to be warned of a move
losing that many points, each of their decisions is judged (:mod:`drawgame.ai.tutor`)
before it is carried out; meanwhile no other move is taken (:attr:`move_pending`). A move
worth a warning waits for the player's answer (:meth:`TurnMachine.answer_tutor`); one that
cannot be judged goes ahead."""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass, replace
from typing import Any

from drawgame.ai import DEFAULT_LEVEL
from drawgame.ai.tutor import THRESHOLDS, MoveCheck, is_decision
from drawgame.engine import (
    Action,
    Draw,
    IllegalAction,
    Match,
    Pass,
    Place,
    PlayerView,
    TakeBack,
)
from drawgame.engine.seal import DealSeal, DealTerms
from drawgame.engine.tutor_warning import MAX_TUTOR_WARNINGS, TutorWarning
from drawgame.session.deals import new_seal, seal_entry
from drawgame.session.effects import (
    Announce,
    AskHint,
    AskSeat,
    BotDecided,
    Changed,
    CheckBots,
    Effect,
    FreshBots,
    HandOver,
    HintReady,
    JudgeMove,
    Logged,
    LogReset,
    MatchOver,
    MatchStarted,
    Refused,
    StopTimers,
    Thinking,
    TutorUnavailable,
    TutorWarned,
    WaitForSeat,
    WaitToPass,
    YourTurn,
)
from drawgame.session.history import History
from drawgame.session.log import HUMAN, EntryKind, LogEntry
from drawgame.session.logbook import LogBook
from drawgame.session.setup import MatchSetup

__all__ = ["TurnMachine", "accepted"]

logger = logging.getLogger("drawgame")


def accepted(effects: list[Effect]) -> bool:
    """Whether a command's effects say it was taken (not refused, not ignored)."""
    return bool(effects) and not isinstance(effects[0], Refused)


@dataclass(slots=True)
class _Pending:
    """The player's move while the tutor judges it (``warned``: the verdict, once the
    player is asked whether to play it anyway)."""

    token: int
    action: Action
    before: Match
    after: Match
    warned: MoveCheck | None = None


class TurnMachine:
    """A match in play: commands in, effects out. No Qt, no timers, no threads."""

    def __init__(self) -> None:
        self._match: Match | None = None
        self._setup = MatchSetup()
        self._rng = random.Random()
        #: The match's seed (made up when the set-up has none): the computer players' too.
        self.seed = 0
        self._history = History()
        self._log = LogBook()
        #: Each hand's secret and tile order, hand 1 first (``None``: not known).
        self._seals: list[DealSeal | None] = []
        #: The moves the tutor warned of (kept for the record: its review judges them).
        self._warnings: list[TutorWarning] = []
        self._tutor: int | None = None
        self._tutor_used = False
        self._pending: _Pending | None = None
        # The latest question to each helper: an answer to an older one is dropped.
        self._token = 0
        self._hint_token = 0
        self._judge_token = 0
        self._thinking = -1
        #: Pass for the player when it is their only legal action (a setting).
        self.auto_pass = True

    # -- reading ------------------------------------------------------------------------

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
        return self._log.entries

    @property
    def seals(self) -> tuple[DealSeal | None, ...]:
        """Each hand's secret and tile order, hand 1 first (``None`` if not known)."""
        return tuple(self._seals)

    @property
    def thinking_seat(self) -> int:
        return self._thinking

    @property
    def take_backs(self) -> tuple[TakeBack, ...]:
        return self._history.take_backs

    @property
    def tutor_warnings(self) -> tuple[TutorWarning, ...]:
        """The moves the tutor warned of in this match, each once (the first
        :data:`MAX_TUTOR_WARNINGS`)."""
        return tuple(self._warnings)

    def can_take_back(self) -> bool:
        """Take-backs are allowed, the hand is in play and the player decided in it."""
        m = self._match
        return m is not None and self._setup.take_backs and self._history.can_take_back(m)

    @property
    def tutor(self) -> int | None:
        """The tutor's threshold in points (one of :data:`THRESHOLDS`), or None: off."""
        return self._tutor

    @property
    def tutor_used(self) -> bool:
        """The tutor was on at some point of this match."""
        return self._tutor_used

    @property
    def move_pending(self) -> bool:
        """The player's move waits for the tutor's verdict or for the player's answer."""
        return self._pending is not None

    @property
    def pending_action(self) -> Action | None:
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

    def bot_due(self) -> bool:
        """A computer seat is to move."""
        m = self._match
        return m is not None and m.hand.outcome is None and m.hand.current != HUMAN

    # -- starting -----------------------------------------------------------------------

    def set_tutor(self, threshold: int | None) -> list[Effect]:
        """Turn the tutor on (warn of a move losing ``threshold`` points or more) or off
        (None). Turned on during a match, it marks the match as played with it."""
        if threshold is not None and threshold not in THRESHOLDS:
            raise ValueError(f"the tutor warns from {THRESHOLDS} points, not {threshold}")
        self._tutor = threshold
        m = self._match
        if threshold is not None and m is not None and m.result is None and not self._tutor_used:
            self._tutor_used = True
            return [Changed()]  # the save keeps it at once
        return []

    def new_match(self, setup: MatchSetup) -> list[Effect]:
        seed = setup.seed if setup.seed is not None else random.randrange(2**32)
        self._rng = random.Random(seed)
        self._history.restart()
        opener = self._rng.randrange(setup.rules.players)
        seal = new_seal(setup.seed, setup.rules, 1, opener)
        self._seals = [seal]
        self._warnings = []
        self._tutor_used = self._tutor is not None
        return self._begin(Match.from_hands((), seal.deal()), setup, seed)

    def resume(
        self,
        match: Match,
        setup: MatchSetup | None = None,
        rng_state: tuple[Any, ...] | None = None,
        take_backs: tuple[TakeBack, ...] = (),
        seals: tuple[DealSeal | None, ...] = (),
        tutor_used: bool = False,
        tutor_warnings: tuple[TutorWarning, ...] = (),
    ) -> list[Effect]:
        """Continue ``match`` (a saved one, or a position set up for practice); see
        :meth:`GameController.resume <drawgame.session.controller.GameController.resume>`."""
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
        self._history.restart(take_backs)
        self._warnings = list(tutor_warnings[:MAX_TUTOR_WARNINGS])
        self._seals = list(seals[: match.hand_number + 1])
        self._seals += [None] * (match.hand_number - len(self._seals))
        self._tutor_used = tutor_used or (self._tutor is not None and match.result is None)
        seed = setup.seed if setup.seed is not None else random.randrange(2**32)
        self._rng = random.Random(seed)
        if rng_state is not None:
            self._rng.setstate(rng_state)
        return self._begin(match, setup, seed)

    def _begin(self, match: Match, setup: MatchSetup, seed: int) -> list[Effect]:
        effects = self._cancel()
        self._setup = setup
        self.seed = seed
        effects.append(FreshBots())
        self._match = match
        self._history.replay(match)
        self._log.rebuild(match, self.take_backs, self.seals)
        effects += self._schedule()
        effects += [MatchStarted(), LogReset(), Changed()]
        outcome = match.hand.outcome
        if outcome is not None:
            # A finished hand resumes at its summary.
            effects.append(HandOver(outcome))
            if match.result is not None:
                effects.append(MatchOver(match.result))
        return [*effects, Announce()]

    # -- the player ---------------------------------------------------------------------

    def play(self, action: Action) -> list[Effect]:
        """The player's action if it is theirs to play and legal (else :class:`Refused`,
        or nothing while another move of theirs waits for the tutor). With the tutor on,
        a decision is judged first: it is carried out once judged (:meth:`judged`)."""
        m = self._match
        if m is None or not self.human_to_move() or self._pending is not None:
            return []
        try:
            after = m.apply(action)  # the one legality check: the engine's
        except IllegalAction as refusal:
            return [Refused(action, refusal.reason, m.hand.ends)]
        effects: list[Effect] = [StopTimers(seats=False)]
        view = m.view(HUMAN)
        if self._tutor is not None and is_decision(view):
            self._judge_token += 1
            self._hint_token += 1  # a hint still coming is for a move already chosen
            self._pending = _Pending(self._judge_token, action, m, after)
            # The table takes no move while the tutor judges this one.
            return [*effects, JudgeMove(self._judge_token, view, action), Changed()]
        return effects + self._commit(HUMAN, action, after)

    def pass_for_player(self) -> list[Effect]:
        """The pause before passing for the player is over: pass, if that is still their
        only action."""
        m = self._match
        if m is None or not self.human_to_move() or m.hand.legal_actions() != (Pass(),):
            return []
        return self._commit(HUMAN, Pass(), m.apply(Pass()), auto=True)

    def answer_tutor(self, play_anyway: bool) -> list[Effect]:
        """The player's answer to the tutor's warning: play the move anyway, or choose
        again (the turn goes on with nothing played). Nothing if nothing was asked."""
        p = self._pending
        if p is None or p.warned is None or self._match is not p.before:
            return []
        self._pending = None
        if play_anyway:
            return self._commit(HUMAN, p.action, p.after)
        return [Changed(), Announce()]

    def take_back(self) -> list[Effect]:
        """Undo the player's last decision and every move made since, back to the
        position where the player decided; never into a hand that is over. Nothing if
        there is nothing to take back."""
        m = self._match
        if m is None or not self.can_take_back():
            return []
        before, note = self._history.take_back(m)
        # A warning about a position taken back names a position the record will not
        # have (the same turn may be played from another one now).
        self._warnings = [
            w for w in self._warnings if (w.hand_number, w.at) <= (note.hand_number, note.at)
        ]
        # Whatever was coming is cancelled: a computer move, a hint, the pass for the
        # player, a move the tutor judges.
        effects: list[Effect] = [StopTimers()]
        self._token += 1
        self._hint_token += 1
        self._drop_pending()
        stopped_thinking = self._thinking != -1
        self._thinking = -1
        effects.append(FreshBots())
        self._match = before
        self._log.back_to()
        effects += self._schedule()
        entry = LogEntry(m.hand_number, EntryKind.TAKE_BACK, HUMAN, undone=note.undone)
        effects += self._logged([entry])
        effects.append(Changed())
        if stopped_thinking:
            effects.append(Thinking(-1))
        return [*effects, Announce()]

    def next_hand(self) -> list[Effect]:
        """Deal the next hand, once a hand is over and the match is not."""
        m = self._match
        if m is None or m.hand.outcome is None or m.result is not None:
            return []
        seal = self._next_seal(m.hand_number + 1)
        self._match = m.next_dealt(seal.deal())
        effects = self._logged(seal_entry(self._match.hand_number, self.seals, reveal=False))
        self._log.new_hand()
        self._history.new_hand(self._match)
        effects += self._schedule()
        return [*effects, Changed(), Announce()]

    def request_hint(self) -> list[Effect]:
        view = self.view
        if view is None or not self.human_to_move() or self._pending is not None:
            return []
        self._hint_token += 1
        return [AskHint(self._hint_token, view)]

    def announce(self) -> list[Effect]:
        """The player's turn, if it is theirs to move now."""
        if not self.human_to_move():
            return []
        return [*self._set_thinking(-1), YourTurn()]

    def cancel(self) -> list[Effect]:
        """Stop whatever was coming (the game closes)."""
        return self._cancel()

    # -- answers ------------------------------------------------------------------------

    def bot_turn(self) -> list[Effect]:
        """The pause before a computer seat's move is over: ask it (:meth:`bot_due`)."""
        m = self._match
        if m is None or not self.bot_due():
            return []
        seat = m.hand.current
        self._token += 1
        return [*self._set_thinking(seat), AskSeat(seat, m.view(seat), self._token)]

    def bot_moved(self, token: int, action: object) -> list[Effect]:
        """The computer seat asked with ``token`` chose ``action`` (or failed: the
        exception it raised)."""
        m = self._match
        if token != self._token or m is None or m.hand.outcome is not None:
            return [CheckBots()]
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
        effects: list[Effect] = [BotDecided(token, action, chosen)]
        # The news of the bots' thread after the move's own, so that it stays in view.
        return [*effects, *self._commit(seat, action, after), CheckBots()]

    def judged(self, token: int, check: object) -> list[Effect]:
        """The tutor's verdict on the move asked with ``token`` (None: it could not
        judge)."""
        p = self._pending
        if p is None or token != p.token or p.warned is not None or self._match is not p.before:
            return [CheckBots()]
        threshold = self._tutor
        if isinstance(check, MoveCheck) and threshold is not None and check.warns(threshold):
            p.warned = check
            note = TutorWarning(p.before.hand_number, len(p.before.hand.history), p.action)
            if note not in self._warnings and len(self._warnings) < MAX_TUTOR_WARNINGS:
                self._warnings.append(note)
            # The table shows the turn again, under the question.
            return [Changed(), TutorWarned(check)]
        self._pending = None
        effects = [*self._commit(HUMAN, p.action, p.after), CheckBots()]
        if not isinstance(check, MoveCheck):
            effects.append(TutorUnavailable())
        return effects

    def hinted(self, token: int, hint: object) -> list[Effect]:
        """The hint asked with ``token``: shown if the player is still to move."""
        fresh = token == self._hint_token and self.human_to_move()
        return [HintReady(hint), CheckBots()] if fresh else [CheckBots()]

    # -- internals ----------------------------------------------------------------------

    def _commit(self, seat: int, action: Action, after: Match, auto: bool = False) -> list[Effect]:
        """Make ``after`` (``seat`` played ``action``) the match, and what follows."""
        before = self._match
        assert before is not None
        number = before.hand_number
        self._match = after
        self._history.note(after)
        entries = []
        entry = self._log.collect(number, seat, action, before.hand.ends, auto and seat == HUMAN)
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
        effects = self._schedule()
        effects += self._logged(entries)
        effects.append(Changed())
        if stopped_thinking:
            effects.append(Thinking(-1))
        if outcome is not None:
            effects.append(HandOver(outcome))
            if result is not None:
                effects.append(MatchOver(result))
        return [*effects, Announce()]

    def _logged(self, entries: list[LogEntry]) -> list[Effect]:
        return [Logged(entry) for entry in self._log.add(entries)]

    def _schedule(self) -> list[Effect]:
        """What the position asks for next: a computer seat's move after a pause, or the
        pass made for the player."""
        m = self._match
        if m is None or m.hand.outcome is not None:
            return []
        if m.hand.current == HUMAN:
            if self.auto_pass and m.hand.legal_actions() == (Pass(),):
                return [WaitToPass()]
            return []
        return [WaitForSeat()]

    def _next_seal(self, hand: int) -> DealSeal:
        """The seal of hand ``hand``, the one after the last dealt: made once (a seal
        kept that is not this hand's, an old one, is made again)."""
        m = self._match
        assert m is not None
        terms = DealTerms(m.rules, hand, (m.hand.opener + 1) % m.players)
        del self._seals[hand:]
        seal = self._seals[hand - 1] if len(self._seals) >= hand else None
        if seal is None or seal.terms != terms:
            seal = new_seal(self._setup.seed, m.rules, hand, terms.opener)
            self._seals[hand - 1 :] = [seal]
        return seal

    def _set_thinking(self, seat: int) -> list[Effect]:
        if seat == self._thinking:
            return []
        self._thinking = seat
        return [Thinking(seat)]

    def _drop_pending(self) -> None:
        """Forget a move the tutor judges or warned of (a take-back, a new match)."""
        self._judge_token += 1
        self._pending = None

    def _cancel(self) -> list[Effect]:
        self._token += 1
        self._hint_token += 1
        self._drop_pending()
        return [StopTimers(), *self._set_thinking(-1)]

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
