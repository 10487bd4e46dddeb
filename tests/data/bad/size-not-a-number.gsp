sudoku nine
