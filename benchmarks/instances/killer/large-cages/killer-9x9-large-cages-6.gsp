# status: unique
# A 9 x 9 killer sudoku with large cages (15 cages, sizes 1,1,2,2,2,5,5,7,7,8,8,8,8,8,9), 12 givens: random connected
# cages without repeated digits grown over a fixed solution (seed 6), for the harness.
sudoku 9
grid:
. . . . . . . . .
. . 2 . . . . . .
. 9 . . . . . . .
. . . . . . 4 . .
4 2 . . . . . . .
. 1 . . 2 . . . 6
. . . . . . . . .
. . 7 . 1 . 6 . .
. . . . . 6 . . .
cages:
al al al ac ac ac ac ac ai
al af al al al ac ac ac ah
an af af af af af ah ah ah
an ad ad ab af af ah ah ah
ad ad ad ab af aj aj ah am
ad ad ab ab ab ag ag am am
ae ab ab ab ak ak ag am am
ae ae aa aa aa aa ag ag ag
ae ae aa aa aa aa ao ag ag
targets: aa 42 ab 41 ac 43 ad 34 ae 26 af 45 ag 44 ah 44 ai 2 aj 10 ak 10 al 30 am 24 an 9 ao 1
