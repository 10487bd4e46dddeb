#!/usr/bin/env bash
# Writes unequal-ids.txt (to standard output): game IDs made by Simon Tatham's Unequal
# (/usr/games/sgt-unequal, Debian package sgt-puzzles) with fixed seeds, each followed by the
# solution Unequal's own solver prints for it. Run from anywhere:
#   tests/futoshiki/data/make-unequal-ids.sh > tests/futoshiki/data/unequal-ids.txt
set -euo pipefail
game=/usr/games/sgt-unequal

# "count params": plain sizes 4..9 and adjacent sizes 4..9, every difficulty Unequal offers for
# them (t trivial, e easy, k tricky, x extreme, r recursive; adjacent puzzles below size 5 only
# up to easy, and recursive adjacent ones above 7 take Unequal minutes to make).
runs=()
for n in 4 5 6 7; do for d in t e k x r; do runs+=("3 ${n}d${d}#gridsat"); done; done
for n in 8 9; do for d in t e k x r; do runs+=("1 ${n}d${d}#gridsat"); done; done
for d in t e; do runs+=("3 4ad${d}#gridsat"); done
for n in 5 6 7; do for d in t e k x r; do runs+=("2 ${n}ad${d}#gridsat"); done; done
for n in 8 9; do for d in e k x; do runs+=("1 ${n}ad${d}#gridsat"); done; done

# The solution of one ID: Unequal draws the puzzle, then (--with-solutions) the solved grid, its
# cells row by row; the second page's digits are the solution. Up to size 9 a digit is its value.
solution() {
  local n=${1%%[!0-9]*}
  echo "$1" | "$game" --print 1x1 --with-solutions 2>/dev/null |
    awk -v n="$n" '
      /showpage/ { page++; next }
      page == 1 && /^\(.\) dup stringwidth/ { cells[count++] = substr($1, 2, 1) }
      END {
        if (count != n * n) exit 1
        for (i = 0; i < count; i++)
          printf "%s%s", cells[i], (i == count - 1 ? "\n" : (i % n == n - 1 ? "/" : ","))
      }'
}

echo "# Simon Tatham's Unequal (futoshiki) game IDs and their solutions, one per line:"
echo "# unequal:PARAMS:DESC SOLUTION, SOLUTION's rows separated by '/', cells by ','."
echo "# Made by tests/futoshiki/data/make-unequal-ids.sh with $(dpkg-query -W -f '${Package} ${Version}' sgt-puzzles 2>/dev/null || echo sgt-puzzles):"
echo "# the IDs by these commands, in this order (the printed IDs carry no difficulty),"
for run in "${runs[@]}"; do
  set -- $run
  echo "#   $game --generate $1 '$2'"
done
echo "# and each solution by"
echo "#   echo ID | $game --print 1x1 --with-solutions"
echo "# read off the PostScript's second page (the solved grid, drawn row by row)."
echo "# Unequal makes only puzzles with exactly one solution."
for run in "${runs[@]}"; do
  set -- $run
  echo
  echo "# --generate $1 '$2'"
  "$game" --generate "$1" "$2" 2>/dev/null | while read -r id; do
    echo "unequal:$id $(solution "$id")"
  done
done
