sudokku 4
grid:
