sudoku 4
cages:
aabb
aabb
ccdd
ccdd
targets: a 99 b 10 c 10 d 10
