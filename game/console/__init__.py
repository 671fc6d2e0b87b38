"""What runs from a terminal, never in the page: the AI arena (players.py, arena.py,
stats.py, report.py, cli.py), the levels' ratings and their fit (ratings.py, fit.py)
and terminal play (terminal.py). ``python -m game`` (game/__main__.py) is the entry
point; tools/gen_toml.py leaves this folder out of the page's files."""
