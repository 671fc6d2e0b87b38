"""The review of a finished deal: the player's decisions and what each cost."""
