// Loads the vendored Pyodide directly (no PyScript: only the review's speed is
// measured), copies game/ in, then waits for bench/review.py to hand it deal
// records: window.reviewDeals(records, seed, budgetMs) reviews each one in slices
// of budgetMs between browser tasks, as a page would, and returns the times.
import { loadPyodide } from "../../vendor/pyodide/pyodide.mjs";

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
  window.reviewDeals = async (records, seed, sliceMs) => {
    const deals = [];
    for (const rec of records) {
      const job = run.start(JSON.stringify(rec), seed);
      const t0 = performance.now();
      let longest = 0;
      let slices = 0;
      for (;;) {
        const s0 = performance.now();
        const done = job.step(sliceMs / 1000);
        longest = Math.max(longest, performance.now() - s0);
        slices += 1;
        if (done) break;
        await new Promise((r) => setTimeout(r, 0));  // let the browser paint
      }
      const wall = performance.now() - t0;
      deals.push({ wall_ms: wall, longest_slice_ms: longest, slices,
                   review: JSON.parse(run.result_json(job)) });
      job.destroy();
    }
    return deals;
  };
  out.textContent = "ready";
  window.benchReady = true;
} catch (e) {
  out.textContent = "error: " + e;
  window.benchReady = "error: " + e;
}
