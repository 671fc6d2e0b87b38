"""Print one line and mark the page ready: the runtime's own boot cost."""

from pyscript import document

print("bare: hello from Python")
document.documentElement.classList.add("ready")
