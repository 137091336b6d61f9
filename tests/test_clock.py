"""No test depends on how fast the machine is: none waits for a process, a prompt or a
reply for a number of seconds of its own, and none asserts how long something took.

Every such wait is bounded by tests/cli_tools.py's HANG_SECONDS, which only stops a hung
test; a busy machine (the suite with another CPU-heavy job on its two cores) waits longer
and passes. What must be fast is measured by benchmarks/, never asserted here.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

TESTS = Path(__file__).resolve().parent
CLOCKS = {"monotonic", "perf_counter", "time", "monotonic_ns", "perf_counter_ns", "time_ns"}
WAITS = {"wait", "join", "communicate"}  # their first argument is a timeout in seconds


def number(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) in (int, float)


def reads_the_clock(node: ast.AST) -> bool:
    """`time.monotonic()` and the like, anywhere in an expression."""
    return any(isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
               and call.func.attr in CLOCKS and isinstance(call.func.value, ast.Name)
               and call.func.value.id == "time" for call in ast.walk(node))


def clock_waits(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Each place a test waits a number of seconds of its own, or times something."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            for keyword in node.keywords:
                if keyword.arg == "timeout" and number(keyword.value):
                    yield node.lineno, "timeout=<seconds>"
            if isinstance(node.func, ast.Attribute) and node.func.attr in WAITS and \
                    node.args and number(node.args[0]):
                yield node.lineno, f".{node.func.attr}(<seconds>)"
        elif isinstance(node, ast.BinOp | ast.Compare):
            sides = [node.left, node.right] if isinstance(node, ast.BinOp) else \
                [node.left, *node.comparators]
            if any(map(reads_the_clock, sides)) and any(map(number, sides)):
                yield node.lineno, "the clock against <seconds>"
        elif isinstance(node, ast.Assert) and reads_the_clock(node.test):
            yield node.lineno, "an assertion on the clock"


def test_no_test_waits_on_the_clock() -> None:
    found = [f"{path.relative_to(TESTS.parent)}:{line}: {what}"
             for path in sorted(TESTS.rglob("*.py"))
             for line, what in sorted(clock_waits(ast.parse(path.read_text(encoding="utf-8"))))]
    assert found == []


def test_the_check_can_fail() -> None:
    source = """
import time
child = spawn(timeout=30)
process.wait(5)
deadline = time.monotonic() + 20
start = time.monotonic()
assert time.monotonic() - start < 2
fine = spawn(timeout=HANG_SECONDS)
process.wait(HANG_SECONDS)
settings(deadline=None)
"""
    assert sorted(clock_waits(ast.parse(source))) == [
        (3, "timeout=<seconds>"), (4, ".wait(<seconds>)"), (5, "the clock against <seconds>"),
        (7, "an assertion on the clock"), (7, "the clock against <seconds>")]


def test_hypothesis_times_nothing() -> None:
    """The profile tests/conftest.py loads: no deadline per example and no health check of
    how slowly examples are drawn, both of which fail on a busy machine."""
    from hypothesis import HealthCheck, settings

    assert settings().deadline is None
    assert HealthCheck.too_slow in settings().suppress_health_check
