sudoku 10000
grid:
