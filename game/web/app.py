"""Start the web app inside the page (PyScript on Pyodide).

Phase 1 placeholder: proves the boot path end to end. The real app wires
input, rendering from the engine's view, and storage here.
"""

from __future__ import annotations


def start() -> None:
    from pyscript import document

    status = document.getElementById("status")
    if status is not None:
        status.textContent = "Ready"
    document.documentElement.classList.add("ready")
