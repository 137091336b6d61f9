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
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from jass_slate.game.cards import Contract, Deck, key, parse_contract
from jass_slate.game.changes import outcome_changes
from jass_slate.game.errors import InputError, JassError, RuleError
from jass_slate.game.events import Claim, Event, Start, Stoeck, TricksTaken, Undo, Weis, WeisCall
from jass_slate.game.rules import Rules
from jass_slate.game.scorer import HandResult, Scorer
from jass_slate.game.teams import Teams, parse_team
from jass_slate.language.i18n import N_, _
from jass_slate.report.sentences import (
    changes_sentence,
    claim_sentence,
    game_end,
    goal_text,
    hand_deal_line,
    hand_sentence,
    tie_sentence,
    undone_part,
    undone_sentence,
    written_so_far,
)
from jass_slate.session.file import Session
from jass_slate.table import inputs

Build = Callable[[Session], Event]
Recorder = Callable[[Build, bool], Scorer]
"""Checks the event built from the session read under its lock, writes it unless the
flag (dry run) is set, and returns the new slate: the plain commands' `record`."""



def _words(*words: str) -> frozenset[str]:
    """An answer's words as `key` reads them: case, accents, spaces and hyphens aside."""
    return frozenset(key(word) for word in words)


# The words a player may answer with, one table per answer. English, German, French and
# Italian are all accepted, whatever language jass-slate speaks; compare `key(answer)`.
NONE_WORDS = _words("", "none", "no", "n", "nothing", "-", "0",  # en
                    "nein", "kein", "keine", "keiner", "nüt", "nichts",  # de
                    "aucun", "aucune", "rien", "non", "personne",  # fr
                    "nessuno", "nessuna", "niente", "nulla")  # it
YES_WORDS = _words("yes", "y",
                   "ja", "j", "jo",
                   "oui", "o", "ouais",
                   "sì", "si", "s")
PUSH_WORDS = _words("push", "pushed", "p",
                    "schieben", "schiebe", "geschoben", "schoben", "schieb",
                    "chibrer", "chibre", "chibré", "passe",
                    "passare", "passo", "passa", "passato")
MATCH_WORDS = _words("match", "matsch", "matchs")
FIRST_WORDS = _words("first",
                     "zuerst", "erst", "erste", "erster",
                     "premier", "première", "d'abord",
                     "primo", "prima")
CLAIM_WORDS = _words("claim",
                     "bedanken", "bedanke", "danke",
                     "sortir", "sors", "sort", "sortie", "retirer", "retire", "retrait",
                     "chiudere", "chiudi", "chiudo", "chiude", "chiusura",
                     "ritirarsi", "ritiro", "ritira")
UNDO_WORDS = _words("undo",
                    "rückgängig", "zurück",
                    "annuler", "annule",
                    "annulla", "annullare")
SHOW_WORDS = _words("show",
                    "zeigen", "zeige", "zeig", "tafel",
                    "montrer", "montre", "ardoise",
                    "mostra", "mostrare", "lavagna")
HELP_WORDS = _words("help", "?",
                    "hilfe",
                    "aide",
                    "aiuto")
QUIT_WORDS = _words("quit", "exit",
                    "fertig", "ende", "schluss", "beenden",
                    "quitter", "quitte", "fin", "terminé",
                    "esci", "uscire", "fine", "basta")
CANCEL_WORDS = _words("cancel",
                      "abbrechen", "abbruch",
                      "annuler", "abandonner",
                      "annulla", "lascia")
COMMANDS = ("claim", "undo", "show", "help", "quit")

HELP = N_("""\
Answer the question, or say one of:
  claim [TEAM]  a team says it has reached the target (sich bedanken); asked step by step
  undo          take back the last written answer (the file keeps a record of the undo)
  show          the slate as it stands
  help          this text
  quit          stop here; the open hand stays open and `play` picks it up again
A TEAM is 1 or 2, a team's name, or one of its players.""")


class Quit(Exception):
    """The table is done for now: `quit`, or the input ended."""


class Cancel(Exception):
    """A follow-up question (the partner's contract, a claim's parts) was left with
    `cancel` or `undo`: nothing of it is written."""


@dataclass
class Table:
    """The play loop: asks with `ask`, speaks with `say`, writes through `record`."""

    ask: Callable[[str], str]
    say: Callable[[str], None]
    record: Recorder
    load: Callable[[], Session]
    show: Callable[[Scorer], None] | None = None
    answered: set[str] = field(default_factory=set)  # "none" answers in the open hand
    announced: int = 0
    forehand: str | None = None

    # --- the loop ----------------------------------------------------------------------

    def run(self) -> Scorer:
        """Play until `quit` or the end of the input; returns the slate as it stands."""
        session = self.load()
        self.teams, self.rules = session.teams, session.rules
        scorer = session.slate
        self.say(_("{team1} against {team2}. Answer each question; `help` lists what else "
                   "you can say.").format(team1=self.teams.names[0], team2=self.teams.names[1]))
        if scorer.open is not None:
            if scorer.open.weis or scorer.open.stoeck is not None:
                text = _("Hand {number} is open: picking it up where it stands.")
            else:
                text = _("Hand {number} is open: picking it up where it stands (a none said "
                         "for Weis or Stöck is not written: it is asked again).")
            self.say(text.format(number=scorer.open.number))
        try:
            while True:
                scorer = self.step(scorer)
        except Quit:
            self._goodbye(scorer)
        return scorer

    def step(self, scorer: Scorer) -> Scorer:
        """Ask the next question the slate calls for, and write its answer."""
        hand = scorer.open
        if hand is None:
            return self._ask_contract(scorer)
        if hand.number != self.announced:
            self._announce_open(scorer, hand)
        if hand.weis is None and hand.stoeck is None and "weis" not in self.answered:
            return self._ask_weis(scorer, hand)
        if hand.contract.trump is not None and hand.stoeck is None \
                and "stoeck" not in self.answered:
            return self._ask_stoeck(scorer, hand)
        return self._ask_tricks(scorer, hand)

    def _goodbye(self, scorer: Scorer) -> None:
        game = scorer.game
        if scorer.open is not None:
            self.say(_("Hand {number} stays open; `jass-slate play` picks it up again. "
                       "Game {game}: {score1} – {score2}.").format(
                number=scorer.open.number, game=game.number, score1=game.scores[0],
                score2=game.scores[1]))
        else:
            self.say(_("Stopped. Game {game}: {score1} – {score2}; games won {won1} – {won2}.")
                     .format(game=game.number, score1=game.scores[0], score2=game.scores[1],
                             won1=scorer.games_won[0], won2=scorer.games_won[1]))

    # --- asking ------------------------------------------------------------------------

    def _read(self, prompt: str, explain: str, scorer: Scorer, follow_up: bool = False) -> str:
        """One answer; `help`, `show` and `quit` are handled here. A follow-up question
        (the partner's contract, a claim's parts) is left with `cancel` or `undo`."""
        while True:
            try:
                text = self.ask(prompt).strip()
            except EOFError:
                raise Quit from None
            word = key(text)
            if word in HELP_WORDS:
                self.say(f"{_(explain)}\n{_(HELP)}")
            elif word in SHOW_WORDS:
                self._show(scorer)
            elif word in QUIT_WORDS:
                raise Quit
            elif follow_up and (word in CANCEL_WORDS or word in UNDO_WORDS):
                raise Cancel
            elif follow_up and text.split() and key(text.split()[0]) in CLAIM_WORDS:
                self.say(_("  Answer this first, or say cancel."))
            else:
                return text

    def _question(self, scorer: Scorer, prompt: str, explain: str) -> str | Scorer:
        """An answer to a hand's question, or the slate after a `claim` or `undo` said there."""
        text = self._read(prompt, explain, scorer)
        words = text.split()
        verb = key(words[0]) if words else ""
        if verb in UNDO_WORDS and len(words) == 1:
            return self._undo(scorer)
        if verb in CLAIM_WORDS:
            return self._claim(scorer, words[1:])
        return text

    def _write(self, event: Event) -> Scorer:
        return self.record(lambda session: event, False)

    def _show(self, scorer: Scorer) -> None:
        if self.show is not None:
            self.show(scorer)
        else:
            for line in status_lines(scorer):
                self.say(line)

    # --- the questions of a hand -------------------------------------------------------

    def _ask_contract(self, scorer: Scorer) -> Scorer:
        if self.announced != len(scorer.hands) + 1:
            self.announced = len(scorer.hands) + 1
            self.answered.clear()
            for line in status_lines(scorer):
                self.say(line)
        forehand = self._forehand(scorer)
        prompt = _("{player}'s contract (or push): ").format(player=forehand) if forehand \
            else _("Contract (or push): ")
        answer = self._question(scorer, prompt, CONTRACT_HELP)
        if isinstance(answer, Scorer):
            return answer
        try:
            event = self._start_event(scorer, answer, forehand)
        except JassError as error:
            self._refused(error)
            return scorer
        except Cancel:
            self.say(_("  Push taken back; nothing was written."))
            return scorer
        return self._record_or_explain(scorer, event)

    def _forehand(self, scorer: Scorer) -> str | None:
        deal = scorer.next_deal()
        if deal is not None:
            return deal[1]
        if self.teams.seats is None or scorer.dealt:
            return None
        while self.forehand is None:
            prompt = _(FIRST_FOREHAND_PROMPTS[self.rules.deck])
            text = self._read(prompt, FOREHAND_HELP, scorer)
            seat = self.teams.seat_of(text)
            if seat is None:
                self.say(_("  {name!r} has no seat here: say one of {players}.").format(
                    name=text, players=", ".join(self.teams.seats)))
            else:
                self.forehand = self.teams.seats[seat]
        return self.forehand

    def _start_event(self, scorer: Scorer, answer: str, forehand: str | None) -> Start:
        """The `start` event an answer asks for; a bare push asks the partner."""
        words = answer.split()
        pushed = bool(words) and key(words[0]) in PUSH_WORDS
        if pushed:
            words = words[1:]
        elif words and key(words[-1]) in PUSH_WORDS:
            pushed, words = True, words[:-1]
        if not words and not pushed:
            raise InputError(_("say the contract, like hearts or obenabe, or push"))
        first = forehand if scorer.next_deal() is None else None
        if pushed and not words:
            return self._partner_start(scorer, forehand, first)
        return Start(self._contract(" ".join(words)), pushed, first)

    def _contract(self, word: str) -> Contract:
        """A contract of the session's deck that its rules play (as `start` reads it)."""
        contract = parse_contract(word, self.rules.deck)
        self.rules.factor(contract)
        return contract

    def _partner_start(self, scorer: Scorer, forehand: str | None, first: str | None) -> Start:
        """The partner's answer after a push (with push-back, forehand's after all)."""
        partner = _partner(self.teams, forehand)
        if partner and forehand:
            prompt = _("{partner}'s contract ({forehand} pushed): ").format(
                partner=partner, forehand=forehand)
        elif forehand:
            prompt = _("The partner's contract ({forehand} pushed): ").format(forehand=forehand)
        else:
            prompt = _("The partner's contract (forehand pushed): ")
        pushed_back = False
        while True:
            text = self._read(prompt, PARTNER_HELP, scorer, True)
            if key(text) in PUSH_WORDS and not pushed_back:
                if not self.rules.push_back:
                    self.say(_("  Pushing back is not a house rule of this session: "
                               "the partner must choose."))
                    continue
                prompt = _("Pushed back: {forehand}'s contract: ").format(forehand=forehand) \
                    if forehand else _("Pushed back: forehand's contract: ")
                pushed_back = True
                continue
            try:
                return Start(self._contract(text), True, first, pushed_back=pushed_back)
            except JassError as error:
                self._refused(error)

    def _ask_weis(self, scorer: Scorer, hand: HandResult) -> Scorer:
        answer = self._question(
            scorer, _("Weis after the first trick (TEAM VALUES, like 1 20 50; or none): "),
            WEIS_HELP)
        if isinstance(answer, Scorer):
            return answer
        if key(answer) in NONE_WORDS:
            self.answered.add("weis")
            return scorer
        try:
            team, values = self._team_values(answer)
            event = Weis(WeisCall(team, inputs.weis_values(values)))
        except JassError as error:
            self._refused(error)
            return scorer
        return self._record_or_explain(scorer, event)

    def _team_values(self, answer: str) -> tuple[int, list[str]]:
        """`1 20 50`, `Anna 20,50` or `1=20,50`: the team first, then the values."""
        words = answer.replace("=", " ").split()
        split = next((i for i, w in enumerate(words) if i and w.replace(",", "").isdigit()),
                     len(words))
        team_words, values = words[:split], words[split:]
        if not values and team_words and team_words[0].replace(",", "").isdigit() \
                and team_words[0] not in ("1", "2"):
            raise InputError(_("say the team first, then the Weis: like 1 {answer}").format(
                answer=answer))
        if not values:
            raise InputError(_("say the Weis after the team, like 1 20 50"))
        return parse_team(" ".join(team_words), self.teams), values

    def _ask_stoeck(self, scorer: Scorer, hand: HandResult) -> Scorer:
        answer = self._question(scorer, _("Stöck (TEAM, or none): "), STOECK_HELP)
        if isinstance(answer, Scorer):
            return answer
        if key(answer) in NONE_WORDS:
            self.answered.add("stoeck")
            return scorer
        try:
            event = Stoeck(parse_team(answer, self.teams))
        except JassError as error:
            self._refused(error)
            return scorer
        return self._record_or_explain(scorer, event)

    def _ask_tricks(self, scorer: Scorer, hand: HandResult) -> Scorer:
        answer = self._question(
            scorer,
            _("Trick points (TEAM N with the last trick's 5, like 1 100; or match TEAM): "),
            TRICKS_HELP)
        if isinstance(answer, Scorer):
            return answer
        try:
            event = self._tricks_event(answer)
            if event.first is None and needs_first(scorer, event):
                first = self._read(_("Both teams pass the line with this: which team claimed "
                                     "first? "), FIRST_HELP, scorer, True)
                event = TricksTaken(event.tricks, parse_team(first, self.teams))
        except JassError as error:
            self._refused(error)
            return scorer
        except Cancel:
            self.say(_("  Nothing was written: say the trick points again."))
            return scorer
        return self._record_or_explain(scorer, event)

    def _tricks_event(self, answer: str) -> TricksTaken:
        """`1 100`, `Anna=100`, `match 2`, `2 match`, each with an optional `first TEAM`."""
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
            raise InputError(_("say whose points they are: like 1 {points}, or a player's name")
                             .format(points=words[0]))
        else:
            raise InputError(_("say a team's trick points, like 1 100, or match TEAM"))
        if match_team == "":
            raise InputError(_("say which team made the Match, like match 1"))
        return TricksTaken(inputs.trick_option(self.teams, points, match_team),
                           inputs.team_option(self.teams, first))

    # --- writing and saying what happened ----------------------------------------------

    def _record_or_explain(self, scorer: Scorer, event: Event) -> Scorer:
        try:
            after = self._write(event)
        except JassError as error:
            self._refused(error)
            return scorer
        self._report(after, event)
        return after

    def _refused(self, error: JassError) -> None:
        message = " ".join(str(error).split())
        self.say(_("  {message}. Try again, or say help.").format(
            message=f"{message[:1].upper()}{message[1:]}"))

    def _report(self, scorer: Scorer, event: Event) -> None:
        hand = scorer.open
        if hand is not None and isinstance(event, Start):
            self._announce_open(scorer, hand)
        elif hand is not None:
            game = scorer.game
            self.say(_("  Written so far in hand {number}: {written}; now {score1} – "
                       "{score2}.").format(written=written_so_far(hand, scorer),
                                           number=hand.number, score1=game.scores[0],
                                           score2=game.scores[1]))
        else:
            closed = scorer.hands[-1]
            self.say(hand_sentence(closed, scorer))
            game = scorer.game
            if game.decided and game.decided_in == closed.number:
                # the next question's status lines say that the next hand starts a game
                self.say(game_end(scorer, game))
            elif not game.decided and (tie := tie_sentence(scorer, game)):
                self.say(tie)

    def _announce_open(self, scorer: Scorer, hand: HandResult) -> None:
        self.announced = hand.number
        self.answered.clear()
        chooser = _(", {player} chose").format(player=hand.chooser) if hand.chooser else ""
        pushed = _(" (pushed back)") if hand.pushed_back else _(" (pushed)") if hand.pushed \
            else ""
        self.say(_("Hand {number}: {contract} ×{factor}{pushed}{chooser}.").format(
            number=hand.number, contract=hand.contract.label, factor=hand.factor, pushed=pushed,
            chooser=chooser))

    # --- undo and claim ----------------------------------------------------------------

    def _undo(self, scorer: Scorer) -> Scorer:
        said: list[str | None] = []
        before: list[Scorer] = []  # the slate the undo is checked against, read under the lock

        def undo(session: Session) -> Event:
            said.append(undone_part(session.entries, session.slate))
            before.append(session.slate)
            return Undo()

        try:
            after = self.record(undo, False)
        except JassError as error:
            self._refused(error)
            return scorer
        self.answered.clear()
        self.announced = 0 if after.open is None else after.open.number
        self.say("  " + undone_sentence(said[0], after))
        changed = changes_sentence(outcome_changes(before[0], after), self.teams.names)
        if changed:
            self.say(f"  {changed}")
        return after

    def _claim(self, scorer: Scorer, words: list[str]) -> Scorer:
        hand = scorer.open
        if hand is None:
            self.say(_("  A claim comes during a hand: say its contract first."))
            return scorer
        if self.rules.tournament:
            self.say(_("  No claims in a tournament: the game ends after its hands."))
            return scorer
        try:
            event = self._claim_event(scorer, hand, words)
            verdict_slate = self.record(lambda session: event, True)
            verdict = verdict_slate.hands[-1].claim
            assert verdict is not None
            self.say(f"  {claim_sentence(verdict, verdict_slate)}")
            sure = self._read(_("Write this claim? (yes/no): "), CONFIRM_HELP, scorer, True)
            if key(sure) not in YES_WORDS:
                raise Cancel
        except Cancel:
            self.say(_("  Claim cancelled; nothing written."))
            return scorer
        except JassError as error:
            self._refused(error)
            return scorer
        after = self._write(event)  # its verdict was said before the question
        self.say(game_end(after, after.game, why=False))  # the verdict was just said
        return after

    def _claim_event(self, scorer: Scorer, hand: HandResult, words: list[str]) -> Claim:
        """Ask what `claim TEAM --also --captured --stoeck --weis` would be told."""
        teams = self.teams
        said = " ".join(words) or self._read(_("Which team claims? "), CLAIM_HELP, scorer, True)
        claimant = parse_team(said, teams)
        other = teams.name(1 - claimant)
        also_word = self._read(_("Did {team} claim too, after them? (yes/no): ").format(
            team=other), CLAIM_HELP, scorer, True)
        also = 1 - claimant if key(also_word) in YES_WORDS else None
        captured_text = self._read(
            _("Trick points taken so far in this hand, before the factor (N for the claimants, "
              "or TEAM N ...; 0 if none): "), CLAIM_HELP, scorer, True)
        captured = inputs.captured_option(teams, _captured_words(captured_text), claimant)
        stoeck = None
        if hand.contract.trump is not None and hand.stoeck is None:
            text = self._read(_("Stöck not yet written (TEAM, or none): "), CLAIM_HELP, scorer,
                              True)
            stoeck = None if key(text) in NONE_WORDS else parse_team(text, teams)
        weis = None
        if hand.weis is None:
            text = self._read(_("Weis not yet written (TEAM VALUES, or none): "), CLAIM_HELP,
                              scorer, True)
            if key(text) not in NONE_WORDS:
                team, values = self._team_values(text)
                weis = WeisCall(team, inputs.weis_values(values))
        return Claim(team=claimant, also=also, captured=captured, stoeck=stoeck, weis=weis)


def _captured_words(text: str) -> list[str]:
    """`45` → ["45"]; `1 45 2 30` or `1=45 2=30` → ["1=45", "2=30"]."""
    words = text.replace("=", " ").split()
    if key(text) in NONE_WORDS:
        return []
    if len(words) == 1:
        return words
    if len(words) % 2:
        raise InputError(_("say the captured points as N, or TEAM N for each team"))
    return [f"{words[i]}={words[i + 1]}" for i in range(0, len(words), 2)]


def _partner(teams: Teams, forehand: str | None) -> str | None:
    if forehand is None or teams.seats is None:
        return None
    seat = teams.seat_of(forehand)
    return None if seat is None else teams.seats[(seat + 2) % 4]


def needs_first(scorer: Scorer, event: TricksTaken) -> bool:
    """Whether these trick points take both teams past the target or the Bergpreis at once,
    so the rules need to know which team claimed first (`tricks --first`)."""
    rules: Rules = scorer.rules
    hand, game = scorer.open, scorer.game
    if hand is None or rules.target is None or rules.both_past_target != "ask":
        return False
    try:
        points = scorer.trick_points(event.tricks)
    except RuleError:
        return False
    after = [game.scores[t] + hand.factor * points[t] for t in (0, 1)]
    lines = [rules.target] + ([rules.bergpreis_at] if game.bergpreis is None else [])
    return any(min(after) >= line for line in lines)


def status_lines(scorer: Scorer) -> list[str]:
    """The slate in two lines: the game's totals, and whose deal and forehand it is."""
    names, game = scorer.teams.names, scorer.game
    lines = [_("Game {game} ({goal}): {team1} {score1} – {score2} {team2}; games won {won1} – "
               "{won2}.").format(game=game.number, goal=goal_text(scorer.rules), team1=names[0],
                                 score1=game.scores[0], score2=game.scores[1], team2=names[1],
                                 won1=scorer.games_won[0], won2=scorer.games_won[1])]
    if game.decided and scorer.open is None:
        lines.append(_("Game {game} is over; the next hand starts game {next} at 0 – 0.").format(
            game=game.number, next=game.number + 1))
    if scorer.open is not None:
        hand = scorer.open
        lines.append(_("Hand {number} is open: {contract} ×{factor}, written so far: "
                       "{written}.").format(number=hand.number, contract=hand.contract.label,
                                            factor=hand.factor,
                                            written=written_so_far(hand, scorer)))
        return lines
    lines.append(hand_deal_line(len(scorer.hands) + 1, scorer.next_deal()))
    return lines


CONTRACT_HELP = N_("Say the contract forehand chose: a trump suit (hearts, herz, ♥ ...), "
                   "obenabe or undenufe; or push (schieben), and then the partner's contract. "
                   "`push hearts` says both at once.")
PARTNER_HELP = N_("Forehand pushed: say the contract the partner chose, like spades or "
                  "undenufe; undo (or cancel) takes the push back.")
FOREHAND_HELP = N_("The player who holds the seven of clubs (of roses with the Swiss deck) "
                   "and leads the first hand.")
FIRST_FOREHAND_PROMPTS = {  # the fixed seven of the first hand (RULES.md §1), by deck
    Deck.FRENCH: N_("Who is forehand (holds the seven of clubs)? "),
    Deck.SWISS: N_("Who is forehand (holds the seven of roses)? "),
}
WEIS_HELP = N_("After the first trick: the team whose Weis scores (only the team with the best "
               "Weis scores) and every Weis value it declared, like `1 20 50` or `Anna 100`; "
               "none if nobody scores Weis.")
STOECK_HELP = N_("The team that showed king and ober/queen of trumps (20 times the factor), "
                 "or none.")
TRICKS_HELP = N_("One team's counted trick points with the 5 for the last trick, like `1 100` "
                 "(the other team gets 157 − 100); or `match TEAM` when a team took all nine "
                 "tricks. Add `first TEAM` if both teams pass the target with this hand.")
FIRST_HELP = N_("The team that claimed first at the table decides the game when both pass it; "
                "cancel to say the trick points again.")
CLAIM_HELP = N_("A claim: the claiming team, whether the other team claimed too, what is not "
                "yet written on the slate. Say cancel to leave the claim.")
CONFIRM_HELP = N_("yes writes the claim and ends the game; no (or cancel) writes nothing.")
