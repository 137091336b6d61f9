#!/usr/bin/env bash
# A Guggitaler evening for four with the Jassbuch's units and the domino: the `jassbuch`
# preset. Each player alone; five hands each penalise one thing (each trick 1, each
# heart 2, each queen 4, the king of clubs 8, the last trick 10), then the domino gives
# back credits by finishing place (25, 16, 12, 8). The lowest total wins.
# Run it from anywhere:  bash examples/guggitaler.sh
# It writes a session file (default: a fresh temporary one) and shows the board.
set -euo pipefail

JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/guggitaler.toml}
jass() { $JASS "$@"; }

jass new --game guggitaler --players Anna,Beat,Cla,Dora

# Each hand: each player's count of what it penalises; Dora, left out, has the rest.
jass hand Anna=3 Beat=2 Cla=4     # tricks x1: Dora 9-9 = 0    -> 3 2 4 0      totals 3 2 4 0
jass hand Anna=2 Beat=5 Cla=0     # hearts x2: Dora 9-7 = 2    -> 4 10 0 4     totals 7 12 4 4
jass hand Anna=1 Beat=0 Cla=2     # queens x4: Dora 4-3 = 1    -> 4 0 8 4      totals 11 12 12 8
jass hand Cla                     # the king of clubs x8 to Cla -> 0 0 8 0     totals 11 12 20 8
jass hand Beat                    # the last trick x10 to Beat  -> 0 10 0 0    totals 11 22 20 8
#   the five hands wrote 61 = 9x1 + 9x2 + 4x4 + 8 + 10
jass show
jass domino Dora,Anna,Cla,Beat    # credits by place: Dora -25, Anna -16, Cla -12, Beat -8
#   11-16 = -5, 22-8 = 14, 20-12 = 8, 8-25 = -17 (61 given back: 0 in all): Dora wins
jass show
jass check
