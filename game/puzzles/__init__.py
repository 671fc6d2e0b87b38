"""Puzzles from the solver (issue 22): endgame positions in which exactly one first play
keeps the most game points, generated from seeds by ``tools/make_puzzles.py`` and solved
exactly. ``puzzle.py`` is the value, ``judge.py`` the exact verdict on a play and the
opponents' replies, ``builtin.json`` the generated set, ``library.py`` loads it.

Every hand is open: the page shows the opponents' cards face up. With two players that
is what a careful player knows anyway once the stock is used up (the unseen cards are
the opponent's hand); with three it is not (the unseen cards are split between two
hands), so there the puzzle says so, and its value is what the player can guarantee
when both opponents play together against them (the "paranoid" exact search).

Nothing is imported here: the page loads the set and the solvers only when a puzzle is
wanted (import game.puzzles.library, game.puzzles.judge)."""
