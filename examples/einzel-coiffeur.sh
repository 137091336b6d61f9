#!/usr/bin/env bash
# An Einzel-Coiffeur of four: each player alone, a column each, the Einzel-Coiffeur's
# eight rows (Shields and Roses ×2, Acorns and Bells ×3, Obenabe ×5, Undenufe ×6, two
# Jokers ×7 and ×8). Each declares every row once; only the declarer writes.
# Run it from anywhere:  bash examples/einzel-coiffeur.sh
# It writes a session file (default: a fresh temporary one) and shows the slate.
set -euo pipefail

JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/einzel-coiffeur.toml}
jass() { $JASS "$@"; }

jass new --game coiffeur --players Anna,Beat,Cla,Dora

jass hand obenabe  --by Anna --points 70     # ×5: 350
jass hand 1        --by Beat --match         # Shields ×2, a Match: 2 × 257 = 514
jass hand undenufe --by Cla  --points 41     # ×6: 246
jass hand 2        --by Dora --scratch       # Roses ×2 given up: 0, played
jass hand joker    --by Dora --points 90     # the first Joker, ×7: 630
jass hand joker    --by Dora --points 20     # the second, ×8: 160
jass fix joker     --by Dora --points 95     # her first Joker was 95: ×7 = 665
jass show                                    # Anna 350, Beat 514, Cla 246, Dora 825
