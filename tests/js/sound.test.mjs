// assets/sound.js on a fake Web Audio, under Node's test runner: no context before a
// gesture, each cue its own sound one after the other, a refused card's buzz, and which
// taps wake the audio. The real Web Audio, in Chromium: e2e/test_sound.py.
import assert from "node:assert/strict";
import { test } from "node:test";

import { Sound, VIBRATE_MS, wakes } from "../../assets/sound.js";

class Param {
  constructor(log, name) { this.log = log; this.name = name; this.value = 0; }
  setValueAtTime(...args) { this.log.push([this.name, "set", args]); }
  exponentialRampToValueAtTime(...args) { this.log.push([this.name, "ramp", args]); }
}

class Node {
  constructor(ctx, kind) {
    this.ctx = ctx; this.kind = kind; this.type = ""; this.buffer = null;
    for (const name of ["gain", "frequency", "Q"]) this[name] = new Param(ctx.log, `${kind}.${name}`);
  }
  connect(other) { this.ctx.log.push([this.kind, "connect", other.kind || "out"]); }
  start(t) { this.ctx.started.push([this.kind, this.type, t]); }
  stop() {}
}

let made = 0;
class FakeContext {
  constructor() {
    made += 1;
    this.state = "suspended"; this.currentTime = 2; this.sampleRate = 48000;
    this.destination = "speakers"; this.log = []; this.started = []; this.buffers = [];
  }
  resume() { this.state = "running"; }
  createGain() { return new Node(this, "gain"); }
  createOscillator() { return new Node(this, "osc"); }
  createBiquadFilter() { return new Node(this, "filter"); }
  createBufferSource() { return new Node(this, "noise"); }
  createBuffer(channels, n) {
    const samples = { values: [], set(v) { this.values = [...v]; } };
    const buffer = { length: n, getChannelData: () => samples, samples };
    this.buffers.push(buffer);
    return buffer;
  }
}

function scope() {
  const buzzes = [];
  return { AudioContext: FakeContext, navigator: { vibrate: (ms) => buzzes.push(ms) }, buzzes };
}

test("nothing sounds before a gesture unlocks the audio, and one context serves", () => {
  const sound = new Sound(scope());
  const before = made;
  sound.play(["card", "won"]);
  assert.equal(sound.ctx, null);
  assert.equal(made, before); // no context outside a gesture
  sound.unlock();
  assert.equal(sound.ctx.state, "running"); // resumed in the gesture
  sound.unlock();
  assert.equal(made, before + 1);
});

test("each cue is its own sound, one after the other", () => {
  const where = scope();
  const sound = new Sound(where);
  sound.unlock();
  const ctx = sound.ctx;
  sound.play(["card"]);
  assert.deepEqual(ctx.started.map(([kind]) => kind), ["noise", "osc"]); // the snap and the thud
  assert.equal(ctx.buffers.length, 1);
  assert.equal(ctx.buffers[0].samples.values.length, 48000 * 8 / 100);
  assert.ok(ctx.buffers[0].samples.values.every((v) => v >= -1 && v <= 1));
  ctx.started.length = 0;
  sound.play(["card", "trick", "won"]);
  assert.deepEqual(ctx.started.map(([kind, wave]) => [kind, wave]),
    [["noise", ""], ["osc", "sine"], ...Array(6).fill(["osc", "triangle"])]);
  const times = ctx.started.map(([, , t]) => t);
  assert.deepEqual(times, [...times].sort((a, b) => a - b));
  assert.ok(times[2] > times[0]); // the trick after the card
  assert.equal(ctx.buffers.length, 1); // the card's noise is made once
  ctx.started.length = 0;
  sound.play(["lost"]);
  assert.deepEqual(ctx.started.map(([, wave]) => wave), ["sine", "sine", "sine"]);
  assert.deepEqual(where.buzzes, []);
});

test("a refused card vibrates where the device can, and makes no sound", () => {
  const where = scope();
  const sound = new Sound(where);
  sound.play(["refused"]); // the vibration needs no audio context
  assert.deepEqual(where.buzzes, [VIBRATE_MS]);
  sound.unlock();
  sound.play(["refused"]);
  assert.deepEqual(sound.ctx.started, []);
  assert.deepEqual(where.buzzes, [VIBRATE_MS, VIBRATE_MS]);
  const quiet = new Sound({}); // no Web Audio, no vibrator: silence, never an error
  quiet.unlock();
  quiet.play(["card", "refused"]);
  assert.equal(quiet.ctx, null);
});

test("a tap wakes the audio while the sound is on, or where it may turn it on", () => {
  const el = (id) => ({ closest: (sel) => (sel === `#${id}` ? {} : null) });
  const root = (on) => ({ getAttribute: () => (on ? "on" : "off") });
  assert.equal(wakes(el("hand"), root(true), null), true);
  assert.equal(wakes(el("hand"), root(false), null), false);
  assert.equal(wakes(el("sound-button"), root(false), null), true);
  assert.equal(wakes(el("settings-apply"), root(false), { checked: true }), true);
  assert.equal(wakes(el("settings-apply"), root(false), { checked: false }), false);
  assert.equal(wakes(null, root(false), null), false);
});
