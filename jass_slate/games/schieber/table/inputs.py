"""Reading what the user typed into the words of the record (no typer, no rich)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from jass_slate.core.cards import Contract
from jass_slate.core.errors import InputError, JassError, RuleError, message
from jass_slate.core.teams import Team, Teams, parse_team
from jass_slate.games.schieber.scoring.events import Pile, Tricks, WeisCall
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.tricks import HAND_POINTS, counted, hand_points, match
from jass_slate.language.i18n import N_


@dataclass(frozen=True)
class Counted:
    """What cards are counted in: the session's rules and the open hand's contract."""

    rules: Rules
    contract: Contract
    players: int = 4  # the table's: six at a six-player table, whose tricks hold six cards


def whole_number(text: str, refusal: str) -> int:
    """`text` as a whole number; `refusal` (marked with `N_`, with `{text!r}`) says why not."""
    cleaned = text.strip()
    if not cleaned.isdecimal() or len(cleaned) > 30:  # isdigit() would let '²' reach int()
        raise InputError(message(refusal, text=text), value=text)
    return int(cleaned)


def pushed_on(pushes: int) -> bool:
    """`--pushed` said `pushes` times (`--pushed 2` is twice): whether the push went on to
    the third partner of a six-player table; a push past the third partner is refused."""
    if pushes > 2:
        raise RuleError(message(N_("the push goes at most two partners on (--pushed 2): the "
                                   "third partner must choose, not push {count} times"),
                                count=pushes), key="pushed", value=pushes)
    return pushes == 2


def team_and_value(text: str, option: str) -> tuple[str, str]:
    team, sep, value = text.partition("=")
    if not sep or not team.strip() or not value.strip():
        raise InputError(message(N_("{option} is written TEAM=VALUE, like {option} 1=100, "
                                    "not {text!r}"), option=option, text=text),
                         key=option, value=text)
    return team.strip(), value.strip()


def is_pile(text: str) -> bool:
    """Whether a count is written as cards, `TEAM: CARDS`, rather than `TEAM=N`."""
    return ":" in text and "=" not in text


def pile_option(teams: Teams, text: str, counted_in: Counted, option: str) -> Pile:
    """`"TEAM: CARDS"`: the cards of a team's tricks."""
    from jass_slate.core.notation import split_tokens
    from jass_slate.games.schieber.scoring.piles import parse_pile

    team_word, _sep, cards = text.partition(":")
    if not team_word.strip():
        raise InputError(message(N_("{option} is written \"TEAM: CARDS\", like {option} "
                                    "\"1: ♣A ♥9 ♥J ♣7\", not {text!r}"),
                                 option=option, text=text), key=option, value=text)
    team = parse_team(team_word.strip(), teams)
    return Pile(team, parse_pile(split_tokens([cards]), counted_in.rules.deck,
                                 counted_in.rules.pack))


def trick_option(teams: Teams, points: str | None, match_team: str | None,
                 counted_in: Counted | None = None, last: str | None = None) -> Tricks:
    """`--points TEAM=N`, `--points "TEAM: CARDS"` (with `--last TEAM` where the cards do
    not say who took the last trick) or `--match TEAM`: exactly one of them; the other team
    has the rest of the hand's total (157; with the double pack 314, 250 ...)."""
    if (points is None) == (match_team is None):
        raise InputError(message(N_("say the trick points with --points TEAM=N, or --match "
                                    "TEAM, once")))
    if points is not None and is_pile(points) and counted_in is not None:
        return _tricks_of_pile(teams, points, counted_in, last)
    if last is not None:
        raise InputError(message(N_("--last goes with cards: --points \"TEAM: CARDS\" "
                                    "--last TEAM")), key="--last", value=last)
    if match_team is not None:
        return match(parse_team(match_team, teams))
    team, value = team_and_value(points or "", "--points")
    total = hand_total(counted_in)
    refusal = N_("trick points are a whole number from 0 to 157, not {text!r}") \
        if total == HAND_POINTS else N_("trick points are a whole number, not {text!r}")
    return counted(parse_team(team, teams), whole_number(value, refusal), total)


def hand_total(counted_in: Counted | None) -> int:
    """The hand's trick points: 157, or what the session's pack makes in the contract."""
    if counted_in is None:
        return HAND_POINTS
    return hand_points(counted_in.rules, counted_in.contract)


def scored_tricks(teams: Teams, scored: str, factor: int, total: int = HAND_POINTS) -> Tricks:
    """`--scored TEAM=N`: a team's trick points as written on the slate, after the factor
    (`1=190` in a ×2 hand is 95); a number the factor does not divide is refused."""
    team, value = team_and_value(scored, "--scored")
    written = whole_number(value, N_("points on the slate are a whole number, not {text!r}"))
    if written % factor:
        below = written - written % factor
        raise RuleError(message(
            N_("--scored {scored}: {written} is not a multiple of the factor ×{factor} "
               "(the nearest are {below} and {above})"), scored=scored, written=written,
            factor=factor, below=below, above=below + factor), key="--scored", value=scored)
    return counted(parse_team(team, teams), written // factor, total)


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


def parse_team_or_none(text: str, teams: Teams) -> Team | None:
    try:
        return parse_team(text, teams)
    except JassError:
        return None


def stoeck_option(teams: Teams, text: str | None) -> tuple[Team | None, Team | None]:
    """`--stoeck TEAM`, or with the double pack's second pair `--stoeck TEAM,TEAM` (the
    same team twice when one player held both pairs)."""
    if text is None or "," not in text or parse_team_or_none(text, teams) is not None:
        return team_option(teams, text), None  # a team may have a comma in its name
    words = [word.strip() for word in text.split(",")]
    if len(words) != 2 or not all(words):
        raise InputError(message(N_("--stoeck names one team, or two for the double pack's "
                                    "two pairs (like 1,2), not {text!r}"), text=text),
                         key="--stoeck", value=text)
    return parse_team(words[0], teams), parse_team(words[1], teams)


def _tricks_of_pile(teams: Teams, text: str, counted_in: Counted, last: str | None) -> Tricks:
    from jass_slate.games.schieber.scoring.points import counting
    from jass_slate.games.schieber.scoring.tricks import tricks_from_pile

    pile = pile_option(teams, text, counted_in, "--points")
    if last is not None:
        pile = Pile(pile.team, pile.cards, parse_team(last, teams))
    how = counting(counted_in.rules, counted_in.contract, counted_in.players)
    return tricks_from_pile(pile, how, counted_in.rules)


def captured_option(teams: Teams, texts: Sequence[str], claimant: Team,
                    counted_in: Counted | None = None) -> tuple[tuple[int, int], tuple[Pile, ...]]:
    """`--captured [TEAM=]N` (a bare N is the claiming team's trick points) or
    `--captured "TEAM: CARDS"`, counted; both teams' points and the piles counted."""
    from jass_slate.games.schieber.scoring.piles import captured_of
    from jass_slate.games.schieber.scoring.points import counting

    piles = tuple(pile_option(teams, text, counted_in, "--captured") for text in texts
                  if counted_in is not None and is_pile(text))
    captured = [0, 0]
    if piles and counted_in is not None:
        how = counting(counted_in.rules, counted_in.contract)
        captured = list(captured_of(piles, how, counted_in.rules.deck))
    for text in texts:
        if counted_in is not None and is_pile(text):
            continue
        if "=" in text:
            team_word, value = team_and_value(text, "--captured")
            team = parse_team(team_word, teams)
        else:
            team, value = claimant, text
        if any(pile.team == team for pile in piles):
            raise InputError(message(N_("{team}'s captured points are given as cards and as "
                                        "a number: say one"), team=teams.name(team)),
                             key="--captured", value=text)
        captured[team] += whole_number(
            value, N_("captured trick points are a whole number from 0 to 157, not {text!r}"))
    return (captured[0], captured[1]), piles
