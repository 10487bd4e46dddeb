sudoku 4
regions:
abab
abab
ccdd
ccdd
