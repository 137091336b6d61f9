"""The layers hold: every import in jass_slate/ points down or sideways, no game imports
another, and no import goes round, an `import_module("jass_slate...")` counted as an import.

The contracts are read from the import-linter section of pyproject.toml (one home for
them); this test reads the imports itself with `ast`, including those inside functions and
under `TYPE_CHECKING`, so it needs no import-linter and sees what `lint-imports` sees, and
more: import-linter does not read `importlib.import_module` strings, which once hid an
import circle in cli/. Such strings may stand only in the registry and the lazy group.
"""

from __future__ import annotations

import ast
import tomllib
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "jass_slate"
# Where `import_module` and `__import__` may name one of our modules: the registry of games
# and the lazy group find a game's modules by name; typer_private also finds Typer's
# private modules by theirs (Click's), a name it makes at run time. A module of another
# package named by a literal (qrcode, cairosvg) may be imported so anywhere.
OURS_BY_NAME = {f"{PACKAGE}.games", f"{PACKAGE}.cli.lazy"}
UNKNOWN_BY_NAME = {*OURS_BY_NAME, f"{PACKAGE}.shell.typer_private"}

Graph = Mapping[str, set[str]]


def contracts(kind: str) -> list[dict[str, Any]]:
    """The import-linter contracts of one type in pyproject.toml."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        found = tomllib.load(handle)["tool"]["importlinter"]["contracts"]
    return [dict(contract) for contract in found if contract["type"] == kind]


def layers_of(contract: Mapping[str, Any]) -> list[list[str]]:
    """A contract's layers from the top down, each a list of sibling names that may not meet."""
    return [[name.strip() for name in str(layer).split("|")] for layer in contract["layers"]]


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path = ROOT, package: str = PACKAGE) -> dict[str, Path]:
    """Every module of the package by its dotted name."""
    return {module_name(path, root): path for path in sorted((root / package).rglob("*.py"))}


def expanded(expression: str, known: set[str]) -> list[str]:
    """The packages a module expression names: `jass_slate.games.*` is each child."""
    if not expression.endswith(".*"):
        return [expression]
    parent = expression.removesuffix(".*")
    depth = parent.count(".") + 2
    return sorted({".".join(name.split(".")[:depth]) for name in known
                   if name.startswith(parent + ".")})


def imported(tree: ast.AST, name: str, is_package: bool, known: set[str]) -> Iterator[str]:
    """The package's own modules that a module's code imports, wherever the import stands,
    an `import_module("jass_slate.x")` too; an f-string `f"jass_slate.x.{...}"` imports
    every module under jass_slate.x."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = absolute(node, name, is_package)
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                       for alias in node.names]
        else:
            targets = list(by_name(node, known))
        for target in targets:
            found = nearest(target, known)
            if found is not None and found != name:
                yield found


def by_name(node: ast.AST, known: set[str]) -> Iterator[str]:
    """The modules a call of `import_module` or `__import__` names: its literal, or every
    module under the literal start of an f-string."""
    argument = named_import(node)
    if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
        yield argument.value
    elif isinstance(argument, ast.JoinedStr) and argument.values:
        first = argument.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            prefix = first.value.rstrip(".")
            yield from (module for module in known
                        if module == prefix or module.startswith(prefix + "."))


def named_import(node: ast.AST) -> ast.expr | None:
    """The argument of an `import_module(...)` or `__import__(...)` call, if `node` is one."""
    if not isinstance(node, ast.Call) or not node.args:
        return None
    called = node.func
    name = called.attr if isinstance(called, ast.Attribute) else \
        called.id if isinstance(called, ast.Name) else ""
    return node.args[0] if name in ("import_module", "__import__") else None


def absolute(node: ast.ImportFrom, name: str, is_package: bool) -> str:
    """The module a `from … import` reads from, relative imports resolved."""
    if not node.level:
        return node.module or ""
    parts = name.split(".")
    keep = len(parts) - node.level + (1 if is_package else 0)
    return ".".join([*parts[:keep], *([node.module] if node.module else [])])


def nearest(target: str, known: set[str]) -> str | None:
    """The module itself, or the package it names a thing in."""
    while target and target not in known:
        target = target.rpartition(".")[0]
    return target or None


def import_graph(root: Path = ROOT, package: str = PACKAGE) -> dict[str, set[str]]:
    """Which of the package's modules each module imports."""
    found = modules(root, package)
    known = set(found)
    return {
        name: set(imported(ast.parse(path.read_text(encoding="utf-8")), name,
                           path.name == "__init__.py", known))
        for name, path in found.items()
    }


def rank_of(module: str, order: list[list[str]]) -> tuple[int, str] | None:
    """The layer's height (0 at the bottom) and the sibling package a module lies in."""
    for height, siblings in enumerate(reversed(order)):
        for sibling in siblings:
            if module == sibling or module.startswith(f"{sibling}."):
                return height, sibling
    return None


def upward(graph: Graph, order: list[list[str]]) -> list[str]:
    """Every import from a lower layer to a higher one, or between two sibling packages."""
    wrong = []
    for importer, targets in sorted(graph.items()):
        here = rank_of(importer, order)
        for target in sorted(targets):
            there = rank_of(target, order)
            if here is None or there is None:
                continue
            if there[0] > here[0] or (there[0] == here[0] and there[1] != here[1]):
                wrong.append(f"{importer} -> {target}")
    return wrong


def orders(graph: Graph) -> list[list[list[str]]]:
    """Each layers contract's order for each of its containers, as full module names."""
    known = set(graph)
    return [[[f"{container}.{name}" for name in siblings] for siblings in layers_of(contract)]
            for contract in contracts("layers")
            for expression in contract["containers"]
            for container in expanded(expression, known)]


def crossing(graph: Graph, members: list[str]) -> list[str]:
    """Every import from one of `members` (packages) into another."""
    def member(module: str) -> str | None:
        return next((m for m in members if module == m or module.startswith(m + ".")), None)

    return sorted(f"{importer} -> {target}" for importer, targets in graph.items()
                  for target in targets
                  if member(importer) and member(target) and member(importer) != member(target))


def circles(graph: Graph) -> list[list[str]]:
    """The strongly connected groups of two or more modules (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def importing_by_name(root: Path = ROOT, package: str = PACKAGE) -> list[tuple[str, str]]:
    """Each call of `import_module` or `__import__` by the module it stands in, and what it
    names: "ours" (a string of the package, or an f-string starting like one), "another"
    (a string of another package) or "unknown" (a name made at run time)."""
    found = []
    for name, path in modules(root, package).items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            argument = named_import(node)
            if argument is None:
                continue
            literal = argument.values[0] if isinstance(argument, ast.JoinedStr) and \
                argument.values else argument
            text = literal.value if isinstance(literal, ast.Constant) and \
                isinstance(literal.value, str) else None
            found.append((name, "unknown" if text is None else
                          "ours" if text.startswith(package) else "another"))
    return sorted(set(found))


def test_the_contracts_name_the_layers_of_the_house() -> None:
    (house, game) = contracts("layers")
    assert house["containers"] == [PACKAGE]
    assert layers_of(house) == [["cli"], ["tournament"], ["games"], ["shell"],
                                ["table", "render"], ["report"], ["file"], ["core"],
                                ["language"]]
    assert game["containers"] == [f"{PACKAGE}.games.*"]
    assert layers_of(game) == [["commands"], ["table", "render"], ["report"], ["file"],
                               ["scoring"]]
    assert [c["modules"] for c in contracts("independence")] == [[f"{PACKAGE}.games.*"]]


def test_every_package_lies_in_a_layer() -> None:
    graph = import_graph()
    homeless = [name for name in graph if name.count(".") >= 1 and name != f"{PACKAGE}.__main__"
                and rank_of(name, orders(graph)[0]) is None]
    assert homeless == []
    games = expanded(f"{PACKAGE}.games.*", set(graph))
    assert games  # the wildcard finds the games' packages
    for order in orders(graph)[1:]:
        container = order[0][0].rpartition(".")[0]
        inside = [name for name in graph if name.startswith(container + ".")]
        assert [name for name in inside if rank_of(name, order) is None] == []


def test_no_import_climbs_a_layer() -> None:
    graph = import_graph()
    assert [wrong for order in orders(graph) for wrong in upward(graph, order)] == []


def test_no_game_imports_another() -> None:
    graph = import_graph()
    assert crossing(graph, expanded(f"{PACKAGE}.games.*", set(graph))) == []


def test_no_modules_import_each_other_round() -> None:
    assert circles(import_graph()) == []


def test_modules_are_imported_by_name_only_where_a_game_is_found() -> None:
    found = importing_by_name()
    assert {name for name, named in found if named == "ours"} <= OURS_BY_NAME
    assert {name for name, named in found if named == "unknown"} <= UNKNOWN_BY_NAME


def test_the_checks_can_fail(tmp_path: Path) -> None:
    """A made-up package with a climb, a sibling import and circles, one of them closed by
    an import_module string and one by an f-string: all are found."""
    files = {
        "low/__init__.py": "",
        "low/a.py": "def f():\n    from pkg.high import b\n",
        "low/c.py": "from . import d\n",
        "low/d.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .c import x\n",
        "left/__init__.py": "import pkg.right.e\n",
        "right/e.py": "import importlib\nimportlib.import_module('pkg.right.g')\n",
        "right/g.py": "from pkg.right import e\n",
        "high/b.py": "from ..low import a\n",
        "high/h.py": "from importlib import import_module\nimport_module(f'pkg.high.{x}')\n",
        "high/i.py": "from pkg.high import h\n",
        "high/j.py": "import importlib\nimportlib.import_module(name)\n",
        "high/k.py": "import importlib\nimportlib.import_module('qrcode')\n",
    }
    for name, text in files.items():
        path = tmp_path / "pkg" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    graph = import_graph(tmp_path, "pkg")
    order = [["pkg.high"], ["pkg.left", "pkg.right"], ["pkg.low"]]
    assert upward(graph, order) == ["pkg.left -> pkg.right.e", "pkg.low.a -> pkg.high.b"]
    assert circles(graph) == [["pkg.high.b", "pkg.low.a"], ["pkg.high.h", "pkg.high.i"],
                              ["pkg.low.c", "pkg.low.d"], ["pkg.right.e", "pkg.right.g"]]
    assert crossing(graph, ["pkg.left", "pkg.right"]) == ["pkg.left -> pkg.right.e"]
    assert importing_by_name(tmp_path, "pkg") == [
        ("pkg.high.h", "ours"), ("pkg.high.j", "unknown"), ("pkg.high.k", "another"),
        ("pkg.right.e", "ours")]
    assert expanded("pkg.*", set(graph)) == ["pkg.high", "pkg.left", "pkg.low", "pkg.right"]
