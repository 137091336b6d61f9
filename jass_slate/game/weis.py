"""Which lists of Weis values a team can have declared (RULES.md §4)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from jass_slate.game.errors import RuleError
from jass_slate.game.rules import Rules
from jass_slate.language.i18n import _, ngettext

CARDS_IN_HAND = 9
SMALL_RUNS = {20: 3, 50: 4, 100: 5}
LARGE_RUNS = {20: 3, 50: 4, 100: 5, 150: 6, 200: 7, 250: 8, 300: 9}


def run_values(rules: Rules) -> dict[int, int]:
    """Weis values of sequences and the fewest cards each needs."""
    return LARGE_RUNS if rules.large_weis else SMALL_RUNS


def quad_ranks(rules: Rules) -> dict[int, int]:
    """Weis values of four-of-a-kinds and how many ranks can make each."""
    ranks = Counter({100: 4, 200: 1})  # aces (or sixes), kings, obers, banners; unders
    if rules.four_nines:
        ranks[rules.four_nines] += 1
    return dict(ranks)


def legal_values(rules: Rules) -> list[int]:
    return sorted(set(run_values(rules)) | set(quad_ranks(rules)))


# Weis lists found sound, with the rules the check reads (keep `_sound_key` in step with
# `_check_weis`): a season repeats a few dozen lists thousands of times, and replay
# checks every one of them on every load.
_SOUND: set[tuple[object, ...]] = set()


def _sound_key(values: Sequence[int], rules: Rules) -> tuple[object, ...]:
    return (tuple(values), rules.large_weis, rules.four_nines, rules.shared_cards)


def check_weis(values: Sequence[int], rules: Rules) -> None:
    """Refuse a team's Weis list that is not legal or that two hands of nine cannot hold."""
    key = _sound_key(values, rules)
    if key not in _SOUND:
        _check_weis(values, rules)
        _SOUND.add(key)


def _check_weis(values: Sequence[int], rules: Rules) -> None:
    if not values:
        raise RuleError(_("a Weis needs at least one value"))
    legal = legal_values(rules)
    for value in values:
        if value not in legal:
            said = ", ".join(map(str, legal))
            raise RuleError(_("{value} is not a Weis under these rules: a Weis is worth {values}")
                            .format(value=value, values=said))
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
            raise RuleError(_too_often(value, quad_ranks(rules).get(value, 0)))
    if not _fits_two_hands(quads, lengths, rules.shared_cards):
        raise RuleError(_("two hands of nine cards cannot hold the Weis {values}").format(
            values=", ".join(map(str, values))))


def _too_often(value: int, sets: int) -> str:
    if value == 200:
        message = ngettext(
            "{value} is given more often than the deck can make it: at most {sets} "
            "four-of-a-kind score {value} (there is one set of four unders)",
            "{value} is given more often than the deck can make it: at most {sets} "
            "four-of-a-kinds score {value} (there is one set of four unders)",
            sets,
        )
    else:
        message = ngettext(
            "{value} is given more often than the deck can make it: at most {sets} "
            "four-of-a-kind score {value}",
            "{value} is given more often than the deck can make it: at most {sets} "
            "four-of-a-kinds score {value}",
            sets,
        )
    return message.format(value=value, sets=sets)


def _fits_two_hands(quads: int, runs: list[int], shared: bool) -> bool:
    """Whether `quads` four-of-a-kinds and runs of these lengths can be split over two
    hands of nine. With Kreuzweis (`shared`) a run may share one card with each
    four-of-a-kind in its hand (two in one hand can always sit within three ranks of
    each other, so a run of three reaches both); otherwise every card counts once."""
    if len(runs) > 2 * CARDS_IN_HAND // 3:  # at most three runs fit in one hand
        return False
    for in_first in range(quads + 1):
        for mask in range(1 << len(runs)):
            first = [length for i, length in enumerate(runs) if mask >> i & 1]
            second = [length for i, length in enumerate(runs) if not mask >> i & 1]
            if _hand_cards(in_first, first, shared) <= CARDS_IN_HAND \
                    and _hand_cards(quads - in_first, second, shared) <= CARDS_IN_HAND:
                return True
    return False


def _hand_cards(quads: int, runs: list[int], shared: bool) -> int:
    """The fewest cards one hand needs for its four-of-a-kinds and runs."""
    return 4 * quads + sum(length - (quads if shared else 0) for length in runs)
