"""The words every game's `play` takes at any question (help, show, undo, quit) and a Match,
in English, German, French and Italian whatever language jass-slate speaks; and an answer
refused, said so that it is given again."""

from __future__ import annotations

from jass_slate.core.errors import JassError
from jass_slate.core.notation import key
from jass_slate.language.i18n import _


def said_as(*words: str) -> frozenset[str]:
    """An answer's words as `key` reads them: case, accents, spaces and hyphens aside."""
    return frozenset(key(word) for word in words)


# The words a player may answer with, one table per answer; compare `key(answer)`.
MATCH_WORDS = said_as("match", "matsch", "matchs")
UNDO_WORDS = said_as("undo",
                     "rückgängig", "zurück",
                     "annuler", "annule",
                     "annulla", "annullare")
SHOW_WORDS = said_as("show",
                     "zeigen", "zeige", "zeig", "tafel",
                     "montrer", "montre", "ardoise",
                     "mostra", "mostrare", "lavagna")
HELP_WORDS = said_as("help", "?",
                     "hilfe",
                     "aide",
                     "aiuto")
QUIT_WORDS = said_as("quit", "exit",
                     "fertig", "ende", "schluss", "beenden",
                     "quitter", "quitte", "fin", "terminé",
                     "esci", "uscire", "fine", "basta")


def refusal(error: JassError) -> str:
    """Why an answer cannot be written, said so that it is given again."""
    return _("  {message}. Try again, or say help.").format(message=reason(error))


def reason(error: JassError) -> str:
    """Why an answer cannot be written, as a sentence on one line (no full stop)."""
    text = " ".join(str(error).split())
    return f"{text[:1].upper()}{text[1:]}"
