"""The house stays readable (issue 29): in jass_slate/, no module over 400 lines, no class
over 200, no function over 50 (a class's or a function's lines from its first decorator
to its last line)."""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "jass_slate"
MOST = {"module": 400, "class": 200, "function": 50}

Size = tuple[str, str, int]  # what (module, class, function), its name, its lines


def sizes(path: Path, root: Path = PACKAGE) -> Iterator[Size]:
    """The module's length, and each class's and function's in it."""
    text = path.read_text(encoding="utf-8")
    name = str(path.relative_to(root))
    yield "module", name, len(text.splitlines())
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            kind = "class" if isinstance(node, ast.ClassDef) else "function"
            yield kind, f"{name}:{node.name}", (node.end_lineno or node.lineno) - first + 1


def too_large(found: Iterable[Size]) -> list[str]:
    return [f"{kind} {name}: {lines} lines" for kind, name, lines in found
            if lines > MOST[kind]]


def test_no_module_class_or_function_is_too_large() -> None:
    assert too_large(size for path in sorted(PACKAGE.rglob("*.py"))
                     for size in sizes(path)) == []


def test_the_check_can_fail(tmp_path: Path) -> None:
    body = "".join(f"    x = {number}\n" for number in range(49))
    path = tmp_path / "m.py"
    path.write_text(f"@decorated\ndef f():\n{body}\n\ndef g():\n    pass\n", encoding="utf-8")
    assert too_large(sizes(path, tmp_path)) == ["function m.py:f: 51 lines"]
