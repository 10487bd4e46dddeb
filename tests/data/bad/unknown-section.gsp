sudoku 4
clues:
1 2
