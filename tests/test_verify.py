"""Deals anyone can verify (issue 20): each hand's tile order comes from a secret, the game
commits to both with SHA-256 when the hand is dealt and reveals them when it is over; the
record holds both and ``drawgame verify FILE`` checks every hand."""

from __future__ import annotations

import hashlib
import random
import re
from pathlib import Path

import pytest

from drawgame.app import main
from drawgame.engine import Match, Rules
from drawgame.engine.record import RecordError, record_from_match, write_record
from drawgame.engine.record_reader import read_record
from drawgame.session.deals import new_seal

ROOT = Path(__file__).resolve().parents[1]


def sealed_match(seed: int, players: int = 2) -> tuple[Match, list]:
    """A whole match dealt as the game deals it with ``--seed seed``, played at random."""
    rules = Rules.standard(players)
    rng = random.Random(seed)
    seals = [new_seal(seed, 1)]
    match = Match.new(rules, seals[0].shuffler(seals[0].secret), 0)
    while True:
        while not match.hand.is_over:
            match = match.apply(rng.choice(match.hand.legal_actions()))
        if match.result is not None:
            return match, seals
        seals.append(new_seal(seed, match.hand_number + 1))
        match = match.next_hand(seals[-1].shuffler(seals[-1].secret))


@pytest.fixture(scope="module", params=[2, 4])
def record_text(request: pytest.FixtureRequest) -> str:
    match, seals = sealed_match(5, request.param)
    return write_record(record_from_match(match, seed=5, seals=seals))


def test_the_commitment_checks_with_hashlib_alone(record_text: str) -> None:
    # Only the record's text and hashlib: no drawgame code in the check.
    hands = record_text.split("\nHand ")[1:]
    assert hands
    for hand in hands:
        fields = dict(line.split(": ", 1) for line in hand.splitlines()[1:] if ": " in line)
        data = f"{fields['Secret']}\n{fields['Order']}\n".encode("ascii")
        assert hashlib.sha256(data).hexdigest() == fields["Commitment"]
        order = fields["Order"].split()
        deals = [v.split() for k, v in fields.items() if k.startswith("Deal ")]
        size = len(deals[0])
        for seat, tiles in enumerate(deals):
            assert sorted(order[seat * size : (seat + 1) * size]) == sorted(tiles)
        assert order[len(deals) * size :] == fields["Stock"].split()


def test_the_documented_recipe_is_the_byte_format(record_text: str) -> None:
    readme = (ROOT / "docs" / "records.md").read_text(encoding="utf-8")
    assert "printf '%s\\n%s\\n' SECRET 'ORDER' | sha256sum" in readme
    secret = re.search(r"^Secret: (\S+)$", record_text, re.M)
    order = re.search(r"^Order: (.+)$", record_text, re.M)
    commitment = re.search(r"^Commitment: (\S+)$", record_text, re.M)
    assert secret and order and commitment
    # printf '%s\n%s\n' SECRET 'ORDER': the secret, a newline, the order, a newline.
    printed = "%s\n%s\n" % (secret.group(1), order.group(1))  # noqa: UP031
    assert hashlib.sha256(printed.encode()).hexdigest() == commitment.group(1)


def test_verify_says_ok_for_every_hand(record_text: str, tmp_path: Path, capsys) -> None:
    path = tmp_path / "match.txt"
    path.write_text(record_text, encoding="utf-8")
    assert main(["verify", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    hands = record_text.count("\nHand ")
    assert lines == [f"hand {n}: ok" for n in range(1, hands + 1)]


def tampered(text: str, hand: int, change) -> str:
    parts = text.split("\nHand ")
    parts[hand] = change(parts[hand])
    return "\nHand ".join(parts)


def swap_two_tiles_of_the_order(hand: str) -> str:
    def swap(m: re.Match[str]) -> str:
        tiles = m.group(1).split()
        tiles[0], tiles[-1] = tiles[-1], tiles[0]
        return "Order: " + " ".join(tiles)

    return re.sub(r"^Order: (.+)$", swap, hand, flags=re.M)


def change_the_secret(hand: str) -> str:
    def change(m: re.Match[str]) -> str:
        return "Secret: " + ("0" if m.group(1)[0] != "0" else "1") + m.group(1)[1:]

    return re.sub(r"^Secret: (\S+)$", change, hand, flags=re.M)


@pytest.mark.parametrize("change", [swap_two_tiles_of_the_order, change_the_secret])
def test_a_tampered_hand_fails_verify_naming_it(
    record_text: str, tmp_path: Path, capsys, change
) -> None:
    text = tampered(record_text, 2, change)
    with pytest.raises(RecordError, match="commitment"):
        read_record(text)  # reading checks the seals too
    path = tmp_path / "match.txt"
    path.write_text(text, encoding="utf-8")
    assert main(["verify", str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "hand 1: ok"
    assert lines[1].startswith("hand 2: ") and "commitment" in lines[1]


def test_an_order_that_is_not_the_deal_fails(tmp_path: Path, capsys) -> None:
    # A consistent secret and order, but not those of the deal recorded.
    match, seals = sealed_match(6)
    seals[0] = new_seal(99, 1)
    text = write_record(record_from_match(match, seals=seals))
    assert f"Commitment: {seals[0].commitment}" in text
    with pytest.raises(RecordError, match="not the deal"):
        read_record(text)
    path = tmp_path / "match.txt"
    path.write_text(text, encoding="utf-8")
    assert main(["verify", str(path)]) == 1
    assert "hand 1: the order is not the deal" in capsys.readouterr().out


@pytest.mark.parametrize("content", [None, "not a record\n", b"\xff\xfe"])
def test_a_bad_file_exits_2_in_one_line(tmp_path: Path, capsys, content) -> None:
    path = tmp_path / "match.txt"
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    elif content is not None:
        path.write_bytes(content)
    assert main(["verify", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.splitlines()) == 1 and "Traceback" not in captured.err


def test_an_older_record_still_reads_and_verify_names_its_hands(tmp_path: Path, capsys) -> None:
    match, seals = sealed_match(7)
    text = write_record(record_from_match(match, seed=7, seals=seals))
    old = "\n".join(
        line
        for line in text.splitlines()
        if not line.startswith(("Commitment:", "Secret:", "Order:"))
    )
    record = read_record(old + "\n")
    assert record.to_match() == match
    assert all(hand.commitment is None and hand.seal is None for hand in record.hands)
    path = tmp_path / "old.txt"
    path.write_text(old + "\n", encoding="utf-8")
    assert main(["verify", str(path)]) == 1
    assert capsys.readouterr().out.splitlines()[0] == (
        "hand 1: no commitment was recorded when the hand was dealt"
    )


def test_a_record_round_trips_its_seals(record_text: str) -> None:
    record = read_record(record_text)
    assert write_record(record) == record_text
    assert all(hand.seal is not None for hand in record.hands)


def test_a_hand_in_play_records_its_commitment_but_not_its_secret() -> None:
    seal = new_seal(3, 1)
    match = Match.new(Rules.standard(2), seal.shuffler(seal.secret), 0)
    match = match.apply(match.hand.legal_actions()[0])
    text = write_record(record_from_match(match, seals=[seal]))
    assert f"Commitment: {seal.commitment}" in text
    assert seal.secret_hex not in text and "Order:" not in text
    assert read_record(text).hands[0].seal is None
