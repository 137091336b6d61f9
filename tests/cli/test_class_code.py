"""The code dataclasses writes, kept between runs: the same classes, nothing compiled twice,
and a file that cannot be used is not used."""

from __future__ import annotations

import dataclasses
import hashlib
import inspect
import json
import marshal
import os
import stat
import subprocess
import sys
import types
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from typing import Any

import pytest

from jass_slate.cli import class_code

SOURCE = '''
from __future__ import annotations
from dataclasses import dataclass, field

@dataclass(frozen=True)
class Pile:
    team: int
    cards: tuple[str, ...] = ()
    seen: list[int] = field(default_factory=list, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "team", abs(self.team))

@dataclass(order=True, slots=True)
class Score:
    points: int
    name: str = "Anna"
'''


@pytest.fixture(autouse=True)
def bytecode_written(monkeypatch: pytest.MonkeyPatch) -> None:
    """As Python runs by default (the suite may run with PYTHONDONTWRITEBYTECODE)."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)


def made_with(exec_: object) -> dict[str, object]:
    """The module SOURCE defines, its dataclasses made through `exec_` (or as they are)."""
    module = types.ModuleType("kept_example")
    namespace: dict[str, object] = module.__dict__
    before = dataclasses.__dict__.get("exec")
    if exec_ is not None:
        dataclasses.exec = exec_  # type: ignore[attr-defined]
    sys.modules["kept_example"] = module
    try:
        exec(SOURCE, namespace)
    finally:
        del sys.modules["kept_example"]
        if before is None:
            dataclasses.__dict__.pop("exec", None)
        else:
            dataclasses.exec = before  # type: ignore[attr-defined]
    return namespace


def behaviour(namespace: dict[str, object]) -> list[object]:
    """What the classes do, said as plain values to compare."""
    pile, score = namespace["Pile"], namespace["Score"]
    assert isinstance(pile, type) and isinstance(score, type)
    one, same = pile(-2, ("♥A",)), pile(2, ("♥A",))
    with pytest.raises(dataclasses.FrozenInstanceError) as frozen:
        one.team = 3
    with pytest.raises(TypeError) as missing:
        pile()
    return [repr(one), one == same, hash(one) == hash(same), str(frozen.value),
            str(missing.value), one.seen is not same.seen,
            str(inspect.signature(pile)), vars(pile)["__init__"].__annotations__,
            [f.name for f in dataclasses.fields(pile)], dataclasses.replace(one, team=-5).team,
            score(1) < score(2), repr(score(1, "Beat")), vars(score)["__slots__"],
            vars(pile)["__match_args__"]]


def test_the_classes_are_made_the_same_and_compiled_once(tmp_path: Path) -> None:
    path = str(tmp_path / "code.marshal")
    first = class_code.Kept(path)
    plain = behaviour(made_with(None))
    assert behaviour(made_with(first.exec)) == plain
    # The guard: dataclasses compiles through its module's `exec`. If a Python release stops
    # doing so, nothing is kept and this fails (class_code then does nothing at all).
    assert len(first.made) >= 8
    first.write()
    again = class_code.Kept(path)
    assert set(again.codes) == set(first.made)
    assert behaviour(made_with(again.exec)) == plain
    assert again.made == {}  # every function's code came from the file
    again.write()  # nothing new: the file is not written again
    assert class_code.read(path).keys() == first.made.keys()


def test_another_commands_classes_are_added_to_the_file(tmp_path: Path) -> None:
    path = str(tmp_path / "code.marshal")
    one = class_code.Kept(path)
    made_with(one.exec)
    other = class_code.Kept(path)  # started before `one` wrote
    other.exec("def __create_fn__():\n def f(): return 1\n return f", {}, {})
    one.write()
    other.write()
    assert set(class_code.read(path)) == set(one.made) | set(other.made)


def test_a_file_grown_past_its_bound_keeps_only_what_a_run_used(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = str(tmp_path / "code.marshal")
    stale = {f"def __create_fn__():\n def f(): return {n}\n return f":
             compile(f"def __create_fn__():\n def f(): return {n}\n return f", "<string>",
                     "exec", dont_inherit=True) for n in range(30)}
    with open(path, "wb") as out:
        out.write(kept_file(stale))
    first = class_code.Kept(path)
    made_with(first.exec)
    first.write()  # 30 + the example's: under the bound, all kept
    assert len(class_code.read(path)) == 30 + len(first.made)
    monkeypatch.setattr(class_code, "MOST", 35)
    again = class_code.Kept(path)
    made_with(again.exec)
    again.exec("def __create_fn__():\n def g(): return 0\n return g", {}, {})
    again.write()  # past the bound: what this run used and made
    assert set(class_code.read(path)) == set(first.made) | set(again.made)
    assert len(again.used) == len(first.made) and len(again.made) == 1


def kept_file(codes: Any) -> bytes:
    """A kept file as jass-slate writes one: the magic number, the BLAKE2b hash of what
    follows, the marshalled code."""
    payload = marshal.dumps(codes)
    return MAGIC_NUMBER + hashlib.blake2b(payload, digest_size=32).digest() + payload


@pytest.mark.parametrize("data", [b"", b"garbage", MAGIC_NUMBER + b"\xff\x00",
                                  b"\x00\x00\r\n" + marshal.dumps({}),
                                  MAGIC_NUMBER + marshal.dumps({"def f(): pass": None}),
                                  kept_file(["def f(): pass"]),
                                  kept_file({"x": 1, 2: "y"})])
def test_a_file_that_cannot_be_used_is_not_used(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "code.marshal"
    path.write_bytes(data)
    kept = class_code.Kept(str(path))
    assert kept.codes == {}
    assert behaviour(made_with(kept.exec)) == behaviour(made_with(None))


def test_nothing_is_written_without_bytecode_or_where_it_cannot_be(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    kept = class_code.Kept(str(tmp_path / "code.marshal"))
    made_with(kept.exec)
    kept.write()
    assert list(tmp_path.iterdir()) == []
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    (tmp_path / "file").write_text("not a folder")
    blocked = class_code.Kept(str(tmp_path / "file" / "code.marshal"))
    made_with(blocked.exec)
    blocked.write()  # no error, and nothing left behind
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


RUN = ("import sys; sys.argv = ['jass-slate', *sys.argv[1:]]\n"
       "from jass_slate.cli import class_code\n"
       "from jass_slate.cli.main import main\n"
       "try:\n    main()\nexcept SystemExit:\n    pass\n"
       "print(class_code.install().path, len(class_code.install().made), file=sys.stderr)")


def run_kept(tmp_path: Path, *args: str) -> tuple[str, str, int]:
    """A command run whole, its cache in tmp_path/cache: stdout, the kept file, how many
    functions it compiled."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env |= {"XDG_CACHE_HOME": str(tmp_path / "cache"), "JASS_SLATE_LANG": "en"}
    done = subprocess.run([sys.executable, "-c", RUN, *args], capture_output=True,
                          text=True, env=env, cwd=tmp_path, check=False)
    assert "Traceback" not in done.stderr, done.stderr
    path, made = done.stderr.strip().splitlines()[-1].rsplit(" ", 1)
    return done.stdout, path, int(made)


def test_a_command_compiles_its_classes_once(tmp_path: Path) -> None:
    """Run whole: the file goes to the user's cache folder (here XDG_CACHE_HOME), never into
    the package, and the second run of a command compiles nothing and says the same."""
    _, path, made = run_kept(tmp_path, "new", "--team", "Anna & Beat", "--team", "Cla & Dora")
    tag = sys.implementation.cache_tag
    assert path == str(tmp_path / "cache" / "jass-slate" / f"dataclass-code.{tag}.marshal")
    assert made > 0 and Path(path).exists()
    assert stat.S_IMODE(Path(path).parent.stat().st_mode) == 0o700
    package = Path(class_code.__file__).parents[1]
    assert list(package.rglob("dataclass*.marshal")) == []  # nothing left for pip uninstall
    shown, _, _ = run_kept(tmp_path, "show", "--json")
    again, _, made = run_kept(tmp_path, "show", "--json")
    assert made == 0
    assert again == shown and json.loads(again)["game"] == 1


def test_the_cache_folder_is_the_users() -> None:
    home = os.path.expanduser("~")
    name = f"dataclass-code.{sys.implementation.cache_tag}.marshal"
    assert class_code.cache_path({"XDG_CACHE_HOME": "/var/cache/anna"}, "linux") == \
        f"/var/cache/anna/jass-slate/{name}"
    for environ in ({}, {"XDG_CACHE_HOME": ""}, {"XDG_CACHE_HOME": "relative/cache"}):
        assert class_code.cache_path(environ, "linux") == f"{home}/.cache/jass-slate/{name}"
    assert class_code.cache_path({}, "darwin") == f"{home}/Library/Caches/jass-slate/{name}"
    assert class_code.cache_path({"LOCALAPPDATA": "C:/Users/anna/AppData/Local"}, "win32") \
        == f"C:/Users/anna/AppData/Local/jass-slate/{name}"


FLIPS = """import sys
from jass_slate.cli import class_code
path, *bits = sys.argv[1:]
data = open(path, "rb").read()
for bit in map(int, bits):
    flipped = bytearray(data)
    flipped[bit // 8] ^= 1 << bit % 8
    open(path, "wb").write(flipped)
    print(bit, len(class_code.read(path)))
"""


def test_no_single_bit_flip_is_run_nor_crashes(tmp_path: Path) -> None:
    """Each bit of the head and 150 more across the file, flipped alone: never a traceback or
    a crash, never a function taken from it; a command then runs as before and writes the
    file anew."""
    new = ["new", "--team", "Anna & Beat", "--team", "Cla & Dora"]
    shown, path, _ = run_kept(tmp_path, *new)
    size, functions = Path(path).stat().st_size, len(class_code.read(path))
    assert size > 100_000 and functions > 100
    bits = [*range(8 * 48), *range(8 * 48, 8 * size, 8 * size // 150)]
    done = subprocess.run([sys.executable, "-c", FLIPS, path, *map(str, bits)],
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.splitlines() == [f"{bit} 0" for bit in bits]
    (tmp_path / "jass.toml").unlink()
    again, _, made = run_kept(tmp_path, *new)  # the last flip still there: not used
    assert again == shown and made == functions
    assert len(class_code.read(path)) == functions  # written anew


def bytes_read() -> int:
    """What this process has read from files so far (Linux)."""
    with open("/proc/self/io", encoding="ascii") as io:
        return int(next(line for line in io if line.startswith("rchar:")).split()[1])


@pytest.mark.skipif(not os.path.exists("/proc/self/io"), reason="Linux counts bytes read")
def test_a_file_past_the_bound_is_not_read(tmp_path: Path) -> None:
    """A planted 300 MB file (sparse here) that begins as a kept file: not a byte of its
    body is read, nothing is taken from it, and the next write replaces it."""
    path = tmp_path / "kept.marshal"
    with path.open("wb") as out:
        out.write(kept_file({}))
        out.truncate(300_000_000)
    before = bytes_read()
    kept = class_code.Kept(str(path))
    assert bytes_read() - before < 4096
    assert kept.codes == {}
    kept.exec("def f(): return 1", {}, {})
    kept.write()
    assert path.stat().st_size < 1000 and len(class_code.read(str(path))) == 1


def test_the_file_an_older_version_left_in_the_package_is_removed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    packaged = tmp_path / "__pycache__" / "dataclass_code.cpython-311.marshal"
    packaged.parent.mkdir()
    packaged.write_bytes(b"old")
    monkeypatch.setattr(class_code, "PACKAGED", str(packaged))
    kept = class_code.Kept(str(tmp_path / "cache" / "kept.marshal"))
    kept.exec("def f(): return 1", {}, {})
    kept.write()
    assert not packaged.exists()
    assert len(class_code.read(kept.path)) == 1


def test_kept_code_another_user_may_write_is_not_run(tmp_path: Path) -> None:
    from jass_slate.cli import class_code

    path = tmp_path / "kept.marshal"
    kept = class_code.Kept(str(path))
    kept.exec("def f(): return 1", {}, {})
    kept.write()
    assert class_code.read(str(path))  # ours, 0o644: read
    path.chmod(0o666)
    assert class_code.read(str(path)) == {}  # anyone may write it: not run


def test_kept_code_is_never_written_through_a_planted_link(tmp_path: Path) -> None:
    import os

    from jass_slate.cli import class_code

    path = tmp_path / "kept.marshal"
    victim = tmp_path / "victim"
    victim.write_text("mine")
    (tmp_path / f"kept.marshal.{os.getpid()}").symlink_to(victim)
    kept = class_code.Kept(str(path))
    kept.exec("def g(): return 2", {}, {})
    kept.write()
    assert victim.read_text() == "mine"
    assert not path.exists()  # the write gave up rather than follow the link
