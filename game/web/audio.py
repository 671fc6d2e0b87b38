"""The page's sounds, synthesized with the Web Audio API, and a vibration for a refused card.

No sound file is fetched: each cue (game.web.sound) is a few oscillator notes or a short
noise burst with an envelope, made when it plays, so the first visit downloads nothing
more and the page's ``default-src 'self'`` policy has nothing to allow (Web Audio makes no
request). Browsers start audio only after a user gesture: ``unlock`` makes (or resumes)
the AudioContext inside a tap or a key press; until then, and while the context is not
running, a cue is dropped rather than queued (a queue would burst out on the next tap).

Pure Python: the browser comes in as ``window``; nothing from ``js``, ``pyscript`` or
``pyodide`` is imported, so CPython tests it with a fake Web Audio.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from typing import Any

from .dom import JsObject
from .sound import CARD, END, LOST, REFUSED, TRICK, WON

VOLUME = 0.5  # the master gain: the cues are quiet beside a voice or music
NOISE_S = 0.08  # the card's noise burst, made once per page
VIBRATE_MS = 40  # a refused card: one short buzz, where the device has a vibrator
# The notes of the tunes (Hz), each (start offset s, frequency, length s, wave).
C4, EB4, G4, C5, D5, E5, G5, A5, C6 = (261.63, 311.13, 392.0, 523.25, 587.33, 659.25, 783.99,
                                        880.0, 1046.5)
TUNES: dict[str, tuple[tuple[float, float, float, str], ...]] = {
    TRICK: ((0.0, D5, 0.16, "triangle"), (0.07, A5, 0.2, "triangle")),
    WON: ((0.0, C5, 0.3, "triangle"), (0.1, E5, 0.3, "triangle"), (0.2, G5, 0.3, "triangle"),
          (0.3, C6, 0.5, "triangle")),
    LOST: ((0.0, G4, 0.4, "sine"), (0.16, EB4, 0.4, "sine"), (0.32, C4, 0.6, "sine")),
    END: ((0.0, G4, 0.35, "sine"), (0.14, C5, 0.5, "sine")),
}
# How long each cue holds the next one of the same render back (a card and the trick it
# ends, at no pause, play one after the other)
SPACING = {CARD: 0.1, TRICK: 0.25, WON: 0.8, LOST: 0.9, END: 0.6, REFUSED: 0.0}


class Audio:
    def __init__(self, window: JsObject) -> None:
        self.window = window
        self.ctx: Any = None  # the AudioContext, made in the first gesture with sound on
        self._out: Any = None  # the master gain every cue goes through
        self._noise: Any = None  # the card's noise, one buffer reused

    def unlock(self) -> None:
        """Inside a tap or a key press: the AudioContext is made, or resumed, as browsers
        allow only then."""
        try:
            if self.ctx is None:
                make = getattr(self.window, "AudioContext", None)
                if make is None:
                    return  # no Web Audio: the page stays silent
                self.ctx = make.new()
                self._out = self.ctx.createGain()
                self._out.gain.value = VOLUME
                self._out.connect(self.ctx.destination)
            if str(self.ctx.state) == "suspended":
                self.ctx.resume()
        except Exception:  # a browser that refuses audio: silence, never an error
            self.ctx = None

    def play(self, cues: Iterable[str]) -> None:
        """Each cue in turn (the vibration at once); nothing before ``unlock``."""
        cues = list(cues)
        if REFUSED in cues:
            self._vibrate()
        ctx = self.ctx
        if ctx is None or str(ctx.state) != "running":
            return
        t = float(ctx.currentTime) + 0.01
        for cue in cues:
            if cue == CARD:
                self._card(t)
            elif cue in TUNES:
                for offset, freq, length, wave in TUNES[cue]:
                    self._note(t + offset, freq, length, wave)
            t += SPACING.get(cue, 0.0)

    # -- the sounds ------------------------------------------------------------------
    def _envelope(self, t: float, peak: float, length: float) -> Any:
        """A gain that rises in 5 ms and dies away exponentially over ``length``."""
        gain = self.ctx.createGain()
        gain.gain.setValueAtTime(0.0001, t)
        gain.gain.exponentialRampToValueAtTime(peak, t + 0.005)
        gain.gain.exponentialRampToValueAtTime(0.0001, t + length)
        gain.connect(self._out)
        return gain

    def _note(self, t: float, freq: float, length: float, wave: str) -> None:
        osc = self.ctx.createOscillator()
        osc.type = wave
        osc.frequency.setValueAtTime(freq, t)
        osc.connect(self._envelope(t, 0.22, length))
        osc.start(t)
        osc.stop(t + length + 0.02)

    def _card(self, t: float) -> None:
        """A card laid on the felt: a noise burst through a band-pass (the snap) and a low
        falling thud."""
        ctx = self.ctx
        source = ctx.createBufferSource()
        source.buffer = self._noise_buffer()
        band = ctx.createBiquadFilter()
        band.type = "bandpass"
        band.frequency.setValueAtTime(1800, t)
        band.Q.setValueAtTime(0.8, t)
        source.connect(band)
        band.connect(self._envelope(t, 0.6, 0.07))
        source.start(t)
        source.stop(t + NOISE_S)
        thud = ctx.createOscillator()
        thud.type = "sine"
        thud.frequency.setValueAtTime(150, t)
        thud.frequency.exponentialRampToValueAtTime(80, t + 0.06)
        thud.connect(self._envelope(t, 0.3, 0.06))
        thud.start(t)
        thud.stop(t + 0.08)

    def _noise_buffer(self) -> Any:
        if self._noise is None:
            ctx = self.ctx
            n = int(float(ctx.sampleRate) * NOISE_S)
            buffer = ctx.createBuffer(1, n, ctx.sampleRate)
            noise = random.Random(66)  # the same burst every time (and in every test)
            samples = [round(noise.uniform(-1, 1), 3) for _ in range(n)]
            # one JS array in one call (not a proxy of a Python list, not n calls)
            buffer.getChannelData(0).set(self.window.JSON.parse(json.dumps(samples)))
            self._noise = buffer
        return self._noise

    def _vibrate(self) -> None:
        """A short buzz where the device has a vibrator (most phones but the iPhone)."""
        try:
            navigator = self.window.navigator
            if getattr(navigator, "vibrate", None) is not None:
                navigator.vibrate(VIBRATE_MS)
        except Exception:  # a browser that refuses: nothing
            pass
