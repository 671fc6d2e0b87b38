// Make a Pyodide memory snapshot in Node: boot the vendored Pyodide with
// _makeSnapshot, import the standard library modules and the game's own
// pure-Python modules, write the heap (raw; tools/snapshot.py packs it). Called by tools/snapshot.py,
// which picks the modules:
//
//   node tools/snapshot.mjs '{"pyodide": DIR, "out": FILE, "root": REPO,
//                             "stdlib": [...], "preload": [...], "files": [...],
//                             "stdlibZip": FILE, "trace": FILE}'
//
// "stdlibZip" boots with that standard library zip instead of Pyodide's (the
// trimmed one the page installs: the snapshot's zip importer state must match
// it byte for byte). With "trace", no snapshot is made: after the same imports
// (plus formatting a traceback, which imports lazily), the paths inside the
// standard library zip of every module loaded are written to that file as JSON
// ({"files": [...], "pyc": {path: base64 of its compiled .pyc}}).
//
// "files" (repo-relative .py paths) are written where PyScript writes them
// (/home/pyodide/<path>, the interpreter's working directory), then each of
// "preload" is imported; one that fails is left out. Only plain Python state
// may be in a snapshot, so nothing that imports js or pyscript is preloaded.
//
// "pyscriptCore" (@pyscript/core's folder in node_modules, optional): the
// snapshot also keeps compiled code for what PyScript runs after the restore,
// which it would otherwise compile on every visit (about 0.1 s in the page):
// the Python text PyScript runs first (src/stdlib.js: it writes the pyscript
// package into the file system, then imports it) and each module of that
// package, plus "compiled" (repo-relative .py files that import the browser,
// e.g. game/web/app.py) and main.py's text. Each is used only for the very
// same text at the very same path; anything else compiles as usual.
//
// The snapshot also holds a module `_sixtysix_snapshot` with the source of
// every preloaded file and `check(path, data)`: assets/interpreter.mjs calls it
// for each file PyScript writes after the restore, and on the first file that
// differs every game module is dropped from sys.modules, so a stale snapshot
// can never run old game code (the page is just slower).
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const spec = JSON.parse(process.argv[2] || "{}");
if (!spec.pyodide || !(spec.out || spec.trace)) {
  console.error("usage: node tools/snapshot.mjs '<json spec>' (see tools/snapshot.py)");
  process.exit(2);
}
const indexURL = resolve(spec.pyodide) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const options = { indexURL, _makeSnapshot: true };
if (spec.stdlibZip) options.stdLibURL = resolve(spec.stdlibZip);
const pyodide = await loadPyodide(options);

const HOME = "/home/pyodide/";
const sources = {};
for (const rel of spec.files || []) {
  const data = readFileSync(resolve(spec.root, rel));
  const path = HOME + rel;
  pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
  pyodide.FS.writeFile(path, data);
  sources[path] = data.toString("latin1");
}
// What PyScript runs and writes after the restore (see above): its set-up
// text, its package's files (as PyScript writes them: UTF-8, under HOME), the
// page's main.py, and the game files that import the browser.
const runs = [];
const modules = {};
if (spec.pyscriptCore) {
  const core = resolve(spec.pyscriptCore);
  const { stdlib } = await import(pathToFileURL(core + "/src/stdlib.js").href);
  const { default: tree } = await import(pathToFileURL(core + "/src/stdlib/pyscript.js").href);
  runs.push(stdlib);
  const walk = (base, node) => {
    for (const [name, value] of Object.entries(node)) {
      if (typeof value === "string") modules[`${base}/${name}`] = value;
      else walk(`${base}/${name}`, value);
    }
  };
  walk(HOME.slice(0, -1), tree);
}
for (const rel of spec.compiled || []) {
  modules[HOME + rel] = readFileSync(resolve(spec.root, rel), "utf8");
}
if (spec.main) runs.push(readFileSync(resolve(spec.root, spec.main), "utf8"));
pyodide.globals.set("_spec", pyodide.toPy({ ...spec, sources, home: HOME, runs, modules }));
const report = pyodide.runPython(`
import importlib, sys, types

def _build(spec):
    failed = []
    # First, so that the memory its parsing frees is reused by the imports
    # below rather than left behind as garbage in the snapshot.
    state = types.ModuleType("_sixtysix_snapshot")
    state.hits = []  # what the code cache served, for tests and benches
    cached = _code_cache(state, spec["runs"], spec["modules"])
    for name in spec["stdlib"]:
        try:
            importlib.import_module(name)
        except Exception as error:
            failed.append(f"{name}: {error}")
    home = spec["home"].rstrip("/")
    sys.path.insert(0, home)
    try:
        for name in spec["preload"]:
            try:
                importlib.import_module(name)
            except Exception as error:
                failed.append(f"{name}: {error!r}")
    finally:
        sys.path.remove(home)
    importlib.invalidate_caches()
    loaded = {
        m.__file__ for name, m in list(sys.modules.items())
        if name.split(".")[0] == "game" and getattr(m, "__file__", None)
    }
    sources = {p: s.encode("latin1") for p, s in spec["sources"].items() if p in loaded}

    state.sources = sources
    state.stale = False

    def check(path, data):
        """False (and every game module dropped) once a written file differs."""
        importlib.invalidate_caches()
        if state.stale:
            return False
        expected = sources.get(path)
        if expected is None or expected == data.to_bytes():
            return True
        state.stale = True
        for name in [n for n in sys.modules if n == "game" or n.startswith("game.")]:
            del sys.modules[name]
        return False

    state.check = check
    sys.modules["_sixtysix_snapshot"] = state
    return (
        f"{len(sources)} game files preloaded, {cached}"
        + ("; not imported: " + "; ".join(failed) if failed else "")
    )

def _code_cache(state, runs, modules):
    """Keep compiled code for texts run, and modules imported, after the restore."""
    import ast
    from importlib._bootstrap_external import SourceLoader
    import _pyodide._base as base

    # runPythonAsync(text): eval_code_async -> CodeRunner -> _parse_and_compile_gen,
    # called with every option spelt out: the key is the text and those options.
    plain_gen = base._parse_and_compile_gen
    compiled = {}

    def key(source, options):
        return (source, tuple(sorted(options.items())))

    def record(source, **options):
        code = yield from plain_gen(source, **options)
        compiled[key(source, options)] = code
        return code

    base._parse_and_compile_gen = record
    try:
        for text in runs:
            base.CodeRunner(text, flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT).compile()
    finally:
        base._parse_and_compile_gen = plain_gen

    def parse_and_compile(source, **options):
        code = compiled.get(key(source, options))
        if code is None:
            return (yield from plain_gen(source, **options))
        state.hits.append("<exec>")
        yield None  # no AST: CodeRunner only sends it back
        return code

    base._parse_and_compile_gen = parse_and_compile

    # Importing a .py file: SourceLoader.source_to_code(data, path).
    plain_source_to_code = SourceLoader.source_to_code
    code_of = {}
    for path, text in modules.items():
        data = text.encode("utf-8")
        code_of[path] = (data, plain_source_to_code(None, data, path))

    def source_to_code(self, data, path, *, _optimize=-1):
        entry = code_of.get(path)
        if entry is not None and _optimize == -1 and entry[0] == data:
            state.hits.append(path)
            return entry[1]
        return plain_source_to_code(self, data, path, _optimize=_optimize)

    SourceLoader.source_to_code = source_to_code
    return f"compiled code kept for {len(compiled)} texts and {len(code_of)} modules"

_build(_spec)
`);
if (spec.trace) {
  const loaded = pyodide.runPython(`
import json, sys, traceback
try:
    json.loads("{")
except ValueError:
    traceback.format_exc()
import base64, importlib.util, zipimport
from importlib._bootstrap_external import _code_to_hash_pyc
_zip = next(p for p in sys.path if p.endswith(".zip")) + "/"
# Frozen modules (os, io, site, importlib's bootstrap, ...) run from CPython's
# own frozen code: their file in the zip is never read.
_files = sorted(
    m.__file__[len(_zip):] for m in list(sys.modules.values())
    if (getattr(m, "__file__", None) or "").startswith(_zip)
    and getattr(getattr(m, "__spec__", None), "origin", None) != "frozen"
)
# Each traced module also compiled here, by this very CPython: an unchecked
# hash-based .pyc (PEP 552) that zipimport loads without compiling the source,
# as with python -OO (no docstrings, no asserts), which makes it smaller.
_reader = zipimport.zipimporter(_zip[:-1])
def _pyc(rel):
    source = _reader.get_data(_zip + rel)
    code = compile(source, _zip + rel, "exec", dont_inherit=True, optimize=2)
    data = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
    return base64.b64encode(bytes(data)).decode()
json.dumps({"files": _files, "pyc": {rel: _pyc(rel) for rel in _files if rel.endswith(".py")}})
`);
  writeFileSync(spec.trace, loaded);
  console.log(`stdlib trace: ${JSON.parse(loaded).files.length} files, ${report}`);
  process.exit(0);
}
pyodide.globals.delete("_spec");
pyodide.runPython("del _build");
const heap = pyodide.makeMemorySnapshot();
writeFileSync(spec.out, heap); // tools/snapshot.py packs it (sparse, gzip)
console.log(`snapshot: ${(heap.length / 1e6).toFixed(1)} MB heap, ${report}`);
