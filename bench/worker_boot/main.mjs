// The game's runtime (assets/interpreter.mjs: the vendored Pyodide, precompressed, with
// the memory snapshot when ?snapshot=1) booted on this page's thread or in a module
// worker, for bench/worker_boot.py. <html class="ready"> and data-* when Python answers.
const query = new URLSearchParams(location.search);
const where = query.get("where") === "worker" ? "worker" : "main";
const root = document.documentElement;
window.__longtasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longtasks.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });

function done(result) {
  Object.assign(root.dataset, result.marks, { where, answer: result.answer });
  root.dataset.readyAt = String(performance.now());
  document.getElementById("out").textContent = JSON.stringify(result);
  root.classList.add("ready");
}

if (where === "worker") {
  const worker = new Worker(new URL(`./worker.mjs${location.search}`, import.meta.url),
    { type: "module" });
  worker.onmessage = (event) => done(event.data);
  worker.onerror = (event) => { root.dataset.error = String(event.message); };
} else {
  const { boot } = await import("./boot.mjs");
  done(await boot());
}
