#!/usr/bin/env bash
# A tournament night: eight players, three rounds (Passen) of two hands each (a club plays
# 8 or 12: --hands 8 takes the passe-8 preset), partners drawn anew each round. Every
# table records with the normal `hand` command on its own file; the standings add each
# player's Passen (his team's points). Seed 7 makes the draw below, every time.
# Run it from anywhere:  bash examples/tournament.sh [FOLDER]
# It writes the tournament's folder (default: a fresh temporary one) and shows the standings.
set -euo pipefail

JASS=${JASS:-jass-slate}
NIGHT=${1:-$(mktemp -d)/night}
jass() { $JASS "$@"; }

jass tournament new "$NIGHT" --players A,B,C,D,E,F,G,H --rounds 3 --hands 2 --seed 7
# Round 1: B & G against C & E; F & H against D & A
# Round 2: F & G against H & B; D & C against E & A
# Round 3: A & F against G & E; C & B against D & H

table() { jass -f "$NIGHT/round-$1/table-$2.toml" hand hearts --points "1=$3"; }
# Each hand is hearts ×1, 157 points: team 1 (seats 1 and 3, named first) takes what is
# said, team 2 the rest. Each table's Passe sums to 2 × 157 = 314.
table 1 1 100; table 1 1 90     # B & G 100 + 90 = 190;  C & E 57 + 67 = 124
table 1 2 80;  table 1 2 120    # F & H 80 + 120 = 200;  D & A 77 + 37 = 114
table 2 1 60;  table 2 1 70     # F & G 60 + 70 = 130;   H & B 97 + 87 = 184
table 2 2 110; table 2 2 100    # D & C 110 + 100 = 210; E & A 47 + 57 = 104
table 3 1 90;  table 3 1 90     # A & F 90 + 90 = 180;   G & E 67 + 67 = 134
table 3 2 50;  table 3 2 140    # C & B 50 + 140 = 190;  D & H 107 + 17 = 124

jass tournament check "$NIGHT"  # every table back, sound, at its place, as drawn
jass tournament show "$NIGHT"
# B 190 + 184 + 190 = 564, C 124 + 210 + 190 = 524, F 200 + 130 + 180 = 510,
# H 200 + 184 + 124 = 508, G 190 + 130 + 134 = 454, D 114 + 210 + 124 = 448,
# A 114 + 104 + 180 = 398, E 124 + 104 + 134 = 362.
jass tournament show "$NIGHT" --after 1   # after round 1: F and H share the first place (200)
