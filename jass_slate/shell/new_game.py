"""What `new` was told, for the game it starts: each game takes what it needs and refuses
what does not fit it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from jass_slate.core.errors import RuleError, message
from jass_slate.file.head import game_name
from jass_slate.language.i18n import N_, _


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
    team_targets: tuple[tuple[str, int], ...] = ()  # `--target TEAM=N`, as typed
    hands: int | None = None
    lowest_wins: bool = False


def said_targets(values: list[str]) -> tuple[int | None, tuple[tuple[str, int], ...]]:
    """`--target N` once, or `--target TEAM=N` for each team: the plain target, or the
    (TEAM, N) pairs as typed (the game finds its teams). A value of another shape is
    refused as a usage error (exit 2) by the caller, with the sentence raised."""
    plain = [value for value in values if "=" not in value]
    pairs = [value.split("=", 1) for value in values if "=" in value]
    if plain and pairs:
        raise ValueError(_("--target is N once, or TEAM=N for each team, not both"))
    if len(plain) > 1:
        raise ValueError(_("--target N is given once (a target per team: --target 1=3000 "
                           "--target 2=2500)"))
    for word in [*plain, *(points for _team, points in pairs)]:
        if not word.strip().isdigit():
            raise ValueError(_("--target wants a whole number, like 3000 or 1=3000, not "
                               "{value!r}").format(value=word))
    if any(not team.strip() for team, _points in pairs):
        raise ValueError(_("--target TEAM=N names a team before the =, like 1=3000"))
    return (int(plain[0]) if plain else None,
            tuple((team.strip(), int(points)) for team, points in pairs))


def not_for(option: str, game: str) -> RuleError:
    """A refusal of an option of `new` that the game does not take."""
    return RuleError(message(N_("{option} is not for a {game} game"), option=option,
                             game=game_name(game)))


def length_options(told: NewGame) -> tuple[tuple[str, bool], ...]:
    """How long a game of `new` lasts, as given (`--target`, `--hands`, `--lowest-wins`):
    a game whose rules alone say it refuses each one given."""
    return (("--target", told.target is not None), ("--hands", told.hands is not None),
            ("--lowest-wins", told.lowest_wins))
