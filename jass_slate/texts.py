"""Sentences the scorer says: what a hand wrote, how a claim was settled (plain text)."""

from __future__ import annotations

from jass_slate.rules import Part
from jass_slate.scoring import ClaimVerdict, Game, HandResult, Scorer

PART_NAMES = {Part.STOECK: "Stöck", Part.WEIS: "Weis", Part.STICH: "tricks"}


def claim_sentence(verdict: ClaimVerdict, scorer: Scorer) -> str:
    """`2900 + Stöck 20×2 + tricks 45×2 = 3030 ≥ 3000: Anna & Beat win, Schneider`."""
    names = scorer.teams.names
    if verdict.also is None:
        return _one_claim(verdict, names)
    return _both_claim(verdict, names)


def _outcome(verdict: ClaimVerdict, names: tuple[str, str]) -> str:
    outcome = f"{names[verdict.winner]} win"
    return outcome + (", Schneider" if verdict.schneider else "")


def _term(verdict: ClaimVerdict, part: Part, points: int) -> str:
    return f"{PART_NAMES[part]} {points}×{verdict.factor}"


def _one_claim(verdict: ClaimVerdict, names: tuple[str, str]) -> str:
    team = verdict.claimant
    sums = [str(verdict.base[team])] + [_term(verdict, t.part, t.points) for t in verdict.terms]
    total = verdict.reckoned[team]
    if verdict.holds:
        return f"{' + '.join(sums)} = {total} ≥ {verdict.target}: {_outcome(verdict, names)}"
    return (f"{' + '.join(sums)} = {total} < {verdict.target}: false claim by {names[team]}, "
            f"{_outcome(verdict, names)}")


def _both_claim(verdict: ClaimVerdict, names: tuple[str, str]) -> str:
    parts = []
    for team in (0, 1):
        sums = [str(verdict.base[team])]
        sums += [_term(verdict, t.part, t.points) for t in verdict.terms if t.team == team]
        parts.append(f"{names[team]} {' + '.join(sums)} = {verdict.reckoned[team]}")
    reckoning = "; ".join(parts)
    if verdict.written:
        return f"both claimed: {reckoning}: {_outcome(verdict, names)}"
    return (f"both claimed: {reckoning}, neither reaches {verdict.target}: false claim by "
            f"{names[verdict.claimant]}, {_outcome(verdict, names)}")


def hand_sentence(hand: HandResult, scorer: Scorer) -> str:
    """`Hand 3 (♥ hearts ×2): Anna & Beat +240, Cla & Dora +114; now 1240 – 987`."""
    names = scorer.teams.names
    added = ", ".join(f"{names[t]} +{hand.scores[t]}" for t in (0, 1))
    pushed = ", pushed back" if hand.pushed_back else ", pushed" if hand.pushed else ""
    text = f"Hand {hand.number} ({hand.contract.label} ×{hand.factor}{pushed}): {added}"
    text += f"; now {hand.totals[0]} – {hand.totals[1]}"
    if hand.cut:
        text += f" (not written, the game was over: {', '.join(PART_NAMES[p] for p in hand.cut)})"
    return text


def game_end(scorer: Scorer, game: Game) -> str:
    """`Game 1 won by Cla & Dora, 1769 – 3352`, with Schneider where it was."""
    scores = f"{game.scores[0]} – {game.scores[1]}"
    if game.draw:
        return f"Game {game.number} drawn at {scores}."
    if game.winner is None:
        return f"Game {game.number} goes on: {scores}."
    schneider = ", Schneider (counts two games)" if game.schneider else ""
    return f"Game {game.number} won by {scorer.teams.name(game.winner)}{schneider}: {scores}."


def game_sentence(scorer: Scorer) -> str | None:
    """Who won the current game, if it is decided."""
    game = scorer.game
    if game.draw:
        return f"Game {game.number} is a draw at {game.scores[0]} – {game.scores[1]}."
    if game.winner is None:
        return None
    return f"{game_end(scorer, game)} The next hand starts game {game.number + 1}."
