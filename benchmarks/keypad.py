"""What an entry on the scorer's keypad costs (`serve --write`): HANDS hands posted one
after the other to `POST /w/TOKEN/record` of a server on the loopback, the time from
sending each until its answer is read, on a session that grows from empty.

    python benchmarks/keypad.py --hands 60

prints the median, the 90th percentile and the slowest, in milliseconds, and the same
hands typed as `jass-slate hand ... --json` processes for comparison (the keypad runs
the command in the server's process, so it pays no start-up).
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from benchmarks.stress import command, hand_args, new_session, quiet_env
from jass_slate.cli.app import app
from jass_slate.cli.several import RegisteredGames
from jass_slate.shell.recording import Bucket, Recorder
from jass_slate.shell.serving import LiveSession, Serving, make_server

TOKEN = "t" * 22


def posted(hands: int, path: Path) -> list[float]:
    games = RegisteredGames(app)
    serving = Serving(LiveSession(path, games.page, games.keypad), 0,
                      recorder=Recorder(path, games.keypad, games.run,
                                        Bucket(10**6, 10**6, 10**6)),
                      write_token=TOKEN)
    server = make_server(serving, "127.0.0.1")
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    took = []
    for number in range(hands):
        body = json.dumps({"words": hand_args(number), "key": f"hand-{number}"}).encode()
        began = time.perf_counter()
        connection = http.client.HTTPConnection("127.0.0.1", serving.port)
        connection.request("POST", f"/w/{TOKEN}/record", body,
                           {"Content-Type": "application/json"})
        answer = connection.getresponse()
        answer.read()
        took.append((time.perf_counter() - began) * 1000)
        connection.close()
        assert answer.status == 200, number
    server.shutdown()
    return took


def typed(hands: int, path: Path) -> list[float]:
    took = []
    for number in range(hands):
        began = time.perf_counter()
        subprocess.run(command(path, [*hand_args(number), "--json"]), env=quiet_env(),
                       capture_output=True, check=True)
        took.append((time.perf_counter() - began) * 1000)
    return took


def said(name: str, took: list[float]) -> str:
    ordered = sorted(took)
    return (f"{name}: median {statistics.median(ordered):.0f} ms, 90th percentile "
            f"{ordered[int(len(ordered) * 0.9) - 1]:.0f} ms, slowest {ordered[-1]:.0f} ms "
            f"({len(ordered)} hands)")


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=60)
    hands = parser.parse_args(argv).hands
    with tempfile.TemporaryDirectory() as folder:
        for name, way in (("keypad POST /record", posted), ("jass-slate hand --json", typed)):
            path = Path(folder) / f"{way.__name__}.toml"
            new_session(path)
            print(said(name, way(hands, path)))


if __name__ == "__main__":
    main(sys.argv[1:])
