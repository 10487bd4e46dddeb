sudoku 4 # café
grid:
