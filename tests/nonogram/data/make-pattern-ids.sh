#!/usr/bin/env bash
# Writes pattern-ids.txt (to standard output): game IDs made by Simon Tatham's Pattern (nonogram;
# /usr/games/sgt-pattern, Debian package sgt-puzzles), every preset (10x10 to 30x30) and a few
# grids that are not square. Pattern's generator keeps only puzzles its own line solver finishes,
# so each has exactly one solution. (Pattern's --print segfaults in this build, so its own
# solutions cannot be read off as for Singles; the tests check the one solution with `check`.)
# Run from anywhere:
#   tests/nonogram/data/make-pattern-ids.sh > tests/nonogram/data/pattern-ids.txt
set -euo pipefail
game=/usr/games/sgt-pattern
runs=("4 10x10" "4 15x15" "4 20x20" "4 25x25" "8 30x30" "3 12x8" "3 5x15" "2 40x40")
echo "# Simon Tatham's Pattern (nonogram) game IDs, one per line: pattern:PARAMS:DESC."
echo "# Made by tests/nonogram/data/make-pattern-ids.sh with $(dpkg-query -W -f '${Package} ${Version}' sgt-puzzles 2>/dev/null || echo sgt-puzzles):"
for run in "${runs[@]}"; do
  set -- $run
  echo "#   $game --generate $1 $2"
done
for run in "${runs[@]}"; do
  set -- $run
  echo
  echo "# --generate $1 $2"
  "$game" --generate "$1" "$2" 2>/dev/null | sed 's/^/pattern:/'
done
