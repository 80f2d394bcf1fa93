"""kgstore's folders are its layers: each imports only the layers below it, and no modules import
each other in a circle (kgstore/README.md draws them).

Read from the source: every ``import`` counts, at module level or inside a function, except the
ones under ``if TYPE_CHECKING:`` (type names only, never run)."""

from __future__ import annotations

import ast
from pathlib import Path

import kgstore

PACKAGE = Path(kgstore.__file__).resolve().parent

# Bottom to top; a module may import its own layer and those before it.
LAYERS = [
    ("vocabulary", {"kgstore.errors", "kgstore.records", "kgstore.validation", "kgstore.lexicon", "kgstore.secrets", "kgstore.version",
                    "kgstore.resources"}),
    ("storage", {"kgstore.storage"}),
    ("graph", {"kgstore.graph"}),
    ("queries", {"kgstore.queries"}),
    ("passive", {"kgstore.passive"}),
    ("facade", {"kgstore", "kgstore.store", "kgstore.workspace"}),
    ("interchange", {"kgstore.interchange"}),
    ("agent", {"kgstore.agent", "kgstore.tools"}),
]


def module_name(path: Path) -> str:
    parts = ["kgstore", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def layer_of(module: str) -> int:
    best, found = -1, None
    for index, (_name, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, found = len(prefix), index
    assert found is not None, f"{module} is in no layer: add it to LAYERS (and kgstore/README.md)"
    return found


def _type_checking_blocks(tree: ast.AST) -> set[int]:
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                skipped.update(id(n) for n in ast.walk(inner))
    return skipped


def imports_of(path: Path, modules: set[str], me: str | None = None) -> set[str]:
    """The kgstore modules this file (the module `me`, by default the one at `path`) imports when it runs."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_blocks(tree)
    me = me or module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "kgstore")
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] != "kgstore":
                continue
            submodules = {f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in modules}
            # "from .. import secrets" imports that module; the package's __init__ runs first for
            # every module of it anyway.
            found.update(submodules or {target})
    found.discard(me)
    return {m for m in found if m in modules}


def import_graph() -> dict[str, set[str]]:
    paths = sorted(PACKAGE.rglob("*.py"))
    modules = {module_name(p) for p in paths}
    return {module_name(p): imports_of(p, modules) for p in paths}


def test_every_module_imports_only_its_layer_and_those_below():
    upward = []
    for module, imported in sorted(import_graph().items()):
        mine = layer_of(module)
        for other in sorted(imported):
            if other in ("kgstore",) and module.startswith("kgstore."):
                theirs = layer_of("kgstore")
            else:
                theirs = layer_of(other)
            if theirs > mine:
                upward.append(f"{module} ({LAYERS[mine][0]}) imports {other} ({LAYERS[theirs][0]})")
    assert not upward, "imports that go up a layer:\n" + "\n".join(upward)


def test_no_modules_import_each_other_in_a_circle():
    graph = import_graph()
    # Tarjan's strongly connected components: any with two or more modules is a circle.
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    assert not circles, "modules that import each other in a circle: " + "; ".join(" <-> ".join(c) for c in circles)


def test_the_checker_sees_an_upward_import_and_not_a_type_name(tmp_path):
    source = tmp_path / "probe.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "from . import rows\n"
        "if TYPE_CHECKING:\n    from ..store import KnowledgeGraph\n"
        "def f():\n    from ..workspace import Workspace\n    return Workspace\n"
    )
    modules = {"kgstore.workspace", "kgstore.store", "kgstore.storage.rows", "kgstore.storage.probe"}
    found = imports_of(source, modules, me="kgstore.storage.probe")
    assert found == {"kgstore.workspace", "kgstore.storage.rows"}
    assert layer_of("kgstore.workspace") > layer_of("kgstore.storage.probe")
