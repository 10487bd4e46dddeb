sudoku 0
