// Card motion by FLIP, on the page's thread: remember where every card was, let the
// applier (assets/apply.js) rewrite the page, then animate each card from its old place
// to its new one. The renderer only says whether cards may move, which cards in the hand
// are fresh and how long the glide of the player's own card is (the "motion" write,
// game/web/dom_writer.py); the trick's sweep to its winner's pile and the wait for the
// cards in flight are asked for by the game (game/web/game_loop.py).
//
// Only Web Animations on `transform` (compositor work, no layout per frame): all rects
// are read first, then all animations are started. A card with no earlier place comes
// from where it must have come from: a new card in #hand from the stock (or the trump),
// a new card in #table or #last-trick (the computer's) from #opponent-hand. Nothing
// animates under `prefers-reduced-motion: reduce` or when the renderer says motion is
// off (a pause of 0); `<html data-motion="on|off">` tells the stylesheet which (it also
// turns off the hover lift). The first render paints the table at once.

const CARD = "[data-card]";
const HAND = "#hand";
const FRESH = "fresh";
const DURATION_MS = 220;
const EASING = "cubic-bezier(0.2, 0.7, 0.2, 1)";

// -- the geometry (pure: tests/js/motion.test.mjs) -------------------------------------

function centre(r) {
  return [r.left + r.width / 2, r.top + r.height / 2];
}

export function empty(r) {
  return !r || r.width <= 0 || r.height <= 0;
}

// [dx, dy, sx, sy] that put a box at `now` visually back at `old` (for the default
// transform-origin, the centre: translate the centre, then scale about it)
export function delta(old, now) {
  const [ox, oy] = centre(old);
  const [nx, ny] = centre(now);
  return [ox - nx, oy - ny, now.width ? old.width / now.width : 1,
    now.height ? old.height / now.height : 1];
}

export function moved([dx, dy, sx, sy]) {
  return Math.abs(dx) >= 1 || Math.abs(dy) >= 1 || Math.abs(sx - 1) >= 0.01 ||
    Math.abs(sy - 1) >= 0.01;
}

export function transform([dx, dy, sx, sy]) {
  return `translate(${dx.toFixed(1)}px, ${dy.toFixed(1)}px) scale(${sx.toFixed(3)}, ${sy.toFixed(3)})`;
}

// Which cards glide, and from where. `now`: [code, rect] of each card on the page, in
// page order; `old`: code -> rect before the writes; `anchors`: {stock, trump,
// opponent} rects; `hand`, `table`: the codes in the hand and on the table now;
// `swept`: cards gone to a won pile (left alone). Returns [code, delta] pairs.
export function plans(now, old, anchors, hand, table, swept) {
  const out = [];
  for (const [code, rect] of now) {
    if (swept.has(code) || empty(rect)) continue;
    let from = old.get(code);
    if (!from) {
      if (hand.has(code)) from = anchors.stock || anchors.trump;
      else if (table.has(code)) from = anchors.opponent;
    }
    if (empty(from)) continue;
    const d = delta(from, rect);
    if (moved(d)) out.push([code, d]);
  }
  return out;
}

// -- on the page ------------------------------------------------------------------------

function rectOf(el) {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
}

function cards() {
  const out = [];
  const seen = new Set();
  for (const el of document.querySelectorAll(CARD)) {
    const code = el.getAttribute("data-card");
    if (!seen.has(code)) {
      seen.add(code);
      out.push([code, el]);
    }
  }
  return out;
}

function codesIn(selector) {
  return new Set([...document.querySelectorAll(`${selector} ${CARD}`)]
    .map((el) => el.getAttribute("data-card")));
}

function anchorRects() {
  const found = {};
  for (const [name, el] of [["stock", document.querySelector(".pile .stock")],
    ["trump", document.getElementById("trump-card")]]) {
    if (el && !empty(rectOf(el))) found[name] = rectOf(el);
  }
  const opp = document.getElementById("opponent-hand");
  if (opp) {
    const backs = opp.querySelectorAll(".card");
    const r = rectOf(backs.length ? backs[backs.length - 1] : opp);
    if (!empty(r)) found.opponent = r;
  }
  return found;
}

function reduced() {
  try {
    return matchMedia("(prefers-reduced-motion: reduce)").matches;
  } catch (e) {
    return false; // no matchMedia: no reason to hold back
  }
}

let primed = false; // capture() has run at least once
let active = false; // what capture() decided for the next play()
let old = new Map();
let anchors = {};
const swept = new Set(); // cards sent to a won pile: the next play() skips them
let running = []; // the animations the last play() or sweep() started

function allowed(on) {
  return on && !reduced();
}

// Every card's place (and the anchors) before the page is rewritten.
export function capture(on) {
  active = allowed(on);
  const want = active ? "on" : "off";
  const root = document.documentElement;
  if (root.getAttribute("data-motion") !== want) root.setAttribute("data-motion", want);
  old = new Map(active ? cards().map(([code, el]) => [code, rectOf(el)]) : []);
  anchors = active ? anchorRects() : {};
  if (!primed) {
    primed = true;
    active = false; // the first render paints the table at once
  }
}

// Every card whose place changed since capture() glides there; `fresh` (the cards just
// drawn into the hand) are marked; `duration` (ms) or the usual glide.
export function play(fresh, duration) {
  const freshCodes = new Set(fresh);
  running = [];
  let moves = [];
  if (active) {
    const now = cards();
    const byCode = new Map(now);
    const table = codesIn("#table");
    for (const code of codesIn("#last-trick")) table.add(code);
    // read every rect first ...
    const found = plans(now.map(([code, el]) => [code, rectOf(el)]), old, anchors,
      codesIn(HAND), table, swept);
    moves = found.map(([code, d]) => [byCode.get(code), d]);
  }
  // ... then write: classes and animations
  for (const el of document.querySelectorAll(`${HAND} ${CARD}`)) {
    const on = freshCodes.has(el.getAttribute("data-card"));
    if (el.classList.contains(FRESH) !== on) el.classList.toggle(FRESH, on);
  }
  swept.clear();
  const ms = duration ?? DURATION_MS;
  for (const [el, d] of moves) {
    // z-index in both keyframes lifts the card over its neighbours in flight
    running.push(el.animate([{ transform: transform(d), zIndex: 5 },
      { transform: "none", zIndex: 5 }], { duration: ms, easing: EASING }));
  }
  active = false;
}

// Until the animations last started have finished (or were cancelled).
export async function settle() {
  for (const animation of running) {
    try {
      await animation.finished;
    } catch (e) { /* a cancelled animation rejects `finished` */ }
  }
}

// The cards under `selector` (a finished trick) go to the element `targetId` (the
// winner's pile), shrinking and fading; resolves once they are there. The next play()
// leaves those cards alone (they reappear in the last-trick box at once).
export async function sweep(selector, targetId, on) {
  if (!allowed(on)) return;
  const target = document.getElementById(targetId);
  if (!target) return;
  const goal = rectOf(target);
  if (empty(goal)) return;
  const [gx, gy] = centre(goal);
  running = [];
  for (const el of document.querySelectorAll(`${selector} ${CARD}`)) {
    const here = rectOf(el);
    if (empty(here)) continue;
    swept.add(el.getAttribute("data-card"));
    const [hx, hy] = centre(here);
    const scale = Math.max(0.2, Math.min(1, goal.width / here.width));
    running.push(el.animate([
      { transform: "none", opacity: 1, zIndex: 5 },
      { transform: `translate(${(gx - hx).toFixed(1)}px, ${(gy - hy).toFixed(1)}px) scale(${scale.toFixed(3)})`,
        opacity: 0.2, zIndex: 5 },
    ], { duration: DURATION_MS, easing: EASING, fill: "forwards" }));
  }
  await settle();
}
