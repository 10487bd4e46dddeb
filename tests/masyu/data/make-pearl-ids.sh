#!/usr/bin/env bash
# Writes pearl-ids.txt (to standard output): game IDs made by Simon Tatham's Pearl
# (/usr/games/sgt-pearl, Debian package sgt-puzzles) with fixed seeds, each followed by the
# solution Pearl's own solver draws for it. Run from anywhere:
#   tests/masyu/data/make-pearl-ids.sh > tests/masyu/data/pearl-ids.txt
set -euo pipefail
game=/usr/games/sgt-pearl

# "count params": Pearl's presets (6x6, 8x8, 10x10 and 12x8, easy and tricky), the smallest grid
# Pearl makes (5x5, easy only: tricky needs a side of six) and the largest the issue asks for (12x12 tricky).
runs=("3 5x5de#gridsat")
for size in 6x6 8x8 10x10 12x8; do for d in e t; do runs+=("3 ${size}d${d}#gridsat"); done; done
runs+=("2 12x12de#gridsat" "6 12x12dt#gridsat")

# The solution of one ID, as gridsat's loop answer grid (docs/output.md): H rows of the W-1
# horizontal edges (edge j joins columns j and j+1) each padded with a 0, then H-1 rows of the W
# vertical edges, 0/1 cells separated by ',' and rows by '/'. Pearl draws the puzzle on page 1
# and (--with-solutions) the solved puzzle on page 2, where each cell's loop segments are filled
# rectangles from the cell's centre to its border: a wide one (a horizontal half-edge) or a tall
# one (a vertical half-edge). The grid lines give the tile size and position (PostScript's y
# grows upwards).
solution() {
  local params=${1%%:*}
  local w=${params%%x*} h=${params#*x}
  h=${h%%[!0-9]*}
  echo "$1" | "$game" --print 1x1 --with-solutions 2>/dev/null |
    awk -v W="$w" -v H="$h" '
      /^%%Page: 2/ { page = 2 }
      page != 2 { next }
      $1 == "newpath" && $4 == "moveto" && $7 == "lineto" {
        if ($2 == $5) { xs[$2] = 1 } else if ($3 == $6) { ys[$3] = 1 }
        next
      }
      $1 == "newpath" && $4 == "moveto" && $7 == "rlineto" && $10 == "rlineto" {
        n++; rx[n] = $2; ry[n] = $3; rw[n] = $5; rh[n] = -$9
      }
      END {
        first = 1
        for (x in xs) { if (first || x + 0 < x0) x0 = x + 0; if (first || x + 0 > x1) x1 = x + 0; first = 0 }
        first = 1
        for (y in ys) { if (first || y + 0 > ytop) ytop = y + 0; first = 0 }
        tile = (x1 - x0) / W
        for (i = 1; i <= n; i++) {
          cx = rx[i] + rw[i] / 2; cy = ry[i] - rh[i] / 2
          fx = (cx - x0) / tile; fy = (ytop - cy) / tile
          if (rw[i] > 1.5 * rh[i]) {        # horizontal half-edge
            k = int(fx + 0.5); r = int(fy)
            if (k >= 1 && k <= W - 1) hor[r, k - 1] = 1
          } else if (rh[i] > 1.5 * rw[i]) { # vertical half-edge
            k = int(fy + 0.5); c = int(fx)
            if (k >= 1 && k <= H - 1) ver[k - 1, c] = 1
          }
        }
        out = ""
        for (r = 0; r < H; r++) {
          row = ""
          for (c = 0; c < W; c++) row = row (c ? "," : "") ((c < W - 1 && hor[r, c]) ? 1 : 0)
          out = out (out == "" ? "" : "/") row
        }
        for (r = 0; r < H - 1; r++) {
          row = ""
          for (c = 0; c < W; c++) row = row (c ? "," : "") (ver[r, c] ? 1 : 0)
          out = out "/" row
        }
        if (n == 0) exit 1
        print out
      }'
}

echo "# Simon Tatham's Pearl (masyu) game IDs and their solutions, one per line:"
echo "# pearl:PARAMS:DESC SOLUTION, SOLUTION the loop's answer grid (docs/output.md): the H rows of"
echo "# horizontal edges (each with a padding 0), then the H-1 rows of vertical edges; rows"
echo "# separated by '/', cells by ','."
echo "# Made by tests/masyu/data/make-pearl-ids.sh with $(dpkg-query -W -f '${Package} ${Version}' sgt-puzzles 2>/dev/null || echo sgt-puzzles):"
echo "# the IDs by these commands, in this order (the printed IDs carry no difficulty),"
for run in "${runs[@]}"; do
  set -- $run
  echo "#   $game --generate $1 '$2'"
done
echo "# and each solution by"
echo "#   echo ID | $game --print 1x1 --with-solutions"
echo "# read off the PostScript's second page (the solved puzzle's loop segments)."
echo "# Pearl makes only puzzles with exactly one solution."
for run in "${runs[@]}"; do
  set -- $run
  echo
  echo "# --generate $1 '$2'"
  "$game" --generate "$1" "$2" 2>/dev/null | while read -r id; do
    echo "pearl:$id $(solution "$id")"
  done
done
