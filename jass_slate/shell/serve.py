"""`serve` in every game: the live page of the session, for every phone at the table (each
game's `serve` command, with its own help, runs `serve` here).

Only typer is imported at start-up; the server, the page and the drawing when it runs.
"""

from __future__ import annotations

import secrets
import signal
import sys
from typing import TYPE_CHECKING

import typer

from jass_slate.core.errors import RuleError, message
from jass_slate.language.i18n import N_, _
from jass_slate.shell.common import say, session_path
from jass_slate.shell.options import DEFAULT_PORT, LanOpt, PortOpt
from jass_slate.shell.recording import Recorder

if TYPE_CHECKING:
    from jass_slate.shell.serving import Serving

TOKEN_BYTES = 16  # 128 bits: not guessed by anyone on the same network


def lan_address() -> str:
    """This machine's address on the local network, as the phones reach it."""
    import socket

    try:
        found = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        found = []
    for *_rest, address in found:
        if not str(address[0]).startswith("127."):
            return str(address[0])
    # Ask the routing table which address would be used: connect() on a UDP socket only
    # chooses the route, it sends no packet.
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def serve(ctx: typer.Context, port: PortOpt = DEFAULT_PORT, lan: LanOpt = False,
          write: bool = False) -> None:
    """The live page of the session, whatever game it holds (the games' own `serve`
    commands, with their own help, run this); with `write`, the scorer's keypad too."""
    from jass_slate.shell.every_game import every_game
    from jass_slate.shell.serving import LiveSession, Serving

    path = session_path(ctx)
    games = every_game(ctx)
    pages = games.page  # the page of the game the file holds, whenever it is read
    pages(path)  # a file that cannot be used is refused now (exit 3), as by every command
    serving = Serving(LiveSession(path, pages, games.keypad if write else None), port,
                      access_token(lan))
    if write:
        serving.recorder = Recorder(path, games.keypad, games.run)
        serving.write_token = secrets.token_urlsafe(TOKEN_BYTES)
    run_server(serving, lan)


def access_token(lan: bool) -> str | None:
    """The token every request must carry where the page is served to the network."""
    return secrets.token_urlsafe(TOKEN_BYTES) if lan else None


def run_server(serving: Serving, lan: bool) -> None:
    """Serve the page until Ctrl-C or a service manager's stop: on this computer, or with
    `lan` to the network (its address and code said)."""
    from jass_slate.shell.serving import make_server

    try:
        server = make_server(serving, "0.0.0.0" if lan else "127.0.0.1")
    except OSError as error:
        raise RuleError(message(N_("cannot listen on port {port}: {reason}; nothing is served"),
                                port=serving.port, reason=error.strerror or error)) from None
    signal.signal(signal.SIGTERM, _stop)  # a service manager's stop ends it as Ctrl-C does
    signal.signal(signal.SIGINT, signal.default_int_handler)  # even if started ignoring it
    try:
        _say_where(serving, lan)
        server.serve_forever(poll_interval=0.25)
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    say(_("Stopped serving the slate."))


def _say_where(serving: Serving, lan: bool) -> None:
    if lan:
        url = f"http://{lan_address()}:{serving.port}/?t={serving.token}"
        _show_code(url)
        say(_("On the phones at the table: scan the code or open {url}").format(url=url))
        say(_("Anyone with this address can read the slate; nothing on the page can change it."))
    else:
        url = f"http://127.0.0.1:{serving.port}/"
        say(_("The live slate is at {url} (this computer only; --lan for the phones)")
            .format(url=url))
    if serving.write_token is not None:  # before the last line, which says how to stop
        _say_keypad(serving, lan)
    say(_("Read-only, updated within a second of every recorded hand. Ctrl-C stops."))
    sys.stdout.flush()


def _say_keypad(serving: Serving, lan: bool) -> None:
    """The scorer's link, with its own token: share it only with those who keep the score."""
    host = lan_address() if lan else "127.0.0.1"
    url = f"http://{host}:{serving.port}/w/{serving.write_token}/"
    if lan:
        _show_code(url)
        say(_("The scorers' keypad: scan this code or open {url}").format(url=url))
    else:
        say(_("The scorers' keypad is at {url} (this computer only)").format(url=url))
    say(_("Anyone with this second link can write to the session: give it to the scorers "
          "only."))


def _stop(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _show_code(url: str) -> None:
    from jass_slate.render.qr import qr_lines

    for line in qr_lines(url, colour=sys.stdout.isatty()):
        typer.echo(line)

