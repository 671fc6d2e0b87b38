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
const ENTRIES = PRECACHE.files.map(([path, sha]) => [new URL(path, BASE).href, sha]);
const PRECACHED = new Set(ENTRIES.map(([url]) => url));

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

async function precache() {
  const names = (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== CACHE);
  const oldCaches = await Promise.all(names.map((n) => caches.open(n)));
  const cache = await caches.open(CACHE);
  const queue = ENTRIES.slice();
  // A few downloads at a time: enough to fill loopback or a real link.
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const [url, sha] = entry;
      if (await cache.match(url)) continue; // an interrupted install left it
      await cache.put(url, await verified(url, sha, oldCaches));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
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
