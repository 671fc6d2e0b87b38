import { STATIC, TEXTS } from "./boot-texts.js";
import { wordPage } from "./page-words.js";

// Loading progress bar: advances on PyScript's `py:progress` events and hides
// once Python marks the page ready (<html class="ready">). No game logic here.

const MILESTONES = {
  "Loading Pyodide": 8,
  "Loading Storage": 12,
  "Loaded Storage": 16,
  "Loading interpreter": 20,
  "Loaded interpreter": 82,
  "Loading files": 86,
  "Loaded files": 90,
  "Loaded Pyodide": 94,
};

// What the person reads while waiting (the raw event texts are technical), in the
// page's language: the link's ?lang=, else the one saved in Settings, else the
// browser's (as Python picks it later). The words come from the text tables.
const LABELS = {
  "Loading interpreter": "boot.starting",
  "Loaded interpreter": "boot.loading",
  "Loaded Pyodide": "boot.dealing",
};

function pageLanguage() {
  const known = (x) => typeof x === "string" && Object.prototype.hasOwnProperty.call(TEXTS, x);
  try {
    // as game/web/params.py reads a link: the last ?lang= wins, and a link of more
    // than 64 parameters is ignored whole
    const query = new URLSearchParams(location.search);
    const wanted = [...query.keys()].length <= 64 ? query.getAll("lang").pop() : null;
    if (known(wanted)) return wanted;
  } catch (e) { /* a bad link: the next choice */ }
  try {
    const raw = localStorage.getItem("sixtysix.settings");
    const saved = raw && raw.length < 4096 ? JSON.parse(raw) : null;
    if (saved && known(saved.lang)) return saved.lang;
  } catch (e) { /* storage refused or a damaged record: the next choice */ }
  for (const tag of navigator.languages || [navigator.language]) {
    const base = String(tag).split("-")[0].toLowerCase();
    if (known(base)) return base;
  }
  return "en";
}

const LANG = pageLanguage();
const WORDS = TEXTS[LANG];
document.documentElement.lang = LANG;
// The whole page speaks it from its first paint: index.html's own words (in English) are
// written here as the game's table words them (Python writes them again once it runs,
// in the preset and with the names of the game on the table), and the loading line and
// the recovery screen (hidden until needed) too.
const PAGE_WORDS = { ...STATIC[LANG], ...WORDS };
wordPage(PAGE_WORDS);
if (PAGE_WORDS["page.title"]) document.title = PAGE_WORDS["page.title"];
// and the two lines Python writes itself once it runs (the status, the trumps' caption)
for (const [id, key] of [["status-line", "boot.shuffling"], ["trump-suit", "boot.trumps"]]) {
  const el = document.getElementById(id);
  if (el && WORDS[key] && !document.documentElement.classList.contains("ready")) el.textContent = WORDS[key];
}

// A sentence of the tables with its {placeholders} filled.
function say(key, facts) {
  return String(WORDS[key] || "").replace(/\{(\w+)\}/g, (all, name) => (name in facts ? String(facts[name]) : all));
}

const root = document.documentElement;
const box = document.getElementById("loading");
const bar = document.getElementById("load-progress");
const label = document.getElementById("load-label");

let value = 2;
let target = 8;
let timer = 0;

function show(v) {
  value = Math.max(value, Math.min(v, 99));
  if (bar) {
    bar.value = Math.round(value);
    bar.textContent = `${Math.round(value)}%`;
  }
}

// A tap or a key before the table can be played is answered at once, between the
// start-up's long stretches of work: the loading line stands out and says how far it
// is, rather than the tap seeming lost. Said once per tap (the line is a live region:
// a percentage rewritten as the bar creeps would be read out five times a second).
function answerEarly(event) {
  if (root.classList.contains("ready") || root.classList.contains("recovery") || !box) return;
  const target = event.target instanceof Element ? event.target : null;
  if (target && target.closest("#recovery, #loading")) return;
  box.dataset.asked = "1";
  if (label) label.textContent = say("boot.still_loading", { percent: Math.round(value) });
}

// Starting the interpreter takes most of the time and reports nothing while it
// runs, so creep towards the next milestone to show that work goes on.
function creep() {
  show(value + (target - value) * 0.06);
}

function finish() {
  if (timer) clearInterval(timer);
  timer = 0;
  if (bar) bar.value = 100;
  if (box) box.hidden = true;
}

function onProgress(event) {
  const detail = typeof event.detail === "string" ? event.detail : "";
  const milestone = MILESTONES[detail];
  if (milestone !== undefined) {
    show(milestone);
    target = detail === "Loading interpreter" ? 80 : Math.min(milestone + 4, 98);
  } else {
    show(value + 1);
  }
  if (label && LABELS[detail] && !(box && box.dataset.asked)) label.textContent = WORDS[LABELS[detail]];
}

if (root.classList.contains("ready")) {
  finish();
} else {
  show(value);
  timer = setInterval(creep, 200);
  addEventListener("py:progress", onProgress);
  addEventListener("pointerdown", answerEarly, true);
  addEventListener("keydown", answerEarly, true);
  new MutationObserver((_, observer) => {
    if (root.classList.contains("ready")) {
      observer.disconnect();
      removeEventListener("py:progress", onProgress);
      removeEventListener("pointerdown", answerEarly, true);
      removeEventListener("keydown", answerEarly, true);
      finish();
    }
  }).observe(root, { attributes: true, attributeFilter: ["class"] });
}

// Last line of defence: if Python dies before the table is ready (a fatal runtime
// error, or no start within a minute), show the recovery screen from here.
// "Start fresh" keeps every saved record under its backup key, as Python's does.
const RECOVERY_AFTER_MS = 60000;

function startFresh() {
  try {
    const keys = [];
    for (let i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i));
    for (const key of keys) {
      if (key && key.startsWith("sixtysix.") && !key.endsWith(".rejected")) {
        localStorage.setItem(`${key}.rejected`, String(localStorage.getItem(key)).slice(0, 65536));
        localStorage.removeItem(key);
      }
    }
  } catch (e) {
    // storage refused: reloading without the link's query is all that is left
  }
  location.replace(location.pathname);
}

function showRecovery(why) {
  if (root.classList.contains("ready") || root.classList.contains("recovery")) return;
  const box = document.getElementById("recovery");
  const text = document.getElementById("recovery-why");
  const button = document.getElementById("start-fresh");
  if (!box || !button) return;
  if (text) text.textContent = why;
  finish();
  box.hidden = false;
  root.classList.add("recovery");
  button.addEventListener("click", startFresh);
  button.focus();
}

if (!root.classList.contains("ready")) {
  setTimeout(() => showRecovery(WORDS["boot.timeout"]), RECOVERY_AFTER_MS);
  addEventListener("error", (event) => {
    const message = String((event && event.message) || "");
    if (message.includes("fatal error")) showRecovery(`(${message.slice(0, 160)})`);
  });
  addEventListener("unhandledrejection", (event) => {
    const message = String((event && event.reason && event.reason.message) || "");
    if (message.includes("fatal error")) showRecovery(`(${message.slice(0, 160)})`);
  });
}
