"""Every sentence about the game: the move log, the end of a hand and of the match, the
prompt on the player's turn and why an action is refused.

The controller keeps what happened as :class:`~drawgame.session.log.LogEntry` values (no
text); the views ask this module for the words in the current language whenever they show
them, so switching language re-renders the log instead of retelling the match.

A :class:`Narrator` asks for the player's name when it speaks; with no name the player is
"you" and their turns are told in the second person. It is a QObject only so that its
sentences are ``self.tr`` texts (lupdate finds plurals there) in the context "Narrator".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject

from drawgame.engine import (
    Action,
    Draw,
    IllegalReason,
    MatchResult,
    Outcome,
    Pass,
    Place,
    PlayerView,
    Termination,
)
from drawgame.session.log import HUMAN, EntryKind, LogEntry
from drawgame.ui.words.text import fill, join_list, plural_fallback


class Narrator(QObject):
    """Every sentence about the game, in the current language."""

    def __init__(
        self,
        parent: QObject | None = None,
        player_name: Callable[[], str] = lambda: "",
        others: Callable[[int], str] | None = None,
    ) -> None:
        """``player_name`` gives the name the player chose ("" for "you") when asked;
        ``others``, if given, names the other seats (a record's names) instead of "Bot N"."""
        super().__init__(parent)
        self._player_name = player_name
        self._others = others

    def seat_name(self, seat: int) -> str:
        if seat == HUMAN:
            return self._player_name() or self.tr("You")
        if self._others is not None:
            return self._others(seat)
        return fill(self.tr("Bot %1"), seat)

    def seat_names(self, players: int) -> list[str]:
        """The names of seats 0 to ``players`` - 1, in order."""
        return [self.seat_name(seat) for seat in range(players)]

    def _is_you(self, seat: int) -> bool:
        return seat == HUMAN and not self._player_name()

    def entry_text(self, entry: LogEntry) -> str:
        """The log line for ``entry``."""
        if entry.kind is EntryKind.HAND_END:
            assert entry.outcome is not None
            return self.hand_end_text(entry.outcome)
        if entry.kind is EntryKind.MATCH_END:
            assert entry.result is not None
            return self.match_end_text(entry.result)
        if entry.kind is EntryKind.TAKE_BACK:
            return self.take_back_text(entry.undone)
        if entry.kind in (EntryKind.DEAL, EntryKind.REVEAL):
            return self.seal_text(entry)
        if entry.kind is EntryKind.DRAW:
            return self.draw_text(entry.seat)
        assert entry.action is not None
        if entry.auto and isinstance(entry.action, Pass) and not entry.draws:
            return self.auto_pass_text(entry.seat)
        return self.turn_text(entry.seat, entry.draws, entry.action, entry.ends)

    def entry_tooltip(self, entry: LogEntry) -> str:
        """The tooltip of ``entry``'s log line: its text, with the whole commitment (and
        secret) of a deal or a reveal."""
        text = self.entry_text(entry)
        seal = entry.seal
        if seal is None:
            return text
        lines = [text, fill(self.tr("Commitment: %1"), seal.commitment)]
        if entry.kind is EntryKind.REVEAL:
            lines.append(fill(self.tr("Secret: %1"), seal.secret_hex))
        return "\n".join(lines)

    def seal_text(self, entry: LogEntry) -> str:
        """A hand's commitment when it is dealt, its secret and order when it is over."""
        seal = entry.seal
        assert seal is not None
        if entry.kind is EntryKind.DEAL:
            # The whole commitment, in groups of eight to read and compare; the log's menu
            # (and Ctrl+C) copies it whole.
            groups = " ".join(seal.commitment[i : i + 8] for i in range(0, 64, 8))
            return fill(self.tr("Hand %1 dealt. Commitment: %2"), entry.hand_number, groups)
        return fill(
            self.tr("Hand %1's deal revealed: secret %2…, tile order %3"),
            entry.hand_number,
            seal.secret_hex[:12],
            seal.order_text,
        )

    def take_back_text(self, undone: Sequence[tuple[int, Action]]) -> str:
        """The player took back their decision (``undone[0]``) and the moves after it."""
        assert undone
        action = undone[0][1]
        if isinstance(action, Place):
            what = str(action.tile)
        elif isinstance(action, Draw):
            what = self.tr("the draw", "what was taken back")
        else:
            what = self.tr("the pass", "what was taken back")
        n = len(undone) - 1
        if self._is_you(HUMAN):
            text = (
                self.tr("You took back %1 and %n move(s) after it.", "", n)
                if n
                else self.tr("You took back %1.")
            )
            return fill(plural_fallback(text, n), what)
        text = (
            self.tr("%1 took back %2 and %n move(s) after it.", "", n)
            if n
            else self.tr("%1 took back %2.")
        )
        return fill(plural_fallback(text, n), self.seat_name(HUMAN), what)

    def draw_text(self, seat: int) -> str:
        """The player drew a tile; their turn goes on (R7)."""
        if self._is_you(seat):
            return self.tr("You drew a tile.")
        return fill(self.tr("%1 drew a tile."), self.seat_name(seat))

    def auto_pass_text(self, seat: int) -> str:
        """The game passed for the player (R9: nothing fits, nothing may be drawn)."""
        if self._is_you(seat):
            return self.tr("Nothing fits and the stock is down to its last two: you pass.")
        return fill(
            self.tr("Nothing fits and the stock is down to its last two: %1 passes."),
            self.seat_name(seat),
        )

    def auto_pass_pending_text(self) -> str:
        """Said during the short pause before the game passes for the player."""
        return self.tr("Nothing fits and the stock is down to its last two: passing for you…")

    def opener_text(self, opener: int, previous: int | None, hand_number: int) -> str:
        """Why ``opener`` opens hand ``hand_number``: the first hand's opener is drawn by
        lot (R4), each later one is the seat clockwise from ``previous``, the last hand's
        opener (R16), not its winner."""
        if previous is None:
            if self._is_you(opener):
                return self.tr("You open: the first hand's opener is chosen by lot.")
            return fill(
                self.tr("%1 opens: the first hand's opener is chosen by lot."),
                self.seat_name(opener),
            )
        if self._is_you(opener):
            return fill(
                self.tr("You open: the next seat clockwise after %1, who opened hand %2."),
                self.seat_name(previous),
                hand_number - 1,
            )
        return fill(
            self.tr("%1 opens: the next seat clockwise after %2, who opened hand %3."),
            self.seat_name(opener),
            self.seat_name(previous),
            hand_number - 1,
        )

    def turn_text(
        self, seat: int, draws: int, action: Place | Pass, ends: tuple[int, int] | None
    ) -> str:
        """A whole turn: "Bot 1 drew 2 tiles and played [3|5] on the 3"."""
        n = draws
        if self._is_you(seat):
            return self._your_turn(n, action, ends)
        name = self.seat_name(seat)
        if isinstance(action, Place):
            if ends is None:
                text = (
                    self.tr("%1 drew %n tile(s) and opened with %2.", "", n)
                    if n
                    else self.tr("%1 opened with %2.")
                )
                return fill(plural_fallback(text, n), name, action.tile)
            value = action.end.value_in(ends)
            text = (
                self.tr("%1 drew %n tile(s) and played %2 on the %3.", "", n)
                if n
                else self.tr("%1 played %2 on the %3.")
            )
            return fill(plural_fallback(text, n), name, action.tile, value)
        assert ends is not None
        if ends[0] == ends[1]:
            text = (
                self.tr("%1 drew %n tile(s) and passed: both ends show %2 and nothing fits.", "", n)
                if n
                else self.tr("%1 passed: both ends show %2 and nothing fits.")
            )
            return fill(plural_fallback(text, n), name, ends[0])
        text = (
            self.tr("%1 drew %n tile(s) and passed: nothing fits %2 or %3.", "", n)
            if n
            else self.tr("%1 passed: nothing fits %2 or %3.")
        )
        return fill(plural_fallback(text, n), name, *ends)

    def _your_turn(self, n: int, action: Place | Pass, ends: tuple[int, int] | None) -> str:
        if isinstance(action, Place):
            if ends is None:
                text = (
                    self.tr("You drew %n tile(s) and opened with %1.", "", n)
                    if n
                    else self.tr("You opened with %1.")
                )
                return fill(plural_fallback(text, n), action.tile)
            value = action.end.value_in(ends)
            text = (
                self.tr("You drew %n tile(s) and played %1 on the %2.", "", n)
                if n
                else self.tr("You played %1 on the %2.")
            )
            return fill(plural_fallback(text, n), action.tile, value)
        assert ends is not None
        if ends[0] == ends[1]:
            text = (
                self.tr(
                    "You drew %n tile(s) and passed: both ends show %1 and nothing fits.", "", n
                )
                if n
                else self.tr("You passed: both ends show %1 and nothing fits.")
            )
            return fill(plural_fallback(text, n), ends[0])
        text = (
            self.tr("You drew %n tile(s) and passed: nothing fits %1 or %2.", "", n)
            if n
            else self.tr("You passed: nothing fits %1 or %2.")
        )
        return fill(plural_fallback(text, n), *ends)

    def hand_end_text(self, outcome: Outcome) -> str:
        """How the hand ended and who scores (R12-R14)."""
        winner = outcome.winner
        if winner is not None and self._is_you(winner):
            gain = outcome.gains[winner]
            if outcome.termination is Termination.DOMINO:
                return fill(self.tr("Domino! You went out and scored %1."), gain)
            return fill(
                self.tr("The hand is blocked: you have the lowest total and score %1."),
                gain,
            )
        if outcome.termination is Termination.DOMINO:
            assert winner is not None
            return fill(
                self.tr("Domino! %1 went out and scored %2."),
                self.seat_name(winner),
                outcome.gains[winner],
            )
        if winner is None:
            return self.tr("The hand is blocked and the lowest total is shared: nobody scores.")
        return fill(
            self.tr("The hand is blocked: %1 has the lowest total and scores %2."),
            self.seat_name(winner),
            outcome.gains[winner],
        )

    def match_end_text(self, result: MatchResult) -> str:
        """Who won the match and by how much, or between whom it is drawn (R17)."""
        if result.is_draw:
            others = [self.seat_name(s) for s in result.winners if not self._is_you(s)]
            if len(others) < len(result.winners):
                return fill(self.tr("The match is drawn between you and %1."), join_list(others))
            return fill(self.tr("The match is drawn between %1."), join_list(others))
        winner = result.winners[0]
        if self._is_you(winner):
            return fill(self.tr("You win the match by %1 points."), result.margin)
        return fill(
            self.tr("%1 wins the match by %2 points."),
            self.seat_name(winner),
            result.margin,
        )

    # The headlines of the hand and match summaries: the seats are named as in ``names``.

    def hand_headline(self, outcome: Outcome, names: Sequence[str]) -> str:
        """The hand summary's headline, with the blocked hand's sum written out."""
        winner = outcome.winner
        if outcome.termination is Termination.DOMINO:
            assert winner is not None
            gain = outcome.gains[winner]
            if self._is_you(winner):
                return fill(self.tr("Domino! You went out and scored %1."), gain)
            return fill(self.tr("Domino! %1 went out and scored %2."), names[winner], gain)
        if winner is None:
            return self.tr("Blocked: the lowest total is shared, so nobody scores this hand.")
        lowest = outcome.totals[winner]
        others = sum(outcome.totals) - lowest
        gain = outcome.gains[winner]
        if self._is_you(winner):
            return fill(
                self.tr("Blocked: you have the lowest total and score %1 − %2 = %3."),
                others,
                lowest,
                gain,
            )
        return fill(
            self.tr("Blocked: %1 has the lowest total and scores %2 − %3 = %4."),
            names[winner],
            others,
            lowest,
            gain,
        )

    def match_headline(self, result: MatchResult, names: Sequence[str]) -> str:
        """The match summary's headline."""
        if result.is_draw:
            others = [names[s] for s in result.winners if not self._is_you(s)]
            if len(others) < len(result.winners):
                return fill(
                    self.tr("The match is drawn: you share the top score with %1."),
                    join_list(others),
                )
            return fill(self.tr("The match is drawn: %1 share the top score."), join_list(others))
        winner = result.winners[0]
        if self._is_you(winner):
            return fill(self.tr("You win the match by %1 points!"), result.margin)
        return fill(self.tr("%1 wins the match by %2 points!"), names[winner], result.margin)

    def your_turn_text(self, view: PlayerView) -> str:
        """The prompt when the player is to move: what the rules let them do now."""
        legal = view.legal_actions
        if view.ends is None:
            return self.tr("Your turn: open the line with any tile.")
        if legal == (Pass(),):
            return self.tr("Nothing fits and the stock is down to two tiles: you must pass.")
        if all(isinstance(a, Draw) for a in legal):
            return self.tr("Nothing fits: draw from the stock.")
        if any(isinstance(a, Draw) for a in legal):
            return self.tr("Your turn: place a tile or draw.")
        return self.tr("Your turn: place a tile (the stock is down to its last two).")

    def not_your_turn_text(self, seat: int | None) -> str:
        """Why the player's click or key does nothing now: ``seat`` is to play (None: the
        hand is over)."""
        if seat is None:
            return self.tr("The hand is over.")
        return fill(self.tr("Wait for your turn: %1 is to play."), self.seat_name(seat))

    def thinking_text(self, seat: int) -> str:
        return fill(self.tr("%1 is thinking…"), self.seat_name(seat))

    def illegal_text(
        self, reason: IllegalReason, action: Action, ends: tuple[int, int] | None
    ) -> str:
        """Why the player's ``action`` is refused, from the engine's ``reason``."""
        if reason is IllegalReason.DOES_NOT_FIT and isinstance(action, Place) and ends is not None:
            value = action.end.value_in(ends)
            return fill(self.tr("%1 does not fit the end showing %2."), action.tile, value)
        if reason is IllegalReason.NOT_HELD and isinstance(action, Place):
            return fill(self.tr("You do not hold %1."), action.tile)
        if reason is IllegalReason.STOCK_PROTECTED:
            return self.tr("The last two tiles of the stock are never drawn.")
        if reason is IllegalReason.PASS_WHILE_CAN_DRAW:
            return self.tr("You may not pass while you can draw.")
        if reason is IllegalReason.PASS_WHILE_TILE_FITS:
            return self.tr("You may not pass while a tile fits.")
        return self.tr("That move is not allowed now.")
