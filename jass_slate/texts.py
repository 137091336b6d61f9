"""Sentences the scorer says: what a hand wrote, how a claim was settled (plain text)."""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.cards import Contract
from jass_slate.errors import JassError
from jass_slate.i18n import N_, _, ngettext
from jass_slate.record import Claim, Entry, Fix, Hand, Start, Stoeck, TricksTaken, Undo, Weis
from jass_slate.rules import Part, Rules, preset, rules_to_mapping, with_target
from jass_slate.scoring import (
    STOECK_POINTS,
    ClaimVerdict,
    Game,
    HandResult,
    Scorer,
)

# Translated where they are said, with `_()`.
PART_NAMES = {Part.STOECK: N_("Stöck"), Part.WEIS: N_("Weis"), Part.STICH: N_("tricks")}


def claim_sentence(verdict: ClaimVerdict, scorer: Scorer) -> str:
    """`2900 + Stöck 20×2 + tricks 45×2 = 3030 ≥ 3000: Anna & Beat win, Schneider`."""
    names = scorer.teams.names
    if verdict.also is None:
        return _one_claim(verdict, names)
    return _both_claim(verdict, names)


def _outcome(verdict: ClaimVerdict, names: tuple[str, str]) -> str:
    if verdict.schneider:
        return _("{team} win, Schneider").format(team=names[verdict.winner])
    return _("{team} win").format(team=names[verdict.winner])


def _term(verdict: ClaimVerdict, part: Part, points: int) -> str:
    return f"{_(PART_NAMES[part])} {points}×{verdict.factor}"


def _one_claim(verdict: ClaimVerdict, names: tuple[str, str]) -> str:
    team = verdict.claimant
    sums = [str(verdict.base[team])] + [_term(verdict, t.part, t.points) for t in verdict.terms]
    total = verdict.reckoned[team]
    if verdict.holds:
        return _("{sums} = {total} ≥ {target}: {outcome}").format(
            sums=" + ".join(sums), total=total, target=verdict.target,
            outcome=_outcome(verdict, names))
    return _("{sums} = {total} < {target}: false claim by {team}, {outcome}").format(
        sums=" + ".join(sums), total=total, target=verdict.target, team=names[team],
        outcome=_outcome(verdict, names))


def _both_claim(verdict: ClaimVerdict, names: tuple[str, str]) -> str:
    parts = []
    for team in (0, 1):
        sums = [str(verdict.base[team])]
        sums += [_term(verdict, t.part, t.points) for t in verdict.terms if t.team == team]
        parts.append(f"{names[team]} {' + '.join(sums)} = {verdict.reckoned[team]}")
    reckoning = "; ".join(parts)
    if verdict.written:
        return _("both claimed: {reckoning}: {outcome}").format(
            reckoning=reckoning, outcome=_outcome(verdict, names))
    return _(
        "both claimed: {reckoning}, neither reaches {target}: false claim by {team}, {outcome}"
    ).format(reckoning=reckoning, target=verdict.target, team=names[verdict.claimant],
             outcome=_outcome(verdict, names))


def hand_sentence(hand: HandResult, scorer: Scorer) -> str:
    """`Hand 3 (♥ hearts ×2): Anna & Beat +240, Cla & Dora +114; now 1240 – 987`."""
    names = scorer.teams.names
    added = ", ".join(f"{names[t]} +{hand.scores[t]}" for t in (0, 1))
    if hand.pushed_back:
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


def game_end(scorer: Scorer, game: Game) -> str:
    """`Game 1 won by Cla & Dora, 1769 – 3352`, with Schneider where it was."""
    scores = f"{game.scores[0]} – {game.scores[1]}"
    if game.draw:
        return _("Game {number} drawn at {scores}.").format(number=game.number, scores=scores)
    if game.winner is None:
        return _("Game {number} goes on: {scores}.").format(number=game.number, scores=scores)
    team = scorer.teams.name(game.winner)
    if game.schneider:
        return _("Game {number} won by {team}, Schneider (counts two games): {scores}.").format(
            number=game.number, team=team, scores=scores)
    return _("Game {number} won by {team}: {scores}.").format(
        number=game.number, team=team, scores=scores)


def game_sentence(scorer: Scorer) -> str | None:
    """Who won the current game, if it is decided."""
    game = scorer.game
    if game.draw:
        return _("Game {number} is a draw at {scores}.").format(
            number=game.number, scores=f"{game.scores[0]} – {game.scores[1]}")
    if game.winner is None:
        return None
    next_game = _("The next hand starts game {number}.").format(number=game.number + 1)
    return f"{game_end(scorer, game)} {next_game}"


def written_so_far(hand: HandResult, scorer: Scorer) -> str:
    """What the open hand has written, part by part, after the factor:
    `Weis 100 for Anna & Beat, Stöck 40 for Cla & Dora`, or `nothing yet`."""
    names = scorer.teams.names
    parts = []
    if hand.weis is not None:
        parts.append(_("Weis {points} for {team}").format(
            points=hand.weis.total * hand.factor, team=names[hand.weis.team]))
    if hand.stoeck is not None:
        parts.append(_("Stöck {points} for {team}").format(
            points=STOECK_POINTS * hand.factor, team=names[hand.stoeck]))
    return ", ".join(parts) if parts else _("nothing yet")


def undone_part(entries: Sequence[Entry], slate: Scorer) -> str | None:
    """What an undo of the last standing event takes back, said before the undo:
    `hand 5 (♥ hearts)`, `the Weis of Anna & Beat in hand 6`; None if nothing stands."""
    standing: list[int] = []  # in the order recorded: an undo takes back the last of them
    for index, entry in enumerate(entries):
        if isinstance(entry.event, Undo):
            if standing:
                standing.pop()
        else:
            standing.append(index)
    if not standing:
        return None
    event = entries[standing[-1]].event
    names = slate.teams.names
    hand = slate.open or (slate.hands[-1] if slate.hands else None)
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
        case Claim(team=team):
            return _("the claim of {team} in hand {number}").format(team=names[team],
                                                                    number=number)
        case Fix():
            return _("the fix of hand {number}").format(number=number)
    return None


def undone_sentence(part: str | None, scorer: Scorer) -> str:
    """`Undone: hand 5 (♥ hearts). Game 2: 1240 – 987.`"""
    game = scorer.game
    return _("Undone: {part}. Game {game}: {score1} – {score2}.").format(
        part=part or "?", game=game.number, score1=game.scores[0], score2=game.scores[1])


def goal_text(rules: Rules) -> str:
    """What ends a game: `to 3000`, or (a tournament) `12 hands`."""
    if rules.target is not None:
        return _("to {target}").format(target=rules.target)
    hands = rules.hands or 0
    return ngettext("{count} hand", "{count} hands", hands).format(count=rules.hands)


def rule_value(value: object) -> str:
    """A rules value as the rules file writes it (multipliers with their contracts' names)."""
    if isinstance(value, dict):
        return "\n".join(f"{Contract(k).label} ×{v}" for k, v in value.items())
    if isinstance(value, list):
        return " – ".join(map(str, value))
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def house_rules(rules: Rules) -> dict[str, object]:
    """The rules keys that differ from the session's preset (a target given at `new`, with
    the Schneider and Bergpreis lines that follow it, is no house rule)."""
    try:
        base = preset(rules.preset, rules.deck)
        if rules.target is not None and rules.target != base.target and not base.tournament:
            base = with_target(base, rules.target)
    except JassError:  # a preset that is not one any more: nothing to compare with
        return {}
    ours, theirs = rules_to_mapping(rules), rules_to_mapping(base)
    return {key: value for key, value in ours.items() if theirs.get(key) != value}


def rules_name(rules: Rules, source: str | None = None) -> str:
    """`classic`, `classic + house rules`, `classic + house rules from house.toml`."""
    if not house_rules(rules):
        return rules.preset
    if source is not None:
        return _("{preset} + house rules from {file}").format(preset=rules.preset, file=source)
    return _("{preset} + house rules").format(preset=rules.preset)


def house_rules_line(rules: Rules) -> str | None:
    """`House rules (not as in classic): large_weis true; push_back true.`"""
    differ = house_rules(rules)
    if not differ:
        return None
    said = "; ".join(f"{key} {' – '.join(rule_value(v).splitlines())}"
                     for key, v in differ.items())
    return _("House rules (not as in {preset}): {rules}.").format(preset=rules.preset, rules=said)
