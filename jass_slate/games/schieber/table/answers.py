"""`play`'s answers: the words a player may say, and an answer read into an event's parts.

Nothing is asked here: each reader takes the text of one answer and returns what it says,
or refuses it with the reason. English, German, French and Italian words are all accepted,
whatever language jass-slate speaks.
"""

from __future__ import annotations

from jass_slate.core.errors import InputError, message
from jass_slate.core.notation import key
from jass_slate.core.teams import Team, Teams, parse_team
from jass_slate.games.schieber.scoring.events import Pile, TricksTaken, WeisCall
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.weis import check_weis
from jass_slate.games.schieber.table import inputs
from jass_slate.language.i18n import N_
from jass_slate.table.answer_words import MATCH_WORDS, said_as

# The words a player may answer with, one table per answer; compare `key(answer)`.
NONE_WORDS = said_as("", "none", "no", "n", "nothing", "-", "0",  # en
                     "nein", "kein", "keine", "keiner", "nüt", "nichts",  # de
                     "aucun", "aucune", "rien", "non", "personne",  # fr
                     "nessuno", "nessuna", "niente", "nulla")  # it
YES_WORDS = said_as("yes", "y",
                    "ja", "j", "jo",
                    "oui", "o", "ouais",
                    "sì", "si", "s")
PUSH_WORDS = said_as("push", "pushed", "p",
                     "schieben", "schiebe", "geschoben", "schoben", "schieb",
                     "chibrer", "chibre", "chibré", "passe",
                     "passare", "passo", "passa", "passato")
FIRST_WORDS = said_as("first",
                      "zuerst", "erst", "erste", "erster",
                      "premier", "première", "d'abord",
                      "primo", "prima")
LAST_WORDS = said_as("last",
                     "letzter", "letzte", "letschte",
                     "dernier", "dernière",
                     "ultimo", "ultima")
CLAIM_WORDS = said_as("claim",
                      "bedanken", "bedanke", "danke",
                      "sortir", "sors", "sort", "sortie", "retirer", "retire", "retrait",
                      "chiudere", "chiudi", "chiudo", "chiude", "chiusura",
                      "ritirarsi", "ritiro", "ritira")
CORRECT_WORDS = said_as("correct", "correction",  # issue 15: the sponge, between hands
                        "korrigieren", "korrektur", "korrigiere",
                        "corriger", "corrige",
                        "correggere", "correggi", "correzione")
CANCEL_WORDS = said_as("cancel",
                       "abbrechen", "abbruch",
                       "annuler", "abandonner",
                       "annulla", "lascia")
COMMANDS = ("claim", "undo", "show", "help", "quit")


def is_none(answer: str) -> bool:
    """Whether the answer says "none" (nothing to write)."""
    return key(answer) in NONE_WORDS


def is_yes(answer: str) -> bool:
    return key(answer) in YES_WORDS


def verb(answer: str) -> str:
    """The answer's first word as `key` reads it ("" for an empty answer)."""
    words = answer.split()
    return key(words[0]) if words else ""


def contract_words(answer: str) -> tuple[str, bool]:
    """`hearts`, `push hearts`, `hearts push` or a bare `push`: the contract's words ("" after
    a bare push, when the partner is still to choose) and whether forehand pushed."""
    words = answer.split()
    pushed = bool(words) and key(words[0]) in PUSH_WORDS
    if pushed:
        words = words[1:]
    elif words and key(words[-1]) in PUSH_WORDS:
        pushed, words = True, words[:-1]
    if not words and not pushed:
        raise InputError(message(N_("say the contract, like hearts or obenabe, or push")),
                         value=answer)
    return " ".join(words), pushed


def weis_answer(answer: str, teams: Teams, rules: Rules) -> WeisCall:
    """`1 20 50`, `Anna 20,50` or `1=20,50`: the team first, then the values. Values
    without a team are refused with the same values after a team as the example, once
    the rules allow them as a Weis (else with what a Weis is worth)."""
    words = answer.replace("=", " ").split()
    split = next((i for i, w in enumerate(words) if i and w.replace(",", "").isdigit()),
                 len(words))
    team_words, values = words[:split], words[split:]
    if not values and team_words and team_words[0].replace(",", "").isdigit() \
            and team_words[0] not in ("1", "2"):
        check_weis(inputs.weis_values(team_words), rules)
        raise InputError(message(N_("say the team first, then the Weis: like 1 {answer}"),
                                 answer=answer), value=answer)
    if not values:
        raise InputError(message(N_("say the Weis after the team, like 1 20 50")), value=answer)
    return WeisCall(parse_team(" ".join(team_words), teams), inputs.weis_values(values))


def tricks_answer(answer: str, teams: Teams,
                  counted_in: inputs.Counted | None = None) -> TricksTaken:
    """`1 100`, `Anna=100`, `match 2`, `2 match`, each with an optional `first TEAM`; or a
    team's cards, `1: ♣A ♥9 ♥J ♣7 … last 2`, counted in the open hand's contract."""
    if counted_in is not None and inputs.is_pile(answer):
        return _tricks_of_cards(answer, teams, counted_in)
    words = answer.replace("=", " ").split()
    first = None
    folded = [key(w) for w in words]
    at = next((i for i, w in enumerate(folded) if w in FIRST_WORDS), None)
    if at is not None:
        first, words, folded = " ".join(words[at + 1:]), words[:at], folded[:at]
    if folded[:1] and folded[0] in MATCH_WORDS:
        points, match_team = None, " ".join(words[1:])
    elif folded[-1:] and folded[-1] in MATCH_WORDS:
        points, match_team = None, " ".join(words[:-1])
    elif len(words) >= 2:
        points, match_team = f"{' '.join(words[:-1])}={words[-1]}", None
    elif words and words[0].isdigit():
        raise InputError(message(N_("say whose points they are: like 1 {points}, or a player's "
                                    "name"), points=words[0]), value=answer)
    else:
        raise InputError(message(N_("say a team's trick points, like 1 100, or match TEAM")),
                         value=answer)
    if match_team == "":
        raise InputError(message(N_("say which team made the Match, like match 1")),
                         value=answer)
    return TricksTaken(inputs.trick_option(teams, points, match_team, counted_in),
                       inputs.team_option(teams, first))


def _tricks_of_cards(answer: str, teams: Teams, counted_in: inputs.Counted) -> TricksTaken:
    """`1: ♣A ♥9 ♥J ♣7 ♠6-9 last 2 first 1`: the cards, who took the last trick, and who
    claimed first, each word after the cards optional."""
    team_word, _sep, rest = answer.partition(":")
    words = rest.split()
    folded = [key(w) for w in words]
    said: dict[str, str | None] = {"last": None, "first": None}
    for name, table in (("first", FIRST_WORDS), ("last", LAST_WORDS)):
        at = next((i for i, w in enumerate(folded) if w in table), None)
        if at is not None:
            said[name] = " ".join(words[at + 1:]) or None
            words, folded = words[:at], folded[:at]
    tricks = inputs.trick_option(teams, f"{team_word}: {' '.join(words)}", None, counted_in,
                                 said["last"])
    return TricksTaken(tricks, inputs.team_option(teams, said["first"]))


def captured_answer(answer: str, teams: Teams, claimant: Team,
                    counted_in: inputs.Counted | None = None
                    ) -> tuple[tuple[int, int], tuple[Pile, ...]]:
    """`45` (the claimants'), `1 45 2 30` or `1=45 2=30`, the cards `1: ♣A ♥9 ♥J ♣7` (two
    teams' cards parted by `;`), or none: both teams' trick points taken so far in the
    hand, and the cards they were counted from."""
    if counted_in is not None and inputs.is_pile(answer):
        return inputs.captured_option(teams, answer.split(";"), claimant, counted_in)
    return inputs.captured_option(teams, _captured_words(answer), claimant)


def _captured_words(text: str) -> list[str]:
    """`45` → ["45"]; `1 45 2 30` or `1=45 2=30` → ["1=45", "2=30"]."""
    words = text.replace("=", " ").split()
    if is_none(text):
        return []
    if len(words) == 1:
        return words
    if len(words) % 2:
        raise InputError(message(N_("say the captured points as N, or TEAM N for each team")),
                         value=text)
    return [f"{words[i]}={words[i + 1]}" for i in range(0, len(words), 2)]
