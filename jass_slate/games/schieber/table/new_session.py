"""What `new` was told, as a new session file: the teams, their seats and the rules (a
preset, a house-rules file, or another session's with `--like`). Apart from the recording
of events, so that `new` reads no scorer to write an empty slate."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from jass_slate.core.cards import Deck, DeckChoice
from jass_slate.core.errors import InputError, message
from jass_slate.core.teams import (
    COMMAND_LINE,
    Team,
    Teams,
    check_player_names,
    make_teams,
    parse_team,
    players_named,
)
from jass_slate.games.schieber.file.rules_file import load_rules_file
from jass_slate.games.schieber.file.session import Session, create
from jass_slate.games.schieber.scoring.rules import Rules, preset
from jass_slate.games.schieber.scoring.rules_mapping import with_target, with_team_targets
from jass_slate.language.i18n import N_, _

# How `new`'s refusals of the teams read in a Schieber (core/teams.py: every two-team game's).
NEW_WORDS = replace(COMMAND_LINE, two_teams=N_(
    "a Schieber session has two teams: give --team twice, not {count}"))

# One sentence per deck, so that each language can say the deck in its own grammar.
FILE_DECK_REFUSALS = {Deck.FRENCH: N_("{rules} plays the french deck, not swiss"),
                      Deck.SWISS: N_("{rules} plays the swiss deck, not french")}


@dataclass(frozen=True)
class NewSession:
    """What `new` was told: the teams, their seats and the rules."""

    teams: Sequence[str]
    seats: str | None = None
    first_forehand: str | None = None
    rules: str | None = None  # classic, unless `like` says otherwise
    deck: DeckChoice | None = None
    target: int | None = None
    force: bool = False
    like: str | None = None
    team_targets: tuple[tuple[str, int], ...] = ()  # `--target TEAM=N`, as typed

    @property
    def rules_file(self) -> str | None:
        """The house-rules file `--rules` names, or None for a preset."""
        return self.rules if self.rules is not None and names_file(self.rules) else None


def names_file(rules: str) -> bool:
    """Whether `new --rules` names a house-rules file rather than a preset."""
    return rules.endswith(".toml") or os.sep in rules or Path(rules).is_file()


def rules_for(rules: str, deck: DeckChoice | None, target: int | tuple[int, int] | None
              ) -> Rules:
    """The rules `--rules`, `--deck` and `--target` ask for: a file's or a preset's."""
    chosen_deck = None if deck is None else Deck(deck.value)
    if names_file(rules):
        result = load_rules_file(Path(rules), chosen_deck, target)
        if chosen_deck is not None and result.deck is not chosen_deck:
            raise InputError(_(FILE_DECK_REFUSALS[result.deck]).format(rules=rules))
        return result
    result = preset(rules, chosen_deck)
    if isinstance(target, tuple):
        return with_team_targets(result, target)
    return result if target is None else with_target(result, target)


def team_targets(told: NewSession, teams: Teams) -> int | tuple[int, int] | None:
    """`--target N`, or `--target TEAM=N` for both teams, each TEAM as `hand` takes one."""
    if not told.team_targets:
        return told.target
    said: dict[Team, int] = {}
    for word, points in told.team_targets:
        team = parse_team(word, teams)
        if team in said:
            raise InputError(message(N_("--target names {team} twice"),
                                     team=teams.name(team)))
        said[team] = points
    if len(said) < 2:
        raise InputError(message(N_("--target TEAM=N is given for both teams, or a plain "
                                    "--target N for both")))
    return (said[Team.ONE], said[Team.TWO])


def new_session(path: Path, told: NewSession) -> tuple[Session, Teams]:
    """Create the session file `new` asks for."""
    if told.like is not None:
        return create_like(path, told)
    seat_list = None if told.seats is None else told.seats.split(",")
    teams = make_teams(list(told.teams), seat_list, told.first_forehand, NEW_WORDS)
    check_player_names(players_named(teams))
    chosen = rules_for(told.rules or "classic", told.deck, team_targets(told, teams))
    return create(path, chosen, teams, told.force), teams


def create_like(path: Path, told: NewSession) -> tuple[Session, Teams]:
    """`new --like`: the other session's teams, seats and rules, where `told` gives none
    (new teams take the seats from `--seats` alone)."""
    from jass_slate.games.schieber.file.session import load

    assert told.like is not None
    like = load(Path(told.like))
    names, seats = list(told.teams), told.seats
    if not names:
        known = like.as_played().teams  # as the evening ended: after its renames
        names = list(known.names)
        if seats is None and known.seats is not None:
            seats = ",".join(known.seats)
    teams = make_teams(names, None if seats is None else seats.split(","),
                       told.first_forehand, NEW_WORDS)
    check_player_names(players_named(teams))
    target = team_targets(told, teams)
    if told.rules is not None:
        chosen = rules_for(told.rules, told.deck, target)
    elif isinstance(target, tuple):
        chosen = with_team_targets(like.rules, target)
    else:
        chosen = like.rules if target is None else with_target(like.rules, target)
        if told.deck is not None and chosen.deck is not Deck(told.deck.value):
            raise InputError(_(FILE_DECK_REFUSALS[chosen.deck]).format(rules=like.path))
    return create(path, chosen, teams, told.force), teams


