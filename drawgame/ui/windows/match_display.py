"""Showing the controller's state in the window: the table, the bar under it, the peg
board, the tile counter and the title; and the table put into words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from drawgame.engine import DRAW, PASS, Draw, Match, Place, PlacedEvent, PlayerView
from drawgame.session.controller import HUMAN
from drawgame.ui.dialogs.match_choices import strength_name
from drawgame.ui.language import register
from drawgame.ui.panels.turn_bar import TurnBarState
from drawgame.ui.table.seat_panel import SeatInfo
from drawgame.ui.table.table_scene import TableState
from drawgame.ui.table.table_state import drawn_this_turn
from drawgame.ui.words.describe import describe_table
from drawgame.ui.words.text import fill, plural_fallback

if TYPE_CHECKING:
    from drawgame.ui.windows.hand_end import HandEnd
    from drawgame.ui.windows.parts import WindowParts


class MatchDisplay(QObject):
    """Shows the match as the controller has it (:meth:`refresh`) in the window's
    ``parts``; the bar under the table heeds the ``hand_end``'s summary."""

    def __init__(self, parts: WindowParts, hand_end: HandEnd) -> None:
        super().__init__(parts.window)
        self._parts = parts
        self._hand_end = hand_end
        # The seat shown thinking by the last refresh (-1: none).
        self.shown_thinking = -1
        # What the table's accessible description was last built from.
        self._described: tuple[object, ...] | None = None
        register(self)

    def seat_names(self) -> list[str]:
        match = self._parts.controller.match
        return self._parts.narrator.seat_names(match.players if match else 0)

    def refresh(self) -> None:
        """Show the controller's state: the table, the bar under it, the panels."""
        p = self._parts
        c = p.controller
        match, view = c.match, c.view
        self.shown_thinking = c.thinking_seat
        if match is None or view is None:
            p.turn_bar.show_state(TurnBarState(""))
            return
        hand = match.hand
        over = hand.outcome is not None
        # While the tutor judges a move (or asks about it), the table takes no other.
        mine = c.human_to_move() and not c.move_pending
        seats = self._seats(match)
        banner = self._banner(match, mine)
        # The tiles drawn this turn are ringed, a resumed match's too.
        drawn = drawn_this_turn(hand, HUMAN) if not over else frozenset()
        pending = c.pending_action
        asked = pending.tile if isinstance(pending, Place) and not over else None
        # The headline is in the move log and one click away ("See the result").
        short = self.tr("Match over") if match.result is not None else ""
        p.scene.show_state(
            TableState(
                view,
                tuple(seats),
                mine,
                banner,
                drawn,
                asked,
                short,
                pending_draw=isinstance(pending, Draw) and not over,
            )
        )
        legal = view.legal_actions if mine else ()
        # Not before the hand's summary is up: a key meant for the last move never skips it.
        can_next = over and match.result is None and not self._hand_end.summary_coming
        # D and P stay on during the hand: when the rules say no, a sentence says why.
        p.actions.draw.setEnabled(not over)
        p.actions.pass_.setEnabled(not over)
        p.actions.hint.setEnabled(mine)
        p.actions.next_hand.setEnabled(can_next)
        hinted = p.hints.current(view) is not None
        if not hinted:
            p.scene.set_hint(None)
        text = p.hints.text(p.narrator) if hinted else banner
        if c.auto_pass_pending:
            text = p.narrator.auto_pass_pending_text()
        p.turn_bar.show_state(
            TurnBarState(
                text=text,
                mine=mine,
                can_draw=DRAW in legal,
                can_pass=PASS in legal,
                can_next=can_next,
                match_over=match.result is not None,
                summary_shown=self._hand_end.summary is not None,
                words_above=match.result is not None and self._hand_end.summary_visible,
                stock_size=view.stock_size,
            )
        )
        self._describe_table(view)
        names = self.seat_names()
        previous = [
            s - (match.outcomes[-1].gains[i] if match.outcomes else 0)
            for i, s in enumerate(match.scores)
        ]
        p.peg_board.set_scores(names, list(match.scores), previous, match.target)
        # Qt adds the application's name ("… — Draw") itself.
        p.window.setWindowTitle(fill(self.tr("Hand %1"), match.hand_number))
        if p.counter_dock.isVisible():
            p.tile_counter.set_view(view)

    def _seats(self, match: Match) -> list[SeatInfo]:
        """What each seat's panel shows: name, level, tiles and points, its part in the turn."""
        seats = []
        p, c = self._parts, self._parts.controller
        hand = match.hand
        over = hand.outcome is not None
        for seat in range(match.players):
            strength = c.seat_strength(seat)
            size = hand.hand_sizes[seat]
            tiles = plural_fallback(self.tr("%n tile(s)", "", size), size)
            points = plural_fallback(
                self.tr("%n point(s)", "", match.scores[seat]), match.scores[seat]
            )
            parts = [strength_name(strength)] if strength else []
            detail = " · ".join([*parts, tiles, points])
            # The panel is made as tall as its detail may ever need in this match (a score
            # of the target's size, two digits of tiles): a detail wrapping anew at the
            # hand's end made the panels taller and squeezed the line (issue 30).
            most = 10 + size
            widest = " · ".join(
                [
                    *parts,
                    plural_fallback(self.tr("%n tile(s)", "", most), most),
                    plural_fallback(self.tr("%n point(s)", "", match.target), match.target),
                ]
            )
            winner = over and hand.outcome is not None and hand.outcome.winner == seat
            seats.append(
                SeatInfo(
                    seat=seat,
                    name=p.narrator.seat_name(seat),
                    detail=detail,
                    widest=widest,
                    hand_size=size,
                    revealed=hand.hand(seat) if over and seat != HUMAN else None,
                    thinking=c.thinking_seat == seat,
                    to_move=not over and hand.current == seat,
                    winner=winner,
                )
            )
        return seats

    def _banner(self, match: Match, mine: bool) -> str:
        """The banner over the hand: whose turn it is, or how the hand or match ended."""
        p, c = self._parts, self._parts.controller
        hand = match.hand
        over = hand.outcome is not None
        if match.result is not None:
            return p.narrator.match_end_text(match.result)
        if over:
            return self.tr("The hand is over")
        if c.move_pending and c.tutor_warning is None:
            return self.tr("The tutor is looking at your move…")
        if mine or c.move_pending:
            return self.tr("Your turn")  # the tutor's question is over the table
        return fill(self.tr("%1 to play"), p.narrator.seat_name(hand.current))

    def retranslate(self) -> None:
        """The language changed: the next refresh describes the table in it."""
        self._described = None

    def _describe_table(self, view: PlayerView) -> None:
        """The table's accessible description, built anew only when something it says
        changed (the line, the hand, the stock, the last tile played and by whom; the
        language: :meth:`retranslate`): a refresh comes with every move and every seat
        that starts thinking."""
        p = self._parts
        last = view.history[-1] if view.history else None
        placer = last.seat if isinstance(last, PlacedEvent) else -1
        key = (
            view.seat,
            view.line.placements,
            view.hand,
            view.stock_size,
            last,
            p.narrator.seat_name(placer) if placer >= 0 else "",
            not p.controller.setup.player_name,
        )
        if key != self._described:
            self._described = key
            p.table.setAccessibleDescription(self.table_description())

    def table_description(self) -> str:
        p = self._parts
        c = p.controller
        view = c.view
        return (
            ""
            if view is None
            else describe_table(view, p.narrator.seat_name, not c.setup.player_name)
        )
