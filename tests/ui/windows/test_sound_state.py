"""Sound unavailable, in sight (drawgame/ui/windows/sound_state.py): a permanent "No
sound" in the status bar with its reason, "Play sounds" unticked with the reason under it,
the volumes greyed, the saved choice kept; ticking it again tries the device once more."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import QLabel

from drawgame.session.controller import MatchSetup
from drawgame.ui.sound import SoundUnavailable
from drawgame.ui.sound.backend import Clip

from .._events import deliver_posted_events
from ..sound.test_engine import Recorder, play_moves


class BusyThenFree(Recorder):
    """A device another program holds until it lets go."""

    def __init__(self) -> None:
        super().__init__()
        self.busy = True

    def open(self, clips: Mapping[str, Clip]) -> None:
        if self.busy:
            raise SoundUnavailable("Device or resource busy")
        super().open(clips)


def test_no_sound_stays_in_sight_and_the_menu_says_why_the_setting_kept(qtbot, window):
    """A new player saw the sentence overwritten by the next move, and the Sound menu
    still ticked: "No sound" stays in the status bar (the reason as its tooltip), "Play
    sounds" is unticked with the reason under it, the volumes greyed; the saved choice
    stays on, and ticking "Play sounds" again tries the device once more."""
    fake = BusyThenFree()
    engine = window.attach_sound(fake)
    sentence = "No sound: no audio device could be opened. The game plays on silently."
    label = window.statusBar().findChild(QLabel, "soundStatus")
    qtbot.waitUntil(lambda: label.isVisible())
    window.start_match(MatchSetup("Tester", ("greedy",), 1))
    play_moves(qtbot, window, 6)  # the bar has said other things since
    deliver_posted_events()
    assert window.statusBar().currentMessage() != sentence
    assert label.isVisible() and label.text() == "No sound"
    assert label.toolTip().startswith(sentence)
    actions = window.actions_
    menu = window.menus.sound
    assert not actions.sound_on.isChecked()
    reasons = [a for a in menu.actions() if a.isVisible() and a.text() == sentence]
    assert len(reasons) == 1 and not reasons[0].isEnabled()
    assert not any(a.isEnabled() for a in actions.volumes.values())
    assert window.settings.value("sound/on") in (None, True)  # the player's choice kept
    fake.busy = False  # the other program let go; the player ticks "Play sounds"
    actions.sound_on.trigger()
    qtbot.waitUntil(lambda: engine.ready)
    assert actions.sound_on.isChecked() and not label.isVisible()
    assert not any(a.isVisible() and a.text() == sentence for a in menu.actions())
    assert all(a.isEnabled() for a in actions.volumes.values())
    assert window.settings.value("sound/on") is True
