# one above the largest sudoku
sudoku 65
