"""What a player keeps beyond one deal: the match (deals to a target), the store
(versioned records through a backend the page hands in) and the statistics. No browser
code: the page passes its storage in.
"""
