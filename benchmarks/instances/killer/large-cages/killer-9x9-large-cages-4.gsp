# status: unique
# A 9 x 9 killer sudoku with large cages (14 cages, sizes 1,1,4,4,5,6,6,7,7,8,8,8,8,8), 12 givens: random connected
# cages without repeated digits grown over a fixed solution (seed 4), for the harness.
sudoku 9
grid:
. . . . . . . . .
. . . 1 . . . 4 .
. 9 . . . . . . .
. . . . . 1 . . .
. 2 . 8 . . . . .
. . . . . . . . 6
. . . 5 . . . . .
2 . 7 . . . . . .
. 4 . . . 6 . . .
cages:
ak ak ad ad ad ad ad ae an
ak ak ai ad aj aj aj ae ae
ak ak ai ad aj ah am ae ae
af af ai ai ah ah ah ae ae
af af ai ah ah ah ah ae al
af af af af ag ac ac ac al
ab ab ag ag ag aa ac al al
ab ab ab aa aa aa ac ac al
ab ab ab aa aa aa ac ac al
targets: aa 37 ab 44 ac 36 ad 38 ae 40 af 39 ag 11 ah 36 ai 32 aj 21 ak 31 al 33 am 5 an 2
