"""The report and render layers (what the games share, and each game's own) import only what
is below them, also inside functions, and read no file; no module of render imports one
that imports it back."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parents[2] / "jass_slate"
# Above report and render, or beside them: the shared layers, and inside a game its own
# (`games.*`: any game's package of that name).
FORBIDDEN = {
    "report": ("rich", "typer", "jass_slate.render", "jass_slate.table", "jass_slate.file",
               "jass_slate.shell", "jass_slate.cli", "games.*.render", "games.*.table",
               "games.*.file", "games.*.commands"),
    "render": ("typer", "jass_slate.table", "jass_slate.file", "jass_slate.shell",
               "jass_slate.cli", "games.*.table", "games.*.file", "games.*.commands"),
}


def imported(path: Path) -> set[str]:
    """Every module `path` imports, at its top or inside a function."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def modules(layer: str) -> list[Path]:
    """The shared layer's modules and every game's of that layer."""
    return sorted([*(PACKAGE / layer).glob("*.py"),
                   *(PACKAGE / "games").glob(f"*/{layer}/*.py")])


def above(name: str, forbidden: str) -> bool:
    if forbidden.startswith("games.*."):
        parts = name.split(".")
        return parts[:2] == ["jass_slate", "games"] and parts[3:4] == [forbidden.split(".")[2]]
    return name == forbidden or name.startswith(forbidden + ".")


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_layer_imports_nothing_above_it(layer: str) -> None:
    found = modules(layer)
    assert len(found) > 20  # the shared layer and the three games'
    wrong = {f"{path.name}: {name}" for path in found for name in imported(path)
             for forbidden in FORBIDDEN[layer] if above(name, forbidden)}
    assert not wrong


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_no_import_circle_inside_a_layer(layer: str) -> None:
    names = {path: ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
             for path in modules(layer)}
    graph = {names[path]: imported(path) & set(names.values()) for path in names}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        for step in graph.get(start, set()) - seen:
            if step == goal or reaches(step, goal, seen | {step}):
                return True
        return False

    assert not [module for module in graph if reaches(module, module, set())]
