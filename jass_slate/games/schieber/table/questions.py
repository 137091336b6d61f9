"""The questions of a hand: its contract (forehand's, or the partner's after a push), the
Weis, Stöck and the trick points, each with its help and the event its answer makes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from jass_slate.core.cards import Contract, Deck
from jass_slate.core.contract_words import read_contract
from jass_slate.core.errors import JassError, RuleError
from jass_slate.core.notation import key
from jass_slate.core.teams import Teams, parse_team, suggested
from jass_slate.games.schieber.scoring.events import Event, Start, Stoeck, TricksTaken, Weis
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.table.answers import (
    PUSH_WORDS,
    contract_words,
    is_none,
    tricks_answer,
    weis_answer,
)
from jass_slate.games.schieber.table.asking import Asker
from jass_slate.games.schieber.table.inputs import Counted
from jass_slate.language.i18n import N_, _


@dataclass(frozen=True)
class Question:
    """One question of a hand, and how its answer becomes the event to write."""

    prompt: str
    explain: str  # its help, marked with N_
    event: Callable[[str], Event | None]  # None: "none" was said, nothing to write
    cancelled: str | None = None  # said when its follow-up is left (marked with N_)
    asked: str = ""  # what a "none" answered, kept while the hand is open


@dataclass
class HandQuestions:
    """The questions a hand asks, read with `asker`, for the session's teams and rules."""

    asker: Asker
    teams: Teams
    rules: Rules
    forehand: str | None = None  # the first forehand, once said at this table

    def contract(self, scorer: Slate) -> Question:
        """Forehand's contract (the first forehand is asked first, where seats need it)."""
        forehand = self._forehand(scorer)
        prompt = _("{player}'s contract (or push): ").format(player=forehand) if forehand \
            else _("Contract (or push): ")
        return Question(prompt, CONTRACT_HELP,
                        lambda answer: self._start(scorer, answer, forehand),
                        cancelled=N_("  Push taken back; nothing was written."))

    def weis(self) -> Question:
        return Question(
            _("Weis after the first trick (TEAM VALUES, like 1 20 50; or none): "), WEIS_HELP,
            lambda answer: None if is_none(answer) else Weis(
                weis_answer(answer, self.teams, self.rules)),
            asked="weis")

    def stoeck(self) -> Question:
        return Question(
            _("Stöck (TEAM, or none): "), STOECK_HELP,
            lambda answer: None if is_none(answer) else Stoeck(parse_team(answer, self.teams)),
            asked="stoeck")

    def tricks(self, scorer: Slate) -> Question:
        return Question(
            _("Trick points (TEAM N with the last trick's 5, like 1 100; or match TEAM): "),
            TRICKS_HELP, lambda answer: self._tricks(scorer, answer),
            cancelled=N_("  Nothing was written: say the trick points again."))

    # --- the contract ------------------------------------------------------------------

    def _forehand(self, scorer: Slate) -> str | None:
        deal = scorer.next_deal()
        if deal is not None:
            return deal[1]
        if self.teams.seats is None or scorer.dealt:
            return None
        while self.forehand is None:
            prompt = _(FIRST_FOREHAND_PROMPTS[self.rules.deck])
            text = self.asker.read(prompt, FOREHAND_HELP, scorer)
            seat = self.teams.seat_of(text)
            if seat is None:
                near = suggested(text, self.teams.seats)
                self.asker.say(_("  {name!r} has no seat here: say one of {players}.").format(
                    name=text, players=", ".join(self.teams.seats)) + (
                    _(" Did you mean {suggestions}?").format(suggestions=near) if near else ""))
            else:
                self.forehand = self.teams.seats[seat]
        return self.forehand

    def _start(self, scorer: Slate, answer: str, forehand: str | None) -> Start:
        """The `start` event an answer asks for; a bare push asks the partner."""
        contract, pushed = contract_words(answer)
        first = forehand if scorer.next_deal() is None else None
        if pushed and not contract:
            return self._partner_start(scorer, forehand, first)
        return Start(self._contract(contract), pushed, first)

    def _contract(self, word: str) -> Contract:
        """A contract of the session's deck that its rules play (as `start` reads it)."""
        contract = read_contract(word, self.rules.deck, self.rules.misere_base.value)
        self.rules.factor(contract)
        return contract

    def _partner_start(self, scorer: Slate, forehand: str | None, first: str | None) -> Start:
        """The partner's answer after a push (with push-back, forehand's after all)."""
        prompt = _partner_prompt(self.teams, forehand)
        pushed_back = pushed_on = False
        while True:
            text = self.asker.read(prompt, PARTNER_HELP, scorer, True)
            if key(text) in PUSH_WORDS and self.teams.size == 6:  # on to the third partner
                if pushed_on:
                    self.asker.say(_("  The push goes two partners on at most: the third "
                                     "partner must choose."))
                else:
                    pushed_on, prompt = True, _third_prompt(self.teams, forehand)
                continue
            if key(text) in PUSH_WORDS and not pushed_back:
                if not self.rules.push_back:
                    self.asker.say(_("  Pushing back is not a house rule of this session: "
                                     "the partner must choose."))
                    continue
                prompt = _("Pushed back: {forehand}'s contract: ").format(forehand=forehand) \
                    if forehand else _("Pushed back: forehand's contract: ")
                pushed_back = True
                continue
            try:
                return Start(self._contract(text), True, first, pushed_back=pushed_back,
                             pushed_on=pushed_on)
            except JassError as error:
                self.asker.refused(error)

    # --- the trick points --------------------------------------------------------------

    def _tricks(self, scorer: Slate, answer: str) -> TricksTaken:
        """The trick points; where both teams pass a line with them, which team claimed
        first is asked."""
        hand = scorer.open
        counted_in = None if hand is None else Counted(scorer.rules, hand.contract,
                                                       scorer.teams.size)
        event = tricks_answer(answer, self.teams, counted_in)
        line = None if event.first is not None else both_past(scorer, event)
        if line is not None:
            prompt, explain = FIRST_QUESTIONS[line]
            first = self.asker.read(_(prompt), explain, scorer, True)
            event = TricksTaken(event.tricks, parse_team(first, self.teams))
        return event


def _partner_prompt(teams: Teams, forehand: str | None) -> str:
    partner = _partner(teams, forehand)
    if partner and forehand:
        return _("{partner}'s contract ({forehand} pushed): ").format(
            partner=partner, forehand=forehand)
    if forehand:
        return _("The partner's contract ({forehand} pushed): ").format(forehand=forehand)
    return _("The partner's contract (forehand pushed): ")


def _third_prompt(teams: Teams, forehand: str | None) -> str:
    """Six players: whom the partner pushed on to."""
    partner, third = _partner(teams, forehand), _partner(teams, forehand, 4)
    if partner and third:
        return _("{third}'s contract ({partner} pushed on): ").format(third=third,
                                                                      partner=partner)
    return _("The third partner's contract (pushed on): ")


def _partner(teams: Teams, forehand: str | None, seats_on: int = 2) -> str | None:
    if forehand is None or teams.seats is None:
        return None
    seat = teams.seat_of(forehand)
    return None if seat is None else teams.seats[(seat + seats_on) % teams.size]


def needs_first(scorer: Slate, event: TricksTaken) -> bool:
    """Whether these trick points take both teams past the target or the Bergpreis at once,
    so the rules need to know which team claimed (or got there) first (`tricks --first`)."""
    return both_past(scorer, event) is not None


def both_past(scorer: Slate, event: TricksTaken) -> str | None:
    """The line these trick points take both teams past at once, where the rules ask who
    was first: "target" (also when the Bergpreis is passed with it), "bergpreis", or None."""
    rules: Rules = scorer.rules
    hand, game = scorer.open, scorer.game
    if hand is None or rules.target is None or rules.both_past_target != "ask":
        return None
    try:
        points = scorer.trick_points(event.tricks)
    except RuleError:
        return None
    after = [game.scores[t] + hand.factor * points[t] for t in (0, 1)]
    if all(after[t] >= rules.targets[t] for t in (0, 1)):
        return "target"
    hill = rules.bergpreis_lines
    both_hill = all(after[t] >= hill[t] for t in (0, 1))
    return "bergpreis" if game.bergpreis is None and both_hill else None


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
                 "tricks. Or a team's cards, like `1: ♣A ♥9 ♥J ♣7 ♠6-9 last 2` (who took the "
                 "last trick: `last TEAM`), counted in the hand's contract. Add `first TEAM` if "
                 "both teams pass the target (or the Bergpreis) with this hand.")
NONE_TAKEN_BACK = {  # `undo` of a "none", by the question it answered (`Question.asked`)
    "weis": N_("  Taken back: the none said for Weis (nothing was written for it)."),
    "stoeck": N_("  Taken back: the none said for Stöck (nothing was written for it)."),
}
FIRST_HELP = N_("The team that claimed first at the table decides the game when both pass it; "
                "cancel to say the trick points again.")
FIRST_QUESTIONS = {  # the question and its help, by the line both teams pass at once
    "target": (N_("Both teams pass the line with this: which team claimed first? "),
               FIRST_HELP),
    "bergpreis": (N_("Both teams pass the Bergpreis with this: which team got there first? "),
                  N_("The team that got to the Bergpreis first takes it when both pass it; "
                     "cancel to say the trick points again.")),
}
