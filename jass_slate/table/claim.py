"""A claim said at the table (sich bedanken): its parts asked one by one, the rules'
verdict said, and the claim written only once the table confirms it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from jass_slate.game.errors import JassError
from jass_slate.game.events import Claim, Event
from jass_slate.game.results import HandResult
from jass_slate.game.rules import Rules
from jass_slate.game.scorer import Scorer
from jass_slate.game.teams import Team, Teams, parse_team
from jass_slate.language.i18n import N_, _
from jass_slate.report.claim_sentences import claim_sentence
from jass_slate.report.sentences import game_end
from jass_slate.table.answers import captured_answer, is_none, is_yes, weis_answer
from jass_slate.table.asking import Asker, Cancel
from jass_slate.table.inputs import Counted, stoeck_option


@dataclass
class ClaimDialogue:
    """Asks a claim's parts with `asker`; `judge` says what the claim would make of the
    slate without writing it, `write` writes it."""

    asker: Asker
    teams: Teams
    rules: Rules
    judge: Callable[[Event], Scorer]
    write: Callable[[Event], Scorer]

    def claim(self, scorer: Scorer, words: list[str]) -> Scorer:
        """`claim [TEAM]` said at a hand's question; returns the slate after it."""
        hand = scorer.open
        if hand is None:
            self.asker.say(_("  A claim comes during a hand: say its contract first."))
            return scorer
        if self.rules.tournament:
            self.asker.say(_("  No claims in a tournament: the game ends after its hands."))
            return scorer
        try:
            event = self._event(scorer, hand, words)
            self._say_verdict(self.judge(event))
            sure = self.asker.read(_("Write this claim? (yes/no): "), CONFIRM_HELP, scorer, True)
            if not is_yes(sure):
                raise Cancel
        except Cancel:
            self.asker.say(_("  Claim cancelled; nothing written."))
            return scorer
        except JassError as error:
            self.asker.refused(error)
            return scorer
        after = self.write(event)  # its verdict was said before the question
        self.asker.say(game_end(after, after.game, why=False))  # the verdict was just said
        return after

    def _say_verdict(self, scorer: Scorer) -> None:
        verdict = scorer.hands[-1].claim
        assert verdict is not None
        self.asker.say(f"  {claim_sentence(verdict, scorer)}")

    def _event(self, scorer: Scorer, hand: HandResult, words: list[str]) -> Claim:
        """Ask what `claim TEAM --also --captured --stoeck --weis` would be told."""
        teams = self.teams
        said = " ".join(words) or self._read(_("Which team claims? "), scorer)
        claimant = parse_team(said, teams)
        other = teams.name(claimant.other)
        also_word = self._read(_("Did {team} claim too, after them? (yes/no): ").format(
            team=other), scorer)
        also = claimant.other if is_yes(also_word) else None
        captured, piles = captured_answer(self._read(
            _("Trick points taken so far in this hand, before the factor (N for the claimants, "
              "or TEAM N ...; or the cards, TEAM: CARDS; 0 if none): "), scorer), teams,
            claimant, Counted(scorer.rules, hand.contract, scorer.teams.size))
        stoeck, second_stoeck = self._stoeck(scorer, hand)
        weis = None
        if hand.weis is None:
            text = self._read(_("Weis not yet written (TEAM VALUES, or none): "), scorer)
            if not is_none(text):
                weis = weis_answer(text, teams)
        return Claim(team=claimant, also=also, captured=captured, stoeck=stoeck, weis=weis,
                     piles=piles, second_stoeck=second_stoeck)

    def _stoeck(self, scorer: Scorer, hand: HandResult) -> tuple[Team | None, Team | None]:
        """The Stöck not yet written: one pair, or with the double pack's `second_stoeck`
        both pairs while none is written (TEAM,TEAM)."""
        if hand.contract.trump is None or hand.second_stoeck is not None or (
                hand.stoeck is not None and not self.rules.second_stoeck):
            return None, None
        if self.rules.second_stoeck and hand.stoeck is None:
            text = self._read(_("Stöck not yet written (TEAM, TEAM,TEAM for both pairs, or "
                                "none): "), scorer)
        else:
            text = self._read(_("Stöck not yet written (TEAM, or none): "), scorer)
        return (None, None) if is_none(text) else stoeck_option(self.teams, text)

    def _read(self, prompt: str, scorer: Scorer) -> str:
        """A claim's part: a follow-up, left with cancel."""
        return self.asker.read(prompt, CLAIM_HELP, scorer, True)


CLAIM_HELP = N_("A claim: the claiming team, whether the other team claimed too, what is not "
                "yet written on the slate. Say cancel to leave the claim.")
CONFIRM_HELP = N_("yes writes the claim and ends the game; no (or cancel) writes nothing.")
