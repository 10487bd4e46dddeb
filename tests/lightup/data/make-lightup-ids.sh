#!/usr/bin/env bash
# Writes lightup-ids.txt (to standard output): game IDs made by Simon Tatham's Light Up
# (/usr/games/sgt-lightup, Debian package sgt-puzzles) with fixed seeds, each followed by the
# bulbs Light Up's own solver draws for it. Run from anywhere:
#   tests/lightup/data/make-lightup-ids.sh > tests/lightup/data/lightup-ids.txt
set -euo pipefail
game=/usr/games/sgt-lightup

# "count params": a small grid, then every preset of lightup.c (presets[]: 7x7 with 4-way
# rotational symmetry, 10x10 and 14x14 with 2-way, each easy d0, tricky d1 and hard d2), and one
# grid that is not square.
runs=("4 5x5b20s2d0#gridsat")
for d in 0 1 2; do runs+=("4 7x7b20s4d$d#gridsat"); done
for d in 0 1 2; do runs+=("4 10x10b20s2d$d#gridsat"); done
for d in 0 1 2; do runs+=("4 14x14b20s2d$d#gridsat"); done
runs+=("3 12x8b20s2d1#gridsat")

# The solution of one ID: Light Up draws the puzzle, then (--with-solutions) the solved grid, in
# which every bulb is a circle `newpath X Y R 0 360 arc` at the centre of its cell,
# (512 + 512 * column, 512 * (H - row)) for 512-unit cells. The second page's circles are the
# solution.
solution() {
  local params=${1%%:*}
  local w=${params%%x*} h=${params##*x}
  echo "$1" | "$game" --print 1x1 --with-solutions 2>/dev/null |
    awk -v w="$w" -v h="$h" '
      /showpage/ { page++; next }
      page == 1 && /^newpath .* 0 360 arc closepath$/ {
        col = ($2 - 512) / 512
        row = h - $3 / 512
        if (col != int(col) || row != int(row) || col < 0 || col >= w || row < 0 || row >= h) exit 1
        bulb[row * w + col] = 1
      }
      END {
        for (i = 0; i < w * h; i++)
          printf "%s%s", (i in bulb ? "#" : "."), (i == w * h - 1 ? "\n" : (i % w == w - 1 ? "/" : ""))
      }'
}

echo "# Simon Tatham's Light Up game IDs and their solutions, one per line:"
echo "# lightup:PARAMS:DESC SOLUTION, SOLUTION's rows separated by '/', '#' a bulb, '.' none."
echo "# Made by tests/lightup/data/make-lightup-ids.sh with $(dpkg-query -W -f '${Package} ${Version}' sgt-puzzles 2>/dev/null || echo sgt-puzzles):"
echo "# the IDs by these commands, in this order (the printed IDs carry only the size),"
for run in "${runs[@]}"; do
  set -- $run
  echo "#   $game --generate $1 '$2'"
done
echo "# and each solution by"
echo "#   echo ID | $game --print 1x1 --with-solutions"
echo "# read off the PostScript's second page (the circles of the solved grid)."
echo "# Light Up makes only puzzles with exactly one solution."
for run in "${runs[@]}"; do
  set -- $run
  echo
  echo "# --generate $1 '$2'"
  "$game" --generate "$1" "$2" 2>/dev/null | while read -r id; do
    echo "lightup:$id $(solution "$id")"
  done
done
