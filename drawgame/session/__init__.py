"""A match in play, without widgets: the controller, the keeper of matches (autosave, resume,
statistics, records), the move log's entries and the bot worker. Signals and facts, no
sentences and no QtWidgets or QtGui (tests/session/test_layering.py)."""
