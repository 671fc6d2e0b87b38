"""The help dialog: the rules of the table being played, and the match's seed."""
