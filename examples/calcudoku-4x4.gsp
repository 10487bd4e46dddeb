# A calcudoku (KenKen): a Latin square whose cages reach their targets; one solution.
# Solve it with:  gridsat solve examples/calcudoku-4x4.gsp
calcudoku 4
cages:
a b b c
d d e c
f f e g
h f i g
targets: a 3 b 4* c 2/ d 2/ e 1- f 5+ g 12* h 2 i 4
