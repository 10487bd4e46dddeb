sudoku 6 box=2x2
