"""The rows of a Coiffeur slate: one contract a row, each with its factor, and the presets
tables play by, each with its source (research/variants.md §1.2).

A row's factor belongs to the row the table chose, never to a suit: the sources pair the
German and French suits differently. The default preset lists its rows in factor order,
row N with factor N, as on the common chalk Coiffeur slate, so that `hand 3` is the ×3 row.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from jass_slate.core.cards import Suit
from jass_slate.core.contract_words import EXTRA_ALIASES
from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.notation import NO_TRUMP_ALIASES, SUIT_ALIASES, key
from jass_slate.language import i18n
from jass_slate.language.i18n import N_


class RowKind(StrEnum):
    """What a row plays: a trump suit, Obenabe, Undenufe, an extra contract, or a free
    choice (Wunsch, Joker)."""

    TRUMP = "trump"
    OBENABE = "obenabe"
    UNDENUFE = "undenufe"
    SLALOM = "slalom"
    GUSTI = "gusti"
    TUO = "tuo"
    MISERE = "misere"
    WUNSCH = "wunsch"


FEWEST_ROWS, MOST_ROWS = 6, 13  # simonste/jasstafel's slider (coiffeur_settings_screen.dart)
LOWEST_FACTOR, HIGHEST_FACTOR = 1, 13  # its custom factors (coiffeur_type_dialog.dart)


@dataclass(frozen=True)
class Row:
    """One row of the slate: its name, what it plays, its factor, and for a trump row the
    suits its name stands for (one of each deck, or one)."""

    name: str
    kind: RowKind
    factor: int
    suits: tuple[Suit, ...] = ()

    @property
    def label(self) -> str:
        """The row's name as shown: a preset's name in the language in use, a name the
        table gave as it was written."""
        return i18n._(self.name) if self.name in ROW_NAMES else self.name


# The rows' names the presets use, each marked for the catalogues (the lead translates
# them: Eicheln / Schaufel, glands / piques, ...).
ACORNS_SPADES = N_("Acorns / Spades")
ROSES_CLUBS = N_("Roses / Clubs")
SHIELDS_DIAMONDS = N_("Shields / Diamonds")
BELLS_HEARTS = N_("Bells / Hearts")
ACORNS, BELLS, ROSES, SHIELDS = N_("Acorns"), N_("Bells"), N_("Roses"), N_("Shields")
OBENABE, UNDENUFE = N_("Obenabe"), N_("Undenufe")
JOKER, WUNSCH, COIFFEUR = N_("Joker"), N_("Wunsch"), N_("Coiffeur")
SLALOM, GUSTI, MISERE, TUO = N_("Slalom"), N_("Gusti"), N_("Misère"), N_("TUO")
ROW_NAMES = frozenset({
    ACORNS_SPADES, ROSES_CLUBS, SHIELDS_DIAMONDS, BELLS_HEARTS, ACORNS, BELLS, ROSES,
    SHIELDS, OBENABE, UNDENUFE, JOKER, WUNSCH, COIFFEUR, SLALOM, GUSTI, MISERE, TUO})
KIND_NAMES = {RowKind.OBENABE: OBENABE, RowKind.UNDENUFE: UNDENUFE, RowKind.SLALOM: SLALOM,
              RowKind.GUSTI: GUSTI, RowKind.TUO: TUO, RowKind.MISERE: MISERE,
              RowKind.WUNSCH: WUNSCH}

_JASSREGLEMENT = (
    Row(ACORNS_SPADES, RowKind.TRUMP, 1, (Suit.ACORNS, Suit.SPADES)),
    Row(ROSES_CLUBS, RowKind.TRUMP, 2, (Suit.ROSES, Suit.CLUBS)),
    Row(SHIELDS_DIAMONDS, RowKind.TRUMP, 3, (Suit.SHIELDS, Suit.DIAMONDS)),
    Row(BELLS_HEARTS, RowKind.TRUMP, 4, (Suit.BELLS, Suit.HEARTS)),
    Row(OBENABE, RowKind.OBENABE, 5),
    Row(UNDENUFE, RowKind.UNDENUFE, 6),
    Row(JOKER, RowKind.WUNSCH, 7),
    Row(JOKER, RowKind.WUNSCH, 8),
)


@dataclass(frozen=True)
class RowPreset:
    """A slate's rows as a source lists them."""

    name: str
    rows: tuple[Row, ...]
    source: str  # marked with N_: said where the preset is shown


PRESETS: dict[str, RowPreset] = {preset.name: preset for preset in (
    RowPreset("jassreglement-8", _JASSREGLEMENT, N_(
        "the Jassreglement's eight rows: the four suits ×1 to ×4, Obenabe ×5, Undenufe ×6, "
        "two Jokers ×7 and ×8 (jassverzeichnis.ch, Anleitung für den Coiffeur-Jass; the "
        "Jass lexicon)")),
    RowPreset("swisslos-10", (*_JASSREGLEMENT, Row(SLALOM, RowKind.SLALOM, 9),
                              Row(GUSTI, RowKind.GUSTI, 10)), N_(
        "Swisslos's ten rounds: the eight rows and one Slalom and one Guschti 5/4 "
        "(swisslos.ch, Coiffeur-Jass), factors up to ×10 as on the slate")),
    RowPreset("simonste-11", (
        Row(ACORNS, RowKind.TRUMP, 1, (Suit.ACORNS,)), Row(BELLS, RowKind.TRUMP, 2,
                                                           (Suit.BELLS,)),
        Row(ROSES, RowKind.TRUMP, 3, (Suit.ROSES,)), Row(SHIELDS, RowKind.TRUMP, 4,
                                                         (Suit.SHIELDS,)),
        Row(OBENABE, RowKind.OBENABE, 5), Row(UNDENUFE, RowKind.UNDENUFE, 6),
        Row(SLALOM, RowKind.SLALOM, 7), Row(GUSTI, RowKind.GUSTI, 8),
        Row(WUNSCH, RowKind.WUNSCH, 9), Row(WUNSCH, RowKind.WUNSCH, 10),
        Row(COIFFEUR, RowKind.WUNSCH, 11)), N_(
        "the eleven rows of the Jasstafel app (simonste/jasstafel, coiffeur_score.dart)")),
    RowPreset("einzel-8", (
        Row(SHIELDS_DIAMONDS, RowKind.TRUMP, 2, (Suit.SHIELDS, Suit.DIAMONDS)),
        Row(ROSES_CLUBS, RowKind.TRUMP, 2, (Suit.ROSES, Suit.CLUBS)),
        Row(ACORNS_SPADES, RowKind.TRUMP, 3, (Suit.ACORNS, Suit.SPADES)),
        Row(BELLS_HEARTS, RowKind.TRUMP, 3, (Suit.BELLS, Suit.HEARTS)),
        Row(OBENABE, RowKind.OBENABE, 5), Row(UNDENUFE, RowKind.UNDENUFE, 6),
        Row(JOKER, RowKind.WUNSCH, 7), Row(JOKER, RowKind.WUNSCH, 8)), N_(
        "the Einzel-Coiffeur's eight rows, each player alone: Shields and Roses ×2, Acorns "
        "and Bells ×3, Obenabe ×5, Undenufe ×6, two Jokers ×7 and ×8 (the Jass lexicon, "
        "Einzel-Coiffeur)")),
)}
DEFAULT_PRESET = "jassreglement-8"
ALONE_PRESET = "einzel-8"  # the rows when each player plays alone


def preset_rows(name: str) -> tuple[Row, ...]:
    """A preset's rows; an unknown name is refused with the presets there are."""
    found = next((p for p in PRESETS.values() if key(p.name) == key(name)), None)
    if found is None:
        raise InputError(message(N_("no rows preset {name!r}: say {presets}, or a rows file"),
                                 name=name, presets=", ".join(PRESETS)), value=name)
    return found.rows


def rows_from(entries: object) -> tuple[Row, ...]:
    """Rows as a rules file or a session file lists them: a list of tables with `name`,
    `kind` and `factor` (and `suits` for a trump row); 6 to 13 of them."""
    if not isinstance(entries, list) or not all(isinstance(e, Mapping) for e in entries):
        raise RuleError(message(N_("rows must be a list of tables with name, kind and "
                                   "factor")), key="rows")
    rows = tuple(_row(entry) for entry in entries)
    if not FEWEST_ROWS <= len(rows) <= MOST_ROWS:
        raise RuleError(message(N_("a Coiffeur slate has {least} to {most} rows, not "
                                   "{count}"), least=FEWEST_ROWS, most=MOST_ROWS,
                                count=len(rows)), key="rows")
    return rows


def _row(entry: Mapping[str, object]) -> Row:
    name, kind, factor = entry.get("name"), entry.get("kind", "wunsch"), entry.get("factor")
    if not isinstance(name, str) or not name.strip():
        raise RuleError(message(N_("every row needs a name")), key="name")
    if kind not in set(RowKind):
        raise RuleError(message(N_("row {name!r}: kind {kind!r} is not one of {kinds}"),
                                name=name, kind=kind, kinds=", ".join(RowKind)), key="kind")
    if (not isinstance(factor, int) or isinstance(factor, bool)
            or not LOWEST_FACTOR <= factor <= HIGHEST_FACTOR):
        raise RuleError(message(N_("row {name!r}: the factor must be a whole number from "
                                   "{low} to {high}"), name=name, low=LOWEST_FACTOR,
                                high=HIGHEST_FACTOR), key="factor")
    suits = entry.get("suits", [])
    if not isinstance(suits, list) or not all(isinstance(s, str) and key(s) in SUIT_ALIASES
                                              for s in suits):
        raise RuleError(message(N_("row {name!r}: suits must be a list of suit names"),
                                name=name), key="suits")
    return Row(name.strip(), RowKind(str(kind)), factor,
               tuple(SUIT_ALIASES[key(s)] for s in suits))


def row_tables(rows: Sequence[Row]) -> list[dict[str, object]]:
    """The rows as `rows_from` reads them back."""
    return [{"name": row.name, "kind": row.kind.value, "factor": row.factor,
             **({"suits": [s.value for s in row.suits]} if row.suits else {})}
            for row in rows]


def row_words(row: Row) -> set[str]:
    """Every word that names a row, `key`-folded: its name and each part of it
    (`Eicheln / Schaufel`) in every language, its suits' and its kind's names."""
    names = {row.name}
    if row.name in ROW_NAMES:
        for code in i18n.LANGUAGES:
            with i18n.speaking(code):
                names.add(i18n._(row.name))
    words = {key(part) for name in names for part in [name, *name.split("/")]}
    words |= {word for word, suit in SUIT_ALIASES.items() if suit in row.suits}
    words |= {word for word, contract in NO_TRUMP_ALIASES.items()
              if contract.value == row.kind.value}
    words |= {word for word, extra in EXTRA_ALIASES.items() if extra == row.kind.value}
    return words - {""}


def rows_named(word: str, rows: Sequence[Row]) -> list[int]:
    """The indices of the rows a ROW argument names: its number (1 is the first row), or
    any name of it; an unknown word is refused with the rows there are."""
    said = word.strip()
    if said.isdigit():
        number = int(said)
        if 1 <= number <= len(rows):
            return [number - 1]
        raise RuleError(message(N_("there is no row {number}: this slate has rows 1 to "
                                   "{count}"), number=number, count=len(rows)), value=word)
    folded = key(said)
    found = [index for index, row in enumerate(rows) if folded in row_words(row)]
    if not found:
        raise InputError(message(N_("no row {word!r}: say a row's number (1 to {count}) or "
                                    "its name: {names}"), word=word, count=len(rows),
                                 names=", ".join(dict.fromkeys(r.label for r in rows))),
                         value=word)
    return found
