"""What the scorer's keypad may write (`serve --write`): a `POST` to the write link's
`/record` path, `{"words": [...the CLI's words...], "key": "<a random id per entry>"}`.

The words must start with a recording command of the session's game (its keypad says
which: shell/hooks.py) and are run as the CLI runs them (the app, through the command's
context: shell/every_game.py), with `--json`: the answer is what the command prints
(HTTP 200), or `{"error": "<the one-line reason>", "exit": N}` (HTTP 422) with CLI.md's
exit code (1 refused, 2 usage). Nothing else is run: no other command, no option before
the command (a file, a language), no help.

A key is remembered with its first answer for as long as the server runs, the life of
its write token: a repeated key (a double tap, a retry after a lost answer) runs nothing
and gets that answer again. The next server has a new token, so no page of the old one
can send a key it would have to know. A key whose command could not use the file (exit
3: locked too long, unreadable) is not remembered: nothing was written, and a retry may
write it. An entry without a key is run each time it comes (a script's choice).

Requests are limited: `MOST_BYTES` a body, `MOST_WORDS` words of `MOST_WORD_CHARACTERS`,
and a rate (`Bucket`: `BURST` at once, `PER_SECOND` after that) for all phones together.
"""

from __future__ import annotations

import json
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.core.errors import JassError
from jass_slate.language.i18n import _

if TYPE_CHECKING:
    from jass_slate.render.keypad import Keypad

MOST_BYTES = 4096
MOST_WORDS = 48
MOST_WORD_CHARACTERS = 200
MOST_KEYS = 100_000  # remembered keys; the oldest goes first (a season of hands, many times)
MOST_KEY_CHARACTERS = 128
BURST = 30
PER_SECOND = 10.0
NEVER = frozenset({"--help", "-h", "--version"})
FILE_UNUSABLE = 3


@dataclass
class Bucket:
    """A rate for all the phones together: `burst` at once, then `rate` a second."""

    burst: float = BURST
    rate: float = PER_SECOND
    left: float = BURST
    last: float = field(default_factory=time.monotonic)

    def take(self) -> bool:
        now = time.monotonic()
        self.left = min(self.burst, self.left + (now - self.last) * self.rate)
        self.last = now
        if self.left < 1:
            return False
        self.left -= 1
        return True


@dataclass(frozen=True)
class Ran:
    """How a command ended: CLI.md's exit code, what it printed on stdout, and on stderr."""

    exit: int
    out: str
    err: str


@dataclass(frozen=True)
class Answer:
    """An HTTP status and its JSON body."""

    status: HTTPStatus
    body: bytes


def refusal(status: HTTPStatus, reason: str, code: int) -> Answer:
    body = json.dumps({"error": reason, "exit": code}, ensure_ascii=False)
    return Answer(status, body.encode("utf-8"))


@dataclass
class Recorder:
    """The write side of one server: it runs the words and remembers each key's answer."""

    path: Path
    keypad: Callable[[Path], Keypad]
    run: Callable[[Path, list[str]], Ran]
    bucket: Bucket = field(default_factory=Bucket)
    answers: OrderedDict[str, Answer] = field(default_factory=OrderedDict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, body: bytes) -> Answer:
        """The answer to one POST's body (its size and type are checked before)."""
        with self.lock:
            asked = _asked(body)
            if isinstance(asked, Answer):
                return asked
            words, key = asked
            known = None if key is None else self.answers.get(key)
            if known is not None:  # a retry runs nothing: it is not held to the rate
                return known
            if not self.bucket.take():
                return refusal(HTTPStatus.TOO_MANY_REQUESTS,
                               _("too many entries at once; try again in a moment"), 1)
            answer = self._answer(words)
            if key is not None and answer.status is not HTTPStatus.SERVICE_UNAVAILABLE:
                self.answers[key] = answer
                while len(self.answers) > MOST_KEYS:
                    self.answers.popitem(last=False)
            return answer

    def _answer(self, words: list[str]) -> Answer:
        try:
            commands = self.keypad(self.path).commands
        except (JassError, OSError, ValueError) as error:  # the file cannot be used now
            return refusal(HTTPStatus.SERVICE_UNAVAILABLE, self._pathless(str(error)),
                           FILE_UNUSABLE)
        if words[0] not in commands:
            return refusal(HTTPStatus.UNPROCESSABLE_ENTITY, _(
                "{command!r} is not a command the keypad records: say one of {commands}")
                .format(command=words[0], commands=", ".join(sorted(commands))), 1)
        return self._ran(words)

    def _ran(self, words: list[str]) -> Answer:
        ran = self.run(self.path, [*words, "--json"])
        if ran.exit == 0:
            return Answer(HTTPStatus.OK, ran.out.encode("utf-8"))
        reason = self._pathless(_first_reason(ran.err))
        if ran.exit == FILE_UNUSABLE:
            return refusal(HTTPStatus.SERVICE_UNAVAILABLE, reason, ran.exit)
        return refusal(HTTPStatus.UNPROCESSABLE_ENTITY, reason, ran.exit)


    def _pathless(self, reason: str) -> str:
        """A reason without the folders of the session file: the phones see its name."""
        for said in sorted({str(self.path.resolve()), str(self.path.absolute()),
                            str(self.path)}, key=len, reverse=True):
            reason = reason.replace(said, self.path.name)
        return reason


def _first_reason(err: str) -> str:
    """The one line a refused command said (`jass-slate: ...`), without its prefix."""
    for line in err.splitlines():
        if line.startswith("jass-slate: "):
            return line.removeprefix("jass-slate: ").strip()
    lines = [line for line in err.splitlines() if line.strip()]
    return lines[-1].strip() if lines else "refused"


def _asked(body: bytes) -> tuple[list[str], str | None] | Answer:
    """The words and the key a body holds, or why it is refused (nothing is run)."""
    try:
        data: Any = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return refusal(HTTPStatus.BAD_REQUEST, _("the entry is not JSON"), 2)
    if not isinstance(data, dict):
        return refusal(HTTPStatus.BAD_REQUEST, _("the entry is not a JSON object"), 2)
    words, key = data.get("words"), data.get("key")
    if key is not None and not (isinstance(key, str) and 0 < len(key) <= MOST_KEY_CHARACTERS):
        return refusal(HTTPStatus.BAD_REQUEST, _(
            "an entry's key is a text of 1 to {most} characters").format(
                most=MOST_KEY_CHARACTERS), 2)
    if not isinstance(words, list) or not words or len(words) > MOST_WORDS or not all(
            isinstance(word, str) and 0 < len(word) <= MOST_WORD_CHARACTERS
            for word in words):
        return refusal(HTTPStatus.BAD_REQUEST, _(
            "an entry's words are a list of 1 to {most} words").format(most=MOST_WORDS), 2)
    if NEVER.intersection(words) or any("\0" in word for word in words):
        return refusal(HTTPStatus.UNPROCESSABLE_ENTITY, _(
            "the keypad records; it does not show help"), 2)
    return words, key
