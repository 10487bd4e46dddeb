# A 4 x 4 sudoku with two solutions (the install test expects the consumer to say so).
sudoku 4
grid:
1 2 . .
3 4 . .
. . . .
. . . .
