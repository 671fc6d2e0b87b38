// PyScript's `interpreter` (see pyscript.toml): the vendored Pyodide, started
// so that a first visit downloads as little as possible and a repeat visit
// restores a memory snapshot from the service worker's cache with as little
// work as possible. The reads start in assets/early.mjs (from <head>).
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
// takes the compiled wasm); anything missing falls back to the plain file. A
// host that sends the .gz files with Content-Encoding: gzip (so the browser has
// inflated them already) works too: the gzip magic is checked. A built site
// (tools/build_site.py) has the game's files in one gzipped object too.
//
// Repeat visit (a service worker controls the page): sw.js has stored those
// files inflated under the plain URLs, and the memory snapshot
// (vendor/snapshot/snapshot.bin.gz, made by tools/snapshot.py in Node from
// this exact Pyodide build and trimmed library, with the game's browser-free
// modules imported and what PyScript runs next kept compiled) inflated too:
// the wasm compiles from a plain cached
// response, Pyodide's JS is imported as a module (parsed off the main thread),
// nothing is inflated here, and the snapshot skips most of CPython's start-up.
// PyScript's requests for the game files are answered from sw.js's one object
// of them. The snapshot is only ever taken from the cache: a first visit never
// waits for its 6 MB. Whatever the cache lacks comes the first visit's way.
// Fallback: if the snapshot does not restore (damaged, another Pyodide build),
// Pyodide boots normally.
//
// PyScript imports this module and calls `loadPyodide(options)`; `version` is
// re-exported for its cache key. Pyodide's own files are found through
// indexURL, which PyScript would otherwise take from this module's folder.

import { loadPyodide as boot, version } from "../vendor/pyodide/pyodide.mjs";
import {
  ASM_URL, CACHED, INDEX_URL, INFLATES, STDLIB_URL, WASM_URL,
  appFilesRead as cachedAppFiles, cachedAsm, cachedWasm, packed, snapshot as snapshotResponse,
} from "./early.mjs";

export { version };

// Marks for bench/boot.py (performance.getEntriesByType("mark")).
const mark = (name) => performance.mark(`interpreter:${name}`);
mark("start");
// Where the runtime came from, for tests (<html data-runtime>): "packed" (the
// network's .gz files), "cache" (all from sw.js's inflated copies), or
// "cache-partial" plus what the cache lacked.
const missed = new Set();
function reportRuntime() {
  const runtime = !CACHED ? "packed" : missed.size ? `cache-partial ${[...missed].join(" ")}` : "cache";
  rootData("runtime", runtime);
}

// <html data-runtime> and data-snapshot, for tests; in a worker (no page) they are kept
// in `marks` for whoever started it to pass on.
export const marks = {};
function rootData(key, value) {
  marks[key] = value;
  if (typeof document !== "undefined") document.documentElement.dataset[key] = value;
}

// What Pyodide fetches -> [the precompressed file, its type, the plain fallback].
const PACKED = new Map([
  [WASM_URL, [WASM_URL + ".gz", "application/wasm"]],
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

// A fetch of a precompressed file: the one early.mjs started, else a new one.
function fetchPacked(file) {
  const started = packed.get(file);
  packed.delete(file);
  return started || realFetch(file);
}

// Resolved once the whole wasm has arrived (the network is then free).
let wasmArrived;
const arrived = new Promise((resolve) => (wasmArrived = resolve));

// The Response Pyodide gets for `url` from the network: the .gz inflated on
// the fly, else the plain file.
async function unpacked(url) {
  const [file, type, fallback = url] = PACKED.get(url);
  const response = INFLATES ? await fetchPacked(file).catch(() => null) : null;
  if (response && response.ok && response.body) {
    const headers = { "Content-Type": type };
    let body = await gunzip(response.body);
    if (url === WASM_URL) body = body.pipeThrough(new TransformStream({ flush: wasmArrived }));
    return new Response(body, { status: 200, headers });
  }
  if (url === STDLIB_URL) stdlibTrimmed = false;
  console.warn(`${file} is missing: fetching ${fallback}`);
  return realFetch(fallback);
}

// The Response for `url`: the service worker's inflated copy on a repeat
// visit, else the network's (precompressed).
async function runtimeFile(url) {
  if (CACHED) {
    const response = await realFetch(url).catch(() => null);
    if (response && response.ok) return response;
    missed.add(url.slice(url.lastIndexOf("/") + 1));
  }
  return unpacked(url);
}

// Started now, handed out once; a second request (a fallback boot) fetches again.
const early = new Map([...PACKED.keys()].filter((url) => url !== WASM_URL)
  .map((url) => [url, runtimeFile(url)]));
for (const response of early.values()) response.catch(() => {});
const stdlibResponse = early.get(STDLIB_URL);

// The wasm is compiled from now on, not once Pyodide asks for it (after the
// snapshot is read, or the Emscripten JS is evaluated): Pyodide's
// instantiateStreaming(fetch(wasm)) gets this module, compiled once and also
// used by a fallback boot. If it fails, Pyodide's own path runs unchanged.
async function compileWasm() {
  if (cachedWasm) {
    try {
      return await cachedWasm;
    } catch (error) {
      missed.add("wasm");
      console.warn("Cached wasm unusable, fetching it:", error.message);
    }
  }
  return WebAssembly.compileStreaming(unpacked(WASM_URL));
}
const compiled = compileWasm();
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

// The game files PyScript fetches after the interpreter has started
// (pyscript.toml's [files]), answered from one object of them (sw.js's on a
// repeat visit, a built site's bundle on a first one).
let appFiles = null;

function packedFetch(input, init) {
  const url = urlOf(input);
  if (appFiles && appFiles.has(url)) {
    const text = appFiles.get(url);
    appFiles.delete(url);
    return Promise.resolve(new Response(text, { headers: { "Content-Type": "text/x-python" } }));
  }
  if (url === WASM_URL) return Promise.resolve(COMPILED);
  if (!PACKED.has(url)) return realFetch(input, init);
  const response = early.get(url) || runtimeFile(url);
  early.delete(url);
  return response;
}

// pyodide.asm.mjs's factory: the module from the service worker's cache, else
// from its precompressed function body, else undefined (then Pyodide imports
// the module itself).
async function asmFactory() {
  if (cachedAsm) {
    try {
      const factory = (await cachedAsm).default;
      mark("factory");
      return factory;
    } catch (error) {
      missed.add("asm");
      console.warn("Cached pyodide.asm.mjs unusable:", error.message);
    }
  }
  try {
    const response = await fetchPacked(ASM_URL.replace(/\.mjs$/, ".js.gz"));
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
// index.html): fetch them meanwhile. The requests go out the moment the wasm has
// arrived, before CPython's start keeps the main thread busy (the list is read
// beforehand for that reason). A built site (tools/build_site.py) has them all
// in one gzipped object, named in its pyscript.toml: fetched instead, and
// PyScript's requests answered from it; else each file is fetched, so PyScript
// gets them from the HTTP cache.
async function networkAppFiles() {
  const config = new URL("../pyscript.toml", import.meta.url);
  const text = await (await realFetch(config)).text();
  const bundle = /^# app-files: (\S+)$/m.exec(text);
  await Promise.race([arrived, compiled.catch(() => {})]); // the runtime's downloads first
  if (bundle && INFLATES) {
    try {
      const response = await realFetch(new URL(bundle[1], config));
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const files = JSON.parse(await new Response(await gunzip(response.body)).text());
      return new Map(Object.entries(files).map(([path, body]) => [new URL(path, config).href, body]));
    } catch (error) {
      console.warn(`${bundle[1]} unusable, fetching the game files one by one:`, error.message);
    }
  }
  const files = text.slice(text.indexOf("[files]")).matchAll(/^"([^"]+)"\s*=/gm);
  const urls = Array.from(files, ([, path]) => new URL(path, config));
  Promise.all(urls.map((url) => realFetch(url).then((r) => r.arrayBuffer()))).catch(() => {});
  return null; // only a head start: PyScript fetches them anyway
}
// The game files as URL -> text, or null: PyScript fetches them.
const appFilesRead = CACHED ? cachedAppFiles : networkAppFiles();
appFilesRead.catch(() => {});

// The heap from the snapshot file's sparse form (tools/snapshot.py, sparse):
// "SXSNAP01", its length, the page size and the runs of non-zero pages; the
// rest of the heap is zeros (about half of it), so it is never read or stored.
function unsparse(data) {
  const magic = new TextDecoder().decode(data.subarray(0, 8));
  if (magic !== "SXSNAP01") throw new Error("not a sparse snapshot");
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const size = view.getUint32(8, true);
  const page = view.getUint32(12, true);
  const runs = view.getUint32(16, true);
  const heap = new Uint8Array(size);
  let offset = 20 + 8 * runs;
  for (let i = 0; i < runs; i++) {
    const start = view.getUint32(20 + 8 * i, true) * page;
    const length = Math.min(view.getUint32(24 + 8 * i, true) * page, size - start);
    heap.set(data.subarray(offset, offset + length), start);
    offset += length;
  }
  if (offset !== data.length) throw new Error("snapshot: wrong length");
  return heap;
}

// The snapshot's heap, or null (a first visit, or ?snapshot=0).
async function snapshotBytes() {
  const response = await snapshotResponse;
  if (!response) return null;
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const packedFile = response.url.endsWith(".gz");
  if (packedFile && CACHED) missed.add("snapshot");
  const body = packedFile ? await gunzip(response.body) : response.body;
  const heap = unsparse(new Uint8Array(await new Response(body).arrayBuffer()));
  mark("snapshot");
  return heap;
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
        rootData("snapshot", "restored-stale");
        console.warn("Pyodide snapshot is older than the game files: importing them afresh.");
      }
    }
    return write.call(this, path, data, ...rest);
  };
}

// Marks around PyScript's first Python runs (its package's set-up, then
// main.py), for bench/boot.py --marks: interpreter:run1, run1-done, ...
function markRuns(pyodide) {
  let runs = 0;
  for (const name of ["runPython", "runPythonAsync"]) {
    const plain = pyodide[name];
    pyodide[name] = function (...args) {
      const n = ++runs;
      if (n > 4) return plain.apply(this, args);
      mark(`run${n}`);
      const result = plain.apply(this, args);
      if (result instanceof Promise) result.finally(() => mark(`run${n}-done`)).catch(() => {});
      else mark(`run${n}-done`);
      return result;
    };
  }
}

// The interpreter, for tests that run Python in the page (e2e/test_snapshot.py).
export let interpreter = null;

// The runtime's memory is defined in its wasm (Pyodide's INITIAL_MEMORY setting does not
// reach it) and the restore copies the snapshot's heap in without growing it: a heap that
// grew past that size while the snapshot was made (37.7 MB against 31.5 MB, once the game
// had a few more modules, December 2026) failed "offset is out of bounds" and the page
// booted without it. So the memory grows to the snapshot's size before the restore.
function growingTo(size, create) {
  return async (config) => {
    const module = await create(config);
    if (module.HEAP8.length < size) module.growMemory(size);
    return module;
  };
}

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
      const create = settings.createPyodideModule;
      const pyodide = await boot({
        ...settings, _loadSnapshot: bytes,
        ...(create && { createPyodideModule: growingTo(bytes.length, create) }),
      });
      mark("restored");
      pyodide.runPython(RESEED);
      guardPreloaded(pyodide);
      rootData("snapshot", "restored");
      return pyodide;
    } catch (error) {
      console.warn("Pyodide snapshot did not restore, booting normally:", error);
    }
  }
  rootData("snapshot", "none");
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
  let keep = false; // fetch stays ours until PyScript has the game files
  try {
    interpreter = await start(settings);
    markRuns(interpreter);
    appFiles = await appFilesRead.catch(() => null);
    keep = Boolean(appFiles && appFiles.size);
    if (!keep && CACHED) missed.add("files");
    reportRuntime();
    return interpreter;
  } finally {
    WebAssembly.instantiateStreaming = plainInstantiateStreaming;
    const restore = () => {
      appFiles = null;
      if (globalThis.fetch === packedFetch) globalThis.fetch = plainFetch;
    };
    if (keep) {
      const done = (event) => {
        if (event.detail !== "Loaded files") return;
        removeEventListener("py:progress", done);
        restore();
      };
      addEventListener("py:progress", done);
      setTimeout(() => { removeEventListener("py:progress", done); restore(); }, 30000);
    } else {
      restore();
    }
  }
}
