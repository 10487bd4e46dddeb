# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant little-killer,sandwich,quadruple,odd,even,min,max,disjoint --minimal --seed 108
sudoku 9 disjoint
grid:
.........
.........
.........
.........
.........
.........
.........
.........
.........
sandwich:
c4 31
quadruple:
r2c3 4 8 9
r7c5 2 3 5 9
r2c2 2 4 7
r1c8 2 9
r6c1 1 3 4
r3c7 6 7
r7c6 2 3 4 9
odd:
r9c5
even:
r5c3
r6c4
min:
r3c4
r4c1
max:
r1c7
r9c8
