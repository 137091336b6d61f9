"""`python -m jass_slate` runs the same CLI as the `jass-slate` script."""

from jass_slate.cli.main import main

main()
