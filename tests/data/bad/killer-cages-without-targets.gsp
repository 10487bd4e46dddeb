sudoku 4
cages:
aabb
aabb
ccdd
ccdd
