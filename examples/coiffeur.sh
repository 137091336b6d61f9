#!/usr/bin/env bash
# A Coiffeur evening (issue 16) on the default slate, "Jassreglement 8": row N has factor N.
# Each team plays each row once; only the declaring team's points are written.
# Run it from anywhere:  bash examples/coiffeur.sh
set -euo pipefail

JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/coiffeur.toml}
jass() { $JASS "$@"; }

jass new --game coiffeur --team "Anna & Beat" --team "Cla & Dora"

jass hand 1 --by Anna --points 80             # ×1: 80
jass hand eicheln --by Cla --points 70        # the ×1 row by name: 70
jass hand rosen --by 1 --points 100           # ×2: 200
jass hand kreuz --by Dora --points 1=57       # Anna & Beat made 57: Cla & Dora write 100, 200
jass hand 3 --by Beat --match                 # ×3: Match, 3 × 257 = 771
jass hand 3 --by 2 --points 60                # ×3: 180
jass hand herz --by Anna --points 90          # ×4: 360
jass hand schellen --by Dora --kontermatch    # ×4: no trick, 0
jass hand obenabe --by 1 --points 120         # ×5: 600
jass hand oben --by Cla --points 101          # a slip of the pen ...
jass fix 5 --by 2 --points 110                # ... fixed: ×5 110 = 550
jass hand undenufe --by Beat --scratch        # ×6 given up: 0, crossed out
jass hand 6 --by Dora --points 130            # ×6: 780
jass hand joker --by Anna --points 100        # the first open Joker, ×7: 700
jass hand joker --by Cla --match              # ×7: Match, 7 × 257 = 1799
jass hand joker --by Beat --points 140        # the ×8 Joker: 1120
jass hand 8 --by 2 --points 57                # typed 57 for the ×8 row ...
jass undo                                     # ... taken back
jass hand 8 --by 2 --points 50                # ×8: 400
# Anna & Beat 80 + 200 + 771 + 360 + 600 + 0 + 700 + 1120 = 3831
# Cla & Dora  70 + 200 + 180 + 0 + 550 + 780 + 1799 + 400 = 3979
jass history
jass show --evaluation
