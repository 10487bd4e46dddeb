# A 9x9 killer sudoku without givens whose cages have 6 to 9 cells (made by cutting a valid
# solution into random connected cages of distinct digits; seed 1). It has more than one
# solution: `gridsat unique` must say so (exit 2), with the SAT backend in well under a second.
sudoku 9
cages:
a  a  a  a  a  b  b  b  b
a  a  c  c  d  b  b  b  b
a  a  c  c  d  e  e  f  f
g  g  g  c  d  e  e  f  f
g  g  g  c  d  h  e  f  f
g  g  g  d  d  h  e  e  e
i  i  j  j  d  h  k  k  k
i  i  i  j  h  h  k  k  k
i  i  j  j  j  h  k  k  k
targets: a 45 b 44 c 30 d 32 e 39 f 33 g 45 h 27 i 32 j 33 k 45
