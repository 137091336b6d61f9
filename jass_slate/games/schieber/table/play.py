"""`play`: the evening at the table, asked step by step (no typer, no rich).

The loop asks what the plain commands are told and builds the very same events
with the very same parsers (`start`, `weis`, `stoeck`, `tricks`, `claim`,
`undo`). Each event is written the moment its answer is given, through the
recorder the plain commands use, so the session file ends up exactly as if the
hands had been typed as commands, and a crash or Ctrl-C loses nothing: the next
`play` picks up the open hand where the file says it stands.

What cannot be written on its own is asked again after a restart: a "none" for
Weis or Stöck, and a push whose partner has not chosen yet (the file records a
push together with the partner's contract, as `start CONTRACT --pushed` does).

The questions of a hand are in `questions`, the claim dialogue in `claim`, the
reading of answers in `answers`, the asking itself in `asking`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from jass_slate.core.errors import JassError
from jass_slate.core.teams import Teams
from jass_slate.core.undo import Undo
from jass_slate.games.schieber.file.session import Session
from jass_slate.games.schieber.report.rule_sentences import goal_text
from jass_slate.games.schieber.report.sentences import (
    announced_sentence,
    changes_sentence,
    game_end,
    hand_deal_line,
    hand_sentence,
    passe_over_sentence,
    tie_sentence,
    undone_part,
    undone_sentence,
    written_so_far,
)
from jass_slate.games.schieber.scoring.changes import outcome_changes
from jass_slate.games.schieber.scoring.events import Event, Start
from jass_slate.games.schieber.scoring.results import HandResult
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.table.answers import CLAIM_WORDS, CORRECT_WORDS, verb
from jass_slate.games.schieber.table.asking import Asker, Cancel, Changed, Quit, unchanged
from jass_slate.games.schieber.table.claim import ClaimDialogue
from jass_slate.games.schieber.table.questions import NONE_TAKEN_BACK, HandQuestions, Question
from jass_slate.language.i18n import _
from jass_slate.table.answer_words import UNDO_WORDS

Build = Callable[[Session], Event]
Recorder = Callable[[Build, bool], Slate]
"""Checks the event built from the session read under its lock, writes it unless the
flag (dry run) is set, and returns the new slate: the plain commands' `record`."""
WRITTEN = ""  # an answer of the open hand that was written (`Table.answered`)


@dataclass
class Table:
    """The play loop: asks with `ask`, speaks with `say`, writes through `record`, and
    shows the slate with `show` (as two status lines without it)."""

    ask: Callable[[str], str]
    say: Callable[[str], None]
    record: Recorder
    load: Callable[[], Session]
    show: Callable[[Slate], None] | None = None
    changed: Callable[[], bool] = unchanged  # whether another writer changed the file
    # The open hand's answers at this table in order: what a "none" answered (nothing is
    # written for it), or WRITTEN; `undo` takes back the last.
    answered: list[str] = field(default_factory=list)
    announced: int = 0
    teams: Teams = field(init=False)
    questions: HandQuestions = field(init=False)
    claims: ClaimDialogue = field(init=False)

    def run(self) -> Slate:
        """Play until `quit` or the end of the input; returns the slate as it stands."""
        scorer = self._seated(self.load())
        self.say(_("{team1} against {team2}. Answer each question; `help` lists what else "
                   "you can say.").format(team1=self.teams.names[0], team2=self.teams.names[1]))
        if scorer.open is not None:
            self.say(picked_up(scorer.open))
        try:
            while True:
                scorer = self.step(scorer)
        except Quit:
            if self.changed():
                scorer = self._read_again()
            self.say(goodbye(scorer))
        return scorer

    def _seated(self, session: Session) -> Slate:
        """The table for the session's teams (after the renames recorded so far) and
        rules; its slate."""
        self.teams = session.scorer.teams
        asker = Asker(self.ask, self.say, self._show, self.changed)
        self.questions = HandQuestions(asker, self.teams, session.rules)
        self.claims = ClaimDialogue(asker, self.teams, session.rules,
                                    judge=lambda event: self.record(lambda s: event, True),
                                    write=self._write)
        return session.scorer

    def _read_again(self, answered: bool = False) -> Slate:
        """The file as another writer left it, said in one line (with that the answer just
        given is not written); the next question is the one its slate calls for."""
        forehand = self.questions.forehand
        scorer = self._seated(self.load())
        self.questions.forehand = forehand
        self.say(_("  The session file was changed by another command while you answered: "
                   "read again; that answer is not written.") if answered else
                 _("  The session file was changed by another command: read again."))
        return scorer

    def step(self, scorer: Slate) -> Slate:
        """Ask the next question the slate calls for, and write its answer; the file is
        read again first where another writer changed it."""
        try:
            if self.changed():
                raise Changed
            return self._step(scorer)
        except Changed as moved:
            return self._read_again(moved.answered)

    def _step(self, scorer: Slate) -> Slate:
        hand = scorer.open
        if hand is None:
            self._new_hand(scorer)
            if scorer.passe_over:
                raise Quit  # a tournament's table: its Passe over, no hand is asked for
            return self._answer(scorer, self.questions.contract(scorer))
        if hand.number != self.announced:
            self._announce_open(hand)
        if hand.weis is None and hand.stoeck is None and "weis" not in self.answered:
            return self._answer(scorer, self.questions.weis())
        if hand.contract.trump is not None and hand.stoeck is None \
                and "stoeck" not in self.answered:
            return self._answer(scorer, self.questions.stoeck())
        return self._answer(scorer, self.questions.tricks(scorer))

    # --- one question ------------------------------------------------------------------

    def _answer(self, scorer: Slate, question: Question) -> Slate:
        """Ask `question` and write what its answer says; a refused answer writes nothing,
        and the next step asks again."""
        answer = self._question(scorer, question.prompt, question.explain)
        if isinstance(answer, Slate):
            return answer
        try:
            event = question.event(answer)
        except JassError as error:
            self.questions.asker.refused(error)
            return scorer
        except Cancel:
            if question.cancelled is None:
                raise
            self.say(_(question.cancelled))
            return scorer
        if event is None:
            self.answered.append(question.asked)
            return scorer
        return self._record_or_explain(scorer, event)

    def _question(self, scorer: Slate, prompt: str, explain: str) -> str | Slate:
        """An answer to a hand's question, or the slate after a `claim` or `undo` said there."""
        text = self.questions.asker.read(prompt, explain, scorer)
        words = text.split()
        if verb(text) in UNDO_WORDS and len(words) == 1:
            return self._undo(scorer)
        if verb(text) in CLAIM_WORDS:
            return self.claims.claim(scorer, words[1:])
        if verb(text) in CORRECT_WORDS:
            return write_correction(self, scorer, words[1:])
        return text

    def _write(self, event: Event) -> Slate:
        return self.record(lambda session: event, False)

    def _show(self, scorer: Slate) -> None:
        if self.show is not None:
            self.show(scorer)
        else:
            self._say_status(scorer)

    def _say_status(self, scorer: Slate) -> None:
        for line in status_lines(scorer):
            self.say(line)

    # --- writing and saying what happened ----------------------------------------------

    def _record_or_explain(self, scorer: Slate, event: Event) -> Slate:
        try:
            after = self._write(event)
        except JassError as error:
            self.questions.asker.refused(error)
            return scorer
        self._report(after, event)
        self.answered.append(WRITTEN)
        return after

    def _report(self, scorer: Slate, event: Event) -> None:
        hand = scorer.open
        if hand is not None and isinstance(event, Start):
            self._announce_open(hand)
        elif hand is not None:
            self.say(written_line(scorer, hand))
        else:
            self._hand_over(scorer)

    def _hand_over(self, scorer: Slate) -> None:
        closed = scorer.hands[-1]
        self.say(hand_sentence(closed, scorer))
        game = scorer.game
        if game.decided and game.decided_in == closed.number:
            # the next question's status lines say that the next hand starts a game
            self.say(game_end(scorer, game))
        elif not game.decided and (tie := tie_sentence(scorer, game)):
            self.say(tie)

    def _new_hand(self, scorer: Slate) -> None:
        """Before a hand's contract: the slate's status, said once per hand."""
        if self.announced != len(scorer.hands) + 1:
            self.announced = len(scorer.hands) + 1
            self.answered.clear()
            self._say_status(scorer)

    def _announce_open(self, hand: HandResult) -> None:
        self.announced = hand.number
        self.answered.clear()
        self.say(announced_sentence(hand))

    # --- undo --------------------------------------------------------------------------

    def _undo(self, scorer: Slate) -> Slate:
        """Take back the last answer: a "none", which wrote nothing, is asked again;
        a written answer is undone in the file."""
        if self.answered and self.answered[-1] != WRITTEN:
            self.say(_(NONE_TAKEN_BACK[self.answered.pop()]))
            return scorer
        return undo_written(self, scorer)


# --- between the questions: a correction (issue 15), an undo of what was written --------


def write_correction(table: Table, scorer: Slate, words: list[str]) -> Slate:
    """`correct TEAM ±N REASON`: written at once, as `jass-slate correct` writes it."""
    from jass_slate.games.schieber.report.corrections import correction_line
    from jass_slate.games.schieber.table.recording import correction_event

    team, points = [*words, "", ""][:2]
    why = " ".join(words[2:])
    try:
        after = table.record(lambda session: correction_event(session, team, points, why),
                            False)
    except JassError as error:
        table.questions.asker.refused(error)
        return scorer
    table.say("  " + correction_line(after.corrections[-1], after))
    return after


def undo_written(table: Table, scorer: Slate) -> Slate:
    """Undo the last answer written, in the file, and say what it took back and what
    outcomes it changed."""
    said: list[str | None] = []
    before: list[Slate] = []  # the slate the undo is checked against, read under the lock

    def undo(session: Session) -> Event:
        said.append(undone_part(session.entries, session.scorer))
        before.append(session.scorer)
        return Undo()

    try:
        after = table.record(undo, False)
    except JassError as error:
        table.questions.asker.refused(error)
        return scorer
    same_hand = after.open is not None and scorer.open is not None \
        and after.open.number == scorer.open.number
    if same_hand and table.answered:
        table.answered.pop()  # the written answer taken back; the "none"s before it stand
    elif not same_hand:
        table.answered.clear()
    table.announced = 0 if after.open is None else after.open.number
    table.say("  " + undone_sentence(said[0], after))
    changed = changes_sentence(outcome_changes(before[0], after), table.teams.names)
    if changed:
        table.say(f"  {changed}")
    return after


def status_lines(scorer: Slate) -> list[str]:
    """The slate in two lines: the game's totals, and whose deal and forehand it is."""
    names, game = scorer.teams.names, scorer.game
    lines = [_("Game {game} ({goal}): {team1} {score1} – {score2} {team2}; games won {won1} – "
               "{won2}.").format(game=game.number, goal=goal_text(scorer.rules), team1=names[0],
                                 score1=game.scores[0], score2=game.scores[1], team2=names[1],
                                 won1=scorer.games_won[0], won2=scorer.games_won[1])]
    if scorer.passe_over and scorer.open is None:
        lines.append(passe_over_sentence(scorer))
    elif game.decided and scorer.open is None:
        lines.append(_("Game {game} is over; the next hand starts game {next} at 0 – 0.").format(
            game=game.number, next=game.number + 1))
    if scorer.open is not None:
        hand = scorer.open
        lines.append(_("Hand {number} is open: {contract} ×{factor}, written so far: "
                       "{written}.").format(number=hand.number, contract=hand.contract.label,
                                            factor=hand.factor,
                                            written=written_so_far(hand, scorer)))
        return lines
    if not scorer.passe_over:
        lines.append(hand_deal_line(len(scorer.hands) + 1, scorer.next_deal()))
    return lines


def written_line(scorer: Slate, hand: HandResult) -> str:
    """What the open hand has written so far, and the game's totals."""
    game = scorer.game
    return _("  Written so far in hand {number}: {written}; now {score1} – {score2}.").format(
        written=written_so_far(hand, scorer), number=hand.number, score1=game.scores[0],
        score2=game.scores[1])


def picked_up(hand: HandResult) -> str:
    """Said when `play` starts with a hand open in the file."""
    if hand.weis or hand.stoeck is not None:
        text = _("Hand {number} is open: picking it up where it stands.")
    else:
        text = _("Hand {number} is open: picking it up where it stands (a none said "
                 "for Weis or Stöck is not written: it is asked again).")
    return text.format(number=hand.number)


def goodbye(scorer: Slate) -> str:
    """Said at `quit`: the open hand that stays open, or the games as they stand."""
    game = scorer.game
    if scorer.open is not None:
        return _("Hand {number} stays open; `jass-slate play` picks it up again. "
                 "Game {game}: {score1} – {score2}.").format(
            number=scorer.open.number, game=game.number, score1=game.scores[0],
            score2=game.scores[1])
    return _("Stopped. Game {game}: {score1} – {score2}; games won {won1} – {won2}.").format(
        game=game.number, score1=game.scores[0], score2=game.scores[1],
        won1=scorer.games_won[0], won2=scorer.games_won[1])
