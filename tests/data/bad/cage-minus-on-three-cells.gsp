calcudoku 3
cages:
a a a
b b c
d d c
targets: a 1- b 1- c 1- d 1-
