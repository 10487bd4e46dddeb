sudoku 4
cages:
aabb
aabb
ccdd
ccdd
targets: a 10 b 10 c 10 d 10 e 3
