"""Puzzles: a position to solve, its desk and its box on the table."""
