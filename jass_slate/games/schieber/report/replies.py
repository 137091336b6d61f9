"""What the file commands and the step-by-step recording reply, in the language in use.

The sentences `new`, `fix`, `migrate`, `check` and `export` say once their work
is done (the hand, game, claim and undo sentences are in `sentences`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from jass_slate.language.i18n import _

if TYPE_CHECKING:
    from jass_slate.core.teams import Teams
    from jass_slate.games.schieber.scoring.results import HandResult
    from jass_slate.games.schieber.scoring.rules import Rules
    from jass_slate.games.schieber.scoring.slate import Slate

def new_session_lines(path: Path, rules: Rules, teams: Teams, rules_file: str | None,
                      seated: bool) -> list[str]:
    """What `new` says: the session, how its rules differ, the seats it guessed."""
    from jass_slate.games.schieber.report.rule_sentences import (
        house_rules_line,
        new_session_sentence,
    )

    lines = [new_session_sentence(path, teams, rules, rules_file)]
    differ = house_rules_line(rules)
    if differ:
        lines.append(differ)
    if seated and teams.seats is not None and teams.size == 6:
        lines.append(_("Seated anticlockwise as the team names list them, the teams "
                       "alternating: {seats} (another order: new --force --seats "
                       "P1,P2,P3,P4,P5,P6).").format(seats=", ".join(teams.seats)))
    elif seated and teams.seats is not None:  # RULES.md §10.2: say the guess
        lines.append(_("Seated anticlockwise as the team names list them: {seats} (another "
                       "order: new --force --seats P1,P2,P3,P4).").format(
                           seats=", ".join(teams.seats)))
    return lines


def forehand_sentence(player: str) -> str:
    return _("{player} is forehand.").format(player=player)


def open_hand_sentence(scorer: Slate, hand: HandResult) -> str:
    """The open hand: what is written so far, and the game's totals."""
    from jass_slate.games.schieber.report.sentences import written_so_far

    return _("Hand {number}: written so far: {written}; now {total1} – {total2}").format(
        number=hand.number, written=written_so_far(hand, scorer),
        total1=scorer.game.scores[0], total2=scorer.game.scores[1])


def fixed_sentence(number: int, scorer: Slate) -> str:
    game = scorer.game
    return _("Hand {number} fixed. Game {game}: {score1} – {score2}.").format(
        number=number, game=game.number, score1=game.scores[0], score2=game.scores[1])


def dry_run_sentence(sentence: str, dry_run: bool) -> str:
    """The sentence, said as a dry run's when nothing was written."""
    return _("Dry run, nothing written: {sentence}").format(sentence=sentence) if dry_run \
        else sentence
