"""The game's sounds: a small engine that listens to the controller's and the table's
signals and plays the packaged WAVs (``drawgame/sounds/``) through an audio backend.

Nothing here is imported before the first frame (the window attaches it after showing),
and the rules, the controller and the table never call it: it only listens."""

from drawgame.ui.sound.backend import Backend, SoundUnavailable
from drawgame.ui.sound.engine import CUES, SoundEngine, silent_reason

__all__ = ["CUES", "Backend", "SoundEngine", "SoundUnavailable", "silent_reason"]
