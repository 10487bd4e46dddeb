calcudoku 3
cages:
a b a
a b b
c c c
targets: a 6+ b 6+ c 6+
