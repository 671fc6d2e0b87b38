"""The architecture: only game/web touches the browser (docs/ARCHITECTURE.md §1), no
import circles, and the packages in layers (engine, ai, review, puzzles, learn, play,
web)."""

import ast
import re
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"
BROWSER = {"js", "pyscript", "pyodide"}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def test_engine_never_imports_the_browser():
    offenders = [
        str(p.relative_to(GAME))
        for p in GAME.rglob("*.py")
        if "web" not in p.relative_to(GAME).parts and imported_roots(p) & BROWSER
    ]
    assert offenders == []


def test_the_check_would_see_a_browser_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from pyscript import document\nimport js\n")
    assert imported_roots(bad) & BROWSER == {"pyscript", "js"}


# -- import circles -------------------------------------------------------------------
# Imports run one way (DESIGN.md: web -> play -> review/ai -> engine). A circle between
# two modules of game/ is one whether its imports sit at the top of a module, inside a
# function, or under ``if TYPE_CHECKING``: each side then needs the other to be read.


def module_names(package: Path) -> dict[str, Path]:
    """Dotted module name -> file, for every module of ``package`` (a package's own
    name for its __init__.py)."""
    names = {}
    for path in package.rglob("*.py"):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def imported_modules(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules of ``modules`` that ``name`` imports anywhere in its file: top level,
    functions, classes, conditional blocks; relative and absolute. ``from p import x``
    imports the submodule ``p.x`` when there is one, else the module ``p`` itself."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name in modules}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            for alias in node.names:
                if f"{module}.{alias.name}" in modules:
                    out.add(f"{module}.{alias.name}")
                elif module in modules:
                    out.add(module)
    out.discard(name)
    return out


def import_graph(package: Path) -> dict[str, set[str]]:
    modules = module_names(package)
    return {name: imported_modules(name, path, modules) for name, path in modules.items()}


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One circle per strongly connected group of modules (Tarjan's algorithm), each
    spelled as a path through the group: ``[a, b, ..., a]``."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(group)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return [_circle_in(graph, group) for group in groups]


def _circle_in(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A shortest way from the group's first module back to itself, inside the group."""
    start = min(group)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(graph[v] & group):
                if w == start:
                    return paths[v] + [start]
                if w not in paths:
                    paths[w] = paths[v] + [w]
                    nxt.append(w)
        frontier = nxt
    raise AssertionError("a strongly connected group always has a circle")


def test_no_import_circles_in_game():
    circles = import_circles(import_graph(GAME))
    assert circles == [], "import circles:\n" + "\n".join(" -> ".join(c) for c in circles)


def test_the_check_would_see_a_circle_through_a_function_level_import(tmp_path):
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "base.py").write_text("from .sub.three import helper\n")
    (pkg / "sub" / "three.py").write_text(
        "def helper():\n    from pkg import base\n    return base\n")
    (pkg / "alone.py").write_text("import pkg.base\nfrom . import base\n")
    graph = import_graph(pkg)
    assert graph["pkg.alone"] == {"pkg.base"}
    assert import_circles(graph) == [["pkg.base", "pkg.sub.three", "pkg.base"]]


# -- layers ---------------------------------------------------------------------------
# The packages stand on one another in this order; a module may import its own package
# and the ones below it. ``game`` itself is the engine's public face (game.new_deal ...);
# game.console (the terminal game, the arena) and game.__main__ are tools over all of them.
# The words (the text tables and their wording) are the lowest floor: the engine's
# messages read in English through them, the page and the terminal in any language.
LAYERS = ("words", "engine", "ai", "review", "puzzles", "learn", "play", "web")


def layer_breaches(graph: dict[str, set[str]], root: str = "game") -> list[str]:
    def layer(module: str) -> int | None:
        if module == root:  # the engine's public face
            return LAYERS.index("engine")
        parts = module.split(".")
        return LAYERS.index(parts[1]) if len(parts) > 1 and parts[1] in LAYERS else None

    out = []
    for a, targets in sorted(graph.items()):
        la = layer(a)
        if la is None:
            continue
        for b in sorted(targets):
            lb = layer(b)
            if lb is None or lb > la:  # above it, or a top-level tool
                out.append(f"{a} -> {b}")
    return out


def test_each_package_imports_only_itself_and_the_layers_below() -> None:
    breaches = layer_breaches(import_graph(GAME))
    assert breaches == [], "imports against the layers:\n" + "\n".join(breaches)


def test_the_terminal_imports_nothing_of_the_page() -> None:
    """Issue 58, point 3: the terminal (game.console, game.__main__) speaks through the
    words' tables, never through the page's modules."""
    graph = import_graph(GAME)
    tools = {m: targets for m, targets in graph.items()
             if m == "game.__main__" or m.startswith("game.console")}
    assert tools, "the terminal's modules are where the check looks"
    breaches = sorted(f"{a} -> {b}" for a, targets in tools.items() for b in targets
                      if b.startswith("game.web"))
    assert breaches == [], "the terminal imports the page:\n" + "\n".join(breaches)


def test_the_layer_check_would_see_the_engine_import_the_match() -> None:
    graph = {"game.engine.deal": {"game.play.match", "game.engine.cards"},
             "game.web.app": {"game.engine.deal", "game.play.match"},
             "game.ai.expert": {"game.console.arena"}}
    assert layer_breaches(graph) == ["game.ai.expert -> game.console.arena",
                                     "game.engine.deal -> game.play.match"]


def test_the_readme_is_the_players_guide_without_measured_figures():
    """Issue 41, point 6: figures go stale; they live in docs/BENCHMARKS.md with their
    dates and commands, and the README points there."""
    readme = (GAME.parent / "README.md").read_text(encoding="utf-8")
    # a measured share, size or time, or a dated measurement (a zoom level or the
    # levels' "95% intervals" the page lists are not figures)
    figures = re.findall(r"\d+\.\d+ ?%|\d+(?:\.\d+)? ?(?:MB|kB|ms)\b|\d\.\d+ s\b"
                         r"|measured 20\d\d-|95% CI\b", readme)
    assert figures == []
    assert "docs/BENCHMARKS.md" in readme


def test_the_code_points_to_the_design_in_the_repository() -> None:
    """Code comments name docs/ARCHITECTURE.md, never a design file the repository does not
    hold (issue 58: ten modules pointed to a DESIGN.md beside it)."""
    root = GAME.parent
    assert (root / "docs" / "ARCHITECTURE.md").is_file()
    outside = [str(p.relative_to(root)) for p in sorted(GAME.rglob("*.py"))
               if "DESIGN.md" in p.read_text(encoding="utf-8")]
    assert outside == []


# -- the words are passed, never module state (issue 58, point 3) -------------------------
def _makes_words(value: ast.AST) -> bool:
    """``value`` makes a ``Words`` (a call of ``Words(...)``, alone, chained or held in a
    list, tuple, set or dict)."""
    for node in ast.walk(value):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name == "Words":
                return True
    return False


def _shared_statements(body: list[ast.stmt]) -> list[ast.stmt]:
    """The statements of a module that run once and whose names every caller shares: its
    own and its classes', inside ``if``, ``try`` and ``with`` too, never a function's."""
    out: list[ast.stmt] = []
    for stmt in body:
        out.append(stmt)
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for field in ("body", "orelse", "finalbody", "handlers"):
            inner = getattr(stmt, field, [])
            for part in inner:
                out += _shared_statements(part.body if isinstance(part, ast.ExceptHandler)
                                          else [part])
    return out


def words_held_or_texts_imported(path: Path) -> list[str]:
    """Where ``path`` keeps a ``Words`` at module (or class) level, or imports a module
    named ``texts`` (the page's words as module state, as the page's texts module was)."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for stmt in _shared_statements(tree.body):
        if isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign)) \
                and stmt.value is not None and _makes_words(stmt.value):
            found.append(f"{path.name}:{stmt.lineno} holds a Words")
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""] + [a.name for a in node.names]
        else:
            continue
        if any(name.rpartition(".")[2] == "texts" for name in names):
            found.append(f"{path.name}:{node.lineno} imports texts")
    return found


def test_no_module_holds_the_words_as_module_state() -> None:
    """Issue 58, point 3: the language, the preset's wording and the people's names are
    passed to whatever words a sentence (the controller's ``words``, handed to every
    builder), never kept by a module: no module of game/ holds a ``Words`` at module or
    class level, or imports a ``texts`` module (the page's held them, until it went)."""
    assert not (GAME / "web" / "texts.py").exists()
    found = [f for p in sorted(GAME.rglob("*.py")) for f in words_held_or_texts_imported(p)]
    assert found == [], "words kept as module state:\n" + "\n".join(found)


def test_the_words_check_would_see_a_module_level_words(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from game.words import Words\n"
                   "from .page.texts import say\n"
                   "from game.web import texts\n"
                   "_now: list[Words] = [Words()]\n"
                   "GERMAN = Words('de').for_rules('schnapsen')\n"
                   "class Page:\n"
                   "    words = {'en': Words()}\n"
                   "try:\n"
                   "    SPOKEN = (Words(),)\n"
                   "except ValueError:\n"
                   "    pass\n"
                   "def fine(language):\n"
                   "    words = Words(language)\n"
                   "    return words\n")
    assert words_held_or_texts_imported(bad) == [
        "bad.py:4 holds a Words", "bad.py:5 holds a Words", "bad.py:7 holds a Words",
        "bad.py:9 holds a Words", "bad.py:2 imports texts", "bad.py:3 imports texts"]
