#!/usr/bin/env python3
"""Makes the bench's large sudoku sets (large-36x36, large-49x49): for each seed, a random valid
grid (the pattern grid shuffled: rows within bands, bands, columns within stacks, stacks, and the
digits relabelled), then every clue in a random order is taken away when `gridsat unique` still
says unique. One pass makes the puzzle minimal (a clue that had to stay with more clues around it
has to stay with fewer), except where a check hit its time limit: that clue stays, and the puzzle
is then not minimal (the count of such clues is written in its header; on a busy 2-core machine
with --check-timeout 2, most of the 36 x 36 puzzle's clues).

    benchmarks/instances/sudoku/make-large.py GRIDSAT SIDE SEED... [--check-timeout S]

writes benchmarks/instances/sudoku/large-<SIDE>x<SIDE>/<SIDE>-<SEED>.gsp."""
import argparse
import os
import random
import subprocess
import sys


def pattern_grid(box, rng):
    n = box * box
    def shuffled(k):
        xs = list(range(k))
        rng.shuffle(xs)
        return xs
    rows = [b * box + r for b in shuffled(box) for r in shuffled(box)]
    cols = [b * box + c for b in shuffled(box) for c in shuffled(box)]
    digits = [d + 1 for d in shuffled(n)]
    return [[digits[(box * (r % box) + r // box + c) % n] for c in cols] for r in rows]


def text(grid):
    n = len(grid)
    lines = ["sudoku %d" % n, "grid:"]
    for row in grid:
        lines.append(" ".join("." if v == 0 else str(v) for v in row))
    return "\n".join(lines) + "\n"


def verdict(gridsat, grid, timeout):
    run = subprocess.run([gridsat, "unique", "-j", "1", "--timeout", str(timeout), "--format",
                          "plain", "--from", "native"], input=text(grid), capture_output=True,
                         text=True)
    return {0: "unique", 1: "none", 2: "multiple", 3: "unknown"}.get(run.returncode, "error")


def main():
    parser = argparse.ArgumentParser(description="the bench's large sudoku sets")
    parser.add_argument("gridsat")
    parser.add_argument("side", type=int)
    parser.add_argument("seeds", type=int, nargs="+")
    parser.add_argument("--check-timeout", type=float, default=5.0)
    a = parser.parse_args()
    gridsat, side, seeds, timeout = a.gridsat, a.side, a.seeds, a.check_timeout
    box = int(round(side ** 0.5))
    assert box * box == side, "the side must be a square (36, 49)"
    out_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "large-%dx%d" % (side, side))
    os.makedirs(out_dir, exist_ok=True)
    for seed in seeds:
        rng = random.Random(seed)
        grid = pattern_grid(box, rng)
        cells = [(r, c) for r in range(side) for c in range(side)]
        rng.shuffle(cells)
        unknown = 0
        for done, (r, c) in enumerate(cells):
            if done % 100 == 0:
                print("%dx%d seed %d: %d of %d cells tried" % (side, side, seed, done, len(cells)),
                      file=sys.stderr, flush=True)
            kept = grid[r][c]
            grid[r][c] = 0
            v = verdict(gridsat, grid, timeout)
            if v != "unique":
                grid[r][c] = kept
                unknown += v == "unknown"
        givens = sum(1 for row in grid for v in row if v)
        kind = "minimal" if unknown == 0 else "not minimal: %d clues kept only because their " \
            "check hit the %g s limit" % (unknown, timeout)
        header = ("# status: unique\n# made by: benchmarks/instances/sudoku/make-large.py GRIDSAT "
                  "%d %d --check-timeout %g; %d givens, %s\n" % (side, seed, timeout, givens, kind))
        with open(os.path.join(out_dir, "%d-%d.gsp" % (side, seed)), "w") as f:
            f.write(header + text(grid))
        print("%dx%d seed %d: %d givens, %s" % (side, side, seed, givens, kind), flush=True)


if __name__ == "__main__":
    main()
