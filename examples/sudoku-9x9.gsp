# A classic 9 x 9 sudoku with one solution. Solve it with:
#   gridsat solve examples/sudoku-9x9.gsp
sudoku 9
grid:
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
