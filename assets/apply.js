// The page's applier: carries out one render's writes (game/web/dom_writer.py lists the
// vocabulary), handed over as one JSON string wherever the Python runs. It knows no game:
// it writes what it is told, and only what differs from what the page shows, so a
// render costs no DOM churn. A write to an element that is not there is skipped and
// reported once the rest is done (a renderer's mistake, not the player's). A list that
// begins with a "motion" write lets the cards glide from their old places to their new
// ones (assets/motion.js).

import { capture, play, settle, sweep } from "./motion.js";
import { wordPage } from "./page-words.js";

function target(t) {
  if (t === ":root") return document.documentElement;
  if (t[0] === "#" || t[0] === ".") return document.querySelector(t);
  return document.getElementById(t);
}

function setAttr(el, name, value) {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) {
    el.setAttribute(name, value);
  }
}

function focus(el) {
  if (el && document.activeElement !== el) el.focus();
}

// Focus that fell to the page: nothing focused, <body>, or an element drawn over.
function lost(active) {
  return !active || active === document.body || !active.isConnected;
}

function usable(el) {
  return el && el.isConnected && !el.disabled;
}

// the element that had focus when each open dialog opened, and one to give focus back
// to once more after the next list (a button the question disabled is enabled by then)
const openedFrom = new Map();
let returning = null;

// Where focus goes after a render (keyboard.py Keyboard.plan): focus that fell to the
// page, or sits on a card that can no longer be played, goes to the next thing to do:
// `next` (Next deal or New match) once the deal is over, Draw while the table waits for
// it, a playable card (the one at `index`, or the last), else the hand itself.
let planned = null;
let waiting = false;
function follow(next, draw, cards, index) {
  if (document.querySelector("dialog[open]")) return; // it gives focus back on closing
  const active = document.activeElement;
  const gone = lost(active);
  const inHand = !gone && Boolean(active.closest("#hand"));
  const onResult = !gone && Boolean(active.closest("#result"));
  if (next) {
    if (gone || inHand) focus(target(next));
    return;
  }
  if (!(gone || inHand || onResult)) return;
  if (draw) {
    focus(target("draw"));
    return;
  }
  if (inHand && cards.includes(active.getAttribute("data-card"))) return;
  if (cards.length) {
    const code = cards[Math.min(index, cards.length - 1)];
    focus(document.querySelector(`#hand button[data-card="${code}"]`));
    return;
  }
  focus(target("hand"));
}

// The plan is followed at the next frame, where the frame's own layout serves the focus
// (moving it now would lay the page out at once, on top of the writes), unless focus fell
// to the page meanwhile: then at once, so that it is never left there; the latest wins.
function followPlanned() {
  const plan = planned;
  planned = null;
  if (plan) follow(...plan);
}

function settleFocus() {
  if (!planned) return;
  if (lost(document.activeElement)) {
    followPlanned();
  } else if (!waiting) {
    waiting = true;
    requestAnimationFrame(() => {
      waiting = false;
      followPlanned();
    });
  }
}

const WRITES = {
  html(el, markup, keep) {
    let kept = null;
    const active = document.activeElement;
    if (keep && active && active !== el && el.contains(active)) kept = active.getAttribute(keep);
    el.innerHTML = markup;
    if (kept !== null) {
      // the same control, drawn again: the focus stays on it
      for (const again of el.querySelectorAll(`[${keep}]`)) {
        if (again.getAttribute(keep) === kept) { focus(again); break; }
      }
    }
  },
  text(el, text) { if (el.textContent !== text) el.textContent = text; },
  hide(el, hidden) { if (el.hidden !== hidden) el.hidden = hidden; },
  enable(el, on) { if (el.disabled === on) el.disabled = !on; },
  attr(el, name, value) { setAttr(el, name, value); },
  prop(el, name, value) { if (el[name] !== value) el[name] = value; },
  append(el, markup, reset, scroll) {
    if (reset) el.innerHTML = "";
    if (markup) el.insertAdjacentHTML("beforeend", markup);
    const box = scroll ? target(scroll) : null;
    // at the next frame: reading the height now would lay the page out in this task, at
    // once, on top of the Python's work; then it is part of the frame's own layout
    if (box) requestAnimationFrame(() => { box.scrollTop = box.scrollHeight; });
  },
  dialog(el, open, focusId) {
    if (!open) {
      if (el.open) el.close();
      const back = openedFrom.get(el);
      openedFrom.delete(el);
      if (focusId === "return" && back) {
        if (usable(back)) focus(back);
        returning = back;
      }
    } else if (!el.open) {
      openedFrom.set(el, document.activeElement);
      el.showModal();
      if (focusId) focus(target(focusId));
    }
  },
  focus(el) { focus(el); },
  class(el, name, on) { el.classList.toggle(name, on); },
  scroll(el) { el.scrollIntoView({ block: "nearest" }); },
  // focus goes back to `el` unless it moved on: only when no dialog is open and focus
  // fell to the page or is still inside one of `within` (the dialogs just closed)
  refocus(el, within) {
    if (document.querySelector("dialog[open]")) return;
    const active = document.activeElement;
    if (lost(active) || active.closest(within)) focus(el);
  },
  options(el, values) {
    for (const option of el.options) {
      const off = !values.includes(option.value);
      if (option.hidden !== off) option.hidden = off;
      if (option.disabled !== off) option.disabled = off;
    }
  },
};

// writes that name their elements themselves
const GLOBAL = {
  words(words, title) {
    if (document.title !== title) document.title = title;
    wordPage(words);
  },
  checks(selector, attribute, values) {
    for (const box of document.querySelectorAll(selector)) {
      const on = values.includes(box.getAttribute(attribute));
      if (box.checked !== on) box.checked = on;
    }
  },
  // followed at the end of the list (`settleFocus`)
  focusplan(...plan) { planned = plan; },

  current(selector, attribute, value) {
    for (const el of document.querySelectorAll(selector)) {
      setAttr(el, "aria-current", el.getAttribute(attribute) === value ? "true" : null);
    }
  },
};

// Focus inside markup about to be replaced moves first to the element that holds it, when
// that one takes focus (the hand, tabindex -1), while the page is still laid out:
// removing the focused element would make the browser lay the page out at once to settle
// the focus. The plan moves it on at the next frame.
function letGo(writes) {
  const active = document.activeElement;
  if (lost(active)) return;
  for (const [kind, first, , keep] of writes) {
    if (kind !== "html" || keep) continue; // (`keep`: focus stays on the same control)
    const el = target(first);
    if (el && el !== active && el.contains(active)) {
      if (el.hasAttribute("tabindex")) el.focus({ preventScroll: true });
      return;
    }
  }
}

export function apply(json) {
  const writes = JSON.parse(json);
  const pending = returning;
  const motion = writes.length && writes[0][0] === "motion" ? writes.shift() : null;
  if (motion) capture(motion[1]); // where every card is before the page changes
  letGo(writes);
  const missing = [];
  for (const [kind, first, ...rest] of writes) {
    if (kind in GLOBAL) {
      GLOBAL[kind](first, ...rest);
      continue;
    }
    const el = target(first);
    if (el) WRITES[kind](el, ...rest);
    else missing.push(`${kind} ${first}`);
  }
  if (motion) play(motion[2], motion[3]);
  settleFocus();
  if (pending && pending === returning) {
    returning = null;
    if (usable(pending)) focus(pending);
  }
  if (missing.length) throw new Error(`the page has no ${missing.join(", ")}`);
}

globalThis.sixtysixApply = apply;
// the game asks for these (game/web/game_loop.py): a trick to its pile, the cards to land
globalThis.sixtysixMotion = { sweep, settle };
