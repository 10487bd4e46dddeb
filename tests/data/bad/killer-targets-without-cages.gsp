sudoku 4
targets: a 10
