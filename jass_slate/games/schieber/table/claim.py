"""A claim said at the table (sich bedanken): its parts asked one by one, the rules'
verdict said, and the claim written only once the table confirms it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from jass_slate.core.errors import JassError
from jass_slate.core.teams import Team, Teams, parse_team
from jass_slate.games.schieber.report.claim_sentences import claim_sentence
from jass_slate.games.schieber.report.sentences import game_end
from jass_slate.games.schieber.scoring.events import Claim, Event
from jass_slate.games.schieber.scoring.results import HandResult
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.table.answers import captured_answer, is_none, is_yes, weis_answer
from jass_slate.games.schieber.table.asking import Asker, Cancel
from jass_slate.games.schieber.table.inputs import Counted, stoeck_option
from jass_slate.language.i18n import N_, _
from jass_slate.table.answer_words import reason

Said = TypeVar("Said")  # what a claim's part is read into


@dataclass
class ClaimDialogue:
    """Asks a claim's parts with `asker`; `judge` says what the claim would make of the
    slate without writing it, `write` writes it."""

    asker: Asker
    teams: Teams
    rules: Rules
    judge: Callable[[Event], Slate]
    write: Callable[[Event], Slate]

    def claim(self, scorer: Slate, words: list[str]) -> Slate:
        """`claim [TEAM]` said at a hand's question; returns the slate after it."""
        hand = scorer.open
        if hand is None:
            self.asker.say(_("  A claim comes during a hand: say its contract first."))
            return scorer
        if self.rules.tournament:
            self.asker.say(_("  No claims in a tournament: the game ends after its hands."))
            return scorer
        try:
            event = self._judged(scorer, hand, {"team": " ".join(words)} if words else {})
            sure = self.asker.read(_("Write this claim? (yes/no): "), CONFIRM_HELP, scorer, True)
            if not is_yes(sure):
                raise Cancel
            after = self.write(event)  # its verdict was said before the question
        except Cancel:
            self.asker.say(_("  Claim cancelled; nothing written."))
            return scorer
        except JassError as error:  # the file changed or cannot be written
            self.asker.say(f"  {reason(error)}.")
            self.asker.say(_("  Claim cancelled; nothing written."))
            return scorer
        self.asker.say(game_end(after, after.game, why=False))  # the verdict was just said
        return after

    def _judged(self, scorer: Slate, hand: HandResult, said: dict[str, str]) -> Claim:
        """The claim its parts make, once the rules take it (its verdict is said): a part
        the rules refuse is asked again, the parts answered before are kept."""
        while True:
            event = self._event(scorer, hand, said)
            try:
                judged = self.judge(event)
            except JassError as error:
                self.asker.refused(error)
                part = PART_REFUSED.get(error.key or "")
                if part in said:
                    del said[part]
                else:  # no part of its own: the whole claim is asked again
                    said.clear()
                continue
            self._say_verdict(judged)
            return event

    def _say_verdict(self, scorer: Slate) -> None:
        verdict = scorer.hands[-1].claim
        assert verdict is not None
        self.asker.say(f"  {claim_sentence(verdict, scorer)}")

    def _event(self, scorer: Slate, hand: HandResult, said: dict[str, str]) -> Claim:
        """Ask what `claim TEAM --also --captured --stoeck --weis` would be told: each part
        not yet in `said` (the answers kept by part), asked until it can be read."""
        teams = self.teams
        claimant = self._part(said, "team", _("Which team claims? "), scorer,
                              lambda text: parse_team(text, teams))
        also = self._part(said, "also", _("Did {team} claim too, after them? (yes/no): ").format(
            team=teams.name(claimant.other)), scorer,
            lambda text: claimant.other if is_yes(text) else None)
        counted_in = Counted(scorer.rules, hand.contract, scorer.teams.size)
        captured, piles = self._part(
            said, "captured", _("Trick points taken so far in this hand, before the factor (N "
                                "for the claimants, or TEAM N ...; or the cards, TEAM: CARDS; "
                                "0 if none): "), scorer,
            lambda text: captured_answer(text, teams, claimant, counted_in))
        stoeck, second_stoeck = self._stoeck(scorer, hand, said)
        weis = None if hand.weis is not None else self._part(
            said, "weis", _("Weis not yet written (TEAM VALUES, or none): "), scorer,
            lambda text: None if is_none(text) else weis_answer(text, teams, self.rules))
        return Claim(team=claimant, also=also, captured=captured, stoeck=stoeck, weis=weis,
                     piles=piles, second_stoeck=second_stoeck)

    def _stoeck(self, scorer: Slate, hand: HandResult, said: dict[str, str]
                ) -> tuple[Team | None, Team | None]:
        """The Stöck not yet written: one pair, or with the double pack's `second_stoeck`
        both pairs while none is written (TEAM,TEAM)."""
        if hand.contract.trump is None or hand.second_stoeck is not None or (
                hand.stoeck is not None and not self.rules.second_stoeck):
            return None, None
        if self.rules.second_stoeck and hand.stoeck is None:
            prompt = _("Stöck not yet written (TEAM, TEAM,TEAM for both pairs, or none): ")
        else:
            prompt = _("Stöck not yet written (TEAM, or none): ")
        return self._part(said, "stoeck", prompt, scorer, lambda text: (
            (None, None) if is_none(text) else stoeck_option(self.teams, text)))

    def _part(self, said: dict[str, str], part: str, prompt: str, scorer: Slate,
              read: Callable[[str], Said]) -> Said:
        """A claim's part as `read` reads its answer: the answer kept in `said`, else asked
        (a follow-up, left with cancel) until it can be read."""
        while True:
            if part not in said:
                said[part] = self.asker.read(prompt, CLAIM_HELP, scorer, True)
            try:
                return read(said[part])
            except JassError as error:
                del said[part]
                self.asker.refused(error)


# The part of a claim that a refusal of the rules names by its key: it is asked again.
PART_REFUSED = {"also": "also", "captured": "captured", "points": "captured",
                "stoeck": "stoeck", "weis": "weis"}
CLAIM_HELP = N_("A claim: the claiming team, whether the other team claimed too, what is not "
                "yet written on the slate. Say cancel to leave the claim.")
CONFIRM_HELP = N_("yes writes the claim and ends the game; no (or cancel) writes nothing.")
