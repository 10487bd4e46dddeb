sudoku
grid:
