#!/usr/bin/env bash
# A six-player evening to 1000 under the classic rules: two teams of three sitting
# alternately, the push going on to the third partner, a correction, a fix and an undo.
# Run it from anywhere:  bash examples/six-players.sh
# It writes a session file (default: a fresh temporary one) and shows the history.
set -euo pipefail

JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/six-players.toml}
jass() { $JASS "$@"; }

# Seated anticlockwise, the teams alternating: Anna Dora Beat Emil Chris Fritz.
jass new --team "Anna & Beat & Chris" --team "Dora & Emil & Fritz" --first-forehand Anna \
    --target 1000

jass hand hearts --pushed 2 --points 1=100 --weis 1=20   # Anna pushes to Beat, Beat on to Chris
jass hand obenabe --pushed --points 2=80                 # Dora pushes, Emil chooses Obenabe
jass fix 2 obenabe --pushed --points 2=90                # they counted 90, not 80

# Beat's hand, scored as it is played:
jass start spades                                        # Beat chooses spades (×1)
jass weis 2 50                                           # after the first trick
jass stoeck 1
jass tricks --points 1=100                               # Anna & Beat & Chris take the Bergpreis

jass hand undenufe --pushed 2 --points 2=60              # Emil to Fritz, on to Dora: Undenufe
jass correct 2 +80 --why "Weis 20 of hand 4 not written (×4)"
jass correct 1 +10 --why "test"                          # a slip ...
jass undo                                                # ... taken back

jass hand clubs --points 2=100                           # Chris: clubs; 1006 reaches 1000

jass history
