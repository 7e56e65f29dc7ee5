"""``drawgame verify FILE``: check that every hand of a match record was dealt as committed,
and that the commitment is one this game showed (or one the player noted).

For each hand it recomputes the tile order from the revealed secret and the commitment from
the canonical text (:mod:`drawgame.engine.seal`), checks every ``Deal`` and ``Stock`` line
against the order, and then looks for who vouches for the commitment: this game's journal of
the commitments it showed at the table (:mod:`drawgame.storage.shown`), a commitment given
with ``--expect``, the match's ``Seed:`` line (a seed deals the same secrets for anyone), or
an arena run's secret (``--arena-secret``). A seal alone proves nothing against a forger who
makes up a new secret and a record to go with it, so a hand nothing vouches for is not ok.

It prints ``hand N: ok …`` for each hand and exits 0 when every hand is ok; otherwise it says
what is wrong, in the words of the line that was changed, and exits 1. A file that is not a
record, or a record with no hand, gives one line on stderr and exit status 2. No Qt here.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

from drawgame.engine.record import (
    FIRST_LINE,
    FIRST_LINE_RE,
    HAND_RE,
    MatchRecord,
    NewerRecordError,
    RecordError,
    read_record,
)
from drawgame.engine.seal import HEX64_RE, DealSeal, seeded_secret
from drawgame.review_cli import UsageError, read_bytes
from drawgame.storage.shown import Shown, default_journal, read_shown

PROG = "drawgame verify"
#: Where an arena record names its run and match (``Event:`` line).
_ARENA_EVENT = re.compile(r"drawgame-arena(?: --seed (-?[0-9]+)| --seed-file)?, match ([0-9]+)")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description="Check that every hand of a match record was dealt as committed: the "
        "order is the one its secret deals, the commitment is the SHA-256 of the hand's "
        "canonical text (docs/records.md), and the commitment is one this game showed at "
        "the deal (its journal in the data folder) or one you noted (--expect). Exit "
        "status 0: every hand ok; 1: a hand fails or nothing vouches for it; 2: not a "
        "record.",
    )
    parser.add_argument("file", metavar="FILE", help="a match record (its format: docs/records.md)")
    parser.add_argument(
        "--expect",
        metavar="HEX",
        nargs="+",
        default=[],
        help="commitments you noted when the hands were dealt (64 hex digits each)",
    )
    parser.add_argument(
        "--journal",
        metavar="JOURNAL",
        help="the journal of commitments the game showed (default: shown-deals.txt in the "
        "game's data folder)",
    )
    parser.add_argument(
        "--arena-secret",
        metavar="TEXT",
        help="the secret an arena run told at its end (for that run's records)",
    )
    return parser


@dataclass(frozen=True, slots=True)
class Vouchers:
    """What a hand's commitment may be checked against."""

    shown: Shown
    expected: frozenset[str]
    arena_secret: str | None = None


def _arena_secret(record: MatchRecord, number: int, seal: DealSeal, text: str | None) -> bool:
    """Whether the arena run named by the record's event (its ``--seed`` or ``text``, the
    run's secret) deals ``seal``'s secret to hand ``number``."""
    event = _ARENA_EVENT.fullmatch(record.event or "")
    if event is None or seal.terms is None:
        return False
    from drawgame.arena.seeding import ArenaSeed  # only for an arena's records

    match = int(event.group(2)) - 1
    if text is not None:
        run = ArenaSeed.from_material(text.encode("utf-8"))
    elif event.group(1) is not None and record.seed == int(event.group(1)):
        run = ArenaSeed.number(record.seed)
    else:
        return False
    return run.hand_seal(match, seal.terms).secret == seal.secret


def hand_line(record: MatchRecord, number: int, vouchers: Vouchers) -> tuple[str, bool]:
    """What to say of hand ``number`` (1 for the first), and whether it is ok."""
    hand = record.hands[number - 1]
    seal = hand.seal
    if hand.commitment is None:
        return f"hand {number}: no commitment was recorded at the deal, so nothing binds it", False
    if seal is None:
        return f"hand {number}: its secret was never revealed, so it cannot be checked", False
    if not seal.binding:
        return (
            f"hand {number}: it uses the old seal (a record of format 1), which does not bind "
            "the whole deal: it cannot be verified as binding",
            False,
        )
    seed = record.seed
    arena = _ARENA_EVENT.fullmatch(record.event or "") is not None
    said = []
    if seed is not None and not arena:
        if seeded_secret(seed, number) != seal.secret:
            return (
                f"hand {number} fails: the Seed line's seed {seed} does not deal its secret",
                False,
            )
        said.append(f"the seed {seed} deals its secret")
    if arena and (seed is not None or vouchers.arena_secret is not None):
        if not _arena_secret(record, number, seal, vouchers.arena_secret):
            return f"hand {number} fails: the arena run does not deal its secret", False
        said.append("the arena run deals its secret")
    when = vouchers.shown.when.get(seal.commitment)
    if when is not None:
        said.append(f"this game showed its commitment on {when}")
    if seal.commitment in vouchers.expected:
        said.append("its commitment is one you noted")
    if not said:
        return (
            f"hand {number}: its seal holds, but this game never showed its commitment "
            f"{seal.commitment}: compare it with the one shown at the deal (--expect)",
            False,
        )
    return (
        f"hand {number}: ok: its tiles are the ones committed at the deal; {', '.join(said)}",
        True,
    )


def verify(record: MatchRecord, vouchers: Vouchers) -> tuple[list[str], bool]:
    """One line per hand (and one per noted commitment no hand has), and whether every hand
    is ok."""
    lines, good = [], True
    for number in range(1, len(record.hands) + 1):
        line, ok = hand_line(record, number, vouchers)
        lines.append(line)
        good = good and ok
    commitments = {hand.commitment for hand in record.hands}
    for noted in sorted(vouchers.expected - commitments):
        lines.append(f"--expect {noted}: no hand of the record has this commitment")
        good = False
    return lines, good


def _failure(data: bytes, error: RecordError) -> str:
    """A reading error as the hand it is in: ``hand N fails: line L: …``."""
    if error.line is None:
        return f"the record fails: {error.message}"
    hand = None
    for line in data.split(b"\n")[: error.line]:
        found = HAND_RE.fullmatch(line.strip().decode("utf-8", "replace"))
        if found is not None:
            hand = found.group(1)
    where = "the record" if hand is None else f"hand {hand}"
    return f"{where} fails: line {error.line}: {error.message}"


def _vouchers(arguments: argparse.Namespace) -> Vouchers:
    expected = frozenset(arguments.expect)
    bad = [hex_ for hex_ in expected if not HEX64_RE.fullmatch(hex_)]
    if bad:
        raise UsageError(f"--expect {bad[0][:70]}: a commitment is 64 lowercase hex digits")
    path = Path(arguments.journal) if arguments.journal else default_journal()
    shown = Shown({})
    if path is not None:
        try:
            shown = read_shown(path)
        except OSError as error:
            why = error.strerror or str(error)
            print(
                f"{PROG}: cannot read the journal of shown deals {str(path)!r} ({why})",
                file=sys.stderr,
            )
    if shown.garbage:
        print(
            f"{PROG}: {shown.garbage} line(s) of the journal {str(path)!r} are not the "
            "game's; they are ignored",
            file=sys.stderr,
        )
    return Vouchers(shown, expected, arguments.arena_secret)


def main(argv: Sequence[str] | None = None) -> int:
    arguments = build_parser().parse_args(argv)
    try:
        vouchers = _vouchers(arguments)
        data = read_bytes(arguments.file)
    except UsageError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return 2
    first = data.lstrip(b"\xef\xbb\xbf").split(b"\n", 1)[0].strip()
    if FIRST_LINE_RE.fullmatch(first.decode("utf-8", "replace")) is None:
        print(
            f"{PROG}: {arguments.file}: not a record (it must begin {FIRST_LINE!r})",
            file=sys.stderr,
        )
        return 2
    hands = (
        HAND_RE.fullmatch(line.strip().decode("utf-8", "replace")) for line in data.split(b"\n")
    )
    if not any(hands):
        print(
            f"{PROG}: {arguments.file}: nothing to verify: the record has no hand", file=sys.stderr
        )
        return 2
    try:
        record = read_record(data)
    except NewerRecordError as error:
        print(f"{PROG}: {arguments.file}: {error}", file=sys.stderr)
        return 2
    except RecordError as error:
        print(_failure(data, error))
        return 1
    lines, good = verify(record, vouchers)
    print("\n".join(lines))
    return 0 if good else 1
