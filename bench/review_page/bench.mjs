// Loads the vendored Pyodide directly (no PyScript: only the review's speed is
// measured), copies game/ in, then waits for bench/review.py to hand it deal
// records: window.reviewDeals(records) reviews each one as the page does
// (run.review_in_slices: the page's think_async, its slices and its turns given
// to the browser) and returns the times.

import { loadPyodide } from "../pyodide_as_in_page.mjs";

const out = document.getElementById("out");
try {
  const py = await loadPyodide({ indexURL: "../../vendor/pyodide/" });
  const toml = await (await fetch("../../pyscript.toml")).text();
  const files = [...toml.matchAll(/^"\.\/(game\/[^"]+\.py)"/gm)].map((m) => m[1]);
  files.push("bench/review_page/run.py");
  for (const f of files) {
    const text = await (await fetch("../../" + f)).text();
    py.FS.mkdirTree("/bench_root/" + f.split("/").slice(0, -1).join("/"));
    py.FS.writeFile("/bench_root/" + f, text);
  }
  py.runPython("import sys; sys.path.insert(0, '/bench_root'); sys.path.insert(0, '/bench_root/bench/review_page')");
  const run = py.pyimport("run");
  window.reviewDeals = async (records) => {
    const deals = [];
    for (const rec of records) {
      deals.push(JSON.parse(await run.review_in_slices(JSON.stringify(rec))));
    }
    return deals;
  };
  out.textContent = "ready";
  window.benchReady = true;
} catch (e) {
  out.textContent = "error: " + e;
  window.benchReady = "error: " + e;
}
