/* Sixty-Six offline service worker.
 *
 * Precaches the vendored runtime and the app files listed in sw-precache.js
 * (written by tools/build_site.py, each with its sha256) into a cache named
 * after their combined hash, then serves them cache-first: after one visit the
 * game boots with no network. A new deploy changes sw-precache.js, the browser
 * notices (it compares imported scripts on each update check), the new worker
 * precaches the new version (reusing unchanged files from the old cache) and
 * waits; assets/sw-register.js offers a reload, which sends "skip-waiting".
 *
 * Precompressed runtime files (PRECACHE.inflate: the .gz the first visit
 * fetched -> the URL the page asks for on later visits) are stored inflated
 * under that URL: a repeat visit then compiles the wasm, imports Pyodide's JS
 * as a module (parsed off the main thread) and reads the memory snapshot with
 * nothing to inflate on the page's main thread (assets/early.mjs). The .gz
 * copies are not stored. Every game file (the .py files and game/'s .json data)
 * is also stored in one JSON object (APP_FILES), which the page reads at once
 * instead of 60-odd requests.
 *
 * Every URL is resolved against this script's own URL, so the site works under
 * any subpath (https://USER.github.io/REPO/). Nothing here talks to any other
 * origin. Plain script (importScripts), no modules: works in every browser.
 */
/* global PRECACHE */
importScripts("./sw-precache.js");

const PREFIX = "sixtysix-";
const CACHE = PREFIX + PRECACHE.version;
const BASE = new URL("./", self.location.href);
const INDEX = new URL("index.html", BASE).href;
// (Without DecompressionStream the .gz files are kept as they are.)
const INFLATE = new Map(
  typeof DecompressionStream === "function"
    ? Object.entries(PRECACHE.inflate || {}).map(([gz, as]) => [new URL(gz, BASE).href, new URL(as, BASE).href])
    : [],
);
// [url fetched, its sha256, the URL it is stored (and served) under].
const ENTRIES = PRECACHE.files.map(([path, sha]) => {
  const url = new URL(path, BASE).href;
  return [url, sha, INFLATE.get(url) || url];
});
const PRECACHED = new Set(ENTRIES.map(([, , key]) => key));
// Not a file on the site: every precached game file in one JSON object (path ->
// text), read by assets/early.mjs on a repeat visit instead of 60-odd requests.
const APP_FILES = new URL("sixtysix-app-files.json", BASE).href;
const SHA_HEADER = "X-Sixtysix-Sha256"; // on an inflated entry: the sha of its .gz
const TYPES = { wasm: "application/wasm", mjs: "text/javascript", json: "application/json",
  zip: "application/zip", bin: "application/octet-stream" };
// pyodide.asm.js.gz holds the Emscripten module as a function body (tools/vendor.py:
// asm_function_body); stored as the module it came from.
const ASM_RETURN = "\nreturn _createPyodideModule;\n";

async function sha256(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// A response for url whose body has the expected hash: from an older cache of
// ours, else the network (HTTP cache allowed), else the network bypassing it.
async function verified(url, sha, oldCaches) {
  for (const cache of oldCaches) {
    const hit = await cache.match(url);
    if (hit && (await sha256(hit)) === sha) return hit;
  }
  let response = null;
  for (const mode of ["default", "reload"]) {
    response = await fetch(url, { cache: mode, credentials: "same-origin" });
    if (!response.ok) throw new Error(`sw.js: ${url}: HTTP ${response.status}`);
    if ((await sha256(response)) === sha) return response;
  }
  // The server has other bytes than sw-precache.js says (a file edited since the
  // list was written): keep what the server has, so offline still works.
  console.warn(`sw.js: ${url} differs from sw-precache.js (run tools/build_site.py)`);
  return response;
}

// The response stored under key for the .gz response (gunzipped unless the host
// already did it, sent with Content-Encoding: gzip), tagged with the .gz's sha.
async function inflated(response, key, sha) {
  let bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  }
  let body = bytes;
  if (key.endsWith(".mjs")) {
    const text = new TextDecoder().decode(bytes);
    if (!text.endsWith(ASM_RETURN)) throw new Error(`sw.js: ${key}: not a module function body`);
    body = "const __url = import.meta.url;\n" + text.slice(0, -ASM_RETURN.length) +
      "\nexport default _createPyodideModule;\n";
  }
  const type = TYPES[key.slice(key.lastIndexOf(".") + 1)] || "application/octet-stream";
  return new Response(body, { status: 200, headers: { "Content-Type": type, [SHA_HEADER]: sha } });
}

// What to store under key: from an older cache of ours if it has the same sha,
// else fetched (and inflated if key is not url).
async function entry(url, sha, key, oldCaches) {
  if (key === url) return verified(url, sha, oldCaches);
  for (const cache of oldCaches) {
    const hit = await cache.match(key);
    if (hit && hit.headers.get(SHA_HEADER) === sha) return hit;
  }
  return inflated(await verified(url, sha, []), key, sha);
}

async function precache() {
  const names = (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== CACHE);
  const oldCaches = await Promise.all(names.map((n) => caches.open(n)));
  const cache = await caches.open(CACHE);
  const queue = ENTRIES.slice();
  // A few downloads at a time: enough to fill loopback or a real link.
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, sha, key] = next;
      if (await cache.match(key)) continue; // an interrupted install left it
      await cache.put(key, await entry(url, sha, key, oldCaches));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  await bundleAppFiles(cache);
}

// The game's own files that PyScript fetches (pyscript.toml's [files]): the
// modules and main.py, and the data files under game/ (the built-in puzzles).
function isAppFile(url) {
  return url.endsWith(".py") || (url.endsWith(".json") && url.startsWith(BASE.href + "game/"));
}

async function bundleAppFiles(cache) {
  const files = {};
  const text = new TextDecoder("utf-8", { ignoreBOM: true });
  for (const [url, , key] of ENTRIES) {
    if (key !== url || !isAppFile(url)) continue;
    const hit = await cache.match(url);
    if (!hit) throw new Error(`sw.js: ${url} missing from the cache`);
    files[url.slice(BASE.href.length)] = text.decode(await hit.arrayBuffer());
  }
  const headers = { "Content-Type": "application/json" };
  await cache.put(APP_FILES, new Response(JSON.stringify(files), { headers }));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const path = url.origin + url.pathname;
  let key = null;
  if (request.mode === "navigate" && (path === BASE.href || path === INDEX)) {
    key = INDEX; // the page itself, whatever its ?seed=... query
  } else if (PRECACHED.has(path) && !url.search) {
    key = path;
  }
  if (key === null) return; // not ours: the browser fetches it as usual
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(key);
      return hit || fetch(request);
    })(),
  );
});
