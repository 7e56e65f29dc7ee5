"""Where the sounds go: a :class:`Backend` opens an audio device and plays a decoded cue on
it. :class:`MiniaudioBackend` is the real one (``miniaudio``, imported only when it opens);
tests give one that records what it was asked to play, or one that fails.

The cues are 16-bit mono WAVs made by ``packaging/make_sounds.py``; they are read here with
the standard library's :mod:`wave`, so the backend needs no decoder."""

from __future__ import annotations

import array
import logging
import sys
import threading
import time
import wave
from collections.abc import Generator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

logger = logging.getLogger("drawgame")

#: The device's buffer: short, so a tile is heard as it lands (about one frame of a glide).
BUFFER_MS = 30
#: A cue the device has not started within this many seconds is dropped: a click heard
#: long after its tile landed is worse than none (a stalled stream would play all the cues
#: waiting for it at once). A little late is still heard: the bot's opening click, asked
#: for while a new stream took its first buffers, was dropped at 0.15 s.
STALE_S = 0.4
#: How much silence the device must have taken before it is called open: a new PulseAudio
#: stream takes one buffer, stalls (about 2 s on a null sink), then runs steadily; a cue
#: played into the stall was lost or came at half its level.
WARM_S = 0.2
#: The longest the opening thread waits for that (a device that takes no buffers at all).
WARM_TIMEOUT_S = 5.0


class SoundUnavailable(Exception):
    """No audio device could be opened or used (missing, busy, or no library)."""


@dataclass(frozen=True, slots=True)
class Clip:
    """A decoded cue: signed 16-bit mono samples at ``rate`` per second."""

    rate: int
    samples: array.array[int]


def read_clip(path: Path) -> Clip:
    """The samples of one of the game's WAV files (16-bit mono)."""
    with wave.open(str(path), "rb") as source:
        if source.getsampwidth() != 2 or source.getnchannels() != 1:
            raise SoundUnavailable(f"{path.name} is not a 16-bit mono WAV")
        data = source.readframes(source.getnframes())
        rate = source.getframerate()
    samples = array.array("h")
    samples.frombytes(data)
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    return Clip(rate, samples)


class Backend(Protocol):
    """An audio output. :meth:`open` may take a while (it is called off the GUI thread) and
    raises :class:`SoundUnavailable`; :meth:`play` is called on the GUI thread and must not
    block; either may raise :class:`SoundUnavailable` when the device goes away."""

    def open(self, clips: Mapping[str, Clip]) -> None: ...

    def play(self, name: str, volume: float) -> None: ...

    def close(self) -> None: ...


class _Mixer:
    """The voices playing now, mixed into the device's buffers (on miniaudio's thread).

    Only the part of a cue that goes into a buffer is scaled to its volume, there (about
    0.2 ms a buffer while a cue sounds, nothing on the GUI thread), and silence is a buffer
    kept ready: the audio thread holds the GIL for microseconds when nothing plays."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[tuple[array.array[int], int, float]] = []
        # (samples, volume, when added)
        self._waiting: list[tuple[array.array[int], float, float]] = []
        self._silence = array.array("h")
        #: Frames handed to the device so far, and set once it has taken ``warm`` of them.
        self.pulled = 0
        self.warm_frames = 0
        self.warmed = threading.Event()

    def add(self, samples: array.array[int], volume: float) -> None:
        with self._lock:
            self._waiting.append((samples, volume, time.monotonic()))

    def mix(self, frames: int) -> array.array[int]:
        self.pulled += frames
        if self.pulled >= self.warm_frames:
            self.warmed.set()
        now = time.monotonic()
        with self._lock:
            voices, self._voices = self._voices, []
            waiting, self._waiting = self._waiting, []
        voices += [(s, 0, volume) for s, volume, added in waiting if now - added < STALE_S]
        if not voices:
            if len(self._silence) != frames:
                self._silence = array.array("h", bytes(2 * frames))
            return self._silence
        kept = [(s, pos + frames, v) for s, pos, v in voices if pos + frames < len(s)]
        with self._lock:
            self._voices[:0] = kept
        if len(voices) == 1:
            samples, pos, volume = voices[0]
            out = array.array("h", [int(v * volume) for v in samples[pos : pos + frames]])
        else:
            total = [0.0] * frames
            for samples, pos, volume in voices:
                for i, value in enumerate(samples[pos : pos + frames]):
                    total[i] += value * volume
            out = array.array("h", [max(-32768, min(32767, int(v))) for v in total])
        if len(out) < frames:
            out.frombytes(bytes(2 * (frames - len(out))))
        return out

    def stream(self) -> Generator[array.array[int], int, None]:
        frames = yield array.array("h")
        while True:
            frames = yield self.mix(frames)


class MiniaudioBackend:
    """Plays through miniaudio (PulseAudio, ALSA, WASAPI, Core Audio: whatever the system
    has), mixing the cues in Python: they are few and short."""

    def __init__(self) -> None:
        self._device: Any = None
        self._mixer = _Mixer()
        self._clips: dict[str, array.array[int]] = {}

    def open(self, clips: Mapping[str, Clip]) -> None:
        rates = {clip.rate for clip in clips.values()}
        if len(rates) != 1:
            raise SoundUnavailable("the cues do not share one sample rate")
        try:
            import miniaudio  # type: ignore[import-untyped]
        except ImportError as error:
            raise SoundUnavailable(f"miniaudio is not installed: {error}") from None
        rate = rates.pop()
        self._mixer.warm_frames = int(rate * WARM_S)
        try:
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=rate,
                buffersize_msec=BUFFER_MS,
                app_name="Draw",
            )
            stream = self._mixer.stream()
            next(stream)
            device.start(stream)
        except miniaudio.MiniaudioError as error:
            raise SoundUnavailable(str(error)) from None
        # Warm it up here, off the GUI thread: the first cue then sounds whole.
        if not self._mixer.warmed.wait(WARM_TIMEOUT_S):
            logger.info("the audio device took no buffers in %.0f s", WARM_TIMEOUT_S)
        self._clips = {name: clip.samples for name, clip in clips.items()}
        self._device = device

    def play(self, name: str, volume: float) -> None:
        if self._device is None:
            raise SoundUnavailable("the audio device is not open")
        self._mixer.add(self._clips[name], volume)

    def close(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            try:
                device.close()
            except Exception as error:  # closing a device that is gone: nothing to do
                logger.debug("closing the audio device: %s", error)
