sudoku 4 diagonal
grid:
4 . . .
. . . .
. . 4 .
. . . .
