"""localStorage as a game.play.store backend that never throws.

A browser may refuse storage (private mode, quota, blocked cookies): every
failure is caught, remembered as a sentence for the page, and the game goes on
with an in-memory copy so nothing of the current visit is lost.
"""

from __future__ import annotations

from game.play.store import MemoryBackend
from game.words import Words

from .dom import JsObject


def reason(words: Words, error: BaseException) -> str:
    """A short, plain reason for a storage failure, in ``words``. Browsers throw
    DOMExceptions, which reach Python as JsException texts like "QuotaExceededError: Failed
    to execute..." or "(A value of type object with tag [object DOMException] was
    thrown...)"."""
    text = f"{getattr(error, 'name', '')} {error}"
    if "Quota" in text:
        return words.say("storage.full")
    if "Security" in text or "denied" in text.lower() or "DOMException" in text:
        return words.say("storage.blocked")
    first = str(error).splitlines()[0] if str(error) else type(error).__name__
    return first[:60] + ("…" if len(first) > 60 else "")


class SafeLocalStorage:
    def __init__(self, window: JsObject, area: str = "localStorage") -> None:
        """``area``: localStorage, or sessionStorage (the tab's own, kept over a reload)."""
        self.memory = MemoryBackend()
        self.error: BaseException | None = None  # the last refusal, worded when shown
        self.ls = None
        try:
            ls = getattr(window, area)
            ls.getItem("sixtysix.probe")
            self.ls = ls
        except Exception as e:  # SecurityError and friends
            self._fail(e)

    def _fail(self, error: Exception) -> None:
        self.error = error

    def problem(self, words: Words) -> str:
        """'' or the sentence for the player, in ``words`` (the page's as it is shown)."""
        return "" if self.error is None else words.say("storage.problem",
                                                       why=reason(words, self.error))

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

    def get_shared(self, key: str) -> str | None:
        """The stored value as every tab sees it now (not this visit's own copy)."""
        if self.ls is None:
            return self.memory.get(key)
        try:
            value = self.ls.getItem(key)
        except Exception:
            return None
        return value if isinstance(value, str) else None

    def set(self, key: str, text: str) -> bool:
        """Write ``text``; False if the browser refused it (this visit keeps it in memory)."""
        self.memory.set(key, text)
        if self.ls is None:
            return False
        try:
            self.ls.setItem(key, text)
        except Exception as e:
            self._fail(e)
            return False
        return True

    def remove(self, key: str) -> None:
        self.memory.remove(key)
        if self.ls is None:
            return
        try:
            self.ls.removeItem(key)
        except Exception as e:
            self._fail(e)
