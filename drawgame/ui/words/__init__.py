"""Every sentence the game says: the narrator, hints, the review's words, help, the rules
text and the table described in words."""
