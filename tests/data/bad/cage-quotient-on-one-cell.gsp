calcudoku 3
cages:
a a b
c d b
c d e
targets: a 2/ b 3/ c 2÷ d 3/ e 1/
