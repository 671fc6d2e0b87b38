// The vendored Pyodide as the game's page runs it, for the bench pages: not shown
// JSPI (assets/early.mjs hides WebAssembly.Suspending from the game's Pyodide, see
// docs/DEVELOPING.md), so asyncio steps run on the main stack here too. Pyodide's
// module is imported only after that.
for (const name of ["Suspending", "Suspender"]) {
  try {
    delete WebAssembly[name];
  } catch {
    // not configurable in this browser
  }
}

export const { loadPyodide } = await import("../vendor/pyodide/pyodide.mjs");
