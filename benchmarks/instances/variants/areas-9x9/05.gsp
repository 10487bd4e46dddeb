# status: unique
# made by: gridsat generate --type sudoku --size 9 --variant little-killer,sandwich,quadruple,odd,even,min,max,disjoint --minimal --seed 105
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
r2 19
c6 20
quadruple:
r4c6 3 5
r1c7 1 5
r2c8 1 6 8 9
r7c4 4 9
odd:
r4c7
r9c2
even:
r6c3
r6c5
r7c6
r8c9
min:
r7c8
max:
r2c5
r5c5
r6c2
r8c5
r9c1
r9c7
