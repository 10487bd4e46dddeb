sudoku 4 diagonal=yes
