// The page's sounds, synthesized with the Web Audio API, and a vibration for a refused
// card. The game names the cues (game/web/sound.py: which sound an action makes); this
// plays them, on the page's thread, wherever the Python runs.
//
// No sound file is fetched: each cue is a few oscillator notes or a short noise burst
// with an envelope, made when it plays, so the first visit downloads nothing more and the
// page's `default-src 'self'` policy has nothing to allow (Web Audio makes no request).
// Browsers start audio only in a user gesture: a tap or a key makes (or resumes) the
// AudioContext when the sound is on (`<html data-sound="on">`, written from the settings)
// or when this tap may turn it on (the menu's switch, the settings' Apply with Sounds
// ticked); until then, and while the context is not running, a cue is dropped rather than
// queued (a queue would burst out on the next tap).

export const VOLUME = 0.5; // the master gain: the cues are quiet beside a voice or music
export const NOISE_S = 0.08; // the card's noise burst, made once per page
export const VIBRATE_MS = 40; // a refused card: one short buzz, where there is a vibrator
// the notes of the tunes (Hz), each [start offset s, frequency, length s, wave]
const [C4, EB4, G4, C5, D5, E5, G5, A5, C6] = [261.63, 311.13, 392.0, 523.25, 587.33,
  659.25, 783.99, 880.0, 1046.5];
export const TUNES = {
  trick: [[0.0, D5, 0.16, "triangle"], [0.07, A5, 0.2, "triangle"]],
  won: [[0.0, C5, 0.3, "triangle"], [0.1, E5, 0.3, "triangle"], [0.2, G5, 0.3, "triangle"],
    [0.3, C6, 0.5, "triangle"]],
  lost: [[0.0, G4, 0.4, "sine"], [0.16, EB4, 0.4, "sine"], [0.32, C4, 0.6, "sine"]],
  end: [[0.0, G4, 0.35, "sine"], [0.14, C5, 0.5, "sine"]],
};
// how long each cue holds the next one of the same call back (a card and the trick it
// ends, at no pause, play one after the other)
export const SPACING = { card: 0.1, trick: 0.25, won: 0.8, lost: 0.9, end: 0.6, refused: 0 };

// the same burst every time (a small generator with a fixed seed, not Math.random)
function noiseSamples(n) {
  let state = 66;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out[i] = (state / 1073741824) - 1;
  }
  return out;
}

export class Sound {
  constructor(scope = globalThis) {
    this.scope = scope;
    this.ctx = null; // the AudioContext, made in the first gesture with sound on
    this.out = null; // the master gain every cue goes through
    this.noise = null; // the card's noise, one buffer reused
  }

  // Inside a tap or a key press: the AudioContext is made, or resumed.
  unlock() {
    try {
      if (!this.ctx) {
        const Make = this.scope.AudioContext;
        if (!Make) return; // no Web Audio: the page stays silent
        this.ctx = new Make();
        this.out = this.ctx.createGain();
        this.out.gain.value = VOLUME;
        this.out.connect(this.ctx.destination);
      }
      if (this.ctx.state === "suspended") this.ctx.resume();
    } catch (e) { // a browser that refuses audio: silence, never an error
      this.ctx = null;
    }
  }

  // Each cue in turn (the vibration at once); nothing before unlock().
  play(cues) {
    if (cues.includes("refused")) this.vibrate();
    const ctx = this.ctx;
    if (!ctx || ctx.state !== "running") return;
    let t = ctx.currentTime + 0.01;
    for (const cue of cues) {
      if (cue === "card") this.card(t);
      else for (const [offset, freq, length, wave] of TUNES[cue] || []) {
        this.note(t + offset, freq, length, wave);
      }
      t += SPACING[cue] || 0;
    }
  }

  // a gain that rises in 5 ms and dies away exponentially over `length`
  envelope(t, peak, length) {
    const gain = this.ctx.createGain();
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(peak, t + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + length);
    gain.connect(this.out);
    return gain;
  }

  note(t, freq, length, wave) {
    const osc = this.ctx.createOscillator();
    osc.type = wave;
    osc.frequency.setValueAtTime(freq, t);
    osc.connect(this.envelope(t, 0.22, length));
    osc.start(t);
    osc.stop(t + length + 0.02);
  }

  // a card laid on the felt: a noise burst through a band-pass (the snap) and a low
  // falling thud
  card(t) {
    const ctx = this.ctx;
    const source = ctx.createBufferSource();
    source.buffer = this.noiseBuffer();
    const band = ctx.createBiquadFilter();
    band.type = "bandpass";
    band.frequency.setValueAtTime(1800, t);
    band.Q.setValueAtTime(0.8, t);
    source.connect(band);
    band.connect(this.envelope(t, 0.6, 0.07));
    source.start(t);
    source.stop(t + NOISE_S);
    const thud = ctx.createOscillator();
    thud.type = "sine";
    thud.frequency.setValueAtTime(150, t);
    thud.frequency.exponentialRampToValueAtTime(80, t + 0.06);
    thud.connect(this.envelope(t, 0.3, 0.06));
    thud.start(t);
    thud.stop(t + 0.08);
  }

  noiseBuffer() {
    if (!this.noise) {
      const n = Math.floor(this.ctx.sampleRate * NOISE_S);
      this.noise = this.ctx.createBuffer(1, n, this.ctx.sampleRate);
      this.noise.getChannelData(0).set(noiseSamples(n));
    }
    return this.noise;
  }

  // a short buzz where the device has a vibrator (most phones but the iPhone)
  vibrate() {
    try {
      const navigator = this.scope.navigator;
      if (navigator && navigator.vibrate) navigator.vibrate(VIBRATE_MS);
    } catch (e) { /* a browser that refuses: nothing */ }
  }
}

// Whether this tap or key should wake the audio: the sound is on, or the tap may turn it
// on now (the menu's switch; Apply with Sounds ticked).
export function wakes(target, root, soundBox) {
  if (root.getAttribute("data-sound") === "on") return true;
  const at = target && target.closest ? target : null;
  if (!at) return false;
  if (at.closest("#sound-button")) return true;
  return Boolean(at.closest("#settings-apply") && soundBox && soundBox.checked);
}

if (typeof document !== "undefined") {
  const sound = new Sound();
  for (const gesture of ["pointerdown", "keydown"]) {
    document.addEventListener(gesture, (event) => {
      if (wakes(event.target, document.documentElement, document.getElementById("sound"))) {
        sound.unlock();
      }
    }, { capture: true });
  }
  // the game plays its cues here (one JSON list a call: one crossing)
  globalThis.sixtysixSound = { play: (json) => sound.play(JSON.parse(json)) };
}
