#!/usr/bin/env bash
# Writes loopy-ids.txt (to standard output): slitherlink game IDs made by Simon Tatham's Loopy
# (/usr/games/sgt-loopy, Debian package sgt-puzzles) with fixed seeds, square grid (t0), each
# followed by the solution Loopy's own solver draws for it. Run from anywhere:
#   tests/slitherlink/data/make-loopy-ids.sh > tests/slitherlink/data/loopy-ids.txt
set -euo pipefail
game=/usr/games/sgt-loopy

# "count params": every difficulty Loopy has (e easy, n normal, t tricky, h hard) at 5x5, 7x7 and
# 10x10, non-square grids, and the hard preset up to 25x25.
runs=()
for n in 5 7 10; do for d in e n t h; do runs+=("3 ${n}x${n}t0d${d}#gridsat"); done; done
runs+=("2 7x5t0dh#gridsat" "2 5x9t0dn#gridsat")
for d in e h; do runs+=("2 15x15t0d${d}#gridsat"); done
runs+=("1 20x20t0dh#gridsat" "3 25x25t0dh#gridsat")

# The solution of one ID, as gridsat's loop answer grid (docs/output.md): the H+1 rows of
# horizontal edges, each followed by a padding 0, then the H rows of W+1 vertical edges; rows
# split by '/', cells by ','. Loopy draws the solved grid on the PostScript's second page: its
# points as dots (`X Y 34 0 360 arc`) and each edge of the loop as a thin filled rectangle
# (`newpath X Y moveto` and three `X Y lineto`), y growing upwards. The dots give the top-left
# point and the spacing; a rectangle wider than high is a horizontal edge.
solution() {
  local params=${1%%:*}
  local w=${params%%x*} rest=${params#*x}
  local h=${rest%%t*}
  echo "$1" | "$game" --print 1x1 --with-solutions 2>/dev/null |
    awk -v w="$w" -v h="$h" '
      /^%%Page: 2/ { page = 2 }
      page != 2 { next }
      / 34 0 360 arc closepath$/ {
        x = $2; y = $3
        if (!dots || x < x0) x0 = x; if (!dots || x > x1) x1 = x
        if (!dots || y > y0) y0 = y
        dots++
        next
      }
      /^newpath -?[0-9]+ -?[0-9]+ moveto$/ { n = 1; xs[1] = $2; ys[1] = $3; next }
      n >= 1 && n < 4 && / lineto$/ { n++; xs[n] = $1; ys[n] = $2; next }
      n == 4 && /^closepath$/ {
        lo_x = hi_x = xs[1]; lo_y = hi_y = ys[1]
        for (k = 2; k <= 4; k++) {
          if (xs[k] < lo_x) lo_x = xs[k]; if (xs[k] > hi_x) hi_x = xs[k]
          if (ys[k] < lo_y) lo_y = ys[k]; if (ys[k] > hi_y) hi_y = ys[k]
        }
        rects++; rx0[rects] = lo_x; rx1[rects] = hi_x; ry0[rects] = lo_y; ry1[rects] = hi_y
        n = 0; next
      }
      { n = 0 }
      function round(v) { return v < 0 ? -int(-v + 0.5) : int(v + 0.5) }
      END {
        if (!dots || !rects) exit 1
        s = (x1 - x0) / w
        for (k = 1; k <= rects; k++) {
          if (rx1[k] - rx0[k] > ry1[k] - ry0[k]) {   # horizontal: from point (i, j) to (i, j+1)
            i = round((y0 - (ry0[k] + ry1[k]) / 2) / s); j = round((rx0[k] - x0) / s)
            if (i < 0 || i > h || j < 0 || j >= w) exit 1
            hor[i, j] = 1
          } else {                                  # vertical: from point (i, j) to (i+1, j)
            i = round((y0 - ry1[k]) / s); j = round(((rx0[k] + rx1[k]) / 2 - x0) / s)
            if (i < 0 || i >= h || j < 0 || j > w) exit 1
            ver[i, j] = 1
          }
        }
        out = ""
        for (i = 0; i <= h; i++) {
          row = ""
          for (j = 0; j <= w; j++) row = row (j ? "," : "") (j < w && hor[i, j] ? 1 : 0)
          out = out (i ? "/" : "") row
        }
        for (i = 0; i < h; i++) {
          row = ""
          for (j = 0; j <= w; j++) row = row (j ? "," : "") (ver[i, j] ? 1 : 0)
          out = out "/" row
        }
        print out
      }'
}

echo "# Simon Tatham's Loopy (slitherlink) game IDs and their solutions, one per line:"
echo "# loopy:PARAMS:DESC SOLUTION, SOLUTION the loop answer grid (docs/output.md: the H+1 rows of"
echo "# horizontal edges with a padding 0, then the H rows of vertical edges), rows separated by '/',"
echo "# cells by ','."
echo "# Made by tests/slitherlink/data/make-loopy-ids.sh with $(dpkg-query -W -f '${Package} ${Version}' sgt-puzzles 2>/dev/null || echo sgt-puzzles):"
echo "# the IDs by these commands, in this order (the printed IDs carry no difficulty),"
for run in "${runs[@]}"; do
  set -- $run
  echo "#   $game --generate $1 '$2'"
done
echo "# and each solution by"
echo "#   echo ID | $game --print 1x1 --with-solutions"
echo "# read off the PostScript's second page (the solved grid: its dots and loop edges)."
echo "# Loopy makes only puzzles with exactly one solution."
for run in "${runs[@]}"; do
  set -- $run
  echo
  echo "# --generate $1 '$2'"
  "$game" --generate "$1" "$2" 2>/dev/null | while read -r id; do
    echo "loopy:$id $(solution "$id")"
  done
done
