"""What Weis are worth (RULES.md §4), and which lists of values a team can have declared.

The one table of Weis values: runs by their length, four of a kind by rank, and Stöck.
`weis_cards` finds melds in cards with it; `check_weis` checks a declared list with it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from jass_slate.core.cards import CARDS_IN_HAND, Contract, Extra, Rank
from jass_slate.core.errors import RuleError, message
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.language.i18n import N_, ngettext

STOECK_POINTS = 20  # king and ober (queen) of trumps in one hand
# A run's points by its length: small Weis stop at 100 for five cards or more.
SMALL_RUN_POINTS = {3: 20, 4: 50, 5: 100}
LARGE_RUN_POINTS = {3: 20, 4: 50, 5: 100, 6: 150, 7: 200, 8: 250, 9: 300}
# Four of a kind by rank; four nines score what `four_nines` says, and four sixes take
# the aces' place in Undenufe under `four_sixes_in_undenufe`.
FOUR_POINTS = {Rank.JACK: 200, Rank.TEN: 100, Rank.QUEEN: 100, Rank.KING: 100, Rank.ACE: 100}


def _run_table(rules: Rules) -> dict[int, int]:
    return LARGE_RUN_POINTS if rules.large_weis else SMALL_RUN_POINTS


def run_points(length: int, rules: Rules) -> int:
    """A run's points by its length; 0 below three cards."""
    table = _run_table(rules)
    return 0 if length < 3 else table[min(length, max(table))]


def four_value(rank: Rank, rules: Rules, undenufe: bool) -> int:
    """Four of a kind's points; 0 where the rules make it no Weis."""
    if rank is Rank.NINE:
        return rules.four_nines
    sixes = undenufe and rules.four_sixes_in_undenufe
    if rank is Rank.SIX:
        return FOUR_POINTS[Rank.ACE] if sixes else 0
    if rank is Rank.ACE and sixes:
        return 0
    return FOUR_POINTS.get(rank, 0)


def run_values(rules: Rules) -> dict[int, int]:
    """Weis values of sequences and the fewest cards each needs (the double pack's runs
    are six cards at most: 9 to ace)."""
    longest = len(rules.pack.ranks)
    return {points: length for length, points in _run_table(rules).items()
            if length <= longest}


def quad_ranks(rules: Rules) -> dict[int, int]:
    """Weis values of four-of-a-kinds and how many sets of four the pack can make of each
    (the double pack: two of every rank)."""
    ranks = Counter(FOUR_POINTS.values())  # aces (or sixes), kings, obers, banners; unders
    if rules.four_nines:
        ranks[rules.four_nines] += 1
    return {value: count * rules.pack.copies for value, count in ranks.items()}


def no_stoeck(contract: Contract) -> RuleError:
    """The refusal of Stöck in Obenabe or Undenufe."""
    return RuleError(message(N_("no Stöck in {contract}: Stöck needs a trump suit"),
                             contract=contract.label), key="stoeck")


def one_pair(number: int, team: str, value: object = None) -> RuleError:
    """The refusal of a second Stöck in hand `number` without the rule `second_stoeck`."""
    return RuleError(message(
        N_("Stöck is already written in hand {number} for {team}: only one team "
           "holds king and ober of trumps"), number=number, team=team), key="stoeck", value=value)


def both_pairs(number: int, value: object = None) -> RuleError:
    """The refusal of a third Stöck in hand `number` under the rule `second_stoeck`."""
    return RuleError(message(
        N_("both pairs' Stöck are written in hand {number}: the double pack holds two "
           "kings and two obers of trumps"), number=number), key="stoeck", value=value)


def check_stoeck_in(contract: Contract, rules: Rules) -> None:
    """Refuse Stöck where the contract has no trump suit (Obenabe, Undenufe, Slalom, Gusti,
    Mery, a Misère) or, in TUO, where the house rule `stoeck_in_tuo` is false; and anywhere
    where `stoeck` is false (a tournament's Passe)."""
    if not rules.stoeck:
        raise RuleError(message(N_("no Stöck under these rules (house rule stoeck = false: "
                                   "every hand is 157)")), key="stoeck")
    if contract.trump is None:
        raise no_stoeck(contract)
    if contract.extra is Extra.TUO and not rules.stoeck_in_tuo:
        raise RuleError(message(N_("no Stöck in TUO under these rules (house rule "
                                   "stoeck_in_tuo = false)")), key="stoeck")


def check_weis_in(contract: Contract, rules: Rules) -> None:
    """Refuse a Weis in Slalom, Gusti/Mery, TUO or a Misère where the house rule
    `weis_in_extras` is false; Wunsch plays the contract it names, Weis and all. No Weis at
    all where `weis` is false (a tournament's Passe)."""
    if not rules.weis:
        raise RuleError(message(N_("no Weis under these rules (house rule weis = false: "
                                   "every hand is 157)")), key="weis")
    if contract.extra not in (None, Extra.WUNSCH) and not rules.weis_in_extras:
        raise RuleError(message(N_("no Weis in {contract} under these rules (house rule "
                                   "weis_in_extras = false)"), contract=contract.label),
                        key="weis")


def check_misere(contract: Contract, rules: Rules) -> None:
    """Refuse a Misère played otherwise than `misere_base` says."""
    if contract.extra is not Extra.MISERE:
        return
    base = rules.misere_base.value
    if base != "either" and contract.played.value != base:
        raise RuleError(message(N_("a Misère is played {base} under these rules (house rule "
                                   "misere_base), not {played}"),
                                base=base, played=contract.played.value),
                        key="misere_base", value=contract.value)


def legal_values(rules: Rules) -> list[int]:
    return sorted(set(run_values(rules)) | set(quad_ranks(rules)))


# Weis lists found sound, with the rules the check reads (keep `_sound_key` in step with
# `_check_weis`): a season repeats a few dozen lists thousands of times, and replay
# checks every one of them on every load.
_SOUND: set[tuple[object, ...]] = set()


def _sound_key(values: Sequence[int], rules: Rules) -> tuple[object, ...]:
    return (tuple(values), rules.large_weis, rules.four_nines, rules.shared_cards, rules.pack)


def check_weis(values: Sequence[int], rules: Rules) -> None:
    """Refuse a team's Weis list that is not legal or that two hands of nine cannot hold."""
    key = _sound_key(values, rules)
    if key not in _SOUND:
        _check_weis(values, rules)
        _SOUND.add(key)


def _check_weis(values: Sequence[int], rules: Rules) -> None:
    if not values:
        raise RuleError(message(N_("a Weis needs at least one value")), key="weis")
    legal = legal_values(rules)
    for value in values:
        if value not in legal:
            said = ", ".join(map(str, legal))
            raise RuleError(message(
                N_("{value} is not a Weis under these rules: a Weis is worth {values}"),
                value=value, values=said), key="weis", value=value)
    quads_left = Counter(quad_ranks(rules))
    runs = run_values(rules)
    quads, lengths = 0, []
    for value in sorted(values, reverse=True):
        if quads_left[value] > 0:
            quads_left[value] -= 1
            quads += 1
        elif value in runs:
            lengths.append(runs[value])
        else:
            raise RuleError(_too_often(value, quad_ranks(rules).get(value, 0), rules.pack.copies),
                            key="weis", value=value)
    most = rules.pack.hand_size()
    if not _fits_two_hands(quads, lengths, rules.shared_cards, most):
        text = N_("two hands of nine cards cannot hold the Weis {values}") if most == \
            CARDS_IN_HAND else N_("two hands of {most} cards cannot hold the Weis {values}")
        raise RuleError(message(text, values=", ".join(map(str, values)), most=most),
                        key="weis")


def _too_often(value: int, sets: int, copies: int = 1) -> str:
    """Said in the language in use: the catalogues hold it as an ngettext message."""
    if value == 200 and copies == 1:
        text = ngettext(
            "{value} is given more often than the deck can make it: at most {sets} "
            "four-of-a-kind score {value} (there is one set of four unders)",
            "{value} is given more often than the deck can make it: at most {sets} "
            "four-of-a-kinds score {value} (there is one set of four unders)",
            sets,
        )
    else:
        text = ngettext(
            "{value} is given more often than the deck can make it: at most {sets} "
            "four-of-a-kind score {value}",
            "{value} is given more often than the deck can make it: at most {sets} "
            "four-of-a-kinds score {value}",
            sets,
        )
    return text.format(value=value, sets=sets)


def _fits_two_hands(quads: int, runs: list[int], shared: bool,
                    most: int = CARDS_IN_HAND) -> bool:
    """Whether `quads` four-of-a-kinds and runs of these lengths can be split over two
    hands of nine. With Kreuzweis (`shared`) a run may share one card with each
    four-of-a-kind in its hand (two in one hand can always sit within three ranks of
    each other, so a run of three reaches both); otherwise every card counts once."""
    if len(runs) > 2 * most // 3:  # at most three runs fit in one hand of nine
        return False
    for in_first in range(quads + 1):
        for mask in range(1 << len(runs)):
            first = [length for i, length in enumerate(runs) if mask >> i & 1]
            second = [length for i, length in enumerate(runs) if not mask >> i & 1]
            if _hand_cards(in_first, first, shared) <= most \
                    and _hand_cards(quads - in_first, second, shared) <= most:
                return True
    return False


def _hand_cards(quads: int, runs: list[int], shared: bool) -> int:
    """The fewest cards one hand needs for its four-of-a-kinds and runs."""
    return 4 * quads + sum(length - (quads if shared else 0) for length in runs)
