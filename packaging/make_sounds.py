"""Synthesise the game's sounds into the WAV files that ship inside the package.

    python packaging/make_sounds.py

Writes ``drawgame/sounds/*.wav`` (checked in; 16-bit mono, 22,050 Hz): made here from sines,
filtered noise and envelopes with the standard library alone (``wave``, ``struct``,
``math``, a seeded ``random``), so the same files come out every time and nothing is recorded
or fetched. They are the project's own work, dedicated to the public domain (CC0 1.0): see
``drawgame/sounds/README``. Rerun after changing a sound here.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "drawgame" / "sounds"
RATE = 22050

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Each signal added in at its start time (seconds)."""
    length = max(int(start * RATE) + len(sig) for start, sig in parts)
    out = [0.0] * length
    for start, sig in parts:
        offset = int(start * RATE)
        for i, value in enumerate(sig):
            out[offset + i] += value
    return out


def scaled(sig: Signal, gain: float) -> Signal:
    return [v * gain for v in sig]


def noise(seconds: float, seed: int) -> Signal:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def lowpass(sig: Iterable[float], cutoff: float) -> Signal:
    """One-pole low-pass filter."""
    a = 1.0 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in sig:
        y += a * (x - y)
        out.append(y)
    return out


def bandpass(sig: Iterable[float], centre: float, q: float) -> Signal:
    """A resonant band-pass biquad (RBJ's cookbook, constant peak gain)."""
    w = 2 * math.pi * centre / RATE
    alpha = math.sin(w) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w), 1 - alpha
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    for x in sig:
        y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def envelope(sig: Signal, attack: float, decay: float) -> Signal:
    """A quick rise over ``attack`` seconds, then an exponential fall (time constant
    ``decay``)."""
    rise = max(1, int(attack * RATE))
    return [
        v * (i / rise if i < rise else math.exp(-(i - rise) / (decay * RATE)))
        for i, v in enumerate(sig)
    ]


def partial(freq: float, seconds: float, decay: float, attack: float = 0.002) -> Signal:
    """A damped sine: a resonance struck once."""
    sig = [math.sin(2 * math.pi * freq * i / RATE) for i in range(int(seconds * RATE))]
    return envelope(sig, attack, decay)


def bell(freq: float, seconds: float, decay: float) -> Signal:
    """A soft chime: a sine with two quiet, faster-dying overtones."""
    return mix(
        (0, partial(freq, seconds, decay, attack=0.006)),
        (0, scaled(partial(freq * 2.0, seconds, decay / 2.5, attack=0.004), 0.22)),
        (0, scaled(partial(freq * 3.01, seconds, decay / 4.0, attack=0.003), 0.08)),
    )


def note(name: str) -> float:
    """The frequency of a note such as ``"A4"`` or ``"Eb5"`` (equal temperament)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    accidental = name[1:-1]
    steps += {"": 0, "b": -1, "#": 1}[accidental]
    octave = int(name[-1])
    return 440.0 * 2 ** ((steps + 12 * (octave - 4)) / 12)


def knock(seed: int, pitch: float = 150.0) -> Signal:
    """A knuckle on the table: a thud and a short, dull tap of noise."""
    thud = partial(pitch, 0.16, 0.035, attack=0.001)
    body = scaled(partial(pitch * 2.6, 0.08, 0.012, attack=0.001), 0.35)
    tap = envelope(lowpass(noise(0.04, seed), 1800), 0.0005, 0.006)
    return mix((0, thud), (0, body), (0, scaled(tap, 0.9)))


# -- the sounds ---------------------------------------------------------------------------


def tile_laid() -> Signal:
    """A short woody click: a filtered noise burst and a low resonant partial."""
    burst = envelope(bandpass(noise(0.05, 1), 2600, 1.2), 0.0004, 0.004)
    wood = partial(210, 0.14, 0.028, attack=0.0008)
    ring = scaled(partial(740, 0.08, 0.010, attack=0.0005), 0.4)
    return mix((0, scaled(burst, 2.2)), (0, wood), (0, ring))


def tile_drawn() -> Signal:
    """A softer slide: a tile pulled across the felt, then set down lightly."""
    seconds = 0.17
    hiss = bandpass(noise(seconds, 2), 1500, 0.7)
    n = len(hiss)
    # Swells and fades like a hand sliding a tile.
    shaped = [v * math.sin(math.pi * i / n) ** 1.5 for i, v in enumerate(hiss)]
    tap = scaled(partial(260, 0.08, 0.015, attack=0.001), 0.35)
    return mix((0, scaled(lowpass(shaped, 3000), 0.9)), (seconds - 0.02, tap))


def soft_knock(seed: int, pitch: float) -> Signal:
    """A knuckle on the table's underside: a low, dull thud with no click on top (the
    tile's click is all top), so a pass is never taken for a tile laid."""
    thud = partial(pitch, 0.2, 0.045, attack=0.003)
    # Its body an octave and more up: heard on a laptop's small speakers too.
    body = scaled(partial(pitch * 2.3, 0.12, 0.03, attack=0.003), 0.45)
    tap = envelope(lowpass(lowpass(noise(0.05, seed), 600), 600), 0.002, 0.01)
    return mix((0, thud), (0, body), (0, scaled(tap, 1.2)))


def passed() -> Signal:
    """Two soft knocks, as a player raps the table to pass, far enough apart (0.26 s)
    to be counted: at 0.13 s they ran together into one sound, near the tile's click."""
    return mix((0, soft_knock(3, 140.0)), (0.26, scaled(soft_knock(4, 125.0), 0.9)))


def your_turn() -> Signal:
    """A soft two-note chime, a fourth apart."""
    return mix((0, bell(note("E5"), 0.45, 0.16)), (0.12, bell(note("A5"), 0.6, 0.2)))


def motif(notes: list[tuple[float, str, float]], decay: float = 0.22) -> Signal:
    """Notes as (start in seconds, name, loudness)."""
    return mix(
        *((start, scaled(bell(note(name), 0.9, decay), gain)) for start, name, gain in notes)
    )


def hand_won() -> Signal:
    return motif([(0.0, "C5", 0.8), (0.1, "E5", 0.8), (0.2, "G5", 1.0)])


def hand_lost() -> Signal:
    return motif([(0.0, "E4", 0.9), (0.18, "C4", 0.9)], decay=0.25)


def match_won() -> Signal:
    return motif(
        [
            (0.0, "C5", 0.7),
            (0.12, "E5", 0.7),
            (0.24, "G5", 0.8),
            (0.42, "C6", 0.8),
            (0.42, "G5", 0.5),
            (0.42, "E5", 0.5),
        ],
        decay=0.35,
    )


def match_lost() -> Signal:
    return motif(
        [(0.0, "G4", 0.8), (0.2, "F4", 0.8), (0.4, "Eb4", 0.8), (0.65, "C4", 0.9)], decay=0.3
    )


def tutor_warning() -> Signal:
    """A gentle alert: the same note twice, soft and quick, then a lower one."""
    return motif([(0.0, "B4", 0.7), (0.11, "B4", 0.7), (0.22, "G4", 0.6)], decay=0.12)


#: name → (how it is made, peak level in dBFS): the chime of the turn is the softest.
SOUNDS: dict[str, tuple[Callable[[], Signal], float]] = {
    "tile_laid": (tile_laid, -4.0),
    "tile_drawn": (tile_drawn, -9.0),
    "pass": (passed, -5.0),
    "your_turn": (your_turn, -14.0),
    "hand_won": (hand_won, -8.0),
    "hand_lost": (hand_lost, -8.0),
    "match_won": (match_won, -6.0),
    "match_lost": (match_lost, -6.0),
    "tutor_warning": (tutor_warning, -10.0),
}


def finished(sig: Signal, peak_db: float) -> Signal:
    """Normalised to ``peak_db``, the tail under -55 dB of the peak cut, a 5 ms fade out."""
    top = max(abs(v) for v in sig) or 1.0
    while len(sig) > 1 and abs(sig[-1]) < top * 10 ** (-55 / 20):
        sig.pop()
    gain = 10 ** (peak_db / 20) / top
    fade = int(0.005 * RATE)
    n = len(sig)
    return [v * gain * min(1.0, (n - 1 - i) / fade) for i, v in enumerate(sig)]


def write_wav(path: Path, sig: Signal) -> None:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in sig)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (make, peak) in SOUNDS.items():
        path = OUT / f"{name}.wav"
        write_wav(path, finished(make(), peak))
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
