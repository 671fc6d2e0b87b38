"""The rules engine: cards, rule presets (``Rules``), a deal's state and a player's view
for every table (two players here, three in ``three/``, Schnapsen as a preset), the
events an action reports, and positions as JSON. It imports nothing else of ``game``:
the AI, the review, the match layer and the page stand on it (``game.engine.table``
is the shape they read).
"""
