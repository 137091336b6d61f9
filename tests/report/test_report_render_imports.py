"""The report and render layers import only what is below them, also inside functions, and
no module of render imports one that imports it back."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parents[2] / "jass_slate"
FORBIDDEN = {
    "report": ("rich", "typer", "jass_slate.render", "jass_slate.table", "jass_slate.session",
               "jass_slate.cli"),
    "render": ("typer", "jass_slate.table", "jass_slate.session", "jass_slate.cli"),
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
    return sorted((PACKAGE / layer).glob("*.py"))


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_layer_imports_nothing_above_it(layer: str) -> None:
    wrong = {f"{path.name}: {name}" for path in modules(layer) for name in imported(path)
             for above in FORBIDDEN[layer] if name == above or name.startswith(above + ".")}
    assert not wrong


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_no_import_circle_inside_a_layer(layer: str) -> None:
    prefix = f"jass_slate.{layer}."
    graph = {path.stem: {name.removeprefix(prefix) for name in imported(path)
                         if name.startswith(prefix)} for path in modules(layer)}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        for step in graph.get(start, set()) - seen:
            if step == goal or reaches(step, goal, seen | {step}):
                return True
        return False

    assert not [module for module in graph if reaches(module, module, set())]
