"""The course (issue 42): short lessons, each one idea played from a fixed position.

A lesson is data (``lessons.json`` beside this file): an engine position with seat 0 to
move, a goal of one of a few kinds, the actions that reach it and the text keys the page
says (``learn.*`` of the text tables, game/words). ``lessons.py`` reads them and judges a
play by the engine and, for endgames, the exact judge (game.puzzles.judge);
tests/test_learn.py proves every claim a lesson makes.

Nothing is imported here: the page loads the course only when it is opened
(import game.learn.lessons)."""
