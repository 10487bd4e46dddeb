sudoku 4
top: 1 2 3 4
