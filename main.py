"""Page entry point, loaded by index.html through PyScript."""

from game.web.app import start

start()
