"""Reading what the user typed into the words of the record (no typer, no rich)."""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.game.errors import InputError, message
from jass_slate.game.events import Tricks, WeisCall
from jass_slate.game.teams import Team, Teams, parse_team
from jass_slate.game.tricks import HAND_POINTS, counted, match
from jass_slate.language.i18n import N_


def whole_number(text: str, refusal: str) -> int:
    """`text` as a whole number; `refusal` (marked with `N_`, with `{text!r}`) says why not."""
    cleaned = text.strip()
    if not cleaned.isdecimal() or len(cleaned) > 30:  # isdigit() would let '²' reach int()
        raise InputError(message(refusal, text=text), value=text)
    return int(cleaned)


def team_and_value(text: str, option: str) -> tuple[str, str]:
    team, sep, value = text.partition("=")
    if not sep or not team.strip() or not value.strip():
        raise InputError(message(N_("{option} is written TEAM=VALUE, like {option} 1=100, "
                                    "not {text!r}"), option=option, text=text),
                         key=option, value=text)
    return team.strip(), value.strip()


def trick_option(teams: Teams, points: str | None, match_team: str | None,
                 total: int = HAND_POINTS) -> Tricks:
    """`--points TEAM=N` or `--match TEAM`: exactly one of them; the other team has the
    rest of the hand's `total` (157; with the double pack 314, 250 ...)."""
    if (points is None) == (match_team is None):
        raise InputError(message(N_("say the trick points with --points TEAM=N, or --match "
                                    "TEAM, once")))
    if match_team is not None:
        return match(parse_team(match_team, teams))
    team, value = team_and_value(points or "", "--points")
    refusal = N_("trick points are a whole number from 0 to 157, not {text!r}") \
        if total == HAND_POINTS else N_("trick points are a whole number, not {text!r}")
    return counted(parse_team(team, teams), whole_number(value, refusal), total)


def weis_values(texts: Sequence[str]) -> tuple[int, ...]:
    """Weis values given as `20 50` or `20,50`."""
    values = [v for text in texts for v in text.replace(",", " ").split()]
    if not values:
        raise InputError(message(N_("say the Weis values, like 20 50")), value=tuple(texts))
    refusal = N_("a Weis must be a whole number, not {text!r}")
    return tuple(whole_number(v, refusal) for v in values)


def weis_option(teams: Teams, texts: Sequence[str]) -> WeisCall | None:
    """`--weis TEAM=V,V` (given once, or once per line of values for the same team)."""
    if not texts:
        return None
    calls = []
    for text in texts:
        team, values = team_and_value(text, "--weis")
        calls.append(WeisCall(parse_team(team, teams), weis_values([values])))
    if len({c.team for c in calls}) > 1:
        raise InputError(message(N_("only one team scores Weis in a hand: give --weis for one "
                                    "team")), key="--weis", value=tuple(texts))
    return WeisCall(calls[0].team, tuple(v for c in calls for v in c.values))


def team_option(teams: Teams, text: str | None) -> Team | None:
    return None if text is None else parse_team(text, teams)


def captured_option(teams: Teams, texts: Sequence[str], claimant: Team) -> tuple[int, int]:
    """`--captured [TEAM=]N`: a bare N is the claiming team's trick points."""
    captured = [0, 0]
    for text in texts:
        if "=" in text:
            team_word, value = team_and_value(text, "--captured")
            team = parse_team(team_word, teams)
        else:
            team, value = claimant, text
        captured[team] += whole_number(
            value, N_("captured trick points are a whole number from 0 to 157, not {text!r}"))
    return captured[0], captured[1]
