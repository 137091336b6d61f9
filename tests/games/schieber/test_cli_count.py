"""`count`: a pile's card points from the command line, with and without a session."""

from __future__ import annotations

from pathlib import Path

from tests.cli_tools import NEW, as_json, ok, refused, run


def test_seed_000s_trick_in_hearts_is_45_worth_90() -> None:
    out = ok("count", "♣A", "♥9", "♥J", "♣7", "--contract", "hearts")
    assert out.splitlines() == [
        "4 cards in ♥ hearts:",
        "  ♣A       11",
        "  ♥9       14",
        "  ♥J       20",
        "  ♣7        0",
        "  total    45",
        "45 × 2 = 90",
    ]


def test_json_gives_each_card_and_the_total() -> None:
    data = as_json("count", "c-A", "h9", "hearts-J", "7♣", "--contract", "herz")
    assert data["points"] == 45
    assert data["cards"] == [{"card": "♣A", "points": 11}, {"card": "♥9", "points": 14},
                             {"card": "♥J", "points": 20}, {"card": "♣7", "points": 0}]
    assert (data["factor"], data["worth"], data["contract"]) == (2, 90, "hearts")


def test_last_adds_the_last_tricks_5() -> None:
    data = as_json("count", "c6-a", "d6-a", "h6-a", "s6-a", "--last", "-c", "obenabe")
    assert (data["points"], data["last_trick"], data["worth"]) == (157, 5, 471)  # 157 × 3


def test_both_undenufe_valuations() -> None:
    classic = as_json("count", "♠A", "♠6", "♦6", "-c", "undenufe")
    modern = as_json("count", "♠A", "♠6", "♦6", "-c", "undenufe", "--undenufe", "modern")
    assert classic["points"] == 11  # 11 + 0 + 0
    assert modern["points"] == 22  # 0 + 11 + 11
    assert modern["undenufe_points"] == "modern"


def test_the_open_hands_contract_and_the_sessions_rules_are_the_default(
        session_file: Path, tmp_path: Path) -> None:
    rules = tmp_path / "modern.toml"
    rules.write_text('preset = "classic"\nundenufe_points = "modern"\n', "utf-8")
    ok(*NEW, "--rules", str(rules))
    ok("start", "undenufe")
    data = as_json("count", "♠A", "♠6")
    assert (data["contract"], data["points"], data["factor"]) == ("undenufe", 11, 4)
    assert as_json("count", "♠A", "♠6", "-c", "clubs")["points"] == 11  # ace 11, six 0


def test_swiss_cards_with_a_swiss_session() -> None:
    ok(*NEW, "--rules", "classic-swiss")
    data = as_json("count", "rU", "r9", "eA", "sB", "--contract", "roses")
    assert data["points"] == 55  # 20 + 14 + 11 + 10


def test_bad_piles_are_refused_with_one_line_and_the_file_unchanged(session_file: Path) -> None:
    ok(*NEW)
    ok("start", "hearts")
    assert "given twice" in refused(session_file, "count", "♥9", "h9")
    assert "unknown card" in refused(session_file, "count", "♥5")
    assert "36 cards, not 37" in refused(session_file, "count", "c6-a", "d6-a", "h6-a", "s6-a",
                                         "♥9")
    assert "swiss deck" in refused(session_file, "count", "rosen9")


def test_without_a_contract_or_cards_it_is_a_usage_error() -> None:
    assert run("count", "♥9").exit_code == 2
    assert run("count", "-c", "hearts").exit_code == 2
    assert run("count", "♥9", "-c", "hearts", "--undenufe", "sometimes").exit_code == 2
