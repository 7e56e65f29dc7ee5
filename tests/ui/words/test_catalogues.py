"""The catalogues as a native reader signed them (issue 34: the round-four re-read and the
second reading, docs/words-round5.md): every fix is in, the wording it replaced is gone,
and each translator note sits on the message it describes (lupdate gives a ``#:`` comment
to the next string it finds, wherever it is)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def catalogue(code: str) -> dict[tuple[str, str], ET.Element]:
    """(context, source) → message, of translations/drawgame_``code``.ts."""
    tree = ET.parse(ROOT / "translations" / f"drawgame_{code}.ts")
    return {
        (context.findtext("name") or "", message.findtext("source") or ""): message
        for context in tree.getroot().iter("context")
        for message in context.iter("message")
    }


def translation(message: ET.Element) -> str:
    forms = [form.text or "" for form in message.iter("numerusform")]
    return forms[0] if forms else message.findtext("translation") or ""


#: (language, context, source, the translation the re-read asked for), T1–T36 and I1–I40
#: (where the catalogue words a row otherwise than the review, issue 34's note says why),
#: then the second reading's rows (docs/words-round5.md; three of its Turkish tooltips
#: replace round four's wording of the same messages).
FIXES = [
    tuple(row)
    for row in json.loads((Path(__file__).with_name("catalogue_fixes.json")).read_text("utf-8"))
]


@pytest.mark.parametrize(("code", "context", "source", "wanted"), FIXES)
def test_the_native_re_reads_fixes_are_in(code, context, source, wanted):
    message = catalogue(code).get((context, source))
    assert message is not None, (context, source)
    assert translation(message) == wanted


#: Wording the re-read rejected, found nowhere in the catalogue any more.
REJECTED = {
    "tr": [
        "en düşük toplamla",  # "with the lowest total, Bot 1 …"
        "istatistiklerinize sayılmaz",
        "istatistiklere sayılmayacak",
        "Bütün maç",
        "Skorlar",
        "için skorlar",
        "&Rakipler:",
        "veya üstü",
        "tartıl",  # weighing on scales
        "veya kötüsü",
        "neye mal",
        "kaydını kaydet",
        "Kaydı &farklı",
        "Kısaca kurallar",
        "karşılaşma'da",
        "Draw'a",
        "D'ye",
        "H'ye",
        # the second reading (docs/words-round5.md)
        "Pratik durum",  # "your practical situations"
        "pratik yap",  # the practice is "alıştırma"
        "nokta ile bitiriyorsunuz",  # "eli bitirmek" is going out
        "sırada olan şu",
        "İsabet",  # accuracy is "Doğruluk"
        "<translation>%1 %2 taşını",  # the name's number runs into the tile
        "lerleme",  # an unselected tab clips the dot of "İlerleme" (X11): "Gelişim"
    ],
    "id": [
        "Langkah ini kehilangan",  # the move loses the points, not you
        "Membuka dengan %1 kehilangan",
        "sekarang kehilangan",
        "yang kehilangan",
        "Satu-satunya langkah",
        "<translation>melewatkan giliran</translation>",  # the review's pass
        "antara Anda dan %1",
        "memuat angka %1, yang",
        "menunjukkan %2",
        "atau ambil atau",
        "berapa harga",
        "pelewatan giliran",
        "margin galat",
        "95% yakin",
        "&Lawan:",
        "&Jelaskan meja",
        "belum melangkah",
        "Terbaik: lewati<",
        # the second reading (docs/words-round5.md)
        "tempat sebuah langkah",  # "where a move loses"
        "%1 kehilangan %2 poin",  # the move as the one who loses
        "ditimbang",  # weighing on scales
        "Menimbang",
        "terukur",  # "measurable", not "was measured"
        "terlalu tipis",
        "saat ada angka",
    ],
}


@pytest.mark.parametrize("code", ["tr", "id"])
def test_the_rejected_wording_is_gone(code):
    text = (ROOT / "translations" / f"drawgame_{code}.ts").read_text(encoding="utf-8")
    text = text.replace("&amp;", "&").replace("&apos;", "'")
    left = [phrase for phrase in REJECTED[code] if phrase in text]
    assert not left, left


#: Every translator note the catalogues hold: (context, source) → words of its note. A note
#: lupdate gives to the wrong message (a developer's ``#:`` comment above the next string)
#: fails here.
NOTES = {
    ("Notices", "Draw"): "game's name",
    ("TurnBar", "Draw"): "draws a tile",
    ("TryItDialog", "Draw"): "draws a tile",
    ("PegBoard", "Bright peg: the score now; pale peg: before the last hand."): "pegs",
    ("Review", "draw"): "Played column",
    ("Review", "pass"): "Played column",
    ("Review", "Only move"): "no choice",
    ("ScoreSheetModel", "Total/%1"): "out of the target",
    ("StatusNews", "Record kept in %1 (Game → Open record…)."): "folder",
    (
        "Rules",
        "Draw is a game for two to four players, each playing alone, offered as an extra "
        "choice outside the Fives family. Placing tiles scores nothing. You may draw even when "
        "you hold a playable tile, but the last two tiles of the stock stay untouched. Score "
        "the pips of the tiles left by going out or by winning a blocked hand.",
    ): "rule text",
    ("QMessageBox", None): "licence",  # Qt's licence paragraph (its source is long)
}


@pytest.mark.parametrize("code", ["tr", "id"])
def test_each_translator_note_sits_on_the_message_it_describes(code):
    noted = {
        key: message.findtext("extracomment") or ""
        for key, message in catalogue(code).items()
        if message.find("extracomment") is not None
    }
    found = {}
    for (context, source), note in noted.items():
        key = (
            (context, None)
            if context == "QMessageBox" and "toolkit" in source
            else (
                context,
                source,
            )
        )
        found[key] = note
    assert set(found) == set(NOTES), set(found) ^ set(NOTES)
    for key, words in NOTES.items():
        assert words in found[key].replace("&apos;", "'"), (key, found[key])


#: A call lupdate reads a string from.
TR_CALL = re.compile(r"\b(tr|translate|QT_TRANSLATE_NOOP|QT_TR_NOOP)\(")


def test_a_hash_colon_comment_is_only_ever_a_translator_note():
    """In a module with translated strings a ``#:`` comment is a note for translators: it
    stands right above the line that holds the call (or the call's first string). Notes for
    developers there are plain ``#`` comments, which lupdate leaves alone."""
    misplaced = []
    for path in sorted((ROOT / "drawgame").rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        if not any(TR_CALL.search(line) for line in lines):
            continue
        for number, line in enumerate(lines):
            if not line.lstrip().startswith("#:"):
                continue
            following = next(
                (later for later in lines[number + 1 :] if not later.lstrip().startswith("#:")),
                "",
            ).lstrip()
            if not (TR_CALL.search(following) or following.startswith(('"', "'"))):
                misplaced.append(f"{path.relative_to(ROOT)}:{number + 1}: {line.strip()}")
    assert not misplaced, misplaced


@pytest.mark.parametrize("code", ["tr", "id"])
def test_no_translation_doubles_a_space_or_adds_one_at_an_edge(code):
    """A doubled space reads as a slip ("Dimainkan:  membuka" was seen in Indonesian); a
    space at a translation's edge that its source lacks shows as one when it is joined."""
    found = []
    for (context, source), message in catalogue(code).items():
        element = message.find("translation")
        forms = [f.text or "" for f in element.iter("numerusform")] if element is not None else []
        for text in forms or [translation(message)]:
            if "  " in text and "  " not in source:
                found.append((context, source, text))
            for edge in (str.startswith, str.endswith):
                if text and edge(text, " ") and not edge(source, " "):
                    found.append((context, source, text))
    assert found == []
