#!/usr/bin/env bash
# Writes tents-ids.txt (to standard output): game IDs made by Simon Tatham's Tents
# (/usr/games/sgt-tents, Debian package sgt-puzzles) with fixed seeds, each followed by the tents
# of the solution Tents itself prints for it. Run from anywhere:
#   tests/tents/data/make-tents-ids.sh > tests/tents/data/tents-ids.txt
set -euo pipefail
game=/usr/games/sgt-tents

# "count params": every preset Tents offers (8x8, 10x10 and 15x15, e easy and t tricky, as
# tents.c's tents_presets[]), and a few grids that are not square or are smaller.
runs=()
for n in 8 10 15; do for d in e t; do runs+=("6 ${n}x${n}d${d}#gridsat"); done; done
runs+=("3 4x4de#gridsat" "3 6x9dt#gridsat" "3 12x5dt#gridsat")

# The solution of one ID: Tents prints the puzzle, then (--with-solutions) the solved grid. Each
# cell is drawn clipped to its square, `newpath X Y moveto 512 0 rlineto 0 -512 rlineto ...`
# whose top-left corner is (256 + 512 * column - 0.5, 768 + 512 * (H - row) + 0.5) (the counts
# take the margin below and to the right), and a tent is a closed path of three points (a
# moveto and two linetos; a tree's trunk has four). The second page's tents are the solution.
solution() {
  local params=${1%%:*}
  local w=${params%%x*} h=${params##*x}
  echo "$1" | "$game" --print 1x1 --with-solutions 2>/dev/null |
    awk -v w="$w" -v h="$h" '
      /showpage/ { page++; next }
      page != 1 { next }
      /^newpath .* moveto 512 0 rlineto 0 -512 rlineto -512 0 rlineto closepath$/ {
        col = ($2 + 0.5 - 256) / 512
        row = h - ($3 - 0.5 - 768) / 512
        inside = (col == int(col) && row == int(row) && col >= 0 && col < w && row >= 0 && row < h)
        next
      }
      /^newpath [0-9.]+ [0-9.]+ moveto$/ { points = 1; next }
      /^[0-9.]+ [0-9.]+ lineto$/ { if (points) points++; next }
      /^closepath$/ {
        if (points == 3) {
          if (!inside) exit 1
          tent[row * w + col] = 1
        }
        points = 0
        next
      }
      { points = 0 }
      END {
        for (i = 0; i < w * h; i++)
          printf "%s%s", (i in tent ? "#" : "."), (i == w * h - 1 ? "\n" : (i % w == w - 1 ? "/" : ""))
      }'
}

echo "# Simon Tatham's Tents game IDs and their solutions, one per line:"
echo "# tents:PARAMS:DESC SOLUTION, SOLUTION's rows separated by '/', '#' a tent, '.' none."
echo "# Made by tests/tents/data/make-tents-ids.sh with $(dpkg-query -W -f '${Package} ${Version}' sgt-puzzles 2>/dev/null || echo sgt-puzzles):"
echo "# the IDs by these commands, in this order (the printed IDs carry no difficulty),"
for run in "${runs[@]}"; do
  set -- $run
  echo "#   $game --generate $1 '$2'"
done
echo "# and each solution by"
echo "#   echo ID | $game --print 1x1 --with-solutions"
echo "# read off the PostScript's second page (the tents, triangles, of the solved grid)."
echo "# Tents makes only puzzles with exactly one solution."
for run in "${runs[@]}"; do
  set -- $run
  echo
  echo "# --generate $1 '$2'"
  "$game" --generate "$1" "$2" 2>/dev/null | while read -r id; do
    echo "tents:$id $(solution "$id")"
  done
done
