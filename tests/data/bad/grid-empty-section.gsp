sudoku 4
grid:
