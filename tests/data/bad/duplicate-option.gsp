sudoku 4 diagonal DIAGONAL
