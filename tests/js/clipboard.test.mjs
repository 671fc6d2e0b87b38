// assets/clipboard.js under Node's test runner, on a fake navigator: true once written,
// false where there is no clipboard or the browser refuses it. The real one, in Chromium:
// e2e/test_daily_page.py shares the deal of the day.
import assert from "node:assert/strict";
import { test } from "node:test";

import { copy } from "../../assets/clipboard.js";

function withNavigator(navigator, run) {
  const before = Object.getOwnPropertyDescriptor(globalThis, "navigator");
  Object.defineProperty(globalThis, "navigator", { value: navigator, configurable: true });
  return run().finally(() => {
    if (before) Object.defineProperty(globalThis, "navigator", before);
    else delete globalThis.navigator;
  });
}

test("a line is written and said so", () => {
  const written = [];
  return withNavigator({ clipboard: { writeText: async (t) => { written.push(t); } } },
    async () => {
      assert.equal(await copy("?view=abc"), true);
      assert.deepEqual(written, ["?view=abc"]);
    });
});

test("no clipboard, or a refusal, is false", async () => {
  await withNavigator({}, async () => assert.equal(await copy("x"), false));
  await withNavigator({ clipboard: { writeText: async () => { throw new Error("NotAllowed"); } } },
    async () => assert.equal(await copy("x"), false));
});
