"""The session as plain data, for `--json` and the exports (no typer, no rich)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from jass_slate.core.teams import TEAMS, Team
from jass_slate.games.schieber.report.corrections import correction_data, rename_data
from jass_slate.games.schieber.report.striche import striche_data
from jass_slate.games.schieber.scoring.changes import Changes, Outcome
from jass_slate.games.schieber.scoring.events import Pile
from jass_slate.games.schieber.scoring.passing import Season
from jass_slate.games.schieber.scoring.results import ClaimTerm, ClaimVerdict, Game, HandResult
from jass_slate.games.schieber.scoring.rules import Part, Rules
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.tricks import match_points


def _ceil_div(points: int, factor: int) -> int:
    return -(-points // factor)


def team_needs(scorer: Slate, team: int) -> dict[str, int | None]:
    """Points a team still needs for the target and the Bergpreis, and, mid-hand, the trick
    points of this hand that would make it (before the factor): only where one hand's
    tricks can, 157 or a Match (157 + the match bonus; the double pack's 314 + 200 in a
    trump), at the open contract's own factor; Weis and Stöck not yet written
    are not counted on, as nobody knows them."""
    rules, game = scorer.rules, scorer.game
    if rules.target is None:
        return {"target": None, "bergpreis": None, "trick_points": None}
    score = game.scores[team]
    target = max(0, rules.targets[team] - score)
    hill = None if game.bergpreis is not None else max(0, rules.bergpreis_lines[team] - score)
    open_hand = scorer.open
    tricks = _ceil_div(target, open_hand.factor) if open_hand and not game.decided else None
    if open_hand and tricks is not None and tricks > match_points(rules, open_hand.contract):
        tricks = None  # no hand's tricks make it, not even a Match
    return {"target": target, "bergpreis": hill, "trick_points": tricks}


def _team_name(scorer: Slate, team: Team | None) -> str | None:
    return None if team is None else scorer.teams.name(team)


def _bergpreis_at(rules: Rules) -> int | list[int] | None:
    """Where the Bergpreis is: one line, or each team's with a target per team."""
    if rules.target is None:
        return None
    lines = rules.bergpreis_lines
    return lines[0] if lines[0] == lines[1] else list(lines)


def show_data(scorer: Slate) -> dict[str, Any]:
    rules, game = scorer.rules, scorer.game
    deal = scorer.next_deal()
    teams = [
        {
            "name": scorer.teams.name(team),
            "players": list(scorer.teams.players(team)),
            "score": game.scores[team],
            "marks": game.marks[team].as_dict(),
            "needs": team_needs(scorer, team),
        }
        for team in TEAMS
    ]
    data: dict[str, Any] = {
        "target": rules.target,
        "game": game.number,
        "teams": teams,
        "winner": _team_name(scorer, game.winner),
        "schneider": game.schneider,
        "draw": game.draw,
        "games_won": list(scorer.games_won),
        "next": None if deal is None else {"dealer": deal[0], "forehand": deal[1]},
        "bergpreis": _team_name(scorer, game.bergpreis),
        "bergpreis_at": _bergpreis_at(rules),
        "hands_in_game": game.hands,
        "hands_recorded": len(scorer.hands),
        "open_hand": None if scorer.open is None else open_hand_data(scorer.open),
    }
    if rules.hands is not None:
        data["hands"] = rules.hands
    else:
        data["targets"] = list(rules.targets)  # a target per team: the larger is `target`
    data.update(striche_data(scorer))
    return data


def open_hand_data(hand: HandResult) -> dict[str, Any]:
    return {
        "number": hand.number,
        "contract": hand.contract.value,
        "factor": hand.factor,
        "pushed": hand.pushed,
        "pushes": hand.pushes,
        "forehand": hand.forehand,
        "chooser": hand.chooser,
        "scores": list(hand.scores),
        "weis": None if hand.weis is None else _team(hand.weis.team),
        "stoeck": _team(hand.stoeck),
        **_second_stoeck(hand),
        "tricks_played": len(hand.tricks),
        "taken": list(hand.taken),  # the points of the tricks played, before the factor
    }


def _team(team: Team | None) -> int | None:
    return None if team is None else team.number


def claim_data(verdict: ClaimVerdict) -> dict[str, Any]:
    return {
        "team": verdict.claimant + 1,
        "also": _team(verdict.also),
        "base": list(verdict.base),
        "terms": _terms_data(verdict, verdict.terms),
        "not_counted": _terms_data(verdict, verdict.not_counted),
        "reckoned": list(verdict.reckoned),
        "target": verdict.target,
        "holds": verdict.holds,
        "winner": verdict.winner.number,
        "written": verdict.written,
        "schneider": verdict.schneider,
    }


def _terms_data(verdict: ClaimVerdict, terms: Sequence[ClaimTerm]) -> list[dict[str, Any]]:
    return [{"part": t.part.value, "team": t.team.number, "points": t.points,
             "scored": t.points * verdict.factor} for t in terms]


def _outcome_data(scorer: Slate, outcome: Outcome) -> dict[str, Any]:
    return {"winner": _team_name(scorer, outcome.winner), "schneider": outcome.schneider,
            "draw": outcome.draw}


def changes_data(scorer: Slate, changes: Changes) -> dict[str, Any]:
    """What a `fix` or an `undo` changed in the games' outcomes (`games` empty if none)."""
    return {
        "games": [{"game": c.number, "now": _outcome_data(scorer, c.now),
                   "was": _outcome_data(scorer, c.was)} for c in changes.games],
        "games_won": list(changes.games_won),
        "games_won_before": list(changes.games_won_before),
    }


def hand_data(hand: HandResult, games: Sequence[Game], rules: Rules | None = None
              ) -> dict[str, Any]:
    """One hand of the history; `rules` count the cards recorded with it (the session's)."""
    return hand_entry(hand, games[hand.game - 1].decided_in == hand.number, rules)


def hand_entry(hand: HandResult, decided: bool, rules: Rules | None = None) -> dict[str, Any]:
    """One hand of the history, which `decided` its game or not."""
    weis = hand.weis
    return {
        "game": hand.game,
        "number": hand.number,
        "contract": hand.contract.value,
        "factor": hand.factor,
        "pushed": hand.pushed,
        "pushed_back": hand.pushed_back,
        "pushes": hand.pushes,  # how far the push went: 0, 1, or 2 (on, at six players)
        "forehand": hand.forehand,
        "dealer": hand.dealer,
        "chooser": hand.chooser,
        "points": _points(hand),
        "match": _team(hand.match),
        "kontermatch": hand.kontermatch,
        "weis": None if weis is None else {"team": weis.team.number, "values": list(weis.values),
                                           "declared": list(weis.declared)},
        "stoeck": _team(hand.stoeck),
        **_second_stoeck(hand),
        "scores": list(hand.scores),
        "totals": list(hand.totals),
        "cut": [part.value for part in hand.cut],
        "claim": None if hand.claim is None else claim_data(hand.claim),
        "cards": [pile_data(hand, pile, rules) for pile in hand.piles],
        "decided": decided,
        "fixed": hand.fixed,
        "at": hand.at,
    }


def pile_data(hand: HandResult, pile: Pile, rules: Rules | None) -> dict[str, Any]:
    """The cards a team's trick points were counted from, and what they count."""
    from jass_slate.games.schieber.scoring.points import Counting, counting

    how = Counting(hand.contract) if rules is None else counting(rules, hand.contract)
    return {"team": pile.team.number, "cards": [card.label for card in pile.cards],
            "last": _team(pile.last), "points": how.pile(pile.cards, pile.has_last)}


def _points(hand: HandResult) -> list[int | None] | None:
    """Both teams' trick points as written; in a claim hand the claimants' captured points,
    null for a team whose tricks were not written (RULES.md §10.3)."""
    if hand.points is not None:
        return list(hand.points)
    if hand.claim is None:
        return None
    written = {term.team: term.points for term in hand.claim.terms
               if term.part is Part.STICH} if hand.claim.written else {}
    return [written.get(team) for team in TEAMS]


def game_data(scorer: Slate, game: Game) -> dict[str, Any]:
    return {
        "number": game.number,
        "scores": list(game.scores),
        "winner": _team_name(scorer, game.winner),
        "schneider": game.schneider,
        "draw": game.draw,
        "bergpreis": _team_name(scorer, game.bergpreis),
        "hands": game.hands,
    }


def history_parts(scorer: Slate, season: Season | None = None) -> dict[str, Any]:
    """`history_data` with its hands and games made one at a time, as they are written:
    from `season`, the hands read in one pass (games/schieber/scoring/passing.py), where
    given; the rest from `scorer`, the slate at the end."""
    season = season or Season(scorer)
    rules = scorer.rules
    return {
        "teams": list(scorer.teams.names),
        "hands": (hand_entry(hand, decided, rules) for hand, decided in season.hands()),
        "games": (game_data(scorer, game) for game in _games_after(season)),
        "games_won": list(scorer.games_won),
        "corrections": [correction_data(c) for c in scorer.corrections],
        "renames": [rename_data(r) for r in scorer.renames],
    }


def _games_after(season: Season) -> Iterator[Game]:
    yield from season.games()  # asked for when the hands are written: a pass has read them


def history_data(scorer: Slate) -> dict[str, Any]:
    return {key: list(value) if isinstance(value, Iterator) else value
            for key, value in history_parts(scorer).items()}


CSV_COLUMNS = ("game", "hand", "at", "contract", "factor", "pushed", "chooser", "points1",
               "points2", "match", "weis_team", "weis", "stoeck", "team1", "team2", "total1",
               "total2", "fixed")


def _second_stoeck(hand: HandResult) -> dict[str, int]:
    """`second_stoeck`, only where the double pack's second pair scored."""
    return {} if hand.second_stoeck is None else {"second_stoeck": hand.second_stoeck.number}


def csv_rows(hands: Iterable[HandResult]) -> Iterator[list[str | int]]:
    """One row per hand under `CSV_COLUMNS`; empty cells where a part was not recorded."""
    for hand in hands:
        points = hand.points or ("", "")
        weis = hand.weis
        yield [
            hand.game, hand.number, hand.at, hand.contract.value, hand.factor,
            hand.pushes, hand.chooser or "", points[0], points[1],
            _team(hand.match) or "", "" if weis is None else weis.team.number,
            "" if weis is None else weis.total,
            ",".join(str(team.number) for team in hand.stoeck_teams),
            hand.scores[0], hand.scores[1], hand.totals[0], hand.totals[1], int(hand.fixed),
        ]
