sudoku 4
cages:
aa..
bb..
....
....
targets: a 3 b 3
