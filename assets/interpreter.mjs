// PyScript's `interpreter` (see pyscript.toml): the vendored Pyodide, restored
// from a memory snapshot when one is there, which skips most of CPython's
// start-up. The snapshot (vendor/snapshot/snapshot.bin.gz, gzip) is made by
// tools/snapshot.py in Node from this exact Pyodide build, with the standard
// library modules the game and PyScript import, and the game's own modules that
// need no browser, already imported.
//
// Fallback: if the snapshot is missing, damaged or from another Pyodide build
// (the restore throws), Pyodide boots normally. `?snapshot=0` in the page URL
// skips the snapshot (bench/boot.py compares both in one run).
//
// PyScript imports this module and calls `loadPyodide(options)`; `version` is
// re-exported for its cache key. Pyodide's own files are found through
// indexURL, which PyScript would otherwise take from this module's folder.

import { loadPyodide as boot, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const SNAPSHOT_URL = new URL("../vendor/snapshot/snapshot.bin.gz", import.meta.url);

async function fetchSnapshot() {
  const response = await fetch(SNAPSHOT_URL);
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const inflated = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(inflated).arrayBuffer());
}

const wanted = new URLSearchParams(location.search).get("snapshot") !== "0";
// Start the download as soon as PyScript imports this module.
const snapshot = wanted ? fetchSnapshot() : Promise.reject(new Error("disabled by ?snapshot=0"));
snapshot.catch(() => {}); // handled below; no unhandled-rejection noise

// Python's random state is frozen in the snapshot: reseed from the OS (crypto).
const RESEED = "import random as _r; _r.seed(); del _r";

// The snapshot has the game's pure-Python modules imported already. PyScript
// then writes the game files from pyscript.toml: each one goes past
// _sixtysix_snapshot.check, which drops every preloaded game module from
// sys.modules as soon as one file differs from the copy in the snapshot (a
// snapshot older than the code), so main.py imports the files as written.
function guardPreloaded(pyodide) {
  let check = pyodide.runPython(
    "import sys\n(sys.modules['_sixtysix_snapshot'].check if '_sixtysix_snapshot' in sys.modules else None)",
  );
  if (!check) return;
  const FS = pyodide.FS;
  const write = FS.writeFile;
  FS.writeFile = function (path, data, ...rest) {
    if (check && typeof path === "string" && path.endsWith(".py") && data instanceof Uint8Array) {
      if (!check(path, data)) {
        check.destroy();
        check = null;
        document.documentElement.dataset.snapshot = "restored-stale";
        console.warn("Pyodide snapshot is older than the game files: importing them afresh.");
      }
    }
    return write.call(this, path, data, ...rest);
  };
}

export async function loadPyodide(options = {}) {
  const settings = { ...options, indexURL: INDEX_URL };
  let bytes = null;
  try {
    bytes = await snapshot;
  } catch (error) {
    if (wanted) console.warn("Pyodide snapshot unavailable, booting normally:", error.message);
  }
  if (bytes) {
    try {
      const pyodide = await boot({ ...settings, _loadSnapshot: bytes });
      pyodide.runPython(RESEED);
      guardPreloaded(pyodide);
      document.documentElement.dataset.snapshot = "restored";
      return pyodide;
    } catch (error) {
      console.warn("Pyodide snapshot did not restore, booting normally:", error);
    }
  }
  document.documentElement.dataset.snapshot = "none";
  return boot(settings);
}
