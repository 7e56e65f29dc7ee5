"""Game → Copy this hand's commitment (issue 33): the whole commitment of the hand on the
table goes to the clipboard, and the status line says so, hand after hand."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from drawgame.session.controller import MatchSetup


def waiting_over(controller) -> bool:
    return controller.human_to_move() or controller.match.hand.outcome is not None


def test_the_game_menu_copies_the_commitment_of_the_hand_on_the_table(qtbot, window):
    controller = window.controller
    action = window.actions_.copy_commitment
    assert action in window.game_menu.actions()
    controller.new_match(MatchSetup("", ("greedy",), 5))
    clipboard = QGuiApplication.clipboard()
    for number in (1, 2):
        commitment = controller.seals[number - 1].commitment
        clipboard.setText("")
        assert action.isEnabled()
        action.trigger()
        assert clipboard.text() == commitment
        assert window.statusBar().currentMessage() == (
            f"Hand {number}'s commitment copied: {commitment}"
        )
        # Play the hand out; its commitment stays the one to copy until the next deal.
        while controller.match.hand.outcome is None:
            qtbot.waitUntil(lambda: waiting_over(controller))
            if controller.match.hand.outcome is None:
                controller.play(controller.match.hand.legal_actions()[0])
        action.trigger()
        assert clipboard.text() == commitment
        controller.next_hand()
