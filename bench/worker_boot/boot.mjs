// One boot of the game's runtime, wherever this module is imported.
import { loadPyodide, marks } from "../../assets/interpreter.mjs";

export async function boot() {
  const pyodide = await loadPyodide({});
  // the snapshot holds the game's browser-free modules imported: one of them answers
  const answer = pyodide.runPython(
    "import sys\nstr('game.engine.core' in sys.modules) + ' ' + str(sum(range(10)))");
  return { marks: { ...marks }, answer };
}
