"""A match in play, without widgets: the turn machine (Qt-free: commands in, effects out),
the take-back positions, the move log, the controller carrying the effects out as signals,
timers and bot requests, the keeper of matches (autosave, resume, statistics, records) and
the bot worker. Signals and facts, no sentences and no QtWidgets or QtGui
(tests/session/test_layering.py)."""
