"""The slate a snapshot keeps (games/schieber/file/snapshot.py), as JSON and back: the
checkpoint where a game began (games/schieber/scoring/checkpoint.py), the corrections and
renames before it. Every value read back is converted to its type, so that a snapshot of
another shape fails here, and is not used. And what a snapshot gives a slate, as one text
whose hash the file's summary keeps."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from jass_slate.core.teams import Team, Teams
from jass_slate.games.schieber.scoring.results import CorrectionResult, Game, RenameResult

if TYPE_CHECKING:
    from jass_slate.games.schieber.scoring.checkpoint import Checkpoint
    from jass_slate.games.schieber.scoring.results import HandResult
    from jass_slate.games.schieber.scoring.slate import Slate


def _team(team: Team | None) -> int | None:
    return None if team is None else int(team)


def _team_of(value: Any) -> Team | None:
    return None if value is None else Team(int(value))


def checkpoint_data(checkpoint: Checkpoint) -> dict[str, Any]:
    running = checkpoint.running
    teams = checkpoint.teams
    return {
        "position": checkpoint.position, "hands": checkpoint.hands, "games": checkpoint.games,
        "running": None if running is None else _game_data(running),
        "games_won": list(checkpoint.games_won), "corrections": checkpoint.corrections,
        "renames": checkpoint.renames, "dealt": checkpoint.dealt,
        "first_seat": checkpoint.first_seat, "began_at": checkpoint.began_at,
        "teams": {"names": list(teams.names),
                  "seats": None if teams.seats is None else list(teams.seats),
                  "first_forehand": teams.first_forehand},
    }


def checkpoint_of_data(data: dict[str, Any], head: Teams) -> Checkpoint:
    from jass_slate.games.schieber.scoring.checkpoint import Checkpoint

    said = data["teams"]
    seats = said["seats"]
    teams = Teams((str(said["names"][0]), str(said["names"][1])),
                  None if seats is None else tuple(str(s) for s in seats),
                  said["first_forehand"])
    running = data["running"]
    return Checkpoint(int(data["position"]), int(data["hands"]), int(data["games"]),
                      None if running is None else _game(running),
                      (int(data["games_won"][0]), int(data["games_won"][1])),
                      int(data["corrections"]), int(data["renames"]),
                      head if teams == head else teams, int(data["dealt"]),
                      None if data["first_seat"] is None else int(data["first_seat"]),
                      data["began_at"])


def _game_data(game: Game) -> list[Any]:
    return [game.number, list(game.scores), [[int(t), a] for t, a in game.entries],
            game.hands, _team(game.winner), game.draw, game.schneider,
            _team(game.bergpreis), game.decided_in, game.tied, game.hill_tied]


def _game(data: list[Any]) -> Game:
    (number, scores, entries, hands, winner, draw, schneider, bergpreis, decided_in, tied,
     hill_tied) = data
    return Game(int(number), [int(scores[0]), int(scores[1])],
                tuple((Team(int(t)), int(a)) for t, a in entries), int(hands),
                _team_of(winner), bool(draw), bool(schneider), _team_of(bergpreis),
                None if decided_in is None else int(decided_in), bool(tied), bool(hill_tied))


def correction_data(c: CorrectionResult) -> list[Any]:
    return [c.game, c.after, int(c.team), c.points, c.why, list(c.totals), c.at]


def correction_of_data(data: list[Any]) -> CorrectionResult:
    game, after, team, points, why, totals, at = data
    return CorrectionResult(int(game), int(after), Team(int(team)), int(points), str(why),
                            [int(totals[0]), int(totals[1])], str(at))


def rename_data(r: RenameResult) -> list[Any]:
    return [r.game, r.hand, r.during, r.old, r.new, r.at]


def rename_of_data(data: list[Any]) -> RenameResult:
    game, hand, during, old, new, at = data
    return RenameResult(int(game), int(hand), bool(during), str(old), str(new), str(at))


def held(scorer: Slate) -> str:
    """What a slate resumed from a snapshot owes to it beyond the counts, totals, teams and
    deal the summary says, as one text that a slate replayed whole gives equally: the last
    CHECKPOINTS + 1 games (a snapshot's course: the current games and the decided one before),
    where each hand of the last CHECKPOINTS and the open hand stand (number, game, time, deal,
    fixed, scores), the corrections, renames, teams, seats and deal, and when the evening
    began. The file's summary keeps its hash (games/schieber/file/head.py)."""
    from jass_slate.games.schieber.scoring.course import CHECKPOINTS

    games = scorer.games[max(0, len(scorer.games) - CHECKPOINTS - 1):]
    count = sum(game.hands for game in games[-CHECKPOINTS:])
    hands = [_hand_key(hand) for hand in scorer.hands[len(scorer.hands) - count:]]
    teams, open_hand = scorer.teams, scorer.open
    return repr((hands, [_game_data(game) for game in games],
                 None if open_hand is None else _hand_key(open_hand),
                 [correction_data(c) for c in scorer.corrections],
                 [rename_data(r) for r in scorer.renames],
                 (teams.names, teams.seats, teams.first_forehand), scorer.dealt,
                 scorer.first_seat, scorer.began_at))


def _hand_key(hand: HandResult) -> tuple[object, ...]:
    """Where a hand stands: what a snapshot's mark and order decide of it (its points and
    Weis come from its own event line)."""
    return (hand.number, hand.game, hand.at, hand.fixed, hand.forehand, hand.dealer,
            hand.chooser, hand.scores, hand.totals)
