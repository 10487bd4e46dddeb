sudoku -4
