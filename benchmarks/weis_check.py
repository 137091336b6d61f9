"""How long `weis-check` takes on a full deal of 36 cards, beyond start-up.

Run: python benchmarks/weis_check.py [--rounds N]

Three figures, each the median over random deals (a fixed seed, so runs compare):
- core: parsing the four `NAME: CARDS` declarations and adjudicating them
  (what the command computes);
- command: `weis-check --player ... --json` run in-process through the app's Click
  command, built once (Typer spends about 20 ms building the whole command tree on
  every start, whatever the command: that is start-up, not weis-check);
- start-up: `python -m jass_slate --help` in a fresh interpreter, for scale.
"""

from __future__ import annotations

import argparse
import functools
import io
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from contextlib import redirect_stdout
from typing import Any

from jass_slate.core.cards import Contract, Deck, full_deck
from jass_slate.core.held_cards import parse_table
from jass_slate.core.notation import hand_text
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.scoring.weis_cards import WeisTable
from jass_slate.games.schieber.scoring.weis_verdict import Player, adjudicate

NAMES = ("Anna", "Cla", "Beat", "Dora")


def random_deal(rng: random.Random) -> list[str]:
    """Four `NAME: CARDS` declarations holding all 36 cards."""
    cards = list(full_deck(Deck.FRENCH))
    rng.shuffle(cards)
    return [f"{name}: {hand_text(cards[9 * i:9 * i + 9])}" for i, name in enumerate(NAMES)]


def core(deal: list[str], contract: Contract) -> None:
    table = WeisTable(preset("classic"), contract)
    saids = parse_table(deal, Deck.FRENCH)
    adjudicate([Player(s.name, i % 2, s.cards) for i, s in enumerate(saids)], table)


@functools.cache
def click_command() -> Any:
    import typer.main

    from jass_slate.cli.app import app

    return typer.main.get_command(app)


def command(deal: list[str], contract: Contract) -> None:
    args = ["weis-check", "--contract", contract.value, "--json"]
    for said in deal:
        args += ["--player", said]
    with redirect_stdout(io.StringIO()):
        try:
            click_command().main(args, prog_name="jass-slate", standalone_mode=False)
        except SystemExit as done:  # pragma: no cover - a refusal would be a bug here
            raise AssertionError(f"weis-check refused the deal {deal}") from done


def median_ms(work: Callable[[list[str], Contract], None], rounds: int) -> float:
    rng = random.Random(36)
    contracts = [*list(Contract)[:4], Contract.OBENABE, Contract.UNDENUFE]
    times = []
    for number in range(rounds):
        deal = random_deal(rng)
        started = time.perf_counter()
        work(deal, contracts[number % len(contracts)])
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def startup_ms(rounds: int = 5) -> float:
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "jass_slate", "--help"], check=True,
                       capture_output=True)
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=500)
    rounds = parser.parse_args().rounds
    command(random_deal(random.Random(0)), Contract.HEARTS)  # import and warm up once
    print(f"core (parse + adjudicate 36 cards): {median_ms(core, rounds):7.2f} ms median")
    print(f"weis-check --json in-process:       {median_ms(command, rounds):7.2f} ms median")
    started = time.perf_counter()
    click_command.cache_clear()
    click_command()
    print(f"Typer building the command tree:    {(time.perf_counter() - started) * 1000:7.2f} ms"
          " (every command, at start-up)")
    print(f"start-up (python -m jass_slate):    {startup_ms():7.2f} ms median, for scale")


if __name__ == "__main__":
    main()
