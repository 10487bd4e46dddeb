sudoku 4
regions:
aaab
aabb
ccdd
ccdd
