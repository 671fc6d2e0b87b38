// Loads the vendored Pyodide directly (no PyScript: only the AI's speed is
// measured), copies game/ in (its modules and data files), and runs run.py's measure() for ?level=&deals=&seed=.
import { loadPyodide } from "../pyodide_as_in_page.mjs";  // JSPI hidden, as in the page

const q = new URLSearchParams(location.search);
const out = document.getElementById("out");
try {
  const py = await loadPyodide({ indexURL: "../../vendor/pyodide/" });
  const toml = await (await fetch("../../pyscript.toml")).text();
  const files = [...toml.matchAll(/^"\.\/(game\/[^"]+\.(?:py|json))"/gm)].map((m) => m[1]);
  files.push("bench/ai_page/run.py");
  for (const f of files) {
    const text = await (await fetch("../../" + f)).text();
    py.FS.mkdirTree("/bench_root/" + f.split("/").slice(0, -1).join("/"));
    py.FS.writeFile("/bench_root/" + f, text);
  }
  py.runPython("import sys; sys.path.insert(0, '/bench_root'); sys.path.insert(0, '/bench_root/bench/ai_page')");
  const level = q.get("level") || "sharp";
  const deals = Number(q.get("deals") || 4);
  const seed = Number(q.get("seed") || 1);
  const rules = q.get("rules") || "traditional";
  const result = py.runPython(
    `import run; run.run(${JSON.stringify(level)}, ${deals}, ${seed}, ${JSON.stringify(rules)})`);
  out.textContent = result;
  window.benchResult = JSON.parse(result);
} catch (e) {
  out.textContent = "error: " + e;
  window.benchResult = { error: String(e) };
}
