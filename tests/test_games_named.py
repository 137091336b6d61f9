"""A game is named only by the registry and its own package (issue 29): the shared layers
name no game at all, not even in a comment; another game's package names it in no code
(no name, no string that is not a message for people: `if game == "coiffeur"` would be
one), though its help and messages may speak of it as players do ("Schieber and
Coiffeur") and its comments compare with it. Which game a file holds, what a game's
commands are, how its files join an export of several: the registry's to say."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from jass_slate.games import GAMES

PACKAGE = Path(__file__).resolve().parent.parent / "jass_slate"
REGISTRY = PACKAGE / "games" / "__init__.py"
MESSAGES = ("_", "N_", "ngettext", "pgettext")  # what says a text for people
# Games whose name is also a word of the house ("the board" every game draws, shell/
# board_game.py): outside their package the word is free, the game is not. It is caught
# where it names the game: its package (`games.board`), `--game board`, a file's
# `game = "board"`, and the name compared as a string (`if game == "board"`).
HOUSE_WORDS = ("board",)


def named(name: str) -> re.Pattern[str]:
    """A game's name, in any case, as a word or the start of one (`Schieber's`)."""
    return re.compile(rf"(?<![A-Za-z]){re.escape(name)}", re.IGNORECASE)


def files_outside(game: str) -> list[Path]:
    """Every module but the registry and the game's own package."""
    own = PACKAGE / "games" / game
    return [path for path in sorted(PACKAGE.rglob("*.py"))
            if path != REGISTRY and own not in path.parents]


def shared(path: Path) -> bool:
    return PACKAGE / "games" not in path.parents


def everywhere(text: str, name: str) -> list[int]:
    """The lines the name stands on, in code, strings, comments and docstrings."""
    pattern = named(name)
    return [number for number, line in enumerate(text.splitlines(), 1)
            if pattern.search(line)]


def in_code(text: str, name: str) -> list[int]:
    """The lines the name stands on as a name or in a string that is neither a docstring nor
    a message (the argument of _, N_, ngettext or pgettext); comments are left out."""
    pattern = named(name)
    tree = ast.parse(text)
    spared = {id(node) for node in docstrings(tree)} | {id(node) for node in messages(tree)}
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name | ast.Attribute | ast.alias | ast.arg):
            word = getattr(node, "id", None) or getattr(node, "attr", None) or \
                getattr(node, "name", None) or getattr(node, "arg", "")
            if pattern.search(str(word)):
                found.add(getattr(node, "lineno", 0))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in spared and pattern.search(node.value):
            found.add(node.lineno)
    return sorted(found)


def docstrings(tree: ast.AST) -> Iterator[ast.AST]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                yield body[0].value


def messages(tree: ast.AST) -> Iterator[ast.AST]:
    """The string constants that are texts for people: the arguments of the calls that
    say them, whole (a message written in several parts is one text)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in MESSAGES:
            for argument in node.args:
                yield from (part for part in ast.walk(argument)
                            if isinstance(part, ast.Constant))


def as_game(text: str, name: str) -> list[int]:
    """The lines where a name that is also a word of the house names the game: its
    package, `--game NAME`, `game = "NAME"`, or the name compared as a string."""
    pattern = re.compile(rf"games\.{name}\b|--game[= ]{name}\b|game = \\?[\"']{name}\b")
    found = set(everywhere_matching(text, pattern))
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Compare):
            for part in (node.left, *node.comparators):
                if isinstance(part, ast.Constant) and part.value == name:
                    found.add(node.lineno)
    return sorted(found)


def everywhere_matching(text: str, pattern: re.Pattern[str]) -> list[int]:
    return [number for number, line in enumerate(text.splitlines(), 1)
            if pattern.search(line)]


def test_no_game_is_named_outside_the_registry_and_its_package() -> None:
    assert [game.name for game in GAMES] == [
        "schieber",
        "coiffeur",
        "differenzler",
        "mittlere",
        "guggitaler",
        "molotow",
        "bidding",
        "twoplayer",
        "board",
    ]
    found = []
    for game in GAMES:
        for path in files_outside(game.name):
            text = path.read_text(encoding="utf-8")
            if game.name in HOUSE_WORDS:
                lines = as_game(text, game.name)
            elif shared(path):
                lines = everywhere(text, game.name)
            else:
                lines = in_code(text, game.name)
            found += [f"{path.relative_to(PACKAGE)}:{line}: {game.name}" for line in lines]
    assert found == []


def test_a_game_named_by_a_house_word_is_caught_where_it_names_the_game() -> None:
    text = ('"""Every game draws its board."""\n'
            'from jass_slate.games.board.scoring import rules\n'
            'def f(game, board):\n'
            '    """`new --game board` starts one."""\n'
            '    board_game = board  # the board\n'
            '    return game == "board"\n')
    assert as_game(text, "board") == [2, 4, 6]


def test_the_check_can_fail() -> None:
    """A name in code, a string compared, and prose: each where it is caught."""
    text = ('"""A Coiffeur module."""\n'
            'def f(game):\n'
            '    """Docstring of the Coiffeur."""\n'
            '    coiffeur_rows = 1  # the Coiffeur, as a comment\n'
            '    print(_("the Coiffeur, said"))\n'
            '    return game == "coiffeur"\n')
    assert everywhere(text, "coiffeur") == [1, 3, 4, 5, 6]
    assert in_code(text, "coiffeur") == [4, 6]
