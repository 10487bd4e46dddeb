sudoku 4 colour=red
