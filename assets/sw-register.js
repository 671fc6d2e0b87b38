// Offline support: register ../sw.js once PyScript reports it is done
// (`py:all-done`), so precaching never competes with the first boot, and offer
// a reload when a new version of the site has been precached.
//
// The update banner is created here (no markup in index.html); the page may
// style it through #update-banner / .update-banner, the defaults below are set
// through the CSSOM, which the page's CSP (style-src 'self') allows.
//
// Its words are the text tables' (boot-texts.js), in the page's language of the moment
// (<html lang>, which the page keeps current).
//
// Hooks for tests: <html data-offline="ready"> once a service worker controls
// the page (its caches are then full); window.sixtysixSW is the registration promise.

import { TEXTS } from "./boot-texts.js";

const SW_URL = new URL("../sw.js", import.meta.url);
const root = document.documentElement;
let reloading = false;

function words() {
  const lang = document.documentElement.lang;
  return Object.prototype.hasOwnProperty.call(TEXTS, lang) ? TEXTS[lang] : TEXTS.en;
}

function showBanner(worker) {
  if (document.getElementById("update-banner")) return;
  const say = words();
  const banner = document.createElement("div");
  banner.id = "update-banner";
  banner.className = "update-banner";
  banner.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent = say["update.ready"];
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "btn btn-small";
  reload.textContent = say["update.reload"];
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.className = "btn btn-small";
  dismiss.textContent = say["update.later"];
  const buttons = document.createElement("span");
  buttons.append(reload, " ", dismiss);
  banner.append(text, buttons);
  Object.assign(banner.style, {
    position: "fixed",
    left: "0",
    right: "0",
    bottom: "0.75rem",
    marginInline: "auto",
    width: "max-content",
    zIndex: "1000",
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "center",
    gap: "0.5rem",
    alignItems: "center",
    padding: "0.5rem 0.75rem",
    borderRadius: "0.5rem",
    background: "#1b1b1b",
    color: "#fff",
    font: "inherit",
    fontSize: "0.9rem",
    boxShadow: "0 2px 8px rgba(0,0,0,.35)",
    maxWidth: "calc(100vw - 1.5rem)",
    boxSizing: "border-box",
  });
  reload.addEventListener("click", () => {
    reloading = true;
    reload.disabled = true;
    worker.postMessage("skip-waiting");
  });
  dismiss.addEventListener("click", () => banner.remove());
  document.body.append(banner);
}

function watch(registration) {
  const offer = () => {
    // Only an *update* is offered: on the first install nothing controls the page yet.
    if (registration.waiting && navigator.serviceWorker.controller) {
      showBanner(registration.waiting);
    }
  };
  offer();
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed") offer();
    });
  });
}

async function register() {
  const container = navigator.serviceWorker;
  container.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
    else if (container.controller) root.dataset.offline = "ready";
  });
  // updateViaCache "none": sw.js and sw-precache.js are always checked afresh.
  const registration = await container.register(SW_URL.href, { updateViaCache: "none" });
  if (!registration) return null; // registration blocked (e.g. by a test harness)
  watch(registration);
  // A page left open for long still learns about a new version: check again
  // when it comes back into view, at most once an hour.
  let checked = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && Date.now() - checked > 3600_000) {
      checked = Date.now();
      registration.update().catch(() => {});
    }
  });
  await container.ready;
  if (container.controller) root.dataset.offline = "ready";
  return registration;
}

function start() {
  window.sixtysixSW = register().catch((error) => {
    console.warn("Offline support is not available:", error);
    return null;
  });
}

// Once Python is done, wait a moment and for an idle main thread: the first
// moves of the game come first, precaching (~21 MB, mostly from the HTTP cache) after.
function soon() {
  setTimeout(() => {
    if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 2000 });
    else start();
  }, 1000);
}

if ("serviceWorker" in navigator && window.isSecureContext) {
  if (root.classList.contains("ready")) soon();
  else addEventListener("py:all-done", soon, { once: true });
}
