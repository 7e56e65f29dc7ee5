"""Past matches for the practice tests: short finished matches (a low target, so one or two
hands) kept in a data folder's records folder as the game keeps them, and a game window
on that folder with a small analysis budget."""

from __future__ import annotations

import datetime
import random
from pathlib import Path

from drawgame.engine import Match, Rules
from drawgame.engine.record import MatchRecord, write_record
from drawgame.storage.records import RECORDS_FOLDER, game_record, keep_record, record_name
from drawgame.storage.settings import Settings
from drawgame.ui.windows.assembly import Game, build_game

#: Deals per decision: small, for speed (the same every run).
BUDGET = 40


def short_match(seed: int, target: int = 12) -> Match:
    """A two-player match to ``target`` points played by random legal moves."""
    rng = random.Random(seed)
    match = Match.new(Rules(2, 7, 2, target), rng)
    while not match.is_over:
        if match.hand.outcome is not None:
            match = match.next_hand(rng)
        else:
            match = match.apply(rng.choice(match.hand.legal_actions()))
    return match


def short_record(seed: int, opponent: str = "easy") -> MatchRecord:
    when = datetime.datetime(2026, 11, seed, 20, 0)  # a match a day
    return game_record(short_match(seed), "", (opponent,), seed, now=when)


def keep(data: Path, records: list[MatchRecord]) -> list[Path]:
    """The records kept in ``data``'s records folder, as the game names them."""
    paths = []
    for n, record in enumerate(records):
        when = datetime.datetime(2026, 11, 1 + n, 20, 0)
        name = record_name(f"{n + 1:032x}", when)
        paths.append(keep_record(data / RECORDS_FOLDER, name, write_record(record)))
    return paths


def open_game(qtbot, tmp_path: Path, data: Path, lang: str | None = None) -> Game:
    game = build_game(Settings(tmp_path / "settings.ini"), lang, data)
    game.window.set_speed("off")
    game.window.controller.move_delay_ms = 0
    practice = game.window.practice_door.practice
    assert practice is not None
    practice.budget = BUDGET
    qtbot.addWidget(game.window)
    return game
