sudoku 4x6
