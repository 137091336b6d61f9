"""An event as a line of the session file, and back.

A line reads like the command that made it, so a person can check it by eye:

    2026-11-29T20:14:03+01:00 hand hearts pushed points=100:57 weis=1:20 stoeck=2

Teams are written 1 and 2, trick points before the factor as `team1:team2`.
"""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.core.cards import Card, Contract, Deck, full_deck
from jass_slate.core.errors import InputError, SessionFileError, message
from jass_slate.core.teams import TEAMS, Team
from jass_slate.core.undo import Undo
from jass_slate.file.document import end_line
from jass_slate.file.line_words import Words, escape, stamped
from jass_slate.file.lines import NOT_A_LINE, event_line, event_problem, record_events
from jass_slate.games.schieber.scoring.events import (
    Claim,
    Correction,
    Entry,
    Event,
    Fix,
    Hand,
    Pile,
    Rename,
    Start,
    Stoeck,
    Trick,
    Tricks,
    TricksTaken,
    Weis,
    WeisCall,
)
from jass_slate.language.i18n import N_

# --- writing -------------------------------------------------------------------------


def _team(team: Team) -> str:
    return str(team.number)


def _weis_words(call: WeisCall) -> list[str]:
    words = [f"weis={_team(call.team)}:{','.join(map(str, call.values))}"]
    words += [f"declared={escape(d)}" for d in call.declared]
    return words


def _pile_words(pile: Pile) -> list[str]:
    """`cards=1:♣A,♥9,♥J,♣7`, and `last=2` once the last trick is played."""
    words = [f"cards={_team(pile.team)}:{','.join(card.label for card in pile.cards)}"]
    return words if pile.last is None else [*words, f"last={_team(pile.last)}"]


def _tricks_words(tricks: Tricks, first: Team | None) -> list[str]:
    if tricks.match is not None:
        words = [f"match={_team(tricks.match)}"]
    else:
        words = [f"points={tricks.points[0]}:{tricks.points[1]}"]
    if tricks.pile is not None:
        words += _pile_words(tricks.pile)
    if first is not None:
        words.append(f"first={_team(first)}")
    return words


def _push_words(pushed: bool, pushed_back: bool, pushed_on: bool = False) -> list[str]:
    if pushed_on:
        return ["pushed=2"]  # six players: on to the third partner, as `--pushed 2`
    return ["pushed-back"] if pushed_back else ["pushed"] if pushed else []


def _hand_words(hand: Hand) -> list[str]:
    words = [hand.contract.value, *_push_words(hand.pushed, hand.pushed_back, hand.pushed_on)]
    words += _tricks_words(hand.tricks, hand.first)
    if hand.weis is not None:
        words += _weis_words(hand.weis)
    if hand.stoeck is not None:
        words.append(f"stoeck={_team(hand.stoeck)}")
    if hand.second_stoeck is not None:
        words.append(f"second_stoeck={_team(hand.second_stoeck)}")
    if hand.forehand is not None:
        words.append(f"forehand={escape(hand.forehand)}")
    return words


def _claim_words(claim: Claim) -> list[str]:
    words = [_team(claim.team)]
    if claim.also is not None:
        words.append(f"also={_team(claim.also)}")
    if any(claim.captured):
        words.append(f"captured={claim.captured[0]}:{claim.captured[1]}")
    if claim.stoeck is not None:
        words.append(f"stoeck={_team(claim.stoeck)}")
    if claim.second_stoeck is not None:
        words.append(f"second_stoeck={_team(claim.second_stoeck)}")
    if claim.weis is not None:
        words += _weis_words(claim.weis)
    for pile in claim.piles:
        words += _pile_words(pile)
    return words


def event_words(event: Event) -> list[str]:
    """The words of an event's line after its time stamp."""
    match event:
        case Start(contract, pushed, forehand, pushed_back, pushed_on):
            words = ["start", contract.value, *_push_words(pushed, pushed_back, pushed_on)]
            return words + ([f"forehand={escape(forehand)}"] if forehand else [])
        case Weis(call):
            words = ["weis", _team(call.team), ",".join(map(str, call.values))]
            return words + [f"declared={escape(d)}" for d in call.declared]
        case Stoeck(team):
            return ["stoeck", _team(team)]
        case TricksTaken(tricks, first):
            return ["tricks", *_tricks_words(tricks, first)]
        case Hand():
            return ["hand", *_hand_words(event)]
        case Claim():
            return ["claim", *_claim_words(event)]
        case Correction(team, points, why):
            return ["correct", _team(team), f"{points:+d}",
                    *([f"why={escape(why)}"] if why else [])]
        case Rename(old, new):
            return ["rename", f"old={escape(old)}", f"new={escape(new)}"]
        case Trick(cards, lead):
            words = ["trick", ",".join(card.label for card in cards)]
            return words + ([f"lead={escape(lead)}"] if lead else [])
        case Undo():
            return ["undo"]
        case Fix(number, hand):
            return ["fix", str(number), *_hand_words(hand)]
    raise AssertionError(event)  # pragma: no cover


def format_entry(entry: Entry) -> str:
    event = entry.event
    known = _TEXTS.get(id(event))
    if known is None or known[0] is not event:
        known = _TEXTS[id(event)] = (event, " ".join(event_words(event)))
    return f"{entry.at} {known[1]}"


# --- reading -------------------------------------------------------------------------


def _number(text: str, refusal: str) -> int:
    """`text` as a number; `refusal` (marked with N_, with `{text!r}`) says it is not one."""
    if not text.isdecimal() or len(text) > 30:  # isdigit() would let '²' reach int()
        raise InputError(message(refusal, text=text))
    return int(text)


_TEAMS = {str(team.number): team for team in TEAMS}


def _read_team(text: str) -> Team:
    team = _TEAMS.get(text)
    if team is None:
        raise InputError(message(N_("a team is written 1 or 2, not {text!r}"), text=text),
                         value=text)
    return team


def _optional_team(text: str | None) -> Team | None:
    return None if text is None else _read_team(text)


# How a pair of points is refused, by what it counts: not a pair, not a number.
_PAIR_REFUSALS = {
    "trick points": (N_("trick points are written team1:team2, not {text!r}"),
                     N_("trick points must be a whole number, not {text!r}")),
    "captured points": (N_("captured points are written team1:team2, not {text!r}"),
                        N_("captured points must be a whole number, not {text!r}")),
}


def _pair(text: str, what: str) -> tuple[int, int]:
    """`team1:team2`; `what` is a key of _PAIR_REFUSALS."""
    not_pair, not_number = _PAIR_REFUSALS[what]
    first, sep, second = text.partition(":")
    if not sep:
        raise InputError(message(not_pair, text=text))
    return _number(first, not_number), _number(second, not_number)


def _contract(text: str) -> Contract:
    contract = _CONTRACTS.get(text)
    if contract is None:
        raise InputError(message(N_("unknown contract {text!r}"), text=text), value=text)
    return contract


_CONTRACTS = {contract.value: contract for contract in Contract}
_NOT_WEIS = N_("a Weis must be a whole number, not {text!r}")


def _read_weis(text: str | None, declared: list[str]) -> WeisCall | None:
    if text is None:
        return None
    team, sep, values = text.partition(":")
    if not sep:
        raise InputError(message(N_("weis= is written team:value,value, not {text!r}"), text=text))
    numbers = tuple(_number(v, _NOT_WEIS) for v in values.split(","))
    return WeisCall(_read_team(team), numbers, tuple(declared))


_CARDS = {card.label: card for deck in Deck for card in full_deck(deck)}


def _read_cards(labels: str) -> tuple[Card, ...]:
    """`♣A,♥9,♥J`: cards as jass-slate writes them."""
    cards: list[Card] = []
    for label in labels.split(",") if labels else []:
        card = _CARDS.get(label)
        if card is None:
            raise InputError(message(N_("unknown card {label!r}"), label=label))
        cards.append(card)
    return tuple(cards)


def _read_pile(text: str, last: Team | None) -> Pile:
    team, sep, labels = text.partition(":")
    if not sep:
        raise InputError(message(N_("cards= is written team:card,card, not {text!r}"),
                                 text=text))
    return Pile(_read_team(team), _read_cards(labels), last)


def _read_trick(words: Words) -> Trick:
    cards = _read_cards(words.take(N_("missing the cards of the trick")))
    return Trick(cards, words.option("lead"))


def _read_piles(words: Words) -> tuple[Pile, ...]:
    last = _optional_team(words.option("last"))
    return tuple(_read_pile(text, last) for text in words.options.pop("cards", []))


def _read_tricks(words: Words) -> Tricks:
    points, match = words.option("points"), words.option("match")
    if (points is None) == (match is None):
        raise InputError(message(N_("give either points=team1:team2 or match=TEAM")))
    piles = _read_piles(words)
    if len(piles) > 1:
        raise InputError(message(N_("cards= is given {count} times"), count=len(piles)))
    pile = piles[0] if piles else None
    if match is not None:
        return Tricks((0, 0), _read_team(match), pile)
    return Tricks(_pair(points or "", "trick points"), None, pile)


def _pushed_on(words: Words) -> bool:
    """`pushed=2`: the push went on to the third partner (six players)."""
    text = words.option("pushed")
    if text not in (None, "2"):
        raise InputError(message(N_("pushed= is written pushed=2 (on to the third partner), "
                                    "not {text!r}"), text=f"pushed={text}"), key="pushed")
    return text is not None


def _read_hand(words: Words) -> Hand:
    contract = _contract(words.take(N_("missing the contract")))
    pushed_back = words.flag("pushed-back")
    pushed_on = _pushed_on(words)
    pushed = words.flag("pushed") or pushed_back or pushed_on
    tricks = _read_tricks(words)
    declared = words.options.pop("declared", [])
    return Hand(
        contract=contract,
        tricks=tricks,
        pushed=pushed,
        weis=_read_weis(words.option("weis"), declared),
        stoeck=_optional_team(words.option("stoeck")),
        first=_optional_team(words.option("first")),
        forehand=words.option("forehand"),
        pushed_back=pushed_back,
        pushed_on=pushed_on,
        second_stoeck=_optional_team(words.option("second_stoeck")),
    )


def _read_event(verb: str, words: Words) -> Event:
    if verb == "start":
        contract = _contract(words.take(N_("missing the contract")))
        pushed_back = words.flag("pushed-back")
        pushed_on = _pushed_on(words)
        pushed = words.flag("pushed") or pushed_back or pushed_on
        return Start(contract, pushed, words.option("forehand"), pushed_back, pushed_on)
    if verb == "weis":
        team = _read_team(words.take(N_("missing the team")))
        weis = words.take(N_("missing the Weis"))
        values = tuple(_number(v, _NOT_WEIS) for v in weis.split(","))
        return Weis(WeisCall(team, values, tuple(words.options.pop("declared", []))))
    if verb == "stoeck":
        return Stoeck(_read_team(words.take(N_("missing the team"))))
    if verb == "tricks":
        tricks = _read_tricks(words)
        return TricksTaken(tricks, _optional_team(words.option("first")))
    if verb == "hand":
        return _read_hand(words)
    if verb == "claim":
        return _read_claim(words)
    if verb == "correct":
        return _read_correction(words)
    if verb == "rename":
        return _read_rename(words)
    if verb == "trick":
        return _read_trick(words)
    if verb == "undo":
        return Undo()
    if verb == "fix":
        number = _number(words.take(N_("missing the hand number")),
                         N_("the hand number must be a whole number, not {text!r}"))
        return Fix(number, _read_hand(words))
    raise InputError(message(N_("unknown event {verb!r}"), verb=verb))


def _read_correction(words: Words) -> Correction:
    """`correct 1 -20 why=forgot%20Weis`: the team, the points with their sign, the reason."""
    team = _read_team(words.take(N_("missing the team")))
    text = words.take(N_("missing the points of the correction"))
    return Correction(team, signed_number(text), words.option("why") or "")


def _read_rename(words: Words) -> Rename:
    """`rename old=Uli new=Ueli`: the player's name until here, and from here on."""
    old, new = words.option("old"), words.option("new")
    if old is None or new is None:
        raise InputError(message(N_("a rename gives old=NAME and new=NAME")))
    return Rename(old, new)


def signed_number(text: str) -> int:
    """`+20`, `-20` or `20` as a number; anything else is refused, saying what was given."""
    digits = text[1:] if text[:1] in ("+", "-") else text
    if not digits.isdecimal() or len(digits) > 30:
        raise InputError(message(
            N_("a correction is a whole number like +20 or -20, not {text!r}"), text=text),
            value=text)
    return -int(digits) if text[:1] == "-" else int(digits)


def _read_claim(words: Words) -> Claim:
    team = _read_team(words.take(N_("missing the claiming team")))
    captured = words.option("captured")
    declared = words.options.pop("declared", [])
    return Claim(
        team=team,
        also=_optional_team(words.option("also")),
        captured=_pair(captured, "captured points") if captured else (0, 0),
        stoeck=_optional_team(words.option("stoeck")),
        weis=_read_weis(words.option("weis"), declared),
        piles=_read_piles(words),
        second_stoeck=_optional_team(words.option("second_stoeck")),
    )


# A season says the same few thousand things over and over ("start hearts", "tricks
# points=100:57"), and events are immutable: each distinct text is read once, its event
# shared and formatted once when the file is rewritten (`_TEXTS`, by identity).
_READ: dict[str, Event] = {}
_TEXTS: dict[int, tuple[Event, str]] = {}


def parse_entry(line: str, known: dict[str, Event] = _READ) -> Entry:
    """Read one event line (InputError saying why if it cannot be); `known`: the events
    read before, by text (the one pass keeps its own few: file/one_pass.py)."""
    at, text = stamped(line)
    event = known.get(text)
    if event is None:
        event = known[text] = _read_text(text)
    return Entry(event, at)


def _read_text(text: str) -> Event:
    """The event of a line's text after its time stamp."""
    parts = text.split()
    words = Words(parts[1:])
    event = _read_event(parts[0], words)
    words.done()
    return event


def entries_from(name: str, table: object, lines: Sequence[str]) -> list[Entry]:
    """The record's entries; the first line that does not read raises SessionFileError."""
    entries = []
    for index, line in enumerate(record_events(name, table, lines)):
        try:
            if not isinstance(line, str):
                raise InputError(message(NOT_A_LINE))
            entries.append(parse_entry(line))
        except InputError as error:
            raise SessionFileError(name, event_problem(index, error),
                                   event_line(lines, index) or end_line(lines)) from None
    return entries
