binairo 4x4
grid:
0 1 . .
. 2 . .
. . . .
. . . .
