calcudoku 3
cages:
a a b
c . b
c d d
targets: a 3+ b 4+ c 5+ d 3+
