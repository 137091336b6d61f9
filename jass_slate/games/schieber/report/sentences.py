"""Sentences the scorer says: what a hand wrote, how a game stands, what an undo took back
(plain text; how a claim was settled is in jass_slate.games.schieber.report.claim_sentences)."""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.core.teams import TEAMS
from jass_slate.core.undo import Undo
from jass_slate.games.schieber.report.claim_sentences import PART_NAMES, claim_reason
from jass_slate.games.schieber.report.corrections import signed
from jass_slate.games.schieber.report.rule_sentences import (  # noqa: F401  (their home before: re-exported)
    DECK_NAMES,
    goal_text,
    house_rules,
    house_rules_line,
    house_rules_title,
    new_session_sentence,
    rule_value,
    rules_name,
)
from jass_slate.games.schieber.scoring.changes import Changes, Outcome
from jass_slate.games.schieber.scoring.events import (
    Claim,
    Correction,
    Entry,
    Fix,
    Hand,
    Rename,
    Start,
    Stoeck,
    Trick,
    TricksTaken,
    Weis,
)
from jass_slate.games.schieber.scoring.resolve import last_standing
from jass_slate.games.schieber.scoring.results import Game, HandResult
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.weis import STOECK_POINTS
from jass_slate.language.i18n import N_, _


def hand_sentence(hand: HandResult, scorer: Slate) -> str:
    """`Hand 3 (♥ hearts ×2): Anna & Beat +240, Cla & Dora +114; now 1240 – 987`."""
    names = scorer.teams.names
    added = ", ".join(f"{names[t]} +{hand.scores[t]}" for t in TEAMS)
    if hand.pushed_on:
        sentence = _("Hand {number} ({contract} ×{factor}, pushed twice): {added}; now {totals}")
    elif hand.pushed_back:
        sentence = _("Hand {number} ({contract} ×{factor}, pushed back): {added}; now {totals}")
    elif hand.pushed:
        sentence = _("Hand {number} ({contract} ×{factor}, pushed): {added}; now {totals}")
    else:
        sentence = _("Hand {number} ({contract} ×{factor}): {added}; now {totals}")
    text = sentence.format(number=hand.number, contract=hand.contract.label, factor=hand.factor,
                           added=added, totals=f"{hand.totals[0]} – {hand.totals[1]}")
    if hand.cut:
        cut = ", ".join(_(PART_NAMES[p]) for p in hand.cut)
        text += _(" (not written, the game was over: {parts})").format(parts=cut)
    return text


def opened_sentence(hand: HandResult) -> str:
    """What `start` says: `Hand 14: ♥ hearts ×1; Anna chose.` (play says it with its
    push: announced_sentence)."""
    if hand.chooser:
        return _("Hand {number}: {contract} ×{factor}; {player} chose.").format(
            number=hand.number, contract=hand.contract.label, factor=hand.factor,
            player=hand.chooser)
    return _("Hand {number}: {contract} ×{factor}.").format(
        number=hand.number, contract=hand.contract.label, factor=hand.factor)


def announced_sentence(hand: HandResult) -> str:
    """What `play` says when a hand opens: `Hand 14: ♥ hearts ×1 (pushed), Beat chose.`"""
    chooser = _(", {player} chose").format(player=hand.chooser) if hand.chooser else ""
    pushed = _(" (pushed twice)") if hand.pushed_on else _(" (pushed back)") if \
        hand.pushed_back else _(" (pushed)") if hand.pushed else ""
    return _("Hand {number}: {contract} ×{factor}{pushed}{chooser}.").format(
        number=hand.number, contract=hand.contract.label, factor=hand.factor, pushed=pushed,
        chooser=chooser)


def open_hand_line(hand: HandResult, scorer: Slate) -> str:
    """`show`'s line for the open hand: `Open hand 14: ♥ hearts ×1, Anna chose; written so
    far: Weis 40 for Anna & Beat`."""
    chooser = ", " + _("{player} chose").format(player=hand.chooser) if hand.chooser else ""
    pushed = " " + (_("(pushed twice)") if hand.pushed_on else _("(pushed)")) if hand.pushed \
        else ""
    return _("Open hand {number}: {contract} ×{factor}{pushed}{chooser}; "
             "written so far: {written}").format(
        number=hand.number, contract=hand.contract.label, factor=hand.factor,
        pushed=pushed, chooser=chooser, written=written_so_far(hand, scorer))


def game_end(scorer: Slate, game: Game, why: bool = True,
             hands: Sequence[HandResult] = ()) -> str:
    """`Game 1 won by Cla & Dora, 1769 – 3352`, with Schneider where it was, and (unless
    `why` is false, when the verdict was just said) why when it was more than reaching the
    target: a claim, or a hand that took both past it (the hand read from the game's
    `hands` where given, else from the slate)."""
    scores = f"{game.scores[0]} – {game.scores[1]}"
    if game.draw:
        return _("Game {number} drawn at {scores}.").format(number=game.number, scores=scores)
    if game.winner is None:
        return tie_sentence(scorer, game) or _("Game {number} goes on: {scores}.").format(
            number=game.number, scores=scores)
    team = scorer.teams.name(game.winner)
    if game.schneider:
        text = _("Game {number} won by {team}, Schneider (counts two games): {scores}.").format(
            number=game.number, team=team, scores=scores)
    else:
        text = _("Game {number} won by {team}: {scores}.").format(
            number=game.number, team=team, scores=scores)
    reason = _why_won(scorer, game, hands) if why else None
    return f"{text} {reason}" if reason else text


def both_past(rules: Rules, scores: Sequence[int]) -> bool:
    """Both teams are past their target (a game played to one)."""
    return all(scores[team] >= rules.targets[team] for team in (0, 1))


def goal_number(rules: Rules) -> str:
    """The target as a sentence names it: `3000`, or `3000/2500` with a target per team."""
    one, two = rules.targets
    return str(one) if one == two else f"{one}/{two}"


def _why_won(scorer: Slate, game: Game, hands: Sequence[HandResult]) -> str | None:
    """How a decided game was decided, when the totals alone do not say it."""
    if game.decided_in is None or game.winner is None:
        return None
    decided_in = game.decided_in
    hand = next((h for h in hands if h.number == decided_in), None) \
        or scorer.hands[decided_in - 1]
    if hand.claim is not None:
        return claim_reason(hand.claim, hand.number, scorer.teams.names).text()
    if scorer.rules.target is None or not both_past(scorer.rules, game.scores):
        return None
    target = goal_number(scorer.rules)
    if scorer.rules.both_past_target == "higher":
        return _('Both teams were past {target} when hand {hand} ended: the higher total wins '
                 '(house rule both_past_target = "higher").').format(hand=hand.number,
                                                                    target=target)
    return _("Hand {hand} took both teams past {target}, and {team} claimed first.").format(
        hand=hand.number, target=target, team=scorer.teams.name(game.winner))


def tie_sentence(scorer: Slate, game: Game) -> str | None:
    """Under `both_past_target = "higher"`, a game with both teams past the target and not
    yet decided (they were level): it goes on until a hand ends with one team ahead."""
    if (game.decided or scorer.rules.target is None or scorer.rules.both_past_target !=
            "higher" or not both_past(scorer.rules, game.scores)):
        return None
    target = goal_number(scorer.rules)
    return _("Game {number} goes on at {scores}: both teams are past {target} and were level, "
             "so the first hand that ends with one team ahead wins it.").format(
        number=game.number, scores=f"{game.scores[0]} – {game.scores[1]}", target=target)


def game_sentence(scorer: Slate) -> str | None:
    """Who won the current game, if it is decided (or why it goes on with both teams past
    the target)."""
    game = scorer.game
    if game.draw:
        drawn = _("Game {number} is a draw at {scores}.").format(
            number=game.number, scores=f"{game.scores[0]} – {game.scores[1]}")
        return f"{drawn} {passe_over_sentence(scorer)}" if scorer.passe_over else drawn
    if game.winner is None:
        return tie_sentence(scorer, game)
    return f"{game_end(scorer, game)} {after_the_game(scorer)}"


def after_the_game(scorer: Slate) -> str:
    """What comes after the decided game: the next one, or, at a tournament's table, the
    end of its Passe."""
    if scorer.passe_over:
        return passe_over_sentence(scorer)
    return _("The next hand starts game {number}.").format(number=scorer.game.number + 1)


def passe_over_sentence(scorer: Slate) -> str:
    """A tournament table's Passe is over: no hand follows (table/recording.py refuses one)."""
    return _("This table's Passe is over after its {hands} hands.").format(
        hands=scorer.rules.hands)


def next_deal_line(deal: tuple[str | None, str]) -> str:
    """`show`'s last line: who deals next and who is forehand (nobody deals the first
    hand in particular: any player does, and the holder of the seven is forehand)."""
    dealer, forehand = deal
    if dealer is None:
        return _("Next: {forehand} is forehand (holds the seven); any player deals.").format(
            forehand=forehand)
    return _("Next: {dealer} deals, {forehand} is forehand.").format(
        dealer=dealer, forehand=forehand)


def hand_deal_line(number: int, deal: tuple[str | None, str] | None) -> str:
    """`play`'s line before a hand: its number, who deals and who is forehand."""
    if deal is None:
        return _("Hand {number}.").format(number=number)
    dealer, forehand = deal
    if dealer is None:
        return _("Hand {number}: {forehand} is forehand (holds the seven); any player "
                 "deals.").format(number=number, forehand=forehand)
    return _("Hand {number}: {dealer} deals, {forehand} is forehand.").format(
        number=number, dealer=dealer, forehand=forehand)


def forehand_hint(command: str, players: Sequence[str]) -> str:
    """How to give the first forehand when the first hand was recorded without it."""
    return _("Who was forehand in hand 1 (who holds the seven) was not said, so who deals, "
             "who chose and Match or Kontermatch are not known. To give it: jass-slate "
             "{command} --forehand NAME (one of {players}).").format(
        command=command, players=", ".join(players))


# How a game stood after a change and before it: drawn, not decided, won with Schneider, won.
NOW_WORDS = (N_("now drawn"), N_("now not decided"), N_("now won by {team}, Schneider"),
             N_("now won by {team}"))
WAS_WORDS = (N_("was drawn"), N_("was not decided"), N_("was {team}, Schneider"),
             N_("was {team}"))


def _stood(outcome: Outcome, names: tuple[str, str], words: tuple[str, str, str, str]) -> str:
    drawn, undecided, schneider, won = words
    if outcome.draw:
        return _(drawn)
    if outcome.winner is None:
        return _(undecided)
    return _(schneider if outcome.schneider else won).format(team=names[outcome.winner])


def changes_sentence(changes: Changes, names: tuple[str, str]) -> str | None:
    """`This changes game 1: now won by Vreni & Ruth (was Hans & Ueli, Schneider); games won
    3–3 (was 5–2).` None when no game's outcome changed."""
    if not changes:
        return None
    parts = [_("game {number}: {now} ({was})").format(
        number=c.number, now=_stood(c.now, names, NOW_WORDS),
        was=_stood(c.was, names, WAS_WORDS)) for c in changes.games]
    won, before = changes.games_won, changes.games_won_before
    if won != before:
        parts.append(_("games won {won1}–{won2} (was {was1}–{was2})").format(
            won1=won[0], won2=won[1], was1=before[0], was2=before[1]))
    return _("This changes {changes}.").format(changes="; ".join(parts))


def written_so_far(hand: HandResult, scorer: Slate) -> str:
    """What the open hand has written, part by part, after the factor:
    `Weis 100 for Anna & Beat, Stöck 40 for Cla & Dora`, or `nothing yet`."""
    names = scorer.teams.names
    parts = []
    if hand.weis is not None:
        parts.append(_("Weis {points} for {team}").format(
            points=hand.weis.total * hand.factor, team=names[hand.weis.team]))
    parts += [_("Stöck {points} for {team}").format(points=STOECK_POINTS * hand.factor,
                                                   team=names[team])
              for team in hand.stoeck_teams]
    return ", ".join(parts) if parts else _("nothing yet")


def undone_part(entries: Sequence[Entry], scorer: Slate) -> str | None:
    """What an undo of the last standing event takes back, said before the undo:
    `hand 5 (♥ hearts)`, `the Weis of Anna & Beat in hand 6`; None if nothing stands."""
    last = entries[-1] if entries else None
    if last is None or isinstance(last.event, Undo):
        standing = last_standing(entries)
        if standing is None:
            return None
        last = entries[standing]
    event = last.event  # the last event recorded, unless it is an undo: no scan of a season
    names = scorer.teams.names
    hand = scorer.open or (scorer.hands[-1] if scorer.hands else None)
    number = event.number if isinstance(event, Fix) else hand.number if hand else 0
    match event:
        case Hand(contract=contract):
            return _("hand {number} ({contract})").format(number=number, contract=contract.label)
        case Start(contract=contract):
            return _("the start of hand {number} ({contract})").format(
                number=number, contract=contract.label)
        case Weis(call=call):
            return _("the Weis of {team} in hand {number}").format(
                team=names[call.team], number=number)
        case Stoeck(team=team):
            return _("the Stöck of {team} in hand {number}").format(team=names[team],
                                                                    number=number)
        case TricksTaken():
            return _("the trick points of hand {number}").format(number=number)
        case Trick(cards=cards):
            return _("the trick {cards} of hand {number}").format(
                cards=" ".join(card.label for card in cards), number=number)
        case Claim(team=team):
            return _("the claim of {team} in hand {number}").format(team=names[team],
                                                                    number=number)
        case Fix():
            return _("the fix of hand {number}").format(number=number)
        case Rename(old=old, new=new):
            return _("the rename of {old} to {new}").format(old=old, new=new)
        case Correction(team=team, points=points):
            return _("the correction of {team} ({points}) after hand {number}").format(
                team=names[team], points=signed(points), number=number)
    return None


def undone_sentence(part: str | None, scorer: Slate) -> str:
    """`Undone: hand 5 (♥ hearts). Game 2: 1240 – 987.`"""
    game = scorer.game
    return _("Undone: {part}. Game {game}: {score1} – {score2}.").format(
        part=part or "?", game=game.number, score1=game.scores[0], score2=game.scores[1])
