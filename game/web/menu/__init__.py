"""The menu: the game's other rooms, each entry with a line on what it holds now."""
