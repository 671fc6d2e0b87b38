// PyScript's `interpreter` (see pyscript.toml): the vendored Pyodide, started
// so that a first visit downloads as little as possible and a repeat visit
// restores a memory snapshot from the service worker's cache.
//
// First visit (nothing cached): Pyodide boots normally. A static host may not
// compress anything, so the big runtime files are fetched precompressed and
// inflated here with the browser's own DecompressionStream (tools/vendor.py and
// tools/snapshot.py write them; ~4.3 MB instead of ~13.5 MB):
// - pyodide.asm.wasm.gz: inflated while it arrives and compiled streaming
//   (WebAssembly.compileStreaming) from the start, handed to Pyodide compiled;
// - vendor/snapshot/stdlib.zip.gz: the standard library trimmed to what the
//   game and PyScript import (tools/snapshot.py);
// - pyodide-lock.json.gz, and pyodide.asm.js.gz: the Emscripten module as a
//   function body, evaluated with Function (the page's CSP already allows it
//   for PyScript; if it is refused, Pyodide imports pyodide.asm.mjs itself).
// Pyodide fetches its files with fetch(): while it boots, fetch() answers the
// original URLs with the inflated bodies (and WebAssembly.instantiateStreaming
// takes the compiled wasm); anything missing falls back to the plain file. A host that sends the .gz files with Content-Encoding: gzip
// (so the browser has inflated them already) works too: the gzip magic is checked.
// The downloads start when this module is evaluated (index.html preloads them).
//
// Repeat visit: sw.js has precached everything, including the memory snapshot
// (vendor/snapshot/snapshot.bin.gz, made by tools/snapshot.py in Node from this
// exact Pyodide build and trimmed library, with the game's browser-free modules
// imported), which skips most of CPython's start-up. It is only ever taken from
// the cache (Cache Storage): a first visit never waits for its 7 MB.
// `?snapshot=0` never uses it, `?snapshot=1` also fetches it from the network
// (bench/boot.py and e2e/test_snapshot.py). Fallback: if the snapshot does not
// restore (damaged, another Pyodide build), Pyodide boots normally.
//
// PyScript imports this module and calls `loadPyodide(options)`; `version` is
// re-exported for its cache key. Pyodide's own files are found through
// indexURL, which PyScript would otherwise take from this module's folder.

import { loadPyodide as boot, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

// Marks for bench/boot.py (performance.getEntriesByType("mark")).
const mark = (name) => performance.mark(`interpreter:${name}`);
mark("start");

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const SNAPSHOT_URL = new URL("../vendor/snapshot/snapshot.bin.gz", import.meta.url).href;
// Not a file: the URL Pyodide is told to fetch the trimmed library from.
const STDLIB_URL = new URL("../vendor/snapshot/stdlib.zip", import.meta.url).href;
const ASM_URL = INDEX_URL + "pyodide.asm.mjs";
const WASM_URL = INDEX_URL + "pyodide.asm.wasm";

// What Pyodide fetches -> [the precompressed file, its type, the plain fallback].
const PACKED = new Map([
  [INDEX_URL + "pyodide.asm.wasm", [INDEX_URL + "pyodide.asm.wasm.gz", "application/wasm"]],
  [INDEX_URL + "pyodide-lock.json", [INDEX_URL + "pyodide-lock.json.gz", "application/json"]],
  [STDLIB_URL, [STDLIB_URL + ".gz", "application/zip", INDEX_URL + "python_stdlib.zip"]],
]);

const realFetch = globalThis.fetch.bind(globalThis);
let stdlibTrimmed = true; // false once the full library had to be used

// A body stream that is gunzipped unless it is not gzip (already inflated).
async function gunzip(body) {
  const reader = body.getReader();
  const head = [];
  let size = 0;
  while (size < 2) {
    const { done, value } = await reader.read();
    if (done) break;
    head.push(value);
    size += value.length;
  }
  const first = head[0] || new Uint8Array(0);
  const magic = first.length > 1 ? first[0] === 0x1f && first[1] === 0x8b
    : size > 1 && first[0] === 0x1f && head[1][0] === 0x8b;
  const stream = new ReadableStream({
    pull(controller) {
      if (head.length) return controller.enqueue(head.shift());
      return reader.read().then(({ done, value }) => {
        if (done) controller.close();
        else controller.enqueue(value);
      });
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return magic ? stream.pipeThrough(new DecompressionStream("gzip")) : stream;
}

// Resolved once the whole wasm has arrived (the network is then free).
let wasmArrived;
const arrived = new Promise((resolve) => (wasmArrived = resolve));

// The Response Pyodide gets for `url`: the .gz inflated on the fly, else the plain file.
async function unpacked(url) {
  const [packed, type, fallback = url] = PACKED.get(url);
  const inflates = typeof DecompressionStream === "function"; // else the plain files
  const response = inflates ? await realFetch(packed).catch(() => null) : null;
  if (response && response.ok && response.body) {
    const headers = { "Content-Type": type };
    let body = await gunzip(response.body);
    if (url === WASM_URL) body = body.pipeThrough(new TransformStream({ flush: wasmArrived }));
    return new Response(body, { status: 200, headers });
  }
  if (url === STDLIB_URL) stdlibTrimmed = false;
  console.warn(`${packed} is missing: fetching ${fallback}`);
  return realFetch(fallback);
}

// Started now, handed out once; a second request (a fallback boot) fetches again.
const early = new Map([...PACKED.keys()].map((url) => [url, unpacked(url)]));
for (const response of early.values()) response.catch(() => {});
const stdlibResponse = early.get(STDLIB_URL);

// The wasm is compiled as it arrives, from now on, not once Pyodide asks for it
// (after the snapshot is read, or the Emscripten JS is evaluated): Pyodide's
// instantiateStreaming(fetch(wasm)) gets this module, compiled once and also
// used by a fallback boot. If it fails, Pyodide's own path runs unchanged.
const compiled = early.get(WASM_URL).then((response) => WebAssembly.compileStreaming(response));
early.delete(WASM_URL);
compiled.catch(() => {});
const COMPILED = new Response(null, { status: 200 }); // what fetch(wasm) answers
const plainInstantiateStreaming = WebAssembly.instantiateStreaming;

async function instantiateStreaming(source, imports) {
  const response = await source;
  if (response === COMPILED) {
    try {
      const module = await compiled;
      return { module, instance: await WebAssembly.instantiate(module, imports) };
    } catch (error) {
      console.warn("Precompiled wasm unusable, compiling again:", error);
      return plainInstantiateStreaming.call(WebAssembly, unpacked(WASM_URL), imports);
    }
  }
  return plainInstantiateStreaming.call(WebAssembly, response, imports);
}

function urlOf(input) {
  if (typeof input === "string") return new URL(input, location.href).href;
  if (input instanceof URL) return input.href;
  return input && typeof input.url === "string" ? input.url : "";
}

function packedFetch(input, init) {
  const url = urlOf(input);
  if (url === WASM_URL) return Promise.resolve(COMPILED);
  if (!PACKED.has(url)) return realFetch(input, init);
  const response = early.get(url) || unpacked(url);
  early.delete(url);
  return response;
}

// pyodide.asm.mjs's factory from its precompressed function body, or undefined
// (then Pyodide imports the module itself).
async function asmFactory() {
  try {
    const response = await realFetch(INDEX_URL + "pyodide.asm.js.gz");
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const source = await new Response(await gunzip(response.body)).text();
    // eslint-disable-next-line no-new-func -- the CSP's 'unsafe-eval' allows it (PyScript needs it)
    const factory = new Function("__url", source)(ASM_URL);
    mark("factory");
    return factory;
  } catch (error) {
    console.warn("pyodide.asm.js.gz unavailable, importing pyodide.asm.mjs:", error.message);
    return undefined;
  }
}
const factory = asmFactory();

// On a first visit CPython's start is CPU work with the network idle, and only
// then does PyScript fetch the app's files (pyscript.toml's [files], next to
// index.html): fetch them meanwhile, so PyScript gets them from the HTTP cache.
// The requests go out the moment the wasm has arrived, before CPython's start
// keeps the main thread busy (the list is read beforehand for that reason).
async function prefetchAppFiles() {
  if (navigator.serviceWorker && navigator.serviceWorker.controller) return; // cached there
  const config = new URL("../pyscript.toml", import.meta.url);
  const text = await (await realFetch(config)).text();
  const files = text.slice(text.indexOf("[files]")).matchAll(/^"([^"]+)"\s*=/gm);
  const urls = Array.from(files, ([, path]) => new URL(path, config));
  await Promise.race([arrived, compiled.catch(() => {})]); // the runtime's downloads first
  await Promise.all(urls.map((url) => realFetch(url).then((r) => r.arrayBuffer())));
}
prefetchAppFiles().catch(() => {}); // only a head start: PyScript fetches them anyway

const mode = new URLSearchParams(location.search).get("snapshot"); // "0", "1" or null

// The snapshot's bytes, or null: from Cache Storage only (unless ?snapshot=1).
async function snapshotBytes() {
  if (mode === "0") return null;
  let response;
  if (mode === "1") response = await realFetch(SNAPSHOT_URL);
  else response = "caches" in globalThis ? await caches.match(SNAPSHOT_URL) : undefined;
  if (!response) return null; // a first visit: sw.js caches it for the next one
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const bytes = new Uint8Array(await new Response(await gunzip(response.body)).arrayBuffer());
  mark("snapshot");
  return bytes;
}
const snapshot = snapshotBytes();
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

// The interpreter, for tests that run Python in the page (e2e/test_snapshot.py).
export let interpreter = null;

async function start(settings) {
  let bytes = null;
  try {
    bytes = await snapshot;
  } catch (error) {
    console.warn("Pyodide snapshot unavailable, booting normally:", error.message);
  }
  if (bytes) {
    // The snapshot's zip importer state matches the trimmed library only.
    await stdlibResponse.catch(() => null);
    if (!stdlibTrimmed) bytes = null;
  }
  if (bytes) {
    try {
      const pyodide = await boot({ ...settings, _loadSnapshot: bytes });
      mark("restored");
      pyodide.runPython(RESEED);
      guardPreloaded(pyodide);
      document.documentElement.dataset.snapshot = "restored";
      return pyodide;
    } catch (error) {
      console.warn("Pyodide snapshot did not restore, booting normally:", error);
    }
  }
  document.documentElement.dataset.snapshot = "none";
  const pyodide = await boot(settings);
  mark("booted");
  return pyodide;
}

export async function loadPyodide(options = {}) {
  const createPyodideModule = await factory;
  const settings = { ...options, indexURL: INDEX_URL, stdLibURL: STDLIB_URL };
  if (createPyodideModule) settings.createPyodideModule = createPyodideModule;
  const plainFetch = globalThis.fetch;
  globalThis.fetch = packedFetch;
  WebAssembly.instantiateStreaming = instantiateStreaming;
  try {
    interpreter = await start(settings);
    return interpreter;
  } finally {
    globalThis.fetch = plainFetch;
    WebAssembly.instantiateStreaming = plainInstantiateStreaming;
  }
}
