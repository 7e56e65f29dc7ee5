"""The nine cues are told apart by ear (issue 30): measured on the packaged sounds, as a
listener would tell them, by their rhythm, where their sound lies in pitch and time, and
a click's crack. A player took the pass's knock for another cue: its two knocks came
0.13 s apart, heard as one, with the tile's crack on top."""

from __future__ import annotations

import itertools
from functools import cache

import pytest

from drawgame.resources import sound_path
from drawgame.ui.sound import CUES
from drawgame.ui.sound.backend import Clip, read_clip

from ._listen import click, distance, onsets, spectrogram


@cache
def clip(cue: str) -> Clip:
    path = sound_path(cue)
    assert path is not None, cue
    return read_clip(path)


@cache
def heard(cue: str) -> list[list[float]]:
    return spectrogram(clip(cue).samples, clip(cue).rate)


def test_the_pass_is_two_knocks_a_player_can_count() -> None:
    pass_ = clip("pass")
    knocks = onsets(pass_.samples, pass_.rate)
    assert len(knocks) == 2, knocks
    # 0.2 s or more: two knocks, not one sound (a flam).
    assert 0.2 <= knocks[1] - knocks[0] <= 0.4, knocks
    # No other cue has that rhythm.
    for cue in CUES:
        if cue != "pass":
            times = onsets(clip(cue).samples, clip(cue).rate)
            assert not any(0.2 <= b - a <= 0.4 for a, b in itertools.pairwise(times)), cue


def test_the_pass_is_dull_where_a_tile_laid_cracks() -> None:
    """The knock's power above 1.5 kHz is 15 dB or more below the tile's click's."""
    tile, pass_ = clip("tile_laid"), clip("pass")
    assert click(pass_.samples, pass_.rate) <= click(tile.samples, tile.rate) - 15


@pytest.mark.parametrize(("a", "b"), list(itertools.combinations(CUES, 2)))
def test_every_two_cues_sound_apart(a: str, b: str) -> None:
    """Over the time either sounds, their band levels differ by 15 dB or more on average
    (a cue against itself: 0; the closest two, the hand's and the match's won motifs,
    which share their first three notes on purpose, about 20)."""
    assert distance(heard(a), heard(b)) >= 15
