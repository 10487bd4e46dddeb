sudoku 4
regions:
aabb
aabb
ccdd
ccde
