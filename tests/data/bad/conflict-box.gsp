sudoku 4
grid:
3 . . .
. 3 . .
. . . .
. . . .
