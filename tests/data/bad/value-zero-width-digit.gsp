sudoku 4
grid:
. . ١ .
. . . .
. . . .
. . . .
