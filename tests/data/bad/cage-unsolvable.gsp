calcudoku 3
cages:
a a a
b b c
d d c
targets: a 6 b 2/ c 3/ d 3:
