"""Reading a match record (:func:`read_record`): every turn is replayed through the rules,
and every line that restates what the turns imply is checked against the replay; anything
wrong raises :class:`~drawgame.engine.record.RecordError` naming its line. The format
itself, its values and its writer are in :mod:`drawgame.engine.record`."""

from __future__ import annotations

import bisect
import unicodedata
from collections.abc import Sequence

from .actions import Action, parse_action
from .record import (
    FIRST_LINE,
    FIRST_LINE_RE,
    HAND_RE,
    MAX_LINE_CHARS,
    MAX_RECORD_CHARS,
    MAX_TEXT_CHARS,
    MAX_TURNS_PER_HAND,
    OLDEST_VERSION,
    RECORD_VERSION,
    SEAT_RE,
    SEED_RE,
    HandRecord,
    MatchRecord,
    NewerRecordError,
    RecordError,
    Replay,
    Seat,
    apply_turn,
    check_text,
    outcome_text,
    result_text,
    scores_text,
)
from .rules import Rules
from .seal import HEX64_RE, DealSeal, DealTerms, derived_order
from .tiles import Tile
from .tutor_warning import MAX_TUTOR_WARNINGS, TutorWarning, warned_of

__all__ = ["read_record"]


def _decode(text: str | bytes) -> str:
    if isinstance(text, bytes | bytearray):
        if len(text) > 4 * MAX_RECORD_CHARS:
            raise RecordError(None, "the record is too large to be genuine")
        raw = bytes(text)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            line = raw[: error.start].count(b"\n") + 1
            raise RecordError(line, "the record is not UTF-8 text") from None
    if not isinstance(text, str):
        raise RecordError(None, "a record must be text")
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(None, "the record is too large to be genuine")
    return text.removeprefix("\ufeff")


def read_record(text: str | bytes, *, check_seals: bool = True) -> MatchRecord:
    """Read and check a record written by :func:`write_record` (or by hand).

    A hand's ``Commitment:``, ``Secret:`` and ``Order:`` lines, when present, are checked
    too (:func:`~drawgame.engine.seal.seal_problem`) unless ``check_seals`` is false:
    ``drawgame verify`` reads them unchecked to tell which hand fails."""
    return _Reader(_decode(text), check_seals).read()


def _split(line: str, number: int, empty: bool = False) -> tuple[str, str]:
    """``name: value``; ``empty``: the value may be nothing (a stock of no tile, R3)."""
    key, sep, value = line.partition(": ")
    if empty and not sep and line.endswith(":"):
        return line[:-1].strip(), ""
    if not sep or not value.strip():
        raise RecordError(number, f"expected 'name: value', got {line[:40]!r}")
    return key.strip(), value.strip()


class _Reader:
    def __init__(self, text: str, check_seals: bool = True) -> None:
        self.check_seals = check_seals
        self.binding = True
        self.lines: list[tuple[int, str]] = []
        #: Each line as written (without its newline), for the lines only one spelling of
        #: which is accepted (a seal's).
        self.raw: dict[int, str] = {}
        #: The tutor's warnings written as comments: their lines and actions.
        self.warned: list[tuple[int, Action]] = []
        for number, raw in enumerate(text.split("\n"), 1):
            line = raw.removesuffix("\r")
            self.raw[number] = line
            if len(line) > MAX_LINE_CHARS:
                raise RecordError(number, f"the line is longer than {MAX_LINE_CHARS} characters")
            if any(unicodedata.category(c) == "Cc" and c != "\t" for c in line):
                raise RecordError(number, "the line contains a control character")
            line = line.strip()
            if line and not line.startswith("#"):
                self.lines.append((number, line))
            elif (action := warned_of(line)) is not None:
                self.warned.append((number, action))
        self.seats: dict[int, Seat] = {}
        #: Each hand's first line and its turns' lines (where a comment stands in a hand).
        self.hand_lines: list[tuple[int, list[int]]] = []
        self.headers: dict[str, tuple[int, str]] = {}

    def read(self) -> MatchRecord:
        version = FIRST_LINE_RE.fullmatch(self.lines[0][1]) if self.lines else None
        if version is None or not OLDEST_VERSION <= int(version.group(1)) <= RECORD_VERSION:
            if version is not None and int(version.group(1)) > RECORD_VERSION:
                raise NewerRecordError(int(version.group(1)))
            where = self.lines[0][0] if self.lines else 1
            raise RecordError(where, f"not a Draw match record (it must begin {FIRST_LINE!r})")
        # A version 1 record's seals are old ones (they bind the secret and the order only).
        self.binding = int(version.group(1)) >= 2
        position = 1
        while position < len(self.lines) and not HAND_RE.fullmatch(self.lines[position][1]):
            self.header(*self.lines[position])
            position += 1
        seats = self.seat_list()
        rules = self.rules(len(seats))
        names = {seat.name: n for n, seat in enumerate(seats)}
        replay = Replay(rules)
        hands: list[HandRecord] = []
        starts = [
            i for i in range(position, len(self.lines)) if HAND_RE.fullmatch(self.lines[i][1])
        ]
        if not starts:
            raise RecordError(self.lines[-1][0], "the record has no hand")
        for k, start in enumerate(starts):
            end = starts[k + 1] if k + 1 < len(starts) else len(self.lines)
            hands.append(self.hand(self.lines[start:end], seats, names, replay))
        match = replay.match()
        self.check("Target", str(rules.target))
        self.check("Result", result_text(seats, match))
        self.check("Final scores", scores_text(seats, match.scores))
        seed = self.headers.get("Seed")
        return MatchRecord(
            tuple(seats),
            tuple(hands),
            self.text_header("Date"),
            None if seed is None else int(seed[1]),
            self.text_header("App"),
            self.text_header("Event"),
            rules,
            tutor_warnings=self.tutor_warnings(),
        )

    def tutor_warnings(self) -> tuple[TutorWarning, ...]:
        """The warnings written in the hands (one before the first hand says nothing):
        each at the position after the turns written above it in its hand."""
        heads = [head for head, _ in self.hand_lines]
        found: list[TutorWarning] = []
        for number, action in self.warned[:MAX_TUTOR_WARNINGS]:
            hand = bisect.bisect(heads, number)
            if hand == 0:
                continue
            turns = self.hand_lines[hand - 1][1]
            found.append(TutorWarning(hand, bisect.bisect(turns, number), action))
        return tuple(found)

    def header(self, number: int, line: str) -> None:
        key, value = _split(line, number)
        seat = SEAT_RE.fullmatch(key)
        if seat is not None:
            index = int(seat.group(1))
            if index in self.seats:
                raise RecordError(number, f"seat {index} is declared twice")
            name, strength = value, None
            if value.endswith(")") and " (" in value:
                name, _, strength = value[:-1].rpartition(" (")
            try:
                self.seats[index] = Seat(name.strip(), strength)
            except ValueError as error:
                raise RecordError(number, str(error)) from None
            return
        if key not in ("Event", "Date", "Rules", "Target", "Seed", "App", "Result", "Final scores"):
            raise RecordError(number, f"unknown header {key[:20]!r}")
        if key in self.headers:
            raise RecordError(number, f"the {key} header is given twice")
        if key == "Seed" and not SEED_RE.fullmatch(value):
            raise RecordError(number, "the seed must be a whole number of at most 40 digits")
        problem = check_text(value, f"the {key} header", MAX_LINE_CHARS)
        if problem is not None:
            raise RecordError(number, problem)
        self.headers[key] = (number, value)

    def text_header(self, key: str) -> str | None:
        if key not in self.headers:
            return None
        number, value = self.headers[key]
        problem = check_text(value, f"the {key} header", MAX_TEXT_CHARS)
        if problem is not None:
            raise RecordError(number, problem)
        return value

    def rules(self, players: int) -> Rules:
        """The ``Rules`` header's rules, or the standard rules without one."""
        if "Rules" not in self.headers:
            return Rules.standard(players)
        number, value = self.headers["Rules"]
        try:
            rules = Rules.parse(value)
        except ValueError as error:
            raise RecordError(number, f"the rules are not valid: {error}") from None
        if rules.players != players:
            raise RecordError(
                number, f"the rules are for {rules.players} players but {players} seats play"
            )
        return rules

    def seat_list(self) -> list[Seat]:
        players = len(self.seats)
        if sorted(self.seats) != list(range(players)) or not 2 <= players <= 4:
            raise RecordError(
                self.lines[0][0], "the record must declare seats 0 and 1 (and 2, 3), each once"
            )
        seats = [self.seats[n] for n in range(players)]
        if len({seat.name.casefold() for seat in seats}) != players:
            raise RecordError(self.lines[0][0], "two seats have the same name")
        return seats

    def check(self, key: str, expected: str) -> None:
        if key in self.headers:
            number, value = self.headers[key]
            if " ".join(value.split()) != expected:
                raise RecordError(number, f"{key} should read {expected!r}")

    def hand(
        self,
        lines: list[tuple[int, str]],
        seats: list[Seat],
        names: dict[str, int],
        replay: Replay,
    ) -> HandRecord:
        head, title = lines[0]
        if int(title.split()[1]) != len(replay.states) + 1:
            raise RecordError(head, f"expected Hand {len(replay.states) + 1}")
        body = lines[1:]
        deal_keys = [f"Deal {seat.name}" for seat in seats]
        fields = self.head_fields(lines, ("Opener", *deal_keys, "Stock"))
        position = len(fields)
        number, opener_name = fields["Opener"]
        if opener_name not in names:
            raise RecordError(number, f"no seat is named {opener_name[:40]!r}")
        deal = tuple(self.tiles(*fields[key]) for key in deal_keys)
        stock = self.tiles(*fields["Stock"])
        committed = self.commitment(body, position)
        if committed is not None:
            number = committed[0]
            position += 1
        record = HandRecord(names[opener_name], deal, stock, ())
        terms = None
        if self.binding:
            terms = DealTerms(replay.rules, len(replay.states) + 1, record.opener)
        seal = self.sealed(body, fields, replay.rules, terms, committed, [s.name for s in seats])
        self.check_twice(fields, [seat.name for seat in seats])
        state = replay.start(record, number)
        turns: list[tuple[int, Action]] = []
        self.hand_lines.append((head, []))
        while position < len(body):
            number, line = body[position]
            key, value = _split(line, number)
            if key not in names:
                break
            if len(turns) >= MAX_TURNS_PER_HAND:
                raise RecordError(number, f"more than {MAX_TURNS_PER_HAND} turns in a hand")
            try:
                action = parse_action(value)
            except ValueError:
                raise RecordError(number, f"{value[:40]!r} is not an action") from None
            if state.outcome is None and names[key] != state.current:
                current = seats[state.current].name
                raise RecordError(number, f"it is {current}'s turn, not {key}'s")
            state = apply_turn(state, names[key], action, number)
            turns.append((names[key], action))
            self.hand_lines[-1][1].append(number)
            position += 1
        replay.finish(state)
        rest = body[position:]
        if state.outcome is not None:
            expected = [
                ("Outcome", outcome_text(seats, state.outcome)),
                ("Scores", scores_text(seats, replay.scores_after[-1])),
            ]
            for (key, text), (number, line) in zip(expected, rest, strict=False):
                got_key, value = _split(line, number)
                if got_key != key:
                    raise RecordError(number, f"expected the {key!r} line after the last turn")
                if " ".join(value.split()) != text:
                    raise RecordError(number, f"{key} should read {text!r}")
            rest = rest[len(expected) :]
        if seal is not None:
            if not rest or _split(rest[0][1], rest[0][0])[0] != "Secret":
                raise RecordError(rest[0][0] if rest else head, "the secret is revealed too soon")
            rest = rest[2:]
        if rest:
            number, line = rest[0]
            raise RecordError(number, f"unexpected line {line[:40]!r}")
        commitment = None if committed is None else committed[1]
        return HandRecord(record.opener, deal, stock, tuple(turns), commitment, seal)

    @staticmethod
    def head_fields(
        lines: list[tuple[int, str]], keys: Sequence[str]
    ) -> dict[str, tuple[int, str]]:
        """The lines after a hand's title, ``keys`` in that order: each one's line number and
        value. The stock's may be empty (every tile dealt, R3)."""
        head, title = lines[0]
        body = lines[1:]
        fields: dict[str, tuple[int, str]] = {}
        for position, key in enumerate(keys):
            empty = key == "Stock"
            if position >= len(body) or _split(*body[position][::-1], empty)[0] != key:
                where = body[position][0] if position < len(body) else head
                raise RecordError(where, f"expected the {key!r} line of hand {title.split()[1]}")
            number, line = body[position]
            fields[key] = (number, _split(line, number, empty)[1])
        return fields

    def commitment(self, body: list[tuple[int, str]], position: int) -> tuple[int, str] | None:
        """The ``Commitment:`` line at ``position``, if there is one: its number and hex."""
        if position >= len(body) or not body[position][1].startswith("Commitment:"):
            return None
        number, line = body[position]
        value = line.removeprefix("Commitment: ")
        if not HEX64_RE.fullmatch(value) or self.raw[number] != line:
            problem = "a commitment is written 'Commitment: ' and 64 lowercase hex digits"
            raise RecordError(number, problem)
        return number, value

    def sealed(
        self,
        body: list[tuple[int, str]],
        fields: dict[str, tuple[int, str]],
        rules: Rules,
        terms: DealTerms | None,
        committed: tuple[int, str] | None,
        names: list[str],
    ) -> DealSeal | None:
        """The hand's seal from its ``Secret:`` and ``Order:`` lines (``None`` without
        them), checked against the deal's lines unless the reader does not check seals:
        the line named is the first that differs from what the secret deals."""
        at = next((i for i, (_, line) in enumerate(body) if line.startswith("Secret:")), None)
        if at is None:
            return None
        number, line = body[at]
        if committed is None:
            raise RecordError(number, "a secret without the hand's commitment")
        secret = line.removeprefix("Secret: ")
        if not HEX64_RE.fullmatch(secret) or self.raw[number] != line:
            raise RecordError(number, "a secret is written 'Secret: ' and 64 lowercase hex digits")
        if at + 1 >= len(body) or not body[at + 1][1].startswith("Order:"):
            raise RecordError(number, "expected the 'Order' line after the secret")
        order_number, order_line = body[at + 1]
        try:
            if self.raw[order_number] != order_line or not order_line.startswith("Order: "):
                raise ValueError("it is written 'Order: ' and the tiles, one space apart")
            written = DealSeal.parse(secret, order_line.removeprefix("Order: "), None)
        except ValueError as error:
            raise RecordError(order_number, f"the order is not valid: {error}") from None
        truth = written.order if terms is None else derived_order(written.secret)
        if self.check_seals:
            self.check_lines(truth, fields, rules, names)
        if truth != written.order:
            raise RecordError(order_number, "the order is not the one its secret deals")
        seal = written if terms is None else DealSeal(written.secret, truth, terms)
        if self.check_seals and seal.commitment != committed[1]:
            if terms is None:
                problem = "the secret and the order do not match the commitment"
                raise RecordError(order_number, problem)
            raise RecordError(
                committed[0],
                "the commitment is not the one of this hand's secret, rules, number, opener "
                "and order: the deal is not the one committed",
            )
        return seal

    @staticmethod
    def check_twice(fields: dict[str, tuple[int, str]], names: list[str]) -> None:
        """A tile given twice in the deal's lines, named at the line of its second place
        (the line a player who changed one tile changed, or the one it duplicates)."""
        where: dict[Tile, str] = {}
        for key, place in [*((f"Deal {n}", f"{n}'s tiles") for n in names), ("Stock", "the stock")]:
            number, value = fields[key]
            for tile in _Reader.tiles(number, value):
                if tile in where:
                    raise RecordError(
                        number,
                        f"not a possible deal: {tile} is given twice, {where[tile]} and {place}",
                    )
                where[tile] = f"{place} (line {number})"

    @staticmethod
    def check_lines(
        order: tuple[Tile, ...],
        fields: dict[str, tuple[int, str]],
        rules: Rules,
        names: list[str],
    ) -> None:
        """The ``Deal`` and ``Stock`` lines against ``order`` cut by ``rules``."""
        size = rules.deal_size
        for seat, name in enumerate(names):
            number, value = fields[f"Deal {name}"]
            tiles = sorted(_Reader.tiles(number, value))
            if tiles != sorted(order[seat * size : (seat + 1) * size]):
                raise RecordError(number, f"{name}'s tiles are not the ones committed at the deal")
        number, value = fields["Stock"]
        if _Reader.tiles(number, value) != order[len(names) * size :]:
            raise RecordError(number, "the stock is not the one committed at the deal")

    @staticmethod
    def tiles(number: int, value: str) -> tuple[Tile, ...]:
        out = []
        for part in value.split():
            try:
                out.append(Tile.parse(part))
            except ValueError:
                raise RecordError(number, f"{part[:16]!r} is not a tile like [3|5]") from None
        return tuple(out)
