// assets/events.js under Node's test runner: which keys the page takes at once (their
// default prevented before any Python answers), on small fakes of the elements it asks.
// The events themselves, in Chromium: every e2e test that taps or types.
import assert from "node:assert/strict";
import { test } from "node:test";

import { taken } from "../../assets/events.js";

const KEYS = { table: ["ArrowLeft", "1", "?", "c"], review: ["ArrowLeft", "ArrowUp"] };

function el(tag, { goto = false } = {}) {
  return { nodeType: 1, tagName: tag, closest: (s) => (s === "[data-goto]" && goto ? {} : null) };
}

function doc({ review = false, open = false, log = "" } = {}) {
  return {
    getElementById: (id) => (id === "review" ? { open: review } : null),
    querySelector: (s) => (s === "dialog[open]" && (open || review) ? {} : null),
    documentElement: { getAttribute: (name) => (name === "data-log" ? log : null) },
  };
}

const key = (k, target = el("BUTTON"), mods = {}) => ({ key: k, target, ...mods });

test("the table's keys are taken while no dialog is open", () => {
  assert.equal(taken(key("ArrowLeft"), KEYS, doc()), true);
  assert.equal(taken(key("C"), KEYS, doc()), true); // a letter in either case
  assert.equal(taken(key("1"), KEYS, doc()), true);
  assert.equal(taken(key("Tab"), KEYS, doc()), false);
  assert.equal(taken(key("Enter"), KEYS, doc()), false); // the focused button's own
});

test("a field, a modifier or an open dialog keeps its keys", () => {
  assert.equal(taken(key("c", el("INPUT")), KEYS, doc()), false);
  assert.equal(taken(key("c", el("SELECT")), KEYS, doc()), false);
  assert.equal(taken(key("c", el("BUTTON"), { ctrlKey: true }), KEYS, doc()), false);
  assert.equal(taken(key("ArrowLeft"), KEYS, doc({ open: true })), false);
  assert.equal(taken({ target: el("BUTTON") }, KEYS, doc()), false); // no key at all
});

test("Escape is taken only while the moves drawer is open", () => {
  assert.equal(taken(key("Escape"), KEYS, doc()), false);
  assert.equal(taken(key("Escape"), KEYS, doc({ log: "open" })), true);
});

test("the review takes its arrows, and Enter or Space only on a decision", () => {
  const review = doc({ review: true });
  assert.equal(taken(key("ArrowUp"), KEYS, review), true);
  assert.equal(taken(key("c"), KEYS, review), false);
  assert.equal(taken(key("Enter", el("TR", { goto: true })), KEYS, review), true);
  assert.equal(taken(key(" ", el("TR", { goto: true })), KEYS, review), true);
  assert.equal(taken(key("Enter", el("BUTTON")), KEYS, review), false);
});
