"""Seats and people on the page: where each seat sits and which hooks it writes (layout.py,
one entry per engine table), and who the people are and what each seat is called
(people.py)."""
