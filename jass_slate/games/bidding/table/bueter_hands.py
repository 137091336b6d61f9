"""What is said at a Büter's table, made into its events: `bid Beat 700` once before the
first hand, then each hand `hand --by Cla --factor 3 --points 100 --weis pair=50
--stoeck Beat` (okr's Büter: scoring/bueter.py, scoring/race.py).

`--by` is the player who made trump (a name or a seat, 1 to 3). A SIDE is `bueter` or
`pair`, or a player, who stands for his side; `--points N` are the Büter's card points,
`--points SIDE=N` either side's (the other took the rest of 157); `--match SIDE` the
side that took every trick."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.notation import fold
from jass_slate.core.said import number, pair, player, split_list
from jass_slate.games.bidding.scoring.bueter import BUETER, PAIR, GameBid, Hand, Refix
from jass_slate.games.bidding.scoring.race import Race
from jass_slate.games.bidding.scoring.rules import HAND_POINTS
from jass_slate.language.i18n import N_

SIDE_WORDS = {"bueter": BUETER, "buter": BUETER, "pair": PAIR, "paar": PAIR,
              "paire": PAIR, "coppia": PAIR}
NOT_FOR_THE_BUETER = N_("{option} is not said in a Büter: its hand is hand --by PLAYER "
                        "[--factor N] (--points [SIDE=]N | --match SIDE) [--weis SIDE=V] "
                        "[--stoeck SIDE]")


@dataclass(frozen=True)
class BueterWords:
    """A Büter's hand as typed (words as said)."""

    by: str | None
    factor: str | None
    points: str | None
    match: str | None
    weis: tuple[str, ...] = ()
    stoeck: str | None = None


def seat(race: Race, word: str) -> int:
    """The seat of a player said by name or by his seat's number."""
    said = word.strip()
    if said.isdigit() and 1 <= int(said) <= len(race.players):
        return int(said) - 1
    return race.players.index(player(race.players, said))


def side(race: Race, word: str) -> int:
    """The side a word means: `bueter`, `pair`, or one of its players."""
    named = SIDE_WORDS.get(fold(word).replace(" ", ""))
    if named is not None:
        return named
    return race.side_of(race.players.index(player(race.players, word)))


def bid_event(race: Race, who: str, bid: str) -> GameBid:
    """`bid Beat 700`: the Büter and his bid for the whole game."""
    return GameBid(seat(race, who), number(bid, N_("a bid")))


def _points(race: Race, said: str) -> int:
    """The Büter's card points from `N` or `SIDE=N` (the pair's: the rest of 157)."""
    if "=" not in said:
        return number(said, N_("the points"))
    name, value = pair(said)
    points = number(value, N_("the points"))
    if side(race, name) == BUETER:
        return points
    if points > HAND_POINTS:
        raise RuleError(message(N_("the points must be 0 to {most}, not {points}"),
                                most=HAND_POINTS, points=points), value=points)
    return HAND_POINTS - points


def _weis(race: Race, said: Sequence[str]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    weis: list[tuple[int, ...]] = [(), ()]
    for text in said:
        name, values = pair(text)
        found = tuple(number(v, N_("a Weis")) for v in split_list(values.replace(" ", ",")))
        if not found:
            raise InputError(message(N_("say the Weis as SIDE=V[,V...], like 2=50,20")))
        weis[side(race, name)] += found
    return weis[BUETER], weis[PAIR]


def hand_event(race: Race, words: BueterWords) -> Hand:
    """The hand the words say; what is missing or does not read is refused."""
    if race.bid is None:
        raise RuleError(message(N_("the Büter has not bid yet: his bid comes before the "
                                   "first hand")))
    if words.by is None:
        raise InputError(message(N_("say who made trump: --by PLAYER")))
    if (words.points is None) == (words.match is None):
        raise InputError(message(N_("say the Büter's card points (--points N) or who took "
                                    "every trick (--match SIDE), one of them")))
    return Hand(maker=seat(race, words.by),
                factor=1 if words.factor is None else number(words.factor, N_("a factor")),
                points=0 if words.points is None else _points(race, words.points),
                match=None if words.match is None else side(race, words.match),
                weis=_weis(race, words.weis),
                stoeck=None if words.stoeck is None else side(race, words.stoeck))


def fix_event(race: Race, hand: int, words: BueterWords) -> Refix:
    return Refix(hand, hand_event(race, words))
