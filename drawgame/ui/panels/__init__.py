"""The panels around the table: scores, the move log, the peg board, the tile counter, the
bar under the table, the hand's summary and the hint on show."""
