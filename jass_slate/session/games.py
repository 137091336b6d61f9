"""The games a session file may hold beside Schieber, each with the `Kind` that reads its
file (session/kinds.py): one home for the list."""

from __future__ import annotations

from typing import Any

from jass_slate.session.coiffeur import COIFFEUR
from jass_slate.session.differenzler import DIFFERENZLER
from jass_slate.session.kinds import Kind

KINDS: dict[str, Kind[Any, Any]] = {"coiffeur": COIFFEUR, "differenzler": DIFFERENZLER}


def kind_of(game: str) -> Kind[Any, Any] | None:
    """The kind of a game other than Schieber (None: Schieber, or a game not kept)."""
    return KINDS.get(game)
