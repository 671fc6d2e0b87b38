"""Page entry point, loaded by index.html through PyScript.

Start-up either reaches a playable table (``html.ready``) or the recovery
screen (``html.recovery``): any exception on the way is caught here.
"""

try:
    from game.web.app import start

    start()
except Exception as error:  # noqa: BLE001 - the one start-up boundary
    from game.web.recovery import recover

    recover(error)
