#!/usr/bin/env bash
# Remakes the nonogram bench set (run from the repository root, with gridsat built):
#   benchmarks/instances/nonogram/make-set.sh build/gridsat [generated]   (generated: only those sets)
# tatham/: Tatham's Pattern presets 25x25 and 30x30 (the largest), 20 IDs each.
# generated-30x30/: gridsat's generator at its default density (each row half filled), seeds 1..10;
# generated-50x50/: the same at 50x50 with --density 55, seeds 1..10;
# hard-50x50/: 50x50 at density 50 (the hard phase of random nonograms), seeds 1..3.
# Each: a random fill, its clue lists, givens where a second solution differs, thinned again;
# each decided unique.
set -euo pipefail
gridsat=${1:-build/gridsat}
dir=benchmarks/instances/nonogram
version=$(dpkg-query -W -f '${Package} ${Version}' sgt-puzzles 2>/dev/null || echo sgt-puzzles)
[ "${2:-}" = generated ] || for size in 25x25 30x30; do
  {
    echo "# /usr/games/sgt-pattern --generate 20 $size ($version), each ID prefixed with pattern:"
    /usr/games/sgt-pattern --generate 20 "$size" 2>/dev/null | sed 's/^/pattern:/'
  } > "$dir/tatham/$size.txt"
done
make_generated() {  # size count folder density
  for seed in $(seq 1 "$2"); do
    out="$dir/$3/nonogram-$1x$1-$seed.gsp"
    puzzle=$("$gridsat" generate --type nonogram --size "$1" --density "$4" --seed "$seed")
    printf '%s\n' "$puzzle" > "$out.tmp"
    "$gridsat" unique "$out.tmp" > /dev/null  # exit 0: unique
    {
      echo "# status: unique"
      echo "# made by: gridsat generate --type nonogram --size $1 --density $4 --seed $seed"
      printf '%s\n' "$puzzle"
    } > "$out"
    rm "$out.tmp"
  done
}
make_generated 30 10 generated-30x30 50
make_generated 50 10 generated-50x50 55
make_generated 50 3 hard-50x50 50
