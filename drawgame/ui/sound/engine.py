"""The sound engine: which cue each event of the game makes, and when.

It listens to the controller (a tile placed, drawn or passed shows in the player's view's
public history; the player's turn; a hand's and the match's end; the tutor's warning) and to
the table (:attr:`TableScene.animationsFinished`): what a move sounds like is heard when its
tile lands, not when the move is decided. The controller and the table never call it.

It is silent under the offscreen and minimal platforms (``drawgame --check``, the tests,
any headless run) and in tests run by pytest: it never opens a device there. A device that
cannot be opened, or fails later, is said once (:attr:`SoundEngine.unavailable`) and the
game plays on without sound."""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from collections import deque
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication

from drawgame.engine import DrewEvent, MatchResult, Outcome, PassedEvent, PlacedEvent
from drawgame.resources import sound_path
from drawgame.session.log import HUMAN
from drawgame.ui.sound.backend import (
    STALE_S,
    Backend,
    Clip,
    MiniaudioBackend,
    SoundUnavailable,
    read_clip,
)

if TYPE_CHECKING:
    from drawgame.engine import PlayerView, PublicEvent
    from drawgame.session.controller import GameController
    from drawgame.ui.table.table_scene import TableScene

logger = logging.getLogger("drawgame")

# Every cue, named as its file in ``drawgame/sounds/``.
CUES = (
    "tile_laid",
    "tile_drawn",
    "pass",
    "your_turn",
    "hand_won",
    "hand_lost",
    "match_won",
    "match_lost",
    "tutor_warning",
)
# Platforms where nobody listens: the headless check, the tests, a server.
SILENT_PLATFORMS = frozenset({"offscreen", "minimal"})
# Between cues that land together (a tile, then the player's turn or the hand's end; the
# hand's motif, then the match's, once the hand's has faded by 20 dB).
GAP_MS = {"tile_laid": 140, "tile_drawn": 110, "pass": 420, "hand_won": 800, "hand_lost": 800}


def silent_reason(platform: str, environ: Mapping[str, str]) -> str | None:
    """Why the game makes no sound here (None: it may)."""
    if platform in SILENT_PLATFORMS:
        return f"the {platform} platform"
    if "PYTEST_CURRENT_TEST" in environ:
        return "a test"
    return None


def _public_moves(history: tuple[PublicEvent, ...]) -> list[str]:
    """One cue per public move of a hand, in order (a run of draws is one event)."""
    cues: list[str] = []
    for event in history:
        if isinstance(event, PlacedEvent):
            cues.append("tile_laid")
        elif isinstance(event, DrewEvent):
            cues += ["tile_drawn"] * event.count
        elif isinstance(event, PassedEvent):
            cues.append("pass")
    return cues


class SoundEngine(QObject):
    """Plays the cues of one window's game. ``backend``: where they go (None: the real
    device, unless :func:`silent_reason` says there is nobody to hear)."""

    # One sentence for the status bar: no device could be used (said once).
    unavailable = Signal(str)
    # The device failed, or works again after a failure: see :meth:`failure_text`.
    availability = Signal()
    # The device is open (or failed to open): from the opening thread.
    _opened = Signal(object)  # None, or the SoundUnavailable why not

    def __init__(
        self,
        parent: QObject,
        backend: Backend | None = None,
        *,
        environ: Mapping[str, str] = os.environ,
    ) -> None:
        super().__init__(parent)
        # Why nothing is played (None: sounds may be played).
        self.silent: str | None = None
        if backend is None:
            self.silent = silent_reason(QGuiApplication.platformName(), environ)
            backend = MiniaudioBackend()
        self._backend: Backend = backend
        self.enabled = True
        # 0.0–1.0.
        self.volume = 0.6
        self._state = "closed"  # "opening", "open", "failed"
        self._told = False
        # Why the device is not used: "opening" (it could not be opened), "stopped" (it
        # stopped working), None (it works, or was never tried).
        self._failure: str | None = None
        self._opened.connect(self._on_opened)
        self._waiting: list[str] = []  # cues for what lands with the glide in flight
        # Cues asked for while the device opened, and when (played once open, if fresh).
        self._early: list[tuple[str, float]] = []
        self._queue: deque[str] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        self._scene: TableScene | None = None
        self._controller: GameController | None = None
        self._hand = -1
        self._moves = 0
        self._quiet = False
        self._taken_back = False
        self._flush_due = False
        # Where the player's turn was last chimed: (hand number, public moves).
        self._turn_told: tuple[int, int] | None = None

    @property
    def failed(self) -> bool:
        """The device could not be opened, or stopped working (until it works again)."""
        return self._failure is not None

    def failure_text(self) -> str:
        """Why there is no sound, in the current language ("" while nothing failed)."""
        if self._failure == "opening":
            return self.tr("No sound: no audio device could be opened. The game plays on silently.")
        if self._failure == "stopped":
            return self.tr(
                "No sound: the audio device stopped working. The game plays on silently."
            )
        return ""

    @property
    def ready(self) -> bool:
        """The device is open and the cues are played."""
        return self._state == "open"

    # -- switching ----------------------------------------------------------------------

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if on:
            if self._state == "failed":
                self._state = "closed"  # switched on again: try the device once more
            self.prepare()
        else:
            self._queue.clear()
            self._waiting.clear()
            if self._state == "open":
                self._backend.close()
                self._state = "closed"

    def set_volume(self, percent: int) -> None:
        self.volume = max(0, min(100, percent)) / 100

    def prepare(self) -> None:
        """Open the device in the background (the GUI never waits for an audio server)."""
        if self.silent or not self.enabled or self._state != "closed":
            return
        self._state = "opening"
        threading.Thread(target=self._open, name="drawgame-sound", daemon=True).start()

    def _open(self) -> None:
        outcome: SoundUnavailable | None = None
        try:
            clips: dict[str, Clip] = {}
            for name in CUES:
                path = sound_path(name)
                if path is None:
                    raise SoundUnavailable(f"the sound {name}.wav is not in the package")
                clips[name] = read_clip(path)
            self._backend.open(clips)
        except SoundUnavailable as error:
            outcome = error
        except Exception as error:  # any failure of a device or its library: no sound
            outcome = SoundUnavailable(f"{type(error).__name__}: {error}")
        with contextlib.suppress(RuntimeError):  # the window closed while it opened
            self._opened.emit(outcome)

    def _on_opened(self, error: SoundUnavailable | None) -> None:
        if error is not None:
            self._fail(error, opening=True)
        elif not self.enabled:  # switched off while it opened
            self._backend.close()
            self._state = "closed"
        else:
            self._state = "open"
            if self._failure is not None:  # tried again, and it works now
                self._failure = None
                self.availability.emit()
            # What was asked for in the last moments of the opening is still heard.
            early, self._early = self._early, []
            now = time.monotonic()
            for cue, asked in early:
                if now - asked < STALE_S:
                    self._queue.append(cue)
            if self._queue and not self._timer.isActive():
                self._next()

    def _fail(self, error: Exception, *, opening: bool = False) -> None:
        logger.warning("no sound: %s", error)
        self._state = "failed"
        self._queue.clear()
        self._waiting.clear()
        self._failure = "opening" if opening else "stopped"
        self.availability.emit()
        if self._told:
            return
        self._told = True
        self.unavailable.emit(self.failure_text())

    def shutdown(self) -> None:
        self._timer.stop()
        if self._state == "open":
            self._backend.close()
        self.enabled = False  # nothing more, whatever arrives

    # -- listening ----------------------------------------------------------------------

    def listen(self, controller: GameController, scene: TableScene) -> None:
        """Follow ``controller``'s game as ``scene`` shows it. Connected after the window's
        own slots, so the table has started its glides when :meth:`_changed` runs."""
        self._controller, self._scene = controller, scene
        self._baseline(controller.view)
        controller.matchStarted.connect(self._match_started)
        controller.changed.connect(self._changed)
        controller.yourTurn.connect(self._your_turn)
        controller.handEnded.connect(self._hand_ended)
        controller.matchEnded.connect(self._match_ended)
        controller.tutorWarned.connect(lambda _check: self._enqueue("tutor_warning"))
        scene.animationsFinished.connect(self._landed)

    def _baseline(self, view: PlayerView | None) -> None:
        self._hand = view.hand_number if view is not None else -1
        self._moves = len(_public_moves(view.history)) if view is not None else 0

    def _match_started(self) -> None:
        # A new or resumed match: what it shows at once (a finished hand, the player's
        # turn) is no news; the controller tells it all before the next event loop turn.
        self._quiet = True
        self._waiting.clear()
        QTimer.singleShot(0, self, self._end_quiet)

    def _end_quiet(self) -> None:
        self._quiet = False

    def _changed(self) -> None:
        assert self._controller is not None
        view = self._controller.view
        if view is None:
            return
        moves = _public_moves(view.history)
        # A take-back: the player's turn again is no news either.
        self._taken_back = view.hand_number == self._hand and len(moves) < self._moves
        if view.hand_number != self._hand or len(moves) < self._moves or self._quiet:
            # A new hand, a take-back or a resumed match: no sound.
            self._hand, self._moves = view.hand_number, len(moves)
            return
        self._waiting += moves[self._moves :]
        self._moves = len(moves)
        self._after_landing()

    def _your_turn(self) -> None:
        view = self._controller.view if self._controller is not None else None
        if view is None:
            return
        # The turn told again with nothing new on the table ("Choose again" after the
        # tutor's question) never left the player: no chime. Noted even when it is not
        # chimed (a resumed match, a take-back), as that is the turn on show.
        position = (view.hand_number, len(_public_moves(view.history)))
        told, self._turn_told = self._turn_told, position
        if self._quiet or self._taken_back or position == told:
            return
        last = view.history[-1] if view.history else None
        if isinstance(last, DrewEvent) and last.seat == HUMAN:
            return  # a draw that keeps the turn: the draw's own sound says it
        self._waiting.append("your_turn")
        self._after_landing()

    def _hand_ended(self, outcome: Outcome) -> None:
        if self._quiet or outcome.winner is None:
            return  # nobody scores: the last tile's sound is the end
        self._waiting.append("hand_won" if outcome.winner == HUMAN else "hand_lost")
        self._after_landing()

    def _match_ended(self, result: MatchResult) -> None:
        if self._quiet:
            return
        # After the hand's motif, once it has faded (GAP_MS): the hand won, then the
        # match. The match's motif alone left a player wondering what the hand did.
        self._waiting.append("match_won" if HUMAN in result.winners else "match_lost")
        self._after_landing()

    def _after_landing(self) -> None:
        # Once the controller has told all of this change (its move, then the hand's and
        # the match's end, the player's turn), unless a glide is still in flight.
        if not self._flush_due:
            self._flush_due = True
            QTimer.singleShot(0, self, self._flush)

    def _flush(self) -> None:
        self._flush_due = False
        if self._scene is None or not self._scene.animator.running:
            self._landed()

    def _landed(self) -> None:
        waiting, self._waiting = self._waiting, []
        for cue in waiting:
            self._enqueue(cue)

    # -- playing ------------------------------------------------------------------------

    def _enqueue(self, cue: str) -> None:
        if not self.enabled or self.silent or self._state == "failed":
            return
        self._queue.append(cue)
        if not self._timer.isActive():
            self._next()

    def _next(self) -> None:
        if not self._queue:
            return
        cue = self._queue.popleft()
        self._play(cue)
        # The next cue waits for this one's gap, whenever it comes.
        self._timer.start(GAP_MS.get(cue, 0))

    def _play(self, cue: str) -> None:
        if self._state == "closed":
            self.prepare()
        if self._state == "opening":
            self._early.append((cue, time.monotonic()))
            return
        if self._state != "open":
            return  # failed: not heard
        try:
            self._backend.play(cue, self.volume)
        except Exception as error:  # the device went away: silent from here on
            self._fail(error)


__all__ = ["CUES", "SoundEngine", "silent_reason"]
