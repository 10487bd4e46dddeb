calcudoku 4
cages:
a a b b
c c d d
e e f f
g g h h
targets: a 3+ b 7* c 3- d 7+ e 3 f 5 g 2/ h 7+
