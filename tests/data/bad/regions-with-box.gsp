sudoku 4 box=2x2
regions:
aabb
aabb
ccdd
ccdd
