"""The house rules of a session: presets, rules files and their validation."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum

from jass_slate.core.cards import Contract, Deck, Extra, deck_suits
from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.pack import Pack, pack_counts
from jass_slate.games.schieber.scoring.striche import StricheValues
from jass_slate.language.i18n import N_


class Part(StrEnum):
    """The parts of a hand that go onto the slate, in the words of `claim_order`."""

    STOECK = "stoeck"
    WEIS = "weis"
    STICH = "stich"


DEFAULT_CLAIM_ORDER = (Part.STOECK, Part.WEIS, Part.STICH)


class UndenufePoints(StrEnum):
    """`undenufe_points`: how trick points count in Undenufe."""

    CLASSIC = "classic"
    MODERN = "modern"


class MisereBase(StrEnum):
    """`misere_base`: what a Misère plays (issue 15)."""

    OBENABE = "obenabe"
    UNDENUFE = "undenufe"
    EITHER = "either"  # the chooser says it: misere-obenabe or misere-undenufe


class BothPastTarget(StrEnum):
    """`both_past_target`: who wins when one part takes both teams past the target."""

    ASK = "ask"  # the team that claimed first, said with --first
    HIGHER = "higher"  # the higher total


@dataclass(frozen=True)
class Rules:
    """Everything that decides how a session is scored (RULES.md §9)."""

    preset: str = "classic"
    deck: Deck = Deck.FRENCH
    target: int | None = 3000
    hands: int | None = None
    schneider_below: int = 1500
    bergpreis_at: int = 1500
    multipliers: Mapping[Contract, int] = field(default_factory=dict)
    match_bonus: int = 100
    four_nines: int = 0
    large_weis: bool = False
    shared_cards: bool = False
    quads_beat_runs: bool = False
    four_sixes_in_undenufe: bool = False
    undenufe_points: UndenufePoints = UndenufePoints.CLASSIC
    claim_order: tuple[Part, ...] = DEFAULT_CLAIM_ORDER
    both_past_target: BothPastTarget = BothPastTarget.ASK
    push_back: bool = False
    # --- the pack and the extra contracts (issue 15) ---
    pack: Pack = Pack.NORMAL
    last_trick: int = 5
    extras: Mapping[Extra, int] = field(default_factory=dict)  # 0 or absent: not played
    mery: int | None = None  # Mery's own factor; None: Gusti's (the same row)
    weis_in_extras: bool = True
    stoeck_in_tuo: bool = True
    weis: bool = True  # Weis count at all (a tournament's Passe: none, games-2.md §8.1)
    stoeck: bool = True  # Stöck count at all (a tournament's Passe: none)
    second_stoeck: bool = False  # the double pack: a second pair of king and ober scores too
    misere_base: MisereBase = MisereBase.OBENABE
    gusti_first: int = 4
    striche: StricheValues | None = None  # None: the house counts no Striche (issue 34)
    # A target per team (a handicap, issue 34): `target` is then the larger, and each
    # team's Schneider and Bergpreis lines are half of its own target.
    team_targets: tuple[int, int] | None = None

    @property
    def tournament(self) -> bool:
        return self.hands is not None

    @property
    def targets(self) -> tuple[int, int]:
        """Each team's target (a game played to a target)."""
        if self.team_targets is not None:
            return self.team_targets
        assert self.target is not None
        return (self.target, self.target)

    @property
    def schneider_lines(self) -> tuple[int, int]:
        """The score below which each team is Schneider."""
        if self.team_targets is None:
            return (self.schneider_below, self.schneider_below)
        return (half(self.team_targets[0]), half(self.team_targets[1]))

    @property
    def bergpreis_lines(self) -> tuple[int, int]:
        """The score at which each team takes the Bergpreis."""
        if self.team_targets is None:
            return (self.bergpreis_at, self.bergpreis_at)
        return (half(self.team_targets[0]), half(self.team_targets[1]))

    @functools.cached_property
    def hand_counts(self) -> Mapping[str, tuple[int, tuple[int, ...]]]:
        """Per way of counting ("trump", "obenabe", "undenufe"): the hand's total and the
        counts no cards make, with this pack and last trick (looked up on every hand)."""
        modern = self.undenufe_points is UndenufePoints.MODERN
        return pack_counts(self.pack, self.last_trick, modern)

    def factor(self, contract: Contract) -> int:
        """The contract's multiplier; a contract the rules leave out is refused."""
        extra = contract.extra
        factor = self.multipliers.get(contract) if extra is None else (
            self._extra_factor(contract, extra) or None)
        if factor is None:
            allowed = ", ".join([*(c.value for c in self.multipliers),
                                 *(e.value for e, f in self.extras.items() if f),
                                 *(["mery"] if self.mery else [])])
            raise RuleError(message(
                N_("{contract} is not played under these rules: say one of {allowed}"),
                contract=contract.value, allowed=allowed), value=contract.value)
        return factor

    def _extra_factor(self, contract: Contract, extra: Extra) -> int:
        """An extra contract's factor: its row's; Mery's own where `mery` is given."""
        if contract is Contract.MERY and self.mery is not None:
            return self.mery
        return self.extras.get(extra, 0)


def half(target: int) -> int:
    """The least whole score at or above half the target: of an odd target, the exact half
    (RULES.md §10.1: with 777, 388 is below it and 389 reaches it)."""
    return -(-target // 2)


def _multipliers(deck: Deck, low: int, high: int, oben: int, unden: int) -> dict[Contract, int]:
    suits = deck_suits(deck)
    factors = {Contract(s.value): (low if i < 2 else high) for i, s in enumerate(suits)}
    return {**factors, Contract.OBENABE: oben, Contract.UNDENUFE: unden}


def _swisslos(deck: Deck) -> dict[Contract, int]:
    return {
        Contract.HEARTS: 1, Contract.DIAMONDS: 1, Contract.SPADES: 2, Contract.CLUBS: 2,
        Contract.OBENABE: 3, Contract.UNDENUFE: 3,
    }


# What each preset plays, for people: translated where it is shown, with `_()`.
PRESET_LINES = {
    "classic": N_("French deck, ♣♠ ×1, ♦♥ ×2, Obenabe ×3, Undenufe ×4, to 3000 (default)"),
    "classic-swiss": N_(
        "Swiss deck, acorns/roses ×1, shields/bells ×2, Obenabe ×3, Undenufe ×4, to 3000"
    ),
    "swisslos": N_("French deck, ♥♦ ×1, ♠♣ ×2, Obenabe and Undenufe ×3, to 2500"),
    "single": N_("either deck, every contract ×1, to 1000"),
    "race-1500": N_("French deck like classic, to 1500, four nines 150"),
    "tournament": N_("either deck, every contract ×1, 12 hands, highest total wins"),
    "passe-12": N_("a tournament's Passe: either deck, every contract ×1, 12 hands, a Match "
                   "157 (no bonus), no Weis, no Stöck: 157 every hand"),
    "passe-8": N_("a tournament's Passe: either deck, every contract ×1, 8 hands, a Match "
                  "157 (no bonus), no Weis, no Stöck: 157 every hand"),
}
PASSE_HANDS = {"passe-12": 12, "passe-8": 8}  # the tournaments' Passen (games-2.md §8.1)
PRESET_DECKS = {
    "classic": Deck.FRENCH, "classic-swiss": Deck.SWISS, "swisslos": Deck.FRENCH,
    "race-1500": Deck.FRENCH,
}
# One sentence per deck, so that each language can say the deck in its own grammar.
PRESET_DECK_REFUSALS = {
    Deck.FRENCH: N_("preset {name} plays the french deck, not the swiss one"),
    Deck.SWISS: N_("preset {name} plays the swiss deck, not the french one"),
}
MULTIPLIER_DECK_REFUSALS = {
    Deck.FRENCH: N_("rules key 'multipliers.{name}' is not a contract of the french deck: "
                    "say one of {contracts}"),
    Deck.SWISS: N_("rules key 'multipliers.{name}' is not a contract of the swiss deck: "
                   "say one of {contracts}"),
}


def preset(name: str, deck: Deck | None = None) -> Rules:
    """The rules of a named preset; `deck` picks the deck where the preset leaves it open."""
    if name not in PRESET_LINES:
        near = suggested(name, PRESET_LINES)
        said = message(N_("unknown preset {name!r}: did you mean {suggestions}?"), name=name,
                       suggestions=near) if near else \
            message(N_("unknown preset {name!r}: say one of {presets}"),
                    name=name, presets=", ".join(PRESET_LINES))
        raise InputError(said, key="preset", value=name)
    own_deck = PRESET_DECKS.get(name)
    if own_deck is not None and deck is not None and deck is not own_deck:
        raise RuleError(message(PRESET_DECK_REFUSALS[own_deck], name=name), key="deck",
                        value=deck.value)
    deck = own_deck or deck or Deck.FRENCH
    if name in ("classic", "classic-swiss"):
        return Rules(preset=name, deck=deck, multipliers=_multipliers(deck, 1, 2, 3, 4))
    if name == "swisslos":
        return Rules(preset=name, deck=deck, target=2500, schneider_below=1250,
                     bergpreis_at=1250, multipliers=_swisslos(deck))
    if name == "race-1500":
        return Rules(preset=name, deck=deck, target=1500, schneider_below=750, bergpreis_at=750,
                     four_nines=150, multipliers=_multipliers(deck, 1, 2, 3, 4))
    ones = _multipliers(deck, 1, 1, 1, 1)
    if name == "single":
        return Rules(preset=name, deck=deck, target=1000, schneider_below=500, bergpreis_at=500,
                     multipliers=ones)
    tournament = Rules(preset=name, deck=deck, target=None, hands=12, schneider_below=0,
                       bergpreis_at=0, multipliers=ones)
    if name in PASSE_HANDS:  # every hand 157: checked by the Passe's sum
        return replace(tournament, hands=PASSE_HANDS[name], match_bonus=0, weis=False,
                       stoeck=False)
    return tournament


def suggested(word: str, known: Iterable[str]) -> str:
    """The preset names or rules keys nearest a refused word ('' when none is near)."""
    from jass_slate.core.nearest import nearest, said_list

    return said_list(nearest(word, known, lambda name: name.lower().replace("-", "_")))
