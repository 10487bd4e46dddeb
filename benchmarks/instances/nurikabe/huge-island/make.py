#!/usr/bin/env python3
"""Writes a nurikabe with one huge island, in the shape of janko.at's puzzle 1030 (32 x 32, a 994
and a 20): an a x b rectangle in one corner of an H x W grid, numbered a*b in its column next to
the wall, is cut off by an L-shaped wall of a + b + 1 cells; every other cell is the huge island,
numbered at the opposite corner. Few black cells can enclose a*b cells only in a corner; the
files here are unique (`gridsat unique` says so for each; for huge-45x31 a DRAT certificate
that `gridsat verify` accepts). Made for issue 38: published puzzles of this kind are rare.

usage: make.py H W a b CORNER   (CORNER: bl, br, tl or tr, where the rectangle lies)
"""
import sys

H, W, a, b, corner = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
small = a * b
big = H * W - (a + b + 1) - small
g = [["."] * W for _ in range(H)]


def place(r, c):  # from the bottom-left corner to CORNER
    if "r" in corner:
        c = W - 1 - c
    if "t" in corner:
        r = H - 1 - r
    return r, c


r, c = place(H - 1 - a // 2, b - 1)
g[r][c] = str(small)
r, c = place(0, W - 1)
g[r][c] = str(big)
print(f"# status: unique\n# made by: python3 benchmarks/instances/nurikabe/huge-island/make.py {' '.join(sys.argv[1:])}")
print(f"nurikabe {H}x{W}\ngrid:")
w = max(len(x) for row in g for x in row)
for row in g:
    print(" ".join(x.rjust(w) for x in row))
