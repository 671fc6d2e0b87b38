// The page's taps, keys and form changes, handed to the game as plain events (issue 59,
// step 4): one listener per kind at the document, each event reduced to plain data
// (game/web/page_events.py reads it) and handed over as one JSON string, wherever the
// Python runs. It knows no game. What must be decided inside the event itself, before
// any Python could answer, comes from a table the game declares once (`listen`): which
// dialogs refuse Escape, and which keys the game takes (their default, such as the
// page scrolling on an arrow, is prevented here).

const KINDS = ["click", "change", "keydown", "focusin"];
// "close" and "cancel" do not bubble: the document hears them on the way down
const CAPTURED = ["close", "cancel"];
const CONTROL = "button, a, input, select, textarea, dialog";
const FIELD = new Set(["INPUT", "SELECT", "TEXTAREA"]);

// The ids of the target and its ancestors (innermost first), and their data-*
// attributes (the nearest one wins), up to <body>.
function where(target) {
  const ids = [];
  const data = {};
  for (let el = target; el && el.nodeType === 1 && el !== document.documentElement;
    el = el.parentElement) {
    if (el.id) ids.push(el.id);
    for (const [key, value] of Object.entries(own(el))) {
      if (!(key in data)) data[key] = value;
    }
  }
  return { ids, data };
}

// An element's own data-* attributes.
function own(el) {
  const data = {};
  for (const name of el.getAttributeNames()) {
    if (name.startsWith("data-")) data[name.slice(5)] = el.getAttribute(name);
  }
  return data;
}

// The values of the controls with an id in the dialog a click landed in (the Settings
// panel's Apply sends them all).
function fields(target) {
  const dialog = target.closest ? target.closest("dialog") : null;
  if (!dialog) return {};
  const values = {};
  for (const control of dialog.querySelectorAll("input[id], select[id], textarea[id]")) {
    values[control.id] = control.type === "checkbox" || control.type === "radio"
      ? control.checked : control.value;
  }
  return values;
}

export function plain(evt, refused) {
  const target = evt.target && evt.target.nodeType === 1 ? evt.target : null;
  const { ids, data } = target ? where(target) : { ids: [], data: {} };
  const button = target ? target.closest("button") : null;
  const event = {
    type: evt.type,
    ids,
    data,
    key: typeof evt.key === "string" ? evt.key : "",
    mods: Boolean(evt.ctrlKey || evt.altKey || evt.metaKey),
    field: Boolean(target && FIELD.has(target.tagName)),
    control: Boolean(target && target.closest(CONTROL)),
    disabled: Boolean(button && button.disabled),
    button: button ? own(button) : {},
    kind: target ? target.getAttribute("type") || "" : "",
    checked: Boolean(target && target.checked),
    value: target && typeof target.value === "string" ? target.value : "",
    refused,
  };
  if (evt.type === "click" && target) event.fields = fields(target);
  return event;
}

// Whether the game takes this key: its default is prevented at once. `keys.table`: the
// keys of the table while no dialog is open (outside form fields, no Ctrl, Alt or Meta;
// Escape while the moves drawer is open); `keys.review`: the review's own keys, Enter
// and Space only on a decision.
export function taken(evt, keys, doc = document) {
  const key = typeof evt.key === "string" ? evt.key : "";
  if (!key || evt.ctrlKey || evt.altKey || evt.metaKey) return false;
  const target = evt.target && evt.target.nodeType === 1 ? evt.target : null;
  if (target && FIELD.has(target.tagName)) return false;
  const review = doc.getElementById("review");
  if (review && review.open) {
    if (key === "Enter" || key === " ") return Boolean(target && target.closest("[data-goto]"));
    return keys.review.includes(key);
  }
  if (doc.querySelector("dialog[open]")) return false;
  if (key === "Escape") return doc.documentElement.getAttribute("data-log") === "open";
  return keys.table.includes(key) || keys.table.includes(key.toLowerCase());
}

// Start listening; every event the game hears goes to `deliver` as one JSON string.
// `declared` (JSON): {"cancel": [dialog ids that refuse Escape], "keys": {table, review}}.
export function listen(deliver, declared) {
  const { cancel, keys } = JSON.parse(declared);
  const hand = (evt, refused) => deliver(JSON.stringify(plain(evt, refused)));
  for (const kind of KINDS) {
    document.addEventListener(kind, (evt) => {
      let refused = false;
      if (kind === "keydown" && taken(evt, keys)) {
        evt.preventDefault();
        refused = true;
      }
      hand(evt, refused);
    });
  }
  for (const kind of CAPTURED) {
    document.addEventListener(kind, (evt) => {
      let refused = evt.defaultPrevented;
      if (kind === "cancel" && evt.target && cancel.includes(evt.target.id)) {
        evt.preventDefault();
        refused = true;
      }
      hand(evt, refused);
    }, true);
  }
  // another tab of this site wrote to the storage
  window.addEventListener("storage", (evt) => hand(evt, false));
}

globalThis.sixtysixEvents = { listen };
