calcudoku 2
cages:
a b
a b
targets: a 3+ b 4+
