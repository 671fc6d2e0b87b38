"""Computer players for three (docs/RULES.md §5). Each decides from its own seat's view.

``roster.py`` registers them with game/ai/bots.py: gentle, normal and sharp
(``classic``, §4 as §5.7 reads it, with the end of the deal searched: ``ladder``),
the same three exactly as §5.7 (``classic-gentle``, ``classic-normal``,
``classic-sharp``: arena players), ``rollout`` (a reference player, not a page level)
and ``expert`` (game/ai/three/expert.py: ``choose_expert3(view, seed)``).
"""
