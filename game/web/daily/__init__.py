"""The deal of the day."""
