// assets/motion.js's geometry, under Node's own test runner (`node --test tests/js/`):
// which cards glide and from where. The glides themselves, in Chromium: e2e/test_motion.py.
import assert from "node:assert/strict";
import { test } from "node:test";

import { delta, moved, plans, transform } from "../../assets/motion.js";

const box = (left, top, width = 60, height = 90) => ({ left, top, width, height });
const anchors = { stock: box(500, 300), trump: box(520, 300), opponent: box(200, 20) };

test("the delta moves the centre back and scales about it", () => {
  assert.deepEqual(delta(box(0, 0, 60, 90), box(100, 50, 30, 45)), [-85, -27.5, 2, 2]);
  assert.equal(transform([-85, -27.5, 2, 2]), "translate(-85.0px, -27.5px) scale(2.000, 2.000)");
});

test("a card that did not move (or by less than a pixel) does not glide", () => {
  assert.equal(moved(delta(box(10, 10), box(10.4, 10))), false);
  const old = new Map([["AH", box(10, 10)]]);
  assert.deepEqual(plans([["AH", box(10, 10)]], old, anchors, new Set(["AH"]), new Set(),
    new Set()), []);
});

test("a played card flies from the hand to the table, and the hand closes up", () => {
  const old = new Map([["AH", box(100, 500)], ["KH", box(170, 500)], ["QH", box(240, 500)]]);
  const now = [["KH", box(135, 500)], ["QH", box(205, 500)], ["AH", box(300, 250)]];
  const got = new Map(plans(now, old, anchors, new Set(["KH", "QH"]), new Set(["AH"]),
    new Set()));
  assert.deepEqual([...got.keys()].sort(), ["AH", "KH", "QH"]);
  assert.deepEqual(got.get("AH").slice(0, 2), [-200, 250]);
  assert.deepEqual(got.get("KH").slice(0, 2), [35, 0]);
});

test("a drawn card comes from the stock (the trump once the stock is gone)", () => {
  const now = [["9S", box(300, 500)]];
  const [[code, d]] = plans(now, new Map(), anchors, new Set(["9S"]), new Set(), new Set());
  assert.equal(code, "9S");
  assert.deepEqual(d.slice(0, 2), [200, -200]);
  const last = plans(now, new Map(), { trump: box(520, 300) }, new Set(["9S"]), new Set(),
    new Set());
  assert.deepEqual(last[0][1].slice(0, 2), [220, -200]);
});

test("the computer's card comes from its hand", () => {
  const [[, d]] = plans([["TC", box(300, 250)]], new Map(), anchors, new Set(),
    new Set(["TC"]), new Set());
  assert.deepEqual(d.slice(0, 2), [-100, -230]);
});

test("a card with nowhere to come from, hidden or swept to a pile stays still", () => {
  const old = new Map([["JD", box(0, 0)]]);
  assert.deepEqual(plans([["AS", box(10, 10)]], new Map(), {}, new Set(["AS"]), new Set(),
    new Set()), []);
  assert.deepEqual(plans([["JD", box(10, 10, 0, 0)]], old, anchors, new Set(), new Set(),
    new Set()), []);
  assert.deepEqual(plans([["JD", box(300, 300)]], old, anchors, new Set(), new Set(),
    new Set(["JD"])), []);
});
