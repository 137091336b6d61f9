"""A Büter's session file: any evening jass-slate writes reads back to the same race and
passes its own `check` (Hypothesis), the bidding file tells a Büter's lines from the
per-hand games', the winner is the first side at its target in the order Stöck, Weis,
cards (Hypothesis, against the race walked stage by stage), and a broken file is told
with its line."""

from __future__ import annotations

import contextlib
from itertools import accumulate
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jass_slate.core.errors import RuleError, SessionFileError
from jass_slate.file.game_file import load_game, parse_game
from jass_slate.file.game_write import create_game, render_game
from jass_slate.games.bidding.file.game_file import BIDDING, BueterSetup
from jass_slate.games.bidding.scoring.bueter import BUETER, PAIR, BueterRules, GameBid, Hand
from jass_slate.games.bidding.scoring.events import Bid
from jass_slate.games.bidding.scoring.race import Race, apply, stages
from tests.cli_tools import ok
from tests.games.bidding.test_bueter import HANDS

SETUP = BueterSetup(("Anna", "Beat", "Cla"), BueterRules())
BIDS = st.sampled_from(range(160, 1001, 10))


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, 2), BIDS, st.lists(HANDS, max_size=10))
def test_what_is_written_reads_back_and_is_sound(tmp_path: Path, seat: int, bid: int,
                                                 hands: list[Hand]) -> None:
    path = tmp_path / "bueter.toml"
    session = create_game(path, BIDDING, SETUP, force=True)
    session.record(GameBid(seat, bid))
    for hand in hands:
        with contextlib.suppress(RuleError):  # the race was decided: nothing is written
            session.record(hand)
    path.write_text(render_game(session), encoding="utf-8")  # as save_game writes it
    again = load_game(path, BIDDING)
    assert isinstance(again.board, Race) and isinstance(session.board, Race)
    assert (again.board.totals, again.board.winner, again.board.hands) == \
        (session.board.totals, session.board.winner, session.board.hands)
    assert ok("check", str(path)).strip().endswith("sound.")


@given(BIDS, st.lists(HANDS, min_size=1, max_size=12))
def test_the_winner_is_the_first_at_its_target_stage_by_stage(bid: int,
                                                             hands: list[Hand]) -> None:
    race = Race(BueterRules(), GameBid(0, bid))
    for hand in hands:
        if race.winner is not None:
            break
        race = apply(race, hand)
    targets = (bid, 1000)
    # Every stage of every hand in order (Stöck, Weis, cards), as running totals.
    walked = list(accumulate((stage for hand in race.hands for stage in stages(hand)),
                             lambda a, b: (a[0] + b[0], a[1] + b[1]), initial=(0, 0)))[1:]
    first = next((i for i, t in enumerate(walked) if t[0] >= targets[0] or t[1] >= targets[1]),
                 None)
    if first is None:
        assert race.winner is None
        return
    at = walked[first]
    crossed = [s for s in (BUETER, PAIR) if at[s] >= targets[s]]
    maker = race.side_of(race.hands[first // 3].maker)
    expected = crossed[0] if len(crossed) == 1 else \
        BUETER if at[0] > at[1] else PAIR if at[1] > at[0] else maker
    assert race.winner == expected and race.decided_after == first // 3 + 1
    assert race.decided_after == len(race.hands)  # no hand is written after the win


@pytest.mark.parametrize(("line", "bueter"), [
    ("bid 2 700", True), ("hand 1; points 50", True), ("fix 3 2; match pair", True),
    ("hand bells; by Anna; bid 100; points 112", False),
    ("fix 3 obenabe; by Beat; bid 157; points 0", False),
])
def test_the_bidding_file_tells_a_bueters_lines_from_the_others(line: str,
                                                                bueter: bool) -> None:
    event = BIDDING.read_event(line)
    assert isinstance(event, Bid | GameBid | Hand) or hasattr(event, "hand")
    assert (type(event).__module__.endswith("bueter")) == bueter
    assert BIDDING.event_text(event) == line


def test_a_broken_bueter_file_is_told_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "jass.toml"
    ok("-f", str(path), "new", "--game", "bidding", "--rules", "bueter", "--players",
       "Anna,Beat,Cla")
    ok("-f", str(path), "bid", "Beat", "500")
    ok("-f", str(path), "hand", "--by", "Anna", "--points", "100")
    text = path.read_text(encoding="utf-8")
    for broken, says in ((text.replace("bid 2 500", "bid 2 505"), "not a Büter's bid"),
                         (text.replace("points 100", "points 170"), "0 to 157"),
                         (text.replace('"Cla",\n', '"Cla",\n    "Dora",\n'), "3 players"),
                         (text.replace("pair_target = 1000", "pair_target = 10"), "at least")):
        with pytest.raises(SessionFileError) as error:
            parse_game(str(path), broken.encode(), BIDDING)
        assert says in str(error.value) and ":" in str(error.value)
    assert load_game(path, BIDDING).board.totals == (100, 57)


def test_a_bueter_resumes_from_its_snapshot_as_from_its_whole_record() -> None:
    # Every write keeps a snapshot in the tests (tests/conftest.py): the race is kept as
    # its bid and hands and run again; what a read shows from it is what the whole record
    # gives once the snapshot is gone.
    ok("new", "--game", "bidding", "--rules", "bueter", "--players", "Anna,Beat,Cla")
    ok("bid", "Beat", "500")
    ok("hand", "--by", "Anna", "--points", "100")
    ok("hand", "--by", "Beat", "--factor", "2", "--points", "pair=120", "--weis", "bueter=50")
    snapshot = Path(".jass.toml.slate")
    assert '"checkpoint":2' in snapshot.read_text(encoding="utf-8")
    resumed = ok("show", "--json")
    assert "sound" in ok("check")
    snapshot.unlink()
    assert ok("show", "--json") == resumed
