"""What the package ships: the committed catalogues are their .po sources compiled, and
what its code imports is the standard library or a declared dependency."""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from jass_slate.language import i18n
from tools import catalogues

ROOT = Path(__file__).resolve().parent.parent


def test_the_committed_mo_files_are_the_po_files_compiled(tmp_path: Path) -> None:
    """Byte for byte, plural forms and contexts included: compile and commit after a .po edit."""
    catalogues.compile_all(tmp_path)
    for language in i18n.LANGUAGES:
        name = Path(language, "LC_MESSAGES", f"{i18n.DOMAIN}.mo")
        committed = (i18n.LOCALE_DIR / name).read_bytes()
        assert committed == (tmp_path / name).read_bytes(), (
            f"{name} is stale: run `python tools/catalogues.py compile` and commit it")


# --- what the package imports is what it declares (issue 28) ---------------------------

def declared_imports() -> set[str]:
    """The top-level modules of the runtime dependencies and of the `png` and `postgresql`
    extras (the ones the code imports, when asked for a PNG or a PostgreSQL database), as
    installed here."""
    from importlib.metadata import packages_distributions

    with (ROOT / "pyproject.toml").open("rb") as handle:
        project = tomllib.load(handle)["project"]
    needs = [*project["dependencies"], *project["optional-dependencies"]["png"],
             *project["optional-dependencies"]["postgresql"]]
    names = {canonical(re.split(r"[\s<>=!~;\[]", need, maxsplit=1)[0]) for need in needs}
    installed = {module for module, dists in packages_distributions().items()
                 if any(canonical(dist) in names for dist in dists)}
    # an extra not installed here (a run without the dev extras): its module's own name
    return installed | {name.replace("-", "_") for name in names}


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def imported_tops(path: Path) -> Iterator[tuple[str, int]]:
    """The top-level module of each absolute import in a file, and its line."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from ((alias.name.partition(".")[0], node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            yield node.module.partition(".")[0], node.lineno


def test_every_import_is_the_standard_librarys_or_a_declared_dependency() -> None:
    """A module the wheel does not install (as `click` was, which the dev extras pulled in)
    would fail only where it is missing: every import, also inside functions, is found."""
    allowed = {*sys.stdlib_module_names, "jass_slate", *declared_imports()}
    undeclared = [f"{path.relative_to(ROOT)}:{line}: {top}"
                  for path in sorted((ROOT / "jass_slate").rglob("*.py"))
                  for top, line in imported_tops(path) if top not in allowed]
    assert undeclared == []
    assert {"typer", "rich", "tomli_w", "qrcode"} <= allowed  # the lookup found them


REFUSED_WITHOUT_CLICK = """import contextlib, io, json, sys
sys.modules["click"] = None  # as in a fresh install of the wheel: no click of its own
from jass_slate.cli.main import main
for name in sys.argv[1:]:
    sys.argv, said = ["jass-slate", name, "1", "--help"], io.StringIO()
    with contextlib.redirect_stderr(said):
        try:
            main()
        except SystemExit as stop:
            print(json.dumps([name, stop.code, said.getvalue()]))
"""


@pytest.mark.parametrize(("new", "game"), [
    (["--team", "Anna & Beat", "--team", "Cla & Dora"], "coiffeur"),
    (["--players", "Anna,Beat,Cla,Dora"], "differenzler")])
def test_a_command_of_another_game_is_refused_without_click(tmp_path: Path, new: list[str],
                                                            game: str) -> None:
    from jass_slate.cli.lazy import commands_of, game_commands
    from jass_slate.games import FIRST

    COMMANDS = commands_of(FIRST)  # a Schieber file's commands, and every game's

    session = tmp_path / "jass.toml"
    subprocess.run([sys.executable, "-m", "jass_slate", "new", "--game", game, *new],
                   check=True, capture_output=True, env=os.environ | {"JASS_SLATE_LANG": "en"})
    before = session.read_bytes()
    own = game_commands(game)
    others = [name for name in COMMANDS if name not in own]
    done = subprocess.run([sys.executable, "-c", REFUSED_WITHOUT_CLICK, *others],
                          capture_output=True, text=True, check=False,
                          env=os.environ | {"JASS_SLATE_LANG": "en"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert [json.loads(line) for line in done.stdout.splitlines()] == [
        [name, 1, f"jass-slate: `{name}` is not a command of {game.title()}, the game this "
                  f"session holds; its commands are {', '.join(own)}\n"] for name in others]
    assert {"correct", "claim", "weis", "start"} <= set(others)
    assert session.read_bytes() == before
