"""Bots that think in another process: the one protocol the arena and the game share.

The arena runs each outside bot (someone else's code, maybe hostile) in a process of its
own (:mod:`drawgame.arena.calling`); the game runs its searching ``hard`` players, the
hint and the tutor in one (:mod:`drawgame.session.bot_process`) so that the window never
waits on Python's global lock. Both speak this protocol:

* :mod:`.protocol`: each request and reply kind, encoded as one JSON object a line (a
  view as :mod:`drawgame.engine.view_data` data, an action as its text, read back and
  checked by value; nothing is unpickled);
* :mod:`.framing`: one line each way, a reply no longer than ``MAX_REPLY`` and read
  within a time limit;
* :mod:`.errors`: one family of exceptions (a call failed, timed out, the child died, sent
  a bad reply, or could not load);
* :mod:`.process`: the parent's side, :class:`~.process.Child`: starts a ``python -c``
  that imports the same ``drawgame``, asks it, kills it after a failure;
* :mod:`.child`: the child's side: takes the pipes before anything else is imported,
  dies with its parent and serves a pluggable handler (:class:`~.child.Bots` keeps and
  calls bots; the arena serves an outside class, the game built-in strengths, hints and the tutor's
  verdicts).

No Qt here.
"""
