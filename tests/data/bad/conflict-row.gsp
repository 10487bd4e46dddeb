sudoku 4
grid:
1 . 1 .
. . . .
. . . .
. . . .
