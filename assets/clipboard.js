// A line to the clipboard, for the game wherever it runs (a worker has no clipboard): the
// game awaits `sixtysixClipboard.copy(text)`, true once written, false where the browser
// has no clipboard or refuses it (the game then shows the line to copy by hand).

export async function copy(text) {
  const clipboard = globalThis.navigator && globalThis.navigator.clipboard;
  if (!clipboard || typeof text !== "string") return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

globalThis.sixtysixClipboard = { copy };
