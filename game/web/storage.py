"""localStorage as a game.store backend that never throws.

A browser may refuse storage (private mode, quota, blocked cookies): every
failure is caught, remembered as a sentence for the page, and the game goes on
with an in-memory copy so nothing of the current visit is lost.
"""

from __future__ import annotations

from game.store import MemoryBackend

PROBLEM = ("This browser refused to save the game ({why}). You can keep playing, "
           "but the match and best score will not survive a reload.")


def reason(error: BaseException) -> str:
    """A short, plain reason for a storage failure. Browsers throw DOMExceptions, which
    reach Python as JsException texts like "QuotaExceededError: Failed to execute..." or
    "(A value of type object with tag [object DOMException] was thrown...)"."""
    text = f"{getattr(error, 'name', '')} {error}"
    if "Quota" in text:
        return "its storage for this site is full"
    if "Security" in text or "denied" in text.lower() or "DOMException" in text:
        return "storage is blocked for this site"
    first = str(error).splitlines()[0] if str(error) else type(error).__name__
    return first[:60] + ("…" if len(first) > 60 else "")


class SafeLocalStorage:
    def __init__(self, window) -> None:
        self.memory = MemoryBackend()
        self.problem = ""
        self.ls = None
        try:
            ls = window.localStorage
            ls.getItem("sixtysix.probe")
            self.ls = ls
        except Exception as e:  # SecurityError and friends
            self._fail(e)

    def _fail(self, error: Exception) -> None:
        self.problem = PROBLEM.format(why=reason(error))

    def get(self, key: str) -> str | None:
        if key in self.memory.data:
            return self.memory.get(key)
        if self.ls is None:
            return None
        try:
            value = self.ls.getItem(key)
        except Exception as e:
            self._fail(e)
            return None
        return value if isinstance(value, str) else None  # JS null is not a str

    def set(self, key: str, text: str) -> None:
        self.memory.set(key, text)
        if self.ls is None:
            return
        try:
            self.ls.setItem(key, text)
        except Exception as e:
            self._fail(e)

    def remove(self, key: str) -> None:
        self.memory.remove(key)
        if self.ls is None:
            return
        try:
            self.ls.removeItem(key)
        except Exception as e:
            self._fail(e)
