"""The layers hold: every import in jass_slate/ points down or sideways, and none goes round.

The layers are read from the import-linter contract in pyproject.toml (one home for them);
this test reads the imports itself with `ast`, including those inside functions and under
`TYPE_CHECKING`, so it needs no import-linter and sees what `lint-imports` sees.
"""

from __future__ import annotations

import ast
import tomllib
from collections.abc import Iterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "jass_slate"

Graph = Mapping[str, set[str]]


def layers_contract() -> dict[str, object]:
    """The one "layers" contract of pyproject.toml."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        contracts = tomllib.load(handle)["tool"]["importlinter"]["contracts"]
    (contract,) = [c for c in contracts if c["type"] == "layers"]
    return dict(contract)


def layers() -> list[list[str]]:
    """The layers from the top down, each a list of sibling packages that may not meet."""
    contract = layers_contract()
    raw = contract["layers"]
    assert isinstance(raw, list)
    return [[name.strip() for name in str(layer).split("|")] for layer in raw]


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path = ROOT, package: str = PACKAGE) -> dict[str, Path]:
    """Every module of the package by its dotted name."""
    return {module_name(path, root): path for path in sorted((root / package).rglob("*.py"))}


def imported(tree: ast.AST, name: str, is_package: bool, known: set[str]) -> Iterator[str]:
    """The package's own modules that a module's code imports, wherever the import stands."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = absolute(node, name, is_package)
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                       for alias in node.names]
        else:
            continue
        for target in targets:
            found = nearest(target, known)
            if found is not None and found != name:
                yield found


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


def test_the_contract_names_the_layers_of_the_brief() -> None:
    contract = layers_contract()
    assert contract["containers"] == [PACKAGE]
    assert layers() == [["cli"], ["table", "render"], ["report"], ["session"], ["game"],
                        ["language"]]


def test_every_package_lies_in_a_layer() -> None:
    order = [[f"{PACKAGE}.{name}" for name in siblings] for siblings in layers()]
    homeless = [name for name in modules() if name.count(".") >= 1
                and rank_of(name, order) is None and name != f"{PACKAGE}.__main__"]
    assert homeless == []


def test_no_import_climbs_a_layer() -> None:
    order = [[f"{PACKAGE}.{name}" for name in siblings] for siblings in layers()]
    assert upward(import_graph(), order) == []


def test_no_modules_import_each_other_round() -> None:
    assert circles(import_graph()) == []


def test_the_checks_can_fail(tmp_path: Path) -> None:
    """A made-up package with a climb, a sibling import and a circle: all three are found."""
    files = {
        "low/__init__.py": "",
        "low/a.py": "def f():\n    from pkg.high import b\n",
        "low/c.py": "from . import d\n",
        "low/d.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .c import x\n",
        "left/__init__.py": "import pkg.right.e\n",
        "right/e.py": "",
        "high/b.py": "from ..low import a\n",
    }
    for name, text in files.items():
        path = tmp_path / "pkg" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    graph = import_graph(tmp_path, "pkg")
    order = [["pkg.high"], ["pkg.left", "pkg.right"], ["pkg.low"]]
    assert upward(graph, order) == ["pkg.left -> pkg.right.e", "pkg.low.a -> pkg.high.b"]
    assert circles(graph) == [["pkg.high.b", "pkg.low.a"], ["pkg.low.c", "pkg.low.d"]]
