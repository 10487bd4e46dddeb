# status: unique
# A 9 x 9 killer sudoku with large cages (15 cages, sizes 1,1,1,2,5,5,6,7,7,7,7,7,8,8,9), 8 givens: random connected
# cages without repeated digits grown over a fixed solution (seed 8), for the harness.
sudoku 9
grid:
. . . . . . . . .
. 7 . 1 . . . . .
. . . . . . . . .
. . . . . . 4 . .
. . . . . . . 9 .
. . . . 2 . . . 6
. . . . . . . 8 .
. . . . . . . . 5
. . . . . . . . .
cages:
ab ab ab ab al ae ae ah ah
af ab ab ab al ae ae ah ah
af af ac am ae ae ai ah ah
af ac ac ac ae ag ai ai ah
af ac ac ao ag ag ai ai ai
af ac ac ao ag ag ag an ai
aj ad ad ao ao ag aa aa aa
aj aj ad ad ao ag ak aa aa
aj aj ad ad ad ag aa aa aa
targets: aa 39 ab 28 ac 41 ad 33 ae 37 af 35 ag 45 ah 31 ai 34 aj 26 ak 6 al 16 am 3 an 5 ao 26
