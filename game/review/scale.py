"""The review's scale, as numbers only (no engine, no AI: the page's help imports it at
start-up): what counts as rounding, the most a deal can give, the marks' bounds and the
accuracy's half-life. docs/DEVELOPING.md "The deal review" says why these values.
"""

NOISE = 0.005  # costs below this are rounding, not a loss (for the verdict's "biggest")
# A gap between the best result within reach and the actual one below this is none (the
# summary shows tenths: it would read 0.0): the deal gave the most it could.
REACHED = 0.05
# The most game points a deal can give the player (the best result within reach is never
# said to be more). Two players: 1, 2 or 3 (docs/RULES.md "Game points for a deal",
# Schnapsen the same); three players: the winner scores 1 to 3 from each of the other two, 2 to 6.
MAX_GAME_POINTS = 3
MAX_GAME_POINTS_THREE = 6
# Marks, as in a chess analysis, by expected game points lost (a cost at least the bound).
# The scale: a deal is worth 1 to 3 game points, so the smallest swing between winning and
# losing a deal is 2; an inaccuracy gives away 5% of it, a mistake 15%, a blunder 30%.
MARKS = (("blunder", 0.6), ("mistake", 0.3), ("inaccuracy", 0.1))
# In a match (issue 44) the marks and the accuracy follow the match chance lost instead.
# At 0-0 one game point is worth about 8% of the match (game/ai/equity.json: traditional
# 0-0 50%, one point up 58%), so these bounds are the game-point bounds at the match's
# start; late in a match the same chance lost is a far smaller or far larger slip in
# game points, which is the point: it is the match that is won or lost.
MATCH_MARKS = (("blunder", 0.05), ("mistake", 0.025), ("inaccuracy", 0.008))
HALF_ACCURACY_MATCH = 0.05
MATCH_NOISE = 0.0005  # a match chance spread below this is no real choice (routine)
# A gap in match chance below this is none (the summary shows whole percents).
MATCH_REACHED = 0.005
# A decision's accuracy is 100 * 2 ** (-cost / HALF_ACCURACY): 100 for the Expert's choice,
# 50 for a cost at the blunder bound, 25 for twice that; a deal's accuracy is the mean over
# its real decisions (``Decision.routine`` ones left out).
HALF_ACCURACY = 0.6

__all__ = ["HALF_ACCURACY", "HALF_ACCURACY_MATCH", "MARKS", "MATCH_MARKS", "MATCH_NOISE",
           "MATCH_REACHED", "MAX_GAME_POINTS", "MAX_GAME_POINTS_THREE", "NOISE", "REACHED"]
