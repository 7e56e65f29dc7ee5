"""``drawgame verify FILE``: check that every hand of a match record was dealt as committed.

For each hand it recomputes the SHA-256 of the revealed secret and tile order
(:mod:`drawgame.engine.seal`), compares it with the commitment shown when the hand was
dealt, and checks that the order is the recorded deal: the first tiles are seat 0's hand,
the next seat 1's..., the rest the stock in drawing order. It prints ``hand N: ok`` for
each hand and exits 0, or names each hand that fails and exits 1. A missing, unreadable or
broken file gives one line on stderr and exit status 2. Nothing here imports Qt.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from drawgame.engine.record import HandRecord, MatchRecord
from drawgame.engine.seal import seal_problem
from drawgame.review_cli import UsageError, read_file

PROG = "drawgame verify"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description="Check that every hand of a match record was dealt as its commitment "
        "promised: the revealed secret and tile order hash to the commitment shown when "
        "the hand was dealt, and the order is the recorded deal.",
    )
    parser.add_argument("file", metavar="FILE", help="a match record (its format: docs/records.md)")
    return parser


def hand_problem(record: MatchRecord, hand: HandRecord) -> str | None:
    """Why ``hand``'s deal cannot be verified, ``None`` if it is."""
    if hand.commitment is None:
        return "no commitment was recorded when the hand was dealt"
    if hand.seal is None:
        return "the secret and the order were not revealed"
    return seal_problem(hand.commitment, hand.seal, record.rules, hand.deal, hand.stock)


def verify(record: MatchRecord) -> tuple[list[str], bool]:
    """One line per hand, and whether every hand is verified."""
    lines = []
    good = True
    for number, hand in enumerate(record.hands, 1):
        problem = hand_problem(record, hand)
        good = good and problem is None
        lines.append(f"hand {number}: ok" if problem is None else f"hand {number}: {problem}")
    return lines, good


def main(argv: Sequence[str] | None = None) -> int:
    arguments = build_parser().parse_args(argv)
    try:
        record = read_file(arguments.file, check_seals=False)
    except UsageError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return 2
    lines, good = verify(record)
    print("\n".join(lines))
    return 0 if good else 1
