sudoku 6 box=2by3
