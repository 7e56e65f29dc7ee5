"""Shared by the arena tests: outside bots, the command line, reports without timings."""

from __future__ import annotations

import os
import pathlib
import subprocess
from typing import Any

from drawgame.arena import ArenaReport

from .._process import run_python

ROOT = pathlib.Path(__file__).resolve().parents[2]

OUTSIDE_BOTS = '''
import time

from drawgame.engine import Place


class FirstLegal:
    """Always the first legal action."""

    name = "first"

    def choose(self, view):
        return view.legal_actions[0]


class Illegal:
    name = "illegal"

    def choose(self, view):
        # A tile it does not hold, or a non-action: never in view.legal_actions.
        return "[6|6] left"


class Raising:
    name = "raising"

    def choose(self, view):
        if len(view.line) >= 3:
            raise RuntimeError("lost my marbles")
        return view.legal_actions[0]


class FailsInFirstMatch:
    """Raises in the first match it plays only (a fresh bot is made for each match)."""

    name = "flaky"
    made = 0

    def __init__(self):
        type(self).made += 1
        self.first = type(self).made == 1

    def choose(self, view):
        if self.first:
            raise ValueError("first-match nerves")
        return view.legal_actions[0]


class Sleepy:
    name = "sleepy"

    def choose(self, view):
        time.sleep(3)
        return view.legal_actions[0]


class NeedsArguments:
    def __init__(self, strength):
        self.strength = strength
'''


def without_timings(report: ArenaReport) -> dict[str, Any]:
    data = report.to_dict()
    del data["think_ms"], data["elapsed_s"]
    return data


def cli(
    *args: str, cwd: pathlib.Path = ROOT, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return run_python("-m", "drawgame.arena", *args, cwd=cwd, env=env, timeout=timeout)
