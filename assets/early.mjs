// The runtime's reads, started from the page's <head> (index.html loads this
// module first, async), so they begin with the first HTML bytes instead of once
// the page is parsed and PyScript has read its config. assets/interpreter.mjs
// takes them over (importing this same module instance).
//
// First visit (no service worker controls the page): the precompressed runtime
// files from the network (assets/interpreter.mjs inflates them).
// Repeat visit: sw.js has stored them inflated under the plain URLs, so the wasm
// is compiled streaming from a plain cached response, Pyodide's JS imported as a
// module (parsed off the main thread; Function() would parse it on it), and the
// memory snapshot and the game's files read from Cache Storage, with nothing to
// inflate on this thread. ?snapshot=0 never reads the snapshot, ?snapshot=1
// also fetches it from the network.

// Pyodide runs every asyncio step on a WebAssembly stack of its own (JSPI) when
// the browser has WebAssembly.Suspending. Chromium's renderer died at random
// under our end-to-end tests ("Target crashed", nothing logged), and Pyodide's
// issues report such crashes in Chrome with JSPI and none without it (#5702,
// #5705, #6106). The game needs nothing JSPI brings (no run_sync), and the
// memory snapshot is made in Node without it: Pyodide is not shown it.
for (const name of ["Suspending", "Suspender"]) {
  try {
    delete WebAssembly[name];
  } catch {
    // not configurable in this browser: Pyodide uses it
  }
}

const url = (rel) => new URL(rel, import.meta.url).href;

export const INDEX_URL = url("../vendor/pyodide/");
export const WASM_URL = INDEX_URL + "pyodide.asm.wasm";
export const ASM_URL = INDEX_URL + "pyodide.asm.mjs";
// Not files on the site: the URLs Pyodide is told to fetch the trimmed library
// and the inflated snapshot from (sw.js stores them there).
export const STDLIB_URL = url("../vendor/snapshot/stdlib.zip");
export const SNAPSHOT_URL = url("../vendor/snapshot/snapshot.bin");

// Also imported in a worker (bench/worker_boot: the runtime booting off the page's thread,
// issue 59): there is no page there, and the service worker's copies are what a
// controlled page's worker reads too.
const sw = typeof document === "undefined" ? null : navigator.serviceWorker;
export const CACHED = Boolean(sw && sw.controller);
export const INFLATES = typeof DecompressionStream === "function";

const quiet = (promise) => {
  promise.catch(() => {}); // whoever takes it handles the failure
  return promise;
};

// Precompressed file -> its fetch, started now on a first visit.
export const packed = new Map();
if (!CACHED && INFLATES) {
  for (const file of [WASM_URL, STDLIB_URL, ASM_URL.replace(/\.mjs$/, ".js"), INDEX_URL + "pyodide-lock.json"]) {
    packed.set(file + ".gz", quiet(fetch(file + ".gz")));
  }
}

// Repeat visit: the wasm compiling and Pyodide's JS loading from now on.
export const cachedWasm = CACHED
  ? quiet(caches.match(WASM_URL).then((response) => {
      if (!response || !response.ok) throw new Error("not cached");
      return WebAssembly.compileStreaming(response);
    }))
  : null;
export const cachedAsm = CACHED ? quiet(import(ASM_URL)) : null;

const mode = new URLSearchParams(location.search).get("snapshot"); // "0", "1" or null
export const SNAPSHOT_MODE = mode;

// The snapshot's stored response (inflated, or the .gz when an older worker
// stored that), or undefined on a first visit (sw.js caches it for the next):
// from Cache Storage only, unless ?snapshot=1.
async function snapshotResponse() {
  if (mode === "0") return undefined;
  if (mode === "1") return fetch(SNAPSHOT_URL + ".gz");
  if (!("caches" in globalThis)) return undefined;
  return (await caches.match(SNAPSHOT_URL)) || caches.match(SNAPSHOT_URL + ".gz");
}
export const snapshot = quiet(snapshotResponse());

// Repeat visit: the game's files, all in one object that sw.js keeps
// (URL -> text), or null.
async function appFiles() {
  if (!CACHED || !("caches" in globalThis)) return null;
  const response = await caches.match(url("../sixtysix-app-files.json"));
  if (!response) return null;
  const files = await response.json();
  return new Map(Object.entries(files).map(([path, text]) => [url("../" + path), text]));
}
export const appFilesRead = quiet(appFiles());
