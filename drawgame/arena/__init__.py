"""The arena: bots play whole matches against each other and the results are tallied.

Command line (``drawgame-arena`` or ``python -m drawgame.arena``)::

    drawgame-arena --bots greedy,random --matches 200 --seed 7
    drawgame-arena --players 3 --bots greedy,random,mybots.py:Clever --json
    drawgame-arena --bots greedy,mypackage.bots:Clever --on-error skip --move-timeout 1

A bot is a built-in name from :data:`drawgame.ai.BOTS` or an outside class given as
``path/to/file.py:Class`` or ``package.module:Class``, constructed without arguments.
Deals come from a secret no bot can work out from its tiles (:mod:`.seeding`): every
hand gets its own ``random.Random`` seeded by HMAC-SHA256 keyed by the run's secret (the
first hand's also draws the first opener by lot, R4), and every built-in bot one for its
match and seat. The secret is fresh for each run (told in the report at the end) unless
``--seed N`` or ``--seed-file FILE`` asks for the same games again. Outside bots get no
generator; they must seed their own randomness to be reproducible.

An outside bot runs in its own process, one per seat for the whole run: it gets its view
as data and answers with text, checked against the legal actions by value. With
``--move-timeout`` a bot that does not answer in time (constructing itself included) is
killed and a fresh process serves the next match. What it prints goes to stderr.

Benchmark scripts use the library API: :func:`run_arena`, :class:`ArenaReport`,
:func:`wilson_interval` and :func:`load_bot`.

Modules: :mod:`.report` (the report and the Wilson interval), :mod:`.seeding` (the
secret the deals come from), :mod:`.loading` (finding a bot), :mod:`.calling` (calling a
bot within the time limit; an outside bot's process), :mod:`.child` (what that process
serves), :mod:`.play` (playing the matches) and
:mod:`.cli` (the command). The protocol with the outside bot's process is
:mod:`drawgame.remote`'s, shared with the game's own bot process.

>>> report = run_arena(2, ["greedy", "random"], matches=2, seed=1)
>>> report.matches, sum(report.match_wins) + report.drawn_matches
(2, 2)
"""

from .cli import main
from .loading import ArenaError, load_bot, resolve_bot
from .play import BotFailure, RecordsFailed, run_arena
from .report import ArenaReport, wilson_interval

__all__ = [
    "ArenaError",
    "ArenaReport",
    "BotFailure",
    "RecordsFailed",
    "load_bot",
    "main",
    "resolve_bot",
    "run_arena",
    "wilson_interval",
]
