sudoku 4
grid:
2 . . .
. . . .
2 . . .
. . . .
