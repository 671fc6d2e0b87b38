// Make a Pyodide memory snapshot in Node: boot the vendored Pyodide with
// _makeSnapshot, import the given standard library modules, write the heap
// gzipped. Called by tools/snapshot.py (which picks the modules).
//
//   node tools/snapshot.mjs <pyodide dir> <out .gz> <module> [<module> ...]
//
// Only plain Python state may be in a snapshot (nothing of js/pyscript), so
// the game's own modules stay out: PyScript writes and imports them after the
// restore, always fresh.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";

const [dir, out, ...modules] = process.argv.slice(2);
if (!dir || !out) {
  console.error("usage: node tools/snapshot.mjs <pyodide dir> <out .gz> <module>...");
  process.exit(2);
}
const indexURL = resolve(dir) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
const failed = pyodide.runPython(
  `
import importlib
failed = []
for name in ${JSON.stringify(modules)}:
    try:
        importlib.import_module(name)
    except Exception as error:
        failed.append(f"{name}: {error}")
"; ".join(failed)
`,
);
if (failed) console.warn(`snapshot: not imported: ${failed}`);
const heap = pyodide.makeMemorySnapshot();
writeFileSync(out, gzipSync(heap, { level: 6 }));
console.log(`snapshot: ${(heap.length / 1e6).toFixed(1)} MB heap, ${modules.length} modules`);
