// index.html's own words in the page's language: each element names its text's key
// (data-text), its aria-label's (data-label) or its tooltip's (data-title). Written by
// boot.js at the first paint and by the applier (apply.js) whenever the game rewords it;
// only what differs is written, and a key missing from `words` is left as it is.

function setAttr(el, name, value) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

export function wordPage(words) {
  for (const [attribute, write] of [
    ["data-text", (el, text) => { if (el.textContent !== text) el.textContent = text; }],
    ["data-label", (el, text) => setAttr(el, "aria-label", text)],
    ["data-title", (el, text) => setAttr(el, "title", text)],
  ]) {
    for (const el of document.querySelectorAll(`[${attribute}]`)) {
      const text = words[el.getAttribute(attribute)];
      if (typeof text === "string") write(el, text);
    }
  }
}
