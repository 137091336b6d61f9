"""Weis from the cards (RULES.md §4): the best split of a hand, and which team scores.

A hand's Weis for scoring are the disjoint set that scores most (a run of eight
as 5 + 3); for the comparison each player shows the strongest single
combination the cards hold (a run of eight as a run of eight).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations

from jass_slate.game.cards import Card, Contract, Deck, Rank, Suit, card_order
from jass_slate.game.notation import run_text
from jass_slate.game.rules import Rules
from jass_slate.language.i18n import N_, _

SMALL_RUN_POINTS = {3: 20, 4: 50}
LARGE_RUN_POINTS = {3: 20, 4: 50, 5: 100, 6: 150, 7: 200, 8: 250, 9: 300}
STOECK_POINTS = 20
SUIT_ORDER = {suit: index for index, suit in enumerate(Suit)}

# A Weis's name, translated where it is shown; the English is the `label` JSON keeps.
# Each run length has its own message, since players name runs by their length
# (Dreiblatt, Vierblatt; tierce, cinquante, cent); the placeholder says the length.
RUN_NAMES = {
    # Translators: a run of three cards of one suit (Dreiblatt); {three_cards} is like ♥9–J
    3: N_("run {three_cards}"),
    # Translators: a run of four cards of one suit (Vierblatt); {four_cards} is like ♥9–Q
    4: N_("run {four_cards}"),
    # Translators: a run of five cards of one suit (Fünfblatt); {five_cards} is like ♥9–K
    5: N_("run {five_cards}"),
    # Translators: a run of six cards of one suit (Sechsblatt); {six_cards} is like ♥9–A
    6: N_("run {six_cards}"),
    # Translators: a run of seven cards of one suit (Siebenblatt); {seven_cards} is like ♥8–A
    7: N_("run {seven_cards}"),
    # Translators: a run of eight cards of one suit (Achtblatt); {eight_cards} is like ♥7–A
    8: N_("run {eight_cards}"),
    # Translators: a run of all nine cards of one suit (Neunblatt); {nine_cards} is like ♥6–A
    9: N_("run {nine_cards}"),
}
RUN_FIELDS = ("three_cards", "four_cards", "five_cards", "six_cards", "seven_cards",
              "eight_cards", "nine_cards")
FOUR_NAMES = {  # four of a kind in either deck; the Swiss deck's own ranks in SWISS_FOURS
    Rank.SIX: N_("four sixes"),
    Rank.SEVEN: N_("four sevens"),
    Rank.EIGHT: N_("four eights"),
    # Translators: four nines (vier Nell)
    Rank.NINE: N_("four nines"),
    Rank.TEN: N_("four tens"),
    # Translators: four jacks of the French deck (vier Buure)
    Rank.JACK: N_("four jacks"),
    Rank.QUEEN: N_("four queens"),
    Rank.KING: N_("four kings"),
    Rank.ACE: N_("four aces"),
}
SWISS_FOURS = {
    # Translators: four banners (the tens of the Swiss deck: vier Banner)
    Rank.TEN: N_("four banners"),
    # Translators: four unders (the jacks of the Swiss deck: vier Under)
    Rank.JACK: N_("four unders"),
    # Translators: four obers (the queens of the Swiss deck: vier Ober)
    Rank.QUEEN: N_("four obers"),
}


class WeisKind(Enum):
    RUN = "run"
    FOUR = "four"


@dataclass(frozen=True)
class Weis:
    """One combination: a run of one suit (cards low to high) or four of a kind."""

    kind: WeisKind
    cards: tuple[Card, ...]
    points: int

    @property
    def rank(self) -> Rank:
        """A run's top card, a four-of-a-kind's rank."""
        return self.cards[-1].rank

    @property
    def low(self) -> Rank:
        return self.cards[0].rank

    @property
    def suit(self) -> Suit | None:
        return self.cards[0].suit if self.kind is WeisKind.RUN else None

    @property
    def label(self) -> str:
        """`run ♥9–Q`, `four kings`: the English name, as JSON keeps it."""
        return self._named(str)

    def name(self) -> str:
        """`run ♥9–Q`, `four kings` in the language in use (`Vierblatt ♥9–Q`)."""
        return self._named(_)

    def _named(self, say: Callable[[str], str]) -> str:
        if self.kind is WeisKind.RUN:
            cards = run_text(self.cards)
            return say(RUN_NAMES[len(self.cards)]).format(**dict.fromkeys(RUN_FIELDS, cards))
        names = SWISS_FOURS if self.cards[0].suit.deck is Deck.SWISS else {}
        return say(names.get(self.rank) or FOUR_NAMES[self.rank])


@dataclass(frozen=True)
class WeisTable:
    """What Weis are judged under: the house rules and the contract (None: not said)."""

    rules: Rules
    contract: Contract | None = None

    @property
    def undenufe(self) -> bool:
        return self.contract is Contract.UNDENUFE

    @property
    def trump(self) -> Suit | None:
        return None if self.contract is None else self.contract.trump


# --- points --------------------------------------------------------------------------


def run_points(length: int, rules: Rules) -> int:
    """A run's points by its length; 0 below three cards."""
    if length < 3:
        return 0
    if rules.large_weis:
        return LARGE_RUN_POINTS[length]
    return SMALL_RUN_POINTS.get(length, 100)


def four_points(rank: Rank, table: WeisTable) -> int:
    """Four of a kind's points; 0 where the rules make it no Weis."""
    rules = table.rules
    sixes = table.undenufe and rules.four_sixes_in_undenufe
    if rank is Rank.JACK:
        return 200
    if rank is Rank.NINE:
        return rules.four_nines
    if rank is Rank.SIX:
        return 100 if sixes else 0
    if rank is Rank.ACE:
        return 0 if sixes else 100
    return 100 if rank in (Rank.TEN, Rank.QUEEN, Rank.KING) else 0


def _run(cards: Sequence[Card], rules: Rules) -> Weis:
    return Weis(WeisKind.RUN, tuple(cards), run_points(len(cards), rules))


# --- finding Weis in a hand ----------------------------------------------------------


def segments(cards: Iterable[Card]) -> list[list[Card]]:
    """The hand's cards cut into maximal runs of one suit (a lone card is a run of one)."""
    found: list[list[Card]] = []
    for card in sorted(cards, key=card_order):
        last = found[-1][-1] if found else None
        if last is not None and last.suit is card.suit and last.rank.value + 1 == card.rank.value:
            found[-1].append(card)
        else:
            found.append([card])
    return found


def fours_in(cards: Iterable[Card], table: WeisTable) -> list[Weis]:
    """The four-of-a-kinds in the hand that score under the rules."""
    held = list(cards)
    fours = []
    for rank in Rank:
        same = sorted((c for c in held if c.rank is rank), key=card_order)
        points = four_points(rank, table)
        if len(same) == 4 and points:
            fours.append(Weis(WeisKind.FOUR, tuple(same), points))
    return fours


def _split(segment: Sequence[Card], rules: Rules) -> list[Weis]:
    """The best split of one maximal run into disjoint runs (8 as 5 + 3 in small Weis)."""
    best: list[tuple[int, list[Weis]]] = [(0, [])]
    for end in range(1, len(segment) + 1):
        choice = best[end - 1]
        for length in range(3, end + 1):
            points, runs = best[end - length]
            piece = _run(segment[end - length:end], rules)
            if points + piece.points > choice[0]:
                choice = (points + piece.points, [*runs, piece])
        best.append(choice)
    return best[-1][1]


def _best_runs(cards: Iterable[Card], rules: Rules) -> list[Weis]:
    return [run for segment in segments(cards) for run in _split(segment, rules)]


def best_weis(cards: Iterable[Card], table: WeisTable) -> tuple[Weis, ...]:
    """The disjoint Weis of a hand that score most, strongest first."""
    held = list(cards)
    fours = fours_in(held, table)
    if table.rules.shared_cards:  # Kreuzweis: a card may serve a four and a run
        options = [[*fours, *_best_runs(held, table.rules)]]
    else:
        options = []
        for count in range(len(fours) + 1):
            for chosen in combinations(fours, count):
                used = {card for four in chosen for card in four.cards}
                rest = [card for card in held if card not in used]
                options.append([*chosen, *_best_runs(rest, table.rules)])
    best = max(options, key=lambda weis: (sum(w.points for w in weis), -len(weis)))
    return tuple(sorted(best, key=lambda weis: strength(weis, table), reverse=True))


def strongest(cards: Iterable[Card], table: WeisTable) -> Weis | None:
    """The strongest single combination the cards hold, as shown for the comparison."""
    held = list(cards)
    whole_runs = [_run(s, table.rules) for s in segments(held) if len(s) >= 3]
    shown = whole_runs + fours_in(held, table)
    return max(shown, key=lambda weis: strength(weis, table), default=None)


def holds_stoeck(cards: Iterable[Card], table: WeisTable) -> bool:
    """King and ober/queen of trumps in one hand; never without a trump."""
    trump = table.trump
    if trump is None:
        return False
    held = set(cards)
    return Card(trump, Rank.KING) in held and Card(trump, Rank.QUEEN) in held


# --- comparing Weis ------------------------------------------------------------------


class TieBreak(Enum):
    """The step of RULES.md §4 that decided between two Weis, in order."""

    POINTS = "points"
    FOUR_OVER_RUN = "four_over_run"
    CARDS = "cards"
    RANK = "rank"
    TRUMP = "trump"
    SEAT = "seat"
    SAME_PLAYER = "same_player"  # two Weis of one player: any fixed order will do


KEY_STEPS = (TieBreak.POINTS, TieBreak.FOUR_OVER_RUN, TieBreak.CARDS, TieBreak.RANK,
             TieBreak.TRUMP, TieBreak.SEAT, TieBreak.SAME_PLAYER, TieBreak.SAME_PLAYER)


@dataclass(frozen=True)
class Shown:
    """A Weis shown at the first trick by the player at `position` (0 is forehand)."""

    weis: Weis
    position: int = 0


def strength(weis: Weis, table: WeisTable, position: int = 0) -> tuple[int, ...]:
    """A key that sorts Weis by RULES.md §4: the larger key is the better Weis."""
    four = weis.kind is WeisKind.FOUR
    rank = -weis.low.value if table.undenufe else weis.rank.value
    in_trump = weis.suit is not None and weis.suit is table.trump
    suit = -1 if weis.suit is None else SUIT_ORDER[weis.suit]
    return (
        weis.points,
        int(four and table.rules.quads_beat_runs),
        len(weis.cards),
        rank,
        int(in_trump),
        -position,
        suit,
        int(four),
    )


def compare(a: Shown, b: Shown, table: WeisTable) -> int:
    """1 if `a` beats `b`, -1 if `b` beats `a`, 0 only for the same Weis of the same seat."""
    key_a, key_b = strength(a.weis, table, a.position), strength(b.weis, table, b.position)
    return (key_a > key_b) - (key_a < key_b)


def tie_break(a: Shown, b: Shown, table: WeisTable) -> TieBreak | None:
    """The first step of the comparison on which `a` and `b` differ."""
    key_a, key_b = strength(a.weis, table, a.position), strength(b.weis, table, b.position)
    for step, one, other in zip(KEY_STEPS, key_a, key_b, strict=True):
        if one != other:
            return step
    return None


# --- which team scores ---------------------------------------------------------------


@dataclass(frozen=True)
class Player:
    """A player at the first trick: name, team (0 or 1) and the cards shown or held."""

    name: str
    team: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class PlayerWeis:
    """What one player's cards hold: the Weis to score, the one shown, and Stöck."""

    player: Player
    position: int
    weis: tuple[Weis, ...]
    shown: Weis | None
    stoeck: bool

    @property
    def total(self) -> int:
        return sum(w.points for w in self.weis)


@dataclass(frozen=True)
class Verdict:
    """The outcome at the first trick: the best Weis, what it beat, who scores."""

    table: WeisTable
    players: tuple[PlayerWeis, ...]
    best: PlayerWeis | None
    beaten: PlayerWeis | None
    step: TieBreak | None

    @property
    def scoring_team(self) -> int | None:
        return None if self.best is None else self.best.player.team

    @property
    def team_points(self) -> tuple[int, int]:
        """Both teams' Weis before the factor: the scoring team's, and 0."""
        points = [0, 0]
        if self.best is not None:
            team = self.best.player.team
            points[team] = sum(p.total for p in self.players if p.player.team == team)
        return points[0], points[1]

    def scoring_weis(self) -> tuple[int, ...]:
        """The values the scoring team writes, strongest first."""
        team = self.scoring_team
        values = [w.points for p in self.players if p.player.team == team for w in p.weis]
        return tuple(sorted(values, reverse=True))


def read_player(player: Player, position: int, table: WeisTable) -> PlayerWeis:
    cards = player.cards
    return PlayerWeis(player, position, best_weis(cards, table), strongest(cards, table),
                      holds_stoeck(cards, table))


def _best_of(players: Iterable[PlayerWeis], table: WeisTable) -> PlayerWeis | None:
    showing = [p for p in players if p.shown is not None]
    return max(showing, default=None,
               key=lambda p: strength(p.shown, table, p.position) if p.shown else ())


def adjudicate(players: Sequence[Player], table: WeisTable) -> Verdict:
    """Compare the players' Weis; players are in the order they play to the first trick."""
    read = tuple(read_player(p, position, table) for position, p in enumerate(players))
    best = _best_of(read, table)
    if best is None:
        return Verdict(table, read, None, None, None)
    beaten = _best_of((p for p in read if p.player.team != best.player.team), table)
    step = None
    if beaten is not None and best.shown is not None and beaten.shown is not None:
        step = tie_break(Shown(best.shown, best.position), Shown(beaten.shown, beaten.position),
                         table)
    return Verdict(table, read, best, beaten, step)


# --- saying it -----------------------------------------------------------------------


def reason(verdict: Verdict) -> str:
    """Why the best Weis beat the other team's best, in a player's words."""
    best, beaten, step = verdict.best, verdict.beaten, verdict.step
    if best is None or beaten is None or best.shown is None or beaten.shown is None:
        return ""
    won, lost = best.shown, beaten.shown
    if step is TieBreak.POINTS:
        return _("more points ({points} against {other_points})").format(
            points=won.points, other_points=lost.points)
    if step is TieBreak.FOUR_OVER_RUN:
        return _("four of a kind beats a run of equal points (house rule)")
    if step is TieBreak.CARDS:
        return _("more cards ({cards} against {other_cards})").format(
            cards=len(won.cards), other_cards=len(lost.cards))
    if step is TieBreak.RANK:
        return _rank_reason(won, verdict.table)
    if step is TieBreak.TRUMP:
        return _("a run in trumps beats one outside them")
    return _("{player} plays earlier to the first trick").format(player=best.player.name)


def _rank_reason(won: Weis, table: WeisTable) -> str:
    if won.kind is WeisKind.RUN:
        if table.undenufe:
            return _("lower bottom card, in Undenufe")
        return _("higher top card")
    if table.undenufe:
        return _("lower rank, in Undenufe")
    return _("higher rank")


def verdict_sentence(verdict: Verdict) -> str:
    """`Cla's run ♠10–K beats Anna's run ♥9–Q: higher top card`."""
    best, beaten = verdict.best, verdict.beaten
    if best is None or best.shown is None:
        return _("Nobody has a Weis.")
    # "four tens beat", "a run beats": the verb agrees with the better Weis
    run = best.shown.kind is WeisKind.RUN
    if beaten is None or beaten.shown is None:
        alone = _("{player}'s {weis} is the best Weis; the other team has none.") if run \
            else _("{player}'s {weis} are the best Weis; the other team has none.")
        return alone.format(player=best.player.name, weis=best.shown.name())
    sentence = _("{player}'s {weis} beats {other}'s {other_weis}: {reason}.") \
        if run else _("{player}'s {weis} beat {other}'s {other_weis}: {reason}.")
    return sentence.format(
        player=best.player.name, weis=best.shown.name(), other=beaten.player.name,
        other_weis=beaten.shown.name(), reason=reason(verdict))
