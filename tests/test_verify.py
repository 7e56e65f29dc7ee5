"""Deals no one can fake (issues 20 and 33): each hand's order is derived from its secret,
the commitment binds the whole deal, and ``drawgame verify FILE`` says a hand is ok only
when its tiles are the ones committed *and* the commitment is one this game showed (its
journal), one the player noted (``--expect``) or one the record's seed deals. Every forged
record below is refused, naming the line that was changed and the seat by its name."""

from __future__ import annotations

import hashlib
import random
import re
from pathlib import Path

import pytest

from drawgame.app import main
from drawgame.engine import FULL_SET, Match, Rules
from drawgame.engine.hand import HandState
from drawgame.engine.record import record_from_match, write_record
from drawgame.engine.record_reader import read_record
from drawgame.engine.seal import (
    DealSeal,
    DealTerms,
    canonical_text,
    first_sealed,
    next_sealed,
    old_order,
    seeded_secret,
)
from drawgame.engine.tiles import Tile
from drawgame.storage.shown import note_shown

ROOT = Path(__file__).resolve().parents[1]


def play_hand(match: Match, rng: random.Random) -> Match:
    while not match.hand.is_over:
        match = match.apply(rng.choice(match.hand.legal_actions()))
    return match


def sealed_match(seed: int, players: int = 2, hands: int = 99) -> tuple[Match, list[DealSeal]]:
    """A match dealt as the game deals it with ``--seed seed``, played at random."""
    rng = random.Random(seed)
    match, seal = first_sealed(Rules.standard(players), 0, seeded_secret(seed, 1))
    seals = [seal]
    while True:
        match = play_hand(match, rng)
        if match.result is not None or match.hand_number == hands:
            return match, seals
        match, seal = next_sealed(match, seeded_secret(seed, match.hand_number + 1))
        seals.append(seal)


def record_of(seed: int, players: int = 2, hands: int = 3, with_seed: bool = False) -> str:
    match, seals = sealed_match(seed, players, hands)
    return write_record(record_from_match(match, seed=seed if with_seed else None, seals=seals))


def hand_part(text: str, hand: int) -> str:
    return text.split("\nHand ")[hand]


def field(text: str, hand: int, key: str) -> str:
    found = re.search(rf"^{re.escape(key)}: (.*)$", hand_part(text, hand), re.M)
    assert found is not None, key
    return found.group(1)


def line_number(text: str, line: str) -> int:
    return text.splitlines().index(line) + 1


def commitments(text: str) -> list[str]:
    return re.findall(r"^Commitment: (\S+)$", text, re.M)


class Verifier:
    """``drawgame verify`` on a record written to a file, with a journal of its own."""

    def __init__(self, folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
        self.folder = folder
        self.journal = folder / "shown-deals.txt"
        self.capsys = capsys

    def shown(self, *hexes: str) -> None:
        for commitment in hexes:
            note_shown(self.journal, commitment)

    def __call__(self, text: str | bytes, *extra: str) -> tuple[int, list[str], str]:
        path = self.folder / "match.txt"
        if isinstance(text, str):
            text = text.encode("utf-8")
        path.write_bytes(text)
        status = main(["verify", str(path), "--journal", str(self.journal), *extra])
        out = self.capsys.readouterr()
        assert "Traceback" not in out.out + out.err
        return status, out.out.splitlines(), out.err


@pytest.fixture
def verify(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Verifier:
    return Verifier(tmp_path, capsys)


@pytest.fixture(scope="module", params=[2, 4])
def record_text(request: pytest.FixtureRequest) -> str:
    return record_of(5, request.param)


# -- the recipe, with hashlib alone -----------------------------------------------------


def recipe_order(secret_hex: str) -> list[str]:
    """docs/records.md's shuffle, written from its words: no drawgame code."""
    tiles = [f"[{a}|{b}]" for a in range(7) for b in range(a, 7)]
    secret = bytes.fromhex(secret_hex)
    stream = (
        byte
        for counter in range(1000)
        for byte in hashlib.sha256(secret + counter.to_bytes(4, "big")).digest()
    )
    for i in range(27, 0, -1):
        byte = next(stream)
        while byte >= 256 - 256 % (i + 1):
            byte = next(stream)
        j = byte % (i + 1)
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return tiles


def test_the_order_and_commitment_check_with_hashlib_alone(record_text: str) -> None:
    players = record_text.count("\nSeat ")
    size = {2: 7, 3: 7, 4: 6}[players]
    names = re.findall(r"^Seat [0-9]: (.+)$", record_text, re.M)
    target = re.findall(r"^Target: ([0-9]+)$", record_text, re.M)[0]
    docs = (ROOT / "docs" / "records.md").read_text(encoding="utf-8")
    for line in ("Draw deal seal 2", "Secret: <", "Rules: <", "Hand: <", "Opener: <", "Order: <"):
        assert f"    {line}" in docs  # the canonical text, as the docs write it
    hands = record_text.split("\nHand ")[1:]
    for number, hand in enumerate(hands, 1):
        fields = dict(line.split(": ", 1) for line in hand.splitlines()[1:] if ": " in line)
        order = recipe_order(fields["Secret"])
        assert " ".join(order) == fields["Order"]
        text = (
            f"Draw deal seal 2\nSecret: {fields['Secret']}\n"
            f"Rules: {players} players, deal {size}, protected 2, target {target}\n"
            f"Hand: {number}\nOpener: {names.index(fields['Opener'])}\n"
            f"Order: {fields['Order']}\n"
        )
        assert hashlib.sha256(text.encode("ascii")).hexdigest() == fields["Commitment"]
        for seat, name in enumerate(names):
            assert sorted(order[seat * size : (seat + 1) * size]) == sorted(
                fields[f"Deal {name}"].split()
            )
        assert order[players * size :] == fields["Stock"].split()


# -- what vouches for a hand ------------------------------------------------------------


def test_a_hand_this_game_showed_is_ok_and_says_when(record_text: str, verify) -> None:
    verify.shown(*commitments(record_text))
    status, lines, _ = verify(record_text)
    assert status == 0
    assert len(lines) == record_text.count("\nHand ")
    for number, line in enumerate(lines, 1):
        assert re.fullmatch(
            rf"hand {number}: ok: its tiles are the ones committed at the deal; this game "
            r"showed its commitment on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d",
            line,
        ), line


def test_a_hand_never_shown_is_not_ok(record_text: str, verify) -> None:
    verify.shown(commitments(record_text)[0])
    status, lines, _ = verify(record_text)
    assert status == 1
    assert lines[0].startswith("hand 1: ok")
    assert lines[1].startswith("hand 2: its seal holds, but this game never showed")
    assert "ok" not in lines[1]


def test_commitments_noted_by_the_player_vouch(record_text: str, verify) -> None:
    noted = commitments(record_text)
    status, lines, _ = verify(record_text, "--expect", *noted)
    assert status == 0 and all("one you noted" in line for line in lines)
    other = "0" * 64
    status, lines, _ = verify(record_text, "--expect", *noted[1:], other)
    assert status == 1
    assert lines[0].startswith("hand 1: its seal holds, but")
    assert lines[-1] == f"--expect {other}: no hand of the record has this commitment"
    status, _, err = verify(record_text, "--expect", "xyz")
    assert status == 2 and "64 lowercase hex digits" in err


def test_a_true_seed_line_vouches(verify) -> None:
    text = record_of(8, with_seed=True)
    status, lines, _ = verify(text)
    assert status == 0 and all("the seed 8 deals its secret" in line for line in lines)


@pytest.mark.parametrize(
    "content",
    [
        lambda path: path.symlink_to(path.parent / "elsewhere.txt"),
        lambda path: path.mkdir(),
        lambda path: path.write_bytes(b"garbage\n\x00\xff\n" + b"a" * 64 + b" yesterday\n"),
    ],
    ids=["link", "folder", "garbage"],
)
def test_a_hostile_journal_gives_one_line(verify, content) -> None:
    text = record_of(9, hands=1)
    (verify.folder / "elsewhere.txt").write_text(commitments(text)[0] + " 2026-01-01 00:00:00\n")
    content(verify.journal)
    status, lines, err = verify(text)
    assert status == 1 and "never showed" in lines[0]
    assert len(err.splitlines()) == 1 and "journal" in err


# -- the forgeries ----------------------------------------------------------------------


def recommit(text: str, hand: int, order: list[Tile] | None = None) -> str:
    """Hand ``hand``'s Order line set to ``order`` (its own without) and its Commitment
    recomputed from the canonical text with the same secret: what a forger can do."""
    record = read_record(text, check_seals=False) if order is None else None
    part = hand_part(text, hand)
    secret = field(text, hand, "Secret")
    tiles = order if order is not None else list(record.hands[hand - 1].seal.order)  # type: ignore[union-attr]
    players = text.count("\nSeat ")
    rules_line = re.search(r"^Rules: (.+)$", text, re.M)
    rules = Rules.parse(rules_line.group(1)) if rules_line else Rules.standard(players)
    names = re.findall(r"^Seat [0-9]: (\S+(?: \d)?)", text, re.M)
    opener = names.index(field(text, hand, "Opener"))
    commitment = hashlib.sha256(
        canonical_text(secret, DealTerms(rules, hand, opener), tiles).encode("ascii")
    ).hexdigest()
    part = re.sub(r"^Commitment: .*$", f"Commitment: {commitment}", part, flags=re.M)
    part = re.sub(r"^Order: .*$", "Order: " + " ".join(map(str, tiles)), part, flags=re.M)
    parts = text.split("\nHand ")
    parts[hand] = part
    return "\nHand ".join(parts)


def swap_in_hand(text: str, hand: int, key: str, old: str, new: str) -> str:
    parts = text.split("\nHand ")
    parts[hand] = re.sub(
        rf"^({re.escape(key)}: .*)$",
        lambda m: m.group(1).replace(old, "@").replace(new, old).replace("@", new),
        parts[hand],
        count=1,
        flags=re.M,
    )
    return "\nHand ".join(parts)


def test_forgery_1_a_restocked_hand_with_a_recomputed_commitment(verify) -> None:
    text = record_of(11)
    verify.shown(*commitments(text))
    you, stock = field(text, 1, "Deal You").split(), field(text, 1, "Stock").split()
    mine, theirs = you[0], stock[-1]  # a tile of mine for the stock's last (never drawn)
    forged = swap_in_hand(text, 1, "Deal You", mine, theirs)
    forged = swap_in_hand(forged, 1, "Stock", theirs, mine)
    order = field(text, 1, "Order").split()
    order[order.index(mine)], order[order.index(theirs)] = theirs, mine
    forged = recommit(forged, 1, [Tile.parse(t) for t in order])
    status, lines, _ = verify(forged)
    changed = line_number(forged, "Deal You: " + field(forged, 1, "Deal You"))
    assert status == 1
    assert lines == [
        f"hand 1 fails: line {changed}: You's tiles are not the ones committed at the deal"
    ]


def with_seal(text: str, hand: int, commitment: str, secret: str, order: str) -> str:
    """``text`` with seal lines added to hand ``hand``, which has none."""
    parts = text.split("\nHand ")
    lines = parts[hand].split("\n")
    stock_at = next(i for i, line in enumerate(lines) if line.startswith("Stock:"))
    lines.insert(stock_at + 1, f"Commitment: {commitment}")
    end = len(lines) - 1 if lines[-1] == "" else len(lines)
    lines[end:end] = [f"Secret: {secret}", f"Order: {order}"]
    parts[hand] = "\n".join(lines)
    return "\nHand ".join(parts)


def test_one_tile_changed_names_its_line_and_its_seat(verify) -> None:
    # The player: one tile of their hand changed to one of the stock's, nothing
    # else; the line named is theirs (not the Commitment line), by their name.
    text = record_of(10, hands=1)
    verify.shown(*commitments(text))
    you, stock = field(text, 1, "Deal You"), field(text, 1, "Stock")
    forged = text.replace(f"Deal You: {you}", f"Deal You: {you.replace(you[:5], stock[-5:])}")
    status, lines, _ = verify(forged)
    changed = line_number(forged, "Deal You: " + field(forged, 1, "Deal You"))
    assert status == 1
    assert lines == [
        f"hand 1 fails: line {changed}: You's tiles are not the ones committed at the deal"
    ]
    # Without the seal, the tile given twice is named with both its lines.
    bare = "".join(
        line
        for line in forged.splitlines(keepends=True)
        if not line.startswith(("Commitment:", "Secret:", "Order:"))
    )
    status, lines, _ = verify(bare)
    assert status == 1
    assert f"{stock[-5:]} is given twice, You's tiles (line {changed}) and the stock" in lines[0]


def test_forgery_2_an_order_that_is_not_its_secrets_shuffle(verify) -> None:
    # A dealer who chose the deal: a consistent record whose order is not its secret's.
    rng = random.Random(3)
    tiles = list(FULL_SET)
    rng.shuffle(tiles)
    hand = HandState.from_tiles([tiles[:7], tiles[7:14]], tiles[14:], 0, rules=Rules.standard(2))
    text = write_record(record_from_match(play_hand(Match.from_hands((), hand), rng)))
    order = " ".join(map(str, tiles))
    forged = recommit(with_seal(text, 1, "0" * 64, "ab" * 32, order), 1, tiles)
    verify.shown(*commitments(forged))  # even a commitment the game showed
    status, out, _ = verify(forged)
    assert status == 1
    deal = "Deal You: " + field(forged, 1, "Deal You")
    assert out == [
        f"hand 1 fails: line {line_number(forged, deal)}: You's tiles are not the ones "
        "committed at the deal"
    ]


def test_forgery_3_seals_removed(verify) -> None:
    text = record_of(12)
    bare = "".join(
        line
        for line in text.splitlines(keepends=True)
        if not line.startswith(("Commitment:", "Secret:", "Order:"))
    )
    assert read_record(bare).to_match() == read_record(text).to_match()  # still a record
    status, lines, _ = verify(bare)
    assert status == 1
    assert lines[0] == "hand 1: no commitment was recorded at the deal, so nothing binds it"


def test_forgery_4_no_hands(verify) -> None:
    text = record_of(13)
    head = text.split("\nHand ")[0] + "\n"
    status, lines, err = verify(head)
    assert (status, lines) == (2, [])
    assert err.strip().endswith("nothing to verify: the record has no hand")
    status, lines, err = verify("Hello\nworld\n")
    assert (status, lines) == (2, []) and "not a record" in err


def test_forgery_5_a_rules_line_cutting_the_genuine_order_into_other_hands(verify) -> None:
    # The genuine hand's secret, order and commitment, and a record that says three seats
    # were dealt five tiles each from that same order: every line agrees with the order.
    text = record_of(14, hands=1)
    verify.shown(*commitments(text))
    secret = bytes.fromhex(field(text, 1, "Secret"))
    rules = Rules(3, 5, 2, 100)
    seal = DealSeal.from_secret(secret, DealTerms(rules, 1, 0))
    match = play_hand(Match.from_hands((), seal.deal()), random.Random(1))
    forged = write_record(record_from_match(match))
    lines = forged.splitlines()
    stock_at = next(i for i, line in enumerate(lines) if line.startswith("Stock:"))
    genuine = f"Commitment: {field(text, 1, 'Commitment')}"
    lines.insert(stock_at + 1, genuine)
    lines += [f"Secret: {field(text, 1, 'Secret')}", f"Order: {field(text, 1, 'Order')}"]
    forged = "\n".join(lines) + "\n"
    assert "Rules: 3 players, deal 5, protected 2, target 100" in forged
    status, out, _ = verify(forged)
    assert status == 1
    assert out == [
        f"hand 1 fails: line {line_number(forged, genuine)}: the commitment is not the one of "
        "this hand's secret, rules, number, opener and order: the deal is not the one committed"
    ]


@pytest.mark.parametrize(
    "respell",
    [
        lambda order: order.replace("[0|1]", "[1|0]"),
        lambda order: order.replace(" ", "\t", 1),
        lambda order: order.replace(" ", "  ", 1),
        lambda order: order + " ",
        lambda order: order.replace("[", "[ ", 1),
    ],
    ids=["flipped tile", "tab", "two spaces", "trailing space", "inner space"],
)
def test_forgery_6_a_non_canonical_order_line(verify, respell) -> None:
    text = record_of(15, hands=1)
    verify.shown(*commitments(text))
    order = field(text, 1, "Order")
    forged = text.replace(f"Order: {order}", f"Order: {respell(order)}")
    assert forged != text
    status, lines, _ = verify(forged)
    assert status == 1
    assert lines == [
        f"hand 1 fails: line {line_number(text, f'Order: {order}')}: the order is not valid: "
        "it is written 'Order: ' and the tiles, one space apart"
    ] or lines[0].startswith(f"hand 1 fails: line {line_number(text, f'Order: {order}')}: ")


def test_forgery_7_a_false_seed_line(verify) -> None:
    text = record_of(16, with_seed=True)
    status, lines, _ = verify(text.replace("Seed: 16\n", "Seed: 17\n"))
    assert status == 1
    assert lines[0] == "hand 1 fails: the Seed line's seed 17 does not deal its secret"
    # A seed claimed for a match dealt from other secrets is as false.
    claimed = record_of(18, hands=1).replace("Target: 100\n", "Target: 100\nSeed: 18\n")
    assert verify(claimed)[0] == 0  # record_of deals from the seed's secrets: true
    claimed = record_of(18, hands=1).replace("Target: 100\n", "Target: 100\nSeed: 3\n")
    status, lines, _ = verify(claimed)
    assert status == 1 and lines[0].startswith("hand 1 fails: the Seed line's seed 3")


def test_forgery_8_a_truncated_record(verify) -> None:
    text = record_of(19, hands=3)
    verify.shown(*commitments(text))
    assert verify(text)[0] == 0
    lines = text.splitlines(keepends=True)
    first_hand = lines.index("Hand 1\n")
    for cut in range(1, len(lines)):
        status, _, err = verify("".join(lines[:cut]))
        assert status in (1, 2), cut
        if cut <= first_hand:  # no "Hand 1" line yet
            assert status == 2 and len(err.splitlines()) == 1
    half = text.encode("utf-8")[: len(text) // 2]
    assert verify(half)[0] == 1


def test_forgery_9_swapped_undrawn_stock_tiles_with_a_recomputed_commitment(verify) -> None:
    text = record_of(20, hands=1)
    verify.shown(*commitments(text))
    stock = field(text, 1, "Stock").split()
    a, b = stock[-1], stock[-2]  # the protected tiles: never drawn, so every turn still holds
    forged = swap_in_hand(text, 1, "Stock", a, b)
    order = field(text, 1, "Order").split()
    order[-1], order[-2] = order[-2], order[-1]
    forged = recommit(forged, 1, [Tile.parse(t) for t in order])
    status, lines, _ = verify(forged)
    stock_line = "Stock: " + field(forged, 1, "Stock")
    assert status == 1
    assert lines == [
        f"hand 1 fails: line {line_number(forged, stock_line)}: the stock is not the one "
        "committed at the deal"
    ]


def test_forgery_10_a_hand_dealt_again_under_another_number(verify) -> None:
    # Hand 3 (opened by the same seat as hand 1) dealt from hand 1's secret, and hand 1's
    # commitment, secret and order given for it: the commitment binds the hand's number.
    match, seals = sealed_match(21, hands=2)
    first = seals[0]
    again = DealSeal.from_secret(first.secret, DealTerms(match.rules, 3, 0))
    match = play_hand(match.next_dealt(again.deal()), random.Random(5))
    text = write_record(record_from_match(match, seals=[*seals, again]))
    verify.shown(*commitments(text))
    assert verify(text)[0] == 0  # the honest record: hand 3 has its own commitment
    old = f"Commitment: {again.commitment}"
    forged = text.replace(old, f"Commitment: {first.commitment}")
    status, lines, _ = verify(forged)
    assert status == 1
    assert lines[0].startswith(f"hand 3 fails: line {line_number(text, old)}: the commitment")


def test_forgery_11_a_made_up_record_with_a_seal_of_its_own(verify, record_text) -> None:
    # Everything consistent, a fresh secret: only the journal can tell, and it does.
    verify.shown(*commitments(record_text))
    made_up = record_of(22)
    status, lines, _ = verify(made_up)
    assert status == 1 and all("never showed" in line for line in lines)


def test_forgery_12_an_edited_secret_or_commitment(verify) -> None:
    text = record_of(23, hands=2)
    verify.shown(*commitments(text))
    secret = field(text, 2, "Secret")
    forged = text.replace(f"Secret: {secret}", "Secret: " + secret[::-1])
    status, lines, _ = verify(forged)
    assert status == 1 and lines[0].startswith("hand 2 fails: line ")
    commitment = field(text, 2, "Commitment")
    forged = text.replace(commitment, "f" * 64)
    status, lines, _ = verify(forged)
    assert status == 1 and lines[0].startswith(
        f"hand 2 fails: line {line_number(forged, 'Commitment: ' + 'f' * 64)}: the commitment"
    )


# -- older records and records of hands in play -----------------------------------------


def old_record(seed: int) -> str:
    """A record of format 1, as the game wrote it before the seal bound the deal: the
    order drawn by Python's ``random`` from the secret, the old commitment."""
    secret = seeded_secret(seed, 1)
    dealt = Match.new(Rules.standard(2), random.Random(int.from_bytes(secret, "big")), 0)
    text = write_record(record_from_match(play_hand(dealt, random.Random(seed))))
    seal = DealSeal(secret, old_order(secret))
    text = text.replace("Draw match record 2", "Draw match record 1")
    return with_seal(text, 1, seal.commitment, seal.secret_hex, seal.order_text)


def test_an_older_record_still_reads_but_is_never_ok(verify) -> None:
    text = old_record(24)
    record = read_record(text)
    assert record.hands[0].seal is not None and not record.hands[0].seal.binding
    verify.shown(*commitments(text))
    status, lines, _ = verify(text)
    assert status == 1
    assert lines == [
        "hand 1: it uses the old seal (a record of format 1), which does not bind the whole "
        "deal: it cannot be verified as binding"
    ]
    # An old seal's tiles are still checked when the record is read.
    swapped = text.replace(f"Secret: {field(text, 1, 'Secret')}", "Secret: " + "0" * 64)
    assert verify(swapped)[0] == 1


def test_a_record_round_trips_its_seals(record_text: str) -> None:
    record = read_record(record_text)
    assert write_record(record) == record_text
    assert all(hand.seal is not None and hand.seal.binding for hand in record.hands)


def test_a_hand_in_play_records_its_commitment_but_not_its_secret() -> None:
    match, seal = first_sealed(Rules.standard(2), 0, seeded_secret(3, 1))
    match = match.apply(match.hand.legal_actions()[0])
    text = write_record(record_from_match(match, seals=[seal]))
    assert f"Commitment: {seal.commitment}" in text
    assert seal.secret_hex not in text and "Order:" not in text
    assert read_record(text).hands[0].seal is None


def test_a_seal_of_another_hand_is_not_recorded() -> None:
    match, seals = sealed_match(25, hands=1)
    other = DealSeal.from_secret(seals[0].secret, DealTerms(match.rules, 2, 1))
    with pytest.raises(ValueError, match="not that hand's"):
        record_from_match(match, seals=[other])
