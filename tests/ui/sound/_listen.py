"""What a listener tells cues apart by, measured on the cues' samples: how their sound
is spread over time and pitch (a spectrogram in bands a third of an octave wide), and
the knocks or notes a listener would count (the onsets).

Standard library only: a 512-point FFT of 23 ms frames is enough for clips under 2 s."""

from __future__ import annotations

import cmath
import math
from collections.abc import Sequence

FRAME = 512
HOP = 256
#: Bands a third of an octave wide from 100 Hz to 8 kHz; under -60 dB is silence.
LOW, HIGH, FLOOR = 100.0, 8000.0, -60.0


def _fft(values: Sequence[complex]) -> list[complex]:
    n = len(values)
    if n == 1:
        return [values[0]]
    even, odd = _fft(values[0::2]), _fft(values[1::2])
    out = [0j] * n
    for k in range(n // 2):
        t = cmath.exp(-2j * math.pi * k / n) * odd[k]
        out[k], out[k + n // 2] = even[k] + t, even[k] - t
    return out


def spectrogram(samples: Sequence[int], rate: int) -> list[list[float]]:
    """Per 23 ms frame (hop 11.6 ms), the level of each third-octave band in dB relative
    to the loudest band of the clip, clamped at ``FLOOR``."""
    window = [0.5 - 0.5 * math.cos(2 * math.pi * i / FRAME) for i in range(FRAME)]
    edges = []
    f = LOW
    while f < HIGH:
        edges.append(f)
        f *= 2 ** (1 / 3)
    bins = [
        [k for k in range(1, FRAME // 2) if lo <= k * rate / FRAME < lo * 2 ** (1 / 3)]
        for lo in edges
    ]
    frames = []
    padded = list(samples) + [0] * FRAME
    for start in range(0, len(samples), HOP):
        chunk = padded[start : start + FRAME]
        spectrum = _fft([w * s for w, s in zip(window, chunk, strict=True)])
        power = [abs(c) ** 2 for c in spectrum]
        frames.append([sum(power[k] for k in b) / len(b) if b else 0.0 for b in bins])
    top = max(max(frame) for frame in frames) or 1.0
    return [[max(FLOOR, 10 * math.log10(p / top + 1e-12)) for p in frame] for frame in frames]


def distance(a: list[list[float]], b: list[list[float]]) -> float:
    """How far apart two cues sound: over the frames where either sounds (silence past
    the shorter one's end), the root-mean-square difference of their band levels in dB,
    over the bands where either is within 40 dB of its loudest; averaged. 0 for the
    same cue; the silence both share counts for nothing."""
    silent = [FLOOR] * len(a[0])
    differences = []
    for i in range(max(len(a), len(b))):
        fa = a[i] if i < len(a) else silent
        fb = b[i] if i < len(b) else silent
        bands = [(x, y) for x, y in zip(fa, fb, strict=True) if max(x, y) > -40]
        if bands:
            differences.append(math.sqrt(sum((x - y) ** 2 for x, y in bands) / len(bands)))
    return sum(differences) / len(differences)


def onsets(samples: Sequence[int], rate: int) -> list[float]:
    """When a listener hears something begin (seconds): the level over 5 ms rising by
    15 dB or more above its lowest of the 40 ms before, within 30 dB of the clip's
    peak; rises closer than 50 ms are one."""
    step = max(1, rate // 200)
    levels = []
    for start in range(0, len(samples), step):
        chunk = samples[start : start + step]
        rms = math.sqrt(sum(s * s for s in chunk) / len(chunk)) if chunk else 0.0
        levels.append(20 * math.log10(rms + 1e-9))
    peak = max(levels)
    found: list[float] = []
    for i, level in enumerate(levels):
        before = levels[max(0, i - 8) : i] or [-200.0]
        if level >= peak - 30 and level - min(before) >= 15:
            at = i * step / rate
            if not found or at - found[-1] > 0.05:
                found.append(at)
    return found


def click(samples: Sequence[int], rate: int, above: float = 1500.0) -> float:
    """How much of the clip's power lies above ``above`` Hz, in dB (0: all of it): a
    click's crack is there, a dull knock has next to none."""
    window = [0.5 - 0.5 * math.cos(2 * math.pi * i / FRAME) for i in range(FRAME)]
    high = total = 0.0
    padded = list(samples) + [0] * FRAME
    for start in range(0, len(samples), HOP):
        chunk = padded[start : start + FRAME]
        spectrum = _fft([w * s for w, s in zip(window, chunk, strict=True)])
        for k in range(1, FRAME // 2):
            power = abs(spectrum[k]) ** 2
            total += power
            if k * rate / FRAME >= above:
                high += power
    return 10 * math.log10(high / total + 1e-12) if total else FLOOR
