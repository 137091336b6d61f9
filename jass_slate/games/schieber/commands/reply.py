"""What a recording command prints once the event is written: the hand, the game, the
changes, or the slate as JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import typer

from jass_slate.report.visible import visible
from jass_slate.shell.common import print_json, say

if TYPE_CHECKING:
    from jass_slate.games.schieber.scoring.changes import Changes
    from jass_slate.games.schieber.scoring.events import Hand
    from jass_slate.games.schieber.scoring.results import HandResult
    from jass_slate.games.schieber.scoring.slate import Slate


def closed_hand(scorer: Slate, number: int | None) -> HandResult | None:
    """Hand `number`, if it is closed (hand N is the Nth closed: the open one is not)."""
    hands = scorer.hands
    if number is None or not 0 < number <= len(hands):
        return None
    hand = hands[number - 1]  # by place, not a search: a season's hands are not read
    return hand if hand.number == number else None


def report_json(scorer: Slate, number: int | None = None, **extra: Any) -> None:
    """`--json` of a writing command: the slate as `show --json` shows it, and the hand."""
    from jass_slate.games.schieber.report.data import hand_data, open_hand_data, show_data

    data = show_data(scorer)
    hand = closed_hand(scorer, number)
    if hand is not None:
        data["hand"] = hand_data(hand, scorer.games, scorer.rules)
    elif scorer.open is not None:
        data["hand"] = open_hand_data(scorer.open)
    print_json({**data, **extra})


def report_hand(scorer: Slate, number: int, json_out: bool = False,
                dry_run: bool = False) -> None:
    """The hand `number` (or the open one) and the game, said or as JSON; a dry run's
    hand is said as one (`--json` gains `"dry_run": true`)."""
    from jass_slate.games.schieber.report.replies import dry_run_sentence, open_hand_sentence
    from jass_slate.games.schieber.report.sentences import game_sentence, hand_sentence

    if json_out:
        report_json(scorer, number, **({"dry_run": True} if dry_run else {}))
        return
    hand = closed_hand(scorer, number)
    if hand is not None:
        say(dry_run_sentence(hand_sentence(hand, scorer), dry_run))
    elif scorer.open is not None:
        say(open_hand_sentence(scorer, scorer.open))
    sentence = game_sentence(scorer)
    if sentence and scorer.game.decided_in in (number, None):  # None: a tie goes on
        say(sentence)


def say_changes(changes: Changes, after: Slate, json_out: bool, number: int | None = None,
                **extra: Any) -> None:
    """After an undo or a fix: the slate as JSON, or what changed in the games' outcomes."""
    from jass_slate.games.schieber.report.sentences import changes_sentence

    if json_out:
        from jass_slate.games.schieber.report.data import changes_data

        report_json(after, number, changes=changes_data(after, changes), **extra)
        return
    sentence = changes_sentence(changes, after.teams.names)
    if sentence:
        say(sentence)


def hand_options_of(event: Hand) -> str:
    """The options of `hand` (and `fix`) that record `event` again."""
    import shlex

    words = [event.contract.value, *push_options(event.pushed, event.pushed_back,
                                                 event.pushed_on)]
    tricks = event.tricks
    if tricks.pile is not None:
        pile = tricks.pile
        cards = " ".join(card.label for card in pile.cards)
        words += ["--points", shlex.quote(f"{pile.team.number}: {cards}")]
        words += [] if pile.last is None else ["--last", str(pile.last.number)]
    else:
        words += (["--match", str(tricks.match.number)] if tricks.match is not None
                  else ["--points", f"1={tricks.points[0]}"])
    if event.weis is not None:
        values = ",".join(map(str, event.weis.values))
        for said in event.weis.declared or (f"{event.weis.team.number}={values}",):
            words += ["--weis", shlex.quote(said)]
    pairs = [str(team.number) for team in (event.stoeck, event.second_stoeck)
             if team is not None]
    if pairs:  # the double pack's second pair too: `--stoeck 1,2`
        words += ["--stoeck", ",".join(pairs)]
    if event.first is not None:
        words += ["--first", str(event.first.number)]
    return " ".join(words)


def push_options(pushed: bool, pushed_back: bool, pushed_on: bool = False) -> list[str]:
    if pushed_on:
        return ["--pushed", "2"]
    return ["--pushed-back"] if pushed_back else ["--pushed"] if pushed else []


def forehand_hint(scorer: Slate, command: str, json_out: bool) -> None:
    """After the first hand recorded without a forehand: say how to give it (once: after
    the first hand, `--forehand` is only taken by `fix 1`)."""
    from jass_slate.games.schieber.report.sentences import forehand_hint as hint_sentence

    seats = scorer.teams.seats
    if seats is None or scorer.first_seat is not None:
        return
    hint = hint_sentence(command, seats)
    if json_out:  # stdout is the JSON document; the names in the hint are shown as text
        typer.echo(visible(hint, lines=True), err=True)
    else:
        say(hint)
