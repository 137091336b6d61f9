"""What the recording commands were told, as events written to the session file.

Each function takes the words typed (a typed value), makes the event from them and the
session, records it under the file's lock and returns the slates the command reports.
No typer here: the CLI fills the values, this module does the work.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from jass_slate.core.cards import Contract
from jass_slate.core.contract_words import read_contract
from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.teams import Team, Teams, check_player_names, check_rename, parse_team
from jass_slate.core.undo import Undo
from jass_slate.games.schieber.file.session import Session, editing, save
from jass_slate.games.schieber.scoring.events import (
    Claim,
    Correction,
    Event,
    Fix,
    Hand,
    Rename,
    Start,
    Stoeck,
    Trick,
    TricksTaken,
    Weis,
)
from jass_slate.games.schieber.scoring.events import WeisCall as WeisCallT
from jass_slate.games.schieber.scoring.tricks import hand_points
from jass_slate.games.schieber.table import inputs
from jass_slate.language.i18n import N_

if TYPE_CHECKING:
    from jass_slate.games.schieber.file.memo import SessionMemo
    from jass_slate.games.schieber.scoring.changes import Changes
    from jass_slate.games.schieber.scoring.events import Pile
    from jass_slate.games.schieber.scoring.slate import Slate
    from jass_slate.games.schieber.scoring.trick import PlayedTrick
    from jass_slate.games.schieber.scoring.weis_verdict import Verdict

    Heard = Callable[[Verdict], None]

Build = Callable[[Session], Event]

# --- the store, under its lock -----------------------------------------------------------


def record(path: Path, build: Build, dry_run: bool = False,
           memo: SessionMemo | None = None) -> Slate:
    """Read the session under its lock, check the event `build` makes from what the user
    typed, write it unless `dry_run`, and return the new slate. With a `memo` (`play`),
    the session this process last wrote is used again while the file holds its bytes."""
    return record_change(path, build, dry_run, memo=memo)[1]


def record_change(path: Path, build: Build, dry_run: bool = False,
                  change: Undo | int | None = None, memo: SessionMemo | None = None
                  ) -> tuple[Slate, Slate, Changes | None]:
    """`record`, returning the slate before the event too, and what an undo or a fix (the
    `change`: `Undo()` or the hand's number) changed in the games' outcomes. They are two
    slates for an undo or a fix, which replay the record from where it changes (the load
    keeps the slate up to there; a fix long ago: scoring/long_ago.py); one, changed in
    place, for other events."""

    from jass_slate.games.schieber.file.long_ago_read import read_with
    from jass_slate.games.schieber.scoring.changes import outcome_changes

    opened = editing(path, change) if memo is None else memo.editing(path, change)
    with opened as session:
        before, session.before, session.changes = session.scorer, None, None
        event = build(session.as_played())
        refuse_after_the_passe(session, event)
        session.record(event, read_with)
        if not dry_run:
            save(session) if memo is None else memo.save(session)
        before = before if session.before is None else session.before
        changes = session.changes
        if changes is None and change is not None:
            changes = outcome_changes(before, session.scorer)
        return before, session.scorer, changes


def refuse_after_the_passe(session: Session, event: Event) -> None:
    """A tournament's table (its file has a `[tournament]` part) plays one Passe, the
    file's first game (tournament/tables.py): once it is over, no hand is begun."""
    if not isinstance(event, Hand | Start) or not session.scorer.passe_over:
        return
    raise RuleError(message(N_(
        "this table's Passe is over after its {hands} hands: a tournament's table plays one; "
        "nothing was recorded (undo or fix changes a hand of it)"),
        hands=session.rules.hands))


# --- a hand ------------------------------------------------------------------------------


@dataclass(frozen=True)
class HandWords:
    """What `hand` and `fix` were told about one hand."""

    contract: str
    pushed: int = 0  # how far the push went: 1 to the partner, 2 on (six players)
    points: str | None = None
    match: str | None = None
    weis: Sequence[str] = ()
    stoeck: str | None = None
    first: str | None = None
    forehand: str | None = None
    pushed_back: bool = False
    scored: str | None = None
    last: str | None = None  # who took the last trick, with --points "TEAM: CARDS"


def contract_of(session: Session, word: str) -> Contract:
    return read_contract(word, session.rules.deck, session.rules.misere_base.value)


def forehand_of(session: Session, number: int | None) -> str | None:
    """Forehand of the next hand, or of recorded hand `number` (for a fix)."""
    scorer = session.scorer
    if number is None:
        return scorer.seat(scorer.dealt)
    return scorer.hands[number - 1].forehand if 0 < number <= len(scorer.hands) else None


def hand_event(session: Session, words: HandWords, number: int | None = None,
               heard: Heard | None = None) -> Hand:
    """The hand `words` say, as the next hand or as recorded hand `number`; `heard` is
    given the verdict on declared Weis (judged once)."""
    from jass_slate.games.schieber.table.declared import declarations, weis_call

    teams = session.teams
    played = contract_of(session, words.contract)
    tricks = inputs.trick_option(teams, words.points, words.match,
                                 inputs.Counted(session.rules, played, teams.size), words.last) \
        if words.scored is None \
        else inputs.scored_tricks(teams, words.scored, session.rules.factor(played),
                                  hand_points(session.rules, played))
    stoeck, second_stoeck = inputs.stoeck_option(teams, words.stoeck)
    return Hand(
        contract=played,
        tricks=tricks,
        pushed=bool(words.pushed) or words.pushed_back,
        pushed_back=words.pushed_back,
        pushed_on=inputs.pushed_on(words.pushed),
        weis=weis_call(list(words.weis), session.rules, teams, played,
                       # the forehand judges declared Weis; a hand long ago's is not looked up
                       words.forehand or (forehand_of(session, number)
                                          if declarations(list(words.weis)) else None), heard),
        stoeck=stoeck,
        first=inputs.team_option(teams, words.first),
        forehand=words.forehand,
        second_stoeck=second_stoeck,
    )


def record_hand(path: Path, words: HandWords, heard: Heard | None = None,
                dry_run: bool = False) -> tuple[Slate, Hand]:
    """Record a whole hand (unless `dry_run`); the slate after it, and the event."""
    made: list[Hand] = []

    def build(session: Session) -> Hand:
        made.append(hand_event(session, words, heard=heard))
        return made[-1]

    return record(path, build, dry_run), made[-1]


def fix_hand(path: Path, number: int, words: HandWords,
             dry_run: bool = False) -> tuple[Slate, Slate, Changes]:
    """Replace what hand `number` recorded; the slates before and after, and what changed
    in the games' outcomes."""
    before, after, changes = record_change(
        path, lambda session: Fix(number, hand_event(session, words, number)), dry_run,
        change=number)
    assert changes is not None
    return before, after, changes


@dataclass(frozen=True)
class Opening:
    """What `start` was told: the contract and who chose it."""

    contract: str
    pushed: int = 0  # how far the push went: 1 to the partner, 2 on (six players)
    forehand: str | None = None
    pushed_back: bool = False


def start_hand(path: Path, told: Opening) -> Slate:
    """Open a hand, to score it part by part."""
    return record(path, lambda session: Start(
        contract_of(session, told.contract), bool(told.pushed) or told.pushed_back,
        told.forehand, told.pushed_back, inputs.pushed_on(told.pushed)))


def close_hand(path: Path, points: str | None, match: str | None, first: str | None,
               last: str | None = None) -> Slate:
    """Close the open hand with its trick points (or the cards they are counted from)."""

    def build(session: Session) -> Event:
        teams = session.teams
        hand = session.scorer.opened(TricksTaken)
        counted_in = inputs.Counted(session.rules, hand.contract, teams.size)
        return TricksTaken(inputs.trick_option(teams, points, match, counted_in, last),
                           inputs.team_option(teams, first))

    return record(path, build)


def record_trick(path: Path, cards: Sequence[str], lead: str | None) -> Slate:
    """One trick as played, its cards from the lead on."""
    from jass_slate.core.notation import split_tokens
    from jass_slate.games.schieber.scoring.piles import parse_pile

    def build(session: Session) -> Event:
        teams = session.teams
        said = None
        if lead is not None:
            seat = teams.seat_of(lead)
            said = lead if seat is None or teams.seats is None else teams.seats[seat]
        return Trick(parse_pile(split_tokens(cards), session.rules.deck, session.rules.pack),
                     said)

    return record(path, build)


def record_stoeck(path: Path, team: str) -> Slate:
    return record(path, lambda session: Stoeck(parse_team(team, session.teams)))


# --- Weis --------------------------------------------------------------------------------


@dataclass(frozen=True)
class WeisWords:
    """What `weis` was told: a team and values, or the cards players showed."""

    team: str | None = None
    values: Sequence[str] = ()
    player: Sequence[str] = ()


def _open_call(session: Session, texts: Sequence[str],
               heard: Heard | None = None) -> WeisCallT | None:
    """The Weis the texts declare in the open hand (its contract and forehand, if any)."""
    from jass_slate.games.schieber.table.declared import weis_call

    hand = session.scorer.open
    contract, forehand = (None, None) if hand is None else (hand.contract, hand.forehand)
    return weis_call(list(texts), session.rules, session.teams, contract, forehand, heard)


def weis_event(session: Session, words: WeisWords, heard: Heard | None = None) -> Weis:
    from jass_slate.games.schieber.table.declared import declarations

    team, values, player = words.team, list(words.values), list(words.player)
    if not player and team is not None and declarations([team, *values]):
        player = [team, *values]
        team, values = None, []
    if player:
        call = _open_call(session, player, heard)
        assert call is not None
        return Weis(call)
    assert team is not None  # the CLI refused the call without one
    return Weis(WeisCallT(parse_team(team, session.teams), inputs.weis_values(values)))


def record_weis(path: Path, words: WeisWords, heard: Heard | None = None) -> Slate:
    return record(path, lambda session: weis_event(session, words, heard))


# --- claims and undo ---------------------------------------------------------------------


@dataclass(frozen=True)
class ClaimWords:
    """What `claim` was told."""

    team: str
    also: str | None = None
    captured: Sequence[str] = ()
    stoeck: str | None = None
    weis: Sequence[str] = ()


def claim_event(session: Session, words: ClaimWords) -> Claim:
    teams = session.teams
    claimant = parse_team(words.team, teams)
    hand = session.scorer.opened(Claim)
    also = inputs.team_option(teams, words.also)
    if not words.captured and hand.played:  # the tricks recorded say what was taken
        captured, piles = _taken(hand.played, teams, {claimant, also})
    else:
        counted_in = inputs.Counted(session.rules, hand.contract, teams.size)
        captured, piles = inputs.captured_option(teams, list(words.captured), claimant,
                                                 counted_in)
    stoeck, second_stoeck = inputs.stoeck_option(teams, words.stoeck)
    return Claim(
        team=claimant,
        also=also,
        captured=captured,
        stoeck=stoeck,
        weis=_open_call(session, words.weis),
        piles=piles,
        second_stoeck=second_stoeck,
    )


def _taken(played: Sequence[PlayedTrick], teams: Teams, claimants: set[Team | None]
           ) -> tuple[tuple[int, int], tuple[Pile, ...]]:
    """The claimants' cards of the tricks recorded, and their points."""
    from jass_slate.games.schieber.scoring.tricks_played import taken_by, taken_piles

    piles = tuple(pile for pile in taken_piles(played, teams) if pile.team in claimants)
    return taken_by(played, teams, claimants), piles


def record_claim(path: Path, words: ClaimWords, dry_run: bool = False) -> Slate:
    return record(path, lambda session: claim_event(session, words), dry_run)


def undo_last(path: Path) -> tuple[str | None, Slate, Changes]:
    """Take back the last event: what it took back (worked out before it is recorded),
    the slate after and what changed in the games' outcomes."""
    from jass_slate.games.schieber.report.sentences import undone_part

    said: list[str | None] = []

    def build(session: Session) -> Undo:
        said.append(undone_part(session.entries, session.scorer))
        return Undo()

    _, after, changes = record_change(path, build, change=Undo())
    assert changes is not None
    return said[0], after, changes


# --- corrections -------------------------------------------------------------------------


def correction_event(session: Session, team: str, points: str, why: str) -> Correction:
    """`correct TEAM ±N --why TEXT`: the team as the user says it, the signed points, and
    a reason in plain words (it is written on one line of the file)."""
    from jass_slate.games.schieber.file.event_text import signed_number

    corrected, amount, reason = parse_team(team, session.teams), signed_number(points), why.strip()
    if not reason:  # what it may hold, plain words on one line, is the scorer's rule
        raise InputError(message(N_("--why says the reason in plain words on one line, like "
                                    "--why \"forgot Weis in hand 7\"")), key="why")
    return Correction(corrected, amount, reason)


def record_correction(path: Path, team: str, points: str, why: str) -> Slate:
    """Write a correction between hands; the slate after it."""
    return record(path, lambda session: correction_event(session, team, points, why))


def record_rename(path: Path, old: str, new: str) -> Slate:
    """`rename OLD NEW`: the player called NEW from here on (never a bare number)."""
    check_player_names([new])
    return record(path, lambda session: Rename(*check_rename(session.teams, old, new)))
