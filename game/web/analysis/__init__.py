"""The analysis: a position set up from what one player knows, and the advice."""
