"""`serve`'s page of each game: the one table from a game to the function that reads its
session file and makes its page (a `GamePage` of render/page.py: the title, the content,
the chalk picture). A game's page is registered here; the server knows no game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from jass_slate.file.game_file import load_kind
from jass_slate.file.path import peek_game
from jass_slate.games.coiffeur.file.game_file import COIFFEUR
from jass_slate.games.coiffeur.render.page import coiffeur_page
from jass_slate.games.differenzler.file.game_file import DIFFERENZLER
from jass_slate.games.differenzler.render.page import differenzler_page
from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.render.page import schieber_page
from jass_slate.render.page import GamePage

SCHIEBER = "schieber"


def read_schieber(path: Path) -> GamePage:
    return schieber_page(load(path).scorer)


def read_coiffeur(path: Path) -> GamePage:
    return coiffeur_page(load_kind(path, COIFFEUR).board)


def read_differenzler(path: Path) -> GamePage:
    return differenzler_page(load_kind(path, DIFFERENZLER).board)


PAGES: dict[str, Callable[[Path], GamePage]] = {
    SCHIEBER: read_schieber, "coiffeur": read_coiffeur, "differenzler": read_differenzler}


def game_page(path: Path) -> GamePage:
    """The page of the game the session file says it holds; Schieber's where it cannot
    tell or has no page of that game (reading the file then says what is wrong)."""
    return PAGES.get(peek_game(path) or SCHIEBER, read_schieber)(path)
