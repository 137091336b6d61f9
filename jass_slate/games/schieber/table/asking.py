"""Asking one question at the table: `help`, `show` and `quit` are answered on the way,
and a refusal is said so that the question can be asked again."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from jass_slate.core.errors import JassError
from jass_slate.core.notation import key
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.table.answers import CANCEL_WORDS, CLAIM_WORDS, verb
from jass_slate.language.i18n import N_, _
from jass_slate.table.answer_words import (
    HELP_WORDS,
    QUIT_WORDS,
    SHOW_WORDS,
    UNDO_WORDS,
    refusal,
)

HELP = N_("""\
Answer the question, or say one of:
  claim [TEAM]  a team says it has reached the target (sich bedanken); asked step by step
  undo          take back the last written answer (the file keeps a record of the undo)
  show          the slate as it stands
  help          this text
  quit          stop here; the open hand stays open and `play` picks it up again
A TEAM is 1 or 2, a team's name, or one of its players.""")
CORRECT_HELP = N_("Between hands, `correct TEAM ±N REASON` writes a correction, like the "
                  "sponge on the slate: correct 1 -20 Weis counted twice.")


class Quit(Exception):
    """The table is done for now: `quit`, or the input ended."""


class Cancel(Exception):
    """A follow-up question (the partner's contract, a claim's parts) was left with
    `cancel` or `undo`: nothing of it is written."""


class Changed(Exception):
    """Another writer changed the session file since this table last read or wrote it:
    the question is left, and an answer given to it (`answered`) is not written."""

    def __init__(self, answered: bool = False) -> None:
        super().__init__()
        self.answered = answered


def unchanged() -> bool:
    return False


@dataclass
class Asker:
    """Asks with `ask`, speaks with `say`, shows the slate with `show`; `changed` says
    whether another writer changed the file since the table last read or wrote it."""

    ask: Callable[[str], str]
    say: Callable[[str], None]
    show: Callable[[Slate], None]
    changed: Callable[[], bool] = unchanged

    def read(self, prompt: str, explain: str, scorer: Slate, follow_up: bool = False) -> str:
        """One answer; `help`, `show` and `quit` are handled here (`explain` is the
        question's help, marked with `N_`). A follow-up question (the partner's contract,
        a claim's parts) is left with `cancel` or `undo`. Before the question is asked,
        and before its answer is taken, the file is looked at: changed by another writer,
        the question is left (`Changed`); `quit` quits all the same."""
        while True:
            if self.changed():
                raise Changed
            try:
                text = self.ask(prompt).strip()
            except EOFError:
                raise Quit from None
            word = key(text)
            if word in QUIT_WORDS:
                raise Quit
            if self.changed():
                raise Changed(answered=True)
            if word in HELP_WORDS:
                self.say(f"{_(explain)}\n{_(HELP)}\n{_(CORRECT_HELP)}")
            elif word in SHOW_WORDS:
                self.show(scorer)
            elif follow_up and (word in CANCEL_WORDS or word in UNDO_WORDS):
                raise Cancel
            elif follow_up and verb(text) in CLAIM_WORDS:
                self.say(_("  Answer this first, or say cancel."))
            else:
                return text

    def refused(self, error: JassError) -> None:
        """Say why an answer cannot be written, so that it can be given again."""
        self.say(refusal(error))
