"""The game's sounds (issue 30, item 2), heard through a backend that writes down what it
is asked to play: each cue comes from a real game clicked on the table, a tile's when it
lands; nothing is played offscreen or in tests through the real device; a device that
cannot be opened is one sentence in the status bar, once, and the game plays on."""

from __future__ import annotations

import threading
from collections.abc import Mapping

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from drawgame.engine import FULL_SET, End, HandState, Match, Place, Rules, Tile
from drawgame.session.controller import MatchSetup
from drawgame.storage.settings import Settings
from drawgame.ui.sound import CUES, SoundEngine, SoundUnavailable, silent_reason
from drawgame.ui.sound.backend import Clip, MiniaudioBackend
from drawgame.ui.sound.engine import GAP_MS
from drawgame.ui.windows.main_window import MainWindow

from .._events import deliver_posted_events, run_timers_due_within
from ..table.test_table_gestures import click_scene

t = Tile.parse


class Recorder:
    """A backend that plays nothing and writes down every cue it was asked for."""

    def __init__(self) -> None:
        self.opened: list[str] = []
        self.played: list[tuple[str, float]] = []
        self.closed = 0

    def open(self, clips: Mapping[str, Clip]) -> None:
        self.opened = sorted(clips)

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))

    def close(self) -> None:
        self.closed += 1

    @property
    def cues(self) -> list[str]:
        return [name for name, _volume in self.played]


class Busy(Recorder):
    """A device another program holds: it cannot be opened."""

    def open(self, clips: Mapping[str, Clip]) -> None:
        raise SoundUnavailable("Device or resource busy")


class GoesAway(Recorder):
    """A device unplugged after the first cue."""

    def play(self, name: str, volume: float) -> None:
        if self.played:
            raise SoundUnavailable("the device is gone")
        super().play(name, volume)


def tiles(text: str) -> list[Tile]:
    return [t(x) for x in text.split()]


def set_up(window, mine: str, theirs: str, line: str, *, stock: int | None = None,
           target: int = 1000, current: int = 0) -> None:  # fmt: skip
    """A two-player position: the hands, the line (each tile on the right, the first
    opening it) and the other tiles in the stock (``stock``: that many of them, the others
    in the opponent's hand). The match's target is far off unless said."""
    placed = [Place(x, End.LEFT if i == 0 else End.RIGHT) for i, x in enumerate(tiles(line))]
    used = set(tiles(mine)) | set(tiles(theirs)) | {p.tile for p in placed}
    rest = [x for x in FULL_SET if x not in used]
    rules = Rules(players=2, deal_size=7, protected_stock=2, target=target)
    state = HandState.from_tiles(
        [tiles(mine), tiles(theirs) + rest[: len(rest) - (stock or len(rest))]],
        rest[len(rest) - (stock or len(rest)) :],
        opener=1,
        line=placed,
        current=current,
        rules=rules,
    )
    window.start_match(MatchSetup("Tester", ("greedy",), 1))
    window.controller.resume(Match.from_hand(state))
    deliver_posted_events()  # the resumed position itself makes no sound


@pytest.fixture
def recorder(qtbot, window) -> Recorder:
    backend = Recorder()
    engine = window.attach_sound(backend)
    qtbot.waitUntil(lambda: engine.ready)
    return backend


def click_tile(qtbot, window, tile: str) -> None:
    click_scene(qtbot, window, window.scene.tile_item(t(tile)).scenePos())


def click_stock(qtbot, window) -> None:
    stock = window.scene.stock_item
    click_scene(qtbot, window, stock.mapToScene(stock.boundingRect().center()))


# -- the settings ------------------------------------------------------------------------


def test_sound_is_on_at_a_moderate_volume_by_default_and_remembered(qtbot, tmp_path) -> None:
    path = tmp_path / "settings.json"
    first = MainWindow(Settings(path))
    qtbot.addWidget(first)
    a = first.actions_
    sound = first.menus.sound
    assert sound.menuAction() in first.settings_menu.actions()
    assert a.sound_on in sound.actions() and a.sound_on.isChecked()
    assert a.volumes["medium"].isChecked()
    a.sound_on.trigger()  # off, as a click on the menu item does
    a.volumes["loud"].trigger()
    first.close()

    again = MainWindow(Settings(path))
    qtbot.addWidget(again)
    assert not again.actions_.sound_on.isChecked()
    assert again.actions_.volumes["loud"].isChecked()
    backend = Recorder()
    engine = again.attach_sound(backend)
    assert not engine.enabled and engine.volume == 1.0
    deliver_posted_events()
    assert backend.opened == []  # off: no device is opened


def test_garbage_sound_settings_give_the_defaults(qtbot, tmp_path) -> None:
    settings = Settings(tmp_path / "settings.json")
    settings.setValue("sound/on", "yes please")
    settings.setValue("sound/volume", "deafening")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.actions_.sound_on.isChecked()
    assert window.actions_.volumes["medium"].isChecked()


# -- the cues of a real game --------------------------------------------------------------


def test_a_tile_laid_clicks_when_it_lands_not_when_it_is_played(qtbot, window, recorder):
    window.controller.move_delay_ms = 60_000  # the opponent keeps still
    set_up(window, "[0|3] [1|1] [5|6]", "[2|2] [4|4] [2|4]", "[3|4]")
    window.set_speed("slow")
    click_tile(qtbot, window, "[0|3]")
    assert window.controller.match.hand.line.tiles[-1] == t("[0|3]")
    assert window.scene.animator.running  # the tile is on its way to the line
    assert recorder.cues == []
    qtbot.waitUntil(lambda: recorder.cues == ["tile_laid"])
    assert not window.scene.animator.running
    assert recorder.played == [("tile_laid", 0.6)]  # the moderate volume


def test_a_draw_slides_and_keeps_the_turn_without_the_chime(qtbot, window, recorder):
    window.controller.move_delay_ms = 60_000
    set_up(window, "[5|6] [1|1]", "[2|2] [4|4] [2|4]", "[3|4]")
    click_stock(qtbot, window)
    qtbot.waitUntil(lambda: recorder.cues == ["tile_drawn"])
    assert window.controller.human_to_move()
    run_timers_due_within(qtbot, max(GAP_MS.values()))  # a chime would have come by then
    assert recorder.cues == ["tile_drawn"]


def test_a_pass_knocks(qtbot, window, recorder):
    window.controller.move_delay_ms = 60_000
    window.actions_.auto_pass.setChecked(False)
    # Nothing fits the 3 and the 4, and only the two protected tiles are in the stock.
    set_up(window, "[5|6] [1|1]", "[3|3] [0|0]", "[3|4]", stock=2)
    qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: recorder.cues == ["pass"])


def test_the_opponents_move_then_the_soft_chime_of_the_players_turn(qtbot, window, recorder):
    # Of the opponent's tiles only [4|5] fits the 4: it plays it.
    set_up(window, "[0|3] [1|1] [5|6]", "[4|5] [6|6]", "[3|4]", current=1)
    qtbot.waitUntil(lambda: "your_turn" in recorder.cues, timeout=10_000)
    assert recorder.cues == ["tile_laid", "your_turn"]


def test_a_take_back_is_silent(qtbot, window, recorder):
    window.controller.move_delay_ms = 60_000
    set_up(window, "[0|3] [1|1] [5|6]", "[2|2] [4|4] [2|4]", "[3|4]")
    click_tile(qtbot, window, "[0|3]")
    qtbot.waitUntil(lambda: recorder.cues == ["tile_laid"])
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.human_to_move() and len(window.controller.view.hand) == 3
    run_timers_due_within(qtbot, max(GAP_MS.values()))  # a cue would have come by then
    assert recorder.cues == ["tile_laid"]  # no chime for the turn given back


def test_a_hand_won_and_a_hand_lost(qtbot, window, recorder):
    set_up(window, "[0|3]", "[5|6] [1|1]", "[3|4]")
    click_tile(qtbot, window, "[0|3]")  # the last tile: domino
    qtbot.waitUntil(lambda: recorder.cues == ["tile_laid", "hand_won"])

    recorder.played.clear()
    set_up(window, "[1|1] [0|3]", "[4|5]", "[3|4]")
    click_tile(qtbot, window, "[0|3]")
    qtbot.waitUntil(lambda: "hand_lost" in recorder.cues, timeout=10_000)
    assert recorder.cues == ["tile_laid", "tile_laid", "hand_lost"]


def test_the_hands_motif_then_the_matchs_once_it_has_faded(qtbot, window, recorder):
    """The match's motif took the place of the hand's: the hand's result went unsaid."""
    set_up(window, "[0|3]", "[5|6] [1|1]", "[3|4]", target=1)
    click_tile(qtbot, window, "[0|3]")
    qtbot.waitUntil(lambda: recorder.cues == ["tile_laid", "hand_won"])
    qtbot.waitUntil(lambda: recorder.cues == ["tile_laid", "hand_won", "match_won"])

    recorder.played.clear()
    set_up(window, "[1|1] [0|3]", "[4|5]", "[3|4]", target=1)
    click_tile(qtbot, window, "[0|3]")
    qtbot.waitUntil(lambda: "match_lost" in recorder.cues, timeout=10_000)
    assert recorder.cues == ["tile_laid", "tile_laid", "hand_lost", "match_lost"]


@pytest.mark.parametrize("hand", ["hand_won", "hand_lost"])
def test_the_matchs_motif_waits_until_the_hands_has_faded(hand) -> None:
    """Not over each other: the match's motif starts once the hand's is 20 dB down."""
    from drawgame.resources import sound_path
    from drawgame.ui.sound.backend import read_clip

    path = sound_path(hand)
    assert path is not None
    clip = read_clip(path)
    peak = max(abs(s) for s in clip.samples)
    loud = max(i for i, s in enumerate(clip.samples) if abs(s) >= peak / 10)
    assert GAP_MS[hand] >= 1000 * loud / clip.rate


@pytest.mark.slow  # the tutor judges in the bot process
def test_the_tutors_warning_sounds_with_its_question(qtbot, window, recorder):
    window.controller.move_delay_ms = 60_000
    window.set_tutor(2)
    # Drawing instead of laying the last tile that fits loses many points.
    set_up(window, "[0|3]", "[5|6] [1|1] [2|2]", "[3|4]")
    click_stock(qtbot, window)
    qtbot.waitUntil(lambda: window.tutor_box is not None, timeout=30_000)
    qtbot.waitUntil(lambda: recorder.cues == ["tutor_warning"])


@pytest.mark.slow  # the tutor judges in the bot process
def test_choose_again_is_silent_the_turn_never_left_the_player(qtbot, window, recorder):
    """A soft tone was heard right after "Choose again": the chime of the player's turn,
    though the turn had never left the player (nothing on the table changed)."""
    window.controller.move_delay_ms = 60_000
    window.set_tutor(2)
    set_up(window, "[0|3]", "[5|6] [1|1] [2|2]", "[3|4]")
    click_stock(qtbot, window)
    qtbot.waitUntil(lambda: window.tutor_box is not None, timeout=30_000)
    qtbot.waitUntil(lambda: recorder.cues == ["tutor_warning"])
    choose_again = window.tutor_box.findChild(QPushButton, "chooseAgainButton")
    qtbot.mouseClick(choose_again, Qt.MouseButton.LeftButton)
    assert window.tutor_box is None and window.controller.human_to_move()
    run_timers_due_within(qtbot, max(GAP_MS.values()))  # a chime would have come by then
    assert recorder.cues == ["tutor_warning"]
    click_tile(qtbot, window, "[0|3]")  # the better move: played, the hand won
    qtbot.waitUntil(lambda: "hand_won" in recorder.cues)
    assert recorder.cues == ["tutor_warning", "tile_laid", "hand_won"]


def test_sound_off_plays_nothing_and_on_again_plays(qtbot, window, recorder):
    window.controller.move_delay_ms = 60_000
    set_up(window, "[5|6] [1|1]", "[2|2] [4|4] [2|4]", "[3|4]")
    window.actions_.sound_on.trigger()
    assert recorder.closed == 1  # the device is let go
    click_stock(qtbot, window)
    assert len(window.controller.view.hand) == 3
    deliver_posted_events()
    assert recorder.cues == []
    window.actions_.sound_on.trigger()
    window.actions_.volumes["soft"].trigger()
    engine = window.preferences.sound
    qtbot.waitUntil(lambda: engine.ready)
    click_stock(qtbot, window)
    qtbot.waitUntil(lambda: recorder.played == [("tile_drawn", 0.3)])


# -- silence where nobody listens ------------------------------------------------------------


def test_no_sound_offscreen_in_tests_or_headless() -> None:
    assert silent_reason("offscreen", {}) is not None
    assert silent_reason("minimal", {}) is not None
    assert silent_reason("xcb", {"PYTEST_CURRENT_TEST": "test_x"}) is not None
    assert silent_reason("xcb", {}) is None
    assert silent_reason("wayland", {}) is None


def test_the_engine_never_opens_the_device_offscreen(qtbot, window, monkeypatch) -> None:
    opened: list[object] = []
    monkeypatch.setattr(MiniaudioBackend, "open", lambda self, clips: opened.append(clips))
    monkeypatch.setattr(MiniaudioBackend, "play", lambda self, *a: opened.append(a))
    # Even outside pytest's environment: the offscreen platform alone keeps it silent.
    engine = SoundEngine(window, environ={})
    engine.listen(window.controller, window.scene)
    engine.set_enabled(True)
    assert engine.silent == "the offscreen platform"
    set_up(window, "[0|3] [1|1] [5|6]", "[2|2] [4|4] [2|4]", "[3|4]")
    click_tile(qtbot, window, "[0|3]")
    deliver_posted_events()
    assert opened == [] and not engine.ready


def test_the_check_builds_no_sound() -> None:
    """``drawgame --check`` builds its window without the game's sounds."""
    from drawgame.ui.windows import assembly

    window = assembly.make_window(Settings(None), None)
    try:
        assert window.preferences.sound is None
    finally:
        window.close()


def test_every_cue_is_packaged() -> None:
    from drawgame.resources import sound_path
    from drawgame.ui.sound.backend import read_clip

    for cue in CUES:
        path = sound_path(cue)
        assert path is not None, cue
        clip = read_clip(path)
        assert clip.rate == 22050 and len(clip.samples) > clip.rate // 20  # > 50 ms
        assert max(abs(s) for s in clip.samples) > 3000  # it is heard


# -- a device that cannot be used ------------------------------------------------------------


def play_moves(qtbot, window, count: int) -> None:
    c = window.controller
    for _ in range(count):  # each of them would sound
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is not None:
            return
        c.play(c.match.hand.legal_actions()[0])


@pytest.mark.parametrize(
    ("backend", "sentence"),
    [
        (Busy, "No sound: no audio device could be opened. The game plays on silently."),
        (GoesAway, "No sound: the audio device stopped working. The game plays on silently."),
    ],
)
def test_a_missing_or_busy_device_is_one_line_once_and_play_goes_on(
    qtbot, window, backend, sentence
):
    messages: list[str] = []
    window.statusBar().messageChanged.connect(messages.append)
    fake = backend()
    window.attach_sound(fake)
    window.start_match(MatchSetup("Tester", ("greedy",), 1))
    play_moves(qtbot, window, 2)
    qtbot.waitUntil(lambda: sentence in messages)
    assert window.statusBar().currentMessage() == sentence or len(messages) > 1
    play_moves(qtbot, window, 6)
    deliver_posted_events()
    assert [m for m in messages if m.startswith("No sound")] == [sentence]
    assert len(fake.played) <= 1  # the one before the device went away, if any
    assert len(window.controller.match.hand.history) > 2  # the game went on


class SlowToOpen(Recorder):
    """A device whose stream takes its time to start (0.5–1.5 s with PulseAudio)."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()

    def open(self, clips: Mapping[str, Clip]) -> None:
        self.gate.wait(10)
        super().open(clips)


def test_a_cue_asked_for_while_the_device_opens_is_heard_once_it_is_open(qtbot, window):
    """The bot's opening click was once missing: asked for while the stream started."""
    backend = SlowToOpen()
    engine = window.attach_sound(backend)
    set_up(window, "[0|3] [1|1] [5|6]", "[2|2] [4|4] [2|4]", "[3|4]")
    window.controller.move_delay_ms = 60_000  # the opponent keeps still
    click_tile(qtbot, window, "[0|3]")
    qtbot.waitUntil(lambda: not window.scene.animator.running)
    deliver_posted_events()
    assert not engine.ready and backend.cues == []
    backend.gate.set()  # the device is open a moment later
    qtbot.waitUntil(lambda: backend.cues == ["tile_laid"])
