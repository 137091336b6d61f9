"""The games a session file may hold beside Schieber, each with the `Kind` that reads its
file (file/game_file.py): one home for the list."""

from __future__ import annotations

from typing import Any

from jass_slate.file.game_file import Kind
from jass_slate.games.coiffeur.file.game_file import COIFFEUR
from jass_slate.games.differenzler.file.game_file import DIFFERENZLER

KINDS: dict[str, Kind[Any, Any]] = {"coiffeur": COIFFEUR, "differenzler": DIFFERENZLER}


def kind_of(game: str) -> Kind[Any, Any] | None:
    """The kind of a game other than Schieber (None: Schieber, or a game not kept)."""
    return KINDS.get(game)
