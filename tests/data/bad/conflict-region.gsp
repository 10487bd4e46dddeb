sudoku 4
regions:
aaab
abbb
ccdd
ccdd
grid:
. . 1 .
1 . . .
. . . .
. . . .
