"""Statistics and rating."""
