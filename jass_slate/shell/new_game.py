"""What `new` was told, for the game it starts: each game takes what it needs and refuses
what does not fit it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from jass_slate.core.errors import RuleError, message
from jass_slate.file.head import game_name
from jass_slate.language.i18n import N_


@dataclass(frozen=True)
class NewGame:
    """Every option of `new`, as given (None, or empty: not given). `rules` is the preset
    `--rules` names, or its default when `rules_given` is false."""

    game: str
    path: Path
    teams: tuple[str, ...]
    players: str | None
    rows: str | None
    rules: str
    rules_given: bool
    seats: str | None
    first_forehand: str | None
    force: bool
    deck: str | None = None
    target: int | None = None
    like: str | None = None
    hands: int | None = None
    lowest_wins: bool = False


def not_for(option: str, game: str) -> RuleError:
    """A refusal of an option of `new` that the game does not take."""
    return RuleError(message(N_("{option} is not for a {game} game"), option=option,
                             game=game_name(game)))
