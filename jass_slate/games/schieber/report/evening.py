"""The evening read back: one line per game (who won, the score, Schneider, Bergpreis, how
it ended, its hands and how long it took), and how long the evening and a game have run.

A game's time runs from the hand before its first (the previous game's last; for game 1,
the session's creation when given, else its own first hand) to its last hand, as the
time stamps of the record say; a hand fixed later keeps the time it was first written.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import takewhile

from jass_slate.games.schieber.scoring.passing import Season
from jass_slate.games.schieber.scoring.results import ClaimVerdict, Game, HandResult
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.striche import Strich
from jass_slate.games.schieber.scoring.striche_count import Matches
from jass_slate.language.i18n import N_, _, ngettext


@dataclass(frozen=True)
class GameSummary:
    """One game as the evening's summary says it."""

    game: Game
    first: int  # its first and last hand's numbers
    last: int
    ended: str  # how: a sentence of ENDINGS, with {hand}
    minutes: int | None


ENDINGS = {
    "target": N_("reached the target in hand {hand}"),
    "claim": N_("on a claim in hand {hand}"),
    "false_claim": N_("on a false claim in hand {hand}"),
    "both_first": N_("both past the target in hand {hand}, the first to claim won"),
    "both_higher": N_("both past the target in hand {hand}, the higher total won"),
    "hands": N_("after hand {hand}, the last of the game"),
    "open": N_("still open after hand {hand}"),
}


def _time(stamp: str | None) -> datetime | None:
    if not stamp:
        return None
    try:
        return datetime.fromisoformat(stamp)
    except ValueError:
        return None


def minutes_between(start: str | None, end: str | None) -> int | None:
    """Whole minutes from one time stamp to another; None when either is unknown."""
    began, ended = _time(start), _time(end)
    if began is None or ended is None or ended < began:
        return None
    return int((ended - began).total_seconds() // 60)


def duration_text(minutes: int | None) -> str:
    """`45 min`, `1 h 05 min`; `?` when the time stamps do not say."""
    if minutes is None:
        return "?"
    if minutes < 60:
        return _("{minutes} min").format(minutes=minutes)
    return _("{hours} h {minutes:02d} min").format(hours=minutes // 60, minutes=minutes % 60)


def _ending(scorer: Slate, game: Game, claim: ClaimVerdict | None) -> str:
    """How `game` ended, `claim` the claim of the hand that decided it (of its last)."""
    if not game.decided:
        return "open"
    if claim is not None:
        return "claim" if claim.written else "false_claim"  # both claimed: either held
    if scorer.rules.target is None:
        return "hands"
    if all(game.scores[team] >= scorer.rules.targets[team] for team in (0, 1)):
        return "both_higher" if scorer.rules.both_past_target == "higher" else "both_first"
    return "target"


def began(scorer: Slate, created: str | None) -> str | None:
    """When the evening began: the session's creation, unless the first hand is older
    (a file written afterwards from an old record): then the first hand."""
    first = scorer.began_at if scorer.hands else None
    if created is None or minutes_between(created, first) is None:
        return first
    return created


def summaries(scorer: Slate, created: str | None = None, last: int | None = None
              ) -> list[GameSummary]:
    """Every game that has a hand, oldest first; the `last` ones alone (only their hands
    are read: a season's are not)."""
    # The games before the last with hands all have hands (games_with_hands).
    since = None if last is None or not scorer.hands else scorer.hands[-1].game - last + 1
    spans, games = GameSpans(), scorer.games
    for hands in hands_by_game(scorer, since).values():
        decided_in = games[hands[0].game - 1].decided_in
        for hand in hands:
            spans.take(hand, hand.number == decided_in)
    before = began(scorer, created)
    first = spans.first
    if first > 1:  # the games before were not read: their last time
        before = scorer.hands[first - 2].at
    return spans.summaries(scorer, games, before)


class _Span:
    """One game's hands as its summary reads them: its first hand's number and time, its
    last hand's time, and the hand it ended in (the one that decided it, else its last):
    its number, time and claim."""

    __slots__ = ("began", "claim", "decided", "end", "end_at", "first", "left_at")

    def __init__(self, hand: HandResult) -> None:
        self.first, self.began, self.decided = hand.number, hand.at, False

    def take(self, hand: HandResult, decided: bool) -> None:
        self.left_at = hand.at  # the next game's time runs from here
        if not self.decided:
            self.end, self.end_at, self.claim, self.decided = (
                hand.number, hand.at, hand.claim, decided)


class GameSpans:
    """The games' summaries and Striche from a season's hands taken one at a time, in
    order, each with whether it decided its game: what they need of each hand is kept,
    never the hand."""

    def __init__(self) -> None:
        self._spans: dict[int, _Span] = {}
        self.matches = Matches()

    @property
    def first(self) -> int:
        """The first hand taken's number (0: none was)."""
        return next(iter(self._spans.values())).first if self._spans else 0

    def take(self, hand: HandResult, decided: bool) -> None:
        span = self._spans.get(hand.game)
        if span is None:
            span = self._spans[hand.game] = _Span(hand)
        span.take(hand, decided)
        self.matches.take(hand)

    def summaries(self, scorer: Slate, games: Sequence[Game], before: str | None
                  ) -> list[GameSummary]:
        """Each game taken, oldest first, the first one's time running from `before`
        (when known)."""
        found = []
        for number, span in self._spans.items():
            game = games[number - 1]
            start = before if before is not None else span.began
            found.append(GameSummary(game, span.first, span.end,
                                     _ending(scorer, game, span.claim),
                                     minutes_between(start, span.end_at)))
            before = span.left_at
        return found

    def evening(self, scorer: Slate, games: Sequence[Game], created: str | None) -> Evening:
        """Every game's summary and the session's Striche, once every hand is taken."""
        values = scorer.rules.striche
        return Evening(self.summaries(scorer, games, began(scorer, created)),
                       None if values is None else self.matches.earned(values, games))


@dataclass(frozen=True)
class Evening:
    """The evening read back: each game's summary, and every Strich (None where the rules
    count none)."""

    summaries: list[GameSummary]
    earned: list[Strich] | None


def read_evening(scorer: Slate, season: Season, created: str | None = None) -> Evening:
    """The evening of `season` (read once, in order; `scorer`, the slate at its end)."""
    spans = GameSpans()
    for hand, decided in season.hands():
        spans.take(hand, decided)
    return spans.evening(scorer, season.games(), created)


def hands_by_game(scorer: Slate, since: int | None = None) -> dict[int, list[HandResult]]:
    """The closed hands of each game (from game `since` on: only their hands are read, a
    season's are not), oldest first."""
    if since is None:
        hands: Iterable[HandResult] = scorer.hands
    else:
        hands = reversed(list(takewhile(lambda h: h.game >= since, reversed(scorer.hands))))
    by_game: dict[int, list[HandResult]] = {}
    for hand in hands:
        by_game.setdefault(hand.game, []).append(hand)
    return by_game


def games_with_hands(scorer: Slate) -> int:
    """How many games have a closed hand: every game before the last (each begins with a
    hand, and a game ends with its hand closed), and the last once its first hand is."""
    games = len(scorer.games)
    if not scorer.hands:
        return 0
    return games if scorer.hands[-1].game == games else games - 1


def summary_line(summary: GameSummary, names: Sequence[str],
                 striche: Sequence[int] | None = None) -> str:
    """`Game 1: Cla & Dora won 2968 – 3045, Schneider, Bergpreis Anna & Beat, Striche 0:5;
    reached the target in hand 14; 14 hands, 1 h 05 min.` (the Striche where the rules
    count them)"""
    game = summary.game
    scores = f"{game.scores[0]} – {game.scores[1]}"
    if game.winner is not None:
        said = _("Game {number}: {team} won {scores}").format(
            number=game.number, team=names[game.winner], scores=scores)
    elif game.draw:
        said = _("Game {number}: drawn at {scores}").format(number=game.number, scores=scores)
    else:
        said = _("Game {number}: {scores}").format(number=game.number, scores=scores)
    if game.schneider:
        said += ", " + _("Schneider")
    if game.bergpreis is not None:
        said += ", " + _("Bergpreis {team}").format(team=names[game.bergpreis])
    if striche is not None:
        said += ", " + _("Striche {one}:{two}").format(one=striche[0], two=striche[1])
    count = summary.last - summary.first + 1
    hands = ngettext("{count} hand", "{count} hands", count).format(count=count)
    ended = _(ENDINGS[summary.ended]).format(hand=summary.last)
    return f"{said}; {ended}; {hands}, {duration_text(summary.minutes)}."


def evening_line(scorer: Slate, created: str | None = None) -> str | None:
    """`The evening: 3 games, 38 hands, 2 h 41 min; games won 2–1.` (None before a hand;
    Schneider counts two games won, as on the slate)."""
    from jass_slate.games.schieber.report.striche import session_striche

    return evening_said(scorer, created, session_striche(scorer) if scorer.hands else None)


def evening_said(scorer: Slate, created: str | None, earned: list[Strich] | None
                 ) -> str | None:
    """`evening_line` with the session's Striche counted (`earned`; None: not counted)."""
    if not scorer.hands:
        return None
    played = games_with_hands(scorer)
    games = ngettext("{count} game", "{count} games", played).format(count=played)
    hands = ngettext("{count} hand", "{count} hands", len(scorer.hands)).format(
        count=len(scorer.hands))
    start = began(scorer, created)
    won = scorer.games_won
    said = _("The evening: {games}, {hands}, {duration}; games won {won1}–{won2}.").format(
        games=games, hands=hands, won1=won[0], won2=won[1],
        duration=duration_text(minutes_between(start, scorer.hands[-1].at)))
    from jass_slate.games.schieber.report.striche import striche_sentence

    return said if earned is None else f"{said} {striche_sentence(scorer, earned)}"


def game_time_line(scorer: Slate, created: str | None = None) -> str | None:
    """`show`'s line of times: `Time: game 4 30 min, the evening 2 h 08 min (40 hands)`."""
    found = summaries(scorer, created, last=1)
    if not found:
        return None
    hands = ngettext("{count} hand", "{count} hands", len(scorer.hands)).format(
        count=len(scorer.hands))
    evening = minutes_between(began(scorer, created), scorer.hands[-1].at)
    return _("Time: game {number} {game}, the evening {evening} ({hands})").format(
        number=found[-1].game.number, game=duration_text(found[-1].minutes),
        evening=duration_text(evening), hands=hands)


def games_data(scorer: Slate, evening: Evening) -> list[dict[str, object]]:
    """The summaries as plain data, for `history --games --json` (with each game's
    Striche where the rules count them)."""
    from jass_slate.games.schieber.report.striche import game_striche_data

    earned = evening.earned
    return [{"game": s.game.number, "winner": None if s.game.winner is None
             else s.game.winner.number, "draw": s.game.draw, "scores": list(s.game.scores),
             "schneider": s.game.schneider,
             "bergpreis": None if s.game.bergpreis is None else s.game.bergpreis.number,
             "ended": s.ended, "hands": [s.first, s.last], "minutes": s.minutes,
             **({} if earned is None else game_striche_data(earned, s.game.number))}
            for s in evening.summaries]
