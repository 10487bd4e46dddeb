#!/usr/bin/env bash
# Writes singles-ids.txt (to standard output): game IDs made by Simon Tatham's Singles (hitori;
# /usr/games/sgt-singles, Debian package sgt-puzzles) with fixed seeds, each followed by the
# shading Singles' own solver prints for it. Run from anywhere:
#   tests/hitori/data/make-singles-ids.sh > tests/hitori/data/singles-ids.txt
set -euo pipefail
game=/usr/games/sgt-singles

# "count params": every preset Singles offers (5x5 to 12x12, e easy and k tricky), and a few
# grids that are not square (Singles numbers them 1..max(W, H)).
runs=()
for n in 5 6 8 10 12; do for d in e k; do runs+=("4 ${n}x${n}d${d}#gridsat"); done; done
runs+=("3 7x5dk#gridsat" "3 5x9dk#gridsat" "2 4x2de#gridsat")

# The solution of one ID: Singles draws the puzzle, then (--with-solutions) the solved grid, in
# which every black cell is a filled 512-unit square `newpath X Y moveto 512 0 rlineto ...`
# whose top-left corner is (256 + 512 * column - 0.5, 256 + 512 * (H - row) + 0.5). The second
# page's squares are the solution.
solution() {
  local params=${1%%:*}
  local w=${params%%x*} h=${params##*x}
  echo "$1" | "$game" --print 1x1 --with-solutions 2>/dev/null |
    awk -v w="$w" -v h="$h" '
      /showpage/ { page++; next }
      page == 1 && /^newpath .* moveto 512 0 rlineto 0 -512 rlineto -512 0 rlineto closepath$/ {
        col = ($2 + 0.5 - 256) / 512
        row = h - ($3 - 0.5 - 256) / 512
        if (col != int(col) || row != int(row) || col < 0 || col >= w || row < 0 || row >= h) exit 1
        black[row * w + col] = 1
      }
      END {
        for (i = 0; i < w * h; i++)
          printf "%s%s", (i in black ? "#" : "."), (i == w * h - 1 ? "\n" : (i % w == w - 1 ? "/" : ""))
      }'
}

echo "# Simon Tatham's Singles (hitori) game IDs and their solutions, one per line:"
echo "# singles:PARAMS:DESC SOLUTION, SOLUTION's rows separated by '/', '#' shaded, '.' not."
echo "# Made by tests/hitori/data/make-singles-ids.sh with $(dpkg-query -W -f '${Package} ${Version}' sgt-puzzles 2>/dev/null || echo sgt-puzzles):"
echo "# the IDs by these commands, in this order (the printed IDs carry no difficulty),"
for run in "${runs[@]}"; do
  set -- $run
  echo "#   $game --generate $1 '$2'"
done
echo "# and each solution by"
echo "#   echo ID | $game --print 1x1 --with-solutions"
echo "# read off the PostScript's second page (the black squares of the solved grid)."
echo "# Singles makes only puzzles with exactly one solution."
for run in "${runs[@]}"; do
  set -- $run
  echo
  echo "# --generate $1 '$2'"
  "$game" --generate "$1" "$2" 2>/dev/null | while read -r id; do
    echo "singles:$id $(solution "$id")"
  done
done
