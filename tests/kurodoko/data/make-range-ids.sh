#!/usr/bin/env bash
# Writes range-ids.txt (to standard output): game IDs made by Simon Tatham's Range (kurodoko;
# /usr/games/sgt-range, Debian package sgt-puzzles) with fixed seeds, each followed by the
# solution Range's own solver draws for it. Run from anywhere:
#   tests/kurodoko/data/make-range-ids.sh > tests/kurodoko/data/range-ids.txt
set -euo pipefail
game=/usr/games/sgt-range

# "count params": small grids, Range's four presets (9x6, 12x8, 13x9, 16x11) and 12x12. Range
# has no difficulty levels.
runs=("4 5x5#gridsat" "4 7x7#gridsat" "8 9x6#gridsat" "8 12x8#gridsat" "8 13x9#gridsat"
      "8 16x11#gridsat" "8 12x12#gridsat")

# The solution of one ID: Range draws the puzzle, then (--with-solutions) the solved grid, cell by
# cell, row by row from the top; each cell is a square path filled white (`1 setgray fill`) or
# black (`0 setgray fill`). On the second page those fills are the solution: 1 = black.
solution() {
  local params=${1%%:*}
  local w=${params%%x*} h=${params##*x}
  echo "$1" | "$game" --print 1x1 --with-solutions 2>/dev/null |
    awk -v w="$w" -v h="$h" '
      /showpage/ { page++; next }
      page == 1 && / 511 0 rlineto 0 -511 rlineto -511 0 rlineto closepath$/ { cell = 1; next }
      page == 1 && cell && /setgray fill$/ { cells[count++] = ($1 == 0 ? 1 : 0); cell = 0; next }
      { cell = 0 }
      END {
        if (count != w * h) exit 1
        for (i = 0; i < count; i++)
          printf "%s%s", cells[i], (i == count - 1 ? "\n" : (i % w == w - 1 ? "/" : ","))
      }'
}

echo "# Simon Tatham's Range (kurodoko) game IDs and their solutions, one per line:"
echo "# range:PARAMS:DESC SOLUTION, SOLUTION's rows separated by '/', cells by ',' (1 = black)."
echo "# Made by tests/kurodoko/data/make-range-ids.sh with $(dpkg-query -W -f '${Package} ${Version}' sgt-puzzles 2>/dev/null || echo sgt-puzzles):"
echo "# the IDs by these commands, in this order,"
for run in "${runs[@]}"; do
  set -- $run
  echo "#   $game --generate $1 '$2'"
done
echo "# and each solution by"
echo "#   echo ID | $game --print 1x1 --with-solutions"
echo "# read off the PostScript's second page (the solved grid, drawn row by row)."
echo "# Range makes only puzzles with exactly one solution."
for run in "${runs[@]}"; do
  set -- $run
  echo
  echo "# --generate $1 '$2'"
  "$game" --generate "$1" "$2" 2>/dev/null | while read -r id; do
    echo "range:$id $(solution "$id")"
  done
done
