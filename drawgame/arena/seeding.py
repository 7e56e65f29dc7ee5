"""Where the arena's deals come from: a secret no bot can work out from what it sees.

Every hand of every match is dealt from its own secret, 256 bits of HMAC-SHA256 keyed by
the run's secret (:class:`ArenaSeed`), shuffled exactly as the game shuffles a hand's secret
(:class:`~drawgame.engine.seal.DealSeal`): a record of the match carries each hand's
commitment, secret and order, so ``drawgame verify`` checks its deals. Without the key, a bot that
sees its own tiles, or the whole deal of a finished match, learns nothing about any other
deal: there is no small public seed to try one by one.

The secret is, by default, 32 fresh random bytes (:mod:`secrets`) for each run, told only
in the report at the end of the run. ``--seed N`` makes a run reproducible; the number is
on the command line, so a bot that guesses it (a small number is quickly guessed) can
deal the hands itself: a secret seed goes in a file (``--seed-file FILE``, any text, such
as ``python3 -c "import secrets; print(secrets.token_hex(32))"``).
``--seed N`` and a file holding ``N`` play the same games.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from drawgame.engine.seal import DealSeal, DealTerms
from drawgame.storage.atomic import FileTooLarge, read_limited

from .loading import ArenaError

__all__ = ["MAX_SEED_FILE_BYTES", "ArenaSeed"]

#: A seed file is a short secret, not a data file.
MAX_SEED_FILE_BYTES: Final = 4096
#: Separates the arena's keys from any other use of the same secret.
_DOMAIN: Final = b"drawgame-arena seed v2"
#: What ``str.strip`` would take away from a seed file, as bytes (the newline an editor adds).
_SPACE: Final = b" \t\r\n\v\f"


@dataclass(frozen=True)
class ArenaSeed:
    """The secret a run's deals come from (never shown by ``repr``).

    ``seed`` is the public ``--seed`` number it was made from, ``None`` if it came from a
    file or is fresh; ``fresh`` tells a new secret, which :attr:`revealed` gives (as text
    for a seed file) once the run is over.
    """

    key: bytes = field(repr=False)
    seed: int | None = None
    from_file: bool = False
    revealed: str | None = field(default=None, repr=False)

    @classmethod
    def from_material(
        cls,
        material: bytes,
        *,
        seed: int | None = None,
        from_file: bool = False,
        revealed: str | None = None,
    ) -> ArenaSeed:
        """The seed whose secret is ``material`` (the text of the number, of the file...)."""
        key = hmac.new(_DOMAIN, material, hashlib.sha256).digest()
        return cls(key, seed, from_file, revealed)

    @classmethod
    def fresh(cls) -> ArenaSeed:
        """A new secret, different for every run."""
        text = secrets.token_hex(32)
        return cls.from_material(text.encode("ascii"), revealed=text)

    @classmethod
    def number(cls, seed: int) -> ArenaSeed:
        """The reproducible seed of ``--seed`` (public: anyone may know it)."""
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ArenaError(f"--seed must be a whole number, not {seed!r}")
        return cls.from_material(str(seed).encode("ascii"), seed=seed)

    @classmethod
    def file(cls, path: Path | str) -> ArenaSeed:
        """The secret in the file at ``path``: a regular file of at most
        :data:`MAX_SEED_FILE_BYTES`, not blank; spaces and newlines around it do not
        count. :class:`ArenaError` in one line if it cannot be used."""
        where = str(path)
        try:
            data = read_limited(Path(path), MAX_SEED_FILE_BYTES)
        except FileTooLarge:
            raise ArenaError(
                f"--seed-file: {where!r} is larger than {MAX_SEED_FILE_BYTES} bytes"
            ) from None
        except OSError as error:
            why = error.strerror or str(error)
            raise ArenaError(f"--seed-file: cannot read {where!r} ({why})") from None
        except ValueError as error:  # a NUL in the name
            raise ArenaError(f"--seed-file: cannot read {where!r} ({error})") from None
        if data is None:
            raise ArenaError(f"--seed-file: no file {where!r}")
        material = data.strip(_SPACE)
        if not material:
            raise ArenaError(f"--seed-file: {where!r} is empty")
        return cls.from_material(material, from_file=True)

    @property
    def source(self) -> str:
        """Where the secret came from, for the report: ``"--seed"``, ``"--seed-file"``
        or ``"fresh"``."""
        if self.seed is not None:
            return "--seed"
        return "--seed-file" if self.from_file else "fresh"

    def _digest(self, label: str) -> bytes:
        return hmac.new(self.key, label.encode("ascii"), hashlib.sha256).digest()

    def _generator(self, label: str) -> random.Random:
        return random.Random(int.from_bytes(self._digest(label), "big"))

    def hand_seal(self, match: int, terms: DealTerms) -> DealSeal:
        """The seal of the hand of ``terms`` (its number, 1 for the first) of match
        ``match`` (0 for the first): the hand's own secret, a keyed hash of the run's,
        shuffled as the game shuffles (:meth:`DealSeal.from_secret`). Telling it once the
        match is over tells nothing of the run's secret, nor of another hand's."""
        secret = self._digest(f"match {match} hand {terms.hand} secret")
        return DealSeal.from_secret(secret, terms)

    def first_opener(self, match: int, players: int) -> int:
        """The seat that opens the first hand of match ``match``, drawn by lot (R4)."""
        return self._generator(f"match {match} opener").randrange(players)

    def bot_rng(self, match: int, seat: int) -> random.Random:
        """The generator a built-in bot in ``seat`` gets for match ``match``."""
        return self._generator(f"match {match} seat {seat} bot")
