"""The real backend's mixer: the cues that overlap are added (and kept within 16 bits), a
cue the device did not start in time is dropped rather than heard late, and a missing
library is a SoundUnavailable (one status line), never a traceback."""

from __future__ import annotations

import array
import sys

import pytest

from drawgame.ui.sound import SoundUnavailable
from drawgame.ui.sound import backend as backend_module
from drawgame.ui.sound.backend import Clip, MiniaudioBackend, _Mixer


def samples(*values: int) -> array.array[int]:
    return array.array("h", values)


def test_a_cue_plays_at_its_volume_across_buffers() -> None:
    mixer = _Mixer()
    mixer.add(samples(1000, -2000, 3000), 0.5)
    assert list(mixer.mix(2)) == [500, -1000]
    assert list(mixer.mix(2)) == [1500, 0]
    assert list(mixer.mix(2)) == [0, 0]  # over: silence
    mixer.add(samples(1000, -2000, 3000), 1.0)  # louder now
    assert list(mixer.mix(3)) == [1000, -2000, 3000]


def test_overlapping_cues_add_up_and_stay_within_16_bits() -> None:
    mixer = _Mixer()
    mixer.add(samples(30000, -30000, 100), 1.0)
    mixer.add(samples(30000, -30000, 100), 1.0)
    assert list(mixer.mix(3)) == [32767, -32768, 200]


def test_a_cue_the_device_did_not_start_in_time_is_dropped(monkeypatch) -> None:
    clock = [100.0]
    monkeypatch.setattr(backend_module.time, "monotonic", lambda: clock[0])
    mixer = _Mixer()
    mixer.add(samples(5000, 5000), 1.0)  # queued while the stream was still starting
    clock[0] += 1.5
    mixer.add(samples(7000, 7000), 1.0)
    assert list(mixer.mix(2)) == [7000, 7000]  # only the fresh one


def test_a_cue_a_little_late_is_still_heard(monkeypatch) -> None:
    """The bot's opening click was dropped when the stream took its first buffers late."""
    clock = [100.0]
    monkeypatch.setattr(backend_module.time, "monotonic", lambda: clock[0])
    mixer = _Mixer()
    mixer.add(samples(5000, 5000), 1.0)
    clock[0] += 0.3
    assert list(mixer.mix(2)) == [5000, 5000]


def test_the_device_is_warm_once_it_has_taken_a_fifth_of_a_second_of_silence() -> None:
    """The first chime of a session came at half its level: the stream was not yet
    running steadily. The opening thread waits for this before calling it open."""
    mixer = _Mixer()
    mixer.warm_frames = int(22050 * backend_module.WARM_S)
    for _ in range(5):
        mixer.mix(441)  # 5 buffers of 20 ms: 0.1 s
    assert not mixer.warmed.is_set()
    for _ in range(5):
        mixer.mix(441)
    assert mixer.warmed.is_set()


def test_without_miniaudio_the_backend_is_unavailable(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import fails
    with pytest.raises(SoundUnavailable, match="miniaudio"):
        MiniaudioBackend().open({"tile_laid": Clip(22050, samples(1, 2))})
    with pytest.raises(SoundUnavailable):
        MiniaudioBackend().play("tile_laid", 0.5)
